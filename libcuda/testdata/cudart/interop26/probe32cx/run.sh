#!/bin/bash
# cxlog32-c (session 32): which driver calls fail inside NVIDIA's runtime in interop26's
# `cx_main primary`, natively and through cudasim's recorder over the real driver. The driver's
# error log (CUDA_LOG_FILE, CUDA 12.9+: "Returning CODE (NAME) from SYMBOL" for each failing
# call, with the reason lines before it) names the calls the runtime makes natively that fail;
# the recorded run (probe29) failed where the native one went on. Writes to $PROBE_OUT:
# native.out/native.log (twice), rec.out/rec.log/rec.trace, info.txt.
set -u
O=${PROBE_OUT:-$(pwd)/out}
mkdir -p "$O"
for v in $(env | grep -oE '^CUDA[A-Z_]*=' | tr -d =); do unset "$v"; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$O/info.txt" 2>&1
B=$(mktemp -d /tmp/cxlog32.XXXXXX)
xz -dc cx_main.xz > "$B/cx_main" && chmod +x "$B/cx_main"
run() { # OUT LOG CMD...: a run's stdout and stderr, its exit status; the driver's log in LOG
	local f=$1 l=$2
	shift 2
	CUDA_LOG_FILE=$l timeout -k 2 30 "$@" > "$f" 2>&1
	echo "exit $?" >> "$f"
}
run "$O/native.out" "$O/native.log" "$B/cx_main" primary
run "$O/native2.out" "$O/native2.log" "$B/cx_main" primary
real=$(ldconfig -p | awk '/libcuda.so.1 /{print $NF; exit}')
echo "real driver $real" >> "$O/info.txt"
(cd "$O" && run "$O/rec.out" "$O/rec.log" env LD_LIBRARY_PATH=$SHARED/lib:/usr/local/cuda/lib64 \
	CUDASIM_RECORD_DRIVER=$real CUDASIM_TRACE=$O/rec.trace "$B/cx_main" primary)
rm -rf "$B"
grep -c . "$O"/*.out "$O"/*.log
