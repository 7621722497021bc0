#!/bin/bash
# sync34-c (session 34, lead): which synchronous copies and sets return before the work queued
# ahead of them (sync34.cu), natively twice and once through the drop-in.
set -u
O=${PROBE_OUT:-$(pwd)/out}
mkdir -p "$O"
export PATH=/usr/local/cuda/bin:$PATH
for v in $(env | grep -oE '^CUDA[A-Z_]*=' | tr -d =); do unset "$v"; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$O/info.txt"
nvcc --version | tail -1 | tee -a "$O/info.txt"
B=$(mktemp -d /tmp/sync34.XXXXXX)
nvcc -arch=sm_90 -std=c++17 -o "$B/sync34" sync34.cu -lcuda > "$O/build.log" 2>&1 || { cat "$O/build.log"; exit 1; }
run() { local f=$1; shift; timeout -k 2 150 "$@" > "$f" 2>&1; echo "exit $?" >> "$f"; }
run "$O/native_1.out" "$B/sync34"
run "$O/native_2.out" "$B/sync34"
run "$O/sim.out" env LD_LIBRARY_PATH=$SHARED/lib "$B/sync34"
cp sync34.cu "$O/"
rm -rf "$B"
grep -h -- '->' "$O/native_1.out" | paste - <(grep -h -- '->' "$O/sim.out" | sed 's/.*-> //') | head -60
