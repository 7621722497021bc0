#!/bin/bash
# run.sh (probe res33b-c, part "reset"): OUT=/dir DROPIN=/lib bash run.sh, from a folder holding
# r_reset.cu, r_fifo2.cu, fifo.h, rt.h and check.h. Builds both with nvcc 13.0 (as rt30's probe.sh
# builds its b130 programs), runs r_reset's cases natively with lazy loading (the default) and
# with CUDA_MODULE_LOADING=EAGER, side by side, 12 s each, then through the drop-in, and r_fifo2
# natively twice lazily and once eagerly (20 s each). NAME.native.out, NAME.eager.out,
# NAME.sim.out: what each printed, then "exit N" (124: cut by its time limit).
set -u
OUT=${OUT:?set OUT}
DROPIN=${DROPIN:?set DROPIN}
mkdir -p "$OUT"
export PATH=$PATH:/usr/local/cuda/bin
here=$(cd "$(dirname "$0")" && pwd)
start=$SECONDS
work=$(mktemp -d)
flags=(-arch=sm_90 -O2 -std=c++17 -I"$here" -cudart shared -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc)
nvcc "${flags[@]}" -o "$work/r_reset" "$here/r_reset.cu" > "$OUT/build-r_reset.log" 2>&1 &
nvcc "${flags[@]}" -o "$work/r_fifo2" "$here/r_fifo2.cu" > "$OUT/build-r_fifo2.log" 2>&1 &
wait
{
	nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
	nvcc --version | tail -2
	echo "built at $((SECONDS - start)) s"
} > "$OUT/env.txt" 2>&1
cases="graph graph-nolimit graph-unlaunched graph-destroyed graph-plain stream"
one() { # NAME SUFFIX SECONDS [VAR=VALUE...] EXE ARGS: one run, its output and exit code in NAME.SUFFIX.out
	local name=$1 suffix=$2 limit=$3
	shift 3
	timeout "$limit" env "$@" > "$OUT/$name.$suffix.out" 2>&1
	echo "exit $?" >> "$OUT/$name.$suffix.out"
}
if [ -x "$work/r_reset" ]; then
	(for c in $cases; do one "$c" native 12 "$work/r_reset" "$c"; done) &
	(for c in $cases; do one "$c" eager 12 CUDA_MODULE_LOADING=EAGER "$work/r_reset" "$c"; done) &
fi
if [ -x "$work/r_fifo2" ]; then
	(one r_fifo2 native 20 "$work/r_fifo2"; one r_fifo2 native2 20 "$work/r_fifo2") &
	one r_fifo2 eager 20 CUDA_MODULE_LOADING=EAGER "$work/r_fifo2" &
fi
wait
echo "native runs done at $((SECONDS - start)) s" >> "$OUT/env.txt"
if [ -x "$work/r_reset" ]; then
	for c in $cases; do one "$c" sim 30 LD_LIBRARY_PATH="$DROPIN" "$work/r_reset" "$c"; done
fi
[ -x "$work/r_fifo2" ] && one r_fifo2 sim 60 LD_LIBRARY_PATH="$DROPIN" "$work/r_fifo2"
echo "ended at $((SECONDS - start)) s" >> "$OUT/env.txt"
rm -rf "$work"
