#!/bin/bash
# Builds probe NAME (py34-c, py34b-c) in DIR: NAME/run.sh, compare.py and outcome_stream.py from
# the checkout, for py34b-c also libcuda/testdata/nullhandles.c, the checkout's drop-in
# (lib/libcuda.so.1.xz, lib/BUILT) and shims' sources (shimsrc/), and tests.txz, the two test trees taken from a git directory of NVIDIA/cuda-python (a fork's
# snapshot does: session 34 used mdboom/cuda-python's, which holds both commits):
#   bt/  at 96c7f518 (the CUDA Python 13.3.1 release notes: cuda-bindings 13.3.1, the GPU
#        machine's): cuda_bindings/tests (less the ABI snapshots), cuda_bindings/examples,
#        cuda_python_test_helpers, pytest.ini, conftest.py
#   ct/  at 9226a84b4 (2026-07-24, the newest tree at hand; cuda.core 1.2.0, the GPU machine's,
#        was not yet released): cuda_core/tests, cuda_core/examples, cuda_core/pytest.ini,
#        cuda_python_test_helpers, pytest.ini, conftest.py
# NVIDIA's tests are not committed here; this rebuilds them.
#   bash mkprobe.sh GITDIR DIR NAME
set -eu
usage="usage: mkprobe.sh GITDIR DIR NAME"
git=${1:?$usage} dir=${2:?$usage} name=${3:?$usage}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
mkdir -p "$tmp/bt" "$tmp/ct" "$dir"
git --git-dir="$git" archive 96c7f518 cuda_bindings/tests cuda_bindings/examples cuda_python_test_helpers \
	pytest.ini conftest.py | tar -x -C "$tmp/bt"
rm -rf "$tmp/bt/cuda_bindings/tests/abi"
git --git-dir="$git" archive 9226a84b4 cuda_core/tests cuda_core/examples cuda_core/pytest.ini \
	cuda_python_test_helpers pytest.ini conftest.py | tar -x -C "$tmp/ct"
tar -C "$tmp" -cf - bt ct | xz -9 > "$dir/tests.txz"
cp "$here/$name/run.sh" "$dir/"
cp "$here/compare.py" "$here/../numba-cuda/outcome_stream.py" "$dir/"
if [ "$name" = py34b-c ]; then
	root=$(cd "$here/../../.." && pwd)
	cp "$root/libcuda/testdata/nullhandles.c" "$dir/"
	mkdir -p "$dir/shimsrc"
	cp "$root"/libnvrtc/shim/{build.sh,nvrtc.c,nvjitlink.c,shim.h} "$dir/shimsrc/"
	mkdir -p "$dir/lib"
	(cd "$root" && go build -buildmode=c-shared -ldflags '-s -w' -o "$tmp.so" ./libcuda)
	xz -9e -c "$tmp.so" > "$dir/lib/libcuda.so.1.xz"
	rm -f "$tmp.so" "${tmp}.h"
	git -C "$root" log -1 --format='%h %s' | cut -c1-100 > "$dir/lib/BUILT"
fi
rm -rf "$tmp"
bash -n "$dir/run.sh"
echo 300 > "$dir/TIMEOUT"
touch "$dir/READY"
