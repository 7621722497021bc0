#!/bin/bash
# reduce20 (issue 14: the reduce row, and two workers against one on every kernel row), GPU host
# probe, SOLO: main's shared drop-in ($SHARED/lib, "main") against this branch's (new/,
# "reduce20"); tools/bench/host's host rows, blocks and options rows (cudasim through the drop-in
# and the same work in C, cc -O2 -march=native, in the same run), pinned to CPUs 2,3, with
# CUDASIM_KERNEL_WORKERS=1 and 2; a warm-up, then ROUNDS rounds alternating the builds (the order
# flips every round). Then one traced run per build with two workers (CUDASIM_WORKER_TRACE=1: per
# worker start, end, CTAs, CPU time, run-queue wait) to tell a short row's cause (split, tail,
# slower CPU). Probe b adds the CPUs' topology and a third configuration, w2x: two workers on CPU 2
# and a CPU of another core (2 and 3 may be hyperthreads of one core, which would slow two workers
# whatever the engine does), and traced blocks runs. host.c is tools/bench/host/host.c; bench.ptx,
# blocks.ptx, sfu90.ptx sim/testdata/bench/.
set -u
HERE=$(pwd); OUT=${PROBE_OUT:-$HERE/out}; mkdir -p "$OUT"; ROUNDS=${ROUNDS:-5}
{ echo "== $(date -u) $(nproc) CPUs"; uptime; grep -m1 "model name" /proc/cpuinfo; echo "main: $(cat $SHARED/lib/BUILT 2>/dev/null)"; echo "reduce20: $(cat new/BUILT 2>/dev/null)"; } | tee "$OUT/env.txt"
{ lscpu -e 2>/dev/null || true; for c in 0 1 2 3 4 5 6 7; do t=/sys/devices/system/cpu/cpu$c/topology; echo "cpu$c core $(cat $t/core_id 2>/dev/null) package $(cat $t/physical_package_id 2>/dev/null) siblings $(cat $t/thread_siblings_list 2>/dev/null)"; done; } > "$OUT/topology.txt" 2>&1
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
mkdir -p m d
{ [ -f $SHARED/lib/libcuda.so.1 ] && cp $SHARED/lib/libcuda.so.1 m/ || xz -dc $SHARED/lib/libcuda.so.1.xz > m/libcuda.so.1; } && ln -sf libcuda.so.1 m/libcuda.so || { echo "no shared drop-in"; exit 1; }
xz -dc new/libcuda.so.1.xz > d/libcuda.so.1 && ln -sf libcuda.so.1 d/libcuda.so || { echo "no reduce20 drop-in"; exit 1; }
export CUDASIM_PROGRESS=0
CPUS=2,3; [ "$(nproc)" -ge 4 ] || CPUS=0,1
# OTHER: the first CPU after 2 that is not a hyperthread sibling of CPU 2 (3 when none is listed).
OTHER=3
sib=$(cat /sys/devices/system/cpu/cpu2/topology/thread_siblings_list 2>/dev/null)
for c in 3 4 5 6 7 8 9 10 11 12 13 14 15; do
  [ -d /sys/devices/system/cpu/cpu$c ] || continue
  if [ -z "$sib" ] || ! echo ",$sib," | tr '-' ',' | grep -q ",$c,"; then OTHER=$c; break; fi
done
echo "w2x CPUs 2,$OTHER (CPU 2's siblings: $sib)" | tee -a "$OUT/env.txt"
dirof() { if [ "$1" = reduce20 ]; then echo $HERE/d; else echo $HERE/m; fi; }
one() { # one BUILD CONFIG: every kernel row with CONFIG 1 (one worker), 2 (two on CPUS) or 2x (two on 2,OTHER)
  local lib cpus=$CPUS w=${2%x}; lib=$(dirof $1); [ "$2" = 2x ] && cpus=2,$OTHER
  CUDASIM_KERNEL_WORKERS=$w LD_LIBRARY_PATH=$lib timeout 100 taskset -c $cpus stdbuf -oL ./host rows $HERE/bench.ptx 3 1 || echo "fail rows rc=$?"
  CUDASIM_KERNEL_WORKERS=$w LD_LIBRARY_PATH=$lib timeout 100 taskset -c $cpus stdbuf -oL ./host blocks $HERE/blocks.ptx 3 1 || echo "fail blocks rc=$?"
  CUDASIM_KERNEL_WORKERS=$w LD_LIBRARY_PATH=$lib timeout 100 taskset -c $cpus stdbuf -oL ./host options $HERE/sfu90.ptx 3 1 || echo "fail options rc=$?"
}
for c in main reduce20; do one $c 1 > /dev/null 2>&1; done
{
for round in $(seq 1 $ROUNDS); do
  [ $SECONDS -lt ${BUDGET_S:-250} ] || { echo "budget: stop before round $round"; break; }
  order="main reduce20"; [ $((round % 2)) = 0 ] && order="reduce20 main"
  for w in 1 2 2x; do for c in $order; do
    one $c $w 2>&1 | sed -u "s/^/$c w$w round=$round /"
  done; done
done
} 2>&1 | tee "$OUT/rows.txt"
for c in main reduce20; do
  CUDASIM_WORKER_TRACE=1 CUDASIM_KERNEL_WORKERS=2 LD_LIBRARY_PATH=$(dirof $c) timeout 100 taskset -c $CPUS ./host rows $HERE/bench.ptx 3 1 > "$OUT/trace-$c.txt" 2>&1
  CUDASIM_WORKER_TRACE=1 CUDASIM_KERNEL_WORKERS=2 LD_LIBRARY_PATH=$(dirof $c) timeout 100 taskset -c $CPUS ./host options $HERE/sfu90.ptx 3 1 >> "$OUT/trace-$c.txt" 2>&1
  for w in 1 2; do CUDASIM_WORKER_TRACE=1 CUDASIM_KERNEL_WORKERS=$w LD_LIBRARY_PATH=$(dirof $c) timeout 100 taskset -c $CPUS ./host blocks $HERE/blocks.ptx 3 1 >> "$OUT/trace-$c.txt" 2>&1; done
done
python3 summary.py "$OUT/rows.txt" | tee "$OUT/summary.txt"
uptime
