import sys,re,statistics as S
for f in sys.argv[1:]:
  rows={}
  for line in open(f):
    m=re.match(r'cudasim workers: (\w+) (\d+) CTAs ([\d.]+) us at [\d.]+s: (.*)',line)
    if not m: continue
    for w in m.group(4).split(';'):
        w=w.strip()
        if not w: continue
        d=dict(re.findall(r'(start|end|ctas|winstr|cpu|wait) ([\d.-]+)',w)); d={a:float(b) for a,b in d.items()}
        if d['winstr']<1e5: continue
        on=re.search(r'on (\d+)-(\d+)',w).groups()
        rows.setdefault((m.group(1),'caller' if 'caller' in w else 'helper'),[]).append((d['cpu']/d['winstr']*1e6, on))
  for k,v in sorted(rows.items()):
    print(f, k, len(v), 'ps/winstr med %.1f'%S.median([x for x,_ in v]), 'cpus', S.mode([o for _,o in v]))
