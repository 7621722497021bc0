#!/bin/bash
# cta19-a (issue 14: the blocks and reduce rows; packed one-thread CTAs), GPU host probe:
# tools/bench/host's host rows and blocks row (cudasim through a drop-in against the same work in
# C, cc -O2 -march=native, in the same run), pinned to CPUs 2,3, CUDASIM_KERNEL_WORKERS=1 and 2;
# a warm-up, then five rounds alternating main's shared drop-in (lib/, "main") and this branch's
# (new/, "cta19"). host.c is tools/bench/host/host.c; bench.ptx, blocks.ptx sim/testdata/bench/.
set -u -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
{ echo "== $(date -u) $(nproc) CPUs"; uptime; grep -m1 "model name" /proc/cpuinfo; echo "cta19: $(cat new/BUILT 2>/dev/null)"; } | tee "$OUT/env.txt"
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
[ -f lib/libcuda.so.1 ] || { echo "no shared drop-in"; exit 1; }
mkdir -p d && xz -dc new/libcuda.so.1.xz > d/libcuda.so.1 && ln -sf libcuda.so.1 d/libcuda.so || { echo "no cta19 drop-in"; exit 1; }
set +x
export CUDASIM_PROGRESS=0
CPUS=2,3; [ "$(nproc)" -ge 4 ] || CPUS=0,1
one() { # one NAME WORKERS: the host rows and the blocks row in that configuration
  local lib=$HERE/lib; [ "$1" = cta19 ] && lib=$HERE/d
  CUDASIM_KERNEL_WORKERS=$2 LD_LIBRARY_PATH=$lib timeout 100 taskset -c $CPUS stdbuf -oL ./host rows $HERE/bench.ptx 3 1 || echo "fail rows rc=$?"
  CUDASIM_KERNEL_WORKERS=$2 LD_LIBRARY_PATH=$lib timeout 100 taskset -c $CPUS stdbuf -oL ./host blocks $HERE/blocks.ptx 3 1 || echo "fail blocks rc=$?"
}
for c in main cta19; do one $c 1 > /dev/null 2>&1; done
{
for round in 1 2 3 4 5; do for w in 1 2; do for c in main cta19; do
  one $c $w 2>&1 | sed -u "s/^/$c w$w round=$round /"
done; done; done
} 2>&1 | tee "$OUT/rows.txt"
python3 - "$OUT/rows.txt" <<'PY' | tee "$OUT/summary.txt"
import sys, collections
row = collections.defaultdict(list)
for l in open(sys.argv[1]):
    f = l.split()
    if len(f) >= 6 and f[3] == 'row':
        row[(f[0], f[1], f[4])].append((float(f[5]), None if f[6] == '-' else float(f[6])))
med = lambda v: sorted(v)[len(v)//2]
print("ms: best cudasim (its run's native C, ratio) | median cudasim / median native")
for w in ('w1', 'w2'):
    for k in sorted({k[2] for k in row}):
        line = f"  {w} {k:7s}"
        for c in ('main', 'cta19'):
            r = [x for x in row[(c, w, k)] if x[1] is not None]
            if not r and row[(c, w, k)]:
                cs = [x[0] for x in row[(c, w, k)]]
                line += f" | {c} best {min(cs)*1e6:9.2f} us med {med(cs)*1e6:9.2f} us"
            if r:
                b, n = min(r)
                cs = [x[0] for x in r]; ns = [x[1] for x in r]
                line += f" | {c} {b*1e3:8.3f} ({n*1e3:.3f}, {b/n:6.1f}x) med {med(cs)*1e3:8.3f}/{med(ns)*1e3:.3f} = {med(cs)/med(ns):6.1f}x"
        print(line)
PY
uptime
