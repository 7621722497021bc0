#!/bin/bash
# build.sh: builds probe28's programs (src/q_*.cu; q_frames since session 29; q_smem with q_smem2.cu, a
# second module) with the nvcc on PATH (or $NVCC) into $OUTDIR, as sweep27's
# build.sh builds its programs: -arch=$ARCH (default sm_80), -O2 -std=c++17,
# static libstdc++/libgcc, stripped; EXTRA adds flags (-G).
#   OUTDIR=bin/b118 [ARCH=sm_90] [EXTRA=-G] bash build.sh
set -u
cd "$(dirname "$0")"
NVCC=${NVCC:-nvcc}
out=${OUTDIR:?set OUTDIR}
mkdir -p "$out"
# shellcheck disable=SC2206
flags=(-arch="${ARCH:-sm_80}" -O2 -std=c++17 ${EXTRA:-} -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker -s)
status=0
"$NVCC" "${flags[@]}" -o "$out/q_printf" src/q_printf.cu > "$out/q_printf.log" 2>&1 || status=1 &
"$NVCC" "${flags[@]}" -o "$out/q_smem" src/q_smem.cu src/q_smem2.cu > "$out/q_smem.log" 2>&1 || status=1 &
"$NVCC" "${flags[@]}" -o "$out/q_stack" src/q_stack.cu > "$out/q_stack.log" 2>&1 || status=1 &
"$NVCC" "${flags[@]}" -o "$out/q_frames" src/q_frames.cu > "$out/q_frames.log" 2>&1 || status=1 &
wait
for q in q_printf q_smem q_stack q_frames; do
	[ -x "$out/$q" ] && echo "$q: built" || { echo "$q: FAILED"; cat "$out/$q.log"; }
done
"$NVCC" --version | tail -1 > "$out/build-info.txt"
echo "flags: ${flags[*]}" >> "$out/build-info.txt"
