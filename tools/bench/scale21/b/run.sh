#!/bin/bash
# scale21-b (issue 14: two workers against one), GPU host, SOLO: main's shared drop-in ("main")
# against scale21's final build (br, BUILT; CUDASIM_HELPER_SPIN_US=0: helpers park at once, as main's did), every kernel row of tools/bench/host (rows, blocks,
# options; host.c built with cc -O2 -march=native) with CUDASIM_KERNEL_WORKERS=1 and 2, pinned
# to CPUs 2,3, rounds alternating the builds' order; then one traced run of each build with two
# workers (CUDASIM_WORKER_TRACE=1). Lines: "CONFIG round=R <host line>".
set -u
HERE=$(pwd); OUT=${PROBE_OUT:-$HERE/out}; mkdir -p "$OUT"; ROUNDS=${ROUNDS:-10}
{ echo "== $(date -u) $(nproc) CPUs"; uptime; grep -m1 "model name" /proc/cpuinfo; grep -m1 "cpu MHz" /proc/cpuinfo; echo "main: $(cat $SHARED/lib/BUILT 2>/dev/null) br: $(cat BUILT)"; command -v perf; } 2>&1 | tee "$OUT/env.txt"
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
mkdir -p m d
{ [ -f $SHARED/lib/libcuda.so.1 ] && cp $SHARED/lib/libcuda.so.1 m/ || xz -dc $SHARED/lib/libcuda.so.1.xz > m/libcuda.so.1; } || { echo "no shared drop-in"; exit 1; }
xz -dc libcuda.so.1.xz > d/libcuda.so.1 || { echo "no branch drop-in"; exit 1; }
export CUDASIM_PROGRESS=0
CPUS=${CPUS:-2,3}; C1=${CPUS%,*}; C2=${CPUS#*,}
# The CPUs' own speed and scaling: hash and vecadd in C on one CPU each, then two threads on both.
{ for c in $C1 $C2 $CPUS; do taskset -c $c ./host threads 1 5 | sed "s/^/cpu$c /"; done
  taskset -c $CPUS ./host threads 2 5 | sed "s/^/cpu$CPUS /"
  for c in $C1 $C2 $CPUS; do taskset -c $c ./host threads 1 5 | sed "s/^/again cpu$c /"; done; } 2>&1 | tee "$OUT/native.txt"
# run CONFIG LIB WORKERS MODE [ENV=V...]: one host run (MODE blocks, rows or options).
run() {
  local cfg=$1 lib=$2 w=$3 mode=$4; shift 4
  local f=$HERE/bench.ptx; [ $mode = blocks ] && f=$HERE/blocks.ptx; [ $mode = options ] && f=$HERE/sfu90.ptx
  local reps=3; [ $mode = blocks ] && reps=10
  env "$@" CUDASIM_KERNEL_WORKERS=$w LD_LIBRARY_PATH=$HERE/$lib timeout 60 taskset -c $CPUS ./host $mode $f $reps 1 2>&1 || echo "fail $mode rc=$?"
}
CFGS=(
  "main-w1 m 1"
  "main-w2 m 2"
  "br-w1 d 1"
  "br-w2 d 2"
  "br-w2-spin0 d 2 CUDASIM_HELPER_SPIN_US=0"
)
for c in m d; do CUDASIM_KERNEL_WORKERS=2 LD_LIBRARY_PATH=$HERE/$c taskset -c $CPUS ./host blocks $HERE/blocks.ptx 2 0 > /dev/null 2>&1; done
{
for round in $(seq 1 $ROUNDS); do
  [ $SECONDS -lt ${BUDGET_S:-160} ] || { echo "budget: stop before round $round"; break; }
  n=${#CFGS[@]}
  for i in $(seq 0 $((n - 1))); do
    j=$i; [ $((round % 2)) = 0 ] && j=$((n - 1 - i))
    set -- ${CFGS[$j]}; cfg=$1; shift
    for mode in blocks rows options; do run $cfg "$1" "$2" $mode "${@:3}" | grep -v "row launch\|row reload" | sed -u "s/^/$cfg round=$round /"; done
  done
done
} 2>&1 | tee "$OUT/rows.txt"
# One traced run per build with two workers: every kernel row.
for c in m d; do for mode in blocks rows options; do
  run trace-$c $c 2 $mode CUDASIM_WORKER_TRACE=1 >> "$OUT/trace-$c.txt" 2>&1
done; done
python3 summary.py "$OUT/rows.txt" | tee "$OUT/summary.txt"
uptime
