# gen_nanops.py OUT.ptx: one kernel, nanops(in, out), that applies the f64
# instructions libdevice's code paths combine NaNs with to every pair (and,
# for fma, triple) of the inputs in[0..n) and stores each result in order;
# OUT.ptx.rows names every result (op and input indices).
import sys
N = 8   # in[0..8): the NaNs (and 1.0) run.sh passes
F = 4   # fma: the first F inputs in every position
binary = ['add.f64', 'sub.f64', 'mul.f64', 'min.f64', 'max.f64', 'div.rn.f64', 'add.rz.f64', 'mul.rn.f64']
unary = ['rcp.approx.ftz.f64', 'rsqrt.approx.f64', 'rsqrt.approx.ftz.f64', 'sqrt.rn.f64', 'rcp.rn.f64',
         'abs.f64', 'neg.f64', 'cvt.rni.f64.f64', 'cvt.rzi.f64.f64', 'mov.f64']
body, rows, k = [], [], 0
def store(reg):
    global k
    body.append('st.global.b64 [%%o+%d], %s;' % (8 * k, reg))
    k += 1
for op in unary:
    for a in range(N):
        body.append('%s %%r, %%x%d;' % (op, a)); store('%r'); rows.append('%s %d' % (op, a))
for a in range(N):  # narrowing: the f32 result in the low word
    body.append('cvt.rn.f32.f64 %%s, %%x%d;' % a)
    body.append('mov.b32 %lo, %s;')
    body.append('cvt.u64.u32 %u, %lo;')
    store('%u'); rows.append('cvt.rn.f32.f64 %d' % a)
for op in binary:
    for a in range(N):
        for b in range(N):
            body.append('%s %%r, %%x%d, %%x%d;' % (op, a, b)); store('%r'); rows.append('%s %d %d' % (op, a, b))
for a in range(F):
    for b in range(F):
        for c in range(F):
            body.append('fma.rn.f64 %%r, %%x%d, %%x%d, %%x%d;' % (a, b, c)); store('%r'); rows.append('fma.rn.f64 %d %d %d' % (a, b, c))
# One operand negated first (ptxas folds the neg into the fma or mul): s_math's j0 computes
# fma(-x, rcp(x), 1) of a NaN x.
for pos, name in enumerate(['nega', 'negb', 'negc']):
    for a in range(F):
        for b in range(F):
            for c in range(F):
                ops = ['%%x%d' % a, '%%x%d' % b, '%%x%d' % c]
                body.append('neg.f64 %%t, %s;' % ops[pos]); ops[pos] = '%t'
                body.append('fma.rn.f64 %%r, %s, %s, %s;' % tuple(ops)); store('%r'); rows.append('fma.rn.f64 %s %d %d %d' % (name, a, b, c))
for op in ['mul.f64', 'add.f64']:
    for pos, name in enumerate(['nega', 'negb']):
        for a in range(F):
            for b in range(F):
                ops = ['%%x%d' % a, '%%x%d' % b]
                body.append('neg.f64 %%t, %s;' % ops[pos]); ops[pos] = '%t'
                body.append('%s %%r, %s, %s;' % (op, ops[0], ops[1])); store('%r'); rows.append('%s %s %d %d' % (op, name, a, b))
# j0's own step: rcp.approx.ftz.f64 of x, then fma(-x, that, 1.0)
for a in range(N):
    body.append('rcp.approx.ftz.f64 %%u2, %%x%d;' % a)
    body.append('neg.f64 %%t, %%x%d;' % a)
    body.append('fma.rn.f64 %r, %t, %u2, 0d3FF0000000000000;'); store('%r'); rows.append('j0step %d' % a)
head = ['.version 8.0', '.target sm_90', '.address_size 64', '',
        '.visible .entry nanops(.param .u64 pin, .param .u64 pout)', '{',
        '.reg .f64 %%x<%d>;' % N, '.reg .f64 %r;', '.reg .f64 %t;', '.reg .f64 %u2;', '.reg .f32 %s;', '.reg .b32 %lo;', '.reg .b64 %u;',
        '.reg .b64 %i;', '.reg .b64 %o;',
        'ld.param.u64 %i, [pin];', 'ld.param.u64 %o, [pout];',
        'cvta.to.global.u64 %i, %i;', 'cvta.to.global.u64 %o, %o;']
head += ['ld.global.f64 %%x%d, [%%i+%d];' % (a, 8 * a) for a in range(N)]
open(sys.argv[1], 'w').write('\n'.join(head + body + ['ret;', '}', '']))
open(sys.argv[1] + '.rows', 'w').write('\n'.join(rows) + '\n')
print(k, 'results')
