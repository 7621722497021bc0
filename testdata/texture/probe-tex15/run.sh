#!/bin/bash
# Window 14 (tex15) texture probe on the GPU machine: texprobe.cu's "tex15" cases (what a texture
# returns for NaN and infinite coordinates, tex.level levels and tex.grad gradients: 1D, 2D, 3D,
# cubemaps, gather; point and linear, mipmapped and not, anisotropy off and 16). As
# probe-tex13/run.sh: only the results travel back ($OUT/tex15-out.txz), the texels and
# coordinates are regenerated on cudasim (probe-tex12/assemble.sh RESULT OUT tex15). Needs
# texprobe.cu beside it.
set -x
cd "$(dirname "$0")"
OUT="${OUT:-$PWD/out}"
MODE="${MODE:-tex15}"
mkdir -p "$OUT"
export PATH=$PATH:/usr/local/cuda/bin
W=$(mktemp -d)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$W/versions.txt"
nvcc --version >> "$W/versions.txt"
nvcc -DHOSTONLY -o texprobe texprobe.cu -lcuda > "$W/host-build.txt" 2>&1 &
for g in 1 11; do
  (nvcc -arch=sm_90 -DGROUP=$g -ptx -o texprobe_g$g.ptx texprobe.cu && nvcc -arch=sm_90 -DGROUP=$g -cubin -o texprobe_g$g.cubin texprobe.cu) > "$W/g$g-build.txt" 2>&1 &
done
wait
cat "$W"/*build.txt
ls -la
mkdir -p "$W/gold"
timeout 150 ./texprobe . "$W/gold" "$MODE" > "$W/$MODE.log" 2>&1
echo "texprobe exit $?"
cat "$W/$MODE.log"
(cd "$W/gold" && md5sum *.texels *.coords > ../inputs.md5 && du -sh .)
cp texprobe_g1.ptx texprobe_g11.ptx "$W/"
(cd "$W" && tar cJf "$OUT/$MODE-out.txz" versions.txt "$MODE.log" inputs.md5 texprobe_g1.ptx texprobe_g11.ptx gold/manifest.txt gold/*.out)
ls -la "$OUT"
