#!/bin/bash
# breadth helper, second batch: re-record breadth/*.case (hcmp2's 16-bit results stored as 16 bits,
# simd90 without the forms ptxas refuses, sweep.cu with cooperative_groups/scan.h, the new
# sweep2.cu), and the cluster occupancy grid (occupancy.c).
set -x
export PATH=/usr/local/cuda/bin:$PATH
date -u
HERE=$PWD
mkdir -p $OUT/work && cp -r conformance/. $OUT/work/
cd $OUT/work && timeout 120 bash record-breadth.sh > $OUT/record.log 2>&1; echo "record rc=$?"
grep -v "^+" $OUT/record.log | grep -v "^ok" | tail -30
rm -f $OUT/work/kernrun
cd $HERE/probe && gcc -O2 -o occupancy occupancy.c -I/usr/local/cuda/include -L/usr/local/cuda/lib64/stubs -lcuda && timeout 40 ./occupancy $OUT/work/breadth/breadth.sm_90.cubin > $OUT/occupancy.txt 2>&1; echo "occupancy rc=$?"
tail -5 $OUT/occupancy.txt
du -sh $OUT; date -u
