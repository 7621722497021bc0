#!/bin/bash
# ablate42-c (session 42, helper abl42): which statements ptxas's extra mul+add fusions in
# fma41's random kernels depend on. For each of the 21 (kernel, MUL, ADD) pairs the H100 fused
# that cudasim leaves unfused (testdata/reference/fma42/pairs.txt), fma41/ablate.py's variants
# of that kernel, each changing one other statement (KERNEL_aN; _a0 unchanged):
#   abl42-rand.ptx     76 kernels (rnd69, rnd137, rnd598)
#   abl42-blocks1.ptx 287 kernels, abl42-blocks2.ptx 279 kernels (18 rb* kernels)
# Runs c_fma.c (testdata/reference/fma26/c_fma.c, built natively with cc) on each file with no
# JIT options (def) and CUDA_CACHE_DISABLE=1. Writes $PROBE_OUT/NAME/def.txt.xz (c_fma's
# output), summary.txt (per file: load status, exit code, K lines, kernels that failed alone),
# env.txt. A module that does not load is retried 25 kernels, then one kernel, at a time.
# Seconds per file; well under a minute in all.
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
SETS="abl42-rand abl42-blocks1 abl42-blocks2"
for s in $SETS; do mkdir -p "$O/$s"; done
runone() { # SET CONFIG
	local set=$1 c=$2 f
	f=$O/$set/$c.txt
	env CUDA_CACHE_DISABLE=1 timeout -k 2 90 ./c_fma "$set.ptx" "$c" > "$f" 2>&1
	echo "exit $?" >> "$f"
	head -1 "$f" | grep -q " load 0$" && return
	# the module did not load (a kernel ptxas refused?): groups of 25 kernels, and a group
	# that does not load kernel by kernel, so that the others still run (the head before the
	# first .entry goes with each one)
	mv "$f" "$f.whole"
	local d=split.$set.$c k n=0
	mkdir -p "$d"
	awk -v d="$d" 'BEGIN { h = ""; k = "" }
		/^\.visible \.entry / { split($3, a, "("); k = a[1]; printf "%s", h > (d "/" k ".ptx") }
		k == "" { h = h $0 "\n"; next }
		{ print > (d "/" k ".ptx") }' "$set.ptx"
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
for s in $SETS; do echo "$s def"; done | xargs -P 3 -n 2 bash -c 'runone "$0" "$1"'
echo "runs done at $((SECONDS - start)) s"
for f in "$O"/*/def.txt; do
	s=$(basename "$(dirname "$f")")
	echo "$s: $(head -1 "$f") | $(tail -1 "$f") | K lines $(grep -c '^K ' "$f") | kernels $(grep '^K ' "$f" | awk '{print $2}' | sort -u | wc -l) | failed alone: $(cat "$f.failed" 2>/dev/null | awk '{print $2}' | tr '\n' ' ')"
done > "$O/summary.txt"
cut -c1-300 "$O/summary.txt"
xz -6 "$O"/*/*.txt "$O"/*/*.whole "$O"/*/*.failed 2>/dev/null
echo "done at $((SECONDS - start)) s"
cd "$HERE" && rm -rf "$W"
