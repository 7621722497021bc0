#!/bin/bash
# Probe valid23-a (session 23): records gen_v23.py's cases with kernrun (../kernrun.c) beside
# tex.ptx, each twice (the second run checks the first); outputs v23_*.case.out.bin.
OUT=${PROBE_OUT:-out}; mkdir -p "$OUT/rec"
cc -O2 -o kernrun kernrun.c -ldl -lm || exit 1
for c in $(cat cases-v23.txt); do
	echo "== $c"
	timeout 30 ./kernrun record "$c.case" 2>&1 | tail -3
	timeout 30 ./kernrun check "$c.case" 2>&1 | tail -2
done
cp ./*.case.*.bin "$OUT/rec/"; ls -la "$OUT/rec"
