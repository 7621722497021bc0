#!/bin/bash
# gpu130.sh: on the GPU machine (H200, nvcc 13.0 at /usr/local/cuda/bin, no
# network), from a folder holding build.sh, glibc238.c, runs.txt,
# libcudart.so.13 (from ../bin.tar.zst), names.txt (the samples, one a line,
# in the order their binaries should come back) and src.tar.xz (the
# cuda-samples subset: Common/ less data/, GL/, lib/, UtilNPP/, and
# Samples/*/NAME/ of each name): builds the samples exactly as build.sh does
# (glibc238.c linked in against glibc >= 2.38), packs the stripped binaries
# into $OUT/b130-a.tar.xz (solid xz -9e: they share libstdc++) in names.txt's
# order while it stays under 2.6 MB (left.txt: what did not fit), then runs
# each sample alone and each of runs.txt's runs of it twice on the GPU: the
# first pass is $OUT/golden/b130/ID.h200.out, the second $OUT/again/ID.out
# (again.log says which differ). Session 19's probes samples19-a and -b ran it
# (-b with names.txt reversed).
set -x
OUT=${OUT:-/tmp/out-samples19}
mkdir -p "$OUT/golden/b130" "$OUT/again"
here=$(pwd)
start=$SECONDS
{
	date -u +"date %Y-%m-%dT%H:%M:%SZ"
	nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | sed 's/^/gpu /'
	echo "glibc $(ldd --version | head -1)"
	/usr/local/cuda/bin/nvcc --version | tail -2
} > "$OUT/env.txt" 2>&1
cp "$0" names.txt "$OUT/" || true

mkdir -p src bin/b130 && tar -C src -xJf src.tar.xz || echo "src unpack failed"
cp libcudart.so.13 bin/b130/ || true
export PATH=/usr/local/cuda/bin:$PATH
(NVCC=/usr/local/cuda/bin/nvcc SAMPLES=$here/src JOBS=8 NVCC_TIMEOUT=150 timeout 220 bash build.sh $(cat names.txt)) > "$OUT/build130.log" 2>&1
echo "build.sh exit $? at $((SECONDS - start)) s" >> "$OUT/build130.log"
cp bin/b130/build-info.txt "$OUT/" 2>/dev/null || true
cp bin/b130/*.log "$OUT/" 2>/dev/null || true

# Pack the binaries first (solid xz: they share libstdc++), in names.txt's
# order, skipping any that would take the archive past the limit.
export XZ_OPT=-9e
keep=(bin/b130/build-info.txt)
: > "$OUT/left.txt"
for n in $(cat names.txt); do
	[ -f "bin/b130/$n" ] || { echo "$n not built" >> "$OUT/left.txt"; continue; }
	try=("${keep[@]}" "bin/b130/$n")
	for k in bin/b130/"${n}"_kernel64.* ; do [ -f "$k" ] && try+=("$k"); done
	tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=2026-01-01 -cJf /tmp/s19try.tar.xz "${try[@]}"
	if [ "$(stat -c %s /tmp/s19try.tar.xz)" -gt 2600000 ]; then
		echo "$n (no room)" >> "$OUT/left.txt"
		continue
	fi
	keep=("${try[@]}")
	cp /tmp/s19try.tar.xz "$OUT/b130-a.tar.xz"
done
(cd bin/b130 && sha256sum $(cat "$here/names.txt") 2>/dev/null) > "$OUT/sha256.txt"
ls -l bin/b130 > "$OUT/bin.ls"
echo "packed at $((SECONDS - start)) s: $(stat -c %s "$OUT/b130-a.tar.xz") bytes" >> "$OUT/build130.log"

# The runs: each sample alone (ID = NAME) and runs.txt's lines of it.
runs() {
	local n
	for n in $(cat names.txt); do
		[ -x "bin/b130/$n" ] || continue
		echo "$n $n"
		grep -v '^#' runs.txt | awk -v n="$n" '$2 == n'
	done
}
runs > "$OUT/runs.list"
run_one() {
	local id=$1 name=$2
	shift 2
	(cd bin/b130 && LD_LIBRARY_PATH=$here/bin/b130 timeout 40 "./$name" "$@" 2>&1 < /dev/null)
	echo "exit $?"
}
for pass in golden again; do
	while read -r id name args; do
		if [ "$SECONDS" -ge "$((start + 360))" ]; then echo "out of time at $id ($pass)" >> "$OUT/runs.log"; break; fi
		t0=$(date +%s%N)
		if [ $pass = golden ]; then f=$OUT/golden/b130/$id.h200.out; else f=$OUT/again/$id.out; fi
		# shellcheck disable=SC2086
		run_one "$id" "$name" $args > "$f"
		t1=$(date +%s%N)
		echo "$pass $id $(tail -1 "$f") $(( (t1 - t0) / 1000000 )) ms" >> "$OUT/runs.log"
		if [ $pass = again ]; then
			cmp -s "$OUT/golden/b130/$id.h200.out" "$f" && echo "  $id same twice" >> "$OUT/again.log" || { echo "  $id DIFFERS between runs:"; diff "$OUT/golden/b130/$id.h200.out" "$f" | head -12; } >> "$OUT/again.log"
		fi
	done < "$OUT/runs.list"
done
echo "done at $((SECONDS - start)) s" >> "$OUT/runs.log"
du -sk "$OUT" >> "$OUT/runs.log"
