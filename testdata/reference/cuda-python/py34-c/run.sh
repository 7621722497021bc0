#!/bin/bash
# py34-c (session 34): NVIDIA's own Python suites, cuda.bindings' (cuda_bindings/tests of
# NVIDIA/cuda-python at 96c7f518, the CUDA Python 13.3.1 release notes) and cuda.core's
# (cuda_core/tests at 9226a84b4, 2026-07-24, the nearest tree to cuda.core 1.2.0 at hand), on the
# real driver and on cudasim's drop-in ($SHARED/lib/libcuda.so.1, under both of the driver's names,
# with the NVRTC and nvJitLink shims preloaded), all four runs side by side: pytest -v, xdist,
# --timeout per test, CUDASIM_LOG=error on cudasim's side. outcome_stream.py writes each test's
# outcome (and cudasim's log lines) as it finishes, so a run the time limit stops keeps its results.
# Left out: Cython test modules (need building), cuDLA (Tegra), NVML (not the driver), graphics
# interop, cuda.core's example_tests and build hooks.
# Env: END (seconds at which every run stops), NB NC SB SC (workers: native/sim, bindings/core).
set -u
HERE=$PWD
REPO=$(cd ../.. && pwd)
OUT=${PROBE_OUT:?PROBE_OUT unset}
END=${END:-282}
NB=${NB:-3} NC=${NC:-6} SB=${SB:-3} SC=${SC:-8}
export PATH=$PATH:/usr/local/cuda/bin
export CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}
cp run.sh compare.py outcome_stream.py "$OUT/"
echo "start $(date -u +%T) nproc $(nproc); drop-in: $(cat "$SHARED/BUILT" 2>/dev/null)"
ls -la "$SHARED/lib/"
nvidia-smi -L; nvidia-smi --query-gpu=driver_version --format=csv,noheader
tar -xJf tests.txz   # bt/ (bindings tree), ct/ (core tree)
python3 - > "$OUT/env.txt" 2>&1 <<'PY'
import importlib, importlib.metadata as md, sys
print("python", sys.version.split()[0])
for d in ("cuda-bindings", "cuda-core", "cuda-pathfinder", "cuda-python", "numpy", "cupy-cuda13x", "numba-cuda",
          "pytest", "pytest-xdist", "pytest-timeout", "pytest-benchmark", "pytest-randomly", "pytest-repeat",
          "pytest-rerunfailures", "ml_dtypes", "psutil", "cffi", "Cython", "setuptools", "torch", "matplotlib",
          "pyglet", "nvidia-cuda-nvrtc", "nvidia-nvjitlink", "nvidia-cuda-runtime", "cuda-toolkit"):
    try:
        print("dist", d, md.version(d))
    except md.PackageNotFoundError:
        print("dist", d, "MISSING")
for m in ("cuda.bindings.driver", "cuda.bindings.runtime", "cuda.bindings.nvrtc", "cuda.bindings.nvjitlink",
          "cuda.bindings.nvvm", "cuda.bindings.nvfatbin", "cuda.bindings.cufile", "cuda.core", "cuda.pathfinder",
          "numpy", "cupy", "numba", "ml_dtypes", "psutil", "cffi", "Cython", "setuptools", "torch", "matplotlib",
          "pyglet", "numba_cuda_mlir", "multiprocess", "xdist", "pytest_timeout", "pytest_benchmark"):
    try:
        importlib.import_module(m)
        print("import", m, "ok")
    except Exception as e:
        print("import", m, "FAILS", type(e).__name__, str(e)[:200])
