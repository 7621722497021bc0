#!/bin/bash
# granule37-c: which host addresses an H200 kernel reaches past a page-locked
# allocation, and pageable memory (granule37.c's comment). About 40 short
# processes, 8 at a time: under a minute. Every file is a golden
# (testdata/reference/granule37).
set -u
HERE=$(cd "$(dirname "$0")" && pwd); OUT=${PROBE_OUT:-$HERE/out}; mkdir -p "$OUT/runs"
cd "$HERE"
{ echo "== $(date -u)"; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; uname -r; cat /sys/module/nvidia_uvm/parameters/uvm_disable_hmm 2>/dev/null | sed 's/^/uvm_disable_hmm /'; } > "$OUT/env.txt" 2>&1
cc -O1 -Wall -o granule37 granule37.c -L/usr/local/cuda/lib64/stubs -lcuda > "$OUT/cc.txt" 2>&1 || { cat "$OUT/cc.txt"; exit 1; }
./granule37 attrs > "$OUT/attrs.txt" 2>&1
./granule37 maps > "$OUT/maps.txt" 2>&1
cases=""
for n in 0 1 2 3 4 6 8 16 32 48 64 80 96 128 256 512 1024 4096; do cases="$cases r4:h$n w4:h$n"; done
for n in 0 3 4 6; do cases="$cases w4:big$n"; done
for t in malloc stack static mmap munmap; do cases="$cases r4:$t w4:$t"; done
echo $cases | tr ' ' '\n' | xargs -P 8 -I{} sh -c 'c={}; timeout 30 ./granule37 ${c%%:*} ${c#*:} > "'"$OUT"'/runs/$(echo {} | tr : _).txt" 2>&1; echo "# exit $?" >> "'"$OUT"'/runs/$(echo {} | tr : _).txt"'
for c in $cases; do cat "$OUT/runs/$(echo $c | tr : _).txt"; done > "$OUT/transcript.txt"
echo "done at ${SECONDS}s" >> "$OUT/env.txt"
