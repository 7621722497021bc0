#!/bin/bash
# gold31-c (session 31): what probe interop29-c left open (README.md beside this): the fault
# latency, the JIT logs' bytes and sizes, more calls from host code. Builds the three programs
# with nvcc 13.0 and runs them natively; fault and hostcalls2 also through the drop-in.
set -u
O=${PROBE_OUT:-$(pwd)/out}
mkdir -p "$O"
export PATH=/usr/local/cuda/bin:$PATH
for v in $(env | grep -oE '^CUDA[A-Z_]*=' | tr -d =); do unset "$v"; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$O/info.txt"
nvcc --version | tail -1 | tee -a "$O/info.txt"
B=$(mktemp -d /tmp/gold31.XXXXXX)
nvcc -arch=sm_90 -o "$B/fault" fault.cu > "$O/build.log" 2>&1 &
nvcc -arch=sm_90 -o "$B/hostcalls2" hostcalls2.cu >> "$O/build.log" 2>&1 &
nvcc -arch=sm_90 -o "$B/logs2" logs2.cu -lcuda >> "$O/build.log" 2>&1 &
wait
run() { # OUT CMD...: a run's stdout and stderr, then its exit status
	local f=$1
	shift
	timeout -k 2 60 "$@" > "$f" 2>&1
	echo "exit $?" >> "$f"
}
for c in -1 0 2000000 200000000; do
	for i in 1 2 3; do run "$O/fault_${c}_$i.out" "$B/fault" "$c"; done
done
run "$O/hostcalls2.out" "$B/hostcalls2"
run "$O/logs2.out" "$B/logs2"
for c in -1 0; do run "$O/fault_${c}.sim.out" env LD_LIBRARY_PATH=$SHARED/lib "$B/fault" "$c"; done
run "$O/hostcalls2.sim.out" env LD_LIBRARY_PATH=$SHARED/lib "$B/hostcalls2"
rm -rf "$B"
grep -c . "$O"/*.out
