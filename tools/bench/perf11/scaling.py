# scaling.py RESULTS-SCALING: one and two workers per pair and kernel (each round's launch, best
# of five), two workers against one, the process's CPU per launch, the control (two one-worker
# processes at once, window 1) and host threads' C scaling.
import collections, sys
rows=collections.defaultdict(list); cpu=collections.defaultdict(list); nat=collections.defaultdict(list); ctl=collections.defaultdict(list)
for l in open(sys.argv[1]):
    f=l.split()
    if f[0]=='rows' and f[4]=='row' and f[5] in ('hash','sgemm','vecadd','reduce'):
        rows[(f[2],f[1],f[5])].append(float(f[6]))
    if f[0]=='rows' and f[4]=='launchcpu':
        cpu[(f[2],f[1],f[5])].append(float(f[7]))
    if f[0]=='native' and f[3]=='threads':
        nat[(f[1],f[4],f[5])].append(float(f[6]))
    if f[0]=='control' and f[4]=='row' and f[5] in ('hash','sgemm','vecadd','reduce'):
        ctl[(f[2],f[5])].append(float(f[6]))
for p in ('pair=2,3','pair=4,11','pair=8,12'):
    for k in ('hash','sgemm','vecadd','reduce'):
        a=rows[(p,'workers=1',k)]; b=rows[(p,'workers=2',k)]
        ca=cpu[(p,'workers=1',k)]; cb=cpu[(p,'workers=2',k)]
        c=ctl[(p,k)]
        print(p,k,'w1 %s'%' '.join('%.2f'%(x*1e3) for x in a),'| w2 %s'%' '.join('%.2f'%(x*1e3) for x in b),
              '| best %.2fx'%(min(a)/min(b)), 'rounds', ' '.join('%.2f'%(x/y) for x,y in zip(a,b)),
              '| cpu w1 %.2f w2 %.2f'%(min(ca)*1e3,min(cb)*1e3), ('| control best %.2f'%(min(c)*1e3)) if c else '')
    for k in ('hash','vecadd'):
        n1=nat[(p,k,'1')]; n2=nat[(p,k,'2')]
        if n1 and n2: print('  native threads',k,'1: %.2f 2: %.2f = %.2fx'%(min(n1)*1e3,min(n2)*1e3,min(n1)/min(n2)))
