#!/bin/bash
# tex18-a (session 18, textures): texprobe.cu's "tex18" cases: anisotropic filtering of gradient
# pairs that are not perpendicular (shears at 0 and 30 degrees), minor axes swept finely,
# anisotropies 3..15 that are not powers of two, random pairs; V_LEVEL cases read the level of
# detail in 1/256, V_VEE cases the probes' spread. Inputs and results come back in
# $OUT/tex18-gold.txz.
set -x
cd "$(dirname "$0")"
OUT="${OUT:-$PWD/out}"
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$OUT/versions.txt" 2>&1
/usr/local/cuda/bin/nvcc -DHOSTONLY -o texprobe texprobe.cu -lcuda > "$OUT/host-build.txt" 2>&1 &
(/usr/local/cuda/bin/nvcc -arch=sm_90 -DGROUP=1 -ptx -o texprobe_g1.ptx texprobe.cu && /usr/local/cuda/bin/nvcc -arch=sm_90 -DGROUP=1 -cubin -o texprobe_g1.cubin texprobe.cu) > "$OUT/g1-build.txt" 2>&1 &
wait
mkdir -p gold
timeout 150 ./texprobe . gold tex18 > "$OUT/tex18.log" 2>&1
echo "texprobe exit $?" >> "$OUT/tex18.log"
tail -3 "$OUT/tex18.log"
cp texprobe_g1.ptx gold/ 2>/dev/null || true
(cd gold && md5sum *.texels *.coords > "$OUT/inputs.md5") || true
tar cf - gold/manifest.txt gold/*.out | xz -9 > "$OUT/tex18-out.txz" || true
tar cJf "$OUT/tex18-gold.txz" gold || true
ls -la "$OUT"
