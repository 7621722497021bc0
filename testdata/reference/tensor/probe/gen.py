#!/usr/bin/env python3
"""Generates the tensor-core probe's kernels (*.cu, one file per group so one unsupported
form cannot stop the others from loading) and the host's variant table (variants.h)."""
import itertools

T = dict(f16=0, bf16=1, tf32=2, f32=3, f64=4, s8=5, u8=6, s4=7, u4=8, b1=9, s32=10, e4m3=11, e5m2=12)
KIND = dict(wmma=0, mma=1, ldm=2, stm=3, movm=4, fragld=5, fragst=6, gemm=7)
files = {}
rows = []


def add(group, name, src, kind, M=0, N=0, K=0, ta='f16', tb='f16', tc='f32', td='f32', al=0, bl=0,
        na=0, nb=0, nc=0, nd=0, ntr=0, sat=0):
    files.setdefault(group, []).append(src)
    rows.append('  {"%s", "%s", %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d},' % (
        group, name, KIND[kind], M, N, K, T[ta], T[tb], T[tc], T[td], al, bl, na, nb, nc, nd, ntr, sat))


# ---- wmma through mma.h ----
LAY = {0: 'wmma::row_major', 1: 'wmma::col_major'}
ETY = dict(f16='__half', bf16='__nv_bfloat16', tf32='float', f64='double', f32='float', s8='signed char',
           u8='unsigned char')
FTY = dict(f16='__half', bf16='__nv_bfloat16', tf32='wmma::precision::tf32', f64='double', f32='float')
WTRIALS_F = 22   # per layout kernel: 11 distributions x 2
WTRIALS_I = 16
shapes_f16 = [(16, 16, 16), (32, 8, 16), (8, 32, 16)]
for (M, N, K) in shapes_f16:
    for tc, td in [('f32', 'f32'), ('f16', 'f16'), ('f16', 'f32'), ('f32', 'f16')]:
        for al, bl in itertools.product((0, 1), (0, 1)):
            nm = 'wmma_f16_m%dn%dk%d_%s%s_%s_%s' % (M, N, K, 'rc'[al], 'rc'[bl], td, tc)
            src = ('extern "C" __global__ void %s(KARGS) { wmma_body<%d,%d,%d,__half,__half,%s,%s,%s,%s,__half,__half,%s,%s>(P,A,B,C,D); }'
                   % (nm, M, N, K, FTY[tc], FTY[td], LAY[al], LAY[bl], ETY[tc], ETY[td]))
            add('wmma_f16', nm, src, 'wmma', M, N, K, 'f16', 'f16', tc, td, al, bl, ntr=WTRIALS_F)
for (M, N, K) in shapes_f16:
    for al, bl in itertools.product((0, 1), (0, 1)):
        nm = 'wmma_bf16_m%dn%dk%d_%s%s' % (M, N, K, 'rc'[al], 'rc'[bl])
        src = ('extern "C" __global__ void %s(KARGS) { wmma_body<%d,%d,%d,__nv_bfloat16,__nv_bfloat16,float,float,%s,%s,__nv_bfloat16,__nv_bfloat16,float,float>(P,A,B,C,D); }'
               % (nm, M, N, K, LAY[al], LAY[bl]))
        add('wmma_bf16', nm, src, 'wmma', M, N, K, 'bf16', 'bf16', 'f32', 'f32', al, bl, ntr=WTRIALS_F)
for al, bl in itertools.product((0, 1), (0, 1)):
    nm = 'wmma_tf32_m16n16k8_%s%s' % ('rc'[al], 'rc'[bl])
    src = ('extern "C" __global__ void %s(KARGS) { wmma_body<16,16,8,wmma::precision::tf32,wmma::precision::tf32,float,float,%s,%s,float,float,float,float>(P,A,B,C,D); }'
           % (nm, LAY[al], LAY[bl]))
    add('wmma_tf32', nm, src, 'wmma', 16, 16, 8, 'tf32', 'tf32', 'f32', 'f32', al, bl, ntr=WTRIALS_F)
