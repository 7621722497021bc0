package sim

import (
	"encoding/binary"
	"flag"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// Random programs, version 2 (testdata/conformance/random/README.md): the instruction families
// version 1 never writes - scalar f16/bf16 arithmetic and compares, conversions between every
// floating-point format (fp8 pairs and tf32 among them) and integer widths with saturation,
// division and transcendentals on chosen special operands, integer odds and ends (mad.wide,
// mad.cc chains, fns, 16-bit and s16x2 arithmetic, 64-bit abs/neg/bfind, video instructions),
// and mma.sync/wmma.mma on random and on tame operands. Version 1's generator and recording stay
// as they are; version 2 draws from its own seeds and only adds methods to hwGen.

const (
	hwRandom2Version = "v2"
	hwSweep2Version  = "s2"
	hwRandom2Count   = 400
	hwSweep2Count    = 150
)

// hwRandom2Regs are the registers version 2 adds to the prologue: %k and %m integer operands
// that hold 0, -1, INT_MIN and their neighbours in some lanes (divisors and dividends a random
// word rarely is), and %y tame tensor-core operands (see tameOperands).
const hwRandom2Regs = "\t.reg .b32 %k<4>;\n\t.reg .b64 %m<3>;\n\t.reg .b32 %y<16>;\n\t.reg .b64 %e<2>;\n"

// prologue2 is version 1's prologue, then the special integers and tame operands.
func (g *hwGen) prologue2(words int, regs string) {
	g.prologue(words, hwRandom2Regs+regs)
	// Lane-dependent, so ptxas cannot fold them: %k0 = tid<<29 is 0, 2^29, 2^30, 3*2^29,
	// INT_MIN, ... by lane; %k1 = %k0>>31 (arithmetic) is 0 or -1; %k2 is 1 or -1; %k3 = %k0 - 1
	// is -1, INT_MAX, ... .
	g.line("shl.b32 %%k0, %%r1, 29;")
	g.line("shr.s32 %%k1, %%k0, 31;")
	g.line("or.b32 %%k2, %%k1, 1;")
	g.line("sub.s32 %%k3, %%k0, 1;")
	g.line("cvt.u64.u32 %%m0, %%r1;")
	g.line("shl.b64 %%m0, %%m0, 61;")
	g.line("shr.s64 %%m1, %%m0, 63;")
	g.line("sub.s64 %%m2, %%m0, 1;")
	g.tameOperands()
}

// tameOperands fills %y with operands of narrow exponent range from the loaded data: random bits
// make most tensor-core sums NaN, infinite or dominated by one term; these exercise the
// alignment and truncation of docs/tensor-cores.md instead. %y0-3: f16 pairs in [2^-3, 2);
// %y4-7: bf16 pairs in [2^-3, 2); %y8-11: f32 (tf32) in [2^-3, 2); %y12-15: fp8 e4m3 quads in
// [2^-2, 2) (as e5m2 they are in [2^-3, 2^2)). %e0-1: f64 in [2^-3, 2).
func (g *hwGen) tameOperands() {
	masks := [][2]uint32{{0x8fff8fff, 0x30003000}, {0x81ff81ff, 0x3e003e00}, {0x81ffffff, 0x3e000000}, {0x8f8f8f8f, 0x30303030}}
	for i := range 16 {
		src := fmt.Sprintf("%%r%d", 5+(i*7)%11)
		if i%2 == 1 {
			src = fmt.Sprintf("%%x%d", (i/2)%4)
		}
		m := masks[i/4]
		g.line("and.b32 %%y%d, %s, %d;", i, src, int32(m[0]))
		g.line("or.b32 %%y%d, %%y%d, %d;", i, i, int32(m[1]))
	}
	for i := range 2 {
		g.line("and.b64 %%e%d, %%l%d, %d;", i, i, int64(-0x7fc0000000000001))
		g.line("or.b64 %%e%d, %%e%d, %d;", i, i, int64(0x3fc0000000000000))
	}
}

// ki is a 32-bit integer operand: a data register or one of the special-value registers.
func (g *hwGen) ki() string {
	if g.n(2) == 0 {
		return fmt.Sprintf("%%k%d", g.n(4))
	}
	return g.ri()
}

func (g *hwGen) mi() string {
	if g.n(2) == 0 {
		return fmt.Sprintf("%%m%d", g.n(3))
	}
	return g.lr()
}

// fimm is an f32 operand: a register or, a quarter of the time, a special immediate.
func (g *hwGen) fimm() string {
	if g.n(4) == 0 {
		return "0f" + g.pick("00000000", "80000000", "7F800000", "FF800000", "7FFFFFFF", "00000001", "807FFFFF",
			"00800000", "3F800000", "BF800000", "4F000000", "CF000000", "5F000000", "3F000000", "7F7FFFFF")
	}
	return g.fr()
}

// dimm is the f64 counterpart of fimm.
func (g *hwGen) dimm() string {
	if g.n(4) == 0 {
		return "0d" + g.pick("0000000000000000", "8000000000000000", "7FF0000000000000", "FFF0000000000000",
			"7FF8000000000000", "0000000000000001", "0010000000000000", "3FF0000000000000", "BFF0000000000000",
			"41E0000000000000", "C3E0000000000000", "7FEFFFFFFFFFFFFF")
	}
	return g.dr()
}

// half16Op: scalar f16 and bf16 arithmetic on the b16 registers, and the f16x2/bf16x2 forms
// version 1 lacks.
func (g *hwGen) half16Op() {
	a, b, c := g.hr(), g.hr(), g.hr()
	switch g.n(14) {
	case 0:
		fmt.Fprintf(&g.b, "%s%s%s%s.f16 %s, %s, %s;\n", g.pick("add", "sub", "mul"), g.opt(".rn", 2), g.opt(".ftz", 3), g.opt(".sat", 4), g.dH(), a, b)
	case 1:
		fmt.Fprintf(&g.b, "fma.rn%s%s.f16 %s, %s, %s, %s;\n", g.opt(".ftz", 3), g.pick("", ".sat", ".relu"), g.dH(), a, b, c)
	case 2:
		fmt.Fprintf(&g.b, "%s.rn.bf16 %s, %s, %s;\n", g.pick("add", "sub", "mul"), g.dH(), a, b)
	case 3:
		fmt.Fprintf(&g.b, "fma.rn%s.bf16 %s, %s, %s, %s;\n", g.opt(".relu", 2), g.dH(), a, b, c)
	case 4:
		fmt.Fprintf(&g.b, "%s%s%s%s.f16 %s, %s, %s;\n", g.pick("min", "max"), g.opt(".ftz", 3), g.opt(".NaN", 3), g.opt(".xorsign.abs", 3), g.dH(), a, b)
	case 5:
		fmt.Fprintf(&g.b, "%s%s%s.bf16 %s, %s, %s;\n", g.pick("min", "max"), g.opt(".NaN", 3), g.opt(".xorsign.abs", 3), g.dH(), a, b)
	case 6:
		fmt.Fprintf(&g.b, "%s%s.f16 %s, %s;\n", g.pick("neg", "abs"), g.opt(".ftz", 2), g.dH(), a)
	case 7:
		fmt.Fprintf(&g.b, "%s.bf16 %s, %s;\n", g.pick("neg", "abs"), g.dH(), a)
	case 8:
		fmt.Fprintf(&g.b, "%s %s, %s;\n", g.pick("ex2.approx.f16", "tanh.approx.f16", "ex2.approx.ftz.bf16", "tanh.approx.bf16"), g.dH(), a)
	case 9:
		fmt.Fprintf(&g.b, "%s %s, %s;\n", g.pick("ex2.approx.ftz.bf16x2", "tanh.approx.bf16x2", "neg.bf16x2", "abs.bf16x2", "tanh.approx.f16x2"), g.dX(), g.xr())
	case 10:
		fmt.Fprintf(&g.b, "%s%s%s.%s %s, %s, %s;\n", g.pick("min", "max"), g.opt(".NaN", 2), ".xorsign.abs", g.pick("f16x2", "bf16x2"), g.dX(), g.xr(), g.xr())
	case 11:
		fmt.Fprintf(&g.b, "fma.rn%s.relu.%s %s, %s, %s, %s;\n", g.opt(".ftz", 2), "f16x2", g.dX(), g.xr(), g.xr(), g.xr())
	case 12:
		cmp := g.pick("lt", "le", "gt", "ge", "eq", "ne", "equ", "neu", "ltu", "geu", "num", "nan")
		typ := g.pick(g.opt(".ftz", 2)+".f16", ".bf16")
		fmt.Fprintf(&g.b, "setp.%s%s %s, %s, %s;\n", cmp, typ, g.dP(), a, b)
	default:
		cmp := g.pick("lt", "le", "gt", "ge", "eq", "ne", "equ", "neu", "ltu", "geu", "num", "nan")
		fmt.Fprintf(&g.b, "setp.%s.bf16x2 %s|%s, %s, %s;\n", cmp, g.dP(), g.dP(), g.xr(), g.xr())
	}
}

// convert2: the conversions version 1 lacks.
func (g *hwGen) convert2() {
	ints := []string{"s8", "u8", "s16", "u16", "s32", "u32", "s64", "u64"}
	it := ints[g.n(len(ints))]
	// An integer register of the type's width: %h for 8 and 16 bits, %r for 32, %l for 64.
	ireg := func(t string, dest bool) string {
		switch t[1:] {
		case "8", "16":
			if dest {
				return g.dH()
			}
			return g.hr()
		case "64":
			if dest {
				return g.dL()
			}
			return g.mi()
		}
		if dest {
			return g.dR()
		}
		return g.ki()
	}
	switch g.n(16) {
	case 0: // float to integer, every rounding, with or without .sat
		switch g.n(3) {
		case 0:
			fmt.Fprintf(&g.b, "cvt%s%s%s.%s.f32 %s, %s;\n", g.irnd(), g.opt(".ftz", 3), g.opt(".sat", 2), it, ireg(it, true), g.fimm())
		case 1:
			fmt.Fprintf(&g.b, "cvt%s%s.%s.f64 %s, %s;\n", g.irnd(), g.opt(".sat", 2), it, ireg(it, true), g.dimm())
		default:
			half, sat := g.bf16Int(&it)
			fmt.Fprintf(&g.b, "cvt%s%s.%s.%s %s, %s;\n", g.irnd(), sat, it, half, ireg(it, true), g.hr())
		}
	case 1: // integer to float
		switch g.n(3) {
		case 0:
			fmt.Fprintf(&g.b, "cvt%s.f32.%s %s, %s;\n", g.rnd(), it, g.dF(), ireg(it, false))
		case 1:
			fmt.Fprintf(&g.b, "cvt%s.f64.%s %s, %s;\n", g.rnd(), it, g.dD(), ireg(it, false))
		default:
			half, _ := g.bf16Int(&it)
			fmt.Fprintf(&g.b, "cvt%s.%s.%s %s, %s;\n", g.rnd(), half, it, g.dH(), ireg(it, false))
		}
	case 2: // integer to integer, wrapping or saturating
		from := ints[g.n(len(ints))]
		sat := ""
		if !intRangeWithin(from, it) { // .sat only where the value can be out of range
			sat = g.opt(".sat", 2)
		}
		fmt.Fprintf(&g.b, "cvt%s.%s.%s %s, %s;\n", sat, it, from, ireg(it, true), ireg(from, false))
	case 3:
		fmt.Fprintf(&g.b, "cvt.pack.sat.%s.s32.b32 %s, %s, %s, %s;\n", g.pick("s8", "u8", "s4", "u4"), g.dR(), g.ki(), g.ki(), g.ri())
	case 4:
		fmt.Fprintf(&g.b, "cvt.pack.sat.%s.s32 %s, %s, %s;\n", g.pick("s16", "u16"), g.dR(), g.ki(), g.ki())
	case 5: // f16 and f64
		if g.n(2) == 0 {
			fmt.Fprintf(&g.b, "cvt.f64.f16 %s, %s;\n", g.dD(), g.hr())
		} else {
			fmt.Fprintf(&g.b, "cvt%s.f16.f64 %s, %s;\n", g.rnd(), g.dH(), g.dimm())
		}
	case 6: // bf16 from f32 and f64 with every rounding, and back
		switch g.n(3) {
		case 0:
			rnd := g.rnd()
			if rnd == ".rn" || rnd == ".rz" {
				rnd += g.opt(".relu", 3) // .relu only with .rn and .rz
			}
			fmt.Fprintf(&g.b, "cvt%s.bf16.f32 %s, %s;\n", rnd, g.dH(), g.fimm())
		case 1:
			fmt.Fprintf(&g.b, "cvt.rn.bf16.f64 %s, %s;\n", g.dH(), g.dimm())
		default:
			fmt.Fprintf(&g.b, "cvt.f64.bf16 %s, %s;\n", g.dD(), g.hr())
		}
	case 7: // between f16 and bf16, and rounding within a format
		switch g.n(3) {
		case 0:
			fmt.Fprintf(&g.b, "cvt.rn.bf16.f16 %s, %s;\n", g.dH(), g.hr())
		case 1:
			fmt.Fprintf(&g.b, "cvt.f16.bf16 %s, %s;\n", g.dH(), g.hr())
		default:
			half, sat := "bf16", "" // no .sat for bf16
			if g.n(2) == 0 {
				half, sat = "f16", g.opt(".sat", 3)
			}
			fmt.Fprintf(&g.b, "cvt%s%s.%s.%s %s, %s;\n", g.irnd(), sat, half, half, g.dH(), g.hr())
		}
	case 8:
		fmt.Fprintf(&g.b, "cvt%s%s.f64.f64 %s, %s;\n", g.irnd(), g.opt(".sat", 3), g.dD(), g.dimm())
	case 9: // f32 pairs to fp8 pairs
		fmt.Fprintf(&g.b, "cvt.rn.satfinite%s.%s.f32 %s, %s, %s;\n", g.opt(".relu", 3), g.pick("e4m3x2", "e5m2x2"), g.dH(), g.fimm(), g.fimm())
	case 10:
		fmt.Fprintf(&g.b, "cvt.rn.satfinite%s.%s.f16x2 %s, %s;\n", g.opt(".relu", 3), g.pick("e4m3x2", "e5m2x2"), g.dH(), g.pick(g.xr(), g.ri()))
	case 11:
		fmt.Fprintf(&g.b, "cvt.rn%s.f16x2.%s %s, %s;\n", g.opt(".relu", 3), g.pick("e4m3x2", "e5m2x2"), g.dX(), g.hr())
	case 12: // tf32
		if g.n(3) == 0 {
			g.ptx8 = true // .satfinite with .rna: PTX 8.1
			fmt.Fprintf(&g.b, "cvt.rna.satfinite.tf32.f32 %s, %s;\n", g.dR(), g.fimm())
			return
		}
		fmt.Fprintf(&g.b, "cvt%s.tf32.f32 %s, %s;\n", g.pick(".rn", ".rz"), g.dR(), g.fimm())
	case 13: // f32 pairs to f16x2/bf16x2, toward zero
		fmt.Fprintf(&g.b, "cvt.rz%s.%s.f32 %s, %s, %s;\n", g.opt(".relu", 3), g.pick("f16x2", "bf16x2"), g.dX(), g.fimm(), g.fimm())
	case 14: // f32 to f16 from special immediates, f16 to f32 and f64 from loaded halves
		rnd := g.rnd()
		if rnd == ".rn" {
			rnd += g.opt(".relu", 2) // .relu only with .rn
		}
		fmt.Fprintf(&g.b, "cvt%s.f16.f32 %s, %s;\n", rnd, g.dH(), g.fimm())
	default:
		fmt.Fprintf(&g.b, "cvt%s%s%s.f32.f64 %s, %s;\n", g.rnd(), g.opt(".ftz", 3), g.opt(".sat", 4), g.dF(), g.dimm())
	}
}

// arith2: division, square roots, reciprocals and the approximate functions on special operands,
// and f64 forms version 1 lacks.
func (g *hwGen) arith2() {
	switch g.n(12) {
	case 0:
		fmt.Fprintf(&g.b, "div%s%s.f32 %s, %s, %s;\n", g.pick(g.rnd(), ".approx", ".full"), g.opt(".ftz", 2), g.dF(), g.fimm(), g.fimm())
	case 1:
		fmt.Fprintf(&g.b, "%s%s%s.f32 %s, %s;\n", g.pick("rcp", "sqrt"), g.pick(g.rnd(), ".approx"), g.opt(".ftz", 2), g.dF(), g.fimm())
	case 2:
		if g.n(6) == 0 {
			fmt.Fprintf(&g.b, "tanh.approx.f32 %s, %s;\n", g.dF(), g.fimm()) // no .ftz form
			return
		}
		fmt.Fprintf(&g.b, "%s.approx%s.f32 %s, %s;\n", g.pick("rsqrt", "sin", "cos", "lg2", "ex2"), g.opt(".ftz", 2), g.dF(), g.fimm())
	case 3:
		fmt.Fprintf(&g.b, "div%s.f64 %s, %s, %s;\n", g.rnd(), g.dD(), g.dimm(), g.dimm())
	case 4:
		fmt.Fprintf(&g.b, "%s%s.f64 %s, %s;\n", g.pick("rcp", "sqrt"), g.rnd(), g.dD(), g.dimm())
	case 5:
		fmt.Fprintf(&g.b, "%s %s, %s;\n", g.pick("rsqrt.approx.f64", "rsqrt.approx.ftz.f64", "rcp.approx.ftz.f64"), g.dD(), g.dimm())
	case 6:
		fmt.Fprintf(&g.b, "%s.f64 %s, %s, %s;\n", g.pick("min", "max"), g.dD(), g.dimm(), g.dimm())
	case 7:
		fmt.Fprintf(&g.b, "copysign.f64 %s, %s, %s;\n", g.dD(), g.dr(), g.dr())
	case 8:
		fmt.Fprintf(&g.b, "testp.%s.f64 %s, %s;\n", g.pick("finite", "infinite", "number", "notanumber", "normal", "subnormal"), g.dP(), g.dr())
	case 9:
		fmt.Fprintf(&g.b, "%s%s%s.f32 %s, %s, %s;\n", g.pick("min", "max"), g.opt(".NaN", 2), g.opt(".xorsign.abs", 2), g.dF(), g.fr(), g.fimm())
	case 10:
		fmt.Fprintf(&g.b, "fma%s%s%s.f32 %s, %s, %s, %s;\n", g.rnd(), g.opt(".ftz", 2), g.opt(".sat", 3), g.dF(), g.fimm(), g.fimm(), g.fr())
	default:
		fmt.Fprintf(&g.b, "set.%s.%s.f64 %s, %s, %s;\n", g.pick("lt", "ge", "equ", "neu", "nan", "num"), g.pick("u32", "s32", "f32"), g.dR(), g.dr(), g.dimm())
	}
}

// int2: integer instructions version 1 lacks, and division by the special operands.
func (g *hwGen) int2() {
	switch g.n(16) {
	case 0, 1:
		typ := g.pick("s32", "u32")
		fmt.Fprintf(&g.b, "%s.%s %s, %s, %s;\n", g.pick("div", "rem"), typ, g.dR(), g.ki(), g.ki())
	case 2:
		fmt.Fprintf(&g.b, "%s.%s %s, %s, %s;\n", g.pick("div", "rem"), g.pick("s64", "u64"), g.dL(), g.mi(), g.mi())
	case 3:
		fmt.Fprintf(&g.b, "mad.wide.%s %s, %s, %s, %s;\n", g.pick("s32", "u32"), g.dL(), g.ki(), g.ki(), g.mi())
	case 4:
		fmt.Fprintf(&g.b, "fns.b32 %s, %s, %s, %s;\n", g.dR(), g.ki(), g.pick(g.ri(), fmt.Sprint(g.n(32))), g.pick(g.ki(), fmt.Sprint(g.n(9)-4)))
	case 5:
		fmt.Fprintf(&g.b, "%s %s, %s;\n", g.pick("abs.s64", "neg.s64", "not.b64"), g.dL(), g.mi())
	case 6:
		fmt.Fprintf(&g.b, "bfind%s.%s %s, %s;\n", g.opt(".shiftamt", 2), g.pick("u64", "s64"), g.dR(), g.mi())
	case 7:
		typ := g.pick("s16", "u16")
		switch g.n(4) {
		case 0:
			fmt.Fprintf(&g.b, "%s.%s %s, %s, %s;\n", g.pick("add", "sub", "min", "max"), typ, g.dH(), g.hr(), g.hr())
		case 1:
			fmt.Fprintf(&g.b, "mul.%s.%s %s, %s, %s;\n", g.pick("lo", "hi"), typ, g.dH(), g.hr(), g.hr())
		case 2:
			fmt.Fprintf(&g.b, "mul.wide.%s %s, %s, %s;\n", typ, g.dR(), g.hr(), g.hr())
		default:
			fmt.Fprintf(&g.b, "%s.%s %s, %s, %s;\n", g.pick("div", "rem"), typ, g.dH(), g.hr(), g.hr())
		}
	case 8:
		fmt.Fprintf(&g.b, "%s.s16 %s, %s;\n", g.pick("abs", "neg"), g.dH(), g.hr())
	case 9:
		typ := g.pick("s16x2", "u16x2")
		relu := ""
		if typ == "s16x2" {
			relu = g.opt(".relu", 2)
		}
		g.ptx8 = true // min/max on 16-bit pairs: PTX 8.0
		fmt.Fprintf(&g.b, "%s%s.%s %s, %s, %s;\n", g.pick("min", "max"), relu, typ, g.dR(), g.ri(), g.ri())
	case 10:
		fmt.Fprintf(&g.b, "%s.%s %s, %s, %s;\n", g.pick("add", "sub", "min", "max"), g.pick("s32", "u32"), g.dR(), g.ki(), g.ki())
	case 11:
		fmt.Fprintf(&g.b, "%s.s32 %s, %s;\n", g.pick("abs", "neg"), g.dR(), g.ki())
	case 12:
		fmt.Fprintf(&g.b, "%s.b32 %s, %s;\n", g.pick("popc", "clz", "brev", "not", "cnot"), g.dR(), g.ki())
	case 13:
		fmt.Fprintf(&g.b, "bfind%s.%s %s, %s;\n", g.opt(".shiftamt", 2), g.pick("u32", "s32"), g.dR(), g.ki())
	case 14:
		fmt.Fprintf(&g.b, "mul.hi.%s %s, %s, %s;\n", g.pick("s32", "u32"), g.dR(), g.ki(), g.ki())
	default:
		fmt.Fprintf(&g.b, "%s.%s %s, %s, %s;\n", g.pick("mul.hi", "mul.lo"), g.pick("s64", "u64"), g.dL(), g.mi(), g.mi())
	}
}

// madChain is an extended-precision multiply-add: mad.lo/hi.cc then madc (the carry flag lives
// between the instructions, so the chain is never guarded).
func (g *hwGen) madChain() {
	typ := g.pick("u32", "s32")
	fmt.Fprintf(&g.b, "mad.%s.cc.%s %s, %s, %s, %s;\n", g.pick("lo", "hi"), typ, g.dR(), g.ki(), g.ki(), g.ri())
	for range g.n(3) {
		g.line("madc.%s.cc.%s %s, %s, %s, %s;", g.pick("lo", "hi"), typ, g.dR(), g.ri(), g.ki(), g.ri())
	}
	if g.n(2) == 0 {
		g.line("madc.%s.%s %s, %s, %s, %s;", g.pick("lo", "hi"), typ, g.dR(), g.ri(), g.ri(), g.ri())
	} else {
		g.line("addc.%s %s, %s, %s;", typ, g.dR(), g.ri(), g.ri())
	}
}

// video: the scalar video instructions with selectors, saturation and secondary operations, and
// the SIMD ones with masks.
func (g *hwGen) video() {
	sel := func() string { return g.pick("", "", ".b0", ".b1", ".b2", ".b3", ".h0", ".h1") }
	typ := func() string { return g.pick("u32", "s32") }
	switch g.n(5) {
	case 0, 1:
		op := g.pick("vadd", "vsub", "vabsdiff", "vmin", "vmax")
		sat, sec := g.opt(".sat", 3), ""
		if g.n(2) == 0 {
			sec = g.pick(".add", ".min", ".max")
		}
		c := ""
		if sec != "" {
			c = ", " + g.ri()
		}
		fmt.Fprintf(&g.b, "%s.%s.%s.%s%s%s %s, %s%s, %s%s%s;\n", op, typ(), typ(), typ(), sat, sec, g.dR(), g.ki(), sel(), g.ki(), sel(), c)
	case 2:
		op := g.pick("vshl", "vshr")
		fmt.Fprintf(&g.b, "%s.%s.u32.u32.%s %s, %s%s, %s%s;\n", op, typ(), g.pick("clamp", "wrap"), g.dR(), g.ki(), sel(), g.ri(), sel())
	case 3:
		fmt.Fprintf(&g.b, "vset.%s.%s.%s %s, %s%s, %s%s;\n", typ(), typ(), g.pick("lt", "le", "gt", "ge", "eq", "ne"), g.dR(), g.ki(), sel(), g.ki(), sel())
	default:
		op := g.pick("vadd2", "vsub2", "vavrg2", "vabsdiff2", "vmin2", "vmax2", "vadd4", "vsub4", "vavrg4", "vabsdiff4", "vmin4", "vmax4")
		fmt.Fprintf(&g.b, "%s.%s.%s.%s%s %s, %s, %s, %s;\n", op, typ(), typ(), typ(), g.opt(".sat", 3), g.dR(), g.ki(), g.ki(), g.ri())
	}
}

// distinct draws n different destination registers (a tensor-core destination list may not
// name a register twice).
func (g *hwGen) distinct(n int, draw func() string) []string {
	var out []string
	seen := map[string]bool{}
	for len(out) < n {
		if r := draw(); !seen[r] {
			seen[r] = true
			out = append(out, r)
		}
	}
	return out
}

// regs draws n source registers (repeats allowed).
func (g *hwGen) regs(n int, draw func() string) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = draw()
	}
	return out
}

