#!/usr/bin/env python3
"""analyze42.py OUTDIR TABLE.md [JSON]: phase 2 of probe ablate42-c. OUTDIR holds the probe's
output (NAME/def.txt or def.txt.xz for abl42-rand, abl42-blocks1, abl42-blocks2). For each
file, ../fma41/fusesearch.py is run with the probe's output as GPU.txt (CFMA, SIMLIB as there):
it finds, per variant, the set of mul+add fusions whose cudasim evaluation (each add written as
fma.rn of its product's factors or .rn) gives the GPU's bits in lanes 0-39, and labels each
candidate fused, unfused or insensitive. The pair's label in each variant (manifest.tsv maps
MUL and ADD to the variant's statement indexes) is tabulated per pair: which single-statement
changes left it fused, unfused it, or made it unobservable."""
import csv, json, lzma, os, re, subprocess, sys
here = os.path.dirname(os.path.abspath(__file__))
outdir, table = sys.argv[1], sys.argv[2]
jout = sys.argv[3] if len(sys.argv) > 3 else None
rows = list(csv.DictReader(open(os.path.join(here, 'manifest.tsv')), delimiter='\t'))
import gzip
labels = {}
work = os.environ.get('TMPDIR', '/tmp')
stmts = {}
for f in ('abl42-rand', 'abl42-blocks1', 'abl42-blocks2'):
    d = os.path.join(outdir, f)
    p = os.path.join(d, 'def.txt')
    txt = open(p).read() if os.path.exists(p) else lzma.open(p + '.xz', 'rt').read()
    g = os.path.join(work, f'a42-{f}.txt'); open(g, 'w').write(txt)
    ptx = os.path.join(work, f'a42-{f}.ptx'); open(ptx, 'w').write(gzip.open(os.path.join(here, f + '.ptx.gz'), 'rt').read())
    js = os.path.join(work, f'a42-{f}.json')
    env = dict(os.environ, TMPPTX=os.path.join(work, f'a42-{f}-t.ptx'))
    r = subprocess.run([sys.executable, os.path.join(here, '..', 'fma41', 'fusesearch.py'), ptx, g, js], env=env, capture_output=True, text=True)
    print(f, r.stdout.strip()[:300], r.stderr.strip()[:300])
    res = json.load(open(js))
    missing = {l.split()[1] for l in txt.split('\n') if l.startswith('K ')}
    for n, v in res.items():
        stmts[n] = v['stmts']
        for a, pos, m, neg, lab in v['cands']:
            labels[(n, a, m)] = (lab, v['residual'])
    labels.update({('present', n): True for n in missing})
out = {}
for r in rows:
    n, k = r['variant'], r['kernel']
    key = (n, int(r['add']), int(r['mul']))
    if not labels.get(('present', n)):
        lab = 'absent'
    elif key in labels:
        lab = labels[key][0] + (' (residual ' + ','.join(map(str, labels[key][1])) + ')' if labels[key][1] else '')
    else:
        lab = 'no-candidate'
    c = int(r['changed'])
    what = '' if c < 0 else stmts.get(f'{k}_a0', [''] * (c + 1))[c]
    out.setdefault(k, []).append(dict(variant=n, changed=c, kind=r['kind'], stmt=what, label=lab))
with open(table, 'w') as t:
    t.write('# ablate42-c: per pair, the H100\'s label of the add in each single-statement variant\n\n')
    for k, vs in out.items():
        base = vs[0]
        st = stmts.get(f'{k}_a0', [])
        mul = int([r for r in rows if r['variant'] == f'{k}_a0'][0]['mul']); add = int([r for r in rows if r['variant'] == f'{k}_a0'][0]['add'])
        t.write(f'## {k}: MUL {mul} `{st[mul] if st else ""}`, ADD {add} `{st[add] if st else ""}`; unchanged: {base["label"]}\n\n')
        for lab in sorted({v['label'] for v in vs[1:]}):
            sel = [v for v in vs[1:] if v['label'] == lab]
            t.write(f'- {lab} ({len(sel)}): ' + '; '.join(f'{v["changed"]} {v["kind"]} `{v["stmt"]}`' for v in sel) + '\n')
        t.write('\nstatements:\n\n```\n' + '\n'.join(f'{i:3d} {s}' for i, s in enumerate(st)) + '\n```\n\n')
# per pair: the live guarded branches and IEEE div/rcp/sqrt (population42.py's F) between the add
# and the first live read of its value, and which of them unfused it
sys.path.insert(0, here)
from population42 import regs_read, dest, livemask, branches, SPLIT
summary = []
for k, vs in out.items():
    st = stmts.get(f'{k}_a0', [])
    r0 = [r for r in rows if r['variant'] == f'{k}_a0'][0]
    a = int(r0['add'])
    d = dest(st[a])
    lv = livemask(st)
    uses = [j for j in range(a + 1, len(st)) if lv[j] and d in regs_read(st[j])]
    fu = uses[0] if uses else len(st)
    lab = {v['changed']: v['label'] for v in vs[1:]}
    f = lambda c: f"{c}{'U' if lab.get(c, '').startswith('unfused') else 'f'}{'(' + st[c].split()[0] + ')' if SPLIT.match(st[c]) else ''}"
    lb = sorted([c for c, (e, live) in branches(st, lv).items() if live] + [j for j in range(len(st)) if SPLIT.match(st[j])])
    summary.append(f"{k:7s} add {a:2d}, its value first live read at {fu:2d}: live branches between {' '.join(f(c) for c in lb if a < c < fu) or '-'}; after that read {' '.join(f(c) for c in lb if c >= fu) or '-'}; before the add {' '.join(f(c) for c in lb if c < a) or '-'}")
body = open(table).read().split('\n', 2)
with open(table, 'w') as t:
    t.write(body[0] + '\n\n')
    t.write('Per pair, the live guarded branches (skipping a store or a live value) and IEEE div/rcp/sqrt (named) relative\n'
            'to the add and the first live read of its value; U: removing that branch (with its label) or replacing that\n'
            'instruction left the add unfused on the H100, f: still fused.\n\n```\n' + '\n'.join(summary) + '\n```\n\n')
    t.write(body[2])
if jout:
    json.dump(out, open(jout, 'w'), indent=0)
print('pairs', len(out), 'unchanged fused:', sum(1 for vs in out.values() if vs[0]['label'].startswith('fused')))
