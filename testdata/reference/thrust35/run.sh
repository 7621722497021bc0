#!/bin/bash
# thrust35-c (session 35): CUB 1.17.2's test_block_run_length_decode (built on the cudasim
# machine by nvcc 11.8, compute_90 PTX only, -cudart shared; CUDA 11.8's libcudart.so.11.0 beside
# it in bins.txz) on the real driver. On cudasim its fourth configuration (64 threads, run
# lengths, no relative offsets) loses 32-item chunks every run: the test's own race on
# BlockStore's valid_items (NVIDIA/cccl#1903, fixed in the test by cccl#2706's CTA_SYNC), which
# cudasim's warp order (a warp runs to its next barrier) hits each time. Measures whether the GPU
# hits it: the binary RUNS times (default 20), each run's exit code and count of "Mismatch" lines
# (runs.txt, first run's output in first.out); the binary with cccl#2706's sync
# (block_run_length_decode_synced) once; and, where compute-sanitizer is found, the unpatched
# binary under --tool racecheck (racecheck.out). Needs one GPU, no nvcc; about 30-120 s.
set -u
OUT=${PROBE_OUT:?PROBE_OUT unset}
cp run.sh "$OUT/"
tar -xJf bins.txz           # bin/b118/{block_run_length_decode,_synced,libcudart.so.11.0,build-info.txt}
{
	date -u +"date %Y-%m-%dT%H:%M:%SZ"
	nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | sed 's/^/gpu /'
	cat bin/b118/build-info.txt
} > "$OUT/env.txt"
export LD_LIBRARY_PATH=$PWD/bin/b118
exe=bin/b118/block_run_length_decode
timeout -k 5 60 "$exe" > "$OUT/first.out" 2>&1
echo "exit $?" >> "$OUT/first.out"
for i in $(seq 2 "${RUNS:-20}"); do
	timeout -k 5 30 "$exe" > run.out 2>&1
	rc=$?
	echo "run $i exit $rc mismatches $(grep -c '^Mismatch' run.out)" >> "$OUT/runs.txt"
done
echo "run 1 $(tail -1 "$OUT/first.out") mismatches $(grep -c '^Mismatch' "$OUT/first.out")" >> "$OUT/runs.txt"
timeout -k 5 60 bin/b118/block_run_length_decode_synced > "$OUT/synced.out" 2>&1
echo "exit $?" >> "$OUT/synced.out"
cs=$(command -v compute-sanitizer || ls /usr/local/cuda*/bin/compute-sanitizer 2>/dev/null | head -1)
if [ -n "$cs" ]; then
	timeout -k 5 150 "$cs" --tool racecheck "$exe" > "$OUT/racecheck.out" 2>&1
	echo "exit $?" >> "$OUT/racecheck.out"
else
	echo "no compute-sanitizer" > "$OUT/racecheck.out"
fi
echo "done at $(date -u +%T)"
