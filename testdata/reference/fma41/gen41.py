#!/usr/bin/env python3
"""gen41.py [--unfused]: writes fma41.ptx, probe fma41's shape kernels, for ../fma26/c_fma.c.

fma26-c left rnd54 open: a product copied by mov into a register stored in a LATER block (past
two branches around other stores) kept its add fused on the H200, where a copy stored in the
same block keeps it unfused (fma26-d's mov_store_add). These kernels separate the hypotheses:
where the copy (or the product itself) is stored (same block, a later block, inside a branch),
how many branches and of what kind (a predicate that differs between lanes, a uniform one,
bra.uni, an empty branch, a branch around arithmetic), a copy by mov or by neg, the add before or
after the branch, more adds, f32/f64/f16; rnd54 itself and pieces of it (x41_r54*, in genrand's
register layout); and products whose two factors' registers are both rewritten before the add
(x41_rw_*; not modelled by cudasim until now).

The harness is gen.py's (fma26): per lane (64 lanes, one block) eight f32 %f1..%f8, eight f64
%d1..%d8, eight 16-bit %h1..%h8, eight 64-bit output slots (out + 64*lane). c_fma.c's inputs
make f1*f2 + f3 and f1*f2 + f5 differ fused and unfused (lanes 16-47), likewise d1*d2 + d3.
Predicates every kernel has: %q1 = tid > 1000 (never true, but not known to ptxas, and
per lane), %q3 = tid < 32 (true for the first warp), %q6 = (out == 0) (never true, uniform: a
kernel parameter). Labels L1..L9 are made unique per kernel.
"""
import re
import sys

K = []  # (name, body, harness)


def k(name, body, harness="f"):
    K.append((name, body, harness))


def S(slot, reg):
    return f"st.global.f32 [%o+{8*slot}], {reg};"


def SD(slot, reg):
    return f"st.global.f64 [%o+{8*slot}], {reg};"


def SH(slot, reg):
    return f"st.global.b16 [%o+{8*slot}], {reg};"


# building blocks (f32)
P = "mul.f32 %t1, %f1, %f2;"  # the product
A = "add.f32 %t3, %t1, %f3;"  # its add
M = "mov.f32 %t2, %t1;"  # a copy
NG = "neg.f32 %t2, %t1;"  # a negated copy
INIT20 = "mov.f32 %t20, %f6;"


def brs(i, q="%q1"):  # a branch around another store
    return f"@{q} bra L{i}; " + S(7, "%f8") + f" L{i}:"


def bru(i):  # uniform predicate
    return brs(i, "%q6")


def bruni(i):  # bra.uni with a uniform predicate
    return "@%q6 bra.uni L{0}; ".format(i) + S(7, "%f8") + f" L{i}:"


def bra(i):  # a branch around arithmetic whose value is stored later (slot 6)
    return f"@%q1 bra L{i}; add.rn.f32 %t20, %f4, %f5; L{i}:"


def bre(i):  # an empty guarded branch
    return f"@%q1 bra L{i}; L{i}:"


def brd(i):  # a branch that some lanes take (tid < 32 skip the store)
    return brs(i, "%q3")


def guarded(i, st, q="%q1"):  # st inside a branch of its own
    return f"@{q} bra L{i}; {st} L{i}:"


