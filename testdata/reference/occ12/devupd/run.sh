#!/bin/bash
# occ12-2: builds t_dp_devupd.cu as the device runtime programs are built
# (libcuda/testdata/cudart/devrt/build.sh's flags; dp.h beside it) with the
# GPU machine's nvcc 13.0, runs it twice on the H200 and returns the
# binary ($OUT/t_dp_devupd) and its outputs.
set -x
cd "$(dirname "$0")"
OUT="${OUT:-.}"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
nvcc --version | tail -1
nvcc -gencode 'arch=compute_90,code=[sm_90,compute_90]' -rdc=true -O2 -std=c++17 -I. -o t_dp_devupd t_dp_devupd.cu \
	-lcudadevrt -cudart shared -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker -s > "$OUT/nvcc.txt" 2>&1
echo "nvcc exit $?"
cat "$OUT/nvcc.txt" | head -60
[ -x t_dp_devupd ] || exit 1
cp t_dp_devupd "$OUT/"
for i in 1 2; do
	timeout 30 ./t_dp_devupd > "$OUT/devupd.h200.$i.out" 2>&1; echo "exit $?" >> "$OUT/devupd.h200.$i.out"
done
cmp "$OUT/devupd.h200.1.out" "$OUT/devupd.h200.2.out" && echo "the two runs agree"
cat "$OUT/devupd.h200.1.out"
ls -la "$OUT"
