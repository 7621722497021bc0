#!/bin/bash
# pools2 helper (issue 17): cuda.core's own tests (cct/) on the drop-in in
# lib/ (built by the coordinator with branch pools2: pool export/import,
# managed and host pools, pool access and release as the H200 answered),
# alone, whole (-n 12).
HERE=$PWD
export PATH=$PATH:/usr/local/cuda/bin
xz -d -k lib/libcuda.so.1.xz
ARGS="-v -rfEs --tb=short -p no:cacheprovider --continue-on-collection-errors --ignore=tests/test_build_hooks.py --ignore=tests/example_tests --timeout=20 --durations=40"
( cd cct/cuda_core && LD_LIBRARY_PATH=$HERE/lib CUDASIM_LOG=error timeout -s INT 175 python3 -m pytest $ARGS -n 12 tests > $OUT/pytest-sim.txt 2>&1; echo "pytest sim rc $? at $SECONDS s" )
tail -2 $OUT/pytest-sim.txt
gzip -9 $OUT/pytest-sim.txt
echo "done at $SECONDS s"
