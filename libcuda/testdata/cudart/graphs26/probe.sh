#!/bin/bash
# probe.sh: graphs26's probe script, run on the H200 host (devq/graphs26-X/run.sh
# is this file) from a folder holding tree.txz (libcuda/testdata/cudart's
# src/check.h, suite/build.sh and graphs26/build.sh and src/). It builds every
# program with nvcc 13.0 (build.sh), runs each natively twice and through
# cudasim's drop-in ($SHARED/lib/libcuda.so.1) once, and writes to $PROBE_OUT
# native/NAME.out, native2/, sim/, diff/, summary.txt and bin.txz (the
# binaries, for the Go test that replays them). NATIVE_TIMEOUT and SIM_TIMEOUT
# (seconds, 40 and 90) bound each run; ONE_PASS=1 runs the second native run
# beside the others instead of after them (a probe of a few slow programs).
set -u
here=$(pwd)
O=${PROBE_OUT:-$here/out}
DROPIN=${DROPIN:-${SHARED:-$here}/lib}
mkdir -p "$O"/native "$O"/native2 "$O"/sim "$O"/diff
export PATH=$PATH:/usr/local/cuda/bin
RTDIR=/usr/local/cuda/lib64
start=$SECONDS
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
nvcc --version | tail -1
ls -la "$DROPIN"
for v in $(env | grep -oE '^CUDA[A-Z_]*=' | tr -d =); do unset "$v"; done
W=${TMPDIR:-/tmp}/graphs26-$$
mkdir -p "$W" && xz -dc tree.txz | tar xf - -C "$W"
cd "$W/cudart/graphs26" || exit 2
NVCC_TIMEOUT=150 bash build.sh > "$O/build.log" 2>&1
echo "build rc $? at $((SECONDS - start)) s"
grep -E "built|FAILED" "$O/build.log"
grep -A30 FAILED "$O/build.log" | head -150
# one PROG KIND: runs bin/b130/PROG; KIND native, native2 or sim.
one() {
	local p=$1 kind=$2 lib=$RTDIR t=${NATIVE_TIMEOUT:-40}
	[ "$kind" = sim ] && { lib=$DROPIN:$RTDIR; t=${SIM_TIMEOUT:-90}; }
	local f=$O/$kind/$p.out s=$SECONDS
	(cd /tmp && LD_LIBRARY_PATH=$lib CUDASIM_PTX_CACHE=off timeout -k 2 $t "$W/cudart/graphs26/bin/b130/$p" > "$f" 2>&1)
	echo "exit $?" >> "$f"
	echo "$((SECONDS - s))" > "$O/$kind/$p.time"
}
export -f one
export O RTDIR DROPIN W NATIVE_TIMEOUT SIM_TIMEOUT
progs=$(cd bin/b130 && ls s_* 2>/dev/null)
second=native2
[ "${ONE_PASS:-}" = 1 ] && second=
for p in $progs; do echo "$p native"; echo "$p sim"; [ -z "$second" ] && echo "$p native2"; done | xargs -P 14 -n 2 bash -c 'one "$0" "$1"'
echo "first runs done at $((SECONDS - start)) s"
[ -n "$second" ] && for p in $progs; do echo "$p native2"; done | xargs -P 14 -n 2 bash -c 'one "$0" "$1"'
echo "runs done at $((SECONDS - start)) s"
for p in $progs; do
	n=$O/native/$p.out
	same=same
	cmp -s "$n" "$O/native2/$p.out" || { same="NATIVE-RUNS-DIFFER"; diff "$n" "$O/native2/$p.out" > "$O/diff/$p.native.diff"; }
	if cmp -s "$n" "$O/sim/$p.out"; then v=MATCH; else v=DIFF; diff "$n" "$O/sim/$p.out" > "$O/diff/$p.diff"; fi
	printf "%-22s %-5s lines %4s native %-8s sim %-8s %s; sim %s s\n" "$p" "$v" "$(wc -l < "$n")" "$(tail -1 "$n")" "$(tail -1 "$O/sim/$p.out")" "$same" "$(cat "$O/sim/$p.time")"
done | tee "$O/summary.txt"
{ tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=2026-01-01 -cf - bin/b130 | xz -6 -T4 > "$O/bin.txz"; ls -la "$O/bin.txz"; }
echo "all done at $((SECONDS - start)) s"
