package module

import (
	"fmt"
	"slices"

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
	return m.MayUse("cp", "ca") || m.MayUse("cp", "cg") || m.MayUse("mbarrier", "shared::cluster") ||
		m.Uses("tex") || m.Uses("tld4")
}

// operandRule returns ptxas's messages for in's operands, or nil.
func operandRule(in *ptx.Instr) []string {
	switch in.Opcode {
	case "cp":
		return cpAsyncSizeRule(in)
	case "mbarrier":
		return mbarrierSinkRule(in)
	case "tex", "tld4":
		// a coordinate vector of 3 (tex.3d's and tld4.3d's are 4 registers, the last unused)
		for _, o := range in.Operands {
			if o.Kind == ptx.OpdAddr && slices.ContainsFunc(o.Elems, func(e ptx.Operand) bool { return e.Kind == ptx.OpdVector && len(e.Elems) == 3 }) {
				return []string{"Illegal vector size: 3"}
			}
		}
	}
	return nil
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
// so its destination must be the sink '_'.
func mbarrierSinkRule(in *ptx.Instr) []string {
	if len(in.Mods) == 0 || len(in.Operands) == 0 || in.Operands[0].Kind == ptx.OpdSink || in.Operands[0].Kind == ptx.OpdAddr || !slices.Contains(in.Mods, "shared::cluster") {
		return nil
	}
	name := "mbarrier." + in.Mods[0]
	switch in.Mods[0] {
	case "arrive", "arrive_drop":
	default:
		return nil
	}
	if slices.Contains(in.Mods, "expect_tx") {
		name += ".expect_tx"
	}
	return []string{fmt.Sprintf("Sink '_' is expected as a destination operand for instruction '%s' with '.shared::cluster'", name)}
}
