#!/usr/bin/env python3
"""Writes rand17_*.ptx and rand17_*.case: targeted sweeps of forms that version 3 of the random
programs (sim/hwrandom3_test.go) found inexact (docs/engine.md, "Version 3"): fma .oob on every
f16/bf16 infinity and NaN in each operand position, and bfe/bfi with immediate positions and
lengths (ptxas's code for those), every pair of a grid of edge values. Operands come from the
thread index or small tables in the module, so a case needs no input files: kernrun records the
outputs on the H200, the sim tests run the same PTX. Run from this folder: python3 gen.py
(record.sh records the goldens on the GPU machine)."""
import random

rng = random.Random(20261217)

HEAD = """.version 8.4
.target sm_90
.address_size 64
"""

PROLOGUE = """{
\t.reg .b32 %%r<64>;
\t.reg .b64 %%rd<64>;
\t.reg .b16 %%h<16>;
\t.reg .pred %%p<8>;
\tmov.u32 %%r0, %%ctaid.x;
\tmov.u32 %%r1, %%ntid.x;
\tmov.u32 %%r2, %%tid.x;
\tmad.lo.u32 %%r3, %%r0, %%r1, %%r2;
\tld.param.u32 %%r4, [%(name)s_n];
\tsetp.ge.u32 %%p0, %%r3, %%r4;
\t@%%p0 bra DONE;
\tld.param.u64 %%rd0, [%(name)s_out];
\tcvta.to.global.u64 %%rd0, %%rd0;
"""

kernels = []
globals_ = []
own_globals = {}  # a kernel's own tables, written into its file only


def kernel(name, body, threads, etype, per):
    kernels.append((name, body, threads, etype, per))


# fma .oob: threads 0-2047 take every f16 infinity/NaN (sign, exponent 31, any fraction) as x,
# threads 2048-4095 other f16 values; the bf16 forms take x's bf16 counterpart (exponent 255,
# fraction from the thread's low 7 bits, sign bit 7). x stands in each operand position, the
# others 1.0 and 0 (x as the addend: 1*1 + x); pairs hold x and -x. (The pairs' four words are
# stored over the last four scalar results, .relu f16 with x as the addend and .relu bf16: those
# forms are measured through the pairs only.)
body = """\tand.b32 %r5, %r3, 1023;
\tand.b32 %r6, %r3, 1024;
\tshl.b32 %r6, %r6, 5;
\tor.b32 %r5, %r5, %r6;
\tor.b32 %r5, %r5, 31744;
\tmul.lo.u32 %r7, %r3, 40503;
\tand.b32 %r7, %r7, 65535;
\tsetp.lt.u32 %p1, %r3, 2048;
\tselp.b32 %r5, %r5, %r7, %p1;
\tand.b32 %r8, %r3, 127;
\tand.b32 %r9, %r3, 128;
\tshl.b32 %r9, %r9, 8;
\tor.b32 %r8, %r8, %r9;
\tor.b32 %r8, %r8, 32640;
\tselp.b32 %r8, %r8, %r7, %p1;
\tcvt.u16.u32 %h0, %r5;
\tcvt.u16.u32 %h1, %r8;
\tmov.b16 %h2, 0x3c00;
\tmov.b16 %h3, 0x3f80;
\tmov.b16 %h4, 0;
\tmul.wide.u32 %rd1, %r3, 32;
\tadd.u64 %rd1, %rd0, %rd1;
"""
ops = []
for relu in ["", ".relu"]:
    for typ, x, one in [("f16", "%h0", "%h2"), ("bf16", "%h1", "%h3")]:
        for pos in range(3):
            args = [one, one, "%h4"]
            args[pos] = x
            ops.append("fma.rn.oob%s.%s %%h5, %s;" % (relu, typ, ", ".join(args)))
i = 0
for o in ops:
    body += "\t%s\n\tst.global.b16 [%%rd1+%d], %%h5;\n" % (o, 2 * i)
    i += 1
