#!/bin/bash
# host33-c (session 33): which driver call the real driver refuses when the runtime's
# cudaStreamQuery runs in a host function (README.md beside this). Builds hostlog with nvcc,
# runs each case natively with the driver's error log on (CUDA_LOG_FILE=caseN.log), all at once,
# then through the drop-in (caseN.sim.out, CUDASIM_LOG=calls in caseN.sim.err).
set -u
O=${PROBE_OUT:-$(pwd)/out}
H=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$O"
export PATH=/usr/local/cuda/bin:$PATH
for v in $(env | grep -oE '^CUDA[A-Z_]*=' | tr -d =); do unset "$v"; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$O/info.txt"
nvcc --version | tail -1 | tee -a "$O/info.txt"
B=$(mktemp -d /tmp/host33.XXXXXX)
nvcc -arch=sm_90 -o "$B/hostlog" "$H/hostlog.cu" -lcuda > "$O/build.log" 2>&1 || { echo "build failed"; exit 1; }
n=5
for c in $(seq 0 $((n - 1))); do
	(CUDA_LOG_FILE="$O/case$c.log" timeout -k 2 90 "$B/hostlog" "$c" > "$O/case$c.out" 2> "$O/case$c.err"; echo "exit $?" >> "$O/case$c.out") &
done
wait
for c in $(seq 0 $((n - 1))); do
	LD_LIBRARY_PATH="$SHARED/lib" CUDASIM_LOG=calls timeout -k 2 60 "$B/hostlog" "$c" > "$O/case$c.sim.out" 2> "$O/case$c.sim.err"
	echo "exit $?" >> "$O/case$c.sim.out"
done
cat "$O"/case?.out
