#!/bin/bash
# fix11's window-1 probe: builds probe_fix11.c against the real driver and
# runs its sections (each in its own process; a crash loses nothing else).
set -x
cd "$(dirname "$0")"
OUT="${OUT:-.}"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cc -O1 -Wall -o probe_fix11 probe_fix11.c -L/usr/local/cuda/lib64/stubs -lcuda -ldl || exit 1
tar -xJf regsptx.tar.xz
timeout 60 ./probe_fix11 nan j0trace.ptx nanops.ptx > "$OUT/nan.txt" 2>&1; echo "nan exit $?"
timeout 60 ./probe_fix11 occ lots_of_registers.ptx > "$OUT/occ.txt" 2>&1; echo "occ exit $?"
timeout 60 ./probe_fix11 regs awb118.ptx lots_of_registers.ptx regsptx/*.ptx > "$OUT/regs.txt" 2>&1; echo "regs exit $?"
timeout 90 ./probe_fix11 trim > "$OUT/trim.txt" 2>&1; echo "trim exit $?"
wc -l "$OUT"/*.txt
head -c 3000 "$OUT/trim.txt"
