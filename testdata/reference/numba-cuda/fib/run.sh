#!/bin/bash
# fib probe (sessions 32, 33): how deep the H200 runs Numba's recursive fib (fib.ptx, gen.py: Numba
# 0.56's PTX, NVVM of CUDA 11.8), natively and through cudasim's drop-in ($DROPIN, a folder holding
# libcuda.so.1). fibdepth runs once per N (a fault is sticky); each line says what fib(N) gave or
# which call failed with which error. Writes fib-h200.txt and fib-sim.txt to $PROBE_OUT (or the
# current folder): the default stack, N from 1. STACKS="1024:9 1536:14" (bytes:first N) adds
# fib-h200-BYTES.txt (and -sim-) at those stacks (cuCtxSetLimit), N from the first given: two
# limits' deepest N tell the frame's size. SIM=0 leaves the drop-in out.
HERE=$(cd "$(dirname "$0")" && pwd)
O=${PROBE_OUT:-$PWD}
CUDA=${CUDA:-/usr/local/cuda}
gcc -O1 -I"$CUDA/include" -o "$O/fibdepth" "$HERE/fibdepth.c" -L"$CUDA/lib64/stubs" -lcuda || { echo "fibdepth: build failed"; exit 1; }
depths() { # FILE FIRST STACK [ENV...]: N from FIRST up to two past the first failure, at most 34
	local out=$1 first=$2 stack=$3 fails=0 n
	shift 3
	: > "$out"
	for n in $(seq "$first" 34); do
		env "$@" timeout 20 "$O/fibdepth" "$HERE/fib.ptx" "$n" $stack >> "$out" 2>&1 || fails=$((fails + 1))
		[ $fails -ge 3 ] && break
	done
}
both() { # SUFFIX FIRST STACK
	depths "$O/fib-h200$1.txt" "$2" "$3"
	[ -n "${DROPIN:-}" ] && [ "${SIM:-1}" != 0 ] && depths "$O/fib-sim$1.txt" "$2" "$3" LD_LIBRARY_PATH="$DROPIN" CUDASIM_LOG=error
}
if [ -n "${STACKS:-}" ]; then
	for s in $STACKS; do both "-${s%%:*}" "${s##*:}" "${s%%:*}"; done
else
	both "" 1 ""
fi
for f in "$O"/fib-*.txt; do echo "== $f"; grep -v "^cudasim" "$f" | tail -4; done
