#!/bin/bash
# lanes25 (issue 14: reduce with one worker), GPU host probe, SOLO: main's drop-in at the
# branch's base ($SHARED/lib/libcuda.so.1, the window's shared main build, "main") against the
# branch's (new/libcuda.so.1.xz, "lanes25"), both built with -ldflags='-s -w';
# tools/bench/host's kernel rows (reduce, vecadd, sgemm, hash...), one worker
# (CUDASIM_KERNEL_WORKERS=1), pinned with taskset -c 2,3; a warm-up, then rounds alternating the
# builds (the order flips every round) until BUDGET_S; each row is the best of REPS launches
# (default 3; h200-b: 9, against h200-a's noise). summary.py (tools/bench/reduce21's) and
# paired.py (tools/bench/rounds24's) are copied next to it in the probe. host.c is
# tools/bench/host/host.c; bench.ptx sim/testdata/bench/.
set -u
HERE=$(pwd); OUT=${PROBE_OUT:-$HERE/out}; mkdir -p "$OUT"
{ echo "== $(date -u) $(nproc) CPUs, REPS=${REPS:-3} BUDGET_S=${BUDGET_S:-120}"; uptime; grep -m1 "model name" /proc/cpuinfo; echo "main: $(cat "$SHARED/lib/BUILT" 2>/dev/null)"; echo "lanes25: $(cat new/BUILT 2>/dev/null)"; } | tee "$OUT/env.txt"
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
mkdir -p m d
if [ -f "$SHARED/lib/libcuda.so.1" ]; then cp "$SHARED/lib/libcuda.so.1" m/; else xz -dc "$SHARED/lib/libcuda.so.1.xz" > m/libcuda.so.1; fi || { echo "no main drop-in"; exit 1; }
ln -sf libcuda.so.1 m/libcuda.so
xz -dc new/libcuda.so.1.xz > d/libcuda.so.1 && ln -sf libcuda.so.1 d/libcuda.so || { echo "no lanes25 drop-in"; exit 1; }
export CUDASIM_PROGRESS=0 CUDASIM_KERNEL_WORKERS=1
CPUS=2,3; [ "$(nproc)" -ge 4 ] || CPUS=0,1
one() { # one BUILD: the kernel rows, one worker
  local lib=$HERE/m; [ "$1" = lanes25 ] && lib=$HERE/d
  LD_LIBRARY_PATH=$lib timeout 60 taskset -c $CPUS stdbuf -oL ./host rows $HERE/bench.ptx ${REPS:-3} 1 || echo "fail rows rc=$?"
}
for c in main lanes25; do one $c > /dev/null 2>&1; done
{
round=0
while [ $SECONDS -lt ${BUDGET_S:-120} ]; do
  round=$((round + 1)); order="main lanes25"; [ $((round % 2)) = 0 ] && order="lanes25 main"
  for c in $order; do one $c 2>&1 | sed -u "s/^/$c round=$round /"; done
done
} 2>&1 | tee "$OUT/rows.txt"
python3 summary.py "$OUT/rows.txt" | tee "$OUT/summary.txt"
for r in reduce vecadd sgemm hash; do python3 paired.py "$OUT/rows.txt" $r; done | tee "$OUT/paired.txt"
uptime
