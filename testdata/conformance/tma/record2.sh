#!/bin/bash
# Second H200 window: cuTensorMapEncode*'s codes (each sweep and each call that may crash the
# driver in a process of its own) and the cases named a_* (box starts aligned as the hardware
# wants, element strides along dimension 0, float conversions, stores at edges), run from the
# PTX the first window recorded.
cd "$(dirname "$0")"
export PATH=$PATH:/usr/local/cuda/bin
OUT=${OUT:-.}
gcc -O2 -o tmapcodes tmapcodes.c -ldl || echo "tmapcodes: build failed"
for m in tiled im2col replace wide; do timeout 60 ./tmapcodes $m > tmapcodes-$m.txt 2>&1; echo "tmapcodes $m rc $? lines $(wc -l < tmapcodes-$m.txt)"; done
for k in 0 1 2 3 4 5 6 7 8; do timeout 20 ./tmapcodes risky:$k > tmapcodes-risky$k.txt 2>&1; echo "rc $?" >> tmapcodes-risky$k.txt; done
tail -n 3 tmapcodes-risky*.txt
tar czf $OUT/tmapcodes.tgz tmapcodes-*.txt
gcc -O2 -o kernrun kernrun.c -ldl 2>/dev/null || echo "kernrun: build failed"
ls cases/a_*.case | xargs -P 8 -I{} bash -c 'timeout 10 ./kernrun record {} > {}.rec.log 2>&1; echo "rc $?" >> {}.rec.log'
echo "recorded: $(ls cases/a_*.bin 2>/dev/null | wc -l) files"
grep -L '^1 passed' cases/a_*.rec.log | while read f; do echo "== $f: $(head -1 $f)"; done
tar czf $OUT/tma2.tgz cases/a_*
