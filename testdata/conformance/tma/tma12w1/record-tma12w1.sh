#!/bin/bash
# tma12 window 1 (H200, driver 580, nvcc 13.0). Four parts, each on its own:
#  1 mapan.cu through kernrun: mapa/getctarank/cvta/isspacep in clusters of 1, 2 (y), 3, 4, 8, 2x2
#  2 jit.c: cuModuleLoadDataEx codes and JIT logs of bad tensormap.replace forms and multimem forms
#    (plus standalone ptxas on the same PTX)
#  3 mc.c: the multicast API on one device; multimem kernels (mm/*.ptx) on plain, VMM and
#    multicast memory, each run in its own process
#  4 ptxgen.py: one kernel per cuda::ptx wrapper overload (SM_90 and older) compiled to PTX
set -x
export PATH=$PATH:/usr/local/cuda/bin
OUT=${OUT:-.}
nvcc --version | tail -2
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
# 1
nvcc -arch=sm_90 -std=c++17 -ptx -o mapan.ptx mapan.cu > mapan.nvcc.log 2>&1 || { echo "mapan: ptx failed"; head -20 mapan.nvcc.log; }
gcc -O2 -o kernrun kernrun.c -ldl -lm || echo "kernrun: build failed"
ls cases/*.case | xargs -P 6 -I{} bash -c 'timeout 20 ./kernrun record {} > {}.rec.log 2>&1; echo "rc $?" >> {}.rec.log'
for f in cases/*.rec.log; do grep -q '^1 passed' $f || echo "== $f: $(grep -v '^rc\|passed\|^FAIL\|^mapan cluster' $f | head -2 | tr '\n' ' ') $(tail -1 $f)"; done > failures.txt
cat failures.txt
cat cases/mapan_cl2x2.case.rec.log
tar czf $OUT/mapan.tgz cases mapan.ptx mapan.nvcc.log failures.txt
# 2
mkdir -p jitptx
gcc -O2 -I/usr/local/cuda/include -o jit jit.c -L/usr/local/cuda/lib64/stubs -lcuda || echo "jit: build failed"
timeout 60 ./jit > jit.txt 2>&1; echo "jit rc $?" >> jit.txt
cat jit.txt
for f in jitptx/*.ptx; do echo "== $f"; t=$(grep -m1 '^.target' $f | awk '{print $2}'); timeout 20 ptxas -arch=$t -o /dev/null $f 2>&1; echo "rc $?"; done > jit-ptxas.txt
tar czf $OUT/jit.tgz jit.txt jit-ptxas.txt jitptx
# 3
gcc -O2 -I/usr/local/cuda/include -o mc mc.c -L/usr/local/cuda/lib64/stubs -lcuda || echo "mc: build failed"
timeout 30 ./mc api > mc-api.txt 2>&1; echo "mc api rc $?" >> mc-api.txt
cat mc-api.txt
mkdir -p mcrun
{ for k in mm/*.ptx; do echo "$(basename $k .ptx) mc"; done; for k in ldr_add_f32 ldr_add_f16x2 st_f32 red_add_u32; do echo "$k plain"; echo "$k vmm"; done; } |
  xargs -P 6 -L 1 bash -c '{ echo "=== $0 $1"; timeout 20 ./mc run $0 $1 2>&1; echo "rc $?"; } > mcrun/$0.$1.txt'
cat mcrun/*.txt > mc-run.txt
grep -E '^===|cuLaunchKernel|cuCtxSynchronize|cuMulticastCreate|cuModuleLoad|^rc' mc-run.txt | head -150
tar czf $OUT/mc.tgz mc-api.txt mc-run.txt mm
# 4
H=$(find /usr/local/cuda/ -path "*__ptx/instructions/generated" -type d 2>/dev/null | head -1)
echo "headers: $H"
grep -rh "define CCCL_VERSION\|define _CCCL_VERSION\|define CCCL_MAJOR_VERSION\|define CCCL_MINOR_VERSION\|define CCCL_PATCH_VERSION" $(dirname $(dirname $(dirname $H)))/../ 2>/dev/null | head -5
timeout 110 python3 ptxgen.py "$H" ptxgen 14 > ptxgen.txt 2>&1; echo "ptxgen rc $?" >> ptxgen.txt
tail -80 ptxgen.txt
tar czf $OUT/ptxgen.tgz ptxgen.txt ptxgen
ls -la $OUT
