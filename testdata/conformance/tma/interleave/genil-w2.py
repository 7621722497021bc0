#!/usr/bin/env python3
"""Writes the interleaved-tensor-map cases (kernrun format) into ilcases/: loads through ilprobe.ptx
(bounded wait, completion flag) and stores through tma_store.ptx, with 16- and 32-byte interleave,
ranks 3 to 5, out-of-bound boxes along each dimension, padded strides, fill modes, swizzles."""
import math, os
os.makedirs('ilcases', exist_ok=True)
ESZ = {0: 1, 1: 2, 2: 4, 3: 4, 4: 8, 5: 8, 6: 2, 7: 4, 8: 8, 9: 2, 10: 4, 11: 4, 12: 4}
names = []
def lst(v): return ','.join(str(x) for x in v) if v else '-'
def write(name, lines):
    assert name not in names, name
    names.append(name)
    with open('ilcases/%s.case' % name, 'w') as f:
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
    total = strides[-1] * dims[-1] + extra  # extra: random bytes past the tensor's end
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
    L = ['# interleaved store, rank %d, dtype %d, dims %s, strides %s, box %s, il %d sw %d, coords %s' % (r, dt, dims, strides, box, il, sw, coords),
         'image ../tma_store.ptx', 'kernel %s' % (kernel or 'store%dd' % r), 'block 128 1 1', 'shmem %d' % (soff + nb),
         'buf t u8 %d bits %d' % (total, seed), 'buf in u8 %d bits %d' % (nb, seed + 100),
         tline(dt, dims, strides, box, [1] * r, il, sw, 0),
         'param tmap m'] + ['param i32 %d' % x for x in c] + [
         'param u32 %d' % nb, 'param u32 %d' % soff, 'param buf in', 'launch', 'check t exact']
    write(name, L)

# window 2: which interleaved loads fault (rank 4 and 5, u8, i32, u64, f64, box shapes)
D4 = [8, 6, 5, 4]
load('w2_il16_4d_u16_in', 1, D4, [8, 2, 2, 2], [0, 0, 0, 0])
load('w2_il16_4d_f16_box1', 6, D4, [8, 1, 1, 1], [0, 0, 0, 0])
load('w2_il16_4d_f16_small', 6, [8, 2, 2, 2], [8, 2, 2, 2], [0, 0, 0, 0])
load('w2_il16_4d_f32', 7, [4, 6, 5, 4], [4, 2, 2, 2], [0, 0, 0, 0])
load('w2_il32_4d_f32', 7, [8, 6, 5, 4], [8, 2, 2, 2], [0, 0, 0, 0], sw=1)
load('w2_il16_5d_box1', 6, [8, 2, 2, 2, 2], [8, 1, 1, 1, 1], [0, 0, 0, 0, 0])
load('w2_il16_3d_u8_box32', 0, [32, 20, 10], [32, 8, 4], [0, 0, 0])
load('w2_il16_3d_u8_in', 0, [16, 20, 10], [16, 8, 4], [0, 0, 0])
load('w2_il16_3d_i32', 3, [4, 20, 10], [4, 8, 4], [0, 0, 0])
load('w2_il16_3d_u64', 4, [2, 20, 10], [2, 8, 4], [0, 0, 0])
load('w2_il16_3d_bf16', 9, [8, 20, 10], [8, 8, 4], [0, 16, 7])
load('w2_il32_3d_u16', 1, [16, 20, 10], [16, 8, 4], [0, 2, 1], sw=1)
load('w2_il16_3d_big', 6, [8, 64, 40], [8, 64, 8], [0, 30, 36])
load('w2_il16_3d_box0_24', 6, [8, 20, 10], [24, 4, 2], [0, 2, 1])
load('w2_il16_3d_dims0_12', 6, [12, 20, 10], [8, 4, 2], [0, 2, 1], strides=[32, 640])
load('w2_il16_3d_c0_neg', 6, [8, 20, 10], [8, 4, 2], [-8, 2, 1])
load('w2_il16_3d_c0_16', 6, [16, 20, 10], [8, 4, 2], [16, 2, 1])
print(len(names), 'cases')
