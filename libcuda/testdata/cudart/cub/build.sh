#!/bin/bash
# build.sh: builds CUB's own tests (test/test_*.cu of NVIDIA/cub at tag 1.17.2,
# commit c493b3bf143ccd66c917a1982ea64bb2a8a82932: the CUB whose headers Debian
# 12's CUDA 11.8 toolkit carries in /usr/include/cub, byte for byte) with the
# flags of ../thrust/build.sh: -O2 -DNDEBUG, C++14, compute_90 PTX only (no
# SASS; cudasim runs the PTX, a GPU JIT-compiles it), -cudart shared (the
# libcudart.so.11.0 of the cudart tests' archive, b118), compressed fatbins,
# stripped binaries, libstdc++/libgcc linked statically.
#
#   bash build.sh CUB_SRC [TEST ...]   # CUB_SRC: a checkout of cub 1.17.2
#
# A TEST is a name as CUB's CMake names its targets: warp_reduce is
# test/test_warp_reduce.cu; a test whose source declares variants
# ("// %PARAM% MACRO label v1:v2:...") is built once per variant named
# NAME.label_v (block_reduce.types_2: -DTEST_VALUE_TYPES=2; several
# parameters: NAME.l1_v1.l2_v2). Default: list.txt's. Each goes to bin/b118/TEST,
# its compile log to bin/b118/TEST.log; JOBS=N builds N at once.
set -u
here=$(cd "$(dirname "$0")" && pwd)
src=${1:?usage: build.sh CUB_SRC [TEST ...]}
shift
src=$(cd "$src" && pwd)
NVCC=${NVCC:-nvcc}
JOBS=${JOBS:-1}
out=$here/bin/b118
mkdir -p "$out"

flags=(-gencode arch=compute_90,code=compute_90 -O2 -DNDEBUG -std=c++14 -Xfatbin=-compress-all
	-I "$src" -I "$src/test")
linkflags=(-cudart shared -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker -s -Xlinker --gc-sections)
{
	echo "cub: 1.17.2 (c493b3bf143ccd66c917a1982ea64bb2a8a82932), test/ and cub/ of the tag"
	echo "nvcc: $("$NVCC" --version | tail -1)"
	echo "host compiler: $(${CXX:-g++} --version | head -1)"
	echo "build: nvcc ${flags[*]} ${linkflags[*]} -DMACRO=VALUE... test/test_NAME.cu"
} > "$out/build-info.txt"

# defines NAME.l1_v1.l2_v2: the -D flags of the variant, from the source's %PARAM% lines.
defines() {
	local base=${1%%.*} rest= label value macro
	[ "$1" != "$base" ] && rest=${1#*.}
	local IFS=.
	for part in $rest; do
		label=${part%_*} value=${part##*_}
		macro=$(awk -v l="$label" '$1 == "//" && $2 == "%PARAM%" && $4 == l {print $3}' "$src/test/test_$base.cu")
		[ -n "$macro" ] || { echo "no %PARAM% labelled $label in test_$base.cu" >&2; return 1; }
		echo "-D$macro=$value"
	done
}

build_one() {
	local name=$1 defs
	defs=$(defines "$name") || return 1
	# shellcheck disable=SC2086 # one -D per line
	"$NVCC" "${flags[@]}" $defs "${linkflags[@]}" -o "$out/$name" "$src/test/test_${name%%.*}.cu"
}

# shellcheck source=../buildeach.sh
. "$here/../buildeach.sh"
build_each "$@"