for al, bl in itertools.product((0, 1), (0, 1)):
    nm = 'wmma_f64_m8n8k4_%s%s' % ('rc'[al], 'rc'[bl])
    src = ('extern "C" __global__ void %s(KARGS) { wmma_body<8,8,4,double,double,double,double,%s,%s,double,double,double,double>(P,A,B,C,D); }'
           % (nm, LAY[al], LAY[bl]))
    add('wmma_f64', nm, src, 'wmma', 8, 8, 4, 'f64', 'f64', 'f64', 'f64', al, bl, ntr=WTRIALS_F)
for ty in ('s8', 'u8'):
    for (M, N, K) in shapes_f16:
        for al, bl in itertools.product((0, 1), (0, 1)):
            nm = 'wmma_%s_m%dn%dk%d_%s%s' % (ty, M, N, K, 'rc'[al], 'rc'[bl])
            src = ('extern "C" __global__ void %s(KARGS) { wmma_int_body<%d,%d,%d,%s,%s,%s,%s>(P,A,B,C,D); }'
                   % (nm, M, N, K, ETY[ty], LAY[al], LAY[bl], ETY[ty]))
            add('wmma_i8', nm, src, 'wmma', M, N, K, ty, ty, 's32', 's32', al, bl, ntr=WTRIALS_I)
for ty in ('s4', 'u4'):
    nm = 'wmma_%s_m8n8k32_rc' % ty
    src = ('extern "C" __global__ void %s(KARGS) { wmma_sub_body<wmma::experimental::precision::%s>(P,A,B,C,D); }' % (nm, ty))
    add('wmma_sub', nm, src, 'wmma', 8, 8, 32, ty, ty, 's32', 's32', 0, 1, ntr=WTRIALS_I)
for op, opn in ((0, 'xor'), (1, 'and')):
    nm = 'wmma_b1_m8n8k128_rc_%s' % opn
    src = 'extern "C" __global__ void %s(KARGS) { wmma_b1_body<%d>(P,A,B,C,D); }' % (nm, op)
    add('wmma_b1', nm, src, 'wmma', 8, 8, 128, 'b1', 'b1', 's32', 's32', 0, 1, ntr=WTRIALS_I)

# ---- mma.sync through inline PTX; operands are per-lane registers ----
MTRIALS_F = 44
MTRIALS_I = 16


def regs(prefix, n, cons):
    return ['"%s"(%s%d)' % (cons, prefix, i) for i in range(n)]


def mma_kernel(nm, ptx, na, nb, nc, nd, abk, ck, dk):
    """abk: 'r' (b32) or 'd' (f64) for A/B; ck/dk: 'f' f32, 'r' b32/s32/f16x2, 'd' f64."""
    cty = {'f': 'float', 'r': 'uint32_t', 'd': 'double'}
    aty = cty[abk]
    lines = ['extern "C" __global__ void %s(KARGS) {' % nm,
             '  const Params p = P[blockIdx.x]; const int l = threadIdx.x;',
             '  const %s *a = (const %s *)(A + p.offA) + l * %d;' % (aty, aty, na),
             '  const %s *b = (const %s *)(B + p.offB) + l * %d;' % (aty, aty, nb),
             '  const %s *c = (const %s *)(C + p.offC) + l * %d;' % (cty[ck], cty[ck], nc),
             '  %s *d = (%s *)(D + p.offD) + l * %d;' % (cty[dk], cty[dk], nd)]
    for x, n, t in (('a', na, aty), ('b', nb, aty), ('c', nc, cty[ck])):
        lines.append('  ' + ' '.join('%s %s%d = %s[%d];' % (t, x, i, x, i) for i in range(n)))
    lines.append('  ' + ' '.join('%s d%d;' % (cty[dk], i) for i in range(nd)))
    k = 0
    ops = []
    for n in (nd, na, nb, nc):
        ops.append('{' + ','.join('%%%d' % (k + i) for i in range(n)) + '}')
        k += n
    outs = regs('d', nd, '=' + dk)
    ins = regs('a', na, abk) + regs('b', nb, abk) + regs('c', nc, ck)
    lines.append('  asm volatile("%s %s, %s, %s, %s;" : %s : %s);' % (ptx, ops[0], ops[1], ops[2], ops[3],
                                                                    ','.join(outs), ','.join(ins)))
    lines.append('  ' + ' '.join('d[%d] = d%d;' % (i, i) for i in range(nd)))
    lines.append('}')
    return '\n'.join(lines)


def words(ty, n):  # 32-bit words per lane for an f16/f32 accumulator of n elements
    return n // 2 if ty == 'f16' else n


