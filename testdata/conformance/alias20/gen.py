#!/usr/bin/env python3
"""Writes alias20_*.ptx and alias20_*.case: small kernels (session 20, alias20) in which an
instruction's destination names one of its own sources (or the address register, a predicate
it reads, another of its destinations), one kernel per form, for every lowering that writes
several destinations or may write before it has read everything (docs/engine.md, "Aliased
destinations (alias20)"). One block of 128 threads; every thread loads its registers from in.bin
(the random programs' input: %r0-%r15 from its own 64-byte row, %d0-%d7 from row tid^64,
%h0-%h7 from both), a copy of its row into shared memory (its own 64 bytes), local memory and a
scratch row of out, runs the body, then stores %r0-%r15, %d0-%d7, %h0-%h7 and %p0-%p3 to its
320-byte row of out (bytes 0-147), with the scratch row at 192 and its shared row at 256, so a
difference names its register. Bodies leave no address in a stored register.
Run from this folder: python3 gen.py (record.sh records the goldens on the GPU machine).
The texture and surface kernels (tex/) need CUDA arrays: the driver package runs them."""
import os
import re

HEAD = """.version 8.5
.target sm_90
.address_size 64

.const .align 16 .b32 ctab[16] = {0x3f800000, 0xbf800000, 0x7fc00001, 0x00000001, 0x80000000, 0x7f7fffff, 0x12345678, 0xfedcba98,
\t0x00010002, 0x7ffe8001, 0x3c003c00, 0xfc00bc00, 0x0000ffff, 0xffff0000, 0x55555555, 0xaaaaaaaa};
"""

PROLOGUE = """{
\t.reg .b32 %r<16>;
\t.reg .b64 %d<8>;
\t.reg .b16 %h<8>;
\t.reg .pred %p<4>;
\t.reg .b128 %q<4>;
\t.reg .b32 %t<8>;
\t.reg .b64 %a<8>;
\t.shared .align 16 .b8 sh[8192];
\t.local .align 16 .b8 loc[64];
\tld.param.u64 %a0, [in];
\tld.param.u64 %a1, [out];
\tcvta.to.global.u64 %a0, %a0;
\tcvta.to.global.u64 %a1, %a1;
\tmov.u32 %t0, %tid.x;
\tmul.wide.u32 %a2, %t0, 64;
\tadd.s64 %a2, %a0, %a2;
\txor.b32 %t1, %t0, 64;
\tmul.wide.u32 %a3, %t1, 64;
\tadd.s64 %a3, %a0, %a3;
\tmul.wide.u32 %a4, %t0, 320;
\tadd.s64 %a4, %a1, %a4;
\tadd.s64 %a5, %a4, 192;
\tld.global.v4.b32 {%r0, %r1, %r2, %r3}, [%a2];
\tld.global.v4.b32 {%r4, %r5, %r6, %r7}, [%a2+16];
\tld.global.v4.b32 {%r8, %r9, %r10, %r11}, [%a2+32];
\tld.global.v4.b32 {%r12, %r13, %r14, %r15}, [%a2+48];
\tld.global.v2.b64 {%d0, %d1}, [%a3];
\tld.global.v2.b64 {%d2, %d3}, [%a3+16];
\tld.global.v2.b64 {%d4, %d5}, [%a3+32];
\tld.global.v2.b64 {%d6, %d7}, [%a3+48];
\tld.global.v4.b16 {%h0, %h1, %h2, %h3}, [%a3+40];
\tld.global.v4.b16 {%h4, %h5, %h6, %h7}, [%a2+24];
\tand.b32 %t2, %r12, 1;
\tsetp.ne.b32 %p0, %t2, 0;
\tand.b32 %t2, %r13, 2;
\tsetp.ne.b32 %p1, %t2, 0;
\tand.b32 %t2, %t0, 1;
\tsetp.ne.b32 %p2, %t2, 0;
\tand.b32 %t2, %t0, 6;
\tsetp.ne.b32 %p3, %t2, 0;
\tmov.u32 %t3, sh;
\tshl.b32 %t2, %t0, 6;
\tadd.u32 %t3, %t3, %t2;
\tst.shared.v4.b32 [%t3], {%r0, %r1, %r2, %r3};
\tst.shared.v4.b32 [%t3+16], {%r4, %r5, %r6, %r7};
\tst.shared.v4.b32 [%t3+32], {%r8, %r9, %r10, %r11};
\tst.shared.v4.b32 [%t3+48], {%r12, %r13, %r14, %r15};
\tst.global.v4.b32 [%a5], {%r0, %r1, %r2, %r3};
\tst.global.v4.b32 [%a5+16], {%r4, %r5, %r6, %r7};
\tst.global.v4.b32 [%a5+32], {%r8, %r9, %r10, %r11};
\tst.global.v4.b32 [%a5+48], {%r12, %r13, %r14, %r15};
\tst.local.v2.b64 [loc], {%d0, %d1};
\tst.local.v2.b64 [loc+16], {%d2, %d3};
\tst.local.v4.b32 [loc+32], {%r8, %r9, %r10, %r11};
\tst.local.v4.b32 [loc+48], {%r12, %r13, %r14, %r15};
\t// %t4: the lane's 16-byte row of its warp's 2 KiB of shared memory (ldmatrix); %t5: the warp's base
\tand.b32 %t5, %t0, 96;
\tshl.b32 %t5, %t5, 6;
\tmov.u32 %t6, sh;
\tadd.u32 %t5, %t5, %t6;
\tand.b32 %t4, %t0, 31;
\tshl.b32 %t4, %t4, 4;
\tadd.u32 %t4, %t4, %t5;
\tbar.sync 0;
"""

