#!/bin/bash
# perf29 (issue 14: the reduce row, one worker; two workers against one), GPU host probe: the
# drop-ins "base" (the branch's base on main) and "new" (the branch), made from the window's
# shared main build ($SHARED/lib) with bspatch.py and base.bsdiff / new.bsdiff (checked against
# base.sha256 / new.sha256; mkprobe.sh). Part 1: tools/bench/host's kernel rows (bench.ptx), one
# worker pinned with taskset -c 2,3, rounds alternating the builds (the order flips every round)
# until BUDGET_S, each row the best of REPS launches next to native C in the same process.
# Part 2 (SCALE_S seconds): the new build's kernel rows and blocks row with one worker and with
# two (CUDASIM_KERNEL_WORKERS), pinned to CPUs 2-5, alternating. summary.py is
# tools/bench/reduce21's, paired.py tools/bench/rounds24's. Timings only: no file is a golden.
set -u
HERE=$(pwd); OUT=${PROBE_OUT:-$HERE/out}; mkdir -p "$OUT"
REPS=${REPS:-7}; BUDGET_S=${BUDGET_S:-$(cat budget 2>/dev/null || echo 130)}; SCALE_S=${SCALE_S:-60}
{ echo "== $(date -u) $(nproc) CPUs, REPS=$REPS BUDGET_S=$BUDGET_S SCALE_S=$SCALE_S"; uptime; grep -m1 "model name" /proc/cpuinfo; cat BUILT; } | tee "$OUT/env.txt"
for f in host.c bench.ptx blocks.ptx; do xz -dc $f.xz > $f || { echo "no $f"; exit 1; }; done
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
mkdir -p s base new
if [ -f "$SHARED/lib/libcuda.so.1" ]; then cp "$SHARED/lib/libcuda.so.1" s/; else xz -dc "$SHARED/lib/libcuda.so.1.xz" > s/libcuda.so.1; fi || { echo "no shared drop-in"; exit 1; }
(cd s && sha256sum -c ../shared.sha256) || { echo "the shared drop-in is not the build the patches were made against"; exit 1; }
for b in base new; do
  python3 bspatch.py s/libcuda.so.1 $b/libcuda.so.1 $b.bsdiff || { echo "bspatch $b failed"; exit 1; }
  (cd $b && sha256sum -c ../$b.sha256) || { echo "patched $b differs"; exit 1; }
  ln -sf libcuda.so.1 $b/libcuda.so
done
export CUDASIM_PROGRESS=0
CPUS=2,3; [ "$(nproc)" -ge 4 ] || CPUS=0,1
rows() { # rows BUILD WORKERS CPUS
  CUDASIM_KERNEL_WORKERS=$2 LD_LIBRARY_PATH=$HERE/$1 timeout 60 taskset -c $3 stdbuf -oL ./host rows $HERE/bench.ptx $REPS 1 || echo "fail rows rc=$?"
}
for c in base new; do rows $c 1 $CPUS > /dev/null 2>&1; done
{
round=0
while [ $SECONDS -lt $BUDGET_S ]; do
  round=$((round + 1)); order="base new"; [ $((round % 2)) = 0 ] && order="new base"
  for c in $order; do rows $c 1 $CPUS 2>&1 | sed -u "s/^/$c round=$round /"; done
done
} 2>&1 | tee "$OUT/rows.txt"
python3 summary.py "$OUT/rows.txt" | tee "$OUT/summary.txt"
for r in reduce vecadd sgemm hash; do python3 paired.py "$OUT/rows.txt" $r; done | tee "$OUT/paired.txt"
# Part 2: two workers against one, the new build.
SCPUS=2,3,4,5; [ "$(nproc)" -ge 6 ] || SCPUS=0,1
END=$((SECONDS + SCALE_S))
{
round=0
while [ $SECONDS -lt $END ]; do
  round=$((round + 1)); order="1 2"; [ $((round % 2)) = 0 ] && order="2 1"
  for w in $order; do
    { rows new $w $SCPUS
      CUDASIM_KERNEL_WORKERS=$w LD_LIBRARY_PATH=$HERE/new timeout 60 taskset -c $SCPUS stdbuf -oL ./host blocks $HERE/blocks.ptx 3 1 || echo "fail blocks rc=$?"
    } 2>&1 | sed -u "s/^/w$w round=$round /"
  done
done
} 2>&1 | tee "$OUT/scale.txt"
python3 summary.py "$OUT/scale.txt" | tee "$OUT/scale-summary.txt"
uptime