# f16 m16n8k8 / m16n8k16
for K, na, nb in ((8, 2, 1), (16, 4, 2)):
    for td, tc in (('f32', 'f32'), ('f16', 'f16')):  # ptxas: dtype must equal ctype here
        nm = 'mma_f16_m16n8k%d_%s_%s' % (K, td, tc)
        ptx = 'mma.sync.aligned.m16n8k%d.row.col.%s.f16.f16.%s' % (K, td, tc)
        nc, nd = words(tc, 4), words(td, 4)
        src = mma_kernel(nm, ptx, na, nb, nc, nd, 'r', 'f' if tc == 'f32' else 'r', 'f' if td == 'f32' else 'r')
        add('mma_f16', nm, src, 'mma', 16, 8, K, 'f16', 'f16', tc, td, 0, 1, na, nb, nc, nd, MTRIALS_F)
# f16 m8n8k4 (Volta form), separate file
for al, bl in itertools.product((0, 1), (0, 1)):
    for td, tc in itertools.product(('f32', 'f16'), ('f32', 'f16')):
        if (al, bl) != (0, 1) and (td, tc) != ('f32', 'f32') or (td, tc) == ('f16', 'f32'):
            continue
        nm = 'mma_f16_m8n8k4_%s%s_%s_%s' % ('rc'[al], 'rc'[bl], td, tc)
        ptx = 'mma.sync.aligned.m8n8k4.%s.%s.%s.f16.f16.%s' % (('row', 'col')[al], ('row', 'col')[bl], td, tc)
        nc, nd = words(tc, 8), words(td, 8)
        src = mma_kernel(nm, ptx, 2, 2, nc, nd, 'r', 'f' if tc == 'f32' else 'r', 'f' if td == 'f32' else 'r')
        add('mma_m8n8k4', nm, src, 'mma', 8, 8, 4, 'f16', 'f16', tc, td, al, bl, 2, 2, nc, nd, MTRIALS_F)
# bf16
for K, na, nb in ((8, 2, 1), (16, 4, 2)):
    nm = 'mma_bf16_m16n8k%d' % K
    ptx = 'mma.sync.aligned.m16n8k%d.row.col.f32.bf16.bf16.f32' % K
    add('mma_bf16', nm, mma_kernel(nm, ptx, na, nb, 4, 4, 'r', 'f', 'f'), 'mma', 16, 8, K, 'bf16', 'bf16', 'f32',
        'f32', 0, 1, na, nb, 4, 4, MTRIALS_F)
# tf32
for K, na, nb in ((4, 2, 1), (8, 4, 2)):
    nm = 'mma_tf32_m16n8k%d' % K
    ptx = 'mma.sync.aligned.m16n8k%d.row.col.f32.tf32.tf32.f32' % K
    add('mma_tf32', nm, mma_kernel(nm, ptx, na, nb, 4, 4, 'r', 'f', 'f'), 'mma', 16, 8, K, 'tf32', 'tf32', 'f32',
        'f32', 0, 1, na, nb, 4, 4, MTRIALS_F)
# f64
for (M, K, na, nb, nc) in ((8, 4, 1, 1, 2), (16, 4, 2, 1, 4), (16, 8, 4, 2, 4), (16, 16, 8, 4, 4)):
    nm = 'mma_f64_m%dn8k%d' % (M, K)
    ptx = 'mma.sync.aligned.m%dn8k%d.row.col.f64.f64.f64.f64' % (M, K)
    grp = 'mma_f64' if M == 8 else 'mma_f64_sm90'
    add(grp, nm, mma_kernel(nm, ptx, na, nb, nc, nc, 'd', 'd', 'd'), 'mma', M, 8, K, 'f64', 'f64', 'f64', 'f64',
        0, 1, na * 2, nb * 2, nc * 2, nc * 2, MTRIALS_F)
