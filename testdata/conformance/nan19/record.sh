#!/bin/bash
# nan19-b: f32 abs/neg before a guarded write, and f64 fma whose addend is a factor (branch nan19,
# sim/nan19k_test.go writes the kernels). Each set's outputs come back xz'd.
set -x
date
mkdir -p "$OUT"
nvidia-smi -q | grep -i -E "driver version|product name" > "$OUT/gpu.txt" 2>&1 || true
cc -O2 -o kernrun kernrun.c -ldl -lm 2>"$OUT/cc.txt" || true
for set in f32 f64; do
  mkdir -p $set
  tar xJf $set.txz -C $set || true
  (cd $set && xargs -n 20 -P 8 timeout 100 ../kernrun record < cases.txt > ../$set.log 2>&1) || true
  grep -v "^ok" $set.log | head -100 > "$OUT/kernrun-$set.txt" || true
  (cd $set && ls *.out.bin | sort | tar cf - -T - | xz -6) > "$OUT/gpu-$set.tar.xz" || true
  ls -la "$OUT"
done
date