EPILOGUE = """\tbar.sync 0;
\tst.global.v4.b32 [%a4], {%r0, %r1, %r2, %r3};
\tst.global.v4.b32 [%a4+16], {%r4, %r5, %r6, %r7};
\tst.global.v4.b32 [%a4+32], {%r8, %r9, %r10, %r11};
\tst.global.v4.b32 [%a4+48], {%r12, %r13, %r14, %r15};
\tst.global.v2.b64 [%a4+64], {%d0, %d1};
\tst.global.v2.b64 [%a4+80], {%d2, %d3};
\tst.global.v2.b64 [%a4+96], {%d4, %d5};
\tst.global.v2.b64 [%a4+112], {%d6, %d7};
\tst.global.v4.b16 [%a4+128], {%h0, %h1, %h2, %h3};
\tst.global.v4.b16 [%a4+136], {%h4, %h5, %h6, %h7};
\tselp.u32 %t2, 1, 0, %p0;
\tst.global.u8 [%a4+144], %t2;
\tselp.u32 %t2, 1, 0, %p1;
\tst.global.u8 [%a4+145], %t2;
\tselp.u32 %t2, 1, 0, %p2;
\tst.global.u8 [%a4+146], %t2;
\tselp.u32 %t2, 1, 0, %p3;
\tst.global.u8 [%a4+147], %t2;
\tld.shared.v4.b32 {%t0, %t1, %t2, %t6}, [%t3];
\tst.global.v4.b32 [%a4+256], {%t0, %t1, %t2, %t6};
\tld.shared.v4.b32 {%t0, %t1, %t2, %t6}, [%t3+16];
\tst.global.v4.b32 [%a4+272], {%t0, %t1, %t2, %t6};
\tld.shared.v4.b32 {%t0, %t1, %t2, %t6}, [%t3+32];
\tst.global.v4.b32 [%a4+288], {%t0, %t1, %t2, %t6};
\tld.shared.v4.b32 {%t0, %t1, %t2, %t6}, [%t3+48];
\tst.global.v4.b32 [%a4+304], {%t0, %t1, %t2, %t6};
\tret;
}
"""

# Tame operands for the matrix instructions: f16/bf16 halves and f32 words below 2 in magnitude
# (the exponent's top bit cleared), so no infinity or NaN: a difference is the aliasing's.
def tame32(*regs):
    return "".join("\tand.b32 %%r%d, %%r%d, 0xbbffbbff;\n" % (r, r) for r in regs)

def tame64(*regs):
    return "".join("\tand.b64 %%d%d, %%d%d, 0xbfffffffffffffff;\n" % (r, r) for r in regs)

R = lambda a, b: ", ".join("%%r%d" % i for i in range(a, b))

FUNCS = """.func (.reg .b32 x) f_sub(.reg .b32 a, .reg .b32 b)
{
\tsub.s32 x, a, b;
\tret;
}
.func (.reg .b64 x) f_mad(.reg .b64 a, .reg .b64 b, .reg .b32 c)
{
\t.reg .b64 w;
\tcvt.u64.u32 w, c;
\tmad.lo.u64 x, a, w, b;
\tret;
}
"""

TEXHEAD = "array A 0x20 4 16 16 0 0x2 file ../in.bin\ntex T A 1 1 1 0 0x0\nsurf S A\n"

CASES = []

def case(name, body, funcs="", tex=False):
    CASES.append((name, body, funcs, tex))

