#!/bin/bash
# On the H200 (driver 580, nvcc 13.0): measures cuTensorMapEncode*'s codes (tmapcodes.c), builds the
# TMA kernels' PTX, records every case's outputs with kernrun, checks them once more, and packs the
# lot into $OUT. Run from a folder holding this directory's files and ../kernrun.c as kernrun.c.
cd "$(dirname "$0")"
export PATH=$PATH:/usr/local/cuda/bin
OUT=${OUT:-.}
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
nvcc --version | tail -2
gcc -O2 -o tmapcodes tmapcodes.c -ldl || echo "tmapcodes: build failed"
{ timeout 20 ./tmapcodes noinit; timeout 20 ./tmapcodes noctx; } > $OUT/tmapcodes-early.txt 2>&1
timeout 60 ./tmapcodes all > tmapcodes.txt 2>&1; echo "tmapcodes rc $?"; wc -l tmapcodes.txt; gzip -9c tmapcodes.txt > $OUT/tmapcodes.txt.gz
build() { # NAME ARCH: the PTX the cases load, and a cubin to see ptxas's verdict
  nvcc -arch=$2 -std=c++17 -ptx -o $1.ptx $1.cu > $1.nvcc.log 2>&1 || echo "$1: ptx failed"
  nvcc -arch=$2 -std=c++17 -cubin -o $1.cubin $1.cu >> $1.nvcc.log 2>&1 || { echo "$1: cubin failed"; grep -i error $1.nvcc.log | head -5; }
}
for f in tma_load tma_store bulk im2col async cccl; do build $f sm_90 & done
build mcast sm_90a &
wait
gcc -O2 -o kernrun kernrun.c -ldl || echo "kernrun: build failed"
ls cases/*.case | xargs -P 12 -I{} bash -c 'timeout 15 ./kernrun record {} > {}.rec.log 2>&1; echo "rc $?" >> {}.rec.log'
timeout 40 ./kernrun check $(ls cases/*.case | grep -v fault_) > check.log 2>&1
echo "recorded: $(ls cases/*.bin 2>/dev/null | wc -l) files; check: $(tail -1 check.log)"
grep -L '^1 passed' cases/*.rec.log | head -40 | while read f; do echo "== $f"; tail -3 $f; done
tar czf $OUT/tma.tgz *.ptx *.nvcc.log check.log cases
ls -la $OUT
