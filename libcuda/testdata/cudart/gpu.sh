#!/bin/bash
# gpu.sh: records the cudart programs' goldens on a machine with an NVIDIA
# GPU (made for one H200 with CUDA 13.0). From the repository root:
#
#   OUT=/some/dir bash libcuda/testdata/cudart/gpu.sh
#
# It builds bin/b130 with build.sh (if an nvcc is on PATH or in
# /usr/local/cuda/bin), runs every binary of every bin/bNNN natively, twice,
# into golden/bNNN/NAME.h200.out (the program's stdout and stderr, then a
# line "exit N"; the log says if the two runs differed), runs t_fault three
# times more to see whether its fault is always the same, times t_thrust
# (whole process, 5 runs, median) into timing.txt, and packs bin/b130,
# golden/, env.txt and timing.txt into $OUT/cudart-gpu.tgz; its log is
# $OUT/gpu.log. Unpack with: tar -xzf cudart-gpu.tgz -C libcuda/testdata/cudart
#
# CUDART_NVCC names another nvcc (a path that does not exist: build nothing).
set -u
OUT=${OUT:?set OUT to the output folder}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
exec > >(tee "$OUT/gpu.log") 2>&1
cd "$(dirname "$0")"
here=$(pwd)
start=$SECONDS
deadline=${CUDART_DEADLINE:-330} # seconds: stop running programs after this
elapsed() { echo "$((SECONDS - start))s"; }

echo "== gpu.sh in $here"
{
	date -u +"date %Y-%m-%dT%H:%M:%SZ"
	nvidia-smi --query-gpu=name,driver_version,ecc.mode.current --format=csv,noheader 2>&1 | sed 's/^/gpu /'
	echo "libcuda $(ldconfig -p | awk '/libcuda\.so\.1 /{print $NF; exit}')"
	echo "glibc $(ldd --version | head -1)"
	echo "kernel $(uname -srm)"
} > env.txt 2>&1
cat env.txt

# The committed binaries are packed (README.md): unpack them first, with zstd
# or, where it is missing, Python's zstd module (compression.zstd or zstandard).
if [ ! -d bin ]; then
	if command -v zstd > /dev/null; then
		zstd -dc bin.tar.zst | tar -x
	else
		python3 -c '
import sys
try:
    from compression import zstd
    data = zstd.decompress(open("bin.tar.zst", "rb").read())
except ImportError:
    import zstandard
    data = zstandard.ZstdDecompressor().decompressobj().decompress(open("bin.tar.zst", "rb").read())
sys.stdout.buffer.write(data)' | tar -x
	fi
	[ -d bin ] || echo "== could not unpack bin.tar.zst (no zstd, no Python zstd module): only what build.sh builds runs"
fi

# 1. Build the 13.0 (or whatever the local toolkit is) binaries.
nvcc=${CUDART_NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
if [ -x "$nvcc" ]; then
	echo "== build with $nvcc ($(elapsed))"
	PATH=$(dirname "$nvcc"):$PATH NVCC=$nvcc JOBS=$(nproc) timeout 240 bash build.sh
	echo "build.sh: exit $? ($(elapsed))"
else
	echo "== NO nvcc at $nvcc: nothing built; running the committed binaries only"
fi

# 2. Run every binary, twice.
# run_one BINDIR NAME OUTFILE: runs one binary, output and exit status into OUTFILE.
run_one() {
	local dir=$1 name=$2 outfile=$3
	if [ "${name%_shared}" != "$name" ]; then
		LD_LIBRARY_PATH=$here/$dir timeout 60 "$here/$dir/$name" > "$outfile" 2>&1
	else
		timeout 60 "$here/$dir/$name" > "$outfile" 2>&1
	fi
	echo "exit $?" >> "$outfile"
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
total=0 passed=0 differ=0 skipped=0
for dir in bin/b*; do
	[ -d "$dir" ] || continue
	b=$(basename "$dir")
	mkdir -p "golden/$b"
	echo "== run $dir ($(elapsed))"
	for f in "$dir"/t_*; do
		[ -x "$f" ] || continue
		name=$(basename "$f")
		total=$((total + 1))
		if [ $((SECONDS - start)) -ge "$deadline" ]; then
			echo "  $b/$name: SKIPPED (past the ${deadline}s deadline)"
			skipped=$((skipped + 1))
			continue
		fi
		g=golden/$b/$name.h200.out
		run_one "$dir" "$name" "$g"
		run_one "$dir" "$name" "$tmp/again"
		verdict=$(tail -2 "$g" | head -1)
		last=$(tail -1 "$g")
		same="same twice"
		if ! cmp -s "$g" "$tmp/again"; then
			same="DIFFERS between runs"
			differ=$((differ + 1))
		fi
		[ "$verdict" = PASS ] && [ "$last" = "exit 0" ] && passed=$((passed + 1))
		printf "  %-22s %-6s %-8s %s\n" "$b/$name" "$verdict" "$last" "$same"
		if [ "$same" != "same twice" ]; then
			diff "$g" "$tmp/again" | sed 's/^/      /'
		fi
	done
done
echo "== $passed of $total binaries printed PASS and exited 0; $differ differed between runs; $skipped skipped ($(elapsed))"

# 3. Is the fault's error the same every time?
for dir in bin/b*; do
	b=$(basename "$dir")
	[ -x "$dir/t_fault_static" ] && [ -e "golden/$b/t_fault_static.h200.out" ] || continue
	for i in 1 2 3; do
		run_one "$dir" t_fault_static "$tmp/fault"
		if cmp -s "golden/$b/t_fault_static.h200.out" "$tmp/fault"; then
			echo "t_fault $b extra run $i: same"
		else
			echo "t_fault $b extra run $i: DIFFERS"
			diff "golden/$b/t_fault_static.h200.out" "$tmp/fault" | sed 's/^/    /'
		fi
	done
done

# 4. Timing: whole processes, 5 runs each, median.
echo "== timing ($(elapsed))"
{
	echo "whole-process wall time on $(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1), 5 runs each, seconds"
	for b in b130 b118; do
		for name in t_thrust_static t_props_static; do
			f=bin/$b/$name
			[ -x "$f" ] || { echo "$b/$name: not built"; continue; }
			times=()
			for i in 1 2 3 4 5; do
				t0=$(date +%s.%N)
				"$f" > /dev/null 2>&1
				t1=$(date +%s.%N)
				times+=("$(awk "BEGIN{print $t1 - $t0}")")
			done
			median=$(printf "%s\n" "${times[@]}" | sort -g | sed -n 3p)
			printf "%s/%s: median %.3f runs %s\n" "$b" "$name" "$median" "$(printf "%.3f " "${times[@]}")"
		done
	done
	echo "(t_props_static: a baseline, process start and context creation alone)"
} > timing.txt 2>&1
cat timing.txt
cp timing.txt "$OUT/timing.txt"

# 5. Pack.
parts=(golden env.txt timing.txt)
[ -d bin/b130 ] && parts+=(bin/b130)
tar -czf "$OUT/cudart-gpu.tgz" "${parts[@]}"
echo "== packed $OUT/cudart-gpu.tgz: $(du -h "$OUT/cudart-gpu.tgz" | cut -f1), ${parts[*]} ($(elapsed))"
