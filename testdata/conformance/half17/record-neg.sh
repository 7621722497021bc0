#!/bin/bash
# Records half17neg on a machine with the real driver (probe left17-d of session 17 ran this, copied
# with kernrun.c and the case into one folder): builds kernrun, checks the image with ptxas,
# records the case's output (kernrun record), checks that a second run reproduces it (kernrun
# check), returns it in $OUT. The golden here is that output, gzip -9n.
set -x
date
mkdir -p "$OUT"
nvidia-smi -q | grep -i -E "driver version|product name" > "$OUT/gpu.txt" 2>&1 || true
/usr/local/cuda/bin/nvcc --version >> "$OUT/gpu.txt" 2>&1 || true
gcc -O2 -o kernrun kernrun.c -ldl -lm > "$OUT/cc.txt" 2>&1 || cc -O2 -o kernrun kernrun.c -ldl -lm >> "$OUT/cc.txt" 2>&1 || true
/usr/local/cuda/bin/ptxas -arch=sm_90 -o /dev/null half17neg.ptx > "$OUT/ptxas.txt" 2>&1 || true
timeout 60 ./kernrun record half17neg.case > "$OUT/record.txt" 2>&1 || true
gzip -9n -c half17neg.case.out.bin > "$OUT/half17neg.case.out.bin.gz" || true
timeout 60 ./kernrun check half17neg.case > "$OUT/check.txt" 2>&1 || true
ls -la "$OUT"
date
