package module

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"cudasim/cubin"
	"cudasim/sim/ptx"
)

// The operand rules are ptxas's refusals that depend on an instruction's operands, not its
// form (opcode and modifiers: the recorded table and the form rules judge those), as the H200
// logged them for the modules of internal/ptxforms.Extra (testdata/conformance/verdicts/
// h200-21.txt.gz): where one form's modules differ only in an operand and the H200 loaded some,
// the recorded table holds an acceptance and these decide. ptxas logs them before the form's
// own error (cp_async_cg_shared_cluster_global_shl18_90: the size, then '::cluster').

// operandRulesMayMatch reports whether an operand rule may refuse an instruction of m, from
// the skeleton's filters (no body is parsed).
func operandRulesMayMatch(m *ptx.Module) bool {
	return m.MayUse("cp", "ca") || m.MayUse("cp", "cg") || m.MayUse("cp", "wait_group") || m.MayUse("cp", "im2col") ||
		m.MayUse("mbarrier", "shared::cluster") || m.Uses("tex") || m.Uses("tld4") ||
		m.MayUse("cvt", "bf16") && (m.MayUse("cvt", "s8") || m.MayUse("cvt", "u8")) || m.MayUse("cvt", "e2m1x2") ||
		m.MayUse("mma", "sp") || m.MayUse("mma", "sp::ordered_metadata") // mmasprule.go
}

// operandRule returns ptxas's messages for in's operands, or nil; regType is the declared
// type of a register of in's function ("" if none).
func operandRule(in *ptx.Instr, regType func(name string) string, target cubin.Arch) []string {
	switch in.Opcode {
	case "cp":
		if msgs := cpAsyncSizeRule(in); msgs != nil {
			return msgs
		}
		return cpArgumentsRule(in)
	case "cvt":
		return cvtByteRule(in, regType)
	case "mbarrier":
		return mbarrierSinkRule(in)
	case "tex", "tld4":
		var msgs []string
		// a coordinate vector of 3 (tex.3d's and tld4.3d's are 4 registers, the last unused)
		for _, o := range in.Operands {
			if o.Kind == ptx.OpdAddr && slices.ContainsFunc(o.Elems, func(e ptx.Operand) bool { return e.Kind == ptx.OpdVector && len(e.Elems) == 3 }) {
				msgs = append(msgs, "Illegal vector size: 3")
			}
		}
		return append(msgs, texHalfRule(in, regType)...)
	}
	return nil
}

// texHalfRule: tex.v4.f16 (and tex.level's) refused its four results in 32-bit registers
// (tex_*_v4_f16_*_D4x4*: every geometry, texref and handle, |p or not; after "Illegal vector
// size" where both apply). 16-bit registers were not measured: no verdict.
func texHalfRule(in *ptx.Instr, regType func(name string) string) []string {
	v4 := slices.Index(in.Mods, "v4")
	if in.Opcode != "tex" || v4 < 0 || v4+1 >= len(in.Mods) || in.Mods[v4+1] != "f16" || len(in.Operands) == 0 || in.HasMod("grad") {
		return nil
	}
	d := in.Operands[0]
	if d.Kind == ptx.OpdPair {
		d = d.Elems[0]
	}
	if d.Kind != ptx.OpdVector || !slices.ContainsFunc(d.Elems, func(e ptx.Operand) bool { return e.Kind == ptx.OpdReg && ptx.TypeSize(regType(e.Name)) == 4 }) {
		return nil
	}
	name := "tex"
	if in.HasMod("level") {
		name = "tex.level"
	}
	return []string{fmt.Sprintf("Arguments mismatch for instruction '%s'", name)}
}

// cpAsyncSizeRule: cp.async.ca copies 4, 8 or 16 bytes, cp.async.cg 16 (the copy size is
// operand 2, an immediate).
func cpAsyncSizeRule(in *ptx.Instr) []string {
	if len(in.Mods) < 2 || in.Mods[0] != "async" || len(in.Operands) < 3 || in.Operands[2].Kind != ptx.OpdInt {
		return nil
	}
	size, want := in.Operands[2].Int, ""
	switch in.Mods[1] {
	case "ca":
		if size == 4 || size == 8 || size == 16 {
			return nil
		}
		want = "4 or 8 or 16"
	case "cg":
		if size == 16 {
			return nil
		}
		want = "16"
	default:
		return nil
	}
	return []string{fmt.Sprintf("Argument 2 of instruction 'cp.async': unexpected value '%d', expected to be %s", size, want)}
}

