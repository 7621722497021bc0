#!/bin/bash
# cub36-c (session 36): CUB 1.17.2's own tests (test/test_*.cu, built on the cudasim machine by
# nvcc 11.8 with compute_90 PTX only and -cudart shared, libcuda/testdata/cudart/cub/build.sh;
# CUDA 11.8's libcudart.so.11.0 beside them in bins.txz) on the real driver: each binary once,
# with args.txt's arguments, 6 at a time, its stdout and stderr, then "exit N", into
# golden/NAME.out, and "NAME exit N SECONDS s PASSES" into results.txt; then grid_barrier again
# with --i=1 --grid-size=132 (gridbarrier-small.out). cudasim's records
# (libcuda/testdata/cudart/cub/results-cudasim.txt) are compared with these. Needs one GPU, no
# nvcc; END (default 220) stops it; a binary gets at most 120 s.
set -u
OUT=${PROBE_OUT:?PROBE_OUT unset}
cp run.sh args.txt "$OUT/"
tar -xJf bins.txz           # bin/b118/NAME, bin/b118/libcudart.so.11.0, build-info.txt
{
	date -u +"date %Y-%m-%dT%H:%M:%SZ"
	nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>&1 | sed 's/^/gpu /'
	echo "nproc $(nproc)"
	cat bin/b118/build-info.txt
} > "$OUT/env.txt"
mkdir -p "$OUT/golden"
export LD_LIBRARY_PATH=$PWD/bin/b118
{ ls bin/b118 | grep '^device_'; ls bin/b118 | grep -v -e '^device_' -e '^libcudart' -e '^build-info'; } > names.txt # the long ones first
deadline=$(( $(date +%s) + ${END:-220} ))
export OUT deadline
runone() {
	local n=$1 left args s t rc
	left=$(( deadline - $(date +%s) ))
	if [ "$left" -lt 10 ]; then echo "$n notrun" >> "$OUT/results.txt"; return; fi
	args=$(awk -v n="$n" '$1 == n {for (i = 2; i <= NF && $i !~ /^#/; i++) printf "%s ", $i}' args.txt)
	s=$(date +%s)
	t=$(( left < 120 ? left : 120 ))
	# shellcheck disable=SC2086
	timeout -k 5 "$t" bin/b118/"$n" $args > "$OUT/golden/$n.out" 2>&1
	rc=$?
	echo "exit $rc" >> "$OUT/golden/$n.out"
	echo "$n exit $rc $(( $(date +%s) - s )) s $(grep -c PASS "$OUT/golden/$n.out") PASS" >> "$OUT/results.txt"
}
export -f runone
xargs -P 6 -I{} bash -c 'runone {}' < names.txt
timeout -k 5 30 bin/b118/grid_barrier --i=1 --grid-size=132 > "$OUT/gridbarrier-small.out" 2>&1
echo "exit $?" >> "$OUT/gridbarrier-small.out"
echo "done at $(date -u +%T)"
