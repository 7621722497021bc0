#!/usr/bin/env python3
"""Writes half17.ptx and half17.case: the 16-bit chains version 2's programs q144, q196 and
q371 differ in (docs/engine.md, "Session 17"), each on every 16-bit pattern x (the thread index)
and variants that leave out one piece of the chain at a time. One u16 a chain a thread
(half17.sections names them). Run from this folder: python3 gen.py (record.sh records the golden
on the GPU machine)."""

CHAINS = [
    # q144: cvt.rzi.bf16.bf16, abs.bf16, cvt.rn.bf16.f16, then @!p cvt.rzi.s16.bf16
    ("q144", "cvt.rzi.bf16.bf16 %t1, %x;\n\tabs.bf16 %t2, %t1;\n\tcvt.rn.bf16.f16 %t3, %t2;\n\t@!%p3 cvt.rzi.s16.bf16 %d, %t3;"),
    ("q144_unguarded", "cvt.rzi.bf16.bf16 %t1, %x;\n\tabs.bf16 %t2, %t1;\n\tcvt.rn.bf16.f16 %t3, %t2;\n\tcvt.rzi.s16.bf16 %d, %t3;"),
    ("bf16f16_s16", "cvt.rn.bf16.f16 %t3, %x;\n\tcvt.rzi.s16.bf16 %d, %t3;"),
    ("abs_bf16f16_s16", "abs.bf16 %t2, %x;\n\tcvt.rn.bf16.f16 %t3, %t2;\n\tcvt.rzi.s16.bf16 %d, %t3;"),
    ("bf16f16_s32", "cvt.rn.bf16.f16 %t3, %x;\n\tcvt.rzi.s32.bf16 %r1, %t3;\n\tcvt.u16.u32 %d, %r1;"),
    ("bf16f16_f32hi", "cvt.rn.bf16.f16 %t3, %x;\n\tcvt.f32.bf16 %f1, %t3;\n\tmov.b32 {%t4, %d}, %f1;"),
    ("bf16f16_mov", "cvt.rn.bf16.f16 %d, %x;"),
    ("f16bf16_s16", "cvt.rn.f16.f32 %t3, %f0;\n\tcvt.rzi.s16.f16 %d, %t3;"),
    ("bf16f32_s16", "cvt.rn.bf16.f32 %t3, %f0;\n\tcvt.rzi.s16.bf16 %d, %t3;"),
    # q196: min.ftz.f16 of a register with itself, then cvt.rzi.sat.u16.f16
    ("q196", "min.ftz.f16 %t1, %x, %x;\n\tcvt.rzi.sat.u16.f16 %d, %t1;"),
    ("q196_direct", "cvt.rzi.sat.u16.f16 %d, %x;"),
    ("q196_nosat", "min.ftz.f16 %t1, %x, %x;\n\tcvt.rzi.u16.f16 %d, %t1;"),
    ("q196_max", "max.ftz.f16 %t1, %x, %x;\n\tcvt.rzi.sat.u16.f16 %d, %t1;"),
    ("q196_noftz", "min.f16 %t1, %x, %x;\n\tcvt.rzi.sat.u16.f16 %d, %t1;"),
    ("q196_min", "min.ftz.f16 %d, %x, %x;"),
    ("q196_s32", "min.ftz.f16 %t1, %x, %x;\n\tcvt.rzi.s32.f16 %r1, %t1;\n\tcvt.u16.u32 %d, %r1;"),
    ("minftz_other", "min.ftz.f16 %t1, %x, %y;\n\tcvt.rzi.sat.u16.f16 %d, %t1;"),
    # q371: mul.hi.s16 with -32768
    ("mulhi_a_8000", "mul.hi.s16 %d, %x, %m;"),
    ("mulhi_8000_a", "mul.hi.s16 %d, %m, %x;"),
    ("mulhi_a_y", "mul.hi.s16 %d, %x, %y;"),
    ("mulhi_u_a_8000", "mul.hi.u16 %d, %x, %m;"),
    ("mullo_a_8000", "mul.lo.s16 %d, %x, %m;"),
    ("mulwide_a_8000", "mul.wide.s16 %r1, %x, %m;\n\tmov.b32 {%t4, %d}, %r1;"),
    ("madhi_a_8000", "mad.hi.s16 %d, %x, %m, %y;"),
]

body = ""
for i, (name, code) in enumerate(CHAINS):
    body += "\t// %s\n\tmov.b16 %%d, 0;\n\t%s\n\tst.global.u16 [%%rd1+%d], %%d;\n" % (name, code, 2 * i)