func braces(r []string) string { return "{" + strings.Join(r, ", ") + "}" }

// tensor writes one mma.sync or wmma.mma: one warp, converged, every lane holding its fragments
// in registers (random words or the tame operands) and keeping its own destination words.
func (g *hwGen) tensor() {
	// A source of b32 fragment words: tame operands of kind tame (0 f16, 1 bf16, 2 f32, 3 fp8)
	// half the time, random loaded words otherwise.
	frag := func(tame int) func() string {
		return func() string {
			if g.n(2) == 0 {
				return fmt.Sprintf("%%y%d", 4*tame+g.n(4))
			}
			return g.pick(g.xr(), g.rd())
		}
	}
	f32c := func() string {
		if g.n(2) == 0 {
			return fmt.Sprintf("%%y%d", 8+g.n(4))
		}
		return g.fr()
	}
	intw := func() string { return g.pick(g.xr(), g.rd(), g.ki()) }
	switch g.n(12) {
	case 0: // f16 m16n8k16, f32 or f16 accumulator
		if g.n(2) == 0 {
			fmt.Fprintf(&g.b, "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 %s, %s, %s, %s;\n",
				braces(g.distinct(4, g.dF)), braces(g.regs(4, frag(0))), braces(g.regs(2, frag(0))), braces(g.regs(4, f32c)))
		} else {
			fmt.Fprintf(&g.b, "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 %s, %s, %s, %s;\n",
				braces(g.distinct(2, g.dX)), braces(g.regs(4, frag(0))), braces(g.regs(2, frag(0))), braces(g.regs(2, frag(0))))
		}
	case 1:
		fmt.Fprintf(&g.b, "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 %s, %s, %s, %s;\n",
			braces(g.distinct(4, g.dF)), braces(g.regs(2, frag(0))), braces(g.regs(1, frag(0))), braces(g.regs(4, f32c)))
	case 2:
		fmt.Fprintf(&g.b, "mma.sync.aligned.m16n8k%s.row.col.f32.bf16.bf16.f32 %s, %s, %s, %s;\n", "16",
			braces(g.distinct(4, g.dF)), braces(g.regs(4, frag(1))), braces(g.regs(2, frag(1))), braces(g.regs(4, f32c)))
	case 3:
		if g.n(2) == 0 {
			fmt.Fprintf(&g.b, "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 %s, %s, %s, %s;\n",
				braces(g.distinct(4, g.dF)), braces(g.regs(4, frag(2))), braces(g.regs(2, frag(2))), braces(g.regs(4, f32c)))
		} else {
			fmt.Fprintf(&g.b, "mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32 %s, %s, %s, %s;\n",
				braces(g.distinct(4, g.dF)), braces(g.regs(2, frag(2))), braces(g.regs(1, frag(2))), braces(g.regs(4, f32c)))
		}
	case 4:
		f64 := func() string { return g.pick(g.dr(), "%e0", "%e1") }
		fmt.Fprintf(&g.b, "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 %s, {%s}, {%s}, %s;\n",
			braces(g.distinct(2, g.dD)), f64(), f64(), braces(g.regs(2, f64)))
	case 5:
		a, b := g.pick("s8", "u8"), g.pick("s8", "u8")
		if g.n(2) == 0 {
			fmt.Fprintf(&g.b, "mma.sync.aligned.m16n8k32.row.col%s.s32.%s.%s.s32 %s, %s, %s, %s;\n", g.opt(".satfinite", 2), a, b,
				braces(g.distinct(4, g.dR)), braces(g.regs(4, intw)), braces(g.regs(2, intw)), braces(g.regs(4, g.ki)))
		} else {
			fmt.Fprintf(&g.b, "mma.sync.aligned.m16n8k16.row.col%s.s32.%s.%s.s32 %s, %s, %s, %s;\n", g.opt(".satfinite", 2), a, b,
				braces(g.distinct(4, g.dR)), braces(g.regs(2, intw)), braces(g.regs(1, intw)), braces(g.regs(4, g.ki)))
		}
	case 6:
		a, b := g.pick("s4", "u4"), g.pick("s4", "u4")
		fmt.Fprintf(&g.b, "mma.sync.aligned.m16n8k64.row.col%s.s32.%s.%s.s32 %s, %s, %s, %s;\n", g.opt(".satfinite", 2), a, b,
			braces(g.distinct(4, g.dR)), braces(g.regs(4, intw)), braces(g.regs(2, intw)), braces(g.regs(4, g.ki)))
	case 7:
		g.ptx8 = true // fp8 mma: PTX 8.4
		fmt.Fprintf(&g.b, "mma.sync.aligned.m16n8k32.row.col.f32.%s.%s.f32 %s, %s, %s, %s;\n", g.pick("e4m3", "e5m2"), g.pick("e4m3", "e5m2"),
			braces(g.distinct(4, g.dF)), braces(g.regs(4, frag(3))), braces(g.regs(2, frag(3))), braces(g.regs(4, f32c)))
	case 8:
		fmt.Fprintf(&g.b, "mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32 %s, %s, %s, %s;\n",
			braces(g.distinct(8, g.dF)), braces(g.regs(2, frag(0))), braces(g.regs(2, frag(0))), braces(g.regs(8, f32c)))
	case 9:
		fmt.Fprintf(&g.b, "wmma.mma.sync.aligned.%s.%s.m16n16k16.f32.f32 %s, %s, %s, %s;\n", g.pick("row", "col"), g.pick("row", "col"),
			braces(g.distinct(8, g.dF)), braces(g.regs(8, frag(0))), braces(g.regs(8, frag(0))), braces(g.regs(8, f32c)))
	case 10:
		kind := g.pick("bf16", "tf32")
		shape, n, tame := "m16n16k16", 4, 1
		if kind == "tf32" {
			shape, tame = "m16n16k8", 2
		}
		fmt.Fprintf(&g.b, "wmma.mma.sync.aligned.%s.%s.%s.f32.%s.%s.f32 %s, %s, %s, %s;\n", g.pick("row", "col"), g.pick("row", "col"), shape, kind, kind,
			braces(g.distinct(8, g.dF)), braces(g.regs(n, frag(tame))), braces(g.regs(n, frag(tame))), braces(g.regs(8, f32c)))
	default:
		typ := g.pick("s8", "u8") // wmma takes one integer type for A and B
		fmt.Fprintf(&g.b, "wmma.mma.sync.aligned.row.col.m16n16k16.s32.%s.%s.s32%s %s, %s, %s, %s;\n", typ, typ, g.opt(".satfinite", 2),
			braces(g.distinct(8, g.dR)), braces(g.regs(2, intw)), braces(g.regs(2, intw)), braces(g.regs(8, g.ki)))
	}
}

