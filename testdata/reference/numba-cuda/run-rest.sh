#!/bin/bash
# clients33 probe (session 33): numba-cuda 0.30.4's suite on cudasim's drop-in, and what session
# 33's first window (h100-s33/) left open natively, in one window of about 200 s. That window's
# "drop-in" run loaded the real driver (dropin.sh says how; both its runs were the H100's), and
# its time limit stopped both before pytest's closing summary, with every reason. Two pytest runs
# start together (three with NFH):
#   full-sim   on the drop-in, the whole suite (NF workers): the outcome of every test, and every
#              CUDASIM_LOG=error line a test that passed tolerated (pytest keeps captured output
#              of failures only)
#   rest-h200  natively (NH workers), the tests h100-s33/rest-h200.txt names: the 4 neither of
#              window A's runs finished and every test that failed or skipped there, for reasons
#   full-h200  natively, the whole suite, where NFH (its workers) is set
# Each writes, as tests finish (outcome_stream.py), outcomes-NAME.tsv (test, outcome, seconds,
# reason) and outcomes-NAME-log.tsv (each test's "cudasim:" lines), so a run its limit stops
# loses only the tests still running. load.txt samples the machine every 10 s (sampler.py: CPU
# and memory of the drop-in's processes and the native ones; window A ran beside 12 other
# probes, and its suites went half as fast as session 10's).
# Env: OUT, END (seconds from start at which every run stops), NH NF NFH (workers), DROPIN (the
# drop-in's folder; dropin.sh), REPO (the checkout, for the NVRTC/nvJitLink shims).
HERE=$PWD
export PATH=$PATH:/usr/local/cuda/bin
export CUDA_HOME=/usr/local/cuda # libnvvm and libdevice for Numba, on both
OUT=${OUT:-.}
END=${END:-180}
NH=${NH:-2}
NF=${NF:-13}
NFH=${NFH:-0}
export PYTHONPATH=$HERE${PYTHONPATH:+:$PYTHONPATH}
echo "start $(date -u +%T) nproc $(nproc)"
python3 -u sampler.py > "$OUT/load.txt" 2>&1 &
SAMPLER=$!
sh "$REPO/libnvrtc/shim/build.sh" shim libnvrtc.so.13 libnvJitLink.so.13 > /dev/null 2>&1 || echo "shim build failed"
. "$HERE/dropin.sh" # sim, simcheck: the drop-in, under both of the driver's names
simcheck || echo "the drop-in side does not run on the drop-in: its runs are the real driver's"
# numba-cuda's own pytest.ini up to addopts: its warning filters make the import fail on NumPy 2.5
# (session 10's log: rc 4, a DeprecationWarning as an error), as every window since found.
sed -n '/^\[pytest\]/,/^addopts/p' pytest.ini > pytest-plain.ini
ARGS=(-v -rfEs --tb=short -p no:cacheprovider -p numbacuda_fixture -p outcome_stream -c "$HERE/pytest-plain.ini"
	--dist loadscope --timeout=60 --durations=40 -k "not test_managed_alloc_driver")
suite() { # NAME WORKERS h200|sim PYTEST-ARGS...: runs until END
	local name=$1 n=$2 how=$3 left=$((END - SECONDS)) rc
	shift 3
	[ "$how" = sim ] || how=
	OUTCOME_STREAM=$OUT/outcomes-$name CUPY_CACHE_DIR=$HERE/cc-$name $how timeout -s INT -k 5 $left \
		python3 -m pytest -n "$n" "${ARGS[@]}" "$@" > "$OUT/pytest-$name.txt" 2>&1
	rc=$?
	echo "pytest $name rc $rc at $SECONDS s (limit $left s): $(cut -f4 "$OUT/outcomes-$name.tsv" 2>/dev/null | sort | uniq -c | tr '\n' ' ')"
	gzip -9f "$OUT/pytest-$name.txt"
}
echo "== suites at $SECONDS s (stop at $END s): full-sim, rest-h200 $(wc -l < h100-s33/rest-h200.txt) tests, full-h200 with $NFH workers"
suite full-sim "$NF" sim --pyargs numba.cuda.tests &
P1=$!
ONLY_TESTS=$HERE/h100-s33/rest-h200.txt suite rest-h200 "$NH" h200 --pyargs numba.cuda.tests &
P2=$!
[ "$NFH" -gt 0 ] && suite full-h200 "$NFH" h200 --pyargs numba.cuda.tests &
wait $P1 $P2 $!
kill $SAMPLER
for f in "$OUT"/outcomes-*-log.tsv; do [ -f "$f" ] && echo "$(wc -l < "$f") cudasim lines in $(basename "$f")"; done
cut -f3 "$OUT/outcomes-full-sim-log.tsv" 2>/dev/null | sed 's/0x[0-9a-f]*/0xN/g; s/[0-9][0-9]*/N/g' | sort | uniq -c | sort -rn | head -20
echo "done at $SECONDS s $(date -u +%T)"
