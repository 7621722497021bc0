#!/bin/bash
# ab.sh N OUTPREFIX DIR...: N rounds; each round runs, for each DIR in turn (a drop-in's folder),
# host rows (ALL=1: host blocks and host options too) with 1 then 2 workers, appending to
# OUTPREFIX.$(basename DIR).txt. HOST: tools/bench/host/host.c built (README.md).
N=$1; OUT=$2; shift 2
cd "$(dirname "$0")/../../.."
runs=("rows sim/testdata/bench/bench.ptx")
[ -n "${ALL:-}" ] && runs+=("blocks sim/testdata/bench/blocks.ptx" "options sim/testdata/bench/sfu90.ptx")
for i in $(seq 1 $N); do
  for d in "$@"; do
    tag=$(basename $d)
    for w in 1 2; do
      echo "# pair $i w$w $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)" >> $OUT.$tag.txt
      for a in "${runs[@]}"; do
        CUDASIM_KERNEL_WORKERS=$w CUDASIM_PROGRESS=0 LD_LIBRARY_PATH=$d ${HOST:-/tmp/s39/host} $a 5 1 2>>$OUT.$tag.err | sed "s/^/w$w /" >> $OUT.$tag.txt
      done
    done
  done
done