// instruction2 writes one instruction (or a short sequence) of version 2: mostly the new
// families, a fifth of the time one of version 1's, so the new results flow through the old.
func (g *hwGen) instruction2() {
	k := g.n(20)
	if k < 4 {
		g.instruction()
		return
	}
	plain := g.n(5) != 0
	if k >= 18 && !(plain && g.converged()) {
		k = 4 + g.n(14) // a chain or collective needs no guard and a converged warp
	}
	if !plain && k < 18 {
		g.b.WriteString("\t@" + g.pick("", "!") + g.pr() + " ")
	} else {
		g.b.WriteString("\t")
	}
	switch {
	case k < 7:
		g.half16Op()
	case k < 11:
		g.convert2()
	case k < 13:
		g.arith2()
	case k < 16:
		g.int2()
	case k < 18:
		g.video()
	case k == 18:
		g.madChain()
	default:
		g.tensor()
	}
}

// hwRandom2Kernel writes version 2's program from seed with n instructions.
func hwRandom2Kernel(seed uint64, n int) string {
	g := &hwGen{r: rand.New(rand.NewPCG(seed, seed^0x452821e638d01377))}
	g.prologue2(hwRandomWords, "")
	for i := 0; i < n; i++ {
		if len(g.open) > 0 && g.n(6) == 0 {
			g.closeLabel()
		}
		g.instruction2()
	}
	for len(g.open) > 0 {
		g.closeLabel()
	}
	g.epilogue()
	return g.version()
}

