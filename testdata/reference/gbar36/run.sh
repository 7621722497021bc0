#!/bin/bash
# gbar36-c (session 36): weak ld.global polls on the real driver (weakpoll.cu says what). Builds
# weakpoll.cu with the machine's nvcc (sm_90 and the PTX it compiles, weakpoll.ptx), runs it once
# (weakpoll.out). A poll gives up after 2^32 cycles (about 2 s), so at most 5 variants x 2 s plus
# the build: about 30 s. Needs one GPU and nvcc; no drop-in.
set -u
OUT=${PROBE_OUT:?PROBE_OUT unset}
cp run.sh weakpoll.cu "$OUT/"
NVCC=$(command -v nvcc || ls /usr/local/cuda*/bin/nvcc 2>/dev/null | head -1)
{
	date -u +"date %Y-%m-%dT%H:%M:%SZ"
	nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | sed 's/^/gpu /'
	"$NVCC" --version | tail -1
} > "$OUT/env.txt"
"$NVCC" -arch=sm_90 -ptx weakpoll.cu -o "$OUT/weakpoll.ptx" > "$OUT/build.log" 2>&1
"$NVCC" -arch=sm_90 -o weakpoll weakpoll.cu >> "$OUT/build.log" 2>&1 || { echo "build failed" >> "$OUT/build.log"; exit 1; }
timeout -k 5 90 ./weakpoll > "$OUT/weakpoll.out" 2>&1
echo "exit $?" >> "$OUT/weakpoll.out"
echo "done at $(date -u +%T)"
