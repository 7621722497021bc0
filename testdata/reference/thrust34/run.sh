#!/bin/bash
# thrust34-c (session 34): Thrust 1.17.2's own unit tests (testing/*.cu, built on the
# cudasim machine by nvcc 11.8 with compute_90 PTX only and -cudart shared; CUDA 11.8's
# libcudart.so.11.0 beside them in bins.txz) on the real driver: each binary once, with the
# unit tests that skip.txt names left out (the arguments are the others, from the binary's
# --list, which runs on the host alone), 8 at a time; its stdout and stderr, then "exit N",
# go to golden/b118/NAME.out. A second round (the JIT cache warm) writes again/NAME.out;
# differs.txt names the binaries whose two outputs differ beyond the "Time:" line.
# cudasim's libcuda/thrust_test.go compares the goldens. Needs one GPU, no nvcc; about
# 60-200 s (the driver JIT-compiles each binary's PTX); END (default 270) stops it.
set -u
OUT=${PROBE_OUT:?PROBE_OUT unset}
cp run.sh skip.txt "$OUT/"
tar -xJf bins.txz           # bin/b118/NAME, bin/b118/libcudart.so.11.0, build-info.txt
{
	date -u +"date %Y-%m-%dT%H:%M:%SZ"
	nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | sed 's/^/gpu /'
	echo "nproc $(nproc)"
	cat bin/b118/build-info.txt
} > "$OUT/env.txt"
mkdir -p "$OUT/golden/b118" "$OUT/again"
export LD_LIBRARY_PATH=$PWD/bin/b118
ls bin/b118 | grep -v '\.' > names.txt
deadline=$(( $(date +%s) + ${END:-270} ))
export OUT deadline
# runone TAG DIR NAME: one run of bin/b118/NAME, its output into $OUT/DIR/NAME.out, a line
# into $OUT/results-TAG.txt
runone() {
	local tag=$1 dir=$2 n=$3 left skips args= s t rc
	left=$(( deadline - $(date +%s) ))
	if [ "$left" -lt 10 ]; then echo "$n notrun" >> "$OUT/results-$tag.txt"; return; fi
	skips=$(awk -v n="$n" '$1 == n {print $2}' skip.txt)
	[ -n "$skips" ] && args=$(bin/b118/"$n" --list | grep -vxF "$skips" | tr '\n' ' ')
	s=$(date +%s)
	t=$(( left < 150 ? left : 150 ))
	# shellcheck disable=SC2086
	timeout -k 5 "$t" bin/b118/"$n" $args > "$OUT/$dir/$n.out" 2>&1
	rc=$?
	echo "exit $rc" >> "$OUT/$dir/$n.out"
	echo "$n exit $rc $(( $(date +%s) - s )) s" >> "$OUT/results-$tag.txt"
}
export -f runone
xargs -P 8 -I{} bash -c 'runone first golden/b118 {}' < names.txt
xargs -P 8 -I{} bash -c 'runone again again {}' < names.txt
: > "$OUT/differs.txt"
while read -r n; do
	[ -f "$OUT/again/$n.out" ] || continue
	cmp -s <(grep -v '^Time:  ' "$OUT/golden/b118/$n.out") <(grep -v '^Time:  ' "$OUT/again/$n.out") ||
		echo "$n" >> "$OUT/differs.txt"
done < names.txt
echo "done at $(date -u +%T)"
