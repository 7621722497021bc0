#!/bin/bash
# first18-c (session 18): first18-b again with more, shorter alternating rounds:: main's drop-in (lib/libcuda.so.1) against branch first18's (new/, see BUILD),
# alternating: tools/bench's stamped start-up rows (bench -first -prebuilt DIR, static build of the
# branch's harness), pinned to CPUs 12,13 and unpinned; host reload (module load + vecadd + unload
# of bench.ptx, 200 a rep); perf stat of host first.
set -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
exec > >(stdbuf -oL tee "$OUT/first18c.txt") 2>&1
echo "== $(date -u) $(nproc) CPUs"; grep -m1 "model name" /proc/cpuinfo; uptime; cat BUILD
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || /usr/local/cuda/bin/nvcc -O2 -o host host.c -ldl -lm -lpthread || { echo "cc host failed"; exit 1; }
mkdir -p dmain dnew
cp host bench.ptx dmain/; cp host bench.ptx dnew/
cp -L lib/libcuda.so.1 dmain/ 2>/dev/null || xz -dc lib/libcuda.so.1.xz > dmain/libcuda.so.1 || ls -laL lib
xz -dc new/libcuda.so.1.xz > dnew/libcuda.so.1 || { echo "no new drop-in"; exit 1; }
md5sum dmain/libcuda.so.1 dnew/libcuda.so.1
export CUDASIM_PROGRESS=0
PIN="12,13"; [ "$(nproc)" -ge 16 ] || PIN="0,1"
for i in 1 2 3 4 5 6 7 8; do
  for v in main new; do
    echo "== pinned $PIN $v $i"; taskset -c $PIN ./bench -first -reps 10 -prebuilt "$HERE/d$v" || true
  done
done
for i in 1 2; do
  for v in main new; do
    echo "== unpinned $v $i"; ./bench -first -reps 10 -prebuilt "$HERE/d$v" || true
  done
done
for i in 1 2 3 4 5 6 7 8 9 10; do
  for v in main new; do
    echo "== reload $v $i"; (cd d$v && LD_LIBRARY_PATH=. taskset -c $PIN ./host reload bench.ptx 5) || true
  done
done
if command -v perf >/dev/null; then
  for v in main new; do
    echo "== perf stat $v"; (cd d$v && LD_LIBRARY_PATH=. taskset -c $PIN perf stat -r 30 -e task-clock,page-faults,context-switches ./host first bench.ptx > /dev/null) 2>&1 | tail -12 || true
  done
fi
echo "== done $(date -u)"
