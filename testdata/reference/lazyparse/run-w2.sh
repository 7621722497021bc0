#!/bin/bash
# lazyparse probe, window 2 (session 7): operand types against the instruction's type, one case a
# file (ptx/t_*.ptx, gen-types.sh from cases.txt): ptxas 13.0 (sm_90) and lp.c (cuModuleLoadDataEx
# with the error log, cuLibraryLoadData, the kernel launched through each), default lazy loading.
export PATH=$PATH:/usr/local/cuda/bin
gcc -O2 -Wall -I/usr/local/cuda/include -o lp lp.c -lcuda > $OUT/build.txt 2>&1 || { cat $OUT/build.txt; exit 1; }
for f in ptx/t_*.ptx; do
  b=$(basename $f .ptx)
  { echo "== ptxas -arch=sm_90 $b.ptx"; ptxas -arch=sm_90 $f -o /tmp/$b.cubin 2>&1; echo "rc=$?"; } > $OUT/$b.ptxas.txt 2>&1
  timeout 30 stdbuf -oL ./lp $f bad > $OUT/$b.lp-lazy.txt 2>&1; echo "exit=$?" >> $OUT/$b.lp-lazy.txt
  echo "$b: ptxas $(grep rc= $OUT/$b.ptxas.txt); load $(grep '^cuModuleLoadDataEx ' $OUT/$b.lp-lazy.txt | cut -d' ' -f2); $(grep -m1 -o 'error   : .*' $OUT/$b.ptxas.txt)"
done
cp lp.c gen-types.sh cases.txt run.sh $OUT/
