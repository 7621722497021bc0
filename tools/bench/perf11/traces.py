# traces.py RESULTS-TRACES: per traced launch of two workers (CUDASIM_WORKER_TRACE), when each
# worker started (us after the launch began), the gap between their ends, their CTAs, and each
# worker's CPU time per CTA against the best one-worker launch of the same kernel.
import re, sys, collections
pat = re.compile(r'w(\d) start ([\d.]+) end ([\d.]+) ctas (\d+) winstr (\d+) cpu ([\d.]+);')
lines = [l.split(' ', 1) for l in open(sys.argv[1])]
solo = collections.defaultdict(list)
for name, l in lines:
    m = re.match(r'cudasim workers: (\w+) (\d+) CTAs ([\d.]+) us:(.*)', l)
    ws = pat.findall(m.group(4))
    if len(ws) == 1:
        solo[m.group(1)].append(float(ws[0][5]) / int(ws[0][3]))
print('one worker, CPU us per CTA (min, median):', {k: (round(min(v), 2), round(sorted(v)[len(v) // 2], 2)) for k, v in solo.items()})
for name, l in lines:
    m = re.match(r'cudasim workers: (\w+) (\d+) CTAs ([\d.]+) us:(.*)', l)
    k, wall, ws = m.group(1), float(m.group(3)), pat.findall(m.group(4))
    if len(ws) < 2:
        continue
    per = [float(w[5]) / max(int(w[3]), 1) / min(solo[k]) for w in ws]
    print(f"{name:22s} {k:7s} wall {wall:8.1f} starts {' '.join(w[1] for w in ws):14s} end gap {abs(float(ws[0][2]) - float(ws[1][2])):7.1f} "
          f"ctas {'/'.join(w[3] for w in ws):10s} CPU per CTA / one worker's best {' '.join('%.2f' % p for p in per)}")
# Totals: launches whose second worker started 0.5 ms late or more, and launches with a worker
# 1.5x one worker's best CPU per CTA or more.
tot = collections.Counter()
for name, l in lines:
    m = re.match(r'cudasim workers: (\w+) (\d+) CTAs ([\d.]+) us:(.*)', l)
    k, ws = m.group(1), pat.findall(m.group(4))
    if len(ws) < 2:
        continue
    tot[k, 'launches'] += 1
    tot[k, 'late'] += max(float(w[1]) for w in ws) >= 500
    tot[k, 'slow'] += max(float(w[5]) / max(int(w[3]), 1) for w in ws) >= 1.5 * min(solo[k])
print('totals:', ', '.join(f"{k} {tot[k, 'launches']} launches, {tot[k, 'late']} late, {tot[k, 'slow']} slow" for k in solo))
