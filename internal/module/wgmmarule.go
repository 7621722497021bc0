package module

import (
	"fmt"

	"cudasim/cubin"
	"cudasim/sim/ptx"
)

// wgmmaRule returns ptxas's messages for a wgmma instruction it refuses, in its log's order, as
// the H200 logged them for ptxforms.Extra's wgmma modules (testdata/conformance/verdicts/
// h200-21.txt.gz) and testdata/reference/jitstages: an operand count the parser does not take
// (a plain "Arguments mismatch", alone: no target check follows), then an unknown shape and a
// missing .sync, the PTX ISA feature, the target (wgmma needs sm_90a), then what ptxas checks
// against the kind's form. Only the measured combinations are judged.
func wgmmaRule(in *ptx.Instr, target cubin.Arch, version ptx.Version) []string {
	head := instrHead(in)
	mismatch := func(name string) string { return fmt.Sprintf("Arguments mismatch for instruction '%s'", name) }
	if head == "wgmma.wait_group" && len(in.Operands) == 1 && in.Operands[0].Kind != ptx.OpdInt {
		return []string{mismatch(head)}
	}
	var early, late []string // before and after the target's message
	name := head
	if head == "wgmma.mma_async" {
		kind, aType := wgmmaKind(in), wgmmaAType(in)
		name += " with " + kind
		m, n, k, shape := wgmmaShape(in)
		unknownShape := shape != "" && (m == 64 && n%8 != 0 || m == 32 && k != 16)
		if unknownShape {
			early = append(early, fmt.Sprintf("Unknown modifier '.%s'", shape))
		}
		if wgmmaParseMismatch(in, aType) {
			return append(early, mismatch(head))
		}
		if unknownShape {
			early = append(early, "Shape modifier required for instruction 'wgmma.mma_async'")
		}
		if kind == "mixed integer types" && version.Less(ptx.Version{Major: 8, Minor: 4}) {
			early = append(early, "Feature 'WGMMA with mixed integer types' requires PTX ISA .version 8.4 or later")
		}
		switch {
		case unknownShape:
		case m == 32 && k == 16 && kind == "floating point types":
			late = append(late, fmt.Sprintf("Illegal matrix shape '.%s' for instruction '%s'", shape, name))
		case aType == "f16" && k == 8:
			late = append(late, fmt.Sprintf("Illegal instruction types specified for '%s' with shape '.%s'", name, shape))
		}
		if (aType == "tf32" || kind == "FP8 types") && len(in.Operands) == wgmmaFixedOperands(in)+4 && in.Operands[1].Kind != ptx.OpdVector {
			late = append(late, mismatch(name)) // no transposes to give
		}
		if kind == "boolean type" && in.HasMod("satfinite") {
			late = append(late, "Illegal modifier '.satfinite' for instruction '"+name+"'", "Illegal modifier '.satfinite' for instruction 'wgmma.mma_async'")
		}
	}
	if !in.HasMod("sync") {
		early = append([]string{".sync modifier required for instruction '" + head + "'"}, early...)
	}
	if target != (cubin.Arch{SM: 90, Feature: 'a'}) {
		early = append(early, fmt.Sprintf("Instruction '%s' not supported on .target '%s'", name, target))
	}
	return append(early, late...)
}

// wgmmaParseMismatch reports an operand count ptxas's parser refuses for the A type (d, a, b,
// scale-d, then the immediates): .f16/.bf16 with A in a descriptor and two immediates (it
// wants the transposes too), .tf32/FP8 with A in registers and three, an integer or .b1 one
// with any immediate.
func wgmmaParseMismatch(in *ptx.Instr, aType string) bool {
	fixed := wgmmaFixedOperands(in)
	if len(in.Operands) < fixed {
		return false
	}
	imms, regA := len(in.Operands)-fixed, in.Operands[1].Kind == ptx.OpdVector
	switch aType {
	case "f16", "bf16":
		return !regA && imms == 2
	case "tf32", "e4m3", "e5m2":
		return regA && imms == 3
	case "s8", "u8", "b1":
		return imms > 0
	}
	return false
}

// wgmmaAType is the type of A (the second type modifier), or "".
func wgmmaAType(in *ptx.Instr) string {
	types := wgmmaTypes(in)
	if len(types) < 2 {
		return ""
	}
	return types[1]
}

// wgmmaShape reads the shape modifier (.m64n128k16), or "" where there is none.
func wgmmaShape(in *ptx.Instr) (m, n, k int, shape string) {
	for _, mod := range in.Mods {
		if c, _ := fmt.Sscanf(mod, "m%dn%dk%d", &m, &n, &k); c == 3 && mod == fmt.Sprintf("m%dn%dk%d", m, n, k) {
			return m, n, k, mod
		}
	}
	return 0, 0, 0, ""
}

// wgmmaFixedOperands is the number of operands before the immediates: d, a, b and scale-d, and
// for .sp the metadata and the sparsity selector after b (the sparse kernels of
// testdata/reference/wgmma/h200/ptx loaded on the H200 with them).
func wgmmaFixedOperands(in *ptx.Instr) int {
	if in.HasMod("sp") {
		return 6
	}
	return 4
}
