#!/bin/bash
# The H200 probe (session 16, tc16-f): host2.cu (fp8 mma.sync, e4m3 subnormal factors), with the
# kernels of ../zerosign (zerosign.cu copied beside it). Runs on the GPU host from its folder.
set -x
OUT=${OUT:-out}
mkdir -p "$OUT"
NVCC=/usr/local/cuda/bin/nvcc
date > "$OUT/log.txt"
$NVCC --version >> "$OUT/log.txt" 2>&1 || true
$NVCC -arch=sm_90 -ptx -o "$OUT/zerosign.ptx" zerosign.cu 2>> "$OUT/log.txt" || true
$NVCC -arch=sm_90 -I. -o host2 host2.cu 2>> "$OUT/log.txt" || true
./host2 >> "$OUT/log.txt" 2>&1
echo "rc $?" >> "$OUT/log.txt"
xz -9 -c fp8sub2.bin > "$OUT/fp8sub2.bin.xz" || true
ls -la "$OUT" >> "$OUT/log.txt"
