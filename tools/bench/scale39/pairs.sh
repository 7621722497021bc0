#!/bin/bash
# pairs.sh DIR N OUT [trace]: N alternating pairs of host rows with 1 and 2 workers through DIR's drop-in
DIR=$1; N=$2; OUT=$3; TR=${4:-}
cd /work/wt-scale39
for i in $(seq 1 $N); do
  for w in 1 2; do
    echo "# pair $i w$w $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)" >> $OUT
    CUDASIM_WORKER_TRACE=$TR CUDASIM_KERNEL_WORKERS=$w CUDASIM_PROGRESS=0 LD_LIBRARY_PATH=$DIR /tmp/s39/host rows sim/testdata/bench/bench.ptx 5 1 2>>$OUT.trace$w | sed "s/^/w$w /" >> $OUT
  done
done
