#!/bin/bash
# build.sh: builds the chosen programs of NVIDIA's cuda-samples, unmodified,
# with the nvcc on PATH (or $NVCC) into bin/bNNN/ (b118 for CUDA 11.8, b130
# for 13.0). The samples' sources are not in this repository: SAMPLES names
# a checkout of github.com/NVIDIA/cuda-samples at the commit below.
#
#   SAMPLES=/path/to/cuda-samples bash build.sh [NAME...]   # default: list.txt
#
# Flags: sm_90 SASS and compute_90 PTX in the fatbin, -O2, C++17, the
# samples' own --extended-lambda, shared cudart (the runtime library itself is
# the one in ../bin.tar.zst, as for ../cccl), libstdc++/libgcc static,
# stripped. Samples that launch from the device (cdp*) are built with -rdc
# and cudadevrt as their CMakeLists say; driver-API samples link libcuda and
# get their kernel file (NAME_kernel64.fatbin, nvcc -fatbin) beside them.
# NVCC_TIMEOUT=S bounds each compile; JOBS=N compiles N samples at once.
set -u
COMMIT=c94ff366aed18c797b8a85dfaac7817b0228b420
cd "$(dirname "$0")"
here=$(pwd)
NVCC=${NVCC:-nvcc}
SAMPLES=${SAMPLES:?set SAMPLES to a cuda-samples checkout at $COMMIT}
release=$("$NVCC" --version | sed -n 's/.*release \([0-9]*\)\.\([0-9]*\).*/\1\2/p')
[ -n "$release" ] || { echo "build.sh: no nvcc release from $NVCC" >&2; exit 2; }
out=$here/bin/b$release
mkdir -p "$out"
gen=(-gencode "arch=compute_90,code=[sm_90,compute_90]")
flags=("${gen[@]}" -O2 -std=c++17 --extended-lambda -Wno-deprecated-gpu-targets -I"$SAMPLES/Common")
linkflags=(-cudart shared -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker -s)
{
	echo "cuda-samples: $COMMIT"
	echo "nvcc: $("$NVCC" --version | tail -1)"
	echo "host compiler: $(${CXX:-g++} --version | head -1)"
	echo "build: nvcc ${flags[*]/$SAMPLES/SAMPLES} ${linkflags[*]}"
	# nvcc 11.8 refuses gcc 12 unless NVCC_APPEND_FLAGS=-allow-unsupported-compiler
	[ -z "${NVCC_APPEND_FLAGS:-}" ] || echo "NVCC_APPEND_FLAGS=$NVCC_APPEND_FLAGS"
} > "$out/build-info.txt"

# Against glibc 2.38 or newer, glibc238.c (why: there) joins every program.
compat=()
glibc=$(ldd --version | head -1 | grep -oE '[0-9]+\.[0-9]+$')
if [ "$(printf '%s\n2.38\n' "$glibc" | sort -V | head -1)" = 2.38 ]; then
	${CC:-cc} -std=c11 -O2 -c -o "$out/glibc238.o" glibc238.c || exit 2
	compat=("$out/glibc238.o")
	echo "glibc $glibc: glibc238.c linked in" >> "$out/build-info.txt"
fi

if [ $# -gt 0 ]; then names=("$@"); else mapfile -t names < <(grep -v '^#' list.txt | awk 'NF {print $1}'); fi

# build_one NAME: compiles every .cu/.cpp/.c of the sample's folder (and its
# src/) into one program.
build_one() {
	local name=$1 dir extra=() srcs=() kern kf
	dir=$(ls -d "$SAMPLES"/Samples/*/"$name" 2>/dev/null | head -1)
	[ -n "$dir" ] || { echo "  $name: no such sample"; return 1; }
	case $name in
	cdp*) extra+=(-rdc=true -lcudadevrt) ;;
	esac
	kf=$(grep -ohE '"[A-Za-z0-9_]+64\.(fatbin|ptx)"' "$dir"/*.cpp 2>/dev/null | head -1 | tr -d '"')
	if [ -n "$kf" ]; then
		# A driver-API sample: the kernel is a file (fatbin or PTX) the
		# program loads from beside itself.
		kern=$(ls "$dir"/*_kernel.cu | head -1)
		local kflags=("${flags[@]}" -fatbin)
		case $kf in *.ptx) kflags=(-arch=sm_90 "${flags[@]:2}" -ptx) ;; esac
		timeout "${NVCC_TIMEOUT:-600}" "$NVCC" "${kflags[@]}" -o "$out/$kf" "$kern" > "$out/$name.log" 2>&1 || { echo "  $name: kernel FAILED"; sed 's/^/    /' "$out/$name.log" | head -20; return 1; }
		for f in "$dir"/*.cpp "$dir"/*.c; do [ -f "$f" ] && srcs+=("$f"); done
	else
		for f in "$dir"/*.cu "$dir"/*.cpp "$dir"/*.c "$dir"/src/*.cu "$dir"/src/*.cpp; do [ -f "$f" ] && srcs+=("$f"); done
		[ -d "$dir/inc" ] && extra+=(-I"$dir/inc")
	fi
	grep -q "cuda_driver" "$dir/CMakeLists.txt" 2>/dev/null && extra+=(-lcuda)
	grep -q "pthread" "$dir/CMakeLists.txt" 2>/dev/null && extra+=(-lpthread)
	local s=$SECONDS
	if (cd "$dir" && timeout "${NVCC_TIMEOUT:-600}" "$NVCC" "${flags[@]}" "${linkflags[@]}" "${extra[@]}" -o "$out/$name" "${srcs[@]}" "${compat[@]}") > "$out/$name.log" 2>&1; then
		echo "  $name: built in $((SECONDS - s)) s"
		rm -f "$out/$name.log"
	else
		echo "  $name: FAILED"
		grep -v "warning #20054\|^ *$" "$out/$name.log" | grep -i "error" | head -8 | sed 's/^/    /'
		return 1
	fi
}
status=0
running=0
for n in "${names[@]}"; do
	build_one "$n" &
	running=$((running + 1))
	if [ "$running" -ge "${JOBS:-2}" ]; then wait -n || status=1; running=$((running - 1)); fi
done
while [ "$running" -gt 0 ]; do wait -n || status=1; running=$((running - 1)); done
rm -f "$out/glibc238.o"
for f in "$out"/*; do
	[ -x "$f" ] && [ -f "$f" ] || continue
	newer=$(objdump -T "$f" | grep -oE "GLIBC_2\.(3[7-9]|[4-9][0-9])[.0-9]*" | sort -u | tr '\n' ' ')
	[ -z "$newer" ] || { echo "build.sh: $f needs $newer" >&2; status=1; }
done
ls -l "$out" | awk 'NR > 1 {printf "  %10d %s\n", $5, $9}'
exit $status
