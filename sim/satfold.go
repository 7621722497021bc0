package sim

import (
	"slices"

	"cudasim/sim/ptx"
)

// foldSaturatedCancellations rewrites what ptxas makes of a saturating add or subtraction whose
// operands cancel: sub.sat.s32 d, x, y with y = x - c (or x = y + c, ...) gives c as the wrapping
// algebra has it, ignoring .sat (testdata/conformance/sat18, 16 x 16 edge pairs on the H200; version
// 3's r130: sub.sat.s32 of %k0 = 0x80000000 and %k0 - 1 gave 1, not 0x80000000). Measured forms,
// each with c an immediate or a register:
//   - sub.sat(x, x - c) = c, sub.sat(x, x + c) = -c, sub.sat(x + c, x) = c, sub.sat(x - c, x) = -c
//     (add's operands either way round);
//   - add.sat(x, c - x) = c (either operand).
//
// The inner add/sub is add.s32 or sub.s32 without .sat (a saturating one is not cancelled), unguarded,
// and its operands must hold at the saturating instruction what they held there; a mov between
// counts as the same value, a guarded write or neg does not (all as measured). body is never
// modified; body itself is returned when nothing is rewritten.
func foldSaturatedCancellations(body []ptx.Stmt) []ptx.Stmt {
	var sats []int
	for i, st := range body {
		if st.Kind == ptx.StmtInstr && (st.Instr.Opcode == "sub" || st.Instr.Opcode == "add") &&
			slices.Equal(st.Instr.Mods, []string{"sat", "s32"}) {
			sats = append(sats, i)
		}
	}
	if len(sats) == 0 {
		return body
	}
	v := newValueNumbers(body)
	var out []ptx.Stmt
	for _, i := range sats {
		in := body[i].Instr
		c, neg, ok := v.cancelled(i, in)
		if !ok {
			continue
		}
		if out == nil {
			out = slices.Clone(body)
		}
		r := &ptx.Instr{Guard: in.Guard, GuardNeg: in.GuardNeg, Opcode: "mov", Mods: []string{"b32"}, Line: in.Line, Col: in.Col,
			Operands: []ptx.Operand{in.Operands[0], c}}
		if neg {
			if c.Kind == ptx.OpdInt {
				r.Operands[1].Int = int64(int32(-uint32(c.Int)))
			} else {
				r.Opcode, r.Mods = "neg", []string{"s32"}
			}
		}
		out[i].Instr = r
	}
	if out == nil {
		return body
	}
	return out
}

// valueNumbers knows, for a register read by a statement, which write it reads: the last write
// earlier in the same block, or (none there) the register's only write in the function; -1 when
// neither settles it. A register never written reads its entry value, -2.
type valueNumbers struct {
	body   []ptx.Stmt
	writes map[string][]int // register -> the statements writing it, in order
	block  []int            // statement -> the first statement of its block
}

func newValueNumbers(body []ptx.Stmt) *valueNumbers {
	v := &valueNumbers{body: body, writes: map[string][]int{}, block: make([]int, len(body))}
	start := 0
	for i, st := range body {
		switch st.Kind {
		case ptx.StmtLabel, ptx.StmtBlockBegin, ptx.StmtBlockEnd:
			start = i
		}
		v.block[i] = start
		if st.Kind != ptx.StmtInstr || len(st.Instr.Operands) == 0 {
			continue
		}
		var rec func(o ptx.Operand)
		rec = func(o ptx.Operand) {
			switch o.Kind {
			case ptx.OpdReg:
				v.writes[o.Name] = append(v.writes[o.Name], i)
			case ptx.OpdVector, ptx.OpdPair:
				for _, e := range o.Elems {
					rec(e)
				}
			}
		}
		rec(st.Instr.Operands[0])
		switch st.Instr.Opcode {
		case "bra", "ret", "exit", "call", "brx":
			if i+1 < len(body) {
				start = i + 1
			}
		}
	}
	return v
}

