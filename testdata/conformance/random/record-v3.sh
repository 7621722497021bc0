#!/bin/bash
# rand3-b: random programs version 3 (second writing: common words zeroed, no overlapping cp.async) (sim/hwrandom3_test.go, branch rand3) on the H200 and through
# cudasim's drop-in (branch rand3's, ./libcuda.so.1); only digests and the differing words come back.
set -x
date
mkdir -p "$OUT"
cc -O2 -o kernrun kernrun.c -ldl -lm 2>"$OUT/cc.txt" || true
mkdir -p gpu sim gpu2
tar xzf progs.tgz -C gpu && tar xzf progs.tgz -C sim && tar xzf progs.tgz -C gpu2
cp gpu/programs.txt "$OUT/" || true
nvidia-smi -q | grep -i -E "driver version|product name" > "$OUT/gpu.txt" 2>&1 || true
/usr/local/cuda/bin/nvcc --version >> "$OUT/gpu.txt" 2>&1 || true
cases=$(cd gpu && ls *.case | sort)
(cd gpu && timeout 150 ../kernrun record $cases) > "$OUT/gpu-log.txt" 2>&1 || true
chmod +x hwdigest
./hwdigest -programs gpu/programs.txt -gpu gpu -out "$OUT" && mv "$OUT/recording.txt" "$OUT/recording-gpu.txt" || true
# ptxas 13.0's message for each program the GPU did not run
(cd gpu && for c in $cases; do n=${c%.case}; [ -f $c.out.bin ] || { echo "== $n"; /usr/local/cuda/bin/ptxas -arch=sm_90 -o /dev/null $n.ptx 2>&1 | head -5; }; done) > "$OUT/ptxas.txt" 2>&1 || true
(cd sim && KERNRUN_DRIVER=$PWD/../libcuda.so.1 timeout 110 ../kernrun record $cases) > "$OUT/sim-log.txt" 2>&1 || true
./hwdigest -programs gpu/programs.txt -gpu gpu -sim sim -out "$OUT" || true
mv "$OUT/recording.txt" "$OUT/recording-gpu.txt" 2>/dev/null || true
gzip -9 "$OUT/differ.txt" || true
# a second GPU run: the programs are meant to be deterministic
(cd gpu2 && timeout 80 ../kernrun record $cases) > "$OUT/gpu2-log.txt" 2>&1 || true
./hwdigest -programs gpu/programs.txt -gpu gpu2 -out "$OUT" && mv "$OUT/recording.txt" "$OUT/recording-gpu2.txt" || true
gzip -9 "$OUT/gpu-log.txt" "$OUT/sim-log.txt" "$OUT/gpu2-log.txt" || true
# the GPU's raw bytes of the first random programs that differ (at most 16 files)
zcat "$OUT/differ.txt.gz" | awk '$2=="differ" && $3>0 && $1 ~ /^r/ {print $1}' > "$OUT/differing.txt" || true
tar cf - -C gpu $(head -16 "$OUT/differing.txt" | sed 's/$/.case.out.bin/') 2>/dev/null | xz -9 > "$OUT/gpu-differing.tar.xz" || true
ls -la "$OUT"
date
