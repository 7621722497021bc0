#!/bin/bash
# Builds probe6 against the real driver and runs the layout section and every
# scenario of cases.txt, each in its own process (a fault is sticky: the
# process gets no new context after one), 8 at a time. Writes
# $OUT/layout.txt and $OUT/transcript.txt (scenarios in cases.txt's order).
cd "$(dirname "$0")"
OUT="${OUT:-.}"
LIB=${LIB:--L/usr/local/cuda/lib64/stubs}
cc -O1 -Wall -o probe6 probe6.c $LIB -lcuda || exit 1
./probe6 ptx x > "$OUT/probe6.ptx"
timeout 60 ./probe6 layout > "$OUT/layout.txt" 2>&1; echo "# layout exit $?" >> "$OUT/layout.txt"
mkdir -p "$OUT/cases"
grep -v '^#' cases.txt | grep . | while read -r name steps; do echo "$name $steps"; done |
	xargs -P 8 -L 1 sh -c 'timeout 30 ./probe6 case "$0" "$@" > "'"$OUT"'/cases/$0.txt" 2>&1; echo "# exit $?" >> "'"$OUT"'/cases/$0.txt"'
grep -v '^#' cases.txt | grep . | while read -r name steps; do cat "$OUT/cases/$name.txt"; done > "$OUT/transcript.txt"
rm -r "$OUT/cases"
