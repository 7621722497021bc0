#!/bin/bash
# numba10 probe, session 10 window 1, on the H200 and on cudasim (main's
# shared drop-in, lib/): (1) smemattr.c over smem.cu's kernels (nvcc 11.8's
# sm_90 cubin made on the dev machine, nvcc 13.0's made here): what the
# driver answers for SHARED_SIZE_BYTES against the cubin's .nv.shared
# section; (2) sharedmem.py: numba-cuda's nvJitLink-linked cubins with
# shared arrays and their attribute; (3) the NRT link test on cudasim with
# the shims' logs; (4) p3d.py: test_ex_3d_grid timed by phase.
set -x
HERE=$PWD
export PATH=$PATH:/usr/local/cuda/bin CUDA_HOME=/usr/local/cuda
export PYTHONPATH=$HERE
OUT=${OUT:-.}
cp run.sh smem.cu smem48k.cu smemattr.c sharedmem.py p3d.py $OUT/; cp -r shimsrc $OUT/
cat lib/BUILT
sh $REPO/libnvrtc/shim/build.sh shim libnvrtc.so.13 libnvJitLink.so.13 || echo "shim build failed"
sim() { CUDASIM_PTX_CACHE=$HERE/ptxcache LD_PRELOAD=$HERE/shim/libnvrtc.so.13:$HERE/shim/libnvJitLink.so.13 LD_LIBRARY_PATH=$HERE/lib CUDASIM_LOG=error "$@"; }
nvcc --version | tail -2
nvcc -arch=sm_90 -cubin -o smem13.cubin smem.cu && nvcc -arch=sm_90 -cubin -o smem48k13.cubin smem48k.cu && cp smem13.cubin smem118.cubin smem48k13.cubin smem48k118.cubin $OUT/
nvcc -arch=sm_90 -cubin -Xptxas -v -o /dev/null smem.cu > $OUT/ptxas13-v.txt 2>&1
gcc -O1 -I/usr/local/cuda/include smemattr.c -o smemattr -L/usr/local/cuda/lib64/stubs -lcuda
K="s4 s40 s400 s1024 s4096 none dyn printer calls atom"
set +x
for c in smem118 smem13; do
  echo "== smemattr $c h200"; ./smemattr $c.cubin $K 2>&1 | tee $OUT/smemattr-$c-h200.txt
  echo "== smemattr $c sim"; LD_LIBRARY_PATH=$HERE/lib ./smemattr $c.cubin $K > $OUT/smemattr-$c-sim.txt 2>&1; grep -v "^cudasim" $OUT/smemattr-$c-sim.txt
done
for c in smem48k118 smem48k13; do
  echo "== smemattr $c h200"; ./smemattr $c.cubin s48k s47k 2>&1 | tee $OUT/smemattr-$c-h200.txt
  echo "== smemattr $c sim"; LD_LIBRARY_PATH=$HERE/lib ./smemattr $c.cubin s48k s47k > $OUT/smemattr-$c-sim.txt 2>&1; grep -v "^cudasim" $OUT/smemattr-$c-sim.txt
done
mkdir -p $OUT/h200 $OUT/sim
echo "== sharedmem h200 at $SECONDS s"; timeout 60 python3 sharedmem.py $OUT/h200 2>&1 | tee $OUT/sharedmem-h200.txt
echo "== sharedmem sim at $SECONDS s"; sim timeout 60 python3 sharedmem.py $OUT/sim > $OUT/sharedmem-sim.txt 2>&1; grep -v "^cudasim: cuGet" $OUT/sharedmem-sim.txt
sed -n '/^\[pytest\]/,/^addopts/p' pytest.ini > pytest-plain.ini
T=$(python3 -c "import numba_cuda, os; print(os.path.dirname(numba_cuda.__file__) + '/numba/cuda/tests')")
echo "== NRT tests on sim, numba10's shims (NVRTC's PTX for LTO-IR) at $SECONDS s"
sh shimsrc/build.sh shim10 libnvrtc.so.13 libnvJitLink.so.13 || echo "shim10 build failed"
CUDASIM_NVRTC_LOG=1 CUDASIM_PTX_CACHE=$HERE/ptxcache10 LD_PRELOAD=$HERE/shim10/libnvrtc.so.13:$HERE/shim10/libnvJitLink.so.13 LD_LIBRARY_PATH=$HERE/lib CUDASIM_LOG=error \
  timeout 70 python3 -m pytest -c pytest-plain.ini -v -rfEs --tb=short -p no:cacheprovider -p numbacuda_fixture -n 4 \
  "$T/nrt/test_nrt.py" > $OUT/nrt-sim10.txt 2>&1
echo "rc $?"; grep -v "^cudasim: cuGet" $OUT/nrt-sim10.txt | grep -E "PASS|FAIL|ERROR|passed|failed|shim" | tail -40
CUDASIM_NVRTC_LOG=1 CUDASIM_PTX_CACHE=$HERE/ptxcache10 LD_PRELOAD=$HERE/shim10/libnvrtc.so.13:$HERE/shim10/libnvJitLink.so.13 LD_LIBRARY_PATH=$HERE/lib CUDASIM_LOG=error \
  timeout 40 python3 -m pytest -c pytest-plain.ini -s -v --tb=long -p no:cacheprovider -p numbacuda_fixture \
  "$T/nrt/test_nrt.py::TestNrtLinking::test_nrt_detect_linked_ptx_file" > $OUT/nrt1-sim10.txt 2>&1
echo "rc $?"; grep -v "^cudasim: cuGet" $OUT/nrt1-sim10.txt | tail -30
echo "== p3d h200 at $SECONDS s"; timeout 40 python3 p3d.py 701 $OUT/random_3d.ptx 2>&1 | tee $OUT/p3d-h200.txt
echo "== p3d sim at $SECONDS s"
for w in 1; do CUDASIM_KERNEL_WORKERS=$w sim timeout 50 python3 p3d.py 14 2>&1 | grep -v "^cudasim: cuGet" | tee -a $OUT/p3d-sim.txt; done
echo "done at $SECONDS s"
