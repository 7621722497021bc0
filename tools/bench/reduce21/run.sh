#!/bin/bash
# reduce21 (issue 14: reduce with one worker), GPU host probe, SOLO: main's shared drop-in
# ($SHARED/lib, "main") against this branch's (new/libcuda.so.1.xz, "reduce21"); tools/bench/host's
# kernel rows (rows: reduce, vecadd, sgemm, hash...) and options, one worker
# (CUDASIM_KERNEL_WORKERS=1), pinned with taskset -c 2,3; a warm-up, then rounds alternating the
# builds (the order flips every round) until BUDGET_S. summary.py gives per row and build the best
# and median wall time and the median of each run's cudasim/native ratio (native C in the same
# process). host.c is tools/bench/host/host.c; bench.ptx, sfu90.ptx sim/testdata/bench/.
set -u
HERE=$(pwd); OUT=${PROBE_OUT:-$HERE/out}; mkdir -p "$OUT"
{ echo "== $(date -u) $(nproc) CPUs"; uptime; grep -m1 "model name" /proc/cpuinfo; echo "main: $(cat $SHARED/lib/BUILT 2>/dev/null)"; echo "reduce21: $(cat new/BUILT 2>/dev/null)"; } | tee "$OUT/env.txt"
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
mkdir -p m d
{ [ -f $SHARED/lib/libcuda.so.1 ] && cp $SHARED/lib/libcuda.so.1 m/ || xz -dc $SHARED/lib/libcuda.so.1.xz > m/libcuda.so.1; } && ln -sf libcuda.so.1 m/libcuda.so || { echo "no shared drop-in"; exit 1; }
xz -dc new/libcuda.so.1.xz > d/libcuda.so.1 && ln -sf libcuda.so.1 d/libcuda.so || { echo "no reduce21 drop-in"; exit 1; }
export CUDASIM_PROGRESS=0 CUDASIM_KERNEL_WORKERS=1
CPUS=2,3; [ "$(nproc)" -ge 4 ] || CPUS=0,1
one() { # one BUILD: the kernel rows and options, one worker
  local lib=$HERE/m; [ "$1" = reduce21 ] && lib=$HERE/d
  LD_LIBRARY_PATH=$lib timeout 60 taskset -c $CPUS stdbuf -oL ./host rows $HERE/bench.ptx 3 1 || echo "fail rows rc=$?"
  LD_LIBRARY_PATH=$lib timeout 60 taskset -c $CPUS stdbuf -oL ./host options $HERE/sfu90.ptx 3 1 || echo "fail options rc=$?"
}
for c in main reduce21; do one $c > /dev/null 2>&1; done
{
round=0
while [ $SECONDS -lt ${BUDGET_S:-150} ]; do
  round=$((round + 1)); order="main reduce21"; [ $((round % 2)) = 0 ] && order="reduce21 main"
  for c in $order; do one $c 2>&1 | sed -u "s/^/$c round=$round /"; done
done
} 2>&1 | tee "$OUT/rows.txt"
python3 summary.py "$OUT/rows.txt" | tee "$OUT/summary.txt"
uptime
