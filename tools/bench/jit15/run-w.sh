#!/bin/bash
# jit15 (issue 14: barrier rounds, two workers), GPU-host probe: cta14's run-w.sh. scale13's run-w.sh
# without its control: on pinned pairs of vCPUs, main's drop-in (lib/, "main") against jit15's
# (new/, "new"), one and two workers, every process traced (CUDASIM_WORKER_TRACE=1: the second
# worker's start, the ends, thread CPU time per CTA), each preceded by a 0.1 s reading of the
# pair's native speed (speed.c). tools/bench/scale13/summary.py reads the output (control.txt is
# empty here). Files: host.c (tools/bench/host), speed.c (tools/bench/scale12), bench.ptx and
# blocks.ptx (sim/testdata/bench), new/libcuda.so.1.xz (go build -buildmode=c-shared ./libcuda).
set -u -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
echo "== $(date -u) $(nproc) CPUs"; uptime; grep -m1 "model name" /proc/cpuinfo
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
cc -O2 -o speed speed.c -lpthread || { echo "cc speed failed"; exit 1; }
[ -f lib/libcuda.so.1 ] || { echo "no shared drop-in"; exit 1; }
mkdir -p d && xz -dc new/libcuda.so.1.xz > d/libcuda.so.1 && ln -sf libcuda.so.1 d/libcuda.so || { echo "no jit15 drop-in"; exit 1; }
set +x
: > "$OUT/control.txt"
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
done
} 2>&1 | tee "$OUT/speed.txt"
{
for round in $ROUNDS; do for P in $PAIRS; do
  for cfg in main1 new1 main2 new2; do
    ./speed together 0.1 alu ${P/,/ } | sed -u "s/^/speed cfg=$cfg pair=$P round=$round /"
    one "rows cfg=$cfg pair=$P round=$round" ${cfg%?} ${cfg: -1} $P
  done
done; done
} 2>&1 | tee "$OUT/scaling.txt"
cd "$OUT" && tar cf traces.tar trace-*.txt && xz -9 traces.tar && rm -f trace-*.txt && xz -9 scaling.txt
uptime; date -u
