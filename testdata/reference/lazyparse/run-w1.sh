#!/bin/bash
# lazyparse probe (session 7): what the driver answers for PTX that ptxas rejects or that is
# rare, one case per ptx/y_*.ptx (kernel good beside kernel bad, which holds the case; gen.sh
# wrote them). For each file: ptxas 13.0 (sm_90), jp.c (the jitstages probe, unchanged: every
# load and lookup call, lazy and eager) and lp.c (loads and launches each kernel through a
# module and a library, lazy and eager).
export PATH=$PATH:/usr/local/cuda/bin
gcc -O2 -Wall -I/usr/local/cuda/include -o jp jp.c -lcuda > $OUT/build.txt 2>&1 || { cat $OUT/build.txt; exit 1; }
gcc -O2 -Wall -I/usr/local/cuda/include -o lp lp.c -lcuda >> $OUT/build.txt 2>&1 || { cat $OUT/build.txt; exit 1; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
for f in ptx/y_*.ptx; do
  b=$(basename $f .ptx)
  { echo "== ptxas -arch=sm_90 $b.ptx"; ptxas -arch=sm_90 $f -o /tmp/$b.cubin 2>&1; echo "rc=$?"; } > $OUT/$b.ptxas.txt 2>&1
  timeout 30 stdbuf -oL ./jp $f good bad nosuch > $OUT/$b.lazy.txt 2>&1; echo "exit=$?" >> $OUT/$b.lazy.txt
  CUDA_MODULE_LOADING=EAGER timeout 30 stdbuf -oL ./jp $f good bad nosuch > $OUT/$b.eager.txt 2>&1; echo "exit=$?" >> $OUT/$b.eager.txt
  timeout 30 stdbuf -oL ./lp $f good bad > $OUT/$b.lp-lazy.txt 2>&1; echo "exit=$?" >> $OUT/$b.lp-lazy.txt
  CUDA_MODULE_LOADING=EAGER timeout 30 stdbuf -oL ./lp $f good bad > $OUT/$b.lp-eager.txt 2>&1; echo "exit=$?" >> $OUT/$b.lp-eager.txt
  echo "$b: ptxas $(grep rc= $OUT/$b.ptxas.txt); load $(grep '^cuModuleLoadData ' $OUT/$b.lazy.txt | cut -d' ' -f2); $(grep -c '' $OUT/$b.lp-lazy.txt) lp lines"
done
cp jp.c lp.c gen.sh run.sh $OUT/
