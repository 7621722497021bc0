#!/bin/bash
# printf37b-c (probe.cu): builds with the device machine's nvcc and runs each mode (0-4) in its
# own process natively twice (native-M-runR.out) and through cudasim's drop-in in $SHARED/lib
# (dropin-M.out). About 30 s.
set -u
cd "$(dirname "$0")"
O=${PROBE_OUT:-$(pwd)/out}
mkdir -p "$O"
cp probe.cu run.sh "$O/"
nvcc -arch=sm_90 -O2 -Wno-deprecated-gpu-targets -Xcompiler -Wno-format -o probe probe.cu > "$O/build.log" 2>&1 || { cat "$O/build.log"; exit 1; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$O/info.txt" 2>&1
for m in 0 1 2 3 4; do
	for r in 1 2; do
		timeout -k 5 30 ./probe $m > "$O/native-$m-run$r.out" 2> "$O/native-$m-run$r.err"
		echo "exit $?" >> "$O/native-$m-run$r.out"
	done
	if [ -n "${SHARED:-}" ] && [ -e "$SHARED/lib/libcuda.so.1" ]; then
		LD_LIBRARY_PATH=$SHARED/lib timeout -k 5 30 ./probe $m > "$O/dropin-$m.out" 2> "$O/dropin-$m.err"
		echo "exit $?" >> "$O/dropin-$m.out"
	fi
done
cat "$O"/native-*.out
