#!/bin/bash
# gpu.sh: records the device runtime programs' goldens on a machine with one
# NVIDIA H200 and CUDA 13.0 (the cudasim GPU machine's probe runs it as
# run.sh). From a folder holding src/, build.sh, b118.tar.xz (the CUDA 11.8
# binaries, bin/b118/t_*) and rt.tar.xz (bin/b118/libcudart.so.11.0 and
# bin/b130/libcudart.so.13, from the cudart tests' archive):
#
#   OUT=/some/dir bash gpu.sh
#
# It builds the CUDA 13.0 binaries (build.sh, in the background), meanwhile
# runs the 11.8 binaries twice each, then the 13.0 ones, each output into
# $OUT/golden/bNNN/NAME.h200.out (stdout and stderr, then a line "exit N";
# the log says if the two runs differed), runs t_dp_pending three more
# times (its counts could depend on timing), and packs the 13.0 binaries
# into $OUT/b130.tar.xz. Everything prints line by line.
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
tar -xJf rt.tar.xz || echo "no runtime libraries"
tar -xJf b118.tar.xz || echo "no 11.8 binaries"

nvcc=${PROBE_NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
if [ -x "$nvcc" ]; then
	echo "== build with $nvcc ($(elapsed))"
	(PATH=$(dirname "$nvcc"):$PATH NVCC=$nvcc bash build.sh > "$OUT/build.log" 2>&1; echo "build.sh exit $?" >> "$OUT/build.log") &
	builder=$!
else
	echo "== NO nvcc"
	builder=""
fi

run_one() {
	LD_LIBRARY_PATH=$here/$1 timeout 30 "$here/$1/$2" > "$3" 2>&1
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
		printf "  %-20s %-6s %-8s %s\n" "$b/$name" "$(tail -2 "$g" | head -1)" "$(tail -1 "$g")" "$same"
		[ "$same" = "same twice" ] || diff "$g" "$OUT/again" | head -20 | sed 's/^/      /'
		sed 's/^/      | /' "$g"
	done
	rm -f "$OUT/again"
}
run_dir b118
if [ -n "$builder" ]; then
	wait "$builder"
	echo "== build done ($(elapsed))"
	cat "$OUT/build.log"
	cp bin/b130/t_dp_cdp1.nvcc.txt "$OUT/" 2>/dev/null && sed 's/^/  | /' "$OUT/t_dp_cdp1.nvcc.txt"
	# The PTX 13.0 makes of device launches and device graph launches.
	for n in t_dp_launch t_dp_graph; do "$nvcc" -arch=sm_90 -rdc=true -std=c++17 -ptx -o "$OUT/$n.ptx" src/$n.cu > /dev/null 2>&1 || echo "ptx of $n failed"; done
	ar t "$(dirname "$nvcc")/../lib64/libcudadevrt.a" > "$OUT/cudadevrt-members.txt" 2>&1
fi
run_dir b130
for b in b118 b130; do
	for i in 1 2 3; do
		[ -x bin/$b/t_dp_pending ] || continue
		run_one "bin/$b" t_dp_pending "$OUT/pending.$b.$i.out"
		cmp -s "$OUT/pending.$b.$i.out" "$OUT/golden/$b/t_dp_pending.h200.out" && echo "  $b t_dp_pending run $i: same" || { echo "  $b t_dp_pending run $i: DIFFERS"; diff "$OUT/golden/$b/t_dp_pending.h200.out" "$OUT/pending.$b.$i.out" | sed 's/^/      /'; }
	done
done
if ls bin/b130/t_* > /dev/null 2>&1; then
	tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=2026-01-01 -cJf "$OUT/b130.tar.xz" bin/b130/t_* bin/b130/build-info.txt
	echo "== packed b130.tar.xz: $(du -k "$OUT/b130.tar.xz" | cut -f1) KiB ($(elapsed))"
fi
echo "== done ($(elapsed))"