// version is the program's text, in PTX 8.4 where an instruction needs 8.x (7.8 otherwise).
func (g *hwGen) version() string {
	if g.ptx8 {
		return strings.Replace(g.b.String(), ".version 7.8", ".version 8.4", 1)
	}
	return g.b.String()
}

// hwSweep2Kernel writes a version 2 sweep (as hwSweepKernel does for version 1): the new
// families' instructions, each into registers of its own and words of its own; a guarded sweep
// leaves out the mad chains and the tensor-core instructions.
func hwSweep2Kernel(seed uint64, guarded bool) (src string, slots []string) {
	mix := uint64(0xbe5466cf34e90c6c)
	if guarded {
		mix = 0xc0ac29b7c97c50dd
	}
	g := &hwGen{r: rand.New(rand.NewPCG(seed, seed^mix)), sweep: true, fresh: map[string]int{}}
	g.prologue2(hwSweepWords, "\t.reg .b32 %R<160>;\n\t.reg .f32 %F<136>;\n\t.reg .f64 %D<64>;\n\t.reg .b64 %L<64>;\n"+
		"\t.reg .b32 %X<136>;\n\t.reg .b16 %H<136>;\n\t.reg .pred %P<136>;\n")
	slots = g.sweepBody(guarded, func() {
		k := g.n(16)
		if guarded {
			for k >= 14 {
				k = g.n(16)
			}
			g.b.WriteString("@" + g.pick("", "!") + g.pr() + " ")
		}
		switch {
		case k < 4:
			g.half16Op()
		case k < 8:
			g.convert2()
		case k < 9:
			g.arith2()
		case k < 12:
			g.int2()
		case k < 14:
			g.video()
		case k == 14:
			g.madChain()
		default:
			g.tensor()
		}
	})
	return g.version(), slots
}

