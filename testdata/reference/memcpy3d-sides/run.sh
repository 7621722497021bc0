#!/bin/bash
# The GPU machine's probe: builds probe_sides.c against the driver and runs it.
set -u
OUT=${PROBE_OUT:-.}
cc -O2 -I/usr/local/cuda/include -o probe_sides probe_sides.c -L/usr/local/cuda/lib64/stubs -lcuda 2>&1 || { echo BUILD FAILED; exit 1; }
./probe_sides | tee "$OUT/sides.txt"
