#!/bin/bash
# fuzz30 probe (README.md): builds probe.c against the GPU host's driver and runs it natively
# (h200.out) and through cudasim's drop-in in $SHARED/lib (dropin.out), each case in a child
# process. From a probe folder: OUT=$PROBE_OUT bash run.sh.
set -u
OUT=${PROBE_OUT:-${OUT:?set OUT or PROBE_OUT to the output folder}}
mkdir -p "$OUT"
cd "$(dirname "$0")"
NVCC=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
"$NVCC" -O1 -o "$OUT/probe" probe.c -lcuda -ldl > "$OUT/build.txt" 2>&1 || { cat "$OUT/build.txt"; exit 1; }
timeout 100 "$OUT/probe" > "$OUT/h200.out" 2> "$OUT/h200.err"
echo "exit $?" >> "$OUT/h200.out"
if [ -n "${SHARED:-}" ] && [ -e "$SHARED/lib/libcuda.so.1" ]; then
	LD_LIBRARY_PATH=$SHARED/lib CUDASIM_LOG=error timeout 100 "$OUT/probe" > "$OUT/dropin.out" 2> "$OUT/dropin.err"
	echo "exit $?" >> "$OUT/dropin.out"
	diff "$OUT/h200.out" "$OUT/dropin.out" > "$OUT/diff.txt"
fi
cat "$OUT/h200.out"
