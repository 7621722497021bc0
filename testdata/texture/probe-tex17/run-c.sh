#!/bin/bash
# tex17-c (session 17, textures): texprobe.cu's "tex17c" case: the diagonal of two gradients
# whose sum is (S, T) exactly, T swept finely (the level of detail of gradient pairs; V_LEVEL
# texels, so each result reads the level in 1/256). Inputs and results come back in
# $OUT/tex17c-gold.txz.
set -x
cd "$(dirname "$0")"
OUT="${OUT:-$PWD/out}"
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$OUT/versions.txt" 2>&1
/usr/local/cuda/bin/nvcc -DHOSTONLY -o texprobe texprobe.cu -lcuda > "$OUT/host-build.txt" 2>&1 &
(/usr/local/cuda/bin/nvcc -arch=sm_90 -DGROUP=1 -ptx -o texprobe_g1.ptx texprobe.cu && /usr/local/cuda/bin/nvcc -arch=sm_90 -DGROUP=1 -cubin -o texprobe_g1.cubin texprobe.cu) > "$OUT/g1-build.txt" 2>&1 &
wait
mkdir -p gold
timeout 120 ./texprobe . gold tex17c > "$OUT/tex17c.log" 2>&1
echo "texprobe exit $?" >> "$OUT/tex17c.log"
tail -3 "$OUT/tex17c.log"
tar cJf "$OUT/tex17c-gold.txz" gold || true
ls -la "$OUT"