# integer
for ebits, tys, shapes in ((8, ('s8', 'u8'), ((8, 16, 1, 1, 2), (16, 16, 2, 1, 4), (16, 32, 4, 2, 4))),
                           (4, ('s4', 'u4'), ((8, 32, 1, 1, 2), (16, 32, 2, 1, 4), (16, 64, 4, 2, 4)))):
    for (M, K, na, nb, nc) in shapes:
        for ta, tb in itertools.product(tys, tys):
            for sat in (0, 1):
                nm = 'mma_%s%s_m%dn8k%d%s' % (ta, tb, M, K, '_sat' if sat else '')
                ptx = 'mma.sync.aligned.m%dn8k%d.row.col%s.s32.%s.%s.s32' % (M, K, '.satfinite' if sat else '', ta, tb)
                add('mma_i%d' % ebits, nm, mma_kernel(nm, ptx, na, nb, nc, nc, 'r', 'r', 'r'), 'mma', M, 8, K, ta, tb,
                    's32', 's32', 0, 1, na, nb, nc, nc, MTRIALS_I, sat)
for (M, K, na, nb, nc) in ((8, 128, 1, 1, 2), (16, 128, 2, 1, 4), (16, 256, 4, 2, 4)):
    for op in ('xor', 'and'):
        nm = 'mma_b1_m%dn8k%d_%s' % (M, K, op)
        ptx = 'mma.sync.aligned.m%dn8k%d.row.col.s32.b1.b1.s32.%s.popc' % (M, K, op)
        add('mma_b1_' + op, nm, mma_kernel(nm, ptx, na, nb, nc, nc, 'r', 'r', 'r'), 'mma', M, 8, K, 'b1', 'b1', 's32',
            's32', 0, 1, na, nb, nc, nc, MTRIALS_I, 1 if op == 'and' else 0)
# fp8 (sm_89+)
for ta, tb in itertools.product(('e4m3', 'e5m2'), ('e4m3', 'e5m2')):
    nm = 'mma_%s%s_m16n8k32' % (ta, tb)
    ptx = 'mma.sync.aligned.m16n8k32.row.col.f32.%s.%s.f32' % (ta, tb)
    add('mma_fp8', nm, mma_kernel(nm, ptx, 4, 2, 4, 4, 'r', 'f', 'f'), 'mma', 16, 8, 32, ta, tb, 'f32', 'f32', 0, 1,
        4, 2, 4, 4, MTRIALS_F)
    nm = 'mma_%s%s_m16n8k32_f16' % (ta, tb)
    ptx = 'mma.sync.aligned.m16n8k32.row.col.f16.%s.%s.f16' % (ta, tb)
    add('mma_fp8_f16', nm, mma_kernel(nm, ptx, 4, 2, 2, 2, 'r', 'r', 'r'), 'mma', 16, 8, 32, ta, tb, 'f16', 'f16',
        0, 1, 4, 2, 2, 2, MTRIALS_F)

# ---- ldmatrix / stmatrix / movmatrix: A = 4 KiB shared image / registers, B = per-lane row offsets ----
for x in (1, 2, 4):
    for tr in (0, 1):
        nm = 'ldmatrix_x%d%s' % (x, '_trans' if tr else '')
        outs = ','.join('"=r"(d%d)' % i for i in range(x))
        regl = ','.join('%%%d' % i for i in range(x))
        src = '\n'.join([
            'extern "C" __global__ void %s(KARGS) {' % nm,
            '  __shared__ __align__(128) uint32_t sm[1024];',
            '  const Params p = P[blockIdx.x]; const int l = threadIdx.x;',
            '  for (int i = l; i < 1024; i += 32) sm[i] = ((const uint32_t *)(A + p.offA))[i];',
            '  __syncwarp();',
            '  uint32_t off = ((const uint32_t *)(B + p.offB))[l];',
            '  uint32_t addr = (uint32_t)__cvta_generic_to_shared((const uint8_t *)sm + off);',
            '  uint32_t ' + ','.join('d%d' % i for i in range(x)) + ';',
            '  asm volatile("ldmatrix.sync.aligned.m8n8.x%d%s.shared.b16 {%s}, [%%%d];" : %s : "r"(addr));' % (
                x, '.trans' if tr else '', regl, x, outs),
            '  uint32_t *d = (uint32_t *)(D + p.offD) + l * %d;' % x,
            '  ' + ' '.join('d[%d] = d%d;' % (i, i) for i in range(x)),
            '}'])
        add('matrix', nm, src, 'ldm', na=x, al=tr, ntr=8)
        nm = 'stmatrix_x%d%s' % (x, '_trans' if tr else '')
        ins = ','.join('"r"(a%d)' % i for i in range(x))
        regl = ','.join('%%%d' % (i + 1) for i in range(x))
        src = '\n'.join([
            'extern "C" __global__ void %s(KARGS) {' % nm,
            '  __shared__ __align__(128) uint32_t sm[1024];',
            '  const Params p = P[blockIdx.x]; const int l = threadIdx.x;',
            '  for (int i = l; i < 1024; i += 32) sm[i] = ((const uint32_t *)(C + p.offC))[i];',
            '  __syncwarp();',
            '  uint32_t off = ((const uint32_t *)(B + p.offB))[l];',
            '  uint32_t addr = (uint32_t)__cvta_generic_to_shared((const uint8_t *)sm + off);',
            '  const uint32_t *a = (const uint32_t *)(A + p.offA) + l * %d;' % x,
            '  ' + ' '.join('uint32_t a%d = a[%d];' % (i, i) for i in range(x)),
            '  asm volatile("stmatrix.sync.aligned.m8n8.x%d%s.shared.b16 [%%0], {%s};" :: "r"(addr), %s : "memory");' % (
                x, '.trans' if tr else '', regl, ins),
            '  __syncwarp();',
            '  for (int i = l; i < 1024; i += 32) ((uint32_t *)(D + p.offD))[i] = sm[i];',
            '}'])
        add('stmatrix', nm, src, 'stm', na=x, al=tr, ntr=8)
