#!/usr/bin/env python3
"""tma13 window 1: writes cases/ (kernrun format). b128_*: .b128 loads, stores, moves and atomics
(b128.cu, b128x.cu); w_*: the cuda::ptx ld/st wrappers of tma12w1/ptxgen that use .b128, each run
once; clus_*: distributed shared memory through rank windows (clus13.cu)."""
import gzip, os, re
os.makedirs('cases', exist_ok=True)
def write(name, lines):
    with open('cases/%s.case' % name, 'w') as f:
        f.write('\n'.join(lines) + '\n')
write('b128_ldst', ['# b128.cu b128_ldst: 1024 threads, 6 pairs each (see b128.cu)', 'image ../b128.ptx',
    'kernel b128_ldst', 'grid 4 1 1', 'block 256 1 1', 'buf in u64 2048 bits 1301', 'buf out u64 12288 zero',
    'param buf out', 'param buf in', 'launch', 'check out exact'])
write('b128_atom', ['# b128.cu b128_atom: 512 threads, per-thread exch and cas (see b128.cu)', 'image ../b128.ptx',
    'kernel b128_atom', 'grid 2 1 1', 'block 256 1 1', 'buf mem u64 4096 bits 1302', 'buf in u64 1024 bits 1303',
    'buf out u64 8192 zero', 'param buf out', 'param buf mem', 'param buf in', 'launch', 'check out exact', 'check mem exact'])
for mode in range(6):
    for grid, block in ((1, 32), (1, 256), (4, 128)):
        name = 'b128_contend_m%d_%dx%d' % (mode, grid, block)
        n = grid * block
        chk = ['check mem exact']
        if grid * block == 32 or mode % 3 == 1 and grid == 1:
            chk.append('check out exact')
        write(name, ['# b128.cu b128_contend mode %d: %d blocks of %d threads on one 16-byte word' % (mode, grid, block),
            'image ../b128.ptx', 'kernel b128_contend', 'grid %d 1 1' % grid, 'block %d 1 1' % block,
            'buf mem u64 %d bits %d' % (2 + 2 * grid, 1310 + mode), 'buf out u64 %d zero' % (2 * n),
            'param buf out', 'param buf mem', 'param i32 %d' % mode, 'launch'] + chk)
for mode in range(8):
    for off in (0, 8, 4):
        write('b128_fault_m%d_off%d' % (mode, off), ['# b128.cu b128_fault mode %d at byte offset %d' % (mode, off),
            'image ../b128.ptx', 'kernel b128_fault', 'block 32 1 1', 'buf p u64 8 bits 1320', 'buf out u64 1 zero',
            'param buf out', 'param buf p', 'param i32 %d' % mode, 'param i32 %d' % off, 'launch', 'check out exact', 'check p exact'])
write('b128_sem', ['# b128x.cu b128_sem: ld/st/atom .b128 with .volatile, .relaxed, .acquire, .release, scopes', 'image ../b128x.ptx',
    'kernel b128_sem', 'grid 2 1 1', 'block 128 1 1', 'buf in u64 512 bits 1330', 'buf mem u64 512 bits 1331',
    'buf out u64 4096 zero', 'param buf out', 'param buf mem', 'param buf in', 'launch', 'check out exact', 'check mem exact'])
# cuda::ptx wrappers (tma12w1/ptxgen): every kernel whose body has a .b128 load or store.
here = os.path.dirname(os.path.abspath(__file__))
for fn in ('ld', 'st'):
    text = gzip.open(os.path.join(here, '../tma12w1/ptxgen/%s.ptx.gz' % fn), 'rt').read()
    for m in re.finditer(r'\.entry (\w+)\((.*?)\n\}', text, re.S):
        k, body = m.group(1), m.group(2)
        inst = re.search(r'\n\s*((?:ld|st)\.\S*\.b128)\s', body)
        if not inst:
            continue
        head = ['# %s (tma12w1/ptxgen/%s.ptx): %s' % (k, fn, inst.group(1)), 'image ../../tma12w1/ptxgen/%s.ptx' % fn,
                'kernel ' + k]
        if fn == 'ld':  # (out, in, policy): the 16 bytes at in, byte by byte to out
            write('w_' + k, head + ['buf out u8 16 zero', 'buf in u8 16 bits %d' % (1400 + int(k.split('_')[-1])),
                'param buf out', 'param buf in', 'param u32 0', 'launch', 'check out exact'])
        else:  # (unused, dst, v): {v, 0} to dst (v is the cache policy as well)
            write('w_' + k, head + ['buf z u8 16 zero', 'buf dst u8 16 bits %d' % (1500 + int(k.split('_')[-1])),
                'param buf z', 'param buf dst', 'param u32 %d' % (0x1234567 + int(k.split('_')[-1])), 'launch', 'check dst exact'])