# Loads whose vector names its own address register (64-bit vectors), and duplicate destinations.
case("ld_global_v2b64_addr_first", "\tmov.b64 %d7, %a2;\n\tld.global.v2.b64 {%d7, %d0}, [%d7];\n")
case("ld_global_v2b64_addr_second", "\tmov.b64 %d7, %a2;\n\tld.global.v2.b64 {%d0, %d7}, [%d7+16];\n")
case("ld_global_nc_v2b64_addr", "\tmov.b64 %d6, %a2;\n\tld.global.nc.v2.b64 {%d0, %d6}, [%d6+32];\n\tmov.b64 %d7, %a2;\n\tld.global.nc.v2.b64 {%d7, %d1}, [%d7+48];\n")
case("ldu_global_v2b64_addr", "\tmov.b64 %d7, %a2;\n\tldu.global.v2.b64 {%d7, %d0}, [%d7];\n\tmov.b64 %d6, %a2;\n\tldu.global.v2.b64 {%d1, %d6}, [%d6+16];\n")
case("ld_generic_v2b64_addr", "\tcvta.global.u64 %d7, %a2;\n\tld.v2.b64 {%d0, %d7}, [%d7+16];\n\tcvta.global.u64 %d6, %a2;\n\tld.relaxed.gpu.v2.b64 {%d6, %d1}, [%d6+32];\n")
case("ld_global_b64_addr", "\tmov.b64 %d7, %a2;\n\tld.global.b64 %d7, [%d7+24];\n\tmov.b64 %d6, %a2;\n\tld.global.nc.b64 %d6, [%d6+40];\n")
case("ld_shared_v4b32_addr_last", "\tmov.b32 %r3, %t3;\n\tld.shared.v4.b32 {%r0, %r1, %r2, %r3}, [%r3];\n")
case("ld_shared_v4b32_addr_first", "\tmov.b32 %r0, %t3;\n\tld.shared.v4.b32 {%r0, %r1, %r2, %r3}, [%r0+16];\n\tmov.b32 %r5, %t3;\n\tld.shared.v4.b32 {%r4, %r5, %r6, %r7}, [%r5+32];\n")
case("ld_shared_v2b32_addr", "\tmov.b32 %r1, %t3;\n\tld.shared.v2.b32 {%r0, %r1}, [%r1+40];\n\tmov.b32 %r2, %t3;\n\tld.shared.v2.b32 {%r2, %r3}, [%r2+8];\n")
case("ld_shared_v2b64_addr", "\tcvt.u64.u32 %d7, %t3;\n\tld.shared.v2.b64 {%d7, %d0}, [%d7+16];\n\tcvt.u64.u32 %d6, %t3;\n\tld.shared.v2.b64 {%d1, %d6}, [%d6+32];\n")
case("ld_local_v2b64_addr", "\tmov.u64 %d7, loc;\n\tld.local.v2.b64 {%d7, %d0}, [%d7];\n\tmov.u64 %d6, loc;\n\tld.local.v2.b64 {%d1, %d6}, [%d6+16];\n")
case("ld_local_v4b32_addr", "\tmov.u32 %r2, loc;\n\tld.local.v4.b32 {%r0, %r1, %r2, %r3}, [%r2+32];\n")
case("ld_const_v2b64_addr", "\tmov.u64 %d7, ctab;\n\tld.const.v2.b64 {%d7, %d0}, [%d7+16];\n\tmov.u64 %d6, ctab;\n\tld.const.v2.b64 {%d1, %d6}, [%d6+32];\n")
case("ld_const_v4b32_addr", "\tmov.u32 %r1, ctab;\n\tld.const.v4.b32 {%r0, %r1, %r2, %r3}, [%r1+16];\n")
case("ld_global_v4b32_dup", "\tld.global.v4.b32 {%r0, %r0, %r1, %r1}, [%a3+16];\n\tld.global.v4.b32 {%r2, %r3, %r2, %r2}, [%a3+32];\n")
case("ld_global_v2b64_dup", "\tld.global.v2.b64 {%d0, %d0}, [%a2];\n\tld.global.nc.v2.b64 {%d1, %d1}, [%a2+16];\n")
case("ld_shared_v4b32_dup", "\tld.shared.v4.b32 {%r5, %r6, %r5, %r5}, [%t3];\n\tld.shared.v4.b16 {%h0, %h0, %h1, %h0}, [%t3+8];\n")

# Atomics: vector (session 19's fix), cas with a source as destination, the address as destination.
case("atom_v4f32_rotated", "\tatom.global.add.v4.f32 {%r3, %r1, %r6, %r4}, [%a5], {%r1, %r2, %r7, %r3};\n")
case("atom_v2f32_swap", "\tatom.global.add.v2.f32 {%r1, %r0}, [%a5+16], {%r0, %r1};\n\tatom.global.max.noftz.v2.f16x2 {%r3, %r2}, [%a5+32], {%r2, %r3};\n")
case("atom_cas_dst_src", "\tatom.global.cas.b32 %r1, [%a5], %r0, %r1;\n\tatom.global.cas.b32 %r2, [%a5+8], %r2, %r3;\n\tatom.shared.cas.b32 %r4, [%t3+16], %r4, %r5;\n\tatom.shared.cas.b64 %d0, [%t3+24], %d0, %d1;\n")
case("atom_addr_dst", "\tmov.b64 %d7, %a5;\n\tatom.global.exch.b64 %d7, [%d7+40], %d0;\n\tmov.b32 %r0, %t3;\n\tatom.shared.exch.b32 %r0, [%r0+4], %r1;\n\tmov.b32 %r2, %t3;\n\tatom.shared.add.u32 %r2, [%r2+12], %r3;\n")

# Packs and unpacks with duplicate destinations.
case("mov_unpack_dup", "\tmov.b64 {%r0, %r0}, %d0;\n\tmov.b32 {%h0, %h0}, %r1;\n\tmov.b64 {%h1, %h2, %h3, %h1}, %d1;\n\tmov.b64 {%r2, %r3}, %d2;\n")
case("mov_pack_dup", "\tmov.b64 %d0, {%r0, %r0};\n\tmov.b32 %r1, {%h0, %h0};\n\tmov.b64 %d1, {%h1, %h1, %h2, %h1};\n")