body += """\txor.b32 %r10, %r5, 32768;
\tshl.b32 %r10, %r10, 16;
\tor.b32 %r10, %r10, %r5;
\txor.b32 %r11, %r8, 32768;
\tshl.b32 %r11, %r11, 16;
\tor.b32 %r11, %r11, %r8;
\tmov.b32 %r12, 0x3c003c00;
\tmov.b32 %r13, 0x3f803f80;
\tmov.b32 %r14, 0;
\tfma.rn.oob.f16x2 %r15, %r10, %r12, %r14;
\tfma.rn.oob.relu.f16x2 %r16, %r12, %r10, %r14;
\tfma.rn.oob.bf16x2 %r17, %r11, %r13, %r14;
\tfma.rn.oob.relu.bf16x2 %r18, %r13, %r13, %r11;
\tst.global.v4.b32 [%rd1+16], {%r15, %r16, %r17, %r18};
"""
kernel("oob", body, 4096, "u16", 16)

# bfe/bfi with immediate position and length: one warp, lane-dependent values, every pair of
# EDGES; then each immediate with the other operand in a register (lane-dependent).
EDGES = [0, 1, 2, 15, 16, 30, 31, 32, 33, 47, 63, 64, 65, 95, 127, 128, 129, 200, 254, 255]
v32 = [0, 0xffffffff, 0x80000000, 0x7fffffff, 1, 0x52, 0x8dcd, 0x3effffff] + [rng.getrandbits(32) for _ in range(24)]
v64 = [0, 2**64 - 1, 2**63, 2**63 - 1, 1, 0x52, 0xfff0000000000000, 0x3fe0000000000001] + [rng.getrandbits(64) for _ in range(24)]
regs = EDGES + [3, 7, 8, 24, 31, 40, 48, 56, 62, 70, 96, 160]  # 32 register positions/lengths
globals_.append(".global .align 8 .u32 v32[32] = {%s};" % ", ".join(str(v) for v in v32))
globals_.append(".global .align 8 .u64 v64[32] = {%s};" % ", ".join(str(v) for v in v64))
globals_.append(".global .align 8 .u32 vreg[32] = {%s};" % ", ".join(str(v) for v in regs))
body = """\tand.b32 %r5, %r3, 31;
\tmul.wide.u32 %rd2, %r5, 4;
\tmov.u64 %rd3, v32;
\tadd.u64 %rd3, %rd3, %rd2;
\tld.global.u32 %r6, [%rd3];
\tmov.u64 %rd3, vreg;
\tadd.u64 %rd3, %rd3, %rd2;
\tld.global.u32 %r7, [%rd3];
\tadd.u32 %r9, %r5, 7;
\tand.b32 %r9, %r9, 31;
\tmul.wide.u32 %rd2, %r9, 4;
\tmov.u64 %rd3, v32;
\tadd.u64 %rd3, %rd3, %rd2;
\tld.global.u32 %r8, [%rd3];
\tmul.wide.u32 %rd2, %r5, 8;
\tmov.u64 %rd3, v64;
\tadd.u64 %rd3, %rd3, %rd2;
\tld.global.u64 %rd4, [%rd3];
\tmul.wide.u32 %rd2, %r9, 8;
\tmov.u64 %rd3, v64;
\tadd.u64 %rd3, %rd3, %rd2;
\tld.global.u64 %rd5, [%rd3];
"""
forms = []
for p in EDGES:
    for n in EDGES:
        forms.append((str(p), str(n)))
for e in EDGES:
    forms.append((str(e), "%r7"))
    forms.append(("%r7", str(e)))
