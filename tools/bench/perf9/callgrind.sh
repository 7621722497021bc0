#!/bin/bash
# callgrind.sh TESTBIN BENCH [OUT]: the engine's own instructions in one sim benchmark, as the
# fourth to seventh passes counted them (docs/engine-performance.md): callgrind of
# `TESTBIN -test.bench 'BENCH/workers=1$' -test.benchtime 2x` (three launches), run in sim/ so that
# the benchmark finds its testdata, summing the self cost of cudasim/sim's functions outside
# _test.go files. TESTBIN comes from `go test -c -o TESTBIN ./sim`. Wall times on the shared 2-core
# machine move 2x between runs; these counts do not.
set -eu
BIN=$(realpath "$1"); BENCH=$2; OUT=$(realpath -m "${3:-callgrind.$BENCH.out}")
cd "$(dirname "$0")/../../../sim"
GODEBUG=asyncpreemptoff=1,cpu.rdtscp=off valgrind --tool=callgrind --callgrind-out-file="$OUT" \
	"$BIN" -test.run XXX -test.bench "$BENCH/workers=1\$" -test.benchtime 2x > "$OUT.log" 2>&1
cd /
callgrind_annotate --auto=no --threshold=100 "$OUT" 2>/dev/null |
	grep -E '^ *[0-9,]+ \([ 0-9.]+%\)  (/[^ ]*/)?sim/[A-Za-z0-9_]+\.(go|s):cudasim/sim\.' |
	grep -v '_test\.go:' |
	awk -v b="$BENCH" '{gsub(",", "", $1); s += $1} END {printf "%s %.1f M engine instructions\n", b, s / 1e6}'
