#!/bin/bash
# Probe fidelity23-a (session 23, window s23w1; its run.sh). spforms.txt (spforms23.txt.xz here) is
# ptxforms.Extra's mma_sp_* modules (go run ./tools/verdictforms -extra) and, for the fp8 and
# f16.f16 ones, the same module with .target sm_89 and sm_80 (names ending _89, _80). Results:
# h200-23.txt.gz (sm_90/sm_90a), sp-targets-23.txt (sm_89/sm_80), versions-23.txt;
# ../breadth22/mipq/levelq-h200.txt; ../breadth22/f23_*.case.out.bin.gz (inputs: gen_f23.py).
# fidelity23-a: (1) the driver's JIT verdict on mma.sp forms (spforms.txt: ptxforms.Extra's
# mma.sp forms under sm_90/sm_90a, the fp8 and f16 ones also under sm_89/sm_80) with verdicts.c;
# (2) levelq.c: suq/txq on one level of mipmapped arrays, txq through texrefs bound to mipmapped
# arrays; (3) kernrun: linear-filtering cases f23_* (infinities near zero weights; 16-bit norm).
export PATH=$PATH:/usr/local/cuda/bin
OUT=${PROBE_OUT:-out}; mkdir -p "$OUT/rec"
date -u
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$OUT/versions.txt"
ptxas --version | tail -1 | tee -a "$OUT/versions.txt"
export CUDA_CACHE_DISABLE=1
echo "== verdicts"
cc -O2 -o verdicts verdicts.c -ldl && timeout 90 ./verdicts spforms.txt 0 1 80 > sp.txt 2> sp.err
echo "rc $?"; tail -3 sp.err; grep -v '^L ' sp.txt | sort > "$OUT/sp-h200.txt"; grep '^L ' sp.txt > "$OUT/sp-library.txt"
wc -l "$OUT/sp-h200.txt"; awk '{print $2}' "$OUT/sp-h200.txt" | sort | uniq -c
unset CUDA_CACHE_DISABLE
echo "== levelq"
(nvcc -o levelq levelq.c -lcuda 2>&1 || cc -I/usr/local/cuda/include -o levelq levelq.c -L/usr/local/cuda/lib64/stubs -lcuda 2>&1) | tail -20
timeout 60 ./levelq > "$OUT/levelq-h200.txt"; echo "rc $?"; tail -2 "$OUT/levelq-h200.txt"
echo "== kernrun"
cc -O2 -o kernrun kernrun.c -ldl -lm || exit 1
for c in $(cat cases-f23.txt); do
	echo "== $c"
	timeout 30 ./kernrun record "$c.case" 2>&1 | tail -5
	timeout 30 ./kernrun check "$c.case" 2>&1 | tail -3
done
cp ./*.case.*.bin "$OUT/rec/" 2>/dev/null; ls -la "$OUT/rec"
date -u
