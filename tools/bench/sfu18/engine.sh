#!/bin/bash
# engine.sh OUT: from a callgrind output of tools/bench/jit10/callgrind.sh, the program total and
# the self cost of every function of cudasim/sim and cudasim/sim/fp, whatever file its lines come
# from (sim/fp code inlined into sim counts; _test.go lines do not), plus the compiled runs'
# code (???:0x...). sfu18's table in docs/engine-performance.md comes from it.
set -eu
callgrind_annotate --auto=no --threshold=100 "$1" 2>/dev/null | awk '
/PROGRAM TOTALS/ { gsub(",", "", $1); tot = $1 }
/^ *[0-9,]+ \([ 0-9.]+%\)  / && !/_test\.go:/ {
	v = $1; gsub(",", "", v)
	if ($0 ~ /:cudasim\/sim\/fp\./) fp += v
	else if ($0 ~ /:cudasim\/sim\./) sim += v
	else if ($0 ~ /\?\?\?:0x[0-9a-f]+ \[\?\?\?\]/) jit += v
}
END { printf "total %.1f M; sim %.1f M, sim/fp %.1f M, compiled %.1f M, engine %.1f M\n", tot / 1e6, sim / 1e6, fp / 1e6, jit / 1e6, (sim + fp + jit) / 1e6 }'