# Packed (two-half) arithmetic and conversions: the destination is one of the sources.
case("f16x2_arith_dst_src", "\tadd.rn.f16x2 %r0, %r1, %r0;\n\tmul.rn.f16x2 %r1, %r1, %r2;\n\tfma.rn.f16x2 %r2, %r3, %r4, %r2;\n\tsub.f16x2 %r9, %r10, %r9;\n\tfma.rn.relu.f16x2 %r8, %r8, %r8, %r8;\n")
case("bf16x2_arith_dst_src", "\tfma.rn.bf16x2 %r3, %r3, %r5, %r6;\n\tmax.bf16x2 %r5, %r5, %r8;\n\tabs.bf16x2 %r7, %r7;\n\tadd.rn.bf16x2 %r10, %r11, %r10;\n\tfma.rn.relu.bf16x2 %r11, %r12, %r11, %r11;\n")
case("f16x2_minmax_neg", "\tmin.NaN.f16x2 %r4, %r7, %r4;\n\tneg.f16x2 %r6, %r6;\n\tmax.xorsign.abs.f16x2 %r0, %r0, %r1;\n\tmin.bf16x2 %r2, %r3, %r2;\n")
case("i16x2_minmax", "\tmin.s16x2 %r10, %r11, %r10;\n\tmax.u16x2 %r11, %r11, %r12;\n\tmin.relu.s16x2 %r0, %r0, %r0;\n")
case("set_f16x2_dst_src", "\tset.lt.f16x2.f16x2 %r12, %r12, %r13;\n\tset.gtu.u32.f16x2 %r13, %r14, %r13;\n\tset.lt.and.f16x2.f16x2 %r0, %r1, %r0, %p0;\n\tset.ne.or.bf16x2.bf16x2 %r2, %r2, %r2, !%p1;\n")
case("cvt_pack_dst_src", "\tcvt.rn.f16x2.f32 %r0, %r1, %r0;\n\tcvt.rn.f16x2.f32 %r2, %r2, %r3;\n\tcvt.rn.relu.satfinite.bf16x2.f32 %r4, %r4, %r4;\n\tcvt.rz.bf16x2.f32 %r5, %r6, %r5;\n")
case("cvt_pack_sat_dst_src", "\tcvt.pack.sat.u8.s32.b32 %r0, %r1, %r2, %r0;\n\tcvt.pack.sat.s16.s32 %r3, %r3, %r4;\n\tcvt.pack.sat.u16.s32 %r5, %r6, %r5;\n\tcvt.pack.sat.s8.s32.b32 %r7, %r7, %r8, %r9;\n")
case("cvt_fp8_pack", "\tcvt.rn.satfinite.e4m3x2.f32 %h0, %r0, %r1;\n\tcvt.rn.f16x2.e4m3x2 %r1, %h1;\n\tcvt.rn.satfinite.e5m2x2.f16x2 %h2, %r2;\n\tcvt.rn.satfinite.e4m3x2.f32 %h3, %r3, %r3;\n")

# Predicate pairs and predicate sources.
case("setp_pair_bool_src", "\tsetp.lt.and.s32 %p0|%p1, %r0, %r1, %p0;\n\tsetp.lt.or.s32 %p3|%p2, %r2, %r3, %p2;\n")
case("setp_pair_bool_src_neg", "\tsetp.lt.xor.f32 %p0|%p1, %r0, %r1, !%p1;\n\tsetp.gt.and.u32 %p2|%p3, %r4, %r5, !%p2;\n")
case("setp_pair_same", "\tsetp.lt.s32 %p0|%p0, %r0, %r1;\n\tsetp.ge.and.s32 %p1|%p1, %r2, %r3, %p1;\n")
case("setp_f16x2_pairs", "\tsetp.gt.f16x2 %p0|%p1, %r0, %r1;\n\tsetp.lt.and.f16x2 %p3|%p2, %r2, %r3, %p3;\n")
case("setp_bf16x2_pairs", "\tsetp.ne.bf16x2 %p1|%p0, %r4, %r5;\n\tsetp.equ.or.bf16x2 %p2|%p3, %r6, %r7, %p2;\n")
case("set_bool_src", "\tset.lt.and.u32.s32 %r0, %r0, %r1, %p0;\n\tselp.b32 %r1, %r2, %r1, %p1;\n\tsetp.ne.and.b32 %p1, %r3, %r4, %p1;\n")

# Warp collectives: a lane's destination is another lane's source (and the mask or lane operand).
case("shfl_dst_src", "\tshfl.sync.bfly.b32 %r0|%p0, %r0, 1, 0x1f, -1;\n\tshfl.sync.idx.b32 %r1|%p1, %r0, %r1, 0x1f, -1;\n\tshfl.sync.up.b32 %r2|%p2, %r2, %r2, 0, -1;\n")
case("shfl_mask_dst", "\tmov.b32 %r4, -1;\n\tshfl.sync.bfly.b32 %r4|%p3, %r5, 2, 0x1f, %r4;\n\tshfl.sync.down.b32 %r6, %r6, 3, 0x1f, -1;\n\tshfl.sync.idx.b32 %r7, %r7, %r7, 0x1f, -1;\n")
case("vote_dst_src", "\tmov.b32 %r0, -1;\n\tvote.sync.ballot.b32 %r0, %p0, %r0;\n\tvote.sync.any.pred %p0, !%p0, -1;\n\tvote.sync.all.pred %p1, %p1, -1;\n\tvote.sync.uni.pred %p2, %p2, -1;\n")
case("match_dst_src", "\tand.b32 %r0, %r0, 3;\n\tmatch.any.sync.b32 %r0, %r0, -1;\n\tshr.u32 %r1, %t0, 5;\n\tmatch.all.sync.b32 %r1|%p0, %r1, -1;\n\tand.b32 %r2, %r2, 1;\n\tmatch.all.sync.b32 %r2|%p1, %r2, -1;\n\tmov.b32 %r3, -1;\n\tmatch.any.sync.b32 %r3, %r0, %r3;\n")
case("redux_dst_src", "\tredux.sync.add.u32 %r0, %r0, -1;\n\tredux.sync.min.s32 %r1, %r1, -1;\n\tredux.sync.or.b32 %r2, %r2, -1;\n\tmov.b32 %r3, -1;\n\tredux.sync.max.u32 %r3, %r4, %r3;\n")
case("elect_dst_src", "\tmov.b32 %r0, -1;\n\telect.sync %r0|%p0, %r0;\n")

