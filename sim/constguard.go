package sim

import (
	"slices"

	"cudasim/sim/ptx"
)

// dropConstantGuards resolves the guards ptxas can: a predicate an unguarded integer setp wrote by
// comparing a register with itself is a constant (x < x false, x <= x true), and ptxas folds it
// into the instructions it guards: an always-true guard goes (an instruction under an
// always-false guard stays: dropping it made 15 of version 5's sweep instructions, testp under
// such guards, differ from the H200, which they match kept). The PTX's results are the same; what
// changes is which of ptxas's guard-dependent forms apply (a guarded abs/neg.f32 keeps a NaN's
// payload, an unguarded one gives the canonical NaN: version 5's sweep k010, `setp.lt.u32 %p2,
// %r15, %r15` then `@!%p2 abs.f32`, where the H200 wrote 0x7fffffff in the 16 NaN lanes; probe
// fix20-a).
//
// The predicate's value at a guard is the one its last write earlier in the guard's block gave
// (pin.ptx's sections 109-116: a predicate written by several setps, each folded; probe fix20-b);
// with no such write, the one every write in the body gives, when they all agree (version 3's
// r071: `@!%p1 neg.f32`, 250 lines and several labels after the one setp, gave the canonical
// NaN). body itself is never modified; it is returned when nothing changes.
func dropConstantGuards(body []ptx.Stmt) []ptx.Stmt {
	if !slices.ContainsFunc(body, func(st ptx.Stmt) bool { return st.Kind == ptx.StmtInstr && selfCompareValue(st.Instr) != 0 }) {
		return body // most kernels: no constant predicate
	}
	everywhere := map[string]int8{} // register -> 1 or 2 when every write of it is a constant false or true setp
	for _, st := range body {
		if st.Kind != ptx.StmtInstr || len(st.Instr.Operands) == 0 {
			continue
		}
		v := selfCompareValue(st.Instr)
		forWrites(st.Instr.Operands[0], func(reg string) {
			if old, seen := everywhere[reg]; seen && old != v {
				everywhere[reg] = 0
			} else {
				everywhere[reg] = v
			}
		})
	}
	var out []ptx.Stmt
	last := map[string]int{}
	walkBlocks(body, last, func(i int, in *ptx.Instr) {
		if in.Guard == "" {
			return
		}
		v := everywhere[in.Guard]
		if at, ok := last[in.Guard]; ok {
			v = selfCompareValue(body[at].Instr)
		}
		if v == 0 || (v == 2) == in.GuardNeg { // not constant, or never runs: kept (see above)
			return
		}
		if out == nil {
			out = slices.Clone(body)
		}
		c := *in
		c.Guard, c.GuardNeg = "", false
		out[i].Instr = &c
	})
	if out == nil {
		return body
	}
	return out
}

// forWrites calls f with every register the destination o names.
func forWrites(o ptx.Operand, f func(reg string)) {
	switch o.Kind {
	case ptx.OpdReg:
		f(o.Name)
	case ptx.OpdVector, ptx.OpdPair:
		for _, e := range o.Elems {
			forWrites(e, f)
		}
	}
}

// selfCompareValue is 2 when in is an unguarded integer setp.<cmp>.<type> p, x, x (one
// destination, no combining predicate) that always writes true, 1 when it always writes false,
// 0 when in is no such setp.
func selfCompareValue(in *ptx.Instr) int8 {
	if v, ok := selfCompare(in); ok {
		if v {
			return 2
		}
		return 1
	}
	return 0
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
