#!/bin/bash
# explore24b-a: builds libcuda/testdata/cudart/explore24b's programs with nvcc
# 13.0 (-arch=sm_90, the suite's build.sh), runs each natively twice and
# through cudasim's drop-in libcuda.so.1 (branch explore24b at ce2bc017, = main) once,
# and writes per-program outputs and diffs to $PROBE_OUT.
# (The probe's run.sh as it ran in session 24's window 6, next to libcuda.so.1.xz
# and tree.tar: cudart/src/check.h, cudart/suite/build.sh, cudart/explore24b/{build.sh,src}.)
set -u
here=$(pwd)
O=${PROBE_OUT:-$here/out}
mkdir -p "$O"/native "$O"/native2 "$O"/sim "$O"/diff
export PATH=$PATH:/usr/local/cuda/bin
CUDART=/usr/local/cuda/lib64
start=$SECONDS
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
nvcc --version | tail -1
ldd --version | head -1
mkdir -p dropin && xz -dc libcuda.so.1.xz > dropin/libcuda.so.1 || echo "no drop-in"
tar xf tree.tar
cd cudart/explore24b
NVCC_TIMEOUT=90 bash build.sh > "$O/build.log" 2>&1
echo "build rc $? at $((SECONDS - start)) s"
grep -E "built|FAILED" "$O/build.log"
run() { # run BIN OUTFILE LIBPATH TIMEOUT
	LD_LIBRARY_PATH=$3 timeout "$4" "$1" > "$2" 2>&1
	echo "exit $?" >> "$2"
}
export -f run
bins=$(ls bin/b130/ | grep -E '^[se]_' )
# native (twice, the e_ programs once: their cases can take 10 s each) and
# cudasim runs, all at once (the GPU runs the native ones, the CPUs cudasim)
for b in $bins; do
	( run "bin/b130/$b" "$O/native/$b.h200.out" "$CUDART" 40; case $b in s_*) run "bin/b130/$b" "$O/native2/$b.h200.out" "$CUDART" 30;; *) cp "$O/native/$b.h200.out" "$O/native2/$b.h200.out";; esac ) &
	( s=$SECONDS; run "bin/b130/$b" "$O/sim/$b.out" "$here/dropin:$CUDART" 60; echo "sim $b $((SECONDS - s)) s" > "$O/sim/$b.time" ) &
done
wait
echo "runs done at $((SECONDS - start)) s"
for b in $bins; do
	n=$O/native/$b.h200.out
	same=same; cmp -s "$n" "$O/native2/$b.h200.out" || same="NATIVE RUNS DIFFER"
	if cmp -s "$n" "$O/sim/$b.out"; then v=MATCH; else v=DIFF; diff "$n" "$O/sim/$b.out" > "$O/diff/$b.diff"; fi
	printf "%-20s %-5s native %-8s sim %-8s %s; %s\n" "$b" "$v" "$(tail -1 "$n")" "$(tail -1 "$O/sim/$b.out")" "$same" "$(cat "$O/sim/$b.time" 2>/dev/null)"
done | tee "$O/summary.txt"
for b in $bins; do [ -f "$O/diff/$b.diff" ] && { echo "== $b"; head -30 "$O/diff/$b.diff"; }; done
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=2026-01-01 -cf - bin/b130 | xz -6 -T4 > "$O/bin.txz"
ls -la "$O/bin.txz"
echo "all done at $((SECONDS - start)) s"
