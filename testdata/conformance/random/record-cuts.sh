#!/bin/bash
# left17-a (version 2) and v3cut-a (version 3): the differing random programs cut after each body
# instruction (sim/hwcut_test.go, TestHWRandom2Cut), run on the H200; the GPU's words come back.
# v3cut-a's cuts.tar.xz also held unguarded.txt's cases (README, "Cut programs").
set -x
date
mkdir -p "$OUT"
nvidia-smi -q | grep -i -E "driver version|product name" > "$OUT/gpu.txt" 2>&1 || true
cc -O2 -o kernrun kernrun.c -ldl -lm 2>"$OUT/cc.txt" || true
mkdir -p gpu
tar xJf cuts.tar.xz -C gpu || true
cp gpu/cuts.txt gpu/unguarded.txt "$OUT/" || true
(cd gpu && ls *.case | sort) > cases.txt
wc -l cases.txt
split -n r/8 cases.txt part.
for p in part.*; do
  (cd gpu && timeout 300 ../kernrun record $(cat ../$p) > ../$p.log 2>&1) &
done
wait
cat part.*.log | grep -v "^ok" | head -200 > "$OUT/kernrun-log.txt" || true
tail -n 2 part.*.log >> "$OUT/kernrun-log.txt" || true
(cd gpu && ls *.case.out.bin | sort | tar cf - -T - | xz -6 -T16) > "$OUT/gpu-cuts.tar.xz" || true
ls -la "$OUT"
date
