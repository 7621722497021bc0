#!/bin/bash
# The H200 probe (session 16, tc16-a): builds host.cu with the kernels gen.py wrote and records
# wmmadup.bin (format at the top of host.cu). Runs on the GPU host from its own folder.
set -x
OUT=${OUT:-out}
mkdir -p "$OUT"
NVCC=/usr/local/cuda/bin/nvcc
date > "$OUT/log.txt"
nvidia-smi -q | grep -i -E 'driver version|product name' >> "$OUT/log.txt" 2>&1 || true
$NVCC --version >> "$OUT/log.txt" 2>&1 || true
$NVCC -arch=sm_90 -ptx -o "$OUT/wmmadup.ptx" wmmadup.cu 2>> "$OUT/log.txt" || true
$NVCC -arch=sm_90 -o host host.cu 2>> "$OUT/log.txt" || $NVCC -arch=sm_90 -DNO_FP8 -o host host.cu 2>> "$OUT/log.txt" || true
./host >> "$OUT/log.txt" 2>&1
echo "rc $?" >> "$OUT/log.txt"
# a second run: the same inputs must give the same outputs
mv wmmadup.bin first.bin 2>/dev/null; ./host > /dev/null 2>&1; cmp first.bin wmmadup.bin >> "$OUT/log.txt" 2>&1 && echo "second run identical" >> "$OUT/log.txt"
xz -9 -c first.bin > "$OUT/wmmadup.bin.xz" || true
ls -la "$OUT" >> "$OUT/log.txt"
