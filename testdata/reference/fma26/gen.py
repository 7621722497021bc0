#!/usr/bin/env python3
"""gen.py: writes fma.ptx, one kernel per mul/add shape, for c_fma.c.

Every kernel takes (inF, inD, inH, out): per lane (threadIdx.x, 64 lanes) eight f32
inputs %f1..%f8 (inF + 32*lane), eight f64 %d1..%d8 (inD + 64*lane), eight 16-bit
%h1..%h8 (inH + 16*lane, also as four b32 pairs %x1..%x4), and eight 64-bit output
slots (out + 64*lane). c_fma.c chooses inputs so that a fused and an unfused
evaluation give different bits (products that nearly cancel an addend or another
product). The shapes are written as PTX text below; %t are f32 temporaries, %u f64,
%k b16, %y b32, %q predicates.
"""
import sys

K = []  # (name, body)


def k(name, body):
    K.append((name, body))


def S(slot, reg):  # store f32
    return f"st.global.f32 [%o+{8*slot}], {reg};"


def SD(slot, reg):
    return f"st.global.f64 [%o+{8*slot}], {reg};"


def SH(slot, reg):
    return f"st.global.b16 [%o+{8*slot}], {reg};"


def SY(slot, reg):
    return f"st.global.b32 [%o+{8*slot}], {reg};"