# ---- the copy stored in the same block / a later block -------------------------------------
k("x41_mov_same", P + M + A + S(0, "%t3") + S(1, "%t2"))
k("x41_mov_b1", P + M + A + S(0, "%t3") + brs(1) + S(1, "%t2"))
k("x41_mov_b2", P + M + A + S(0, "%t3") + brs(1) + brs(2) + S(1, "%t2"))
k("x41_mov_b3", P + M + A + S(0, "%t3") + brs(1) + brs(2) + brs(3) + S(1, "%t2"))
k("x41_mov_b2_addst", P + M + A + brs(1) + brs(2) + S(0, "%t3") + S(1, "%t2"))
k("x41_mov_b1_addst_g", P + M + A + brs(1) + guarded(2, S(0, "%t3")) + S(1, "%t2"))
k("x41_mov_b1_u", P + M + A + S(0, "%t3") + bru(1) + S(1, "%t2"))
k("x41_mov_b1_uni", P + M + A + S(0, "%t3") + bruni(1) + S(1, "%t2"))
k("x41_mov_b1_arith", INIT20 + P + M + A + S(0, "%t3") + bra(1) + S(1, "%t2") + S(6, "%t20"))
k("x41_mov_b1_empty", P + M + A + S(0, "%t3") + bre(1) + S(1, "%t2"))
k("x41_mov_b1_div", P + M + A + S(0, "%t3") + brd(1) + S(1, "%t2"))
k("x41_mov_uni_next", P + M + A + S(0, "%t3") + "bra.uni L1; L1:" + S(1, "%t2"))
k("x41_mov_label", P + M + A + S(0, "%t3") + "L1:" + S(1, "%t2"))
k("x41_mov_g", P + M + A + S(0, "%t3") + guarded(1, S(1, "%t2")))
k("x41_mov_g_u", P + M + A + S(0, "%t3") + guarded(1, S(1, "%t2"), "%q6"))
k("x41_mov_b1_g", P + M + A + S(0, "%t3") + brs(1) + guarded(2, S(1, "%t2")))
k("x41_mov_predst", P + M + A + S(0, "%t3") + "@%q3 " + S(1, "%t2"))
k("x41_mov_b1_predst", P + M + A + S(0, "%t3") + brs(1) + "@%q3 " + S(1, "%t2"))
k("x41_mov_after_add_b1", P + A + M + S(0, "%t3") + brs(1) + S(1, "%t2"))
k("x41_mov_both_b1", P + M + A + S(0, "%t3") + S(2, "%t2") + brs(1) + S(1, "%t2"))
k("x41_mov2_b1", P + M + "mov.f32 %t4, %t2;" + A + S(0, "%t3") + brs(1) + S(1, "%t4"))
k("x41_mov_b1_add2", P + M + A + "add.f32 %t4, %t1, %f5;" + S(0, "%t3") + S(2, "%t4") + brs(1) + S(1, "%t2"))
k("x41_mov_b1_copyadd", P + M + A + "add.f32 %t4, %t2, %f5;" + S(0, "%t3") + S(2, "%t4") + brs(1) + S(1, "%t2"))
k("x41_mov_b1_copyadd_late", P + M + A + S(0, "%t3") + brs(1) + "add.f32 %t4, %t2, %f5;" + S(1, "%t4"))
k("x41_mov_b1_copymul_late", P + M + A + S(0, "%t3") + brs(1) + "mul.f32 %t4, %t2, %f5;" + S(1, "%t4"))
k("x41_mov_b1_copyrn_late", P + M + A + S(0, "%t3") + brs(1) + "add.rn.f32 %t4, %t2, %f5;" + S(1, "%t4"))
k("x41_mov_b1_addlate", P + M + S(2, "%f7") + brs(1) + A + S(0, "%t3") + S(1, "%t2"))
k("x41_mov_b1_addlate_copy", P + M + brs(1) + "add.f32 %t3, %t2, %f3;" + S(0, "%t3") + S(1, "%t1"))
k("x41_mov_reuse_b1", "mov.f32 %t2, %f7;" + S(2, "%t2") + P + M + A + S(0, "%t3") + brs(1) + S(1, "%t2"))
k("x41_mov_b1_samereg", P + M + A + S(0, "%t3") + brs(1) + S(1, "%t2") + "mov.f32 %t2, %f6;" + S(2, "%t2"))
# ---- the product itself stored in a later block ---------------------------------------------
k("x41_dir_b1", P + A + S(0, "%t3") + brs(1) + S(1, "%t1"))
k("x41_dir_b2", P + A + S(0, "%t3") + brs(1) + brs(2) + S(1, "%t1"))
k("x41_dir_b1_u", P + A + S(0, "%t3") + bru(1) + S(1, "%t1"))
k("x41_dir_b1_empty", P + A + S(0, "%t3") + bre(1) + S(1, "%t1"))
k("x41_dir_b1_arith", INIT20 + P + A + S(0, "%t3") + bra(1) + S(1, "%t1") + S(6, "%t20"))
k("x41_dir_g", P + A + S(0, "%t3") + guarded(1, S(1, "%t1")))
k("x41_dir_b1_mul_late", P + A + S(0, "%t3") + brs(1) + "mul.f32 %t4, %t1, %f5;" + S(1, "%t4"))
# ---- a negated copy, and other copies --------------------------------------------------------
k("x41_neg_same", P + NG + A + S(0, "%t3") + S(1, "%t2"))
k("x41_neg_b1", P + NG + A + S(0, "%t3") + brs(1) + S(1, "%t2"))
k("x41_neg_b2", P + NG + A + S(0, "%t3") + brs(1) + brs(2) + S(1, "%t2"))
k("x41_neg_g", P + NG + A + S(0, "%t3") + guarded(1, S(1, "%t2")))
k("x41_abs_b1", P + "abs.f32 %t2, %t1;" + A + S(0, "%t3") + brs(1) + S(1, "%t2"))
k("x41_mulrn_b1", P + "mul.rn.f32 %t2, %t1, %f5;" + A + S(0, "%t3") + brs(1) + S(1, "%t2"))
k("x41_bits_b1", P + "mov.b32 %y1, %t1;" + A + S(0, "%t3") + brs(1) + "st.global.b32 [%o+8], %y1;")
k("x41_cvt_b1", P + "cvt.f64.f32 %u1, %t1;" + A + S(0, "%t3") + brs(1) + SD(1, "%u1"))
k("x41_selp_b1", P + "selp.f32 %t2, %t1, %f6, %q3;" + A + S(0, "%t3") + brs(1) + S(1, "%t2"))
# ---- rnd54's neighbours: an equal product, dead uses ----------------------------------------
k("x41_cse_b2", P + A + "mul.f32 %t4, %f1, %f2;" + M + S(0, "%t3") + brs(1) + brs(2) + S(2, "%t4") + S(1, "%t2"))
k("x41_cse_same", P + A + "mul.f32 %t4, %f1, %f2;" + M + S(0, "%t3") + S(2, "%t4") + S(1, "%t2"))
k("x41_dead_b1", P + "neg.f32 %t5, %t1; mul.rn.f32 %t6, %t1, %f4;" + M + A + S(0, "%t3") + brs(1) + S(1, "%t2"))
k("x41_dead_same", P + "neg.f32 %t5, %t1; mul.rn.f32 %t6, %t1, %f4;" + M + A + S(0, "%t3") + S(1, "%t2"))
# ---- f64, f16 ---------------------------------------------------------------------------------
DP, DA, DM = "mul.f64 %u1, %d1, %d2;", "add.f64 %u3, %u1, %d3;", "mov.f64 %u2, %u1;"
k("x41_d_mov_same", DP + DM + DA + SD(0, "%u3") + SD(1, "%u2"))
k("x41_d_mov_b1", DP + DM + DA + SD(0, "%u3") + brs(1) + SD(1, "%u2"))
k("x41_d_mov_b2", DP + DM + DA + SD(0, "%u3") + brs(1) + brs(2) + SD(1, "%u2"))
k("x41_d_mov_b1_u", DP + DM + DA + SD(0, "%u3") + bru(1) + SD(1, "%u2"))
k("x41_d_mov_g", DP + DM + DA + SD(0, "%u3") + guarded(1, SD(1, "%u2")))
k("x41_d_dir_b1", DP + DA + SD(0, "%u3") + brs(1) + SD(1, "%u1"))
k("x41_d_neg_b1", DP + "neg.f64 %u2, %u1;" + DA + SD(0, "%u3") + brs(1) + SD(1, "%u2"))
k("x41_h_mov_b1", "mul.f16 %k1, %h1, %h2; mov.b16 %k2, %k1; add.f16 %k3, %k1, %h3;" + SH(0, "%k3") + brs(1) + SH(1, "%k2"))
k("x41_h_mov_same", "mul.f16 %k1, %h1, %h2; mov.b16 %k2, %k1; add.f16 %k3, %k1, %h3;" + SH(0, "%k3") + SH(1, "%k2"))
# ---- both factors' registers rewritten between the mul and the add ---------------------------
F78 = "mov.f32 %t7, %f1; mov.f32 %t8, %f2;"
k("x41_rw_a", F78 + "mul.f32 %t1, %t7, %t8; mov.f32 %t7, %f4;" + "add.f32 %t3, %t1, %f3;" + S(0, "%t3") + S(1, "%t7"))
k("x41_rw_b", F78 + "mul.f32 %t1, %t7, %t8; mov.f32 %t8, %f4;" + "add.f32 %t3, %t1, %f3;" + S(0, "%t3") + S(1, "%t8"))
k("x41_rw_both", F78 + "mul.f32 %t1, %t7, %t8; mov.f32 %t7, %f4; mov.f32 %t8, %f5;" + "add.f32 %t3, %t1, %f3;" + S(0, "%t3") + S(1, "%t7") + S(2, "%t8"))
k("x41_rw_both_dead", F78 + "mul.f32 %t1, %t7, %t8; mov.f32 %t7, %f4; mov.f32 %t8, %f5;" + "add.f32 %t3, %t1, %f3;" + S(0, "%t3"))
k("x41_rw_both_arith", F78 + "mul.f32 %t1, %t7, %t8; add.rn.f32 %t7, %t7, %f4; mul.rn.f32 %t8, %t8, %f5;" + "add.f32 %t3, %t1, %f3;" + S(0, "%t3") + S(1, "%t7") + S(2, "%t8"))
k("x41_rw_self_a", F78 + "mul.f32 %t7, %t7, %t8; mov.f32 %t8, %f5;" + "add.f32 %t3, %t7, %f3;" + S(0, "%t3") + S(2, "%t8"))
k("x41_rw_self_b", F78 + "mul.f32 %t8, %t7, %t8; mov.f32 %t7, %f5;" + "add.f32 %t3, %t8, %f3;" + S(0, "%t3") + S(2, "%t7"))
k("x41_rw_swap", F78 + "mul.f32 %t1, %t7, %t8; mov.f32 %t9, %t7; mov.f32 %t7, %t8; mov.f32 %t8, %t9;" + "add.f32 %t3, %t1, %f3;" + S(0, "%t3") + S(1, "%t7") + S(2, "%t8"))
k("x41_rw_both_two", F78 + "mul.f32 %t1, %t7, %t8; add.f32 %t3, %t1, %f3; mov.f32 %t7, %f4; mov.f32 %t8, %f6; add.f32 %t4, %t1, %f5;" + S(0, "%t3") + S(1, "%t4") + S(2, "%t7") + S(3, "%t8"))
k("x41_rw_both_neg", F78 + "mul.f32 %t1, %t7, %t8; mov.f32 %t7, %f4; neg.f32 %t2, %t1; mov.f32 %t8, %f5;" + "add.f32 %t3, %t2, %f3;" + S(0, "%t3") + S(1, "%t7") + S(2, "%t8"))
k("x41_rw_both_g", F78 + "mul.f32 %t1, %t7, %t8; @%q3 mov.f32 %t7, %f4; @%q3 mov.f32 %t8, %f5;" + "add.f32 %t3, %t1, %f3;" + S(0, "%t3") + S(1, "%t7") + S(2, "%t8"))
k("x41_rw_same", "mov.f32 %t7, %f1; mul.f32 %t1, %t7, %t7; mov.f32 %t7, %f4;" + "add.f32 %t3, %t1, %f3;" + S(0, "%t3") + S(1, "%t7"))
k("x41_rw_both_pp", F78 + "mul.f32 %t1, %t7, %t8; mov.f32 %t7, %f3; mov.f32 %t8, %f4; mul.f32 %t2, %t7, %t8; sub.f32 %t3, %t1, %t2;" + S(0, "%t3") + S(1, "%t7"))
k("x41_rw_both_pp2", F78 + "mul.f32 %t1, %t7, %t8; mov.f32 %t7, %f3; mov.f32 %t8, %f4; mul.f32 %t2, %t7, %t8; sub.f32 %t3, %t2, %t1;" + S(0, "%t3") + S(1, "%t7"))
k("x41_rw_d_both", "mov.f64 %u7, %d1; mov.f64 %u8, %d2; mul.f64 %u1, %u7, %u8; mov.f64 %u7, %d4; mov.f64 %u8, %d5; add.f64 %u3, %u1, %d3;"
  + SD(0, "%u3") + SD(1, "%u7") + SD(2, "%u8"))
