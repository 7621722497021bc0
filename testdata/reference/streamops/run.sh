#!/bin/bash
# Builds streamops_kernels.ptx (nvcc) and probe_streamops against a
# libcuda.so.1 (the real driver unless LIBDIR names another folder, e.g.
# cudasim's drop-in) and runs each section in its own process. Writes
# $OUT/${TRANSCRIPT:-transcript.txt} and $OUT/streamops_kernels.ptx.
cd "$(dirname "$0")"
OUT="${OUT:-.}"
export PATH=$PATH:/usr/local/cuda/bin
LIB="${LIBDIR:-/usr/local/cuda/lib64/stubs}"
nvidia-smi --query-gpu=name,driver_version --format=csv 2>/dev/null
[ -f streamops_kernels.ptx ] || nvcc -ptx -arch=sm_90 streamops_kernels.cu -o streamops_kernels.ptx || exit 1
cp streamops_kernels.ptx "$OUT/" 2>/dev/null
cc -O1 -Wall -o probe_streamops probe_streamops.c -L"$LIB" -lcuda -ldl -lpthread || exit 1
{
for s in ${SECTIONS:-attrs waitvalue hold batch graphmemop freeasync ctxevent kattr nodeparams sticky bad1 bad2 bad3 bad4 bad5 bad6 bad7 bad8 bad9 bad10 bad11 bad12 bad13 bad14 bad15 bad16}; do
  timeout ${SECTION_TIMEOUT:-30} stdbuf -oL ./probe_streamops streamops_kernels.ptx $s; echo "# section $s exit $?"
done
} > "$OUT/${TRANSCRIPT:-transcript.txt}" 2>&1