// hwPrograms2 lists version 2's programs: q000... random, t000... sweeps, u000... guarded sweeps.
func hwPrograms2() []hwProgram {
	return hwProgramList("q", hwRandom2Count, hwRandom2Kernel, []string{"t", "u"}, hwSweep2Count, hwSweep2Kernel)
}

// intRangeWithin says whether every value of integer type from (s8 ... u64) is one of to's.
func intRangeWithin(from, to string) bool {
	bits := func(t string) int { n := 0; fmt.Sscan(t[1:], &n); return n }
	fs, ts := from[0] == 's', to[0] == 's'
	switch {
	case fs && !ts:
		return false
	case fs == ts:
		return bits(from) <= bits(to)
	default: // unsigned into signed
		return bits(from) < bits(to)
	}
}

var hwRandom2Write = flag.String("hwrandom2.write", "", "write version 2's programs, their input, kernrun case files and programs.txt into this folder")

// TestHWRandom2Write writes version 2's programs for a recording (see the README): DIR/in.bin,
// DIR/NAME.ptx and NAME.case, and DIR/programs.txt for tools/hwdigest.
func TestHWRandom2Write(t *testing.T) {
	if *hwRandom2Write == "" {
		t.Skip("-hwrandom2.write not given")
	}
	hwWritePrograms(t, *hwRandom2Write, hwPrograms2())
}

