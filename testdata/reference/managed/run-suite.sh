#!/bin/bash
# managed helper (issue 17), window 3: cuda.core's whole suite (cct/) on the
# drop-in in lib/ (branch managed: managed-memory hints, graph memory
# accounting, cuTensorMapReplaceAddress as measured), -n 12, as
# testdata/reference/cuda-core/run-session5.sh ran it.
HERE=$PWD
export PATH=$PATH:/usr/local/cuda/bin
xz -d -k lib/libcuda.so.1.xz
ARGS="-v -rfEs --tb=short -p no:cacheprovider --continue-on-collection-errors --ignore=tests/test_build_hooks.py --ignore=tests/example_tests --timeout=20"
( cd cct/cuda_core && LD_LIBRARY_PATH=$HERE/lib CUDASIM_LOG=error timeout -s INT 175 python3 -m pytest $ARGS -n 12 tests > $OUT/pytest-sim-full.txt 2>&1; echo "pytest sim rc $? at $SECONDS s" )
tail -2 $OUT/pytest-sim-full.txt
gzip -9 $OUT/pytest-sim-full.txt
cp run.sh $OUT/
echo "done at $SECONDS s"
