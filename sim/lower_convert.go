package sim

import (
	"cudasim/sim/fp"
	"cudasim/sim/ptx"
)

func (c *compiler) mov(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	c.nops(in, 2)
	ty := m.typ()
	d, a := ops[0], ops[1]
	if ty == "b128" {
		c.mov128(in, g)
		return
	}
	if ty == "pred" {
		g.d = c.pred(d)
		if c.isPred(a) {
			g.op = opMovPred
			g.a = c.pred(a)
			if a.Not {
				c.failf("mov.pred of a negated predicate")
			}
		} else {
			g.op = opPredFromReg
			g.a = c.src(a, "u32")
		}
		c.emit(g)
		return
	}
	if d.Kind == ptx.OpdVector {
		n := len(d.Elems)
		if n < 2 || n > 4 || typeSize(ty)*8%n != 0 {
			c.failf("bad vector unpack")
		}
		g.op = opUnpack
		g.a = c.src(a, ty)
		for i, e := range d.Elems {
			g.x[i] = c.dst(e)
		}
		g.aux = uint32(typeSize(ty)*8/n) | uint32(n)<<8
		c.emit(g)
		return
	}
	if a.Kind == ptx.OpdVector {
		n := len(a.Elems)
		if n < 2 || n > 4 || typeSize(ty)*8%n != 0 {
			c.failf("bad vector pack")
		}
		g.op = opPack
		g.d = c.dst(d)
		w := typeSize(ty) * 8 / n
		et := map[int]string{8: "b8", 16: "b16", 32: "b32"}[w]
		for i, e := range a.Elems {
			g.x[i] = c.src(e, et)
		}
		g.aux = uint32(w) | uint32(n)<<8
		c.emit(g)
		return
	}
	g.d = c.dst(d)
	if a.Kind == ptx.OpdReg {
		if sr, ok := c.sreg(a); ok {
			g.op = opSreg
			g.aux = uint32(sr)
			c.emit(g)
			return
		}
		if s, ok := c.lookup(a.Name); ok && s.kind == sLocal {
			g.op = opLocalAddr
			g.imm = s.off + a.Int
			c.emit(g)
			return
		}
	}
	g.op = opMov
	g.a = c.src(a, ty)
	c.emit(g)
}

func (c *compiler) cvt(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	if m.words["pack"] {
		c.cvtPackSat(in, g, m)
		return
	}
	if len(m.types) != 2 {
		c.failf("cvt needs a destination and a source type")
	}
	dt, st := m.types[0], m.types[1]
	if aux, ok := fp8Form(dt, st); ok {
		c.cvtFP8(in, g, m, aux)
		return
	}
	if dt == "tf32" && st == "f32" {
		c.cvtTF32(in, g, m)
		return
	}
	if (dt == "f16x2" || dt == "bf16x2") && st == "f32" {
		// cvt.rn{.relu}{.satfinite}.f16x2.f32 d, a, b: a converted into the upper half, b the lower.
		c.nops(in, 3)
		half := fp.F16
		if dt == "bf16x2" {
			half = fp.BF16
		}
		cv := fp.Cvt{Dst: half, Src: fp.F32, Round: rounding(m.rnd), Relu: m.words["relu"], SatFinite: m.words["satfinite"]}
		if err := cv.Check(); err != nil {
			c.failf("%v", err)
		}
		g.op = opCvtPack
		g.d = c.dst(ops[0])
		g.a = c.src(ops[1], "f32")
		g.b = c.src(ops[2], "f32")
		g.aux = c.cvtIndex(cv)
		c.emit(g)
		return
	}
	if len(ops) == 3 {
		c.refuse("conversion of a pair into .%s", dt)
	}
	c.nops(in, 2)
	g.d = c.dst(ops[0])
	g.a = c.src(ops[1], st)
	di, dok := itypes[dt]
	si, sok := itypes[st]
	if dok && sok && m.rnd == "" && m.irnd == "" && !m.sat {
		bitsOf := func(t int) uint32 { return []uint32{8, 16, 32, 64}[t&3] }
		sgn := func(t int) uint32 {
			if t >= tS8 {
				return 1
			}
			return 0
		}
		g.op = opCvtInt
		g.aux = bitsOf(si) | sgn(si)<<7 | bitsOf(di)<<8 | sgn(di)<<15
		c.emit(g)
		return
	}
	fd, ok1 := fp.ParseType(dt)
	fs, ok2 := fp.ParseType(st)
	if !ok1 || !ok2 {
		c.unsupported(in, "conversion types")
		return
	}
	cv := fp.Cvt{Dst: fd, Src: fs, FTZ: m.ftz, Sat: m.sat, Relu: m.words["relu"], SatFinite: m.words["satfinite"]}
	if m.irnd != "" {
		cv.Round = rounding(m.irnd)
		cv.Integral = true
	} else {
		cv.Round = rounding(m.rnd)
	}
	if err := cv.Check(); err != nil {
		c.failf("%v", err)
	}
	if fs == fp.F64 && (fd == fp.F16 || fd == fp.BF16) && cv.Round == fp.RN && !cv.Integral && ops[1].Kind == ptx.OpdFloat {
		if isNaN64(immBits(ops[1], st)) {
			// ptxas converts an immediate NaN itself, to the canonical 0x7fff (version 2's sweeps:
			// cvt.rn.f16.f64 and cvt.rn.bf16.f64 of 0d7FF8000000000000); the hardware keeps a
			// register NaN's sign and top payload bits (nanResult).
			g.op, g.a = opMov, c.constSlot(fp.CanonicalNaN16)
			c.emit(g)
			return
		}
	}
	g.op = opCvt
	g.aux = c.cvtIndex(cv)
	c.emit(g)
}

