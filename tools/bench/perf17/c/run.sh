#!/bin/bash
# perf17-c (issue 14: reduce's round in assembly; two kernel workers on every row), GPU host
# probe. Part A: main's shared drop-in (lib/, "main") against branch perf17's (new/, "perf17"),
# host rows (hash, sgemm, vecadd, reduce, launch rows), one worker on CPU 2, nine rounds
# alternating. Part B: rows, blocks and options with CUDASIM_KERNEL_WORKERS=1 and 2 on CPUs 2
# and 3, both builds, six rounds alternating. host.c is tools/bench/host/host.c.
set -u -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
{ echo "== $(date -u) $(nproc) CPUs"; uptime; grep -m1 "model name" /proc/cpuinfo; echo "perf17: $(cat new/BUILT 2>/dev/null)"; } | tee "$OUT/env.txt"
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
[ -f lib/libcuda.so.1 ] || { echo "no shared drop-in"; exit 1; }
mkdir -p d && xz -dc new/libcuda.so.1.xz > d/libcuda.so.1 && ln -sf libcuda.so.1 d/libcuda.so || { echo "no perf17 drop-in"; exit 1; }
set +x
export CUDASIM_PROGRESS=0
dirof() { if [ "$1" = perf17 ]; then echo $HERE/d; else echo $HERE/lib; fi; }
for b in main perf17; do CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$(dirof $b) timeout 60 taskset -c 2 ./host rows $HERE/bench.ptx 2 1 > /dev/null 2>&1; done
{
for round in 1 2 3 4 5 6 7 8 9; do for b in main perf17; do
  CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$(dirof $b) timeout 60 taskset -c 2 stdbuf -oL ./host rows $HERE/bench.ptx 5 1 2>&1 | sed -u "s/^/$b round=$round /"
done; done
} 2>&1 | tee "$OUT/rowsA.txt"
{
for round in 1 2 3 4 5 6; do for b in main perf17; do for W in 1 2; do
  for mode in "rows bench.ptx" "blocks blocks.ptx" "options sfu90.ptx"; do
    set -- $mode
    CUDASIM_KERNEL_WORKERS=$W LD_LIBRARY_PATH=$(dirof $b) timeout 100 taskset -c 2,3 stdbuf -oL ./host $1 $HERE/$2 3 1 2>&1 | sed -u "s/^/$b-w$W round=$round /"
  done
done; done; done
} 2>&1 | tee "$OUT/rowsB.txt"
python3 - "$OUT/rowsA.txt" "$OUT/rowsB.txt" <<'PY' | tee "$OUT/summary.txt"
import sys, collections
def load(fn):
    row = collections.defaultdict(list)
    for l in open(fn):
        f = l.split()
        if len(f) >= 6 and f[2] == 'row':
            row[(f[0], f[3])].append((float(f[4]), None if f[5] == '-' else float(f[5])))
    return row
def names(row):
    out = []
    for k in row:
        if k[1] not in out: out.append(k[1])
    return out
med = lambda v: sorted(v)[len(v)//2]
a = load(sys.argv[1])
print("A: one worker, CPU 2, 9 rounds: best (median) cudasim ms; native best; perf17/main")
for n in names(a):
    s = f"{n:8s}"
    b = {}
    for c in ('main', 'perf17'):
        v = [x[0] for x in a[(c, n)]]
        if v:
            b[c] = (min(v), med(v)); s += f" | {c} {min(v)*1e3:8.3f} ({med(v)*1e3:8.3f})"
    nat = [x[1] for c in ('main', 'perf17') for x in a[(c, n)] if x[1] is not None]
    if nat: s += f" | native {min(nat)*1e3:.3f} (med {med(nat)*1e3:.3f})"
    if len(b) == 2: s += f" | perf17/main best {b['perf17'][0]/b['main'][0]:.3f} med {b['perf17'][1]/b['main'][1]:.3f}"
    print(s)
r = load(sys.argv[2])
cfgs = ('main-w1', 'main-w2', 'perf17-w1', 'perf17-w2')
print("B: CPUs 2,3, 6 rounds: best (median) cudasim ms; w2 speed-up over w1, best (median)")
for n in names(r):
    s = f"{n:8s}"
    b, m = {}, {}
    for c in cfgs:
        v = [x[0] for x in r[(c, n)]]
        if v:
            b[c], m[c] = min(v), med(v); s += f" | {c} {b[c]*1e3:8.3f} ({m[c]*1e3:8.3f})"
    for p in ('main', 'perf17'):
        if p+'-w1' in b and p+'-w2' in b:
            s += f" | {p} w2/w1 {b[p+'-w1']/b[p+'-w2']:.2f}x ({m[p+'-w1']/m[p+'-w2']:.2f}x)"
    print(s)
PY
uptime
