#!/bin/bash
# progress23's probe (devq progress23-a): builds waits.ptx with nvcc 13.0
# (sm_90) and probe_waits.c against a libcuda.so.1 (the real driver unless
# LIBDIR names another folder), and runs each section in its own process.
# Timeouts: LONG = 4e9 cycles (about 2 s at 1.98 GHz) for waits that should
# end, SHORT = 2e5 cycles (about 100 us) for those that cannot.
# Writes $OUT/${TRANSCRIPT:-transcript.txt} and $OUT/waits.ptx.
cd "$(dirname "$0")"
OUT="${OUT:-.}"
export PATH=$PATH:/usr/local/cuda/bin
LIB="${LIBDIR:-/usr/local/cuda/lib64/stubs}"
nvidia-smi --query-gpu=name,driver_version --format=csv 2>/dev/null
nvcc --version | tail -2
[ -f waits.ptx ] || nvcc -arch=sm_90 -ptx waits.cu -o waits.ptx || exit 1
cp waits.ptx "$OUT/" 2>/dev/null
cc -O1 -Wall -o probe_waits probe_waits.c -L"$LIB" -lcuda || exit 1
{
for s in ${SECTIONS:-occupancy regs flag barrier chain over forward atomic}; do
  timeout ${SECTION_TIMEOUT:-60} stdbuf -oL ./probe_waits waits.ptx $s 4000000000 200000; echo "# section $s exit $?"
done
} > "$OUT/${TRANSCRIPT:-transcript.txt}" 2>&1
