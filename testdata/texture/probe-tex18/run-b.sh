#!/bin/bash
# tex18-b (session 18, textures): texprobe.cu's "tex18b" cases: anisotropies 11, 13, 14 and 17
# to 255, footprints (2^(j/64), 0), (0, 1): the level of detail (V_LEVEL, no trilinear
# optimization) and the probes' spread (V_VEE). Inputs and results come back in
# $OUT/tex18b-gold.txz.
set -x
cd "$(dirname "$0")"
OUT="${OUT:-$PWD/out}"
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$OUT/versions.txt" 2>&1
/usr/local/cuda/bin/nvcc -DHOSTONLY -o texprobe texprobe.cu -lcuda > "$OUT/host-build.txt" 2>&1 &
(/usr/local/cuda/bin/nvcc -arch=sm_90 -DGROUP=1 -ptx -o texprobe_g1.ptx texprobe.cu && /usr/local/cuda/bin/nvcc -arch=sm_90 -DGROUP=1 -cubin -o texprobe_g1.cubin texprobe.cu) > "$OUT/g1-build.txt" 2>&1 &
wait
mkdir -p gold
timeout 150 ./texprobe . gold tex18b > "$OUT/tex18b.log" 2>&1
echo "texprobe exit $?" >> "$OUT/tex18b.log"
tail -3 "$OUT/tex18b.log"
(cd gold && md5sum *.texels *.coords > "$OUT/inputs.md5") || true
tar cJf "$OUT/tex18b-gold.txz" gold || true
ls -la "$OUT"
