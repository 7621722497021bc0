#!/bin/bash
# Records the libcu++ cases on a GPU machine (sync10's probe, run as devq/sync10/run.sh with this
# directory as libcu/, testdata/conformance/kernrun.c beside it and testdata/reference/clock as
# clock/): nvcc 13.0 builds sync.cu, pipe.cu and atomics.cu (one PTX a kernel: -DPART) to PTX and
# sm_90 cubins; kernrun records the goldens with the PTX, checks them again (a second run, to
# catch races) and with the cubins; nvcc 11.8's PTX (*.118.ptx, built beside this script) is
# recorded too. Also runs the clock probe (../reference/clock/clock.cu).
set -x
export PATH=$PATH:/usr/local/cuda/bin
nvcc --version | tail -2
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv,noheader
mkdir -p $OUT
gcc -O2 -o kernrun kernrun.c -ldl 2> /dev/null || echo "kernrun build failed"
cd libcu
date
jobs_=()
build() { nvcc -arch=sm_90 $2 -ptx -o $1.ptx $3 > $1.ptx.log 2>&1; echo "$1 ptx rc $?" >> build.txt
          nvcc -arch=sm_90 $2 -cubin -o $1.cubin $3 > $1.cubin.log 2>&1; echo "$1 cubin rc $?" >> build.txt; }
build sync "" sync.cu &
build pipe "" pipe.cu &
for p in thread block device system objects; do build atomics_$p -DPART=$p atomics.cu & done
wait
date
cat build.txt; grep -h error *.log | head -20
for c in cases/k_*.case; do case $c in *.118.case) continue;; esac
  b=$(basename $c .case); sed 's/\.ptx$/.cubin/' $c > cases/$b.cubin.case; done
ls cases/k_*.case | grep -v '\.118\.\|\.cubin\.' > main.lst
ls cases/k_*.118.case > old.lst
ls cases/k_*.cubin.case > cubin.lst
# runall MODE LIST TAG: kernrun MODE on each case of LIST, 8 at a time, a log per case
runall() { xargs -P 8 -I{} sh -c "timeout 25 ../kernrun $1 {} > {}.$3.log 2>&1; echo rc \$? >> {}.$3.log" < $2; }
save() { for f in cases/*.log; do echo "$f: $(tr '\n' ' ' < $f | cut -c1-300)"; done > summary.txt
  tar czf $OUT/libcu.tgz *.ptx build.txt *.log summary.txt cases/*.bin cases/*.log; }
runall record main.lst rec; date; save
runall record old.lst rec; date; save
for c in $(cat cubin.lst); do b=$(basename $c .cubin.case); for g in cases/$b.case.*.bin; do [ -f $g ] && cp $g cases/$b.cubin.case.${g##*.case.}; done; done
runall check main.lst chk1; date; save
runall check cubin.lst chk1; date
rm -f cases/*.cubin.case.*.bin
save
grep -v ' 1 passed, 0 failed rc 0' summary.txt
grep -c ' 1 passed, 0 failed rc 0' summary.txt
ls -la $OUT
