#!/bin/bash
# probe-d.sh (sweep28-d, the session's last window, TIMEOUT 150): OUT=/dir bash probe-d.sh
# 1. q_smemt (template instances of one kernel with __shared__ arrays of 8 to
#    2,048 bytes; w_bigsmem -G read 4096 for its 8-byte kernel<0>): the
#    committed nvcc 11.8 builds (bin-d.txz: b118, b118G -G) and nvcc 13.0
#    builds made here (b130, b130G: sm_90), natively.
# 2. q_printf a_subnormals (b118), uncut (probe.sh's filter cut its 326 bytes).
# 3. sweep27's w_managed (CUDA 13's cudaMemLocation), w_bigindex and
#    w_occupancy as corrected in session 28, built by nvcc 13.0 for sm_90
#    and sm_80, and by nvcc 11.8 (bin-d.txz's sb118: s130118.*), natively.
set -u
OUT=${OUT:?set OUT}
mkdir -p "$OUT"
export PATH=$PATH:/usr/local/cuda/bin
here=$(cd "$(dirname "$0")" && pwd)
start=$SECONDS
work=$(mktemp -d)
xz -dc "$here/bin-d.txz" | tar -x -C "$work"
mv "$work/bin/sb118" "$work/bin/s130118" # nvcc 11.8's builds, run beside 13.0's
flags=(-O2 -std=c++17 -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc)
mkdir -p "$work/bin/b130" "$work/bin/b130G"
nvcc -arch=sm_90 "${flags[@]}" -o "$work/bin/b130/q_smemt" "$here/src/q_smemt.cu" > "$OUT/build.log" 2>&1 &
nvcc -arch=sm_90 -G "${flags[@]}" -o "$work/bin/b130G/q_smemt" "$here/src/q_smemt.cu" >> "$OUT/build.log" 2>&1 &
mkdir -p "$work/cudart/src" "$work/cudart/sweep27" && cp "$here/check.h" "$work/cudart/src/" && cp -r "$here/sweep27src" "$work/cudart/sweep27/src"
for arch in sm_90 sm_80; do
	for w in w_managed w_bigindex w_occupancy; do
		(cd "$work/cudart/sweep27" && nvcc -arch=$arch "${flags[@]}" --expt-relaxed-constexpr --extended-lambda -o "$work/bin/s130$arch/$w" "src/$w.cu" > "$OUT/build-$arch-$w.log" 2>&1) &
	done
	mkdir -p "$work/bin/s130$arch"
done
"$work/bin/b118/q_printf" a_subnormals > "$OUT/b118.q_printf_a_subnormals.out" 2>&1
wait
echo "built at $((SECONDS - start)) s" > "$OUT/env.txt"
for b in b118 b118G b130 b130G; do
	[ -x "$work/bin/$b/q_smemt" ] && timeout 20 "$work/bin/$b/q_smemt" > "$OUT/$b.q_smemt.out" 2>&1
done
for arch in sm_90 sm_80 118; do
	for w in w_managed w_bigindex w_occupancy; do
		[ -x "$work/bin/s130$arch/$w" ] || continue
		timeout 40 "$work/bin/s130$arch/$w" > "$OUT/s130$arch.$w.out" 2>&1
		echo "exit $?" >> "$OUT/s130$arch.$w.out"
	done
done
echo "ended at $((SECONDS - start)) s" >> "$OUT/env.txt"
rm -rf "$work"
