#!/bin/bash
# scale12 (issue 14, tenth pass: two workers), window 1: is a slow worker the engine's or the
# machine's? (1) the machine alone: each CPU's speed at a fixed native chunk of work (speed.c),
# alone, in pairs and all at once, and over time; steal time from /proc/stat; the CPUs'
# topology. (2) cudasim (lib/: main plus the worker trace's run-queue wait, CPUs and caller flag,
# and two experiments, switches of the probe build only (experiment-w1.patch): CUDASIM_SCALE_CALLER=1, the caller works too in long launches (c, n);
# CUDASIM_SCALE_NOCLEAR=1, no clearVectorState (n)) one and two workers on three pairs, traced,
# GODEBUG=gctrace=1, with a 0.1 s native speed reading of the pair before each process.
set -u -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
echo "== $(date -u) $(nproc) CPUs"; uptime; grep -m1 "model name" /proc/cpuinfo
echo "build: $(cat lib/BUILT 2>/dev/null)"
lscpu | head -30
for c in /sys/devices/system/cpu/cpu[0-9]*; do echo "$(basename $c) siblings $(cat $c/topology/thread_siblings_list 2>/dev/null) core $(cat $c/topology/core_id 2>/dev/null) pkg $(cat $c/topology/physical_package_id 2>/dev/null)"; done
cat /sys/kernel/mm/transparent_hugepage/enabled 2>/dev/null
ls /proc/sys/kernel/ | grep -i sched | while read f; do echo "$f=$(cat /proc/sys/kernel/$f 2>/dev/null)"; done
grep '^cpu' /proc/stat
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
cc -O2 -o speed speed.c -lpthread || { echo "cc speed failed"; exit 1; }
[ -f lib/libcuda.so.1 ] || { echo "no drop-in"; exit 1; }
set +x
N=$(nproc); PAIRS="2,3 4,11 8,12"; SPAIRS="2,3 4,11 8,12 0,1 2,10 4,12"; ROUNDS="1 2 3 4"
[ "$N" -ge 16 ] || { PAIRS="0,1"; SPAIRS="0,1"; ROUNDS="1"; }
{
./speed solo 0.25 alu $(seq 0 $((N-1)))
./speed solo 0.25 mem ${PAIRS//,/ }
for P in $SPAIRS; do ./speed together 0.5 alu ${P/,/ }; done
./speed together 1 alu $(seq 0 $((N-1)))
FIRST=${PAIRS%% *}; ./speed together 0.5 mem ${FIRST/,/ }
./speed series 2 alu ${PAIRS%%,*}
} 2>&1 | tee "$OUT/speed.txt"
grep '^cpu' /proc/stat > "$OUT/stat-mid.txt"
export CUDASIM_PROGRESS=0
{
for round in $ROUNDS; do for P in $PAIRS; do
  for cfg in g1 g2 c1 c2 n1 n2; do
    wk=${cfg#?}; caller=; noclear=; [ ${cfg%?} = g ] || caller=1; [ ${cfg%?} = n ] && noclear=1
    ./speed together 0.1 alu ${P/,/ } | sed -u "s/^/speed cfg=$cfg pair=$P round=$round /"
    CUDASIM_SCALE_NOCLEAR=$noclear CUDASIM_SCALE_CALLER=$caller GODEBUG=gctrace=1 CUDASIM_WORKER_TRACE=1 CUDASIM_KERNEL_WORKERS=$wk LD_LIBRARY_PATH=$HERE/lib timeout 40 taskset -c $P stdbuf -oL ./host rows $HERE/bench.ptx 5 1 2> "$OUT/trace-$P-$cfg-r$round.txt" | sed -u "s/^/rows cfg=$cfg pair=$P round=$round /"
  done
done; done
} 2>&1 | tee "$OUT/scaling.txt"
gzip -9 "$OUT"/trace-*.txt
grep '^cpu' /proc/stat
uptime
