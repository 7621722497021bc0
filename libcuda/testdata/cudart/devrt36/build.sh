#!/bin/bash
# build.sh: builds the device runtime programs of src/ with CUDA 11.8's nvcc
# (the one on PATH, or $NVCC) into bin/b118/: relocatable device code
# (-rdc=true, linked with -lcudadevrt), -O2, C++17, the shared CUDA runtime,
# libstdc++/libgcc static, stripped; each for compute_90 PTX only (NAME_c90:
# the linked fatbin is empty, the driver JIT-links the relocatable PTX) and
# for sm_90 SASS with compute_90 PTX (NAME_s90). t_mix links
# t_mix_plain.cu built without -rdc. t_thrust needs CUDA 13.0's Thrust:
# the probe (testdata/reference/tcuda36/run.sh) builds it, and t_abi, with
# nvcc 13.0 on the GPU machine (bin/b130).
#
#   bash build.sh       # from anywhere
set -u
cd "$(dirname "$0")"
NVCC=${NVCC:-nvcc}
out=bin/b118
mkdir -p "$out"
flags=(-rdc=true -O2 -std=c++17 -I ../devrt/src)
linkflags=(-lcudadevrt -cudart shared -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker -s)
declare -A archs=([c90]='arch=compute_90,code=compute_90' [s90]='arch=compute_90,code=[sm_90,compute_90]')
{
	echo "nvcc: $("$NVCC" --version | tail -1)"
	echo "host compiler: $(${CXX:-g++} --version | head -1)"
	echo "build: nvcc -gencode ARCH ${flags[*]} ${linkflags[*]}; c90: ${archs[c90]}, s90: ${archs[s90]}"
	echo "t_mix: t_mix_plain.cu compiled without -rdc=true, linked in"
} > "$out/build-info.txt"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
for v in c90 s90; do
	a=(-gencode "${archs[$v]}")
	for name in t_mix t_abi t_cdp1 t_cub; do
		extra=()
		if [ "$name" = t_mix ]; then
			"$NVCC" "${a[@]}" -O2 -std=c++17 -c -o "$tmp/plain.$v.o" src/t_mix_plain.cu || status=1
			extra=("$tmp/plain.$v.o")
		fi
		if "$NVCC" "${a[@]}" "${flags[@]}" -o "$out/${name}_$v" "src/$name.cu" "${extra[@]}" "${linkflags[@]}" > "$tmp/log" 2>&1; then
			echo "  ${name}_$v: built"
		else
			echo "  ${name}_$v: FAILED"; sed 's/^/    /' "$tmp/log"; status=1
		fi
	done
done
exit $status
