#!/bin/bash
# py34b-c (session 34, second window): confirms branch py34's fixes and measures around them.
# The NVRTC and nvJitLink shims are built from this folder's shim/ (branch py34's: NVJITLINK_INPUT_ANY).
#  1. nullhandles.c (libcuda/testdata): each handle-taking call with a NULL handle, and
#     SYNC_MEMOPS on five kinds of memory, natively and on the drop-in in this folder
#     (lib/libcuda.so.1.xz: the checkout's build, made by mkprobe.sh, with branch py34's fixes).
#  2. cuda.bindings' suite again on both sides and cuda.core's on the drop-in (py34-c's trees and
#     arguments), so that the recorded outcomes are the fixed driver's.
#  3. cuda.core's test_memory.py and memory_ipc/test_errors.py, which no run collected (they
#     import IPCBufferDescriptor from cuda.core._memory, where cuda.core 1.2.0 lacks it): the
#     import is pointed at the module of the installed cuda.core that holds the class, if one
#     does, and both files run on both sides.
# Env: END (seconds at which every run stops).
set -u
HERE=$PWD
OUT=${PROBE_OUT:?PROBE_OUT unset}
END=${END:-282}
export PATH=$PATH:/usr/local/cuda/bin
export CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}
cp run.sh compare.py outcome_stream.py nullhandles.c "$OUT/"
echo "start $(date -u +%T) nproc $(nproc); drop-in: $(cat lib/BUILT)"
nvidia-smi -L
[ -f lib/libcuda.so.1 ] || xz -dk lib/libcuda.so.1.xz
tar -xJf tests.txz   # bt/ (bindings tree), ct/ (core tree)
sh shimsrc/build.sh shim libnvrtc.so.13 libnvJitLink.so.13 || echo "shim build failed"
mkdir -p simlib   # the drop-in under both of the driver's names (numba-cuda/dropin.sh)
ln -sfn "$HERE/lib/libcuda.so.1" simlib/libcuda.so.1
ln -sfn libcuda.so.1 simlib/libcuda.so
sim() {
	LD_PRELOAD=$HERE/shim/libnvrtc.so.13:$HERE/shim/libnvJitLink.so.13 \
		LD_LIBRARY_PATH=$HERE/simlib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} CUDASIM_LOG=error "$@"
}
echo "== nullhandles"
cc -O1 -o nullhandles nullhandles.c -ldl && {
	timeout 60 ./nullhandles > "$OUT/nullhandles-native.txt" 2> "$OUT/nullhandles-native.err"; echo "native rc $?"
	sim timeout 60 ./nullhandles > "$OUT/nullhandles-sim.txt" 2> "$OUT/nullhandles-sim.err"; echo "sim rc $?"
	diff "$OUT/nullhandles-native.txt" "$OUT/nullhandles-sim.txt"
}
echo "== test_memory's import"
python3 - > "$OUT/ipcdescriptor.txt" 2>&1 <<'PY'
import importlib, pkgutil, cuda.core
found = []
for m in pkgutil.walk_packages(cuda.core.__path__, "cuda.core."):
    try:
        mod = importlib.import_module(m.name)
    except Exception as e:
        continue
    names = [n for n in dir(mod) if "IPC" in n or "Ipc" in n]
    if names:
        print(m.name, names)
    if hasattr(mod, "IPCBufferDescriptor") and not found:
        found.append(m.name)
print("HOLDER", found[0] if found else "")
PY
cat "$OUT/ipcdescriptor.txt"
holder=$(sed -n 's/^HOLDER //p' "$OUT/ipcdescriptor.txt")
if [ -n "$holder" ] && [ "$holder" != cuda.core._memory ]; then
	sed -i "s/^from cuda.core._memory import IPCBufferDescriptor/from $holder import IPCBufferDescriptor/" \
		ct/cuda_core/tests/test_memory.py ct/cuda_core/tests/memory_ipc/test_errors.py
	grep -n "import IPCBufferDescriptor" ct/cuda_core/tests/test_memory.py ct/cuda_core/tests/memory_ipc/test_errors.py
fi
ARGS=(-v -rfEs --tb=short -p no:cacheprovider -p no:randomly -p outcome_stream -o addopts=
      --continue-on-collection-errors --durations=30 --timeout=60)
export PYTHONPATH=$HERE${PYTHONPATH:+:$PYTHONPATH}
BIGNORE=(-o xfail_strict=true --ignore=cuda_bindings/tests/cython --ignore=cuda_bindings/tests/cudla
         --ignore=cuda_bindings/tests/nvml --ignore=cuda_bindings/tests/test_graphics_apis.py cuda_bindings/tests)
CIGNORE=(--ignore=tests/cython --ignore=tests/example_tests --ignore=tests/test_build_hooks.py
         --ignore=tests/test_graphics.py tests)
MEMORY=(tests/test_memory.py tests/memory_ipc/test_errors.py)
mkdir -p cache-native cache-sim
run() {  # NAME DIR WORKERS native|sim ARGS...
	local name=$1 dir=$2 n=$3 how=$4; shift 4
	local left=$((END - SECONDS)) pre=()
	[ "$how" = sim ] && pre=(sim)
	(cd "$dir" && OUTCOME_STREAM=$OUT/outcomes-$name CUPY_CACHE_DIR=$HERE/cache-$how/cupy \
		"${pre[@]}" timeout -s INT -k 10 $left python3 -m pytest -n "$n" "${ARGS[@]}" "$@" > "$OUT/pytest-$name.txt" 2>&1)
	echo "pytest $name rc $? at $SECONDS s (limit $left s)"
}
echo "== suites at $SECONDS s (stop at $END s)"
run bindings-native bt 3 native "${BIGNORE[@]}" &
run bindings-sim bt 3 sim "${BIGNORE[@]}" &
run core-sim ct/cuda_core 7 sim --ignore="${MEMORY[0]}" --ignore="${MEMORY[1]}" "${CIGNORE[@]}" &
run memory-native ct/cuda_core 2 native "${MEMORY[@]}" &
run memory-sim ct/cuda_core 3 sim "${MEMORY[@]}" &
wait
for s in bindings memory; do
	python3 compare.py "$OUT/outcomes-$s-native.tsv" "$OUT/outcomes-$s-sim.tsv" "$OUT/outcomes-$s-sim-log.tsv" \
		> "$OUT/compare-$s.txt" 2>&1
	head -4 "$OUT/compare-$s.txt"
done
for f in "$OUT"/pytest-*.txt "$OUT"/outcomes-*.tsv; do tail -2 "$f" | cut -c1-200; gzip -9 "$f"; done
echo "done at $SECONDS s $(date -u +%T)"
