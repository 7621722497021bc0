#!/bin/bash
# tma9's second probe: cvt to tf32 (every rounding and modifier), the largest box cuTensorMapEncodeTiled
# accepts, and which interleaved tensor-map loads fault.
set -x
export PATH=$PATH:/usr/local/cuda/bin
here=$PWD
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
gcc -O2 -o kernrun kernrun.c -ldl 2>/dev/null || echo "kernrun build failed"
cd insn
for c in *.case; do timeout 20 ../kernrun record $c > $c.rec.log 2>&1; echo "rc $?" >> $c.rec.log; echo "== $c: $(head -2 $c.rec.log | tr '\n' ' ' | cut -c1-250)"; done
tar czf $OUT/insn.tgz *.case *.bin *.rec.log
cd $here/tma
gcc -O2 -o boxlimit boxlimit.c -ldl && timeout 60 ./boxlimit > boxlimit.txt 2>&1; echo "boxlimit rc $?"; grep -c . boxlimit.txt; gzip -9c boxlimit.txt > $OUT/boxlimit.txt.gz
cp ../kernrun .
ls ilcases/*.case | xargs -P 8 -I{} bash -c 'timeout 10 ./kernrun record {} > {}.rec.log 2>&1; echo "rc $?" >> {}.rec.log'
for f in ilcases/*.rec.log; do echo "== $f: $(head -2 $f | tr '\n' ' ' | cut -c1-200)"; done
tar czf $OUT/il2.tgz ilcases
cd $here
du -sh $OUT/*
