import sys,re,statistics as S
# rows.txt of scale40-c: "BUILD wW row NAME seconds ..." under "# pair N wW BUILD"
d={}
cur=None
for line in open(sys.argv[1]):
    m=re.match(r'# pair (\d+) w\d (\w+)',line)
    if m: cur=int(m.group(1)); continue
    p=line.split()
    if len(p)>4 and p[2]=='row' and p[3] in ('hash','sgemm','vecadd','reduce','blocks','options'):
        d.setdefault((p[0],p[3]),{}).setdefault(cur,{})[p[1]]=float(p[4])
for k in ('hash','sgemm','vecadd','reduce','blocks','options'):
    for b in ('base','new'):
        v=d.get((b,k),{})
        r=[x['w1']/x['w2'] for x in v.values() if 'w1' in x and 'w2' in x]
        if not r: continue
        b1=min(x['w1'] for x in v.values()); b2=min(x['w2'] for x in v.values())
        print(f"{k:7s} {b:4s} n {len(r)} median {S.median(r):.3f} best/best {b1/b2:.3f} min {min(r):.3f}  w1 med {S.median([x['w1'] for x in v.values()])*1e3:.3f} ms w2 med {S.median([x['w2'] for x in v.values()])*1e3:.3f} ms")
