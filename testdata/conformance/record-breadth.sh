#!/bin/bash
# On a machine with the real driver and nvcc 13: builds the breadth and sweep images, records the
# golden outputs of breadth/*.case and checks they reproduce. Run from a copy of this folder.
cd "$(dirname "$0")"
set -x
nvcc -arch=sm_90 -ptx -o breadth/breadth.ptx breadth.cu
nvcc -arch=sm_90 -cubin -o breadth/breadth.sm_90.cubin breadth.cu
nvcc -arch=sm_90 -std=c++17 -ptx -o breadth/sweep.ptx sweep.cu
gcc -O2 -o kernrun kernrun.c -ldl
./kernrun record breadth/*.case
./kernrun check breadth/*.case
