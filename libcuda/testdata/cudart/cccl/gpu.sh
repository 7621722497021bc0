#!/bin/bash
# gpu.sh: records the CCCL programs' goldens on a machine with one NVIDIA
# H200 and CUDA 13.0 (the cudasim GPU machine's probe runs it as run.sh).
# From a folder holding src/ (the programs and check.h), b118.tar.xz (the
# CUDA 11.8 binaries, bin/b118/t_*) and build.sh:
#
#   OUT=/some/dir CUDART_TGZ=path/to/libcuda/testdata/cudart/bin.tar.zst bash gpu.sh
#
# It builds the CUDA 13.0 binaries (build.sh, in the background, all at
# once, each compile bounded by NVCC_TIMEOUT seconds, 140 unless set), meanwhile runs the 11.8 binaries twice each, then the 13.0 ones,
# each output into $OUT/golden/bNNN/NAME.h200.out (stdout and stderr, then
# a line "exit N"; the log says if the two runs differed), and packs the
# 13.0 binaries into $OUT/b130.tar.xz. The shared runtime libraries come
# from the cudart tests. archive. Everything prints line by line, so that a
# crash or a timeout loses nothing.
set -u
OUT=${OUT:?set OUT to the output folder}
here=$(pwd)
start=$SECONDS
elapsed() { echo "$((SECONDS - start))s"; }
mkdir -p "$OUT/golden/b118" "$OUT/golden/b130"
{
	date -u +"date %Y-%m-%dT%H:%M:%SZ"
	nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | sed 's/^/gpu /'
	echo "glibc $(ldd --version | head -1)"
} | tee "$OUT/env.txt"

tar -xf "${CUDART_TGZ:?set CUDART_TGZ to the cudart tests archive (bin.tar.zst)}" bin/b118/libcudart.so.11.0 bin/b130/libcudart.so.13 || echo "no runtime libraries"
tar -xJf b118.tar.xz || echo "no 11.8 binaries"

# 1. The 13.0 build, in the background.
nvcc=${CUDART_NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
if [ -x "$nvcc" ]; then
	echo "== build with $nvcc ($(elapsed))"
	(PATH=$(dirname "$nvcc"):$PATH NVCC=$nvcc NVCC_TIMEOUT=${NVCC_TIMEOUT:-140} bash build.sh > "$OUT/build.log" 2>&1; echo "build.sh exit $?" >> "$OUT/build.log") &
	builder=$!
else
	echo "== NO nvcc"
	builder=""
fi

# run_one DIR NAME OUTFILE
run_one() {
	LD_LIBRARY_PATH=$here/$1 timeout 60 "$here/$1/$2" > "$3" 2>&1
	echo "exit $?" >> "$3"
}
run_dir() {
	local b=$1
	echo "== run bin/$b ($(elapsed))"
	for f in bin/$b/t_*; do
		[ -x "$f" ] || continue
		name=$(basename "$f")
		g=$OUT/golden/$b/$name.h200.out
		run_one "bin/$b" "$name" "$g"
		run_one "bin/$b" "$name" "$OUT/again"
		same="same twice"
		cmp -s "$g" "$OUT/again" || same="DIFFERS between runs"
		printf "  %-24s %-6s %-8s %s\n" "$b/$name" "$(tail -2 "$g" | head -1)" "$(tail -1 "$g")" "$same"
		[ "$same" = "same twice" ] || diff "$g" "$OUT/again" | head -20 | sed 's/^/      /'
		grep -v "cudaSuccess$" "$g" | grep -v " fnv \|^PASS$\|^exit 0$" | head -20 | sed 's/^/      | /'
	done
	rm -f "$OUT/again"
}
run_dir b118
if [ -n "$builder" ]; then
	wait "$builder"
	echo "== build done ($(elapsed))"
	cat "$OUT/build.log"
fi
run_dir b130
if ls bin/b130/t_* > /dev/null 2>&1; then
	tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=2026-01-01 -cJf "$OUT/b130.tar.xz" bin/b130/t_* bin/b130/build-info.txt
	echo "== packed b130.tar.xz: $(du -k "$OUT/b130.tar.xz" | cut -f1) KiB ($(elapsed))"
fi
echo "== done ($(elapsed))"
