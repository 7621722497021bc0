#!/bin/bash
# ab.sh BIN_DIR LIB_A LIB_B [SECS]: CUB's device_radix_sort.bytes_4.pairs_1 on two stats builds
# of the drop-in (README.md), alternating, twice each, SECS (60) seconds a run; prints each run's
# user CPU, its interpreted and compiled warp-instructions and its interpreted bfe, and leaves
# the KSTAT lines (CPU per kernel, per CTA) in /tmp/ab/*.err. CUDART: libcudart's folder.
set -u
bins=$1 libA=$2 libB=$3 secs=${4:-60}
mkdir -p /tmp/ab
for rep in 1 2; do for lib in "$libA" "$libB"; do
	tag=rs$rep.$(basename "$lib")
	LD_LIBRARY_PATH=$lib:$CUDART CUDASIM_DEVICES=h200 CUDASIM_PTX_CACHE=off CUDASIM_PROGRESS=0 \
		CUDASIM_DEBUG_STOP_AFTER=$secs CUDASIM_DEBUG_OPSTAT=1 \
		/usr/bin/time -f "%U user %e wall" timeout $((secs + 3)) "$bins/device_radix_sort.bytes_4.pairs_1" \
		> /tmp/ab/$tag.out 2> /tmp/ab/$tag.err
	echo "$tag: $(tail -1 /tmp/ab/$tag.err) $(grep 'OPSTAT interpreted' /tmp/ab/$tag.err)" \
		"bfe $(grep 'OPSTAT bfe ' /tmp/ab/$tag.err | awk '{print $3}') load $(cut -d' ' -f1 /proc/loadavg)"
done; done
