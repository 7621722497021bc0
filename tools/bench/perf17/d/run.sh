#!/bin/bash
# perf17-d (issue 14: the final perf17 build - reduce's round in assembly with the next warp's
# fields prefetched, options' .approx lanes in loops of their own), GPU host probe: main's shared
# drop-in (lib/, "main") against branch perf17's (new/, "perf17"), one worker on CPU 2, nine
# rounds alternating: host options (sfu90.ptx) and host rows (bench.ptx). Then options with two
# workers on CPUs 2,3, four rounds. host.c is tools/bench/host/host.c.
set -u -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
{ echo "== $(date -u) $(nproc) CPUs"; uptime; grep -m1 "model name" /proc/cpuinfo; echo "perf17: $(cat new/BUILT 2>/dev/null)"; } | tee "$OUT/env.txt"
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
[ -f lib/libcuda.so.1 ] || { echo "no shared drop-in"; exit 1; }
mkdir -p d && xz -dc new/libcuda.so.1.xz > d/libcuda.so.1 && ln -sf libcuda.so.1 d/libcuda.so || { echo "no perf17 drop-in"; exit 1; }
set +x
export CUDASIM_PROGRESS=0
dirof() { if [ "$1" = perf17 ]; then echo $HERE/d; else echo $HERE/lib; fi; }
for b in main perf17; do CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$(dirof $b) timeout 60 taskset -c 2 ./host options $HERE/sfu90.ptx 1 1 > /dev/null 2>&1; done
{
for round in 1 2 3 4 5 6 7 8 9; do for b in main perf17; do
  CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$(dirof $b) timeout 60 taskset -c 2 stdbuf -oL ./host options $HERE/sfu90.ptx 5 1 2>&1 | sed -u "s/^/$b round=$round /"
  CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$(dirof $b) timeout 60 taskset -c 2 stdbuf -oL ./host rows $HERE/bench.ptx 5 1 2>&1 | sed -u "s/^/$b round=$round /"
done; done
for round in 1 2 3 4; do for b in main perf17; do for W in 1 2; do
  CUDASIM_KERNEL_WORKERS=$W LD_LIBRARY_PATH=$(dirof $b) timeout 60 taskset -c 2,3 stdbuf -oL ./host options $HERE/sfu90.ptx 3 1 2>&1 | sed -u "s/^/$b-w$W round=$round /"
done; done; done
} 2>&1 | tee "$OUT/rows.txt"
python3 - "$OUT/rows.txt" <<'PY' | tee "$OUT/summary.txt"
import sys, collections
row = collections.defaultdict(list)
for l in open(sys.argv[1]):
    f = l.split()
    if len(f) >= 6 and f[2] == 'row':
        row[(f[0], f[3])].append((float(f[4]), None if f[5] == '-' else float(f[5])))
med = lambda v: sorted(v)[len(v)//2]
names = []
for k in row:
    if k[1] not in names: names.append(k[1])
print("one worker, CPU 2, 9 rounds: best (median) cudasim ms; native best (median); perf17/main")
for n in names:
    s = f"{n:8s}"; b = {}
    for c in ('main', 'perf17'):
        v = [x[0] for x in row[(c, n)]]
        if v: b[c] = (min(v), med(v)); s += f" | {c} {min(v)*1e3:8.3f} ({med(v)*1e3:8.3f})"
    nat = [x[1] for c in ('main', 'perf17') for x in row[(c, n)] if x[1] is not None]
    if nat: s += f" | native {min(nat)*1e3:.3f} ({med(nat)*1e3:.3f})"
    if len(b) == 2: s += f" | perf17/main best {b['perf17'][0]/b['main'][0]:.3f} med {b['perf17'][1]/b['main'][1]:.3f}"
    print(s)
print("options, CPUs 2,3, 4 rounds: w2 speed-up over w1, best (median)")
for p in ('main', 'perf17'):
    v1 = [x[0] for x in row[(p+'-w1', 'options')]]; v2 = [x[0] for x in row[(p+'-w2', 'options')]]
    if v1 and v2: print(f"  {p}: w1 {min(v1)*1e3:.3f} w2 {min(v2)*1e3:.3f} -> {min(v1)/min(v2):.2f}x ({med(v1)/med(v2):.2f}x)")
PY
uptime
