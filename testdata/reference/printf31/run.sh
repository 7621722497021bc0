#!/bin/bash
# printf31-c (README.md): builds probe.cu with the device machine's nvcc and runs it natively
# (h200.out) and through cudasim's drop-in when $SHARED/lib holds one (dropin.out).
set -u
cd "$(dirname "$0")"
O=${PROBE_OUT:-$(pwd)/out}
mkdir -p "$O"
nvcc -arch=sm_90 -O2 -Wno-deprecated-gpu-targets -Xcompiler -Wno-format -o probe probe.cu > "$O/build.log" 2>&1 || { cat "$O/build.log"; exit 1; }
timeout -k 5 60 ./probe > "$O/h200.out" 2>&1
echo "exit $?" >> "$O/h200.out"
if [ -n "${SHARED:-}" ] && [ -e "$SHARED/lib/libcuda.so.1" ]; then
	LD_LIBRARY_PATH=$SHARED/lib timeout -k 5 60 ./probe > "$O/dropin.out" 2>&1
	echo "exit $?" >> "$O/dropin.out"
fi
cat "$O/h200.out"
