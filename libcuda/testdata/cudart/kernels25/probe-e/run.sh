#!/bin/bash
# kernels25-e: cnd.cu natively and through the drop-in ($SHARED's main drop-in: the
# engine's arithmetic is main's), outputs to $PROBE_OUT.
export PATH=$PATH:/usr/local/cuda/bin
O=${PROBE_OUT:-out}; mkdir -p $O
nvcc -arch=sm_90 -O2 -cudart shared -o cnd cnd.cu > $O/build.log 2>&1 || { cat $O/build.log; exit 1; }
cp cnd $O/
LD_LIBRARY_PATH=/usr/local/cuda/lib64 timeout 30 ./cnd > $O/native.txt 2>&1
mkdir -p dropin; cp $SHARED/lib/libcuda.so.1 dropin/ 2>/dev/null || xz -dc $SHARED/lib/libcuda.so.1.xz > dropin/libcuda.so.1
LD_LIBRARY_PATH=$PWD/dropin:/usr/local/cuda/lib64 timeout 60 ./cnd > $O/sim.txt 2>&1
diff $O/native.txt $O/sim.txt | head -40
