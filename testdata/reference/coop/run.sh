#!/bin/bash
# coop's probe: cooperative launch, grid sync's PTX and device runtime, NUM_REGS of PTX kernels.
set -x
export PATH=$PATH:/usr/local/cuda/bin
OUT=${OUT:?}
R=../..
nvcc --version | tail -2
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
ls /usr/local/cuda/lib64/libcudadevrt* ; ar t /usr/local/cuda/lib64/libcudadevrt.a > $OUT/cudadevrt-members.txt
DEVRT=/usr/local/cuda/lib64/libcudadevrt.a
# 1. what nvcc 13 emits for grid.sync() and for the device runtime's cudaCG* calls
nvcc -arch=sm_90 -ptx -o conf/coop.ptx coop.cu && cp conf/coop.ptx $OUT/
nvcc -arch=sm_90 -rdc=true -ptx -o $OUT/cgrt.ptx cgrt.cu
# 2. conformance goldens (nvcc 13.0 and nvcc 11.8 PTX)
gcc -O2 -o kernrun kernrun.c -ldl
./kernrun record conf/*.case
./kernrun check conf/*.case 2>&1 | tee $OUT/conf-check.txt
tar czf $OUT/conf.tgz conf
# 3. the driver API probe
gcc -O2 -o limits limits.c -I/usr/local/cuda/include -L/usr/local/cuda/lib64 -lcuda -ldl || gcc -O2 -o limits limits.c -I/usr/local/cuda/include -lcuda -ldl
for m in attrs errors multidev noncoop exnoncoop; do echo "=== $m"; timeout 30 ./limits $m conf/coop.ptx; echo "rc $?"; done > $OUT/limits-misc.txt 2>&1
timeout 60 ./limits limits conf/coop.ptx > $OUT/limits-table.txt 2>&1; echo "limits rc $?"
(timeout 40 ./limits numba numba/sequential_rows.ptx numba/this_grid.ptx $DEVRT; echo "rc $?"
 timeout 20 ./limits numbaplain numba/sequential_rows.ptx $DEVRT; echo "rc $?"
 timeout 20 ./limits numbaplain numba/this_grid.ptx $DEVRT; echo "rc $?") > $OUT/numba.txt 2>&1
# 4. the device runtime's cooperative-groups entry points
nvcc -arch=sm_90 -rdc=true -o cgrt cgrt.cu -lcudadevrt
for m in coop plain bad; do echo "=== $m"; timeout 20 ./cgrt $m; echo "rc $?"; done > $OUT/cgrt.txt 2>&1
# 5. NUM_REGS of every kernel of the repository's PTX (driver JIT), and ptxas -v for comparison
names() { grep -o '\.entry [A-Za-z0-9_$]*' "$1" | cut -d' ' -f2; }
(for f in $R/testdata/conformance/visible/visible.ptx $R/testdata/reference/kernels.ptx $R/sim/testdata/kernels.ptx \
   $R/sim/testdata/conformance/extra.ptx $R/sim/testdata/conformance/mbar.ptx $R/sim/testdata/conformance/nvcc/*.ptx \
   $R/sim/testdata/conformance/barsync/*.ptx $R/sim/testdata/bench/bench.ptx $R/sim/testdata/printf/printf.ptx \
   $R/testdata/images/cuda13/*.ptx $R/testdata/images/cuda11/*.ptx $R/testdata/images/cuda11/samples/t.ptx \
   conf/coop.ptx conf/coop.118.ptx numba/*.ptx; do
   timeout 60 ./limits regs $f 0 $(names $f)
 done
 for mx in 57 38 16; do ./limits regs numba/lots_of_registers.ptx $mx $(names numba/lots_of_registers.ptx); done
 ./limits regs $R/testdata/conformance/visible/visible.sm_90.cubin 0 $(names $R/testdata/conformance/visible/visible.ptx)
) > $OUT/regs.txt 2>&1
for f in $R/testdata/conformance/visible/visible.ptx conf/coop.ptx numba/lots_of_registers.ptx; do
  ptxas -arch=sm_90 -v $f -o /dev/null 2>&1 | grep -E "Compiling|registers"
done > $OUT/ptxas-v.txt 2>&1
echo done
