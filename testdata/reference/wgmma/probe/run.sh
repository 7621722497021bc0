#!/bin/bash
# wgmma probe on the H200: each kernel of wgmma.cu (gen.py) is built alone by this machine's nvcc
# (13.0, -arch=sm_90a -ptx), loaded from that PTX by host.cpp (one process per kernel, so a kernel
# that faults costs only itself) and run on generated inputs; everything is packed into
# $OUT/wgmma.txz: data/<kernel>.bin (format at the top of host.cpp), ptx/<kernel>.ptx, log/.
set -x
cd "$(dirname "$0")"
export PATH=/usr/local/cuda/bin:$PATH
ARCH=${ARCH:-sm_90a}
W=$(mktemp -d)
mkdir -p $W/data $W/ptx $W/log $W/again
nvidia-smi -q | grep -E "Product Name|Driver Version|CUDA Version" | head -5
nvcc --version | tail -2
g++ -O2 -std=c++14 -I/usr/local/cuda/include host.cpp -o $W/host -L/usr/local/cuda/lib64 -L/usr/local/cuda/lib64/stubs -lcuda || exit 1
date
tr ' ' '\n' < kernels.txt | grep . | xargs -P 16 -I{} sh -c "nvcc -arch=$ARCH -ptx -DK_{} wgmma.cu -o $W/ptx/{}.ptx 2> $W/log/{}.nvcc || echo 'nvcc failed: {}'"
nvcc -arch=$ARCH -ptx -DK_wg_gemm_f16 gemm.cu -o $W/ptx/wg_gemm_f16.ptx 2> $W/log/wg_gemm_f16.nvcc || echo 'nvcc failed: gemm'
# ptxas's view (register counts, wgmma serialization warnings); the cubins are not kept
(tr ' ' '\n' < kernels.txt; echo wg_gemm_f16) | grep . | xargs -P 16 -I{} sh -c "ptxas -v -arch=$ARCH $W/ptx/{}.ptx -o $W/log/{}.cubin > $W/log/{}.ptxas 2>&1 || echo 'ptxas failed: {}'; rm -f $W/log/{}.cubin"
date
tr ' ' '\n' < kernels.txt | grep . | xargs -P 4 -I{} sh -c "timeout 30 $W/host $W/ptx/{}.ptx $W/data {} || echo 'host exit \$? for {}'"
timeout 30 $W/host $W/ptx/wg_gemm_f16.ptx $W/data wg_gemm_f16 || echo "host exit $? for gemm"
# the same kernel again: the recording must be deterministic
timeout 30 $W/host $W/ptx/wg_f16_f32_n64_S.ptx $W/again wg_f16_f32_n64_S && cmp $W/data/wg_f16_f32_n64_S.bin $W/again/wg_f16_f32_n64_S.bin && echo "rerun identical"
date
cd $W && tar cJf $OUT/wgmma.txz data ptx log
ls -la $OUT
du -sh $W/data
