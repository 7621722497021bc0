#!/bin/bash
# clusters24's probe (devq clusters24-a): builds clusters.ptx with nvcc 13.0
# (sm_90) and probe_clusters.c against a libcuda.so.1 (the real driver unless
# LIBDIR names another folder), and runs each section in its own process.
# Timeouts: LONG = 4e9 cycles (about 2 s at 1.98 GHz) for waits that should
# end, SHORT = 2e5 cycles (about 100 us) for those that cannot.
# Writes $OUT/${TRANSCRIPT:-transcript.txt} and $OUT/clusters.ptx.
cd "$(dirname "$0")"
OUT="${OUT:-.}"
export PATH=$PATH:/usr/local/cuda/bin
LIB="${LIBDIR:-/usr/local/cuda/lib64/stubs}"
nvidia-smi --query-gpu=name,driver_version --format=csv 2>/dev/null
nvcc --version | tail -2
[ -f clusters.ptx ] || nvcc -arch=sm_90 -ptx clusters.cu -o clusters.ptx || exit 1
cp clusters.ptx "$OUT/" 2>/dev/null
cc -O1 -Wall -o probe_clusters probe_clusters.c -L"$LIB" -lcuda || exit 1
{
for s in ${SECTIONS:-occupancy flag over barrier chain forward}; do
  timeout ${SECTION_TIMEOUT:-25} stdbuf -oL ./probe_clusters clusters.ptx $s 4000000000 200000; echo "# section $s exit $?"
done
} > "$OUT/${TRANSCRIPT:-transcript.txt}" 2>&1
