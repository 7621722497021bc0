package sim

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// Random programs, version 5 (testdata/conformance/random/README.md): the instruction forms
// versions 1-4 never write (docs/engine.md "Version 5" lists them) and the familiar ones on
// operands at the edges of their ranges. Each thread loads edge operands from a module .const
// table (etab5: 0, +-1, INT_MIN/MAX, 0x7f/0x80 bytes, shift counts at 31-33 and 63-64, f32
// denormals, infinities, NaN payloads and signalling NaNs, f16/bf16/fp8 pairs of the same, f64
// values at the edges of every integer range), a lane-dependent choice, so ptxas cannot fold
// them. The new forms: min/max .relu on .s32 (three-input integer min/max: refused by ptxas
// for sm_90), .b128 loads, stores, mov packs and atom.exch/.cas.b128, atom.cas.b16, vector atomics on
// global memory (.v2/.v4 f32 add; .v2-.v8 f16/bf16 and .v2/.v4 f16x2/bf16x2 add/min/max),
// 64-bit mad.cc/madc chains, sub-word stores at odd offsets, .satfinite conversions to f16x2,
// bf16x2 and tf32. Versions 1-4 stay as they are; version 5 draws from its own seeds and only
// adds methods (and the field guard5) to hwGen.

const (
	hwRandom5Version = "v5"
	hwSweep5Version  = "s5"
	hwRandom5Count   = 400
	hwSweep5Count    = 100
)

// hwRandom5Regs are the registers version 5 adds: %n0-%n7 32-bit edge operands, %o0-%o3 64-bit
// ones (%o4 scratch), %i0-%i3 f32 and %u0-%u1 f64 edge values, %j0-%j3 16-bit ones, %w0-%w1
// 128-bit scratch.
const hwRandom5Regs = "\t.reg .b32 %n<8>;\n\t.reg .b64 %o<5>;\n\t.reg .f32 %i<4>;\n\t.reg .f64 %u<2>;\n\t.reg .b16 %j<4>;\n\t.reg .b128 %w<2>;\n"

// hwEdge32 are the 32-bit edge values (64: the table's first 256 bytes): integers, then f32, then
// f16/bf16 pairs and fp8 quads.
var hwEdge32 = []uint32{
	0, 1, 0xffffffff, 0x7fffffff, 0x80000000, 0x80000001, 0x7ffffffe, 2,
	0x7f, 0x80, 0xff, 0x100, 0x7fff, 0x8000, 0xffff, 0x10000,
	0x7f7f7f7f, 0x80808080, 0xff00ff00, 0x00ff00ff, 31, 32, 33, 63,
	64, 0xffffff80, 0xffff8000, 0x00800000, 0x3f800000, 0xbf800000, 0x7f800000, 0xff800000,
	0x7fc00001, 0x7f800001, 0xffc00000, 0x807fffff, 0x7f7fffff, 0x4f000000, 0xcf000000, 0x4f800000,
	0x5f000000, 0xdf000000, 0x3f000000, 0xbf000000, 0x3fc00000, 0x40200000, 0x477fff00, 0x477fff80,
	0x7c00fc00, 0x7e017c01, 0x00018001, 0x80008000, 0x3c00bc00, 0x7bff0400, 0x7f80ff80, 0x7fc1ff81,
	0x3f80bf80, 0x7f7f0080, 0x7f7e0180, 0x7c7b0403, 0x3800b800, 0x03ff83ff, 0x00010080, 0xfbff7bff,
}

// hwEdge64 are the 64-bit edge values (32, after hwEdge32): integers, then f64 values at the
// edges of the integer ranges, specials and payloads.
var hwEdge64 = []uint64{
	0, 1, 0xffffffffffffffff, 0x8000000000000000, 0x7fffffffffffffff, 0x00000000ffffffff, 0x0000000100000000, 0x8000000000000001,
	0x41effffffff00000, 0x41dfffffffe00000, 0xc1e0000000100000, 0xc1e0000000200000, 0x43e0000000000000, 0xc3e0000000000000, 0x43f0000000000000, 0x40effff000000000,
	0x7ff0000000000001, 0x7ff8000000000123, 0x800fffffffffffff, 0x0000000000000001, 0x7ff0000000000000, 0xfff0000000000000, 0x3ff0000000000000, 0xbff0000000000000,
	0xbfe0000000000000, 0x3fe0000000000000, 0x3ff8000000000000, 0x4004000000000000, 0x47efffffe0000000, 0x36a0000000000000, 0x7fefffffffffffff, 0xfff8000000000000,
}

