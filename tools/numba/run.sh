#!/usr/bin/env bash
# Run Numba's own CUDA test suite on cudasim.
#
#   tools/numba/run.sh                  # every sub-package, one after another
#   tools/numba/run.sh cudadrv cudapy   # chosen sub-packages of numba.cuda.tests
#   tools/numba/run.sh numba.cuda.tests.cudadrv.test_linker   # any test name
#
# Needs Debian's python3-numba (0.56) and nvidia-cuda-toolkit (11.8: libnvvm,
# libdevice, libcudart): apt-get install -y python3-numba nvidia-cuda-toolkit
#
# It builds cudasim's libcuda.so.1 from this checkout into a temporary folder,
# points Numba at it (NUMBA_CUDA_DRIVER) and the CUDA runtime too
# (LD_LIBRARY_PATH: Numba asks libcudart for the toolkit version, and libcudart
# opens libcuda.so.1 itself), puts the Numba 0.56 / CUDA 13 shim
# (tools/numba/shim/sitecustomize.py) on PYTHONPATH, and runs each
# sub-package in its own process with tools/numba/runsuite.py, which prints
# unittest's verbose log, a SUMMARY line and the slowest tests.
#
# Environment:
#   PYTHON           interpreter with Numba (default /usr/bin/python3: Debian's)
#   OUT              folder for logs and JSON (default a new /tmp/cudasim-numba.*)
#   CUDASIM_LOG      passed to cudasim (default error: every failing call explained)
#   EXCLUDE          SUBSTRING=REASON entries, space-separated (no spaces inside):
#                    tests whose id contains SUBSTRING are reported as skipped
#   PKG_TIMEOUT      seconds allowed to one sub-package (default 0: no limit)
#   NUMBA_FORCE_CUDA_CC  not needed when libcudart works (see docs/numba.md)
#
# Sub-packages: nocuda (no GPU needed), cudadrv, cudapy, doc_examples, and
# cudasim -- Numba's tests of Numba's OWN simulator, which has nothing to do
# with this project; it is run and reported separately (it is tiny).
set -u -o pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
PYTHON=${PYTHON:-/usr/bin/python3}
OUT=${OUT:-$(mktemp -d /tmp/cudasim-numba.XXXXXX)}
mkdir -p "$OUT"

