#!/bin/bash
# printf29-c (README.md): builds probe.cu with the device machine's nvcc and runs it natively:
# $PROBE_OUT/h200.out is the device printf's output, host.out the host C library's.
set -u
cd "$(dirname "$0")"
O=${PROBE_OUT:-$(pwd)/out}
mkdir -p "$O"
{ nvcc --version | tail -2; ldd --version | head -1; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; } > "$O/info.txt" 2>&1
nvcc -arch=sm_90 -O2 -Wno-deprecated-gpu-targets -o probe probe.cu > "$O/build.log" 2>&1 || { cat "$O/build.log"; exit 1; }
timeout -k 5 120 ./probe cases.txt "$O/host.out" > "$O/h200.out" 2> "$O/stderr.txt"
echo "probe: exit $?" >> "$O/info.txt"
cat "$O/info.txt" "$O/stderr.txt"
wc -c "$O/h200.out" "$O/host.out"
cmp "$O/h200.out" "$O/host.out" && echo "h200.out and host.out: identical"
