#!/bin/bash
# first18-a (session 18): spawn -> first kernel done on the H200 host, with tools/bench's new
# stamped start-up rows (bench -first -prebuilt DIR, built static from branch first18), main's
# drop-in (lib/libcuda.so.1), unpinned and pinned to CPUs 12,13; the real driver's same program;
# GODEBUG=inittrace=1 of the drop-in; perf stat of host first if perf exists.
set -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
exec > >(stdbuf -oL tee "$OUT/first18a.txt") 2>&1
echo "== $(date -u) $(nproc) CPUs"; grep -m1 "model name" /proc/cpuinfo; uptime
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || /usr/local/cuda/bin/nvcc -O2 -o host host.c -ldl -lm -lpthread || { echo "cc host failed"; exit 1; }
mkdir -p dmain dreal
cp host bench.ptx dmain/; cp host bench.ptx dreal/
cp -L lib/libcuda.so.1 dmain/ 2>/dev/null || xz -dc lib/libcuda.so.1.xz > dmain/libcuda.so.1 || ls -laL lib
ls -laL dmain; md5sum dmain/libcuda.so.1
export CUDASIM_PROGRESS=0
for i in 1 2; do
  echo "== unpinned main $i"; ./bench -first -reps 30 -prebuilt "$HERE/dmain" || true
  echo "== pinned 12,13 main $i"; taskset -c 12,13 ./bench -first -reps 30 -prebuilt "$HERE/dmain" || true
done
echo "== real driver"; timeout 100 ./bench -first -reps 5 -prebuilt "$HERE/dreal" || true
echo "== inittrace"; (cd dmain && GODEBUG=inittrace=1 LD_LIBRARY_PATH=. ./host first bench.ptx) > "$OUT/inittrace.txt" 2>&1 || true
if command -v perf >/dev/null; then
  echo "== perf stat"; (cd dmain && LD_LIBRARY_PATH=. taskset -c 12,13 perf stat -r 20 -e task-clock,page-faults,context-switches,cpu-migrations ./host first bench.ptx) > "$OUT/perfstat.txt" 2>&1 || true
fi
echo "== done $(date -u)"
