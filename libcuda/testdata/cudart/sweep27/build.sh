#!/bin/bash
# build.sh: builds sweep27's programs (src/w_*.cu, self-checking, and
# src/p_*.cu, probes that print what a GPU answers) with the nvcc on PATH (or
# $NVCC) into bin/bNNN/, NNN the toolkit's version (b118: CUDA 11.8, b130:
# 13.0), as an application is built: nvcc's default static cudart,
# -arch=$ARCH (default sm_80: sm_80 SASS and compute_80 PTX, which cudasim
# and an H200 JIT-compile), -O2 -std=c++17 --expt-relaxed-constexpr
# --extended-lambda, plus a program's "// build:" line; stripped, libstdc++
# and libgcc linked statically. It fails if a binary has no PTX or needs
# glibc 2.37 or newer (binaries built on a newer Linux must run on Debian 12).
# EXTRA adds flags to every program (EXTRA="-G" OUTDIR=bin/b118G: debug
# builds); OUTDIR replaces bin/bNNN.
#
#   bash build.sh [NAME...]  # from anywhere; JOBS=N compiles N at once; ARCH=sm_90
#
# With NAMEs, only those programs are built, into the existing folder. DIR builds another
# folder's src/ (sweep30: its k_*.cu, sweep31: v_*.cu) the same way; CUDART=shared links the shared runtime.
set -u
cd "${DIR:-$(dirname "$0")}"
NVCC=${NVCC:-nvcc}
JOBS=${JOBS:-1}
ARCH=${ARCH:-sm_80}
command -v "$NVCC" >/dev/null || { echo "build.sh: no nvcc ($NVCC) on PATH" >&2; exit 2; }
release=$("$NVCC" --version | sed -n 's/.*release \([0-9]*\)\.\([0-9]*\).*/\1\2/p')
[ -n "$release" ] || { echo "build.sh: cannot read nvcc's release" >&2; exit 2; }
out=${OUTDIR:-bin/b$release}
nvccdir=$(dirname "$(command -v "$NVCC")")
CUOBJDUMP=${CUOBJDUMP:-$nvccdir/cuobjdump}
command -v "$CUOBJDUMP" >/dev/null || CUOBJDUMP=cuobjdump
[ $# -eq 0 ] && rm -rf "$out"
mkdir -p "$out"
# shellcheck disable=SC2206
flags=(-arch="$ARCH" -O2 -std=c++17 --expt-relaxed-constexpr --extended-lambda ${EXTRA:-})
linkflags=(-cudart "${CUDART:-static}" -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker -s)
{
	echo "nvcc: $("$NVCC" --version | tail -1)"
	echo "host compiler: $(${CXX:-g++} --version | head -1)"
	echo "flags: ${flags[*]} ${linkflags[*]} [+ the program's // build: line]"
} > "$out/build-info.txt"

build_one() {
	local name=$1 extra
	extra=$(sed -n 's,^// build: *,,p' "src/$name.cu")
	# shellcheck disable=SC2086
	"$NVCC" "${flags[@]}" $extra "${linkflags[@]}" -o "$out/$name" "src/$name.cu"
}

status=0
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
	for f in src/w_*.cu src/p_*.cu src/k_*.cu src/v_*.cu; do
		[ -e "$f" ] && names+=("$(basename "$f" .cu)")
	done
fi
echo "building ${#names[@]} programs with $("$NVCC" --version | tail -1), -arch=$ARCH, into $out ($JOBS at a time)"
for name in "${names[@]}"; do
	(
		if build_one "$name" > "$out/$name.log" 2>&1; then
			echo "  $name: built"
			rm -f "$out/$name.log"
		else
			echo "  $name: FAILED"
			sed 's/^/    /' "$out/$name.log"
		fi
	) &
	while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n; done
done
wait
for name in "${names[@]}"; do
	f=$out/$name
	if [ ! -e "$f" ]; then
		status=1
		continue
	fi
	"$CUOBJDUMP" --list-ptx "$f" 2>/dev/null | grep -q "PTX file" || { echo "build.sh: $f holds no PTX" >&2; status=1; }
	newer=$(objdump -T "$f" | grep -oE "GLIBC_2\.(3[7-9]|[4-9][0-9])[.0-9]*|GLIBCXX_[.0-9]+|CXXABI_[.0-9]+" | sort -u | tr '\n' ' ')
	[ -z "$newer" ] || { echo "build.sh: $f needs $newer" >&2; status=1; }
done
[ $status -eq 0 ] && echo "build.sh: ok" || echo "build.sh: FAILED" >&2
exit $status