# Matrix fragments: D overlapping A, B or C.
MMA = [
    ("mma_f16_d_is_a", tame32(*range(8)) + "\tmma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%r0, %r1}, {%r0, %r1, %r2, %r3}, {%r4, %r5}, {%r6, %r7};\n"),
    ("mma_f16_d_is_b", tame32(*range(8)) + "\tmma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%r4, %r5}, {%r0, %r1, %r2, %r3}, {%r4, %r5}, {%r6, %r7};\n"),
    ("mma_f16_d_rot_a", tame32(*range(8)) + "\tmma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%r3, %r0}, {%r0, %r1, %r2, %r3}, {%r4, %r5}, {%r6, %r7};\n"),
    ("mma_f32_d_a_c", tame32(*range(10)) + "\tmma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%r2, %r3, %r4, %r5}, {%r0, %r1, %r2, %r3}, {%r4, %r5}, {%r6, %r7, %r8, %r9};\n"),
    ("mma_f32_d_perm_c", tame32(*range(10)) + "\tmma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%r7, %r6, %r9, %r8}, {%r0, %r1, %r2, %r3}, {%r4, %r5}, {%r6, %r7, %r8, %r9};\n"),
    ("mma_tf32_d_a", tame32(*range(6)) + "\tmma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%r0, %r1, %r2, %r3}, {%r2, %r3, %r0, %r1}, {%r4, %r5}, {%r0, %r1, %r2, %r3};\n"),
    ("mma_f64_d_a_b", tame64(0, 1) + "\tmma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%d0, %d1}, {%d1}, {%d0}, {%d1, %d0};\n"),
    ("mma_s8_d_a_b_c", "\tmma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%r0, %r1, %r2, %r3}, {%r3, %r2, %r1, %r0}, {%r4, %r0}, {%r1, %r2, %r3, %r0};\n"
        "\tmma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.u8.s32 {%r8, %r9, %r10, %r11}, {%r8, %r9, %r10, %r11}, {%r9, %r8}, {%r11, %r10, %r9, %r8};\n"),
    ("mma_bf16_d_a_c", tame32(*range(4)) + "\tmma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32 {%r0, %r1, %r2, %r3}, {%r1, %r2}, {%r3}, {%r3, %r2, %r1, %r0};\n"),
    ("mma_m8n8k4_f16_d_a", tame32(*range(8)) + "\tmma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32 {" + R(0, 8) + "}, {%r6, %r7}, {%r0, %r1}, {" + R(0, 8) + "};\n"),
    ("wmma_mma_d_a_b_c", tame32(*range(16)) + "\twmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 {" + R(0, 8) + "}, {" + R(4, 12) + "}, {" + R(8, 16) + "}, {%r7, %r6, %r5, %r4, %r3, %r2, %r1, %r0};\n"),
    ("wmma_mma_f16_d_a", tame32(*range(16)) + "\twmma.mma.sync.aligned.row.row.m16n16k16.f16.f16 {%r0, %r1, %r2, %r3}, {" + R(0, 8) + "}, {" + R(8, 16) + "}, {%r3, %r2, %r1, %r0};\n"),
    ("wmma_load_addr_stride", "\tmov.b32 %r7, %t5;\n\twmma.load.a.sync.aligned.row.m16n16k16.shared.f16 {" + R(0, 8) + "}, [%r7], 16;\n"
        "\tmov.b32 %r15, 16;\n\twmma.load.c.sync.aligned.row.m16n16k16.shared.f32 {" + R(8, 16) + "}, [%t5], %r15;\n"),
    ("ldmatrix_x4_addr", "\tmov.b32 %r3, %t4;\n\tldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r0, %r1, %r2, %r3}, [%r3];\n"),
    ("ldmatrix_x4_trans_addr", "\tmov.b32 %r4, %t4;\n\tldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%r4, %r5, %r6, %r7}, [%r4];\n"),
    ("ldmatrix_x2_x1_addr", "\tmov.b32 %r1, %t4;\n\tldmatrix.sync.aligned.m8n8.x2.shared.b16 {%r1, %r0}, [%r1];\n\tmov.b32 %r2, %t4;\n\tldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%r2}, [%r2];\n"),
    ("movmatrix_dst_src", "\tmovmatrix.sync.aligned.m8n8.trans.b16 %r0, %r0;\n"),
]
for n, b in MMA:
    case(n, b)