nm = 'movmatrix_trans'
src = '\n'.join([
    'extern "C" __global__ void %s(KARGS) {' % nm,
    '  const Params p = P[blockIdx.x]; const int l = threadIdx.x;',
    '  uint32_t a = ((const uint32_t *)(A + p.offA))[l], d;',
    '  asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;" : "=r"(d) : "r"(a));',
    '  ((uint32_t *)(D + p.offD))[l] = d;',
    '}'])
add('matrix', nm, src, 'movm', na=1, ntr=8)

# ---- wmma fragment layouts: ten bit planes of each element's index, loaded (or stored) with
# minimal leading dimension; D gets each lane's raw fragment words (32 slots per lane per plane).
FRAG = [  # (shape, type, element C type for mma.h, load pointer type)
    ((16, 16, 16), 'f16'), ((32, 8, 16), 'f16'), ((8, 32, 16), 'f16'),
    ((16, 16, 16), 'bf16'), ((32, 8, 16), 'bf16'), ((8, 32, 16), 'bf16'),
    ((16, 16, 16), 's8'), ((32, 8, 16), 's8'), ((8, 32, 16), 's8'),
    ((16, 16, 16), 'u8'), ((16, 16, 8), 'tf32'), ((8, 8, 4), 'f64'),
    ((8, 8, 32), 's4'), ((8, 8, 32), 'u4'), ((8, 8, 128), 'b1')]
PREC = dict(f16='__half', bf16='__nv_bfloat16', s8='signed char', u8='unsigned char', tf32='wmma::precision::tf32',
            f64='double', s4='wmma::experimental::precision::s4', u4='wmma::experimental::precision::u4',
            b1='wmma::experimental::precision::b1')
LDT = dict(f16='__half', bf16='__nv_bfloat16', s8='signed char', u8='unsigned char', tf32='float', f64='double',
           s4='void', u4='void', b1='void')
ACC = dict(f16=['float', '__half'], bf16=['float'], s8=['int'], u8=['int'], tf32=['float'], f64=['double'],
           s4=['int'], u4=['int'], b1=['int'])
