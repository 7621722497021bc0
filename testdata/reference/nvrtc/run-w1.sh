#!/bin/bash
# nvrtcshim helper (issue 17), GPU window. 1) NVRTC 13.0: what it keeps
# after compiling to sm_90 (nvrtcprobe.c). 2) cudasim's libnvrtc shim
# (nvrtc.c, built here) with use.c on the H200 (the shim only forwards) and
# on cudasim's drop-in (lib/, branch nvrtcshim), and use.c on cudasim
# without the shim. 3) cuda.core compiling to cubin (smoke_cubin.py) on
# both, with and without the shim preloaded. 4) cuda.core's suite on
# cudasim with the shim preloaded (run-session5.sh's arguments).
HERE=$PWD
export PATH=$PATH:/usr/local/cuda/bin
CUDA=/usr/local/cuda
OUT=${OUT:-.}
cp nvrtcprobe.c jlprobe.c use.c nvrtc.c build.sh smoke_cubin.py run.sh $OUT/
echo "== where NVRTC is"
ls -l $CUDA/lib64/ | grep -i nvrtc
python3 -c "import cuda.pathfinder as p; print(p.load_nvidia_dynamic_lib('nvrtc'))" 2>&1 | tail -2
for f in $CUDA/lib64/libnvrtc.so.1[0-9] $CUDA/lib64/libnvJitLink.so.1[0-9]; do echo "exports of $f:"; nm -D --defined-only $f | awk '{print $3}' | sort | tr '\n' ' '; echo; done
timeout 10 find / -xdev \( -name 'libnvrtc.so*' -o -name 'libnvJitLink.so*' \) 2>/dev/null | grep -v '^/proc' | head -20
echo "== 1. nvrtcprobe on the H200"
cc -O1 -Wall -I$CUDA/include -o np nvrtcprobe.c -L$CUDA/lib64 -lnvrtc -L$CUDA/lib64/stubs -lcuda -Wl,-rpath,$CUDA/lib64 || echo "cc nvrtcprobe failed"
timeout 30 stdbuf -oL ./np 2>&1 | tee $OUT/nvrtcprobe-h200.txt
echo "== 1b. jlprobe (nvJitLink) on the H200"
cc -O1 -Wall -I$CUDA/include -o jl jlprobe.c -L$CUDA/lib64 -lnvJitLink -lnvrtc -Wl,-rpath,$CUDA/lib64 && timeout 30 stdbuf -oL ./jl 2>&1 | tee $OUT/jlprobe-h200.txt
echo "== 2. the shim"
sh build.sh shim libnvrtc.so.13 || echo "shim build failed"
ln -sf libnvrtc.so.13 shim/libnvrtc.so
[ -f lib/libcuda.so.1.xz ] || { echo "no lib/ here: using ../_shared/lib"; cp -r ../_shared/lib .; }
cat lib/BUILT 2>/dev/null
xz -d -k lib/libcuda.so.1.xz && ln -sf libcuda.so.1 lib/libcuda.so
echo "cudasimRegisterPTX in the drop-in: $(nm -D --defined-only lib/libcuda.so.1 | grep -c cudasimRegisterPTX)"
cc -O1 -o use use.c -L$HERE/shim -lnvrtc -ldl || echo "cc use failed"
cc -O1 -o use_plain use.c -L$CUDA/lib64 -lnvrtc -ldl -Wl,-rpath,$CUDA/lib64 || echo "cc use_plain failed"
for m in module library late; do
  echo "-- H200, shim, $m"; LD_LIBRARY_PATH=$HERE/shim CUDASIM_NVRTC_LOG=1 timeout 30 ./use $m 2>&1; echo "rc $?"
  echo "-- cudasim, shim, $m"; LD_LIBRARY_PATH=$HERE/shim:$HERE/lib CUDASIM_NVRTC_LOG=1 timeout 30 ./use $m 2>&1; echo "rc $?"
  echo "-- cudasim, no shim, $m"; LD_LIBRARY_PATH=$HERE/lib timeout 30 ./use_plain $m 2>&1; echo "rc $?"
done 2>&1 | tee $OUT/use.txt
echo "== 3. cuda.core to cubin"
for c in "H200 plain::" "H200 shim:$HERE/shim/libnvrtc.so.13:" "cudasim plain::$HERE/lib" "cudasim shim:$HERE/shim/libnvrtc.so.13:$HERE/lib"; do
  IFS=: read name pre llp <<< "$c"
  echo "-- $name"; LD_PRELOAD=$pre LD_LIBRARY_PATH=$llp CUDASIM_NVRTC_LOG=1 timeout 40 python3 smoke_cubin.py 2>&1 | tail -12
done 2>&1 | tee $OUT/smoke-cubin.txt
echo "== 4. cuda.core's suite on cudasim with the shim, at $SECONDS s"
ARGS="-v -rfEs --tb=short -p no:cacheprovider --continue-on-collection-errors --ignore=tests/test_build_hooks.py --ignore=tests/example_tests --timeout=20 --durations=40"
LEFT=$((192 - SECONDS))
( cd cct/cuda_core && LD_PRELOAD=$HERE/shim/libnvrtc.so.13 LD_LIBRARY_PATH=$HERE/lib CUDASIM_LOG=error timeout -s INT $LEFT python3 -m pytest $ARGS -n 12 tests > $OUT/pytest-sim-shim.txt 2>&1; echo "pytest sim rc $? at $SECONDS s (limit $LEFT s)" )
tail -2 $OUT/pytest-sim-shim.txt
gzip -9 $OUT/pytest-sim-shim.txt
echo "done at $SECONDS s"
