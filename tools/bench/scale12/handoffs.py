# handoffs.py OUTDIR: the launch's start and stop hand-offs per configuration, from a scale12
# probe's worker traces: the later worker's start (us after the launch began: median, p90, share
# 0.5 ms or more, and of those how many a garbage collection overlapped), the earlier one's, and
# the stop (the launch's end after its last worker's: the caller back), for one and two workers;
# with two, the gap between the workers' ends and the share of the two workers' wall time they
# were not working (started late, ended early, the stop).
import collections, glob, gzip, os, re, sys

pat = re.compile(r' w(\d)( caller)? start ([\d.]+) end ([\d.]+) ctas (\d+) winstr (\d+) cpu ([-\d.]+) wait ([-\d.]+) on (-?\d+)-(-?\d+);')
gcpat = re.compile(r'^gc \d+ @([\d.]+)s .*?: ([\d.]+)\+([\d.]+)\+([\d.]+) ms clock')
st = collections.defaultdict(lambda: collections.defaultdict(list))
for fn in sorted(glob.glob(os.path.join(sys.argv[1], 'trace-*.txt.gz'))):
    cfg = os.path.basename(fn)[6:-7].rsplit('-', 2)[1]
    gcs = []
    for l in gzip.open(fn, 'rt'):
        m = gcpat.match(l)
        if m:
            t = float(m.group(1)); gcs.append((t, t + sum(float(m.group(i)) for i in (2, 3, 4)) / 1e3))
            continue
        m = re.match(r'cudasim workers: (\w+) (\d+) CTAs ([\d.]+) us at ([\d.]+)s:(.*)', l)
        if not m:
            continue
        wall, at = float(m.group(3)), float(m.group(4))
        ws = pat.findall(m.group(5))
        starts = sorted(float(w[2]) for w in ws)
        s = st[cfg]
        s['stop'].append(wall - max(float(w[3]) for w in ws))
        s['first'].append(starts[0])
        if len(ws) == 2:
            s['second'].append(starts[1])
            ends = [float(w[3]) for w in ws]
            s['gap'].append(abs(ends[0] - ends[1]))
            s['idle'].append((2 * wall - sum(float(w[3]) - float(w[2]) for w in ws)) / (2 * wall))
            if starts[1] >= 500:
                s['late'].append(any(g0 < at + wall / 1e6 and g1 > at for g0, g1 in gcs))
q = lambda v, p: sorted(v)[min(int(len(v) * p), len(v) - 1)] if v else float('nan')
for cfg, s in sorted(st.items()):
    line = f"{cfg}: first start median {q(s['first'], .5):.1f} p90 {q(s['first'], .9):.1f} us"
    if s['second']:
        line += (f"; second start median {q(s['second'], .5):.1f} p90 {q(s['second'], .9):.1f} us, 0.5 ms late or more "
                 f"{len(s['late'])} of {len(s['second'])} ({sum(s['late'])} with a GC); end gap median {q(s['gap'], .5):.1f} "
                 f"p90 {q(s['gap'], .9):.1f} us; idle share median {q(s['idle'], .5):.3f} p90 {q(s['idle'], .9):.3f}")
    line += f"; stop median {q(s['stop'], .5):.1f} p90 {q(s['stop'], .9):.1f} us"
    print(line)
