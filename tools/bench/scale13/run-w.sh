#!/bin/bash
# scale13 (issue 14, eleventh pass: two workers), the one GPU-host probe. On quiet pinned pairs
# of vCPUs: (A) the control: speed.c's native chunk alone and the pair at once, and tools/bench's
# host rows + blocks with one worker, one process alone and two processes at once (one per CPU):
# can the pair run two independent one-worker processes without slowing each other? (B) one and
# two workers, main's drop-in (lib/, "main") against scale13's (new/, polling helpers), both
# traced (CUDASIM_WORKER_TRACE=1): the second worker's start, the ends, two workers against one.
# Each process is preceded by a 0.1 s reading of the pair's native speed. (Ran in window 3 with
# new/ built from 89d40e8, the polling helpers since reverted; data in w3/, summary.py.)
set -u -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
echo "== $(date -u) $(nproc) CPUs"; uptime; grep -m1 "model name" /proc/cpuinfo
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
cc -O2 -o speed speed.c -lpthread || { echo "cc speed failed"; exit 1; }
[ -f lib/libcuda.so.1 ] || { echo "no shared drop-in"; exit 1; }
mkdir -p d && xz -dc new/libcuda.so.1.xz > d/libcuda.so.1 && ln -sf libcuda.so.1 d/libcuda.so || { echo "no scale13 drop-in"; exit 1; }
set +x
export CUDASIM_PROGRESS=0 CUDASIM_WORKER_TRACE=1
lib() { case $1 in main) echo $HERE/lib ;; new) echo $HERE/d ;; esac; }
N=$(nproc); PAIRS="4,11 8,12 2,3"; ROUNDS="1 2 3"
[ "$N" -ge 16 ] || { PAIRS="0,1"; ROUNDS="1"; }
# one process: $1 label, $2 build, $3 workers, $4 cpus; rows then blocks, trace to its own file
one() {
  local tf="$OUT/trace-$(echo "$1" | tr ' =,' '_:+').txt"
  LD_LIBRARY_PATH=$(lib $2) CUDASIM_KERNEL_WORKERS=$3 timeout 60 taskset -c $4 ./host rows $HERE/bench.ptx 5 1 2>>"$tf" | sed -u "s/^/$1 /"
  LD_LIBRARY_PATH=$(lib $2) CUDASIM_KERNEL_WORKERS=$3 timeout 60 taskset -c $4 ./host blocks $HERE/blocks.ptx 3 1 2>>"$tf" | sed -u "s/^/$1 /"
}
{
for P in $PAIRS; do a=${P%,*}; b=${P#*,}
  ./speed solo 0.3 alu $a $b | sed -u "s/^/speed pair=$P /"
  ./speed together 0.3 alu $a $b | sed -u "s/^/speed pair=$P /"
done
} 2>&1 | tee "$OUT/speed.txt"
{
for round in $ROUNDS; do for P in $PAIRS; do a=${P%,*}; b=${P#*,}
  ./speed together 0.1 alu $a $b | sed -u "s/^/speed cfg=alone pair=$P round=$round /"
  one "alone pair=$P round=$round" new 1 $a
  ./speed together 0.1 alu $a $b | sed -u "s/^/speed cfg=both pair=$P round=$round /"
  one "bothA pair=$P round=$round" new 1 $a > "$OUT/bothA.tmp" &
  one "bothB pair=$P round=$round" new 1 $b > "$OUT/bothB.tmp"; wait
  cat "$OUT/bothA.tmp" "$OUT/bothB.tmp"
done; done
rm -f "$OUT"/both?.tmp
} 2>&1 | tee "$OUT/control.txt"
{
for round in $ROUNDS; do for P in $PAIRS; do
  for cfg in main1 new1 main2 new2; do
    ./speed together 0.1 alu ${P/,/ } | sed -u "s/^/speed cfg=$cfg pair=$P round=$round /"
    one "rows cfg=$cfg pair=$P round=$round" ${cfg%?} ${cfg: -1} $P
  done
done; done
} 2>&1 | tee "$OUT/scaling.txt"
cd "$OUT" && tar cf traces.tar trace-*.txt && xz -9 traces.tar && rm -f trace-*.txt
uptime; date -u
