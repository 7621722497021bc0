#!/bin/bash
# alias20-a (session 20): records the alias20 kernels (gen.py) on the H200. ptxas 13.0 first on
# every kernel (what it refuses, with its message, is left out), then kernrun record, one process
# per case (a sticky error stops only its own case), twice: the two runs must agree. Files: this
# folder's *.ptx/*.case, tex/, in.bin, cases.txt, and ../kernrun.c copied next to them.
set -x
date
OUT=${PROBE_OUT:-${OUT:-out}}
mkdir -p "$OUT"
nvidia-smi -q | grep -i -E "driver version|product name" > "$OUT/gpu.txt" 2>&1 || true
/usr/local/cuda/bin/ptxas --version > "$OUT/ptxas-version.txt" 2>&1 || true
cc -O2 -o kernrun kernrun.c -ldl -lm 2>"$OUT/cc.txt" || true
: > "$OUT/refused.txt"
for c in $(cat cases.txt); do
  if ! /usr/local/cuda/bin/ptxas -arch=sm_90 $c.ptx -o /dev/null > $c.ptxas.txt 2>&1; then
    echo "$c" >> "$OUT/refused.txt"
    echo "== $c" >> "$OUT/refused-lines.txt"
    grep -o 'line [0-9]*;.*' $c.ptxas.txt | head -5 | while read -r l; do
      n=$(echo "$l" | sed 's/line \([0-9]*\);.*/\1/'); echo "$l :: $(sed -n ${n}p $c.ptx)"; done >> "$OUT/refused-lines.txt"
  fi
done
cat *.ptxas.txt tex/*.ptxas.txt > "$OUT/ptxas-all.txt" 2>/dev/null || true
grep -v -x -F -f "$OUT/refused.txt" cases.txt > accepted.txt || cp cases.txt accepted.txt
date
for run in 1 2; do
  mkdir -p run$run/tex
  cp in.bin run$run/
  for c in $(cat accepted.txt); do cp $c.ptx run$run/$c.ptx; cp $c.case run$run/$c.case; done
  (cd run$run && cat ../accepted.txt | xargs -P 8 -I{} sh -c 'timeout 30 ../kernrun record {}.case > {}.log 2>&1; echo "{} rc $?" >> rc.txt')
  sort run$run/rc.txt > "$OUT/rc$run.txt"
  cat run$run/*.log run$run/tex/*.log 2>/dev/null | grep -v '^ok' | head -200 > "$OUT/log$run.txt"
done
date
for c in $(cat accepted.txt); do
  if [ ! -f run1/$c.case.out.bin ]; then echo "$c none"; elif cmp -s run1/$c.case.out.bin run2/$c.case.out.bin; then echo "$c same"; else echo "$c DIFFER"; fi
done > "$OUT/runs-agree.txt"
(cd run1 && tar cf - $(ls *.case.out.bin tex/*.case.out.bin 2>/dev/null)) | xz -9 > "$OUT/h200-out.tar.xz"
ls -la "$OUT"
date
