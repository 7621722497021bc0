#!/bin/bash
# Third H200 window: cuTensorMapEncode*'s codes (the first two windows' tmapcodes crashed in its own
# set-up: fixed), crafted float reductions, narrow swizzled boxes, and the colsum kernel.
cd "$(dirname "$0")"
export PATH=$PATH:/usr/local/cuda/bin
OUT=${OUT:-.}
nvcc -arch=sm_90 -ptx -o colsum.ptx colsum.cu > colsum.nvcc.log 2>&1 || echo "colsum: ptx failed"
gcc -O2 -o tmapcodes tmapcodes.c -ldl || echo "tmapcodes: build failed"
{ timeout 20 ./tmapcodes noinit; timeout 20 ./tmapcodes noctx; } > tmapcodes-early.txt 2>&1
for m in tiled im2col replace wide; do timeout 60 ./tmapcodes $m > tmapcodes-$m.txt 2>&1; echo "tmapcodes $m rc $? lines $(wc -l < tmapcodes-$m.txt)"; done
for k in 0 1 2 3 4 5 6 7 8; do timeout 20 ./tmapcodes risky:$k > tmapcodes-risky$k.txt 2>&1; echo "rc $?" >> tmapcodes-risky$k.txt; done
tail -n 3 tmapcodes-risky*.txt
tar czf $OUT/tmapcodes.tgz tmapcodes-*.txt
gcc -O2 -o kernrun kernrun.c -ldl 2>/dev/null || echo "kernrun: build failed"
ls cases/*.case | xargs -P 8 -I{} bash -c 'timeout 10 ./kernrun record {} > {}.rec.log 2>&1; echo "rc $?" >> {}.rec.log'
echo "recorded: $(ls cases/*.bin 2>/dev/null | wc -l) files"
grep -L '^1 passed' cases/*.rec.log | while read f; do echo "== $f: $(head -1 $f)"; done
tar czf $OUT/tma3.tgz cases colsum.ptx colsum.nvcc.log
