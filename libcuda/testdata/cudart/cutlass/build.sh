#!/bin/bash
# build.sh: builds this folder's programs (src/s_cutlass_*.cu, our harness
# around CUTLASS's kernels) with the nvcc on PATH (or $NVCC) into bin/bNNN/
# (b130 for CUDA 13.0), every compile at once. CUTLASS (BSD-3, not in this
# repository) comes from $CUTLASS: a tree holding include/,
# tools/util/include/ and examples/cute/tutorial/. Each program is PTX only
# (its "// build:" line: compute_90a or compute_80), so the driver JITs the
# same PTX that cudasim runs; -O2, C++17, relaxed constexpr, the shared
# runtime, libstdc++/libgcc static, stripped, as ../suite/build.sh builds.
#
#   CUTLASS=/path/to/cutlass bash build.sh   # NVCC_TIMEOUT=S bounds each compile
set -u
cd "$(dirname "$0")"
CUTLASS=${CUTLASS:?set CUTLASS to a CUTLASS tree}
NVCC=${NVCC:-nvcc}
release=$("$NVCC" --version | sed -n 's/.*release \([0-9]*\)\.\([0-9]*\).*/\1\2/p')
[ -n "$release" ] || { echo "build.sh: no nvcc release from $NVCC" >&2; exit 2; }
out=bin/b$release
mkdir -p "$out"
rm -f "$out"/s_*
flags=(-O2 -std=c++17 --expt-relaxed-constexpr -Isrc -I"$CUTLASS/include" -I"$CUTLASS/tools/util/include"
	-I"$CUTLASS/examples/cute/tutorial" -I"$CUTLASS/examples/cute/tutorial/hopper")
linkflags=(-cudart shared -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker -s -Xlinker --gc-sections)
{
	echo "nvcc: $("$NVCC" --version | tail -1)"
	echo "host compiler: $(${CXX:-g++} --version | head -1)"
	echo "cutlass: $(cat "$CUTLASS/COMMIT" 2>/dev/null || echo unknown)"
	echo "build: nvcc [the program's // build: flags] -O2 -std=c++17 --expt-relaxed-constexpr -I<cutlass paths> ${linkflags[*]}"
} > "$out/build-info.txt"
# Against glibc 2.38 or newer, ../samples/glibc238.c (why: there) joins every
# program, so that the binaries run where cudasim's tests run (glibc 2.36).
glibc=$(ldd --version | head -1 | grep -oE '[0-9]+\.[0-9]+$')
if [ "$(printf '%s\n2.38\n' "$glibc" | sort -V | head -1)" = 2.38 ]; then
	${CC:-cc} -std=c11 -O2 -c -o "$out/glibc238.o" ../samples/glibc238.c || exit 2
	linkflags+=("$(pwd)/$out/glibc238.o")
	echo "glibc $glibc: ../samples/glibc238.c linked in" >> "$out/build-info.txt"
fi
one() {
	local name=$1 src=$2
	shift 2
	local s=$SECONDS
	if timeout "${NVCC_TIMEOUT:-3600}" "$NVCC" "$@" "${flags[@]}" "${linkflags[@]}" -o "$out/$name" "$src" > "$out/$name.log" 2>&1; then
		echo "  $name: built in $((SECONDS - s)) s"
	else
		echo "  $name: FAILED after $((SECONDS - s)) s"
		{ grep -E "error|undefined" "$out/$name.log" | head -40; grep -v "^ *$" "$out/$name.log" | head -30; } | sed 's/^/    /'
		return 1
	fi
}
status=0
pids=()
for f in src/s_*.cu; do
	name=$(basename "$f" .cu)
	read -r -a arch <<< "$(sed -n 's#^// build: ##p' "$f")"
	one "$name" "$f" "${arch[@]}" &
	pids+=($!)
done
for p in "${pids[@]}"; do wait "$p" || status=1; done
rm -f "$out"/s_*.log "$out/glibc238.o"
for f in "$out"/s_*; do
	[ -x "$f" ] || continue
	newer=$(objdump -T "$f" | grep -oE "GLIBC_2\.(3[7-9]|[4-9][0-9])[.0-9]*|GLIBCXX_[.0-9]+|CXXABI_[.0-9]+" | sort -u | tr '\n' ' ')
	[ -z "$newer" ] || { echo "build.sh: $f needs $newer" >&2; status=1; }
done
ls -l "$out" | awk 'NR > 1 {printf "  %10d %s\n", $5, $9}'
exit $status
