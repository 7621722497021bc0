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
for s in ${SECTIONS:-held legacy hostfn destroy unload unload2 falsedep ctxdestroy reset timing fault}; do
  timeout ${SECTION_TIMEOUT:-30} stdbuf -oL ./probe_async async_kernels.ptx $s; echo "# section $s exit $?"
done
if [ -z "$SECTIONS" ]; then  # falsedep again with 32 hardware queues instead of 8
  CUDA_DEVICE_MAX_CONNECTIONS=32 timeout ${SECTION_TIMEOUT:-30} stdbuf -oL ./probe_async async_kernels.ptx falsedep | sed 's/^# section falsedep$/# section falsedep32/'; echo "# section falsedep32 exit ${PIPESTATUS[0]}"
fi
} > "$OUT/${TRANSCRIPT:-transcript.txt}" 2>&1
