# summary.py OUTDIR: summarises run-w.sh's results. (1) speed.c: each pair's native chunk alone
# and at once. (2) the control: one one-worker process alone against two at once (one per CPU),
# best and median over rounds, and what the pair delivers at once against one CPU alone
# (2 x alone / at once: the most two workers could reach on it). (3) one and two workers, main
# against scale13: best / median launch and two against one. (4) the worker traces: the helper's
# start after the launch began, by how it started (a new goroutine, or polled: a helper polling
# since the previous launch), the gap between the workers' ends, the share of two workers' wall
# time not spent working, and each worker's thread CPU time per CTA against one worker's.
# (5) the launches after each process's first of a kernel, all pairs: the helper's start, how
# many started 0.5 ms late or later, the mean share not working; and two workers against one
# speed-normalised: each launch's wall time times the best CPU time per CTA of any launch of the
# kernel over its own (what it would have taken on CPUs at their best speed), medians.
import collections, io, lzma, os, re, statistics as st, sys, tarfile

out = sys.argv[1]
K = ('hash', 'sgemm', 'vecadd', 'reduce', 'blocks')
med = lambda v: sorted(v)[len(v) // 2]

def lines(fn):
    fn = os.path.join(out, fn)
    return open(fn) if os.path.exists(fn) else lzma.open(fn + '.xz', 'rt')


print('(1) speed.c, median chunk us (thread CPU median)')
for l in lines('speed.txt'):
    f = l.split()
    if len(f) > 6 and f[0] == 'speed':
        print(f'  {f[1]} {f[2]:8s} cpu {f[4]:2s} median {f[f.index("median") + 1]:>7s} best {f[f.index("best") + 1]:>7s}')

def rows(fn, keyfn):
    d = collections.defaultdict(list)
    for l in lines(fn):
        f = l.split()
        if 'row' in f:
            i = f.index('row')
            if len(f) > i + 2 and f[i + 1] in K:
                d[keyfn(f[:i]) + (f[i + 1],)].append(float(f[i + 2]) * 1e3)
    return d

val = lambda fs, k: next(x.split('=')[1] for x in fs if x.startswith(k + '='))
print('\n(2) control: one 1-worker process alone / two at once (ms, best/median); 2 x alone / at once (median)')
c = rows('control.txt', lambda fs: (fs[0][:5], val(fs, 'pair')))
for p in sorted({k[1] for k in c}):
    for k in K:
        a, b = c[('alone', p, k)], c[('bothA', p, k)] + c[('bothB', p, k)]
        if a and b:
            print(f'  {p:5s} {k:7s} alone {min(a):7.2f}/{med(a):7.2f}  at once {min(b):7.2f}/{med(b):7.2f}  pair delivers {2 * med(a) / med(b):.2f}x')

print('\n(3) launch ms best/median over rounds; two workers against one (best/median)')
s = rows('scaling.txt', lambda fs: (val(fs, 'cfg'), val(fs, 'pair')))
for p in sorted({k[1] for k in s}):
    for k in K:
        line = f'  {p:5s} {k:7s}'
        for b in ('main', 'new'):
            one, two = s[(b + '1', p, k)], s[(b + '2', p, k)]
            if one and two:
                line += f' | {b} {min(one):7.2f}/{med(one):7.2f} -> {min(two):7.2f}/{med(two):7.2f} = {min(one) / min(two):.2f}x/{med(one) / med(two):.2f}x'
        print(line)

pat = re.compile(r' w(\d)( caller| polled)? start ([\d.]+) end ([\d.]+) ctas (\d+) winstr (\d+) cpu ([-\d.]+) wait ([-\d.]+)')
hd = re.compile(r'cudasim workers: (\S+) (\d+) CTAs ([\d.]+) us')
tr = collections.defaultdict(list)
warm = collections.defaultdict(list)  # the kernels of each trace file in launch order
with tarfile.open(os.path.join(out, 'traces.tar.xz')) as t:
    for m in t.getmembers():
        name = m.name
        cfg = re.search(r'cfg:([a-z]+[12])', name)
        cfg = cfg.group(1) if cfg else name.split('_')[0][6:]
        pair = re.search(r'pair:([\d+]+)', name).group(1).replace('+', ',')
        for l in io.TextIOWrapper(t.extractfile(m)):
            h = hd.search(l)
            if h:
                ws = [(who.strip() or 'new', float(s0), float(e), int(n), float(cpu)) for _, who, s0, e, n, _, cpu, _ in pat.findall(l)]
                tr[(cfg, pair, h.group(1))].append((float(h.group(3)), ws))
                warm[(cfg, pair, name)].append(h.group(1))
print('\n(4) traces: helper start us by kind (median/p90, count), end gap us (median/p90), not working % (median/p90), CPU per CTA / one worker\'s best')
for p in sorted({k[1] for k in tr}):
    for k in K:
        one = [sum(w[4] for w in ws) / max(1, sum(w[3] for w in ws)) for _, ws in tr.get(('new1', p, k), []) + tr.get(('main1', p, k), [])]
        base = min(one) if one else 0
        for cfg in ('main2', 'new2'):
            L = tr.get((cfg, p, k))
            if not L:
                continue
            starts = collections.defaultdict(list)
            gaps, idle, slow = [], [], []
            for wall, ws in L:
                for w in ws:
                    if w[0] != 'caller':
                        starts[w[0]].append(w[1])
                    if base and w[3]:
                        slow.append(w[4] / w[3] / base)
                if len(ws) == 2:
                    gaps.append(abs(ws[0][2] - ws[1][2]))
                    idle.append(100 * (1 - sum(w[2] - w[1] for w in ws) / (2 * wall)))
            line = f'  {p:5s} {k:7s} {cfg}'
            for kind, v in sorted(starts.items()):
                v.sort()
                line += f' | {kind} {med(v):7.1f}/{v[9 * len(v) // 10]:7.1f} ({len(v)})'
            if gaps:
                gaps.sort(); idle.sort()
                line += f' | gap {med(gaps):6.1f}/{gaps[9 * len(gaps) // 10]:6.1f} | idle {med(idle):4.1f}/{idle[9 * len(idle) // 10]:4.1f}%'
            if slow:
                line += f' | cpu/CTA {med(slow):.2f}x'
            print(line)

print('\n(5) warm launches, all pairs: helper start us median (count), 0.5 ms late or later, mean not working; two against one speed-normalised (medians)')
first = collections.defaultdict(int)  # (cfg, pair, kernel) -> first launches to skip
for (cfg, pair, name), ks in warm.items():
    for k in set(ks):
        first[(cfg, pair, k)] += 1
norm = collections.defaultdict(list)
for k in K:
    allc = [sum(w[4] for w in ws) / max(1, sum(w[3] for w in ws)) for (c, p, kk), L in tr.items() if kk == k and c[-1] in '12' for _, ws in L]
    if not allc:
        continue
    best = min(x for x in allc if x > 0)
    for cfg in ('main1', 'new1', 'main2', 'new2'):
        starts, late, idle, n = collections.defaultdict(list), 0, [], 0
        for p in sorted({kk[1] for kk in tr}):
            # launches are in file order within a pair; the first of each process is the row's untimed one
            L = tr.get((cfg, p, k), [])
            per = len(L) // max(1, first[(cfg, p, k)])
            for i, (wall, ws) in enumerate(L):
                if i % per == 0:
                    continue
                c = sum(w[4] for w in ws) / max(1, sum(w[3] for w in ws))
                if c > 0:
                    norm[(cfg, k)].append(wall * best / c)
                for w in ws:
                    if w[0] != 'caller':
                        starts[w[0]].append(w[1])
                        late += w[1] >= 500
                if len(ws) == 2:
                    idle.append(100 * (1 - sum(w[2] - w[1] for w in ws) / (2 * wall)))
        if idle:
            print(f'  {k:7s} {cfg}: ' + ', '.join(f'{kind} {med(v):6.1f} ({len(v)})' for kind, v in sorted(starts.items())) +
                  f'; {late} late; not working {st.mean(idle):4.1f} %')
    for b in ('main', 'new'):
        if norm[(b + '1', k)] and norm[(b + '2', k)]:
            print(f'  {k:7s} {b}: two against one, speed-normalised {med(norm[(b + "1", k)]) / med(norm[(b + "2", k)]):.2f}x')