// mbarrierSinkRule: an arrive on a .shared::cluster barrier (another CTA's) returns no state,
// so its destination must be the sink '_'. ptxas checks it for the .b64 type only (a .b32
// one logs "Unexpected instruction types" alone: mbarrier_arrive_shared_cluster_b32_D8mbar_90).
func mbarrierSinkRule(in *ptx.Instr) []string {
	if len(in.Mods) == 0 || len(in.Operands) == 0 || in.Operands[0].Kind == ptx.OpdSink || in.Operands[0].Kind == ptx.OpdAddr ||
		!in.HasMod("shared::cluster") || !in.HasMod("b64") {
		return nil
	}
	name := "mbarrier." + in.Mods[0]
	switch in.Mods[0] {
	case "arrive", "arrive_drop":
	default:
		return nil
	}
	if in.HasMod("expect_tx") {
		name += ".expect_tx"
	}
	return []string{fmt.Sprintf("Sink '_' is expected as a destination operand for instruction '%s' with '.shared::cluster'", name)}
}

// cpArgumentsRule: cp.async.wait_group's count is an immediate, and
// cp.async.bulk.prefetch.tensor.im2col takes its offsets (ptxas logs the mismatch twice).
func cpArgumentsRule(in *ptx.Instr) []string {
	const mismatch = "Arguments mismatch for instruction '%s'"
	switch {
	case in.HasMod("wait_group") && !in.HasMod("bulk"):
		if len(in.Operands) == 1 && in.Operands[0].Kind != ptx.OpdInt {
			return []string{fmt.Sprintf(mismatch, "cp.async.wait_group")}
		}
	case in.HasMod("prefetch") && in.HasMod("im2col") && in.HasMod("tensor"):
		// 3d-5d (ptxas refuses .1d and .2d with .im2col as a form)
		if len(in.Operands) == 1 && !in.HasMod("1d") && !in.HasMod("2d") {
			msg := fmt.Sprintf(mismatch, "cp.async.bulk.prefetch.tensor")
			return []string{msg, msg}
		}
	}
	return nil
}

// cvtByteRule: a cvt between .bf16 and .s8/.u8 (cvt.rn.bf16.s8, cvt.rzi.u8.bf16), and one of
// .e2m1x2 (two 4-bit values in a byte), wants the 8-bit operand in an 8-bit register: .b8
// ones got past the registers, .b16 and .b32 ones were refused with an Arguments mismatch
// (the variants of cvt_rn_bf16_s8_d2s2_90 and cvt_rn_satfinite_e2m1x2_f32_d2s4s4_90: __b8 vs
// __fresh, __wide), whatever the target.
func cvtByteRule(in *ptx.Instr, regType func(name string) string) []string {
	if len(in.Operands) < 2 || len(in.Mods) < 2 {
		return nil
	}
	dst, src := in.Mods[len(in.Mods)-2], in.Mods[len(in.Mods)-1]
	byteType := func(t, other string) bool { return t == "e2m1x2" || (t == "s8" || t == "u8") && other == "bf16" }
	var bytes []ptx.Operand
	if byteType(dst, src) {
		bytes = append(bytes, in.Operands[0])
	}
	if byteType(src, dst) {
		bytes = append(bytes, in.Operands[1:]...)
	}
	if !slices.ContainsFunc(bytes, func(o ptx.Operand) bool { return o.Kind == ptx.OpdReg && ptx.TypeSize(regType(o.Name)) > 1 }) {
		return nil
	}
	return []string{"Arguments mismatch for instruction 'cvt'"}
}

// regTypes returns the declared type of f's registers by name ("" where none is declared: a
// parameter, or %r3 of .reg .b32 %r<3>).
func regTypes(f *ptx.Function) func(name string) string {
	return func(name string) string {
		for _, v := range f.Locals {
			if v.Space != ptx.SpaceReg || !strings.HasPrefix(name, v.Name) {
				continue
			}
			if rest := name[len(v.Name):]; rest == "" && v.Names == 0 {
				return v.Type
			} else if n, err := strconv.Atoi(rest); err == nil && v.Names > 0 && n >= 0 && n < v.Names && rest == strconv.Itoa(n) {
				return v.Type
			}
		}
		return ""
	}
}