// cvtIndex adds cv to the kernel's conversions and is its index, an opCvt/opCvtPack aux.
func (c *compiler) cvtIndex(cv fp.Cvt) uint32 {
	c.k.cvts = append(c.k.cvts, cv)
	return uint32(len(c.k.cvts) - 1)
}

// tf32Mode bits of opCvtTF32's aux.
const (
	tf32RN        = 1 // round to nearest, ties to even (else ties away from zero: .rna)
	tf32RZ        = 2 // round toward zero
	tf32SatFinite = 4
	tf32Relu      = 8
)

// cvtTF32 lowers cvt.rna{.satfinite}.tf32.f32 (sm_80) and cvt.{rn,rz}{.relu}{.satfinite}.tf32.f32
// (sm_90): the f32 rounded to tf32's 10 mantissa bits, kept in a 32-bit register.
func (c *compiler) cvtTF32(in *ptx.Instr, g inst, m mods) {
	c.nops(in, 2)
	rnd := m.rnd
	if m.words["rna"] {
		rnd = "rna"
	}
	switch rnd {
	case "rna":
	case "rn":
		g.aux |= tf32RN
	case "rz":
		g.aux |= tf32RZ
	default:
		c.failf("cvt.tf32.f32 needs .rna, .rn or .rz, has %q", rnd)
	}
	if m.words["satfinite"] {
		g.aux |= tf32SatFinite
	}
	if m.words["relu"] {
		if rnd == "rna" {
			c.failf("cvt.rna.tf32.f32 has no .relu")
		}
		g.aux |= tf32Relu
	}
	g.op = opCvtTF32
	g.d = c.dst(in.Operands[0])
	g.a = c.src(in.Operands[1], "f32")
	c.emit(g)
}

// toTF32 rounds the f32 v to tf32 as cvt.*.tf32.f32 does (mode: tf32Mode bits): the 13 low
// mantissa bits dropped and zero, .satfinite clamping infinities and overflows to the largest
// finite tf32, .relu making negatives (and -0) +0. A NaN, as the H200 gives it: .rn and .rz
// 0x7fffe000 (tf32's canonical NaN; random v2 sweeps); plain .rna the NaN truncated (a payload
// only in the low 13 bits leaves an infinity; testdata/conformance/random, sweep s1);
// .rna.satfinite the NaN truncated less one tf32 unit, what saturating an infinity does to its
// bits (0x7fa00000 gives 0x7f9fe000, 0xff800001 0xff7fe000; testdata/conformance/rand16).
func toTF32(v uint32, mode uint32) uint32 {
	if v&0x7f800000 == 0x7f800000 && v&0x7fffff != 0 {
		switch {
		case mode&(tf32RN|tf32RZ) != 0:
			return 0x7fffe000
		case mode&tf32SatFinite != 0:
			return v&^0x1fff - 0x2000
		}
		return v &^ 0x1fff
	}
	if mode&tf32Relu != 0 && v&0x80000000 != 0 {
		return 0
	}
	sign, mag := v&0x80000000, v&0x7fffffff
	if mag == 0x7f800000 { // infinity
		if mode&tf32SatFinite != 0 {
			return sign | 0x7f7fe000
		}
		return v
	}
	low, b := mag&0x1fff, mag&^0x1fff
	switch {
	case mode&tf32RZ != 0:
	case mode&tf32RN != 0:
		if low > 0x1000 || low == 0x1000 && b&0x2000 != 0 {
			b += 0x2000
		}
	default: // .rna
		if low >= 0x1000 {
			b += 0x2000
		}
	}
	if b >= 0x7f800000 && mode&tf32SatFinite != 0 {
		b = 0x7f7fe000
	}
	return sign | b
}

// cvtPackSat lowers cvt.pack.sat.{u16,s16}.s32 d, a, b and cvt.pack.sat.{u8,s8,u4,s4}.s32.b32
// d, a, b, c (PTX ISA, "cvt.pack"): a and b clamped to the destination type's range, b in the
// low bits and a above it, then for the 8- and 4-bit forms c's low bits above those.
func (c *compiler) cvtPackSat(in *ptx.Instr, g inst, m mods) {
	width := map[string]int64{"u16": 16, "s16": 16, "u8": 8, "s8": 8}
	var dt string
	if len(m.types) > 0 {
		dt = m.types[0]
	}
	w, ok := width[dt]
	if m.words["u4"] || m.words["s4"] {
		dt, w, ok = "u4", 4, len(m.types) == 2 && m.types[0] == "s32" && m.types[1] == "b32"
		if m.words["s4"] {
			dt = "s4"
		}
	} else if ok {
		ok = w == 16 && len(m.types) == 2 && m.types[1] == "s32" ||
			w == 8 && len(m.types) == 3 && m.types[1] == "s32" && m.types[2] == "b32"
	}
	if !ok || !m.sat {
		c.failf("cvt.pack needs .sat and .{u16,s16}.s32 or .{u8,s8,u4,s4}.s32.b32")
	}
	g.op = opIntGeneric
	g.aux = iPackSat<<8 | uint32(tS32)
	g.imm = w
	if dt[0] == 's' {
		g.imm |= 1 << 8
	}
	if w == 16 {
		c.nops(in, 3)
		g.c = c.constSlot(0)
	} else {
		c.nops(in, 4)
	}
	g.d = c.dst(in.Operands[0])
	g.a = c.src(in.Operands[1], "s32")
	g.b = c.src(in.Operands[2], "s32")
	if w != 16 {
		g.c = c.src(in.Operands[3], "b32")
	}
	c.emit(g)
}
