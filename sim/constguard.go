package sim

import (
	"slices"

	"cudasim/sim/ptx"
)

// dropConstantGuards resolves the guards ptxas can: a predicate written once, by an unguarded
// integer setp comparing a register with itself, is a constant (x < x false, x <= x true), and
// ptxas folds it into the instructions it guards: an always-true guard goes (an instruction under
// an always-false guard stays: dropping it made 15 of version 5's sweep instructions, testp under
// such guards, differ from the H200, which they match kept). The PTX's results are the same; what
// changes is which of ptxas's guard-dependent forms apply (a guarded abs/neg.f32 keeps a NaN's payload, an unguarded one
// gives the canonical NaN: version 5's sweep k010, `setp.lt.u32 %p2, %r15, %r15` then
// `@!%p2 abs.f32`, where the H200 wrote 0x7fffffff in the 16 NaN lanes; probe fix20-a). body
// itself is never modified; it is returned when nothing changes.
func dropConstantGuards(body []ptx.Stmt) []ptx.Stmt {
	writes := map[string]int{}
	known := map[string]bool{} // predicate -> its constant value
	for _, st := range body {
		if st.Kind != ptx.StmtInstr || len(st.Instr.Operands) == 0 {
			continue
		}
		in := st.Instr
		countWrites(in.Operands[0], writes)
		if v, ok := selfCompare(in); ok {
			known[in.Operands[0].Name] = v
		}
	}
	var out []ptx.Stmt
	for i, st := range body {
		if st.Kind != ptx.StmtInstr || st.Instr.Guard == "" {
			if out != nil {
				out = append(out, st)
			}
			continue
		}
		v, ok := known[st.Instr.Guard]
		if !ok || writes[st.Instr.Guard] != 1 {
			if out != nil {
				out = append(out, st)
			}
			continue
		}
		if v == st.Instr.GuardNeg { // never runs: kept (see above)
			if out != nil {
				out = append(out, st)
			}
			continue
		}
		if out == nil {
			out = slices.Clone(body[:i])
		}
		in := *st.Instr
		in.Guard, in.GuardNeg = "", false
		st.Instr = &in
		out = append(out, st)
	}
	if out == nil {
		return body
	}
	return out
}

// countWrites counts the registers o names as written ones.
func countWrites(o ptx.Operand, writes map[string]int) {
	switch o.Kind {
	case ptx.OpdReg:
		writes[o.Name]++
	case ptx.OpdVector, ptx.OpdPair:
		for _, e := range o.Elems {
			countWrites(e, writes)
		}
	}
}

// selfCompare is the value of an unguarded integer setp.<cmp>.<type> p, x, x (one destination, no
// combining predicate), and whether in is one.
func selfCompare(in *ptx.Instr) (bool, bool) {
	if in.Opcode != "setp" || in.Guard != "" || len(in.Mods) != 2 || len(in.Operands) != 3 ||
		in.Operands[0].Kind != ptx.OpdReg || in.Operands[1].Kind != ptx.OpdReg || in.Operands[2].Kind != ptx.OpdReg ||
		in.Operands[1].Name != in.Operands[2].Name || in.Operands[1].Comp != in.Operands[2].Comp {
		return false, false
	}
	if _, ok := itypes[in.Mods[1]]; !ok && in.Mods[1] != "b16" && in.Mods[1] != "b32" && in.Mods[1] != "b64" {
		return false, false
	}
	switch in.Mods[0] {
	case "eq", "le", "ge", "ls", "hs":
		return true, true
	case "ne", "lt", "gt", "lo", "hi":
		return false, true
	}
	return false, false
}
