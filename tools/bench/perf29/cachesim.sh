#!/bin/bash
# cachesim.sh TESTBIN BENCH [D1] [LL]: the whole process's instructions and simulated L1 data
# cache misses in one sim benchmark (callgrind --cache-sim=yes of `TESTBIN -test.bench
# 'BENCH/workers=1$' -test.benchtime 2x`, three launches, as tools/bench/jit10/callgrind.sh runs
# it). D1 and LL are callgrind's size,ways,line: default 32768,8,64 (this machine's EPYC core)
# and 16777216,16,64; 49152,12,64 and 2097152,16,64 model the GPU host's Xeon core. perf29
# (docs/engine-performance.md) compares builds by these counts: a reduce CTA's warps touch more
# register-file lines than L1 holds.
set -eu
BIN=$(realpath "$1"); BENCH=$2; D1=${3:-32768,8,64}; LL=${4:-16777216,16,64}
OUT=$(mktemp)
cd "$(dirname "$0")/../../../sim"
GODEBUG=asyncpreemptoff=1,cpu.rdtscp=off valgrind --tool=callgrind --cache-sim=yes --D1="$D1" --LL="$LL" \
	--callgrind-out-file="$OUT" "$BIN" -test.run XXX -test.bench "$BENCH/workers=1\$" -test.benchtime 2x 2>&1 |
	grep -E 'I   refs|D1  misses' | sed "s/^==[0-9]*== /$BENCH D1=$D1: /"
rm -f "$OUT"