// prologue5 is version 3's prologue, then the edge operands: each register loads a table entry
// chosen by (tid * odd + offset), both drawn per program.
func (g *hwGen) prologue5(words int, regs string) {
	g.prologue3(words, hwRandom5Regs+regs)
	g.line("mov.u64 %%o4, etab5;")
	pick := func(d, typ string, mask, scale, base int) {
		g.line("mad.lo.u32 %%c1, %%r1, %d, %d;", 1+2*g.n(16), g.n(64))
		g.line("and.b32 %%c1, %%c1, %d;", mask)
		g.line("mul.wide.u32 %%a7, %%c1, %d;", scale)
		g.line("add.s64 %%a7, %%a7, %%o4;")
		g.line("ld.const.%s %s, [%%a7+%d];", typ, d, base)
	}
	for i := range 8 {
		pick(fmt.Sprintf("%%n%d", i), "b32", 63, 4, 0)
	}
	for i := range 4 {
		pick(fmt.Sprintf("%%o%d", i), "b64", 31, 8, 256)
		pick(fmt.Sprintf("%%i%d", i), "f32", 63, 4, 0)
		pick(fmt.Sprintf("%%j%d", i), "b16", 127, 2, 0)
	}
	for i := range 2 {
		pick(fmt.Sprintf("%%u%d", i), "f64", 31, 8, 256)
	}
}

// finish5 places the edge table before the kernel.
func (g *hwGen) finish5() string {
	var mod strings.Builder
	mod.WriteString(".const .align 8 .b32 etab5[128] = {")
	words := append([]uint32{}, hwEdge32...)
	for _, v := range hwEdge64 {
		words = append(words, uint32(v), uint32(v>>32))
	}
	for i, v := range words {
		if i > 0 {
			mod.WriteString(", ")
		}
		fmt.Fprint(&mod, v)
	}
	mod.WriteString("};\n\n")
	return strings.Replace(g.version(), ".visible .entry k(", mod.String()+".visible .entry k(", 1)
}

// Operands: an edge register most of the time, else one of the loaded data registers.
func (g *hwGen) n5() string {
	if g.n(3) != 0 {
		return fmt.Sprintf("%%n%d", g.n(8))
	}
	return g.ri()
}

func (g *hwGen) o5() string {
	if g.n(3) != 0 {
		return fmt.Sprintf("%%o%d", g.n(4))
	}
	return g.lr()
}

func (g *hwGen) i5() string {
	if g.n(3) != 0 {
		return fmt.Sprintf("%%i%d", g.n(4))
	}
	return g.fr()
}

func (g *hwGen) u5() string {
	if g.n(3) != 0 {
		return fmt.Sprintf("%%u%d", g.n(2))
	}
	return g.dr()
}

func (g *hwGen) j5() string {
	if g.n(3) != 0 {
		return fmt.Sprintf("%%j%d", g.n(4))
	}
	return g.hr()
}

// x5 is a packed-pair operand (f16x2, bf16x2, s16x2...): a 32-bit edge or data register.
func (g *hwGen) x5() string {
	if g.n(3) != 0 {
		return fmt.Sprintf("%%n%d", g.n(8))
	}
	return g.xr()
}

// next5 starts a further line of a sequence with the sequence's guard (guard5).
func (g *hwGen) next5(f string, a ...any) {
	g.b.WriteString("\t" + g.guard5)
	fmt.Fprintf(&g.b, f+"\n", a...)
}

// minmax5: min/max.relu.s32 and the packed 16-bit min/max (.relu on .s16x2) on edge operands.
// ptxas 13.0 refuses three-input integer min/max for sm_90 (probe rand5-a,
// testdata/conformance/random/families5/families.txt), so none is written.
func (g *hwGen) minmax5() {
	g.ptx8 = true
	op := g.pick("min", "max")
	if g.n(2) == 0 {
		fmt.Fprintf(&g.b, "%s.relu.s32 %s, %s, %s;\n", op, g.dR(), g.n5(), g.n5())
		return
	}
	typ := g.pick("s16x2", "u16x2")
	relu := ""
	if typ == "s16x2" {
		relu = g.opt(".relu", 2)
	}
	fmt.Fprintf(&g.b, "%s%s.%s %s, %s, %s;\n", op, relu, typ, g.dR(), g.x5(), g.x5())
}

