#!/bin/bash
# mend33 probe (README.md): builds probe.c (with fuzz30's cases.h beside it) against the GPU
# host's driver; runs its cases natively (h200.out) and through cudasim's drop-in in
# $SHARED/lib (dropin.out); then each of "probe san"'s cases alone under compute-sanitizer's
# memcheck (san/CASE.txt) and through the drop-in with CUDASIM_SANITIZE=memcheck
# (dropin-san/CASE.txt); and ptdscap.c, built for the per-thread default stream, natively
# (ptdscap.h200.out) and through the drop-in (ptdscap.dropin.out).
# From a probe folder: OUT=$PROBE_OUT bash run.sh.
set -u
OUT=${PROBE_OUT:-${OUT:?set OUT or PROBE_OUT to the output folder}}
mkdir -p "$OUT/san" "$OUT/dropin-san"
cd "$(dirname "$0")"
export PATH=$PATH:/usr/local/cuda/bin
NVCC=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
"$NVCC" -O1 -o "$OUT/probe" probe.c -lcuda > "$OUT/build.txt" 2>&1 || { cat "$OUT/build.txt"; exit 1; }
"$NVCC" -O1 -o "$OUT/ptdscap" ptdscap.c -lcuda >> "$OUT/build.txt" 2>&1 || cat "$OUT/build.txt"
compute-sanitizer --version > "$OUT/san/version.txt" 2>&1
san() { # CASE: under compute-sanitizer's memcheck, natively
	timeout 60 compute-sanitizer --tool memcheck --show-backtrace no "$OUT/probe" one "$1" > "$OUT/san/$1.txt" 2>&1
	echo "exit $?" >> "$OUT/san/$1.txt"
}
for c in $("$OUT/probe" san); do san "$c" & done
timeout 90 "$OUT/probe" > "$OUT/h200.out" 2> "$OUT/h200.err"
echo "exit $?" >> "$OUT/h200.out"
timeout 45 "$OUT/ptdscap" > "$OUT/ptdscap.h200.out" 2>&1
echo "exit $?" >> "$OUT/ptdscap.h200.out"
wait
if [ -n "${SHARED:-}" ] && [ -e "$SHARED/lib/libcuda.so.1" ]; then
	LD_LIBRARY_PATH=$SHARED/lib CUDASIM_LOG=error timeout 30 "$OUT/probe" > "$OUT/dropin.out" 2> "$OUT/dropin.err"
	echo "exit $?" >> "$OUT/dropin.out"
	diff "$OUT/h200.out" "$OUT/dropin.out" > "$OUT/diff.txt"
	LD_LIBRARY_PATH=$SHARED/lib CUDASIM_LOG=off timeout 20 "$OUT/ptdscap" > "$OUT/ptdscap.dropin.out" 2>&1
	echo "exit $?" >> "$OUT/ptdscap.dropin.out"
	for c in $("$OUT/probe" san); do
		LD_LIBRARY_PATH=$SHARED/lib CUDASIM_SANITIZE=memcheck CUDASIM_LOG=error timeout 10 "$OUT/probe" one "$c" > "$OUT/dropin-san/$c.txt" 2>&1
		echo "exit $?" >> "$OUT/dropin-san/$c.txt"
	done
fi
cat "$OUT/h200.out"
head -30 "$OUT"/san/*.txt
