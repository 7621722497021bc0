#!/usr/bin/env python3
"""lanes14 window 1: which lane's value stays when lanes of one warp store to the same address.

Writes ptx/<space>_<qual>.ptx (and ptx/<space>_<qual>_b128.ptx), one kernel per store shape, and
cases/ (kernrun format). Every kernel runs with one warp (block 32), once per lane pattern
(mode 0..NMODES-1, table pat below): lane i stores element pat[mode][i] (-1: lane predicated off)
of a 40-element region (element = the store's size), after the region was set to 0xee bytes.
Byte k of component c of lane i's value is (c<<6)|(i+1), so every byte names the lane (and the
vector component) it came from. out holds the region of each mode at mode*640 bytes.
The repository keeps ptx/ gzipped (gzip -9n, after the H200 run): kernrun and the tests read NAME.gz
where NAME is absent."""
import os

def quarter_pair(a, b):
    return [i % 8 if i // 8 in (a, b) else 8 + i for i in range(32)]

def octet_pair(a, b):
    return [i % 4 if i // 4 in (a, b) else 8 + i for i in range(32)]

def only(active):
    return [0 if active(i) else -1 for i in range(32)]

PATTERNS = [
    ('all', [0] * 32),
    ('i/2', [i // 2 for i in range(32)]),
    ('i/4', [i // 4 for i in range(32)]),
    ('i/8', [i // 8 for i in range(32)]),
    ('i/16', [i // 16 for i in range(32)]),
    ('i%2', [i % 2 for i in range(32)]),
    ('i%4', [i % 4 for i in range(32)]),
    ('i%8', [i % 8 for i in range(32)]),
    ('i%16', [i % 16 for i in range(32)]),
] + [('q%d+q%d' % (a, b), quarter_pair(a, b)) for a, b in ((0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3))] + [
    ('all,off i%3==0', only(lambda i: i % 3 != 0)),
    ('all,off i<8', only(lambda i: i >= 8)),
    ('all,off i<16', only(lambda i: i >= 16)),
    ('all,off i>=16', only(lambda i: i < 16)),
    ('all,off 16<=i<24', only(lambda i: not 16 <= i < 24)),
    ('(13i+5)%7', [(13 * i + 5) % 7 for i in range(32)]),
    ('o0+o1', octet_pair(0, 1)),
    ('o1+o2', octet_pair(1, 2)),
    ('all,only 7,8', only(lambda i: i in (7, 8))),
]
NMODES = len(PATTERNS)
REGION = 640

# shape name -> (PTX vector suffix, component type, component bytes, count)
SHAPES = [
    ('u8', '', 'u8', 1, 1), ('u16', '', 'u16', 2, 1), ('u32', '', 'u32', 4, 1), ('u64', '', 'u64', 8, 1),
    ('v2u16', '.v2', 'u16', 2, 2), ('v4u16', '.v4', 'u16', 2, 4), ('v2u32', '.v2', 'u32', 4, 2),
    ('v4u32', '.v4', 'u32', 4, 4), ('v2u64', '.v2', 'u64', 8, 2),
]
B128 = ('b128', '', 'b128', 16, 1)

# space -> (qualifier name -> the st prefix before the shape)
SPACES = {
    'global': {'weak': 'st.global', 'volatile': 'st.volatile.global', 'relaxedgpu': 'st.relaxed.gpu.global',
               'relaxedsys': 'st.relaxed.sys.global', 'releasegpu': 'st.release.gpu.global',
               'cg': 'st.global.cg', 'cs': 'st.global.cs', 'wt': 'st.global.wt'},
    'shared': {'weak': 'st.shared', 'volatile': 'st.volatile.shared', 'relaxedcta': 'st.relaxed.cta.shared',
               'releasecta': 'st.release.cta.shared'},
    'genglobal': {'weak': 'st', 'volatile': 'st.volatile', 'relaxedgpu': 'st.relaxed.gpu', 'releasegpu': 'st.release.gpu'},
    'genshared': {'weak': 'st', 'volatile': 'st.volatile', 'relaxedcta': 'st.relaxed.cta', 'releasecta': 'st.release.cta'},
}

def kernel(space, prefix, shape):
    name, vec, ctype, width, count = shape
    elem = width * count
    shared = space in ('shared', 'genshared')
    L = []
    a = L.append
    a('.visible .entry st_%s(.param .u64 out, .param .u32 mode)\n{' % name)
    a('  .reg .b16 %h<8>;\n  .reg .b32 %r<24>;\n  .reg .b64 %rd<24>;\n  .reg .pred %p<2>;')
    if ctype == 'b128':
        a('  .reg .b128 %q<2>;')
    if shared:
        a('  .shared .align 16 .b8 sbuf[%d];' % REGION)
    a('  ld.param.u64 %rd1, [out];\n  ld.param.u32 %r1, [mode];\n  mov.u32 %r2, %tid.x;')
    a('  mul.wide.u32 %rd2, %r1, ' + str(REGION) + ';')
    a('  add.u64 %rd3, %rd1, %rd2;            // generic address of this mode\'s out region')
    a('  cvta.to.global.u64 %rd4, %rd3;')
    # region base (rd5: address in the store's space; rd6/r3: where the init stores go)
    if shared:
        a('  mov.u32 %r3, sbuf;\n  cvt.u64.u32 %rd5, %r3;')
        if space == 'genshared':
            a('  mov.u64 %rd5, sbuf;\n  cvta.shared.u64 %rd5, %rd5;')
        a('  mad.lo.u32 %r4, %r2, 4, %r3;')
        for k in range(REGION // 128):
            a('  st.shared.u32 [%%r4+%d], -286331154;' % (128 * k))
    else:
        a('  mov.u64 %rd5, %rd4;' if space == 'global' else '  mov.u64 %rd5, %rd3;')
        a('  mul.wide.u32 %rd6, %r2, 4;\n  add.u64 %rd6, %rd4, %rd6;')
        for k in range(REGION // 128):
            a('  st.global.u32 [%%rd6+%d], -286331154;' % (128 * k))
    a('  bar.sync 0;')
    a('  mad.lo.u32 %r5, %r1, 32, %r2;\n  cvt.u64.u32 %rd7, %r5;\n  mov.u64 %rd8, pat;\n  add.u64 %rd8, %rd8, %rd7;')
    a('  ld.const.s8 %r6, [%rd8];\n  setp.ge.s32 %p1, %r6, 0;')
    a('  mul.wide.s32 %rd9, %r6, ' + str(elem) + ';')
    if space == 'shared':
        a('  cvt.u32.u64 %r7, %rd9;\n  add.u32 %r7, %r7, %r3;')
        addr = '%r7'
    else:
        a('  add.u64 %rd10, %rd5, %rd9;')
        addr = '%rd10'
    a('  add.u32 %r8, %r2, 1;')
    regs = []
    for c in range(count):
        a('  add.u32 %%r%d, %%r8, %d;\n  mul.lo.u32 %%r%d, %%r%d, 16843009;' % (10 + c, 64 * c, 10 + c, 10 + c))
        if width <= 2:
            a('  cvt.u16.u32 %%h%d, %%r%d;' % (c, 10 + c))
            regs.append('%%h%d' % c)
        elif width == 4:
            regs.append('%%r%d' % (10 + c))
        elif width == 8:
            a('  mov.b64 %%rd%d, {%%r%d, %%r%d};' % (12 + c, 10 + c, 10 + c))
            regs.append('%%rd%d' % (12 + c))
        else:  # .b128: its two 64-bit halves as components 0 and 1
            a('  add.u32 %r11, %r8, 64;\n  mul.lo.u32 %r11, %r11, 16843009;')
            a('  mov.b64 %rd12, {%r10, %r10};\n  mov.b64 %rd13, {%r11, %r11};\n  mov.b128 %q1, {%rd12, %rd13};')
            regs.append('%q1')
    val = regs[0] if count == 1 else '{' + ', '.join(regs) + '}'
    a('  @%%p1 %s%s.%s [%s], %s;' % (prefix, vec, ctype, addr, val))
    a('  bar.sync 0;')
    if shared:
        a('  mul.wide.u32 %rd6, %r2, 4;\n  add.u64 %rd6, %rd4, %rd6;')
        for k in range(REGION // 128):
            a('  ld.shared.u32 %%r20, [%%r4+%d];\n  st.global.u32 [%%rd6+%d], %%r20;' % (128 * k, 128 * k))
    a('  ret;\n}\n')
    return '\n'.join(L)

def module(space, qual, shapes, version):
    pat = ', '.join(str(v) for _, p in PATTERNS for v in p)
    head = ('// generated by gen-lanes14w1.py: %s stores (%s), one warp, lane patterns in pat\n'
            '.version %s\n.target sm_90\n.address_size 64\n\n.const .align 1 .s8 pat[%d] = {%s};\n\n'
            % (space, qual, version, 32 * NMODES, pat))
    return head + '\n'.join(kernel(space, SPACES[space][qual], s) for s in shapes)

os.makedirs('ptx', exist_ok=True)
os.makedirs('cases', exist_ok=True)
for space, quals in SPACES.items():
    for qual in quals:
        for shapes, suffix, version in ((SHAPES, '', '7.8'), ([B128], '_b128', '8.3')):
            image = '%s_%s%s' % (space, qual, suffix)
            open('ptx/%s.ptx' % image, 'w').write(module(space, qual, shapes, version))
            for s in shapes:
                L = ['# %s stores (%s) of %s, one warp, lane patterns 0..%d of gen-lanes14w1.py'
                     % (space, SPACES[space][qual], s[0], NMODES - 1),
                     'image ../ptx/%s.ptx' % image, 'kernel st_%s' % s[0], 'block 32 1 1',
                     'buf out u8 %d zero' % (REGION * NMODES)]
                for m in range(NMODES):
                    L += ['param buf out', 'param u32 %d' % m, 'launch']
                L.append('check out exact')
                open('cases/%s_%s.case' % (image.replace('_b128', ''), s[0]), 'w').write('\n'.join(L) + '\n')
open('patterns.txt', 'w').write(''.join('%d %s: %s\n' % (m, n, ' '.join(map(str, p))) for m, (n, p) in enumerate(PATTERNS)))
