#!/bin/bash
# cutlass21-a: builds the CUTLASS programs (our harness, libcuda/testdata/cudart/cutlass
# of branch cutlass21) with nvcc 13.0 as PTX only, runs each twice, returns the
# outputs (golden/b130), the build log and the binaries (bin.txz).
set -u
export PATH=$PATH:/usr/local/cuda/bin
which nvcc; nvcc --version | tail -2; nproc; free -g | head -2
mkdir -p cutlass && tar xJf cutlass.tar.xz -C cutlass && cp CUTLASS_COMMIT cutlass/COMMIT
export CUTLASS=$PWD/cutlass
cd cutlass21
OUT=$PROBE_OUT NVCC_TIMEOUT=290 RUN_TIMEOUT=30 bash gpu.sh 2>&1
for f in src/s_*.cu; do n=$(basename $f .cu); [ -x bin/b130/$n ] || echo "MISSING $n"; done
