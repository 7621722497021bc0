#!/bin/bash
# Runs cuda.core's own test suite (NVIDIA/cuda-python's cuda_core/tests at the
# cuda.core 1.2.0 release notes, with cuda_python_test_helpers beside it, laid
# out as cct/cuda_core/tests and cct/cuda_python_test_helpers) on the real
# driver and on cudasim's libcuda.so.1 (in lib/), and the README example
# (smoke.py) on cudasim. Needs cuda.core, cuda-bindings, pytest, pytest-xdist
# and pytest-timeout (the GPU machine's image has them). Writes to $OUT.
set -x
HERE=$PWD
LD_LIBRARY_PATH=$HERE/lib CUDASIM_LOG=error timeout 15 python3 smoke.py > $OUT/smoke-sim.txt 2>&1
cd cct/cuda_core
ARGS="-v -rfEs --tb=line -p no:cacheprovider --continue-on-collection-errors --ignore=tests/test_build_hooks.py --ignore=tests/example_tests -n 12 --timeout=20"
timeout -s INT 95 python3 -m pytest $ARGS tests > $OUT/pytest-real.txt 2>&1
LD_LIBRARY_PATH=$HERE/lib CUDASIM_LOG=error timeout -s INT 120 python3 -m pytest $ARGS tests > $OUT/pytest-sim.txt 2>&1
