#!/bin/bash
# scale40-c: two workers against one on the GPU host (issue 14), main before scale40 ("base")
# against scale40's chunk bound ("new"): host rows, blocks and options, one and two workers pinned
# to CPUs 2,3, rounds alternating the builds until BUDGET_S. Timings only.
set -u
HERE=$(pwd); OUT=${PROBE_OUT:-$HERE/out}; mkdir -p "$OUT"
REPS=${REPS:-5}; BUDGET_S=${BUDGET_S:-$(cat budget 2>/dev/null || echo 160)}
{ echo "== $(date -u) $(nproc) CPUs, REPS=$REPS BUDGET_S=$BUDGET_S"; uptime; grep -m1 "model name" /proc/cpuinfo; cat BUILT; } | tee "$OUT/env.txt"
for f in host.c bench.ptx blocks.ptx sfu90.ptx; do xz -dc $f.xz > $f || { echo "no $f"; exit 1; }; done
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
for b in base new; do
	mkdir -p $b && xz -dc $b.so.xz > $b/libcuda.so.1 && ln -sf libcuda.so.1 $b/libcuda.so || { echo "no $b drop-in"; exit 1; }
done
export CUDASIM_PROGRESS=0
CPUS=2,3; [ "$(nproc)" -ge 4 ] || CPUS=0,1
one() { # one BUILD WORKERS
	for a in "rows $HERE/bench.ptx" "blocks $HERE/blocks.ptx" "options $HERE/sfu90.ptx"; do
		CUDASIM_KERNEL_WORKERS=$2 LD_LIBRARY_PATH=$HERE/$1 timeout 60 taskset -c $CPUS ./host $a $REPS 1 || echo "fail $a rc=$?"
	done
}
one base 1 > /dev/null 2>&1; one new 2 > /dev/null 2>&1
{
round=0
while [ $SECONDS -lt $BUDGET_S ]; do
	round=$((round + 1)); order="base new"; [ $((round % 2)) = 0 ] && order="new base"
	for b in $order; do
		echo "# pair $round w1 $b"; one $b 1 2>&1 | sed -u "s/^/$b w1 /"
		echo "# pair $round w2 $b"; one $b 2 2>&1 | sed -u "s/^/$b w2 /"
	done
done
} 2>&1 | tee "$OUT/rows.txt"
uptime
