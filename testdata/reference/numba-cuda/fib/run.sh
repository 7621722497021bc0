#!/bin/bash
# fib probe (session 32): how deep the H200 runs Numba's recursive fib (fib.ptx, gen.py: Numba
# 0.56's PTX, NVVM of CUDA 11.8) at the default 1 KiB stack, natively and through cudasim's drop-in
# ($DROPIN, a folder holding libcuda.so.1). fibdepth runs once per N (a fault is sticky); each line
# says what fib(N) gave or which call failed with which error. Writes fib-h200.txt and fib-sim.txt
# to $PROBE_OUT (or the current folder).
HERE=$(cd "$(dirname "$0")" && pwd)
O=${PROBE_OUT:-$PWD}
CUDA=${CUDA:-/usr/local/cuda}
gcc -O1 -I"$CUDA/include" -o "$O/fibdepth" "$HERE/fibdepth.c" -L"$CUDA/lib64/stubs" -lcuda || { echo "fibdepth: build failed"; exit 1; }
depths() { # FILE [ENV...]: N from 1 up to two past the first failure, at most 40
	local out=$1 fails=0 n
	shift
	: > "$out"
	for n in $(seq 1 40); do
		env "$@" timeout 30 "$O/fibdepth" "$HERE/fib.ptx" "$n" >> "$out" 2>&1 || fails=$((fails + 1))
		[ $fails -ge 3 ] && break
	done
}
depths "$O/fib-h200.txt"
[ -n "${DROPIN:-}" ] && depths "$O/fib-sim.txt" LD_LIBRARY_PATH="$DROPIN" CUDASIM_LOG=error
for f in "$O"/fib-*.txt; do echo "== $f"; grep -v "^cudasim" "$f" | tail -4; done
