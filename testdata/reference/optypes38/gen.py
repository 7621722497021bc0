#!/usr/bin/env python3
"""gen.py: writes cases.tsv (NAME<TAB>STATEMENT) of operand-type cases: for each instruction
form below, the form with registers of its own types, then each checked operand replaced by a
register of every other type. A kernel `bad` declares one register family per type (header())."""
import sys
REGS = {"b16": "%h1", "f16": "%hf1", "u16": "%hu1", "s16": "%hs1",
        "b32": "%r1", "u32": "%u1", "s32": "%s1", "f32": "%f1",
        "b64": "%rd1", "u64": "%ud1", "s64": "%sd1", "f64": "%d1", "pred": "%q1",
        "int": "1", "float": "0f3F800000", "double": "0d3FF0000000000000"}
# form: (name, statement with {0},{1}... for operands, list of the operands' own types)
FORMS = [
 ("setp_s32", "setp.lt.s32 {0}, {1}, {2}", ["pred", "s32", "s32"]),
 ("setp_s64", "setp.lt.s64 {0}, {1}, {2}", ["pred", "s64", "s64"]),
 ("setp_u16", "setp.lt.u16 {0}, {1}, {2}", ["pred", "u16", "u16"]),
 ("setp_f32", "setp.lt.f32 {0}, {1}, {2}", ["pred", "f32", "f32"]),
 ("setp_f64", "setp.gt.f64 {0}, {1}, {2}", ["pred", "f64", "f64"]),
 ("setp_b32", "setp.eq.b32 {0}, {1}, {2}", ["pred", "b32", "b32"]),
 ("setp_f16", "setp.lt.f16 {0}, {1}, {2}", ["pred", "f16", "f16"]),
 ("setp_and_s32", "setp.lt.and.s32 {0}, {1}, {2}, {3}", ["pred", "s32", "s32", "pred"]),
 ("set_u32_s32", "set.lt.u32.s32 {0}, {1}, {2}", ["u32", "s32", "s32"]),
 ("set_f32_u64", "set.lt.f32.u64 {0}, {1}, {2}", ["f32", "u64", "u64"]),
 ("selp_s32", "selp.s32 {0}, {1}, {2}, {3}", ["s32", "s32", "s32", "pred"]),
 ("selp_f64", "selp.f64 {0}, {1}, {2}, {3}", ["f64", "f64", "f64", "pred"]),
 ("slct_u32_s32", "slct.u32.s32 {0}, {1}, {2}, {3}", ["u32", "u32", "u32", "s32"]),
 ("slct_f64_f32", "slct.f64.f32 {0}, {1}, {2}, {3}", ["f64", "f64", "f64", "f32"]),
 ("cvt_u32_s64", "cvt.u32.s64 {0}, {1}", ["u32", "s64"]),
 ("cvt_s64_u16", "cvt.s64.u16 {0}, {1}", ["s64", "u16"]),
 ("cvt_f32_s32", "cvt.rn.f32.s32 {0}, {1}", ["f32", "s32"]),
 ("cvt_s32_f64", "cvt.rzi.s32.f64 {0}, {1}", ["s32", "f64"]),
 ("cvt_f16_f32", "cvt.rn.f16.f32 {0}, {1}", ["f16", "f32"]),
 ("cvt_f32_f16", "cvt.f32.f16 {0}, {1}", ["f32", "f16"]),
 ("cvt_f64_f32", "cvt.f64.f32 {0}, {1}", ["f64", "f32"]),
 ("mov_u32", "mov.u32 {0}, {1}", ["u32", "u32"]),
 ("mov_b64", "mov.b64 {0}, {1}", ["b64", "b64"]),
 ("mov_f32", "mov.f32 {0}, {1}", ["f32", "f32"]),
 ("mov_pred", "mov.pred {0}, {1}", ["pred", "pred"]),
 ("ld_u32", "ld.global.u32 {0}, [%rd1]", ["u32"]),
 ("ld_u8", "ld.global.u8 {0}, [%rd1]", ["u16"]),
 ("ld_f32", "ld.global.f32 {0}, [%rd1]", ["f32"]),
 ("ld_b64", "ld.global.b64 {0}, [%rd1]", ["b64"]),
 ("st_u32", "st.global.u32 [%rd1], {0}", ["u32"]),
 ("st_s16", "st.global.s16 [%rd1], {0}", ["s16"]),
 ("st_f64", "st.global.f64 [%rd1], {0}", ["f64"]),
 ("atom_add_u32", "atom.global.add.u32 {0}, [%rd1], {1}", ["u32", "u32"]),
 ("atom_add_f32", "atom.global.add.f32 {0}, [%rd1], {1}", ["f32", "f32"]),
 ("atom_cas_b64", "atom.global.cas.b64 {0}, [%rd1], {1}, {2}", ["b64", "b64", "b64"]),
 ("red_add_u64", "red.global.add.u64 [%rd1], {0}", ["u64"]),
 ("shl_b32", "shl.b32 {0}, {1}, {2}", ["b32", "b32", "u32"]),
 ("shr_s64", "shr.s64 {0}, {1}, {2}", ["s64", "s64", "u32"]),
 ("bfe_u32", "bfe.u32 {0}, {1}, {2}, {3}", ["u32", "u32", "u32", "u32"]),
 ("bfe_s64", "bfe.s64 {0}, {1}, {2}, {3}", ["s64", "s64", "u32", "u32"]),
 ("bfi_b64", "bfi.b64 {0}, {1}, {2}, {3}, {4}", ["b64", "b64", "b64", "u32", "u32"]),
 ("popc_b64", "popc.b64 {0}, {1}", ["u32", "b64"]),
 ("clz_b32", "clz.b32 {0}, {1}", ["u32", "b32"]),
 ("bfind_s64", "bfind.s64 {0}, {1}", ["u32", "s64"]),
 ("brev_b64", "brev.b64 {0}, {1}", ["b64", "b64"]),
 ("cnot_b32", "cnot.b32 {0}, {1}", ["b32", "b32"]),
 ("testp_f64", "testp.finite.f64 {0}, {1}", ["pred", "f64"]),
 ("copysign_f32", "copysign.f32 {0}, {1}, {2}", ["f32", "f32", "f32"]),
 ("rcp_f64", "rcp.rn.f64 {0}, {1}", ["f64", "f64"]),
 ("sqrt_f32", "sqrt.rn.f32 {0}, {1}", ["f32", "f32"]),
 ("ex2_f32", "ex2.approx.f32 {0}, {1}", ["f32", "f32"]),
 ("lg2_f32", "lg2.approx.f32 {0}, {1}", ["f32", "f32"]),
 ("sin_f32", "sin.approx.f32 {0}, {1}", ["f32", "f32"]),
 ("rsqrt_f64", "rsqrt.approx.f64 {0}, {1}", ["f64", "f64"]),
 ("tanh_f32", "tanh.approx.f32 {0}, {1}", ["f32", "f32"]),
 ("mul24_s32", "mul24.lo.s32 {0}, {1}, {2}", ["s32", "s32", "s32"]),
 ("sad_u32", "sad.u32 {0}, {1}, {2}, {3}", ["u32", "u32", "u32", "u32"]),
 ("mulwide_u32", "mul.wide.u32 {0}, {1}, {2}", ["u64", "u32", "u32"]),
 ("mulwide_s16", "mul.wide.s16 {0}, {1}, {2}", ["s32", "s16", "s16"]),
 ("madwide_s32", "mad.wide.s32 {0}, {1}, {2}, {3}", ["s64", "s32", "s32", "s64"]),
 ("mulhi_u64", "mul.hi.u64 {0}, {1}, {2}", ["u64", "u64", "u64"]),
 ("lop3_b32", "lop3.b32 {0}, {1}, {2}, {3}, 0x96", ["b32", "b32", "b32", "b32"]),
 ("prmt_b32", "prmt.b32 {0}, {1}, {2}, {3}", ["b32", "b32", "b32", "b32"]),
 ("dp4a_u32", "dp4a.u32.u32 {0}, {1}, {2}, {3}", ["u32", "u32", "u32", "u32"]),
 ("shf_l_b32", "shf.l.wrap.b32 {0}, {1}, {2}, {3}", ["b32", "b32", "b32", "u32"]),
 ("shfl_idx", "shfl.sync.idx.b32 {0}, {1}, {2}, 31, -1", ["b32", "b32", "b32"]),
 ("vote_ballot", "vote.sync.ballot.b32 {0}, {1}, -1", ["b32", "pred"]),
 ("vote_any", "vote.sync.any.pred {0}, {1}, -1", ["pred", "pred"]),
 ("redux_add", "redux.sync.add.u32 {0}, {1}, -1", ["u32", "u32"]),
 ("match_any_b64", "match.any.sync.b64 {0}, {1}, -1", ["b32", "b64"]),
 ("activemask", "activemask.b32 {0}", ["b32"]),
 ("cvta_u64", "cvta.to.global.u64 {0}, {1}", ["u64", "u64"]),
 ("isspacep", "isspacep.global {0}, {1}", ["pred", "u64"]),
 ("min_s16x2", "min.s16x2 {0}, {1}, {2}", ["b32", "b32", "b32"]),
 ("fma_f16x2", "fma.rn.f16x2 {0}, {1}, {2}, {3}", ["b32", "b32", "b32", "b32"]),
 ("and_pred", "and.pred {0}, {1}, {2}", ["pred", "pred", "pred"]),
 ("or_b64", "or.b64 {0}, {1}, {2}", ["b64", "b64", "b64"]),
 ("ld_b32", "ld.global.b32 {0}, [%rd1]", ["b32"]),
 ("ld_b16", "ld.global.b16 {0}, [%rd1]", ["b16"]),
 ("ld_s8", "ld.global.s8 {0}, [%rd1]", ["s16"]),
 ("st_b32", "st.global.b32 [%rd1], {0}", ["b32"]),
 ("st_f32", "st.global.f32 [%rd1], {0}", ["f32"]),
 ("st_u8", "st.global.u8 [%rd1], {0}", ["u16"]),
 ("cvt_u16_u8", "cvt.u16.u8 {0}, {1}", ["u16", "u16"]),
 ("cvt_f16x2_f32", "cvt.rn.f16x2.f32 {0}, {1}, {2}", ["b32", "f32", "f32"]),
 ("cvt_tf32_f32", "cvt.rna.tf32.f32 {0}, {1}", ["b32", "f32"]),
 ("cvt_bf16_f32", "cvt.rn.bf16.f32 {0}, {1}", ["b16", "f32"]),
 ("mov_u16", "mov.u16 {0}, {1}", ["u16", "u16"]),
 ("mov_f64", "mov.f64 {0}, {1}", ["f64", "f64"]),
 ("add_u32", "add.u32 {0}, {1}, {2}", ["u32", "u32", "u32"]),
 ("fma_f32", "fma.rn.f32 {0}, {1}, {2}, {3}", ["f32", "f32", "f32", "f32"]),
 ("div_s64", "div.s64 {0}, {1}, {2}", ["s64", "s64", "s64"]),
 ("max_f64", "max.f64 {0}, {1}, {2}", ["f64", "f64", "f64"]),
 ("neg_s16", "neg.s16 {0}, {1}", ["s16", "s16"]),
 ("not_b16", "not.b16 {0}, {1}", ["b16", "b16"]),
]
ALTS = ["b16", "f16", "u16", "s16", "b32", "u32", "s32", "f32", "b64", "u64", "s64", "f64", "pred",
        "int", "float", "double"]

def main():
    out = []
    for name, stmt, types in FORMS:
        regs = [REGS[t] for t in types]
        out.append((name + "__ok", stmt.format(*regs) + ";"))
        for i, own in enumerate(types):
            for alt in ALTS:
                if alt == own:
                    continue
                r = list(regs)
                r[i] = REGS[alt]
                out.append(("%s__%d_%s" % (name, i, alt), stmt.format(*r) + ";"))
    for n, s in out:
        print(n + "\t" + s)

if __name__ == "__main__":
    main()
