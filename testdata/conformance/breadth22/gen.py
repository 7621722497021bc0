#!/usr/bin/env python3
"""breadth22: writes breadth22.ptx, the conformance cases and their input files (texels.bin,
coords-*.bin) for the forms the H200 loads that cudasim answered CUDA_ERROR_NOT_SUPPORTED at
launch (issue 11): tex with the residency predicate {d...}|p and .v2.f16x2 results (plain and
.level), sured.b (add/min/max/and/or, 32- and 64-bit, 1d/2d/3d), txq/suq on bindless handles,
st.v8 of 8- and 16-bit types. record.sh runs them with kernrun on the H200."""
import math, random, struct

rnd = random.Random(22)
OUT_STRIDE = 16  # words a thread writes in the tex kernels

# ---------------------------------------------------------------- PTX
ptx = [".version 8.8", ".target sm_90", ".address_size 64", ""]

def head(name, params):
    ptx.append(".visible .entry %s(%s)" % (name, ", ".join(".param .u64 %s" % p for p in params)))
    ptx.append("{")
    ptx.append(".reg .b32 %r<64>; .reg .f32 %f<32>; .reg .b64 %rd<16>; .reg .pred %p<4>; .reg .b16 %h<16>;")

def tid():
    ptx.append("mov.u32 %r0, %tid.x; mov.u32 %r1, %ctaid.x; mov.u32 %r2, %ntid.x; mad.lo.u32 %r0, %r1, %r2, %r0;")

# tex kernels: one per geometry and coordinate type; per thread (16 words at out+64*tid):
# 0-3 tex.v4.f32, 4-7 the same with |p, 8 p, 9-10 tex.v2.f16x2, 11-12 tex.level.v2.f16x2 (lod 0).
GEOMS = {"1d": (1, False), "2d": (2, False), "3d": (3, False), "a1d": (1, True), "a2d": (2, True),
         "cube": (3, False), "acube": (3, True)}

def tex_kernel(geom, cty):
    name = "b22tex_%s_%s" % (geom, cty)
    head(name, ["tex", "coords", "out"])
    tid()
    ptx.append("ld.param.u64 %rd1, [tex]; ld.param.u64 %rd2, [coords]; ld.param.u64 %rd3, [out];")
    ptx.append("cvta.to.global.u64 %rd2, %rd2; cvta.to.global.u64 %rd3, %rd3;")
    ptx.append("mul.wide.u32 %rd4, %r0, 16; add.u64 %rd4, %rd2, %rd4; mul.wide.u32 %rd5, %r0, 64; add.u64 %rd5, %rd3, %rd5;")
    ptx.append("ld.global.v4.f32 {%f1, %f2, %f3, %f5}, [%rd4]; ld.global.u32 %r14, [%rd4+12]; mov.f32 %f4, 0f00000000;")
    ptx.append("cvt.rmi.s32.f32 %r11, %f1; cvt.rmi.s32.f32 %r12, %f2; cvt.rmi.s32.f32 %r13, %f3;")
    n, layered = GEOMS[geom]
    if geom in ("cube", "acube") or (n == 3 and not layered):
        cv = "{%s}" % ", ".join((["%r14"] if layered else []) + (["%f1", "%f2", "%f3"] if cty == "f32" else ["%r11", "%r12", "%r13"]) + ([] if layered else ["%f4" if cty == "f32" else "%r14"]))
    elif geom == "a2d":
        cv = "{%%r14, %s, %s}" % (("%f1", "%f2") if cty == "f32" else ("%r11", "%r12"))
        cv = cv[:-1] + (", %f4}" if cty == "f32" else ", %r14}")
    elif geom == "a1d":
        cv = "{%%r14, %s}" % ("%f1" if cty == "f32" else "%r11")
    elif geom == "2d":
        cv = "{%s}" % (", ".join(("%f1", "%f2") if cty == "f32" else ("%r11", "%r12")))
    else:
        cv = "{%s}" % ("%f1" if cty == "f32" else "%r11")
    lod = "0f00000000" if cty == "f32" else "0"
    ptx.append("tex.%s.v4.f32.%s {%%f10, %%f11, %%f12, %%f13}, [%%rd1, %s];" % (geom, cty, cv))
    ptx.append("st.global.v4.f32 [%rd5], {%f10, %f11, %f12, %f13};")
    ptx.append("tex.%s.v4.f32.%s {%%f10, %%f11, %%f12, %%f13}|%%p1, [%%rd1, %s];" % (geom, cty, cv))
    ptx.append("st.global.v4.f32 [%rd5+16], {%f10, %f11, %f12, %f13};")
    ptx.append("selp.u32 %r20, 1, 0, %p1; st.global.u32 [%rd5+32], %r20;")
    ptx.append("tex.%s.v2.f16x2.%s {%%r21, %%r22}, [%%rd1, %s];" % (geom, cty, cv))
    ptx.append("st.global.u32 [%rd5+36], %r21; st.global.u32 [%rd5+40], %r22;")
    ptx.append("mov.%s %s, %s;" % ("f32" if cty == "f32" else "s32", "%f6" if cty == "f32" else "%r15", lod))
    ptx.append("tex.level.%s.v2.f16x2.%s {%%r23, %%r24}, [%%rd1, %s], %s;" % (geom, cty, cv, "%f6" if cty == "f32" else "%r15"))
    ptx.append("st.global.u32 [%rd5+44], %r23; st.global.u32 [%rd5+48], %r24;")
    ptx.append("ret;\n}\n")
    return name

