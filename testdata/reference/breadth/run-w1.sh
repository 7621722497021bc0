#!/bin/bash
# breadth helper, window 1: conformance goldens for breadth.cu/sweep.cu, the cluster driver probe,
# the JIT-error probe, and the inline asm of the CUDA 13 headers.
set -x
export PATH=/usr/local/cuda/bin:$PATH
date -u; nvidia-smi -L; nvcc --version
HERE=$PWD
mkdir -p $OUT/work && cp -r conformance/. $OUT/work/
cd $OUT/work && timeout 110 bash record-breadth.sh > $OUT/record.log 2>&1; echo "record rc=$?"
tail -5 $OUT/record.log
rm -f $OUT/work/kernrun
cd $HERE/probe && gcc -O2 -o probe probe.c -I/usr/local/cuda/include -L/usr/local/cuda/lib64/stubs -lcuda 2> $OUT/probe-build.log; echo "probe build rc=$?"; cat $OUT/probe-build.log | head -20
PTX=$OUT/work/breadth/breadth.ptx; CUBIN=$OUT/work/breadth/breadth.sm_90.cubin
[ -s $PTX ] || PTX=$OUT/work/breadth/breadth.118.ptx
[ -s $CUBIN ] || { CUBIN=/tmp/b118.cubin; ptxas -arch=sm_90 -o $CUBIN $OUT/work/breadth/breadth.118.ptx; }
if [ -x ./probe ]; then
  timeout 25 ./probe $PTX $CUBIN jit > $OUT/probe.txt 2>&1; echo "probe rc=$?"
  CUDA_MODULE_LOADING=EAGER timeout 20 ./probe $PTX $CUBIN jit > $OUT/probe-eager.txt 2>&1; echo "probe eager rc=$?"
  tail -3 $OUT/probe.txt
fi
INC=$(dirname $(readlink -f $(which nvcc)))/../include
ls $INC > $OUT/include-list.txt
( cd $INC && grep -n -A3 'asm' cuda_fp16.hpp cuda_bf16.hpp cuda_fp8.hpp cuda_fp6.hpp cuda_fp4.hpp crt/sm_*.hpp sm_*intrinsics.hpp cuda_pipeline*.h cuda_awbarrier*.h 2>/dev/null; grep -rn -A3 'asm' cooperative_groups cooperative_groups.h 2>/dev/null ) | gzip > $OUT/header-asm.txt.gz
( cd $INC && grep -rn -A3 'asm' cuda --exclude-dir=__ptx 2>/dev/null ) | gzip > $OUT/libcudacxx-asm.txt.gz
ls -la $OUT $OUT/work/breadth | head -20; du -sh $OUT
date -u
