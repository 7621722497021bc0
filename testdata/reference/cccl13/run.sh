#!/bin/bash
# cccl13-d: PTX kernels through the driver API, one block of 32 threads each: join.ptx (a join
# laid out before a branch's other side: __activemask() there), pc.ptx (lanes of one warp waiting
# for each other from two device functions), fold.ptx (abs/neg of a NaN moved in as a constant
# versus one loaded from memory; libcu++'s std/numerics/c.math/fp_abs).
set -x
cd "$(dirname "$0")"
/usr/local/cuda/bin/nvcc -o probe probe.c -lcuda > "$OUT/build.txt" 2>&1 || cat "$OUT/build.txt"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$OUT/env.txt" 2>&1
cp probe.c join.ptx pc.ptx fold.ptx run.sh "$OUT/" 2>/dev/null
timeout 60 ./probe join.ptx pc.ptx fold.ptx > "$OUT/h200.txt" 2>&1; echo "rc $?" >> "$OUT/h200.txt"
timeout 60 ./probe join.ptx pc.ptx fold.ptx > "$OUT/h200.again.txt" 2>&1; echo "rc $?" >> "$OUT/h200.again.txt"
cat "$OUT/h200.txt"
