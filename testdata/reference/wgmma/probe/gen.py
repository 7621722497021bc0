#!/usr/bin/env python3
# Generates wgmma.cu (one kernel per wgmma form) and variants.h (the host's table of them) for
# the wgmma probe. Every kernel runs one warpgroup per block (one trial): it zero-fills its
# dynamic shared memory, copies the trial's shared-memory image (A region, then B region) into
# it at a 1024-byte aligned base, loads each thread's A fragment (register forms) and C,
# runs wgmma.fence, nk chained wgmma.mma_async (the descriptors advanced by the trial's step
# per instruction; scale-d from the trial for the first, 1 after), commit_group, wait_group 0,
# and stores D. Descriptors come from the host with start addresses relative to the image.
# Each kernel is compiled alone (-DK_<name>), so one form ptxas refuses costs only itself.
import sys

# name, atype, btype, dtype, N, asrc ('R' registers / 'S' descriptor), scale_a, scale_b,
# trans_a, trans_b, satfinite, trials
V = []
def v(at, bt, dt, n, asrc='S', sa=1, sb=1, ta=0, tb=0, sat=0, tr=None, sp=0, sel=0, bo=0):
    if tr is None: tr = 10 if n < 64 else 6 if n < 128 else 4
    nm = 'wg%s_%s%s_%s_n%d_%s' % ('sp' if sp else '', at, '' if bt == at else bt, dt, n, asrc)
    if sa != 1 or sb != 1: nm += '_sc%s%s' % ('n' if sa < 0 else 'p', 'n' if sb < 0 else 'p')
    if ta or tb: nm += '_t%d%d' % (ta, tb)
    if sat: nm += '_sat'
    if sel: nm += '_sel%d' % sel
    if bo: nm += '_bo'
    V.append((nm, at, bt, dt, n, asrc, sa, sb, ta, tb, sat, tr, sp, sel, bo))

# f16 with f32 and f16 accumulators, several N, A in smem and registers
for n in (8, 16, 64, 128): v('f16', 'f16', 'f32', n)
v('f16', 'f16', 'f32', 256, tr=3)
v('f16', 'f16', 'f32', 24)
for n in (8, 64): v('f16', 'f16', 'f16', n)
v('f16', 'f16', 'f16', 256, tr=3)
for n in (8, 64): v('f16', 'f16', 'f32', n, asrc='R')
v('f16', 'f16', 'f16', 32, asrc='R')
# transposes and negation
for ta, tb in ((1, 0), (0, 1), (1, 1)): v('f16', 'f16', 'f32', 64, ta=ta, tb=tb)
v('f16', 'f16', 'f16', 128, ta=1, tb=1)
v('f16', 'f16', 'f32', 64, asrc='R', tb=1)
v('f16', 'f16', 'f32', 16, sa=-1)
v('f16', 'f16', 'f32', 16, sb=-1)
v('f16', 'f16', 'f16', 16, sa=-1, sb=-1)
v('f16', 'f16', 'f32', 16, asrc='R', sa=-1)
# bf16
for n in (8, 64, 128): v('bf16', 'bf16', 'f32', n)
v('bf16', 'bf16', 'f32', 64, ta=1, tb=1)
v('bf16', 'bf16', 'f32', 64, tb=1)
v('bf16', 'bf16', 'f32', 16, asrc='R')
v('bf16', 'bf16', 'f32', 16, sa=-1, sb=-1)
# tf32
for n in (8, 32, 128): v('tf32', 'tf32', 'f32', n)
v('tf32', 'tf32', 'f32', 256, tr=3)
v('tf32', 'tf32', 'f32', 16, asrc='R')
v('tf32', 'tf32', 'f32', 16, sa=-1)
# fp8: all four pairs with f32 and f16 accumulators
for at in ('e4m3', 'e5m2'):
    for bt in ('e4m3', 'e5m2'):
        v(at, bt, 'f32', 16)
        v(at, bt, 'f16', 32)
v('e4m3', 'e4m3', 'f32', 128)
v('e4m3', 'e4m3', 'f32', 16, asrc='R')
v('e5m2', 'e4m3', 'f16', 16, asrc='R', sa=-1, sb=-1)
v('e4m3', 'e5m2', 'f32', 16, sb=-1)
# integers
for at in ('s8', 'u8'):
    for bt in ('s8', 'u8'):
        v(at, bt, 's32', 16)
        v(at, bt, 's32', 16, sat=1)
v('s8', 's8', 's32', 64, sat=1)
v('u8', 'u8', 's32', 224, tr=3)
v('s8', 'u8', 's32', 24, asrc='R', sat=1)
v('u8', 's8', 's32', 32, asrc='R')
# single bit
v('b1', 'b1', 's32', 8)
v('b1', 'b1', 's32', 64, asrc='R')

