#!/bin/bash
# fma26-a: ptxas's mul+add contraction measured by results. src/fma.ptx (src/gen.py: one
# kernel per shape) is loaded by src/c_fma.c under JIT options (def twice, O0..O4, max
# registers 16/24/32/64, debug info, CU_JIT_FMA 0), natively and through cudasim's drop-in;
# also as cubins from ptxas (-O0..-O3, --fmad=false, -maxrregcount=32); and nvcc -ptx of
# kernels25's s_options.cu and flags25's f_math.cu (default and -maxrregcount=32).
set -u
here=$(pwd)
O=${PROBE_OUT:-$here/out}
SH=${SHARED:-$here/../_shared}
mkdir -p "$O"/native "$O"/sim "$O"/cubin "$O"/ptx
export PATH=/usr/local/cuda/bin:$PATH
start=$SECONDS
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
nvcc --version | tail -2
for v in $(env | grep -oE '^CUDA[A-Z_]*=' | tr -d =); do unset "$v"; done
W=$(mktemp -d)
cp src/* "$W"/
cd "$W"
xz -dk fma.ptx.xz
cc -O2 -o c_fma c_fma.c -ldl -lm || echo "c_fma: build FAILED"
# nvcc PTX of the two open programs (sources only; no run)
(
	nvcc -arch=sm_90 -O2 -ptx -o "$O/ptx/s_options.ptx" s_options.cu > "$O/ptx/s_options.log" 2>&1
	nvcc -arch=sm_90 -ptx -o "$O/ptx/f_math.ptx" f_math.cu > "$O/ptx/f_math.log" 2>&1
	nvcc -arch=sm_90 -maxrregcount=32 -ptx -o "$O/ptx/f_math_maxreg.ptx" f_math.cu > "$O/ptx/f_math_maxreg.log" 2>&1
	echo "nvcc -ptx done at $((SECONDS - start)) s"
) &
# cubins from ptxas
for c in O0 O1 O2 O3 fmad0 r32; do
	case $c in
	O?) f="-${c}" ;;
	fmad0) f="--fmad=false" ;;
	r32) f="-maxrregcount=32" ;;
	esac
	(ptxas -arch=sm_90 $f -o "fma_$c.cubin" fma.ptx > "$O/cubin/ptxas_$c.log" 2>&1 || echo "ptxas $c FAILED") &
done
wait
echo "builds done at $((SECONDS - start)) s"
lib=${SH}/lib
runone() { # KIND CONFIG [IMAGE]
	local kind=$1 cfg=$2 f c=$2
	[ "$cfg" = def2 ] && c=def
	case $kind in
	native) f=$O/native/$cfg.txt; env CUDA_CACHE_DISABLE=1 timeout -k 2 100 ./c_fma fma.ptx "$c" > "$f" 2>&1 ;;
	sim) f=$O/sim/$cfg.txt; env LD_LIBRARY_PATH=$lib:/usr/local/cuda/lib64 CUDASIM_PTX_CACHE=off timeout -k 2 100 ./c_fma fma.ptx "$cfg" > "$f" 2>&1 ;;
	cubin) f=$O/cubin/$cfg.txt; env CUDA_CACHE_DISABLE=1 timeout -k 2 100 ./c_fma fma.ptx def "fma_$cfg.cubin" > "$f" 2>&1 ;;
	esac
	echo "exit $?" >> "$f"
}
export -f runone; export O lib
{
	for c in def def2 O0 O1 O2 O3 O4 r16 r24 r32 r64 dbg fma0; do echo "native $c"; done
	for c in def O0 r32 dbg; do echo "sim $c"; done
	for c in O0 O1 O2 O3 fmad0 r32; do echo "cubin $c"; done
} | xargs -P 14 -n 2 bash -c 'runone "$0" "$1"'
echo "runs done at $((SECONDS - start)) s"
# summary: per run, the kernels whose outputs differ from native def
summ() { # FILE
	diff <(grep '^K ' "$O/native/def.txt") <(grep '^K ' "$1") | grep '^[<>] K' | awk '{print $3}' | sort -u | tr '\n' ' '
}
{
	for f in "$O"/native/*.txt "$O"/sim/*.txt "$O"/cubin/*.txt; do
		echo "$(basename "$(dirname "$f")")/$(basename "$f" .txt): $(head -1 "$f" | tr -d '\n') | $(tail -1 "$f") | differ from native/def: $(summ "$f")"
	done
} > "$O/summary.txt"
cat "$O/summary.txt" | cut -c1-400
# pack the outputs (large) and keep the summary, ptx and logs plain
cd "$O" && tar cf - native sim cubin | xz -9 > outputs.txz && rm -rf native sim && find cubin -name '*.txt' -delete
xz -9 ptx/*.ptx 2>/dev/null
ls -la "$O" "$O"/ptx
echo "done at $((SECONDS - start)) s"
rm -rf "$W"
