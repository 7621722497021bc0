#!/usr/bin/env python3
"""tma13 window 2: writes cases/ (kernrun format). c13b_*: clus13b.cu's accesses outside the CTA's
shared window, in clusters of 2 and 4; lanes_*: a warp's lanes storing to one shared word."""
import os
os.makedirs('cases', exist_ok=True)
def write(name, lines):
    open('cases/%s.case' % name, 'w').write('\n'.join(lines) + '\n')
for mode in range(1, 7):
    for n in (2, 4):
        write('c13b_cl%d_m%d' % (n, mode), ['# clus13b.cu mode %d in clusters of %d (see clus13b.cu)' % (mode, n), 'image ../clus13b.ptx',
            'kernel clus13b', 'grid %d 1 1' % n, 'block 32 1 1', 'cluster %d 1 1' % n, 'buf out u32 %d zero' % (16 * n),
            'param buf out', 'param i32 %d' % mode, 'launch', 'check out exact'])
for mode in range(3):
    write('lanes_m%d' % mode, ['# clus13b.cu lanes mode %d: one warp storing to shared words (see clus13b.cu)' % mode, 'image ../clus13b.ptx',
        'kernel lanes', 'block 32 1 1', 'buf out u32 192 zero', 'param buf out', 'param i32 %d' % mode, 'launch', 'check out exact'])