ptx = """// Written by gen.py (testdata/conformance/half17): 16-bit chains of version 2's q144, q196, q371.
.version 7.8
.target sm_90
.address_size 64

.visible .entry half17(.param .u64 half17_out)
{
\t.reg .b32 %%r<4>;
\t.reg .b64 %%rd<4>;
\t.reg .b16 %%x;
\t.reg .b16 %%y;
\t.reg .b16 %%m;
\t.reg .b16 %%d;
\t.reg .b16 %%t<5>;
\t.reg .f32 %%f<2>;
\t.reg .pred %%p3;
\tmov.u32 %%r0, %%ctaid.x;
\tmov.u32 %%r1, %%ntid.x;
\tmov.u32 %%r2, %%tid.x;
\tmad.lo.u32 %%r3, %%r0, %%r1, %%r2;
\tcvt.u16.u32 %%x, %%r3;
\tmul.lo.u32 %%r1, %%r3, 40503;
\tcvt.u16.u32 %%y, %%r1;
\tshr.u32 %%r1, %%r3, 16;
\tor.b32 %%r1, %%r1, 32768;
\tcvt.u16.u32 %%m, %%r1;
\tshl.b32 %%r1, %%r3, 13;
\tor.b32 %%r1, %%r1, %%r3;
\tmov.b32 %%f0, %%r1;
\tand.b32 %%r1, %%r3, 8;
\tsetp.ne.u32 %%p3, %%r1, 0;
\tld.param.u64 %%rd0, [half17_out];
\tcvta.to.global.u64 %%rd0, %%rd0;
\tmul.wide.u32 %%rd1, %%r3, %d;
\tadd.u64 %%rd1, %%rd0, %%rd1;
%s\tret;
}
""" % (2 * len(CHAINS), body)
with open("half17.ptx", "w") as f:
    f.write(ptx)
with open("half17.case", "w") as f:
    f.write("# half17: see gen.py (written by it, with half17.ptx and half17.sections)\n")
    f.write("image half17.ptx\nkernel half17\ngrid 256 1 1\nblock 256 1 1\n")
    f.write("buf out u16 %d zero\nparam buf out\nlaunch\ncheck out exact\n" % (65536 * len(CHAINS)))
# Second case (probe left17-d): q371's mul.hi.s16 of a neg.s16 result, and the other 16-bit
# integer instructions a neg.s16 may fold into, on every x (the neg's operand).
NEG = [
    ("neg_mulhi", "neg.s16 %t1, %x;\n\tmul.hi.s16 %d, %k, %t1;"),
    ("neg_mulhi_first", "neg.s16 %t1, %x;\n\tmul.hi.s16 %d, %t1, %k;"),
    ("neg_mullo", "neg.s16 %t1, %x;\n\tmul.lo.s16 %d, %k, %t1;"),
    ("neg_mulwide_hi", "neg.s16 %t1, %x;\n\tmul.wide.s16 %r1, %k, %t1;\n\tmov.b32 {%t4, %d}, %r1;"),
    ("neg_mulwide_lo", "neg.s16 %t1, %x;\n\tmul.wide.s16 %r1, %k, %t1;\n\tmov.b32 {%d, %t4}, %r1;"),
    ("neg_madhi", "neg.s16 %t1, %x;\n\tmad.hi.s16 %d, %k, %t1, %y;"),
    ("neg_mulhi_u", "neg.s16 %t1, %x;\n\tmul.hi.u16 %d, %k, %t1;"),
    ("neg_add", "neg.s16 %t1, %x;\n\tadd.s16 %d, %k, %t1;"),
    ("neg_cvt_s32_hi", "neg.s16 %t1, %x;\n\tcvt.s32.s16 %r1, %t1;\n\tmov.b32 {%t4, %d}, %r1;"),
    ("neg_mulhi_s32", "cvt.s32.s16 %r2, %x;\n\tneg.s32 %r1, %r2;\n\tmul.hi.s32 %r1, %r1, 65536;\n\tcvt.u16.u32 %d, %r1;"),
    ("mulhi_k_x", "mul.hi.s16 %d, %k, %x;"),
]
nbody = ""
for i, (name, code) in enumerate(NEG):
    nbody += "\t// %s\n\tmov.b16 %%d, 0;\n\t%s\n\tst.global.u16 [%%rd1+%d], %%d;\n" % (name, code, 2 * i)
nptx = ptx.replace("half17", "half17neg").replace("\t.reg .pred %p3;\n", "\t.reg .pred %p3;\n\t.reg .b16 %k;\n")
nptx = nptx.replace("%d;\n\tadd.u64 %rd1, %rd0, %rd1;\n" , "%d;\n\tadd.u64 %rd1, %rd0, %rd1;\n")
head, tail = nptx.split("\tadd.u64 %rd1, %rd0, %rd1;\n", 1)
head = head.replace("mul.wide.u32 %%rd1, %%r3, %d;" % (2 * len(CHAINS)), "mul.wide.u32 %%rd1, %%r3, %d;" % (2 * len(NEG)))
head = head.replace("mul.wide.u32 %rd1, %r3, " + str(2 * len(CHAINS)) + ";", "mul.wide.u32 %rd1, %r3, " + str(2 * len(NEG)) + ";")
# %k: -1025 (0xfbff, q371's constant) in most threads, not known to ptxas
nptx = head + "\tadd.u64 %rd1, %rd0, %rd1;\n\tshr.u32 %r1, %r3, 16;\n\tor.b32 %r1, %r1, 64511;\n\tcvt.u16.u32 %k, %r1;\n" + nbody + "\tret;\n}\n"
with open("half17neg.ptx", "w") as f:
    f.write(nptx)
