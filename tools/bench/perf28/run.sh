#!/bin/bash
# perf28 (issue 14: the options and reduce rows, one worker), GPU host probe: two drop-ins made
# from the window's shared main build ($SHARED/lib) with bspatch.py and base.bsdiff / new.bsdiff
# (mkprobe.sh; checked against base.sha256 / new.sha256): "base" is the branch's base on main,
# "new" the branch. tools/bench/host's options row (sfu90.ptx) and kernel rows (bench.ptx), one
# worker (CUDASIM_KERNEL_WORKERS=1), pinned with taskset -c 2,3; a warm-up, then rounds
# alternating the builds (the order flips every round) until BUDGET_S; each row the best of
# REPS launches next to native C in the same process. summary.py is tools/bench/reduce21's,
# paired.py tools/bench/rounds24's. Timings only: no file here is a golden.
set -u
HERE=$(pwd); OUT=${PROBE_OUT:-$HERE/out}; mkdir -p "$OUT"
REPS=${REPS:-7}; BUDGET_S=${BUDGET_S:-$(cat budget 2>/dev/null || echo 150)}
{ echo "== $(date -u) $(nproc) CPUs, REPS=$REPS BUDGET_S=$BUDGET_S"; uptime; grep -m1 "model name" /proc/cpuinfo; cat BUILT; } | tee "$OUT/env.txt"
for f in host.c bench.ptx sfu90.ptx; do xz -dc $f.xz > $f || { echo "no $f"; exit 1; }; done
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
mkdir -p s base new
if [ -f "$SHARED/lib/libcuda.so.1" ]; then cp "$SHARED/lib/libcuda.so.1" s/; else xz -dc "$SHARED/lib/libcuda.so.1.xz" > s/libcuda.so.1; fi || { echo "no shared drop-in"; exit 1; }
(cd s && sha256sum -c ../shared.sha256) || { echo "the shared drop-in is not the build the patches were made against"; exit 1; }
for b in base new; do
  python3 bspatch.py s/libcuda.so.1 $b/libcuda.so.1 $b.bsdiff || { echo "bspatch $b failed"; exit 1; }
  (cd $b && sha256sum -c ../$b.sha256) || { echo "patched $b differs"; exit 1; }
  ln -sf libcuda.so.1 $b/libcuda.so
done
export CUDASIM_PROGRESS=0 CUDASIM_KERNEL_WORKERS=1
CPUS=2,3; [ "$(nproc)" -ge 4 ] || CPUS=0,1
one() { # one BUILD: the options row, then the kernel rows
  LD_LIBRARY_PATH=$HERE/$1 timeout 60 taskset -c $CPUS stdbuf -oL ./host options $HERE/sfu90.ptx $REPS 1 || echo "fail options rc=$?"
  LD_LIBRARY_PATH=$HERE/$1 timeout 60 taskset -c $CPUS stdbuf -oL ./host rows $HERE/bench.ptx $REPS 1 || echo "fail rows rc=$?"
}
for c in base new; do one $c > /dev/null 2>&1; done
{
round=0
while [ $SECONDS -lt $BUDGET_S ]; do
  round=$((round + 1)); order="base new"; [ $((round % 2)) = 0 ] && order="new base"
  for c in $order; do one $c 2>&1 | sed -u "s/^/$c round=$round /"; done
done
} 2>&1 | tee "$OUT/rows.txt"
python3 summary.py "$OUT/rows.txt" | tee "$OUT/summary.txt"
for r in options reduce vecadd sgemm hash; do python3 paired.py "$OUT/rows.txt" $r; done | tee "$OUT/paired.txt"
uptime
