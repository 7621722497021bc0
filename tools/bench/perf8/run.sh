#!/bin/bash
# perf8 (issue 14): one worker on single CPUs through the window's drop-in (w1: main 17a0010,
# the "before"; w2: the integration drop-in with perf8's launch path and opRun), against the same work
# in C in the same run (host.c rows: hash, sgemm, vecadd, reduce, launch, launch2, reload);
# the folder holds host.c (tools/bench/host), bench.ptx (sim/testdata/bench) and lib/ (the
# drop-in, xz'd). Its output: results-s8w1.txt (main), results-s8w2.txt (with perf8).
# a warm-up round, then three rounds on three CPUs. Launch rows: best and median per round.
set -u
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
echo "== $(date -u) $(nproc) CPUs"; uptime
grep -m1 "model name" /proc/cpuinfo
cat lib/BUILT 2>/dev/null
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
mkdir -p d && xz -dc lib/libcuda.so.1.xz > d/libcuda.so.1 || { echo "no drop-in"; exit 1; }
export CUDASIM_PROGRESS=0
if [ "$(nproc)" -ge 16 ]; then CPUS="4 6 8"; else CPUS="0"; fi
for c in $CPUS; do CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=d timeout 50 taskset -c $c ./host rows $HERE/bench.ptx 2 1 > /dev/null; done
{
for round in 1 2 3; do for c in $CPUS; do
  CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=d timeout 50 taskset -c $c stdbuf -oL ./host rows $HERE/bench.ptx 5 1 | sed -u "s/^/cpu=$c round=$round /"
done; done
} 2>&1 | tee "$OUT/rows.txt"
python3 - "$OUT/rows.txt" <<'PY'
import sys, collections
row = collections.defaultdict(list)
for l in open(sys.argv[1]):
    f = l.split()
    if len(f) >= 6 and f[2] == 'row':
        row[f[3]].append((float(f[4]), None if f[5] == '-' else float(f[5]), f[0] + ' ' + f[1]))
print("one worker (ms): best cudasim with its run's native C; median cudasim, median native")
for k in ('hash', 'sgemm', 'vecadd', 'reduce'):
    r = [x for x in row[k] if x[1] is not None]
    if r:
        c, n, where = min(r)
        cs = sorted(x[0] for x in r); ns = sorted(x[1] for x in r)
        print(f"  {k:7s} {c*1e3:8.2f} {n*1e3:7.2f} {c/n:6.1f}x ({where}); median {cs[len(cs)//2]*1e3:.2f} / {ns[len(ns)//2]*1e3:.2f} = {cs[len(cs)//2]/ns[len(ns)//2]:.1f}x; best native {ns[0]*1e3:.2f}")
print("launch rows (us): best (where), median of the runs")
for k in ('launch', 'launch2', 'reload'):
    r = row[k]
    if r:
        c, _, where = min(r)
        cs = sorted(x[0] for x in r)
        print(f"  {k:7s} {c*1e6:8.2f} ({where}); median {cs[len(cs)//2]*1e6:.2f} of {len(cs)}")
PY
uptime
