#!/bin/bash
# occ12's window-2 probe: the jit section again, restarted past each case
# that kills the process (window 1's died at CU_JIT_THREADS_PER_BLOCK = 0:
# SIGFPE in the driver), the new shared case (dyn2.ptx), and
# devupd/t_dp_devupd.cu built with nvcc 13.0 and run twice. Expects beside
# it: probe_occ12.c, jit.tar.gz, shared/dyn2.ptx, devupd/ (with dp.h from
# libcuda/testdata/cudart/devrt/src).
set -x
cd "$(dirname "$0")"
OUT="${OUT:-.}"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cc -O1 -Wall -Wno-format-truncation -o probe_occ12 probe_occ12.c -L/usr/local/cuda/lib64/stubs -lcuda -ldl || exit 1
tar -xzf jit.tar.gz
timeout 20 ./probe_occ12 shared shared/dyn2.ptx > "$OUT/shared2.txt" 2>&1; echo "shared exit $?"
from=0
: > "$OUT/jit.txt"
for attempt in $(seq 1 20); do
	timeout 60 ./probe_occ12 jit jit $from > jit.part 2>&1
	rc=$?
	cat jit.part >> "$OUT/jit.txt"
	echo "jit from $from exit $rc"
	[ $rc -eq 0 ] && break
	last=$(grep '^case ' jit.part | tail -1 | cut -d' ' -f2)
	[ -n "$last" ] || break
	echo "case $last: the process died (exit $rc)" >> "$OUT/jit.txt"
	from=$((last + 1))
done
grep -c '^case ' "$OUT/jit.txt"
grep 'process died' "$OUT/jit.txt"
gzip -9 "$OUT/jit.txt"
cd devupd
nvcc --version | tail -1
nvcc -gencode 'arch=compute_90,code=[sm_90,compute_90]' -rdc=true -O2 -std=c++17 -I. -o t_dp_devupd t_dp_devupd.cu \
	-lcudadevrt -cudart shared -Xcompiler -static-libstdc++ -Xcompiler -static-libgcc -Xlinker -s > "$OUT/devupd-nvcc.txt" 2>&1
echo "nvcc exit $?"
head -40 "$OUT/devupd-nvcc.txt"
[ -x t_dp_devupd ] || exit 1
cp t_dp_devupd "$OUT/"
for i in 1 2; do
	timeout 30 ./t_dp_devupd > "$OUT/devupd.h200.$i.out" 2>&1; echo "exit $?" >> "$OUT/devupd.h200.$i.out"
done
cmp "$OUT/devupd.h200.1.out" "$OUT/devupd.h200.2.out" && echo "the two runs agree"
cat "$OUT/devupd.h200.1.out"
ls -la "$OUT"
