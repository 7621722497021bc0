#!/bin/bash
# collect.sh: makes this folder's golden/ and bin.txz from probe results:
# for each binary kept.txt names (PROGRAM.SET), the first RESULTS folder
# (a probe's $PROBE_OUT, bin.txz unpacked into RESULTS/bin) that ran it
# gives golden/PROGRAM.SET.h200.out (what the H200 printed: stdout, stderr,
# then "exit N", the line runPrograms ends cudasim's output with) and the
# binary (with f_so's library beside it) for bin.txz.
#
#   bash collect.sh RESULTS...     # e.g. /work/devresults25/w1/flags25-a
set -eu
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/bin" "$here/golden"
rm -f "$here"/golden/*.h200.out
while read -r b; do
	[ -n "$b" ] || continue
	found=""
	for r in "$@"; do
		[ -f "$r/native/$b.rc" ] && [ -x "$r/bin/$b" ] || continue
		{ cat "$r/native/$b.out" "$r/native/$b.err"; echo "exit $(cat "$r/native/$b.rc")"; } > "$here/golden/$b.h200.out"
		cp "$r/bin/$b" "$tmp/bin/"
		lib=$r/bin/f_so_lib.${b#f_so.}.so
		[[ $b == f_so.* ]] && cp "$lib" "$tmp/bin/"
		found=1
		break
	done
	[ -n "$found" ] || echo "collect.sh: no results for $b" >&2
done < "$here/kept.txt"
(cd "$tmp" && tar cf - --sort=name --owner=0 --group=0 --mtime=2026-01-01 bin | xz -9 -T2) > "$here/bin.txz"
ls -l "$here/bin.txz"