# Carry chains whose destinations are later sources.
case("carry_add_chain", "\tadd.cc.u32 %r0, %r0, %r1;\n\taddc.cc.u32 %r1, %r1, %r0;\n\taddc.cc.u32 %r2, %r2, %r2;\n\taddc.u32 %r3, %r3, %r3;\n")
case("carry_mad_chain", "\tmad.lo.cc.u32 %r0, %r0, %r1, %r0;\n\tmadc.hi.cc.u32 %r1, %r1, %r0, %r1;\n\tmadc.lo.u32 %r2, %r2, %r2, %r2;\n")
case("carry_64_chain", "\tsub.cc.u64 %d0, %d0, %d1;\n\tsubc.cc.u64 %d1, %d1, %d0;\n\tmad.lo.cc.u64 %d2, %d2, %d3, %d2;\n\tmadc.hi.u64 %d3, %d2, %d3, %d3;\n")

# One destination, several sources, the destination among them (lowered in several steps?).
case("mad_int_dst_src", "\tmad.lo.s32 %r0, %r1, %r2, %r0;\n\tmad.hi.u32 %r1, %r1, %r2, %r1;\n\tmad.hi.sat.s32 %r2, %r3, %r2, %r2;\n\tmad.wide.s32 %d0, %r4, %r5, %d0;\n")
case("mad_int64_dst_src", "\tmad.lo.u64 %d1, %d1, %d2, %d1;\n\tmad.hi.s64 %d2, %d3, %d2, %d2;\n\tmad24.hi.sat.s32 %r3, %r3, %r4, %r3;\n\tsad.u32 %r4, %r5, %r4, %r4;\n\tmul24.hi.u32 %r5, %r5, %r5;\n")
case("fma_dst_src", "\tfma.rn.f32 %r0, %r1, %r2, %r0;\n\tfma.rz.sat.f32 %r1, %r1, %r1, %r1;\n\tfma.rn.f64 %d0, %d1, %d0, %d0;\n\tmad.rn.f32 %r2, %r2, %r3, %r2;\n\tfma.rn.ftz.relu.f16 %h0, %h1, %h0, %h0;\n\tfma.rn.bf16 %h1, %h1, %h1, %h2;\n")
case("bfe_bfi_dst_src", "\tbfi.b32 %r0, %r1, %r0, %r0, %r2;\n\tbfe.u32 %r1, %r2, %r1, %r1;\n\tbfe.s64 %d0, %d0, %r3, %r3;\n\tbfi.b64 %d1, %d2, %d1, %r4, %r4;\n")
case("prmt_lop3_shf_dst_src", "\tprmt.b32 %r0, %r1, %r0, %r0;\n\tprmt.b32.f4e %r1, %r1, %r2, %r1;\n\tlop3.b32 %r2, %r3, %r2, %r2, 0x96;\n\tshf.l.wrap.b32 %r3, %r4, %r3, %r3;\n\tshf.r.clamp.b32 %r4, %r4, %r5, %r4;\n")
case("dp_slct_dst_src", "\tdp4a.u32.s32 %r0, %r1, %r0, %r0;\n\tdp2a.lo.s32.u32 %r1, %r1, %r2, %r1;\n\tdp2a.hi.u32.u32 %r2, %r3, %r4, %r2;\n\tslct.s32.s32 %r3, %r4, %r3, %r3;\n\tselp.b32 %r4, %r5, %r4, %p0;\n")
case("video_scalar_dst_src", "\tvadd.u32.u32.u32.add %r0, %r0.b1, %r1.b2, %r0;\n\tvmax.s32.s32.s32 %r1.h1, %r1, %r2, %r1;\n\tvshl.u32.u32.u32.clamp.add %r2, %r2, %r3, %r2;\n\tvmad.s32.s32.u32 %r3, %r3.h0, %r4.h1, %r3;\n\tvset.s32.u32.lt.add %r4, %r4, %r5, %r4;\n")
case("video_simd_dst_src", "\tvadd2.u32.u32.u32.add %r0, %r0, %r1, %r0;\n\tvmax4.s32.s32.s32.add %r1, %r1, %r2, %r1;\n\tvadd2.s32.s32.s32 %r2.h1, %r2, %r3, %r2;\n\tvabsdiff4.u32.u32.u32 %r3.b20, %r3, %r4, %r3;\n\tvset2.u32.u32.lt.add %r4, %r4, %r5, %r4;\n\tvavrg2.u32.u32.u32 %r5.h0, %r5, %r5, %r6;\n")
case("divrem_pairs", "\tdiv.u32 %r0, %r0, %r1;\n\trem.u32 %r2, %r0, %r1;\n\tdiv.s32 %r3, %r4, %r3;\n\trem.s32 %r5, %r4, %r3;\n\trem.s32 %r6, %r6, %r7;\n\tdiv.s32 %r7, %r6, %r7;\n"
     "\tdiv.u32 %r8, %r9, %r10;\n\trem.u32 %r9, %r9, %r10;\n\trem.u32 %r11, %r11, %r12;\n\tdiv.u32 %r13, %r11, %r12;\n")