// def is the statement whose write of reg the statement at reads (-1 unknown, -2 none).
func (v *valueNumbers) def(reg string, at int) int {
	ws := v.writes[reg]
	if len(ws) == 0 {
		return -2
	}
	k, _ := slices.BinarySearch(ws, at)
	if k > 0 && ws[k-1] >= v.block[at] {
		return ws[k-1]
	}
	if len(ws) == 1 && ws[0] < at {
		return ws[0]
	}
	return -1
}

// value names what operand o of the statement at holds: through unguarded register moves to the
// write it reads; ok false when unknown. Immediates are their own value.
type valueName struct {
	def int
	reg string
	imm int64
}

func (v *valueNumbers) value(o ptx.Operand, at int) (valueName, bool) {
	switch o.Kind {
	case ptx.OpdInt:
		return valueName{def: -3, imm: o.Int}, true
	case ptx.OpdReg:
		if o.Not || o.Neg || o.Comp != "" {
			return valueName{}, false
		}
	default:
		return valueName{}, false
	}
	for range 16 {
		d := v.def(o.Name, at)
		if d == -1 {
			return valueName{}, false
		}
		if d == -2 {
			return valueName{def: -2, reg: o.Name}, true
		}
		in := v.body[d].Instr
		if in.Opcode != "mov" || in.Guard != "" || len(in.Operands) != 2 || in.Operands[1].Kind != ptx.OpdReg || in.Operands[1].Comp != "" {
			return valueName{def: d}, true
		}
		o, at = in.Operands[1], d
	}
	return valueName{}, false
}

// arith is the unguarded add.s32/sub.s32 (no .sat) writing what operand o of the statement at
// holds, through moves.
func (v *valueNumbers) arith(o ptx.Operand, at int) (int, *ptx.Instr) {
	x, ok := v.value(o, at)
	if !ok || x.def < 0 {
		return 0, nil
	}
	in := v.body[x.def].Instr
	if in.Guard != "" || (in.Opcode != "add" && in.Opcode != "sub") || !slices.Equal(in.Mods, []string{"s32"}) || len(in.Operands) != 3 {
		return 0, nil
	}
	return x.def, in
}

// cancelled finds the cancellation of the saturating instruction in at statement i: the operand c
// (as the inner instruction read it, which must still hold it) and whether the result is -c.
func (v *valueNumbers) cancelled(i int, in *ptx.Instr) (ptx.Operand, bool, bool) {
	same := func(a ptx.Operand, ai int, b ptx.Operand, bi int) bool {
		x, ok1 := v.value(a, ai)
		y, ok2 := v.value(b, bi)
		return ok1 && ok2 && x == y
	}
	// kept: c as the inner instruction at d read it, if it holds the same at i.
	kept := func(c ptx.Operand, d int) bool { return c.Kind == ptx.OpdInt || same(c, d, c, i) }
	p, q := in.Operands[1], in.Operands[2]
	sub := in.Opcode == "sub"
	// try: y is computed from x; yFirst when y is the saturating instruction's first operand.
	try := func(x, y ptx.Operand, yFirst bool) (ptx.Operand, bool, bool) {
		d, a := v.arith(y, i)
		if a == nil {
			return ptx.Operand{}, false, false
		}
		m, n := a.Operands[1], a.Operands[2]
		switch {
		case sub && a.Opcode == "sub" && same(m, d, x, i) && kept(n, d):
			return n, yFirst, true // x - (x - c) = c; (x - c) - x = -c
		case sub && a.Opcode == "add" && same(m, d, x, i) && kept(n, d):
			return n, !yFirst, true // x - (x + c) = -c; (x + c) - x = c
		case sub && a.Opcode == "add" && same(n, d, x, i) && kept(m, d):
			return m, !yFirst, true
		case !sub && a.Opcode == "sub" && same(n, d, x, i) && kept(m, d):
			return m, false, true // x + (c - x) = c
		}
		return ptx.Operand{}, false, false
	}
	if c, neg, ok := try(p, q, false); ok {
		return c, neg, true
	}
	return try(q, p, true)
}
