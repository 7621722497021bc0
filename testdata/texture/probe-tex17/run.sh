#!/bin/bash
# tex17-a (session 17, textures): (1) texref.c's "hostaddr" section: what cuTexRefSetAddress,
# cuTexRefSetAddress2D and linear/pitch2D texture objects answer for stack, malloc, pinned,
# registered, managed, past-the-end and freed addresses (prebuilt here with CUDA 11.8's cuda.h,
# as testdata/reference/texref/probe/build.sh does); (2) texprobe.cu's "tex17" cases: integer
# coordinates on arrays, surface loads wider than the element (clamp/zero). Everything small
# comes back in $OUT.
set -x
cd "$(dirname "$0")"
OUT="${OUT:-$PWD/out}"
mkdir -p "$OUT"
export PATH=$PATH:/usr/local/cuda/bin
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$OUT/versions.txt" 2>&1
/usr/local/cuda/bin/nvcc --version >> "$OUT/versions.txt" 2>&1
chmod +x texref
T=./texref
./texref bogus > /dev/null 2>&1
if [ $? -ne 2 ]; then
  gcc -O1 -Wno-deprecated-declarations -I/usr/local/cuda/include -o texref_local texref.c -L/usr/local/cuda/lib64/stubs -lcuda > "$OUT/texref-build.txt" 2>&1
  T=./texref_local
fi
timeout 60 stdbuf -oL $T hostaddr > "$OUT/hostaddr.txt" 2>&1
echo "# exit $?" >> "$OUT/hostaddr.txt"
tail -3 "$OUT/hostaddr.txt"
# texprobe tex17
/usr/local/cuda/bin/nvcc -DHOSTONLY -o texprobe texprobe.cu -lcuda > "$OUT/host-build.txt" 2>&1 &
for g in 2 8; do
  (/usr/local/cuda/bin/nvcc -arch=sm_90 -DGROUP=$g -ptx -o texprobe_g$g.ptx texprobe.cu && /usr/local/cuda/bin/nvcc -arch=sm_90 -DGROUP=$g -cubin -o texprobe_g$g.cubin texprobe.cu) > "$OUT/g$g-build.txt" 2>&1 &
done
wait
ls -la
mkdir -p gold
timeout 120 ./texprobe . gold tex17 > "$OUT/tex17.log" 2>&1
echo "texprobe exit $?" >> "$OUT/tex17.log"
tail -3 "$OUT/tex17.log"
cp texprobe_g2.ptx texprobe_g8.ptx gold/ 2>/dev/null
tar cJf "$OUT/tex17-gold.txz" gold || true
ls -la "$OUT"
