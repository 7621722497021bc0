#!/bin/bash
# compile.sh NVCC FAMILY OUTPTX: nvcc -arch=sm_90 -ptx of FAMILY.cu into OUTPTX. Kernels this
# compiler rejects (the lines its errors name, mapped to the kernel around them) are left out
# (-DSKIP_k..: the kernel writes nothing) and named in OUTPTX.skipped; up to four rounds.
NVCC=$1; FAM=$2; PTX=$3
: > "$PTX.skipped"; : > "$PTX.log"
for round in 1 2 3 4; do
  if "$NVCC" -arch=sm_90 -ptx $(sed 's/^/-DSKIP_/' "$PTX.skipped") -o "$PTX" "$FAM.cu" 2> err.$FAM.txt; then
    cat err.$FAM.txt >> "$PTX.log"; exit 0
  fi
  cat err.$FAM.txt >> "$PTX.log"
  grep -oE "^$FAM\.cu\(([0-9]+)\): error" err.$FAM.txt | grep -oE '[0-9]+\)' | tr -d ')' | sort -un > lines.$FAM.txt
  awk 'NR==FNR { bad[$1] = 1; next } /^extern "C" __global__ void k_/ { k = $5; sub(/\(.*/, "", k) } (FNR in bad) && k != "" { print k }' \
    lines.$FAM.txt "$FAM.cu" >> "$PTX.skipped"
  sort -u -V -o "$PTX.skipped" "$PTX.skipped"
done
exit 1
