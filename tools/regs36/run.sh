#!/bin/bash
# regs36-c: tools/regs36/README.md. Needs one GPU and gcc; the JIT of 466 MB of PTX, 12 files at
# a time; END (default 200) seconds at most.
set -u
OUT=${PROBE_OUT:?PROBE_OUT unset}
cp run.sh regs.c "$OUT/"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$OUT/env.txt" 2>&1
gcc -O1 -o regs regs.c -ldl || exit 1
xz -dc ptx.txz | tar xf -
mkdir -p "$OUT/regs"
export OUT
ls ptx/*.ptx tptx/*.ptx | timeout -k 5 "${END:-200}" xargs -P 12 -I{} sh -c './regs {} > "$OUT/regs/$(basename {}).txt" 2>&1'
echo "files $(ls "$OUT/regs" | wc -l)"
echo "done at $(date -u +%T)"
