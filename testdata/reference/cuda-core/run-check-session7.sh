#!/bin/bash
# Coordinator, session 7 last check: main 8d49b1e (graph launches on an idle stream run on the
# caller again) on the cuda.core files the async and graphs7 work fixed, with the shims.
HERE=$PWD
export PATH=$PATH:/usr/local/cuda/bin
OUT=${OUT:-.}
cat lib/BUILT
xz -d -k lib/libcuda.so.1.xz && ln -sf libcuda.so.1 lib/libcuda.so
sh ../../libnvrtc/shim/build.sh shim libnvrtc.so.13 libnvJitLink.so.13 >/dev/null 2>&1 || echo "shim build failed"
ARGS="-v -rfEs --tb=short -p no:cacheprovider --timeout=20"
( cd cct/cuda_core && LD_PRELOAD=$HERE/shim/libnvrtc.so.13:$HERE/shim/libnvJitLink.so.13 LD_LIBRARY_PATH=$HERE/lib CUDASIM_LOG=error timeout -s INT 150 python3 -m pytest $ARGS -n 8 tests/test_helpers.py tests/test_event.py tests/graph tests/test_stream.py tests/test_green_context.py tests/test_checkpoint.py > $OUT/pytest-check7.txt 2>&1; echo "pytest rc $? at $SECONDS s" )
tail -1 $OUT/pytest-check7.txt
grep -E "^(FAILED|ERROR)" $OUT/pytest-check7.txt
