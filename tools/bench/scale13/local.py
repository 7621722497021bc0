# local.py DIR: summarises local.sh's results: per configuration (A one worker alone, P two
# one-worker processes at once, Tb/Tn two workers, base and new) and kernel, the launches' wall
# time (best/median ms, from the trace), the workers' thread CPU time per CTA (best/median), their
# run-queue wait (median ms a launch), and for two workers the helper's start (median us, by how
# it started), the gap between the ends and the share of the two workers' time not working;
# then what the machine delivers: 2 x A / P (medians), the most two workers could reach.
import collections, gzip, os, re, statistics as st, sys

d = sys.argv[1]
pat = re.compile(r' w(\d)( caller| polled)? start ([\d.]+) end ([\d.]+) ctas (\d+) winstr (\d+) cpu ([-\d.]+) wait ([-\d.]+)')
hd = re.compile(r'cudasim workers: (\S+) (\d+) CTAs ([\d.]+) us')
med = st.median
walls = {}
norm = collections.defaultdict(list)  # (cfg, kernel): wall x best CPU per CTA / the launch's
bestc = {}
for cfg in ('A', 'P', 'Tb', 'Tn'):
    fn = os.path.join(d, f'trace-{cfg}.txt')
    op = gzip.open if not os.path.exists(fn) else open
    fn = fn if os.path.exists(fn) else fn + '.gz'
    L = collections.defaultdict(list)
    for l in op(fn, 'rt'):
        h = hd.search(l)
        if h:
            L[h.group(1)].append((float(h.group(3)), [(w[1].strip() or 'new', float(w[2]), float(w[3]), int(w[4]), float(w[6]), float(w[7])) for w in pat.findall(l)]))
    for k in ('hash', 'sgemm', 'vecadd', 'reduce', 'blocks'):
        v = L.get(k)
        if not v:
            continue
        wl = [x[0] / 1e3 for x in v]
        walls[(cfg, k)] = wl
        cpc = [sum(w[4] for w in ws) / sum(w[3] for w in ws) for _, ws in v]
        bestc[k] = min(bestc.get(k, 1e30), min(cpc))
        norm[(cfg, k)] = [(x[0] / 1e3, c) for x, c in zip(v, cpc)]
        line = f'{cfg:2s} {k:7s} n {len(v):3d} wall {min(wl):8.2f}/{med(wl):8.2f} ms | cpu/CTA {min(cpc):7.3f}/{med(cpc):7.3f} us | run-queue wait {med([sum(w[5] for w in ws) for _, ws in v]) / 1e3:7.2f} ms'
        if cfg.startswith('T'):
            starts = collections.defaultdict(list)
            for _, ws in v:
                for w in ws:
                    if w[0] != 'caller':
                        starts[w[0]].append(w[1])
            for kind, s in sorted(starts.items()):
                line += f' | {kind} start {med(s):7.1f} us ({len(s)})'
            two = [(wall, ws) for wall, ws in v if len(ws) == 2]
            line += f' | end gap {med([abs(ws[0][2] - ws[1][2]) for _, ws in two]):6.1f} us'
            line += f' | not working {100 * med([1 - sum(w[2] - w[1] for w in ws) / (2 * wall) for wall, ws in two]):4.1f} %'
        print(line)
print('machine: 2 x A / P (medians), the most two workers could reach:',
      ', '.join(f'{k} {2 * med(walls[("A", k)]) / med(walls[("P", k)]):.2f}x' for k in ('hash', 'sgemm', 'vecadd', 'reduce', 'blocks') if ("A", k) in walls and ("P", k) in walls))
print('two workers against one alone (medians): ' + '; '.join(
    c + ' ' + ', '.join(f'{k} {med(walls[("A", k)]) / med(walls[(c, k)]):.2f}x' for k in ('hash', 'sgemm', 'vecadd', 'reduce', 'blocks') if (c, k) in walls) for c in ('Tb', 'Tn')))
print('speed-normalised (wall x best CPU time per CTA / the launch\'s), two workers against one alone (medians): ' + '; '.join(
    c + ' ' + ', '.join(f'{k} {med([w * bestc[k] / x for w, x in norm[("A", k)]]) / med([w * bestc[k] / x for w, x in norm[(c, k)]]):.2f}x'
                        for k in ('hash', 'sgemm', 'vecadd', 'reduce', 'blocks') if norm[(c, k)] and norm[("A", k)]) for c in ('Tb', 'Tn')))
