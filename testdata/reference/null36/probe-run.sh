#!/bin/bash
set -u
OUT=${PROBE_OUT:?PROBE_OUT unset}
cp nullhandles.c run.sh "$OUT/"
gcc -O1 -o nullhandles nullhandles.c -ldl || exit 1
for m in noctx noinit; do timeout -k 5 60 ./nullhandles $m > "$OUT/nullhandles-$m.txt" 2>&1; echo "exit $?" >> "$OUT/nullhandles-$m.txt"; done
