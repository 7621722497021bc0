# s11.py DIR...: reads session 11's window-2 worker traces (perf11's format, DIR/trace-*.txt.gz,
# as copied into s11/) and prints, per process (trace file) and kernel, each launch's workers' CPU
# time per CTA against the best one-worker launch of the kernel; then per kernel the late starts
# (a worker's first CTA 0.5 ms or more after the launch began), which launch of its process was
# late, the gap between the workers' ends, the share of two workers' wall time they idled, and the
# stop hand-off (from the last worker's end to the launch's end, the caller woken) with one and two.
import collections, glob, gzip, os, re, sys

pat = re.compile(r'w(\d) start ([\d.]+) end ([\d.]+) ctas (\d+) winstr (\d+) cpu ([\d.]+);')
for d in sys.argv[1:]:
    print('==', d)
    rows = collections.defaultdict(list)
    for fn in sorted(glob.glob(os.path.join(d, 'trace-*.txt.gz'))):
        name = os.path.basename(fn)[6:-7]
        idx = collections.Counter()
        for l in gzip.open(fn, 'rt'):
            m = re.match(r'cudasim workers: (\w+) (\d+) CTAs ([\d.]+) us:(.*)', l)
            if not m:
                continue
            k = m.group(1)
            ws = [(float(w[1]), float(w[2]), int(w[3]), float(w[5])) for w in pat.findall(m.group(4))]
            rows[(name, k)].append((idx[k], float(m.group(3)), ws))
            idx[k] += 1
    best = {}
    for (n, k), v in rows.items():
        for _, _, ws in v:
            if len(ws) == 1:
                best[k] = min(best.get(k, 1e9), ws[0][3] / ws[0][2])
    print('one worker, best CPU us per CTA:', {k: round(v, 2) for k, v in best.items()})
    print('CPU per CTA against it, each launch (workers separated by spaces):')
    for (n, k), v in sorted(rows.items()):
        print(f'  {n:24s} {k:7s}', ' | '.join(' '.join('%.2f' % (w[3] / max(w[2], 1) / best[k]) for w in ws) for _, _, ws in v))
    stats = collections.defaultdict(list)
    lateidx = collections.Counter()
    stop = collections.defaultdict(list)
    for (n, k), v in rows.items():
        for i, wall, ws in v:
            stop[(k, len(ws))].append(wall - max(w[1] for w in ws))
            if len(ws) < 2:
                continue
            late = max(w[0] for w in ws)
            gap = abs(ws[0][1] - ws[1][1])
            idle = (2 * wall - sum(w[1] - w[0] for w in ws)) / (2 * wall)
            stats[k].append((late, gap, idle))
            if late >= 500:
                lateidx[i] += 1
    for k, v in stats.items():
        la = sorted(x[0] for x in v); ga = sorted(x[1] for x in v); idl = sorted(x[2] for x in v)
        q = lambda a, p: a[min(int(len(a) * p), len(a) - 1)]
        print(f'{k:7s} {len(v)} two-worker launches: late >= 0.5 ms {sum(x >= 500 for x in la)}, late start median {q(la, .5):.0f} '
              f'p90 {q(la, .9):.0f} max {la[-1]:.0f} us; end gap median {q(ga, .5):.0f} p90 {q(ga, .9):.0f} us; '
              f'idle share median {q(idl, .5):.3f} p90 {q(idl, .9):.3f}')
    for (k, nw), v in sorted(stop.items()):
        v.sort()
        print(f'{k:7s} {nw} worker(s): stop hand-off median {v[len(v)//2]:.1f} p90 {v[int(len(v)*.9)]:.1f} max {v[-1]:.1f} us')
    print('late launches by their index in the process (0 = the kernel\'s first launch):', sorted(lateidx.items()))
