#!/bin/bash
# coop's second probe: the device runtime's cooperative-groups entry points (cudaCG*), in
# cooperative and plain launches; NUM_REGS under CU_JIT_MAX_REGISTERS.
set -x
export PATH=$PATH:/usr/local/cuda/bin
OUT=${OUT:?}
R=../..
nvcc -arch=sm_90 -rdc=true -o cgrt cgrt.cu -lcudadevrt
for m in coop plain plain64 bad; do echo "=== $m"; timeout 20 ./cgrt $m; echo "rc $?"; done > $OUT/cgrt.txt 2>&1
gcc -O2 -o limits limits.c -I/usr/local/cuda/include -L/usr/local/cuda/lib64 -lcuda -ldl
names() { grep -o '\.entry [A-Za-z0-9_$]*' "$1" | cut -d' ' -f2; }
(for mx in 1 8 16 24 25 32 40 57 64 128 255 256 1000; do
   for f in numba/lots_of_registers.ptx $R/testdata/reference/kernels.ptx conf/coop.ptx; do
     ./limits regs $f $mx $(names $f)
   done
 done) > $OUT/regs-max.txt 2>&1
echo done
