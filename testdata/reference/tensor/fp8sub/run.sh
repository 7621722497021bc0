#!/bin/bash
# The H200 probe (session 16, tc16-d): fp8 mma.sync on subnormal-rich operands (host.cu), with
# the kernels of ../zerosign (zerosign.cu copied beside it). Runs on the GPU host from its folder.
set -x
OUT=${OUT:-out}
mkdir -p "$OUT"
NVCC=/usr/local/cuda/bin/nvcc
date > "$OUT/log.txt"
$NVCC --version >> "$OUT/log.txt" 2>&1 || true
$NVCC -arch=sm_90 -ptx -o "$OUT/zerosign.ptx" zerosign.cu 2>> "$OUT/log.txt" || true
$NVCC -arch=sm_90 -I. -o host host.cu 2>> "$OUT/log.txt" || true
./host >> "$OUT/log.txt" 2>&1
echo "rc $?" >> "$OUT/log.txt"
xz -9 -c fp8sub.bin > "$OUT/fp8sub.bin.xz" || true
ls -la "$OUT" >> "$OUT/log.txt"
