#!/bin/bash
# Window 7 (tex10) texture probe on the GPU machine: texprobe.cu's "tex10" cases (tex.grad
# sets isolating the level-of-detail rule, seamless cube-corner weights, sRGB filtering of
# every ordered pair) into $OUT/tex10.txz (gold/ as texprobe's other modes write it, plus the
# nvcc 13.0 PTX of the new kernel, texprobe_g12.ptx), and dev3darr.cu (the device runtime's
# cudaMemcpy3DAsync with CUDA arrays, one test per process) into $OUT/dev3darr.txt.
# Needs texprobe.cu and dev3darr.cu beside it.
set -x
cd "$(dirname "$0")"
OUT="${OUT:-$PWD/out}"
mkdir -p "$OUT"
export PATH=$PATH:/usr/local/cuda/bin
W=$(mktemp -d)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$W/versions.txt"
nvcc --version >> "$W/versions.txt"
nvcc -DHOSTONLY -o texprobe texprobe.cu -lcuda > "$W/host-build.txt" 2>&1 &
for g in 1 11 12; do
  (nvcc -arch=sm_90 -DGROUP=$g -ptx -o texprobe_g$g.ptx texprobe.cu && nvcc -arch=sm_90 -DGROUP=$g -cubin -o texprobe_g$g.cubin texprobe.cu) > "$W/g$g-build.txt" 2>&1 &
done
nvcc -arch=sm_90 -rdc=true -o dev3darr dev3darr.cu -lcudadevrt > "$W/dev3darr-build.txt" 2>&1 &
wait
cat "$W"/*build.txt
ls -la
cp texprobe_g12.ptx "$W/"
mkdir -p "$W/gold"
timeout 120 ./texprobe . "$W/gold" tex10 > "$W/tex10.log" 2>&1
echo "texprobe exit $?"
cat "$W/tex10.log"
for t in 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 100 102; do
  timeout 15 ./dev3darr $t 2>&1
  echo "exit $?"
done > "$OUT/dev3darr.txt"
cat "$OUT/dev3darr.txt"
# Keep under the 2 MB limit: drop the lowest-value sRGB cases if the archive is too big.
pack() { (cd "$W" && tar cJf "$OUT/tex10.txz" .); stat -c %s "$OUT/tex10.txz"; }
for drop in g10_srgb_all_a_w3_201 g10_srgb_all_b_w128_37; do
  [ "$(pack)" -lt 1900000 ] && break
  rm -f "$W/gold/$drop".*; sed -i "/^$drop\t/d" "$W/gold/manifest.txt"
  echo "dropped $drop"
done
pack
ls -la "$OUT"
