#!/usr/bin/env python3
"""tma10 window 1: writes cases/ (kernrun format). Interleaved loads and stores (32-byte interleave for
real: window 1's il32_* cases encoded 16-byte interleave), rank 4 and 5 by data type and box shape,
stores and reductions out of bounds; cluster-scoped instructions without a cluster launch (nocl.cu);
tensormap.replace (trep.cu)."""
import math, os
os.makedirs('cases', exist_ok=True)
ESZ = {0: 1, 1: 2, 2: 4, 3: 4, 4: 8, 5: 8, 6: 2, 7: 4, 8: 8, 9: 2, 10: 4, 11: 4, 12: 4}
names = []
def lst(v): return ','.join(str(x) for x in v) if v else '-'
def write(name, lines):
    assert name not in names, name
    names.append(name)
    with open('cases/%s.case' % name, 'w') as f:
        f.write('\n'.join(lines) + '\n')
def packed(dims, esz, pad=0):
    s, out = dims[0] * esz + pad, []
    for d in dims[1:]:
        out.append(s); s *= d
    return out
def tline(dt, dims, strides, box, estr, il, sw, oob):
    return 'tmap m t %d %s %s %s %s %d %d 0 %d' % (dt, lst(dims), lst(strides), lst(box), lst(estr), il, sw, oob)

def load(name, dt, dims, box, coords, il=1, estr=None, strides=None, sw=0, oob=0, soff=1024, seed=1, nbytes=None, extra=0):
    esz = ESZ[dt]; r = len(dims); estr = estr or [1] * r
    strides = strides or packed(dims, esz)
    nb = nbytes if nbytes is not None else esz * math.prod(math.ceil(b / e) for b, e in zip(box, estr))
    win = max(nb, esz * math.prod(box)) + 256
    total = strides[-1] * dims[-1] + extra
    c = list(coords) + [0] * (5 - len(coords))
    L = ['# interleaved load, rank %d, dtype %d, dims %s, strides %s, box %s, estr %s, il %d sw %d oob %d, coords %s; out: [0] completed, [16:] window'
         % (r, dt, dims, strides, box, estr, il, sw, oob, coords),
         'image ../ilprobe.ptx', 'block 128 1 1', 'shmem %d' % (soff + win),
         'buf t u8 %d bits %d' % (total, seed), 'buf out u8 %d zero' % (win + 16),
         tline(dt, dims, strides, box, estr, il, sw, oob),
         'kernel ilload%dd' % r, 'param tmap m'] + ['param i32 %d' % x for x in c] + [
         'param u32 %d' % nb, 'param u32 %d' % soff, 'param u32 %d' % win, 'param buf out', 'launch', 'check out exact']
    write(name, L)

def store(name, dt, dims, box, coords, il=1, strides=None, sw=0, soff=1024, seed=2, extra=0, kernel=None, estr=None):
    esz = ESZ[dt]; r = len(dims)
    strides = strides or packed(dims, esz)
    nb = esz * math.prod(box)
    total = strides[-1] * dims[-1] + extra
    c = list(coords) + [0] * (5 - len(coords))
    L = ['# interleaved %s, rank %d, dtype %d, dims %s, strides %s, box %s, il %d sw %d, coords %s' % (kernel or 'store', r, dt, dims, strides, box, il, sw, coords),
         'image ../ilstore.ptx', 'kernel %s' % (kernel or 'store%dd' % r), 'block 128 1 1', 'shmem %d' % (soff + nb),
         'buf t u8 %d bits %d' % (total, seed), 'buf in u8 %d bits %d' % (nb, seed + 100),
         tline(dt, dims, strides, box, estr or [1] * r, il, sw, 0),
         'param tmap m'] + ['param i32 %d' % x for x in c] + [
         'param u32 %d' % nb, 'param u32 %d' % soff, 'param buf in', 'launch', 'check t exact']
    write(name, L)

# --- window 2: the interleaved fault rules (2-byte elements with two outer dimensions, box[0] over 16)
D4 = [8, 6, 5, 4]
load('w4_il16_4d_bf16_b2222', 9, D4, [8, 2, 2, 2], [0, 1, 1, 1])
load('w4_il16_4d_f16_b2212_estr', 6, D4, [8, 2, 2, 2], [0, 1, 1, 1], estr=[1, 1, 1, 2])
load('w4_il16_4d_f16_b2222_oob3', 6, D4, [8, 2, 2, 2], [0, 1, 1, 3])
load('w4_il16_5d_f16_b21112', 6, [8, 4, 3, 3, 2], [8, 2, 1, 1, 2], [0, 1, 1, 1, 0])
load('w4_il16_5d_f16_b12112', 6, [8, 4, 3, 3, 2], [8, 1, 2, 1, 2], [0, 1, 1, 1, 0])
load('w4_il16_3d_u32_box0_20', 2, [20, 20, 10], [20, 4, 2], [0, 2, 1], strides=[80, 1600])
load('w4_il16_3d_u32_box0_16', 2, [16, 20, 10], [16, 4, 2], [0, 2, 1], strides=[64, 1280])
load('w4_il16_3d_f16_box0_16_d24', 6, [24, 20, 10], [16, 4, 2], [0, 2, 1])
load('w4_il16_3d_u8_box2_1', 0, [16, 20, 10], [16, 4, 1], [0, 2, 1])
load('w4_il16_3d_f16_estr2_2', 6, [8, 20, 10], [8, 8, 4], [0, 2, 1], estr=[1, 1, 2])
store('w4_il16_st4d_f16_b2222', 6, D4, [8, 2, 2, 2], [0, 1, 1, 1])
store('w4_il16_st4d_f16_b2222_oob3', 6, D4, [8, 2, 2, 2], [0, 1, 1, 3])
store('w4_il16_st3d_f16_box0_24', 6, [24, 20, 10], [24, 4, 2], [0, 2, 1])
store('w4_il16_st3d_f16_estr0', 6, [8, 20, 10], [8, 8, 4], [0, 2, 1], estr=[2, 1, 1])
store('w4_il16_st5d_f32', 7, [4, 4, 3, 3, 2], [4, 2, 2, 2, 2], [0, 1, 1, 1, 0])
store('w4_il16_red4d_add_f32_b2222', 7, [4, 6, 5, 4], [4, 2, 2, 2], [0, 1, 1, 1], kernel='red4d_add')

