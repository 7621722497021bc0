#!/usr/bin/env python3
"""Writes the TMA conformance cases (kernrun format) into cases/. Run once; the cases and their H200
goldens are committed. Sizes: f32=7 ... as CUtensorMapDataType numbers."""
import math, os
os.makedirs('cases', exist_ok=True)
ESZ = {0: 1, 1: 2, 2: 4, 3: 4, 4: 8, 5: 8, 6: 2, 7: 4, 8: 8, 9: 2, 10: 4, 11: 4, 12: 4}
BUFT = {1: 'u8', 2: 'u16', 4: 'u32', 8: 'u64'}
n = 0
def lst(v): return ','.join(str(x) for x in v) if v else '-'
def write(name, lines):
    global n
    n += 1
    with open('cases/%s.case' % name, 'w') as f:
        f.write('\n'.join(lines) + '\n')

def tensor_bytes(dims, strides, esz):
    return strides[-1] * dims[-1] if strides else dims[0] * esz

def tmap_line(name, buf, dt, dims, strides, box, estr, il=0, sw=0, l2=0, oob=0):
    return 'tmap %s %s %d %s %s %s %s %d %d %d %d' % (name, buf, dt, lst(dims), lst(strides), lst(box), lst(estr), il, sw, l2, oob)

def packed(dims, esz, pad=0):
    s, out = dims[0] * esz + pad, []
    for d in dims[1:]:
        out.append(s); s *= d
    return out

def load(name, dt, dims, box, coords, estr=None, strides=None, il=0, sw=0, l2=0, oob=0, soff=1024, where='param', seed=1):
    esz = ESZ[dt]; r = len(dims)
    estr = estr or [1] * r
    strides = strides if strides is not None else packed(dims, esz)
    nbytes = esz * math.prod(math.ceil(b / e) for b, e in zip(box, estr))
    win = nbytes + 128
    total = tensor_bytes(dims, strides, esz)
    c = list(coords) + [0] * (5 - len(coords))
    L = ['# tile load, rank %d, dtype %d, box %s, estr %s, il %d sw %d oob %d, coords %s' % (r, dt, box, estr, il, sw, oob, coords),
         'image ../tma_load.ptx', 'block 128 1 1', 'shmem %d' % (soff + win),
         'buf t u8 %d bits %d' % (total, seed), 'buf out u8 %d zero' % win,
         tmap_line('m', 't', dt, dims, strides, box, estr, il, sw, l2, oob)]
    if where == 'param':
        L += ['kernel load%dd' % r, 'param tmap m'] + ['param i32 %d' % x for x in c]
    elif where == 'gmem':
        L += ['kernel load2d_gmem', 'buf mb u8 128 tmap m', 'param buf mb'] + ['param i32 %d' % x for x in c[:2]]
    elif where == 'const':
        L += ['kernel load2d_const', 'global ctmap u8 128 tmap m'] + ['param i32 %d' % x for x in c[:2]]
    L += ['param u32 %d' % nbytes, 'param u32 %d' % soff, 'param u32 %d' % win, 'param buf out', 'launch', 'check out exact']
    write(name, L)

def store(name, dt, dims, box, coords, kernel=None, estr=None, sw=0, oob=0, soff=1024, seed=2):
    esz = ESZ[dt]; r = len(dims); estr = estr or [1] * r
    strides = packed(dims, esz)
    nbytes = esz * math.prod(math.ceil(b / e) for b, e in zip(box, estr))
    total = tensor_bytes(dims, strides, esz)
    c = list(coords) + [0] * (5 - len(coords))
    L = ['# tile %s, rank %d, dtype %d, box %s, sw %d, coords %s' % (kernel or 'store', r, dt, box, sw, coords),
         'image ../tma_store.ptx', 'kernel %s' % (kernel or 'store%dd' % r), 'block 128 1 1', 'shmem %d' % (soff + nbytes),
         'buf t u8 %d bits %d' % (total, seed), 'buf in u8 %d bits %d' % (nbytes, seed + 100),
         tmap_line('m', 't', dt, dims, strides, box, estr, 0, sw, 0, oob),
         'param tmap m'] + ['param i32 %d' % x for x in c] + [
         'param u32 %d' % nbytes, 'param u32 %d' % soff, 'param buf in', 'launch', 'check t exact']
    write(name, L)

