#!/bin/bash
# cudah39-c (devq probe, session 39): check.sh on the H100 host against CUDA 13.0's cuda.h. The
# probe folder held this script and tree.tar.xz: libcuda/testdata/cudah and the testdata folders
# check.sh reads (reference/{legacy,assert-fd,fuzz30,mend31,mend32,mend33,res32b,res33a},
# conformance/tma/tma12w1), since the device call's checkout leaves testdata out.
set -u
export PATH=$PATH:/usr/local/cuda/bin
T=$(mktemp -d); tar -xJf tree.tar.xz -C "$T"
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; nvcc --version | tail -1; cc --version | head -1; } 2>&1 | tee $PROBE_OUT/env.txt
cd "$T/libcuda/testdata/cudah" && CUDA_INC=/usr/local/cuda/include OUT=$PROBE_OUT bash -x check.sh 2>&1 | tee $PROBE_OUT/check.log | grep -v '^+'
