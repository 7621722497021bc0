#!/bin/bash
# tma13 window 2 (H200, driver 580, nvcc 13.0). Ran as run.sh from a folder holding tma13w2/ (this
# folder: clus13b.cu, cases/) and kernrun.c. Each case in its own kernrun, then checked three more
# times (whether the H200 repeats itself).
set -x
export PATH=$PATH:/usr/local/cuda/bin
OUT=${OUT:-.}
NVCC=/usr/local/cuda/bin/nvcc
$NVCC --version | tail -2
gcc -O2 -o kernrun kernrun.c -ldl -lm || echo "kernrun: build failed"
cd tma13w2
$NVCC -arch=sm_90 -std=c++17 -ptx -o clus13b.ptx clus13b.cu > clus13b.nvcc.log 2>&1 || { echo "ptx failed"; head -20 clus13b.nvcc.log; }
tar czf $OUT/ptx.tgz clus13b.ptx clus13b.nvcc.log
ls cases/*.case | xargs -P 8 -I{} bash -c 'timeout 30 ../kernrun record {} > {}.rec.log 2>&1; echo "rc $?" >> {}.rec.log'
set +x
for f in cases/*.rec.log; do grep -q '^1 passed' $f || echo "== $f: $(grep -v '^rc\|passed\|^FAIL' $f | head -2 | tr '\n' ' ') $(tail -1 $f)"; done > failures.txt
cat failures.txt
tar czf $OUT/tma13w2.tgz cases failures.txt
for rep in 1 2 3; do for c in cases/*.case; do grep -q '^1 passed' $c.rec.log && timeout 30 ../kernrun check $c 2>&1 | head -3; done; done > repeat.txt
grep -c '^ok' repeat.txt; grep '^FAIL' repeat.txt | sort | uniq -c
cp repeat.txt $OUT/
