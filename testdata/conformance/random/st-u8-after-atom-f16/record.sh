#!/bin/bash
# rand4-d: st.shared.v4.u8 of an f16 atom's old value (y076, sim/hwrandom4_test.go); the H200's words and cudasim's (main's drop-in).
set -x
mkdir -p "$OUT"
cc -O2 -o kernrun kernrun.c -ldl -lm 2>"$OUT/cc.txt" || true
mkdir -p gpu sim && cp h.ptx h.case in.bin gpu/ && cp h.ptx h.case in.bin sim/
(cd gpu && timeout 60 ../kernrun record h.case) > "$OUT/gpu-log.txt" 2>&1 || true
(cd sim && KERNRUN_DRIVER=$PWD/../lib/libcuda.so.1 timeout 60 ../kernrun record h.case) > "$OUT/sim-log.txt" 2>&1 || true
cp gpu/h.case.out.bin "$OUT/gpu.bin" || true
cp sim/h.case.out.bin "$OUT/sim.bin" || true
cmp gpu/h.case.out.bin sim/h.case.out.bin > "$OUT/cmp.txt" 2>&1 || true
ls -la "$OUT"
