#!/bin/bash
# explore24b-b: builds probe.cu with nvcc 13.0 (-arch=sm_90) and runs it:
# nanosleep lengths, then each printf case in its own process (a fault is
# sticky), natively.
set -u
export PATH=$PATH:/usr/local/cuda/bin
nvcc -arch=sm_90 -O2 -o probe probe.cu 2>&1 | grep -v "warning #" | head -20
timeout 60 ./probe
nvcc -arch=sm_90 -O2 -std=c++17 -I. -o cxedge cxedge.cu 2>&1 | grep -v "warning" | head -20
timeout 20 ./cxedge > "$PROBE_OUT/cxedge.txt"; echo "cxedge rc $?"; head -3 "$PROBE_OUT/cxedge.txt"; tail -1 "$PROBE_OUT/cxedge.txt"
for c in $(seq 0 12); do timeout 10 ./probe $c; echo "rc $?"; done
