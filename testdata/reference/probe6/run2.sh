#!/bin/bash
# sanitizer helper, window 2: more probe6 scenarios (natively and under
# compute-sanitizer, driver API) and defects2.cu under each tool.
set -x
cd "$(dirname "$0")"
export PATH=$PATH:/usr/local/cuda/bin
OUT=${OUT:-.}
cc -O1 -Wall -o probe6 probe6.c -L/usr/local/cuda/lib64/stubs -lcuda || exit 1
nvcc -arch=sm_90 -O2 -std=c++17 -lineinfo -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -o "$OUT/defects2" defects2.cu &
nvccpid=$!
mkdir -p "$OUT/cases" "$OUT/san"
grep -v '^#' cases2.txt | grep . | xargs -P 8 -L 1 sh -c 'timeout 30 ./probe6 case "$0" "$@" > "'"$OUT"'/cases/$0.txt" 2>&1; echo "# exit $?" >> "'"$OUT"'/cases/$0.txt"'
grep -v '^#' cases2.txt | grep . | while read -r name steps; do cat "$OUT/cases/$name.txt"; done > "$OUT/transcript2.txt"
san() {
	tool=$1; name=$2; shift 2
	case $tool in
	leakcheck) opts="--tool memcheck --leak-check full" ;;
	*) opts="--tool $tool" ;;
	esac
	timeout 60 compute-sanitizer $opts --show-backtrace no ./probe6 case $name "$@" > "$OUT/san/$tool-$name.txt" 2>&1
	echo "exit $?" >> "$OUT/san/$tool-$name.txt"
}
export -f san; export OUT
grep -v '^#' san_cases.txt | grep . | xargs -P 6 -L 1 bash -c 'san "$@"' _
wait $nvccpid
one() {
	tool=${1%%:*}; d=${1#*:}
	mkdir -p "$OUT/d2/$tool"
	case $tool in
	native) cmd="" ;;
	hazard) cmd="compute-sanitizer --tool racecheck --racecheck-report hazard --show-backtrace no" ;;
	*) cmd="compute-sanitizer --tool $tool --show-backtrace no" ;;
	esac
	timeout 60 $cmd "$OUT/defects2" $d > "$OUT/d2/$tool/$d.txt" 2>&1
	echo "exit $?" >> "$OUT/d2/$tool/$d.txt"
}
export -f one
runs=""
for d in race_war race_rw2 race_atomic race_warp race_byte uninit_kernel_written uninit_atomic uninit_byte div_sync_else exit_then_sync shfl_mask vote_half; do runs="$runs native:$d"; done
for d in race_war race_rw2 race_atomic race_warp race_byte; do runs="$runs racecheck:$d"; done
runs="$runs hazard:race_war hazard:race_byte"
for d in uninit_kernel_written uninit_atomic uninit_byte; do runs="$runs initcheck:$d"; done
for d in div_sync_else exit_then_sync shfl_mask vote_half; do runs="$runs synccheck:$d"; done
runs="$runs memcheck:vote_half memcheck:shfl_mask"
echo $runs | tr ' ' '\n' | xargs -P 6 -I{} bash -c 'one {}'
echo done at ${SECONDS}s
