#!/bin/bash
# probe.sh (sweep28-c): for a GPU window (one H200, nvcc 13.0 on PATH or in
# /usr/local/cuda/bin). OUT=/dir [DROPIN=/dir/with/libcuda.so.1] bash probe.sh
#
# 1. probe28's programs (README.md), the committed nvcc 11.8 builds (bin.txz:
#    b118, b118G with -G) and nvcc 13.0 builds made here (b130: sm_90,
#    b130G: sm_90 -G), natively: q_printf through filter (long lines cut to
#    a summary), q_smem, "q_stack frames", and a bisection of the deepest
#    recursion each q_stack chain (even, self, arr) runs at the default limit.
# 2. sweep27's w_cxx, w_printf, w_bigsmem as corrected in session 28 (11.8
#    builds in bin.txz), natively.
# 3. sweep27's programs built by nvcc 13.0 for sm_90 (session 28's window
#    could not build them: check.h was missing), natively and, while time is
#    left, through the drop-in; sweep27.txt is their summary.
set -u
OUT=${OUT:?set OUT}
mkdir -p "$OUT"
export PATH=$PATH:/usr/local/cuda/bin
here=$(cd "$(dirname "$0")" && pwd)
start=$SECONDS
{
	nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
	nvcc --version | tail -1
} > "$OUT/env.txt" 2>&1
work=$(mktemp -d)
xz -dc "$here/bin.txz" | tar -x -C "$work"
cc -O2 -o "$work/filter" "$here/filter.c"
# sweep27's sources, for nvcc 13.0, in the layout their #include expects
mkdir -p "$work/cudart/src" && cp "$here/check.h" "$work/cudart/src/"
mkdir -p "$work/cudart/sweep27" && cp -r "$here/sweep27src" "$work/cudart/sweep27/src" && cp "$here/sweep27build.sh" "$work/cudart/sweep27/build.sh"
(cd "$work/cudart/sweep27" && OUTDIR="$work/bin/s130" ARCH=sm_90 JOBS=10 timeout 150 bash build.sh > "$OUT/build-s130.log" 2>&1) &
s27=$!
(OUTDIR="$work/bin/b130" ARCH=sm_90 bash "$here/build.sh" > "$OUT/build-b130.log" 2>&1; OUTDIR="$work/bin/b130G" ARCH=sm_90 EXTRA=-G bash "$here/build.sh" > "$OUT/build-b130G.log" 2>&1)
echo "q built at $((SECONDS - start)) s" >> "$OUT/env.txt"
bisect() { # EXE FN: the deepest chain that runs, between 0 and 16384
	local lo=0 hi=16384 mid
	"$1" 0 "$2" > /dev/null 2>&1 || { echo "$2: depth 0 fails"; return; }
	while [ $((hi - lo)) -gt 1 ]; do
		mid=$(((lo + hi) / 2))
		if timeout 20 "$1" "$mid" "$2" > /dev/null 2>&1; then lo=$mid; else hi=$mid; fi
	done
	echo "$2: deepest that runs $lo; $(timeout 20 "$1" "$hi" "$2" 2>&1 | head -1)"
}
for b in b118 b118G b130 b130G; do
	d=$work/bin/$b
	# printf is formatted on the host: the -G builds would print the same
	if [ -x "$d/q_printf" ] && [ "${b%G}" = "$b" ]; then
		for c in $("$d/q_printf" list); do
			timeout 20 "$d/q_printf" "$c" 2>&1 | "$work/filter"
		done > "$OUT/$b.q_printf.out"
	fi
	[ -x "$d/q_smem" ] && timeout 20 "$d/q_smem" > "$OUT/$b.q_smem.out" 2>&1
	[ -x "$d/q_stack" ] && timeout 20 "$d/q_stack" frames > "$OUT/$b.q_stack_frames.out" 2>&1
	if [ -x "$d/q_stack" ]; then
		pids=()
		for fn in even self arr; do
			bisect "$d/q_stack" "$fn" > "$OUT/$b.bisect.$fn.out" &
			pids+=($!)
		done
		wait "${pids[@]}"
		cat "$OUT/$b.bisect."*.out > "$OUT/$b.q_stack_depth.out" && rm -f "$OUT/$b.bisect."*.out
	fi
	echo "$b done at $((SECONDS - start)) s" >> "$OUT/env.txt"
done
for b in b118 b118G; do
	for w in w_cxx w_printf w_bigsmem; do
		timeout 60 "$work/bin/s$b/$w" > "$OUT/$b.$w.out" 2>&1
		echo "exit $?" >> "$OUT/$b.$w.out"
	done
done
echo "fixed sweep27 programs done at $((SECONDS - start)) s" >> "$OUT/env.txt"
wait $s27
echo "sweep27 built at $((SECONDS - start)) s: $(grep -c built "$OUT/build-s130.log")" >> "$OUT/env.txt"
mkdir -p "$OUT/s130"
for exe in "$work"/bin/s130/[wp]_*; do
	case $exe in *.log) continue ;; esac
	[ -x "$exe" ] || continue
	[ $((SECONDS - start)) -gt 200 ] && { echo "out of time before $(basename "$exe")" >> "$OUT/env.txt"; break; }
	n=$(basename "$exe")
	timeout 30 "$exe" > "$OUT/s130/$n.native" 2>&1
	echo "exit $?" >> "$OUT/s130/$n.native"
	printf "%-14s native: %s\n" "$n" "$(tail -2 "$OUT/s130/$n.native" | tr '\n' ' ')" >> "$OUT/sweep27.txt"
done
if [ -n "${DROPIN:-}" ] && [ -e "$DROPIN/libcuda.so.1" ]; then
	for exe in "$work"/bin/s130/[wp]_*; do
		case $exe in *.log) continue ;; esac
		[ -x "$exe" ] || continue
		[ $((SECONDS - start)) -gt 215 ] && break
		n=$(basename "$exe")
		LD_LIBRARY_PATH=$DROPIN timeout 15 "$exe" > "$OUT/s130/$n.sim" 2>&1
		echo "exit $?" >> "$OUT/s130/$n.sim"
		cmp -s "$OUT/s130/$n.native" "$OUT/s130/$n.sim" && v=MATCH || v=DIFF
		printf "%-14s %s sim: %s\n" "$n" "$v" "$(tail -2 "$OUT/s130/$n.sim" | tr '\n' ' ')" >> "$OUT/sweep27.txt"
	done
fi
echo "ended at $((SECONDS - start)) s" >> "$OUT/env.txt"
rm -rf "$work"
