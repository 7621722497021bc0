package sim

import (
	"cudasim/sim/fp"
	"cudasim/sim/ptx"
)

var cmpTypes = map[string]uint32{"s16": ctS16, "u16": ctU16, "b16": ctU16, "s32": ctS32, "u32": ctU32,
	"b32": ctU32, "s64": ctS64, "u64": ctU64, "b64": ctU64, "f32": ctF32, "f64": ctF64, "f16": ctF16, "bf16": ctBF16,
	"f16x2": ctF16x2, "bf16x2": ctBF16x2}

func (c *compiler) setp(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	cmp, ok := cmpNames[m.cmp]
	if !ok {
		c.failf("%s without a comparison", in.Opcode)
	}
	st := m.typ()
	if in.Opcode == "set" {
		if len(m.types) != 2 {
			c.failf("set needs destination and source types")
		}
		st = m.types[1]
	}
	ct, ok := cmpTypes[st]
	if !ok {
		c.unsupported(in, "comparison type")
		return
	}
	g.aux = uint32(cmp) | ct<<8
	if m.ftz {
		g.aux |= 1 << 16
	}
	if m.boolop != "" {
		g.aux |= map[string]uint32{"and": 1, "or": 2, "xor": 3}[m.boolop] << 17
	}
	n := 3
	if m.boolop != "" {
		n = 4
	}
	c.nops(in, n)
	if m.boolop != "" {
		g.c = c.pred(ops[3])
		if ops[3].Not {
			g.aux |= 1 << 19
		}
	}
	g.a = c.src(ops[1], st)
	g.b = c.src(ops[2], st)
	if in.Opcode == "setp" {
		g.op = opSetp
		if d := ops[0]; d.Kind == ptx.OpdPair {
			g.d = c.pred(d.Elems[0])
			g.d2 = c.pred(d.Elems[1])
			if g.d2 == g.d {
				// setp p|p: the H200 keeps the first destination's value
				// (testdata/conformance/random).
				g.d2 = -1
			}
		} else {
			g.d = c.pred(d)
		}
	} else {
		g.op = opSet
		g.d = c.dst(ops[0])
		switch m.types[0] {
		case "f32":
			g.aux |= setF32One
		case "f16", "f16x2":
			g.aux |= setF16One
		case "bf16", "bf16x2":
			g.aux |= setBF16One
		case "u16", "s16", "b16":
			g.aux |= setInt16
		}
		if ct == ctF16x2 || ct == ctBF16x2 {
			g.aux |= setInt16 // each half of the result is 0xffff, 1.0 or 0
		}
	}
	c.emit(g)
	if in.Opcode == "set" && m.types[0] == "f32" && g.guard >= 0 {
		// A guarded set.f32 does not leave the lanes whose guard is false unchanged: their old
		// value becomes the f32 of its 32-bit absolute value (the abs of -2^31 staying -2^31),
		// as the H200 does (testdata/conformance/random).
		x := guardOff(g)
		x.op, x.aux = opIntGeneric, iAbs<<8|tS32
		c.emit(x)
		x.op, x.aux = opCvt, c.cvtIndex(fp.Cvt{Dst: fp.F32, Src: fp.S32, Round: rounding("rn")})
		c.emit(x)
	}
	if in.Opcode == "set" && m.types[0] == "u32" && st == "f16" && g.guard >= 0 {
		// Nor does a guarded set.u32.f16: the lanes whose guard is false get their old value's
		// low 16 bits sign-extended (version 3's cuts, probe v3cut-a: r215's set.gt and r394's
		// set.neu.ftz, every such lane of both; set.s32 and the bf16 compares not measured).
		x := guardOff(g)
		x.op, x.aux = opCvt, c.cvtIndex(fp.Cvt{Dst: fp.S32, Src: fp.S16})
		c.emit(x)
	}
}

// guardOff is a one-operand instruction on g's destination that runs in the lanes where g's
// guard is false: what ptxas's code for a guarded set leaves there.
func guardOff(g inst) inst {
	x := g
	x.gneg = !g.gneg
	x.a, x.b, x.c, x.d2 = g.d, 0, 0, -1
	return x
}

// selp selects a or b by a predicate.
func (c *compiler) selp(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	ty := m.typ()
	c.nops(in, 4)
	g.op = opSelp
	g.d = c.dst(ops[0])
	g.a = c.src(ops[1], ty)
	g.b = c.src(ops[2], ty)
	g.c = c.pred(ops[3])
	if ops[3].Not {
		g.aux = 1
	}
	c.emit(g)
}

// slct selects a or b by the sign of c.
func (c *compiler) slct(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	ty := m.typ()
	c.nops(in, 4)
	if len(m.types) != 2 {
		c.failf("slct needs two types")
	}
	g.op = opSlct
	g.d = c.dst(ops[0])
	g.a = c.src(ops[1], m.types[0])
	g.b = c.src(ops[2], m.types[0])
	g.c = c.src(ops[3], ty)
	if ty == "f32" {
		g.aux = 1
		if m.ftz {
			g.aux |= 2
		}
	}
	c.emit(g)
}

// testp tests a floating-point property into a predicate.
func (c *compiler) testp(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	ty := m.typ()
	c.nops(in, 2)
	g.op = opTestp
	g.d = c.pred(ops[0])
	g.a = c.src(ops[1], ty)
	kinds := map[string]uint32{"finite": 0, "infinite": 1, "number": 2, "notanumber": 3, "normal": 4, "subnormal": 5}
	found := false
	for w := range m.words {
		if k, ok := kinds[w]; ok {
			g.aux, found = k, true
		}
	}
	if !found {
		c.failf("testp without a test")
	}
	if ty == "f64" {
		g.aux |= 8
	}
	// A guard on testp does not hold the H200 back: every lane gets the test's result
	// (testdata/conformance/random: f32, guarded sweep s1, 3,000 lanes whose guard was false;
	// f64, version 2's guarded sweeps u000-u149).
	g.guard, g.gneg = -1, false
	c.emit(g)
}
