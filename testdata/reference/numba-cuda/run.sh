#!/bin/bash
# pyclients probe (session 8): numba-cuda 0.30.4's own test suite
# (numba.cuda.tests, run with pytest + xdist --dist loadscope as numba-cuda's CI
# does, with its testing/pytest.ini settings and the fixture its conftest.py
# defines) on the H200 and, at the same time, on cudasim's drop-in (lib/, with
# the NVRTC and nvJitLink shims preloaded), each with a time limit so both end
# in the window; plus Numba and CuPy smoke tests on both first.
# Needs SHARED = lib; TIMEOUT = 400; shim-src = libnvrtc/shim of the branch.
# Window 3: sitecustomize.py (on PYTHONPATH for every run) puts back the
# np.row_stack NumPy 2.5 removed, without which numba-cuda 0.30.4 compiles no
# kernel (window 2: the same ImportError on the H200 and on cudasim); CuPy's
# smoke test also runs with CUPY_ACCELERATORS= (no CUB).
HERE=$PWD
export PATH=$PATH:/usr/local/cuda/bin
export CUDA_HOME=/usr/local/cuda        # libnvvm and libdevice for Numba, on both
OUT=${OUT:-.}
END=${END:-365}                         # the suites stop at this many seconds
cp run.sh *.py pytest.ini $OUT/
echo "start $(date -u +%T)"
export PYTHONPATH=$HERE${PYTHONPATH:+:$PYTHONPATH}
python3 -c "import sitecustomize, numpy; print('sitecustomize', sitecustomize.__file__, 'numpy', numpy.__version__, 'row_stack', numpy.row_stack)"
which python3; python3 --version
python3 - <<'PY'
import os, numba, numba.cuda, cuda.core, cuda.bindings
print("numba", numba.__version__, "numba.cuda", numba.cuda.__file__)
print("cuda.core", cuda.core.__version__, "cuda.bindings", cuda.bindings.__version__)
import numba.cuda.tests as t
d = os.path.dirname(t.__file__)
print("tests in", d, sorted(os.listdir(d)))
for sub in ("cudadrv", "cudapy", "core", "nrt", "doc_examples", "nocuda"):
    p = os.path.join(d, sub)
    if os.path.isdir(p):
        print(sub, len([f for f in os.listdir(p) if f.startswith("test_")]), "test files")
PY
timeout 60 python3 -m numba --sysinfo > $OUT/sysinfo-h200.txt 2>&1 &

cat lib/BUILT
xz -d -k lib/libcuda.so.1.xz && ln -sf libcuda.so.1 lib/libcuda.so
# The shims: this branch's (shim-src: nvJitLink's LTO links made runnable)
# and main's (../../libnvrtc/shim), for comparison in the smoke test.
sh shim-src/build.sh shim libnvrtc.so.13 libnvJitLink.so.13 || echo "shim build failed"
sh ../../libnvrtc/shim/build.sh shim-main libnvrtc.so.13 libnvJitLink.so.13 || echo "main's shim build failed"
ls shim shim-main
sim() { LD_PRELOAD=$HERE/shim/libnvrtc.so.13:$HERE/shim/libnvJitLink.so.13 LD_LIBRARY_PATH=$HERE/lib CUDASIM_LOG=error "$@"; }
simmainshim() { LD_PRELOAD=$HERE/shim-main/libnvrtc.so.13:$HERE/shim-main/libnvJitLink.so.13 LD_LIBRARY_PATH=$HERE/lib CUDASIM_LOG=error "$@"; }
simnoshim() { LD_LIBRARY_PATH=$HERE/lib CUDASIM_LOG=error "$@"; }
( sim timeout 60 python3 -m numba --sysinfo > $OUT/sysinfo-sim.txt 2>&1 ) &

