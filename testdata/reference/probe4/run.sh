#!/bin/bash
# On the GPU machine: builds and runs probe4 against the real driver.
cd "$(dirname "$0")"
cc -O1 -o /tmp/probe4 probe4.c -I/usr/local/cuda/include -lcuda || exit 1
timeout 120 /tmp/probe4 2>&1 | tee $OUT/probe4.txt