// bf16Int picks f16 or bf16 for a conversion with the integer type *it, and .sat or not: bf16
// takes no .sat and no 8-bit integer (ptxas refuses both), so *it becomes 16-bit there.
func (g *hwGen) bf16Int(it *string) (half, sat string) {
	if g.n(2) == 0 {
		return "f16", g.opt(".sat", 2)
	}
	if (*it)[1:] == "8" {
		*it = (*it)[:1] + "16"
	}
	return "bf16", ""
}

// Version 2's recordings: the lines tools/hwdigest wrote for the q programs and for the t and u
// sweeps (README).
const (
	hwRandom2RecordingFile = "../testdata/conformance/random/h200-" + hwRandom2Version + ".txt"
	hwSweep2RecordingFile  = "../testdata/conformance/random/h200-" + hwSweep2Version + ".txt"
)

// hwSweep2Known lists version 2's sweep instruction forms (a mnemonic: all its instances) that
// differ from the H200 in its first recording (devresults w1, 2026-12-03), with what is known.
// Counts are instructions exact on the fast path / instructions of that form in the sweeps.
var hwSweep2Known = map[string]string{}

// hwSweep2KnownPrefixes: forms known by what their mnemonic starts with (none since session 16:
// the mixed-signedness video forms were found and fixed, docs/engine.md "Version 2").
var hwSweep2KnownPrefixes = map[string]string{}

