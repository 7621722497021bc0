#!/bin/bash
# tma11 window 1 (H200, driver 580, nvcc 13.0): interleaved shared-memory bound cases (w5_*),
# tensormap.replace values and forms (trep_*), the JIT's answer for %is_explicit_cluster read as
# a .u32 (jitcodes.c), and the PTX instruction forms CUDA 13's cuda::ptx headers declare.
# Ran in a folder holding this script (as run.sh), cases/ (gen-tma11w1.py), risky.txt, kernrun.c
# and tma.h (../../kernrun.c, ../tma.h), ilprobe.cu and ilstore.cu (../interleave/), trep.cu
# (../trep.cu), trep2.cu and jitcodes.c.
set -x
export PATH=$PATH:/usr/local/cuda/bin
OUT=${OUT:-.}
nvcc --version | tail -2
for f in ilprobe:sm_90 ilstore:sm_90 trep:sm_90a trep2:sm_90a; do
  n=${f%%:*}; a=${f##*:}
  ( nvcc -arch=$a -std=c++17 -ptx -o $n.ptx $n.cu > $n.nvcc.log 2>&1 || { echo "$n: ptx failed"; head -20 $n.nvcc.log; } ) &
done
while read -r n k v; do
  ( nvcc -arch=sm_90a -std=c++17 -ptx -DONLY -DKK=$k -DVV=$v -DNAME=trep_$n -o trep3_$n.ptx trep2.cu > trep3_$n.nvcc.log 2>&1 || echo "trep3_$n: ptx failed"
    # ptxas (inside the driver's JIT too) is what may refuse an immediate: assemble each to see
    ptxas -arch=sm_90a -o /dev/null trep3_$n.ptx > trep3_$n.ptxas.log 2>&1; echo "trep3_$n ptxas rc $?"; head -3 trep3_$n.ptxas.log ) &
done < risky.txt
wait
ls -la *.ptx
gcc -O2 -o kernrun kernrun.c -ldl -lm || echo "kernrun: build failed"
gcc -O2 -I/usr/local/cuda/include -o jitcodes jitcodes.c -L/usr/local/cuda/lib64/stubs -lcuda || echo "jitcodes: build failed"
./jitcodes | tee jitcodes.txt
ls cases/*.case | xargs -P 12 -I{} bash -c 'timeout 20 ./kernrun record {} > {}.rec.log 2>&1; echo "rc $?" >> {}.rec.log'
set +x
echo "recorded: $(ls cases/*.bin* 2>/dev/null | wc -l) files"
for f in cases/*.rec.log; do grep -q '^1 passed' $f || echo "== $f: $(grep -v '^rc\|passed\|^FAIL' $f | head -2 | tr '\n' ' ') $(tail -1 $f)"; done > failures.txt
cat failures.txt
# The instruction forms of cuda::ptx (the syntax lines of its generated headers; names only kept).
H=$(dirname "$(find /usr/local/cuda/ -path "*__ptx/instructions/generated" -type d 2>/dev/null | head -1)")
ls $H $H/generated > ptx-headers.txt 2>&1
grep -h '^// [a-z].*PTX ISA' $H/generated/*.h $H/*.h 2>/dev/null | sort -u > ptx-forms.txt
wc -l ptx-headers.txt ptx-forms.txt
tar czf $OUT/tma11w1.tgz cases *.ptx *.nvcc.log *.ptxas.log failures.txt jitcodes.txt ptx-headers.txt ptx-forms.txt
ls -la $OUT
