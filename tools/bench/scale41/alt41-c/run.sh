#!/bin/bash
# alt41-c: the Go benchmarks' two-worker speedup measured in pairs (tools/bench/scale41,
# alt_test.go.txt) on the GPU host: launches alternating one and two workers in one process,
# 200 pairs a process, 8 processes each of reduce and vecadd, pinned to CPUs 2,3 (as scale40's
# drop-in rounds); then 4 processes each pinned to CPUs 0,8 (another pair). SOLO: timing.
set -u
HERE=$(pwd); OUT=${PROBE_OUT:-$HERE/out}; mkdir -p "$OUT"
{ date -u; nproc; uptime; grep -m1 "model name" /proc/cpuinfo; lscpu | grep -E "Thread|Core|Socket|NUMA|L1d|L2|L3"; for c in 0 2 3 8; do echo "cpu$c siblings $(cat /sys/devices/system/cpu/cpu$c/topology/thread_siblings_list 2>/dev/null)"; done; } > "$OUT/env.txt" 2>&1
xz -dc alt41.test.xz > alt41.test && chmod +x alt41.test
for cpus in 2,3 0,8; do
	n=8; [ $cpus = 0,8 ] && n=4
	for i in $(seq $n); do
		for k in reduce vecadd; do
			echo "# cpus $cpus process $i $k $(cut -d' ' -f1 /proc/loadavg)"
			ZZALT=$k taskset -c $cpus ./alt41.test -test.run XXX -test.bench ZZAlt -test.benchtime=1x 2>&1 | grep -v -E '^(goos|goarch|pkg|cpu|PASS|ok)'
		done
	done
done > "$OUT/alt.txt" 2>&1
echo "done at ${SECONDS}s" >> "$OUT/env.txt"
