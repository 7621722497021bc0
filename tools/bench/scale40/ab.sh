#!/bin/bash
# ab.sh N OUTPREFIX DIR...: N rounds; each round runs, for each DIR in turn, host rows with 1 then 2 workers
N=$1; OUT=$2; shift 2
cd /work/main
for i in $(seq 1 $N); do
  for d in "$@"; do
    tag=$(basename $d)
    for w in 1 2; do
      echo "# pair $i w$w $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)" >> $OUT.$tag.txt
      CUDASIM_KERNEL_WORKERS=$w CUDASIM_PROGRESS=0 LD_LIBRARY_PATH=$d ${HOST:-/tmp/s39/host} rows sim/testdata/bench/bench.ptx 5 1 2>>$OUT.$tag.err | sed "s/^/w$w /" >> $OUT.$tag.txt
    done
  done
done
