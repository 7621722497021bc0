#!/bin/bash
# fuzz27 probe (README.md): builds probe.cu with nvcc and runs it on the GPU,
# natively, twice; writes $OUT/run1.out and $OUT/run2.out (stdout, then
# "exit N") and $OUT/summary.txt: for each case, the bytes of device text
# between its markers, its first and last 60 characters, and the copies'
# lines. From the repository root:  OUT=/some/dir bash testdata/reference/fuzz27/run.sh
set -u
OUT=${OUT:?set OUT to the output folder}
mkdir -p "$OUT"
cd "$(dirname "$0")"
NVCC=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
"$NVCC" -arch=sm_90 -O2 -std=c++17 -o "$OUT/probe" probe.cu -lcuda || exit 1
for i in 1 2; do
	timeout 300 "$OUT/probe" > "$OUT/run$i.out" 2> "$OUT/run$i.err"
	echo "exit $?" >> "$OUT/run$i.out"
done
cmp -s "$OUT/run1.out" "$OUT/run2.out" && echo "the two runs are equal" > "$OUT/summary.txt" || echo "the two runs differ" > "$OUT/summary.txt"
# Per case: the device text's size and ends (a case's text lies between its
# "== case" and "== end" lines).
awk '
	/^== case .*: / { print; next }
	/^== case / { name = $3; text = ""; on = 1; next }
	/^== end / { if (on) printf "%s: %d bytes; starts %s; ends %s; %s\n", name, length(text), substr(text, 1, 60), substr(text, length(text) - 59), $0; on = 0; next }
	on { text = text $0 "\n" }
	/^exit / { print }
' "$OUT/run1.out" >> "$OUT/summary.txt"
cat "$OUT/summary.txt"
