#!/bin/bash
# narrow.sh DIR [BUDGET_S]: one drop-in (DIR/libcuda.so.1), rounds alternating CUDASIM_NARROW unset ("base": packing on) and
# =wide ("new": no slot packed), tools/bench/host rows, best of 5 launches, native C in the same process; paired per row.
set -u
ROOT=$(cd "$(dirname "$0")/../../.." && pwd); D=$(realpath "$1"); BUDGET_S=${2:-240}; OUT=$(realpath -m "${OUT:-narrow-out}"); mkdir -p "$OUT"
cc -O2 -march=native -o "$OUT/host" "$ROOT/tools/bench/host/host.c" -ldl -lm -lpthread
export CUDASIM_PROGRESS=0 CUDASIM_KERNEL_WORKERS=1
one() { if [ $1 = new ]; then export CUDASIM_NARROW=wide; else unset CUDASIM_NARROW; fi
  LD_LIBRARY_PATH=$D timeout 120 "$OUT/host" rows $ROOT/sim/testdata/bench/bench.ptx 5 1; }
one base >/dev/null 2>&1
{ echo "== $(date -u); $(uptime)"; round=0
while [ $SECONDS -lt $BUDGET_S ]; do round=$((round+1)); order="base new"; [ $((round % 2)) = 0 ] && order="new base"
 for c in $order; do one $c 2>&1 | sed -u "s/^/$c round=$round /"; done; done
 echo "== $(date -u); $(uptime)"; } > "$OUT/rows.txt"
for r in vecadd reduce sgemm hash; do python3 $ROOT/tools/bench/rounds24/paired.py "$OUT/rows.txt" $r; done
