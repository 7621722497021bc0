#!/bin/bash
# printf32-c (README.md): builds probe.cu with the device machine's nvcc and runs it natively,
# mode 0 (native.out) and mode 1 (native-found.out), and both through cudasim's drop-in when
# $SHARED/lib holds one (dropin.out, dropin-found.out).
set -u
cd "$(dirname "$0")"
O=${PROBE_OUT:-$(pwd)/out}
mkdir -p "$O"
nvcc -arch=sm_90 -O2 -Wno-deprecated-gpu-targets -Xcompiler -Wno-format -o probe probe.cu > "$O/build.log" 2>&1 || { cat "$O/build.log"; exit 1; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$O/info.txt" 2>&1
for m in 0 1; do
	f=native; [ $m = 1 ] && f=native-found
	timeout -k 5 60 ./probe $m > "$O/$f.out" 2> "$O/$f.err"
	echo "exit $?" >> "$O/$f.out"
	if [ -n "${SHARED:-}" ] && [ -e "$SHARED/lib/libcuda.so.1" ]; then
		g=dropin; [ $m = 1 ] && g=dropin-found
		LD_LIBRARY_PATH=$SHARED/lib timeout -k 5 60 ./probe $m > "$O/$g.out" 2> "$O/$g.err"
		echo "exit $?" >> "$O/$g.out"
	fi
done
cat "$O/native.out" "$O/native-found.out"
