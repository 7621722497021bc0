package sim

import (
	"slices"

	"cudasim/sim/ptx"
)

// signBeforeGuardedWrite rewrites an unguarded abs.f32 or neg.f32 (no .ftz) whose register the
// next write in the same block overwrites under a guard into the sign-bit operation alone
// (and.b32 with 0x7fffffff, xor.b32 with 0x80000000), a NaN's payload kept: ptxas merges the two
// writes into one select whose sign modifier keeps the payload, where the abs or neg on its own
// gives the canonical NaN (docs/ptx-notes.md, "NaN payloads, session 19"). body is never
// modified; body itself is returned when nothing is rewritten.
func signBeforeGuardedWrite(body []ptx.Stmt) []ptx.Stmt {
	var v *valueNumbers
	var out []ptx.Stmt
	for i, st := range body {
		in := st.Instr
		if st.Kind != ptx.StmtInstr || in.Guard != "" || in.Opcode != "abs" && in.Opcode != "neg" ||
			!slices.Equal(in.Mods, []string{"f32"}) || len(in.Operands) != 2 || in.Operands[0].Kind != ptx.OpdReg {
			continue
		}
		if v == nil {
			v = newValueNumbers(body)
		}
		ws := v.writes[in.Operands[0].Name]
		k, _ := slices.BinarySearch(ws, i+1)
		if k == len(ws) || body[ws[k]].Instr.Guard == "" || !straightRegion(body, i, ws[k]) || readBetween(body, in.Operands[0].Name, i, ws[k]) {
			continue
		}
		if out == nil {
			out = slices.Clone(body)
		}
		r := &ptx.Instr{Opcode: "and", Mods: []string{"b32"}, Line: in.Line, Col: in.Col,
			Operands: []ptx.Operand{in.Operands[0], in.Operands[1], {Kind: ptx.OpdInt, Int: 0x7fffffff}}}
		if in.Opcode == "neg" {
			r.Opcode, r.Operands[2].Int = "xor", 0x80000000
		}
		out[i].Instr = r
	}
	if out == nil {
		return body
	}
	return out
}

// straightRegion reports whether every path from statement i reaches statement k and nothing
// between is entered from outside: each branch between goes forward to a label no later than k,
// and each label between is the target of such branches only.
func straightRegion(body []ptx.Stmt, i, k int) bool {
	labels := map[string]int{}
	for j := i + 1; j < k; j++ {
		if body[j].Kind == ptx.StmtLabel {
			labels[body[j].Label] = j
		}
	}
	for j := i + 1; j < k; j++ {
		st := body[j]
		if st.Kind != ptx.StmtInstr {
			continue
		}
		switch st.Instr.Opcode {
		case "bra":
			t := st.Instr.Operands[0].Name
			at, ok := labels[t]
			if !ok || at < j {
				return false
			}
		case "brx", "ret", "exit", "call":
			return false
		}
	}
	for j, st := range body {
		if (j > i && j < k) || st.Kind != ptx.StmtInstr || st.Instr.Opcode != "bra" {
			continue
		}
		if _, ok := labels[st.Instr.Operands[0].Name]; ok {
			return false // a branch from outside into the region
		}
	}
	return true
}

// readBetween reports whether a statement strictly between i and k reads register reg.
func readBetween(body []ptx.Stmt, reg string, i, k int) bool {
	var reads func(o ptx.Operand) bool
	reads = func(o ptx.Operand) bool {
		if o.Name == reg {
			return true
		}
		for _, e := range o.Elems {
			if reads(e) {
				return true
			}
		}
		return false
	}
	for j := i + 1; j < k; j++ {
		if body[j].Kind != ptx.StmtInstr {
			continue
		}
		for _, o := range body[j].Instr.Operands {
			if reads(o) {
				return true
			}
		}
	}
	return false
}