echo "== smoke tests at $SECONDS s"
mkdir -p cc-h200 cc-sim cc-h200-noacc cc-sim-noacc
timeout 90 python3 smoke_numba.py $OUT/smoke-ptx-h200.txt > $OUT/smoke-numba-h200.txt 2>&1 &
( CUDASIM_NVRTC_LOG=1 sim timeout 90 python3 smoke_numba.py $OUT/smoke-ptx-sim.txt > $OUT/smoke-numba-sim.txt 2>&1 ) &
( CUDASIM_NVRTC_LOG=1 simmainshim timeout 90 python3 smoke_numba.py > $OUT/smoke-numba-sim-mainshim.txt 2>&1 ) &
CUPY_CACHE_DIR=$HERE/cc-h200 timeout 90 python3 smoke_cupy.py > $OUT/smoke-cupy-h200.txt 2>&1 &
( CUPY_CACHE_DIR=$HERE/cc-sim sim timeout 90 python3 smoke_cupy.py > $OUT/smoke-cupy-sim.txt 2>&1 ) &
CUPY_ACCELERATORS= CUPY_CACHE_DIR=$HERE/cc-h200-noacc timeout 90 python3 smoke_cupy.py > $OUT/smoke-cupy-h200-noacc.txt 2>&1 &
( CUPY_ACCELERATORS= CUPY_CACHE_DIR=$HERE/cc-sim-noacc sim timeout 90 python3 smoke_cupy.py > $OUT/smoke-cupy-sim-noacc.txt 2>&1 ) &
wait
for f in $OUT/smoke-numba-h200.txt $OUT/smoke-numba-sim.txt $OUT/smoke-numba-sim-mainshim.txt $OUT/smoke-cupy-*.txt; do echo "-- $(basename $f)"; grep -E "^SMOKE|Error|error|registered|LTO" $f | head -30; done
grep -iE "driver|runtime|nvvm|libdevice|nvjitlink|cuda" $OUT/sysinfo-sim.txt | head -30

echo "== suites at $SECONDS s (stop at $END s)"
ARGS=(-v -rfEs --tb=short -p no:cacheprovider -p numbacuda_fixture
      --dist loadscope --timeout=60 --durations=40
      -k "not test_managed_alloc_driver" --pyargs numba.cuda.tests)
# If pytest refuses the ini (rc 4: a usage error, e.g. a warning filter that
# does not resolve), run again with only its addopts, not its warning filters.
sed -n '/^\[pytest\]/,/^addopts/p' pytest.ini > pytest-plain.ini
suite() {  # NAME WORKERS [sim]
  local name=$1 n=$2 how=$3 t0=$SECONDS ini=$HERE/pytest.ini rc
  while :; do
    LEFT=$((END - SECONDS))
    if [ "$how" = sim ]; then
      CUDASIM_NVRTC_LOG=1 CUPY_CACHE_DIR=$HERE/cc-sim sim timeout -s INT -k 10 $LEFT python3 -m pytest -n $n -c $ini "${ARGS[@]}" > $OUT/pytest-$name.txt 2>&1
    else
      timeout -s INT -k 10 $LEFT python3 -m pytest -n $n -c $ini "${ARGS[@]}" > $OUT/pytest-$name.txt 2>&1
    fi
    rc=$?
    echo "pytest $name rc $rc at $SECONDS s (limit $LEFT s, ini $(basename $ini))"
    if [ $rc = 4 ] && [ $ini = $HERE/pytest.ini ]; then head -20 $OUT/pytest-$name.txt; ini=$HERE/pytest-plain.ini; continue; fi
    break
  done
}
suite h200 6 &
suite sim 9 sim &
wait
for r in h200 sim; do
  echo "-- $r: $(grep -cE ' PASSED ' $OUT/pytest-$r.txt) passed, $(grep -cE ' FAILED ' $OUT/pytest-$r.txt) failed, $(grep -cE ' ERROR ' $OUT/pytest-$r.txt) errors, $(grep -cE ' SKIPPED ' $OUT/pytest-$r.txt) skipped lines"
  tail -3 $OUT/pytest-$r.txt
  gzip -9 $OUT/pytest-$r.txt
done
echo "done at $SECONDS s $(date -u +%T)"
