#!/usr/bin/env python3
# (Recorded as tma10 window 1; the nocl_* and trep_* cases of that window failed to build: see ../record-tma10w2.sh.)
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

def store(name, dt, dims, box, coords, il=1, strides=None, sw=0, soff=1024, seed=2, extra=0, kernel=None):
    esz = ESZ[dt]; r = len(dims)
    strides = strides or packed(dims, esz)
    nb = esz * math.prod(box)
    total = strides[-1] * dims[-1] + extra
    c = list(coords) + [0] * (5 - len(coords))
    L = ['# interleaved %s, rank %d, dtype %d, dims %s, strides %s, box %s, il %d sw %d, coords %s' % (kernel or 'store', r, dt, dims, strides, box, il, sw, coords),
         'image ../ilstore.ptx', 'kernel %s' % (kernel or 'store%dd' % r), 'block 128 1 1', 'shmem %d' % (soff + nb),
         'buf t u8 %d bits %d' % (total, seed), 'buf in u8 %d bits %d' % (nb, seed + 100),
         tline(dt, dims, strides, box, [1] * r, il, sw, 0),
         'param tmap m'] + ['param i32 %d' % x for x in c] + [
         'param u32 %d' % nb, 'param u32 %d' % soff, 'param buf in', 'launch', 'check t exact']
    write(name, L)

# --- interleaved loads, rank 4 and 5: which data types and box shapes fault
for dt, tag in [(1, 'u16'), (6, 'f16'), (2, 'u32'), (7, 'f32'), (4, 'u64'), (8, 'f64')]:
    e = ESZ[dt]; b0 = 16 // e
    D = [b0, 6, 5, 4]
    load('w3_il16_4d_%s_b2111' % tag, dt, D, [b0, 2, 1, 1], [0, 1, 1, 1])
    load('w3_il16_4d_%s_b1211' % tag, dt, D, [b0, 1, 2, 1], [0, 1, 1, 1])
    load('w3_il16_4d_%s_b1121' % tag, dt, D, [b0, 1, 1, 2], [0, 1, 1, 1])
    load('w3_il16_4d_%s_b2222' % tag, dt, D, [b0, 2, 2, 2], [0, 1, 1, 1])
    load('w3_il16_5d_%s_b22222' % tag, dt, [b0, 4, 3, 3, 2], [b0, 2, 2, 2, 2], [0, 1, 1, 1, 0])
# rank 4/5 f32 out of bounds and padded
D4 = [4, 6, 5, 4]
load('w3_il16_4d_f32_end1', 7, D4, [4, 4, 2, 2], [0, 4, 1, 1])
load('w3_il16_4d_f32_end2', 7, D4, [4, 2, 4, 2], [0, 1, 3, 1])
load('w3_il16_4d_f32_end3', 7, D4, [4, 2, 2, 4], [0, 1, 1, 2])
load('w3_il16_4d_f32_neg3', 7, D4, [4, 2, 2, 2], [0, 1, 1, -1])
load('w3_il16_4d_f32_neg1', 7, D4, [4, 2, 2, 2], [0, -1, 1, 1])
load('w3_il16_4d_f32_pad', 7, D4, [4, 4, 2, 2], [0, 4, 1, 1], strides=[32, 224, 1152])
load('w3_il16_4d_f32_nan', 7, D4, [4, 4, 2, 2], [0, 4, 4, 3], oob=1)
load('w3_il16_5d_f32_end', 7, [4, 4, 3, 3, 2], [4, 2, 2, 2, 2], [0, 3, 2, 2, 1])
load('w3_il16_5d_f32_in', 7, [4, 4, 3, 3, 2], [4, 2, 2, 2, 2], [0, 1, 1, 1, 0])
# rank 3: box widths along dimension 0, data types, element strides
load('w3_il16_3d_f16_box0_32', 6, [32, 20, 10], [32, 4, 2], [0, 2, 1])
load('w3_il16_3d_f16_box0_24', 6, [24, 20, 10], [24, 4, 2], [0, 2, 1])
load('w3_il16_3d_u32_box0_8', 2, [8, 20, 10], [8, 4, 2], [0, 2, 1])
load('w3_il16_3d_u32_box0_12', 2, [12, 20, 10], [12, 4, 2], [0, 2, 1], strides=[48, 960])
load('w3_il16_3d_f32_nan', 7, [4, 20, 10], [4, 8, 4], [0, -3, 8], oob=1)
load('w3_il16_3d_f32_estr2', 7, [4, 20, 10], [4, 8, 4], [0, 2, 1], estr=[1, 2, 2])
load('w3_il16_3d_f16_estr3', 6, [8, 20, 10], [8, 8, 4], [0, 2, 1], estr=[1, 3, 1])
load('w3_il16_3d_f32_tf32', 11, [4, 20, 10], [4, 8, 4], [0, 2, 1])
# 32-byte interleave for real
load('w3_il32_3d_f16_in', 6, [16, 20, 10], [16, 8, 4], [0, 2, 1], il=2)
load('w3_il32_3d_f16_end12', 6, [16, 20, 10], [16, 8, 4], [0, 16, 8], il=2)
load('w3_il32_3d_f16_neg', 6, [16, 20, 10], [16, 8, 4], [0, -3, -2], il=2)
load('w3_il32_3d_f16_box0_8', 6, [16, 20, 10], [8, 8, 4], [0, 2, 1], il=2)
load('w3_il32_3d_f16_c0_8', 6, [32, 20, 10], [16, 8, 4], [16, 2, 1], il=2)
load('w3_il32_3d_f32_in', 7, [8, 20, 10], [8, 8, 4], [0, 2, 1], il=2)
load('w3_il32_3d_f64_in', 8, [4, 20, 10], [4, 8, 4], [0, 2, 1], il=2)
load('w3_il32_3d_u8_in', 0, [32, 20, 10], [32, 8, 4], [0, 2, 1], il=2)
load('w3_il32_3d_f16_pad', 6, [16, 20, 10], [16, 8, 4], [0, 16, 8], il=2, strides=[64, 1280])
for sw in (1, 2, 3):
    load('w3_il32_3d_f16_sw%d' % sw, 6, [16, 20, 10], [16, 8, 4], [0, 2, 1], il=2, sw=sw)
