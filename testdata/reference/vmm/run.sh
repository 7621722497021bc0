#!/bin/bash
# Builds probe_vmm against a libcuda.so.1 (the real driver's stubs unless
# LIBDIR names another folder, e.g. cudasim's drop-in) and runs each section
# in its own process (a fault or crash in one loses nothing else). Needs
# ../kernels.fatbin (IMAGE overrides); writes
# $OUT/${TRANSCRIPT:-transcript.txt} (./ when OUT is not set). On the GPU
# machine it also compiles layout_check.c against the toolkit's cuda.h and
# writes layout.txt (the structures' sizes and offsets, against the
# probe's own declarations) and the batch-copy prototypes cuda.h declares.
cd "$(dirname "$0")"
OUT="${OUT:-.}"
LIB="${LIBDIR:-/usr/local/cuda/lib64/stubs}"
IMAGE="${IMAGE:-../kernels.fatbin}"
cc -O1 -Wall -o probe_vmm probe_vmm.c -L"$LIB" -lcuda -ldl || exit 1
if [ -z "$LIBDIR" ] && [ -f /usr/local/cuda/include/cuda.h ]; then
  {
    cc -O1 -o layout_check layout_check.c -I/usr/local/cuda/include && ./layout_check
    echo "# the probe's own declarations"
    ./probe_vmm "$IMAGE" layout
    echo "# cuda.h"
    grep -n "CUDA_VERSION \|cuMemcpyBatchAsync\|cuMemcpy3DBatchAsync\|cuMemcpyBatchAsync_v2" /usr/local/cuda/include/cuda.h | head -40
  } > "$OUT/layout.txt" 2>&1
fi
{
for sec in gran info create reserve map beyond alias access export misc; do
  timeout ${SECTION_TIMEOUT:-30} ./probe_vmm "$IMAGE" $sec; echo "# section $sec exit $?"
done
for f in noaccess-htod noaccess-kernel readonly-kernel readonly-htod unmapped-kernel revoked-kernel past-end; do
  timeout ${SECTION_TIMEOUT:-30} ./probe_vmm "$IMAGE" fault $f | sed "s/^# section fault$/# section fault-$f/"; echo "# section fault-$f exit ${PIPESTATUS[0]}"
done
} > "$OUT/${TRANSCRIPT:-transcript.txt}" 2>&1
