package module

import (
	"fmt"

	"cudasim/cubin"
	"cudasim/sim/ptx"
)

// Sparse mma (mma.sp, mma.sp::ordered_metadata) as ptxas judges it, measured on the H200 (probe
// fidelity23-a: ptxforms.Extra's mma.sp forms under sm_90 and sm_90a,
// testdata/conformance/verdicts/h200-23.txt.gz, and its fp8 and f16 forms under sm_89 and sm_80,
// sp-targets-23.txt.gz). The recorded table holds the form's refusals (fp8 into an .f16
// accumulator for every target up to sm_90a: "Instruction 'mma with with F16 accumulator and F8
// floating point type' not supported"); these add what depends on the target below the
// recorded ones and on the sparsity selector, an operand.

// isSparseMma reports whether in is an mma.sp.
func isSparseMma(in *ptx.Instr) bool {
	return in.Opcode == "mma" && (in.HasMod("sp") || in.HasMod("sp::ordered_metadata"))
}

// mmaSparseRule returns ptxas's messages for a sparse mma, in its log's order: fp8 types below
// sm_89 (their feature, first), the form's (recorded), the sparsity selector's.
func mmaSparseRule(in *ptx.Instr, target cubin.Arch) []string {
	fp8 := in.HasMod("e4m3") || in.HasMod("e5m2")
	var msgs []string
	if fp8 && target.SM < 89 {
		msgs = append(msgs, "Feature 'mma with FP8 floating point type' requires .target sm_89 or higher")
	}
	msgs = append(msgs, formRuleMessages(in, target)...)
	if len(in.Operands) != 6 || in.Operands[5].Kind != ptx.OpdInt || in.Operands[5].Int == 0 {
		return msgs
	}
	// The selector must be 0 where A's elements are 8 bits or less (measured with 1: fp8 and s8
	// at m16n8k64, u4 at m16n8k128; the 16- and 32-bit types' selector 1 loads).
	sel := in.Operands[5].Int
	switch {
	case fp8 && in.HasMod("m16n8k64"):
		msgs = append(msgs, fmt.Sprintf("Argument 5 of instruction 'mma': unexpected value '%d', expected to be 0", sel))
	case in.HasMod("s8") && in.HasMod("m16n8k64"),
		in.HasMod("u4") && in.HasMod("m16n8k128"):
		msgs = append(msgs, fmt.Sprintf("Argument 6 of instruction 'Sparse mma': value '%d' out of range, expected to be in range [0..0]", sel))
	}
	return msgs
}