// int5: integer arithmetic, bit operations and carry chains on edge operands.
func (g *hwGen) int5() {
	switch g.n(20) {
	case 0:
		fmt.Fprintf(&g.b, "%s.%s %s, %s, %s;\n", g.pick("div", "rem"), g.pick("s32", "u32"), g.dR(), g.n5(), g.n5())
	case 1:
		fmt.Fprintf(&g.b, "%s.%s %s, %s, %s;\n", g.pick("div", "rem"), g.pick("s64", "u64"), g.dL(), g.o5(), g.o5())
	case 2:
		fmt.Fprintf(&g.b, "%s.%s %s, %s, %s;\n", g.pick("mul.hi", "mul.lo"), g.pick("s32", "u32"), g.dR(), g.n5(), g.n5())
	case 3:
		fmt.Fprintf(&g.b, "%s.%s %s, %s, %s;\n", g.pick("mul.hi", "mul.lo"), g.pick("s64", "u64"), g.dL(), g.o5(), g.o5())
	case 4:
		fmt.Fprintf(&g.b, "%s.%s %s, %s, %s, %s;\n", g.pick("mad.hi", "mad.lo", "mad.hi.sat"), "s32", g.dR(), g.n5(), g.n5(), g.n5())
	case 5:
		fmt.Fprintf(&g.b, "%s.%s %s, %s, %s, %s;\n", g.pick("mad24.hi", "mad24.lo", "mad24.hi.sat"), "s32", g.dR(), g.n5(), g.n5(), g.n5())
	case 6:
		fmt.Fprintf(&g.b, "sad.%s %s, %s, %s, %s;\n", g.pick("s32", "u32"), g.dR(), g.n5(), g.n5(), g.n5())
	case 7:
		fmt.Fprintf(&g.b, "%s.sat.s32 %s, %s, %s;\n", g.pick("add", "sub"), g.dR(), g.n5(), g.n5())
	case 8:
		if g.n(2) == 0 {
			fmt.Fprintf(&g.b, "%s %s, %s, %s;\n", g.pick("shl.b32", "shr.b32", "shr.s32", "shr.u32"), g.dR(), g.n5(), g.n5())
		} else {
			fmt.Fprintf(&g.b, "%s %s, %s, %s;\n", g.pick("shl.b64", "shr.b64", "shr.s64", "shr.u64"), g.dL(), g.o5(), g.n5())
		}
	case 9:
		fmt.Fprintf(&g.b, "shf.%s.%s.b32 %s, %s, %s, %s;\n", g.pick("l", "r"), g.pick("wrap", "clamp"), g.dR(), g.n5(), g.n5(), g.n5())
	case 10:
		switch g.n(3) {
		case 0:
			fmt.Fprintf(&g.b, "bfe.%s %s, %s, %s, %s;\n", g.pick("s32", "u32"), g.dR(), g.n5(), g.n5(), g.n5())
		case 1:
			fmt.Fprintf(&g.b, "bfe.%s %s, %s, %s, %s;\n", g.pick("s64", "u64"), g.dL(), g.o5(), g.n5(), g.n5())
		default:
			fmt.Fprintf(&g.b, "bfi.b32 %s, %s, %s, %s, %s;\n", g.dR(), g.n5(), g.n5(), g.n5(), g.n5())
		}
	case 11:
		if g.n(2) == 0 {
			fmt.Fprintf(&g.b, "bmsk.%s.b32 %s, %s, %s;\n", g.pick("wrap", "clamp"), g.dR(), g.n5(), g.n5())
		} else {
			fmt.Fprintf(&g.b, "szext.%s.%s %s, %s, %s;\n", g.pick("wrap", "clamp"), g.pick("s32", "u32"), g.dR(), g.n5(), g.n5())
		}
	case 12:
		fmt.Fprintf(&g.b, "prmt.b32%s %s, %s, %s, %s;\n", g.pick("", "", ".f4e", ".b4e", ".rc8", ".ecl", ".ecr", ".rc16"), g.dR(), g.n5(), g.n5(), g.n5())
	case 13:
		if g.n(2) == 0 {
			fmt.Fprintf(&g.b, "dp4a.%s.%s %s, %s, %s, %s;\n", g.pick("s32", "u32"), g.pick("s32", "u32"), g.dR(), g.n5(), g.n5(), g.n5())
		} else {
			fmt.Fprintf(&g.b, "dp2a.%s.%s.%s %s, %s, %s, %s;\n", g.pick("lo", "hi"), g.pick("s32", "u32"), g.pick("s32", "u32"), g.dR(), g.n5(), g.n5(), g.n5())
		}
	case 14:
		fmt.Fprintf(&g.b, "fns.b32 %s, %s, %s, %s;\n", g.dR(), g.n5(), g.n5(), g.n5())
	case 15:
		if g.n(2) == 0 {
			fmt.Fprintf(&g.b, "%s %s, %s;\n", g.pick("popc.b32", "clz.b32", "bfind.u32", "bfind.s32", "bfind.shiftamt.s32", "brev.b32", "abs.s32", "neg.s32", "cnot.b32"), g.dR(), g.n5())
		} else {
			fmt.Fprintf(&g.b, "%s %s, %s;\n", g.pick("popc.b64", "clz.b64", "bfind.u64", "bfind.s64", "bfind.shiftamt.u64"), g.dR(), g.o5())
		}
	case 16:
		fmt.Fprintf(&g.b, "%s %s, %s;\n", g.pick("brev.b64", "abs.s64", "neg.s64", "cnot.b64"), g.dL(), g.o5())
	case 17:
		fmt.Fprintf(&g.b, "lop3.b32 %s, %s, %s, %s, %d;\n", g.dR(), g.n5(), g.n5(), g.n5(), g.n(256))
	case 18:
		fmt.Fprintf(&g.b, "mul.wide.%s %s, %s, %s;\n", g.pick("s32", "u32"), g.dL(), g.n5(), g.n5())
	default:
		fmt.Fprintf(&g.b, "%s.%s %s, %s, %s;\n", g.pick("min", "max"), g.pick("s64", "u64"), g.dL(), g.o5(), g.o5())
	}
}

