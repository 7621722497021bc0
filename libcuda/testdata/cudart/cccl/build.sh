#!/bin/bash
# build.sh: builds the CCCL test programs (src/t_*.cu) with the nvcc on PATH
# (or $NVCC) into bin/bNNN/ (b118 for CUDA 11.8, b130 for 13.0), all at
# once, with the cudart tests' flags (../build.sh: sm_90 code and compute_90
# PTX, -O2, C++17, stripped, libstdc++/libgcc static) but the shared runtime
# only (-cudart shared; the runtime library itself is in the cudart archive) and
# uncompressed fatbins, which the xz archive holding the binaries compresses
# far better. It fails if a binary has no PTX or needs glibc 2.37 or newer.
#
#   bash build.sh       # from this folder; NVCC_TIMEOUT=S bounds each compile
set -u
cd "$(dirname "$0")"
NVCC=${NVCC:-nvcc}
release=$("$NVCC" --version | sed -n 's/.*release \([0-9]*\)\.\([0-9]*\).*/\1\2/p')
[ -n "$release" ] || { echo "build.sh: no nvcc release from $NVCC" >&2; exit 2; }
out=bin/b$release
mkdir -p "$out"
rm -f "$out"/t_*
flags=(-arch=sm_90 -O2 -std=c++17 -I../src) # ../src/check.h
linkflags=(-cudart shared -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker -s -Xlinker --gc-sections)
{
	echo "nvcc: $("$NVCC" --version | tail -1)"
	echo "host compiler: $(${CXX:-g++} --version | head -1)"
	echo "build: nvcc ${flags[*]} ${linkflags[*]}"
} > "$out/build-info.txt"
status=0
pids=()
for f in src/t_*.cu; do
	name=$(basename "$f" .cu)
	(
		s=$SECONDS
		if timeout "${NVCC_TIMEOUT:-3600}" "$NVCC" "${flags[@]}" "${linkflags[@]}" -o "$out/$name" "$f" > "$out/$name.log" 2>&1; then
			echo "  $name: built in $((SECONDS - s)) s"
		else
			echo "  $name: FAILED"
			sed 's/^/    /' "$out/$name.log" | grep -v "warning #20054\|^ *$" | head -40
			# A program's newer-API parts (guarded by NO_NEW) may be what failed:
			# the rest is still worth a binary, named as such.
			if grep -q NO_NEW "$f" && timeout "${NVCC_TIMEOUT:-3600}" "$NVCC" "${flags[@]}" -DNO_NEW "${linkflags[@]}" -o "$out/$name" "$f" > "$out/$name.log" 2>&1; then
				echo "  $name: built with -DNO_NEW instead"
			fi
			exit 1
		fi
	) &
	pids+=($!)
done
for p in "${pids[@]}"; do wait "$p" || status=1; done
rm -f "$out"/t_*.log
for f in "$out"/t_*; do
	[ -x "$f" ] || continue
	objdump -h "$f" | grep -q nv_fatbin || { echo "build.sh: $f has no fatbin" >&2; status=1; }
	newer=$(objdump -T "$f" | grep -oE "GLIBC_2\.(3[7-9]|[4-9][0-9])[.0-9]*|GLIBCXX_[.0-9]+|CXXABI_[.0-9]+" | sort -u | tr '\n' ' ')
	[ -z "$newer" ] || { echo "build.sh: $f needs $newer" >&2; status=1; }
done
ls -l "$out" | awk 'NR > 1 {printf "  %10d %s\n", $5, $9}'
exit $status
