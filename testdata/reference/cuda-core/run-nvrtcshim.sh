#!/bin/bash
# (Window 2 of session 6: the copies of the shim sources, use.c, linkuse.c,
# driver.h and saxpy.ptx it ran with are libnvrtc/shim and libnvrtc/testdata
# at branch nvrtcshim 6c1b152; cct/ is cuda.core's tests as for run-session5.sh.)
# nvrtcshim helper (issue 17), GPU window 2. The NVRTC and nvJitLink shims
# (nvrtc.c, nvjitlink.c, shim.h; build.sh) built here. 1) linkuse.c (PTX
# linked to a cubin by nvJitLink 13.0, loaded and launched) on the H200
# (the shim forwards), on cudasim's drop-in (lib/, branch nvrtcshim) with
# the shim and without. 2) use.c and smoke_cubin.py (NVRTC to cubin) on
# cudasim with the shims. 3) cuda.core's suite on cudasim with both shims
# preloaded (run-session5.sh's arguments).
HERE=$PWD
export PATH=$PATH:/usr/local/cuda/bin
CUDA=/usr/local/cuda
OUT=${OUT:-.}
cp *.c *.h build.sh smoke_cubin.py run.sh $OUT/
[ -f lib/libcuda.so.1.xz ] || { echo "no lib/ here: using ../_shared/lib"; cp -r ../_shared/lib .; }
cat lib/BUILT 2>/dev/null
xz -d -k lib/libcuda.so.1.xz && ln -sf libcuda.so.1 lib/libcuda.so
echo "cudasimRegisterLinkedPTX in the drop-in: $(nm -D --defined-only lib/libcuda.so.1 | grep -c cudasimRegisterLinkedPTX)"
sh build.sh shim libnvrtc.so.13 libnvJitLink.so.13 || echo "shim build failed"
cc -O1 -o linkuse linkuse.c -L$HERE/shim -l:libnvJitLink.so.13 -ldl || echo "cc linkuse failed"
cc -O1 -o linkuse_plain linkuse.c -L$CUDA/lib64 -lnvJitLink -ldl -Wl,-rpath,$CUDA/lib64 || echo "cc linkuse_plain failed"
cc -O1 -o use use.c -L$HERE/shim -l:libnvrtc.so.13 -ldl || echo "cc use failed"
echo "== 1. nvJitLink"
for m in data file; do
  echo "-- H200, shim, $m"; LD_LIBRARY_PATH=$HERE/shim CUDASIM_NVRTC_LOG=1 timeout 30 ./linkuse saxpy.ptx $m 2>&1; echo "rc $?"
  echo "-- cudasim, shim, $m"; LD_LIBRARY_PATH=$HERE/shim:$HERE/lib CUDASIM_NVRTC_LOG=1 timeout 30 ./linkuse saxpy.ptx $m 2>&1; echo "rc $?"
  echo "-- cudasim, no shim, $m"; LD_LIBRARY_PATH=$HERE/lib timeout 30 ./linkuse_plain saxpy.ptx $m 2>&1; echo "rc $?"
done 2>&1 | tee $OUT/linkuse.txt
echo "== 2. NVRTC on cudasim"
for m in module library late; do
  echo "-- cudasim, shim, $m"; LD_LIBRARY_PATH=$HERE/shim:$HERE/lib CUDASIM_NVRTC_LOG=1 timeout 30 ./use $m 2>&1; echo "rc $?"
done 2>&1 | tee $OUT/use.txt
LD_PRELOAD=$HERE/shim/libnvrtc.so.13:$HERE/shim/libnvJitLink.so.13 LD_LIBRARY_PATH=$HERE/lib CUDASIM_NVRTC_LOG=1 timeout 40 python3 smoke_cubin.py 2>&1 | tail -12 | tee $OUT/smoke-cubin.txt
echo "== 3. cuda.core's suite on cudasim with the shims, at $SECONDS s"
ARGS="-v -rfEs --tb=short -p no:cacheprovider --continue-on-collection-errors --ignore=tests/test_build_hooks.py --ignore=tests/example_tests --timeout=20 --durations=40"
LEFT=$((192 - SECONDS))
( cd cct/cuda_core && LD_PRELOAD=$HERE/shim/libnvrtc.so.13:$HERE/shim/libnvJitLink.so.13 LD_LIBRARY_PATH=$HERE/lib CUDASIM_LOG=error timeout -s INT $LEFT python3 -m pytest $ARGS -n 12 tests > $OUT/pytest-sim-shim.txt 2>&1; echo "pytest sim rc $? at $SECONDS s (limit $LEFT s)" )
tail -2 $OUT/pytest-sim-shim.txt
gzip -9 $OUT/pytest-sim-shim.txt
echo "done at $SECONDS s"