// chain5 is a carry chain on edge operands, 32 or 64 bits, add/sub or mad (never guarded: the
// carry flag lives between the instructions).
func (g *hwGen) chain5() {
	wide := g.n(2) == 0
	typ, d, s := g.pick("u32", "s32"), g.dR, g.n5
	if wide {
		typ, d, s = g.pick("u64", "s64"), g.dL, g.o5
	}
	if g.n(3) == 0 {
		hl := g.pick("lo", "hi")
		fmt.Fprintf(&g.b, "mad.%s.cc.%s %s, %s, %s, %s;\n", hl, typ, d(), s(), s(), s())
		for range g.n(2) {
			g.line("madc.%s.cc.%s %s, %s, %s, %s;", g.pick("lo", "hi"), typ, d(), s(), s(), s())
		}
		g.line("madc.%s.%s %s, %s, %s, %s;", g.pick("lo", "hi"), typ, d(), s(), s(), s())
		return
	}
	op := g.pick("add", "sub")
	fmt.Fprintf(&g.b, "%s.cc.%s %s, %s, %s;\n", op, typ, d(), s(), s())
	for range g.n(3) {
		g.line("%sc.cc.%s %s, %s, %s;", op, typ, d(), s(), s())
	}
	g.line("%sc.%s %s, %s, %s;", op, typ, d(), s(), s())
}

// cvt5: conversions on edge operands: float to every integer (every rounding, .ftz, .sat),
// integer to every float, integer to integer .sat, between float widths, to fp8 pairs, and the
// .satfinite packs.
func (g *hwGen) cvt5() {
	ints := []string{"s8", "u8", "s16", "u16", "s32", "u32", "s64", "u64"}
	it := ints[g.n(8)]
	intSrc := func(t string) string {
		switch t[1:] {
		case "64":
			return g.o5()
		case "8", "16":
			return g.j5()
		}
		return g.n5()
	}
	intDst := func(t string) string {
		switch t[1:] {
		case "64":
			return g.dL()
		case "8", "16":
			return g.dH()
		}
		return g.dR()
	}
	switch g.n(10) {
	case 0, 1:
		switch g.n(4) {
		case 0:
			fmt.Fprintf(&g.b, "cvt%s%s%s.%s.f32 %s, %s;\n", g.irnd(), g.opt(".ftz", 2), g.opt(".sat", 3), it, intDst(it), g.i5())
		case 1:
			fmt.Fprintf(&g.b, "cvt%s%s.%s.f64 %s, %s;\n", g.irnd(), g.opt(".sat", 3), it, intDst(it), g.u5())
		default:
			half, sat := g.bf16Int(&it) // bf16: no .sat, no 8-bit integers
			fmt.Fprintf(&g.b, "cvt%s%s.%s.%s %s, %s;\n", g.irnd(), sat, it, half, intDst(it), g.j5())
		}
	case 2, 3:
		ft := g.pick("f16", "bf16", "f32", "f64")
		if ft == "bf16" && it[1:] == "8" {
			it = it[:1] + "16"
		}
		d := map[string]func() string{"f16": g.dH, "bf16": g.dH, "f32": g.dF, "f64": g.dD}[ft]
		fmt.Fprintf(&g.b, "cvt%s.%s.%s %s, %s;\n", g.rnd(), ft, it, d(), intSrc(it))
	case 4:
		from := ints[g.n(8)]
		sat := ""
		if !intRangeWithin(from, it) { // ptxas refuses .sat where every value fits
			sat = g.opt(".sat", 2)
		}
		fmt.Fprintf(&g.b, "cvt%s.%s.%s %s, %s;\n", sat, it, from, intDst(it), intSrc(from))
	case 5:
		switch g.n(4) {
		case 0:
			fmt.Fprintf(&g.b, "cvt%s%s%s.f32.f64 %s, %s;\n", g.rnd(), g.opt(".ftz", 2), g.opt(".sat", 3), g.dF(), g.u5())
		case 1:
			fmt.Fprintf(&g.b, "cvt%s%s.f64.f32 %s, %s;\n", g.opt(".ftz", 2), g.opt(".sat", 3), g.dD(), g.i5())
		case 2:
			ft := g.pick("f16", "bf16")
			rnd := g.rnd()
			relu := ""
			if rnd == ".rn" {
				relu = g.opt(".relu", 3)
			}
			sat := ""
			if ft == "f16" && relu == "" {
				sat = g.opt(".sat", 3)
			}
			fmt.Fprintf(&g.b, "cvt%s%s%s.%s.f32 %s, %s;\n", rnd, relu, sat, ft, g.dH(), g.i5())
		default:
			fmt.Fprintf(&g.b, "cvt%s.%s.f64 %s, %s;\n", g.rnd(), g.pick("f16", "bf16"), g.dH(), g.u5())
		}
	case 6:
		fmt.Fprintf(&g.b, "cvt%s.f32.%s %s, %s;\n", g.opt(".ftz", 2), g.pick("f16", "bf16"), g.dF(), g.j5())
	case 7:
		g.ptx8 = true
		fmt.Fprintf(&g.b, "cvt.rn%s.satfinite.%s.f32 %s, %s, %s;\n", g.opt(".relu", 3), g.pick("f16x2", "bf16x2"), g.dX(), g.i5(), g.i5())
	case 8:
		g.ptx8 = true
		if g.n(2) == 0 {
			fmt.Fprintf(&g.b, "cvt.rn.satfinite%s.%s.f32 %s, %s, %s;\n", g.opt(".relu", 3), g.pick("e4m3x2", "e5m2x2"), g.dH(), g.i5(), g.i5())
		} else {
			fmt.Fprintf(&g.b, "cvt.rn%s.f16x2.%s %s, %s;\n", g.opt(".relu", 3), g.pick("e4m3x2", "e5m2x2"), g.dX(), g.j5())
		}
	default:
		g.ptx8 = true
		rnd := g.pick(".rn", ".rz", ".rna")
		mods := g.opt(".relu", 3) // .rn/.rz .satfinite: sm_100 (ptxas 13.0, probe rand5-a)
		if rnd == ".rna" {
			mods = g.opt(".satfinite", 2)
		}
		fmt.Fprintf(&g.b, "cvt%s%s.tf32.f32 %s, %s;\n", rnd, mods, g.dR(), g.i5())
	}
}

