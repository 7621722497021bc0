#!/bin/bash
# first19-a (session 19): main's drop-in only. host first on bench.ptx (4 kernels: the first launch
# lowers all 4) against vecadd.ptx (bench.ptx's first 57 lines: vecadd alone), alternating, pinned
# to CPUs 2,3 and unpinned: what lowering the 3 kernels not launched costs at the first launch.
# Also the cost of one CPUID there, and whether the host is a VM.
set -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
exec > >(stdbuf -oL tee "$OUT/first19a.txt") 2>&1
echo "== $(date -u) $(nproc) CPUs"; grep -m1 "model name" /proc/cpuinfo; grep -c hypervisor /proc/cpuinfo; uptime
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || /usr/local/cuda/bin/nvcc -O2 -o host host.c -ldl -lm -lpthread || { echo "cc host failed"; exit 1; }
cc -O2 -o cpuid cpuid.c && ./cpuid || true
mkdir -p dbench dvec
cp -L lib/libcuda.so.1 dbench/ || ls -laL lib
cp -L lib/libcuda.so.1 dvec/ || true
cp host dbench/; cp host dvec/
cp bench.ptx dbench/bench.ptx; cp vecadd.ptx dvec/bench.ptx
md5sum dbench/libcuda.so.1 dbench/bench.ptx dvec/bench.ptx
export CUDASIM_PROGRESS=0
PIN="2,3"; [ "$(nproc)" -ge 4 ] || PIN="0,1"
for i in 1 2 3 4; do
  for v in bench vec; do
    echo "== pinned $PIN $v $i"; taskset -c $PIN ./bench -first -reps 20 -prebuilt "$HERE/d$v" || true
  done
done
for v in bench vec; do
  echo "== unpinned $v"; ./bench -first -reps 20 -prebuilt "$HERE/d$v" || true
done
if command -v perf >/dev/null; then
  for v in bench vec; do
    echo "== perf stat $v"; (cd d$v && LD_LIBRARY_PATH=. taskset -c $PIN perf stat -r 30 -e task-clock,page-faults,context-switches ./host first bench.ptx > /dev/null) 2>&1 | tail -12 || true
  done
fi
echo "== done $(date -u)"
