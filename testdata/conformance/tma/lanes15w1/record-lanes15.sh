#!/bin/bash
# lanes15 probe lanes15-a (H200, driver 580, nvcc 13.0). Ran as run.sh from a folder holding
# kernrun.c (testdata/conformance), lanes15w1/ (this folder: lanes15.cu, cases/ from
# gen-lanes15w1.py, lanes15.nvcc118.ptx) and lanes15w2/ (wawcount.cu).
# Part 1: nvcc 13.0 compiles lanes15.cu to PTX (the nvcc 11.8 PTX, .version raised to 8.3, if it
# fails), ptxas 13.0 assembles it, each case is recorded in its own kernrun, then checked three
# more times (whether the H200 repeats itself).
# Part 2: wawcount under compute-sanitizer racecheck (default report and --racecheck-report all).
set -x
export PATH=$PATH:/usr/local/cuda/bin
OUT=${OUT:-.}
NVCC=/usr/local/cuda/bin/nvcc
CS=/usr/local/cuda/bin/compute-sanitizer
gcc -O2 -o kernrun kernrun.c -ldl -lm || echo "kernrun: build failed"
cd lanes15w1
$NVCC -arch=sm_90 -ptx -o lanes15.ptx lanes15.cu > nvcc.log 2>&1 || { echo "nvcc 13.0 failed: using lanes15.nvcc118.ptx" >> nvcc.log; cp lanes15.nvcc118.ptx lanes15.ptx; }
cp nvcc.log lanes15.ptx $OUT/ || true
timeout 120 /usr/local/cuda/bin/ptxas -arch=sm_90 -o /dev/null lanes15.ptx > ptxas.txt 2>&1; echo "ptxas rc $?" >> ptxas.txt
cp ptxas.txt $OUT/ || true
ls cases/*.case | xargs -P 8 -I{} bash -c 'timeout 60 ../kernrun record {} > {}.rec.log 2>&1; echo "rc $?" >> {}.rec.log'
set +x
for f in cases/*.rec.log; do grep -q '^1 passed' $f || echo "== $f: $(grep -v '^rc\|passed\|^FAIL' $f | head -2 | tr '\n' ' ') $(tail -1 $f)"; done > failures.txt
cat failures.txt
for f in cases/*.bin; do gzip -9n $f; done
tar czf $OUT/lanes15w1.tgz cases/*.gz failures.txt ptxas.txt
for rep in 1 2 3; do for c in cases/*.case; do grep -q '^1 passed' $c.rec.log && echo $c; done | xargs -P 8 -I{} bash -c 'timeout 60 ../kernrun check {} 2>&1 | head -3'; done > repeat.txt
grep -c '^ok' repeat.txt; grep '^FAIL' repeat.txt | sort | uniq -c
cp repeat.txt $OUT/
cd ../lanes15w2
set -x
$NVCC -arch=sm_90 -lineinfo -o wawcount wawcount.cu > build.log 2>&1 || cat build.log
cp build.log $OUT/w2-build.log || true
$CS --version > $OUT/cs-version.txt 2>&1 || true
for kind in 0 1 2 3 4 5 6 7 8 9 10; do for threads in 32 64; do
  echo "== kind $kind threads $threads"
  timeout 60 ./wawcount $kind $threads 2>&1
  echo "-- default"
  timeout 120 $CS --tool racecheck --show-backtrace no ./wawcount $kind $threads 2>&1
  echo "-- all"
  timeout 120 $CS --tool racecheck --racecheck-report all --show-backtrace no --print-limit 100000 ./wawcount $kind $threads 2>&1
  echo "-- all, default print limit"
  timeout 120 $CS --tool racecheck --racecheck-report all --show-backtrace no ./wawcount $kind $threads 2>&1 | grep -v Potential
done; done > racecheck.txt 2>&1
set +x
grep -E '^==|^--|s\[0|SUMMARY|Race reported|hazards\]|rror:' racecheck.txt | grep -v 'Potential' > $OUT/racecheck-summary.txt
grep -E '^== |^-- |Potential|Thread|Value' racecheck.txt | xz -9 > $OUT/racecheck-full.txt.xz
ls -la $OUT