# ---- tile loads
load('load1d_in', 7, [1000], [64], [0])
load('load1d_tail', 7, [1000], [64], [980])
load('load1d_head', 7, [1000], [64], [-10])
load('load1d_out', 7, [1000], [64], [2000])
load('load1d_nan', 7, [1000], [64], [980], oob=1)
load('load1d_u8', 0, [1000], [256], [900])
load('load1d_estr', 7, [1000], [64], [8], estr=[2])
for nm, c in [('in', [4, 2]), ('edge', [90, 66]), ('neg', [-5, -3]), ('out', [-20, 0]), ('far', [2147483000, 5]), ('negfar', [-2147483648, -3])]:
    load('load2d_' + nm, 7, [100, 70], [16, 8], c)
load('load2d_nan', 7, [100, 70], [16, 8], [90, 66], oob=1)
load('load2d_nan_f16', 6, [100, 70], [16, 8], [90, -2], strides=[208], oob=1)
load('load2d_nan_bf16', 9, [100, 70], [16, 8], [90, -2], strides=[208], oob=1)
load('load2d_nan_f64', 8, [100, 70], [16, 8], [90, -2], oob=1)
load('load2d_nan_tf32', 11, [100, 70], [16, 8], [90, -2], oob=1)
load('load2d_ftz', 10, [100, 70], [16, 8], [0, 0])
for dt in [0, 1, 2, 3, 4, 5, 6, 9, 12]:
    esz = ESZ[dt]; d0 = 96 if esz < 4 else 48
    load('load2d_dt%d' % dt, dt, [d0, 30], [16 if esz >= 2 else 32, 4], [d0 - 8, 28], strides=[d0 * esz + 32])
