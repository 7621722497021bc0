#!/bin/bash
# fix20-a: the H200's full words of version 5's first differing cuts (and the cut before) of the 8
# untraced programs, sweeps k010/k012, targeted kernels sub.ptx (f16 results used as bytes),
# sub2.ptx (sub-word stores after a shared atomic), cvt.ptx (cvt.sat.u8.u32 and relatives,
# testp.f64), and del/ (each first differing cut with one earlier line deleted, gendel.py; the 21
# variants that fault on cudasim left out).
set -x
date
nvidia-smi -L
cc -O2 -o kernrun kernrun.c -ldl -lm 2>"$PROBE_OUT/cc.txt" || true
mkdir -p "$PROBE_OUT/out"
for c in sub.case sub2.case cvt.case; do timeout 60 ./kernrun record $c > "$PROBE_OUT/$c.log" 2>&1; echo "$c rc $?"; done
cp sub.case.out.bin sub2.case.out.bin cvt.case.out.bin "$PROBE_OUT/out/" || true
(cd cuts && for c in *.case; do timeout 30 ../kernrun record $c >> "$PROBE_OUT/cuts.log" 2>&1 || echo "$c failed rc $?"; done; cp *.out.bin "$PROBE_OUT/out/") || true
tar xJf del.txz
cd del
for p in x041 x073 x118 x149 x167 x269 x295 x322; do
  ( timeout 100 ../kernrun record $p*.case > "$PROBE_OUT/del-$p.log" 2>&1; echo "$p rc $?" ) &
done
wait
mkdir -p "$PROBE_OUT/del" && cp *.out.bin "$PROBE_OUT/del/" || true
cd "$PROBE_OUT" && tar cJf out.txz out del && rm -rf out del
ls -la "$PROBE_OUT"
date
