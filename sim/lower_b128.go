package sim

import (
	"cudasim/sim/ptx"
)

// 128-bit data (PTX 8.3): a .b128 register is two 64-bit slots, the low half first (declVar).
// ld/st .b128 move both halves as a .v2.b64 access does (one 16-byte aligned access), mov.b128
// packs, unpacks or copies the halves, and atom.exch/.cas.b128 are opAtom with the 128-bit type
// (the second halves in x[0..2]).

// wide resolves a .b128 register operand to its two slots; read marks both as read.
func (c *compiler) wide(o ptx.Operand, read bool) (lo, hi int32) {
	if o.Kind != ptx.OpdReg {
		c.failf(".b128 operand must be a .b128 register")
	}
	s, ok := c.lookup(o.Name)
	if !ok {
		c.failf("undefined register %s", o.Name)
	}
	if s.kind != sReg || !s.wide || o.Comp != "" {
		c.failf("%s is not a .b128 register", o.Name)
	}
	if read {
		c.pending = append(c.pending, s.slot, s.slot+1)
	}
	return s.slot, s.slot + 1
}

// isWide reports whether o names a .b128 register.
func (c *compiler) isWide(o ptx.Operand) bool {
	if o.Kind != ptx.OpdReg {
		return false
	}
	s, ok := c.lookup(o.Name)
	return ok && s.kind == sReg && s.wide
}

// ldst128 lowers ld.b128 and st.b128 as the 16-byte .v2.b64 access (the address operand resolved
// by the caller into g.a, g.imm).
func (c *compiler) ldst128(in *ptx.Instr, g inst, m mods, load bool, space string) {
	if m.vec > 1 {
		c.failf("vector .b128 %s", in.Opcode)
	}
	g.aux = 8 | 2<<12 | g.aux&memCTA
	if wholeVector(m, 8, 2, space) {
		g.aux |= memWhole
	}
	if load {
		g.x[0], g.x[1] = c.wide(in.Operands[0], false)
		g.d = g.x[0]
	} else {
		g.x[0], g.x[1] = c.wide(in.Operands[1], true)
		g.b = g.x[0]
	}
	switch space {
	case "global", "const":
		g.op = opLdGlobal
		if !load {
			g.op = opStGlobal
		}
	case "shared":
		g.op = opLdShared
		if !load {
			g.op = opStShared
		}
	case "local":
		g.op = opLdLocal
		if !load {
			g.op = opStLocal
		}
	case "generic", "":
		g.op = opLdGeneric
		if !load {
			g.op = opStGeneric
		}
	default:
		c.unsupported(in, ".b128 access to ."+space)
		return
	}
	c.emit(g)
}

// mov128 lowers mov.b128: d, {lo, hi} packs two 64-bit values, {lo, hi}, s unpacks, d, s copies.
func (c *compiler) mov128(in *ptx.Instr, g inst) {
	c.nops(in, 2)
	d, a := in.Operands[0], in.Operands[1]
	var dst, src [2]int32
	switch {
	case d.Kind == ptx.OpdVector:
		if len(d.Elems) != 2 {
			c.failf("mov.b128 unpacks into two 64-bit registers")
		}
		src[0], src[1] = c.wide(a, false)
		dst[0], dst[1] = c.dst(d.Elems[0]), c.dst(d.Elems[1])
	case a.Kind == ptx.OpdVector:
		if len(a.Elems) != 2 {
			c.failf("mov.b128 packs two 64-bit values")
		}
		dst[0], dst[1] = c.wide(d, false)
		src[0], src[1] = c.srcNoUse(a.Elems[0], "b64"), c.srcNoUse(a.Elems[1], "b64")
	default:
		dst[0], dst[1] = c.wide(d, false)
		src[0], src[1] = c.wide(a, false)
	}
	for i := range 2 {
		g.op, g.d, g.a = opMov, dst[i], src[i]
		c.pending = append(c.pending, src[i])
		c.emit(g)
	}
}

// atom128 lowers atom{.sem}{.scope}{.space}.exch/.cas.b128 (sm_90): d, [a], b{, c}.
func (c *compiler) atom128(in *ptx.Instr, g inst, m mods, op uint32) {
	if in.Opcode != "atom" || op != atExch && op != atCas {
		c.failf("%s on .b128: only atom.exch and atom.cas", in.Opcode)
	}
	ops := in.Operands
	want := 3
	if op == atCas {
		want = 4
	}
	c.nops(in, want)
	g.d, g.x[0] = c.wide(ops[0], false)
	base, off, space, _ := c.address(ops[1], m.space)
	g.a, g.imm = base, off
	g.b, g.x[1] = c.wide(ops[2], true)
	if op == atCas {
		g.c, g.x[2] = c.wide(ops[3], true)
	}
	sp := c.atomSpace(space)
	g.op = opAtom
	g.aux = op | sp<<4 | atomB128<<8
	if ctaSpace(in, space) {
		g.aux |= memCTA
	}
	c.emit(g)
}
