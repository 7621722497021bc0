#!/bin/bash
# granule41-c: granule41.c's cases (${CASES:-cases.txt}, one access per process) and layouts, natively.
# About 45 short processes, 8 at a time: under a minute. Every file is a golden
# (testdata/reference/granule41).
set -u
HERE=$(cd "$(dirname "$0")" && pwd); OUT=${PROBE_OUT:-$HERE/out}; mkdir -p "$OUT/runs"
cd "$HERE"
{ echo "== $(date -u)"; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; uname -r; } > "$OUT/env.txt" 2>&1
cc -O1 -Wall -o granule41 granule41.c -L${STUBS:-/usr/local/cuda/lib64/stubs} -lcuda > "$OUT/cc.txt" 2>&1 || { cat "$OUT/cc.txt"; exit 1; }
for s in hostfirst devfirst hostdev managed wc; do ./granule41 $s layout > "$OUT/layout-$s.txt" 2>&1; echo "# exit $?" >> "$OUT/layout-$s.txt"; done

awk 'NF {print NR, $0}' ${CASES:-cases.txt} | xargs -P 8 -L 1 sh -c 'n=$0; timeout 30 ./granule41 "$@" > "'"$OUT"'/runs/$n.txt" 2>&1; echo "# exit $?" >> "'"$OUT"'/runs/$n.txt"'
i=$(grep -c . ${CASES:-cases.txt})
for n in $(seq 1 $i); do cat "$OUT/runs/$n.txt"; done > "$OUT/transcript.txt"
echo "done at ${SECONDS}s" >> "$OUT/env.txt"
