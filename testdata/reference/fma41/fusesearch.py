#!/usr/bin/env python3
"""fusesearch.py PTX GPU.txt OUT.json: for every genrand-style kernel of PTX (genrand.py,
genrand41.py), which plain adds/subs the GPU fused with the product an operand reads (directly
or through mov/neg): each candidate is written out explicitly (every plain mul/add/sub .rn, the
chosen adds as fma.rn of their product's factors, copied right after the mul), the variants run
on cudasim (c_fma through the drop-in: CFMA names c_fma, SIMLIB the folder holding cudasim's
libcuda.so.1), and a greedy search adds the fusion that leaves fewest slots unlike GPU.txt's
(lanes 0-39) until none do; then each candidate is labelled fused, unfused or insensitive
(toggling it alone changes nothing). OUT.json: per kernel its statements, the slots still
differing, and [add, operand, mul, negated, label] per candidate. Used for fma41's random
kernels (README.md); with cudasim's own output as GPU.txt it gives cudasim's choices."""
import re, subprocess, sys, os, json
ptx_path, hpath, outp = sys.argv[1:4]
src = open(ptx_path).read()
head = src[:src.index('\n.visible .entry')]
def read(text):
    d = {}
    for line in text.split('\n'):
        w = line.split()
        if len(w) == 67 and w[0] == 'K':
            d[(w[1], int(w[2]))] = w[3:]
    return d
H = read(open(hpath).read())
env = dict(os.environ, LD_LIBRARY_PATH=os.environ.get('SIMLIB', 'lib'), CUDASIM_PTX_CACHE='off')
def runmany(texts):
    p = os.environ.get('TMPPTX', '/tmp/fusesearch.ptx')
    open(p, 'w').write(head + ''.join(texts))
    out = subprocess.run([os.environ.get('CFMA', './c_fma'), p, 'def'], capture_output=True, text=True, env=env).stdout
    if 'load 0' not in out.split('\n')[0]:
        print(out[:800]); sys.exit(1)
    return read(out)
ARITH = re.compile(r'^(@%q\d )?(mul|add|sub)(\.rn)?\.(f32|f64) (%\w+), (%\w+), (%\w+)$')
K = {}
for m in re.finditer(r'\n\.visible \.entry (\w+)\(.*?\n}\n', src, re.S):
    kname, ktext = m.group(1), m.group(0)
    pre, body = ktext.split('setp.lt.u32 %q2, %r1, 40;\n', 1)
    body, post = body.rsplit('ret;', 1)
    ty = re.search(r'\.reg \.(f32|f64) %v', pre).group(1)
    stmts = [s.strip() for s in re.split(r'[;\n]', body) if s.strip()]
    lastdef, cands, srcdef = {}, [], {}
    for i, s in enumerate(stmts):
        srcdef[i] = lastdef.copy()
        mm = ARITH.match(s)
        if mm and mm.group(3) is None and mm.group(2) in ('add', 'sub') and mm.group(6) != mm.group(7):
            for pos, r in ((0, mm.group(6)), (1, mm.group(7))):
                neg, j = False, lastdef.get(r)
                while j is not None:
                    mj = ARITH.match(stmts[j])
                    if mj and mj.group(1) is None and mj.group(2) == 'mul' and mj.group(3) is None:
                        cands.append((i, pos, j, neg)); break
                    mv = re.match(r'^(mov|neg)\.(f32|f64) (%\w+), (%\w+)$', stmts[j])
                    if not mv: break
                    neg ^= mv.group(1) == 'neg'; j = srcdef[j].get(mv.group(4))
        w = s.replace(',', ' ').split()
        if not w or w[0].startswith('$L') or w[0].startswith('st.') or 'bra' in s.split()[0] or w[0] in ('@%q1', '@%q6'):
            continue
        g = w[0].startswith('@')
        if g: w = w[1:]
        if len(w) > 1 and w[1].startswith('%v'):
            lastdef[w[1]] = None if g else i
    K[kname] = dict(pre=pre, post=post, ty=ty, stmts=stmts, cands=cands)
