#!/bin/bash
# The H200's words of the kernels gen.py writes (default: all; probe fold21-a, run in session 21's
# window 1, ran atomnan and atomnan2; fold21-c, session 22, atomnan3): each recorded
# then checked (a second run), the words back as NAME.h200.out.bin (NAME.sections.txt names each
# 512-byte section: 64 threads x one f64). Needs kernrun.c (conform's runner) beside it.
set -x
date
nvidia-smi -L
cc -O2 -o kernrun kernrun.c -ldl -lm 2>"$PROBE_OUT/cc.txt" || true
for n in ${@:-atomnan atomnan2 atomnan3}; do
	timeout 60 ./kernrun record $n.case > "$PROBE_OUT/$n.log" 2>&1; echo "$n rc $?"
	cp $n.case.out.bin "$PROBE_OUT/$n.h200.out.bin" || true
	timeout 60 ./kernrun check $n.case > "$PROBE_OUT/$n-check.log" 2>&1; echo "$n check rc $?"
done
ls -la "$PROBE_OUT"
date
