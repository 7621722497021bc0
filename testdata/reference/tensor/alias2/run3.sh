#!/bin/bash
# alias17-b: mma.sync forms (and wmma .f64) with operand registers naming D's own registers
# (gen3.py wrote alias3.cu; host3.cu records alias3.bin in alias2's format).
set -x
OUT=${OUT:-out}
mkdir -p "$OUT"
NVCC=/usr/local/cuda/bin/nvcc
date > "$OUT/log.txt"
nvidia-smi -q | grep -i -E 'driver version|product name' >> "$OUT/log.txt" 2>&1 || true
$NVCC --version >> "$OUT/log.txt" 2>&1 || true
$NVCC -arch=sm_90 -ptx -o alias3.ptx alias3.cu 2>> "$OUT/log.txt" || { echo "full alias3.cu refused; without fp8" >> "$OUT/log.txt"; cp alias3nofp8.cu alias3.cu; $NVCC -arch=sm_90 -ptx -o alias3.ptx alias3.cu 2>> "$OUT/log.txt"; } || true
$NVCC -arch=sm_90 -o host3 host3.cu 2>> "$OUT/log.txt" || true
timeout 150 ./host3 > "$OUT/host3-log.txt" 2>&1
echo "rc $?" >> "$OUT/log.txt"
xz -9 -c alias3.bin > "$OUT/alias3.bin.xz" || true
xz -9 -c alias3.ptx > "$OUT/alias3.ptx.xz" || true
ls -la "$OUT" >> "$OUT/log.txt"
