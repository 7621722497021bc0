package sim

import (
	"slices"

	"cudasim/sim/ptx"
)

// dropConstantGuards resolves the guards ptxas can: a predicate an unguarded integer setp
// comparing a register with itself last wrote, earlier in the block, is a constant (x < x false, x <= x true), and
// ptxas folds it into the instructions it guards: an always-true guard goes (an instruction under
// an always-false guard stays: dropping it made 15 of version 5's sweep instructions, testp under
// such guards, differ from the H200, which they match kept). The PTX's results are the same; what
// changes is which of ptxas's guard-dependent forms apply (a guarded abs/neg.f32 keeps a NaN's payload, an unguarded one
// gives the canonical NaN: version 5's sweep k010, `setp.lt.u32 %p2, %r15, %r15` then
// `@!%p2 abs.f32`, where the H200 wrote 0x7fffffff in the 16 NaN lanes, probe fix20-a; fix20-b:
// lt, le, ne of u32, s32 and b32, abs and neg). body
// itself is never modified; it is returned when nothing changes.
func dropConstantGuards(body []ptx.Stmt) []ptx.Stmt {
	var out []ptx.Stmt
	known := map[string]bool{} // predicate -> its constant value, in the block so far
	for i, st := range body {
		if st.Kind == ptx.StmtLabel || st.Kind == ptx.StmtBlockBegin || st.Kind == ptx.StmtBlockEnd {
			clear(known) // a join: another path may have set the predicate
		}
		if st.Kind != ptx.StmtInstr {
			if out != nil {
				out = append(out, st)
			}
			continue
		}
		in := st.Instr
		if v, ok := known[in.Guard]; ok && in.Guard != "" && v != in.GuardNeg { // always runs
			if out == nil {
				out = slices.Clone(body[:i])
			}
			c := *in
			c.Guard, c.GuardNeg = "", false
			st.Instr = &c
		}
		if out != nil {
			out = append(out, st)
		}
		if len(in.Operands) > 0 {
			forgetWrites(in.Operands[0], known)
		}
		if v, ok := selfCompare(in); ok {
			known[in.Operands[0].Name] = v
		}
	}
	if out == nil {
		return body
	}
	return out
}

// forgetWrites drops the predicates o writes from known.
func forgetWrites(o ptx.Operand, known map[string]bool) {
	switch o.Kind {
	case ptx.OpdReg:
		delete(known, o.Name)
	case ptx.OpdVector, ptx.OpdPair:
		for _, e := range o.Elems {
			forgetWrites(e, known)
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