# sured: 64 threads; op k of thread t hits element t%8 of region k with vals[t*nops+k].
OPS32 = ["add.u32", "add.s32", "min.u32", "min.s32", "max.u32", "max.s32", "and.b32", "or.b32"]
OPS64 = ["add.u64", "min.u64", "min.s64", "max.u64", "max.s64"]

def sured_kernel(geom, bits):
    ops = OPS32 if bits == 32 else OPS64
    name = "b22sured%d_%s" % (bits, geom)
    head(name, ["surf", "vals"])
    tid()
    ptx.append("ld.param.u64 %rd1, [surf]; ld.param.u64 %rd2, [vals]; cvta.to.global.u64 %rd2, %rd2;")
    ptx.append("mul.wide.u32 %%rd4, %%r0, %d; add.u64 %%rd4, %%rd2, %%rd4;" % (len(ops) * bits // 8))
    ptx.append("and.b32 %%r3, %%r0, 7; mul.lo.u32 %%r4, %%r3, %d;" % (bits // 8))  # x in bytes
    for k, op in enumerate(ops):
        if bits == 32:
            ptx.append("ld.global.u32 %%r5, [%%rd4+%d];" % (4 * k))
            val = "%r5"
        else:
            ptx.append("ld.global.u64 %%rd6, [%%rd4+%d];" % (8 * k))
            val = "%rd6"
        if geom == "1d":
            ptx.append("add.u32 %%r6, %%r4, %d;" % (k * 8 * bits // 8))
            cv = "{%r6}"
        elif geom == "2d":
            ptx.append("mov.u32 %%r7, %d;" % k)
            cv = "{%r4, %r7}"
        else:
            ptx.append("mov.u32 %%r7, %d; mov.u32 %%r8, %d;" % (k % 4, k // 4))
            cv = "{%r4, %r7, %r8, %r8}"
        ptx.append("sured.b.%s.%s.trap [%%rd1, %s], %s;" % (op.split(".")[0], geom + "." + op.split(".")[1], cv, val))
    ptx.append("ret;\n}\n")
    return name

def txq_kernel():
    head("b22txq", ["tex", "out"])
    ptx.append("ld.param.u64 %rd1, [tex]; ld.param.u64 %rd3, [out]; cvta.to.global.u64 %rd3, %rd3;")
    ptx.append("txq.width.b32 %r1, [%rd1]; txq.height.b32 %r2, [%rd1]; txq.depth.b32 %r3, [%rd1];")
    ptx.append("st.global.v4.u32 [%rd3], {%r1, %r2, %r3, %r3};")
    for lv in range(3):
        ptx.append("mov.u32 %%r9, %d;" % lv)
        ptx.append("txq.level.width.b32 %r4, [%rd1], %r9; txq.level.height.b32 %r5, [%rd1], %r9; txq.level.depth.b32 %r6, [%rd1], %r9;")
        ptx.append("st.global.v4.u32 [%%rd3+%d], {%%r4, %%r5, %%r6, %%r9};" % (16 + 16 * lv))
    ptx.append("ret;\n}\n")

def suq_kernel():
    head("b22suq", ["surf", "out"])
    ptx.append("ld.param.u64 %rd1, [surf]; ld.param.u64 %rd3, [out]; cvta.to.global.u64 %rd3, %rd3;")
    ptx.append("suq.width.b32 %r1, [%rd1]; suq.height.b32 %r2, [%rd1]; suq.depth.b32 %r3, [%rd1];")
    ptx.append("st.global.v4.u32 [%rd3], {%r1, %r2, %r3, %r3};")
    ptx.append("ret;\n}\n")

def stv8_kernel():
    # 32 threads; thread t reads 16 bytes at in+16t into 8 .b16 registers and stores them with
    # every st.v8 form: out words [0,128) .b16 global; [128,192) .u8 global; [192,256) .s8
    # generic; [256,384) .b16 shared (copied out); [384,448) .u8 shared; [448,512) st.cs/.relaxed/.volatile mix.
    ptx.append(".shared .align 16 .b8 b22sh[1024];")
    head("b22stv8", ["in", "out"])
    ptx.append("mov.u32 %r0, %tid.x; ld.param.u64 %rd1, [in]; ld.param.u64 %rd2, [out];")
    ptx.append("cvta.to.global.u64 %rd1, %rd1; cvta.to.global.u64 %rd2, %rd2;")
    ptx.append("mul.wide.u32 %rd3, %r0, 16; add.u64 %rd4, %rd1, %rd3; add.u64 %rd5, %rd2, %rd3;")
    ptx.append("ld.global.v4.u32 {%r1, %r2, %r3, %r4}, [%rd4];")
    ptx.append("mov.b32 {%h1, %h2}, %r1; mov.b32 {%h3, %h4}, %r2; mov.b32 {%h5, %h6}, %r3; mov.b32 {%h7, %h8}, %r4;")
    R = "{%h1, %h2, %h3, %h4, %h5, %h6, %h7, %h8}"
    ptx.append("st.global.v8.b16 [%%rd5], %s;" % R)
    ptx.append("mul.wide.u32 %rd6, %r0, 8; add.u64 %rd7, %rd2, %rd6;")
    ptx.append("st.global.v8.u8 [%%rd7+512], %s;" % R)
    ptx.append("st.v8.s8 [%%rd7+768], %s;" % R)
    ptx.append("mov.u64 %rd8, b22sh; add.u64 %rd9, %rd8, %rd3; cvt.u32.u64 %r5, %rd9;")
    ptx.append("st.shared.v8.b16 [%%r5], %s;" % R)
    ptx.append("mul.lo.u32 %r6, %r0, 8; add.u32 %r7, %r6, 512; mov.u32 %r8, b22sh; add.u32 %r7, %r7, %r8;")
    ptx.append("st.shared.v8.u8 [%%r7], %s;" % R)
    ptx.append("bar.sync 0;")
    ptx.append("ld.shared.v4.u32 {%r10, %r11, %r12, %r13}, [%r5]; st.global.v4.u32 [%rd5+1024], {%r10, %r11, %r12, %r13};")
    ptx.append("ld.shared.v2.u32 {%r10, %r11}, [%r7]; st.global.v2.u32 [%rd7+1536], {%r10, %r11};")
    ptx.append("setp.lt.u32 %p1, %r0, 16;")
    ptx.append("@%%p1 st.cs.global.v8.u8 [%%rd7+1792], %s;" % R)
    ptx.append("@!%%p1 st.relaxed.gpu.global.v8.s8 [%%rd7+1792], %s;" % R)
    ptx.append("add.u64 %rd10, %rd2, 2048; add.u64 %rd10, %rd10, %rd3;")
    ptx.append("@%%p1 st.volatile.global.v8.b16 [%%rd10], %s;" % R)
    ptx.append("@!%%p1 st.release.gpu.global.v8.b16 [%%rd10], %s;" % R)
    ptx.append("ret;\n}\n")

# one module per family, so that a kernel the H200 refused would not take the others with it
def module(name, build):
    del ptx[4:]
    build()
    open(name + ".ptx", "w").write("// Generated by gen.py (breadth22): kernels of the breadth22 conformance cases.\n" + "\n".join(ptx))

module("tex", lambda: [tex_kernel(g, "f32") for g in GEOMS] + [tex_kernel(g, "s32") for g in ("1d", "2d", "3d", "a2d")])
module("sured", lambda: [sured_kernel(g, b) for g in ("1d", "2d", "3d") for b in (32, 64)])
module("query", lambda: (txq_kernel(), suq_kernel()))
module("stv8", stv8_kernel)

def mma_kernel():
    # mma.m16n8k16 with e4m3 inputs: each warp its own fragments (a 2, b 1, c 4 words a thread)
    head("b22mma_e4m3_k16", ["a", "b", "c", "d"])
    tid()
    ptx.append("ld.param.u64 %rd1, [a]; ld.param.u64 %rd2, [b]; ld.param.u64 %rd3, [c]; ld.param.u64 %rd4, [d];")
    ptx.append("cvta.to.global.u64 %rd1, %rd1; cvta.to.global.u64 %rd2, %rd2; cvta.to.global.u64 %rd3, %rd3; cvta.to.global.u64 %rd4, %rd4;")
    ptx.append("mul.wide.u32 %rd5, %r0, 8; add.u64 %rd1, %rd1, %rd5; mul.wide.u32 %rd5, %r0, 4; add.u64 %rd2, %rd2, %rd5;")
    ptx.append("mul.wide.u32 %rd5, %r0, 16; add.u64 %rd3, %rd3, %rd5; add.u64 %rd4, %rd4, %rd5;")
    ptx.append("ld.global.v2.u32 {%r1, %r2}, [%rd1]; ld.global.u32 %r3, [%rd2]; ld.global.v4.f32 {%f1, %f2, %f3, %f4}, [%rd3];")
    ptx.append("mma.sync.aligned.m16n8k16.row.col.f32.e4m3.e4m3.f32 {%f5, %f6, %f7, %f8}, {%r1, %r2}, {%r3}, {%f1, %f2, %f3, %f4};")
    ptx.append("st.global.v4.f32 [%rd4], {%f5, %f6, %f7, %f8};")
    ptx.append("ret;\n}\n")

module("mma", mma_kernel)

# ---------------------------------------------------------------- inputs
def f16_bits_to_f32(h):
    return struct.unpack("<e", struct.pack("<H", h))[0]

vals = []
special = [0.0, -0.0, 65504.0, 65519.99, 65520.0, 65535.0, 1e5, -65520.0, math.inf, -math.inf,
           5.96e-8, 2.98e-8, 2.99e-8, 1e-10, -1e-10, 6.1035e-5, 6.10e-5, 3.0e-5, 1.0, -1.0, 0.5]
for i in range(16384):
    r = i % 8
    if r == 0:
        v = rnd.choice(special)
        vals.append(struct.pack("<f", v))
    elif r == 1:  # halfway between two f16 values (ties), normals and subnormals
        h = rnd.randrange(0, 0x7bff)
        a, b = f16_bits_to_f32(h), f16_bits_to_f32(h + 1)
        vals.append(struct.pack("<f", (a + b) / 2 * rnd.choice([1, -1])))
    elif r == 2:  # NaNs with payloads
        vals.append(struct.pack("<I", rnd.choice([0x7fc00000, 0x7f800001, 0xffc01234, 0x7fa5a5a5])))
    elif r in (3, 4):  # random values in f16's range
        vals.append(struct.pack("<f", rnd.uniform(-1, 1) * 2 ** rnd.uniform(-26, 16)))
    else:
        vals.append(struct.pack("<f", rnd.uniform(-300, 300)))
open("texels.bin", "wb").write(b"".join(vals))

SIZES = {"1d": (64, 0, 0, 0), "2d": (16, 16, 0, 0), "3d": (8, 8, 4, 0), "a1d": (64, 0, 4, 1),
         "a2d": (16, 16, 4, 1), "cube": (16, 16, 6, 4), "acube": (16, 16, 12, 5)}

def coords(geom):
    w, h, d, fl = SIZES[geom]
    out = []
    for t in range(256):
        if geom in ("cube", "acube"):
            xyz = [rnd.uniform(-1, 1) for _ in range(3)]
            layer = rnd.randrange(2)
        else:
            xyz = [rnd.uniform(-1, w + 1), rnd.uniform(-1, (h or 1) + 1), rnd.uniform(-1, (d or 1) + 1)]
            if t % 4 == 0:  # texel centres
                xyz = [math.floor(c) + 0.5 for c in xyz]
            layer = rnd.randrange(4)
        if geom == "a1d":
            xyz[1] = 0
        out.append(struct.pack("<fffI", *xyz, layer))
    return b"".join(out)

cases = []
def case(name, lines):
    image = {"tex": "tex", "sur": "sured", "txq": "query", "suq": "query", "stv": "stv8", "mma": "mma"}[name[:3]]
    open(name + ".case", "w").write("# %s (breadth22): generated by gen.py; recorded on the H200 by record.sh.\nimage %s.ptx\n%s\n" % (name, image, "\n".join(lines)))
    cases.append(name)

for g in GEOMS:
    open("coords-%s.bin" % g, "wb").write(coords(g))
    w, h, d, fl = SIZES[g]
    for cty in ("f32", "s32"):
        if cty == "s32" and g not in ("1d", "2d", "3d", "a2d"):
            continue
        for filt in ((0, 1) if cty == "f32" else (0,)):
            fmts = [(0x20, 4, 0, "f32x4")]
            if g == "2d" and cty == "f32":
                fmts += [(0x10, 4, 0, "f16x4"), (0x01, 4, 0, "u8x4norm"), (0x09, 2, 0, "s16x2norm"), (0x03, 1, 1, "u32x1int")]
            for fmt, nch, flags, fname in fmts:
                if flags & 1 and filt:
                    continue
                norm = 2 if g in ("cube", "acube") else 0
                case("tex_%s_%s_%s_%s" % (g, cty, fname, "linear" if filt else "point"), [
                    "kernel b22tex_%s_%s" % (g, cty), "grid 2 1 1", "block 128 1 1",
                    "array A 0x%02x %d %d %d %d 0x%x file texels.bin" % (fmt, nch, w, h, d, fl),
                    "tex T A 1 1 1 %d 0x%x" % (filt, flags | norm),
                    "buf coords u8 4096 file coords-%s.bin" % g,
                    "buf out u32 4096 const 0xeeeeeeee",
                    "param obj T", "param buf coords", "param buf out", "launch", "check out exact"])

for g, dims in (("1d", ((64, 0, 0), (40, 0, 0))), ("2d", ((8, 8, 0), (8, 5, 0))), ("3d", ((8, 4, 2), (8, 4, 2)))):
    for bits, (w, h, d) in ((32, dims[0]), (64, dims[1])):
        nops = 8 if bits == 32 else 5
        case("sured%d_%s" % (bits, g), [
            "kernel b22sured%d_%s" % (bits, g), "grid 1 1 1", "block 64 1 1",
            "array S 0x03 %d %d %d %d 0x2 bits %d" % (1 if bits == 32 else 2, w, h, d, 100 + bits),
            "surf U S",
            "buf vals u%d %d bits %d" % (bits, 64 * nops, 200 + bits),
            "param obj U", "param buf vals", "launch", "check S exact"])

TXQ = [("1d_f32x4", 0x20, 4, 37, 0, 0, 0), ("2d_u8x1", 0x01, 1, 37, 5, 0, 0), ("3d_s16x2", 0x09, 2, 37, 5, 3, 0),
       ("a1d_f32x1", 0x20, 1, 37, 0, 4, 1), ("a2d_f16x4", 0x10, 4, 37, 5, 4, 1), ("cube_u32x2", 0x03, 2, 8, 8, 6, 4),
       ("acube_f32x4", 0x20, 4, 8, 8, 12, 5)]
for name, fmt, nch, w, h, d, fl in TXQ:
    case("txq_" + name, ["kernel b22txq", "array A 0x%02x %d %d %d %d 0x%x zero" % (fmt, nch, w, h, d, fl),
                         "tex T A 1 1 1 0 0x0", "buf out u32 16 const 0xeeeeeeee",
                         "param obj T", "param buf out", "launch", "check out exact"])
    if not fl & 4:
        case("suq_" + name, ["kernel b22suq", "array A 0x%02x %d %d %d %d 0x%x zero" % (fmt, nch, w, h, d, fl | 2),
                             "surf U A", "buf out u32 4 const 0xeeeeeeee",
                             "param obj U", "param buf out", "launch", "check out exact"])
case("txq_linear_f32x2", ["kernel b22txq", "buf L u8 4000 zero", "linear R L 0x20 2",
                          "tex T R 1 1 1 0 0x0", "buf out u32 16 const 0xeeeeeeee",
                          "param obj T", "param buf out", "launch", "check out exact"])
case("txq_pitch2d_u16x1", ["kernel b22txq", "buf L u8 8192 zero", "pitch2d R L 0x02 1 37 9 512",
                           "tex T R 1 1 1 0 0x0", "buf out u32 16 const 0xeeeeeeee",
                           "param obj T", "param buf out", "launch", "check out exact"])
case("stv8", ["kernel b22stv8", "block 32 1 1", "buf in u8 512 bits 22", "buf out u32 768 const 0xeeeeeeee",
              "param buf in", "param buf out", "launch", "check out exact"])
for i, (cname, cgen) in enumerate((("rand", "range 5 -100 100"), ("zeroc", "zero"), ("mixc", "f32mix 6"))):
    case("mma_e4m3_k16_" + cname, ["kernel b22mma_e4m3_k16", "block 256 1 1", "buf a u32 512 bits %d" % (10 + i),
                                   "buf b u32 256 bits %d" % (20 + i), "buf c f32 1024 " + cgen, "buf d u32 1024 const 0xeeeeeeee",
                                   "param buf a", "param buf b", "param buf c", "param buf d", "launch", "check d exact"])
open("cases.txt", "w").write("\n".join(cases) + "\n")
