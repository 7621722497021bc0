#!/bin/bash
# perf33 (issue 14's reduce row; docs/engine-performance.md, perf33), GPU host probe: what each
# candidate step would buy in time. One drop-in, main 9f92c6fe with proto.patch (a measurement
# prototype, not a fix), made from the window's shared main build with bspatch.py and
# proto.bsdiff (checked against shared.sha256 / proto.sha256; mkprobe.sh). The environment
# picks its code for the reduce kernel alone: PROTO unset is main's code; "uni" stores uniform
# values once (the %ctaid fill writes lane 0, a result computed once goes to chunk 0 only);
# "l32" runs compiled reduce code as 32-bit lanes would (four chunks for 32-bit members and
# coalesced 32-bit accesses; lanes 16-31 come out wrong, so host.c's check is off with
# NOCHECK); "both" is uni and l32 together. tools/bench/host's kernel rows, one worker pinned
# with taskset -c 2,3, in rounds that rotate the four until BUDGET_S, each row the best of REPS
# launches next to native C in the same process. Timings only: no file is a golden.
set -u
HERE=$(pwd); OUT=${PROBE_OUT:-$HERE/out}; mkdir -p "$OUT"
REPS=${REPS:-7}; BUDGET_S=${BUDGET_S:-$(cat budget 2>/dev/null || echo 150)}
{ echo "== $(date -u) $(nproc) CPUs, REPS=$REPS BUDGET_S=$BUDGET_S"; uptime; grep -m1 "model name" /proc/cpuinfo; cat BUILT; } | tee "$OUT/env.txt"
for f in host.c bench.ptx; do xz -dc $f.xz > $f || { echo "no $f"; exit 1; }; done
sed -i '/^static void mismatch(/a\  if (getenv("NOCHECK")) return;' host.c
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
mkdir -p s proto
if [ -f "$SHARED/lib/libcuda.so.1" ]; then cp "$SHARED/lib/libcuda.so.1" s/; else xz -dc "$SHARED/lib/libcuda.so.1.xz" > s/libcuda.so.1; fi || { echo "no shared drop-in"; exit 1; }
(cd s && sha256sum -c ../shared.sha256) || { echo "the shared drop-in is not the build the patch was made against"; exit 1; }
python3 bspatch.py s/libcuda.so.1 proto/libcuda.so.1 proto.bsdiff || { echo "bspatch failed"; exit 1; }
(cd proto && sha256sum -c ../proto.sha256) || { echo "patched drop-in differs"; exit 1; }
ln -sf libcuda.so.1 proto/libcuda.so
export CUDASIM_PROGRESS=0 NOCHECK=1
CPUS=2,3; [ "$(nproc)" -ge 4 ] || CPUS=0,1
rows() { # rows CONFIG
  local p=$1; [ "$p" = base ] && p=
  PROTO=$p CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$HERE/proto timeout 60 taskset -c $CPUS stdbuf -oL ./host rows $HERE/bench.ptx $REPS 1 || echo "fail rows rc=$?"
}
CONFIGS="base uni l32 both"
for c in $CONFIGS; do rows $c > /dev/null 2>&1; done
{
round=0
while [ $SECONDS -lt $BUDGET_S ]; do
  round=$((round + 1))
  case $(((round - 1) % 4)) in 0) order="base uni l32 both";; 1) order="uni l32 both base";; 2) order="l32 both base uni";; 3) order="both base uni l32";; esac
  for c in $order; do rows $c 2>&1 | sed -u "s/^/$c round=$round /"; done
done
} 2>&1 | tee "$OUT/rows.txt"
python3 summary.py "$OUT/rows.txt" | tee "$OUT/summary.txt"
for r in reduce vecadd; do python3 paired.py "$OUT/rows.txt" $r; done | tee "$OUT/paired.txt"
uptime