def clus(name, grid, cl, mode, comment):
    nb = grid[0] * grid[1] * grid[2]
    lines = ['# clus13.cu %s' % comment, 'image ../clus13.ptx', 'kernel clus13', 'grid %d %d %d' % grid, 'block 64 1 1',
             'shmem 256']
    if cl:
        lines.append('cluster %d %d %d' % cl)
    write(name, lines + ['buf out u32 %d zero' % (64 * nb), 'param buf out', 'param i32 %d' % mode, 'launch', 'check out exact'])
clus('clus_none', (2, 1, 1), None, 0, 'without a cluster shape, 2 blocks')
clus('clus_cl1', (2, 1, 1), (1, 1, 1), 0, 'in clusters of one, 2 blocks')
clus('clus_cl2', (4, 1, 1), (2, 1, 1), 0, 'in clusters of 2, 4 blocks')
clus('clus_cl4', (8, 1, 1), (4, 1, 1), 0, 'in clusters of 4, 8 blocks')
clus('clus_cl2x2', (2, 4, 1), (2, 2, 1), 0, 'in clusters of 2x2, 8 blocks')
clus('clus_cl8', (8, 1, 1), (8, 1, 1), 0, 'in a cluster of 8')
for mode in range(1, 6):
    clus('clus_cl2_m%d' % mode, (2, 1, 1), (2, 1, 1), mode, 'in a cluster of 2, mode %d (see clus13.cu)' % mode)
    clus('clus_cl4_m%d' % mode, (4, 1, 1), (4, 1, 1), mode, 'in a cluster of 4, mode %d (see clus13.cu)' % mode)
# mm13.ptx (stored as mm13.ptx.gz: gzip -9n) and its cases: lanes of a warp storing to one address.
kern = []
def k(name, body):
    kern.append('''.visible .entry %s(.param .u64 p){
 .reg .b64 %%rd<8>;
 .reg .b32 %%r<8>;
 .reg .f32 %%f<4>;
 .reg .pred %%q<2>;
 ld.param.u64 %%rd1, [p];
 mov.u32 %%r1, %%tid.x;
 cvt.u64.u32 %%rd7, %%r1;
 mul.wide.u32 %%rd3, %%r1, 4;
 cvt.rn.f32.u32 %%f1, %%r1;
 add.f32 %%f1, %%f1, 0f3F000000;
%s
 ret;
}''' % (name, body))
for mm, pre in (('m', 'multimem.st.relaxed.sys.global'), ('p', 'st.relaxed.sys.global'), ('w', 'st.global')):
    k(mm + '_v4f32', ' and.b64 %%rd6, %%rd3, 0x70;\n add.s64 %%rd6, %%rd1, %%rd6;\n %s.v4.f32 [%%rd6], {%%f1, %%f1, %%f1, %%f1};' % pre)
    k(mm + '_b64', ' and.b64 %%rd6, %%rd3, 0xf8;\n add.s64 %%rd6, %%rd1, %%rd6;\n %s.b64 [%%rd6], %%rd7;' % pre)
    k(mm + '_u32_all', ' %s.u32 [%%rd1], %%r1;' % pre)
    k(mm + '_u32_pairs', ' shr.u64 %%rd6, %%rd3, 1;\n and.b64 %%rd6, %%rd6, 0xfc;\n add.s64 %%rd6, %%rd1, %%rd6;\n %s.u32 [%%rd6], %%r1;' % pre)
    k(mm + '_u32_from5', ' setp.lt.u32 %%q1, %%r1, 5;\n @%%q1 bra DONE;\n %s.u32 [%%rd1], %%r1;\nDONE:' % pre)
    k(mm + '_u32_rev', ' and.b32 %%r2, %%r1, 7;\n mul.wide.u32 %%rd6, %%r2, 4;\n add.s64 %%rd6, %%rd1, %%rd6;\n %s.u32 [%%rd6], %%r1;' % pre)
hdr = '''// mm13.ptx (tma13 window 1): lanes of a warp storing to one address. m_* multimem.st, p_* st.relaxed.sys,
// w_* weak st.global, on ordinary memory p: v4f32 (lanes 4j..4j+3 store tid+0.5 to the 16 bytes at 16j), b64
// (lanes 2j, 2j+1 store tid to the 8 bytes at 8j), u32_all (every lane tid to word 0), u32_pairs (lanes 2j, 2j+1
// to word j), u32_from5 (lanes 5..31 to word 0), u32_rev (lane i to word i % 8).
.version 8.1
.target sm_90
.address_size 64
'''
if not os.path.exists('mm13.ptx.gz'):
    open('mm13.ptx', 'w').write(hdr + '\n'.join(kern) + '\n')
for kn in [b.split('(')[0].split()[-1] for b in kern]:
    for blk in (32, 64):
        write('mm_%s_%d' % (kn, blk), ['# mm13.ptx %s, %d threads' % (kn, blk), 'image ../mm13.ptx', 'kernel ' + kn,
            'block %d 1 1' % blk, 'buf p u32 64 bits 1340', 'param buf p', 'launch', 'check p exact'])
