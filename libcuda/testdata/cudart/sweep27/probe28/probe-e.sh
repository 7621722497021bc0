#!/bin/bash
# probe-e.sh (sweep29-e, TIMEOUT 150): OUT=/dir DROPIN=/lib bash probe-e.sh
# sweep28-d ran nvcc 13.0's builds of q_smemt and of sweep27's corrected
# w_managed, w_bigindex and w_occupancy natively but kept no binaries, so
# cudasim could not run them. This builds them again (sm_90: b130/q_smemt,
# b130G/q_smemt with -G, s130/w_*), runs each natively and through the
# drop-in, and returns the binaries (bin-e.txz) for TestCudartProbe28.
# Session 29 added q_frames (nine recursions whose frames cudasim's estimate
# tells apart): nvcc 11.8's builds (bin-f.txz: b118, b118G) and 13.0's (b130,
# b130G), each bisected natively at the default 1 KiB stack
# (NAME.q_frames_depth.out, the goldens of TestCudartRecursionDepth).
set -u
# (Session 31: the drop-in bisections left out: through the drop-in they ran past the 220 s
# limit, and cudasim's own depths come from the Go test.)
OUT=${OUT:?set OUT}
DROPIN=${DROPIN:?set DROPIN}
mkdir -p "$OUT"
export PATH=$PATH:/usr/local/cuda/bin
here=$(cd "$(dirname "$0")" && pwd)
start=$SECONDS
work=$(mktemp -d)
# --gc-sections: session 32's builds (Ubuntu 24.04's glibc 2.39) needed glibc 2.38's
# __isoc23_strtol/strtoul, absent where the Go tests run them (glibc 2.36); the check
# after the build names any such symbol left in build.log.
flags=(-O2 -std=c++17 -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker --gc-sections)
mkdir -p "$work/bin/b130" "$work/bin/b130G" "$work/bin/s130"
nvcc -arch=sm_90 "${flags[@]}" -o "$work/bin/b130/q_smemt" "$here/src/q_smemt.cu" > "$OUT/build.log" 2>&1 &
nvcc -arch=sm_90 -G "${flags[@]}" -o "$work/bin/b130G/q_smemt" "$here/src/q_smemt.cu" >> "$OUT/build.log" 2>&1 &
nvcc -arch=sm_90 "${flags[@]}" -o "$work/bin/b130/q_frames" "$here/src/q_frames.cu" >> "$OUT/build.log" 2>&1 &
nvcc -arch=sm_90 -G "${flags[@]}" -o "$work/bin/b130G/q_frames" "$here/src/q_frames.cu" >> "$OUT/build.log" 2>&1 &
xz -dc "$here/bin-f.txz" | tar -x -C "$work"
mkdir -p "$work/cudart/src" "$work/cudart/sweep27" && cp "$here/check.h" "$work/cudart/src/" && cp -r "$here/sweep27src" "$work/cudart/sweep27/src"
for w in w_managed w_bigindex w_occupancy; do
	(cd "$work/cudart/sweep27" && nvcc -arch=sm_90 "${flags[@]}" --expt-relaxed-constexpr --extended-lambda -o "$work/bin/s130/$w" "src/$w.cu" > "$OUT/build-$w.log" 2>&1) &
done
wait
for f in "$work"/bin/*/*; do
	newer=$(objdump -T "$f" 2>/dev/null | grep -oE "GLIBC_2\.(3[7-9]|[4-9][0-9])[.0-9]*" | sort -u | tr '\n' ' ')
	[ -z "$newer" ] || echo "$f needs $newer(objdump -T: $(objdump -T "$f" | grep -E 'GLIBC_2\.(3[7-9]|[4-9])' | awk '{print $NF}' | tr '\n' ' '))" >> "$OUT/build.log"
done
echo "built at $((SECONDS - start)) s" > "$OUT/env.txt"
nvcc --version | tail -2 >> "$OUT/env.txt"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >> "$OUT/env.txt" 2>&1
run() { # run NAME EXE: natively (NAME.native.out) and through the drop-in (NAME.sim.out)
	timeout 40 "$2" > "$OUT/$1.native.out" 2>&1
	echo "exit $?" >> "$OUT/$1.native.out"
	LD_LIBRARY_PATH=$DROPIN timeout 60 "$2" > "$OUT/$1.sim.out" 2>&1
	echo "exit $?" >> "$OUT/$1.sim.out"
}
for b in b130 b130G; do
	[ -x "$work/bin/$b/q_smemt" ] && run "$b.q_smemt" "$work/bin/$b/q_smemt"
done
bisect() { # EXE FN: the deepest chain that runs, between 0 and 16384 (probe.sh's)
	local lo=0 hi=16384 mid
	"$1" 0 "$2" > /dev/null 2>&1 || { echo "$2: depth 0 fails"; return; }
	while [ $((hi - lo)) -gt 1 ]; do
		mid=$(((lo + hi) / 2))
		if timeout 20 "$1" "$mid" "$2" > /dev/null 2>&1; then lo=$mid; else hi=$mid; fi
	done
	echo "$2: deepest that runs $lo; $(timeout 20 "$1" "$hi" "$2" 2>&1 | head -1)"
}
# binaries first: a window that ends early still returns them
(cd "$work" && tar -cf - bin | xz -9 > "$OUT/bin-e.txz")
for b in b118 b118G b130 b130G; do
	exe=$work/bin/$b/q_frames
	[ -x "$exe" ] || continue
	for fn in $("$exe" list); do
		bisect "$exe" "$fn" > "$OUT/$b.bisect.$fn.out" &
	done
	wait
	for fn in $("$exe" list); do cat "$OUT/$b.bisect.$fn.out"; done > "$OUT/$b.q_frames_depth.out"
	rm -f "$OUT/$b.bisect."*.out
done
for w in w_managed w_bigindex w_occupancy; do
	[ -x "$work/bin/s130/$w" ] && run "s130.$w" "$work/bin/s130/$w"
done
(cd "$work" && tar -cf - bin | xz -9 > "$OUT/bin-e.txz")
echo "ended at $((SECONDS - start)) s" >> "$OUT/env.txt"
rm -rf "$work"
