import sys,re,statistics as S
# summarise worker-trace lines: per launch total, helper start, end gap, cpu sum, cpu/winstr
rows={}
for line in open(sys.argv[1]):
    m=re.match(r'cudasim workers: (\w+) (\d+) CTAs ([\d.]+) us at [\d.]+s: (.*)',line)
    if not m: continue
    k=m.group(1); tot=float(m.group(3))
    ws=[]
    for w in m.group(4).split(';'):
        w=w.strip()
        if not w: continue
        d=dict(re.findall(r'(start|end|ctas|winstr|cpu|wait) ([\d.-]+)',w))
        d={a:float(b) for a,b in d.items()}; d['caller']='caller' in w
        ws.append(d)
    rows.setdefault(k,[]).append((tot,ws))
for k,L in rows.items():
    tot=[t for t,_ in L]
    hs=[max(w['start'] for w in ws if not w['caller']) for _,ws in L if len(ws)>1]
    cs=[min(w['start'] for w in ws if w['caller']) for _,ws in L]
    gap=[max(w['end'] for w in ws)-min(w['end'] for w in ws) for _,ws in L if len(ws)>1]
    tail=[t-max(w['end'] for w in ws) for t,ws in L]
    cpu=[sum(w['cpu'] for w in ws) for _,ws in L]
    wait=[sum(w['wait'] for w in ws) for _,ws in L]
    cpi=[sum(w['cpu'] for w in ws)/sum(w['winstr'] for w in ws)*1e6 for _,ws in L if sum(w['winstr'] for w in ws)]
    f=lambda x: ('%.1f'%S.median(x)) if x else '-'
    print(f"{k:8s} n={len(L)} total med {f(tot)} min {min(tot):.1f} | caller start {f(cs)} helper start {f(hs)} | end gap {f(gap)} | after last end {f(tail)} | cpu sum {f(cpu)} wait {f(wait)} | cpu ps/winstr {f(cpi)}")
