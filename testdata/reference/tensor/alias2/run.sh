#!/bin/bash
# alias17-a: (1) alias2: warp matrix instructions with operand registers naming D's own registers
# (gen2.py wrote alias2.cu; host2.cu records alias2.bin); (2) random programs v2 cut after each
# tensor-core instruction (cut.py wrote qNNNcJJJ.ptx/.case), recorded by kernrun.
set -x
OUT=${OUT:-out}
mkdir -p "$OUT"
NVCC=/usr/local/cuda/bin/nvcc
date > "$OUT/log.txt"
nvidia-smi -q | grep -i -E 'driver version|product name' >> "$OUT/log.txt" 2>&1 || true
$NVCC --version >> "$OUT/log.txt" 2>&1 || true
# (2) first: cheap and independent
cc -O2 -o kernrun kernrun.c -ldl -lm 2> "$OUT/cc.txt" || true
timeout 120 ./kernrun record $(ls q*.case | sort) > "$OUT/cuts-log.txt" 2>&1 || true
tar cf - q*.out.bin 2>/dev/null | xz -9 > "$OUT/cuts.tar.xz" || true
# (1)
$NVCC -arch=sm_90 -ptx -o alias2.ptx alias2.cu 2>> "$OUT/log.txt" || { echo "full alias2.cu refused; without fp8" >> "$OUT/log.txt"; cp alias2nofp8.cu alias2.cu; $NVCC -arch=sm_90 -ptx -o alias2.ptx alias2.cu 2>> "$OUT/log.txt"; } || true
$NVCC -arch=sm_90 -o host2 host2.cu 2>> "$OUT/log.txt" || true
timeout 150 ./host2 > "$OUT/host2-log.txt" 2>&1
echo "rc $?" >> "$OUT/log.txt"
xz -9 -c alias2.bin > "$OUT/alias2.bin.xz" || true
xz -9 -c alias2.ptx > "$OUT/alias2.ptx.xz" || true
ls -la "$OUT" >> "$OUT/log.txt"
