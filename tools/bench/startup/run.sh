#!/bin/bash
# startup (issue 14): start-up and repeated loads on the GPU host's quiet CPUs, through the
# integration drop-in (lib/, with branch startup: the image cache keyed by bytes, kernels beside
# SASS lowered one at a time at first launch under lazy loading, every kernel under EAGER).
#  1. host first (tools/bench: process start to first vecadd of bench.ptx done), 30 runs;
#  2. reload.c: one process loading t_cub.fatbin (nvcc 13.0, 11 kernels) 300 times, launching
#     blockSums<256> each time: the first load (parse + lowering) against the others (cached),
#     CUDA_MODULE_LOADING=LAZY (one kernel lowered) and EAGER (all 11), alternating, 6 rounds;
#  3. the cudart programs t_cub_static and t_thrust_static (nvcc 13.0) as whole processes on the
#     drop-in, LAZY and EAGER alternating, 5 rounds; 2 runs each on the H200's own driver.
# Every cudasim process runs on CPUs 8,9 (taskset), as on a 2-core machine.
set -u
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
exec > >(stdbuf -oL tee "$OUT/startup.txt") 2>&1
echo "== $(date -u) $(nproc) CPUs"; lscpu | grep -E "Model name|MHz"; uptime
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc host failed"; exit 1; }
cc -O2 -o reload reload.c -ldl || { echo "cc reload failed"; exit 1; }
mkdir -p d && xz -dc lib/libcuda.so.1.xz > d/libcuda.so.1 || { echo "no drop-in"; exit 1; }
export CUDASIM_PROGRESS=0
PIN=""; [ "$(nproc)" -ge 16 ] && PIN="taskset -c 8,9"
K=_Z9blockSumsILi256EEvPKiPx
echo "== host first x30"
for i in $(seq 30); do LD_LIBRARY_PATH=d $PIN ./host first bench.ptx | tr '\n' ' '; echo; done
echo "== host reload bench.ptx x3"
for i in 1 2 3; do LD_LIBRARY_PATH=d $PIN ./host reload bench.ptx 5; done
echo "== reload t_cub.fatbin 300"
for r in 1 2 3 4 5 6; do for m in LAZY EAGER; do
  echo -n "round $r $m: "; CUDA_MODULE_LOADING=$m LD_LIBRARY_PATH=d $PIN ./reload t_cub.fatbin $K 300
done; done
echo "== cudart programs"
B=$HERE/cudart; mkdir -p $B
tar xzf ../../libcuda/testdata/cudart/bin.tgz -C $B bin/b130/t_cub_static bin/b130/t_thrust_static || { echo "no cudart binaries"; exit 0; }
TIMEFORMAT="wall %R s cpu %U+%S s"
for r in 1 2 3 4 5; do for p in t_cub_static t_thrust_static; do for m in LAZY EAGER; do
  t=$( { time CUDA_MODULE_LOADING=$m LD_LIBRARY_PATH=d $PIN timeout 60 $B/bin/b130/$p > $OUT/$p.$m.out 2>&1; } 2>&1 )
  echo "round $r $p $m: $t, $(grep -c '^PASS' $OUT/$p.$m.out) PASS, $(tail -1 $OUT/$p.$m.out)"
done; done; done
for r in 1 2; do for p in t_cub_static t_thrust_static; do
  t=$( { time $PIN timeout 60 $B/bin/b130/$p > $OUT/$p.h200.out 2>&1; } 2>&1 )
  echo "h200 $p: $t, $(grep -c '^PASS' $OUT/$p.h200.out) PASS"
done; done
echo "== done $(date -u)"