case("divrem_pairs_64", "\tdiv.s64 %d0, %d0, %d1;\n\trem.s64 %d1, %d0, %d1;\n\tdiv.u64 %d2, %d3, %d4;\n\trem.u64 %d3, %d3, %d4;\n\trem.s64 %d5, %d5, %d6;\n\tdiv.s64 %d6, %d5, %d6;\n")
case("fdiv_dst_src", "\tdiv.rn.f32 %r0, %r1, %r0;\n\tdiv.full.f32 %r1, %r1, %r1;\n\tdiv.rn.f64 %d0, %d1, %d0;\n\trcp.rn.f64 %d1, %d1;\n\tsqrt.rn.f32 %r2, %r2;\n\tcopysign.f32 %r3, %r4, %r3;\n\tdiv.approx.f32 %r4, %r4, %r5;\n")
case("int64_dst_src", "\tmul.hi.s64 %d0, %d0, %d1;\n\tmul.lo.u64 %d1, %d1, %d1;\n\trem.u64 %d2, %d3, %d2;\n\tmin.s64 %d3, %d3, %d4;\n\tshl.b64 %d4, %d4, %r0;\n\tshf.l.clamp.b32 %r0, %r0, %r0, %r0;\n")
case("bits_dst_src", "\tfns.b32 %r0, %r0, %r1, %r0;\n\tbmsk.wrap.b32 %r1, %r1, %r1;\n\tszext.clamp.s32 %r2, %r2, %r2;\n\tadd.sat.s32 %r3, %r3, %r3;\n\tmin.relu.s32 %r4, %r4, %r5;\n\tbfind.shiftamt.u32 %r5, %r5;\n")

# 128-bit atomics whose destination is a source (lowered in 64-bit halves?), block-wide reductions
# whose predicate destination is their source, a sparse mma whose D names its metadata register.
case("atom_b128_dst_src", "\tmov.b64 %d0, {%r0, %r1};\n\tmov.b128 %q0, {%d0, %d1};\n\tmov.b128 %q1, {%d2, %d3};\n"
     "\tatom.global.cas.b128 %q0, [%a5], %q0, %q1;\n\tmov.b128 %q2, {%d4, %d5};\n\tatom.global.exch.b128 %q2, [%a5+16], %q2;\n"
     "\tmov.b128 %q3, {%d6, %d7};\n\tatom.shared.cas.b128 %q3, [%t3+32], %q3, %q3;\n"
     "\tmov.b128 {%d0, %d1}, %q0;\n\tmov.b128 {%d2, %d3}, %q2;\n\tmov.b128 {%d4, %d5}, %q3;\n\tmov.b128 {%d6, %d6}, %q1;\n")
case("bar_red_dst_src", "\tbar.red.and.pred %p0, 0, %p0;\n\tbar.red.or.pred %p1, 1, !%p1;\n\tand.b32 %r0, %r0, 1;\n\tsetp.ne.b32 %p2, %r0, 0;\n\tbar.red.popc.u32 %r0, 2, %p2;\n\tbar.red.popc.u32 %r1, 3, 128, %p3;\n")
case("mma_sp_d_is_meta", tame32(*range(12)) + "\tmov.b32 %r12, 0x44444444;\n\tmma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32 {%r9, %r10, %r11, %r12}, {%r0, %r1, %r2, %r3}, {%r4, %r5, %r6, %r7}, {%r8, %r9, %r10, %r11}, %r12, 0x0;\n")

# Calls returning into an argument register.
case("call_ret_is_arg", "\tcall (%r0), f_sub, (%r1, %r0);\n\tcall (%r1), f_sub, (%r1, %r1);\n\tcall (%d0), f_mad, (%d1, %d0, %r2);\n\tcall (%d1), f_mad, (%d1, %d2, %r1);\n", FUNCS)

# Guarded forms: the guard is (or is written by) a destination.
case("guard_setp_pair", "\t@%p0 setp.lt.and.s32 %p0|%p1, %r0, %r1, %p0;\n\t@!%p2 setp.gt.or.u32 %p3|%p2, %r2, %r3, %p2;\n")
case("guard_mad_mov", "\t@%p1 mad.lo.s32 %r0, %r1, %r2, %r0;\n\t@%p2 mov.b64 {%r1, %r1}, %d0;\n\t@%p3 fma.rn.f16x2 %r2, %r3, %r2, %r2;\n\t@!%p3 vadd2.u32.u32.u32.add %r3, %r3, %r4, %r3;\n")
case("guard_carry", "\t@%p2 add.cc.u32 %r0, %r0, %r1;\n\taddc.cc.u32 %r1, %r1, %r0;\n\t@%p3 addc.u32 %r2, %r2, %r2;\n")

# Textures and surfaces: a coordinate register among the destinations (16x16 f32x4 array of in.bin).
case("tex_coord_dst", "\tand.b32 %r3, %r3, 15;\n\tand.b32 %r2, %r2, 15;\n\ttex.2d.v4.f32.s32 {%r0, %r1, %r2, %r3}, [%a6, {%r3, %r2}];\n"
     "\tand.b32 %r4, %r4, 15;\n\tand.b32 %r5, %r5, 15;\n\ttex.2d.v4.s32.s32 {%r4, %r5, %r6, %r7}, [%a6, {%r4, %r5}];\n", tex=True)
