#!/bin/bash
# pairs43-c: go run ./tools/bench's table on the GPU host (-prebuilt: no Go there), with -pairs 24:
# two workers against one (issue 14) after the workers' shares (session 43), the harness and its
# children pinned to CPUs 2,3 (a 2-core machine's share, as CI's), then to CPUs 4,5. Timings only.
set -u
HERE=$(pwd); OUT=${PROBE_OUT:-$HERE/out}; mkdir -p "$OUT"
{ echo "== $(date -u) $(nproc) CPUs"; uptime; grep -m1 "model name" /proc/cpuinfo; cat "$SHARED/BUILT"; } | tee "$OUT/env.txt"
mkdir -p pre
for f in host.c bench.ptx blocks.ptx sfu90.ptx bench; do xz -dc $f.xz > $f || { echo "no $f"; exit 1; }; done
chmod +x bench
mv bench.ptx blocks.ptx sfu90.ptx pre/
cp "$SHARED/lib/libcuda.so.1" pre/ || { echo "no drop-in"; exit 1; }
cc -O2 -march=native -o pre/host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
CPUS=2,3; [ "$(nproc)" -ge 4 ] || CPUS=0,1
sleep 40; uptime | tee -a "$OUT/env.txt"
timeout 200 taskset -c $CPUS ./bench -prebuilt "$HERE/pre" -pairs 24 2>&1 | tee "$OUT/pinned.txt"
uptime | tee -a "$OUT/env.txt"
[ "$(nproc)" -ge 6 ] && timeout 180 taskset -c 4,5 ./bench -prebuilt "$HERE/pre" -pairs 24 2>&1 | tee "$OUT/pinned45.txt"
uptime | tee -a "$OUT/env.txt"
