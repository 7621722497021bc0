#!/usr/bin/env python3
"""tma11 window 2: writes cases/ (kernrun format). hint_*: bulk and tensor copies with
.L2::cache_hint and a createpolicy operand (hint.cu); mapa2_cl2: mapa and getctarank values in a
cluster of two (mapa2.cu)."""
import os
os.makedirs('cases', exist_ok=True)
TM = 'tmap m t 7 64,32 256 16,8 1,1 0 0 0 0'
def write(name, lines):
    with open('cases/%s.case' % name, 'w') as f:
        f.write('\n'.join(lines) + '\n')
head = ['image ../hint.ptx', 'block 128 1 1', 'shmem 1536', 'buf t u8 8192 bits 41']
write('hint_load', ['# hint.cu load_hint: the f32 box at (8, 4) with a cache hint'] + head + [
    'buf out u32 1024 zero', TM, 'kernel load_hint', 'param tmap m', 'param u32 1024', 'param buf out', 'launch', 'check out exact'])
write('hint_prefetch', ['# hint.cu prefetch_hint: prefetches with cache hints, then the load'] + head + [
    'buf out u32 1024 zero', TM, 'kernel prefetch_hint', 'param tmap m', 'param u32 1024', 'param buf out', 'param buf t',
    'launch', 'check out exact'])
write('hint_load_mc', ['# hint.cu load_mc_hint: block 0 multicasts the box at (16, 8) to a cluster of two'] + head + [
    'grid 2 1 1', 'cluster 2 1 1', 'buf out u32 1024 zero', TM, 'kernel load_mc_hint', 'param tmap m', 'param u32 1024',
    'param buf out', 'launch', 'check out exact'])
for name, red in (('hint_store', 0), ('hint_red', 1)):
    write(name, ['# hint.cu store_hint (red %d): the box at (16, 8) stored or added from in' % red] + head + [
        'buf in u8 512 bits 42', TM, 'kernel store_hint', 'param tmap m', 'param u32 1024', 'param buf in',
        'param i32 %d' % red, 'launch', 'check t exact'])
write('hint_bulk', ['# hint.cu bulk_hint: 256 bytes to shared memory and back to dst, then added to dst + 64 words',
    'image ../hint.ptx', 'block 128 1 1', 'shmem 1536', 'buf src u8 256 bits 43', 'buf dst u32 128 bits 44',
    'kernel bulk_hint', 'param u32 1024', 'param buf src', 'param buf dst', 'launch', 'check dst exact'])
write('mapa2_cl2', ['# mapa2.cu in a cluster of two: out[16*rank ...] (see mapa2.cu)', 'image ../mapa2.ptx', 'kernel mapa2',
    'grid 2 1 1', 'block 32 1 1', 'cluster 2 1 1', 'buf out u32 32 zero', 'param buf out', 'launch', 'check out exact'])