# --- cluster-scoped instructions with and without a cluster launch
NOCL = ['st_async', 'st_async_mapa', 'red_async', 'arrive_remote', 'bulk_s2s', 'bulk_g2s', 'bulk_mcast', 'reduce_s2s',
        'ld_cluster', 'st_cluster', 'atom_cluster', 'cluster_regs', 'stasync_cluster_scope', 'expect_tx_cluster_scope',
        'st_async_v4', 'red_async_u64', 'barrier_cluster', 'complete_tx']
for k, what in enumerate(NOCL):
    for cl in ('', '_cl1'):
        L = ['# nocl.cu case %d (%s), %s' % (k, what, 'a cluster of 1' if cl else 'no cluster launch'),
             'image ../nocl.ptx', 'kernel nocl%d' % k, 'block 32 1 1'] + (['cluster 1 1 1'] if cl else []) + [
             'buf in u32 64 bits %d' % (11 + k), 'buf out u32 16 zero', 'param buf in', 'param buf out', 'launch', 'check out exact']
        write('nocl_%s%s' % (what, cl), L)

# --- tensormap.replace: an f32 2D map of 64 x 32, box 16 x 8
def trep(name, kernel, v=0, a=None, c=(0, 0), nb=512, dims=(64, 32), box=(16, 8), dt=7, sw=0, oob=0):
    win = 4096
    L = ['# tensormap.replace: %s v=%d a=%s coords %s; out: [0] completed, [16:] window' % (kernel, v, a, c),
         'image ../trep.ptx', 'kernel %s' % kernel, 'block 128 1 1', 'shmem %d' % (1024 + win),
         'buf t u8 %d bits 31' % (dims[0] * dims[1] * 4), 'buf t2 u8 16384 bits 32', 'buf g u8 128 zero',
         'buf out u8 %d zero' % (win + 16),
         'tmap m t %d %d,%d %d %d,%d 1,1 0 %d 0 %d' % (dt, dims[0], dims[1], dims[0] * 4, box[0], box[1], sw, oob),
         'param tmap m', 'param buf g', 'param u32 %d' % v, ('param buf %s' % a) if isinstance(a, str) else 'param u64 %d' % (a or 0),
         'param i32 %d' % c[0], 'param i32 %d' % c[1], 'param u32 %d' % nb, 'param u32 1024', 'param u32 %d' % win,
         'param buf out', 'launch', 'check out exact']
    write(name, L)
trep('trep_none', 'trep_none')
trep('trep_addr', 'trep_addr', a='t2')
trep('trep_smem_addr', 'trep_smem_addr', a='t2')
trep('trep_box0_8', 'trep_box0', v=8, nb=256)
trep('trep_box0_7', 'trep_box0', v=7, nb=224)
trep('trep_box1_4', 'trep_box1', v=4, nb=256)
trep('trep_box1_3', 'trep_box1', v=3, nb=192)
trep('trep_dim0_20', 'trep_dim0', v=20, c=(16, 0))
trep('trep_dim0_19', 'trep_dim0', v=19, c=(16, 0))
trep('trep_dim1_10', 'trep_dim1', v=10, c=(0, 4))
trep('trep_stride0_128', 'trep_stride0', a=128)
trep('trep_stride0_512', 'trep_stride0', a=512)
trep('trep_estr1_2', 'trep_estr1', v=2, nb=256)
trep('trep_estr1_1', 'trep_estr1', v=1, nb=256)
trep('trep_estr0_2', 'trep_estr0', v=2)
for v in (0, 1, 2, 4, 7, 8, 9, 10, 11, 12):
    trep('trep_elemtype_%d' % v, 'trep_elemtype_%d' % v)
for v in (0, 1, 2, 3):
    trep('trep_swizzle_%d' % v, 'trep_swizzle_%d' % v)
trep('trep_fill_1', 'trep_fill_1', c=(56, 28))
trep('trep_fill_0', 'trep_fill_0', c=(56, 28), oob=1)
for v in (0, 1, 2):
    trep('trep_rank_%d' % v, 'trep_rank_%d' % v)
trep('trep_interleave_1', 'trep_interleave_1')
print(len(names), 'cases')
