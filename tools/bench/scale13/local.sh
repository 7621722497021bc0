#!/bin/bash
# local.sh BASE_LIB_DIR NEW_LIB_DIR ROUNDS OUTDIR: the eleventh pass's measurements on the
# two-vCPU development machine, from the repository root. Each round: (A) one one-worker process
# alone; (P) two one-worker processes at once: can the machine run them without slowing each
# other?; (Tb, Tn) two workers, the base drop-in and the new one. tools/bench's host rows and
# blocks, every process traced (CUDASIM_WORKER_TRACE=1); local.py summarises. Build a drop-in
# with: go build -buildmode=c-shared -o DIR/libcuda.so.1 ./libcuda
set -u
BASE=$1 NEW=$2 R=$3 O=$4
mkdir -p "$O"; cc -O2 -march=native -o "$O/host" tools/bench/host/host.c -ldl -lm -lpthread || exit 1
P=sim/testdata/bench/bench.ptx B=sim/testdata/bench/blocks.ptx
export CUDASIM_PROGRESS=0 CUDASIM_WORKER_TRACE=1
one() { # label lib workers
  CUDASIM_KERNEL_WORKERS=$3 LD_LIBRARY_PATH=$2 "$O/host" rows $P 5 1 2>>"$O/trace-$1.txt" >>"$O/rows-$1.txt"
  CUDASIM_KERNEL_WORKERS=$3 LD_LIBRARY_PATH=$2 "$O/host" blocks $B 3 1 2>>"$O/trace-$1.txt" >>"$O/rows-$1.txt"
}
for r in $(seq "$R"); do
  echo "round $r load $(cut -d' ' -f1-3 /proc/loadavg) $(date -u +%T)" | tee -a "$O/load.txt"
  one A "$NEW" 1
  one P "$NEW" 1 & one P "$NEW" 1; wait
  one Tb "$BASE" 2
  one Tn "$NEW" 2
done
