#!/bin/bash
# kernels25-b, -c, -d (one script, each window its copy): builds libcuda/testdata/cudart/kernels25's programs with nvcc
# 13.0 (-arch=sm_90, the suite's build.sh), runs each natively twice (two
# programs at a time, the kernel time each program measures into $K25_TIME)
# and through cudasim's drop-in (libcuda.so.1.xz beside this script: branch
# kernels25 with the collective fix) once (eight at a time, alongside), and
# writes outputs, diffs and times to $PROBE_OUT.
set -u
here=$(pwd)
O=${PROBE_OUT:-$here/out}
mkdir -p "$O"/native "$O"/native2 "$O"/sim "$O"/diff "$O"/time
export PATH=$PATH:/usr/local/cuda/bin
CUDART=/usr/local/cuda/lib64
start=$SECONDS
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
nvcc --version | tail -1
ldd --version | head -1
nproc; uptime
DROPIN=$here/dropin
mkdir -p "$DROPIN"
xz -dc libcuda.so.1.xz > "$DROPIN/libcuda.so.1" || echo "no drop-in"
ls -la "$DROPIN"
tar xf tree.tar
cd cudart/kernels25
NVCC_TIMEOUT=100 bash build.sh > "$O/build.log" 2>&1
echo "build rc $? at $((SECONDS - start)) s"
grep -E "built|FAILED" "$O/build.log"
bins=$(ls bin/b130/ | grep -E '^s_')
T0=$(($(date +%s) - SECONDS + start)) # the probe's start; runs start only while the probe is under 165 s, to leave time for the summary
run() { # run BIN OUTFILE LIBPATH TIMEOUT TIMEFILE
	[ $(($(date +%s) - T0)) -lt 165 ] || { echo "not run: out of time" > "$2"; return; }
	local s=$(date +%s%N)
	K25_TIME=$5 LD_LIBRARY_PATH=$3 timeout "$4" "$1" > "$2" 2>&1
	echo "exit $?" >> "$2"
	echo "wall $((($(date +%s%N) - s) / 1000000)) ms" >> "$5.wall"
}
export -f run
export O DROPIN CUDART T0 start
(
	printf '%s\n' $bins | xargs -P 2 -I{} bash -c 'run bin/b130/{} $O/native/{}.out $CUDART 20 $O/time/{}.native; run bin/b130/{} $O/native2/{}.out $CUDART 20 $O/time/{}.native2'
	echo "native done at $((SECONDS - start)) s"
) &
printf '%s\n' $bins | xargs -P 8 -I{} bash -c 'run bin/b130/{} $O/sim/{}.out $DROPIN:$CUDART 40 $O/time/{}.sim'
echo "sim done at $((SECONDS - start)) s"
wait
for b in $bins; do
	n=$O/native/$b.out
	same=same; cmp -s "$n" "$O/native2/$b.out" || { same="NATIVE RUNS DIFFER"; diff "$n" "$O/native2/$b.out" > "$O/diff/$b.native.diff"; }
	if cmp -s "$n" "$O/sim/$b.out"; then v=MATCH; else v=DIFF; diff "$n" "$O/sim/$b.out" > "$O/diff/$b.diff"; fi
	printf "%-16s %-5s native %-7s sim %-7s %-18s kernel s: native %s %s sim %s\n" "$b" "$v" "$(tail -1 "$n")" "$(tail -1 "$O/sim/$b.out")" "$same" \
		"$(cat "$O/time/$b.native" 2>/dev/null)" "$(cat "$O/time/$b.native2" 2>/dev/null)" "$(cat "$O/time/$b.sim" 2>/dev/null)"
done | tee "$O/summary.txt"
for b in $bins; do for f in "$O/diff/$b.diff" "$O/diff/$b.native.diff"; do [ -f "$f" ] && { echo "== $f"; head -20 "$f"; }; done; done
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=2026-01-01 -cf - bin/b130 | xz -6 -T4 > "$O/bin.txz"
ls -la "$O/bin.txz"
echo "all done at $((SECONDS - start)) s"
