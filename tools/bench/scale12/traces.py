# traces.py OUTDIR: summarises a scale12 probe's results (run-w1.sh, run-w2.sh): for each
# configuration, pair and kernel, one and two workers' best and median launch (the rows) and
# two workers against one; then, from the worker traces (CUDASIM_WORKER_TRACE, GODEBUG=gctrace=1),
# each worker's CPU time per CTA against the best one-worker launch of the kernel, its run-queue
# wait, late starts, the CPUs, and the garbage collections that overlapped a launch; the
# launch's hand-offs per configuration (the workers' starts, the stop: the launch's end after its
# last worker's, the caller back; with two, the gap between their ends and the share of their
# wall time not spent working); and run-w2.sh's one-worker A/B.
import collections, glob, gzip, os, re, sys

out = sys.argv[1]
rows = collections.defaultdict(list)
speed = {}
for l in open(os.path.join(out, 'scaling.txt')):
    f = l.split()
    if f[0] == 'rows' and len(f) > 7 and f[4] == 'row' and f[5] in ('hash', 'sgemm', 'vecadd', 'reduce'):
        rows[(f[1][4:], f[2][5:], f[5])].append(float(f[6]) * 1e3)
    if f[0] == 'speed':
        speed.setdefault((f[1][4:], f[2][5:], f[3][6:]), []).append(float(f[f.index('median') + 1]))
cfgs = sorted({k[0] for k in rows}, key=lambda c: (c[:-1], c[-1]))
pairs = sorted({k[1] for k in rows})
print('launch ms, best / median over rounds; two workers against one (best / median)')
for p in pairs:
    for k in ('hash', 'sgemm', 'vecadd', 'reduce'):
        line = f'{p:5s} {k:7s}'
        for c in cfgs:
            v = sorted(rows[(c, p, k)])
            if v:
                line += f' | {c} {v[0]:6.2f}/{v[len(v)//2]:6.2f}'
        for c1 in cfgs:
            if c1.endswith('1') and (c1[:-1] + '2') in cfgs:
                a, b = sorted(rows[(c1, p, k)]), sorted(rows[(c1[:-1] + '2', p, k)])
                if a and b:
                    line += f' | {c1[:-1]}: {a[0]/b[0]:.2f}x/{a[len(a)//2]/b[len(b)//2]:.2f}x'
        print(line)

pat = re.compile(r' w(\d)( caller)? start ([\d.]+) end ([\d.]+) ctas (\d+) winstr (\d+) cpu ([-\d.]+) wait ([-\d.]+) on (-?\d+)-(-?\d+);')
gcpat = re.compile(r'^gc \d+ @([\d.]+)s .*?: ([\d.]+)\+([\d.]+)\+([\d.]+) ms clock')
launches = []
for fn in sorted(glob.glob(os.path.join(out, 'trace-*.txt.gz'))):
    name = os.path.basename(fn)[6:-7]  # PAIR-CFG-rROUND
    gcs = []
    for l in gzip.open(fn, 'rt'):
        m = gcpat.match(l)
        if m:
            t = float(m.group(1)); gcs.append((t, t + sum(float(m.group(i)) for i in (2, 3, 4)) / 1e3))
            continue
        m = re.match(r'cudasim workers: (\w+) (\d+) CTAs ([\d.]+) us at ([\d.]+)s:(.*)', l)
        if m:
            ws = [dict(caller=bool(w[1]), start=float(w[2]), end=float(w[3]), ctas=int(w[4]), cpu=float(w[6]),
                       wait=float(w[7]), on=(int(w[8]), int(w[9]))) for w in pat.findall(m.group(5))]
            launches.append(dict(name=name, kernel=m.group(1), wall=float(m.group(3)), at=float(m.group(4)), ws=ws, gcs=gcs))
best = {}
for L in launches:
    if len(L['ws']) == 1:
        w = L['ws'][0]
        best[L['kernel']] = min(best.get(L['kernel'], 1e9), w['cpu'] / w['ctas'])
print('\none worker\'s best CPU us per CTA:', {k: round(v, 2) for k, v in best.items()})
print('per configuration (pooled over pairs and rounds): launches; workers 1.3x or more of the best CPU per CTA;')
print('  run-queue wait share of the launch (median, worst); second worker 0.5 ms late or more; launches a GC overlapped; '
      'workers that shared a CPU')
