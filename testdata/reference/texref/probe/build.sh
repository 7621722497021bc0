#!/bin/bash
# Builds the texref probe's programs on a machine with CUDA 11.8 (the
# toolkit that still has texture and surface references): texref (driver
# API, CUDA 11.8's cuda.h, linked against libcuda.so.1) and texref_rt (the
# runtime program, static cudart, sm_90 SASS plus compute_90 PTX). run.sh
# runs them on the GPU machine.
set -e
cd "$(dirname "$0")"
gcc -O1 -Wall -Wno-deprecated-declarations -o texref texref.c -L/usr/lib/x86_64-linux-gnu/stubs -lcuda
nvcc -gencode 'arch=compute_90,code=[sm_90,compute_90]' -cudart static -Xcompiler -Wno-deprecated-declarations -o texref_rt texref_rt.cu
xz -9e -k -f texref_rt
