#!/bin/bash
# build.sh: builds every test program in src/ with the nvcc on PATH (or
# $NVCC) into bin/bNNN/, NNN the toolkit's version (b118 for CUDA 11.8, b130
# for 13.0), twice: NAME_static (nvcc's default, static cudart) and
# NAME_shared (-cudart shared, beside a copy of the toolkit's libcudart.so.N,
# named by its soname). Every binary holds sm_90 code and compute_90 PTX in a
# compressed fatbin (-Xfatbin=-compress-all: LZ4 with 11.8, zstd with 13.0),
# is stripped (unused sections dropped too), and links libstdc++/libgcc
# statically; it fails if a binary needs glibc 2.37 or newer (so that
# binaries built on a newer Linux still run on Debian 12) or has no PTX.
#
#   bash build.sh            # from anywhere; JOBS=N to compile N programs at once
set -u
cd "$(dirname "$0")"
NVCC=${NVCC:-nvcc}
JOBS=${JOBS:-1}
if ! command -v "$NVCC" >/dev/null; then
	echo "build.sh: no nvcc ($NVCC) on PATH" >&2
	exit 2
fi
release=$("$NVCC" --version | sed -n 's/.*release \([0-9]*\)\.\([0-9]*\).*/\1\2/p')
if [ -z "$release" ]; then
	echo "build.sh: cannot read nvcc's release from: $("$NVCC" --version)" >&2
	exit 2
fi
out=bin/b$release
nvccdir=$(dirname "$(command -v "$NVCC")")
CUOBJDUMP=${CUOBJDUMP:-$nvccdir/cuobjdump}
command -v "$CUOBJDUMP" >/dev/null || CUOBJDUMP=cuobjdump
obj=$(mktemp -d)
trap 'rm -rf "$obj"' EXIT
rm -rf "$out"
mkdir -p "$out"

flags=(-arch=sm_90 -O2 -std=c++17 -Xfatbin=-compress-all)
linkflags=(-Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker -s -Xlinker --gc-sections)
{
	echo "nvcc: $("$NVCC" --version | tail -1)"
	echo "host compiler: $(${CXX:-g++} --version | head -1)"
	echo "compile: nvcc ${flags[*]} -c"
	echo "link: nvcc ${flags[*]} ${linkflags[*]} [-cudart shared]"
} > "$out/build-info.txt"

# build_one NAME: compiles src/NAME.cu once and links it both ways.
build_one() {
	local name=$1
	"$NVCC" "${flags[@]}" -c -o "$obj/$name.o" "src/$name.cu" &&
		"$NVCC" "${flags[@]}" "${linkflags[@]}" -o "$out/${name}_static" "$obj/$name.o" &&
		"$NVCC" "${flags[@]}" "${linkflags[@]}" -cudart shared -o "$out/${name}_shared" "$obj/$name.o"
}

names=()
for f in src/*.cu; do
	names+=("$(basename "$f" .cu)")
done
echo "building ${#names[@]} programs with $("$NVCC" --version | tail -1) into $out ($JOBS at a time)"
for name in "${names[@]}"; do
	(
		start=$SECONDS
		if build_one "$name" > "$obj/$name.log" 2>&1; then
			echo "  $name: built in $((SECONDS - start)) s"
		else
			echo "  $name: FAILED"
			sed 's/^/    /' "$obj/$name.log"
			touch "$obj/$name.failed"
		fi
	) &
	while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n; done
done
wait
status=0
for name in "${names[@]}"; do
	[ -e "$obj/$name.failed" ] && status=1
done

# The shared builds' libcudart, copied from the toolkit under its soname.
soname=""
for f in "$out"/*_shared; do
	soname=$(objdump -p "$f" | awk '$1 == "NEEDED" && $2 ~ /^libcudart/ {print $2}')
	[ -n "$soname" ] && break
done
if [ -n "$soname" ]; then
	found=""
	for dir in "$nvccdir/../lib64" "$nvccdir/../targets/x86_64-linux/lib" "$nvccdir/../lib" \
		/usr/local/cuda/lib64 /usr/lib/x86_64-linux-gnu /usr/lib64; do
		if [ -e "$dir/$soname" ]; then
			found=$(readlink -f "$dir/$soname")
			break
		fi
	done
	if [ -n "$found" ]; then
		cp "$found" "$out/$soname"
		chmod 644 "$out/$soname"
		echo "libcudart: $found -> $out/$soname" | tee -a "$out/build-info.txt"
	else
		echo "build.sh: $soname not found beside $NVCC" >&2
		status=1
	fi
fi

# Checks: PTX in every binary; nothing that Debian 12 (glibc 2.36, GCC 12)
# lacks.
for f in "$out"/t_*; do
	[ -e "$f" ] || continue
	if ! "$CUOBJDUMP" --list-ptx "$f" 2>/dev/null | grep -q "PTX file"; then
		echo "build.sh: $f holds no PTX" >&2
		status=1
	fi
	newer=$(objdump -T "$f" | grep -oE "GLIBC_2\.(3[7-9]|[4-9][0-9])[.0-9]*|GLIBCXX_[.0-9]+|CXXABI_[.0-9]+" | sort -u | tr '\n' ' ')
	if [ -n "$newer" ]; then
		echo "build.sh: $f needs $newer" >&2
		objdump -T "$f" | grep -E "GLIBC_2\.(3[7-9]|[4-9][0-9])|GLIBCXX_|CXXABI_" | sed 's/^/    /' >&2
		status=1
	fi
	if objdump -p "$f" | awk '$1 == "NEEDED"' | grep -qE "libstdc\+\+|libgcc_s"; then
		echo "build.sh: $f links libstdc++ or libgcc_s dynamically" >&2
		status=1
	fi
done

echo "sizes (bytes):"
(cd "$out" && ls -l | awk 'NR > 1 {printf "  %10d %s\n", $5, $9; total += $5} END {printf "  %10d total\n", total}')
[ $status -eq 0 ] && echo "build.sh: ok" || echo "build.sh: FAILED" >&2
exit $status
