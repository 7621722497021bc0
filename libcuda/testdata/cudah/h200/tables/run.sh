#!/usr/bin/env bash
# Built here: CGO_ENABLED=0 go test -c -o cu.test ./cu; the same for ./driver; xz both.
# Runs cu's and driver's cuda.h checks against the host's CUDA 13.0 cuda.h.
set -u
ls -la /usr/local/cuda/include/cuda.h; grep -m1 "define CUDA_VERSION" /usr/local/cuda/include/cuda.h
export CUDA_HOME=/usr/local/cuda
xz -d cu.test.xz driver.test.xz
chmod +x cu.test driver.test
./cu.test -test.run 'TestResultsCoverCudaH' -test.v 2>&1 | tail -40
./driver.test -test.run 'TestCudaHTableAgreesWithCudaH' -test.v 2>&1 | tail -60
