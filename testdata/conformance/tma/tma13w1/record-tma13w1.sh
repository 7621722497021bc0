#!/bin/bash
# tma13 window 1 (H200, driver 580, nvcc 13.0). Ran as run.sh from a folder holding tma13w1/ (this
# folder: b128.cu, b128x.cu, clus13.cu, mm13.ptx, cases/), tma12w1/ptxgen/{ld,st}.ptx.gz and
# kernrun.c. Each case in its own kernrun; the cases that race (b128_contend, mm_*) are checked
# three more times to see whether the H200 repeats itself; ptxas says which targets take .b128.
set -x
export PATH=$PATH:/usr/local/cuda/bin
OUT=${OUT:-.}
NVCC=/usr/local/cuda/bin/nvcc
$NVCC --version | tail -2
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
gcc -O2 -o kernrun kernrun.c -ldl -lm || echo "kernrun: build failed"
gunzip -kf tma12w1/ptxgen/ld.ptx.gz tma12w1/ptxgen/st.ptx.gz
cd tma13w1
for f in b128 b128x clus13; do
  $NVCC -arch=sm_90 -std=c++17 -ptx -o $f.ptx $f.cu > $f.nvcc.log 2>&1 || { echo "$f: ptx failed"; head -20 $f.nvcc.log; }
done
ls -la *.ptx
tar czf $OUT/ptx.tgz *.ptx *.nvcc.log
# which targets ptxas takes each .b128 form for
for t in sm_70 sm_80 sm_89 sm_90; do
  for f in b128 b128x; do
    sed "s/^\.target sm_90/.target $t/" $f.ptx > /tmp/$f.$t.ptx
    echo "== $f $t"; timeout 60 /usr/local/cuda/bin/ptxas -arch=$t -o /dev/null /tmp/$f.$t.ptx 2>&1 | head -20; echo "rc ${PIPESTATUS[0]}"
  done
done > ptxas-targets.txt 2>&1
cat ptxas-targets.txt
cp ptxas-targets.txt $OUT/
ls cases/*.case | xargs -P 8 -I{} bash -c 'timeout 30 ../kernrun record {} > {}.rec.log 2>&1; echo "rc $?" >> {}.rec.log'
set +x
echo "recorded: $(ls cases/*.bin 2>/dev/null | wc -l) files"
for f in cases/*.rec.log; do grep -q '^1 passed' $f || echo "== $f: $(grep -v '^rc\|passed\|^FAIL' $f | head -2 | tr '\n' ' ') $(tail -1 $f)"; done > failures.txt
cat failures.txt
tar czf $OUT/tma13w1.tgz cases failures.txt
for rep in 1 2 3; do
  for c in cases/b128_contend_*.case cases/mm_*.case; do
    [ -e $c.rec.log ] && grep -q '^1 passed' $c.rec.log || continue
    timeout 30 ../kernrun check $c 2>&1 | head -3
  done
done > repeat.txt
grep -c '^ok' repeat.txt; grep '^FAIL' repeat.txt | sort | uniq -c
cp repeat.txt $OUT/
ls -la $OUT
