#!/bin/bash
# lanes14 window 1 (H200, driver 580, nvcc 13.0). Ran as run.sh from a folder holding lanes14w1/
# (this folder after gen-lanes14w1.py: ptx/, cases/) and kernrun.c. ptxas 13.0 assembles every
# module for sm_90 first (its verdicts in ptxas.txt); each case is recorded in its own kernrun, then
# checked three more times (whether the H200 repeats itself).
set -x
export PATH=$PATH:/usr/local/cuda/bin
OUT=${OUT:-.}
gcc -O2 -o kernrun kernrun.c -ldl -lm || echo "kernrun: build failed"
cd lanes14w1
for f in ptx/*.ptx; do echo "== $f"; timeout 60 /usr/local/cuda/bin/ptxas -arch=sm_90 -o /dev/null $f 2>&1 | head -5; done > ptxas.txt 2>&1
cp ptxas.txt $OUT/ || true
ls cases/*.case | xargs -P 8 -I{} bash -c 'timeout 60 ../kernrun record {} > {}.rec.log 2>&1; echo "rc $?" >> {}.rec.log'
set +x
for f in cases/*.rec.log; do grep -q '^1 passed' $f || echo "== $f: $(grep -v '^rc\|passed\|^FAIL' $f | head -2 | tr '\n' ' ') $(tail -1 $f)"; done > failures.txt
cat failures.txt
for f in cases/*.bin; do gzip -9n $f; done
tar czf $OUT/lanes14w1.tgz cases failures.txt ptxas.txt
for rep in 1 2 3; do for c in cases/*.case; do grep -q '^1 passed' $c.rec.log && echo $c; done | xargs -P 8 -I{} bash -c 'timeout 60 ../kernrun check {} 2>&1 | head -3'; done > repeat.txt
grep -c '^ok' repeat.txt; grep '^FAIL' repeat.txt | sort | uniq -c
cp repeat.txt $OUT/
