#!/bin/bash
# tidy32-c (session 32): what helper tidy32 could not measure (README.md beside this). Builds
# three programs with nvcc 13.0 and runs them natively, then once each through the drop-in.
set -u
O=${PROBE_OUT:-$(pwd)/out}
mkdir -p "$O"
export PATH=/usr/local/cuda/bin:$PATH
for v in $(env | grep -oE '^CUDA[A-Z_]*=' | tr -d =); do unset "$v"; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$O/info.txt"
nvcc --version | tail -1 | tee -a "$O/info.txt"
B=$(mktemp -d /tmp/tidy32.XXXXXX)
nvcc -arch=sm_90 -o "$B/outputs" outputs.cu -lcuda > "$O/build.log" 2>&1 &
nvcc -arch=sm_90 -std=c++17 --default-stream per-thread -o "$B/ptds" ptdssync.cu >> "$O/build.log" 2>&1 &
nvcc -arch=sm_90 -std=c++17 -o "$B/legacy" ptdssync.cu >> "$O/build.log" 2>&1 &
nvcc -arch=sm_90 -o "$B/faultquery" faultquery.cu >> "$O/build.log" 2>&1 &
wait
run() { # OUT CMD...: a run's stdout and stderr, then its exit status
	local f=$1
	shift
	timeout -k 2 60 "$@" > "$f" 2>&1
	echo "exit $?" >> "$f"
}
for i in 1 2; do
	run "$O/outputs_$i.out" "$B/outputs"
	run "$O/ptds_$i.out" "$B/ptds"
	run "$O/legacy_$i.out" "$B/legacy"
done
for m in nb blk; do
	for w in stream event; do
		for i in 1 2 3; do run "$O/faultquery_${m}_${w}_$i.out" "$B/faultquery" $m $w; done
	done
done
run "$O/outputs.sim.out" env LD_LIBRARY_PATH=$SHARED/lib "$B/outputs"
run "$O/ptds.sim.out" env LD_LIBRARY_PATH=$SHARED/lib "$B/ptds"
run "$O/legacy.sim.out" env LD_LIBRARY_PATH=$SHARED/lib "$B/legacy"
for m in nb blk; do
	for w in stream event; do run "$O/faultquery_${m}_${w}.sim.out" env LD_LIBRARY_PATH=$SHARED/lib "$B/faultquery" $m $w; done
done
rm -rf "$B"
grep -c . "$O"/*.out
