# cpu.py OUTDIR: from run-w.sh's worker traces, each kernel's thread CPU time per CTA (all
# workers' CPU over all CTAs of a launch) by build and worker count: best and median over the
# launches after each process's first, and two workers' median against one's (1.00: no CPU
# added by the second worker). Also the helper's start after the launch began (us: median, p90,
# how many 0.5 ms or later).
import collections, io, os, re, sys, tarfile

out = sys.argv[1]
med = lambda v: sorted(v)[len(v) // 2]
pat = re.compile(r' w(\d)( caller)? start ([\d.]+) end ([\d.]+) ctas (\d+) winstr (\d+) cpu ([-\d.]+) wait ([-\d.]+)')
hd = re.compile(r'cudasim workers: (\S+) (\d+) CTAs ([\d.]+) us')
cpu, start = collections.defaultdict(list), collections.defaultdict(list)
with tarfile.open(os.path.join(out, 'traces.tar.xz')) as t:
    for m in t.getmembers():
        cfg = re.search(r'cfg:([a-z]+[12])', m.name).group(1)
        seen = set()
        for l in io.TextIOWrapper(t.extractfile(m)):
            h = hd.search(l)
            if not h:
                continue
            k = h.group(1)
            if k not in seen:  # the process's first launch of the kernel
                seen.add(k)
                continue
            ws = pat.findall(l)
            c, n = sum(float(w[6]) for w in ws), sum(int(w[4]) for w in ws)
            if n and c > 0:
                cpu[(cfg, k)].append(c / n)
            for w in ws:
                if not w[1]:
                    start[(cfg, k)].append(float(w[2]))
ks = sorted({k for _, k in cpu}, key=['hash', 'sgemm', 'vecadd', 'reduce', 'blocks'].index)
cfgs = sorted({c for c, _ in cpu})
print('thread CPU us per CTA, best / median (launches); helper start us median')
for k in ks:
    for c in cfgs:
        v = cpu.get((c, k))
        if v:
            s = start.get((c, k))
            st = ''
            if s:
                s.sort()
                st = f'  start {med(s):6.1f} p90 {s[9 * len(s) // 10]:7.1f}, {sum(x >= 500 for x in s)} at 0.5 ms or later'
            print(f'  {k:7s} {c:9s} {min(v):9.3f} / {med(v):9.3f} ({len(v)})' + st)
    for b in sorted({c[:-1] for c in cfgs}):
        if cpu.get((b + '1', k)) and cpu.get((b + '2', k)):
            print(f'  {k:7s} {b}: CPU per CTA, two workers / one (medians) {med(cpu[(b + "2", k)]) / med(cpu[(b + "1", k)]):.3f}')
