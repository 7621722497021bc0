package sim

import (
	"math"

	"cudasim/sim/fp"
	"cudasim/sim/ptx"
)

// The fp8 pair conversions of sm_89+ (what cuda_fp8.hpp compiles to): cvt.rn.satfinite
// {.e4m3x2,.e5m2x2}.f32 d, a, b (a into the high byte), cvt.rn{.relu}.f16x2{.e4m3x2,.e5m2x2}
// and cvt.rn.satfinite{.e4m3x2,.e5m2x2}.f16x2. opCvtFP8, aux = kind | flags.
const (
	fp8FromF32   = 0 // two f32 -> an fp8 pair
	fp8ToF16x2   = 1 // an fp8 pair -> f16x2
	fp8FromF16x2 = 2 // f16x2 -> an fp8 pair

	fp8E5M2 = 1 << 4 // e5m2; else e4m3
	fp8Relu = 1 << 5
)

// fp8Form reports whether a cvt converts to or from fp8 pairs, and how.
func fp8Form(dt, st string) (uint32, bool) {
	switch {
	case (dt == "e4m3x2" || dt == "e5m2x2") && st == "f32":
		return fp8FromF32 | e5m2Flag(dt), true
	case dt == "f16x2" && (st == "e4m3x2" || st == "e5m2x2"):
		return fp8ToF16x2 | e5m2Flag(st), true
	case (dt == "e4m3x2" || dt == "e5m2x2") && st == "f16x2":
		return fp8FromF16x2 | e5m2Flag(dt), true
	}
	return 0, false
}

func e5m2Flag(t string) uint32 {
	if t == "e5m2x2" {
		return fp8E5M2
	}
	return 0
}

func (c *compiler) cvtFP8(in *ptx.Instr, g inst, m mods, aux uint32) {
	ops := in.Operands
	if m.words["relu"] {
		aux |= fp8Relu
	}
	if aux&0xf != fp8ToF16x2 && !m.words["satfinite"] {
		c.failf("cvt into an fp8 pair needs .satfinite")
	}
	if m.rnd != "" && m.rnd != "rn" {
		c.failf("cvt of fp8 pairs rounds to nearest only")
	}
	g.op = opCvtFP8
	g.aux = aux
	if aux&0xf == fp8FromF32 {
		c.nops(in, 3)
		g.d = c.dst(ops[0])
		g.a = c.src(ops[1], "f32")
		g.b = c.src(ops[2], "f32")
	} else {
		c.nops(in, 2)
		g.d = c.dst(ops[0])
		g.a = c.src(ops[1], "b32")
		g.b = g.a
	}
	c.emit(g)
}

func (w *warp) cvtFP8(in *inst, mask uint32) {
	a, b := &w.r[in.a], &w.r[in.b]
	e5 := in.aux&fp8E5M2 != 0
	relu := in.aux&fp8Relu != 0
	d := w.dst(in.d, mask)
	for l := range d {
		switch in.aux & 0xf {
		case fp8FromF32:
			hi := toFP8(float64(f32(a[l])), e5, relu)
			lo := toFP8(float64(f32(b[l])), e5, relu)
			d[l] = uint64(hi)<<8 | uint64(lo)
		case fp8FromF16x2:
			x := uint32(a[l])
			hi := toFP8(float64(fp.F16ToF32(uint16(x>>16))), e5, relu)
			lo := toFP8(float64(fp.F16ToF32(uint16(x))), e5, relu)
			d[l] = uint64(hi)<<8 | uint64(lo)
		default:
			x := uint32(a[l])
			d[l] = uint64(fp8ToF16(uint8(x>>8), e5, relu))<<16 | uint64(fp8ToF16(uint8(x), e5, relu))
		}
	}
	w.commit(in.d, mask)
}

// fp8 formats: e4m3 (bias 7, no infinities, 0x7f/0xff NaN, largest 448) and e5m2 (bias 15, the
// top byte of an f16, largest finite 57344).
func fp8Params(e5 bool) (bias, manBits int, maxFinite float64) {
	if e5 {
		return 15, 2, 57344
	}
	return 7, 3, 448
}

// toFP8 converts x to e4m3 or e5m2, rounding to nearest even and saturating: infinities and
// values beyond the largest finite become it; a NaN becomes 0x7f. relu makes negatives, -0
// among them, +0 (measured: testdata/conformance/rand16, fp8_f16x2 and fp8_f32).
func toFP8(x float64, e5, relu bool) uint8 {
	if x != x {
		return 0x7f
	}
	if relu && math.Signbit(x) {
		x = 0
	}
	var sign uint8
	if math.Signbit(x) {
		sign, x = 0x80, -x
	}
	bias, man, maxF := fp8Params(e5)
	if x == 0 {
		return sign
	}
	minNormE := 1 - bias
	_, e := math.Frexp(x)
	e-- // x in [2^e, 2^(e+1))
	q := math.Ldexp(1, max(e, minNormE)-man)
	r := math.RoundToEven(x/q) * q
	if r > maxF {
		r = maxF
	}
	if r < math.Ldexp(1, minNormE) { // subnormal (or zero)
		return sign | uint8(r/math.Ldexp(1, minNormE-man))
	}
	_, e = math.Frexp(r)
	e--
	mant := uint8(r/math.Ldexp(1, e-man)) - 1<<man
	return sign | uint8(e+bias)<<man | mant
}

// fp8ToF16 widens an e4m3 or e5m2 value to f16, exactly (an e5m2 number is the high byte of
// its f16); a NaN of either becomes the canonical f16 NaN 0x7fff (measured, breadth/sw_fp8).
func fp8ToF16(v uint8, e5, relu bool) uint16 {
	var h uint16
	if e5 && v&0x7f > 0x7c || !e5 && v&0x7f == 0x7f {
		h = 0x7fff
	} else if e5 {
		h = uint16(v) << 8
	} else {
		bias, man, _ := fp8Params(false)
		e := int(v>>man) & 0xf
		f := float64(v & (1<<man - 1))
		var x float64
		if e == 0 {
			x = math.Ldexp(f, 1-bias-man)
		} else {
			x = math.Ldexp(1+f/float64(int(1)<<man), e-bias)
		}
		h = fp.F32ToF16(float32(x), fp.RN)
		if v&0x80 != 0 {
			h |= 0x8000
		}
	}
	if relu && h&0x8000 != 0 && h&0x7fff <= 0x7c00 {
		h = 0
	}
	return h
}
