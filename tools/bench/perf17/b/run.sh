#!/bin/bash
# perf17-b (issue 14: reduce's round in assembly; two kernel workers on every row), GPU host
# probe: tools/bench's host rows (rows, blocks, options: cudasim through a drop-in against the
# same work in C, cc -O2 -march=native, in the same process), main's shared drop-in (lib/,
# "main") against branch perf17's (new/, "perf17"), CUDASIM_KERNEL_WORKERS=1 and 2, all on CPUs
# 2 and 3; a warm-up, then four rounds alternating the four configurations.
set -u -x
HERE=$(pwd); OUT=${OUT:-$HERE/out}; mkdir -p "$OUT"
{ echo "== $(date -u) $(nproc) CPUs"; uptime; grep -m1 "model name" /proc/cpuinfo; echo "perf17: $(cat new/BUILT 2>/dev/null)"; } | tee "$OUT/env.txt"
cc -O2 -march=native -o host host.c -ldl -lm -lpthread || { echo "cc failed"; exit 1; }
[ -f lib/libcuda.so.1 ] || { echo "no shared drop-in"; exit 1; }
mkdir -p d && xz -dc new/libcuda.so.1.xz > d/libcuda.so.1 && ln -sf libcuda.so.1 d/libcuda.so || { echo "no perf17 drop-in"; exit 1; }
set +x
export CUDASIM_PROGRESS=0
one() { # one BUILD WORKERS: every host row in that configuration
  local dir=$HERE/lib; [ "$1" = perf17 ] && dir=$HERE/d
  for mode in "rows bench.ptx" "blocks blocks.ptx" "options sfu90.ptx"; do
    set -- $mode
    CUDASIM_KERNEL_WORKERS=$W LD_LIBRARY_PATH=$dir timeout 100 taskset -c 2,3 stdbuf -oL ./host $1 $HERE/$2 3 1 || echo "fail $1 rc=$?"
  done
}
for b in main perf17; do W=1 one $b > /dev/null 2>&1; done
{
for round in 1 2 3 4; do for b in main perf17; do for W in 1 2; do
  W=$W one $b 2>&1 | sed -u "s/^/$b-w$W round=$round /"
done; done; done
} 2>&1 | tee "$OUT/rows.txt"
python3 - "$OUT/rows.txt" <<'PY' | tee "$OUT/summary.txt"
import sys, collections
row = collections.defaultdict(list)
for l in open(sys.argv[1]):
    f = l.split()
    if len(f) >= 6 and f[2] == 'row':
        row[(f[0], f[3])].append((float(f[4]), None if f[5] == '-' else float(f[5])))
names = []
for k in row:
    if k[1] not in names: names.append(k[1])
cfgs = ('main-w1', 'main-w2', 'perf17-w1', 'perf17-w2')
print("best cudasim ms (median) per configuration; native C best; w2 speed-up over w1 (best, median)")
for n in names:
    s = f"{n:8s}"
    b, m = {}, {}
    for c in cfgs:
        v = sorted(x[0] for x in row[(c, n)])
        if v:
            b[c], m[c] = v[0], v[len(v)//2]
            s += f" | {c} {b[c]*1e3:8.3f} ({m[c]*1e3:8.3f})"
    nat = [x[1] for c in cfgs for x in row[(c, n)] if x[1] is not None]
    if nat: s += f" | native {min(nat)*1e3:.3f}"
    for p in ('main', 'perf17'):
        if p+'-w1' in b and p+'-w2' in b:
            s += f" | {p} w2/w1 {b[p+'-w1']/b[p+'-w2']:.2f}x ({m[p+'-w1']/m[p+'-w2']:.2f}x)"
    print(s)
PY
uptime
