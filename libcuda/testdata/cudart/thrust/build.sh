#!/bin/bash
# build.sh: builds Thrust's own unit tests (testing/*.cu of NVIDIA/thrust at tag
# 1.17.2, commit 1ac51f2b6219ff17d15d93f2e0be85038556f346: the Thrust whose
# headers Debian 12's CUDA 11.8 toolkit uses, libthrust-dev 1.17.2, THRUST_VERSION
# 101702) as Thrust's CMake build does for the CPP host and CUDA device systems
# (RelWithDebInfo without -g: -O2 -DNDEBUG; C++14; the test framework,
# testframework.cu and cuda/testframework.cu, linked into every test), with two
# differences that make the binaries small and the build fast: compute_90 PTX
# only (no SASS: ptxas is skipped; cudasim runs the PTX, a GPU JIT-compiles it)
# and -cudart shared (the libcudart.so.11.0 of the cudart tests' archive, b118).
# Fatbins are compressed, binaries stripped, libstdc++/libgcc linked statically,
# as ../build.sh does.
#
#   bash build.sh THRUST_SRC [TEST ...]   # THRUST_SRC: a checkout of thrust 1.17.2
#
# THRUST_SRC/testing holds the tests; TESTs are names (sort, scan, ...) built
# in the order given (default: list.txt's), into bin/b118/NAME (a dot in NAME
# made _: scan_by_key.exclusive is scan_by_key_exclusive); JOBS=N builds
# N at once; each test's compile log is bin/b118/NAME.log.
#
# A TEST named cuda/NAME is testing/cuda/NAME.cu (Thrust algorithms called
# from device code, through the device runtime), which Thrust's CMake always
# builds with relocatable device code (testing/cuda/CMakeLists.txt): it gets
# -rdc=true, and its link -rdc=true -lcudadevrt, into bin/b118/cuda/NAME; the
# framework objects are the same (Thrust builds them without -rdc too).
set -u
here=$(cd "$(dirname "$0")" && pwd)
src=${1:?usage: build.sh THRUST_SRC [TEST ...]}
shift
src=$(cd "$src" && pwd)
NVCC=${NVCC:-nvcc}
JOBS=${JOBS:-1}
out=$here/bin/b118
obj=${OBJ:-$(mktemp -d)}
mkdir -p "$out/cuda" "$obj/cuda"

flags=(-gencode arch=compute_90,code=compute_90 -O2 -DNDEBUG -std=c++14 -Xfatbin=-compress-all
	-I "$src/testing" -DTHRUST_HOST_SYSTEM=THRUST_HOST_SYSTEM_CPP -DTHRUST_DEVICE_SYSTEM=THRUST_DEVICE_SYSTEM_CUDA)
linkflags=(-cudart shared -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker -s -Xlinker --gc-sections)
{
	echo "thrust: 1.17.2 (1ac51f2b6219ff17d15d93f2e0be85038556f346), testing/ with headers of $(dpkg-query -W libthrust-dev 2>/dev/null || echo '?')"
	echo "nvcc: $("$NVCC" --version | tail -1)"
	echo "host compiler: $(${CXX:-g++} --version | head -1)"
	echo "compile: nvcc ${flags[*]} -c"
	echo "link: nvcc ${flags[*]} ${linkflags[*]} TEST.o framework.o cuda_framework.o"
	echo "cuda/TEST: compile and link with -rdc=true, link with -lcudadevrt too; cuda/stream_per_thread with --default-stream=per-thread (its .cmake)"
} > "$out/build-info.txt"

# The framework, once.
if [ ! -f "$obj/framework.o" ]; then
	"$NVCC" "${flags[@]}" -c -o "$obj/framework.o" "$src/testing/unittest/testframework.cu" &&
		"$NVCC" "${flags[@]}" -c -o "$obj/cuda_framework.o" "$src/testing/unittest/cuda/testframework.cu" || exit 1
fi

build_one() {
	local name=$1 opts=() devrt=()
	if [[ $name == cuda/* ]]; then
		opts=(-rdc=true) devrt=(-lcudadevrt)
	fi
	# the one option a test's NAME.cmake adds (cuda/stream_per_thread)
	if grep -qs -- '--default-stream=per-thread' "$src/testing/$name.cmake"; then
		opts+=(--default-stream=per-thread)
	fi
	"$NVCC" "${flags[@]}" "${opts[@]}" -c -o "$obj/$name.o" "$src/testing/$name.cu" &&
		"$NVCC" "${flags[@]}" "${opts[@]}" "${linkflags[@]}" -o "$out/${name//./_}" "$obj/$name.o" "$obj/framework.o" "$obj/cuda_framework.o" "${devrt[@]}"
}

# shellcheck source=../buildeach.sh
. "$here/../buildeach.sh"
build_each "$@"
