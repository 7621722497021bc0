#!/bin/bash
# probe-run.sh: the envexplore25 probes' script, run on the H200 host from
# a folder holding tree.tar (libcuda/testdata/cudart's src/check.h,
# suite/build.sh and this folder) and a drop-in libcuda.so.1 (DROPIN).
# It builds the programs with nvcc 13.0 (build.sh; or takes them from the
# folder's bin.txz, as the second probe did) and the C ones with cc, runs every case of
# cases.txt natively twice and through cudasim's drop-in once, each with
# only its case's CUDA_ variables set, and writes to $PROBE_OUT per-case
# outputs (native/CASE.h200.out, native2/, sim/), diffs and summary.txt,
# and the binaries as bin.txz.
set -u
here=$(pwd)
O=${PROBE_OUT:-$here/out}
DROPIN=${DROPIN:-$here/dropin}
mkdir -p "$O"/native "$O"/native2 "$O"/sim "$O"/diff
export PATH=$PATH:/usr/local/cuda/bin
RTDIR=/usr/local/cuda/lib64
start=$SECONDS
nvidia-smi --query-gpu=name,driver_version,uuid --format=csv,noheader
nvcc --version | tail -1
for v in $(env | grep -oE '^CUDA[A-Z_]*=' | tr -d =); do unset "$v"; done
tar xf tree.tar
cd cudart/envexplore25
if [ -f bin.txz ]; then
	xz -dc bin.txz | tar xf - && echo "programs from bin.txz"
else
	NVCC_TIMEOUT=120 bash build.sh > "$O/build.log" 2>&1
	echo "build rc $? at $((SECONDS - start)) s"
	grep -E "built|FAILED" "$O/build.log"
	grep -A20 FAILED "$O/build.log" | head -60
fi
for f in src/c_*.c; do # driver-API programs: cc, no CUDA headers
	cc -O2 -o "bin/b130/$(basename "$f" .c)" "$f" -ldl && echo "  $(basename "$f" .c): built" || echo "  $f: FAILED"
done
uuid=$(nvidia-smi --query-gpu=uuid --format=csv,noheader | head -1)
simuuid=GPU-12689e0b-f23c-9cca-44fd-5457ecdfecd6 # cudasim's H200 (driver/profiles/h200.tsv)
# one CASE KIND: runs CASE's line of cases.txt; KIND native, native2 or sim.
one() {
	local c=$1 kind=$2 u=$uuid lib=$RTDIR t=30 line prog envs=() args=() dash=0
	line=$(grep -E "^$c " cases.txt)
	[ "$kind" = sim ] && { u=$simuuid; lib=$DROPIN:$RTDIR; t=60; }
	line=${line//@UUID@/$u}
	line=${line//@UUID8@/${u:4:8}}
	read -r -a w <<< "$line"
	prog=${w[1]}
	for x in "${w[@]:2}"; do
		if [ "$x" = -- ]; then dash=1; elif [ $dash = 1 ]; then args+=("$x"); else envs+=("$x"); fi
	done
	local f=$O/$kind/$c.h200.out
	[ "$kind" = sim ] && f=$O/sim/$c.out
	local s=$SECONDS
	env "${envs[@]}" LD_LIBRARY_PATH=$lib CUDASIM_PTX_CACHE=off timeout -k 2 $t "bin/b130/$prog" "${args[@]}" > "$f" 2>&1
	echo "exit $?" >> "$f"
	[ "$kind" = sim ] && echo "$((SECONDS - s))" > "$O/sim/$c.time"
}
export -f one; export O RTDIR DROPIN uuid simuuid
cases=$(grep -vE '^#|^$' cases.txt | awk '{print $1}')
for c in $cases; do echo "$c native"; echo "$c sim"; done | xargs -P 12 -n 2 bash -c 'one "$0" "$1"'
echo "first runs done at $((SECONDS - start)) s"
for c in $cases; do echo "$c native2"; done | xargs -P 12 -n 2 bash -c 'one "$0" "$1"'
echo "runs done at $((SECONDS - start)) s"
for c in $cases; do
	n=$O/native/$c.h200.out
	same=same; cmp -s "$n" "$O/native2/$c.h200.out" || { same="NATIVE-RUNS-DIFFER"; diff "$n" "$O/native2/$c.h200.out" > "$O/diff/$c.native.diff"; }
	if cmp -s "$n" "$O/sim/$c.out"; then v=MATCH; else v=DIFF; diff "$n" "$O/sim/$c.out" > "$O/diff/$c.diff"; fi
	printf "%-28s %-5s native %-8s sim %-8s %s; sim %s s\n" "$c" "$v" "$(tail -1 "$n")" "$(tail -1 "$O/sim/$c.out")" "$same" "$(cat "$O/sim/$c.time" 2>/dev/null)"
done | tee "$O/summary.txt"
for c in $cases; do [ -f "$O/diff/$c.diff" ] && { echo "== $c"; head -12 "$O/diff/$c.diff"; }; done
{ tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=2026-01-01 -cf - bin/b130 | xz -6 -T4 > "$O/bin.txz"; ls -la "$O/bin.txz"; }
echo "all done at $((SECONDS - start)) s"
