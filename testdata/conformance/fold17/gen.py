#!/usr/bin/env python3
"""Writes fold17.ptx and fold17.case: which values ptxas propagates as compile-time constants
into the instructions it folds (docs/engine.md, "Constant propagation"). Each section computes a
value through a producer (a move, arithmetic on constants, a conversion, a folded approximate
function, across a branch, a join, a barrier, a guard, a loop ...) into a register of its own, then
applies a consumer whose folded result differs from the hardware's (cos.approx of 1.0,
rsqrt.approx.ftz of 0.5, div.full by 1.0, cvt.rn.f16.f64 of a NaN ...) and stores it; section
"load" reads the value from a table the compiler cannot see through (the hardware's result) and
"imm" names it as an immediate (the fold). One warp; odd lanes take the branches and guards.
Run from this folder: python3 gen.py (record.sh records the golden on the GPU machine)."""
import struct


def f32(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def f64(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


# Consumers: name, type of the value, its bits, the instruction (%s the value, %o the result;
# %n a NaN loaded from memory, %m an f64 NaN loaded after the value is made).
CONSUMERS = [
    ("cos1", "f32", f32(1.0), "cos.approx.f32 %o, %s;"),
    ("cos2p31", "f32", f32(2.0 ** 31), "cos.approx.f32 %o, %s;"),
    ("rsqrt05", "f32", f32(0.5), "rsqrt.approx.ftz.f32 %o, %s;"),
    ("ex2m725", "f32", f32(-7.25), "ex2.approx.f32 %o, %s;"),
    ("divfull1", "f32", f32(1.0), "div.full.f32 %o, %n, %s;"),
    ("absnan", "f32", 0xFFC00000, "abs.f32 %o, %s;"),
    ("cvtf16nan", "f64", 0xFFF8000000000000, "cvt.rn.f16.f64 %oh, %s;\n\tcvt.u32.u16 %o, %oh;"),
    ("maxnan", "f64", 0x7FF8000000000123, "max.f64 %od, %s, %m;"),
]

OTHER = {"f32": f32(3.0), "f64": f64(3.0)}  # a second value for the guarded redefinitions


def imm(t, bits):
    return ("0f%08X" if t == "f32" else "0d%016X") % bits


def half(t, bits):
    """bits / 2 as an immediate of type t, or None when that is not exact (NaN, subnormal)."""
    if t == "f32":
        v = struct.unpack("<f", struct.pack("<I", bits))[0]
        if v != v or abs(v) < 2.0 ** -120:
            return None
        return imm(t, f32(v / 2))
    v = struct.unpack("<d", struct.pack("<Q", bits))[0]
    if v != v:
        return None
    return imm(t, f64(v / 2))


def producers(t, bits, i):
    """(name, code writing %s) for value bits of type t; i makes labels unique."""
    w = "b32" if t == "f32" else "b64"
    ir = "%ri" if t == "f32" else "%rdi"
    v = imm(t, bits)
    other = imm(t, OTHER[t])
    ps = [
        ("imm", None),
        ("load", "ld.global.%s %%s, [%s];" % (t, "%tab")),
        ("mov", "mov.%s %%s, %s;" % (t, v)),
        ("movint", "mov.%s %s, %d;\n\tmov.%s %%s, %s;" % (w, ir, bits if bits < 2 ** (32 if t == "f32" else 64) // 2 else bits - 2 ** (32 if t == "f32" else 64), w, ir)),
        ("neg", "neg.%s %%s, %s;" % (t, imm(t, bits ^ (1 << (31 if t == "f32" else 63))))),
        ("branch", "mov.%s %%s, %s;\n\t@%%p1 bra S#;\n\tadd.u32 %%junk, %%junk, 1;\nS#:" % (t, v)),
        ("ifelse", "@%%p1 bra E#;\n\tmov.%s %%s, %s;\n\tbra J#;\nE#:\n\tmov.%s %%s, %s;\nJ#:" % (t, v, t, v)),
        ("bar", "mov.%s %%s, %s;\n\tbar.sync 0;" % (t, v)),
        ("guardsame", "mov.%s %%s, %s;\n\t@%%p1 mov.%s %%s, %s;" % (t, v, t, v)),
        ("guarddiff", "mov.%s %%s, %s;\n\t@%%p1 mov.%s %%s, %s;" % (t, v, t, other)),
        ("selp", "selp.%s %%s, %s, %s, %%p1;" % (t, v, v)),
        ("loopbefore", "mov.%s %%s, %s;\n\tand.b32 %%cnt, %%lane, 3;\n\tadd.u32 %%cnt, %%cnt, 1;\nL#:\n\tadd.u32 %%junk, %%junk, %%cnt;\n\tsub.u32 %%cnt, %%cnt, 1;\n\tsetp.ne.u32 %%pl, %%cnt, 0;\n\t@%%pl bra L#;" % (t, v)),
        ("loopin", "and.b32 %%cnt, %%lane, 3;\n\tadd.u32 %%cnt, %%cnt, 1;\nL#:\n\tmov.%s %%s, %s;\n\tsub.u32 %%cnt, %%cnt, 1;\n\tsetp.ne.u32 %%pl, %%cnt, 0;\n\t@%%pl bra L#;" % (t, v)),
        ("const", "ld.const.%s %%s, [%s];" % (t, "%cst")),
        ("shfl", None if t != "f32" else "mov.b32 %%ri, %d;\n\tshfl.sync.idx.b32 %%ri, %%ri, 0, 31, -1;\n\tmov.b32 %%s, %%ri;" % (bits - 2 ** 32 if bits >= 2 ** 31 else bits)),
    ]
    h = half(t, bits)
    if h:
        ps.append(("add", "add.%s %%s, %s, %s;" % (t, h, h)))
        ps.append(("mulreg", "mov.%s %%t, %s;\n\tmul.%s %%s, %%t, %s;" % (t, h, t, imm(t, f32(2.0) if t == "f32" else f64(2.0)))))
    else:
        ps.append(("add", "add.%s %%s, %s, %s;" % (t, v, imm(t, 0))))
    if t == "f32":
        x = struct.unpack("<f", struct.pack("<I", bits))[0]
        ps.append(("cvt64", "cvt.rn.f32.f64 %%s, %s;" % imm("f64", f64(x) if x == x else 0xFFF8000000000000)))
        ps.append(("movcvt64", "mov.f64 %%u, %s;\n\tcvt.rn.f32.f64 %%s, %%u;" % imm("f64", f64(x) if x == x else 0xFFF8000000000000)))
        if x == 1.0:
            ps.append(("ex2fold", "ex2.approx.f32 %s, 0f00800000;"))  # version 2's q235
            ps.append(("cvtint", "mov.u32 %ri, 1;\n\tcvt.rn.f32.s32 %s, %ri;"))
        if x == x and x > 0:
            sq = x * x
            if f32(sq) is not None and struct.unpack("<f", struct.pack("<f", sq))[0] == sq:
                ps.append(("sqrtfold", "sqrt.approx.f32 %%s, %s;" % imm("f32", f32(sq))))
        if x == x and x != 0:
            ps.append(("fma", "fma.rn.f32 %%s, %s, %s, %s;" % (imm("f32", f32(x / 2)), imm("f32", f32(2.0)), imm("f32", 0))))
    else:
        ps.append(("cvt32", "cvt.f64.f32 %s, 0fFFC00000;" if bits >> 63 else "cvt.f64.f32 %s, 0f7FC00000;"))
    return [(n, c) for n, c in ps if n == "imm" or c is not None]


sections = []  # (consumer, producer, slot)
body = []
consts = []
tables = []
slot = 0
sec = 0
for cname, t, bits, cons in CONSUMERS:
    for pname, code in producers(t, bits, sec):
        sec += 1
        s = "%%v%d" % sec if t == "f32" else "%%w%d" % sec
        out = "%%o%d" % sec
        lines = ["// %s of %s" % (cname, pname)]
        tabname = "tab%d" % sec
        cstname = "cst%d" % sec
        if pname == "load":
            tables.append(".global .align 8 .%s %s[1] = {%s};" % ("u32" if t == "f32" else "u64", tabname, bits))
            lines.append("mov.u64 %%ad, %s;\n\tmul.wide.u32 %%ax, %%zero, 4;\n\tadd.u64 %%ad, %%ad, %%ax;" % tabname)
            code = code.replace("%tab", "%ad")
        if pname == "const":
            consts.append(".const .align 8 .%s %s[1] = {%s};" % ("u32" if t == "f32" else "u64", cstname, bits))
            code = code.replace("%cst", cstname)
        if code is not None:
            lines.append(code.replace("%s", s).replace("#", str(sec)))
            src = s
        else:
            src = imm(t, bits)
        c = cons.replace("%s", src)
        if t == "f32" and "%o," in c:
            c = c.replace("%o,", "%%of%d," % sec)
            after = "mov.b32 %s, %%of%d;" % (out, sec)
        elif "%od" in c:
            c = c.replace("%od", "%%od%d" % sec)
            after = None
        else:
            after = None
        c = c.replace("%oh", "%%oh%d" % sec).replace("%o,", "%s," % out).replace("%o;", "%s;" % out)
        if "%m" in c:
            lines.append("ld.global.f64 %%m%d, [%%nan64];" % sec)
            c = c.replace("%m", "%%m%d" % sec)
        lines.append(c)
        if after:
            lines.append(after)
        if "%od" in c:
            if slot % 2:
                slot += 1
            lines.append("st.global.f64 [%%base+%d], %%od%d;" % (4 * slot, sec))
            sections.append((cname, pname, slot, 2))
            slot += 2
        else:
            lines.append("st.global.b32 [%%base+%d], %s;" % (4 * slot, out))
            sections.append((cname, pname, slot, 1))
            slot += 1
        body.append("\t" + "\n\t".join(lines))

junk = slot  # the junk word keeps the branches' and loops' adds alive
words = slot + 1 + ((slot + 1) % 2)
head = """// Written by gen.py (testdata/conformance/fold17): ptxas's constant propagation.
.version 7.8
.target sm_90
.address_size 64

.global .align 8 .u32 nanF32[1] = {2139095322};
.global .align 8 .u64 nanF64[1] = {9221120237041091670};
%s
%s

.visible .entry fold17(.param .u64 fold17_out, .param .u32 fold17_zero)
{
\t.reg .b32 %%r<8>;
\t.reg .b32 %%ri;
\t.reg .b64 %%rdi;
\t.reg .b32 %%junk;
\t.reg .b32 %%cnt;
\t.reg .b32 %%lane;
\t.reg .b32 %%zero;
\t.reg .b64 %%ad;
\t.reg .b64 %%ax;
\t.reg .b64 %%base;
\t.reg .b64 %%nan64;
\t.reg .pred %%p<2>;
\t.reg .pred %%pl;
\t.reg .f32 %%t;
\t.reg .f64 %%u;
\t.reg .f32 %%n;
\t.reg .f32 %%v<%d>;
\t.reg .f64 %%w<%d>;
\t.reg .b32 %%o<%d>;
\t.reg .f32 %%of<%d>;
\t.reg .b16 %%oh<%d>;
\t.reg .f64 %%od<%d>;
\t.reg .f64 %%m<%d>;
\tmov.u32 %%lane, %%tid.x;
\tld.param.u32 %%zero, [fold17_zero];
\tand.b32 %%r0, %%lane, 1;
\tsetp.ne.u32 %%p1, %%r0, 0;
\tmov.u32 %%junk, %%zero;
\tld.param.u64 %%base, [fold17_out];
\tcvta.to.global.u64 %%base, %%base;
\tmul.wide.u32 %%ax, %%lane, %d;
\tadd.u64 %%base, %%base, %%ax;
\tmov.u64 %%ad, nanF32;
\tmul.wide.u32 %%ax, %%zero, 4;
\tadd.u64 %%ad, %%ad, %%ax;
\tld.global.f32 %%n, [%%ad];
\tmov.u64 %%nan64, nanF64;
\tadd.u64 %%nan64, %%nan64, %%ax;
""" % ("\n".join(tables), "\n".join(consts), sec + 1, sec + 1, sec + 1, sec + 1, sec + 1, sec + 1, sec + 1, 4 * words)
with open("fold17.ptx", "w") as f:
    f.write(head)
    f.write("\n".join(body) + "\n")
    f.write("\tst.global.b32 [%%base+%d], %%junk;\n\tret;\n}\n" % (4 * junk))
with open("fold17.case", "w") as f:
    f.write("# fold17: see gen.py (written by it, with fold17.ptx and fold17.sections)\n")
    f.write("image fold17.ptx\nkernel fold17\ngrid 1 1 1\nblock 32 1 1\n")
    f.write("buf out u32 %d zero\nparam buf out\nparam u32 0\nlaunch\ncheck out exact\n" % (32 * words))
with open("fold17.sections", "w") as f:
    f.write("# word consumer producer (words per thread: %d)\n" % words)
    for cname, pname, s, n in sections:
        f.write("%d %s %s\n" % (s, cname, pname))
