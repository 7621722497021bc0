#!/bin/bash
# nvrtcshim helper (issue 17), GPU window 3: cuda.core's suite on the H200
# (real driver 580) with cudasim's NVRTC and nvJitLink shims preloaded,
# which there only forward (no cudasim in the process): the counts should
# be the real driver's (session 5: 3,455 passed / 14 failed / 2 errors /
# 101 skipped). run-session5.sh's arguments.
HERE=$PWD
export PATH=$PATH:/usr/local/cuda/bin
OUT=${OUT:-.}
cp *.c *.h build.sh run.sh $OUT/
sh build.sh shim libnvrtc.so.13 libnvJitLink.so.13 || echo "shim build failed"
ARGS="-v -rfEs --tb=short -p no:cacheprovider --continue-on-collection-errors --ignore=tests/test_build_hooks.py --ignore=tests/example_tests --timeout=20 --durations=40"
LEFT=$((194 - SECONDS))
( cd cct/cuda_core && LD_PRELOAD=$HERE/shim/libnvrtc.so.13:$HERE/shim/libnvJitLink.so.13 timeout -s INT $LEFT python3 -m pytest $ARGS -n 14 tests > $OUT/pytest-h200-shim.txt 2>&1; echo "pytest h200 rc $? at $SECONDS s (limit $LEFT s)" )
tail -2 $OUT/pytest-h200-shim.txt
gzip -9 $OUT/pytest-h200-shim.txt
echo "done at $SECONDS s"
