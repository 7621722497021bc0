#!/bin/bash
# gpu.sh: records the suite's goldens on a machine with one NVIDIA H200 and
# CUDA 13.0 (the GPU machine's probe runs it). From a folder holding src/
# (the programs), ../src/check.h and build.sh:
#
#   OUT=/some/dir CUDART_LIB=/usr/local/cuda/lib64 bash gpu.sh
#
# It builds bin/b130 (build.sh, every compile at once, each bounded by
# NVCC_TIMEOUT seconds, 170 unless set), runs every binary twice, each output
# into $OUT/golden/b130/NAME.h200.out (stdout and stderr, then a line
# "exit N"; the log says if the two runs differed), and returns binaries as
# $OUT/xz/NAME.xz, smallest first, until PACK_KB (1700 unless set) KiB of
# xz; names listed in a file SKIP are left out (received already).
set -u
OUT=${OUT:?set OUT to the output folder}
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
NVCC_TIMEOUT=${NVCC_TIMEOUT:-170} bash build.sh 2>&1 | tee "$OUT/build.log"
echo "== build done ($(elapsed))"

# run_one NAME OUTFILE: the binary's output and exit status, as the tests record them.
run_one() {
	LD_LIBRARY_PATH=${CUDART_LIB:-/usr/local/cuda/lib64} timeout 30 "$here/bin/b130/$1" > "$2" 2>&1
	echo "exit $?" >> "$2"
}
echo "== run ($(elapsed))"
for f in bin/b130/s_*; do
	[ -x "$f" ] || continue
	name=$(basename "$f")
	g=$OUT/golden/b130/$name.h200.out
	t0=$(date +%s%N)
	run_one "$name" "$g"
	t1=$(date +%s%N)
	run_one "$name" "$OUT/again"
	same="same twice"
	cmp -s "$g" "$OUT/again" || same="DIFFERS between runs"
	printf "  %-22s %-6s %-8s %5d ms %s\n" "$name" "$(tail -2 "$g" | head -1 | cut -c1-6)" "$(tail -1 "$g")" $(((t1 - t0) / 1000000)) "$same"
	[ "$same" = "same twice" ] || diff "$g" "$OUT/again" | head -20 | sed 's/^/      /'
	grep -i "fail\|expected\|check" "$g" | head -10 | sed 's/^/      | /'
done
rm -f "$OUT/again"
echo "== runs done ($(elapsed))"

# Pack binaries, each xz-compressed (all at once), smallest first, within the budget.
budget=$((${PACK_KB:-1700} * 1024))
mkdir -p "$OUT/xz"
touch SKIP
ls bin/b130 | grep '^s_' | grep -vxf SKIP | xargs -P "$(nproc)" -I{} sh -c 'xz -6 -c bin/b130/{} > "$0/xz/{}.xz"' "$OUT"
total=0
for f in $(ls -S -r "$OUT"/xz/*.xz); do
	sz=$(stat -c %s "$f")
	if [ $((total + sz)) -le "$budget" ]; then
		total=$((total + sz))
		echo "  packed $(basename "$f") $sz"
	else
		echo "  not packed (budget): $(basename "$f" .xz) $sz"
		rm "$f"
	fi
done
cp bin/b130/build-info.txt "$OUT/xz/"
echo "== packed $(ls "$OUT"/xz | wc -l) files, $((total / 1024)) KiB ($(elapsed))"