# session 21 (wgmma21): descriptors with a nonzero base offset (start addresses off the swizzle
# pattern's boundary), and the sparse wgmma.mma_async.sp of every type (A compressed to K/2, a
# metadata register per chain step, sparsity selector 0 or 1). kernels21.txt lists these.
v('f16', 'f16', 'f32', 64, bo=1)
v('f16', 'f16', 'f32', 64, ta=1, tb=1, bo=1)
v('bf16', 'bf16', 'f32', 32, tb=1, bo=1)
v('tf32', 'tf32', 'f32', 32, bo=1)
v('e4m3', 'e4m3', 'f32', 16, bo=1)
for n in (32, 8): v('f16', 'f16', 'f32', n, sp=1)
v('f16', 'f16', 'f32', 32, sp=1, sel=1)
v('f16', 'f16', 'f32', 256, sp=1, tr=3)
v('f16', 'f16', 'f16', 32, sp=1)
v('f16', 'f16', 'f16', 64, sp=1, sel=1, sa=-1, sb=-1)
v('f16', 'f16', 'f32', 32, asrc='R', sp=1)
v('f16', 'f16', 'f32', 64, asrc='R', sp=1, sel=1, tb=1)
for ta, tb in ((1, 0), (0, 1), (1, 1)): v('f16', 'f16', 'f32', 32, ta=ta, tb=tb, sp=1)
v('f16', 'f16', 'f32', 32, ta=1, tb=1, sp=1, bo=1)
v('bf16', 'bf16', 'f32', 32, sp=1)
v('bf16', 'bf16', 'f32', 64, tb=1, sp=1, sel=1)
v('bf16', 'bf16', 'f32', 32, asrc='R', sp=1, sa=-1)
v('tf32', 'tf32', 'f32', 16, sp=1)
v('tf32', 'tf32', 'f32', 16, sp=1, sel=1)
v('tf32', 'tf32', 'f32', 64, sp=1, sb=-1)
v('tf32', 'tf32', 'f32', 16, asrc='R', sp=1)
for at in ('e4m3', 'e5m2'):
    for bt in ('e4m3', 'e5m2'):
        v(at, bt, 'f32', 64, sp=1)
        v(at, bt, 'f16', 64, sp=1)
v('e4m3', 'e4m3', 'f32', 16, asrc='R', sp=1, sa=-1)
v('e5m2', 'e4m3', 'f16', 64, asrc='R', sp=1)
v('s8', 's8', 's32', 64, sp=1)
v('u8', 's8', 's32', 64, sp=1, sat=1)
v('s8', 'u8', 's32', 64, asrc='R', sp=1, sat=1)
v('u8', 'u8', 's32', 32, asrc='R', sp=1)
v('s8', 's8', 's32', 64, sp=1, bo=1)

K = {'f16': 16, 'bf16': 16, 'tf32': 8, 'e4m3': 32, 'e5m2': 32, 's8': 32, 'u8': 32, 'b1': 256}
TC = {'f16': 0, 'bf16': 1, 'tf32': 2, 'f32': 3, 'e4m3': 11, 'e5m2': 12, 's8': 5, 'u8': 6, 's32': 10, 'b1': 9}

out = ['// Generated by gen.py: the wgmma probe kernels (see gen.py and host.cpp).',
       '#include <stdint.h>',
       'struct Prm { uint32_t descA_lo, descA_hi, descB_lo, descB_hi, scaled, nk, stepA, stepB,',
       '             sa, sb, dist, r0, r1, r2, r3, r4; };', '']
