#!/bin/bash
# build.sh: builds rt30's programs (src/r_*.cu) with the nvcc on PATH (or
# $NVCC) into bin/bNNN/ (b118: CUDA 11.8, b130: 13.0) as the brief's test
# programs are built: -arch=sm_90 (sm_90 SASS and compute_90 PTX, which
# cudasim runs), -O2 -std=c++17, the shared runtime (libcudart.so.11.0 and
# .13 are in the cudart tests' archive, ../bin.tar.zst), a program's
# "// build:" line, stripped, libstdc++/libgcc static.
#
#   bash build.sh [NAME...]   # from anywhere; without NAMEs every program
set -u
cd "$(dirname "$0")"
NVCC=${NVCC:-nvcc}
release=$("$NVCC" --version | sed -n 's/.*release \([0-9]*\)\.\([0-9]*\).*/\1\2/p')
[ -n "$release" ] || { echo "build.sh: no nvcc release from $NVCC" >&2; exit 2; }
out=${OUTDIR:-bin/b$release}
mkdir -p "$out"
flags=(-arch=sm_90 -O2 -std=c++17 -I../src -Isrc) # ../src/check.h, src/rt.h
linkflags=(-cudart shared -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker -s)
{
	echo "nvcc: $("$NVCC" --version | tail -1)"
	echo "host compiler: $(${CXX:-g++} --version | head -1)"
	echo "build: nvcc ${flags[*]} [the program's // build: flags] ${linkflags[*]}"
} > "$out/build-info.txt"
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
	for f in src/r_*.cu; do names+=("$(basename "$f" .cu)"); done
fi
status=0
for name in "${names[@]}"; do
	read -r -a extra <<< "$(sed -n 's#^// build: ##p' "src/$name.cu")"
	if "$NVCC" "${flags[@]}" "${extra[@]}" "${linkflags[@]}" -o "$out/$name" "src/$name.cu" > "$out/$name.log" 2>&1; then
		echo "  $name: built"
		rm -f "$out/$name.log"
	else
		echo "  $name: FAILED"
		grep -E "error" "$out/$name.log" | head -20 | sed 's/^/    /'
		status=1
	fi
done
exit $status
