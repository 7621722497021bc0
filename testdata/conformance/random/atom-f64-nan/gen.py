#!/usr/bin/env python3
"""fold21 (session 21): atom.shared.add.f64 of a NaN word and a NaN operand, the operand made by
producers of each of cudasim's NaN-order tiers (docs/engine.md, "f64 NaN operands"). Writes
atomnan.ptx, atomnan.case and in.bin. 64 threads; thread t's word W and operand D0 are NaNs (or
numbers) of distinct payloads; section s of out holds thread t's result at out[(s*64+t)*8]: the
shared word after the atom."""
import struct

T = 64
W = [0x7ff0000000000aa1, 0x7ff8000000000aa2, 0xfff0000000000aa3, 0xfff8000000000aa4,
     0x7ff00000000a0aa5, 0x7ffc000000000aa6, 0x3ff0000000000000, 0x7ff8000000000aa8]
D = [0x7ff0000000000bb1, 0x7ff8000000000bb2, 0xfff0000000000bb3, 0xfff8000000000bb4,
     0x7ff00000000b0bb5, 0x7ffc000000000bb6, 0x7ff8000000000bb7, 0x4000000000000000]
inb = bytearray(8192)
for t in range(T):
    struct.pack_into('<Q', inb, t * 8, W[t % 8])
    struct.pack_into('<Q', inb, 1024 + t * 8, D[t // 8])
# word 2048: 0 (the guard's input), 2056: 0.0, 2064: 1.0 (loaded, so ptxas cannot fold them)
struct.pack_into('<d', inb, 2064, 1.0)
open('in.bin', 'wb').write(inb)

sections = []  # (title, body lines); %w word, %d0 raw operand, %d1 operand used, %p1 true
def sec(title, *lines):
    sections.append((title, lines))

store_w = 'st.shared.f64 [%r2], %w;'
sec('ld D; st W; atom', 'ld.global.f64 %d1, [%a3+1024];', store_w)
sec('st W; ld D; atom', store_w, 'ld.global.f64 %d1, [%a3+1024];')
sec('st W; @p ld D (guarded load, tier 1); atom', store_w, 'mov.b64 %d1, 0;', '@%p1 ld.global.f64 %d1, [%a3+1024];')
sec('@p ld D; st W; atom', 'mov.b64 %d1, 0;', '@%p1 ld.global.f64 %d1, [%a3+1024];', store_w)
sec('st W; @p fma.rz D = 1*1+D0 (guarded fma, x322); atom', store_w, 'mov.b64 %d1, 0;', '@%p1 fma.rz.f64 %d1, %e1, %e1, %d0;')
sec('@p fma.rz D; st W; atom', 'mov.b64 %d1, 0;', '@%p1 fma.rz.f64 %d1, %e1, %e1, %d0;', store_w)
sec('st W; fma.rz D (unguarded); atom', store_w, 'fma.rz.f64 %d1, %e1, %e1, %d0;')
sec('st W; selp D (tier 2); atom', store_w, 'selp.f64 %d1, %d0, %e1, %p1;')
sec('st W; div.rn D0/1 (tier 1); atom', store_w, 'div.rn.f64 %d1, %d0, %e1;')
sec('st W; add.f64 D0+0 (tier 0); atom', store_w, 'add.f64 %d1, %d0, %e0;')
sec('st W; @p add D (own destination, tier 2); atom', store_w, 'mov.b64 %d1, %d0;', '@%p1 add.rz.f64 %d1, %d1, %e0;')
sec('st W; @p fma.rz D; red (no old value)', store_w, 'mov.b64 %d1, 0;', '@%p1 fma.rz.f64 %d1, %e1, %e1, %d0;', 'RED')
sec('st W; @p fma.rz D; atom via generic address', store_w, 'mov.b64 %d1, 0;', '@%p1 fma.rz.f64 %d1, %e1, %e1, %d0;', 'GENERIC')
sec('st W; ld D; atom via generic address', store_w, 'ld.global.f64 %d1, [%a3+1024];', 'GENERIC')
sec('st W; ld D; red', store_w, 'ld.global.f64 %d1, [%a3+1024];', 'RED')
sec('st W; ld D; @p atom (guarded atom)', store_w, 'ld.global.f64 %d1, [%a3+1024];', 'GUARDED')

out = ['.version 8.4', '.target sm_90', '.address_size 64', '',
       '.visible .entry k(.param .u64 in, .param .u64 out)', '{',
       '\t.reg .pred %p<4>;', '\t.reg .b32 %r<8>;', '\t.reg .b64 %a<8>;',
       '\t.reg .f64 %w, %d<4>, %e<2>;', '\t.shared .align 16 .b8 sh[1024];',
       '\tld.param.u64 %a0, [in];', '\tld.param.u64 %a1, [out];',
       '\tcvta.to.global.u64 %a0, %a0;', '\tcvta.to.global.u64 %a1, %a1;',
       '\tmov.u32 %r1, %tid.x;', '\tmul.wide.u32 %a2, %r1, 8;',
       '\tadd.s64 %a3, %a0, %a2;', '\tadd.s64 %a4, %a1, %a2;',
       '\tmov.u32 %r2, sh;', '\tshl.b32 %r3, %r1, 3;', '\tadd.s32 %r2, %r2, %r3;',
       '\tcvt.u64.u32 %a5, %r2;', '\tcvta.shared.u64 %a5, %a5;',
       '\tld.global.u32 %r4, [%a0+2048];', '\tsetp.eq.u32 %p1, %r4, 0;',
       '\tld.global.f64 %w, [%a3];', '\tld.global.f64 %d0, [%a3+1024];',
       '\tld.global.f64 %e0, [%a0+2056];', '\tld.global.f64 %e1, [%a0+2064];']
for s, (title, lines) in enumerate(sections):
    out.append('\t// %d: %s' % (s, title))
    mode = ''
    for l in lines:
        if l in ('RED', 'GENERIC', 'GUARDED'):
            mode = l
        else:
            out.append('\t' + l)
    if mode == 'RED':
        out.append('\tred.shared.add.f64 [%r2], %d1;')
    elif mode == 'GENERIC':
        out.append('\tatom.add.f64 %d2, [%a5], %d1;')
    elif mode == 'GUARDED':
        out.append('\t@%p1 atom.shared.add.f64 %d2, [%r2], %d1;')
    else:
        out.append('\tatom.shared.add.f64 %d2, [%r2], %d1;')
    out.append('\tld.shared.f64 %d3, [%r2];')
    out.append('\tst.global.f64 [%%a4+%d], %%d3;' % (s * T * 8))
out += ['\tret;', '}', '']
open('atomnan.ptx', 'w').write('\n'.join(out))
open('atomnan.case', 'w').write('''image atomnan.ptx
kernel k
grid 1 1 1
block 64 1 1
buf in u8 8192 file in.bin
buf out u8 %d zero
param buf in
param buf out
launch
check out exact
''' % (len(sections) * T * 8))
open('sections.txt', 'w').write(''.join('%d\t%s\n' % (s, t) for s, (t, _) in enumerate(sections)))
