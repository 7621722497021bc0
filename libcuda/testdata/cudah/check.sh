#!/bin/bash
# check.sh: holds cuda.h here (cudasim's declarations for machines without
# CUDA's) against CUDA's own on a machine with the toolkit and a GPU (the
# H200 host, probe ci21-b):
#   1. layout.c built against each header prints the same constants, sizes
#      and offsets;
#   2. every prototype here, with its _v2 mapping, compiles after CUDA's
#      cuda.h (a conflicting declaration is an error);
#   3. each probe built against each header calls the same entry points
#      (nm -u; legacyprobe.c needs a pre-13.0 cuCtxCreate, so CUDA 13's
#      header may not build it);
#   4. each probe built against this header prints on the GPU what the H200
#      printed when it was recorded (the caller compares).
#   CUDA_INC=/usr/local/cuda/include OUT=dir bash check.sh   # from this folder
set -u
CUDA_INC=${CUDA_INC:-/usr/local/cuda/include}
OUT=${OUT:?set OUT}
root=../../..
mine=$PWD
work=$(mktemp -d)
echo "== 1. layout"
cc -o "$work/layout-mine" layout.c -I"$mine" && "$work/layout-mine" > "$OUT/layout-mine.txt"
cc -o "$work/layout-cuda" layout.c -I"$CUDA_INC" && "$work/layout-cuda" > "$OUT/layout-cuda.txt"
if cmp -s "$OUT/layout-mine.txt" "$OUT/layout-cuda.txt"; then echo "layout: same ($(wc -l < "$OUT/layout-mine.txt") lines)"; else echo "layout: DIFFERS"; diff "$OUT/layout-mine.txt" "$OUT/layout-cuda.txt"; fi
echo "== 2. prototypes after CUDA's cuda.h"
{
	echo "#include <cuda.h>"
	sed -n '/^\/\* The entry points whose current version/,/^#ifdef __cplusplus$/p' cuda.h | grep -v '^#ifdef __cplusplus' |
		sed 's/^#define \(cu[A-Za-z0-9]*\) \(.*\)$/#undef \1\n#define \1 \2/'
} > "$work/protos.c"
if cc -c -Wall -Wno-deprecated-declarations -I"$CUDA_INC" -o "$work/protos.o" "$work/protos.c" 2> "$OUT/protos.err"; then echo "prototypes: compile"; else echo "prototypes: FAIL"; head -40 "$OUT/protos.err"; fi
echo "== 3. entry points"
probes="legacy:$root/testdata/reference/legacy/legacyprobe.c mc:$root/testdata/conformance/tma/tma12w1/mc.c d:$root/testdata/reference/assert-fd/d.cpp"
# The probes that include fuzz30's cases.h (session 39: mend31-33, res32b, res33a; ptdscap is
# built with CUDA_API_PER_THREAD_DEFAULT_STREAM, so it checks the _ptds/_ptsz mapping).
for p in mend31/probe.c mend32/probe.c mend33/probe.c mend33/ptdscap.c res32b/probe.c res33a/vmm33.c; do
	probes="$probes $(dirname $p)-$(basename $p .c):$root/testdata/reference/$p"
done
for p in $probes; do
	name=${p%%:*} src=${p#*:}
	lib=(-ldl -lpthread); case $src in *.cpp) lib+=(-lstdc++) ;; esac
	cc -O1 -Wno-deprecated-declarations -o "$work/$name-mine" "$src" -I"$mine" -I"$root/testdata/reference/fuzz30" -L"${CUDA_LIB:-/usr/local/cuda/lib64/stubs}" -lcuda "${lib[@]}" || echo "$name: does not build with this header"
	nm -u "$work/$name-mine" 2>/dev/null | awk '$2 ~ /^cu/ {print $2}' > "$OUT/$name-mine.syms"
	if cc -O1 -Wno-deprecated-declarations -c -o "$work/$name-cuda.o" "$src" -I"$CUDA_INC" -I"$root/testdata/reference/fuzz30" 2> "$OUT/$name-cuda.err"; then
		nm -u "$work/$name-cuda.o" | awk '$2 ~ /^cu/ {print $2}' > "$OUT/$name-cuda.syms"
		if cmp -s "$OUT/$name-mine.syms" "$OUT/$name-cuda.syms"; then echo "$name: same $(wc -l < "$OUT/$name-mine.syms") entry points"; else echo "$name: entry points DIFFER"; diff "$OUT/$name-mine.syms" "$OUT/$name-cuda.syms"; fi
	else
		echo "$name: CUDA's cuda.h does not build it: $(grep -m1 error "$OUT/$name-cuda.err")"
	fi
done
echo "== 4. runs (this header's builds)"
(
	cd "$root/testdata/reference/legacy" || exit
	for s in $("$work/legacy-mine" -list); do
		echo "## section $s"
		timeout 30 stdbuf -oL "$work/legacy-mine" legacy_kernel.ptx "$s" 2>&1
		echo "exit $?"
	done
) > "$OUT/legacy.txt"
echo "legacy: $(grep -c '^## section' "$OUT/legacy.txt") sections"
(cd "$root/testdata/conformance/tma/tma12w1" && timeout 30 "$work/mc-mine" api > "$OUT/mc-api.txt" 2>&1; echo "mc api rc $?" >> "$OUT/mc-api.txt")
tail -1 "$OUT/mc-api.txt"
(
	cd "$root/testdata/reference/assert-fd" || exit
	timeout 30 "$work/d-mine" a118.ptx > "$OUT/d-a118.out" 2> "$OUT/d-a118.err"
	echo "exit $?" >> "$OUT/d-a118.err"
	timeout 30 "$work/d-mine" a118.ptx > "$OUT/d-a118.both" 2>&1
)
echo "d: $(wc -l < "$OUT/d-a118.both") lines together"
rm -rf "$work"
