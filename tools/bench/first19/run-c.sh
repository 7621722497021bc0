#!/bin/bash
# first19-c (session 19): main's drop-in (lib/libcuda.so.1) against branch first19's final build (new/,
# see BUILD), alternating, pinned to CPUs 2,3: tools/bench -first (its first row: lowering cache warm;
# cold: CUDA_CACHE_DISABLE=1), and host first with a fresh empty cache folder each run (the first
# start after a build: lowers whole and writes the entry).
set -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
exec > >(stdbuf -oL tee "$OUT/first19c.txt") 2>&1
echo "== $(date -u) $(nproc) CPUs"; grep -m1 "model name" /proc/cpuinfo; grep -o -w -m1 sha_ni /proc/cpuinfo; uptime; cat BUILD
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || /usr/local/cuda/bin/nvcc -O2 -o host host.c -ldl -lm -lpthread || { echo "cc host failed"; exit 1; }
mkdir -p dmain dnew
cp host bench.ptx dmain/; cp host bench.ptx dnew/
cp -L lib/libcuda.so.1 dmain/ 2>/dev/null || ls -laL lib
xz -dc new/libcuda.so.1.xz > dnew/libcuda.so.1 || { echo "no new drop-in"; exit 1; }
md5sum dmain/libcuda.so.1 dnew/libcuda.so.1
export CUDASIM_PROGRESS=0
PIN="2,3"; [ "$(nproc)" -ge 4 ] || PIN="0,1"
for i in 1 2 3 4 5; do
  for v in main new; do
    echo "== pinned $PIN $v $i"; taskset -c $PIN ./bench -first -reps 20 -prebuilt "$HERE/d$v" || true
  done
done
for i in 1 2; do
  echo "== pinned $PIN new-fresh-cache $i"
  for r in $(seq 20); do
    rm -rf "$HERE/fresh"; (cd dnew && CUDA_CACHE_PATH="$HERE/fresh" LD_LIBRARY_PATH=. taskset -c $PIN ./host first bench.ptx | head -1) || true
  done
  find "$HERE/fresh" -type f | head -3
done
echo "== done $(date -u)"