k("x41_rw_d_self", "mov.f64 %u7, %d1; mov.f64 %u8, %d2; mul.f64 %u7, %u7, %u8; mov.f64 %u8, %d5; add.f64 %u3, %u7, %d3;"
  + SD(0, "%u3") + SD(2, "%u8"))
k("x41_rw_h_both", "mov.b16 %k7, %h1; mov.b16 %k8, %h2; mul.f16 %k1, %k7, %k8; mov.b16 %k7, %h4; mov.b16 %k8, %h5; add.f16 %k3, %k1, %h3;"
  + SH(0, "%k3") + SH(1, "%k7") + SH(2, "%k8"))
k("x41_rw_div_both", F78 + "div.full.f32 %t1, %t7, %t8; mov.f32 %t7, %f4; mov.f32 %t8, %f5;" + "add.f32 %t3, %t1, %f3;" + S(0, "%t3") + S(1, "%t7") + S(2, "%t8"))
k("x41_rw_div_a", F78 + "div.full.f32 %t1, %t7, %t8; mov.f32 %t7, %f4;" + "add.f32 %t3, %t1, %f3;" + S(0, "%t3") + S(1, "%t7"))

# ---- rnd54 (fma26-rand, genrand.py 400 26) and pieces of it, in genrand's registers ----------
R54 = """div.rn.f32 %v9, %v2, %v1;
neg.f32 %v10, %v7;
sub.rn.f32 %v11, %v3, %v10;
mul.f32 %v12, %v4, %v3;
mul.f32 %v13, %v1, %v2;
add.f32 %v14, %v1, %v6;
neg.f32 %v10, %v12;
mul.f32 %v15, %v1, %v2;
neg.f32 %v16, %v15;
add.f32 %v17, %v15, %v3;
mul.rn.f32 %v18, %v15, %v12;
mul.f32 %v19, %v18, %v11;
mul.f32 %v20, %v18, %v18;
sub.f32 %v21, %v8, %v11;
add.f32 %v22, %v17, %v19;
mul.f32 %v23, %v3, %v4;
mul.f32 %v24, %v1, %v2;
mov.f32 %v25, %v15;
@%q1 bra L1; st.global.f32 [%o+0], %v23; L1:
@%q1 bra L2; st.global.f32 [%o+8], %v17; L2:
mul.f32 %v12, %v3, %v4;
st.global.f32 [%o+16], %v23;
st.global.f32 [%o+24], %v24;
st.global.f32 [%o+32], %v25;"""