per = 0
lines = []
for p, n in forms:
    lines.append("\tbfe.u32 %%r10, %%r6, %s, %s;\n\tbfe.s32 %%r11, %%r6, %s, %s;\n\tbfi.b32 %%r12, %%r8, %%r6, %s, %s;\n" % (p, n, p, n, p, n))
    lines.append("\tbfe.u64 %%rd6, %%rd4, %s, %s;\n\tbfe.s64 %%rd7, %%rd4, %s, %s;\n\tbfi.b64 %%rd8, %%rd5, %%rd4, %s, %s;\n" % (p, n, p, n, p, n))
    lines.append("\tst.global.v2.b32 [%%rd1+%d], {%%r10, %%r11};\n\tst.global.b32 [%%rd1+%d], %%r12;\n" % (4 * per, 4 * per + 8))
    lines.append("\tst.global.v2.b64 [%%rd1+%d], {%%rd6, %%rd7};\n\tst.global.b64 [%%rd1+%d], %%rd8;\n" % (4 * per + 16, 4 * per + 32))
    per += 12  # 3 words, a pad word, 3 doublewords, a pad doubleword
body += "\tmul.wide.u32 %%rd1, %%r3, %d;\n\tadd.u64 %%rd1, %%rd0, %%rd1;\n" % (4 * per) + "".join(lines)
kernel("bitfield_imm", body, 32, "u32", per)

# The same forms under a guard (odd lanes; even lanes keep the destinations' 0x5a5a5a5a):
# ptxas's code for a guarded bfe/bfi with immediates differed in version 3's guarded sweeps.
gbody = body.split("\tmul.wide.u32 %rd1, %r3")[0] + """\tand.b32 %r13, %r3, 1;
\tsetp.ne.u32 %p2, %r13, 0;
"""
glines = []
per = 0
for p, n in forms:
    glines.append("\tmov.b32 %r10, 0x5a5a5a5a;\n\tmov.b32 %r11, 0x5a5a5a5a;\n\tmov.b32 %r12, 0x5a5a5a5a;\n"
                  "\tmov.b64 %rd6, 0x5a5a5a5a5a5a5a5a;\n\tmov.b64 %rd7, 0x5a5a5a5a5a5a5a5a;\n\tmov.b64 %rd8, 0x5a5a5a5a5a5a5a5a;\n")
    glines.append("\t@%%p2 bfe.u32 %%r10, %%r6, %s, %s;\n\t@%%p2 bfe.s32 %%r11, %%r6, %s, %s;\n\t@%%p2 bfi.b32 %%r12, %%r8, %%r6, %s, %s;\n" % (p, n, p, n, p, n))
    glines.append("\t@%%p2 bfe.u64 %%rd6, %%rd4, %s, %s;\n\t@%%p2 bfe.s64 %%rd7, %%rd4, %s, %s;\n\t@%%p2 bfi.b64 %%rd8, %%rd5, %%rd4, %s, %s;\n" % (p, n, p, n, p, n))
    glines.append("\tst.global.v2.b32 [%%rd1+%d], {%%r10, %%r11};\n\tst.global.b32 [%%rd1+%d], %%r12;\n" % (4 * per, 4 * per + 8))
    glines.append("\tst.global.v2.b64 [%%rd1+%d], {%%rd6, %%rd7};\n\tst.global.b64 [%%rd1+%d], %%rd8;\n" % (4 * per + 16, 4 * per + 32))
    per += 12
gbody += "\tmul.wide.u32 %%rd1, %%r3, %d;\n\tadd.u64 %%rd1, %%rd0, %%rd1;\n" % (4 * per) + "".join(glines)
kernel("bitfield_guard", gbody, 32, "u32", per)

# NaN choices measured nowhere else: min/max.f64 of every pair of 8 patterns (quiet and signalling
# NaNs of both signs, numbers), and what atom.shared.add.f64/.f32 leaves in a word holding one
# pattern when adding another (a register) or the immediate canonical NaN. Thread t: i = t/8,
# j = t%8; each result a doubleword (f32 results zero-extended).
P64 = [0x7ff8000000000000, 0x7ff4000000000000, 0xfff8000000000001, 0x7ff0000000000001,
       0x7ffc000000000003, 0x3ff0000000000000, 0xfff0000000000000, 0]