load('w3_il32_4d_f32_in', 7, [8, 6, 5, 4], [8, 2, 2, 2], [0, 1, 1, 1], il=2)
load('w3_il32_4d_f16_in', 6, [16, 6, 5, 4], [16, 2, 2, 2], [0, 1, 1, 1], il=2)
load('w3_il32_5d_f32_in', 7, [8, 4, 3, 3, 2], [8, 2, 2, 2, 2], [0, 1, 1, 1, 0], il=2)

# --- interleaved stores and reductions
D3 = [8, 20, 10]
store('w3_il16_st3d_u8', 0, [16, 20, 10], [16, 8, 4], [0, 2, 1])
store('w3_il16_st3d_f32_end12', 7, [4, 20, 10], [4, 8, 4], [0, 16, 8])
store('w3_il16_st3d_f64', 8, [2, 20, 10], [2, 8, 4], [0, 16, 8])
store('w3_il16_st3d_neg1', 6, D3, [8, 8, 4], [0, -2, 1])
store('w3_il16_st3d_c0_8', 6, [16, 20, 10], [8, 8, 4], [8, 2, 1], strides=[32, 640])
store('w3_il16_st3d_x_end12', 6, D3, [8, 8, 4], [0, 16, 8], extra=512)
store('w3_il16_st3d_sw1', 6, D3, [8, 8, 4], [0, 2, 1], sw=1)
store('w3_il16_st3d_box0_16', 6, [16, 20, 10], [16, 8, 4], [0, 16, 8], strides=[32, 640])
store('w3_il16_st4d_end1', 6, [8, 6, 5, 4], [8, 4, 2, 2], [0, 4, 1, 1])
store('w3_il16_st4d_end3', 6, [8, 6, 5, 4], [8, 2, 2, 4], [0, 1, 1, 2])
store('w3_il16_st4d_f32', 7, [4, 6, 5, 4], [4, 4, 4, 2], [0, 4, 3, 3])
store('w3_il16_st4d_pad', 6, [8, 6, 5, 4], [8, 4, 4, 2], [0, 4, 3, 3], strides=[32, 224, 1152])
store('w3_il16_st5d_end', 7, [4, 4, 3, 3, 2], [4, 2, 2, 2, 2], [0, 3, 2, 2, 1])
store('w3_il32_st3d_in', 6, [16, 20, 10], [16, 8, 4], [0, 2, 1], il=2)
store('w3_il32_st3d_end12', 6, [16, 20, 10], [16, 8, 4], [0, 16, 8], il=2)
store('w3_il32_st3d_sw2', 6, [16, 20, 10], [16, 8, 4], [0, 2, 1], il=2, sw=2)
store('w3_il32_st4d_f32', 7, [8, 6, 5, 4], [8, 4, 4, 2], [0, 4, 3, 3], il=2)
store('w3_il16_red3d_add_u32_end', 2, [4, 20, 10], [4, 8, 4], [0, 16, 8], kernel='red3d_add')
store('w3_il16_red3d_min_u32', 2, [4, 20, 10], [4, 8, 4], [0, 16, 8], kernel='red3d_min')
store('w3_il16_red3d_max_f16', 6, D3, [8, 8, 4], [0, 16, 8], kernel='red3d_max')
store('w3_il16_red3d_and_u32', 2, [4, 20, 10], [4, 8, 4], [0, 2, 1], kernel='red3d_and')
store('w3_il16_red4d_add_f32', 7, [4, 6, 5, 4], [4, 4, 4, 2], [0, 4, 3, 3], kernel='red4d_add')
store('w3_il16_red4d_add_f16', 6, [8, 6, 5, 4], [8, 4, 4, 2], [0, 4, 3, 3], kernel='red4d_add')
store('w3_il32_red3d_add_f16', 6, [16, 20, 10], [16, 8, 4], [0, 16, 8], kernel='red3d_add', il=2)
store('w3_il32_red5d_add_f32', 7, [8, 4, 3, 3, 2], [8, 2, 2, 2, 2], [0, 3, 2, 2, 1], kernel='red5d_add', il=2)

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
    trep('trep_elemtype_%d' % v, 'trep_elemtype', v=v)
for v in (0, 1, 2, 3):
    trep('trep_swizzle_%d' % v, 'trep_swizzle', v=v)
trep('trep_fill_1', 'trep_fill', v=1, c=(56, 28))
trep('trep_fill_0', 'trep_fill', v=0, c=(56, 28), oob=1)
for v in (0, 1, 2):
    trep('trep_rank_%d' % v, 'trep_rank', v=v)
trep('trep_interleave_1', 'trep_interleave', v=1)
print(len(names), 'cases')
