#!/bin/bash
# Runs on the GPU machine (repo root as the working directory, $OUT for results):
# measures MUFU.SIN/COS over every input, MUFU.LG2 over every mantissa at 22
# exponents, MUFU.TANH's input resolution and random samples (mufu.cu), and
# packs the results losslessly (mufutab, built here beforehand:
# GOOS=linux GOARCH=amd64 CGO_ENABLED=0 go build -o tools/gpu/bin/mufutab ./tools/gpu/mufutab).
# Back here: cat mufu.tar.* > mufu.tar; go run ./tools/gpu/mufutab -tables mufu.tar DIR
# writes sin.fpt, lg2.fpt and h200-mufu-samples.txt.gz after checking sim/fp against all of it.
set -u
cd tools/gpu
nvidia-smi -L; nvcc --version | tail -1
nvcc -O3 -arch=sm_90 -o /tmp/mufu mufu.cu || exit 1
(cuobjdump -sass /tmp/mufu | gzip -9 > $OUT/mufu.sass.gz) &
mkdir -p /tmp/raw /tmp/pk
time /tmp/mufu /tmp/raw 4194304 || exit 1
time ./bin/mufutab /tmp/raw /tmp/pk || exit 1
wait
split -b 15000000 -d /tmp/pk/mufu.tar $OUT/mufu.tar.
cp /tmp/pk/report.txt $OUT/
ls -la $OUT
