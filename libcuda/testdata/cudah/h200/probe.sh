#!/bin/bash
# ci21-b: libcuda/testdata/cudah/check.sh on the H200 host (cudasim's cuda.h subset against
# CUDA 13.0's: constants, layouts, prototypes, entry points, and the probes' output on the GPU).
set -u
export PATH=$PATH:/usr/local/cuda/bin
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; nvcc --version | tail -1; ldd --version | head -1; cc --version | head -1; } 2>&1 | tee $PROBE_OUT/env.txt
ls /usr/local/cuda/include/cuda.h /usr/local/cuda/lib64/stubs/libcuda.so
cd libcuda/testdata/cudah && CUDA_INC=/usr/local/cuda/include OUT=$PROBE_OUT bash -x check.sh 2>&1 | tee $PROBE_OUT/check.log | grep -v '^+'
