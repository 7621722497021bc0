#!/bin/bash
# lanes26 (issue 14: the kernel rows with one worker), GPU host probe: main's drop-in at the
# branch's base ($SHARED/lib/libcuda.so.1, the window's shared main build, "main") against the
# branch's ("lanes26"), which the probe makes from main's with bspatch.py and new.bsdiff
# (mkprobe.sh: both built with -ldflags='-s -w', the branch's with its paths rewritten to
# main's, so that the patch stays small) and checks against new.sha256. Then as
# tools/bench/lanes25/run.sh: tools/bench/host's kernel rows, one worker
# (CUDASIM_KERNEL_WORKERS=1), pinned with taskset -c 2,3; a warm-up, then rounds alternating the
# builds (the order flips every round) until BUDGET_S; each row the best of REPS launches.
# Before the rows, parts (parts.c) times reduce cut after each of its phases, both builds.
# summary.py is tools/bench/reduce21's, paired.py tools/bench/rounds24's; host.c.xz is
# tools/bench/host/host.c, bench.ptx.xz sim/testdata/bench/bench.ptx, parts.c.xz and parts.ptx.xz
# this folder's.
set -u
HERE=$(pwd); OUT=${PROBE_OUT:-$HERE/out}; mkdir -p "$OUT"
REPS=${REPS:-9}; BUDGET_S=${BUDGET_S:-$(cat budget 2>/dev/null || echo 120)}
{ echo "== $(date -u) $(nproc) CPUs, REPS=$REPS BUDGET_S=$BUDGET_S"; uptime; grep -m1 "model name" /proc/cpuinfo; echo "main: $(cat "$SHARED/lib/BUILT" 2>/dev/null)"; echo "lanes26: $(cat BUILT 2>/dev/null)"; } | tee "$OUT/env.txt"
for f in host.c bench.ptx parts.c parts.ptx; do xz -dc $f.xz > $f || { echo "no $f"; exit 1; }; done
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
cc -O2 -march=native -o parts parts.c -ldl -lm -lpthread || { echo "cc parts failed"; exit 1; }
mkdir -p m d
if [ -f "$SHARED/lib/libcuda.so.1" ]; then cp "$SHARED/lib/libcuda.so.1" m/; else xz -dc "$SHARED/lib/libcuda.so.1.xz" > m/libcuda.so.1; fi || { echo "no main drop-in"; exit 1; }
ln -sf libcuda.so.1 m/libcuda.so
(cd m && sha256sum -c ../base.sha256) || { echo "the shared drop-in is not the build the patch was made against"; exit 1; }
python3 bspatch.py m/libcuda.so.1 d/libcuda.so.1 new.bsdiff || { echo "bspatch failed"; exit 1; }
(cd d && sha256sum -c ../new.sha256) || { echo "patched drop-in differs from the branch's"; exit 1; }
ln -sf libcuda.so.1 d/libcuda.so
export CUDASIM_PROGRESS=0 CUDASIM_KERNEL_WORKERS=1
CPUS=2,3; [ "$(nproc)" -ge 4 ] || CPUS=0,1
one() { # one BUILD: the kernel rows, one worker
  local lib=$HERE/m; [ "$1" = lanes26 ] && lib=$HERE/d
  LD_LIBRARY_PATH=$lib timeout 60 taskset -c $CPUS stdbuf -oL ./host rows $HERE/bench.ptx $REPS 1 || echo "fail rows rc=$?"
}
for c in main lanes26; do one $c > /dev/null 2>&1; done
# The reduce row's phases (parts.c, parts.ptx): PARTS_ROUNDS rounds alternating the builds.
{
for round in $(seq ${PARTS_ROUNDS:-8}); do
  order="main lanes26"; [ $((round % 2)) = 0 ] && order="lanes26 main"
  for c in $order; do
    lib=$HERE/m; [ $c = lanes26 ] && lib=$HERE/d
    LD_LIBRARY_PATH=$lib timeout 60 taskset -c $CPUS ./parts $HERE/parts.ptx $REPS 2>&1 | sed -u "s/^/$c round=$round /"
  done
done
} 2>&1 | tee "$OUT/parts.txt"
{
round=0
while [ $SECONDS -lt $BUDGET_S ]; do
  round=$((round + 1)); order="main lanes26"; [ $((round % 2)) = 0 ] && order="lanes26 main"
  for c in $order; do one $c 2>&1 | sed -u "s/^/$c round=$round /"; done
done
} 2>&1 | tee "$OUT/rows.txt"
python3 summary.py "$OUT/rows.txt" | tee "$OUT/summary.txt"
for r in reduce vecadd sgemm hash; do python3 paired.py "$OUT/rows.txt" $r; done | tee "$OUT/paired.txt"
uptime
