#!/bin/bash
# Records the rand17 cases on a machine with the real driver (probes rand3-c, -d and -e of
# session 17 ran this, and lead-atom and lead-w16 for the hand-written rand17_atom_f64 and rand17_wide16, copied with kernrun.c and their cases into one folder): builds kernrun,
# checks each image with ptxas, records each case's outputs (kernrun record), checks that a second
# run reproduces them (kernrun check), returns them xz-compressed in $OUT. The goldens here are
# those outputs, gzip -9n.
set -x
date
mkdir -p "$OUT"
export PATH=$PATH:/usr/local/cuda/bin
nvidia-smi -q | grep -i -E "driver version|product name" > "$OUT/gpu.txt" 2>&1 || true
/usr/local/cuda/bin/nvcc --version >> "$OUT/gpu.txt" 2>&1 || true
gcc -O2 -o kernrun kernrun.c -ldl -lm > "$OUT/cc.txt" 2>&1 || cc -O2 -o kernrun kernrun.c -ldl -lm >> "$OUT/cc.txt" 2>&1 || true
for p in rand17_*.ptx; do
  echo "== $p"; /usr/local/cuda/bin/ptxas -arch=sm_90 -o /dev/null "$p" 2>&1
done > "$OUT/ptxas.txt" 2>&1 || true
for c in rand17_*.case; do
  echo "== $c"; timeout 60 ./kernrun record "$c" 2>&1
done > "$OUT/record.txt" 2>&1 || true
tar cf - rand17_*.bin* 2>/dev/null | xz -9 > "$OUT/goldens.tar.xz" || true
for c in rand17_*.case; do
  echo "== $c"; timeout 60 ./kernrun check "$c" 2>&1
done > "$OUT/check.txt" 2>&1 || true
ls -la "$OUT"
date
