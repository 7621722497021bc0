#!/bin/bash
# scale12 (issue 14, tenth pass: two workers, barriers), window 2: main's shared drop-in (lib/,
# "main") against scale12's (new/, "scale12"). (A) one worker on CPU 2, tools/bench's host rows,
# the two builds alternating (integ10's harness): reduce's cheaper barriers, nothing slower.
# (B) one and two workers on three pairs, both builds, four rounds, scale12's traced
# (CUDASIM_WORKER_TRACE=1, GODEBUG=gctrace=1), a 0.1 s native speed reading of the pair before
# each process (speed.c): two workers against one, before and after.
set -u -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
echo "== $(date -u) $(nproc) CPUs"; uptime; grep -m1 "model name" /proc/cpuinfo
echo "main: $(cat lib/BUILT 2>/dev/null)"; echo "scale12: $(cat new/BUILT 2>/dev/null)"
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
cc -O2 -o speed speed.c -lpthread || { echo "cc speed failed"; exit 1; }
[ -f lib/libcuda.so.1 ] || { echo "no shared drop-in"; exit 1; }
mkdir -p d && xz -dc new/libcuda.so.1.xz > d/libcuda.so.1 && ln -sf libcuda.so.1 d/libcuda.so || { echo "no scale12 drop-in"; exit 1; }
grep '^cpu ' /proc/stat
set +x
export CUDASIM_PROGRESS=0
lib() { case $1 in main) echo $HERE/lib ;; scale12) echo $HERE/d ;; esac; }
N=$(nproc); CPU=2; PAIRS="2,3 4,11 8,12"; ROUNDS="1 2 3 4"
[ "$N" -ge 16 ] || { CPU=0; PAIRS="0,1"; ROUNDS="1"; }
{
for b in main scale12; do CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$(lib $b) timeout 40 taskset -c $CPU ./host rows $HERE/bench.ptx 2 1 > /dev/null; done
for r in $ROUNDS; do for b in main scale12; do
  CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$(lib $b) timeout 40 taskset -c $CPU stdbuf -oL ./host rows $HERE/bench.ptx 5 1 | sed -u "s/^/one $b round=$r /"
done; done
} 2>&1 | tee "$OUT/one.txt"
{
for round in $ROUNDS; do for P in $PAIRS; do
  for cfg in main1 new1 main2 new2; do
    wk=${cfg: -1}
    ./speed together 0.1 alu ${P/,/ } | sed -u "s/^/speed cfg=$cfg pair=$P round=$round /"
    if [ ${cfg%?} = main ]; then
      CUDASIM_KERNEL_WORKERS=$wk LD_LIBRARY_PATH=$HERE/lib timeout 40 taskset -c $P stdbuf -oL ./host rows $HERE/bench.ptx 5 1 | sed -u "s/^/rows cfg=$cfg pair=$P round=$round /"
    else
      GODEBUG=gctrace=1 CUDASIM_WORKER_TRACE=1 CUDASIM_KERNEL_WORKERS=$wk LD_LIBRARY_PATH=$HERE/d timeout 40 taskset -c $P stdbuf -oL ./host rows $HERE/bench.ptx 5 1 2> "$OUT/trace-$P-$cfg-r$round.txt" | sed -u "s/^/rows cfg=$cfg pair=$P round=$round /"
    fi
  done
done; done
} 2>&1 | tee "$OUT/scaling.txt"
gzip -9 "$OUT"/trace-*.txt
grep '^cpu ' /proc/stat
uptime
