#!/bin/bash
# fold21-a (session 21): atomnan.case (gen.py) on the H200, twice; the words back as
# atomnan.h200.out.bin (sections.txt names each 512-byte section).
set -x
date
nvidia-smi -L
cc -O2 -o kernrun kernrun.c -ldl -lm 2>"$PROBE_OUT/cc.txt" || true
timeout 60 ./kernrun record atomnan.case > "$PROBE_OUT/atomnan.log" 2>&1; echo "rc $?"
cp atomnan.case.out.bin "$PROBE_OUT/atomnan.h200.out.bin" || true
timeout 60 ./kernrun check atomnan.case > "$PROBE_OUT/atomnan-check.log" 2>&1; echo "check rc $?"
ls -la "$PROBE_OUT"
date
