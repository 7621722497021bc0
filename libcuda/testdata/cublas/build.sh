#!/bin/bash
# build.sh: builds t_cublas with the nvcc on PATH (or $NVCC) into bin/bNNN/
# (NNN the toolkit's version: b118, b130), linked to the toolkit's shared
# libcublas (found at run time on the library path, not shipped: it is
# 100+ MB) and static cudart; stripped, libstdc++/libgcc static.
#
#   bash build.sh
set -u
cd "$(dirname "$0")"
NVCC=${NVCC:-nvcc}
release=$("$NVCC" --version | sed -n 's/.*release \([0-9]*\)\.\([0-9]*\).*/\1\2/p')
out=bin/b$release
mkdir -p "$out"
flags=(-arch=sm_90 -O2 -std=c++17)
linkflags=(-Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker -s)
{
	echo "nvcc: $("$NVCC" --version | tail -1)"
	echo "host compiler: $(${CXX:-g++} --version | head -1)"
	echo "build: nvcc ${flags[*]} ${linkflags[*]} -lcublas"
} > "$out/build-info.txt"
"$NVCC" "${flags[@]}" "${linkflags[@]}" -o "$out/t_cublas" src/t_cublas.cu -lcublas
