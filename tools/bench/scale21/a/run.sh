#!/bin/bash
# scale21-a (issue 14: two workers against one), GPU host, SOLO: why blocks scales 1.17x.
# main's shared drop-in ("main") against scale21's (br, 8feabe01) whose probe-only knobs are
# CUDASIM_TAKE_CAP (several workers' chunk bound; main's is 64) and CUDASIM_HELPER_SPIN_US
# (helpers and caller spin before parking; default 100). tools/bench/host's host.c, cc -O2
# -march=native, pinned to CPUs 2,3. Lines: "CONFIG round=R <host line>".
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
BLOCKS=(
  "main-w1 m 1"
  "main-w2 m 2"
  "br-w1 d 1"
  "br-w2 d 2"
  "br-w2-cap1024 d 2 CUDASIM_TAKE_CAP=1024"
  "br-w2-cap16384 d 2 CUDASIM_TAKE_CAP=16384"
  "br-w2-capmax d 2 CUDASIM_TAKE_CAP=1073741824"
  "br-w2-cap16384-spin0 d 2 CUDASIM_TAKE_CAP=16384 CUDASIM_HELPER_SPIN_US=0"
)
ROWS=(
  "main-w1 m 1"
  "main-w2 m 2"
  "br-w1 d 1"
  "br-w2-cap16384 d 2 CUDASIM_TAKE_CAP=16384"
  "br-w2-cap16384-spin0 d 2 CUDASIM_TAKE_CAP=16384 CUDASIM_HELPER_SPIN_US=0"
)
for c in m d; do CUDASIM_KERNEL_WORKERS=2 LD_LIBRARY_PATH=$HERE/$c taskset -c $CPUS ./host blocks $HERE/blocks.ptx 2 0 > /dev/null 2>&1; done
{
for round in $(seq 1 $ROUNDS); do
  [ $SECONDS -lt ${BUDGET_S:-160} ] || { echo "budget: stop before round $round"; break; }
  n=${#BLOCKS[@]}
  for i in $(seq 0 $((n - 1))); do
    j=$i; [ $((round % 2)) = 0 ] && j=$((n - 1 - i))
    set -- ${BLOCKS[$j]}; cfg=$1; shift
    run $cfg "$1" "$2" blocks "${@:3}" | sed -u "s/^/$cfg round=$round /"
  done
  n=${#ROWS[@]}
  for i in $(seq 0 $((n - 1))); do
    j=$i; [ $((round % 2)) = 0 ] && j=$((n - 1 - i))
    set -- ${ROWS[$j]}; cfg=$1; shift
    for mode in rows options; do run $cfg "$1" "$2" $mode "${@:3}" | grep -v "row launch\|row reload" | sed -u "s/^/$cfg round=$round /"; done
  done
done
} 2>&1 | tee "$OUT/rows.txt"
# Traced blocks and hash launches, one run per configuration.
for cfg in "main-w2 m" "br-w2 d" "br-w2-cap16384 d CUDASIM_TAKE_CAP=16384" "br-w2-cap16384-spin0 d CUDASIM_TAKE_CAP=16384 CUDASIM_HELPER_SPIN_US=0"; do
  set -- $cfg; name=$1; shift
  echo "== $name" >> "$OUT/trace.txt"
  run $name "$1" 2 blocks CUDASIM_WORKER_TRACE=1 "${@:2}" >> "$OUT/trace.txt" 2>&1
done
# perf stat, where the host has it: blocks with two workers, chunk bound 64 against 16384.
if command -v perf > /dev/null; then
  for cap in 64 16384; do
    echo "== cap $cap" >> "$OUT/perf.txt"
    CUDASIM_TAKE_CAP=$cap CUDASIM_KERNEL_WORKERS=2 LD_LIBRARY_PATH=$HERE/d timeout 60 perf stat -e task-clock,cycles,instructions,cache-misses,cache-references,context-switches taskset -c $CPUS ./host blocks $HERE/blocks.ptx 30 1 >> "$OUT/perf.txt" 2>&1
  done
fi
python3 summary.py "$OUT/rows.txt" | tee "$OUT/summary.txt"
uptime
