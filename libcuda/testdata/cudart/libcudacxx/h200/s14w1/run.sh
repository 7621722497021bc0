#!/bin/bash
# cccl14-a: builds the 202 libcu++ lit tests that bin.txz and bin2.txz lack
# (list.txt: longest compile first), runs each twice on the H200, packs the
# PTX-only twins smallest first (2.5 MB), then runs the twins on cudasim's
# drop-in (./lib, main's) until the time is up, comparing with the goldens.
set -x
T0=$(date +%s)
cd "$(dirname "$0")"
here=$(pwd)
export PATH=/usr/local/cuda/bin:$PATH
nvcc --version | tail -2
mkdir -p "$OUT/cccl"
cp libcudacxx/list.txt "$OUT/cccl/list.txt"
cp run.sh "$OUT/cccl/run.sh"
cd libcudacxx || exit 1
OUT=$OUT/cccl CUDART_LIB=/usr/local/cuda/lib64 DEADLINE=140 NVCC_TIMEOUT=150 RUN_DEADLINE=330 BIG_KB=100000 EST_KB=100000 PACK_KB=2500 PACK_ORDER=size bash gpu.sh > "$OUT/cccl/log.txt" 2>&1 || echo "gpu.sh exit $?"
tail -30 "$OUT/cccl/log.txt"
grep 'needs GLIBC' "$OUT/cccl/build.log" | head
ls -la "$OUT" "$OUT/cccl"
du -sh "$OUT"

# cudasim on the PTX-only twins: the packed ones first, then the rest.
ls -la "$here/lib/" || true
export LIBDIR=$here/lib CUDART_LIB=/usr/local/cuda/lib64 SIMOUT=$OUT/sim GOLD=$OUT/cccl/golden/b130 T0 STOP=$((T0 + 380))
mkdir -p "$SIMOUT"
sim_one() {
	local t=$1 left=$((STOP - $(date +%s)))
	[ "$left" -gt 5 ] || { echo "$t - notrun"; return; }
	[ "$left" -gt 60 ] && left=60
	local o=$SIMOUT/out/$t
	mkdir -p "$(dirname "$o")"
	local t0=$(date +%s%N)
	(cd "bin/b130/$(dirname "$t")" && LD_LIBRARY_PATH=$LIBDIR:$CUDART_LIB CUDASIM_DEVICES=h200 CUDASIM_PTX_CACHE=off timeout "$left" "./$(basename "$t")") > "$o" 2>&1
	local code=$?
	echo "exit $code" >> "$o"
	local ms=$((($(date +%s%N) - t0) / 1000000)) r
	if [ ! -e "$GOLD/$t.h200.out" ]; then r=nogolden; head -c 8000 "$o" > "$o.head"
	elif cmp -s "$o" "$GOLD/$t.h200.out"; then r=same
	else r=DIFFERS; diff "$GOLD/$t.h200.out" "$o" | head -c 3000 > "$o.diff"; head -c 8000 "$o" > "$o.head"
	fi
	rm -f "$o"
	echo "$t $code $r $ms"
}
export -f sim_one
{ cat "$OUT/cccl/packed.txt" 2>/dev/null; awk '$3 == "built" {print $1}' bin/b130/build-times.txt; } | awk '!seen[$0]++' > "$SIMOUT/order.txt"
xargs -P 12 -I{} bash -c 'sim_one {}' < "$SIMOUT/order.txt" > "$SIMOUT/results.txt" 2>&1
awk '{n[$3]++} END {for (k in n) print k, n[k]}' "$SIMOUT/results.txt"
grep -v ' same ' "$SIMOUT/results.txt" | head -40
(cd "$SIMOUT" && tar czf ../sim-out.tgz out && rm -rf out)
du -sh "$OUT"
echo "total $(( $(date +%s) - T0 ))s"
