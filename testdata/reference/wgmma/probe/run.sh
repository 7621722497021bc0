#!/bin/bash
# wgmma probe on the H200: each kernel of wgmma.cu (gen.py) is built alone by this machine's nvcc
# (13.0, -arch=sm_90a -ptx), loaded from that PTX by host.cpp (one process per kernel, so a kernel
# that faults costs only itself) and run on generated inputs; then gemm.cu's GEMM, then the sparse
# mma.sync kernels (sparse.cu, spgen.py, sphost.cpp; plain sm_90 PTX) the same way. Everything is
# packed into $OUT/wgmma.txz: data/<kernel>.bin (formats at the top of host.cpp and sphost.cpp),
# ptx/<kernel>.ptx, log/. Phases are skipped when the 200 s budget runs short.
# KERNELS and SPKERNELS name other lists (session 21: kernels21.txt, spkernels21.txt: the
# base-offset and sparse wgmma forms, fp8 mma.sp into f16); GEMM=0 skips the GEMM.
set -x
cd "$(dirname "$0")"
export PATH=/usr/local/cuda/bin:$PATH
ARCH=${ARCH:-sm_90a}
KERNELS=${KERNELS:-kernels.txt} SPKERNELS=${SPKERNELS:-spkernels.txt} GEMM=${GEMM:-1}
W=$(mktemp -d)
mkdir -p $W/data $W/ptx $W/log $W/again
nvidia-smi -q | grep -E "Product Name|Driver Version|CUDA Version" | head -5
nvcc --version | tail -2
LIBS="-L/usr/local/cuda/lib64 -L/usr/local/cuda/lib64/stubs -lcuda"
g++ -O2 -std=c++14 -I/usr/local/cuda/include host.cpp -o $W/host $LIBS || exit 1
g++ -O2 -std=c++14 -I/usr/local/cuda/include sphost.cpp -o $W/sphost $LIBS || echo "sphost build failed"
echo "t=$SECONDS"
tr ' ' '\n' < $KERNELS | grep . | xargs -P 16 -I{} sh -c "nvcc -arch=$ARCH -ptx -DK_{} wgmma.cu -o $W/ptx/{}.ptx 2> $W/log/{}.nvcc || echo 'nvcc failed: {}'"
[ $GEMM = 1 ] && nvcc -arch=$ARCH -ptx -DK_wg_gemm_f16 gemm.cu -o $W/ptx/wg_gemm_f16.ptx 2> $W/log/wg_gemm_f16.nvcc || echo 'nvcc failed: gemm'
echo "t=$SECONDS"
tr ' ' '\n' < $KERNELS | grep . | xargs -P 6 -I{} sh -c "timeout 30 $W/host $W/ptx/{}.ptx $W/data {} || echo 'host exit \$? for {}'"
echo "t=$SECONDS"
[ $GEMM = 1 ] && timeout 30 $W/host $W/ptx/wg_gemm_f16.ptx $W/data wg_gemm_f16 || echo "host exit $? for gemm"
# the same kernel again: the recording must be deterministic
R=$(tr ' ' '\n' < $KERNELS | grep . | head -1)
timeout 30 $W/host $W/ptx/$R.ptx $W/again $R && cmp $W/data/$R.bin $W/again/$R.bin && echo "rerun identical"
echo "t=$SECONDS"
if [ $SECONDS -lt ${SPLIMIT:-130} ]; then
  tr ' ' '\n' < $SPKERNELS | grep . | xargs -P 16 -I{} sh -c "nvcc -arch=sm_90 -ptx -DK_{} sparse.cu -o $W/ptx/{}.ptx 2> $W/log/{}.nvcc || echo 'nvcc failed: {}'"
  echo "t=$SECONDS"
  tr ' ' '\n' < $SPKERNELS | grep . | xargs -P 6 -I{} sh -c "timeout 20 $W/sphost $W/ptx/{}.ptx $W/data {} || echo 'sphost exit \$? for {}'"
fi
echo "t=$SECONDS"
if [ $SECONDS -lt ${PTXASLIMIT:-150} ]; then
  # ptxas's view (register counts, wgmma serialization warnings); the cubins are not kept
  (tr ' ' '\n' < $KERNELS; [ $GEMM = 1 ] && echo wg_gemm_f16) | grep . | xargs -P 16 -I{} sh -c "timeout 20 ptxas -v -arch=$ARCH $W/ptx/{}.ptx -o $W/log/{}.cubin > $W/log/{}.ptxas 2>&1 || echo 'ptxas failed: {}'; rm -f $W/log/{}.cubin"
fi
echo "t=$SECONDS"
cd $W && tar cf - data ptx log | xz -6 -T8 > $OUT/wgmma.txz
ls -la $OUT
du -sh $W/data
echo "t=$SECONDS"
