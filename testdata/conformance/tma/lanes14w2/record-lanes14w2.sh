#!/bin/bash
# lanes14 window 2 (H200, driver 580, nvcc 13.0): lastwriter.cu plain and under compute-sanitizer
# racecheck, for kinds 0-2 and reading lanes -1, 0, 16, 24, 31. Ran as run.sh from this folder.
set -x
OUT=${OUT:-.}
CS=/usr/local/cuda/bin/compute-sanitizer
/usr/local/cuda/bin/nvcc -arch=sm_90 -lineinfo -o lastwriter lastwriter.cu > build.log 2>&1 || cat build.log
cp build.log $OUT/ || true
$CS --version > $OUT/cs-version.txt 2>&1 || true
for kind in 0 1 2; do for reader in -1 0 16 24 31; do
  echo "== kind $kind reader $reader"
  timeout 60 ./lastwriter $kind $reader 2>&1
  timeout 120 $CS --tool racecheck --racecheck-report all ./lastwriter $kind $reader 2>&1
done; done > $OUT/racecheck.txt 2>&1
set +x
grep -E '^==|out\[0\]|SUMMARY|Race reported|Error|Warning' $OUT/racecheck.txt | head -300 > $OUT/summary.txt
