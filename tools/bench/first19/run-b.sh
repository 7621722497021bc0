#!/bin/bash
# first19-b (session 19): main's drop-in (lib/libcuda.so.1) against branch first19's (new/, see BUILD:
# the lowering cache: a PTX text this build lowered whole before is not lowered whole again at its
# first launch), alternating: tools/bench's start-up rows (bench -first -prebuilt DIR), pinned to
# CPUs 2,3 and unpinned; the branch with CUDA_CACHE_DISABLE=1 (its cold path, every start).
set -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
exec > >(stdbuf -oL tee "$OUT/first19b.txt") 2>&1
echo "== $(date -u) $(nproc) CPUs"; grep -m1 "model name" /proc/cpuinfo; grep -o -w -m1 sha_ni /proc/cpuinfo; uptime; cat BUILD
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || /usr/local/cuda/bin/nvcc -O2 -o host host.c -ldl -lm -lpthread || { echo "cc host failed"; exit 1; }
mkdir -p dmain dnew
cp host bench.ptx dmain/; cp host bench.ptx dnew/
cp -L lib/libcuda.so.1 dmain/ 2>/dev/null || ls -laL lib
xz -dc new/libcuda.so.1.xz > dnew/libcuda.so.1 || { echo "no new drop-in"; exit 1; }
md5sum dmain/libcuda.so.1 dnew/libcuda.so.1
export CUDASIM_PROGRESS=0
export CUDA_CACHE_PATH="$HERE/computecache"
(cd dnew && LD_LIBRARY_PATH=. ./host first bench.ptx) || true
ls -la "$CUDA_CACHE_PATH/cudasim" || true
PIN="2,3"; [ "$(nproc)" -ge 4 ] || PIN="0,1"
for i in 1 2 3 4; do
  for v in main new; do
    echo "== pinned $PIN $v $i"; taskset -c $PIN ./bench -first -reps 20 -prebuilt "$HERE/d$v" || true
  done
done
for i in 1 2; do
  echo "== pinned $PIN new-cold $i"; CUDA_CACHE_DISABLE=1 taskset -c $PIN ./bench -first -reps 20 -prebuilt "$HERE/dnew" || true
done
for v in main new; do
  echo "== unpinned $v"; ./bench -first -reps 20 -prebuilt "$HERE/d$v" || true
done
if command -v perf >/dev/null; then
  for v in main new; do
    echo "== perf stat $v"; (cd d$v && LD_LIBRARY_PATH=. taskset -c $PIN perf stat -r 30 -e task-clock,page-faults,context-switches ./host first bench.ptx > /dev/null) 2>&1 | tail -12 || true
  done
fi
ls -la "$CUDA_CACHE_PATH/cudasim" || true
echo "== done $(date -u)"