P32 = [0x7fc00000, 0x7fa00000, 0xffc00001, 0x7f800001, 0x7fe00003, 0x3f800000, 0xff800000, 0]
own_globals["nan_misc"] = [".global .align 8 .u64 p64[8] = {%s};" % ", ".join(str(v) for v in P64),
                           ".global .align 8 .u32 p32[8] = {%s};" % ", ".join(str(v) for v in P32),
                           ".shared .align 8 .b64 slot[64];"]
body = """\t.reg .f64 %fd<8>;
\t.reg .f32 %f<4>;
\tshr.u32 %r5, %r3, 3;
\tand.b32 %r6, %r3, 7;
\tmov.u64 %rd2, p64;
\tmul.wide.u32 %rd3, %r5, 8;
\tadd.u64 %rd3, %rd2, %rd3;
\tld.global.u64 %rd4, [%rd3];
\tmul.wide.u32 %rd3, %r6, 8;
\tadd.u64 %rd3, %rd2, %rd3;
\tld.global.u64 %rd5, [%rd3];
\tmov.u64 %rd2, p32;
\tmul.wide.u32 %rd3, %r5, 4;
\tadd.u64 %rd3, %rd2, %rd3;
\tld.global.u32 %r7, [%rd3];
\tmul.wide.u32 %rd3, %r6, 4;
\tadd.u64 %rd3, %rd2, %rd3;
\tld.global.u32 %r8, [%rd3];
\tmul.wide.u32 %rd1, %r3, 48;
\tadd.u64 %rd1, %rd0, %rd1;
\tmov.b64 %fd0, %rd4;
\tmov.b64 %fd1, %rd5;
\tmax.f64 %fd2, %fd0, %fd1;
\tmin.f64 %fd3, %fd0, %fd1;
\tst.global.v2.f64 [%rd1], {%fd2, %fd3};
\tmov.u32 %r9, slot;
\tshl.b32 %r10, %r3, 3;
\tadd.u32 %r9, %r9, %r10;
\tst.shared.u64 [%r9], %rd4;
\tatom.shared.add.f64 %fd4, [%r9], %fd1;
\tld.shared.u64 %rd6, [%r9];
\tst.shared.u64 [%r9], %rd4;
\tatom.shared.add.f64 %fd5, [%r9], 0d7FF8000000000000;
\tld.shared.u64 %rd7, [%r9];
\tst.global.v2.u64 [%rd1+16], {%rd6, %rd7};
\tst.shared.u32 [%r9], %r7;
\tmov.b32 %f0, %r8;
\tatom.shared.add.f32 %f1, [%r9], %f0;
\tld.shared.u32 %r11, [%r9];
\tst.shared.u32 [%r9], %r7;
\tatom.shared.add.f32 %f2, [%r9], 0f7FFFFFFF;
\tld.shared.u32 %r12, [%r9];
\tcvt.u64.u32 %rd8, %r11;
\tcvt.u64.u32 %rd9, %r12;
\tst.global.v2.u64 [%rd1+32], {%rd8, %rd9};
"""
kernel("nan_misc", body, 64, "u32", 12)

for name, body, threads, etype, per in kernels:
    size = {"u16": 2, "u32": 4}[etype]
    src = HEAD + "\n".join(globals_ + own_globals.get(name, [])) + "\n\n.visible .entry %s(.param .u64 %s_out, .param .u32 %s_n)\n" % (name, name, name)
    src += PROLOGUE % {"name": name} + body + "DONE:\n\tret;\n}\n"
    with open("rand17_%s.ptx" % name, "w") as f:
        f.write(src)
    n = threads * per
    with open("rand17_%s.case" % name, "w") as f:
        f.write("# rand17_%s: see gen.py (written by it, with rand17_%s.ptx)\nimage rand17_%s.ptx\nkernel %s\n"
                "grid %d 1 1\nblock %d 1 1\nbuf out %s %d zero\nparam buf out\nparam u32 %d\nlaunch\ncheck out exact\n"
                % (name, name, name, name, (threads + 255) // 256, min(threads, 256), etype, n, threads))
