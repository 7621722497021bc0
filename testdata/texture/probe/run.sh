#!/bin/bash
# Builds and runs the texture/surface probes on the GPU machine. Everything
# goes into one archive, $OUT/texture.tgz: texprobe.ptx (all kernels as nvcc
# built them, for cudasim), gold/ (manifest.txt and the per-case texels,
# coords and out files), codes-transcript.txt (the driver-API probe) and the
# build and run logs. The kernels are built as ten cubins (texprobe.cu's
# GROUPs) so that one the driver refuses loses only its group.
set -x
cd "$(dirname "$0")"
OUT="${OUT:-$PWD/out}"
mkdir -p "$OUT"
W=$(mktemp -d)
export PATH=$PATH:/usr/local/cuda/bin
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$W/versions.txt"
nvcc --version >> "$W/versions.txt"
gcc -O1 -Wall -I/usr/local/cuda/include -o codes codes.c -L/usr/local/cuda/lib64/stubs -lcuda > "$W/codes-build.txt" 2>&1 &
nvcc -arch=sm_90 -ptx -o "$W/texprobe.ptx" texprobe.cu > "$W/ptx-build.txt" 2>&1 &
nvcc -DHOSTONLY -o texprobe texprobe.cu -lcuda > "$W/host-build.txt" 2>&1 &
for g in 1 2 3 4 5 6 7 8 9 10; do
  (nvcc -arch=sm_90 -DGROUP=$g -ptx -o texprobe_g$g.ptx texprobe.cu && nvcc -arch=sm_90 -DGROUP=$g -cubin -o texprobe_g$g.cubin texprobe.cu) > "$W/g$g-build.txt" 2>&1 &
done
wait
ls -la
for s in formats array mip copy tex; do
  timeout 30 ./codes $s; echo "# section $s exit $?"
done > "$W/codes-transcript.txt" 2>&1
tail -5 "$W/codes-transcript.txt"
CUDA_MODULE_LOADING=EAGER ./texprobe . /tmp loadonly > "$W/eager-load.txt" 2>&1
cat "$W/eager-load.txt"
G="$W/gold"
mkdir -p "$G" "$W/logs"
N=$(./texprobe . "$G" count-main | cut -d' ' -f1)
next=0
tries=0
while [ "$next" -lt "$N" ] && [ $tries -lt 30 ] && [ $SECONDS -lt 150 ]; do
  timeout 60 ./texprobe . "$G" main $next > "$W/logs/main-$tries.log" 2>&1
  echo "main from $next exit $?"
  head -22 "$W/logs/main-$tries.log" | grep load
  tail -3 "$W/logs/main-$tries.log"
  n2=$(cat "$G/next" 2>/dev/null || echo 0)
  if [ "$n2" -le "$next" ]; then n2=$((next + 1)); echo "case $next lost"; fi
  next=$n2
  tries=$((tries + 1))
done
RN=$(./texprobe . "$G" count-risky)
for i in $(seq 0 $((RN - 1))); do
  [ $SECONDS -gt 180 ] && { echo "out of time at risky $i"; break; }
  timeout 10 ./texprobe . "$G" risky $i > "$W/logs/risky-$i.log" 2>&1
  echo "risky $i exit $?"
done
rm -f "$G/next"
grep -c . "$G/manifest.txt"
(cd "$W" && tar czf "$OUT/texture.tgz" .)
ls -la "$OUT"
