#!/bin/bash
# Runs cudasim's fuzz targets, each for FUZZTIME (default 60s), one at a
# time, with minimisation of new inputs capped at 2 s (uncapped, minimising
# one large input could take a whole run). New crashers land in each
# package's testdata/fuzz; commit them with the fix.
#
# The targets are found, not listed: every `func FuzzXxx(` at the start of a
# line in a _test.go file outside testdata/ and hidden folders, so a new
# target is run without editing this script.
#
#   bash tools/fuzz.sh                      # every target
#   bash tools/fuzz.sh ./cubin              # every target of one package
#   FUZZTIME=5m bash tools/fuzz.sh ./cubin FuzzParseELF
#   bash tools/fuzz.sh -l                   # list the targets, run nothing
#
# A target that hangs is stopped by go test's -timeout (FUZZTIMEOUT, default
# 10m, go test's own default), which prints the stuck goroutines.
set -u
cd "$(dirname "$0")/.."
time=${FUZZTIME:-60s}
timeout=${FUZZTIMEOUT:-10m}

# targets prints "./pkg FuzzName" for every fuzz target, sorted.
targets() {
	find . \( -name testdata -o -name '.?*' \) -prune -o -name '*_test.go' -print0 |
		xargs -0 grep -o -E '^func Fuzz[A-Za-z0-9_]*\(' |
		sed -E 's|^(.*)/[^/]*_test\.go:func (Fuzz[A-Za-z0-9_]*)\($|\1 \2|' |
		LC_ALL=C sort -u
}

list=()
while IFS= read -r t; do list+=("$t"); done < <(targets)
case $# in
0) ;;
1) if [ "$1" = -l ]; then printf '%s\n' "${list[@]}"; exit 0; fi
	pkg=./${1#./}
	pkg=${pkg%/}
	sel=()
	for t in "${list[@]}"; do [ "${t% *}" = "$pkg" ] && sel+=("$t"); done
	if [ ${#sel[@]} -eq 0 ]; then echo "no fuzz targets in $pkg" >&2; exit 2; fi
	list=("${sel[@]}") ;;
2) t="./${1#./}"
	t="${t%/} $2"
	case " ${list[*]/%/;} " in
	*" $t; "*) list=("$t") ;;
	*) echo "no fuzz target $t" >&2; exit 2 ;;
	esac ;;
*) echo "usage: $0 [-l | package [FuzzTarget]]" >&2; exit 2 ;;
esac

status=0
for t in "${list[@]}"; do
	set -- $t
	echo "== $1 $2 ($time)"
	go test "$1" -run XXX -fuzz "^$2\$" -fuzztime "$time" -fuzzminimizetime 2s \
		-parallel 1 -timeout "$timeout" 2>&1 | tail -4
	if [ "${PIPESTATUS[0]}" != 0 ]; then status=1; fi
done
exit $status
