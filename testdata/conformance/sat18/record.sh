#!/bin/bash
# ptx18-b: sat18, saturating add/sub of a value and something computed from it (r130's sub.sat).
set -x
date
mkdir -p "$OUT"
cc -O2 -o kernrun kernrun.c -ldl -lm 2>"$OUT/cc.txt" || true
mkdir -p sat
tar xJf sat.tar.xz -C sat || true
(cd sat && ../kernrun record $(cat cases.txt)) > "$OUT/kernrun-sat.txt" 2>&1 || true
(cd sat && ls *.out.bin | sort | tar cf - -T - | xz -6) > "$OUT/gpu-sat.tar.xz" || true
ls -la "$OUT"
date
