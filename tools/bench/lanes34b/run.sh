#!/bin/bash
# GPU host timing probe of a patch against main (mkprobe.sh; lanes34b's and reduce35's, issue
# 14's reduce row, docs/engine-performance.md): main's drop-in ("base") against it with the
# patch BUILT names ("new"), both shipped whole. tools/bench/host's kernel rows, one worker
# pinned with taskset -c 2,3, in rounds that alternate the two (the order flips every round)
# until BUDGET_S, each row the best of REPS launches next to native C in the same process.
# Timings only: no file is a golden.
set -u
HERE=$(pwd); OUT=${PROBE_OUT:-$HERE/out}; mkdir -p "$OUT"
REPS=${REPS:-7}; BUDGET_S=${BUDGET_S:-$(cat budget 2>/dev/null || echo 160)}
{ echo "== $(date -u) $(nproc) CPUs, REPS=$REPS BUDGET_S=$BUDGET_S"; uptime; grep -m1 "model name" /proc/cpuinfo; cat BUILT; } | tee "$OUT/env.txt"
for f in host.c bench.ptx; do xz -dc $f.xz > $f || { echo "no $f"; exit 1; }; done
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
for b in base new; do
	mkdir -p $b && xz -dc $b.so.xz > $b/libcuda.so.1 && ln -sf libcuda.so.1 $b/libcuda.so || { echo "no $b drop-in"; exit 1; }
done
export CUDASIM_PROGRESS=0
CPUS=2,3; [ "$(nproc)" -ge 4 ] || CPUS=0,1
rows() { # rows BUILD
	CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$HERE/$1 timeout 60 taskset -c $CPUS stdbuf -oL ./host rows $HERE/bench.ptx $REPS 1 || echo "fail rows rc=$?"
}
for b in base new; do rows $b > /dev/null 2>&1; done
{
round=0
while [ $SECONDS -lt $BUDGET_S ]; do
	round=$((round + 1)); order="base new"; [ $((round % 2)) = 0 ] && order="new base"
	for b in $order; do rows $b 2>&1 | sed -u "s/^/$b round=$round /"; done
done
} 2>&1 | tee "$OUT/rows.txt"
python3 summary.py "$OUT/rows.txt" | tee "$OUT/summary.txt"
for r in reduce vecadd sgemm hash; do python3 paired.py "$OUT/rows.txt" $r; done | tee "$OUT/paired.txt"
uptime