// float5: f32 and f64 arithmetic, roots, approximations, tests and copysign on edge operands.
func (g *hwGen) float5() {
	switch g.n(12) {
	case 0:
		fmt.Fprintf(&g.b, "%s%s%s%s.f32 %s, %s, %s;\n", g.pick("add", "sub", "mul"), g.rnd(), g.opt(".ftz", 2), g.opt(".sat", 3), g.dF(), g.i5(), g.i5())
	case 1:
		fmt.Fprintf(&g.b, "fma%s%s%s.f32 %s, %s, %s, %s;\n", g.rnd(), g.opt(".ftz", 2), g.opt(".sat", 3), g.dF(), g.i5(), g.i5(), g.i5())
	case 2:
		fmt.Fprintf(&g.b, "%s.f32 %s, %s, %s;\n", g.pick("div.rn", "div.rz", "div.rn.ftz", "div.full", "div.full.ftz", "div.approx", "div.approx.ftz"), g.dF(), g.i5(), g.i5())
	case 3:
		fmt.Fprintf(&g.b, "%s.f32 %s, %s;\n", g.pick("sqrt.rn", "sqrt.rn.ftz", "sqrt.approx", "rcp.rn", "rcp.rm.ftz", "rcp.approx", "rsqrt.approx", "rsqrt.approx.ftz",
			"lg2.approx", "lg2.approx.ftz", "ex2.approx", "ex2.approx.ftz", "sin.approx", "cos.approx.ftz", "tanh.approx", "abs", "neg", "abs.ftz", "neg.ftz"), g.dF(), g.i5())
	case 4:
		fmt.Fprintf(&g.b, "%s%s%s.f32 %s, %s, %s;\n", g.pick("min", "max"), g.opt(".ftz", 2), g.pick("", ".NaN", ".xorsign.abs", ".NaN.xorsign.abs"), g.dF(), g.i5(), g.i5())
	case 5:
		if g.n(2) == 0 {
			fmt.Fprintf(&g.b, "copysign.f32 %s, %s, %s;\n", g.dF(), g.i5(), g.i5())
		} else {
			fmt.Fprintf(&g.b, "copysign.f64 %s, %s, %s;\n", g.dD(), g.u5(), g.u5())
		}
	case 6:
		fmt.Fprintf(&g.b, "testp.%s.%s %s, %s;\n", g.pick("finite", "infinite", "number", "notanumber", "normal", "subnormal"), "f32", g.dP(), g.i5())
	case 7:
		fmt.Fprintf(&g.b, "testp.%s.%s %s, %s;\n", g.pick("finite", "infinite", "number", "notanumber", "normal", "subnormal"), "f64", g.dP(), g.u5())
	case 8:
		fmt.Fprintf(&g.b, "%s%s.f64 %s, %s, %s;\n", g.pick("add", "sub", "mul"), g.rnd(), g.dD(), g.u5(), g.u5())
	case 9:
		fmt.Fprintf(&g.b, "fma%s.f64 %s, %s, %s, %s;\n", g.rnd(), g.dD(), g.u5(), g.u5(), g.u5())
	case 10:
		fmt.Fprintf(&g.b, "%s.f64 %s, %s;\n", g.pick("sqrt.rn", "sqrt.rz", "rcp.rn", "rcp.rp", "rcp.approx.ftz", "rsqrt.approx", "rsqrt.approx.ftz", "abs", "neg"), g.dD(), g.u5())
	default:
		if g.n(2) == 0 {
			fmt.Fprintf(&g.b, "%s.f64 %s, %s, %s;\n", g.pick("min", "max", "div.rn", "div.rm"), g.dD(), g.u5(), g.u5())
		} else {
			fmt.Fprintf(&g.b, "setp.%s.f64 %s, %s, %s;\n", g.pick("eq", "ne", "lt", "ge", "equ", "neu", "ltu", "geu", "num", "nan"), g.dP(), g.u5(), g.u5())
		}
	}
}

