#!/bin/bash
# tma11 window 2 (H200, driver 580, nvcc 13.0; ran as run.sh beside hint.cu, mapa2.cu, cases/, ../tma.h,
# ../../kernrun.c): bulk and tensor copies with .L2::cache_hint
# (hint.cu), mapa/getctarank values in a cluster of two (mapa2.cu). Each case in its own kernrun.
set -x
export PATH=$PATH:/usr/local/cuda/bin
OUT=${OUT:-.}
nvcc --version | tail -2
nvcc -arch=sm_90a -std=c++17 -ptx -o hint.ptx hint.cu > hint.nvcc.log 2>&1 || { echo "hint: ptx failed"; head -20 hint.nvcc.log; }
nvcc -arch=sm_90 -std=c++17 -ptx -o mapa2.ptx mapa2.cu > mapa2.nvcc.log 2>&1 || { echo "mapa2: ptx failed"; head -20 mapa2.nvcc.log; }
ls -la *.ptx
gcc -O2 -o kernrun kernrun.c -ldl -lm 2>/dev/null || echo "kernrun: build failed"
ls cases/*.case | xargs -P 8 -I{} bash -c 'timeout 20 ./kernrun record {} > {}.rec.log 2>&1; echo "rc $?" >> {}.rec.log'
set +x
echo "recorded: $(ls cases/*.bin* 2>/dev/null | wc -l) files"
for f in cases/*.rec.log; do grep -q '^1 passed' $f || echo "== $f: $(grep -v '^rc\|passed\|^FAIL' $f | head -2 | tr '\n' ' ') $(tail -1 $f)"; done > failures.txt
cat failures.txt
python3 -c "import struct;b=open('cases/mapa2_cl2.case.out.bin','rb').read();print([hex(x) for x in struct.unpack('32I',b)])" || true
tar czf $OUT/tma11w2.tgz cases *.ptx *.nvcc.log failures.txt
ls -la $OUT