# ---- one product, one add (the basic table) -------------------------------------
k("add_pc", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3;" + S(0, "%t2"))
k("add_cp", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %f3, %t1;" + S(0, "%t2"))
k("sub_pc", "mul.f32 %t1, %f1, %f2; sub.f32 %t2, %t1, %f3;" + S(0, "%t2"))
k("sub_cp", "mul.f32 %t1, %f1, %f2; sub.f32 %t2, %f3, %t1;" + S(0, "%t2"))
k("neg_add", "mul.f32 %t1, %f1, %f2; neg.f32 %t2, %t1; add.f32 %t3, %t2, %f3;" + S(0, "%t3"))
k("neg_add_cp", "mul.f32 %t1, %f1, %f2; neg.f32 %t2, %t1; add.f32 %t3, %f3, %t2;" + S(0, "%t3"))
k("neg_sub", "mul.f32 %t1, %f1, %f2; neg.f32 %t2, %t1; sub.f32 %t3, %f3, %t2;" + S(0, "%t3"))
k("negsrc_add", "neg.f32 %t5, %f1; mul.f32 %t1, %t5, %f2; add.f32 %t2, %t1, %f3;" + S(0, "%t2"))
k("abs_add", "mul.f32 %t1, %f1, %f2; abs.f32 %t2, %t1; add.f32 %t3, %t2, %f3;" + S(0, "%t3"))
k("mov_add", "mul.f32 %t1, %f1, %f2; mov.f32 %t2, %t1; add.f32 %t3, %t2, %f3;" + S(0, "%t3"))
k("square_add", "mul.f32 %t1, %f1, %f1; add.f32 %t2, %t1, %f3;" + S(0, "%t2"))
k("addk", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, 0fBFC00000;" + S(0, "%t2"))
k("mulk_add", "mul.f32 %t1, %f1, 0f3FAAAAAB; add.f32 %t2, %t1, %f3;" + S(0, "%t2"))
k("mulk_addk", "mul.f32 %t1, %f1, 0f3FAAAAAB; add.f32 %t2, %t1, 0fBFC00000;" + S(0, "%t2"))
k("mul_rn", "mul.rn.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3;" + S(0, "%t2"))
k("add_rn", "mul.f32 %t1, %f1, %f2; add.rn.f32 %t2, %t1, %f3;" + S(0, "%t2"))
k("add_rz", "mul.f32 %t1, %f1, %f2; add.rz.f32 %t2, %t1, %f3;" + S(0, "%t2"))
k("ftz_both", "mul.ftz.f32 %t1, %f1, %f2; add.ftz.f32 %t2, %t1, %f3;" + S(0, "%t2"))
k("ftz_mul", "mul.ftz.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3;" + S(0, "%t2"))
k("ftz_add", "mul.f32 %t1, %f1, %f2; add.ftz.f32 %t2, %t1, %f3;" + S(0, "%t2"))
k("sat_add", "mul.f32 %t1, %f1, %f2; add.sat.f32 %t2, %t1, %f3;" + S(0, "%t2"))
k("sat_mul", "mul.sat.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3;" + S(0, "%t2"))
k("sat_both", "mul.sat.f32 %t1, %f1, %f2; add.sat.f32 %t2, %t1, %f3;" + S(0, "%t2"))
# ---- two products into one add/sub: definition order x operand order ------------
for op in ("add", "sub"):
    for first in ("ab", "cd"):
        for order in ("pq", "qp"):
            muls = ["mul.f32 %t1, %f1, %f2;", "mul.f32 %t2, %f3, %f4;"]
            if first == "cd":
                muls.reverse()
            srcs = "%t1, %t2" if order == "pq" else "%t2, %t1"
            k(f"pp_{op}_{first}_{order}", "".join(muls) + f"{op}.f32 %t3, {srcs};" + S(0, "%t3"))
# destination register names swapped (ptxas should not care)
for op in ("add", "sub"):
    for order in ("pq", "qp"):
        srcs = "%t2, %t1" if order == "pq" else "%t1, %t2"
        k(f"ppn_{op}_{order}", f"mul.f32 %t2, %f1, %f2; mul.f32 %t1, %f3, %f4; {op}.f32 %t3, {srcs};" + S(0, "%t3"))
# the factors' depth: p1's factor f1 and p2's factor f3 pass through dA and dB adds of
# a zero ptxas cannot see (selp on tid), so one product is ready later than the other
ZERO = "setp.gt.u32 %q4, %r1, 1000; selp.f32 %t40, %f6, 0f00000000, %q4;"


def chain(reg, src, n, base):
    s, cur = "", src
    for i in range(n):
        s += f"add.f32 %t{base+i}, {cur}, %t40;"
        cur = f"%t{base+i}"
    return s, cur


for op in ("sub", "add"):
    for dA in (0, 2, 5):
        for dB in (0, 2, 5):
            for first in (("A", "B") if op == "sub" else ("A",)):
                ca, xa = chain("a", "%f1", dA, 20)
                cb, xb = chain("b", "%f3", dB, 30)
                pa, pb = ca + f"mul.f32 %t1, {xa}, %f2;", cb + f"mul.f32 %t2, {xb}, %f4;"
                body = ZERO + (pa + pb if first == "A" else pb + pa) + f"{op}.f32 %t3, %t1, %t2;" + S(0, "%t3")
                k(f"dep_{op}_{dA}{dB}_{first}", body)
# one of the two products has another use: only the other can be fused
k("pp_sub_p1used", "mul.f32 %t1, %f1, %f2; mul.f32 %t2, %f3, %f4; sub.f32 %t3, %t1, %t2;" + S(0, "%t3") + S(1, "%t1"))
k("pp_sub_p2used", "mul.f32 %t1, %f1, %f2; mul.f32 %t2, %f3, %f4; sub.f32 %t3, %t1, %t2;" + S(0, "%t3") + S(1, "%t2"))
k("pp_sub_scaled", "mul.f32 %t1, %f1, %f2; mul.f32 %t2, %f3, %f4; sub.f32 %t3, %t1, %t2; mul.f32 %t4, %t3, %f7;" + S(0, "%t4"))
k("pp_sub_shared", "mul.f32 %t1, %f1, %f2; mul.f32 %t2, %f1, %f4; sub.f32 %t3, %t1, %t2;" + S(0, "%t3"))
# the same with unrelated work between the two products / after them
k("pp_sub_gap1", "mul.f32 %t1, %f1, %f2; add.f32 %t9, %f5, %f6; mul.f32 %t10, %t9, %f7; mul.f32 %t11, %t10, %t10; "
  + S(1, "%t11") + "mul.f32 %t2, %f3, %f4; sub.f32 %t3, %t1, %t2;" + S(0, "%t3"))
k("pp_sub_gap2", "mul.f32 %t2, %f3, %f4; add.f32 %t9, %f5, %f6; mul.f32 %t10, %t9, %f7; mul.f32 %t11, %t10, %t10; "
  + S(1, "%t11") + "mul.f32 %t1, %f1, %f2; sub.f32 %t3, %t1, %t2;" + S(0, "%t3"))
k("pp_sub_sfuA", "ex2.approx.f32 %t5, %f5; mul.f32 %t1, %f1, %f2; mul.f32 %t2, %f3, %t5; sub.f32 %t3, %t1, %t2;" + S(0, "%t3"))
k("pp_sub_sfuB", "ex2.approx.f32 %t5, %f5; mul.f32 %t1, %f1, %t5; mul.f32 %t2, %f3, %f4; sub.f32 %t3, %t1, %t2;" + S(0, "%t3"))
k("pp_sub_depth", "mul.f32 %t5, %f3, %f5; mul.f32 %t1, %f1, %f2; mul.f32 %t2, %t5, %f4; sub.f32 %t3, %t1, %t2;" + S(0, "%t3"))
k("pp_sub_depthA", "mul.f32 %t5, %f1, %f5; mul.f32 %t1, %t5, %f2; mul.f32 %t2, %f3, %f4; sub.f32 %t3, %t1, %t2;" + S(0, "%t3"))
# sfu90's Black-Scholes tail: call = S*c1 - (X*e)*c2 with X*e used again by the put
k("bs_sfu90", "ex2.approx.f32 %t5, %f5; mul.f32 %t1, %f1, %f2; mul.f32 %t6, %f3, %t5; mul.f32 %t2, %t6, %f4; sub.f32 %t3, %t1, %t2;"
  + S(0, "%t3") + "mov.f32 %t7, 0f3F800000; sub.f32 %t8, %t7, %f4; mul.f32 %t9, %t6, %t8; sub.f32 %t10, %t7, %f2; mul.f32 %t11, %f1, %t10; sub.f32 %t12, %t9, %t11;" + S(1, "%t12"))
k("bs_noput", "ex2.approx.f32 %t5, %f5; mul.f32 %t1, %f1, %f2; mul.f32 %t6, %f3, %t5; mul.f32 %t2, %t6, %f4; sub.f32 %t3, %t1, %t2;" + S(0, "%t3"))
k("bs_late", "ex2.approx.f32 %t5, %f5; mul.f32 %t6, %f3, %t5; mul.f32 %t2, %t6, %f4; mul.f32 %t1, %f1, %f2; sub.f32 %t3, %t1, %t2;" + S(0, "%t3"))
# a product used twice
k("twice_add", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %t1;" + S(0, "%t2"))
k("twice_sub", "mul.f32 %t1, %f1, %f2; sub.f32 %t2, %t1, %t1;" + S(0, "%t2"))
k("same_sub", "mul.f32 %t1, %f1, %f2; mul.f32 %t2, %f1, %f2; sub.f32 %t3, %t1, %t2;" + S(0, "%t3"))
k("same_sub_comm", "mul.f32 %t1, %f1, %f2; mul.f32 %t2, %f2, %f1; sub.f32 %t3, %t1, %t2;" + S(0, "%t3"))
k("use_add_store", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3;" + S(0, "%t2") + S(1, "%t1"))
k("use_store_add", "mul.f32 %t1, %f1, %f2;" + S(1, "%t1") + "add.f32 %t2, %t1, %f3;" + S(0, "%t2"))
k("use_add_add", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3; add.f32 %t3, %t1, %f5;" + S(0, "%t2") + S(1, "%t3"))
k("use_add_sub", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3; sub.f32 %t3, %f3, %t1;" + S(0, "%t2") + S(1, "%t3"))
k("use_add_mul", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3; mul.f32 %t3, %t1, %f5;" + S(0, "%t2") + S(1, "%t3"))
k("use_add_setp", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3; setp.gt.f32 %q1, %t1, %f5; selp.f32 %t3, %t2, %f6, %q1;" + S(0, "%t3"))
k("use_add_cvt", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3; cvt.f64.f32 %u1, %t1;" + S(0, "%t2") + SD(1, "%u1"))
k("use_add_neg", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3; neg.f32 %t3, %t1; add.f32 %t4, %t3, %f5;" + S(0, "%t2") + S(1, "%t4"))
k("use_add_abs", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3; abs.f32 %t3, %t1; add.f32 %t4, %t3, %f5;" + S(0, "%t2") + S(1, "%t4"))
k("use_mov_two", "mul.f32 %t1, %f1, %f2; mov.f32 %t4, %t1; add.f32 %t2, %t1, %f3; add.f32 %t3, %t4, %f5;" + S(0, "%t2") + S(1, "%t3"))
k("use_add_add_add", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3; add.f32 %t3, %t1, %f5; sub.f32 %t4, %t1, %f6;" + S(0, "%t2") + S(1, "%t3") + S(2, "%t4"))
k("use_add_twice", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3; add.f32 %t3, %t2, %t1;" + S(0, "%t3"))
# selp / min / max / cvt between
k("selp_add", "setp.gt.f32 %q1, %f6, 0f00000000; mul.f32 %t1, %f1, %f2; selp.f32 %t2, %t1, %f4, %q1; add.f32 %t3, %t2, %f3;" + S(0, "%t3"))
k("min_add", "mul.f32 %t1, %f1, %f2; min.f32 %t2, %t1, %f4; add.f32 %t3, %t2, %f3;" + S(0, "%t3"))
k("max_add", "mul.f32 %t1, %f1, %f2; max.f32 %t2, %t1, %f4; add.f32 %t3, %t2, %f3;" + S(0, "%t3"))
k("cvt_add64", "mul.f32 %t1, %f1, %f2; cvt.f64.f32 %u1, %t1; cvt.f64.f32 %u2, %f3; add.f64 %u3, %u1, %u2;" + SD(0, "%u3"))
k("cvt_rni_add", "mul.f32 %t1, %f1, %f2; cvt.rni.f32.f32 %t2, %t1; add.f32 %t3, %t2, %f3;" + S(0, "%t3"))
k("bits_add", "mul.f32 %t1, %f1, %f2; mov.b32 %y1, %t1; mov.b32 %t2, %y1; add.f32 %t3, %t2, %f3;" + S(0, "%t3"))
# chains
k("chain3_l", "mul.f32 %t1, %f1, %f2; mul.f32 %t2, %f3, %f4; mul.f32 %t3, %f5, %f6; add.f32 %t4, %t1, %t2; add.f32 %t5, %t4, %t3;" + S(0, "%t5"))
k("chain3_r", "mul.f32 %t1, %f1, %f2; mul.f32 %t2, %f3, %f4; mul.f32 %t3, %f5, %f6; add.f32 %t4, %t2, %t3; add.f32 %t5, %t1, %t4;" + S(0, "%t5"))
k("chain3_e", "mul.f32 %t1, %f1, %f2; mul.f32 %t2, %f3, %f4; add.f32 %t4, %t1, %t2; mul.f32 %t3, %f5, %f6; add.f32 %t5, %t4, %t3;" + S(0, "%t5"))
k("chain3_e2", "mul.f32 %t1, %f1, %f2; mul.f32 %t2, %f3, %f4; add.f32 %t4, %t1, %t2; mul.f32 %t3, %f5, %f6; add.f32 %t5, %t3, %t4;" + S(0, "%t5"))
k("chain4_sub", "mul.f32 %t1, %f1, %f2; mul.f32 %t2, %f3, %f4; mul.f32 %t3, %f5, %f6; mul.f32 %t6, %f7, %f8; sub.f32 %t4, %t1, %t2; sub.f32 %t7, %t3, %t6; add.f32 %t5, %t4, %t7;" + S(0, "%t5"))
k("horner", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3; mul.f32 %t3, %t2, %f1; add.f32 %t4, %t3, %f4; mul.f32 %t5, %t4, %f1; add.f32 %t6, %t5, %f5;" + S(0, "%t6"))
k("dot_fma_mix", "fma.rn.f32 %t1, %f1, %f2, %f3; mul.f32 %t2, %f4, %f5; add.f32 %t3, %t1, %t2;" + S(0, "%t3"))
k("dot_fma_mix2", "mul.f32 %t2, %f4, %f5; fma.rn.f32 %t1, %f1, %f2, %f3; add.f32 %t3, %t2, %t1;" + S(0, "%t3"))
k("cmul_re", "mul.f32 %t1, %f1, %f3; mul.f32 %t2, %f2, %f4; sub.f32 %t3, %t1, %t2; mul.f32 %t4, %f1, %f4; mul.f32 %t5, %f2, %f3; add.f32 %t6, %t4, %t5;" + S(0, "%t3") + S(1, "%t6"))
k("sumsq", "mul.f32 %t1, %f1, %f1; mul.f32 %t2, %f2, %f2; sub.f32 %t3, %t1, %t2; mul.f32 %t4, %f1, %f2; add.f32 %t5, %t4, 0f3F800000; div.rn.f32 %t6, %t3, %t5;" + S(0, "%t6"))
# PTX registers reused (not SSA)
k("src_rewritten", "mov.f32 %t7, %f1; mul.f32 %t1, %t7, %f2; mov.f32 %t7, %f3; add.f32 %t2, %t1, %t7;" + S(0, "%t2"))
k("src_rewritten2", "mov.f32 %t7, %f1; mul.f32 %t1, %t7, %f2; add.f32 %t7, %f3, 0f3F800000; add.f32 %t2, %t1, %f3;" + S(0, "%t2") + S(1, "%t7"))
k("dst_reused", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3; mul.f32 %t1, %f4, %f5; add.f32 %t3, %t1, %f6;" + S(0, "%t2") + S(1, "%t3"))
k("dst_reused_use", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3; add.f32 %t1, %t1, %f5;" + S(0, "%t2") + S(1, "%t1"))
# control flow and predicates
BR = "setp.gt.u32 %q2, %r1, 1000; "
k("block_add", "mul.f32 %t1, %f1, %f2; " + BR + "@%q2 bra L1; add.f32 %t2, %t1, %f3;" + S(0, "%t2") + " L1:")
k("block_join", "mul.f32 %t1, %f1, %f2; " + BR + "@%q2 bra L1; " + S(1, "%f4") + " L1: add.f32 %t2, %t1, %f3;" + S(0, "%t2"))
k("block_uni", "mul.f32 %t1, %f1, %f2; bra.uni L1; L1: add.f32 %t2, %t1, %f3;" + S(0, "%t2"))
k("block_label", "mul.f32 %t1, %f1, %f2; L1: add.f32 %t2, %t1, %f3;" + S(0, "%t2"))
k("block_div", "setp.lt.u32 %q3, %r1, 32; mul.f32 %t1, %f1, %f2; mov.f32 %t2, %f4; @%q3 bra L1; add.f32 %t2, %t1, %f3; L1:" + S(0, "%t2"))
k("pred_add", "setp.lt.u32 %q3, %r1, 32; mov.f32 %t2, %f4; mul.f32 %t1, %f1, %f2; @%q3 add.f32 %t2, %t1, %f3;" + S(0, "%t2"))
k("pred_mul", "setp.lt.u32 %q3, %r1, 32; mov.f32 %t1, %f4; @%q3 mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3;" + S(0, "%t2"))
k("pred_both", "setp.lt.u32 %q3, %r1, 32; mov.f32 %t2, %f4; @%q3 mul.f32 %t1, %f1, %f2; @%q3 add.f32 %t2, %t1, %f3;" + S(0, "%t2"))
k("pred_never", "setp.gt.u32 %q2, %r1, 1000; mov.f32 %t2, %f4; mul.f32 %t1, %f1, %f2; @%q2 add.f32 %t2, %t1, %f5; add.f32 %t3, %t1, %f3;" + S(0, "%t3") + S(1, "%t2"))
k("use_add_block", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3;" + S(0, "%t2") + BR + "@%q2 bra L1; add.f32 %t4, %t1, %f5;" + S(1, "%t4") + " L1:")
k("use_block_only2", "mul.f32 %t1, %f1, %f2; " + BR + "@%q2 bra L1; add.f32 %t2, %t1, %f3; add.f32 %t4, %t1, %f5;" + S(0, "%t2") + S(1, "%t4") + " L1:")
k("far_add", "mul.f32 %t1, %f1, %f2;" + "".join(f"mul.f32 %t{10+i}, %f{5+i%3}, %f{6+i%2}; add.f32 %t{30+i}, %t{10+i}, %f8;" for i in range(16))
  + "".join(S(1 + i % 7, f"%t{30+i}") for i in range(16)) + "add.f32 %t2, %t1, %f3;" + S(0, "%t2"))
k("pp_negadd", "mul.f32 %t1, %f1, %f2; mul.f32 %t2, %f3, %f4; neg.f32 %t4, %t1; add.f32 %t3, %t4, %t2;" + S(0, "%t3"))
k("pp_negadd2", "mul.f32 %t1, %f1, %f2; mul.f32 %t2, %f3, %f4; neg.f32 %t4, %t2; add.f32 %t3, %t1, %t4;" + S(0, "%t3"))
# recomputed products (cicc under -maxrregcount, flags25's f_math.maxreg)
k("cse_block", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3;" + S(0, "%t2") + BR + "@%q2 bra L1; mul.f32 %t3, %f1, %f2; add.f32 %t4, %t3, %f5;" + S(1, "%t4") + " L1:")
k("cse_block_comm", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3;" + S(0, "%t2") + BR + "@%q2 bra L1; mul.f32 %t3, %f2, %f1; add.f32 %t4, %t3, %f5;" + S(1, "%t4") + " L1:")
k("cse_same", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3; mul.f32 %t3, %f1, %f2; add.f32 %t4, %t3, %f5;" + S(0, "%t2") + S(1, "%t4"))
k("cse_same_mul", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3; mul.f32 %t3, %f1, %f2; mul.f32 %t4, %t3, %f5;" + S(0, "%t2") + S(1, "%t4"))
k("cse_same_store", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3; mul.f32 %t3, %f1, %f2;" + S(0, "%t2") + S(1, "%t3"))
k("cse_block_store", "mul.f32 %t1, %f1, %f2;" + S(0, "%t1") + BR + "@%q2 bra L1; mul.f32 %t3, %f1, %f2; add.f32 %t4, %t3, %f5;" + S(1, "%t4") + " L1:")
k("cse_block_two", "mul.f32 %t1, %f1, %f1; mul.f32 %t5, %f1, %f2; add.f32 %t2, %t1, %t5;" + S(0, "%t2") + BR
  + "@%q2 bra L1; mul.f32 %t3, %f1, %f1; mul.f32 %t6, %f1, %f2; sub.f32 %t4, %t3, %t6;" + S(1, "%t4") + " L1:")
k("cse_rn", "mul.rn.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3; mul.f32 %t3, %f1, %f2; add.f32 %t4, %t3, %f5;" + S(0, "%t2") + S(1, "%t4"))
# f64
k("d_add_pc", "mul.f64 %u1, %d1, %d2; add.f64 %u2, %u1, %d3;" + SD(0, "%u2"))
k("d_sub_cp", "mul.f64 %u1, %d1, %d2; sub.f64 %u2, %d3, %u1;" + SD(0, "%u2"))
k("d_neg_add", "mul.f64 %u1, %d1, %d2; neg.f64 %u3, %u1; add.f64 %u2, %u3, %d3;" + SD(0, "%u2"))
for op in ("add", "sub"):
    for first in ("ab", "cd"):
        for order in ("pq", "qp"):
            muls = ["mul.f64 %u1, %d1, %d2;", "mul.f64 %u2, %d3, %d4;"]
            if first == "cd":
                muls.reverse()
            srcs = "%u1, %u2" if order == "pq" else "%u2, %u1"
            k(f"d_pp_{op}_{first}_{order}", "".join(muls) + f"{op}.f64 %u3, {srcs};" + SD(0, "%u3"))
k("d_twice_sub", "mul.f64 %u1, %d1, %d2; sub.f64 %u2, %u1, %u1;" + SD(0, "%u2"))
k("d_use_add_add", "mul.f64 %u1, %d1, %d2; add.f64 %u2, %u1, %d3; add.f64 %u3, %u1, %d5;" + SD(0, "%u2") + SD(1, "%u3"))
k("d_use_add_store", "mul.f64 %u1, %d1, %d2; add.f64 %u2, %u1, %d3;" + SD(0, "%u2") + SD(1, "%u1"))
k("d_rn", "mul.rn.f64 %u1, %d1, %d2; add.f64 %u2, %u1, %d3;" + SD(0, "%u2"))
k("d_block", "mul.f64 %u1, %d1, %d2; " + BR + "@%q2 bra L1; add.f64 %u2, %u1, %d3;" + SD(0, "%u2") + " L1:")
k("d_chain3", "mul.f64 %u1, %d1, %d2; mul.f64 %u2, %d3, %d4; mul.f64 %u3, %d5, %d6; add.f64 %u4, %u1, %u2; add.f64 %u5, %u4, %u3;" + SD(0, "%u5"))
k("d_cse_same", "mul.f64 %u1, %d1, %d2; add.f64 %u2, %u1, %d3; mul.f64 %u3, %d1, %d2; add.f64 %u4, %u3, %d5;" + SD(0, "%u2") + SD(1, "%u4"))
k("d_cvt_f32", "mul.f64 %u1, %d1, %d2; cvt.rn.f32.f64 %t1, %u1; cvt.rn.f32.f64 %t2, %d3; add.f32 %t3, %t1, %t2;" + S(0, "%t3"))
k("d_f32mul_f64add", "mul.f32 %t1, %f1, %f2; cvt.f64.f32 %u1, %t1; add.f64 %u2, %u1, %d3;" + SD(0, "%u2"))
# f16, f16x2, bf16
k("h_add_pc", "mul.f16 %k1, %h1, %h2; add.f16 %k2, %k1, %h3;" + SH(0, "%k2"))
k("h_sub_cp", "mul.f16 %k1, %h1, %h2; sub.f16 %k2, %h3, %k1;" + SH(0, "%k2"))
k("h_neg_add", "mul.f16 %k1, %h1, %h2; neg.f16 %k3, %k1; add.f16 %k2, %k3, %h3;" + SH(0, "%k2"))
k("h_pp_sub", "mul.f16 %k1, %h1, %h2; mul.f16 %k2, %h3, %h4; sub.f16 %k3, %k1, %k2;" + SH(0, "%k3"))
k("h_pp_sub_cd", "mul.f16 %k2, %h3, %h4; mul.f16 %k1, %h1, %h2; sub.f16 %k3, %k1, %k2;" + SH(0, "%k3"))
k("h_pp_add", "mul.f16 %k1, %h1, %h2; mul.f16 %k2, %h3, %h4; add.f16 %k3, %k1, %k2;" + SH(0, "%k3"))
k("h_use_two", "mul.f16 %k1, %h1, %h2; add.f16 %k2, %k1, %h3; add.f16 %k3, %k1, %h5;" + SH(0, "%k2") + SH(1, "%k3"))
k("h_use_store", "mul.f16 %k1, %h1, %h2; add.f16 %k2, %k1, %h3;" + SH(0, "%k2") + SH(1, "%k1"))
k("h_rn", "mul.rn.f16 %k1, %h1, %h2; add.f16 %k2, %k1, %h3;" + SH(0, "%k2"))
k("h_ftz", "mul.ftz.f16 %k1, %h1, %h2; add.ftz.f16 %k2, %k1, %h3;" + SH(0, "%k2"))
k("h_sat", "mul.f16 %k1, %h1, %h2; add.sat.f16 %k2, %k1, %h3;" + SH(0, "%k2"))
k("h_cvt_f32", "mul.f16 %k1, %h1, %h2; cvt.f32.f16 %t1, %k1; cvt.f32.f16 %t2, %h3; add.f32 %t3, %t1, %t2;" + S(0, "%t3"))
k("h_f32_cvt_add", "mul.f32 %t1, %f1, %f2; cvt.rn.f16.f32 %k1, %t1; add.f16 %k2, %k1, %h3;" + SH(0, "%k2"))
k("h2_add", "mul.f16x2 %y1, %x1, %x2; add.f16x2 %y2, %y1, %x3;" + SY(0, "%y2"))
k("h2_sub_cp", "mul.f16x2 %y1, %x1, %x2; sub.f16x2 %y2, %x3, %y1;" + SY(0, "%y2"))
k("h2_pp_sub", "mul.f16x2 %y1, %x1, %x2; mul.f16x2 %y2, %x3, %x4; sub.f16x2 %y3, %y1, %y2;" + SY(0, "%y3"))
k("h2_rn", "mul.rn.f16x2 %y1, %x1, %x2; add.f16x2 %y2, %y1, %x3;" + SY(0, "%y2"))
k("b_add", "mul.bf16 %k1, %h1, %h2; add.bf16 %k2, %k1, %h3;" + SH(0, "%k2"))
k("b_sub_cp", "mul.bf16 %k1, %h1, %h2; sub.bf16 %k2, %h3, %k1;" + SH(0, "%k2"))
k("b_rn", "mul.rn.bf16 %k1, %h1, %h2; add.bf16 %k2, %k1, %h3;" + SH(0, "%k2"))
k("b2_add", "mul.bf16x2 %y1, %x1, %x2; add.bf16x2 %y2, %y1, %x3;" + SY(0, "%y2"))
k("b2_pp_sub", "mul.bf16x2 %y1, %x1, %x2; mul.bf16x2 %y2, %x3, %x4; sub.bf16x2 %y3, %y1, %y2;" + SY(0, "%y3"))

# ---- f64 NaN payloads: NaNs made from the loaded bits (random payload, sign, quiet bit)
NANS = ("mov.b64 %a9, %d1; or.b64 %a9, %a9, 0x7FF0000000000001; mov.b64 %u11, %a9;"
        "mov.b64 %a9, %d2; or.b64 %a9, %a9, 0x7FF0000000000002; mov.b64 %u12, %a9;"
        "mov.b64 %a9, %d3; or.b64 %a9, %a9, 0x7FF0000000000004; mov.b64 %u13, %a9;")
for op in ("add", "sub", "mul", "min", "max"):
    rn = ".rn" if op in ("add", "sub", "mul") else ""
    k(f"nan_{op}", NANS + f"{op}{rn}.f64 %u1, %u11, %u12; {op}{rn}.f64 %u2, %u12, %u11; {op}{rn}.f64 %u3, %u11, %d4; {op}{rn}.f64 %u4, %d4, %u12;"
      + SD(0, "%u1") + SD(1, "%u2") + SD(2, "%u3") + SD(3, "%u4"))
k("nan_fma", NANS + "fma.rn.f64 %u1, %u11, %u12, %u13; fma.rn.f64 %u2, %u12, %u13, %u11; fma.rn.f64 %u3, %u13, %u11, %u12; fma.rn.f64 %u4, %d4, %u12, %u13;"
  "fma.rn.f64 %u5, %u11, %d4, %u13; fma.rn.f64 %u6, %u11, %u12, %d4;" + "".join(SD(i, f"%u{i+1}") for i in range(6)))
k("nan_contract", NANS + "mul.f64 %u1, %u11, %u12; add.f64 %u2, %u1, %u13; mul.f64 %u3, %d4, %u12; sub.f64 %u4, %u13, %u3; mul.f64 %u5, %u11, %d4; add.f64 %u6, %d5, %u5;"
  + SD(0, "%u2") + SD(1, "%u4") + SD(2, "%u6"))
k("nan_contract_pp", NANS + "mul.f64 %u1, %u11, %d4; mul.f64 %u2, %u12, %d5; sub.f64 %u3, %u1, %u2; mul.f64 %u4, %u13, %d6; mul.f64 %u5, %d7, %u11; add.f64 %u6, %u4, %u5;"
  + SD(0, "%u3") + SD(1, "%u6"))
k("nan_neg_abs", NANS + "neg.f64 %u1, %u11; abs.f64 %u2, %u12; add.rn.f64 %u3, %u1, %d4; mul.rn.f64 %u4, %u2, %d4; sqrt.rn.f64 %u5, %u13; rcp.rn.f64 %u6, %u11; div.rn.f64 %u7, %u11, %u12; div.rn.f64 %u8, %d4, %u13;"
  + "".join(SD(i, f"%u{i+1}") for i in range(8)))
k("nan_cvt", NANS + "cvt.rn.f32.f64 %t1, %u11; cvt.f64.f32 %u1, %t1; cvt.rzi.f64.f64 %u2, %u12; cvt.rni.f64.f64 %u3, %u13; abs.f64 %u4, %u11; neg.f64 %u5, %u12; copysign.f64 %u6, %u11, %u12;"
  + S(0, "%t1") + "".join(SD(i + 1, f"%u{i+1}") for i in range(6)))
# atom.shared.add.f64 with NaNs from some lanes: every lane's old value and the final sum
k("nan_atom_shared", "mov.b64 %a9, %d1; or.b64 %a9, %a9, 0x7FF0000000000001; mov.b64 %u11, %a9;"
  "and.b32 %r2, %r1, 7; setp.eq.u32 %q1, %r2, 5; selp.f64 %u1, %u11, %d2, %q1;"
  "mov.u64 %a10, SHD; setp.eq.u32 %q2, %r1, 0; @%q2 st.shared.f64 [%a10], %d3; bar.sync 0;"
  "atom.shared.add.f64 %u2, [%a10], %u1; bar.sync 0; ld.shared.f64 %u3, [%a10];" + SD(0, "%u2") + SD(1, "%u3"))
k("nan_atom_global", "mov.b64 %a9, %d1; or.b64 %a9, %a9, 0x7FF0000000000001; mov.b64 %u11, %a9;"
  "and.b32 %r2, %r1, 7; setp.eq.u32 %q1, %r2, 5; selp.f64 %u1, %u11, %d2, %q1;"
  "add.s64 %a10, %a4, 4088; setp.eq.u32 %q2, %r1, 0; @%q2 st.global.f64 [%a10], %d3; bar.sync 0;"
  "atom.global.add.f64 %u2, [%a10], %u1; bar.sync 0; ld.global.f64 %u3, [%a10]; bar.sync 0;" + SD(0, "%u2") + SD(2, "%u3"))

# the approximations' NaNs (jn(1, NaN), j0/j1/y0/y1 of a NaN: docs/ptx-notes.md §9): what
# rsqrt.approx(.ftz).f64 and rcp.approx.ftz.f64 give for NaN payloads, and which NaN their
# products keep, each order of definition and of operands
k("nan_approx", NANS + "rsqrt.approx.f64 %u1, %u11; rsqrt.approx.ftz.f64 %u2, %u11; rcp.approx.ftz.f64 %u3, %u11;"
  "rsqrt.approx.f64 %u4, %d4; rcp.approx.ftz.f64 %u5, %u12; sqrt.approx.f32 %t1, %f1;"
  + "".join(SD(i, f"%u{i+1}") for i in range(5)))
for first in ("rcp", "rsq"):
    for order in ("ab", "ba"):
        r1 = "rcp.approx.ftz.f64 %u1, %u11;"
        r2 = "rsqrt.approx.f64 %u2, %u12;"
        srcs = "%u1, %u2" if order == "ab" else "%u2, %u1"
        k(f"nan_rr_{first}_{order}", NANS + (r1 + r2 if first == "rcp" else r2 + r1) + f"mul.f64 %u3, {srcs}; add.f64 %u4, {srcs}; mul.rn.f64 %u5, {srcs};"
          + SD(0, "%u3") + SD(1, "%u4") + SD(2, "%u5"))


# ---- window 2 (fma26-b) --------------------------------------------------------------
# Instructions between a mul and its add: which ones ptxas expands into code with branches
# (slow paths), so that the mul and the add end up in different blocks.
SPLITS = {
    "divrn": ("div.rn.f32 %t5, %f4, %f5;", S(1, "%t5")),
    "divrnftz": ("div.rn.ftz.f32 %t5, %f4, %f5;", S(1, "%t5")),
    "divfull": ("div.full.f32 %t5, %f4, %f5;", S(1, "%t5")),
    "divapprox": ("div.approx.f32 %t5, %f4, %f5;", S(1, "%t5")),
    "rcprn": ("rcp.rn.f32 %t5, %f4;", S(1, "%t5")),
    "rcprnftz": ("rcp.rn.ftz.f32 %t5, %f4;", S(1, "%t5")),
    "rcpapprox": ("rcp.approx.f32 %t5, %f4;", S(1, "%t5")),
    "sqrtrn": ("sqrt.rn.f32 %t5, %f4;", S(1, "%t5")),
    "sqrtrnftz": ("sqrt.rn.ftz.f32 %t5, %f4;", S(1, "%t5")),
    "sqrtapprox": ("sqrt.approx.f32 %t5, %f4;", S(1, "%t5")),
    "rsqrtapprox": ("rsqrt.approx.f32 %t5, %f4;", S(1, "%t5")),
    "ex2": ("ex2.approx.f32 %t5, %f4;", S(1, "%t5")),
    "lg2": ("lg2.approx.f32 %t5, %f4;", S(1, "%t5")),
    "sin": ("sin.approx.f32 %t5, %f4;", S(1, "%t5")),
    "tanh": ("tanh.approx.f32 %t5, %f4;", S(1, "%t5")),
    "ddivrn": ("div.rn.f64 %u5, %d4, %d5;", SD(1, "%u5")),
    "drcprn": ("rcp.rn.f64 %u5, %d4;", SD(1, "%u5")),
    "dsqrtrn": ("sqrt.rn.f64 %u5, %d4;", SD(1, "%u5")),
    "drcpapprox": ("rcp.approx.ftz.f64 %u5, %d4;", SD(1, "%u5")),
    "drsqrtapprox": ("rsqrt.approx.f64 %u5, %d4;", SD(1, "%u5")),
    "divs32": ("mov.b32 %y5, %f4; mov.b32 %y6, %f5; or.b32 %y6, %y6, 1; div.s32 %y7, %y5, %y6;", SY(1, "%y7")),
    "remu32": ("mov.b32 %y5, %f4; mov.b32 %y6, %f5; or.b32 %y6, %y6, 1; rem.u32 %y7, %y5, %y6;", SY(1, "%y7")),
    "divs64": ("mov.b64 %a9, %d4; mov.b64 %a10, %d5; or.b64 %a10, %a10, 1; div.s64 %a11, %a9, %a10;", "st.global.b64 [%o+8], %a11;"),
    "remu64": ("mov.b64 %a9, %d4; mov.b64 %a10, %d5; or.b64 %a10, %a10, 1; rem.u64 %a11, %a9, %a10;", "st.global.b64 [%o+8], %a11;"),
    "bar": ("bar.sync 0;", ""),
    "membar": ("membar.gl;", ""),
    "atom": ("atom.global.add.u32 %y7, [%o+8], 1;", ""),
    "shfl": ("mov.b32 %y5, %f4; shfl.sync.idx.b32 %y7, %y5, 3, 31, -1;", SY(1, "%y7")),
    "vote": ("setp.gt.f32 %q5, %f4, 0f00000000; vote.sync.ballot.b32 %y7, %q5, -1;", SY(1, "%y7")),
    "call": ("call noop;", ""),
    "load": ("ld.global.f32 %t5, [%a6+16];", S(1, "%t5")),
    "store": (S(1, "%f4"), ""),
    "cvt": ("cvt.rni.s32.f32 %y7, %f4;", SY(1, "%y7")),
    "preddivrn": ("setp.lt.u32 %q5, %r1, 32; mov.f32 %t5, %f5; @%q5 div.rn.f32 %t5, %f4, %f5;", S(1, "%t5")),
}
for name, (x, st) in SPLITS.items():
    k(f"split_{name}", "mul.f32 %t1, %f1, %f2;" + x + "add.f32 %t2, %t1, %f3;" + S(0, "%t2") + st)
for name in ("divrn", "sqrtrn", "rcprn", "ddivrn", "divfull", "bar"):
    x, st = SPLITS[name]
    k(f"splitpre_{name}", x + "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3;" + S(0, "%t2") + st)
    k(f"splittwo_{name}", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3;" + x + "add.f32 %t3, %t1, %f5;" + S(0, "%t2") + S(2, "%t3") + st)
    k(f"splitpp_{name}", "mul.f32 %t1, %f1, %f2;" + x + "mul.f32 %t2, %f3, %f4; sub.f32 %t3, %t1, %t2;" + S(0, "%t3") + st)
    k(f"splitd_{name}", "mul.f64 %u1, %d1, %d2;" + x + "add.f64 %u2, %u1, %d3;" + SD(0, "%u2") + st)
    k(f"splith_{name}", "mul.f16 %k1, %h1, %h2;" + x + "add.f16 %k2, %k1, %h3;" + SH(0, "%k2") + st)

# two products into one add, every definition and operand order, for f16, f16x2, bf16, bf16x2
for ty, reg, src, st in (("f16", "%k", "%h", SH), ("bf16", "%k", "%h", SH), ("f16x2", "%y", "%x", SY), ("bf16x2", "%y", "%x", SY)):
    for op in ("add", "sub"):
        for first in ("ab", "cd"):
            for order in ("pq", "qp"):
                muls = [f"mul.{ty} {reg}1, {src}1, {src}2;", f"mul.{ty} {reg}2, {src}3, {src}4;"]
                if first == "cd":
                    muls.reverse()
                srcs = f"{reg}1, {reg}2" if order == "pq" else f"{reg}2, {reg}1"
                k(f"hp_{ty}_{op}_{first}_{order}", "".join(muls) + f"{op}.{ty} {reg}3, {srcs};" + st(0, f"{reg}3"))
# f64: two products into one add, with a third instruction between them and more orders
k("d_pp_add_gap", "mul.f64 %u1, %d1, %d2; add.rn.f64 %u9, %d5, %d6; mul.f64 %u2, %d3, %d4; add.f64 %u3, %u2, %u1;" + SD(0, "%u3") + SD(1, "%u9"))
k("d_pp_add_dep", "add.rn.f64 %u9, %d1, 0d0000000000000000; mul.f64 %u2, %d3, %d4; mul.f64 %u1, %u9, %d2; add.f64 %u3, %u1, %u2;" + SD(0, "%u3"))
k("d_pp_add_neg", "mul.f64 %u1, %d1, %d2; mul.f64 %u2, %d3, %d4; neg.f64 %u4, %u2; add.f64 %u3, %u4, %u1;" + SD(0, "%u3"))
k("d_pp_sub_late", "mul.f64 %u2, %d3, %d4; mul.f64 %u1, %d1, %d2; sub.f64 %u3, %u2, %u1;" + SD(0, "%u3"))
k("d_chain3_r", "mul.f64 %u1, %d1, %d2; mul.f64 %u2, %d3, %d4; mul.f64 %u3, %d5, %d6; add.f64 %u4, %u2, %u3; add.f64 %u5, %u1, %u4;" + SD(0, "%u5"))
k("d_cmul", "mul.f64 %u1, %d1, %d3; mul.f64 %u2, %d2, %d4; sub.f64 %u3, %u1, %u2; mul.f64 %u4, %d1, %d4; mul.f64 %u5, %d2, %d3; add.f64 %u6, %u4, %u5;" + SD(0, "%u3") + SD(1, "%u6"))

# s_options' call price (kernels25; nvcc 13.0's PTX, so_segment.ptx): S*cnd(d1) - (X*e)*cnd(d2),
# with an rcp.rn.f32 between the first product and the sub; and variants
SO_PRO = ("abs.f32 %s1, %f1; abs.f32 %s200, %f2; mul.rn.f32 %s2, %s200, 0f41A00000; abs.f32 %s201, %f3;"
          "mul.rn.f32 %s3, %s201, 0f41A00000; mov.f32 %s26, 0f3CA3D70A; mov.f32 %s27, 0f3E99999A;"
          "div.rn.f32 %s4, %s3, %s2; lg2.approx.f32 %s202, %s4; mul.rn.f32 %s311, %s202, 0f3F317218;")
SO = open(__file__.rsplit("/", 1)[0] + "/so_segment.ptx" if "/" in __file__ else "so_segment.ptx").read()
SO_END = S(0, "%s116")


def so(name, seg):
    k(name, SO_PRO + seg + SO_END)


so("so_full", SO)
so("so_rcp101approx", SO.replace("rcp.rn.f32 \t%s101", "rcp.approx.f32 \t%s101"))
so("so_rcp84approx", SO.replace("rcp.rn.f32 \t%s84", "rcp.approx.f32 \t%s84"))
so("so_p1late", SO.replace("mul.f32 \t%s98, %s3, %s97;", "").replace("sub.f32 \t%s116", "mul.f32 %s98, %s3, %s97; sub.f32 \t%s116"))
so("so_p2early", SO.replace("rcp.rn.f32 \t%s101", "rcp.approx.f32 \t%s101").replace("sub.f32 \t%s116, %s98, %s115", "sub.f32 \t%s116, %s115, %s98"))


# ---- register pressure: 24 live products, summed in an order unlike their definitions
def pressure(name, n, op):
    body = []
    for i in range(n):
        a, b = 1 + i % 8, 1 + (3 * i + 1) % 8
        body.append(f"mul.f32 %t{i+1}, %f{a}, %f{b};")
    # pairwise: p_i op p_{n-1-i}, then a plain sum of the pair results
    for i in range(n // 2):
        body.append(f"{op}.f32 %t{n+1+i}, %t{i+1}, %t{n-i};")
    for i in range(min(n // 2, 8)):
        body.append(S(i, f"%t{n+1+i}"))
    k(name, "".join(body))


pressure("press_sub8", 8, "sub")
pressure("press_sub16", 16, "sub")
pressure("press_add16", 16, "add")


def pressure_live(name, n):
    # n products live across a long chain: each added late, in reverse order
    body = []
    for i in range(n):
        a, b = 1 + i % 8, 1 + (5 * i + 2) % 8
        body.append(f"mul.f32 %t{i+1}, %f{a}, %f{b};")
    body.append(f"mov.f32 %t{n+1}, %f8;")
    for i in reversed(range(n)):
        body.append(f"add.f32 %t{n+1}, %t{n+1}, %t{i+1};")
        if i % 8 == 0:
            body.append(S(i // 8, f"%t{n+1}"))
    k(name, "".join(body))


pressure_live("press_live16", 16)
pressure_live("press_live40", 40)

# ---- window 3 (fma26-c, session 28) ------------------------------------------------------
# fma26-b found that div.s32, div.s64, rem.u64, membar.gl and rsqrt.approx.f64 keep a mul and
# an add apart but rem.u32 and rcp.approx.ftz.f64 do not: the other integer divisions (each
# sign and width, by a constant), the other fences and scopes, and more memory operations;
# and, for the new splitters, the instruction before the pair (splitpre_) and between two adds
# of one product (splittwo_).
INT = "mov.b32 %y5, %f4; mov.b32 %y6, %f5; or.b32 %y6, %y6, 1;"
LONG = "mov.b64 %a9, %d4; mov.b64 %a10, %d5; or.b64 %a10, %a10, 1;"
SHORT = INT + "cvt.u16.u32 %k5, %y5; cvt.u16.u32 %k6, %y6;"
SPLITS3 = {
    "divu32": (INT + "div.u32 %y7, %y5, %y6;", SY(1, "%y7")),
    "rems32": (INT + "rem.s32 %y7, %y5, %y6;", SY(1, "%y7")),
    "divs32k": (INT + "div.s32 %y7, %y5, 7;", SY(1, "%y7")),
    "divu32k": (INT + "div.u32 %y7, %y5, 7;", SY(1, "%y7")),
    "divu64": (LONG + "div.u64 %a11, %a9, %a10;", "st.global.b64 [%o+8], %a11;"),
    "rems64": (LONG + "rem.s64 %a11, %a9, %a10;", "st.global.b64 [%o+8], %a11;"),
    "divs64k": (LONG + "div.s64 %a11, %a9, 7;", "st.global.b64 [%o+8], %a11;"),
    "divs16": (SHORT + "div.s16 %k7, %k5, %k6;", SH(1, "%k7")),
    "remu16": (SHORT + "rem.u16 %k7, %k5, %k6;", SH(1, "%k7")),
    "drsqrtapproxftz": ("rsqrt.approx.ftz.f64 %u5, %d4;", SD(1, "%u5")),
    "membarcta": ("membar.cta;", ""),
    "membarsys": ("membar.sys;", ""),
    "fencescgpu": ("fence.sc.gpu;", ""),
    "fencesccta": ("fence.sc.cta;", ""),
    "fenceacqrelgpu": ("fence.acq_rel.gpu;", ""),
    "fenceacqrelcta": ("fence.acq_rel.cta;", ""),
    "red": ("red.global.add.u32 [%o+8], 1;", ""),
    "atomcas": ("atom.global.cas.b32 %y7, [%o+8], 0, 1;", ""),
    "ldvolatile": ("ld.volatile.global.f32 %t5, [%a6+16];", S(1, "%t5")),
    "ldacquire": ("ld.acquire.gpu.global.b32 %y7, [%a6+16];", SY(1, "%y7")),
    "strelease": ("mov.b32 %y5, %f4; st.release.gpu.global.b32 [%o+8], %y5;", ""),
    "barwarp": ("bar.warp.sync -1;", ""),
    "nanosleep": ("nanosleep.u32 20;", ""),
}
for name, (x, st) in SPLITS3.items():
    k(f"split_{name}", "mul.f32 %t1, %f1, %f2;" + x + "add.f32 %t2, %t1, %f3;" + S(0, "%t2") + st)
for name in ("divs32", "divs64", "membar", "drsqrtapprox"):
    x, st = (SPLITS | SPLITS3)[name]
    k(f"splitpre_{name}", x + "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3;" + S(0, "%t2") + st)
    k(f"splittwo_{name}", "mul.f32 %t1, %f1, %f2; add.f32 %t2, %t1, %f3;" + x + "add.f32 %t3, %t1, %f5;" + S(0, "%t2") + S(2, "%t3") + st)
    k(f"splitd_{name}", "mul.f64 %u1, %d1, %d2;" + x + "add.f64 %u2, %u1, %d3;" + SD(0, "%u2") + st)

# ---- window 4 (fma26-d, session 29) --------------------------------------------------------
# fma26-c's two open random kernels: a product stored through a mov copy (rnd54), and an
# approximate division's result added (rnd291: the H200 gave fma(a, rcp(b), c)).
k("mov_store_add", "mul.f32 %t1, %f1, %f2; mov.f32 %t2, %t1; add.f32 %t3, %t1, %f3;" + S(0, "%t3") + S(1, "%t2"))
k("add_mov_store", "mul.f32 %t1, %f1, %f2; add.f32 %t3, %t1, %f3; mov.f32 %t2, %t1;" + S(0, "%t3") + S(1, "%t2"))
k("mov_store_add_cse", "mul.f32 %t1, %f1, %f2; mul.f32 %t4, %f1, %f2; add.f32 %t3, %t1, %f3; mov.f32 %t2, %t1;" + S(0, "%t3") + S(1, "%t2") + S(2, "%t4"))
k("d_mov_store_add", "mul.f64 %u1, %d1, %d2; mov.f64 %u2, %u1; add.f64 %u3, %u1, %d3;" + SD(0, "%u3") + SD(1, "%u2"))
for div in ("div.full.f32", "div.approx.f32", "div.approx.ftz.f32", "div.full.ftz.f32", "div.rn.f32"):
    name = div.replace(".f32", "").replace(".", "")
    k(f"q_{name}_add", f"{div} %t1, %f1, %f2; add.f32 %t2, %t1, %f3;" + S(0, "%t2"))
    k(f"q_{name}_addcp", f"{div} %t1, %f1, %f2; add.f32 %t2, %f3, %t1;" + S(0, "%t2"))
    k(f"q_{name}_sub", f"{div} %t1, %f1, %f2; sub.f32 %t2, %f3, %t1;" + S(0, "%t2"))
    k(f"q_{name}_stored", f"{div} %t1, %f1, %f2; add.f32 %t2, %t1, %f3;" + S(0, "%t2") + S(1, "%t1"))
    k(f"q_{name}_two", f"{div} %t1, %f1, %f2; add.f32 %t2, %t1, %f3; add.f32 %t3, %t1, %f5;" + S(0, "%t2") + S(1, "%t3"))
k("q_rcpapprox_mul_add", "rcp.approx.f32 %t1, %f2; mul.f32 %t2, %f1, %t1; add.f32 %t3, %t2, %f3;" + S(0, "%t3"))

HEAD = """//
// fma26 contraction shapes (src/gen.py)
//
.version 8.0
.target sm_90
.address_size 64
.shared .align 8 .f64 SHD;
.func noop()
{
ret;
}
"""

ENTRY = """
.visible .entry {name}(.param .u64 pF, .param .u64 pD, .param .u64 pH, .param .u64 pO)
{{
.reg .pred %q<8>;
.reg .f32 %s<320>;
.reg .pred %qs<8>;
.reg .b32 %rs<16>;
.reg .b32 %r<4>;
.reg .b64 %a<12>;
.reg .b64 %o;
.reg .f32 %f<9>;
.reg .f32 %t<64>;
.reg .f64 %d<9>;
.reg .f64 %u<16>;
.reg .b16 %h<9>;
.reg .b16 %k<16>;
.reg .b32 %x<5>;
.reg .b32 %y<16>;
ld.param.u64 %a1, [pF];
ld.param.u64 %a2, [pD];
ld.param.u64 %a3, [pH];
ld.param.u64 %a4, [pO];
mov.u32 %r1, %tid.x;
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
ld.global.b32 %x1, [%a8]; ld.global.b32 %x2, [%a8+4]; ld.global.b32 %x3, [%a8+8]; ld.global.b32 %x4, [%a8+12];
{body}
ret;
}}
"""


def unfused(body):
    """the body with every plain mul/add/sub given .rn: what an uncontracted build computes"""
    import re
    return re.sub(r"\b(mul|add|sub)((?:\.ftz|\.sat)*)\.(f32|f64|f16|f16x2|bf16|bf16x2)\b",
                  lambda m: f"{m.group(1)}.rn{m.group(2)}.{m.group(3)}", body)


def main():
    out = [HEAD]
    if "--unfused" in sys.argv:
        K[:] = [(n, unfused(b)) for n, b in K]
    names = set()
    for name, body in K:
        assert name not in names, name
        names.add(name)
        body = body.replace("L1", f"$L_{name}")
        lines = "\n".join(s.strip() + ";" if not s.strip().endswith(":") else s.strip()
                          for s in body.replace(":", ":;").split(";") if s.strip())
        lines = lines.replace(":;", ":")
        out.append(ENTRY.format(name=name, body=lines))
    sys.stdout.write("".join(out))


main()