// half5: f16/bf16 scalars and pairs on edge operands (.ftz/.sat/.relu where PTX has them).
func (g *hwGen) half5() {
	pair := g.n(2) == 0
	bf := g.n(2) == 0
	typ := map[[2]bool]string{{false, false}: "f16", {false, true}: "bf16", {true, false}: "f16x2", {true, true}: "bf16x2"}[[2]bool{pair, bf}]
	d, s := g.dH, g.j5
	if pair {
		d, s = g.dX, g.x5
	}
	ftz := ""
	if !bf {
		ftz = g.opt(".ftz", 2)
	}
	switch g.n(6) {
	case 0, 1:
		sat := ""
		if !bf {
			sat = g.opt(".sat", 2)
		}
		fmt.Fprintf(&g.b, "%s%s%s%s.%s %s, %s, %s;\n", g.pick("add", "sub", "mul"), g.opt(".rn", 2), ftz, sat, typ, d(), s(), s())
	case 2:
		mod := g.pick("", ".relu")
		if !bf {
			mod = g.pick("", ".sat", ".relu")
		}
		fmt.Fprintf(&g.b, "fma.rn%s%s.%s %s, %s, %s, %s;\n", ftz, mod, typ, d(), s(), s(), s())
	case 3:
		fmt.Fprintf(&g.b, "%s%s%s.%s %s, %s, %s;\n", g.pick("min", "max"), ftz, g.pick("", ".NaN", ".xorsign.abs", ".NaN.xorsign.abs"), typ, d(), s(), s())
	case 4:
		fmt.Fprintf(&g.b, "%s%s.%s %s, %s;\n", g.pick("neg", "abs"), ftz, typ, d(), s())
	default:
		if bf {
			fmt.Fprintf(&g.b, "%s.%s %s, %s;\n", g.pick("ex2.approx.ftz", "tanh.approx"), typ, d(), s())
		} else {
			fmt.Fprintf(&g.b, "%s.%s %s, %s;\n", g.pick("ex2.approx", "tanh.approx"), typ, d(), s())
		}
	}
}

// mem5: .b128 loads, stores, packs and atomics; atom.cas.b16; sub-word stores at odd offsets of
// the thread's shared row, read back; loads at odd offsets of in. vector: the base of 16 bytes of
// the thread's global words vector atomics may use ("": none).
func (g *hwGen) mem5(vector string) {
	switch k := g.n(9); {
	case k == 0:
		g.ptx8 = true
		fmt.Fprintf(&g.b, "ld.global%s.b128 %%w0, [%%a3+%d];\n", g.pick("", ".nc", ".ca", ".cg", ".cs", ".lu"), 16*g.n(400))
		g.next5("mov.b128 {%s, %s}, %%w0;", g.dL(), g.dL())
	case k == 1:
		g.ptx8 = true
		fmt.Fprintf(&g.b, "mov.b128 %%w0, {%s, %s};\n", g.o5(), g.o5())
		g.next5("st.shared.b128 [%%v0], %%w0;")
		g.next5("ld.shared.b128 %%w1, [%%v0];")
		g.next5("mov.b128 {%s, %s}, %%w1;", g.dL(), g.dL())
	case k == 2:
		g.ptx8 = true
		fmt.Fprintf(&g.b, "mov.b128 %%w0, {%s, %s};\n", g.o5(), g.o5())
		if g.n(2) == 0 {
			g.next5("atom%s.shared.exch.b128 %%w1, [%%v0], %%w0;", g.pick("", ".relaxed.cta", ".acq_rel.gpu"))
		} else {
			g.next5("ld.shared.b128 %%w1, [%%v0];")
			if g.n(2) == 0 {
				g.next5("mov.b128 %%w1, {%s, %s};", g.o5(), g.o5()) // an expected value that mostly differs
			}
			g.next5("atom%s.shared.cas.b128 %%w1, [%%v0], %%w1, %%w0;", g.pick("", ".acquire.cta", ".release.gpu"))
		}
		g.next5("mov.b128 {%s, %s}, %%w1;", g.dL(), g.dL())
	case k == 3:
		fmt.Fprintf(&g.b, "atom.shared.cas.b16 %s, [%%v0+%d], %s, %s;\n", g.dH(), 2*g.n(8), g.j5(), g.j5())
	case k == 4:
		off := g.n(16)
		switch g.n(3) {
		case 0:
			fmt.Fprintf(&g.b, "st.shared.u8 [%%v0+%d], %s;\n", off, g.pick(g.j5(), g.n5()))
		case 1:
			fmt.Fprintf(&g.b, "st.shared.b16 [%%v0+%d], %s;\n", off&^1, g.j5())
		default:
			fmt.Fprintf(&g.b, "st.shared.v2.u8 [%%v0+%d], {%s, %s};\n", off&^1, g.j5(), g.j5())
		}
		g.next5("ld.shared.%s %s, [%%v0+%d];", g.pick("u32", "s8", "u8"), g.dR(), off&^3)
	case k == 5:
		fmt.Fprintf(&g.b, "ld.global%s.%s %s, [%%a1+%d];\n", g.pick("", ".nc"), g.pick("s8", "u8"), g.dR(), 1+2*g.n(3000))
	case k == 6:
		if typ := g.pick("s16", "u16", "v2.u8", "v2.s8"); typ[0] == 'v' {
			fmt.Fprintf(&g.b, "ld.global.%s {%s, %s}, [%%a1+%d];\n", typ, g.dR(), g.dR(), 2+4*g.n(1500))
		} else {
			fmt.Fprintf(&g.b, "ld.global.%s %s, [%%a1+%d];\n", typ, g.dR(), 2+4*g.n(1500))
		}
	default:
		if vector == "" {
			fmt.Fprintf(&g.b, "atom.shared.%s.u32 %s, [%%v0+%d], %s;\n", g.pick("inc", "dec"), g.dR(), 4*g.n(4), g.n5())
			return
		}
		g.ptx8 = true
		switch g.n(3) {
		case 0:
			n := g.pick3(2, 4)
			fmt.Fprintf(&g.b, "atom.global.add.v%d.f32 %s, [%s], %s;\n", n, braces(g.distinct(n, g.dF)), vector, braces(g.regs(n, g.i5)))
		case 1:
			n := g.pick3(2, 4, 8)
			if !g.sweep {
				n = g.pick3(2, 4) // a random program has four b16 registers
			}
			typ := g.pick("f16", "bf16")
			fmt.Fprintf(&g.b, "atom.global.%s.noftz.v%d.%s %s, [%s], %s;\n", g.pick("add", "min", "max"), n, typ, braces(g.distinct(n, g.dH)), vector, braces(g.regs(n, g.j5)))
		default:
			n := g.pick3(2, 4)
			typ := g.pick("f16x2", "bf16x2")
			fmt.Fprintf(&g.b, "atom.global.%s.noftz.v%d.%s %s, [%s], %s;\n", g.pick("add", "min", "max"), n, typ, braces(g.distinct(n, g.dX)), vector, braces(g.regs(n, g.x5)))
		}
	}
}

