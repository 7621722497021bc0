#!/bin/bash
# fma26-d: gen.py's kernels with window 4 (src/fma.ptx.xz: a product stored through a mov copy,
# an approximate division's result added) through src/c_fma.c, natively (def twice, O0) and
# through cudasim's drop-in (def). Writes $PROBE_OUT/{native,sim}/CONFIG.txt.xz and summary.txt
# (per run, the kernels whose outputs differ from the native default run).
set -u
here=$(pwd)
O=${PROBE_OUT:-$here/out}
SH=${SHARED:-$here/../_shared}
mkdir -p "$O"/native "$O"/sim
export PATH=/usr/local/cuda/bin:$PATH
start=$SECONDS
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for v in $(env | grep -oE '^CUDA[A-Z_]*=' | tr -d =); do unset "$v"; done
W=$(mktemp -d)
cp src/* "$W"/
cd "$W"
xz -dk fma.ptx.xz
cc -O2 -o c_fma c_fma.c -ldl -lm || echo "c_fma: build FAILED"
lib=${SH}/lib
runone() { # KIND CONFIG: def2 is def again
	local kind=$1 cfg=$2 c=$2 f=$O/$1/$2.txt
	[ "$cfg" = def2 ] && c=def
	case $kind in
	native) env CUDA_CACHE_DISABLE=1 timeout -k 2 100 ./c_fma fma.ptx "$c" > "$f" 2>&1 ;;
	sim) env LD_LIBRARY_PATH=$lib:/usr/local/cuda/lib64 CUDASIM_PTX_CACHE=off timeout -k 2 100 ./c_fma fma.ptx "$c" > "$f" 2>&1 ;;
	esac
	echo "exit $?" >> "$f"
}
export -f runone; export O lib
printf '%s\n' "native def" "native def2" "native O0" "sim def" | xargs -P 4 -n 2 bash -c 'runone "$0" "$1"'
echo "runs done at $((SECONDS - start)) s"
for f in "$O"/native/*.txt "$O"/sim/*.txt; do
	echo "$(basename "$(dirname "$f")")/$(basename "$f" .txt): $(head -1 "$f") | $(tail -1 "$f") | differ from native/def: $(diff <(grep '^K ' "$O/native/def.txt") <(grep '^K ' "$f") | grep '^[<>] K' | awk '{print $3}' | sort -u | tr '\n' ' ')"
done > "$O/summary.txt"
cut -c1-400 "$O/summary.txt"
xz -9 "$O"/native/*.txt "$O"/sim/*.txt
echo "done at $((SECONDS - start)) s"
rm -rf "$W"
