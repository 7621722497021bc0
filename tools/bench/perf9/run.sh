#!/bin/bash
# perf9 (issue 14, seventh pass): tools/bench's host rows (cudasim through the drop-in in lib/,
# against the same work in C compiled here with cc -O2 -march=native, in the same run), on CPUs
# 2,3 by taskset, one and two kernel workers, a warm-up then three rounds. lib/ is main's shared
# drop-in ("before") or perf9's ("after"); lib/BUILT says which.
set -u
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
echo "== $(date -u) $(nproc) CPUs"; uptime
grep -m1 "model name" /proc/cpuinfo
cat lib/BUILT 2>/dev/null; ls -la lib/ lib/ 2>&1 | head
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
[ -f lib/libcuda.so.1 ] || { echo "no drop-in"; exit 1; }
export CUDASIM_PROGRESS=0
CPUS=2,3; [ "$(nproc)" -ge 4 ] || CPUS=0
CUDASIM_KERNEL_WORKERS=1 LD_LIBRARY_PATH=$HERE/lib timeout 50 taskset -c $CPUS ./host rows $HERE/bench.ptx 2 1 > /dev/null
{
for round in 1 2 3; do for wk in 1 2; do
  CUDASIM_KERNEL_WORKERS=$wk LD_LIBRARY_PATH=$HERE/lib timeout 50 taskset -c $CPUS stdbuf -oL ./host rows $HERE/bench.ptx 5 1 | sed -u "s/^/workers=$wk round=$round /"
done; done
} 2>&1 | tee "$OUT/rows.txt"
python3 - "$OUT/rows.txt" <<'PY'
import sys, collections
row = collections.defaultdict(list)
for l in open(sys.argv[1]):
    f = l.split()
    if len(f) >= 6 and f[2] == 'row':
        row[(f[0], f[3])].append((float(f[4]), None if f[5] == '-' else float(f[5]), f[1]))
for wk in ('workers=1', 'workers=2'):
    print(wk, "(ms): best cudasim with its run's native C; median cudasim / median native")
    for k in ('hash', 'sgemm', 'vecadd', 'reduce'):
        r = [x for x in row[(wk, k)] if x[1] is not None]
        if r:
            c, n, where = min(r)
            cs = sorted(x[0] for x in r); ns = sorted(x[1] for x in r)
            print(f"  {k:7s} {c*1e3:8.2f} {n*1e3:7.2f} {c/n:6.1f}x ({where}); median {cs[len(cs)//2]*1e3:.2f} / {ns[len(ns)//2]*1e3:.2f} = {cs[len(cs)//2]/ns[len(ns)//2]:.1f}x; best native {ns[0]*1e3:.2f}")
for k in ('hash', 'sgemm', 'vecadd', 'reduce'):
    a = [x[0] for x in row[('workers=1', k)]]; b = [x[0] for x in row[('workers=2', k)]]
    if a and b:
        print(f"  two workers against one, {k}: best {min(a)/min(b):.2f}x, median {sorted(a)[len(a)//2]/sorted(b)[len(b)//2]:.2f}x")
PY
uptime