// hwSweep2KnownAll is hwSweep2Known with every mnemonic in the sweeps that a prefix in
// hwSweep2KnownPrefixes covers.
func hwSweep2KnownAll(programs []hwProgram) map[string]string {
	known := map[string]string{}
	for k, v := range hwSweep2Known {
		known[k] = v
	}
	for _, p := range programs {
		for _, op := range hwMnemonics(p.src) {
			for prefix, why := range hwSweep2KnownPrefixes {
				if strings.HasPrefix(op, prefix) {
					known[op] = why
				}
			}
		}
	}
	return known
}

// hwMnemonics lists the first word of each line of a program's text, a guard skipped: its
// instructions' mnemonics (and its directives and labels, which no known form matches).
func hwMnemonics(src string) []string {
	var ops []string
	for _, line := range strings.Split(src, "\n") {
		f := strings.Fields(line)
		if len(f) > 0 && strings.HasPrefix(f[0], "@") {
			f = f[1:] // the guard
		}
		if len(f) > 0 {
			ops = append(ops, f[0])
		}
	}
	return ops
}

// hwRandom2Known lists version 2's programs whose difference from the H200 is understood: each
// program that uses a form the sweeps know to differ (hwSweep2KnownAll), plus those below.
func hwRandom2Known(programs []hwProgram) map[string]string {
	sweep := hwSweep2KnownAll(programs)
	known := map[string]string{}
	for _, p := range programs {
		for _, op := range hwMnemonics(p.src) {
			if why, ok := sweep[op]; ok {
				known[p.name] = "uses " + op + ": " + why
				break
			}
		}
	}
	for k, v := range hwRandom2KnownPrograms {
		known[k] = v
	}
	return known
}

