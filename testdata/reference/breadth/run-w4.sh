#!/bin/bash
# breadth helper, third batch: re-record breadth/*.case with the new mufu16 case (tanh.approx and
# ex2.approx over every f16/bf16 input).
set -x
export PATH=/usr/local/cuda/bin:$PATH
date -u
mkdir -p $OUT/work && cp -r conformance/. $OUT/work/
cd $OUT/work && timeout 150 bash record-breadth.sh > $OUT/record.log 2>&1; echo "record rc=$?"
grep -v "^+" $OUT/record.log | grep -v "^ok" | tail -20
rm -f $OUT/work/kernrun
du -sh $OUT; date -u