PY
cat "$OUT/env.txt"
sh "$REPO/libnvrtc/shim/build.sh" shim libnvrtc.so.13 libnvJitLink.so.13 || echo "shim build failed"
ls shim
# The drop-in under both names: a process that opens "libcuda.so" before "libcuda.so.1" would get
# the real driver otherwise (testdata/reference/numba-cuda/dropin.sh).
mkdir -p simlib
ln -sfn "$SHARED/lib/libcuda.so.1" simlib/libcuda.so.1
ln -sfn libcuda.so.1 simlib/libcuda.so
sim() {
	LD_PRELOAD=$HERE/shim/libnvrtc.so.13:$HERE/shim/libnvJitLink.so.13 \
		LD_LIBRARY_PATH=$HERE/simlib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} CUDASIM_LOG=error "$@"
}
check() {  # which driver (and NVRTC) a cuda.bindings + cuda.core process really loaded
	python3 -c "
from cuda.bindings import driver as d
print('cuInit', d.cuInit(0), 'version', d.cuDriverGetVersion())
e, dev = d.cuDeviceGet(0)
print('device', d.cuDeviceGetName(64, dev)[1].split(b'\0')[0])
import cuda.core
print('cuda.core', cuda.core.__version__, cuda.core.Device().name)
from cuda.core import Program
Program('extern \"C\" __global__ void k(int *p){*p=1;}', 'c++').compile('cubin')
print('libs loaded:', sorted({ln.split()[-1] for ln in open('/proc/self/maps') if 'libcuda.so' in ln or 'nvrtc' in ln or 'nvJitLink' in ln}))
" 2>&1 | tail -8
}
echo "== native"; check
echo "== cudasim"; sim bash -c "$(declare -f check); check"
ARGS=(-v -rfEs --tb=short -p no:cacheprovider -p no:randomly -p outcome_stream -o addopts=
      --continue-on-collection-errors --durations=30)
python3 -c "import pytest_timeout" 2>/dev/null && ARGS+=(--timeout=60) || echo "no pytest-timeout"
export PYTHONPATH=$HERE${PYTHONPATH:+:$PYTHONPATH}
BIGNORE=(-o xfail_strict=true --ignore=cuda_bindings/tests/cython --ignore=cuda_bindings/tests/cudla --ignore=cuda_bindings/tests/nvml
         --ignore=cuda_bindings/tests/test_graphics_apis.py cuda_bindings/tests)
CIGNORE=(--ignore=tests/cython --ignore=tests/example_tests --ignore=tests/test_build_hooks.py
         --ignore=tests/test_graphics.py tests)
mkdir -p cache-native cache-sim
# The root conftest.py (markers only) needs a cuda.pathfinder newer than some installs.
python3 -c "from cuda.pathfinder import get_cuda_path_or_home" || { echo "root conftest.py left out"; rm -f bt/conftest.py ct/conftest.py; }
run() {  # NAME DIR WORKERS native|sim ARGS...
	local name=$1 dir=$2 n=$3 how=$4; shift 4
	local left=$((END - SECONDS)) pre=()
	[ "$how" = sim ] && pre=(sim)
	(cd "$dir" && OUTCOME_STREAM=$OUT/outcomes-$name CUPY_CACHE_DIR=$HERE/cache-$how/cupy \
		"${pre[@]}" timeout -s INT -k 10 $left python3 -m pytest -n "$n" "${ARGS[@]}" "$@" > "$OUT/pytest-$name.txt" 2>&1)
	echo "pytest $name rc $? at $SECONDS s (limit $left s)"
}
echo "== suites at $SECONDS s (stop at $END s)"
run bindings-native bt "$NB" native "${BIGNORE[@]}" &
run core-native ct/cuda_core "$NC" native "${CIGNORE[@]}" &
run bindings-sim bt "$SB" sim "${BIGNORE[@]}" &
run core-sim ct/cuda_core "$SC" sim "${CIGNORE[@]}" &
wait
for s in bindings core; do
	python3 compare.py "$OUT/outcomes-$s-native.tsv" "$OUT/outcomes-$s-sim.tsv" "$OUT/outcomes-$s-sim-log.tsv" \
		> "$OUT/compare-$s.txt" 2>&1
	head -4 "$OUT/compare-$s.txt"
done
for f in "$OUT"/pytest-*.txt "$OUT"/outcomes-*.tsv; do tail -2 "$f" | cut -c1-200; gzip -9 "$f"; done
echo "done at $SECONDS s $(date -u +%T)"
