#!/bin/bash
# jitstages probe: for each PTX file in ptx/, which call refuses it and with what (jp.c), with lazy
# (default) and eager loading, plus what ptxas 13.0 says of it for sm_90 and sm_90a.
export PATH=$PATH:/usr/local/cuda/bin
gcc -O2 -Wall -I/usr/local/cuda/include -o jp jp.c -lcuda > $OUT/build.txt 2>&1 || { cat $OUT/build.txt; exit 1; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/gpu.txt 2>&1
ptxas --version >> $OUT/gpu.txt 2>&1
for f in ptx/*.ptx; do
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
cp jp.c run.sh $OUT/