tab = []
for (nm, at, bt, dt, n, asrc, sa, sb, ta, tb, sat, tr, sp, sel, bo) in V:
    k = K[at] * (2 if sp else 1)
    nar = 20 if sp else 16  # A registers (4 per chain step), then (sparse) 4 metadata words
    nd = n // 2 if dt in ('f32', 's32') else n // 4
    dcon = '+f' if dt == 'f32' else '+r'
    dty = 'float' if dt == 'f32' else 'uint32_t'
    if at == 'b1':
        shape = 'm64n%dk%d.s32.b1.b1.and.popc' % (n, k)
    elif dt == 's32':
        shape = 'm64n%dk%d.s32.%s.%s%s' % (n, k, at, bt, '.satfinite' if sat else '')
    else:
        shape = 'm64n%dk%d.%s.%s.%s' % (n, k, dt, at, bt)
    dl = ', '.join('%%%d' % i for i in range(nd))
    idx = nd
    if asrc == 'R':
        aop = '{%s}' % ', '.join('%%%d' % (idx + i) for i in range(4)); idx += 4
    else:
        aop = '%%%d' % idx; idx += 1
    bop = '%%%d' % idx; idx += 1
    eop = ''
    if sp:
        eop = '%%%d, %d, ' % (idx, sel); idx += 1
    sop = '%%%d' % idx; idx += 1
    args = 'p'
    if dt != 's32':
        args += ', %d, %d' % (sa, sb)
        if at in ('f16', 'bf16'):
            args += (', %d' % tb) if asrc == 'R' else (', %d, %d' % (ta, tb))
    asm = '"{\\n.reg .pred p;\\nsetp.ne.b32 p, %s, 0;\\nwgmma.mma_async%s.sync.aligned.%s {%s}, %s, %s, %s%s;\\n}\\n"' % (
        sop, '.sp' if sp else '', shape, dl, aop, bop, eop, args)
    dops = ', '.join('"%s"(d[%d])' % (dcon, i) for i in range(nd))
    if asrc == 'R':
        ins = ', '.join('"r"(a[s*4+%d])' % i for i in range(4)) + ', "l"(db), "r"(sc)'
    else:
        ins = '"l"(da), "l"(db), "r"(sc)'
    if sp:
        ins = ins.replace('"r"(sc)', '"r"(a[16+s]), "r"(sc)')
    out.append('#ifdef K_%s' % nm)
    out.append('extern "C" __global__ void __launch_bounds__(128) %s(const Prm *prm, const uint8_t *img, const uint32_t *areg, const uint32_t *creg, uint32_t *dreg) {' % nm)
    out.append('  extern __shared__ __align__(16) uint8_t sm[];')
    out.append('  const Prm p = prm[blockIdx.x];')
    out.append('  const int tid = threadIdx.x;')
    out.append('  uint32_t raw = (uint32_t)__cvta_generic_to_shared(sm);')
    out.append('  uint32_t pad = (1024 - (raw & 1023)) & 1023;')
    out.append('  uint32_t total = pad + p.sa + p.sb;')
    out.append('  for (uint32_t i = tid * 16; i < total; i += 128 * 16) *(uint4 *)(sm + i) = make_uint4(0, 0, 0, 0);')
    out.append('  __syncthreads();')
    out.append('  const uint4 *src = (const uint4 *)(img + (size_t)blockIdx.x * (p.sa + p.sb));')
    out.append('  for (uint32_t i = tid; i < (p.sa + p.sb) / 16; i += 128) *(uint4 *)(sm + pad + i * 16) = src[i];')
    out.append('  asm volatile("fence.proxy.async.shared::cta;\\n" ::: "memory");')
    out.append('  __syncthreads();')
    out.append('  uint32_t a[%d];' % nar)
    out.append('  for (int i = 0; i < %d; i++) a[i] = areg[((size_t)blockIdx.x * 128 + tid) * %d + i];' % (nar, nar))
    out.append('  %s d[%d];' % (dty, nd))
    out.append('  for (int i = 0; i < %d; i++) { uint32_t c = creg[((size_t)blockIdx.x * 128 + tid) * %d + i]; d[i] = *(%s *)&c; }' % (nd, nd, dty))
    out.append('  uint64_t base = (uint64_t)((raw + pad) >> 4);')
    out.append('  uint64_t da = (((uint64_t)p.descA_hi << 32) | p.descA_lo) + base;')
    out.append('  uint64_t db = (((uint64_t)p.descB_hi << 32) | p.descB_lo) + base + (p.sa >> 4);')
    out.append('  asm volatile("wgmma.fence.sync.aligned;\\n" ::: "memory");')
    out.append('#pragma unroll')
    out.append('  for (int s = 0; s < 4; s++) {')
    out.append('    if (s < (int)p.nk) {')
    out.append('      uint32_t sc = s == 0 ? p.scaled : 1;')
    out.append('      asm volatile(%s : %s : %s : "memory");' % (asm, dops, ins))
    out.append('    }')
    out.append('    da += p.stepA; db += p.stepB;')
    out.append('  }')
    out.append('  asm volatile("wgmma.commit_group.sync.aligned;\\n" ::: "memory");')
    out.append('  asm volatile("wgmma.wait_group.sync.aligned 0;\\n" ::: "memory");')
    out.append('  for (int i = 0; i < %d; i++) dreg[((size_t)blockIdx.x * 128 + tid) * %d + i] = *(uint32_t *)&d[i];' % (nd, nd))
    out.append('}')
    out.append('#endif')
    out.append('')
    tab.append('{"%s", %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d},' % (
        nm, TC[at], TC[bt], TC[dt], n, k, 1 if asrc == 'R' else 0, sa, sb, ta, tb, sat, nd, tr, sp, sel, bo))
open('wgmma.cu', 'w').write('\n'.join(out))
open('kernels21.txt', 'w').write(' '.join(x[0] for x in V if x[12] or x[14]) + '\n')
open('variants.h', 'w').write('// Generated by gen.py.\n// name, atype, btype, dtype, N, K, areg, scale_a, scale_b, trans_a, trans_b, satfinite, nd, trials, sparse, selector, base offset\nstatic const Var VARS[] = {\n' + '\n'.join(tab) + '\n};\n')
print(len(V), 'kernels')
