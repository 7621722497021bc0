#!/bin/bash
# probe.sh: what the devq probes flags25-a/b ran on the H200 host (as run.sh,
# from a folder holding flags25/ and src/check.h): builds the matrix
# (build.sh), runs every binary natively twice and through cudasim's drop-in
# ($DROPIN/libcuda.so.1) once, 8 at a time, and writes to $PROBE_OUT:
# native/, native2/, sim/ (NAME.out, NAME.err, NAME.rc), summary.txt (one line
# per binary: MATCH/DIFF, exit codes, seconds), diffs.txt, bin.txz.
# MATRIX=FILE builds FILE's sets (build.sh); EAGER="NAME..." runs those
# binaries once more each way with CUDA_MODULE_LOADING=EAGER (eager/).
set -u
export PATH=$PATH:/usr/local/cuda/bin
CUDA_LIB=/usr/local/cuda/lib64
DROPIN=${DROPIN:-$SHARED/lib}
t0=$SECONDS
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
nvcc --version | tail -1
ls -l "$DROPIN/libcuda.so.1"
cd flags25
NVCC_TIMEOUT=${NVCC_TIMEOUT:-100} bash build.sh -P 16 > "$PROBE_OUT/build.txt" 2>&1
tail -1 "$PROBE_OUT/build.txt"
echo "build done at $((SECONDS - t0)) s"
cp build-status.txt build-info.txt "$PROBE_OUT/"
mkdir -p "$PROBE_OUT/buildfail"
for b in $(awk '$2 == "FAILED" {print $1}' build-status.txt); do tail -c 3000 "logs/$b.log" > "$PROBE_OUT/buildfail/$b.log"; done
mkdir -p "$PROBE_OUT/native" "$PROBE_OUT/native2" "$PROBE_OUT/sim" "$PROBE_OUT/eager-native" "$PROBE_OUT/eager-sim"
# runone KIND NAME: runs bin/NAME natively (native, native2) or on cudasim (sim)
runone() {
	local kind=$1 b=$2 o=$PROBE_OUT/$1/$2 s=$SECONDS lib=$CUDA_LIB env=()
	case $kind in *sim) lib=$DROPIN:$CUDA_LIB ;; esac
	case $kind in eager*) env=(CUDA_MODULE_LOADING=EAGER) ;; esac
	(cd bin && env "${env[@]}" LD_LIBRARY_PATH=$lib timeout -k 2 "${RUN_TIMEOUT:-40}" "./$b" > "$o.out" 2> "$o.err")
	echo $? > "$o.rc"
	echo $((SECONDS - s)) > "$o.sec"
}
export -f runone
export PROBE_OUT CUDA_LIB DROPIN
bins=$(cd bin && ls | grep -v '\.so$')
kinds="native sim"
[ $((SECONDS - t0)) -lt 120 ] && kinds="native sim native2"
# the runs stop at ${RUNS_UNTIL:-205} s into the probe, so that the summary and bin.txz still come back
left=$((${RUNS_UNTIL:-205} - (SECONDS - t0)))
[ $left -gt 10 ] || left=10
{
	for b in $bins; do printf 'native %s\nsim %s\n' "$b" "$b"; done
	[ "$kinds" = "native sim" ] || for b in $bins; do echo "native2 $b"; done
	for b in ${EAGER:-}; do printf 'eager-native %s\neager-sim %s\n' "$b" "$b"; done
} | timeout $left xargs -P 8 -L 1 bash -c 'runone $0 $1'
echo "runs done at $((SECONDS - t0)) s"
cd "$PROBE_OUT"
for b in $bins; do
	n=$(cat native/$b.rc 2>/dev/null || echo none) s=$(cat sim/$b.rc 2>/dev/null || echo none)
	v=MATCH
	cmp -s native/$b.out sim/$b.out && [ "$n" = "$s" ] || v=DIFF
	nd=""
	[ -f native2/$b.out ] && ! cmp -s native/$b.out native2/$b.out && nd=" native-runs-differ"
	printf '%-22s %s native %3s sim %3s  sim %ss%s\n' "$b" $v "$n" "$s" "$(cat sim/$b.sec 2>/dev/null)" "$nd"
done > summary.txt
grep -c MATCH summary.txt | sed 's/^/MATCH /'
grep DIFF summary.txt
for b in $(awk '$2 == "DIFF" {print $1}' summary.txt); do
	echo "== $b"
	diff native/$b.out sim/$b.out | head -12
	head -c 600 sim/$b.err
done > diffs.txt
for b in ${EAGER:-}; do
	cmp -s eager-native/$b.out eager-sim/$b.out && v=MATCH || v=DIFF
	echo "eager $b $v native $(cat eager-native/$b.rc) sim $(cat eager-sim/$b.rc)"
	[ $v = MATCH ] || diff eager-native/$b.out eager-sim/$b.out | head -8
done
head -c 6000 diffs.txt
cd - > /dev/null
tar cf - bin | xz -6 -T4 > "$PROBE_OUT/bin.txz"
ls -l "$PROBE_OUT/bin.txz"
if [ "$(stat -c %s "$PROBE_OUT/bin.txz")" -gt 16000000 ]; then
	tar cf - --exclude='f_thrust.*' --exclude='*.static' --exclude='*.sep' bin | xz -6 -T4 > "$PROBE_OUT/bin.txz"
	ls -l "$PROBE_OUT/bin.txz"
fi
echo "all done at $((SECONDS - t0)) s"
