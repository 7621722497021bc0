#!/bin/bash
# perf10 (issue 14, eighth pass), window 2, A/B in one probe: tools/bench's host rows (cudasim
# through a drop-in, against the same work in C compiled here with cc -O2 -march=native, in the
# same run) with main's shared drop-in (lib/, "before") and perf10's (new/, "after") alternating,
# one and two kernel workers, on the CPU pairs PAIRS by taskset; two warm-up runs, four rounds.
set -u
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
echo "== $(date -u) $(nproc) CPUs"; uptime
grep -m1 "model name" /proc/cpuinfo
echo "before: $(cat lib/BUILT 2>/dev/null)"; echo "after: $(cat new/BUILT 2>/dev/null)"
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
[ -f lib/libcuda.so.1 ] || { echo "no shared drop-in"; exit 1; }
mkdir -p d && xz -dc new/libcuda.so.1.xz > d/libcuda.so.1 && ln -sf libcuda.so.1 d/libcuda.so || { echo "no perf10 drop-in"; exit 1; }
export CUDASIM_PROGRESS=0
PAIRS="2,3 4,11 8,12"; [ "$(nproc)" -ge 16 ] || PAIRS="0,1"
for P in $PAIRS; do for L in lib d; do
  CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$HERE/$L timeout 50 taskset -c $P ./host rows $HERE/bench.ptx 2 1 > /dev/null
done; done
{
for round in 1 2 3 4; do for P in $PAIRS; do for L in lib d; do for wk in 1 2; do
  b=before; [ $L = d ] && b=after
  CUDASIM_KERNEL_WORKERS=$wk LD_LIBRARY_PATH=$HERE/$L timeout 50 taskset -c $P stdbuf -oL ./host rows $HERE/bench.ptx 5 1 | sed -u "s/^/$b workers=$wk pair=$P round=$round /"
done; done
  # The garbage collector's share in two workers' extra CPU time: perf10's two workers, GOGC=off.
  GOGC=off CUDASIM_KERNEL_WORKERS=2 LD_LIBRARY_PATH=$HERE/d timeout 50 taskset -c $P stdbuf -oL ./host rows $HERE/bench.ptx 5 1 | sed -u "s/^/after workers=2gcoff pair=$P round=$round /"
done; done
} 2>&1 | tee "$OUT/rows.txt"
python3 - "$OUT/rows.txt" <<'PY'
import sys, collections
row = collections.defaultdict(list)
cpu = collections.defaultdict(list)
for l in open(sys.argv[1]):
    f = l.split()
    if len(f) >= 8 and f[4] == 'row':
        row[(f[0], f[1], f[2], f[5])].append((float(f[6]), None if f[7] == '-' else float(f[7])))
    if len(f) >= 9 and f[4] == 'launchcpu':
        cpu[(f[0], f[1], f[2], f[5])].append(float(f[7]))
med = lambda v: sorted(v)[len(v)//2]
pairs = sorted({k[2] for k in row})
for p in pairs:
  for wk in ('workers=1', 'workers=2'):
    print(p, wk, "(ms): before -> after, best cudasim (its run's native C, ratio), median cudasim / median native")
    for k in ('hash', 'sgemm', 'vecadd', 'reduce', 'launch', 'launch2', 'reload'):
        line = f"  {k:7s}"
        for b in ('before', 'after'):
            r = row[(b, wk, p, k)]
            if not r: continue
            c = min(r)
            cs = [x[0] for x in r]
            if c[1] is not None:
                ns = [x[1] for x in r]
                line += f" | {b} {c[0]*1e3:7.3f} ({c[1]*1e3:.2f}, {c[0]/c[1]:4.1f}x) med {med(cs)*1e3:7.3f}/{med(ns)*1e3:.2f} = {med(cs)/med(ns):4.1f}x"
            else:
                line += f" | {b} {c[0]*1e6:7.3f} us med {med(cs)*1e6:7.3f} us"
        print(line)
  for b in ('before', 'after'):
    for k in ('hash', 'sgemm', 'vecadd', 'reduce'):
        a = [x[0] for x in row[(b, 'workers=1', p, k)]]; c = [x[0] for x in row[(b, 'workers=2', p, k)]]
        ca = cpu[(b, 'workers=1', p, k)]; cc = cpu[(b, 'workers=2', p, k)]
        if a and c:
            print(f"  {p} {b} two workers against one, {k}: best {min(a)/min(c):.2f}x, median {med(a)/med(c):.2f}x; CPU of the fastest launch 1 -> 2 workers {min(ca)*1e3:.2f} -> {min(cc)*1e3:.2f} ms")
ns = [x[1] for v in row.values() for x in v if x[1] is not None]
print("  best native overall per kernel:", {k: round(min(x[1] for key, v in row.items() if key[3] == k for x in v if x[1] is not None)*1e3, 2) for k in ('hash','sgemm','vecadd','reduce')})
PY
uptime
