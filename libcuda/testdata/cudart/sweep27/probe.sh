#!/bin/bash
# probe.sh: for a GPU window (one H200, CUDA 13.0's nvcc on PATH or in
# /usr/local/cuda/bin), from the repository root:
#
#   OUT=/some/dir [DROPIN=/dir/with/libcuda.so.1] bash libcuda/testdata/cudart/sweep27/probe.sh
#
# Builds sweep27's sources with nvcc 13.0 twice (-arch=sm_90: SASS the H200
# runs natively; -arch=sm_80: PTX it JIT-compiles, as the committed 11.8
# binaries are), unpacks the committed 11.8 binaries (bin.txz: b118, and
# b118G built with -G), and runs every binary natively twice and through
# cudasim's drop-in once (DROPIN, else built here with go build if Go is
# there). Writes to $OUT: build logs, outputs (native, native2, sim), diffs,
# summary.txt (per binary: the two native verdicts, the drop-in's, whether
# the native runs were equal and whether the drop-in printed the same), and
# sweep27-gpu.tgz (the 13.0 binaries and every output) to bring back.
# p_unknowns prints what only the GPU knows (printf %a of subnormals, min/max
# of signaling NaNs, NaN to integer conversions): its native output is the
# answer.
set -u
OUT=${OUT:?set OUT to a folder for the results}
mkdir -p "$OUT"/native "$OUT"/native2 "$OUT"/sim "$OUT"/diff
export PATH=$PATH:/usr/local/cuda/bin
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../../.." && pwd)
start=$SECONDS
{
	nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
	nvcc --version | tail -1
	ldd --version | head -1
} | tee "$OUT/env.txt"
DROPIN=${DROPIN:-}
if [ -z "$DROPIN" ] || [ ! -e "$DROPIN/libcuda.so.1" ]; then
	DROPIN=$OUT/dropin
	mkdir -p "$DROPIN"
	(cd "$root/libcuda" && go build -buildmode=c-shared -o "$DROPIN/libcuda.so.1" .) > "$OUT/dropin-build.log" 2>&1 ||
		echo "no drop-in: go build failed (see dropin-build.log)" | tee -a "$OUT/env.txt"
fi
work=$OUT/bin
mkdir -p "$work"
xz -dc "$here/bin.txz" | tar -x -C "$OUT"
(cd "$here" && OUTDIR="$work/b130" ARCH=sm_90 JOBS=${JOBS:-4} bash build.sh) > "$OUT/build-b130.log" 2>&1
(cd "$here" && OUTDIR="$work/b130sm80" ARCH=sm_80 JOBS=${JOBS:-4} bash build.sh) > "$OUT/build-b130sm80.log" 2>&1
echo "built at $((SECONDS - start)) s: $(grep -c built "$OUT"/build-b130*.log | tr '\n' ' ')"
run() { # run EXE OUTFILE [LIBDIR]
	LD_LIBRARY_PATH=${3:-} timeout 120 "$1" > "$2" 2>&1
	echo "exit $?" >> "$2"
}
for exe in "$work"/b*/[wp]_*; do
	case $exe in *.log) continue ;; esac
	id=$(basename "$(dirname "$exe")")_$(basename "$exe")
	run "$exe" "$OUT/native/$id.out"
	run "$exe" "$OUT/native2/$id.out"
	run "$exe" "$OUT/sim/$id.out" "$DROPIN"
	same=same
	cmp -s "$OUT/native/$id.out" "$OUT/native2/$id.out" || { same="NATIVE-RUNS-DIFFER"; diff "$OUT/native/$id.out" "$OUT/native2/$id.out" > "$OUT/diff/$id.native.diff"; }
	if cmp -s "$OUT/native/$id.out" "$OUT/sim/$id.out"; then v=MATCH; else v=DIFF; diff "$OUT/native/$id.out" "$OUT/sim/$id.out" > "$OUT/diff/$id.diff"; fi
	verdict() { tail -2 "$1" | tr '\n' ' '; }
	printf "%-24s %-5s native: %-14s native2: %-14s sim: %-14s %s\n" "$id" "$v" "$(verdict "$OUT/native/$id.out")" \
		"$(verdict "$OUT/native2/$id.out")" "$(verdict "$OUT/sim/$id.out")" "$same"
done | tee "$OUT/summary.txt"
echo "ran at $((SECONDS - start)) s"
(cd "$OUT" && tar -czf sweep27-gpu.tgz env.txt summary.txt native native2 sim diff build-b130*.log bin/b130 bin/b130sm80)
ls -la "$OUT/sweep27-gpu.tgz"
