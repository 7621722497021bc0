#!/bin/bash
# Builds faith_kernels.ptx (nvcc) and probe_faith against a libcuda.so.1
# (the real driver unless LIBDIR names another folder, e.g. cudasim's
# drop-in) and runs each section in its own process. Writes
# $OUT/${TRANSCRIPT:-transcript.txt} and $OUT/faith_kernels.ptx.
cd "$(dirname "$0")"
OUT="${OUT:-.}"
export PATH=$PATH:/usr/local/cuda/bin
LIB="${LIBDIR:-/usr/local/cuda/lib64/stubs}"
nvidia-smi --query-gpu=name,driver_version --format=csv 2>/dev/null
[ -f faith_kernels.ptx ] || nvcc -ptx -arch=sm_90 faith_kernels.cu -o faith_kernels.ptx || exit 1
cp faith_kernels.ptx "$OUT/" 2>/dev/null
cc -O1 -Wall -o probe_faith probe_faith.c -L"$LIB" -lcuda -ldl -lpthread || exit 1
{
for s in ${SECTIONS:-procaddr procaddr-null1 procaddr-null2 procaddr-null3 procaddr-null4 procaddr-null5 params-kernel params-extra params-ex params-legacy params-graph params-latch record streamattr kattr2 sticky-ctx sticky-primary}; do
  timeout ${SECTION_TIMEOUT:-30} stdbuf -oL ./probe_faith faith_kernels.ptx $s; echo "# section $s exit $?"
done
} > "$OUT/${TRANSCRIPT:-transcript.txt}" 2>&1
