#!/bin/bash
# breadth22-c: records txq/suq answers on mipmapped-array texture objects and cubemap surfaces.
nvcc -o mipq mipq.c -lcuda 2>&1 || cc -I/usr/local/cuda/include -o mipq mipq.c -L/usr/local/cuda/lib64/stubs -lcuda 2>&1
timeout 60 ./mipq | tee "$PROBE_OUT/mipq-h200.txt"
echo rc $?
