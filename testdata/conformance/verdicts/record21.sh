#!/bin/bash
# Probe verdict21-a: the H200 driver's JIT verdict on (1) the register variants of the 452
# forms verdict20 recorded refused with "Arguments mismatch" (tools/verdictforms -variants) and
# (2) the fragment/texture/surface/async-copy/mbarrier/wgmma forms of ptxforms.Extra under
# sm_90 and sm_90a (tools/verdictforms -extra). forms.txt.xz holds both; verdicts.c is
# testdata/conformance/verdicts/verdicts.c. Six workers (one context each) load every module
# with cuModuleLoadDataEx; a module that crashes the driver is recorded as NAME CRASH RC.
# Writes driver.txt.gz (sorted "NAME RC LOG" lines), library.txt, versions.txt.
set -x
OUT=${PROBE_OUT:-out}; mkdir -p "$OUT"
date -u
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$OUT/versions.txt" 2>&1
/usr/local/cuda/bin/ptxas --version >> "$OUT/versions.txt" 2>&1
[ -f forms.txt ] || xz -dk forms.txt.xz
grep -c '^//@@' forms.txt
cc -O2 -o verdicts verdicts.c -ldl || exit 1
export CUDA_CACHE_DISABLE=1
N=6
end=$(( $(date +%s) + ${DEADLINE:-200} ))
work() {
  w=$1; start=0
  while left=$((end - $(date +%s))); [ $left -gt 0 ]; do
    ./verdicts forms.txt $w $N $left $start >> w$w.txt 2>> w$w.err && break
    rc=$?; read -r idx name < forms.txt.$w.at || break
    echo "$name CRASH $rc" >> w$w.txt; start=$((idx + 1))
  done
}
for w in $(seq 0 $((N-1))); do work $w & done
wait
date -u
cat w*.err | head -20
grep -h '^L ' w*.txt | sort > "$OUT/library.txt"
grep -h -v '^L ' w*.txt | sort > driver.txt
grep -h DEADLINE w*.txt
wc -l driver.txt
awk '{print $2}' driver.txt | sort | uniq -c
grep CRASH driver.txt | head -20
gzip -9c driver.txt > "$OUT/driver.txt.gz"
date -u