with open("half17neg.case", "w") as f:
    f.write("# half17neg: see gen.py (written by it, with half17neg.ptx and half17neg.sections)\n")
    f.write("image half17neg.ptx\nkernel half17neg\ngrid 256 1 1\nblock 256 1 1\n")
    f.write("buf out u16 %d zero\nparam buf out\nlaunch\ncheck out exact\n" % (65536 * len(NEG)))
with open("half17neg.sections", "w") as f:
    f.write("# chain (u16 a chain a thread, %d chains, thread index = x)\n" % len(NEG))
    for name, _ in NEG:
        f.write(name + "\n")
with open("half17.sections", "w") as f:
    f.write("# chain (u16 a chain a thread, %d chains, thread index = x)\n" % len(CHAINS))
    for name, _ in CHAINS:
        f.write(name + "\n")

# Third case (probe left17-e): abs/neg of a 16-bit float folded into the conversion that widens
# it (q074); u64 a chain a thread, 4096 threads: x is every pattern with an all-ones f16 exponent
# (the f16 infinities and NaNs, the bf16 NaNs among them) for threads 0-2047, then every 32nd
# pattern.
WIDEN = [
    ("abs_f16_f64", "abs.f16 %t1, %x;\n\tcvt.f64.f16 %w, %t1;"),
    ("abs_f16_f64_same", "mov.b16 %t1, %x;\n\tabs.f16 %t1, %t1;\n\tcvt.f64.f16 %w, %t1;"),
    ("neg_f16_f64", "neg.f16 %t1, %x;\n\tcvt.f64.f16 %w, %t1;"),
    ("abs_f16_f32", "abs.f16 %t1, %x;\n\tcvt.f32.f16 %f1, %t1;\n\tmov.b32 %r1, %f1;\n\tcvt.u64.u32 %w, %r1;"),
    ("neg_f16_f32", "neg.f16 %t1, %x;\n\tcvt.f32.f16 %f1, %t1;\n\tmov.b32 %r1, %f1;\n\tcvt.u64.u32 %w, %r1;"),
    ("abs_bf16_f32", "abs.bf16 %t1, %x;\n\tcvt.f32.bf16 %f1, %t1;\n\tmov.b32 %r1, %f1;\n\tcvt.u64.u32 %w, %r1;"),
    ("abs_bf16_f64", "abs.bf16 %t1, %x;\n\tcvt.f64.bf16 %w, %t1;"),
    ("neg_bf16_f64", "neg.bf16 %t1, %x;\n\tcvt.f64.bf16 %w, %t1;"),
    ("cvt_f16_f64", "cvt.f64.f16 %w, %x;"),
    ("abs_f16_store", "abs.f16 %t1, %x;\n\tcvt.u64.u16 %w, %t1;"),
]
wbody = ""
for i, (name, code) in enumerate(WIDEN):
    wbody += "\t// %s\n\tmov.b64 %%w, 0;\n\t%s\n\tst.global.b64 [%%rd1+%d], %%w;\n" % (name, code, 8 * i)
wptx = ptx.replace("half17", "half17abs").replace("\t.reg .pred %p3;\n", "\t.reg .pred %p3;\n\t.reg .b64 %w;\n")
head, tail = wptx.split("\tadd.u64 %rd1, %rd0, %rd1;\n", 1)
head = head.replace("mul.wide.u32 %rd1, %r3, " + str(2 * len(CHAINS)) + ";", "mul.wide.u32 %rd1, %r3, " + str(8 * len(WIDEN)) + ";")
xmap = ("\tsetp.lt.u32 %p3, %r3, 2048;\n\tand.b32 %r1, %r3, 2047;\n\tshl.b32 %r2, %r1, 5;\n"
        "\tand.b32 %r0, %r3, 1024;\n\tshl.b32 %r0, %r0, 5;\n\tand.b32 %r1, %r3, 1023;\n\tor.b32 %r1, %r1, %r0;\n"
        "\tor.b32 %r1, %r1, 31744;\n\tselp.b32 %r1, %r1, %r2, %p3;\n\tcvt.u16.u32 %x, %r1;\n")
wptx = head + "\tadd.u64 %rd1, %rd0, %rd1;\n" + xmap + wbody + "\tret;\n}\n"
with open("half17abs.ptx", "w") as f:
    f.write(wptx)
with open("half17abs.case", "w") as f:
    f.write("# half17abs: see gen.py (written by it, with half17abs.ptx and half17abs.sections)\n")
    f.write("image half17abs.ptx\nkernel half17abs\ngrid 16 1 1\nblock 256 1 1\n")
    f.write("buf out u64 %d zero\nparam buf out\nlaunch\ncheck out exact\n" % (4096 * len(WIDEN)))
with open("half17abs.sections", "w") as f:
    f.write("# chain (u64 a chain a thread, %d chains, 4096 threads: x = 0x7c00 | t&1023 | (t&1024)<<5 for t < 2048, else (t&2047)<<5)\n" % len(WIDEN))
    for name, _ in WIDEN:
        f.write(name + "\n")
