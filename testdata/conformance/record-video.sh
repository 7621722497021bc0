#!/bin/bash
# On a machine with the real driver and nvcc 13: builds video.cu (written by videogen.py) one
# kernel per PTX image (so that a form the JIT refuses fails its own case only), records the
# golden outputs of video/*.case and checks that they reproduce. The .118 images are built with
# nvcc 11.8 beforehand: for n in 1..8: nvcc -arch=sm_90 -ptx -DONLY=$n -o video/video_$n.118.ptx video.cu
# (checked with ptxas -arch=sm_90). Run from a copy of this folder.
cd "$(dirname "$0")"
set -x
export PATH=$PATH:/usr/local/cuda/bin
for n in 1 2 3 4 5 6 7 8; do nvcc -arch=sm_90 -ptx -DONLY=$n -o video/video_$n.ptx video.cu & done
wait
gcc -O2 -o kernrun kernrun.c -ldl
./kernrun record video/*.case
./kernrun check video/*.case
