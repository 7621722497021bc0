#!/bin/bash
# fix11's window-2 probe: the f64 NaN rules again (nan: nanops with one operand negated
# first, as s_math's j0 does; the first run's buffer was too small), and pipe.cu's k_pipe_block (testdata/conformance/libcu) as nvcc 11.8 and
# 13.0 compiled it, plain and with warp 0 delayed 200 us before each of its shared-memory reads
# (the .delay.ptx files), three runs each, against the intended output; then under
# compute-sanitizer's racecheck.
set -x
cd "$(dirname "$0")"
OUT="${OUT:-.}"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cc -O1 -Wall -o probe_fix11 probe_fix11.c -L"${LIBDIR:-/usr/local/cuda/lib64/stubs}" -lcuda -ldl || exit 1
timeout 60 ./probe_fix11 nan j0trace.ptx nanops.ptx > "$OUT/nan.txt" 2>&1; echo "nan exit $?"
{
for f in pipe118 pipe130 pipe118.delay pipe130.delay; do
  timeout 30 ./probe_fix11 race $f.ptx pipe_in.bin pipe_want.bin; echo "# $f exit $?"
done
for f in pipe118 pipe130; do
  timeout 60 compute-sanitizer --tool racecheck --racecheck-report hazard ./probe_fix11 race $f.ptx pipe_in.bin pipe_want.bin 2>&1 | head -40; echo "# racecheck $f exit ${PIPESTATUS[0]}"
done
} > "$OUT/race.txt" 2>&1
cat "$OUT/race.txt" | cut -c1-300
