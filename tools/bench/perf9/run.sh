#!/bin/bash
# perf9 (issue 14, seventh pass), A/B in one probe: tools/bench's host rows (cudasim through a
# drop-in, against the same work in C compiled here with cc -O2 -march=native, in the same run)
# with main's shared drop-in (lib/, "before") and perf9's (new/, "after") alternating, on CPUs 2,3
# by taskset, one and two kernel workers; two warm-up runs of each, then five rounds.
set -u
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
echo "== $(date -u) $(nproc) CPUs"; uptime
grep -m1 "model name" /proc/cpuinfo
echo "before: $(cat lib/BUILT 2>/dev/null)"; echo "after: $(cat new/BUILT 2>/dev/null)"
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
[ -f lib/libcuda.so.1 ] || { echo "no shared drop-in"; exit 1; }
mkdir -p d && xz -dc new/libcuda.so.1.xz > d/libcuda.so.1 && ln -sf libcuda.so.1 d/libcuda.so || { echo "no perf9 drop-in"; exit 1; }
export CUDASIM_PROGRESS=0
CPUS=2,3; [ "$(nproc)" -ge 4 ] || CPUS=0
for i in 1 2; do for L in lib d; do
  CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$HERE/$L timeout 50 taskset -c $CPUS ./host rows $HERE/bench.ptx 2 1 > /dev/null
done; done
{
for round in 1 2 3 4 5; do for L in lib d; do for wk in 1 2; do
  b=before; [ $L = d ] && b=after
  CUDASIM_KERNEL_WORKERS=$wk LD_LIBRARY_PATH=$HERE/$L timeout 50 taskset -c $CPUS stdbuf -oL ./host rows $HERE/bench.ptx 5 1 | sed -u "s/^/$b workers=$wk round=$round /"
done; done; done
} 2>&1 | tee "$OUT/rows.txt"
python3 - "$OUT/rows.txt" <<'PY'
import sys, collections
row = collections.defaultdict(list)
for l in open(sys.argv[1]):
    f = l.split()
    if len(f) >= 7 and f[3] == 'row':
        row[(f[0], f[1], f[4])].append((float(f[5]), None if f[6] == '-' else float(f[6]), f[2]))
med = lambda v: sorted(v)[len(v)//2]
for wk in ('workers=1', 'workers=2'):
    print(wk, "(ms): before -> after, best cudasim (its run's native C), median cudasim / median native")
    for k in ('hash', 'sgemm', 'vecadd', 'reduce'):
        line = f"  {k:7s}"
        for b in ('before', 'after'):
            r = [x for x in row[(b, wk, k)] if x[1] is not None]
            if r:
                c, n, where = min(r)
                cs = [x[0] for x in r]; ns = [x[1] for x in r]
                line += f" | {b} {c*1e3:7.2f} ({n*1e3:.2f}, {c/n:4.1f}x) med {med(cs)*1e3:7.2f}/{med(ns)*1e3:.2f} = {med(cs)/med(ns):4.1f}x"
        print(line)
for b in ('before', 'after'):
    for k in ('hash', 'sgemm', 'vecadd', 'reduce'):
        a = [x[0] for x in row[(b, 'workers=1', k)]]; c = [x[0] for x in row[(b, 'workers=2', k)]]
        if a and c:
            print(f"  {b} two workers against one, {k}: best {min(a)/min(c):.2f}x, median {med(a)/med(c):.2f}x")
ns = [x[1] for v in row.values() for x in v if x[1] is not None]
print(f"  best native overall per kernel:", {k: round(min(x[1] for b in ('before','after') for w in ('workers=1','workers=2') for x in row[(b,w,k)] if x[1] is not None)*1e3, 2) for k in ('hash','sgemm','vecadd','reduce')})
PY
uptime
