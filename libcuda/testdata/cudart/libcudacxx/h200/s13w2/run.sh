#!/bin/bash
# cccl13-a: builds the libcu++ lit tests that bin.txz lacks (std/numerics
# first), runs each twice on the H200, packs the PTX-only twins (1 MB).
set -x
cd "$(dirname "$0")"
export PATH=/usr/local/cuda/bin:$PATH
nvcc --version | tail -2
mkdir -p "$OUT/cccl"
cd libcudacxx || exit 1
OUT=$OUT/cccl CUDART_LIB=/usr/local/cuda/lib64 DEADLINE=80 NVCC_TIMEOUT=70 RUN_DEADLINE=290 BIG_KB=300 EST_KB=7000 PACK_KB=1000 bash gpu.sh > "$OUT/cccl/log.txt" 2>&1 || echo "gpu.sh exit $?"
tail -40 "$OUT/cccl/log.txt"
grep 'needs GLIBC' "$OUT/cccl/build.log" | head
ls -la "$OUT" "$OUT/cccl"
du -sh "$OUT"
