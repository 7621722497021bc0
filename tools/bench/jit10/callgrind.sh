#!/bin/bash
# callgrind.sh TESTBIN BENCH [OUT]: the engine's own instructions in one sim benchmark, counted as
# tools/bench/perf9/callgrind.sh counts them (callgrind of `TESTBIN -test.bench 'BENCH/workers=1$'
# -test.benchtime 2x`, three launches, the self cost of cudasim/sim's functions outside _test.go
# files) plus the compiled runs' code (the eighth pass, docs/engine-performance.md), which
# callgrind finds in no object and names ???:0x...; prints both and their sum.
set -eu
BIN=$(realpath "$1"); BENCH=$2; OUT=$(realpath -m "${3:-callgrind.$BENCH.out}")
cd "$(dirname "$0")/../../../sim"
GODEBUG=asyncpreemptoff=1,cpu.rdtscp=off valgrind --tool=callgrind --callgrind-out-file="$OUT" \
	"$BIN" -test.run XXX -test.bench "$BENCH/workers=1\$" -test.benchtime 2x > "$OUT.log" 2>&1
cd /
callgrind_annotate --auto=no --threshold=100 "$OUT" 2>/dev/null | awk -v b="$BENCH" '
	/^ *[0-9,]+ \([ 0-9.]+%\)  (\/[^ ]*\/)?sim\/[A-Za-z0-9_]+\.(go|s):cudasim\/sim\./ && !/_test\.go:/ {
		gsub(",", "", $1); go += $1 }
	/^ *[0-9,]+ \([ 0-9.]+%\)  \?\?\?:0x[0-9a-f]+ \[\?\?\?\]/ { gsub(",", "", $1); jit += $1 }
	END { printf "%s %.1f M engine instructions (%.1f M in Go and assembly, %.1f M compiled)\n", b, (go + jit) / 1e6, go / 1e6, jit / 1e6 }'
