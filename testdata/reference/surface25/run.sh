#!/bin/bash
# surface25 probe: builds surface.c with cc on the H200 host and runs each section in a process
# of its own (natively; with DROPIN=dir, through that folder's libcuda.so.1), then saves the
# cuda.h declarations the program's types rely on.
set -u
OUT=${PROBE_OUT:-${OUT:-/tmp/surface25}}
mkdir -p "$OUT"
date -u; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cc -O1 -Wall -o surface surface.c -ldl -lpthread 2>&1 | head -20
SECTIONS="logs atomic coredump notif handle arrays misc ptr logsunreg:twice logsunreg:null logsunreg:bogus notifrisky:again notifrisky:null notifrisky:bogus logscap"
run_all() { # $1: suffix of the transcript files; $2: LD_LIBRARY_PATH
	for s in $SECTIONS; do
		f=${s/:/-}
		( cd "$OUT" && LD_LIBRARY_PATH=$2 timeout -k 2 30 "$OLDPWD/surface" ${s/:/ } ) > "$OUT/$f$1.txt" 2> "$OUT/$f$1.err"
		echo "$f$1 rc=$?"
	done
}
# DROPIN: a folder holding cudasim's libcuda.so.1 (or .xz) to run the same sections through
[ -z "${DROPIN:-}" ] && [ -f lib/libcuda.so.1.xz ] && xz -dk lib/libcuda.so.1.xz && DROPIN=$PWD/lib
run_all "" "${LD_LIBRARY_PATH:-}"
( cd "$OUT" && timeout -k 2 15 "$OLDPWD/surface" logs ) > "$OUT/logs.run2.txt" 2>&1; echo "logs run2 rc=$?"
# CUDA_LOG_FILE (CUDA 12.9+): the driver writes each log line there too
( cd "$OUT" && CUDA_LOG_FILE=$OUT/cuda-log-file.txt timeout -k 2 15 "$OLDPWD/surface" logs ) > "$OUT/logs.logfile.txt" 2>&1; echo "logs logfile rc=$?"
( cd "$OUT" && CUDA_LOG_FILE=stdout timeout -k 2 15 "$OLDPWD/surface" misc ) > "$OUT/misc.logstdout.txt" 2>&1; echo "misc logstdout rc=$?"
( cd "$OUT" && CUDA_LOG_FILE=stdout timeout -k 2 15 "$OLDPWD/surface" arrays ) > "$OUT/arrays.logstdout.txt" 2>&1; echo "arrays logstdout rc=$?"
( cd "$OUT" && CUDA_LOG_FILE=stdout timeout -k 2 15 "$OLDPWD/surface" coredump ) > "$OUT/coredump.logstdout.txt" 2>&1; echo "coredump logstdout rc=$?"
if [ -n "${DROPIN:-}" ]; then
	CUDASIM_LOG=off run_all ".cudasim" "$DROPIN"
	for s in $SECTIONS; do
		f=${s/:/-}
		diff "$OUT/$f.txt" "$OUT/$f.cudasim.txt" > "$OUT/$f.diff" && echo "$f: same" || echo "$f: $(grep -c '^<' "$OUT/$f.diff") lines differ"
	done
fi
H=/usr/local/cuda/include/cuda.h
[ -f $H ] && grep -n -A24 -E 'typedef enum CUatomicOperation_enum|typedef enum CUatomicOperationCapability_enum|typedef enum CUcoredumpSettings_enum|typedef enum CUCoredumpGenerationFlags|typedef enum CUlogLevel_enum|typedef struct CUmemDecompressParams_st|typedef enum CUmemDecompressAlgorithm_enum|typedef enum CUmemRangeHandleType_enum|typedef struct CUasyncNotificationInfo_st|typedef enum CUpointer_attribute_enum|typedef struct CUDA_ARRAY_SPARSE_PROPERTIES_st|typedef struct CUarrayMapInfo_st|typedef enum CUflushGPUDirectRDMAWrites' $H > "$OUT/cudah-excerpt.txt"
[ -f $H ] && grep -n -E 'CUresult CUDAAPI (cuLogs|cuCoredump|cuDeviceGet(Host|P2P)AtomicCapabilities|cuDevice(Un)?RegisterAsyncNotification|cuMemGetHandleForAddressRange|cuArrayGetPlane|cuArrayGetSparseProperties|cuMipmappedArrayGet|cuMemMapArrayAsync|cuCtxAttach|cuCtxDetach|cuDeviceGetLuid|cuProfilerInitialize|cuFlushGPUDirectRDMAWrites|cuMemBatchDecompressAsync)' -A2 $H /usr/local/cuda/include/cudaProfiler.h >> "$OUT/cudah-excerpt.txt" 2>&1
ls "$OUT" | head -40
date -u
