#!/bin/bash
# sync10's probe: libcu++ synchronisation kernels (testdata/conformance/libcu) compiled by nvcc 13.0
# to PTX and to sm_90 cubins, recorded with kernrun through the H200's driver and checked again
# (PTX three times, to catch races; cubin and nvcc 11.8's PTX), and the clock registers.
set -x
export PATH=$PATH:/usr/local/cuda/bin
nvcc --version | tail -2
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader
mkdir -p $OUT
gcc -O2 -o kernrun kernrun.c -ldl || echo "kernrun build failed"
( cd clock && nvcc -arch=sm_90 -o clock clock.cu > build.log 2>&1; echo "clock build rc $?" >> build.log; timeout 60 ./clock > clock.txt 2>&1; echo "clock rc $?" >> clock.txt; cp clock.txt build.log $OUT/ ) &
cd libcu
for f in sync atomics pipe; do
  ( nvcc -arch=sm_90 -ptx -o $f.ptx $f.cu > $f.ptx.log 2>&1; echo "$f ptx rc $?" >> build.txt
    nvcc -arch=sm_90 -cubin -o $f.cubin $f.cu > $f.cubin.log 2>&1; echo "$f cubin rc $?" >> build.txt ) &
done
wait
cat build.txt; grep -v warning *.log | grep . | head -60
ls -la *.ptx *.cubin
# cubin copies of the 13.0 cases, checked against the PTX goldens
for c in cases/k_*.case; do case $c in *.118.case) continue;; esac
  b=$(basename $c .case); sed 's/\.ptx$/.cubin/' $c > cases/$b.cubin.case; done
ls cases/k_*.case | grep -v '\.118\.\|\.cubin\.' > main.lst
ls cases/k_*.118.case > old.lst
ls cases/k_*.cubin.case > cubin.lst
# mode list tag: runs kernrun MODE on each case of list, 6 at a time, log per case
runall() { xargs -P 6 -I{} sh -c "timeout 40 ../kernrun $1 {} > {}.$3.log 2>&1; echo rc \$? >> {}.$3.log" < $2; }
runall record main.lst rec
runall record old.lst rec
for c in $(cat cubin.lst); do b=$(basename $c .cubin.case); for g in cases/$b.case.*.bin; do cp $g cases/$b.cubin.case.${g##*.case.}; done; done
runall check main.lst chk1
runall check main.lst chk2
runall check main.lst chk3
runall check cubin.lst chk1
runall check old.lst chk1
for f in cases/*.log; do echo "$f: $(tr '\n' ' ' < $f | cut -c1-300)"; done > summary.txt
grep -v ' 1 passed, 0 failed rc 0' summary.txt
grep -c ' 1 passed, 0 failed rc 0' summary.txt
rm -f cases/*.cubin.case.*.bin
tar czf $OUT/libcu.tgz *.ptx build.txt *.log summary.txt cases/*.bin cases/*.log
ls -la $OUT