// hwRandom2KnownPrograms: programs that differ although they use no form the sweeps know to differ
// (empty since session 17: the programs that differ do so only in NaN payloads; 6 after session 18).
var hwRandom2KnownPrograms = map[string]string{}

// TestHWRandom2 runs version 2's recorded programs as TestHWRandom does version 1's.
func TestHWRandom2(t *testing.T) {
	programs := hwPrograms2()
	hwCheckRandom(t, hwRandom2RecordingFile, programs, hwRandom2Known(programs))
}

// TestHWSweep2 runs version 2's recorded sweeps as TestHWSweep does version 1's.
func TestHWSweep2(t *testing.T) {
	programs := hwPrograms2()
	hwCheckSweep(t, hwSweep2RecordingFile, programs, hwSweep2KnownAll(programs))
}

var hwRandomExplain = flag.String("hwrandom.explain", "", "NAME THREAD WORD: print a sweep word's instruction, its operands' values in that thread and cudasim's result")

// TestHWRandomExplain shows what a sweep's word was computed from (go test ./sim -run
// HWRandomExplain -hwrandom.explain "t012 37 15" -v): the instruction, the values its source
// registers hold in that thread (a sweep never writes them after the prologue) and cudasim's
// word, to set beside the GPU's from tools/hwdigest's differ.txt.
func TestHWRandomExplain(t *testing.T) {
	if *hwRandomExplain == "" {
		t.Skip("-hwrandom.explain not given")
	}
	var name string
	var thread, word int
	if _, err := fmt.Sscan(*hwRandomExplain, &name, &thread, &word); err != nil {
		t.Fatal(err)
	}
	var p hwProgram
	for _, q := range append(append(hwPrograms(), hwPrograms2()...), hwPrograms5()...) {
		if q.name == name {
			p = q
		}
	}
	if p.slots == nil || word >= len(p.slots) {
		t.Fatalf("%s is not a sweep with word %d", name, word)
	}
	input := hwRandomInput()
	out, err := hwRandomRunSized(p.src, input, p.outSize)
	if err != nil {
		t.Fatal(err)
	}
	words := p.outSize / (2 * hwRandomThreads * 4)
	at := func(b []byte, w int) uint32 { return binary.LittleEndian.Uint32(b[4*(thread*words+w):]) }
	t.Logf("%s thread %d word %d: %s", name, thread, word, p.slots[word])
	t.Logf("cudasim: %08x (next word %08x)", at(out, word), at(out, word+1))
	// The sources' values: the program again with each source stored over words 0, 2, 4, ...
	var stores strings.Builder
	var regs []string
	seen := map[string]bool{}
	for _, r := range regexp.MustCompile(`%[a-z]+[0-9]+`).FindAllString(p.slots[word], -1) {
		if seen[r] || strings.HasPrefix(r, "%a") || strings.HasPrefix(r, "%w") {
			continue
		}
		seen[r] = true
		off := 8 * len(regs)
		regs = append(regs, r)
		switch r[1] {
		case 'h', 'j':
			fmt.Fprintf(&stores, "\tst.global.b16 [%%a4+%d], %s;\n", off, r)
		case 'd', 'l', 'm', 'e', 'o', 'u':
			fmt.Fprintf(&stores, "\tst.global.b64 [%%a4+%d], %s;\n", off, r)
		case 'p':
			fmt.Fprintf(&stores, "\tselp.u32 %%t, 1, 0, %s;\n\tst.global.u32 [%%a4+%d], %%t;\n", r, off)
		default:
			fmt.Fprintf(&stores, "\tst.global.b32 [%%a4+%d], %s;\n", off, r)
		}
	}
	end := strings.LastIndex(p.src, "\tret;\n}")
	src := p.src[:end] + stores.String() + p.src[end:]
	vals, err := hwRandomRunSized(src, input, p.outSize)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range regs {
		switch r[1] {
		case 'h', 'j':
			t.Logf("%s = %04x", r, at(vals, 2*i)&0xffff)
		case 'd', 'l', 'm', 'e', 'o', 'u':
			t.Logf("%s = %08x%08x", r, at(vals, 2*i+1), at(vals, 2*i))
		default:
			t.Logf("%s = %08x", r, at(vals, 2*i))
		}
	}
}