ACCT = dict(float='f32', __half='f16', int='s32', double='f64')
FRAG_BODY = """extern "C" __global__ void %(nm)s(KARGS) {
  const Params p = P[blockIdx.x]; const int l = threadIdx.x;
  for (int plane = 0; plane < 10; plane++) {
    wmma::fragment<%(frag)s> f;
    %(load)s;
    const uint32_t *w = reinterpret_cast<const uint32_t *>(&f.x[0]);
    uint32_t *o = (uint32_t *)(D + p.offD) + (plane * 32 + l) * 32;
    for (unsigned i = 0; i < sizeof(f.x) / 4; i++) o[i] = w[i];
  }
}"""
STORE_BODY = """extern "C" __global__ void %(nm)s(KARGS) {
  const Params p = P[blockIdx.x]; const int l = threadIdx.x;
  for (int plane = 0; plane < 10; plane++) {
    wmma::fragment<%(frag)s> f;
    uint32_t *w = reinterpret_cast<uint32_t *>(&f.x[0]);
    const unsigned n = sizeof(f.x) / 4;
    for (unsigned i = 0; i < n; i++) w[i] = ((l * n + i) >> plane & 1) ? 0xffffffffu : 0u;
    wmma::store_matrix_sync((%(et)s *)(D + p.offD) + plane * %(sz)d, f, %(ld)d, %(lay)s);
  }
}"""
for (M, N, K), ty in FRAG:
    tcode = ty
    for which in ('a', 'b'):
        nr, ncl = (M, K) if which == 'a' else (K, N)
        lays = (0, 1) if ty not in ('s4', 'u4', 'b1') else ((0,) if which == 'a' else (1,))
        for lay in lays:
            ld = ncl if lay == 0 else nr
            nm = 'frag_%s_m%dn%dk%d_%s_%s' % (ty, M, N, K, which, 'rc'[lay])
            frag = 'wmma::matrix_%s, %d, %d, %d, %s, %s' % (which, M, N, K, PREC[ty], LAY[lay])
            bits = {'f16': 16, 'bf16': 16, 's8': 8, 'u8': 8, 'tf32': 32, 'f64': 64, 's4': 4, 'u4': 4, 'b1': 1}[ty]
            sz = nr * ncl * bits // 8
            load = 'wmma::load_matrix_sync(f, (const %s *)(A + p.offA + plane * %d), %d)' % (LDT[ty], sz, ld)
            add('wmma_frag', nm, FRAG_BODY % dict(nm=nm, frag=frag, load=load), 'fragld', M, N, K, ty, ty, 's32', 's32',
                lay, 'ab'.index(which), ntr=1)
    for acc in ACC[ty]:
        at = ACCT[acc]
        for lay in (0, 1):
            ld = N if lay == 0 else M
            frag = 'wmma::accumulator, %d, %d, %d, %s' % (M, N, K, acc)
            lays = 'wmma::mem_row_major' if lay == 0 else 'wmma::mem_col_major'
            bits = {'f32': 32, 'f16': 16, 's32': 32, 'f64': 64}[at]
            sz = M * N * bits // 8
            nm = 'frag_%s_m%dn%dk%d_c_%s_%s' % (ty, M, N, K, at, 'rc'[lay])
            load = 'wmma::load_matrix_sync(f, (const %s *)(A + p.offA + plane * %d), %d, %s)' % (acc, sz, ld, lays)
            add('wmma_frag', nm, FRAG_BODY % dict(nm=nm, frag=frag, load=load), 'fragld', M, N, K, ty, ty, at, at,
                lay, 2, ntr=1)
            nm = 'fragst_%s_m%dn%dk%d_d_%s_%s' % (ty, M, N, K, at, 'rc'[lay])
            add('wmma_frag', nm, STORE_BODY % dict(nm=nm, frag=frag, et=acc, sz=M * N, ld=ld, lay=lays), 'fragst',
                M, N, K, ty, ty, at, at, lay, 2, ntr=1)

# ---- whole GEMMs as a library would write them: D(64x64 f32) = A(64x256) B(256x64), one block
# of four warps, operands staged through shared memory; wmma (f16, bf16) and mma.sync + ldmatrix.
GEMM_WMMA = """extern "C" __global__ void %(nm)s(KARGS) {
  __shared__ __align__(128) %(t)s sa[64 * 32];
  __shared__ __align__(128) %(t)s sb[32 * 64];
  const %(t)s *a = (const %(t)s *)A, *b = (const %(t)s *)B;
  const int warp = threadIdx.x / 32, wm = warp / 2, wn = warp %% 2;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc[2][2];
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++) wmma::fill_fragment(acc[i][j], 0.0f);
  for (int k0 = 0; k0 < 256; k0 += 32) {
    for (int i = threadIdx.x; i < 64 * 32; i += 128) {
      sa[i] = a[(i / 32) * 256 + k0 + i %% 32];
      sb[i] = b[(k0 + i / 64) * 64 + i %% 64];
    }
    __syncthreads();
    for (int kk = 0; kk < 32; kk += 16) {
      wmma::fragment<wmma::matrix_a, 16, 16, 16, %(t)s, wmma::row_major> fa[2];
      wmma::fragment<wmma::matrix_b, 16, 16, 16, %(t)s, wmma::row_major> fb[2];
      for (int i = 0; i < 2; i++) wmma::load_matrix_sync(fa[i], sa + (wm * 32 + i * 16) * 32 + kk, 32);
      for (int j = 0; j < 2; j++) wmma::load_matrix_sync(fb[j], sb + kk * 64 + wn * 32 + j * 16, 64);
      for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++) wmma::mma_sync(acc[i][j], fa[i], fb[j], acc[i][j]);
    }
    __syncthreads();
  }
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++)
      wmma::store_matrix_sync((float *)D + (wm * 32 + i * 16) * 64 + wn * 32 + j * 16, acc[i][j], 64, wmma::mem_row_major);
}"""
for ty, t in (('f16', '__half'), ('bf16', '__nv_bfloat16')):
    nm = 'gemm_wmma_%s' % ty
    add('gemm', nm, GEMM_WMMA % dict(nm=nm, t=t), 'gemm', 64, 64, 256, ty, ty, 'f32', 'f32', ntr=1)
