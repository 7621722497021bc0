#!/bin/bash
# Probe verdict20-a: the H200 driver's JIT verdict on every form of internal/ptxforms
# (forms.txt from `go run ./tools/verdictforms`). Six verdicts workers (one context each) load
# every module with cuModuleLoadDataEx (code and JIT error log; every 20th also as a library);
# then ptxas -arch=sm_90 on each refused (or crashing) module and on every 25th accepted one.
# Writes driver.txt.gz (sorted "NAME RC LOG" lines), library.txt, ptxas.txt, versions.txt.
set -x
OUT=${PROBE_OUT:-out}; mkdir -p "$OUT"
date -u
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$OUT/versions.txt" 2>&1
/usr/local/cuda/bin/ptxas --version >> "$OUT/versions.txt" 2>&1
[ -f forms.txt ] || xz -dk forms.txt.xz
cc -O2 -o verdicts verdicts.c -ldl || exit 1
export CUDA_CACHE_DISABLE=1
N=6
end=$(( $(date +%s) + ${DEADLINE:-230} ))
# a worker the driver crashes (a segmentation fault inside the JIT) records NAME CRASH RC and
# goes on from the next module
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
gzip -9c driver.txt > "$OUT/driver.txt.gz"
# ptxas on the refused modules and a sample of the accepted ones
mkdir -p m
awk '/^\/\/@@ /{f="m/" $2 ".ptx"; next} {print > f; if (++n % 200 == 0) close(f)}' forms.txt
awk '$2 != "0" {print $1; next} NR % 25 == 0 {print $1}' driver.txt > px.list
wc -l px.list
timeout 120 xargs -P 6 -I{} sh -c 'if /usr/local/cuda/bin/ptxas -arch=sm_90 m/{}.ptx -o /dev/null > m/{}.err 2>&1; then echo "{} ok"; else echo "{} refused $(tr "\n" "|" < m/{}.err)"; fi' < px.list | sort > "$OUT/ptxas.txt"
wc -l "$OUT/ptxas.txt"
date -u
