#!/bin/bash
# perf11 (issue 14, ninth pass), window 3: perf11 at 719d52b (new/: each worker goroutine starts
# the next; clean vector registers at a long launch's start) against main's shared drop-in (lib/),
# one and two workers on three pairs, perf11's workers traced (CUDASIM_WORKER_TRACE): how often
# the second worker starts late now (window 1: 45 of 216 two-worker launches 0.5 ms or more).
set -u -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
echo "== $(date -u) $(nproc) CPUs"; uptime; grep -m1 "model name" /proc/cpuinfo
echo "main: $(cat lib/BUILT 2>/dev/null)"; echo "perf11: $(cat new/BUILT 2>/dev/null)"
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
[ -f lib/libcuda.so.1 ] || { echo "no shared drop-in"; exit 1; }
mkdir -p d && xz -dc new/libcuda.so.1.xz > d/libcuda.so.1 && ln -sf libcuda.so.1 d/libcuda.so || { echo "no perf11 drop-in"; exit 1; }
set +x
export CUDASIM_PROGRESS=0
PAIRS="2,3 4,11 8,12"; [ "$(nproc)" -ge 16 ] || PAIRS="0,1"
{
for round in 1 2 3; do for P in $PAIRS; do
  for wk in 1 2; do
    CUDASIM_WORKER_TRACE=1 CUDASIM_KERNEL_WORKERS=$wk LD_LIBRARY_PATH=$HERE/d timeout 50 taskset -c $P stdbuf -oL ./host rows $HERE/bench.ptx 5 1 2> "$OUT/trace-$P-w$wk-r$round.txt" | sed -u "s/^/rows workers=$wk pair=$P round=$round /"
    CUDASIM_KERNEL_WORKERS=$wk LD_LIBRARY_PATH=$HERE/lib timeout 50 taskset -c $P stdbuf -oL ./host rows $HERE/bench.ptx 5 1 | sed -u "s/^/main workers=$wk pair=$P round=$round /"
  done
done; done
} 2>&1 | tee "$OUT/scaling.txt"
gzip -9 "$OUT"/trace-*.txt
uptime
