#!/usr/bin/env python3
"""ablate.py PTX KERNEL MUL ADD: writes to stdout variants of one genrand-style kernel (genrand.py,
genrand41.py) in which the GPU fused the add at statement ADD with the mul at statement MUL
(fusesearch.py's indexes) though cudasim's rule does not: each variant changes one other
statement: a branch is removed with its label (its body runs unconditionally), a store is
dropped, any other instruction writes its destination from an input instead (mov %v8), so that
every register stays defined. Kernels are named KERNEL_aN (N the statement changed; _a0 is the
kernel unchanged). Run them like any fma41 set (c_fma) and compare each variant's slot of the
add with the fused and .rn evaluations: the statements whose change unfuses it are what the
fusion depends on (rnd54's dependence on its dead code and branches was found this way, by
hand: gen41.py's x41_r54*)."""
import re, sys
ptx_path, kname, mul, add = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
src = open(ptx_path).read()
head = src[:src.index('\n.visible .entry')]
m = re.search(r'\n\.visible \.entry ' + kname + r'\(.*?\n}\n', src, re.S)
pre, body = m.group(0).split('setp.lt.u32 %q2, %r1, 40;\n', 1)
body, post = body.rsplit('ret;', 1)
ty = re.search(r'\.reg \.(f32|f64) %v', pre).group(1)
stmts = [s.strip() for s in re.split(r'[;\n]', body) if s.strip()]
keep = {mul, add}
def emit(name, ss):
    txt = ''.join(s + ('\n' if s.endswith(':') else ';\n') for s in ss)
    txt = txt.replace('$L_', f'$L_{name}_')
    return pre.replace(f'entry {kname}(', f'entry {name}(') + 'setp.lt.u32 %q2, %r1, 40;\n' + txt + 'ret;' + post
out = [head, emit(f'{kname}_a0', stmts)]
for k, s in enumerate(stmts):
    if k in keep or s.endswith(':'):
        continue
    ss = list(stmts)
    w = s.replace(',', ' ').split()
    mb = re.match(r'^@%q\d (bra(\.uni)?) (\$\w+)$', s) or re.match(r'^(bra(\.uni)?) (\$\w+)$', s)
    if mb:
        lab = mb.group(3) + ':'
        ss[k] = None
        ss = [x for x in ss if x is not None and x != lab]
    elif w[0].startswith('st.'):
        ss[k] = None
        ss = [x for x in ss if x is not None]
    else:
        g = w[0] if w[0].startswith('@') else ''
        d = w[1] if not g else w[2]
        if not d.startswith('%v'):
            continue
        ss[k] = (g + ' ' if g else '') + f'mov.{ty} {d}, %v8'
    out.append(emit(f'{kname}_a{k + 1}', ss))
sys.stdout.write(''.join(out))