if [ $# -eq 0 ]; then
	set -- nocuda cudadrv cudapy doc_examples cudasim
fi

if ! "$PYTHON" -c 'import numba' 2>/dev/null; then
	echo "run.sh: $PYTHON cannot import numba: apt-get install -y python3-numba (or set PYTHON)" >&2
	exit 2
fi

lib="$OUT/lib"
mkdir -p "$lib"
echo "building libcuda.so.1 from $repo into $lib"
(cd "$repo" && go build -buildmode=c-shared \
	-ldflags=-extldflags=-Wl,-soname,libcuda.so.1 \
	-o "$lib/libcuda.so.1" ./libcuda) || { echo "run.sh: build failed" >&2; exit 2; }
ln -sf libcuda.so.1 "$lib/libcuda.so"

export NUMBA_CUDA_DRIVER="$lib/libcuda.so.1"
export LD_LIBRARY_PATH="$lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export PYTHONPATH="$here/shim${PYTHONPATH:+:$PYTHONPATH}"
export CUDASIM_LOG=${CUDASIM_LOG:-error}

# Numba looks for libcudadevrt.a (cooperative groups) only under CUDA_HOME,
# a conda toolkit or /usr/local/cuda, and skips those tests ("cudadevrt
# missing") with Debian's layout.  A CUDA_HOME of links to Debian's files
# makes it find everything: libnvvm, libdevice, libcudart, libcudadevrt.a.
if [ -z "${CUDA_HOME:-}" ]; then
	ch="$OUT/cuda-home"
	mkdir -p "$ch/nvvm/lib64" "$ch/nvvm/libdevice" "$ch/lib64"
	multi=/usr/lib/x86_64-linux-gnu
	ln -sf "$multi/libnvvm.so.4" "$ch/nvvm/lib64/libnvvm.so"
	ln -sf /usr/lib/nvidia-cuda-toolkit/libdevice/libdevice.10.bc "$ch/nvvm/libdevice/"
	for f in libcudart.so libcudart.so.11.0 libcudadevrt.a; do
		[ -e "$multi/$f" ] && ln -sf "$multi/$f" "$ch/lib64/"
	done
	export CUDA_HOME="$ch"
fi
export PYTHONDONTWRITEBYTECODE=1   # leave Debian's folders as they are
PKG_TIMEOUT=${PKG_TIMEOUT:-0}

# Tests that cannot run on this machine, reported as skipped (with the reason):
# test_managed_alloc_driver_undersubscribe allocates half the device's memory
# as managed memory (70 GiB of the emulated H200's 141) and fills it from the
# host; cudasim backs managed memory with host memory, so it needs some 70 GiB
# of RAM and the 24 GiB machine thrashes and is OOM-killed.  EXCLUDE adds more.
excludes=(--exclude "test_managed_alloc_driver_undersubscribe=needs ~70 GiB of host RAM (half the emulated H200's memory, managed)")
for e in ${EXCLUDE:-}; do excludes+=(--exclude "$e"); done

echo "output in $OUT; python $PYTHON; numba $("$PYTHON" -c 'import numba; print(numba.__version__)')"
start=$(date +%s)
status=0
for name in "$@"; do
	case "$name" in
	*.*) full=$name ;;
	*) full=numba.cuda.tests.$name ;;
	esac
	short=${full#numba.cuda.tests.}
	log="$OUT/$short.log"
	echo "=== $full (log $log)"
	t0=$(date +%s)
	if [ "$PKG_TIMEOUT" != 0 ]; then
		timeout -k 30 "$PKG_TIMEOUT" "$PYTHON" "$here/runsuite.py" "${excludes[@]}" --json "$OUT/$short.json" "$full" >"$log" 2>&1
	else
		"$PYTHON" "$here/runsuite.py" "${excludes[@]}" --json "$OUT/$short.json" "$full" >"$log" 2>&1
	fi
	rc=$?
	t1=$(date +%s)
	if grep -q '^SUMMARY' "$log"; then
		sed -n '/^SUMMARY/,$p' "$log" | head -8
	else
		echo "no summary: exit $rc after $((t1 - t0)) s (timeout or crash); last lines:"
		tail -15 "$log"
		status=1
	fi
	[ $rc -eq 0 ] || status=1
done
end=$(date +%s)

"$PYTHON" - "$OUT" "$@" <<'PY'
import json, os, sys
out, names = sys.argv[1], sys.argv[2:]
tot = {}
recs = []
print()
print("%-24s %6s %6s %6s %6s %6s %6s %8s" % ("package", "ran", "pass", "fail", "error", "skip", "xfail", "seconds"))
for n in names:
    short = n[len("numba.cuda.tests."):] if n.startswith("numba.cuda.tests.") else n
    p = os.path.join(out, short + ".json")
    if not os.path.exists(p):
        print("%-24s (no result)" % short)
        continue
    d = json.load(open(p))
    c = d["counts"]
    print("%-24s %6d %6d %6d %6d %6d %6d %8.1f" % (short, d["ran"], c["pass"], c["fail"], c["error"], c["skip"], c["xfail"] + c["xpass"], d["wall_s"] + d["load_s"]))
    if short != "cudasim":          # Numba's own simulator: reported apart
        for k, v in c.items():
            tot[k] = tot.get(k, 0) + v
        recs += d["records"]
print("slowest tests:")
for r in sorted(recs, key=lambda r: -r["seconds"])[:15]:
    print("  %8.2f s  %-5s %s" % (r["seconds"], r["outcome"], r["test"]))
if tot:
    print("total (without Numba's simulator tests): %d passed, %d failed, %d errors, %d skipped, %d expected failures" % (
        tot["pass"], tot["fail"], tot["error"], tot["skip"], tot["xfail"]))
PY
echo "wall time $((end - start)) s; logs and JSON in $OUT"
exit $status
