#!/bin/bash
# perf10 (issue 14, eighth pass), window 1: why two kernel workers gain 1.43-1.88x, not 1.9x.
# main's shared drop-in (lib/). The machine's topology (are CPUs 2,3 one core's two threads?),
# native C's own scaling over 1 and 2 threads (host threads) on an SMT pair and on two cores,
# then cudasim one and two workers on three pairs, and two one-worker processes at once on each,
# three rounds; perf stat where the machine has perf.
set -u -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
echo "== $(date -u) $(nproc) CPUs"; uptime
grep -m1 "model name" /proc/cpuinfo
lscpu | head -30; lscpu -e 2>/dev/null | head -20
for c in 0 1 2 3 4 8 9; do echo "cpu$c siblings $(cat /sys/devices/system/cpu/cpu$c/topology/thread_siblings_list 2>/dev/null) core $(cat /sys/devices/system/cpu/cpu$c/topology/core_id 2>/dev/null)"; done
numactl -H 2>/dev/null | head -5
which perf valgrind 2>&1
cat lib/BUILT 2>/dev/null
set +x
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
[ -f lib/libcuda.so.1 ] || { echo "no shared drop-in"; exit 1; }
export CUDASIM_PROGRESS=0
# Pairs of CPUs: 2,3 (perf9's), 4,11 and 8,12 (perf6's windows: 8,12 scaled 1.9x, 2,3 and 6,14
# slowed two independent processes as much as two workers). Per pair and round: one worker,
# two workers, and the control: two processes with one worker each, one on each CPU, at once.
PAIRS="2,3 4,11 8,12"; [ "$(nproc)" -ge 16 ] || PAIRS="0,1"
{
for P in $PAIRS; do for n in 1 2; do taskset -c $P ./host threads $n 5 | sed -u "s/^/pair=$P /"; done; done
} 2>&1 | tee "$OUT/native-threads.txt"
for P in $PAIRS; do CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$HERE/lib timeout 50 taskset -c $P ./host rows $HERE/bench.ptx 2 1 > /dev/null; done
{
for round in 1 2 3; do for P in $PAIRS; do
  for wk in 1 2; do
    CUDASIM_KERNEL_WORKERS=$wk LD_LIBRARY_PATH=$HERE/lib timeout 50 taskset -c $P stdbuf -oL ./host rows $HERE/bench.ptx 5 1 | sed -u "s/^/pair=$P workers=$wk round=$round /"
  done
  A=${P%,*}; B=${P#*,}
  CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$HERE/lib timeout 50 taskset -c $A ./host rows $HERE/bench.ptx 5 1 > $OUT/two-a.txt &
  CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$HERE/lib timeout 50 taskset -c $B ./host rows $HERE/bench.ptx 5 1 > $OUT/two-b.txt
  wait
  sed "s/^/pair=$P workers=proc$A round=$round /" $OUT/two-a.txt; sed "s/^/pair=$P workers=proc$B round=$round /" $OUT/two-b.txt
done; done
} 2>&1 | tee "$OUT/rows.txt"
rm -f $OUT/two-a.txt $OUT/two-b.txt
if which perf >/dev/null 2>&1; then
  for wk in 1 2; do
    CUDASIM_KERNEL_WORKERS=$wk LD_LIBRARY_PATH=$HERE/lib timeout 50 perf stat -e task-clock,context-switches,cpu-migrations,page-faults,cycles,instructions,cache-misses,LLC-load-misses -- taskset -c 8,12 ./host rows $HERE/bench.ptx 5 1 > "$OUT/perf-w$wk.txt" 2>&1
    tail -20 "$OUT/perf-w$wk.txt"
  done
fi
python3 - "$OUT/rows.txt" <<'PY'
import sys, collections
row = collections.defaultdict(list)
for l in open(sys.argv[1]):
    f = l.split()
    if len(f) >= 8 and f[3] == 'row':
        row[(f[0], f[1], f[4])].append((float(f[5]), None if f[6] == '-' else float(f[6])))
med = lambda v: sorted(v)[len(v)//2]
pairs = sorted({k[0] for k in row})
for p in pairs:
    print(p, "(ms) best / median cudasim; native best")
    for k in ('hash', 'sgemm', 'vecadd', 'reduce'):
        line = f"  {k:7s}"
        for wk in sorted({k[1] for k in row if k[0] == p}):
            r = row[(p, wk, k)]
            if r:
                line += f" | {wk[8:]} {min(x[0] for x in r)*1e3:7.2f} / {med([x[0] for x in r])*1e3:7.2f} nat {min(x[1] for x in r)*1e3:5.2f}"
        a = row[(p, 'workers=1', k)]; b = row[(p, 'workers=2', k)]
        if a and b: line += f" | 2/1 best {min(x[0] for x in a)/min(x[0] for x in b):.2f}x med {med([x[0] for x in a])/med([x[0] for x in b]):.2f}x"
        print(line)
PY
uptime
