#!/bin/bash
# On the GPU machine, from a copy of this folder: builds barsync.cu with nvcc, records each case
# under a timeout (a case that hangs is reported, not recorded) and packs the results into $OUT.
cd "$(dirname "$0")"
O=${OUT:-.}
nvcc -arch=sm_90 -ptx -o barsync_sm90.ptx barsync.cu
nvcc -G -arch=sm_90 -ptx -o barsync_G.ptx barsync.cu
gcc -O2 -o kernrun ${KERNRUN:-kernrun.c} -ldl
for c in *.case; do
  timeout 15 stdbuf -oL ./kernrun record "$c" || echo "HUNG or FAILED: $c"
  timeout 15 stdbuf -oL ./kernrun check "$c" || echo "CHECK FAILED: $c"
done 2>&1 | tee "$O/log.txt"
tar czf "$O/golden.tgz" *.bin barsync_sm90.ptx barsync_G.ptx
