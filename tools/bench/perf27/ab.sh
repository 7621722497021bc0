#!/bin/bash
# ab.sh BASE_DIR NEW_DIR [BUDGET_S] (issue 14's reduce and options rows, one worker): two
# drop-ins (each DIR holds a libcuda.so.1: main's build and the branch's) run tools/bench/host's
# kernel rows and its options row in rounds that alternate the builds (the order flips every
# round) until BUDGET_S (default 300) has passed; each row is the best of REPS (default 5)
# launches, next to native C in the same process. On a shared machine only these same-run
# ratios and the pairing mean anything (docs/engine-performance.md, perf27). Prints
# tools/bench/reduce21's summary.py and tools/bench/rounds24's paired.py for reduce and
# options; rows.txt stays in OUT (default ./ab-out). CPUS (default: every CPU) pins with taskset.
set -eu
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
BASE=$(realpath "$1"); NEW=$(realpath "$2"); BUDGET_S=${3:-300}
OUT=$(realpath -m "${OUT:-ab-out}"); REPS=${REPS:-5}; CPUS=${CPUS:-0-$(($(nproc) - 1))}
mkdir -p "$OUT"
cc -O2 -march=native -o "$OUT/host" "$ROOT/tools/bench/host/host.c" -ldl -lm -lpthread
for d in "$BASE" "$NEW"; do ln -sf libcuda.so.1 "$d/libcuda.so"; done
export CUDASIM_PROGRESS=0 CUDASIM_KERNEL_WORKERS=1
one() { # one BUILD_DIR: the kernel rows, then options
	LD_LIBRARY_PATH=$1 timeout 120 taskset -c "$CPUS" "$OUT/host" rows "$ROOT/sim/testdata/bench/bench.ptx" "$REPS" 1 || echo "fail rows rc=$?"
	LD_LIBRARY_PATH=$1 timeout 120 taskset -c "$CPUS" "$OUT/host" options "$ROOT/sim/testdata/bench/sfu90.ptx" "$REPS" 1 || echo "fail options rc=$?"
}
one "$BASE" > /dev/null 2>&1 # warm-up (page cache, the SFU tables)
{
	echo "== $(date -u) $(nproc) CPUs, REPS=$REPS BUDGET_S=$BUDGET_S; $(uptime)"
	round=0
	while [ $SECONDS -lt "$BUDGET_S" ]; do
		round=$((round + 1)); order="base new"; [ $((round % 2)) = 0 ] && order="new base"
		for c in $order; do
			d=$BASE; [ $c = new ] && d=$NEW
			one "$d" 2>&1 | sed -u "s/^/$c round=$round /"
		done
	done
	echo "== $(date -u); $(uptime)"
} > "$OUT/rows.txt"
python3 "$ROOT/tools/bench/reduce21/summary.py" "$OUT/rows.txt"
for r in reduce options; do python3 "$ROOT/tools/bench/rounds24/paired.py" "$OUT/rows.txt" $r; done