def r54(drop=(), sub=()):
    lines = R54.split("\n")
    out = []
    for ln in lines:
        if any(re.search(d, ln) for d in drop):
            continue
        for a, b in sub:
            ln = ln.replace(a, b)
        out.append(ln)
    return "\n".join(out)


DEAD54 = (r"%v9,", r"%v10,", r"%v11,", r"mul.f32 %v12, %v4", r"%v13,", r"%v14,", r"%v16,", r"%v18,", r"%v19,", r"%v20,", r"%v21,", r"%v22,", r"mul.f32 %v12, %v3")
k("x41_r54", r54(), "v")
k("x41_r54_nodead", r54(DEAD54), "v")
k("x41_r54_nov24", r54((r"%v24",)), "v")
k("x41_r54_nodead_nov24", r54(DEAD54 + (r"%v24",)), "v")
k("x41_r54_nomov", r54((r"%v25,",), (("%v25", "%v15"),)), "v")
k("x41_r54_nobr", r54((), (("@%q1 bra L1; ", ""), ("@%q1 bra L2; ", ""), (" L1:", ""), (" L2:", ""))), "v")
k("x41_r54_onebr", r54((), (("@%q1 bra L1; ", ""), (" L1:", ""))), "v")
k("x41_r54_v24other", r54((), (("mul.f32 %v24, %v1, %v2", "mul.f32 %v24, %v3, %v1"),)), "v")
k("x41_r54_nov13", r54((r"%v13,",)), "v")
k("x41_r54_nodead_keep18", r54(tuple(d for d in DEAD54 if d not in (r"%v18,", r"mul.f32 %v12, %v4"))), "v")
k("x41_r54_nodead_keep16", r54(tuple(d for d in DEAD54 if d != r"%v16,")), "v")

