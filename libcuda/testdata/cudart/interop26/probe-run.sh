#!/bin/bash
# probe-run.sh: interop26's probe on the H200 host, run from a folder that
# holds this folder's build.sh, cases.txt, names-extra.txt, src/ and a copy
# of ../src/check.h (the devq probe folders). It builds everything with
# nvcc 13.0 (build.sh) in a scratch folder, makes bin/names.txt (cuda.h's
# entry points and names-extra.txt), runs every case of cases.txt from bin/
# natively twice and through cudasim's drop-in ($SHARED/lib) once, each
# with only its case's variables set, and writes to $PROBE_OUT the outputs
# (native/CASE.out, native2/, sim/), diffs, summary.txt and bin.txz.
# With a bin.txz beside it, the programs are taken from it instead, and
# REBUILD names build.sh's steps to rebuild on top of them; CASES names the
# cases to run (all of cases.txt without it). The 11.8 runtime for old118.txz
# is libcudart.so.11.0.xz beside it, or taken from the repository's archive.
set -u
here=$(pwd)
O=${PROBE_OUT:-$here/out}
DROPIN=${DROPIN:-${SHARED:-$here}/lib}
mkdir -p "$O"/native "$O"/native2 "$O"/sim "$O"/diff
export PATH=/usr/local/cuda/bin:$PATH
RTDIR=${RTDIR:-/usr/local/cuda/lib64}
start=$SECONDS
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
nvcc --version | tail -1
for v in $(env | grep -oE '^CUDA[A-Z_]*=' | tr -d =); do unset "$v"; done
W=$(mktemp -d /tmp/interop26.XXXXXX)
cp -r build.sh cases.txt names-extra.txt src "$W"/
cp check.h "$W"/src/ 2>/dev/null
cd "$W"
build() { # [STEP...]: build.sh's steps (all without arguments)
	ONLY="$*" CHECK_DIR=src NVCC_TIMEOUT=150 bash build.sh > "$O/build.log" 2>&1
	echo "build rc $? at $((SECONDS - start)) s"
	grep -E "built|FAILED|needs" "$O/build.log"
	grep -A12 FAILED "$O/build.log" | head -80
	cp bin/build-info.txt "$O/"
}
if [ -f "$here/bin.txz" ]; then
	xz -dc "$here/bin.txz" | tar xf - && echo "programs from bin.txz"
	[ -z "${REBUILD:-}" ] || build $REBUILD
else
	build
	{
		grep -ohE 'CUresult CUDAAPI cu[A-Za-z0-9_]+' /usr/local/cuda/include/cuda.h /usr/local/cuda/include/cudaProfiler.h 2>/dev/null | awk '{print $3}' | sort -u
		cat names-extra.txt
	} > bin/names.txt
fi
# CUDA 11.8 builds (made with Debian's nvcc 11.8: old118.txz) run on the
# 11.8 runtime of the repository's cudart archive, put beside them.
if [ -f "$here/old118.txz" ]; then
	xz -dc "$here/old118.txz" | tar xf - && echo "11.8 programs from old118.txz"
	if [ -f "$here/libcudart.so.11.0.xz" ]; then
		xz -dc "$here/libcudart.so.11.0.xz" > bin/libcudart.so.11.0
	else
		arc=$here/../../libcuda/testdata/cudart/bin.tar.zst
		{ zstd -dc < "$arc" | tar xf - -O bin/b118/libcudart.so.11.0 > bin/libcudart.so.11.0; } 2>&1 | tail -2
	fi
	ls -la bin/libcudart.so.11.0
fi
echo "$(wc -l < bin/names.txt) names"
# one CASE KIND: runs CASE's line of cases.txt from bin/; KIND native, native2 or sim.
one() {
	local c=$1 kind=$2 lib=$RTDIR t=40 line prog envs=() args=() dash=0
	line=$(grep -E "^$c " cases.txt)
	[ "$kind" = sim ] && { lib=$DROPIN:$RTDIR; t=90; }
	read -r -a w <<< "$line"
	prog=${w[1]}
	for x in "${w[@]:2}"; do
		if [ "$x" = -- ]; then dash=1; elif [ $dash = 1 ]; then args+=("$x"); else envs+=("$x"); fi
	done
	local f=$O/$kind/$c.out s=$SECONDS
	(cd bin && env "${envs[@]}" LD_LIBRARY_PATH=$lib CUDASIM_PTX_CACHE=off timeout -k 2 $t "./$prog" "${args[@]}" > "$f" 2>&1; echo "exit $?" >> "$f")
	echo "$((SECONDS - s))" > "$O/$kind/$c.time"
}
export -f one
export O RTDIR DROPIN
cases=${CASES:-$(grep -vE '^#|^$' cases.txt | awk '{print $1}')}
for c in $cases; do echo "$c native"; echo "$c sim"; done | xargs -P 12 -n 2 bash -c 'one "$0" "$1"'
echo "first runs done at $((SECONDS - start)) s"
for c in $cases; do echo "$c native2"; done | xargs -P 12 -n 2 bash -c 'one "$0" "$1"'
echo "runs done at $((SECONDS - start)) s"
for c in $cases; do
	n=$O/native/$c.out
	same=same
	cmp -s "$n" "$O/native2/$c.out" || { same=NATIVE-RUNS-DIFFER; diff "$n" "$O/native2/$c.out" > "$O/diff/$c.native.diff"; }
	if cmp -s "$n" "$O/sim/$c.out"; then v=MATCH; else v=DIFF; diff "$n" "$O/sim/$c.out" > "$O/diff/$c.diff"; fi
	printf "%-16s %-5s native %-8s sim %-8s %s; native %s s sim %s s\n" "$c" "$v" "$(tail -1 "$n")" "$(tail -1 "$O/sim/$c.out")" "$same" "$(cat "$O/native/$c.time")" "$(cat "$O/sim/$c.time")"
done | tee "$O/summary.txt"
for c in $cases; do [ -f "$O/diff/$c.diff" ] && { echo "== $c"; head -8 "$O/diff/$c.diff"; }; done
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=2026-01-01 --exclude=bin/libcudart.so.11.0 -cf - bin | xz -6 -T8 > "$O/bin.txz"
ls -la "$O/bin.txz"
rm -rf "$W"
echo "all done at $((SECONDS - start)) s"
