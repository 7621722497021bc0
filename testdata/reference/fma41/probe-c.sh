#!/bin/bash
# fma41-c (session 41, helper fuse41): ptxas's mul+add contraction around fma26-c's rnd54 (a
# product's mov copy stored in a later block kept its add fused on the H200). Runs c_fma.c
# (testdata/reference/fma26/c_fma.c) natively on
#   fma41.ptx   gen41.py's shape kernels (x41_*)
#   rand41.ptx  fma26's genrand.py 600 41
#   blocks41.ptx genrand41.py 400 41 (more branches, copies stored in later blocks)
# each with no JIT options twice (def, def2) and at CU_JIT_OPTIMIZATION_LEVEL 0 (O0); and, as a
# check that this machine's driver fuses as the H200's did, fma26's goldens' PTX
# (fma26.ptx, fma26-rand.ptx) with no options once.
# Writes $PROBE_OUT/SET/CONFIG.txt.xz, summary.txt (per run: load status, exit code, the kernels
# whose outputs differ from the set's def run), env.txt. Well under 120 s (seconds per run).
set -u
HERE=$(pwd)
O=${PROBE_OUT:-$HERE/out}
mkdir -p "$O"
export PATH=/usr/local/cuda/bin:$PATH
start=$SECONDS
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; uname -a; } > "$O/env.txt" 2>&1
cat "$O/env.txt"
for v in $(env | grep -oE '^CUDA[A-Z_]*=' | tr -d =); do unset "$v"; done
W=$(mktemp -d)
cp "$HERE"/c_fma.c "$HERE"/*.ptx.xz "$W"/
cd "$W" || exit 1
xz -d ./*.ptx.xz
cc -O2 -o c_fma c_fma.c -ldl -lm || echo "c_fma: build FAILED" | tee -a "$O/env.txt"
RUNS="fma41 def
fma41 def2
fma41 O0
rand41 def
rand41 def2
rand41 O0
blocks41 def
blocks41 def2
blocks41 O0
fma26 def
fma26-rand def"
for s in $(echo "$RUNS" | awk '{print $1}' | sort -u); do mkdir -p "$O/$s"; done
runone() { # SET CONFIG
	local set=$1 cfg=$2 c=$2 f
	case $cfg in def?) c=def ;; esac
	f=$O/$set/$cfg.txt
	env CUDA_CACHE_DISABLE=1 timeout -k 2 60 ./c_fma "$set.ptx" "$c" > "$f" 2>&1
	echo "exit $?" >> "$f"
	head -1 "$f" | grep -q " load 0$" && return
	# the module did not load (a kernel ptxas refused?): each kernel on its own, so that
	# the others still run (the head before the first .entry goes with each one)
	mv "$f" "$f.whole"
	local d=split.$set.$cfg k n=0
	mkdir -p "$d"
	awk -v d="$d" 'BEGIN { h = ""; k = "" }
		/^\.visible \.entry / { split($3, a, "("); k = a[1]; printf "%s", h > (d "/" k ".ptx") }
		k == "" { h = h $0 "\n"; next }
		{ print > (d "/" k ".ptx") }' "$set.ptx"
	# groups of 25 kernels; a group that does not load runs kernel by kernel
	local g=0 i=0 members=()
	flush() {
		[ ${#members[@]} -gt 0 ] || return
		g=$((g + 1))
		{ awk '/^\.visible \.entry /{exit} {print}' "${members[0]}"
			for k in "${members[@]}"; do awk 'p || /^\.visible \.entry /{p=1; print}' "$k"; done; } > "$d/group$g.ptx.g"
		env CUDA_CACHE_DISABLE=1 timeout -k 2 30 ./c_fma "$d/group$g.ptx.g" "$c" > "$d/group$g.out" 2>&1
		if head -1 "$d/group$g.out" | grep -q " load 0$"; then
			grep -E '^(K|R) ' "$d/group$g.out" >> "$f"
		else
			for k in "${members[@]}"; do
				n=$((n + 1))
				env CUDA_CACHE_DISABLE=1 timeout -k 2 20 ./c_fma "$k" "$c" > "$k.out" 2>&1
				head -1 "$k.out" | grep -q " load 0$" || echo "F $(basename "$k" .ptx) $(head -3 "$k.out" | tr '\n' ' ')" >> "$f.failed"
				grep -E '^(K|R) ' "$k.out" >> "$f"
			done
		fi
		[ $g = 1 ] && grep '^I ' "$d/group$g.out" > "$f.inputs"
		members=()
	}
	for k in $(ls "$d"/*.ptx); do
		members+=("$k")
		i=$((i + 1))
		[ $((i % 25)) = 0 ] && flush
	done
	flush
	if [ ! -s "$f.inputs" ]; then grep -h '^I ' "$d"/*.out 2>/dev/null | head -64 > "$f.inputs"; fi
	cat "$f.inputs" "$f" > "$f.tmp2" 2>/dev/null; mv "$f.tmp2" "$f"; rm -f "$f.inputs"
	{ echo "config $c load 0 (split: $g groups of 25, $n kernels one by one; failed: $(wc -l < "$f.failed" 2>/dev/null || echo 0))"; cat "$f"; echo "exit 0"; } > "$f.tmp"
	mv "$f.tmp" "$f"
}
export -f runone; export O
echo "$RUNS" | xargs -P 4 -n 2 bash -c 'runone "$0" "$1"'
echo "runs done at $((SECONDS - start)) s"
summ() { # BASE FILE
	diff <(grep '^K ' "$1") <(grep '^K ' "$2") | grep '^[<>] K' | awk '{print $3}' | sort -u | tr '\n' ' '
}
for f in "$O"/*/*.txt; do
	s=$(basename "$(dirname "$f")")
	echo "$s/$(basename "$f" .txt): $(head -1 "$f") | $(tail -1 "$f") | K lines $(grep -c '^K ' "$f") | differ from def: $(summ "$O/$s/def.txt" "$f")"
done > "$O/summary.txt"
cut -c1-300 "$O/summary.txt"
xz -6 "$O"/*/*.txt "$O"/*/*.whole 2>/dev/null
echo "done at $((SECONDS - start)) s"
cd "$HERE" && rm -rf "$W"
