#!/bin/bash
# ptx18-c: nan18 (the f64 NaN sweep), in batches of 40 kernels a process so that a failing kernel
# costs its batch only.
set -x
date
mkdir -p "$OUT"
cc -O2 -o kernrun kernrun.c -ldl -lm 2>"$OUT/cc.txt" || true
mkdir -p sw
tar xJf sw.tar.xz -C sw || true
cd sw
wc -l cases.txt
xargs -n 40 -P 8 timeout 120 ../kernrun record < cases.txt > ../kernrun.log 2>&1 || true
cd ..
grep -v "^ok" kernrun.log | head -100 > "$OUT/kernrun-sw.txt" || true
(cd sw && ls *.out.bin | sort | tar cf - -T - | xz -6 -T16) > "$OUT/gpu-sw.tar.xz" || true
ls -la "$OUT"
date
