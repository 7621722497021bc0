#!/bin/bash
# Builds ptx118/ (the same kernels through nvcc 11.8) for run.sh's second comparison.
set -e
cd "$(dirname "$0")"
mkdir -p ptx118
for f in *.cu; do nvcc -arch=sm_90 -ptx "$f" -o "ptx118/${f%.cu}.ptx"; done
