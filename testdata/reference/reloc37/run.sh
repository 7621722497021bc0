#!/bin/bash
# reloc37-c: NUM_REGS of PTX kernels loaded whole (cuModuleLoadData) and linked (cuLink*), on the
# real driver and through cudasim's drop-in ($SHARED/lib). About 60 s.
set -u
O=${PROBE_OUT:?}
cp reloc.c run.sh "$O/"
xz -dk drbk.ptx.xz
nvcc -O2 -o reloc reloc.c -lcuda > "$O/build.log" 2>&1 || gcc -O2 -I/usr/local/cuda/include -o reloc reloc.c -L/usr/local/cuda/lib64/stubs -lcuda >> "$O/build.log" 2>&1 || { cat "$O/build.log"; exit 1; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$O/info.txt" 2>&1
timeout 150 ./reloc plain.ptx rdc.ptx drbk.ptx > "$O/native.out" 2> "$O/native.err"; echo "exit $?" >> "$O/native.out"
if [ -e "$SHARED/lib/libcuda.so.1" ]; then
	LD_LIBRARY_PATH=$SHARED/lib timeout 150 ./reloc plain.ptx rdc.ptx drbk.ptx > "$O/dropin.out" 2> "$O/dropin.err"; echo "exit $?" >> "$O/dropin.out"
fi
