#!/bin/bash
# probe-run.sh: the tex26 probes' script, run on the H200 host from a folder
# holding cudart/src/check.h and cudart/tex26 (this folder: build.sh, src/,
# cases.txt; bin.txz if the programs were built before). It builds the
# programs with nvcc 13.0 (or unpacks bin.txz unless TEX26_BUILD=1), runs every case of
# cases.txt natively twice and through cudasim's drop-in ($DROPIN, or
# $SHARED/lib) once, and writes to $PROBE_OUT per-case outputs
# (native/CASE.h200.out, native2/, sim/CASE.out), diffs, summary.txt and
# the binaries as bin.txz; t_bc's full results (TEX26_DUMP) as dump.txz.
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
cd cudart/tex26
# TEX26_BUILD=1 builds the programs from src/ even where bin.txz holds older
# ones (t_bc, t_sparse, t_sparseinfo and t_border are not in tex26-a's).
build=${TEX26_BUILD:-}
[ -f bin.txz ] || build=1
if [ -z "$build" ]; then
	xz -dc bin.txz | tar xf - && echo "programs from bin.txz"
else
	NVCC_TIMEOUT=150 bash build.sh > "$O/build.log" 2>&1
	echo "build rc $? at $((SECONDS - start)) s"
	grep -E "built|FAILED" "$O/build.log"
	grep -A20 FAILED "$O/build.log" | head -80
fi
# one CASE KIND: runs CASE's line of cases.txt; KIND native, native2 or sim.
one() {
	local c=$1 kind=$2 lib=$RTDIR t=60 line
	line=$(grep -E "^$c " cases.txt)
	[ "$kind" = sim ] && { lib=$DROPIN:$RTDIR; t=150; }
	read -r -a w <<< "$line"
	local f=$O/$kind/$c.h200.out
	[ "$kind" = sim ] && f=$O/sim/$c.out
	local s=$SECONDS dump=
	[ "$kind" = native ] && { dump=$O/dump/$c; mkdir -p "$dump"; }
	TEX26_DUMP=$dump LD_LIBRARY_PATH=$lib CUDASIM_PTX_CACHE=off timeout -k 2 $t "bin/b130/${w[1]}" "${w[@]:2}" > "$f" 2>&1
	echo "exit $?" >> "$f"
	echo "$((SECONDS - s))" > "$O/$kind/$c.time"
}
export -f one; export O RTDIR DROPIN
cases=$(grep -vE '^#|^$' cases.txt | awk '{print $1}')
for c in $cases; do echo "$c sim"; echo "$c native"; done | xargs -P 14 -n 2 bash -c 'one "$0" "$1"'
echo "first runs done at $((SECONDS - start)) s"
for c in $cases; do echo "$c native2"; done | xargs -P 8 -n 2 bash -c 'one "$0" "$1"'
echo "runs done at $((SECONDS - start)) s"
for c in $cases; do
	n=$O/native/$c.h200.out
	same=same; cmp -s "$n" "$O/native2/$c.h200.out" || { same="NATIVE-RUNS-DIFFER"; diff "$n" "$O/native2/$c.h200.out" > "$O/diff/$c.native.diff"; }
	if cmp -s "$n" "$O/sim/$c.out"; then v=MATCH; else v=DIFF; diff "$n" "$O/sim/$c.out" > "$O/diff/$c.diff"; fi
	printf "%-28s %-5s native %-8s sim %-8s %s; lines %s; native %s s sim %s s; diff lines %s\n" "$c" "$v" "$(tail -1 "$n")" "$(tail -1 "$O/sim/$c.out")" "$same" \
		"$(wc -l < "$n")" "$(cat "$O/native/$c.time")" "$(cat "$O/sim/$c.time")" "$(cat "$O/diff/$c.diff" 2>/dev/null | grep -c '^[<>]')"
done | tee "$O/summary.txt"
for c in $cases; do [ -f "$O/diff/$c.diff" ] && { echo "== $c"; head -8 "$O/diff/$c.diff"; }; done
[ -z "$build" ] || { tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=2026-01-01 -cf - bin/b130 | xz -9 -T8 > "$O/bin.txz"; ls -la "$O/bin.txz"; }
# t_bc's full results (TEX26_DUMP, native runs)
(cd "$O" && find dump -type d -empty -delete; [ -d dump ] && tar cf - dump | xz -9 -T8 > dump.txz && rm -rf dump && ls -la dump.txz)
# outputs are large: pack them
(cd "$O" && tar cf - native native2 sim diff | xz -6 -T8 > outputs.txz && rm -rf native native2 sim diff && ls -la outputs.txz)
echo "all done at $((SECONDS - start)) s"
