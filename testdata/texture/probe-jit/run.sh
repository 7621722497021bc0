#!/bin/bash
# Which suq/txq forms make the driver refuse a PTX module (lazy loading, the default, and EAGER); README.md.
# Run from this folder with OUT set to a results folder.
export PATH=$PATH:/usr/local/cuda/bin
ROOT=$(cd ../../.. && pwd)
gcc -O2 -I/usr/local/cuda/include -o q q.c -lcuda 2>/dev/null || exit 1
P=$ROOT/testdata/texture/texprobe.ptx
[ -f "$P" ] || { gzip -dc "$P.gz" > /tmp/texprobe.ptx && P=/tmp/texprobe.ptx; } # stored compressed
python3 - $P <<'PY'
import sys,re
s=open(sys.argv[1]).read()
i=s.index('.visible .entry'); head=s[:i]
ents={}
for p in re.split(r'(?=\n\t// \.globl|\n\.visible \.entry)', s[i:]):
    m=re.search(r'\.entry\s+(\w+)',p)
    if m: ents[m.group(1)]=p
# one kernel per suq query and per txq line of each txq kernel
for name in ['k_suq','k_txq','k_txq2','k_txq3']:
    body=ents[name]; lines=body.split('\n')
    qs=[j for j,l in enumerate(lines) if re.search(r'\b(suq|txq)\.',l)]
    for n,j in enumerate(qs):
        keep=[l for k,l in enumerate(lines) if not (k in qs and k!=j)]
        q=re.search(r'((suq|txq)\.[\w.]+)',lines[j]).group(1)
        open(f'/tmp/one_{name}_{n:02d}.ptx','w').write(head+'\n'.join(keep).replace(name+'(',f'kq(').replace(name+'_param','kq_param'))
        print(f'/tmp/one_{name}_{n:02d}.ptx', q)
# texprobe minus k_suq
open('/tmp/nosuq.ptx','w').write(head+''.join(v for k,v in ents.items() if k!='k_suq'))
PY
for f in /tmp/one_*.ptx; do ./q $f -- kq; done > $OUT/forms-lazy.txt 2>&1
for f in /tmp/one_*.ptx; do CUDA_MODULE_LOADING=EAGER ./q $f -- kq; done > $OUT/forms-eager.txt 2>&1
./q /tmp/nosuq.ptx -- k_txq k_txq2 k_txq3 k_istypep > $OUT/nosuq.txt 2>&1
CUDA_MODULE_LOADING=EAGER ./q /tmp/nosuq.ptx -- k_txq k_istypep >> $OUT/nosuq.txt 2>&1
head -c 20000 /tmp/one_k_suq_00.ptx > $OUT/sample-one.ptx
cat $OUT/nosuq.txt
grep -c "" $OUT/forms-lazy.txt
