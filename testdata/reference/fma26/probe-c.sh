#!/bin/bash
# fma26-c: genrand.py's 400 random kernels (seed 26: src/rand.ptx.xz) through src/c_fma.c,
# natively (def twice, O0, dbg) and through cudasim's drop-in (def, O0, dbg); and gen.py's
# kernels (src/fma.ptx.xz: fma26-b's and window 3's split_*) natively with no options four
# times (also for nan_atom_shared's spread between runs) and at O0, and through the drop-in.
# RUNS (lines of SET KIND CONFIG: src/SET.ptx.xz, native or sim, c_fma's config; def2..def6
# are def again) replaces that list: probe fma26-d is this script with its own RUNS.
# Writes $PROBE_OUT/SET/{native,sim}/CONFIG.txt.xz and summary.txt (per run, the kernels
# whose outputs differ from the set's first native run).
set -u
here=$(pwd)
O=${PROBE_OUT:-$here/out}
SH=${SHARED:-$here/../_shared}
RUNS=${RUNS:-"$(for c in def def2 O0 dbg; do echo "rand native $c"; done
	for c in def O0 dbg; do echo "rand sim $c"; done
	for c in def3 def4 def5 def6 O0; do echo "fma native $c"; done
	echo "fma sim def")"}
sets=$(echo "$RUNS" | awk '{print $1}' | sort -u)
for s in $sets; do mkdir -p "$O/$s/native" "$O/$s/sim"; done
export PATH=/usr/local/cuda/bin:$PATH
start=$SECONDS
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for v in $(env | grep -oE '^CUDA[A-Z_]*=' | tr -d =); do unset "$v"; done
W=$(mktemp -d)
cp src/* "$W"/
cd "$W"
xz -dk ./*.ptx.xz
cc -O2 -o c_fma c_fma.c -ldl -lm || echo "c_fma: build FAILED"
lib=${SH}/lib
runone() { # SET KIND CONFIG
	local set=$1 kind=$2 cfg=$3 c=$3 f
	case $cfg in def?) c=def ;; esac
	f=$O/$set/$kind/$cfg.txt
	case $kind in
	native) env CUDA_CACHE_DISABLE=1 timeout -k 2 100 ./c_fma "$set.ptx" "$c" > "$f" 2>&1 ;;
	sim) env LD_LIBRARY_PATH=$lib:/usr/local/cuda/lib64 CUDASIM_PTX_CACHE=off timeout -k 2 100 ./c_fma "$set.ptx" "$c" > "$f" 2>&1 ;;
	esac
	echo "exit $?" >> "$f"
}
export -f runone; export O lib
echo "$RUNS" | xargs -P 8 -n 3 bash -c 'runone "$0" "$1" "$2"'
echo "runs done at $((SECONDS - start)) s"
summ() { # BASE FILE
	diff <(grep '^K ' "$1") <(grep '^K ' "$2") | grep '^[<>] K' | awk '{print $3}' | sort -u | tr '\n' ' '
}
for s in $sets; do
	base=$(echo "$RUNS" | awk -v s="$s" '$1 == s && $2 == "native" {print $3; exit}')
	for f in "$O/$s"/*/*.txt; do
		echo "$s/$(basename "$(dirname "$f")")/$(basename "$f" .txt): $(head -1 "$f") | $(tail -1 "$f") | differ from native/$base: $(summ "$O/$s/native/$base.txt" "$f")"
	done
done > "$O/summary.txt"
cut -c1-400 "$O/summary.txt"
xz -9 "$O"/*/*/*.txt
echo "done at $((SECONDS - start)) s"
rm -rf "$W"
