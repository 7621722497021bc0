#!/bin/bash
# tma10 window 1 (H200, driver 580, nvcc 13.0): interleaved loads/stores/reductions (w3_*), cluster-scoped
# instructions with and without a cluster launch (nocl_*), tensormap.replace (trep_*). Every case runs
# in its own kernrun process (a failed launch leaves the context unusable).
set -x
export PATH=$PATH:/usr/local/cuda/bin
OUT=${OUT:-.}
nvcc --version | tail -2
for f in ilprobe:sm_90 ilstore:sm_90 nocl:sm_90a trep:sm_90a; do
  n=${f%%:*}; a=${f##*:}
  nvcc -arch=$a -std=c++17 -ptx -o $n.ptx $n.cu > $n.nvcc.log 2>&1 || { echo "$n: ptx failed"; cat $n.nvcc.log | head -20; }
done
ls -la *.ptx
gcc -O2 -o kernrun kernrun.c -ldl -lm || echo "kernrun: build failed"
ls cases/*.case | xargs -P 12 -I{} bash -c 'timeout 20 ./kernrun record {} > {}.rec.log 2>&1; echo "rc $?" >> {}.rec.log'
set +x
echo "recorded: $(ls cases/*.bin* 2>/dev/null | wc -l) files"
for f in cases/*.rec.log; do grep -q '^1 passed' $f || echo "== $f: $(grep -v '^rc\|passed\|^FAIL' $f | head -2 | tr '\n' ' ') $(tail -1 $f)"; done > failures.txt
cat failures.txt
tar czf $OUT/tma10w1.tgz cases *.ptx *.nvcc.log failures.txt
ls -la $OUT
