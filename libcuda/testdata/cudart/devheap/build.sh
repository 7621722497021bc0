#!/bin/bash
# build.sh: builds the device heap, large parameter and assert programs
# (src/h_*.cu) with the nvcc on PATH (or $NVCC) into bin/bNNN/ (b118 for
# CUDA 11.8, b130 for 13.0): sm_90 SASS and compute_90 PTX (cudasim runs the
# PTX), -O2, C++17, stripped, the shared CUDA runtime (the runtime library
# itself is in the cudart tests' archive), libstdc++/libgcc static, the
# driver API (-lcuda) where a program calls it. h_dev2d uses the device
# runtime (-rdc=true -lcudadevrt); h_sm80 too, built by 11.8 only and for
# sm_80 only. It also records in bin/bNNN/param-over.txt
# what nvcc answers for a kernel whose parameter block totals 4,096 to 32,772
# bytes (src/x_param_over.cu).
#
#   bash build.sh       # from this folder
set -u
cd "$(dirname "$0")"
NVCC=${NVCC:-nvcc}
release=$("$NVCC" --version | sed -n 's/.*release \([0-9]*\)\.\([0-9]*\).*/\1\2/p')
[ -n "$release" ] || { echo "build.sh: no nvcc release from $NVCC" >&2; exit 2; }
out=bin/b$release
mkdir -p "$out"
rm -f "$out"/h_*
arch=(-gencode 'arch=compute_90,code=[sm_90,compute_90]')
flags=(-O2 -std=c++17)
linkflags=(-cudart shared -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker -s)
{
	echo "nvcc: $("$NVCC" --version | tail -1)"
	echo "host compiler: $(${CXX:-g++} --version | head -1)"
	echo "build: nvcc ${arch[*]} ${flags[*]} ${linkflags[*]} (+ -lcuda; h_dev2d: -rdc=true -lcudadevrt)"
} > "$out/build-info.txt"
status=0
pids=()
for f in src/h_*.cu; do
	name=$(basename "$f" .cu)
	extra=(-lcuda)
	a=("${arch[@]}")
	[ "$name" = h_dev2d ] && extra=(-rdc=true -lcudadevrt)
	if [ "$name" = h_sm80 ]; then
		[ "$release" -lt 120 ] || continue # CUDA 11.8's device runtime only
		extra=(-rdc=true -lcudadevrt)
		a=(-gencode 'arch=compute_80,code=[sm_80,compute_80]')
	fi
	(
		if "$NVCC" "${a[@]}" "${flags[@]}" -o "$out/$name" "$f" "${extra[@]}" "${linkflags[@]}" > "$out/$name.log" 2>&1; then
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
rm -f "$out"/h_*.log
: > "$out/param-over.txt"
for t in 4096 4100 32764 32768 32772; do
	echo "== TOTAL=$t: nvcc -arch=sm_90 -cubin" >> "$out/param-over.txt"
	"$NVCC" -arch=sm_90 -DTOTAL=$t -cubin -o /dev/null src/x_param_over.cu >> "$out/param-over.txt" 2>&1
	echo "exit $?" >> "$out/param-over.txt"
done
for f in "$out"/h_*; do
	[ -x "$f" ] || continue
	newer=$(objdump -T "$f" | grep -oE "GLIBC_2\.(3[7-9]|[4-9][0-9])[.0-9]*|GLIBCXX_[.0-9]+|CXXABI_[.0-9]+" | sort -u | tr '\n' ' ')
	[ -z "$newer" ] || { echo "build.sh: $f needs $newer" >&2; status=1; }
done
ls -l "$out" | awk 'NR > 1 {printf "  %10d %s\n", $5, $9}'
exit $status
