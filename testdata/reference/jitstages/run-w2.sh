#!/bin/bash
# jitstages probe, window 2: jp.c over ptx/x_*.ptx (ptxas's messages for the other wgmma.mma_async
# kinds, tcgen05 under sm_90 at PTX 8.0 and 8.6, a syntax error with a library's JIT logs), and
# jp2.c: what a kernel whose load the driver refused answers afterwards (lazy and eager).
export PATH=$PATH:/usr/local/cuda/bin
gcc -O2 -Wall -I/usr/local/cuda/include -o jp jp.c -lcuda > $OUT/build.txt 2>&1 || { cat $OUT/build.txt; exit 1; }
gcc -O2 -Wall -I/usr/local/cuda/include -o jp2 jp2.c -lcuda >> $OUT/build.txt 2>&1 || { cat $OUT/build.txt; exit 1; }
for f in ptx/x_*.ptx; do
  b=$(basename $f .ptx)
  ks=$(grep -o '\.entry [A-Za-z_0-9]*' $f | awk '{print $2}')
  {
    for a in sm_90 sm_90a; do
      echo "== ptxas -arch=$a $b.ptx"
      ptxas -arch=$a $f -o /tmp/$b.$a.cubin 2>&1; echo "rc=$?"
    done
  } > $OUT/$b.ptxas.txt 2>&1
  timeout 40 stdbuf -oL ./jp $f $ks nosuch > $OUT/$b.lazy.txt 2>&1; echo "exit=$?" >> $OUT/$b.lazy.txt
  CUDA_MODULE_LOADING=EAGER timeout 40 stdbuf -oL ./jp $f $ks nosuch > $OUT/$b.eager.txt 2>&1; echo "exit=$?" >> $OUT/$b.eager.txt
  echo "$b: $(grep -c '' $OUT/$b.lazy.txt) lines lazy, $(grep -c '' $OUT/$b.eager.txt) eager; ptxas rc $(grep rc= $OUT/$b.ptxas.txt | tr '\n' ' ')"
done
timeout 40 stdbuf -oL ./jp2 ptx/t_txq.ptx ptx/t_mix_suq.ptx ptx/x_order.ptx > $OUT/jp2.lazy.txt 2>&1; echo "exit=$?" >> $OUT/jp2.lazy.txt
CUDA_MODULE_LOADING=EAGER timeout 40 stdbuf -oL ./jp2 ptx/t_txq.ptx ptx/t_mix_suq.ptx ptx/x_order.ptx > $OUT/jp2.eager.txt 2>&1; echo "exit=$?" >> $OUT/jp2.eager.txt
cat $OUT/jp2.lazy.txt
cp jp.c jp2.c run.sh $OUT/
