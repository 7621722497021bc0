#!/bin/sh
# Regenerates the CUDA 11.8 images (needs nvcc 11.8; no GPU): probe.* from
# the H200 probe's kernels (../reference/kernels.cu), vars.* from vars.cu.
# The CUDA 13.0 images (cuda13/) were built on the H200 machine: see
# README.md.
set -eu
cd "$(dirname "$0")"
NVCC=${NVCC:-nvcc}
$NVCC --version | grep -q 'release 11.8' || { echo "gen.sh wants nvcc 11.8" >&2; exit 1; }
PROBE=../reference/kernels.cu
mkdir -p cuda11
for src in probe vars; do
  cu=$src.cu
  [ $src = probe ] && cu=$PROBE
  $NVCC -cubin -arch=sm_80 -o cuda11/$src.sm_80.cubin $cu
  $NVCC -cubin -arch=sm_90 -o cuda11/$src.sm_90.cubin $cu
  $NVCC -ptx -arch=compute_80 -o cuda11/$src.compute_80.ptx $cu
  # default: PTX LZ4-compressed, ELF raw
  $NVCC -fatbin -gencode arch=compute_90,code=[sm_90,compute_90] -gencode arch=compute_80,code=sm_80 -o cuda11/$src.fatbin $cu
  # everything LZ4-compressed
  $NVCC -fatbin -Xfatbin -compress-all -gencode arch=compute_90,code=[sm_90,compute_90] -gencode arch=compute_80,code=sm_80 -o cuda11/$src.lz4.fatbin $cu
  # nothing compressed
  $NVCC -fatbin -Xfatbin -compress=false -gencode arch=compute_80,code=[sm_80,compute_80] -o cuda11/$src.raw.fatbin $cu
done
# SASS only (no PTX): loads on sm_90, but cudasim cannot execute it.
$NVCC -fatbin -gencode arch=compute_90,code=sm_90 -o cuda11/probe.sass.fatbin $PROBE
# PTX only, for an older arch than the device: the driver JITs it.
$NVCC -fatbin -gencode arch=compute_70,code=compute_70 -o cuda11/probe.ptx70.fatbin $PROBE
# A debug build (-G: fatbin flag 0x2, DWARF sections) and a relocatable
# cubin (-rdc: ET_REL, device functions as their own symbols).
$NVCC -fatbin -G -gencode arch=compute_80,code=[sm_80,compute_80] -o cuda11/vars.debug.fatbin vars.cu
$NVCC -cubin -rdc=true -arch=sm_80 -o cuda11/vars.rdc.sm_80.cubin vars.cu
# Two fatbins back to back, as in a .nv_fatbin section.
cat cuda11/probe.raw.fatbin cuda11/vars.raw.fatbin > cuda11/concat.fatbin
# What cuobjdump 11.8 reads from the same files: the tests compare with it.
for f in cuda11/*.cubin cuda11/*.fatbin; do
  cuobjdump --dump-resource-usage "$f" | sed 's/[[:space:]]*$//' > "$f.resusage.txt"
  cuobjdump -lelf -lptx "$f" > "$f.list.txt"
done
# A host object with its fatbin in .nv_fatbin (for ParseHost / inspect).
$NVCC -c -gencode arch=compute_80,code=[sm_80,compute_80] -o cuda11/probe.o $PROBE
