#!/bin/bash
# build.sh: builds the libcu++ lit tests of list.txt (sources under src/, as
# select.py copied them) with the nvcc on PATH (or $NVCC) into bin/bNNN/,
# one executable per test at the test's path without ".cpp"
# (bin/b130/cuda/barrier/arrive_on.pass), JOBS at a time (16 unless set).
#
# The flags are what lit passes nvcc for libcu++'s tests
# (libcudacxx/test/libcudacxx/CMakeLists.txt and
# libcudacxx/test/utils/libcudacxx/test/config.py): the force-included
# force_include.h (its main runs the test's main on the host, then again in
# a one-thread kernel, and returns the first nonzero result), the support
# headers, the test macros, -x cu, --extended-lambda, -fno-rtti, C++17, -O2,
# with -arch=sm_90 (sm_90 SASS and compute_90 PTX; lit passes one
# -gencode=arch=compute_90,code=sm_90, SASS alone) and the link flags of the
# other cudart tests here: the shared runtime (from the cudart tests'
# archive, ../bin.tar.zst), libstdc++/libgcc static, stripped, and against
# glibc 2.38 or newer ../samples/glibc238.c. It compiles
# and links in two steps, as lit does (one nvcc -x cu command that also
# links takes in the device runtime's relocatable fatbin: a megabyte more a
# binary). Each test is linked twice from its one object: sass/bNNN/TEST as
# built (the H200 runs it) and bin/bNNN/TEST with the SASS pruned away
# (nvprune; the same host code and PTX, the binary cudasim runs, which
# executes PTX: without the SASS more binaries fit the GPU machine's 2 MB a
# window; the H200 would JIT-compile its PTX, tens of seconds for the
# largest tests).
#
# A compile starts only before DEADLINE seconds (from the start) have
# passed, and each is bounded by NVCC_TIMEOUT seconds; build-times.txt says
# for each test "seconds status" (built, FAILED, skipped). EXTRA_FLAGS adds
# flags (a CCCL checkout's headers for an older nvcc: -I.../libcudacxx/include
# -DCCCL_IGNORE_DEPRECATED_CUDA_BELOW_12).
#
#   bash build.sh
set -u
cd "$(dirname "$0")"
NVCC=${NVCC:-nvcc}
release=$("$NVCC" --version | sed -n 's/.*release \([0-9]*\)\.\([0-9]*\).*/\1\2/p')
[ -n "$release" ] || { echo "build.sh: no nvcc release from $NVCC" >&2; exit 2; }
export out=bin/b$release sass=sass/b$release NVCC
# nvcc 12.8 and later compress the fatbin's PTX (zstd) unless told not to;
# uncompressed, xz packs the binaries far smaller.
compress=""
[ "$release" -ge 128 ] && compress="--compress-mode=none"
export DEADLINE=${DEADLINE:-100000} NVCC_TIMEOUT=${NVCC_TIMEOUT:-170} START=$(date +%s)
mkdir -p "$out" "$sass"
here=$(pwd)
flags="-x cu -arch=sm_90 -O2 -std=c++17 --extended-lambda -Xcompiler -fno-rtti -Wno-deprecated-gpu-targets -I$here/src/support -include $here/src/libcudacxx/force_include.h -D_CCCL_NO_SYSTEM_HEADER -DLIBCUDACXX_ENABLE_EXPERIMENTAL_MEMORY_RESOURCE -DCCCL_ENABLE_ASSERTIONS -DCCCL_ENABLE_OPTIONAL_REF -DCCCL_IGNORE_DEPRECATED_CPP_DIALECT -DLIBCUDACXX_IGNORE_DEPRECATED_ABI $compress ${EXTRA_FLAGS:-}"
linkflags="-cudart shared -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker -s -Xlinker --gc-sections"
# Against glibc 2.38 or newer, ../samples/glibc238.c (why: there) joins every
# test, so that the binaries run where cudasim's tests run (glibc 2.36).
glibc=$(ldd --version | head -1 | grep -oE '[0-9]+\.[0-9]+$')
if [ "$(printf '%s\n2.38\n' "$glibc" | sort -V | head -1)" = 2.38 ]; then
	${CC:-cc} -std=c11 -O2 -c -o "$here/$out/glibc238.o" ../samples/glibc238.c || exit 2
	linkflags="$linkflags $here/$out/glibc238.o"
fi
export flags linkflags
{
	echo "nvcc: $("$NVCC" --version | tail -1)"
	echo "host compiler: $(${CXX:-g++} --version | head -1)"
	echo "build: nvcc $flags -c -o TEST.o src/libcudacxx/TEST.cpp"
	echo "link: nvcc $linkflags -o sass/bNNN/TEST TEST.o"
	echo "prune: nvprune -gencode arch=compute_90,code=compute_90 TEST.o -o TEST.ptx.o; nvcc $linkflags -o bin/bNNN/TEST TEST.ptx.o"
} > "$out/build-info.txt"
# one TEST: builds $sass/TEST and $out/TEST (TEST without .cpp) and prints "TEST seconds status".
one() {
	local t=${1%.cpp} s=$SECONDS
	if [ $(($(date +%s) - START)) -ge "$DEADLINE" ]; then
		echo "$t 0 skipped"
		return
	fi
	mkdir -p "$out/$(dirname "$t")" "$sass/$(dirname "$t")"
	# shellcheck disable=SC2086
	if timeout "$NVCC_TIMEOUT" "$NVCC" $flags -c -o "$out/$t.o" "src/libcudacxx/$1" > "$out/$t.log" 2>&1 &&
		"$NVCC" $linkflags -o "$sass/$t" "$out/$t.o" >> "$out/$t.log" 2>&1 &&
		"${NVPRUNE:-nvprune}" -gencode arch=compute_90,code=compute_90 "$out/$t.o" -o "$out/$t.ptx.o" >> "$out/$t.log" 2>&1 &&
		"$NVCC" $linkflags -o "$out/$t" "$out/$t.ptx.o" >> "$out/$t.log" 2>&1; then
		echo "$t $((SECONDS - s)) built"
		rm -f "$out/$t.log" "$out/$t.o" "$out/$t.ptx.o"
	else
		echo "$t $((SECONDS - s)) FAILED"
	fi
}
export -f one
xargs -P "${JOBS:-16}" -I{} bash -c 'one {}' < list.txt > "$out/build-times.txt"
sort -o "$out/build-times.txt" "$out/build-times.txt"
rm -f "$out/glibc238.o"
# A test that needs a newer glibc than 2.36 would not run here: say so.
awk '$3 == "built" {print $1}' "$out/build-times.txt" | while read -r t; do
	newer=$(objdump -T "$out/$t" | grep -oE "GLIBC_2\.(3[7-9]|[4-9][0-9])[.0-9]*" | sort -u | tr '\n' ' ')
	[ -z "$newer" ] || echo "build.sh: $out/$t needs $newer" >&2
done
awk '{n[$3]++; s += $2} END {for (k in n) printf "  %s: %d\n", k, n[k]; printf "  compile seconds in all: %d\n", s}' "$out/build-times.txt"
for f in "$out"/*/*.log "$out"/*/*/*.log "$out"/*/*/*/*.log; do
	[ -e "$f" ] || continue
	echo "== $f"
	grep -v "warning #20054\|^ *$" "$f" | head -15
done 2>/dev/null | head -300
