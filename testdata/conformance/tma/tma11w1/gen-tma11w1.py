#!/usr/bin/env python3
"""tma11 window 1: writes cases/ (kernrun format).
w5_*: the interleaved fault rule tma11 read off every recorded case (a load faults when the box's
chunks, laid densely from the destination, run past the CTA's shared memory; a store or reduction
when its in-bound chunks do): the cases that failed, again with shared memory enough for them
(predicted to run), and a few bytes short (granularity). trep_*: tensormap.replace values and
forms trep.cu (tma10) did not try (trep.cu, trep2.cu, trep3_*: one risky immediate each)."""
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
def ilchunks(dims, box, estr):
    r = len(dims); n = math.ceil(box[0] / estr[0])
    for i in range(1, r):
        if i != r - 2: n *= math.ceil(box[i] / estr[i])
    return n

def load(name, dt, dims, box, coords, win, il=1, estr=None, soff=1024, seed=1):
    """win: the shared window (and the dynamic shared memory past soff); the mbarrier expects
    what the box delivers."""
    esz = ESZ[dt]; r = len(dims); estr = estr or [1] * r
    strides = packed(dims, esz)
    nb = ilchunks(dims, box, estr) * (16 << (il - 1))
    total = strides[-1] * dims[-1]
    c = list(coords) + [0] * (5 - len(coords))
    L = ['# interleaved load, rank %d, dtype %d, dims %s, box %s, estr %s, il %d, coords %s, %d bytes delivered into %d; out: [0] completed, [16:] window'
         % (r, dt, dims, box, estr, il, coords, nb, win),
         'image ../ilprobe.ptx', 'block 128 1 1', 'shmem %d' % (soff + win),
         'buf t u8 %d bits %d' % (total, seed), 'buf out u8 %d zero' % (win + 16),
         tline(dt, dims, strides, box, estr, il, 0, 0),
         'kernel ilload%dd' % r, 'param tmap m'] + ['param i32 %d' % x for x in c] + [
         'param u32 %d' % nb, 'param u32 %d' % soff, 'param u32 %d' % win, 'param buf out', 'launch', 'check out exact']
    write(name, L)

def store(name, dt, dims, box, coords, room, il=1, soff=1024, seed=2, kernel=None):
    """room: the dynamic shared memory past soff, all of it staged from `in`."""
    esz = ESZ[dt]; r = len(dims)
    strides = packed(dims, esz)
    total = strides[-1] * dims[-1]
    c = list(coords) + [0] * (5 - len(coords))
    L = ['# interleaved %s, rank %d, dtype %d, dims %s, box %s, il %d, coords %s, %d bytes of shared memory staged' % (kernel or 'store', r, dt, dims, box, il, coords, room),
         'image ../ilstore.ptx', 'kernel %s' % (kernel or 'store%dd' % r), 'block 128 1 1', 'shmem %d' % (soff + room),
         'buf t u8 %d bits %d' % (total, seed), 'buf in u8 %d bits %d' % (room, seed + 100),
         tline(dt, dims, strides, box, [1] * r, il, 0, 0),
         'param tmap m'] + ['param i32 %d' % x for x in c] + [
         'param u32 %d' % room, 'param u32 %d' % soff, 'param buf in', 'launch', 'check t exact']
    write(name, L)

D4 = [8, 6, 5, 4]
# Loads: the box's chunks are 512 bytes (fit) and some bytes more than the shared memory
# (short8, short64, short136: the H200 grants shared memory in 128-byte units, probe6; cudasim
# predicts the first two run).
for k, w in (('fit', 512), ('short8', 504), ('short64', 448), ('short136', 376)):
    load('w5_ld4d_f16_b2222_' + k, 6, D4, [8, 2, 2, 2], [0, 1, 1, 1], w)
load('w5_ld3d_u8_fit', 0, [16, 20, 10], [16, 4, 2], [0, 2, 1], 512)
load('w5_ld3d_f16_box0_24_fit', 6, [24, 20, 10], [24, 4, 2], [0, 2, 1], 768)
load('w5_ld5d_f16_b22222_fit', 6, [8, 5, 4, 3, 3], [8, 2, 2, 2, 2], [0, 1, 1, 1, 1], 1024)
load('w5_ld3d_il32_f16_fit', 6, [16, 20, 10], [16, 4, 2], [0, 2, 1], 1024, il=2)
# Stores: fitA ends where the last chunk with every coordinate inside the tensor ends (the chunk
# coordinate c0 below dims[0], as the recorded data has it), fitB where the last chunk inside the
# row's bytes (c0 * 16 < dims[0] * elementSize) ends: the two rules that separate the recorded
# faults; fitB cases are short for fitA even in 128-byte units. short8: 8 bytes short of fitA.
for k, w in (('fitA', 512), ('short8', 504)):
    store('w5_st4d_f16_b2222_' + k, 6, D4, [8, 2, 2, 2], [0, 1, 1, 1], w)
store('w5_st4d_f16_b2222_oob3_fitA', 6, D4, [8, 2, 2, 2], [0, 1, 1, 3], 256)
for k, w in (('fitA', 1024), ('fitB', 784)):
    store('w5_st3d_u8_' + k, 0, [16, 20, 10], [16, 8, 4], [0, 2, 1], w)
