#!/bin/bash
# numba9 probe (session 9): numba-cuda 0.30.4's whole test suite (pytest
# --pyargs numba.cuda.tests, xdist --dist loadscope, as numba-cuda's CI runs
# it) on the H200 and on cudasim's drop-in (lib/, main's shared build, with
# the NVRTC and nvJitLink shims of the checkout preloaded) side by side.
# New since window 3: filecheck/ (a stand-in for the `filecheck` package the
# image lacks; 145 test modules import it through numba/cuda/testing.py) is
# on PYTHONPATH with sitecustomize.py (NumPy 2.5's row_stack).
# Since session 33 each run also writes outcomes-NAME.tsv as tests finish
# (outcome_stream.py: reasons, and each test's CUDASIM_LOG lines), which a
# run its time limit stops keeps.
# Env: END (seconds at which both suites stop), NH/NS (workers), MODULES
# (test paths instead of the whole suite).
set -x
HERE=$PWD
export PATH=$PATH:/usr/local/cuda/bin
export CUDA_HOME=/usr/local/cuda        # libnvvm and libdevice for Numba, on both
OUT=${OUT:-.}
END=${END:-236}
NH=${NH:-7}
NS=${NS:-9}
cp run.sh *.py pytest.ini $OUT/ 2>/dev/null
echo "start $(date -u +%T) nproc $(nproc)"
export PYTHONPATH=$HERE${PYTHONPATH:+:$PYTHONPATH}
python3 -c "import sitecustomize, filecheck, numpy; print('sitecustomize', sitecustomize.__file__, 'filecheck', filecheck.__file__, filecheck.__version__, 'numpy', numpy.__version__)"
python3 -c "import cffi" 2>&1 | tail -1; ls -d /usr/lib/python3/dist-packages/cffi* 2>&1 | head -3
python3 -c "import ml_dtypes, psutil; print('ml_dtypes', ml_dtypes.__version__, 'psutil', psutil.__version__)" 2>&1 | tail -1
# Why pytest.ini's warning filters did not resolve in window 3:
python3 -c "import numba.cuda.core.errors as e; print('errors ok', e.NumbaPerformanceWarning)" 2>&1 | tail -25
set +x
sh $REPO/libnvrtc/shim/build.sh shim libnvrtc.so.13 libnvJitLink.so.13 || echo "shim build failed"
ls shim
. "$HERE/dropin.sh" # sim, simcheck: the drop-in, under both of the driver's names
simcheck || echo "the drop-in side does not run on the drop-in"

echo "== suites at $SECONDS s (stop at $END s)"
ARGS=(-v -rfEs --tb=short -p no:cacheprovider -p numbacuda_fixture -p outcome_stream
      --dist loadscope --timeout=60 --durations=60
      -k "not test_managed_alloc_driver")
if [ -n "$MODULES" ]; then ARGS+=($MODULES); else ARGS+=(--pyargs numba.cuda.tests); fi
sed -n '/^\[pytest\]/,/^addopts/p' pytest.ini > pytest-plain.ini
suite() {  # NAME WORKERS [sim]
  local name=$1 n=$2 how=$3 ini=$HERE/pytest.ini rc
  while :; do
    LEFT=$((END - SECONDS))
    if [ "$how" = sim ]; then
      OUTCOME_STREAM=$OUT/outcomes-$name CUPY_CACHE_DIR=$HERE/cc-sim sim timeout -s INT -k 8 $LEFT python3 -m pytest -n $n -c $ini "${ARGS[@]}" > $OUT/pytest-$name.txt 2>&1
    else
      OUTCOME_STREAM=$OUT/outcomes-$name timeout -s INT -k 8 $LEFT python3 -m pytest -n $n -c $ini "${ARGS[@]}" > $OUT/pytest-$name.txt 2>&1
    fi
    rc=$?
    echo "pytest $name rc $rc at $SECONDS s (limit $LEFT s, ini $(basename $ini))"
    if [ $rc = 4 ] && [ $ini = $HERE/pytest.ini ]; then head -60 $OUT/pytest-$name.txt | tail -30; ini=$HERE/pytest-plain.ini; continue; fi
    break
  done
}
suite h200 $NH &
suite sim $NS sim &
wait
for r in h200 sim; do
  echo "-- $r: $(grep -cE ' PASSED ' $OUT/pytest-$r.txt) passed, $(grep -cE ' FAILED ' $OUT/pytest-$r.txt) failed, $(grep -cE ' ERROR ' $OUT/pytest-$r.txt) errors, $(grep -cE ' SKIPPED ' $OUT/pytest-$r.txt) skipped lines"
  tail -3 $OUT/pytest-$r.txt
  gzip -9 $OUT/pytest-$r.txt
done
python3 compare.py $OUT/pytest-h200.txt.gz $OUT/pytest-sim.txt.gz > $OUT/compare.txt 2>&1; head -30 $OUT/compare.txt
echo "done at $SECONDS s $(date -u +%T)"
