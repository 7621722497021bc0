#!/bin/bash
# Builds and runs srgb.cu on the GPU machine; its table goes to $OUT/srgb-table.txt.
set -x
cd "$(dirname "$0")"
OUT="${OUT:-$PWD/out}"
export PATH=$PATH:/usr/local/cuda/bin
nvcc -arch=sm_90 -o srgb srgb.cu && ./srgb > "$OUT/srgb-table.txt"
head -5 "$OUT/srgb-table.txt"
