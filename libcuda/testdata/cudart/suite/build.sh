#!/bin/bash
# build.sh: builds the suite's programs (src/s_*.cu, src/e_*.cu) with the nvcc on PATH
# (or $NVCC) into bin/bNNN/ (b130 for CUDA 13.0), all at once: nvcc's
# default code for the H200 (-arch=sm_90: sm_90 SASS and compute_90 PTX),
# -O2, C++17, the shared runtime (the runtime library itself is in the
# cudart tests' archive, ../bin.tar.zst), stripped, libstdc++/libgcc
# static, fatbins uncompressed (xz packs them far better). A program's
# "// build: FLAGS" line adds flags (-rdc=true ...); its "// build-variants:
# _SUFFIX=FLAGS ..." line builds it again as NAME_SUFFIX with FLAGS ('+'
# between flags) in place of -arch=sm_90 (SASS only, another architecture,
# another default stream).
#
#   bash build.sh       # from this folder; NVCC_TIMEOUT=S bounds each compile
set -u
cd "${SUITE_DIR:-$(dirname "$0")}" # suite2/build.sh names its own folder
NVCC=${NVCC:-nvcc}
release=$("$NVCC" --version | sed -n 's/.*release \([0-9]*\)\.\([0-9]*\).*/\1\2/p')
[ -n "$release" ] || { echo "build.sh: no nvcc release from $NVCC" >&2; exit 2; }
out=bin/b$release
mkdir -p "$out"
rm -f "$out"/[se]_*
flags=(-O2 -std=c++17 -I../src) # ../src/check.h
linkflags=(-cudart shared -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker -s -Xlinker --gc-sections)
{
	echo "nvcc: $("$NVCC" --version | tail -1)"
	echo "host compiler: $(${CXX:-g++} --version | head -1)"
	echo "build: nvcc -arch=sm_90 ${flags[*]} [the program's // build: flags] ${linkflags[*]}"
} > "$out/build-info.txt"
# one NAME ARCHFLAGS SRC EXTRA...: builds $out/NAME.
one() {
	local name=$1 arch=$2 src=$3
	shift 3
	local s=$SECONDS
	# shellcheck disable=SC2086
	if timeout "${NVCC_TIMEOUT:-3600}" "$NVCC" $arch "${flags[@]}" "$@" "${linkflags[@]}" -o "$out/$name" "$src" > "$out/$name.log" 2>&1; then
		echo "  $name: built in $((SECONDS - s)) s"
	else
		echo "  $name: FAILED"
		# the errors first (warnings can fill the head of the log), then the rest
		{ grep -E "error|undefined" "$out/$name.log" | head -40; grep -v "warning #20054\|^ *$" "$out/$name.log" | head -20; } | sed 's/^/    /'
		return 1
	fi
}
status=0
pids=()
for f in src/[se]_*.cu; do
	name=$(basename "$f" .cu)
	read -r -a extra <<< "$(sed -n 's#^// build: ##p' "$f")"
	one "$name" -arch=sm_90 "$f" "${extra[@]}" &
	pids+=($!)
	for v in $(sed -n 's#^// build-variants: ##p' "$f"); do
		one "$name${v%%=*}" "$(echo "${v#*=}" | tr + ' ')" "$f" "${extra[@]}" &
		pids+=($!)
	done
done
for p in "${pids[@]}"; do wait "$p" || status=1; done
rm -f "$out"/[se]_*.log
for f in "$out"/[se]_*; do
	[ -x "$f" ] || continue
	newer=$(objdump -T "$f" | grep -oE "GLIBC_2\.(3[7-9]|[4-9][0-9])[.0-9]*|GLIBCXX_[.0-9]+|CXXABI_[.0-9]+" | sort -u | tr '\n' ' ')
	[ -z "$newer" ] || { echo "build.sh: $f needs $newer" >&2; status=1; }
done
ls -l "$out" | awk 'NR > 1 {printf "  %10d %s\n", $5, $9}'
exit $status
