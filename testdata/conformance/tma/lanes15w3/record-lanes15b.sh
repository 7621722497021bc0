#!/bin/bash
# lanes15 probe lanes15-b (H200, nvcc 13.0, compute-sanitizer 2025.3): racecheck's default
# report (analysis) for lastwriter.cu (lanes14w2) and partners.cu; also --racecheck-report all for
# partners. Ran as run.sh from a folder holding this folder's files and ../lanes14w2/lastwriter.cu.
set -x
OUT=${OUT:-.}
NVCC=/usr/local/cuda/bin/nvcc
CS=/usr/local/cuda/bin/compute-sanitizer
$NVCC -arch=sm_90 -lineinfo -o lastwriter lastwriter.cu > build.log 2>&1 || cat build.log
$NVCC -arch=sm_90 -lineinfo -o partners partners.cu >> build.log 2>&1 || cat build.log
cp build.log $OUT/ || true
for kind in 0 1 2; do for reader in -1 0 31; do
  echo "== lastwriter $kind $reader"
  timeout 120 $CS --tool racecheck --show-backtrace no ./lastwriter $kind $reader 2>&1
done; done > $OUT/lastwriter-default.txt 2>&1
for kind in 0 1 2 3; do for threads in 32 64; do
  echo "== partners $kind $threads"
  timeout 120 $CS --tool racecheck --show-backtrace no ./partners $kind $threads 2>&1
  echo "-- all"
  timeout 120 $CS --tool racecheck --racecheck-report all --show-backtrace no --print-limit 100000 ./partners $kind $threads 2>&1 | grep -v '^=========     \(Current\|Write Thread\|Read Thread\)'
done; done > partners.txt 2>&1
grep -v 'Potential' partners.txt > $OUT/partners-analysis.txt
xz -9 -c partners.txt > $OUT/partners-full.txt.xz
ls -la $OUT
