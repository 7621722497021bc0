#!/bin/bash
# build.sh: builds the device runtime test programs (src/t_*.cu) with the
# nvcc on PATH (or $NVCC) into bin/bNNN/ (b118 for CUDA 11.8, b130 for 13.0):
# relocatable device code linked with the device runtime (-rdc=true
# -lcudadevrt), sm_90 SASS and compute_90 PTX (cudasim runs the PTX), -O2,
# C++17, stripped, the shared CUDA runtime (the runtime library itself is
# in the cudart tests' archive), libstdc++/libgcc static. t_dp_cdp1 calls
# cudaDeviceSynchronize in device code, which no toolkit compiles for
# sm_90: 11.8 builds it for sm_80 (SASS and PTX); for 13.0 build.sh records
# the compiler's refusal in bin/b130/t_dp_cdp1.nvcc.txt.
#
#   bash build.sh       # from this folder
set -u
cd "$(dirname "$0")"
NVCC=${NVCC:-nvcc}
release=$("$NVCC" --version | sed -n 's/.*release \([0-9]*\)\.\([0-9]*\).*/\1\2/p')
[ -n "$release" ] || { echo "build.sh: no nvcc release from $NVCC" >&2; exit 2; }
out=bin/b$release
mkdir -p "$out"
rm -f "$out"/t_*
arch=(-gencode 'arch=compute_90,code=[sm_90,compute_90]')
flags=(-rdc=true -O2 -std=c++17)
linkflags=(-lcudadevrt -cudart shared -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker -s)
{
	echo "nvcc: $("$NVCC" --version | tail -1)"
	echo "host compiler: $(${CXX:-g++} --version | head -1)"
	echo "build: nvcc ${arch[*]} ${flags[*]} ${linkflags[*]}"
} > "$out/build-info.txt"
status=0
pids=()
for f in src/t_*.cu; do
	name=$(basename "$f" .cu)
	a=("${arch[@]}")
	if [ "$name" = t_dp_cdp1 ]; then
		if [ "$release" -ge 120 ]; then
			"$NVCC" "${arch[@]}" "${flags[@]}" -o "$out/$name" "$f" "${linkflags[@]}" > "$out/$name.nvcc.txt" 2>&1
			echo "exit $?" >> "$out/$name.nvcc.txt"
			"$NVCC" "${arch[@]}" "${flags[@]}" -DCUDA_FORCE_CDP1_IF_SUPPORTED -o "$out/$name" "$f" "${linkflags[@]}" >> "$out/$name.nvcc.txt" 2>&1
			echo "with -DCUDA_FORCE_CDP1_IF_SUPPORTED: exit $?" >> "$out/$name.nvcc.txt"
			rm -f "$out/$name"
			continue
		fi
		a=(-gencode 'arch=compute_80,code=[sm_80,compute_80]')
	fi
	(
		if "$NVCC" "${a[@]}" "${flags[@]}" -o "$out/$name" "$f" "${linkflags[@]}" > "$out/$name.log" 2>&1; then
			echo "  $name: built"
		else
			echo "  $name: FAILED"
			grep -v "warning #20054\|^ *$" "$out/$name.log" | head -40 | sed 's/^/    /'
			exit 1
		fi
	) &
	pids+=($!)
done
for p in "${pids[@]}"; do wait "$p" || status=1; done
rm -f "$out"/t_*.log
for f in "$out"/t_*; do
	[ -x "$f" ] || continue
	newer=$(objdump -T "$f" | grep -oE "GLIBC_2\.(3[7-9]|[4-9][0-9])[.0-9]*|GLIBCXX_[.0-9]+|CXXABI_[.0-9]+" | sort -u | tr '\n' ' ')
	[ -z "$newer" ] || { echo "build.sh: $f needs $newer" >&2; status=1; }
done
ls -l "$out" | awk 'NR > 1 {printf "  %10d %s\n", $5, $9}'
exit $status
