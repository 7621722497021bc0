import sys,statistics as S,re
# per-pair ratio w1/w2 for each kernel row
pairs={};cur=None
for line in open(sys.argv[1]):
    m=re.match(r'# pair (\d+) w(\d)',line)
    if m: cur=int(m.group(1)); continue
    p=line.split()
    if len(p)>3 and p[1]=='row' and p[2] in('hash','sgemm','vecadd','reduce','blocks','options'):
        pairs.setdefault(p[2],{}).setdefault(cur,{})[p[0]]=float(p[3])
for k in ('hash','sgemm','vecadd','reduce','blocks','options'):
    d=pairs.get(k,{})
    r=[v['w1']/v['w2'] for v in d.values() if 'w1' in v and 'w2' in v]
    b1=min(v['w1'] for v in d.values()); b2=min(v['w2'] for v in d.values())
    print(f"{k:7s} pairs {' '.join('%.3f'%x for x in r)}  median {S.median(r):.3f}  best/best {b1/b2:.3f}  w1 med {S.median([v['w1'] for v in d.values()])*1e3:.3f} ms  w2 med {S.median([v['w2'] for v in d.values()])*1e3:.3f} ms")
