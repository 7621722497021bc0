#!/usr/bin/env python3
"""fold21 (session 21): atom.shared.add.f64 of a NaN word and a NaN operand, the operand made by
producers of each of cudasim's NaN-order tiers (docs/engine.md, "f64 NaN operands"). Writes
atomnan.ptx/.case/.sections.txt and atomnan2 (probe fold21-a), atomnan3 (fold21-c) and in.bin. 64 threads; thread t's word W and operand D0 are NaNs (or
numbers) of distinct payloads (atomnan2: also D2, payloads cc); section s of out holds thread t's result at out[(s*64+t)*8]: the
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
# 1536: D2, NaNs of payload cc (atomnan2)
for t in range(T):
    d = D[t // 8]
    struct.pack_into('<Q', inb, 1536 + t * 8, d & ~0xfff | 0xcc0 | t // 8 if (d >> 52) & 0x7ff == 0x7ff else 0x7ff8000000000cc0 | t)
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

def write(name, sections, extra=()):
    """name.ptx, name.case and name.sections.txt; extra: prologue lines after the loads."""
    out = ['.version 8.4', '.target sm_90', '.address_size 64', '',
           '.visible .entry k(.param .u64 in, .param .u64 out)', '{',
           '\t.reg .pred %p<4>;', '\t.reg .b32 %r<8>;', '\t.reg .b64 %a<8>;',
           '\t.reg .f64 %w, %d<' + ('6' if extra else '4') + '>, %e<2>;', '\t.shared .align 16 .b8 sh[1024];',
           '\tld.param.u64 %a0, [in];', '\tld.param.u64 %a1, [out];',
           '\tcvta.to.global.u64 %a0, %a0;', '\tcvta.to.global.u64 %a1, %a1;',
           '\tmov.u32 %r1, %tid.x;', '\tmul.wide.u32 %a2, %r1, 8;',
           '\tadd.s64 %a3, %a0, %a2;', '\tadd.s64 %a4, %a1, %a2;',
           '\tmov.u32 %r2, sh;', '\tshl.b32 %r3, %r1, 3;', '\tadd.s32 %r2, %r2, %r3;',
           '\tcvt.u64.u32 %a5, %r2;', '\tcvta.shared.u64 %a5, %a5;',
           '\tld.global.u32 %r4, [%a0+2048];', '\tsetp.eq.u32 %p1, %r4, 0;',
           '\tld.global.f64 %w, [%a3];', '\tld.global.f64 %d0, [%a3+1024];',
           '\tld.global.f64 %e0, [%a0+2056];', '\tld.global.f64 %e1, [%a0+2064];']
    out += ['\t' + l for l in extra]
    atoms = {'RED': 'red.shared.add.f64 [%r2], %d1;', 'GENERIC': 'atom.add.f64 %d2, [%a5], %d1;',
             'GUARDED': '@%p1 atom.shared.add.f64 %d2, [%r2], %d1;',
             'GUARDED2': '@%p2 atom.shared.add.f64 %d2, [%r2], %d1;',
             'GUARDOWN': '@%p1 atom.shared.add.f64 %d1, [%r2], %d1;',
             'SINK': 'atom.shared.add.f64 _, [%r2], %d1;', '': 'atom.shared.add.f64 %d2, [%r2], %d1;'}
    for s, (title, lines) in enumerate(sections):
        out.append('\t// %d: %s' % (s, title))
        mode, after = '', []
        for l in lines:
            if l in atoms:
                mode = l
            elif l.startswith('AFTER '):
                after.append('\t' + l[6:])
            else:
                out.append('\t' + l)
        out.append('\t' + atoms[mode])
        out.append('\tld.shared.f64 %d3, [%r2];')
        out.append('\tst.global.f64 [%%a4+%d], %%d3;' % (s * T * 8))
        out += after
    out += ['\tret;', '}', '']
    open(name + '.ptx', 'w').write('\n'.join(out))
    open(name + '.case', 'w').write('''image %s.ptx
kernel k
grid 1 1 1
block 64 1 1
buf in u8 8192 file in.bin
buf out u8 %d zero
param buf in
param buf out
launch
check out exact
''' % (name, len(sections) * T * 8))
    open(name + '.sections.txt', 'w').write(''.join('%d\t%s\n' % (s, t) for s, (t, _) in enumerate(sections)))

write('atomnan', sections)

# atomnan2: guarded atoms (version 5's x202 and x256 kept the word's NaN under a guarded
# atom with a guarded producer), producers guarded in some lanes only (%p2: odd threads), and
# operands whose old value is a NaN too (D2, payload cc).
sections = []
sec('st W; ld D; @p atom', store_w, 'ld.global.f64 %d1, [%a3+1024];', 'GUARDED')
sec('st W; @p ld D; @p atom', store_w, 'mov.b64 %d1, 0;', '@%p1 ld.global.f64 %d1, [%a3+1024];', 'GUARDED')
sec('st W; @p fma.rz D; @p atom', store_w, 'mov.b64 %d1, 0;', '@%p1 fma.rz.f64 %d1, %e1, %e1, %d0;', 'GUARDED')
sec('st W; selp D; @p atom', store_w, 'selp.f64 %d1, %d0, %e1, %p1;', 'GUARDED')
sec('st W; div.rn D; @p atom', store_w, 'div.rn.f64 %d1, %d0, %e1;', 'GUARDED')
sec('st W; D2; @p2 sqrt.rz D; @p atom d1 <- own operand (x256)', store_w, 'add.f64 %d1, %d4, %e0;', '@%p2 sqrt.rz.f64 %d1, %d0;', 'GUARDOWN')
sec('st W; @p fma D; @p2 atom (odd lanes)', store_w, 'mov.b64 %d1, 0;', '@%p1 fma.rz.f64 %d1, %e1, %e1, %d0;', 'GUARDED2')
sec('st W; D2; @p2 fma D (odd lanes); atom', store_w, 'add.f64 %d1, %d4, %e0;', '@%p2 fma.rz.f64 %d1, %e1, %e1, %d0;')
sec('st W; D0; @p2 cvt.rn.f64.s64 (odd lanes); atom (x202 unguarded)', store_w, 'add.f64 %d1, %d0, %e0;', '@%p2 cvt.rn.f64.s64 %d1, %a2;')
sec('st W; D0; @p2 cvt.rn.f64.s64 (odd lanes); @p atom (x202)', store_w, 'add.f64 %d1, %d0, %e0;', '@%p2 cvt.rn.f64.s64 %d1, %a2;', 'GUARDED')
sec('st W; @p mov D; atom', store_w, 'mov.b64 %d1, 0;', '@%p1 mov.b64 %d1, %d0;')
sec('st W; D2; @!p2 fma D (even lanes); atom', store_w, 'add.f64 %d1, %d4, %e0;', '@!%p2 fma.rz.f64 %d1, %e1, %e1, %d0;')
sec('@p fma D; st W; ld W2 (another word); atom on it', store_w, 'mov.b64 %d1, 0;', '@%p1 fma.rz.f64 %d1, %e1, %e1, %d0;', 'ld.shared.f64 %d3, [%r2];', 'st.shared.f64 [%r2], %d3;')
sec('st W; @p fma D; atom, old value unused', store_w, 'mov.b64 %d1, 0;', '@%p1 fma.rz.f64 %d1, %e1, %e1, %d0;', 'SINK')
sec('st W; ld D; @p2 atom (odd lanes)', store_w, 'ld.global.f64 %d1, [%a3+1024];', 'GUARDED2')
sec('st W; @p fma D; atom (as fold21-a section 4)', store_w, 'mov.b64 %d1, 0;', '@%p1 fma.rz.f64 %d1, %e1, %e1, %d0;')
write('atomnan2', sections, ['ld.global.f64 %d4, [%a3+1536];', 'and.b32 %r5, %r1, 1;', 'setp.eq.u32 %p2, %r5, 1;'])

# Probe fold21-c (session 22): what else decides it. Version 5's x322 kept the word's NaN in its
# cuts c234-c243 and the operand's from c244, which only adds `@!%p0 testp.infinite.f64 %p1, %d0`
# after the atom; x202 (a guarded cvt read by min.f64 before the atom) and v3's r052 (a guarded
# selp) kept the word's. Here the operand (a guarded fma unless said) is read after the atom
# (stored, by testp, by an add), read before it, made by a guarded selp or a guarded fma of
# immediates; a load's operand read after. Reads go to a sink in `in` (byte 4096 on).
sink = 'st.global.f64 [%a3+4096], '
sections = []
gfma = ('mov.b64 %d1, 0;', '@%p1 fma.rz.f64 %d1, %e1, %e1, %d0;')
sec('@p fma D; atom; D stored after', store_w, *gfma, 'AFTER ' + sink + '%d1;')
sec('@p fma D; atom; testp of D after (x322 c244)', store_w, *gfma, 'AFTER testp.infinite.f64 %p3, %d1;', 'AFTER @%p3 ' + sink + '%e1;')
sec('@p fma D; atom; testp of D after, D stored', store_w, *gfma, 'AFTER testp.infinite.f64 %p3, %d1;', 'AFTER @%p3 ' + sink + '%e1;', 'AFTER st.global.f64 [%a3+4608], %d1;')
sec('@p fma D; atom; add of D after', store_w, *gfma, 'AFTER add.f64 %d5, %d1, %e1;', 'AFTER ' + sink + '%d5;')
sec('@p fma D; min of D stored; atom (x202)', store_w, *gfma, 'min.f64 %d5, %d1, %e1;', sink + '%d5;')
sec('@p fma D; D stored; atom', store_w, *gfma, sink + '%d1;')
sec('mov 0; @p selp D (r052); atom', store_w, 'mov.b64 %d1, 0;', '@%p1 selp.f64 %d1, %d0, %e1, %p1;')
sec('D0; @p2 fma of immediates, NaN addend (r195); atom', store_w, 'add.f64 %d1, %d0, %e0;', '@%p2 fma.rz.f64 %d1, 0d7FEFFFFFFFFFFFFF, %e1, 0d7FF8000000000000;')
sec('ld D; atom; D stored after', store_w, 'ld.global.f64 %d1, [%a3+1024];', 'AFTER ' + sink + '%d1;')
sec('ld D; atom; testp of D after', store_w, 'ld.global.f64 %d1, [%a3+1024];', 'AFTER testp.infinite.f64 %p3, %d1;', 'AFTER @%p3 ' + sink + '%e1;')
sec('selp D; atom; D stored after', store_w, 'selp.f64 %d1, %d0, %e1, %p1;', 'AFTER ' + sink + '%d1;')
sec('@p fma D; atom; @p2 testp of D after', store_w, *gfma, 'AFTER @%p2 testp.infinite.f64 %p3, %d1;', 'AFTER @%p3 ' + sink + '%e1;')
sec('@p fma D; ten dependent integer instructions, stored; atom', store_w, *gfma, 'mul.lo.u32 %r6, %r1, %r1;', *['mad.lo.u32 %r6, %r6, %r1, %r4;'] * 9, 'st.global.u32 [%a3+5120], %r6;')
sec('@p fma D; atom; D overwritten after', store_w, *gfma, 'AFTER mov.b64 %d1, 0;')
sec('D0; @p2 fma D; atom; D stored after', store_w, 'add.f64 %d1, %d4, %e0;', '@%p2 fma.rz.f64 %d1, %e1, %e1, %d0;', 'AFTER ' + sink + '%d1;')
sec('@p fma D; @p atom; D stored after', store_w, *gfma, 'GUARDED', 'AFTER ' + sink + '%d1;')
sec('@p fma D; bar.sync; atom', store_w, *gfma, 'bar.sync 0;')
sec('ld D; bar.sync; atom', store_w, 'ld.global.f64 %d1, [%a3+1024];', 'bar.sync 0;')
# last: it rewrites %p1, the guard of the sections before
sec('@p fma D; atom; @!p2 testp of D into p (the fma guard, x322 c244)', store_w, *gfma, 'AFTER @!%p2 testp.infinite.f64 %p1, %d1;', 'AFTER @%p1 ' + sink + '%e1;')
write('atomnan3', sections, ['ld.global.f64 %d4, [%a3+1536];', 'and.b32 %r5, %r1, 1;', 'setp.eq.u32 %p2, %r5, 1;', 'mov.u32 %r6, 0;'])
