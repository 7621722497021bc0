#!/bin/bash
# tex17-b (session 17, textures): texprobe.cu's "tex17b" cases: surface stores wider than the
# element on rows narrower than the access (clamp, zero), loads of the 1D/3D/layered geometries
# on a 3-byte row. Inputs and results come back in $OUT/tex17b-gold.txz.
set -x
cd "$(dirname "$0")"
OUT="${OUT:-$PWD/out}"
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$OUT/versions.txt" 2>&1
/usr/local/cuda/bin/nvcc -DHOSTONLY -o texprobe texprobe.cu -lcuda > "$OUT/host-build.txt" 2>&1 &
for g in 8 9; do
  (/usr/local/cuda/bin/nvcc -arch=sm_90 -DGROUP=$g -ptx -o texprobe_g$g.ptx texprobe.cu && /usr/local/cuda/bin/nvcc -arch=sm_90 -DGROUP=$g -cubin -o texprobe_g$g.cubin texprobe.cu) > "$OUT/g$g-build.txt" 2>&1 &
done
wait
mkdir -p gold
timeout 120 ./texprobe . gold tex17b > "$OUT/tex17b.log" 2>&1
echo "texprobe exit $?" >> "$OUT/tex17b.log"
tail -3 "$OUT/tex17b.log"
tar cJf "$OUT/tex17b-gold.txz" gold || true
ls -la "$OUT"
