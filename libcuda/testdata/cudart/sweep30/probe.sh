#!/bin/bash
# probe.sh: for a GPU window (one H200, CUDA 13.0's nvcc on PATH or in /usr/local/cuda/bin), in
# the tree mkprobe.sh lays out (or from the repository):
#
#   OUT=/some/dir DROPIN=/dir/with/libcuda.so.1 [RUNTIME118=/dir/with/libcudart.so.11.0] bash probe.sh
#
# Builds sweep30's sources with nvcc 13.0 (build.sh: -arch=sm_90 -O2 -cudart shared into
# b130, and b130G with -G for k_ptx, k_cxx, k_sync, k_libcu, k_barriers), unpacks the committed 11.8
# binaries (bin.txz: b118, b118G), and runs every binary natively twice and through cudasim's
# drop-in once (the 11.8 ones with CUDA 11.8's runtime, RUNTIME118). Writes to $OUT: build logs,
# the outputs (native, native2, sim), diffs, summary.txt (per binary: both native verdicts, the
# drop-in's, whether the native runs agree and whether the drop-in printed the same) and
# bin-130.txz (the 13.0 binaries, for a test to run later). Every program should PASS natively:
# one that does not has a wrong expectation (or found a toolkit's bug), not a cudasim one.
# Lines starting "probe:" print what is not asserted (NaN bits of fp8 conversions): the native
# output is the answer.
#
# Another sweep's folder uses it too (sweep31/probe.sh): DIR is that folder (its build.sh and
# bin.txz), PROGS the programs' glob and GPROGS the programs built again with -G. BUILDS names
# the builds to run, in order (default: the 13.0 ones first, which no window has finished:
# session 32's H100 window cut kern30-c and sweep31-c at 240 s while they ran the 11.8 ones);
# only the 13.0 builds named are built. bin-130.txz is written as soon as they are built, and a
# drop-in run that differs runs again with CUDASIM_LOG=error (diff/ID.simlog) to say why.
set -u
OUT=${OUT:?set OUT to a folder for the results}
DROPIN=${DROPIN:?set DROPIN to the folder of the drop-in libcuda.so.1}
here=${DIR:-$(cd "$(dirname "$0")" && pwd)}
PROGS=${PROGS:-k_*}
GPROGS=${GPROGS:-k_ptx k_cxx k_sync k_libcu k_barriers}
RUNTIME118=${RUNTIME118:-$here/rt118}
BUILDS=${BUILDS:-b130 b130G b118 b118G}
wants() { [[ " $BUILDS " == *" $1 "* ]]; }
export PATH=$PATH:/usr/local/cuda/bin
mkdir -p "$OUT"/native "$OUT"/native2 "$OUT"/sim "$OUT"/diff
start=$SECONDS
{
	nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
	nvcc --version | tail -1
} > "$OUT/env.txt" 2>&1
work=$(mktemp -d)
xz -dc "$here/bin.txz" | tar -x -C "$work"
[ -e "$RUNTIME118/libcudart.so.11.0" ] || { mkdir -p "$RUNTIME118" && xz -dc "$here/libcudart.so.11.0.xz" > "$RUNTIME118/libcudart.so.11.0"; }
wants b130 && (cd "$here" && OUTDIR="$work/bin/b130" JOBS=8 bash build.sh) > "$OUT/build-b130.log" 2>&1
# shellcheck disable=SC2086
wants b130G && (cd "$here" && OUTDIR="$work/bin/b130G" EXTRA=-G JOBS=4 bash build.sh $GPROGS) > "$OUT/build-b130G.log" 2>&1
echo "built at $((SECONDS - start)) s" >> "$OUT/env.txt"
(cd "$work" && tar -cf - bin/b130 bin/b130G 2> /dev/null | xz -9 > "$OUT/bin-130.txz")
run() { # EXE OUTFILE [LIBDIRS]
	LD_LIBRARY_PATH=${3:-} timeout 60 "$1" > "$2" 2>&1
	echo "exit $?" >> "$2"
}
verdict() { tail -2 "$1" | tr '\n' ' '; }
exes=()
for b in $BUILDS; do
	for exe in "$work/bin/$b"/$PROGS; do
		n=$(basename "$exe")
		[ -f "$exe" ] && [[ $n != *.* ]] && exes+=("$exe") # not a failed build's NAME.log
	done
done
for exe in "${exes[@]}"; do
	b=$(basename "$(dirname "$exe")")
	id=${b}_$(basename "$exe")
	rt=
	case $b in b118*) rt=$RUNTIME118 ;; esac
	run "$exe" "$OUT/native/$id.out" "$rt"
	run "$exe" "$OUT/native2/$id.out" "$rt"
	run "$exe" "$OUT/sim/$id.out" "$DROPIN${rt:+:$rt}"
	same=same
	cmp -s "$OUT/native/$id.out" "$OUT/native2/$id.out" || { same=NATIVE-RUNS-DIFFER; diff "$OUT/native/$id.out" "$OUT/native2/$id.out" > "$OUT/diff/$id.native.diff"; }
	if cmp -s "$OUT/native/$id.out" "$OUT/sim/$id.out"; then v=MATCH; else
		v=DIFF
		diff "$OUT/native/$id.out" "$OUT/sim/$id.out" > "$OUT/diff/$id.diff"
		CUDASIM_LOG=error run "$exe" "$OUT/diff/$id.simlog" "$DROPIN${rt:+:$rt}"
	fi
	printf "%-20s %-5s native: %-12s native2: %-12s sim: %-12s %s\n" "$id" "$v" "$(verdict "$OUT/native/$id.out")" \
		"$(verdict "$OUT/native2/$id.out")" "$(verdict "$OUT/sim/$id.out")" "$same"
done | tee "$OUT/summary.txt"
echo "ended at $((SECONDS - start)) s" >> "$OUT/env.txt"
rm -rf "$work"
