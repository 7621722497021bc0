#!/bin/bash
# lowering16 probe (session 16): what the H200 answers for PTX whose one bad statement the load's
# skeleton passes and cudasim's lowering refuses (gen.sh wrote ptx/z_*.ptx: kernel good beside
# kernel bad). For each file: ptxas 13.0 (sm_90), and lp.c (../lazyparse/lp.c, unchanged) with the
# default lazy loading and with CUDA_MODULE_LOADING=EAGER, on the H200's driver; then lp through
# cudasim's drop-in (lib/, the lead's shared build of main) for the same files.
set -x
export PATH=$PATH:/usr/local/cuda/bin
gcc -O2 -Wall -I/usr/local/cuda/include -o lp lp.c -lcuda > $OUT/build.txt 2>&1 || { cat $OUT/build.txt; exit 1; }
gcc -O2 -Wall -I/usr/local/cuda/include -o lpsim lp.c -L./lib -l:libcuda.so.1 >> $OUT/build.txt 2>&1 || echo "no cudasim build" >> $OUT/build.txt
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt
for f in ptx/z_*.ptx; do
  b=$(basename $f .ptx)
  { echo "== ptxas -arch=sm_90 $b.ptx"; ptxas -arch=sm_90 $f -o /tmp/$b.cubin 2>&1; echo "rc=$?"; } > $OUT/$b.ptxas.txt 2>&1
  timeout 30 stdbuf -oL ./lp $f good bad > $OUT/$b.lp-lazy.txt 2>&1; echo "exit=$?" >> $OUT/$b.lp-lazy.txt
  CUDA_MODULE_LOADING=EAGER timeout 30 stdbuf -oL ./lp $f good bad > $OUT/$b.lp-eager.txt 2>&1; echo "exit=$?" >> $OUT/$b.lp-eager.txt
  [ -x lpsim ] && { LD_LIBRARY_PATH=./lib CUDASIM_PROGRESS=0 timeout 30 stdbuf -oL ./lpsim $f good bad > $OUT/$b.cudasim.txt 2>&1; echo "exit=$?" >> $OUT/$b.cudasim.txt; }
  echo "$b: ptxas $(grep rc= $OUT/$b.ptxas.txt); load $(grep '^cuModuleLoadDataEx ' $OUT/$b.lp-lazy.txt | cut -d' ' -f2)"
done
cp lp.c gen.sh run.sh $OUT/
