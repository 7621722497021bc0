#!/bin/bash
# Builds async_kernels.ptx (nvcc) and probe_async against a libcuda.so.1
# (the real driver unless LIBDIR names another folder, e.g. cudasim's
# drop-in) and runs each section in its own process. Writes
# $OUT/${TRANSCRIPT:-transcript.txt} and $OUT/async_kernels.ptx.
cd "$(dirname "$0")"
OUT="${OUT:-.}"
export PATH=$PATH:/usr/local/cuda/bin
LIB="${LIBDIR:-/usr/local/cuda/lib64/stubs}"
[ -f async_kernels.ptx ] || nvcc -ptx -arch=sm_90 async_kernels.cu -o async_kernels.ptx || exit 1
cp async_kernels.ptx "$OUT/" 2>/dev/null
cc -O1 -Wall -o probe_async probe_async.c -L"$LIB" -lcuda -ldl -lpthread || exit 1
{
for s in held legacy hostfn destroy unload ctxdestroy reset timing fault; do
  timeout ${SECTION_TIMEOUT:-30} stdbuf -oL ./probe_async async_kernels.ptx $s; echo "# section $s exit $?"
done
} > "$OUT/${TRANSCRIPT:-transcript.txt}" 2>&1
