#!/bin/bash
# samples16-a: options kernel (sim/testdata/bench/sfu.cu) on the H200, two PTX builds; host-alloc residency.
set -x
NVCC=/usr/local/cuda/bin/nvcc
mkdir -p "$OUT"
nvidia-smi > "$OUT/nvidia-smi.txt" 2>&1 || true
$NVCC --version > "$OUT/nvcc-version.txt" 2>&1 || true
$NVCC -ptx -arch=sm_90 -O2 sfu.cu -o "$OUT/sfu90-nvcc13.ptx" || true
$NVCC -O2 -o optprobe optprobe.c -lcuda || gcc -O2 -I/usr/local/cuda/include -o optprobe optprobe.c -L/usr/local/cuda/lib64/stubs -lcuda || true
$NVCC -O2 -o hostalloc hostalloc.c -lcuda || gcc -O2 -I/usr/local/cuda/include -o hostalloc hostalloc.c -L/usr/local/cuda/lib64/stubs -lcuda || true
./hostalloc > "$OUT/hostalloc.txt" 2>&1 || true
./optprobe sfu90.ptx 262144 "$OUT/options-sfu90-118.bin" > "$OUT/options.txt" 2>&1 || true
./optprobe "$OUT/sfu90-nvcc13.ptx" 262144 "$OUT/options-sfu90-13.bin" >> "$OUT/options.txt" 2>&1 || true
cmp "$OUT/options-sfu90-118.bin" "$OUT/options-sfu90-13.bin" >> "$OUT/options.txt" 2>&1 && echo "118 and 13 PTX give identical outputs" >> "$OUT/options.txt"
xz -9 "$OUT"/options-*.bin || true
ls -la "$OUT"
