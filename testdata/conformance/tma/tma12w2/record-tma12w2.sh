#!/bin/bash
# tma12 window 2 (H200, 23:15 UTC, ran as run.sh beside mc.c (../tma12w1/mc.c) and mm/): every multimem kernel of mm/ (gen-mm.py: window 1's 16 and 9 more float,
# vector and 64-bit forms) on ordinary memory (cuMemAlloc), each in its own process (mc.c run).
set -x
OUT=${OUT:-.}
gcc -O2 -I/usr/local/cuda/include -o mc mc.c -L/usr/local/cuda/lib64/stubs -lcuda || echo "mc: build failed"
mkdir -p mcrun
for k in mm/*.ptx; do echo "$(basename $k .ptx) plain"; done |
  xargs -P 6 -L 1 bash -c '{ echo "=== $0 $1"; timeout 20 ./mc run $0 $1 2>&1; echo "rc $?"; } > mcrun/$0.$1.txt'
cat mcrun/*.txt > mc-run2.txt
grep -E '^===|cuLaunchKernel|cuCtxSynchronize|cuModuleLoad|^log|^rc' mc-run2.txt
gzip -9 -c mc-run2.txt > $OUT/mc-run2.txt.gz
ls -la $OUT
