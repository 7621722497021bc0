#!/bin/bash
# Coordinator, session 7: is cuda.core's test_concurrent_eviction_does_not_delete_replaced_file
# (a pure file-cache race test) flaky on cudasim? 5 runs on cudasim (integ7 drop-in), 2 on the H200.
HERE=$PWD
OUT=${OUT:-.}
xz -d -k lib/libcuda.so.1.xz && ln -sf libcuda.so.1 lib/libcuda.so
T=tests/test_program_cache_multiprocess.py::test_concurrent_eviction_does_not_delete_replaced_file
cd cct/cuda_core
for i in 1 2 3 4 5; do LD_LIBRARY_PATH=$HERE/lib CUDASIM_LOG=error timeout 60 python3 -m pytest -q -p no:cacheprovider $T 2>&1 | tail -1 | sed "s/^/cudasim $i: /"; done
for i in 1 2; do timeout 60 python3 -m pytest -q -p no:cacheprovider $T 2>&1 | tail -1 | sed "s/^/h200 $i: /"; done
( time LD_LIBRARY_PATH=$HERE/lib python3 -c "import cuda.core.utils" ) 2>&1 | grep real | sed 's/^/import on cudasim: /'
( time python3 -c "import cuda.core.utils" ) 2>&1 | grep real | sed 's/^/import on h200: /'
