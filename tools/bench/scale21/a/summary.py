# summary.py ROWS: scale21-a's table from run.sh's rows.txt: per kernel row and configuration the
# best and median wall time (ms) and the CPU time of the fastest launch; then two workers against
# one (best and median), each branch configuration against br-w1, main's against main-w1.
import sys, collections
wall = collections.defaultdict(list)
cpu = collections.defaultdict(list)
for l in open(sys.argv[1]):
    f = l.split()
    if len(f) >= 6 and f[2] == 'row':
        wall[(f[0], f[3])].append(float(f[4]))
    if len(f) >= 7 and f[2] == 'launchcpu':
        cpu[(f[0], f[3])].append(float(f[5]))
med = lambda v: sorted(v)[len(v) // 2]
rows = sorted({k[1] for k in wall})
cfgs = []
for k in wall:
    if k[0] not in cfgs:
        cfgs.append(k[0])
for r in rows:
    for c in cfgs:
        t = wall[(c, r)]
        if not t:
            continue
        base = 'main-w1' if c.startswith('main') else 'br-w1'
        s = f"{r:8s} {c:22s} n={len(t):2d} best {min(t)*1e3:8.3f} med {med(t)*1e3:8.3f}"
        if cpu[(c, r)]:
            s += f" cpu {min(cpu[(c, r)])*1e3:8.3f}"
        b = wall[(base, r)]
        if b and c != base:
            s += f" | vs {base}: best {min(b)/min(t):5.2f}x med {med(b)/med(t):5.2f}x"
        print(s)
