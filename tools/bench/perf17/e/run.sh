#!/bin/bash
# perf17-e (issue 14: reduce's round in assembly, final perf17 build), GPU host probe: main's
# shared drop-in (lib/, "main") against branch perf17's (new/, "perf17"), host rows (bench.ptx),
# one worker on CPU 2, twenty rounds alternating (the order flips every round); wall and CPU time
# per launch. host.c is tools/bench/host/host.c.
set -u -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
{ echo "== $(date -u) $(nproc) CPUs"; uptime; grep -m1 "model name" /proc/cpuinfo; echo "perf17: $(cat new/BUILT 2>/dev/null)"; } | tee "$OUT/env.txt"
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
[ -f lib/libcuda.so.1 ] || { echo "no shared drop-in"; exit 1; }
mkdir -p d && xz -dc new/libcuda.so.1.xz > d/libcuda.so.1 && ln -sf libcuda.so.1 d/libcuda.so || { echo "no perf17 drop-in"; exit 1; }
set +x
export CUDASIM_PROGRESS=0 CUDASIM_KERNEL_WORKERS=1
dirof() { if [ "$1" = perf17 ]; then echo $HERE/d; else echo $HERE/lib; fi; }
for b in main perf17; do LD_LIBRARY_PATH=$(dirof $b) timeout 60 taskset -c 2 ./host rows $HERE/bench.ptx 2 1 > /dev/null 2>&1; done
{
for round in $(seq 1 20); do
  order="main perf17"; [ $((round % 2)) = 0 ] && order="perf17 main"
  for b in $order; do
    LD_LIBRARY_PATH=$(dirof $b) timeout 60 taskset -c 2 stdbuf -oL ./host rows $HERE/bench.ptx 5 1 2>&1 | sed -u "s/^/$b round=$round /"
  done
done
} 2>&1 | tee "$OUT/rows.txt"
python3 - "$OUT/rows.txt" <<'PY' | tee "$OUT/summary.txt"
import sys, collections
row = collections.defaultdict(list); cpu = collections.defaultdict(list)
for l in open(sys.argv[1]):
    f = l.split()
    if len(f) >= 6 and f[2] == 'row':
        row[(f[0], f[3])].append((float(f[4]), None if f[5] == '-' else float(f[5])))
    if len(f) >= 7 and f[2] == 'launchcpu':
        cpu[(f[0], f[3])].append(float(f[5]))
med = lambda v: sorted(v)[len(v)//2]
print("one worker, CPU 2, 20 rounds: wall best (median) ms | CPU of the fastest launch best (median) ms | perf17/main")
for n in ('hash', 'sgemm', 'vecadd', 'reduce'):
    s = f"{n:8s}"; b = {}
    for c in ('main', 'perf17'):
        v = [x[0] for x in row[(c, n)]]; u = cpu[(c, n)]
        if v and u:
            b[c] = (min(v), med(v), min(u), med(u))
            s += f" | {c} {min(v)*1e3:7.3f} ({med(v)*1e3:7.3f}) cpu {min(u)*1e3:7.3f} ({med(u)*1e3:7.3f})"
    if len(b) == 2:
        s += " | wall " + " ".join(f"{b['perf17'][i]/b['main'][i]:.3f}" for i in (0, 1)) + " cpu " + " ".join(f"{b['perf17'][i]/b['main'][i]:.3f}" for i in (2, 3))
    print(s)
nat = [x[1] for c in ('main', 'perf17') for x in row[(c, 'reduce')] if x[1] is not None]
if nat: print(f"native reduce best {min(nat)*1e3:.3f} median {med(nat)*1e3:.3f} ms")
PY
uptime
