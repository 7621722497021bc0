#!/bin/bash
# rand15-a: random programs version 2 (sim/hwrandom2_test.go) on the H200 and through cudasim's
# drop-in; only digests and the differing words come back.
set -x
date
mkdir -p "$OUT"
cc -O2 -o kernrun kernrun.c -ldl -lm 2>"$OUT/cc.txt" || true
mkdir -p gpu sim
tar xzf progs.tgz -C gpu && tar xzf progs.tgz -C sim
cp programs.txt "$OUT/" 2>/dev/null; cp gpu/programs.txt "$OUT/" || true
nvidia-smi -q | grep -i -E "driver version|product name" > "$OUT/gpu.txt" 2>&1 || true
/usr/local/cuda/bin/nvcc --version >> "$OUT/gpu.txt" 2>&1 || true
cases=$(cd gpu && ls *.case | sort)
(cd gpu && timeout 170 ../kernrun record $cases) > "$OUT/gpu-log.txt" 2>&1 || true
chmod +x hwdigest
./hwdigest -programs gpu/programs.txt -gpu gpu -out "$OUT" || true
mv "$OUT/recording.txt" "$OUT/recording-gpu.txt" 2>/dev/null || true
# a second GPU run: the programs are meant to be deterministic
mkdir -p gpu2 && tar xzf progs.tgz -C gpu2
(cd gpu2 && timeout 120 ../kernrun record $cases) > "$OUT/gpu2-log.txt" 2>&1 || true
./hwdigest -programs gpu/programs.txt -gpu gpu2 -out "$OUT" && mv "$OUT/recording.txt" "$OUT/recording-gpu2.txt" || true
(cd sim && KERNRUN_DRIVER=$PWD/../libcuda.so.1 timeout 180 ../kernrun record $cases) > "$OUT/sim-log.txt" 2>&1 || true
./hwdigest -programs gpu/programs.txt -gpu gpu -sim sim -out "$OUT" || true
mv "$OUT/recording.txt" "$OUT/recording-gpu.txt" 2>/dev/null || true
gzip -9 "$OUT/differ.txt" || true
# the GPU's raw bytes of the first programs that differ, for a closer look (at most 12 files)
zcat "$OUT/differ.txt.gz" | awk '$2=="differ" && $3>0 {print $1}' > "$OUT/differing.txt" || true
tar czf "$OUT/gpu-differing.tgz" -C gpu $(head -12 "$OUT/differing.txt" | sed 's/$/.case.out.bin/') 2>/dev/null || true
ls -la "$OUT"
date