GEMM_MMA = """extern "C" __global__ void gemm_mma_f16(KARGS) {
  __shared__ __align__(128) __half sa[64 * 16];
  __shared__ __align__(128) __half sb[16 * 64];
  const __half *a = (const __half *)A, *b = (const __half *)B;
  const int warp = threadIdx.x / 32, l = threadIdx.x %% 32;
  float acc[8][4];
  for (int j = 0; j < 8; j++)
    for (int r = 0; r < 4; r++) acc[j][r] = 0.0f;
  for (int k0 = 0; k0 < 256; k0 += 16) {
    for (int i = threadIdx.x; i < 64 * 16; i += 128) {
      sa[i] = a[(i / 16) * 256 + k0 + i %% 16];
      sb[i] = b[(k0 + i / 64) * 64 + i %% 64];
    }
    __syncthreads();
    uint32_t ra[4];
    const __half *pa = sa + (warp * 16 + l %% 8 + 8 * ((l / 8) %% 2)) * 16 + 8 * (l / 16);
    uint32_t aa = (uint32_t)__cvta_generic_to_shared(pa);
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%%0,%%1,%%2,%%3}, [%%4];"
                 : "=r"(ra[0]), "=r"(ra[1]), "=r"(ra[2]), "=r"(ra[3]) : "r"(aa));
    for (int j = 0; j < 8; j++) {
      uint32_t rb[2];
      const __half *pb = sb + (l %% 16) * 64 + j * 8;
      uint32_t ab = (uint32_t)__cvta_generic_to_shared(pb);
      asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%%0,%%1}, [%%2];" : "=r"(rb[0]), "=r"(rb[1]) : "r"(ab));
      asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%%0,%%1,%%2,%%3}, {%%4,%%5,%%6,%%7}, {%%8,%%9}, {%%0,%%1,%%2,%%3};"
                   : "+f"(acc[j][0]), "+f"(acc[j][1]), "+f"(acc[j][2]), "+f"(acc[j][3])
                   : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(rb[0]), "r"(rb[1]));
    }
    __syncthreads();
  }
  float *d = (float *)D;
  const int g = l / 4, t = l %% 4;
  for (int j = 0; j < 8; j++)
    for (int r = 0; r < 4; r++) d[(warp * 16 + g + 8 * (r / 2)) * 64 + j * 8 + 2 * t + r %% 2] = acc[j][r];
}"""
add('gemm', 'gemm_mma_f16', GEMM_MMA.replace('%%', '%'), 'gemm', 64, 64, 256, 'f16', 'f16', 'f32', 'f32', ntr=1)

for g, srcs in files.items():
    with open(g + '.cu', 'w') as f:
        f.write('// generated by gen.py\n#include "probe.h"\n\n' + '\n\n'.join(srcs) + '\n')
with open('variants.h', 'w') as f:
    f.write('// generated by gen.py: group (file), kernel, kind, M N K, types a b c d, layouts a b,\n'
            '// words per lane a b c d (mma), trials, flag (satfinite / b1 and)\n')
    f.write('static const char *GROUPS[] = {%s};\n' % ', '.join('"%s"' % g for g in files))
    f.write('static const Var VARS[] = {\n' + '\n'.join(rows) + '\n};\n')
print(len(rows), 'kernels in', len(files), 'files')
