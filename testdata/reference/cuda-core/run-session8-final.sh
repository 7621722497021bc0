#!/bin/bash
# Coordinator, session 8 final window: cuda.core's suite on cudasim's drop-in of
# integ8 (main + the session-8 branches vmm, streamops, devheap, samples8, perf8,
# texref, pyclients), with the NVRTC and nvJitLink shims preloaded (run-session6-final.sh's
# pytest arguments).
HERE=$PWD
export PATH=$PATH:/usr/local/cuda/bin
OUT=${OUT:-.}
cp run.sh $OUT/
cat lib/BUILT
xz -d -k lib/libcuda.so.1.xz && ln -sf libcuda.so.1 lib/libcuda.so
sh ../../libnvrtc/shim/build.sh shim libnvrtc.so.13 libnvJitLink.so.13 || echo "shim build failed"
ls shim
ARGS="-v -rfEs --tb=short -p no:cacheprovider --continue-on-collection-errors --ignore=tests/test_build_hooks.py --ignore=tests/example_tests --timeout=20 --durations=40"
LEFT=$((235 - SECONDS))
( cd cct/cuda_core && LD_PRELOAD=$HERE/shim/libnvrtc.so.13:$HERE/shim/libnvJitLink.so.13 LD_LIBRARY_PATH=$HERE/lib CUDASIM_LOG=error timeout -s INT $LEFT python3 -m pytest $ARGS -n 14 tests > $OUT/pytest-sim-final.txt 2>&1; echo "pytest sim rc $? at $SECONDS s (limit $LEFT s)" )
tail -2 $OUT/pytest-sim-final.txt
gzip -9 $OUT/pytest-sim-final.txt
echo "done at $SECONDS s"
