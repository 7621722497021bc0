#!/bin/bash
# On a machine with the real driver and nvcc 13: builds breadth/cccl.ptx from cccl.cu, records
# the golden outputs of breadth/cccl_*.case (nvcc 13.0's PTX and breadth/cccl.118.ptx, nvcc
# 11.8's) and checks they reproduce. Run from a copy of this folder (or of cccl.cu, kernrun.c,
# this script and breadth/cccl*); the results land in $OUT/cccl-golden.tgz.
cd "$(dirname "$0")"
set -x
nvcc -arch=sm_90 -ptx -o breadth/cccl.ptx cccl.cu
gcc -O2 -o kernrun kernrun.c -ldl
./kernrun record breadth/cccl_*.case
./kernrun check breadth/cccl_*.case
tar czf "${OUT:-.}/cccl-golden.tgz" breadth/cccl.ptx breadth/cccl_*.bin
