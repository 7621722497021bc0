#!/bin/bash
# fix20-b: pin.ptx (gen.py; sections.txt names each output word): st.u8 and vector byte stores of
# f16 results, byte conversions of ex2/tanh approximations, unsigned conversions of registers
# that sign-extending vector loads wrote, guarded abs/neg under constant predicates. Run twice.
set -x
date
cc -O2 -o kernrun kernrun.c -ldl -lm 2>"$PROBE_OUT/cc.txt" || true
timeout 60 ./kernrun record pin.case > "$PROBE_OUT/pin.log" 2>&1; echo "rc $?"
cp pin.case.out.bin "$PROBE_OUT/pin.h200.out.bin" || true
timeout 60 ./kernrun check pin.case > "$PROBE_OUT/pin-check.log" 2>&1; echo "check rc $?"
xz -9 "$PROBE_OUT/pin.h200.out.bin" || true
ls -la "$PROBE_OUT"
date
