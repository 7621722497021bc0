#!/bin/bash
# run.sh: runs the GPU machine's probe queue (devq/ at the checkout's root, ignored by git) in one
# device call, then packs every probe's output as $OUT/results.tgz.
#
#   ONLY="graphs26-b tex26-b" timeout -k 5 560 bash tools/devq/run.sh
#
# A probe is a folder devq/NAME holding run.sh; it runs from that folder with PROBE_OUT
# (its output folder), SHARED (devq/_shared: lib/libcuda.so.1, the session's drop-in, unpacked
# there from lib/libcuda.so.1.xz) and a time limit from NAME/TIMEOUT (seconds, default 120).
# Without ONLY, the folders holding a READY file run. Probes with a SOLO file run after the
# others, one at a time, where nothing else runs beside them (timing rows).
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
q=$root/devq
out=${OUT:-/tmp/devq-out}
res=/tmp/devout
mkdir -p "$res" "$out"
if [ -f "$q/_shared/lib/libcuda.so.1.xz" ] && [ ! -f "$q/_shared/lib/libcuda.so.1" ]; then
	xz -dk "$q/_shared/lib/libcuda.so.1.xz"
fi
names=${ONLY:-$(cd "$q" && for d in */; do [ -f "$d/READY" ] && echo "${d%/}"; done)}
runone() {
	local name=$1 t=120
	[ -f "$q/$name/TIMEOUT" ] && t=$(cat "$q/$name/TIMEOUT")
	mkdir -p "$res/$name"
	local s=$SECONDS
	(cd "$q/$name" && PROBE_OUT=$res/$name SHARED=$q/_shared timeout -k 5 "$t" bash run.sh) \
		> "$res/$name/stdout.txt" 2>&1
	echo "$name rc=$? $((SECONDS - s)) s" | tee -a "$res/summary.txt"
}
solo=()
for n in $names; do
	if [ -f "$q/$n/SOLO" ]; then solo+=("$n"); else runone "$n" & fi
done
wait
for n in "${solo[@]}"; do runone "$n"; done
tar -C "$res" -czf "$out/results.tgz" . && ls -la "$out/results.tgz"
