#!/bin/bash
# Records math18 on a machine with the real driver (the probe copies this folder with kernrun.c):
# builds each family's PTX with nvcc 13.0 (compile.sh), records every function's outputs on it
# (kernrun record; kernrun check then reproduces them) and on nvcc 11.8's PTX shipped beside it,
# and lists the Math API names the installed headers declare. FAMS (default: all) picks families.
set -x
date
mkdir -p "$OUT"
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
FAMS=${FAMS:-f32 f16 bf16 int f64}
nvidia-smi -q | grep -i -E "driver version|product name" > "$OUT/gpu.txt" 2>&1 || true
$NVCC --version >> "$OUT/gpu.txt" 2>&1 || true
gcc -O2 -o kernrun kernrun.c -ldl -lm > "$OUT/cc.txt" 2>&1 || true
# the names the CUDA 13 headers declare (to check the generator's lists)
I=/usr/local/cuda/include
for h in crt/math_functions.h crt/device_functions.h crt/device_double_functions.h crt/sm_90_rt.h cuda_fp16.h cuda_fp16.hpp \
         cuda_bf16.h cuda_bf16.hpp sm_20_intrinsics.h sm_32_intrinsics.h sm_60_atomic_functions.h device_atomic_functions.h \
         crt/sm_80_rt.h crt/sm_70_rt.h; do
  [ -f "$I/$h" ] && grep -ohE '\b[A-Za-z_][A-Za-z0-9_]*[[:space:]]*\(' "$I/$h" | tr -d ' (' | sort -u | sed "s|^|$h |"
done > "$OUT/header-names.txt" 2>/dev/null || true
for f in $FAMS; do ./compile.sh $NVCC $f $f.ptx & done; wait
for f in $FAMS; do
  cp $f.ptx.skipped "$OUT/" 2>/dev/null; tail -c 20000 $f.ptx.log > "$OUT/$f.ptx.log" 2>/dev/null
  xz -9 -c $f.ptx > "$OUT/$f.ptx.xz" 2>/dev/null || true
done
for f in $FAMS; do
  timeout 150 ./kernrun record $f.case > "$OUT/$f.record.txt" 2>&1 || true
  xz -9 -c $f.case.out.bin > "$OUT/$f.case.out.bin.xz" || true
  timeout 150 ./kernrun check $f.case > "$OUT/$f.check.txt" 2>&1 || true
  ls -la "$OUT" > "$OUT/ls.txt"
done
# nvcc 11.8's PTX of the same sources: its words, and how many bytes differ from 13.0's
for f in $FAMS; do
  [ -f $f.118.ptx ] || continue
  timeout 150 ./kernrun record $f.118.case > "$OUT/$f.118.record.txt" 2>&1 || true
  xz -9 -c $f.118.case.out.bin > "$OUT/$f.118.case.out.bin.xz" || true
  cmp -l $f.case.out.bin $f.118.case.out.bin 2>&1 | wc -l > "$OUT/$f.118.cmpcount.txt"
done
ls -la "$OUT"
date