for k, w in (('fitA', 2048), ('fitB', 1568)):
    store('w5_st3d_il32_f16_' + k, 6, [16, 20, 10], [16, 8, 4], [0, 2, 1], w, il=2)
for k, w in (('fitA', 768), ('fitB', 432)):
    store('w5_st3d_f16_box0_24_' + k, 6, [24, 20, 10], [24, 4, 2], [0, 2, 1], w)
store('w5_st5d_f32_fitA', 7, [4, 4, 3, 3, 2], [4, 2, 2, 2, 2], [0, 1, 1, 1, 0], 512)
store('w5_red4d_add_f32_b2222_fitA', 7, [4, 6, 5, 4], [4, 2, 2, 2], [0, 1, 1, 1], 256, kernel='red4d_add')

# --- tensormap.replace: an f32 2D map of 64 x 32, box 16 x 8 (as trep.cu's cases)
def trep(name, kernel, image='trep', v=0, a=None, c=(0, 0), nb=512, dims=(64, 32), box=(16, 8), dt=7, sw=0, oob=0):
    win = 4096
    L = ['# tensormap.replace: %s v=%d a=%s coords %s; out: [0] completed, [16:] window' % (kernel, v, a, c),
         'image ../%s.ptx' % image, 'kernel %s' % kernel, 'block 128 1 1', 'shmem %d' % (1024 + win),
         'buf t u8 %d bits 31' % (dims[0] * dims[1] * 4), 'buf t2 u8 16384 bits 32', 'buf g u8 128 zero',
         'buf out u8 %d zero' % (win + 16),
         'tmap m t %d %d,%d %d %d,%d 1,1 0 %d 0 %d' % (dt, dims[0], dims[1], dims[0] * 4, box[0], box[1], sw, oob),
         'param tmap m', 'param buf g', 'param u32 %d' % v, ('param buf %s' % a) if isinstance(a, str) else 'param u64 %d' % (a or 0),
         'param i32 %d' % c[0], 'param i32 %d' % c[1], 'param u32 %d' % nb, 'param u32 1024', 'param u32 %d' % win,
         'param buf out', 'launch', 'check out exact']
    write(name, L)
trep('trep_box0_0', 'trep_box0', v=0, nb=0)
trep('trep_box0_4', 'trep_box0', v=4, nb=128)
trep('trep_box0_300', 'trep_box0', v=300, nb=512)
trep('trep_dim0_0', 'trep_dim0', v=0)
trep('trep_dim1_0', 'trep_dim1', v=0)
trep('trep_estr1_0', 'trep_estr1', v=0)
trep('trep_estr1_8', 'trep_estr1', v=8, nb=64)
trep('trep_estr1_9', 'trep_estr1', v=9, nb=64)
trep('trep_stride0_0', 'trep_stride0', a=0)
trep('trep_stride0_16', 'trep_stride0', a=16)
trep('trep_stride0_200', 'trep_stride0', a=200)
trep('trep_fill_1_u32', 'trep_fill_1', c=(56, 28), dt=2)
trep('trep_box0_restore_7', 'trep_box0_restore', image='trep2', v=7)
trep('trep_addr_generic', 'trep_addr_generic', image='trep2', a='t2')
trep('trep_addr_plus_8', 'trep_addr_plus', image='trep2', a='t2', v=8)
trep('trep_addr_plus_16', 'trep_addr_plus', image='trep2', a='t2', v=16)
trep('trep_box2_4', 'trep_box2', image='trep2', v=4)
trep('trep_box0_sw1_8', 'trep_box0_sw1', image='trep2', v=8, nb=256)
trep('trep_smem_box0_8', 'trep_smem_box0', image='trep2', v=8, nb=256)
trep('trep_rank0_restore', 'trep_rank0_restore', image='trep2')
trep('trep_rank2_restore', 'trep_rank2_restore', image='trep2')
trep('trep_elemtype_3', 'trep_elemtype_3', image='trep2')
trep('trep_elemtype_5', 'trep_elemtype_5', image='trep2', nb=1024)
trep('trep_elemtype_6', 'trep_elemtype_6', image='trep2', nb=256)
trep('trep_rank_3', 'trep_rank_3', image='trep2')
trep('trep_rank_4', 'trep_rank_4', image='trep2')
trep('trep_interleave_2', 'trep_interleave_2', image='trep2')
trep('trep_interleave_0', 'trep_interleave_0', image='trep2')
# one risky immediate per PTX module (ptxas may refuse them for sm_90a): run.sh builds trep3_NAME.ptx
RISKY = [('elemtype_13', 37, 13), ('elemtype_14', 37, 14), ('elemtype_15', 37, 15), ('swizzle_4', 40, 4), ('rank_5', 38, 5),
         ('fill_2', 41, 2), ('interleave_3', 39, 3)]
for n, k, v in RISKY:
    trep('trep_' + n, 'trep_' + n, image='trep3_' + n)
with open('risky.txt', 'w') as f:
    for n, k, v in RISKY:
        f.write('%s %d %d\n' % (n, k, v))
print(len(names), 'cases')
