#!/bin/bash
# numba9 probe, session 9 window 2: (1) bounds.c on the H200 and on cudasim:
# what cuLaunchKernel and cuLaunchKernelEx answer for blocks over a kernel's
# .maxntid / other than its .reqntid; (2) sharedmem.py on both: numba-cuda's
# shared-memory kernel's SHARED_SIZE_BYTES and its linked cubin's section
# table (the H200 says 400 where cudasim said 1424); (3) the test modules
# that failed on cudasim in window 1, on cudasim built from the numba9 branch.
set -x
HERE=$PWD
export PATH=$PATH:/usr/local/cuda/bin CUDA_HOME=/usr/local/cuda
export PYTHONPATH=$HERE
OUT=${OUT:-.}
cp run.sh bounds.c sharedmem.py ltomix.py $OUT/
set +x
cat lib/BUILT
sh $REPO/libnvrtc/shim/build.sh shim libnvrtc.so.13 libnvJitLink.so.13 || echo "shim build failed"
sim() { CUDASIM_PTX_CACHE=$HERE/ptxcache LD_PRELOAD=$HERE/shim/libnvrtc.so.13:$HERE/shim/libnvJitLink.so.13 LD_LIBRARY_PATH=$HERE/lib CUDASIM_LOG=error "$@"; }
gcc -O1 -I/usr/local/cuda/include bounds.c -o bounds -L/usr/local/cuda/lib64/stubs -lcuda && {
  echo "== bounds h200"; ./bounds 2>&1 | tee $OUT/bounds-h200.txt
  echo "== bounds sim"; LD_LIBRARY_PATH=$HERE/lib ./bounds > $OUT/bounds-sim.txt 2>&1; cat $OUT/bounds-sim.txt | grep -v "^cudasim"; }
mkdir -p $OUT/h200 $OUT/sim
echo "== sharedmem h200"; timeout 60 python3 sharedmem.py $OUT/h200 2>&1 | tee $OUT/sharedmem-h200.txt
echo "== sharedmem sim"; sim timeout 60 python3 sharedmem.py $OUT/sim > $OUT/sharedmem-sim.txt 2>&1; cat $OUT/sharedmem-sim.txt | grep -v "^cudasim: cuGet"
echo "== ltomix h200"; timeout 60 python3 ltomix.py 2>&1 | tee $OUT/ltomix-h200.txt
echo "== failing modules on cudasim at $SECONDS s"
sed -n '/^\[pytest\]/,/^addopts/p' pytest.ini > pytest-plain.ini
T=$(python3 -c "import numba_cuda, os; print(os.path.dirname(numba_cuda.__file__) + '/numba/cuda/tests')")
sim timeout -s INT -k 8 $((190 - SECONDS)) python3 -m pytest -n 12 -c pytest-plain.ini -v -rfEs --tb=short -p no:cacheprovider -p numbacuda_fixture --dist loadscope --timeout=60 \
  $T/cudapy/test_dispatcher.py $T/cudadrv/test_linker.py $T/cudapy/test_caching.py $T/nrt/test_nrt.py > $OUT/pytest-sim-w2.txt 2>&1
echo "pytest rc $? at $SECONDS s"
grep -E "^(FAILED|ERROR)|passed|failed" $OUT/pytest-sim-w2.txt | tail -20
ls ptxcache | wc -l
gzip -9 $OUT/pytest-sim-w2.txt
echo "done at $SECONDS s"
