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
# "exit N"; the log says if the two runs differed), and returns the binaries
# not listed in SKIP (received already) as $OUT/bin-part.tar.xz, as many as
# fit PACK_KB (1800 unless set) KiB, those listed in PRIORITY first. Each
# run is bounded by RUN_TIMEOUT seconds (30 unless set).
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
	LD_LIBRARY_PATH=${CUDART_LIB:-/usr/local/cuda/lib64} timeout "${RUN_TIMEOUT:-30}" "$here/bin/b130/$1" > "$2" 2>&1
	echo "exit $?" >> "$2"
}
echo "== run ($(elapsed))"
for f in bin/b130/[se]_*; do
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

# Pack binaries into one solid archive (binaries built by one toolkit share
# most of their bytes: xz finds them across files), in the order of PRIORITY
# (a file, one name a line; then the rest, smallest first), leaving out the
# names listed in SKIP (received already), dropping the last until the
# archive fits the budget.
budget=$((${PACK_KB:-1800} * 1024))
touch SKIP PRIORITY
names=$( (grep -vxf SKIP PRIORITY; ls -S -r bin/b130 | grep '^[se]_' | grep -vxf SKIP | grep -vxf PRIORITY) | while read -r n; do [ -e "bin/b130/$n" ] && echo "$n"; done)
set -- $names
while [ $# -gt 0 ]; do
	files=(bin/b130/build-info.txt)
	for n in "$@"; do files+=("bin/b130/$n"); done
	tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=2026-01-01 -cf - "${files[@]}" | xz -9 -T1 > "$OUT/bin-part.tar.xz"
	sz=$(stat -c %s "$OUT/bin-part.tar.xz")
	echo "  $# binaries: $((sz / 1024)) KiB"
	[ "$sz" -le "$budget" ] && break
	set -- "${@:1:$(($# - 1))}"
done
echo "== packed: $* ($(elapsed))"