case("tld4_coord_dst", "\tand.b32 %r0, %r0, 15;\n\tcvt.rn.f32.u32 %r0, %r0;\n\tand.b32 %r1, %r1, 15;\n\tcvt.rn.f32.u32 %r1, %r1;\n\ttld4.r.2d.v4.f32.f32 {%r0, %r1, %r2, %r3}, [%a6, {%r1, %r0}];\n", tex=True)
case("suld_coord_dst", "\tand.b32 %r3, %r3, 15;\n\tshl.b32 %r3, %r3, 4;\n\tand.b32 %r2, %r2, 15;\n\tsuld.b.2d.v4.b32.trap {%r0, %r1, %r2, %r3}, [%a7, {%r3, %r2}];\n"
     "\tand.b32 %r4, %r4, 15;\n\tshl.b32 %r4, %r4, 4;\n\tand.b32 %r5, %r5, 15;\n\tsuld.b.2d.v2.b64.clamp {%d0, %d1}, [%a7, {%r4, %r5}];\n", tex=True)


MOVS = {"r": "b32", "d": "b64", "h": "b16", "p": "pred", "q": "b128"}
TEMPS = "\t.reg .b32 %zr<40>;\n\t.reg .b64 %zd<16>;\n\t.reg .b16 %zh<16>;\n\t.reg .pred %zp<8>;\n\t.reg .b128 %zq<8>;\n"


def renamed(body):
    """The body with every instruction writing fresh registers (each set from the register it
    stands for first, so a merging destination keeps its other bits), then moved to the real
    destinations, in order: what the PTX means when every source is read before any destination
    is written (a duplicate destination: the last one written wins)."""
    out, count = [], {}
    for line in body.split("\n"):
        t = line.strip()
        if not t or t.startswith("//"):
            out.append(line)
            continue
        guard = ""
        if t.startswith("@"):
            guard, t = t.split(None, 1)
            guard += " "
        op, rest = t.split(None, 1)
        if guard:
            # the guard may be a destination: the moves after the instruction keep its old value
            n = count.get("p", 0)
            count["p"] = n + 1
            neg = "!" if guard.startswith("@!") else ""
            out.append("\tmov.pred %%zp%d, %s;" % (n, guard.strip().lstrip("@!")))
            guard = "@%s%%zp%d " % (neg, n)
        if op == "call":
            i = rest.index(")") + 1
        elif rest.startswith("{"):
            i = rest.index("}") + 1
        else:
            i = rest.index(",")
        pairs = []

        def fresh(m):
            k = m.group(1)
            n = count.get(k, 0)
            count[k] = n + 1
            tmp = "%%z%s%d" % (k, n)
            pairs.append((tmp, m.group(0), k))
            return tmp
        dst = re.sub(r"%([rdhpq])(\d+)", fresh, rest[:i])
        for tmp, reg, k in pairs:
            out.append("\t%smov.%s %s, %s;" % (guard, MOVS[k], tmp, reg))
        out.append("\t%s%s %s%s" % (guard, op, dst, rest[i:]))
        for tmp, reg, k in pairs:
            out.append("\t%smov.%s %s, %s;" % (guard, MOVS[k], reg, tmp))
    return "\n".join(out)


def main():
    os.makedirs("tex", exist_ok=True)
    names = []
    for name, body, funcs, tex, ren in [c + (False,) for c in CASES] + [c + (True,) for c in CASES]:
        full = "alias20_" + name
        if ren:
            full, body = "alias20r_" + name, renamed(body)
        params = ".param .u64 in, .param .u64 out"
        if tex:
            params += ", .param .u64 tx, .param .u64 sx"
        src = HEAD + funcs + "\n.visible .entry k(" + params + ")\n" + PROLOGUE
        if tex:
            src = src.replace("\tld.param.u64 %a0, [in];\n", "\tld.param.u64 %a0, [in];\n\tld.param.u64 %a6, [tx];\n\tld.param.u64 %a7, [sx];\n", 1)
        if ren:
            src = src.replace("\t.reg .b128 %q<4>;\n", "\t.reg .b128 %q<4>;\n" + TEMPS, 1)
        src += "\t// alias20: " + name + (" (every destination renamed)" if ren else "") + "\n" + body + EPILOGUE
        full = ("tex/" if tex else "") + full
        with open(full + ".ptx", "w") as f:
            f.write(src)
        c = "# %s (gen.py): one instruction form with its destination among its sources; the H200's out.\n" % full
        c += "image %s.ptx\nkernel k\ngrid 1 1 1\nblock 128 1 1\nbuf in u8 8192 file %sin.bin\nbuf out u8 40960 zero\n" % (full.split("/")[-1], "../" if tex else "")
        if tex:
            c += TEXHEAD
        c += "param buf in\nparam buf out\n"
        if tex:
            c += "param obj T\nparam obj S\n"
        c += "launch\ncheck out exact\n"
        with open(full + ".case", "w") as f:
            f.write(c)
        names.append(full)
    with open("cases.txt", "w") as f:
        f.write("\n".join(names) + "\n")


if __name__ == "__main__":
    main()
