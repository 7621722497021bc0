#!/bin/bash
# probe31.sh (rt31-c, TIMEOUT 240): OUT=/dir DROPIN=/lib bash probe31.sh
# On the GPU machine (one GPU is enough): runs bin31.txz's nvcc 11.8
# programs (r_fifo2: what else fixes the printf FIFO and heap limits;
# r_lazyload: how far a kernel's lazy loading orders other work behind a
# kernel waiting for the host, and an event recorded again on an idle stream)
# natively with CUDA 11.8's libcudart (golden/b118/NAME.h200.out); runs
# r_lazyload and rt30's r_heldorder (bin.txz, which hung with lazy loading)
# again with CUDA_MODULE_LOADING=EAGER (golden/b118/NAME.eager.h200.out);
# builds both sources with the machine's nvcc 13.0 and runs them natively and
# through the drop-in (b130/NAME.native.out, .sim.out: comparison only).
set -u
OUT=${OUT:?set OUT}
DROPIN=${DROPIN:?set DROPIN}
mkdir -p "$OUT/golden/b118" "$OUT/b130"
export PATH=$PATH:/usr/local/cuda/bin
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
start=$SECONDS
xz -dc "$here/bin.txz" | tar -x -C "$work"
xz -dc "$here/bin31.txz" | tar -x -C "$work"
{
	nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
	nvcc --version | tail -2
} > "$OUT/env.txt" 2>&1
# record NAME OUTFILE EXE [VAR=VALUE...]: stdout and stderr, then "exit N"
record() {
	local out=$1 exe=$2
	shift 2
	env "$@" timeout 60 "$exe" > "$out" 2>&1
	echo "exit $?" >> "$out"
}
for n in r_fifo2 r_lazyload; do
	record "$OUT/golden/b118/$n.h200.out" "$work/bin/b118/$n" LD_LIBRARY_PATH="$here/cudart118"
done
for n in r_lazyload r_heldorder; do
	record "$OUT/golden/b118/$n.eager.h200.out" "$work/bin/b118/$n" LD_LIBRARY_PATH="$here/cudart118" CUDA_MODULE_LOADING=EAGER
done
echo "11.8 runs done at $((SECONDS - start)) s" >> "$OUT/env.txt"
mkdir -p "$work/b130"
flags=(-arch=sm_90 -O2 -std=c++17 -I"$here/src" -cudart shared -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc)
for n in r_fifo2 r_lazyload; do
	nvcc "${flags[@]}" -o "$work/b130/$n" "$here/src/$n.cu" > "$OUT/b130/$n.build.log" 2>&1 || continue
	record "$OUT/b130/$n.native.out" "$work/b130/$n"
	record "$OUT/b130/$n.sim.out" "$work/b130/$n" CUDASIM_DEVICES=h200 LD_LIBRARY_PATH="$DROPIN"
done
echo "done at $((SECONDS - start)) s" >> "$OUT/env.txt"
rm -rf "$work"
