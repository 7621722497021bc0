#!/bin/bash
# gpu.sh: records this folder's goldens on a machine with one NVIDIA H200
# and CUDA 13.0 (the GPU machine's probe runs it):
#
#   OUT=/some/dir CUTLASS=/path/to/cutlass bash gpu.sh
#
# It builds bin/b130 (build.sh, each compile bounded by NVCC_TIMEOUT
# seconds), runs every binary twice, each output into
# $OUT/golden/b130/NAME.h200.out (stdout and stderr, then "exit N"; the log
# says whether the two runs differed), having packed the binaries into
# $OUT/bin.txz first (a run past the probe's time limit loses no binary).
# RUN_TIMEOUT bounds each run (60 s unless set).
set -u
OUT=${OUT:?set OUT to the output folder}
cd "$(dirname "$0")"
here=$(pwd)
start=$SECONDS
elapsed() { echo "$((SECONDS - start))s"; }
mkdir -p "$OUT/golden/b130"
{
	date -u +"date %Y-%m-%dT%H:%M:%SZ"
	nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | sed 's/^/gpu /'
	echo "glibc $(ldd --version | head -1)"
} | tee "$OUT/env.txt"
echo "== build ($(elapsed))"
bash build.sh 2>&1 | tee "$OUT/build.log"
echo "== build done ($(elapsed))"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=2026-01-01 -cf - bin/b130 | xz -9 -T4 > "$OUT/bin.txz"
ls -l "$OUT/bin.txz"
echo "== packed ($(elapsed))"
run_one() {
	LD_LIBRARY_PATH=${CUDART_LIB:-/usr/local/cuda/lib64} timeout "${RUN_TIMEOUT:-60}" "$here/bin/b130/$1" > "$2" 2>&1
	echo "exit $?" >> "$2"
}
for f in bin/b130/s_*; do
	[ -x "$f" ] || continue
	name=$(basename "$f")
	g=$OUT/golden/b130/$name.h200.out
	t0=$(date +%s%N)
	run_one "$name" "$g"
	t1=$(date +%s%N)
	run_one "$name" "$OUT/again"
	t2=$(date +%s%N)
	same="same twice"
	cmp -s "$g" "$OUT/again" || same="DIFFERS between runs"
	printf "  %-28s %-8s %6d ms %6d ms %s\n" "$name" "$(tail -1 "$g")" $(((t1 - t0) / 1000000)) $(((t2 - t1) / 1000000)) "$same"
	[ "$same" = "same twice" ] || diff "$g" "$OUT/again" | head -20 | sed 's/^/      /'
	cat "$g" | sed 's/^/      | /'
done
rm -f "$OUT/again"
echo "== runs done ($(elapsed))"
