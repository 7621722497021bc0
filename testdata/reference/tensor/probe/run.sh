#!/bin/bash
# Tensor-core probe on the H200: builds every group's PTX with this machine's nvcc (13.0), runs
# each kernel on generated inputs (host.cpp) and also runs the same kernels built by nvcc 11.8
# (ptx118/, made by `make118.sh` on the development machine), then packs everything into
# $OUT/tensor.tgz: data/<kernel>.bin (+ .alt.bin where 11.8 differs), ptx130/*.ptx, log.
set -x
cd "$(dirname "$0")"
export PATH=/usr/local/cuda/bin:$PATH
W=$(mktemp -d)
mkdir -p $W/data $W/ptx130
nvidia-smi -q | grep -E "Product Name|Driver Version|CUDA Version" | head -5
nvcc --version | tail -2
GROUPS_=$(ls *.cu | sed 's/\.cu$//')
echo $GROUPS_ | tr ' ' '\n' | xargs -P 16 -I{} sh -c "nvcc -arch=sm_90 -ptx {}.cu -o $W/ptx130/{}.ptx 2> $W/ptx130/{}.err || echo 'nvcc failed: {}'"
g++ -O2 -std=c++14 -I/usr/local/cuda/include host.cpp -o $W/host -L/usr/local/cuda/lib64 -L/usr/local/cuda/lib64/stubs -lcuda || nvcc -O2 -o $W/host host.cpp -lcuda
date
for g in $GROUPS_; do
  echo "== $g"
  timeout 40 $W/host $W/ptx130 $W/data $g ptx118 || echo "host exit $? for $g"
done
date
cd $W && tar czf $OUT/tensor.tgz data ptx130
ls -la $OUT
