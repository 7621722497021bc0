#!/bin/bash
# scale44: the measurements behind docs/engine-performance.md, "sysmon44", on the dev machine.
# Needs the drop-in built (go build -buildmode=c-shared -o DIR/libcuda.so.1 ./libcuda) in $LIB
# and perf for the traces. Writes to $OUT (default /tmp/scale44).
set -e
cd "$(dirname "$0")/../../.."
OUT=${OUT:-/tmp/scale44}; LIB=${LIB:?the drop-in folder}
mkdir -p $OUT
cc -O2 -o $OUT/sleeper tools/bench/scale44/sleeper.c -lpthread
cc -O2 -march=native -o $OUT/host tools/bench/host/host.c -ldl -lm -lpthread
# 1. The sleeper model: two busy threads with and without a 20-us sleeper, and one.
for i in 1 2 3; do for a in "2 0" "2 1" "1 0" "1 1"; do $OUT/sleeper $a; done; done > $OUT/sleeper.txt
# 2. Early against warm launches, one worker and two, 12 rounds (host prints both).
for i in $(seq 1 12); do for w in 1 2; do for a in "blocks sim/testdata/bench/blocks.ptx" "rows sim/testdata/bench/bench.ptx"; do
  CUDASIM_KERNEL_WORKERS=$w CUDASIM_PROGRESS=0 LD_LIBRARY_PATH=$LIB $OUT/host $a 5 1 | sed "s/^/$i w$w /"
done; done; done > $OUT/pairs.txt
# 3. sysmon's sleeps in a two-worker blocks process: the runtime.sysmon stacks of sched_switch.
CUDASIM_KERNEL_WORKERS=2 CUDASIM_PROGRESS=0 LD_LIBRARY_PATH=$LIB perf record -q -g -o $OUT/sw.data \
  -e sched:sched_switch -a -- $OUT/host blocks sim/testdata/bench/blocks.ptx 50 1 > /dev/null
perf script -i $OUT/sw.data 2>/dev/null | grep -B9 "runtime.sysmon" | grep sched_switch |
  awk '{t=$4+0; if (!s) s=t; if (p) printf "%.1f:%.0f ", (t-s)*1e3, (t-p)*1e6; p=t} END {print ""}' > $OUT/sysmon-sleeps.txt
