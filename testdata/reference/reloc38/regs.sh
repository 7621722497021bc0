#!/bin/bash
# regs.sh FILE MODE: ptxas -arch=sm_90 -v compiles FILE and prints "kernel registers" for each
# entry. MODE: whole (as cuModuleLoadData compiles), rel (-c, relocatable, as a link compiles) or
# m1 (whole, with ".minnctapersm 1" after each .maxntid/.reqntid that has none: m1.awk).
f=$1; m=$2; d=$(dirname "$0")
in=$f; opt=
case $m in
rel) opt=-c ;;
m1) in=$(mktemp --suffix=.ptx); awk -f "$d/m1.awk" "$f" > "$in" ;;
esac
ptxas -arch=sm_90 -v $opt -o /dev/null "$in" 2>&1 | awk '
	/Compiling entry function/ { match($0, /'"'"'[^'"'"']*'"'"'/); k = substr($0, RSTART+1, RLENGTH-2); next }
	/Compiling/ { k = "" }
	/Used [0-9]+ registers/ && k != "" { for (i = 1; i <= NF; i++) if ($i == "Used") print k, $(i+1); k = "" }'
[ "$m" = m1 ] && rm -f "$in"
exit 0
