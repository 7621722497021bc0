#!/usr/bin/env python3
"""population42.py SET H.json SIM.json ...: does the feature probe ablate42-c pointed at separate the
H100's extra fusions from the adds it left unfused? H.json/SIM.json: ../fma41/fusesearch.py on a
whole fma41 random set (fma41-rand.ptx, fma41-blocks.ptx) against the H100's golden and against
cudasim's own output. For every candidate (add, mul) cudasim leaves unfused and the H100's bits
label fused or unfused (not insensitive): the number of live guarded branches (skipping a store or
a value read after their label; liveness: reaching a store, transitively) plus IEEE
div/rcp/sqrt (which ptxas expands into branches, live or not) between the add and the first live
read of its value (F; every one of the 21 extra fusions has F >= 2), and the kind of
add: guarded (@%q2), mulcond (the mul inside a guarded branch's body), pp (an add of two candidate
products), single (the rest). Prints the counts and the single adds with two or more branches."""
import collections, json, re, sys
from pairs42 import load_sets  # (run from this folder)
def regs_read(x):
    w = x.replace(',', ' ').replace('[', ' ').replace(']', ' ').split()
    if w and w[0].startswith('@'): w = w[1:]
    if not w: return []
    return w[1:] if w[0].startswith('st.') else w[2:]
def dest(x):
    w = x.replace(',', ' ').split()
    if w and w[0].startswith('@'): w = w[1:]
    if len(w) > 1 and not w[0].startswith('st.') and not w[0].startswith('bra'): return w[1]
SPLIT = re.compile(r'^(@%q\d )?(div|rcp|sqrt)\.(rn|rz|rm|rp)\.')
def livemask(st):
    live = [False] * len(st)
    for i in range(len(st) - 1, -1, -1):
        w = st[i].split()
        if st[i].endswith(':') or 'bra' in st[i] or 'st.' in w[0] or (len(w) > 1 and w[1].startswith('st.')) or w[0].startswith('setp'):
            live[i] = True
            continue
        d = dest(st[i])
        live[i] = bool(d) and any(live[j] and d in regs_read(st[j]) for j in range(i + 1, len(st)))
    return live
def branches(st, live):
    res = {}
    for c, x in enumerate(st):
        mb = re.match(r'^@%q\d bra (\$\w+)$', x)
        if not mb: continue
        e = st.index(mb.group(1) + ':')
        res[c] = (e, any(live[j] for j in range(c + 1, e)))
    return res
if __name__ == '__main__':
    count, lists = collections.Counter(), collections.defaultdict(list)
    for s, H, S in load_sets(sys.argv[1:]):
        for k in H:
            st = H[k]['stmts']
            sl = {(c[0], c[2]): c[4] for c in S[k]['cands']}
            lv = livemask(st)
            br = branches(st, lv)
            for a, pos, m, neg, lab in H[k]['cands']:
                if lab == 'insensitive' or sl.get((a, m)) == 'fused':
                    continue
                d = dest(st[a])
                uses = [j for j in range(a + 1, len(st)) if lv[j] and d in regs_read(st[j])]
                fu = uses[0] if uses else len(st)
                dist = sum(1 for c, (e, live) in br.items() if live and a < c < fu) + sum(1 for j in range(a + 1, fu) if SPLIT.match(st[j]))
                if st[a].startswith('@'): kind = 'guarded'
                elif any(c < m < e for c, (e, live) in br.items()): kind = 'mulcond'
                elif sum(1 for c in H[k]['cands'] if c[0] == a) > 1: kind = 'pp'
                else: kind = 'single'
                count[(lab, min(dist, 2), kind)] += 1
                if dist >= 2 and kind == 'single':
                    lists[lab].append(f'{k}:{m}>{a}')
    print('H100 label, F (2 = two or more), kind: candidates')
    for key in sorted(count): print(' ', key, count[key])
    for lab in sorted(lists): print(lab, 'single, >= 2:', ' '.join(lists[lab]))
