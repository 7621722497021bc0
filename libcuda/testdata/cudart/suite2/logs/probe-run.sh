#!/bin/bash
# suite20-a: builds the suite2 programs with nvcc 13.0 (suite/build.sh: -arch=sm_90,
# shared cudart), runs each twice (suite/gpu.sh), returns goldens + binaries.
set -u
export PATH=$PATH:/usr/local/cuda/bin
which nvcc; nvcc --version | tail -2
here=$(pwd)
cd suite2
OUT=$PROBE_OUT PACK_KB=9000 NVCC_TIMEOUT=200 RUN_TIMEOUT=30 bash gpu.sh 2>&1
ls -la bin/b130 2>&1 | head -30
# the full build log of every failed program
for f in src/s_*.cu; do n=$(basename $f .cu); [ -x bin/b130/$n ] || echo "MISSING $n"; done