HEAD = """//
// fma41 contraction shapes (testdata/reference/fma41/gen41.py)
//
.version 8.0
.target sm_90
.address_size 64
"""

ENTRY_F = """
.visible .entry {name}(.param .u64 pF, .param .u64 pD, .param .u64 pH, .param .u64 pO)
{{
.reg .pred %q<8>;
.reg .b32 %r<4>;
.reg .b64 %a<12>;
.reg .b64 %o;
.reg .f32 %f<9>;
.reg .f32 %t<64>;
.reg .f64 %d<9>;
.reg .f64 %u<16>;
.reg .b16 %h<9>;
.reg .b16 %k<16>;
.reg .b32 %y<16>;
ld.param.u64 %a1, [pF];
ld.param.u64 %a2, [pD];
ld.param.u64 %a3, [pH];
ld.param.u64 %a4, [pO];
mov.u32 %r1, %tid.x;
setp.gt.u32 %q1, %r1, 1000;
setp.lt.u32 %q3, %r1, 32;
setp.eq.u64 %q6, %a4, 0;
mul.wide.u32 %a5, %r1, 32;
add.s64 %a6, %a1, %a5;
ld.global.f32 %f1, [%a6]; ld.global.f32 %f2, [%a6+4]; ld.global.f32 %f3, [%a6+8]; ld.global.f32 %f4, [%a6+12];
ld.global.f32 %f5, [%a6+16]; ld.global.f32 %f6, [%a6+20]; ld.global.f32 %f7, [%a6+24]; ld.global.f32 %f8, [%a6+28];
mul.wide.u32 %a5, %r1, 64;
add.s64 %a7, %a2, %a5;
add.s64 %o, %a4, %a5;
ld.global.f64 %d1, [%a7]; ld.global.f64 %d2, [%a7+8]; ld.global.f64 %d3, [%a7+16]; ld.global.f64 %d4, [%a7+24];
ld.global.f64 %d5, [%a7+32]; ld.global.f64 %d6, [%a7+40]; ld.global.f64 %d7, [%a7+48]; ld.global.f64 %d8, [%a7+56];
mul.wide.u32 %a5, %r1, 16;
add.s64 %a8, %a3, %a5;
ld.global.b16 %h1, [%a8]; ld.global.b16 %h2, [%a8+2]; ld.global.b16 %h3, [%a8+4]; ld.global.b16 %h4, [%a8+6];
ld.global.b16 %h5, [%a8+8]; ld.global.b16 %h6, [%a8+10]; ld.global.b16 %h7, [%a8+12]; ld.global.b16 %h8, [%a8+14];
{body}
ret;
}}
"""