def build(kname, fused, newname):
    k = K[kname]; stmts, ty = k['stmts'], k['ty']
    out = []
    for i, s in enumerate(stmts):
        mm = ARITH.match(s)
        if mm and mm.group(3) is None:
            g, op, _, t, d, a, b = mm.groups(); g = g or ''
            f = [c for c in fused if c[0] == i]
            if f:
                _, pos, j, neg = f[0]
                x, y = f'%wa{j}', f'%wb{j}'
                other = b if pos == 0 else a
                sp = -1 if neg else 1
                if op == 'sub' and pos == 1: sp = -sp
                sc = -1 if (op == 'sub' and pos == 0) else 1
                pre_ = ''
                if sp < 0: pre_ += f'{g}neg.{t} %wn{i}, {x};\n'; x = f'%wn{i}'
                if sc < 0: pre_ += f'{g}neg.{t} %wc{i}, {other};\n'; other = f'%wc{i}'
                out.append(pre_ + f'{g}fma.rn.{t} {d}, {x}, {y}, {other}'); continue
            out.append(f'{g}{op}.rn.{t} {d}, {a}, {b}')
            if op == 'mul' and g == '':
                out.append(f'mov.{t} %wa{i}, {a}; mov.{t} %wb{i}, {b}')
            continue
        out.append(s)
    txt = ''.join(s + ('\n' if s.endswith(':') else ';\n') for s in out)
    txt = txt.replace(f'$L_', f'$L_{newname}_')
    pre = k['pre'].replace(f'entry {kname}(', f'entry {newname}(').replace('.reg .b64 %o;', f'.reg .b64 %o;\n.reg .{ty} %wa<100>;\n.reg .{ty} %wb<100>;\n.reg .{ty} %wn<100>;\n.reg .{ty} %wc<100>;')
    return pre + 'setp.lt.u32 %q2, %r1, 40;\n' + txt + 'ret;' + k['post']
def bad(kname, out, newname):
    res = []
    for key in H:
        if key[0] != kname: continue
        o = out.get((newname, key[1]))
        if o is None or any(H[key][l] != o[l] for l in range(40)): res.append(key[1])
    return res
state = {n: {'cur': [], 'bad': None, 'done': False} for n in K if K[n]['cands']}
# round 0: all unfused
out = runmany([build(n, [], f'{n}__0') for n in state])
for n in state:
    state[n]['bad'] = bad(n, out, f'{n}__0')
    state[n]['done'] = not state[n]['bad']
for rnd in range(12):
    texts, tags = [], []
    for n, st in state.items():
        if st['done']: continue
        for ci, c in enumerate(K[n]['cands']):
            if any(x[0] == c[0] for x in st['cur']): continue
            tags.append((n, c, f'{n}__t{ci}')); texts.append(build(n, st['cur'] + [c], f'{n}__t{ci}'))
    if not texts: break
    out = runmany(texts)
    best = {}
    for n, c, nn in tags:
        b = bad(n, out, nn)
        if n not in best or len(b) < len(best[n][1]): best[n] = (c, b)
    for n, st in state.items():
        if st['done']: continue
        if n in best and len(best[n][1]) < len(st['bad']):
            st['cur'].append(best[n][0]); st['bad'] = best[n][1]; st['done'] = not st['bad']
        else:
            st['done'] = True
# labels: toggle each candidate alone from the final set
texts, tags = [], []
for n, st in state.items():
    for ci, c in enumerate(K[n]['cands']):
        s2 = [x for x in st['cur'] if x != c] if c in st['cur'] else [x for x in st['cur'] if x[0] != c[0]] + [c]
        tags.append((n, ci, f'{n}__l{ci}')); texts.append(build(n, s2, f'{n}__l{ci}'))
out = runmany(texts)
res = {}
for n, ci, nn in tags:
    st = state[n]; c = K[n]['cands'][ci]
    b = bad(n, out, nn)
    lab = ('fused' if c in st['cur'] else 'unfused') if len(b) > len(st['bad']) else 'insensitive'
    res.setdefault(n, {'stmts': K[n]['stmts'], 'residual': st['bad'], 'cands': []})['cands'].append([c[0], c[1], c[2], c[3], lab])
json.dump(res, open(outp, 'w'), indent=0)
print(len(res), 'kernels with candidates;', sum(1 for r in res.values() if r['residual']), 'with residual differences:', [n for n, r in res.items() if r['residual']][:20])
