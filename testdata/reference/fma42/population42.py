#!/usr/bin/env python3
"""population42.py SET H.json SIM.json ...: does the feature probe ablate42-c pointed at separate the
H100's extra fusions from the adds it left unfused? H.json/SIM.json: ../fma41/fusesearch.py on a
whole fma41 random set (fma41-rand.ptx, fma41-blocks.ptx) against the H100's golden and against
cudasim's own output. For every candidate (add, mul) cudasim leaves unfused and the H100's bits
label fused or unfused (not insensitive): the number of live guarded branches (skipping a store or
a value read after their label) between the add and the first read of its value, and the kind of
add: guarded (@%q2), mulcond (the mul inside a guarded branch's body), pp (an add of two candidate
products), single (the rest). Prints the counts and the single adds with two or more branches."""
import collections, json, re, sys
def regs_read(x):
    w = x.replace(',', ' ').replace('[', ' ').replace(']', ' ').split()
    if w and w[0].startswith('@'): w = w[1:]
    if not w: return []
    return w[1:] if w[0].startswith('st.') else w[2:]
def dest(x):
    w = x.replace(',', ' ').split()
    if w and w[0].startswith('@'): w = w[1:]
    if len(w) > 1 and not w[0].startswith('st.') and not w[0].startswith('bra'): return w[1]
def branches(st):
    res = {}
    for c, x in enumerate(st):
        mb = re.match(r'^@%q\d bra (\$\w+)$', x)
        if not mb: continue
        e = st.index(mb.group(1) + ':')
        live = any(st[j].split()[0].startswith('st.') or (dest(st[j]) and any(dest(st[j]) in regs_read(y) for y in st[e:])) for j in range(c + 1, e))
        res[c] = (e, live)
    return res
count, lists = collections.Counter(), collections.defaultdict(list)
args = sys.argv[1:]
for i in range(0, len(args), 3):
    s, hp, sp = args[i:i + 3]
    H, S = json.load(open(hp)), json.load(open(sp))
    for k in H:
        st = H[k]['stmts']
        sl = {(c[0], c[2]): c[4] for c in S[k]['cands']}
        br = branches(st)
        for a, pos, m, neg, lab in H[k]['cands']:
            if lab == 'insensitive' or sl.get((a, m)) == 'fused':
                continue
            d = dest(st[a])
            uses = [j for j in range(a + 1, len(st)) if d in regs_read(st[j])]
            fu = uses[0] if uses else len(st)
            dist = sum(1 for c, (e, live) in br.items() if live and a < c < fu)
            if st[a].startswith('@'): kind = 'guarded'
            elif any(c < m < e for c, (e, live) in br.items()): kind = 'mulcond'
            elif sum(1 for c in H[k]['cands'] if c[0] == a) > 1: kind = 'pp'
            else: kind = 'single'
            count[(lab, min(dist, 2), kind)] += 1
            if dist >= 2 and kind == 'single':
                lists[lab].append(f'{k}:{m}>{a}')
print('H100 label, live branches between add and first read (2 = two or more), kind: candidates')
for key in sorted(count): print(' ', key, count[key])
for lab in sorted(lists): print(lab, 'single, >= 2:', ' '.join(lists[lab]))