# genrand.py's f32 kernel, as rnd54 had it
ENTRY_V = """
.visible .entry {name}(.param .u64 pF, .param .u64 pD, .param .u64 pH, .param .u64 pO)
{{
.reg .pred %q<8>;
.reg .b32 %r<4>;
.reg .b64 %a<12>;
.reg .b64 %o;
.reg .f32 %v<80>;
ld.param.u64 %a1, [pF];
ld.param.u64 %a2, [pD];
ld.param.u64 %a4, [pO];
mov.u32 %r1, %tid.x;
mul.wide.u32 %a5, %r1, 32;
add.s64 %a6, %a1, %a5;
mul.wide.u32 %a5, %r1, 64;
add.s64 %o, %a4, %a5;
ld.global.f32 %v1, [%a6+0];
ld.global.f32 %v2, [%a6+4];
ld.global.f32 %v3, [%a6+8];
ld.global.f32 %v4, [%a6+12];
ld.global.f32 %v5, [%a6+16];
ld.global.f32 %v6, [%a6+20];
ld.global.f32 %v7, [%a6+24];
ld.global.f32 %v8, [%a6+28];

setp.gt.u32 %q1, %r1, 1000;
setp.lt.u32 %q2, %r1, 40;
{body}
ret;
}}
"""


def unfused(body):
    """the body with every plain mul/add/sub given .rn: what an uncontracted build computes"""
    return re.sub(r"\b(mul|add|sub)((?:\.ftz|\.sat)*)\.(f32|f64|f16|f16x2|bf16|bf16x2)\b",
                  lambda m: f"{m.group(1)}.rn{m.group(2)}.{m.group(3)}", body)


def main():
    out = [HEAD]
    names = set()
    for name, body, harness in K:
        assert name not in names, name
        names.add(name)
        if "--unfused" in sys.argv:
            body = unfused(body)
        body = re.sub(r"\bL(\d)\b", lambda m: f"$L_{name}_{m.group(1)}", body)
        if harness == "v":
            out.append(ENTRY_V.format(name=name, body=body))
            continue
        lines = "\n".join(s.strip() + ";" if not s.strip().endswith(":") else s.strip()
                          for s in body.replace(":", ":;").split(";") if s.strip())
        lines = lines.replace(":;", ":")
        out.append(ENTRY_F.format(name=name, body=lines))
    sys.stdout.write("".join(out))


main()