// atom5: scalar atomics on the shared row with edge operands (inc/dec wrap values, f32/f64 adds
// of specials, 64-bit min/max, f16 adds).
func (g *hwGen) atom5() {
	switch g.n(5) {
	case 0:
		fmt.Fprintf(&g.b, "atom.shared.%s %s, [%%v0+%d], %s;\n", g.pick("inc.u32", "dec.u32", "add.u32", "min.s32", "max.u32", "exch.b32"), g.dR(), 4*g.n(4), g.n5())
	case 1:
		fmt.Fprintf(&g.b, "atom.shared.%s %s, [%%v0+%d], %s;\n", g.pick("add.u64", "min.s64", "max.s64", "min.u64", "max.u64", "exch.b64"), g.dL(), 8*g.n(2), g.o5())
	case 2:
		fmt.Fprintf(&g.b, "atom.shared.add.f32 %s, [%%v0+%d], %s;\n", g.dF(), 4*g.n(4), g.i5())
	case 3:
		fmt.Fprintf(&g.b, "atom.shared.add.f64 %s, [%%v0+%d], %s;\n", g.dD(), 8*g.n(2), g.u5())
	default:
		if g.n(2) == 0 {
			fmt.Fprintf(&g.b, "atom.shared.add.noftz.%s %s, [%%v0+%d], %s;\n", g.pick("f16", "bf16"), g.dH(), 2*g.n(8), g.j5())
		} else {
			fmt.Fprintf(&g.b, "atom.shared.cas.b32 %s, [%%v0+%d], %s, %s;\n", g.dR(), 4*g.n(4), g.n5(), g.n5())
		}
	}
}

// family5 writes one of version 5's forms (vector: see mem5); chains only where plain.
func (g *hwGen) family5(k int, vector string) {
	switch {
	case k < 2:
		g.minmax5()
	case k < 6:
		g.int5()
	case k < 10:
		g.cvt5()
	case k < 13:
		g.float5()
	case k < 16:
		g.half5()
	case k < 18:
		g.mem5(vector)
	default:
		g.atom5()
	}
}

// instruction5 writes one statement of version 5: mostly the new families, an eighth of the
// time one of versions 1-3's, so the edge results flow through them.
func (g *hwGen) instruction5() {
	k := g.n(40)
	switch {
	case k < 2:
		g.instruction()
		return
	case k == 2:
		g.instruction2()
		return
	case k == 3:
		g.instruction3()
		return
	case k == 4:
		g.b.WriteString("\t")
		g.chain5()
		return
	}
	g.guard5 = ""
	if g.n(5) == 0 {
		g.guard5 = "@" + g.pick("", "!") + g.pr() + " "
	}
	g.b.WriteString("\t" + g.guard5)
	g.family5(g.n(19), "%a4")
	g.guard5 = ""
}

// hwRandom5Kernel writes version 5's program from seed with n instructions.
func hwRandom5Kernel(seed uint64, n int) string {
	g := &hwGen{r: rand.New(rand.NewPCG(seed, seed^0x5be0cd19137e2179))}
	g.prologue5(hwRandomWords, "")
	for i := 0; i < n; i++ {
		if len(g.open) > 0 && g.n(6) == 0 {
			g.closeLabel()
		}
		g.instruction5()
	}
	for len(g.open) > 0 {
		g.closeLabel()
	}
	g.epilogue()
	return g.finish5()
}

