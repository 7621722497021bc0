#!/bin/bash
# Runs on the GPU machine (repo root as the working directory, $OUT for results):
# measures tanh.approx.f32 on every finite f32 (tanh.cu) and packs it
# (tanhtab, built here beforehand:
# GOOS=linux GOARCH=amd64 CGO_ENABLED=0 go build -o tools/gpu/bin/tanhtab ./tools/gpu/tanhtab).
set -u
cd tools/gpu
nvidia-smi -L; nvcc --version | tail -1
nvcc -O3 -arch=sm_90 -o /tmp/tanh tanh.cu || exit 1
cuobjdump -sass /tmp/tanh | grep -B2 -A2 MUFU > $OUT/tanh.sass
mkdir -p /tmp/raw /tmp/pk
time /tmp/tanh /tmp/raw ${NSAMPLES:-1000000} || exit 1
cp /tmp/raw/odd.txt $OUT/
time ./bin/tanhtab /tmp/raw /tmp/pk || exit 1
split -b 15000000 -d /tmp/pk/region.zst $OUT/region.zst.
cp /tmp/pk/samples.zst /tmp/pk/report.txt $OUT/
ls -la $OUT
