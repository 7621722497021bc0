#!/usr/bin/env python3
"""Writes rand16_*.ptx and rand16_*.case: targeted sweeps of the forms that version 2 of
the random programs (sim/hwrandom2_test.go) found inexact (docs/engine.md, "Version 2"). Every
kernel derives its operands from the global thread index (or small tables in the module), so a
case needs no input files: kernrun records the outputs on the H200, the sim tests run the same
PTX. Run from this folder: python3 gen.py (record.sh records the goldens on the GPU machine)."""
import itertools
import random
import struct

rng = random.Random(20261203)

HEAD = """.version 8.4
.target sm_90
.address_size 64
"""

# Every kernel: (out pointer, thread count); %r3 is the global thread index, %rd0 the out buffer.
PROLOGUE = """{
\t.reg .b32 %%r<64>;
\t.reg .b64 %%rd<32>;
\t.reg .b16 %%h<16>;
\t.reg .f32 %%f<32>;
\t.reg .f64 %%fd<32>;
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

kernels = []  # (name, body, threads, element type, elements per thread)
globals_ = []
globals_of = {}  # a kernel's own tables, in place of the first batch's


def kernel(name, body, threads, etype, per):
    kernels.append((name, body, threads, etype, per))


def table(name, typ, values):
    globals_.append(".global .align 8 .%s %s[%d] = {%s};" % (typ, name, len(values), ", ".join(str(v) for v in values)))


def store_at(width, per):
    """%rd1 = out + tid * per * width."""
    return "\tmul.wide.u32 %%rd1, %%r3, %d;\n\tadd.u64 %%rd1, %%rd0, %%rd1;\n" % (per * width)


# fp8 pairs from f16x2: every f16 in the low half, a permutation of them in the high half.
body = """\tmul.lo.u32 %r5, %r3, 40503;
\tshl.b32 %r5, %r5, 16;
\tor.b32 %r6, %r5, %r3;
\tcvt.rn.satfinite.e4m3x2.f16x2 %h0, %r6;
\tcvt.rn.satfinite.relu.e4m3x2.f16x2 %h1, %r6;
\tcvt.rn.satfinite.e5m2x2.f16x2 %h2, %r6;
\tcvt.rn.satfinite.relu.e5m2x2.f16x2 %h3, %r6;
""" + store_at(2, 4) + "\tst.global.v4.b16 [%rd1], {%h0, %h1, %h2, %h3};\n"
kernel("fp8_f16x2", body, 65536, "u16", 4)

# fp8 pairs from f32: every top half-word (sign, exponent, 7 mantissa bits), low half-word 0 or 1
# (a tie or just above it); b is a permutation of a's top halves with the same low half.
body = """\tshr.u32 %r5, %r3, 1;
\tand.b32 %r6, %r3, 1;
\tshl.b32 %r7, %r5, 16;
\tor.b32 %r7, %r7, %r6;
\tmul.lo.u32 %r8, %r5, 40503;
\tshl.b32 %r8, %r8, 16;
\tor.b32 %r8, %r8, %r6;
\tmov.b32 %f0, %r7;
\tmov.b32 %f1, %r8;
\tcvt.rn.satfinite.e4m3x2.f32 %h0, %f0, %f1;
\tcvt.rn.satfinite.relu.e4m3x2.f32 %h1, %f0, %f1;
\tcvt.rn.satfinite.e5m2x2.f32 %h2, %f0, %f1;
\tcvt.rn.satfinite.relu.e5m2x2.f32 %h3, %f0, %f1;
""" + store_at(2, 4) + "\tst.global.v4.b16 [%rd1], {%h0, %h1, %h2, %h3};\n"
kernel("fp8_f32", body, 131072, "u16", 4)

# fns.b32 mask, base, offset over tables of each.
masks = [0, 0xffffffff, 1, 0x80000000, 0x40, 0x55555555, 0xaaaaaaaa, 0x0000ffff, 0xffff0000,
         0x00ff00ff, 0x80000001, 0x00010000] + [rng.getrandbits(32) for _ in range(28)]
bases = list(range(32)) + [32, 33, 63, 64, 0xffffffff, 0x80000000, 0x7fffffff]
offsets = list(range(-40, 41)) + [-2147483648, -2147483647, 2147483647, 1000]
table("fnsMask", "u32", masks)
table("fnsBase", "u32", bases)
table("fnsOffset", "s32", offsets)
nb, no = len(bases), len(offsets)
body = """\trem.u32 %%r5, %%r3, %d;
\tdiv.u32 %%r6, %%r3, %d;
\trem.u32 %%r7, %%r6, %d;
\tdiv.u32 %%r8, %%r6, %d;
\tmov.u64 %%rd2, fnsOffset;
\tmul.wide.u32 %%rd3, %%r5, 4;
\tadd.u64 %%rd3, %%rd2, %%rd3;
\tld.global.u32 %%r9, [%%rd3];
\tmov.u64 %%rd2, fnsBase;
\tmul.wide.u32 %%rd3, %%r7, 4;
\tadd.u64 %%rd3, %%rd2, %%rd3;
\tld.global.u32 %%r10, [%%rd3];
\tmov.u64 %%rd2, fnsMask;
\tmul.wide.u32 %%rd3, %%r8, 4;
\tadd.u64 %%rd3, %%rd2, %%rd3;
\tld.global.u32 %%r11, [%%rd3];
\tfns.b32 %%r12, %%r11, %%r10, %%r9;
""" % (no, no, nb, nb) + store_at(4, 1) + "\tst.global.u32 [%rd1], %r12;\n"
kernel("fns", body, len(masks) * nb * no, "u32", 1)

# Scalar video instructions, every signedness, .sat and secondary operation, on edge words.
vvals = [0, 1, 2, 0x7fffffff, 0x80000000, 0xffffffff, 0x80000001, 0x7ffffffe, 0xfffffffe,
         0x40000000, 0xc0000001, 0x12345678]
table("vidVal", "u32", vvals)
forms = []
for op in ["vadd", "vsub", "vabsdiff", "vmin", "vmax"]:
    for dt, at, bt in itertools.product(["u32", "s32"], repeat=3):
        for sat in ["", ".sat"]:
            for mode in ["", ".add", ".min", ".max"]:
                head = "%s.%s.%s.%s%s%s" % (op, dt, at, bt, sat, mode)
                forms.append(head + (" %r20, %r11, %r12;" if mode == "" else " %r20, %r11, %r12, %r13;"))
nv = len(vvals)
body = """\trem.u32 %%r5, %%r3, %d;
\tdiv.u32 %%r6, %%r3, %d;
\trem.u32 %%r7, %%r6, %d;
\tdiv.u32 %%r8, %%r6, %d;
\tmov.u64 %%rd2, vidVal;
\tmul.wide.u32 %%rd3, %%r5, 4;
\tadd.u64 %%rd3, %%rd2, %%rd3;
\tld.global.u32 %%r11, [%%rd3];
\tmul.wide.u32 %%rd3, %%r7, 4;
\tadd.u64 %%rd3, %%rd2, %%rd3;
\tld.global.u32 %%r12, [%%rd3];
\tmul.wide.u32 %%rd3, %%r8, 4;
\tadd.u64 %%rd3, %%rd2, %%rd3;
\tld.global.u32 %%r13, [%%rd3];
""" % (nv, nv, nv, nv) + store_at(4, len(forms))
for i, f in enumerate(forms):
    body += "\t%s\n\tst.global.u32 [%%rd1+%d], %%r20;\n" % (f, 4 * i)
kernel("video", body, nv ** 3, "u32", len(forms))

# cvt.rna(.satfinite).tf32.f32: every top half-word with four low half-words (below, at and
# above the rounding point, and a carry through bits 13-15); then every NaN's bits 22-8 with
# low byte 0 or 0xff, both signs.
body = """\tshr.u32 %r5, %r3, 2;
\tshl.b32 %r5, %r5, 16;
\tand.b32 %r6, %r3, 3;
\tsetp.eq.u32 %p1, %r6, 1;
\tselp.b32 %r7, 0x1000, 0, %p1;
\tsetp.eq.u32 %p1, %r6, 2;
\tselp.b32 %r7, 0x0fff, %r7, %p1;
\tsetp.eq.u32 %p1, %r6, 3;
\tselp.b32 %r7, 0xf000, %r7, %p1;
\tor.b32 %r7, %r5, %r7;
\tmov.b32 %f0, %r7;
\tcvt.rna.satfinite.tf32.f32 %r8, %f0;
\tcvt.rna.tf32.f32 %r9, %f0;
""" + store_at(4, 2) + "\tst.global.v2.u32 [%rd1], {%r8, %r9};\n"
kernel("tf32", body, 262144, "u32", 2)
body = """\tshr.u32 %r5, %r3, 1;
\tshl.b32 %r5, %r5, 8;
\tand.b32 %r6, %r3, 1;
\tneg.s32 %r6, %r6;
\tand.b32 %r6, %r6, 0xff;
\tor.b32 %r5, %r5, %r6;
\tand.b32 %r7, %r5, 0x7fffff;
\tand.b32 %r8, %r5, 0x800000;
\tshl.b32 %r8, %r8, 8;
\tor.b32 %r7, %r7, %r8;
\tor.b32 %r7, %r7, 0x7f800000;
\tmov.b32 %f0, %r7;
\tcvt.rna.satfinite.tf32.f32 %r8, %f0;
\tcvt.rna.tf32.f32 %r9, %f0;
""" + store_at(4, 2) + "\tst.global.v2.u32 [%rd1], {%r8, %r9};\n"
kernel("tf32_nan", body, 65536, "u32", 2)


def f64bits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


# min/max.f64 on pairs of special words: NaNs (quiet, signalling, payloads, signs), zeros, infinities,
# subnormals, ordinary numbers.
fspecial = [0x7ff8000000000000, 0xfff8000000000000, 0x7ff0000000000001, 0xfff0000000000001,
            0x7ff4000000000000, 0x7fffffffffffffff, 0xffffffffffffffff, 0x7ff8000000000001,
            0x7ff0000000000000, 0xfff0000000000000, 0, 0x8000000000000000, 1, 0x8000000000000001,
            0x000fffffffffffff, 0x800fffffffffffff, 0x0010000000000000, f64bits(1.0), f64bits(-1.0),
            f64bits(1.5), f64bits(-2.5), 0x7fefffffffffffff, 0xffefffffffffffff, f64bits(1e-300),
            0x7ffc000000000000, 0xfff4000000000000, 0x7ff0000080000000, 0x7ff80000ffffffff,
            f64bits(3.0), f64bits(-3.0), 0x3ff0000000000001, 0xbff0000000000001]
table("f64Special", "u64", fspecial)
body = """\tand.b32 %%r5, %%r3, 31;
\tshr.u32 %%r6, %%r3, 5;
\tmov.u64 %%rd2, f64Special;
\tmul.wide.u32 %%rd3, %%r5, 8;
\tadd.u64 %%rd3, %%rd2, %%rd3;
\tld.global.f64 %%fd0, [%%rd3];
\tmul.wide.u32 %%rd3, %%r6, 8;
\tadd.u64 %%rd3, %%rd2, %%rd3;
\tld.global.f64 %%fd1, [%%rd3];
\tmin.f64 %%fd2, %%fd0, %%fd1;
\tmax.f64 %%fd3, %%fd0, %%fd1;
""" % () + store_at(8, 2) + "\tst.global.v2.f64 [%rd1], {%fd2, %fd3};\n"
kernel("minmax_f64", body, 1024, "u64", 2)

# f64 -> f16/bf16 round to nearest around every midpoint of two neighbouring finite values: the
# midpoint, one f64 ulp either side, 2^-30 relative either side (inside one f32 ulp: double
# rounding through f32 would make these ties), the low value plus one ulp, and 2^28 f64 ulps
# (about one f32 ulp/2) either side; the same negated. Thread = value * 16 + case.
PERTURB = """\tand.b32 %r6, %r3, 7;
\tmov.b64 %rd4, %fd2;
\tmov.b64 %rd5, %fd0;
\tadd.u64 %rd6, %rd4, 1;
\tsetp.eq.u32 %p1, %r6, 1;
\tselp.b64 %rd7, %rd6, %rd4, %p1;
\tsub.u64 %rd6, %rd4, 1;
\tsetp.eq.u32 %p1, %r6, 2;
\tselp.b64 %rd7, %rd6, %rd7, %p1;
\tmul.rn.f64 %fd3, %fd2, 0d3FF0000004000000;
\tmov.b64 %rd6, %fd3;
\tsetp.eq.u32 %p1, %r6, 3;
\tselp.b64 %rd7, %rd6, %rd7, %p1;
\tmul.rn.f64 %fd3, %fd2, 0d3FEFFFFFF8000000;
\tmov.b64 %rd6, %fd3;
\tsetp.eq.u32 %p1, %r6, 4;
\tselp.b64 %rd7, %rd6, %rd7, %p1;
\tadd.u64 %rd6, %rd5, 1;
\tsetp.eq.u32 %p1, %r6, 5;
\tselp.b64 %rd7, %rd6, %rd7, %p1;
\tadd.u64 %rd6, %rd4, 0x10000000;
\tsetp.eq.u32 %p1, %r6, 6;
\tselp.b64 %rd7, %rd6, %rd7, %p1;
\tsub.u64 %rd6, %rd4, 0x10000000;
\tsetp.eq.u32 %p1, %r6, 7;
\tselp.b64 %rd7, %rd6, %rd7, %p1;
\tand.b32 %r7, %r3, 8;
\tcvt.u64.u32 %rd6, %r7;
\tshl.b64 %rd6, %rd6, 60;
\txor.b64 %rd7, %rd7, %rd6;
\tmov.b64 %fd4, %rd7;
"""
body = """\tshr.u32 %r5, %r3, 4;
\tcvt.u16.u32 %h0, %r5;
\tcvt.f64.f16 %fd0, %h0;
\tadd.u32 %r8, %r5, 1;
\tcvt.u16.u32 %h1, %r8;
\tcvt.f64.f16 %fd1, %h1;
\tsetp.eq.u32 %p1, %r8, 0x7c00;
\tselp.f64 %fd1, 0d40F0000000000000, %fd1, %p1;
\tadd.rn.f64 %fd2, %fd0, %fd1;
\tmul.rn.f64 %fd2, %fd2, 0d3FE0000000000000;
""" + PERTURB + "\tcvt.rn.f16.f64 %h2, %fd4;\n" + store_at(2, 1) + "\tst.global.b16 [%rd1], %h2;\n"
kernel("f16_f64", body, 0x7c00 * 16, "u16", 1)
body = """\tshr.u32 %r5, %r3, 4;
\tshl.b32 %r9, %r5, 16;
\tmov.b32 %f0, %r9;
\tcvt.f64.f32 %fd0, %f0;
\tadd.u32 %r8, %r5, 1;
\tshl.b32 %r9, %r8, 16;
\tmov.b32 %f1, %r9;
\tcvt.f64.f32 %fd1, %f1;
\tsetp.eq.u32 %p1, %r8, 0x7f80;
\tselp.f64 %fd1, 0d47F0000000000000, %fd1, %p1;
\tadd.rn.f64 %fd2, %fd0, %fd1;
\tmul.rn.f64 %fd2, %fd2, 0d3FE0000000000000;
""" + PERTURB + "\tcvt.rn.bf16.f64 %h2, %fd4;\n" + store_at(2, 1) + "\tst.global.b16 [%rd1], %h2;\n"
kernel("bf16_f64", body, 0x7f80 * 16, "u16", 1)


def f32bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


# div.full.f32 (and .ftz) on a table of special and ordinary words, every pair; then random pairs
# with exponents near each other.
dspecial = [0, 0x80000000, 1, 0x80000001, 0x007fffff, 0x00800000, 0x7f7fffff, 0xff7fffff,
            0x7f800000, 0xff800000, 0x7fc00000, 0x7fa00000, f32bits(1.0), f32bits(-1.0),
            f32bits(2.0), f32bits(3.0), f32bits(1.0 / 3), f32bits(0.1), 0x7e800000, 0x7f000000,
            0x01000000, 0x00400000, 0x3f7fffff, 0x3f800001, 0x4f000000, 0xcf000000, 0x5f800000,
            0x1f800000, 0x7effffff, 0x00000002, 0x3fffffff, 0x40000001]
dspecial += [rng.getrandbits(32) for _ in range(64 - len(dspecial))]
table("divSpecial", "u32", dspecial)
body = """\tsetp.ge.u32 %p1, %r3, 4096;
\t@%p1 bra RANDOM;
\tand.b32 %r5, %r3, 63;
\tshr.u32 %r6, %r3, 6;
\tmov.u64 %rd2, divSpecial;
\tmul.wide.u32 %rd3, %r5, 4;
\tadd.u64 %rd3, %rd2, %rd3;
\tld.global.u32 %r7, [%rd3];
\tmul.wide.u32 %rd3, %r6, 4;
\tadd.u64 %rd3, %rd2, %rd3;
\tld.global.u32 %r8, [%rd3];
\tbra.uni DIV;
RANDOM:
\tmul.lo.u32 %r7, %r3, 0x9E3779B1;
\txor.b32 %r7, %r7, 0x5bd1e995;
\tmul.lo.u32 %r7, %r7, 0x85EBCA6B;
\tshr.u32 %r9, %r7, 13;
\txor.b32 %r7, %r7, %r9;
\tmul.lo.u32 %r8, %r7, 0xC2B2AE35;
\tshr.u32 %r9, %r8, 16;
\txor.b32 %r8, %r8, %r9;
\tand.b32 %r10, %r7, 0x807fffff;
\tshr.u32 %r11, %r7, 24;
\tand.b32 %r11, %r11, 63;
\tadd.u32 %r11, %r11, 96;
\tshl.b32 %r11, %r11, 23;
\tor.b32 %r7, %r10, %r11;
\tand.b32 %r10, %r8, 0x807fffff;
\tshr.u32 %r11, %r8, 24;
\tand.b32 %r11, %r11, 63;
\tadd.u32 %r11, %r11, 96;
\tshl.b32 %r11, %r11, 23;
\tor.b32 %r8, %r10, %r11;
DIV:
\tmov.b32 %f0, %r7;
\tmov.b32 %f1, %r8;
\tdiv.full.f32 %f2, %f0, %f1;
\tdiv.full.ftz.f32 %f3, %f0, %f1;
""" + store_at(4, 2) + "\tst.global.v2.f32 [%rd1], {%f2, %f3};\n"
kernel("div_full", body, 4096 + 16384, "u32", 2)

# The approximate functions on every exponent, both signs, 16 mantissas.
mants = [0, 1, 2, 0x400000, 0x7fffff, 0x200000, 0x600000, 0x7ffffe] + [rng.getrandbits(23) for _ in range(8)]
table("apxMant", "u32", mants)
apx = ["sin.approx.f32", "sin.approx.ftz.f32", "cos.approx.f32", "cos.approx.ftz.f32",
       "lg2.approx.f32", "lg2.approx.ftz.f32", "rsqrt.approx.f32", "rsqrt.approx.ftz.f32",
       "ex2.approx.f32", "ex2.approx.ftz.f32", "rcp.approx.f32", "rcp.approx.ftz.f32",
       "sqrt.approx.f32", "sqrt.approx.ftz.f32", "tanh.approx.f32", "div.approx.f32"]
body = """\tand.b32 %r5, %r3, 15;
\tshr.u32 %r6, %r3, 4;
\tshl.b32 %r6, %r6, 23;
\tmov.u64 %rd2, apxMant;
\tmul.wide.u32 %rd3, %r5, 4;
\tadd.u64 %rd3, %rd2, %rd3;
\tld.global.u32 %r7, [%rd3];
\tor.b32 %r7, %r7, %r6;
\tmov.b32 %f0, %r7;
""" + store_at(4, len(apx))
for i, f in enumerate(apx):
    if f.startswith("div"):
        body += "\t%s %%f1, 0f3F800000, %%f0;\n" % f
    else:
        body += "\t%s %%f1, %%f0;\n" % f
    body += "\tst.global.f32 [%%rd1+%d], %%f1;\n" % (4 * i)
kernel("approx", body, 512 * 16, "u32", len(apx))

# Second batch (probe rand16-b): ptxas's folding of immediates, and NaN registers into f16/bf16.
# Its kernels carry their own tables (the first batch's images hold every first-batch table).
kernels_b = []


def table_b(name, typ, values):
    return ".global .align 8 .%s %s[%d] = {%s};" % (typ, name, len(values), ", ".join(str(v) for v in values))


# Approximate functions, div.full and f64 -> f16/bf16 conversions of immediates: one thread, a
# word each.
imm32 = [f32bits(v) for v in [0.5, 1.0, 2.0, 3.0, -1.0, 0.1, 10.0, 100.0, -7.25, 1e-20, 1e20,
                              2.0 ** 31, -2.0 ** 31, 2.0 ** 63, 2.0 ** -126, 2.0 ** 24, 1.5, 0.7]]
imm32 += [0, 0x80000000, 1, 0x80000001, 0x007fffff, 0x7f7fffff, 0x7f800000, 0xff800000, 0x7fc00000,
          0x7fa00000, 0xffc00001, 0x7fffffff, 0x3f800001, 0x3f7fffff]
apx_imm = ["sin.approx.f32", "sin.approx.ftz.f32", "cos.approx.f32", "cos.approx.ftz.f32",
           "lg2.approx.f32", "lg2.approx.ftz.f32", "rsqrt.approx.f32", "rsqrt.approx.ftz.f32",
           "ex2.approx.f32", "ex2.approx.ftz.f32", "rcp.approx.f32", "rcp.approx.ftz.f32",
           "sqrt.approx.f32", "sqrt.approx.ftz.f32", "tanh.approx.f32"]
fold = []  # instruction texts writing %f1 (or %h1 for the 16-bit results)
for f in apx_imm:
    for v in imm32:
        fold.append(("f", "%s %%f1, 0f%08X;" % (f, v)))
for f in ["div.full.f32", "div.full.ftz.f32", "div.rn.f32", "div.approx.f32"]:
    for b in [1.0, 2.0, -1.0, 0.5, 3.0]:
        for v in [0x7fa00000, 0xffc00001, 0x7f80011a, 0x3f800000, 0x00000001, 0x7f7fffff]:
            fold.append(("f", "%s %%f1, 0f%08X, 0f%08X;" % (f, v, f32bits(b))))
imm64 = [0x7ff8000000000000, 0xfff8000000000000, 0x7ff0000000000001, 0x7ff4000000000000,
         0x7fffffffffffffff, 0xffffffffffffffff, 0x7ff0000000000000, 0xfff0000000000000,
         f64bits(1.0 / 3), f64bits(65520.0), f64bits(1e-8), 0x8000000000000000]
for f in ["cvt.rn.f16.f64", "cvt.rz.f16.f64", "cvt.rn.bf16.f64", "cvt.rz.bf16.f64", "cvt.rn.f32.f64"]:
    for v in imm64:
        fold.append(("h" if "16" in f else "f", "%s %%%s1, 0d%016X;" % (f, "h" if "16" in f else "f", v)))
body = ""
for i, (k, text) in enumerate(fold):
    body += "\t%s\n" % text
    if k == "h":
        body += "\tcvt.u32.u16 %%r20, %%h1;\n\tst.global.u32 [%%rd0+%d], %%r20;\n" % (4 * i)
    else:
        body += "\tst.global.f32 [%%rd0+%d], %%f1;\n" % (4 * i)
kernels_b.append(("fold", body, 1, "u32", len(fold), []))

# The same values from registers (the hardware's answers): thread i takes value i of a table.
nan64 = imm64 + [0x7ff8000000000001, 0xfff0000000000001, 0x7ff00000ffffffff, 0x7fffe00000000000]
body = """\tmov.u64 %rd2, cvtF64;
\tmul.wide.u32 %rd3, %r3, 8;
\tadd.u64 %rd3, %rd2, %rd3;
\tld.global.f64 %fd0, [%rd3];
\tcvt.rn.f16.f64 %h0, %fd0;
\tcvt.rz.f16.f64 %h1, %fd0;
\tcvt.rn.bf16.f64 %h2, %fd0;
\tcvt.rz.bf16.f64 %h3, %fd0;
\tcvt.rn.f32.f64 %f0, %fd0;
\tcvt.rn.f16.f32 %h4, %f0;
\tcvt.rn.bf16.f32 %h5, %f0;
\tmov.b64 {%r10, %r11}, %fd0;
\tmov.b32 %f1, %r11;
\tcvt.rn.f16.f32 %h6, %f1;
\tcvt.rn.bf16.f32 %h7, %f1;
""" + store_at(2, 8) + "\tst.global.v4.b16 [%rd1], {%h0, %h1, %h2, %h3};\n\tst.global.v4.b16 [%rd1+8], {%h4, %h5, %h6, %h7};\n"
kernels_b.append(("nan_cvt", body, len(nan64), "u16", 8, [table_b("cvtF64", "u64", nan64)]))

# div.full.f32 of every imm32 word by every imm32 word, and the approximate functions of each, from
# registers (the hardware's results beside fold's).
body = """\tmov.u64 %rd2, divImm;
\trem.u32 %r5, %r3, {n};
\tdiv.u32 %r6, %r3, {n};
\tmul.wide.u32 %rd3, %r5, 4;
\tadd.u64 %rd3, %rd2, %rd3;
\tld.global.f32 %f0, [%rd3];
\tmul.wide.u32 %rd3, %r6, 4;
\tadd.u64 %rd3, %rd2, %rd3;
\tld.global.f32 %f1, [%rd3];
""".replace("{n}", str(len(imm32))) + store_at(4, 2 + len(apx_imm))
body += "\tdiv.full.f32 %f2, %f0, %f1;\n\tst.global.f32 [%rd1], %f2;\n"
body += "\tdiv.full.ftz.f32 %f2, %f0, %f1;\n\tst.global.f32 [%rd1+4], %f2;\n"
for i, f in enumerate(apx_imm):
    body += "\t%s %%f2, %%f0;\n\tst.global.f32 [%%rd1+%d], %%f2;\n" % (f, 8 + 4 * i)
kernels_b.append(("fold_regs", body, len(imm32) ** 2, "u32", 2 + len(apx_imm), [table_b("divImm", "u32", imm32)]))

# Scalar video forms with operand selectors on edge words (the first batch has none).
vsel = ["", ".b0", ".b1", ".b3", ".h0", ".h1"]
vforms = []
j = 0
for op in ["vadd", "vsub", "vabsdiff", "vmin", "vmax"]:
    for dt, at, bt in itertools.product(["u32", "s32"], repeat=3):
        for sat in ["", ".sat"]:
            for mode in ["", ".add", ".max"]:
                asel, bsel = vsel[j % 6], vsel[(j // 6 + 2 * j) % 6]
                j += 1
                head = "%s.%s.%s.%s%s%s" % (op, dt, at, bt, sat, mode)
                c3 = "" if mode == "" else ", %r13"
                vforms.append("%s %%r20, %%r11%s, %%r12%s%s;" % (head, asel, bsel, c3))
body = """\trem.u32 %%r5, %%r3, %d;
\tdiv.u32 %%r6, %%r3, %d;
\trem.u32 %%r7, %%r6, %d;
\tdiv.u32 %%r8, %%r6, %d;
\tmov.u64 %%rd2, vidVal2;
\tmul.wide.u32 %%rd3, %%r5, 4;
\tadd.u64 %%rd3, %%rd2, %%rd3;
\tld.global.u32 %%r11, [%%rd3];
\tmul.wide.u32 %%rd3, %%r7, 4;
\tadd.u64 %%rd3, %%rd2, %%rd3;
\tld.global.u32 %%r12, [%%rd3];
\tmul.wide.u32 %%rd3, %%r8, 4;
\tadd.u64 %%rd3, %%rd2, %%rd3;
\tld.global.u32 %%r13, [%%rd3];
""" % (nv, nv, nv, nv) + store_at(4, len(vforms))
for i, f in enumerate(vforms):
    body += "\t%s\n\tst.global.u32 [%%rd1+%d], %%r20;\n" % (f, 4 * i)
vvals2 = [0, 1, 0x7fffffff, 0x80000000, 0xffffffff, 0x8080ff7f, 0x7f80ffff, 0xffff8000, 0x00ff0080,
          0x80007fff, 0xfffe0001, 0x9fbfdfff]
kernels_b.append(("video_sel", body, len(vvals2) ** 3, "u32", len(vforms), [table_b("vidVal2", "u32", vvals2)]))

# Third batch (probe rand16-c): f64 operations of a NaN register (version 2's q170: a sub.rp.f64
# of rcp.rz.f64's and rsqrt.approx.ftz.f64's NaNs gave 0x7fffffff00000000).
f64ops = ["rcp.rn.f64 %fd2, %fd0;", "rcp.rz.f64 %fd2, %fd0;", "rcp.rm.f64 %fd2, %fd0;", "rcp.rp.f64 %fd2, %fd0;",
          "div.rn.f64 %fd2, %fd1, %fd0;", "div.rz.f64 %fd2, %fd0, %fd1;", "sqrt.rn.f64 %fd2, %fd0;",
          "sqrt.rz.f64 %fd2, %fd0;", "rsqrt.approx.f64 %fd2, %fd0;", "rsqrt.approx.ftz.f64 %fd2, %fd0;",
          "rcp.approx.ftz.f64 %fd2, %fd0;", "add.rn.f64 %fd2, %fd0, %fd1;", "sub.rp.f64 %fd2, %fd0, %fd1;",
          "fma.rn.f64 %fd2, %fd0, %fd1, %fd1;", "cvt.rzi.f64.f64 %fd2, %fd0;", "abs.f64 %fd2, %fd0;"]
body = """\tmov.u64 %rd2, nanF64;
\tmul.wide.u32 %rd3, %r3, 8;
\tadd.u64 %rd3, %rd2, %rd3;
\tld.global.f64 %fd0, [%rd3];
\tmov.f64 %fd1, 0d3FF8000000000000;
""" + store_at(8, len(f64ops))
for i, f in enumerate(f64ops):
    body += "\t%s\n\tst.global.f64 [%%rd1+%d], %%fd2;\n" % (f, 8 * i)
kernels_b.append(("nan_f64", body, len(nan64), "u64", len(f64ops), [table_b("nanF64", "u64", nan64)]))

for name, body, threads, etype, per, tables in kernels_b:
    kernels.append((name, body, threads, etype, per))
    globals_of[name] = tables

# One image per kernel (each with every table), so that a form the JIT refused would fail its own
# case only.
for name, body, threads, etype, per in kernels:
    with open("rand16_%s.ptx" % name, "w") as out:
        out.write("// Written by gen.py (testdata/conformance/rand16): sweeps of version 2's inexact forms.\n")
        out.write(HEAD + "\n")
        for g in globals_of.get(name, globals_):
            out.write(g + "\n")
        out.write("\n.visible .entry %s(.param .u64 %s_out, .param .u32 %s_n)\n" % (name, name, name))
        out.write(PROLOGUE % {"name": name})
        out.write(body)
        out.write("DONE:\n\tret;\n}\n")
    with open("rand16_%s.case" % name, "w") as out:
        out.write("# rand16_%s: see gen.py (written by it, with rand16_%s.ptx)\n" % (name, name))
        out.write("image rand16_%s.ptx\nkernel %s\n" % (name, name))
        out.write("grid %d 1 1\nblock 256 1 1\n" % ((threads + 255) // 256))
        out.write("buf out %s %d zero\n" % (etype, threads * per))
        out.write("param buf out\nparam u32 %d\nlaunch\ncheck out exact\n" % threads)