// hwSweep5Kernel writes a version 5 sweep: the new families' instructions (a .b128 or sub-word
// sequence counts as one), each into registers of its own and words of its own; vector atomics
// use the thread's last four words, which no slot reaches (sweepBody stops 8 words before the
// end and no slot writes more than 4). A guarded sweep puts the guard on every line of a
// sequence and leaves out the carry chains.
func hwSweep5Kernel(seed uint64, guarded bool) (src string, slots []string) {
	mix := uint64(0x1f83d9ab5be0cd19)
	if guarded {
		mix = 0x9b05688c2b3e6c1f
	}
	g := &hwGen{r: rand.New(rand.NewPCG(seed, seed^mix)), sweep: true, fresh: map[string]int{}}
	g.prologue5(hwSweepWords, "\t.reg .b32 %R<160>;\n\t.reg .f32 %F<136>;\n\t.reg .f64 %D<64>;\n\t.reg .b64 %L<64>;\n"+
		"\t.reg .b32 %X<136>;\n\t.reg .b16 %H<136>;\n\t.reg .pred %P<136>;\n")
	vector := fmt.Sprintf("%%a4+%d", 4*(hwSweepWords-4))
	slots = g.sweepBody(guarded, func() {
		k := g.n(20)
		g.guard5 = ""
		if guarded {
			k = g.n(19)
			g.guard5 = "@" + g.pick("", "!") + g.pr() + " "
			g.b.WriteString(g.guard5)
		}
		if k == 19 {
			g.chain5()
		} else {
			g.family5(k, vector)
		}
		g.guard5 = ""
	})
	return g.finish5(), slots
}

// hwPrograms5 lists version 5's programs: x000... random, j000... sweeps, k000... guarded sweeps.
func hwPrograms5() []hwProgram {
	return hwProgramList("x", hwRandom5Count, hwRandom5Kernel, []string{"j", "k"}, hwSweep5Count, hwSweep5Kernel)
}

var hwRandom5Write = flag.String("hwrandom5.write", "", "write version 5's programs, their input, kernrun case files and programs.txt into this folder")

// TestHWRandom5Write writes version 5's programs for a recording (see the README).
func TestHWRandom5Write(t *testing.T) {
	if *hwRandom5Write == "" {
		t.Skip("-hwrandom5.write not given")
	}
	hwWritePrograms(t, *hwRandom5Write, hwPrograms5())
}

// Version 5's recordings (README).
const (
	hwRandom5RecordingFile = "../testdata/conformance/random/h200-" + hwRandom5Version + ".txt"
	hwSweep5RecordingFile  = "../testdata/conformance/random/h200-" + hwSweep5Version + ".txt"
)

// hwSweep5Known lists version 5's sweep instructions that differ from the H200 in its recording,
// with what is known ("NAME instruction", or a mnemonic alone: all its instances).
var hwSweep5Known = map[string]string{}

// hwRandom5KnownPrograms: version 5's programs that differ from the H200 beyond what the
// NaN-canonical digest sees, with what is known (session 19's probes rand5-b and rand5-c found
// them; every other one is fixed). Shrink the list, never grow it.
var hwRandom5KnownPrograms = map[string]string{
	// Traced (fold21): the words that differ are %l2 of `mov.b128 {%l2, %l2}, %w1`, the old
	// value of a cas.b128 on a row whose high half an `atom.shared.add.f64 %d3, [%v0+8], %d0`
	// had summed from two NaNs: the H200 kept the operand's payload, cudasim the word's (the
	// version 3 sweeps' rule), seen through a u64 register the NaN-canonical digest does not
	// canonicalize (docs/engine.md, "Session 21"). Which NaN that add keeps depends on ptxas's
	// code for the whole kernel (probes fold21-a and fold21-c, "Session 22"; TestAtomF64NaNOrder).
	"x322": "c244: a NaN payload of atom.shared.add.f64 (the operand's on the H200, by the kernel's code) in a u64 register",
}

// hwRandom5Known lists version 5's programs whose difference is understood: those that use a form
// hwSweep5Known names, and hwRandom5KnownPrograms.
func hwRandom5Known(programs []hwProgram) map[string]string {
	known := map[string]string{}
	for _, p := range programs {
		for _, op := range hwMnemonics(p.src) {
			if why, ok := hwSweep5Known[op]; ok {
				known[p.name] = "uses " + op + ": " + why
				break
			}
		}
	}
	for k, v := range hwRandom5KnownPrograms {
		known[k] = v
	}
	return known
}

// TestHWRandom5 runs version 5's recorded programs as TestHWRandom does version 1's.
func TestHWRandom5(t *testing.T) {
	programs := hwPrograms5()
	hwCheckRandom(t, hwRandom5RecordingFile, programs, hwRandom5Known(programs))
}

// TestHWSweep5 runs version 5's recorded sweeps as TestHWSweep does version 1's.
func TestHWSweep5(t *testing.T) {
	hwCheckSweep(t, hwSweep5RecordingFile, hwPrograms5(), hwSweep5Known)
}

// TestHWRandom5Runs: every version 5 program compiles and runs on cudasim on both engine paths
// with the same result (before and apart from any recording); -short: every 8th.
func TestHWRandom5Runs(t *testing.T) { hwCheckRuns(t, hwPrograms5()) }