agg = collections.defaultdict(collections.Counter)
waits = collections.defaultdict(list)
slowcpu = collections.defaultdict(collections.Counter)
for L in launches:
    pair, cfg, _ = L['name'].rsplit('-', 2)
    a = agg[(cfg, L['kernel'])]
    a['launches'] += 1
    t0, t1 = L['at'], L['at'] + L['wall'] / 1e6
    a['gc'] += any(g0 < t1 and g1 > t0 for g0, g1 in L['gcs'])
    for w in L['ws']:
        rel = w['cpu'] / max(w['ctas'], 1) / best[L['kernel']]
        a['workers'] += 1
        a['slow'] += rel >= 1.3
        a['caller'] += w['caller']
        a['callerslow'] += w['caller'] and rel >= 1.3
        waits[(cfg, L['kernel'])].append(w['wait'] / L['wall'])
        slowcpu[cfg][w['on'][0]] += rel >= 1.3
        slowcpu[cfg][('n', w['on'][0])] += 1
    if len(L['ws']) == 2:
        a['late'] += max(w['start'] for w in L['ws']) >= 500
        a['shared'] += L['ws'][0]['on'][0] == L['ws'][1]['on'][0]
for (cfg, k), a in sorted(agg.items()):
    wv = sorted(waits[(cfg, k)])
    print(f"  {cfg} {k:7s} {a['launches']:3d} launches, slow {a['slow']}/{a['workers']} (caller {a['callerslow']}/{a['caller']}), "
          f"wait {wv[len(wv)//2]:.3f}/{wv[-1]:.3f}, late {a['late']}, gc {a['gc']}, same CPU {a['shared']}")
print('\nslow workers by the CPU they started on (slow/all), per configuration:')
for cfg, c in sorted(slowcpu.items()):
    print(' ', cfg, ' '.join(f"{cpu}:{c[cpu]}/{c[('n', cpu)]}" for cpu in sorted(k for k in c if not isinstance(k, tuple))))
if speed:
    print('\nnative speed reading of the pair before each process (median chunk us), per pair: min / median / max')
    byp = collections.defaultdict(list)
    for (c, p, r), v in speed.items():
        byp[p] += v
    for p, v in sorted(byp.items()):
        v.sort(); print(f'  {p}: {v[0]:.1f} / {v[len(v)//2]:.1f} / {v[-1]:.1f}')

# The hand-offs, per configuration.
q = lambda v, p: sorted(v)[min(int(len(v) * p), len(v) - 1)] if v else float('nan')
hs = collections.defaultdict(lambda: collections.defaultdict(list))
for L in launches:
    h = hs[L['name'].rsplit('-', 2)[1]]
    ws, wall = L['ws'], L['wall']
    starts = sorted(w['start'] for w in ws)
    h['stop'].append(wall - max(w['end'] for w in ws))
    h['first'].append(starts[0])
    if len(ws) == 2:
        h['second'].append(starts[1])
        h['gap'].append(abs(ws[0]['end'] - ws[1]['end']))
        h['idle'].append((2 * wall - sum(w['end'] - w['start'] for w in ws)) / (2 * wall))
        if starts[1] >= 500:
            t0, t1 = L['at'], L['at'] + wall / 1e6
            h['late'].append(any(g0 < t1 and g1 > t0 for g0, g1 in L['gcs']))
print('\nhand-offs, us: the first worker\'s start, the second\'s, the stop (medians, p90)')
for cfg, h in sorted(hs.items()):
    line = f"  {cfg}: first start {q(h['first'], .5):.1f}/{q(h['first'], .9):.1f}"
    if h['second']:
        line += (f"; second start {q(h['second'], .5):.1f}/{q(h['second'], .9):.1f}, 0.5 ms late or more "
                 f"{len(h['late'])} of {len(h['second'])} ({sum(h['late'])} with a GC); end gap {q(h['gap'], .5):.1f}/"
                 f"{q(h['gap'], .9):.1f}; idle share {q(h['idle'], .5):.3f}/{q(h['idle'], .9):.3f}")
    line += f"; stop {q(h['stop'], .5):.1f}/{q(h['stop'], .9):.1f}"
    print(line)

# run-w2.sh's one-worker A/B (one.txt): each build's best and median launch per kernel, and the
# native C of the same runs.
one = os.path.join(out, 'one.txt')
if os.path.exists(one):
    v = collections.defaultdict(list)
    for l in open(one):
        f = l.split()
        if len(f) > 5 and f[0] == 'one' and f[3] == 'row' and f[5] != '-':
            v[(f[1], f[4])].append((float(f[4 + 1]) * 1e3, float(f[6]) * 1e3 if f[6] != '-' else None))
    print('\none worker on one CPU, ms: best / median (native C best in the same runs; cudasim best / native best)')
    for k in ('hash', 'sgemm', 'vecadd', 'reduce', 'launch', 'launch2'):
        line = f'  {k:8s}'
        for b in ('main', 'scale12'):
            x = sorted(t for t, _ in v[(b, k)])
            n = [m for _, m in v[(b, k)] if m]
            if x:
                line += f' | {b} {x[0]:.4f} / {x[len(x)//2]:.4f}' + (f' (native {min(n):.3f}, {x[0]/min(n):.1f}x)' if n else '')
        print(line)
