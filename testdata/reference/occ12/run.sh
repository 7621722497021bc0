#!/bin/bash
# occ12's window-1 probe: builds probe_occ12.c against the real driver and
# runs its sections, each in its own process (a crash loses nothing else).
# Expects beside it: shared/ and jit/ (gen_occ12.py's output), confptx.tar.gz (the PTX of
# testdata/conformance), regsptx.tar.gz (../fix11's), lots_of_registers.ptx
# (driver/testdata/numba's).
set -x
cd "$(dirname "$0")"
OUT="${OUT:-.}"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cc -O1 -Wall -Wno-format-truncation -o probe_occ12 probe_occ12.c -L/usr/local/cuda/lib64/stubs -lcuda -ldl || exit 1
ls shared jit | head -50
mkdir -p conf && tar -xzf confptx.tar.gz -C conf && find conf -name '*.gz' -exec gzip -d -f {} +
tar -xzf regsptx.tar.gz
timeout 30 ./probe_occ12 shared shared/*.ptx > "$OUT/shared.txt" 2>&1; echo "shared exit $?"
CUDA_MODULE_LOADING=EAGER timeout 30 ./probe_occ12 shared shared/*.ptx > "$OUT/shared-eager.txt" 2>&1; echo "shared eager exit $?"
timeout 60 ./probe_occ12 jit jit > "$OUT/jit.txt" 2>&1; echo "jit exit $?"
timeout 100 ./probe_occ12 regs lots_of_registers.ptx $(find conf -name '*.ptx' | sort) regsptx/*.ptx > "$OUT/regs.txt" 2>&1; echo "regs exit $?"
wc -l "$OUT"/*.txt
grep -c CUDA_ERROR "$OUT"/*.txt
gzip -9 "$OUT/jit.txt" "$OUT/regs.txt"
head -c 2000 "$OUT/shared.txt"
