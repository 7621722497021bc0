#!/bin/bash
# cutlass21-b: rebuilds the CUTLASS programs (libcuda/testdata/cudart/cutlass of
# branch cutlass21) with nvcc 13.0 as PTX only, now linking ../samples/glibc238.c
# (cutlass21-a's binaries needed GLIBC_2.38), runs each twice, returns the
# outputs (golden/b130), the build log and the binaries (bin.txz).
set -u
export PATH=$PATH:/usr/local/cuda/bin
mkdir -p cutlass && tar xJf cutlass.tar.xz -C cutlass && cp CUTLASS_COMMIT cutlass/COMMIT
export CUTLASS=$PWD/cutlass
cd cudart/cutlass
OUT=$PROBE_OUT NVCC_TIMEOUT=150 RUN_TIMEOUT=20 bash gpu.sh 2>&1
for f in src/s_*.cu; do n=$(basename $f .cu); [ -x bin/b130/$n ] || echo "MISSING $n"; done
for f in bin/b130/s_*; do echo "$f: $(objdump -T $f | grep -c GLIBC_2.38) GLIBC_2.38 refs"; done
