#!/bin/bash
# Probe fidelity23-b (session 23, window s23w1; its run.sh): records f23_3d_align and f23_2d_align
# (gen_f23.py) with kernrun (../kernrun.c) beside tex.ptx; outputs f23_*_align.case.out.bin.gz.
OUT=${PROBE_OUT:-out}; mkdir -p "$OUT/rec"
cc -O2 -o kernrun kernrun.c -ldl -lm || exit 1
for c in f23_3d_align f23_2d_align; do
	echo "== $c"
	timeout 30 ./kernrun record "$c.case" 2>&1 | tail -5
	timeout 30 ./kernrun check "$c.case" 2>&1 | tail -3
done
cp ./*.case.*.bin "$OUT/rec/"; ls -la "$OUT/rec"
