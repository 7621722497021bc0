#!/bin/bash
# Runs cudasim's fuzz targets, each for FUZZTIME (default 60s), one at a
# time, with minimisation of new inputs capped at 2 s (uncapped, minimising
# one large input could take a whole run). New crashers land in each
# package's testdata/fuzz; commit them with the fix.
#
#   bash tools/fuzz.sh                 # every target
#   FUZZTIME=5m bash tools/fuzz.sh ./cubin FuzzParseELF
set -u
cd "$(dirname "$0")/.."
time=${FUZZTIME:-60s}
targets=(
	"./cubin FuzzParseELF" "./cubin FuzzParseFatbin" "./cubin FuzzParsePTX"
	"./sim/ptx FuzzParse" "./sim FuzzCompileRun" "./sim/fp FuzzArith32" "./sim/fp FuzzDecodeSteps"
	"./internal/module FuzzLoad" "./internal/mem FuzzOps" "./internal/link FuzzLink"
	"./driver FuzzLibraryLoadData" "./driver FuzzCalls" "./driver FuzzParseProfile"
	"./trace FuzzParse" "./trace/replay FuzzReplay" "./conform FuzzParse"
)
if [ $# -eq 2 ]; then targets=("$1 $2"); fi
status=0
for t in "${targets[@]}"; do
	set -- $t
	echo "== $1 $2 ($time)"
	go test "$1" -run XXX -fuzz "^$2\$" -fuzztime "$time" -fuzzminimizetime 2s -parallel 1 2>&1 | tail -3 || status=1
done
exit $status