load('load2d_pad', 7, [60, 50], [32, 16], [40, 40], strides=[256])
load('load2d_gmem', 7, [100, 70], [16, 8], [90, 66], where='gmem')
load('load2d_const', 7, [100, 70], [16, 8], [90, -3], where='const')
load('load2d_l2', 7, [100, 70], [16, 8], [3, 3], l2=3)
load('load2d_box256', 0, [300, 20], [256, 4], [100, 18])
load('load2d_estr', 7, [100, 70], [16, 8], [90, 60], estr=[2, 3])
load('load2d_estr_edge', 7, [100, 70], [16, 8], [-3, 65], estr=[4, 2])
load('load2d_estr_nan', 7, [100, 70], [16, 8], [-3, 65], estr=[4, 2], oob=1)
for sw, span in [(1, 32), (2, 64), (3, 128)]:
    for dt in [7, 6, 0]:
        esz = ESZ[dt]; b0 = span // esz
        for soff in [1024, 1152, 1536]:
            load('load2d_sw%d_dt%d_s%d' % (span, dt, soff), dt, [b0 * 3, 40], [b0, 16], [b0 // 2, 30], sw=sw, soff=soff)
    load('load2d_sw%d_half' % span, 7, [200, 40], [span // 8, 16], [3, 3], sw=sw)  # inner box half the span
    load('load2d_sw%d_rows3' % span, 7, [200, 40], [span // 4, 3], [1, 38], sw=sw)
load('load3d_in', 7, [20, 10, 12], [8, 4, 4], [1, 2, 3])
load('load3d_edge', 7, [20, 10, 12], [8, 4, 4], [16, 8, 10])
load('load3d_estr', 7, [20, 10, 12], [8, 4, 4], [16, -1, 10], estr=[1, 2, 3])
load('load3d_sw128', 6, [64, 10, 12], [64, 4, 4], [0, 8, 10], sw=3)
load('load4d_in', 7, [12, 6, 5, 4], [4, 2, 2, 2], [0, 1, 2, 1])
load('load4d_edge', 7, [12, 6, 5, 4], [4, 4, 4, 4], [10, 4, 3, 3])
load('load5d_in', 7, [8, 5, 4, 3, 3], [4, 2, 2, 2, 2], [4, 1, 1, 1, 1])
load('load5d_edge', 7, [8, 5, 4, 3, 3], [4, 2, 2, 2, 2], [6, 4, 3, -1, 2], oob=1)
load('load5d_estr', 2, [8, 5, 4, 3, 3], [4, 4, 2, 2, 3], [4, 0, 1, 1, 0], estr=[1, 2, 1, 1, 3])
load('load3d_il16', 6, [8, 20, 10], [8, 8, 4], [0, 16, 8], il=1)
load('load3d_il32', 6, [16, 20, 10], [16, 8, 4], [0, 16, 8], il=2, sw=1)
load('load3d_il32_sw0', 6, [16, 20, 10], [16, 8, 4], [0, 16, 8], il=2, sw=0)
load('load3d_il32_sw128', 6, [16, 20, 10], [16, 8, 4], [0, 16, 8], il=2, sw=3)
# two loads into one barrier's two phases, with a tensor prefetch first
L = ['# prefetch, then two loads into phases 0 and 1 of one barrier', 'image ../tma_load.ptx', 'kernel load2d_twice', 'block 128 1 1',
     'shmem %d' % (1024 + 2 * 640), 'buf t u8 28000 bits 3', 'buf out u8 1280 zero', tmap_line('m', 't', 7, [100, 70], [400], [16, 8], [1, 1]),
     'param tmap m', 'param i32 0', 'param i32 0', 'param i32 95', 'param i32 65', 'param u32 512', 'param u32 1024', 'param u32 640',
     'param buf out', 'launch', 'check out exact']
write('load2d_twice', L)

# ---- tile stores and reductions
store('store1d_in', 7, [1000], [64], [100])
store('store1d_tail', 7, [1000], [64], [980])
store('store1d_head', 7, [1000], [64], [-10])
store('store2d_in', 7, [100, 70], [16, 8], [4, 2])
store('store2d_edge', 7, [100, 70], [16, 8], [90, 66])
store('store2d_neg', 7, [100, 70], [16, 8], [-5, -3])
store('a_store2d_u16', 1, [96, 70], [16, 8], [88, 66])
for sw, span in [(1, 32), (2, 64), (3, 128)]:
    store('store2d_sw%d' % span, 7, [100, 40], [span // 4, 16], [3, 30], sw=sw)
store('store2d_estr', 7, [100, 70], [16, 8], [4, 2], estr=[2, 2])
store('store3d_edge', 7, [20, 10, 12], [8, 4, 4], [16, 8, 10])
store('store4d_edge', 7, [12, 6, 5, 4], [4, 4, 4, 4], [10, 4, 3, 3])
store('store5d_edge', 7, [8, 5, 4, 3, 3], [4, 2, 2, 2, 2], [6, 4, 3, -1, 2])
RED = {'add': [2, 3, 4, 5, 7, 6, 9, 8, 10], 'min': [2, 3, 4, 5, 6, 9, 7], 'max': [2, 3, 4, 5, 6, 9, 7],
       'inc': [2, 3], 'dec': [2, 3], 'and': [2, 3, 4, 5, 7], 'or': [2, 3, 4, 5], 'xor': [2, 3, 4, 5]}
for op, dts in RED.items():
    for dt in dts:
        esz = ESZ[dt]; d0 = 64 // esz * 2
        store('red2d_%s_dt%d' % (op, dt), dt, [d0, 20], [16 if esz <= 4 else 8, 8], [d0 - 8, 16], kernel='red2d_' + op)
store('red2d_add_sw128', 7, [100, 40], [32, 16], [70, 30], kernel='red2d_add', sw=3)
store('red1d_add', 7, [1000], [64], [980], kernel='red1d_add')
store('red3d_add', 7, [20, 10, 12], [8, 4, 4], [16, 8, 10], kernel='red3d_add')
store('red5d_add', 7, [8, 5, 4, 3, 3], [4, 2, 2, 2, 2], [6, 4, 3, -1, 2], kernel='red5d_add')

# ---- bulk copies
def g2s(name, size, srcoff, dstoff):
    win = dstoff + size + 64
    write(name, ['# cp.async.bulk global -> shared, %d bytes' % size, 'image ../bulk.ptx', 'kernel g2s', 'block 128 1 1',
                 'shmem %d' % (128 + win), 'buf src u8 %d bits 5' % (srcoff + size + 64), 'buf out u8 %d zero' % win,
                 'param buf src', 'param u32 %d' % srcoff, 'param u32 %d' % dstoff, 'param u32 %d' % size, 'param u32 128',
                 'param u32 %d' % win, 'param buf out', 'launch', 'check out exact'])
def s2g(name, size, srcoff, dstoff):
    win = srcoff + size + 64
    write(name, ['# cp.async.bulk shared -> global, %d bytes' % size, 'image ../bulk.ptx', 'kernel s2g', 'block 128 1 1',
                 'shmem %d' % (128 + win), 'buf in u8 %d bits 6' % win, 'buf dst u8 %d bits 7' % (dstoff + size + 64),
                 'param buf in', 'param u32 %d' % srcoff, 'param u32 %d' % dstoff, 'param u32 %d' % size, 'param u32 128',
                 'param u32 %d' % win, 'param buf dst', 'launch', 'check dst exact'])
for size, so, do in [(16, 0, 0), (48, 16, 32), (256, 0, 16), (4096, 48, 0), (40000, 0, 0)]:
    g2s('g2s_%d_%d_%d' % (size, so, do), size, so, do)
    s2g('s2g_%d_%d_%d' % (size, so, do), size, so, do)
for size in [16, 1024]:
    win = size + 64
    write('s2c_%d' % size, ['# cp.async.bulk shared::cta -> shared::cluster (CTA 0 to CTA 1)', 'image ../bulk.ptx', 'kernel s2c',
                            'grid 2 1 1', 'cluster 2 1 1', 'block 64 1 1', 'shmem %d' % (128 + win), 'buf in u8 %d bits 8' % win,
                            'buf out u8 %d zero' % (2 * win), 'param buf in', 'param u32 %d' % size, 'param u32 128',
                            'param u32 %d' % win, 'param buf out', 'launch', 'check out exact'])
REDG = ['add_f32', 'add_f64', 'add_s32', 'add_u32', 'add_u64', 'and_b32', 'and_b64', 'or_b32', 'or_b64', 'xor_b32', 'xor_b64',
        'inc_u32', 'dec_u32', 'min_s32', 'min_s64', 'min_u32', 'min_u64', 'max_s32', 'max_s64', 'max_u32', 'max_u64',
        'min_f16', 'max_f16', 'min_bf16', 'max_bf16', 'addnoftz_f16', 'addnoftz_bf16']
for k in REDG:
    t = k.split('_')[1]
    gens = [('bits', 'bits %d' % 9)]
    if t in ('f32', 'f64'):
        gens.append(('mix', '%smix 10' % t))
    if t in ('u32', 's32'):
        gens.append(('small', 'range 11 0 12'))
    for gname, gen in gens:
        bt = {'f32': 'f32', 'f64': 'f64'}.get(t, 'u8')
        cnt = 512 // (4 if bt == 'f32' else 8 if bt == 'f64' else 1)
        write('redg_%s_%s' % (k, gname), ['# cp.reduce.async.bulk to global .%s' % k, 'image ../bulk.ptx', 'kernel redg_' + k,
                                          'block 128 1 1', 'shmem 640', 'buf in %s %d %s' % (bt, cnt, gen),
                                          'buf dst %s %d %s' % (bt, cnt, gen.replace(' 9', ' 19').replace(' 10', ' 20').replace(' 11 ', ' 21 ')),
                                          'param buf in', 'param u32 512', 'param u32 128', 'param buf dst', 'launch', 'check dst exact'])
for k in ['and_b32', 'or_b32', 'xor_b32', 'min_u32', 'max_u32', 'add_u32', 'inc_u32', 'dec_u32', 'min_s32', 'max_s32', 'add_s32', 'add_u64']:
    gen = 'range 12 0 9' if k in ('inc_u32', 'dec_u32') else 'bits 12'
    write('redc_%s' % k, ['# cp.reduce.async.bulk to shared::cluster .%s' % k, 'image ../bulk.ptx', 'kernel redc_' + k, 'grid 2 1 1',
                          'cluster 2 1 1', 'block 64 1 1', 'shmem 384', 'buf in u32 128 %s' % gen, 'buf out u8 256 zero',
                          'param buf in', 'param u32 256', 'param u32 128', 'param buf out', 'launch', 'check out exact'])

# ---- multicast (sm_90a)
for cl, mask, iss in [(2, 3, 0), (2, 2, 0), (4, 11, 2), (4, 15, 3)]:
    nbytes = 16 * 8 * 4; win = nbytes + 64
    write('mcast2d_c%d_m%d_i%d' % (cl, mask, iss), ['# multicast tile load', 'image ../mcast.ptx', 'kernel mcast2d', 'grid %d 1 1' % cl,
          'cluster %d 1 1' % cl, 'block 64 1 1', 'shmem %d' % (1024 + win), 'buf t u8 28000 bits 13', 'buf out u8 %d zero' % (cl * win),
          tmap_line('m', 't', 7, [100, 70], [400], [16, 8], [1, 1], 0, 0, 0, 0), 'param tmap m', 'param i32 90', 'param i32 64',
          'param u32 %d' % nbytes, 'param u32 1024', 'param u32 %d' % win, 'param u32 %d' % mask, 'param u32 %d' % iss,
          'param buf out', 'launch', 'check out exact'])
    write('mcastbulk_c%d_m%d_i%d' % (cl, mask, iss), ['# multicast bulk load', 'image ../mcast.ptx', 'kernel mcastbulk', 'grid %d 1 1' % cl,
          'cluster %d 1 1' % cl, 'block 64 1 1', 'shmem %d' % (128 + 320), 'buf src u8 256 bits 14', 'buf out u8 %d zero' % (cl * 320),
          'param buf src', 'param u32 256', 'param u32 128', 'param u32 320', 'param u32 %d' % mask, 'param u32 %d' % iss,
          'param buf out', 'launch', 'check out exact'])

# ---- im2col
def i2c(name, dt, dims, lo, hi, ch, px, coords, offs, estr=None, sw=0, oob=0, soff=1024):
    esz = ESZ[dt]; r = len(dims); estr = estr or [1] * r
    strides = packed(dims, esz)
    nbytes = ch * px * esz; win = nbytes + 128
    total = tensor_bytes(dims, strides, esz)
    c = list(coords) + [0] * (5 - len(coords)); o = list(offs) + [0] * (3 - len(offs))
    write(name, ['# im2col load, rank %d, lower %s upper %s, %d channels x %d pixels, coords %s offsets %s' % (r, lo, hi, ch, px, coords, offs),
                 'image ../im2col.ptx', 'kernel i2c%dd' % r, 'block 128 1 1', 'shmem %d' % (soff + win),
                 'buf t u8 %d bits 15' % total, 'buf out u8 %d zero' % win,
                 'im2col m t %d %s %s %s %s %d %d %s 0 %d 0 %d' % (dt, lst(dims), lst(strides), lst(lo), lst(hi), ch, px, lst(estr), sw, oob),
                 'param tmap m'] + ['param i32 %d' % x for x in c + o] + [
                 'param u32 %d' % nbytes, 'param u32 %d' % soff, 'param u32 %d' % win, 'param buf out', 'launch', 'check out exact'])
i2c('i2c3d_a', 7, [8, 20, 2], [-1], [-1], 8, 32, [0, -1, 0], [0])
i2c('i2c3d_b', 7, [8, 20, 2], [-1], [-1], 8, 32, [0, 10, 0], [2])
i2c('i2c3d_c', 6, [16, 20, 3], [-2], [1], 16, 48, [0, 5, 1], [1])
i2c('i2c3d_nan', 7, [8, 20, 2], [-1], [-1], 8, 32, [0, -1, 0], [0], oob=1)
i2c('i2c4d_a', 7, [8, 10, 10, 2], [-1, -1], [-1, -1], 8, 64, [0, -1, -1, 0], [0, 0])
i2c('i2c4d_b', 7, [8, 10, 10, 2], [-1, -1], [-1, -1], 8, 64, [0, 3, 5, 1], [1, 2])
i2c('i2c4d_c', 7, [4, 10, 10, 2], [0, 0], [0, 0], 4, 128, [0, 0, 0, 0], [0, 0])
i2c('i2c4d_estr', 7, [8, 10, 10, 2], [-1, -1], [-1, -1], 8, 32, [0, -1, -1, 0], [0, 0], estr=[1, 2, 2, 1])
i2c('i2c4d_sw128', 6, [64, 10, 10, 2], [-1, -1], [-1, -1], 64, 32, [0, -1, -1, 0], [1, 1], sw=3)
i2c('i2c4d_ch', 7, [16, 10, 10, 2], [-1, -1], [-1, -1], 8, 32, [4, 2, 2, 1], [0, 1])
i2c('i2c5d_a', 7, [8, 6, 6, 6, 2], [-1, -1, -1], [-1, -1, -1], 8, 32, [0, -1, -1, -1, 0], [1, 1, 1])
i2c('i2c5d_b', 7, [8, 6, 6, 6, 2], [-1, -1, -1], [-1, -1, -1], 8, 64, [0, 2, 3, 4, 1], [2, 0, 1])

# ---- st.async / red.async
ASYNC = {'st_b32': 4, 'st_b64': 8, 'st_v2b32': 8, 'st_v2b64': 16, 'st_v4b32': 16, 'st_v2f32': 8}
for k in ['red_inc_u32', 'red_dec_u32', 'red_min_u32', 'red_max_u32', 'red_add_u32', 'red_min_s32', 'red_max_s32', 'red_add_s32',
          'red_and_b32', 'red_or_b32', 'red_xor_b32']:
    ASYNC[k] = 4
ASYNC['red_add_u64'] = 8
for k, per in ASYNC.items():
    gen = 'range 16 0 20' if 'inc' in k or 'dec' in k else 'bits 16'
    write('async_' + k, ['# %s into CTA 1 of a cluster of two' % k, 'image ../async.ptx', 'kernel ' + k, 'grid 2 1 1', 'cluster 2 1 1',
                         'block 32 1 1', 'shmem 384', 'buf in u32 128 %s' % gen, 'buf out u8 256 zero', 'param buf in',
                         'param u32 %d' % (16 * per), 'param u32 128', 'param buf out', 'launch', 'check out exact'])

# ---- CUDA 13's headers
for k, n_, t in [('lib_memcpy_async', 256, 'f32'), ('lib_memcpy_async_tx', 200, 'f32')]:
    write(k, ['# ' + k, 'image ../cccl.ptx', 'kernel ' + k, 'grid 2 1 1', 'block 64 1 1', 'buf src f32 %d f32mix 17' % (2 * n_ * 4),
              'buf dst f32 %d zero' % (2 * n_ * 4), 'param buf src', 'param buf dst', 'param i32 %d' % n_, 'launch', 'check dst exact'])
write('cg_memcpy_async', ['# cg::memcpy_async', 'image ../cccl.ptx', 'kernel cg_memcpy_async', 'grid 2 1 1', 'block 128 1 1',
                          'buf src i32 2048 bits 18', 'buf dst i32 2048 zero', 'param buf src', 'param buf dst', 'param i32 1000',
                          'launch', 'check dst exact'])

# ---- faults (the launch's code is the datum; kernrun prints it)
write('fault_zeromap', ['# a tensor map of zeros (never encoded)', 'image ../tma_load.ptx', 'kernel load2d', 'block 128 1 1', 'shmem 1664',
      'buf out u8 640 zero', 'param bytes ' + '00' * 128] + ['param i32 0'] * 5 + ['param u32 512', 'param u32 1024', 'param u32 640',
      'param buf out', 'launch', 'check out exact'])
load('fault_smem16', 7, [100, 70], [16, 8], [4, 2], soff=1040)
g2s('fault_g2s_size20', 20, 0, 0)
g2s('fault_g2s_src8', 32, 8, 0)

# ---- second window: box starts whose byte offset along dimension 0 is a multiple of 16 (the H200
# faults with 715 otherwise: the first window's cases with such starts record that fault)
load('a_load1d_head', 7, [1000], [64], [-16])
load('a_load1d_u8', 0, [1000], [256], [896])
load('a_load2d_edge', 7, [100, 70], [16, 8], [88, 66])
load('a_load2d_neg', 7, [100, 70], [16, 8], [-8, -3])
load('a_load2d_nan', 7, [100, 70], [16, 8], [88, 66], oob=1)
load('a_load2d_nan_f16', 6, [100, 70], [16, 8], [88, -2], strides=[208], oob=1)
load('a_load2d_nan_bf16', 9, [100, 70], [16, 8], [88, -2], strides=[208], oob=1)
load('a_load2d_nan_tf32', 11, [100, 70], [16, 8], [88, -2], oob=1)
load('a_load2d_nan_u16', 1, [100, 70], [16, 8], [88, -2], strides=[208], oob=1)
for v in (1, 2, 3):
    load('a_load2d_l2_%d' % v, 7, [100, 70], [16, 8], [4, 3], l2=v)
load('a_load2d_gmem', 7, [100, 70], [16, 8], [88, 66], where='gmem')
load('a_load2d_const', 7, [100, 70], [16, 8], [88, -3], where='const')
load('a_load2d_estr1', 7, [100, 70], [16, 8], [88, 60], estr=[1, 3])
load('a_load4d_edge', 7, [12, 6, 5, 4], [4, 4, 4, 4], [8, 4, 3, 3])
load('a_load5d_edge', 7, [8, 5, 4, 3, 3], [4, 2, 2, 2, 2], [4, 4, 3, -1, 2], oob=1)
for sw, span in [(1, 32), (2, 64), (3, 128)]:
    load('a_load2d_sw%d_half' % span, 7, [200, 40], [span // 8, 16], [4, 3], sw=sw)
    load('a_load2d_sw%d_rows3' % span, 7, [200, 40], [span // 4, 3], [4, 38], sw=sw)
    load('a_load2d_sw%d_edge' % span, 7, [100, 40], [span // 4, 16], [96, -4], sw=sw, oob=1)
L = ['# prefetch, then two loads into phases 0 and 1 of one barrier', 'image ../tma_load.ptx', 'kernel load2d_twice', 'block 128 1 1',
     'shmem %d' % (1024 + 2 * 640), 'buf t u8 28000 bits 3', 'buf out u8 1280 zero', tmap_line('m', 't', 7, [100, 70], [400], [16, 8], [1, 1]),
     'param tmap m', 'param i32 0', 'param i32 0', 'param i32 92', 'param i32 65', 'param u32 512', 'param u32 1024', 'param u32 640',
     'param buf out', 'launch', 'check out exact']
write('a_load2d_twice', L)
# element strides along dimension 0: how many bytes land, and how many the barrier counts
def estr0(name, dims, box, estr, coords, nbytes, strides=None):
    esz = 4; r = len(dims); strides = strides if strides is not None else packed(dims, esz)
    win = esz * math.prod(box) + 256
    c = list(coords) + [0] * (5 - len(coords))
    write(name, ['# element strides along dimension 0, barrier expecting %d bytes' % nbytes, 'image ../tma_load.ptx', 'block 128 1 1',
                 'shmem %d' % (1024 + win), 'buf t u8 %d bits 4' % tensor_bytes(dims, strides, esz), 'buf out u8 %d zero' % win,
                 tmap_line('m', 't', 7, dims, strides, box, estr), 'kernel load%dd' % r, 'param tmap m'] + ['param i32 %d' % x for x in c] +
                ['param u32 %d' % nbytes, 'param u32 1024', 'param u32 %d' % win, 'param buf out', 'launch', 'check out exact'])
estr0('a_estr0_1d_full', [1000], [64], [2], [8], 256)
estr0('a_estr0_1d_half', [1000], [64], [2], [8], 128)
estr0('a_estr0_1d_s3', [1000], [60], [3], [8], 80)
estr0('a_estr0_2d_half', [100, 70], [16, 8], [2, 1], [8, 2], 256)
estr0('a_estr0_2d_full', [100, 70], [16, 8], [2, 1], [8, 2], 512)
estr0('a_estr0_2d_edge', [100, 70], [16, 8], [4, 2], [92, 66], 128)
# float conversions on load: f32 with flush to zero, tf32 (rounded), tf32 with flush to zero
for dt in (10, 11, 12):
    for gen in ('f32mix 5', 'file tf32vals.bin'):
        cnt = 4096
        write('a_cvt_dt%d_%s' % (dt, gen.split()[0]), ['# data type %d loads of %s' % (dt, gen), 'image ../tma_load.ptx', 'kernel load2d',
              'block 128 1 1', 'shmem %d' % (1024 + 16384 + 128), 'buf t f32 %d %s' % (cnt, gen), 'buf out u8 %d zero' % (16384 + 128),
              tmap_line('m', 't', dt, [64, 64], [256], [64, 64], [1, 1]), 'param tmap m'] + ['param i32 0'] * 5 +
              ['param u32 16384', 'param u32 1024', 'param u32 %d' % (16384 + 128), 'param buf out', 'launch', 'check out exact'])
    store('a_cvt_store_dt%d' % dt, dt, [64, 16], [64, 16], [0, 0])
    store('a_cvt_red_dt%d' % dt, dt, [64, 16], [64, 16], [0, 0], kernel='red2d_add') if dt != 11 else None
store('a_store1d_head', 7, [1000], [64], [-16])
store('a_store2d_edge', 7, [100, 70], [16, 8], [88, 66])
store('a_store2d_neg', 7, [100, 70], [16, 8], [-8, -3])
for sw, span in [(1, 32), (2, 64), (3, 128)]:
    store('a_store2d_sw%d' % span, 7, [100, 40], [span // 4, 16], [4, 30], sw=sw)
store('a_store4d_edge', 7, [12, 6, 5, 4], [4, 4, 4, 4], [8, 4, 3, 3])
store('a_store5d_edge', 7, [8, 5, 4, 3, 3], [4, 2, 2, 2, 2], [4, 4, 3, -1, 2])
store('a_store2d_estr1', 7, [100, 70], [16, 8], [4, 2], estr=[1, 2])
store('a_red2d_add_sw128', 7, [100, 40], [32, 16], [72, 30], kernel='red2d_add', sw=3)
store('a_red5d_add', 7, [8, 5, 4, 3, 3], [4, 2, 2, 2, 2], [4, 4, 3, -1, 2], kernel='red5d_add')
store('a_red2d_add_f32mix', 7, [64, 16], [64, 16], [0, 0], kernel='red2d_add')
for cl, mask, iss in [(2, 3, 0), (2, 2, 0), (4, 11, 2), (4, 15, 3)]:
    nbytes = 16 * 8 * 4; win = nbytes + 64
    write('a_mcast2d_c%d_m%d_i%d' % (cl, mask, iss), ['# multicast tile load', 'image ../mcast.ptx', 'kernel mcast2d', 'grid %d 1 1' % cl,
          'cluster %d 1 1' % cl, 'block 64 1 1', 'shmem %d' % (1024 + win), 'buf t u8 28000 bits 13', 'buf out u8 %d zero' % (cl * win),
          tmap_line('m', 't', 7, [100, 70], [400], [16, 8], [1, 1], 0, 0, 0, 0), 'param tmap m', 'param i32 88', 'param i32 64',
          'param u32 %d' % nbytes, 'param u32 1024', 'param u32 %d' % win, 'param u32 %d' % mask, 'param u32 %d' % iss,
          'param buf out', 'launch', 'check out exact'])
print(n, 'cases')

# ---- crafted float reductions: subnormals (flushed or not), NaN operands, infinities
for t, cnt in (('f32', 128), ('f64', 64)):
    write('a_redg_add_%s_crafted' % t, ['# cp.reduce.async.bulk .add.%s on crafted operands (redf%s.bin: in, then dst)' % (t, t[1:]),
          'image ../bulk.ptx', 'kernel redg_add_' + t, 'block 128 1 1', 'shmem 640', 'buf in %s %d file red%s.bin 0' % (t, cnt, t),
          'buf dst %s %d file red%s.bin 512' % (t, cnt, t), 'param buf in', 'param u32 512', 'param u32 128', 'param buf dst', 'launch',
          'check dst exact'])
for dt, t, cnt, box in ((7, 'f32', 128, '32,4'), (10, 'f32', 128, '32,4'), (8, 'f64', 64, '16,4')):
    write('a_red2d_add_dt%d_crafted' % dt, ['# cp.reduce.async.bulk.tensor .add through a map of data type %d on crafted operands' % dt,
          'image ../tma_store.ptx', 'kernel red2d_add', 'block 128 1 1', 'shmem 1536', 'buf t %s %d file red%s.bin 512' % (t, cnt, t),
          'buf in %s %d file red%s.bin 0' % (t, cnt, t), 'tmap m t %d %s %d %s 1,1 0 0 0 0' % (dt, box, 128, box),
          'param tmap m'] + ['param i32 0'] * 5 + ['param u32 512', 'param u32 1024', 'param buf in', 'launch', 'check t exact'])
print(n, 'cases')

# ---- third window: swizzled boxes whose inner dimension is narrower than the span, with room for
# a padded layout; the barrier expecting the dense bytes (b_) or the padded ones (p_)
for sw, span in [(1, 32), (2, 64), (3, 128)]:
    inner = span // 2
    rows = 16
    dense, padded = inner * rows, span * rows
    for tag, nb in (('b', dense), ('p', padded)):
        win = padded + 256
        write('b_swh%d_%s' % (span, tag), ['# %d-byte swizzle, %d-byte inner box, barrier expecting %d bytes' % (span, inner, nb),
              'image ../tma_load.ptx', 'kernel load2d', 'block 128 1 1', 'shmem %d' % (1024 + win), 'buf t u8 32000 bits 6',
              'buf out u8 %d zero' % win, tmap_line('m', 't', 7, [200, 40], [800], [inner // 4, rows], [1, 1], 0, sw, 0, 0),
              'param tmap m', 'param i32 4', 'param i32 3', 'param i32 0', 'param i32 0', 'param i32 0',
              'param u32 %d' % nb, 'param u32 1024', 'param u32 %d' % win, 'param buf out', 'launch', 'check out exact'])
# the TMA-fed benchmark kernel (colsum.cu) as a case
write('b_colsum', ['# column sums of a 256 x 192 u32 matrix through a two-stage TMA pipeline', 'image ../colsum.ptx', 'kernel tma_colsum',
      'grid 7 1 1', 'block 128 1 1', 'shmem %d' % (1024 + 2 * 8192), 'buf mat u32 %d bits 21' % (256 * 192), 'buf out u32 192 zero',
      tmap_line('m', 'mat', 2, [192, 256], [768], [32, 64], [1, 1]), 'param tmap m', 'param i32 256', 'param i32 192', 'param buf out',
      'launch', 'check out exact'])
print(n, 'cases')
