#!/bin/bash
# gpu.sh: records the device heap / large parameter / assert programs'
# goldens on a machine with one NVIDIA H200 and CUDA 13.0 (the cudasim GPU
# machine's probe runs it as run.sh). From a folder holding src/, build.sh,
# b118.tar.xz (bin/b118/h_*, built here by build.sh with CUDA 11.8) and
# rt.tar.xz (bin/b118/libcudart.so.11.0 and bin/b130/libcudart.so.13, from
# the cudart tests' archive):
#
#   OUT=/some/dir bash gpu.sh
#
# It builds the CUDA 13.0 binaries (build.sh, in the background), meanwhile
# runs the 11.8 binaries, then the 13.0 ones, each case (program and
# argument; twice for 11.8, once for 13.0; the misuse cases for 11.8 only), into $OUT/golden/bNNN/NAME[.ARG].h200.out (stdout and
# stderr, then a line "exit N"; the log says if the two runs differed), and
# packs the 13.0 binaries into $OUT/b130.tar.xz as soon as they are built.
set -u
OUT=${OUT:?set OUT to the output folder}
here=$(pwd)
start=$SECONDS
elapsed() { echo "$((SECONDS - start))s"; }
mkdir -p "$OUT/golden/b118" "$OUT/golden/b130"
{
	date -u +"date %Y-%m-%dT%H:%M:%SZ"
	nvidia-smi --query-gpu=name,driver_version,memory.used,memory.total --format=csv,noheader 2>&1 | sed 's/^/gpu /'
	echo "glibc $(ldd --version | head -1)"
} | tee "$OUT/env.txt"
tar -xJf rt.tar.xz || echo "no runtime libraries"
tar -xJf b118.tar.xz || echo "no 11.8 binaries"

nvcc=${PROBE_NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
if [ -x "$nvcc" ]; then
	echo "== build with $nvcc ($(elapsed))"
	(PATH=$(dirname "$nvcc"):$PATH NVCC=$nvcc bash build.sh > "$OUT/build.log" 2>&1; echo "build.sh exit $?" >> "$OUT/build.log") &
	builder=$!
else
	echo "== NO nvcc"
	builder=""
fi

# The misuse cases (a double free, a free of a pointer the heap did not give)
# may hang or kill the context; every case runs under a timeout of 20 s.
cases=(h_assert:lanes h_assert:warps h_assert:blocks h_assert:split h_assert:late h_param: h_dev2d:)
misuse=(h_heap:dfree h_heap:badfree h_heap:midfree h_heap:hostfree)
heap=(h_heap:main h_heap:h4m h_heap:h5m h_heap:h64m)
run_one() { # dir name arg file
	LD_LIBRARY_PATH=$here/$1 timeout 20 stdbuf -oL "$here/$1/$2" $3 > "$4" 2>&1
	echo "exit $?" >> "$4"
}
run_dir() { # build, runs of each case (1 or 2), cases
	local b=$1 runs=$2
	shift 2
	echo "== run bin/$b ($(elapsed))"
	for c in "$@"; do
		name=${c%%:*}
		arg=${c#*:}
		[ -x "bin/$b/$name" ] || { echo "  $b/$name missing"; continue; }
		g=$OUT/golden/$b/$name${arg:+.$arg}.h200.out
		run_one "bin/$b" "$name" "$arg" "$g"
		same="run once"
		if [ "$runs" = 2 ]; then
			run_one "bin/$b" "$name" "$arg" "$OUT/again"
			same="same twice"
			if ! cmp -s <(grep -v '^#addr' "$g") <(grep -v '^#addr' "$OUT/again"); then
				same="DIFFERS between runs"
				cp "$OUT/again" "$g.run2"
			fi
		fi
		printf "  %-24s %-8s %s (%s)\n" "$b/$name $arg" "$(tail -1 "$g")" "$same" "$(elapsed)"
		[ "$same" != "DIFFERS between runs" ] || diff "$g" "$OUT/again" | head -30 | sed 's/^/      /'
		sed 's/^/      | /' "$g" | cut -c1-400
	done
	rm -f "$OUT/again"
}
run_dir b118 2 "${cases[@]}"
if [ -n "$builder" ]; then
	wait "$builder"
	echo "== build done ($(elapsed))"
	cat "$OUT/build.log"
	if ls bin/b130/h_* > /dev/null 2>&1; then
		tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=2026-01-01 -cJf "$OUT/b130.tar.xz" bin/b130/h_* bin/b130/build-info.txt bin/b130/param-over.txt
		echo "== packed b130.tar.xz: $(du -k "$OUT/b130.tar.xz" | cut -f1) KiB ($(elapsed))"
	fi
	cp bin/b130/param-over.txt "$OUT/param-over.b130.txt" 2>/dev/null && sed 's/^/  | /' "$OUT/param-over.b130.txt"
	# the PTX 13.0 makes of device malloc/free/new/delete, large parameters and assert
	(for n in h_heap h_param h_assert; do "$nvcc" -arch=sm_90 -std=c++17 -ptx -o "$OUT/$n.b130.ptx" src/$n.cu > /dev/null 2>&1 || echo "ptx of $n failed"; done; xz -9 "$OUT"/*.ptx) &
fi
run_dir b130 1 "${cases[@]}" h_heap:main
run_dir b118 1 "${misuse[@]}" h_sm80: "${heap[@]}"
nvidia-smi --query-gpu=memory.used --format=csv,noheader 2>&1 | sed 's/^/gpu memory used at the end: /'
echo "== done ($(elapsed))"
