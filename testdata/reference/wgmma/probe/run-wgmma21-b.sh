#!/bin/bash
# wgmma21-b: the wgmma probe's host (testdata/reference/wgmma/probe, host.cpp with WGMMA_NTR) on
# (1) wgsp_f16_f32_n256_S, whose launch failed in wgmma21-a (74 KB of shared memory, now opted
# in), and (2) 60 trials (the first ones as recorded in wgmma21-a) of tf32 kernels, sparse and
# dense, to find more words like wgsp_tf32_f32_n64_S_scpn's one (a subnormal f32 result one unit
# above cudasim's model).
cd "$(dirname "$0")"  # a folder holding host.cpp, variants.h and wgmma.cu (this one)
export PATH=/usr/local/cuda/bin:$PATH
W=$(mktemp -d); mkdir -p $W/data $W/ptx $W/log
nvidia-smi -q | grep -E "Product Name|Driver Version" | head -3
nvcc --version | tail -1
g++ -O2 -std=c++14 -I/usr/local/cuda/include host.cpp -o $W/host -L/usr/local/cuda/lib64 -L/usr/local/cuda/lib64/stubs -lcuda || exit 1
K="wgsp_f16_f32_n256_S wgsp_tf32_f32_n64_S_scpn wgsp_tf32_f32_n16_S wgsp_tf32_f32_n16_R wg_tf32_f32_n32_S"
echo "t=$SECONDS"
echo $K | tr ' ' '\n' | xargs -P 8 -I{} sh -c "nvcc -arch=sm_90a -ptx -DK_{} wgmma.cu -o $W/ptx/{}.ptx 2> $W/log/{}.nvcc || echo 'nvcc failed: {}'"
echo "t=$SECONDS"
timeout 30 $W/host $W/ptx/wgsp_f16_f32_n256_S.ptx $W/data wgsp_f16_f32_n256_S || echo "host exit $? for n256"
for k in wgsp_tf32_f32_n64_S_scpn wgsp_tf32_f32_n16_S wgsp_tf32_f32_n16_R wg_tf32_f32_n32_S; do
  WGMMA_NTR=60 timeout 30 $W/host $W/ptx/$k.ptx $W/data $k || echo "host exit $? for $k"
done
echo "t=$SECONDS"
cd $W && tar cf - data ptx log | xz -6 -T8 > $PROBE_OUT/wgmma.txz
ls -la $PROBE_OUT; echo "t=$SECONDS"
