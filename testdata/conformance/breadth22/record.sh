#!/bin/bash
# breadth22: records the breadth22 cases on a machine with the real driver (the H200).
# Run from a copy of this folder with kernrun.c beside it (or in ..); results land in $OUT.
# Each case runs in its own process (a trap or fault would poison the context for the rest),
# then once more with "check" (a nondeterministic output would show there).
cd "$(dirname "$0")"
export PATH=$PATH:/usr/local/cuda/bin
OUT=${OUT:-.}
k=kernrun.c; [ -f $k ] || k=../kernrun.c
cc -O2 -o kernrun $k -ldl -lm || exit 1
nvidia-smi -L; nvidia-smi --query-gpu=driver_version --format=csv,noheader
for p in *.ptx; do
	echo "== ptxas $p"; ptxas -arch=sm_90 -o /dev/null "$p" 2>&1 | head -20 || true
done
for c in $(cat ${CASES:-cases.txt}); do
	echo "== $c"
	timeout 30 ./kernrun record "$c.case" 2>&1 | tail -5
	timeout 30 ./kernrun check "$c.case" 2>&1 | tail -3
done
mkdir -p "$OUT/rec" && cp ./*.case.*.bin "$OUT/rec/" 2>/dev/null
ls "$OUT/rec" | wc -l
