#!/bin/bash
# gpu.sh: records the samples' goldens on a machine with one NVIDIA H200 and
# CUDA 13.0 (the cudasim GPU machine's probe runs it). From a folder holding
# build.sh, list.txt, runs.txt, b118.tar.xz (bin/b118/, built here) and, for
# the CUDA 13.0 builds, src.tar.xz (the cuda-samples subset: Common/ and
# Samples/*/NAME/) and b130.txt (the names to build with 13.0):
#
#   OUT=/some/dir CUDART_TGZ=path/to/libcuda/testdata/cudart/bin.tar.zst bash gpu.sh
#
# It builds the 13.0 binaries in the background, meanwhile runs every 11.8
# binary: each sample alone (ID = NAME) and each line of runs.txt, its output
# into $OUT/golden/bNNN/ID.h200.out (stdout and stderr, then "exit N"); a
# second pass, while time is left (BUDGET seconds, 150 unless set), runs them
# again and says which outputs differ between runs. Then the same for the
# 13.0 binaries, packed into $OUT/b130.tar.xz.
# SIM_LIB=DIR puts DIR (cudasim's libcuda.so.1) first on the library path.
set -u
OUT=${OUT:?set OUT to the output folder}
here=$(pwd)
start=$SECONDS
elapsed() { echo "$((SECONDS - start))s"; }
mkdir -p "$OUT/golden/b118" "$OUT/golden/b130" "$OUT/again"
{
	date -u +"date %Y-%m-%dT%H:%M:%SZ"
	nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | sed 's/^/gpu /'
	echo "glibc $(ldd --version | head -1)"
} | tee "$OUT/env.txt"
# The runtime libraries: from the cudart tests' archive, unless already here.
[ -f bin/b118/libcudart.so.11.0 ] || tar -xf "${CUDART_TGZ:?set CUDART_TGZ}" bin/b118/libcudart.so.11.0 bin/b130/libcudart.so.13 || echo "no runtime libraries"
tar -xJf b118.tar.xz || echo "no 11.8 binaries"

builder=""
nvcc=${CUDART_NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
if [ -f src.tar.xz ] && [ -s b130.txt ] && [ -x "$nvcc" ]; then
	mkdir -p src && tar -C src -xJf src.tar.xz
	echo "== build $(wc -l < b130.txt) samples with $nvcc ($(elapsed))"
	(PATH=$(dirname "$nvcc"):$PATH NVCC=$nvcc SAMPLES=$here/src JOBS=${JOBS:-6} NVCC_TIMEOUT=${NVCC_TIMEOUT:-120} bash build.sh $(cat b130.txt) > "$OUT/build130.log" 2>&1; echo "build.sh exit $?" >> "$OUT/build130.log") &
	builder=$!
fi

# run_one B ID NAME ARGS... > file: runs one sample in its folder as ./NAME.
run_one() {
	local b=$1 id=$2 name=$3
	shift 3
	(cd "bin/$b" && LD_LIBRARY_PATH=${SIM_LIB:+$SIM_LIB:}$here/bin/$b timeout "${RUN_TIMEOUT:-20}" "./$name" "$@" 2>&1 < /dev/null)
	echo "exit $?"
}
# runs B: the runs of bin/B, "ID NAME ARGS..." a line.
runs() {
	local b=$1 f
	for f in bin/$b/*; do
		[ -x "$f" ] && [ -f "$f" ] && case $f in *.so*) ;; *) echo "$(basename "$f") $(basename "$f")" ;; esac
	done
	grep -v '^#' runs.txt | while read -r id name args; do
		[ -x "bin/$b/$name" ] && echo "$id $name $args"
	done
}
run_pass() {
	local b=$1 dest=$2 id name args t0
	echo "== run bin/$b into $dest ($(elapsed))"
	while read -r id name args; do
		if [ "$dest" = again ] && [ "$SECONDS" -ge "$((start + ${BUDGET:-150}))" ]; then
			echo "  (out of time for the second pass)"
			break
		fi
		t0=$SECONDS
		# shellcheck disable=SC2086
		run_one "$b" "$id" "$name" $args > "$OUT/$dest/$id.tmp"
		if [ "$dest" = again ]; then
			if cmp -s "$OUT/golden/$b/$id.h200.out" "$OUT/$dest/$id.tmp"; then
				echo "  $b/$id same twice"
			else
				echo "  $b/$id DIFFERS between runs:"
				diff "$OUT/golden/$b/$id.h200.out" "$OUT/$dest/$id.tmp" | head -12 | sed 's/^/      /'
			fi
			mv "$OUT/$dest/$id.tmp" "$OUT/again/$b.$id.out"
		else
			mv "$OUT/$dest/$id.tmp" "$OUT/golden/$b/$id.h200.out"
			printf "  %-36s %-9s %3ss  %s\n" "$b/$id" "$(tail -1 "$OUT/golden/$b/$id.h200.out")" "$((SECONDS - t0))" "$(grep -ai 'pass\|fail\|error\|waiv' "$OUT/golden/$b/$id.h200.out" | tail -1 | cut -c1-80)"
		fi
	done < <(runs "$b")
}
mkdir -p "$OUT/golden/b118" "$OUT/golden/b130"
run_pass b118 golden/b118
if [ -n "$builder" ]; then
	# Wait for the build while BUILD_LIMIT seconds (of the run) allow; what
	# is not built by then is not run.
	while kill -0 "$builder" 2> /dev/null && [ "$SECONDS" -lt "$((start + ${BUILD_LIMIT:-130}))" ]; do sleep 1; done
	kill -0 "$builder" 2> /dev/null && echo "== 13.0 build still running at $(elapsed); running what is built"
	echo "== 13.0 build done ($(elapsed))"
	cat "$OUT/build130.log"
	if ls bin/b130/* > /dev/null 2>&1; then
		(cd bin/b130 && ls | grep -v '\.so\|\.log$' > "$OUT/b130.files")
		tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=2026-01-01 -cJf "$OUT/b130.tar.xz" $(sed 's|^|bin/b130/|' "$OUT/b130.files")
		echo "== packed b130.tar.xz: $(du -k "$OUT/b130.tar.xz" | cut -f1) KiB ($(elapsed))"
	fi
	run_pass b130 golden/b130
fi
run_pass b118 again
[ -n "$builder" ] && run_pass b130 again
echo "== done ($(elapsed))"
