#!/bin/bash
# Builds probe5 against the real driver and runs each section in its own
# process; writes $OUT/probe5-transcript.txt (or ./ when OUT is unset).
cd "$(dirname "$0")"
OUT="${OUT:-.}"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cc -O1 -Wall -o probe5 probe5.c -L/usr/local/cuda/lib64/stubs -lcuda || exit 1
for s in ${SECTIONS:-unloaded streamdead pitch hostreg recursion extrashort freed}; do
  timeout ${SECTION_TIMEOUT:-30} ./probe5 $s; echo "# section $s exit $?"
done > "$OUT/probe5-transcript.txt" 2>&1
cat "$OUT/probe5-transcript.txt"
