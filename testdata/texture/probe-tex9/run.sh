#!/bin/bash
# Window 6 (tex9) texture probe on the GPU machine: texprobe.cu's "tex9" cases (tex.grad
# sweeps in 1D/2D/3D, 1D trilinear weights, cubemap coordinates, sRGB filtering of every
# value and pair) into $OUT/tex9.txz (gold/ as texprobe's other modes write it, plus the
# nvcc 13.0 PTX of the new kernels, texprobe_g11.ptx), and dev2d9.cu (device-side 2-D/3-D
# copies and sets) into $OUT/dev2d9.txt. Needs texprobe.cu and dev2d9.cu beside it.
set -x
cd "$(dirname "$0")"
OUT="${OUT:-$PWD/out}"
mkdir -p "$OUT"
export PATH=$PATH:/usr/local/cuda/bin
W=$(mktemp -d)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$W/versions.txt"
nvcc --version >> "$W/versions.txt"
nvcc -DHOSTONLY -o texprobe texprobe.cu -lcuda > "$W/host-build.txt" 2>&1 &
for g in 1 11; do
  (nvcc -arch=sm_90 -DGROUP=$g -ptx -o texprobe_g$g.ptx texprobe.cu && nvcc -arch=sm_90 -DGROUP=$g -cubin -o texprobe_g$g.cubin texprobe.cu) > "$W/g$g-build.txt" 2>&1 &
done
nvcc -arch=sm_90 -rdc=true -o dev2d9 dev2d9.cu -lcudadevrt > "$W/dev2d9-build.txt" 2>&1 &
wait
cat "$W"/*build.txt
ls -la
cp texprobe_g11.ptx "$W/"
mkdir -p "$W/gold"
timeout 90 ./texprobe . "$W/gold" tex9 > "$W/tex9.log" 2>&1
echo "texprobe exit $?"
cat "$W/tex9.log"
timeout 30 ./dev2d9 > "$OUT/dev2d9.txt" 2>&1
echo "dev2d9 exit $?" >> "$OUT/dev2d9.txt"
cat "$OUT/dev2d9.txt"
(cd "$W" && tar cJf "$OUT/tex9.txz" .)
ls -la "$OUT"
