#!/bin/bash
# On a machine with the real driver and nvcc 13: builds the breadth, simd90 and sweep images,
# records the golden outputs of breadth/*.case and checks they reproduce. Run from a copy of this
# folder. (breadth.118.ptx and sweep.118.ptx are built with nvcc 11.8: nvcc -arch=sm_90 -ptx
# [-std=c++17] -o breadth/X.118.ptx X.cu, then checked with ptxas -arch=sm_90.)
cd "$(dirname "$0")"
set -x
nvcc -arch=sm_90 -ptx -o breadth/breadth.ptx breadth.cu
nvcc -arch=sm_90 -cubin -o breadth/breadth.sm_90.cubin breadth.cu
for p in 1 2; do nvcc -arch=sm_90 -ptx -DPART=$p -o breadth/simd90_$p.ptx simd90.cu; done
if ! nvcc -arch=sm_90 -std=c++17 -ptx -o breadth/sweep.ptx sweep.cu; then
  # One kernel at a time, so that what does compile is still there to look at.
  for n in 1 2 3 4 5 6 7 8; do nvcc -arch=sm_90 -std=c++17 -ptx -DONLY=$n -o breadth/sweep_$n.ptx sweep.cu; done
fi
if ! nvcc -arch=sm_90 -std=c++17 -ptx -o breadth/sweep2.ptx sweep2.cu; then
  for n in 1 2 3 4; do nvcc -arch=sm_90 -std=c++17 -ptx -DONLY=$n -o breadth/sweep2_$n.ptx sweep2.cu; done
fi
nvcc -arch=sm_90 -ptx -o breadth/mufu16.ptx mufu16.cu
gcc -O2 -o kernrun kernrun.c -ldl
./kernrun record breadth/*.case
./kernrun check breadth/*.case
