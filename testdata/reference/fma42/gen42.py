#!/usr/bin/env python3
"""gen42.py [OUTDIR]: writes probe ablate42-c's PTX files from pairs.txt (`SET KERNEL MUL ADD`,
pairs42.py's output: the mul+add pairs the H100 fused in fma41's random kernels that cudasim
leaves unfused): for each pair ../fma41/ablate.py's variants of that kernel (KERNEL_aN, N-1 the
statement changed; _a0 unchanged), concatenated with one header into
  abl42-rand.ptx     (pairs of set rand: ../fma41/fma41-rand.ptx.gz)
  abl42-blocks1.ptx, abl42-blocks2.ptx  (set blocks: fma41-blocks.ptx.gz, split in two halves
                     of whole kernels' variants so that no module is larger than fma41's sets)
and manifest.tsv: per variant its file, kernel, the statement changed (index, kind: bra = the
branch and its label removed, st = the store dropped, mov = the instruction replaced by a copy
of %v8, none for _a0) and the pair's MUL and ADD indexes in the variant's statements (as
fusesearch.py numbers them)."""
import gzip, os, re, subprocess, sys
here = os.path.dirname(os.path.abspath(__file__))
fma41 = os.path.join(here, '..', 'fma41')
outdir = sys.argv[1] if len(sys.argv) > 1 else '.'
src = {'rand': 'fma41-rand.ptx.gz', 'blocks': 'fma41-blocks.ptx.gz'}
tmp = {}
for s, f in src.items():
    p = os.path.join(outdir, f'.src-{s}.ptx')
    open(p, 'w').write(gzip.open(os.path.join(fma41, f), 'rt').read())
    tmp[s] = p
pairs = [l.split() for l in open(os.path.join(here, 'pairs.txt')) if l.strip() and not l.startswith('#')]
groups = {'rand': [], 'blocks': []}
manifest = []
head = {}
for s, k, mul, add in pairs:
    mul, add = int(mul), int(add)
    text = subprocess.run([sys.executable, os.path.join(fma41, 'ablate.py'), tmp[s], k, str(mul), str(add)],
                          capture_output=True, text=True, check=True).stdout
    i = text.index('\n.visible .entry')
    head.setdefault(s, text[:i])
    groups[s].append((k, text[i:]))
    # the statements as ablate.py splits them, to number MUL and ADD in each variant
    body = re.search(r'\n\.visible \.entry ' + k + r'\(.*?\n}\n', open(tmp[s]).read(), re.S).group(0)
    body = body.split('setp.lt.u32 %q2, %r1, 40;\n', 1)[1].rsplit('ret;', 1)[0]
    stmts = [x.strip() for x in re.split(r'[;\n]', body) if x.strip()]
    names = re.findall(r'\.visible \.entry (\w+)\(', text)
    for n in names:
        v = int(n.rsplit('_a', 1)[1])
        if v == 0:
            manifest.append((n, k, -1, 'none', mul, add)); continue
        c = v - 1
        st = stmts[c]
        removed = set()
        mb = re.match(r'^(@%q\d )?bra(\.uni)? (\$\w+)$', st)
        if mb:
            kind = 'bra'; removed = {c} | {j for j, x in enumerate(stmts) if x == mb.group(3) + ':'}
        elif st.split()[0].startswith('st.'):
            kind = 'st'; removed = {c}
        else:
            kind = 'mov'
        nm = mul - sum(1 for j in removed if j < mul)
        na = add - sum(1 for j in removed if j < add)
        manifest.append((n, k, c, kind, nm, na))
files = {}
files['abl42-rand.ptx'] = [t for _, t in groups['rand']]
b = groups['blocks']
half = sum(t.count('.visible .entry') for _, t in b) / 2
acc, one, two = 0, [], []
for k, t in b:
    (one if acc < half else two).append(t)
    acc += t.count('.visible .entry')
files['abl42-blocks1.ptx'], files['abl42-blocks2.ptx'] = one, two
where = {}
for f, ts in files.items():
    h = head['rand' if 'rand' in f else 'blocks']
    open(os.path.join(outdir, f), 'w').write(h + ''.join(ts))
    for t in ts:
        for n in re.findall(r'\.visible \.entry (\w+)\(', t):
            where[n] = f
with open(os.path.join(outdir, 'manifest.tsv'), 'w') as m:
    m.write('variant\tfile\tkernel\tchanged\tkind\tmul\tadd\n')
    for n, k, c, kind, nm, na in manifest:
        m.write(f'{n}\t{where[n]}\t{k}\t{c}\t{kind}\t{nm}\t{na}\n')
for p in tmp.values():
    os.remove(p)
for f, ts in files.items():
    print(f, sum(t.count('.visible .entry') for t in ts), 'kernels')
