package fp

import "math"

// Half-precision values are passed as their bit patterns: F16 (IEEE binary16)
// and BF16 (bfloat16) in a uint16.

// CanonicalNaN16 is the f16 NaN every f16 operation and conversion to f16
// produces on the H200 (add.f16 of a NaN or inf-inf, cvt.rn.f16.f32 of a NaN).
const CanonicalNaN16 = 0x7fff

// CanonicalNaNBF16 is the bf16 NaN of bf16 arithmetic and conversions.
const CanonicalNaNBF16 = 0x7fff

// half describes one of the two 16-bit formats.
type half struct {
	f     format
	canon uint64
}

var (
	hF16  = half{fmtF16, CanonicalNaN16}
	hBF16 = half{fmtBF16, CanonicalNaNBF16}
)

// toFloat64 widens exactly; NaN stays NaN (payload irrelevant: results are canonical).
func (h half) toFloat64(v uint16) float64 {
	x := uint64(v)
	switch {
	case h.f.isNaN(x):
		return math.NaN()
	case h.f.isInf(x):
		return math.Inf(1 - 2*int(x>>15))
	}
	neg, mant, exp := h.f.decompose(x)
	r := math.Ldexp(float64(mant), exp)
	if neg {
		r = -r
	}
	return r
}

// fromExact rounds s+ε (errSign the sign of ε) to the format; s may be NaN,
// infinite or zero.
func (h half) fromExact(s float64, errSign int, r Rounding) uint16 {
	switch {
	case s != s:
		return uint16(h.canon)
	case math.IsInf(s, 0):
		return uint16(h.f.inf(s < 0))
	}
	return uint16(roundErr(s, errSign, h.f, r))
}

func (h half) add(a, b uint16, r Rounding) uint16 {
	x, y := h.toFloat64(a), h.toFloat64(b)
	s, e := twoSum(x, y)
	if s != s || math.IsInf(s, 0) {
		return h.fromExact(x+y, 0, r)
	}
	if s == 0 && e == 0 && !(x == 0 && y == 0 && math.Signbit(x) == math.Signbit(y)) {
		return uint16(h.f.zero(r == RM))
	}
	return h.fromExact(s, sign(e), r)
}

func (h half) mul(a, b uint16, r Rounding) uint16 {
	return h.fromExact(h.toFloat64(a)*h.toFloat64(b), 0, r) // exact in a double
}

func (h half) fma(a, b, c uint16, r Rounding) uint16 {
	x, y, z := h.toFloat64(a), h.toFloat64(b), h.toFloat64(c)
	p := x * y
	s, e := twoSum(p, z)
	if s != s || math.IsInf(s, 0) {
		return h.fromExact(p+z, 0, r)
	}
	if s == 0 && e == 0 && !(p == 0 && z == 0 && math.Signbit(p) == math.Signbit(z)) {
		return uint16(h.f.zero(r == RM))
	}
	return h.fromExact(s, sign(e), r)
}

func (h half) neg(v uint16) uint16 {
	if h.f.isNaN(uint64(v)) {
		return uint16(h.canon)
	}
	return v ^ 0x8000
}

func (h half) abs(v uint16) uint16 {
	if h.f.isNaN(uint64(v)) {
		return uint16(h.canon)
	}
	return v &^ 0x8000
}

// mulFTZ and fmaFTZ are the .ftz forms: subnormal inputs flushed, and a
// result whose exact value is below the smallest normal flushed before
// rounding (measured: mul.rn.ftz.f16 0x0400*0x3bff gives 0).
func (h half) mulFTZ(a, b uint16, r Rounding) uint16 {
	a, b = h.ftz(a), h.ftz(b)
	p := h.toFloat64(a) * h.toFloat64(b)
	if h.tiny(p, 0, r) {
		return uint16(h.f.zero(p < 0))
	}
	return h.ftz(h.mul(a, b, r))
}

func (h half) fmaFTZ(a, b, c uint16, r Rounding) uint16 {
	a, b, c = h.ftz(a), h.ftz(b), h.ftz(c)
	s, e := twoSum(h.toFloat64(a)*h.toFloat64(b), h.toFloat64(c))
	if h.tiny(s, sign(e), r) {
		return uint16(h.f.zero(s < 0))
	}
	return h.ftz(h.fma(a, b, c, r))
}

// tiny is tiny32 for the format: the exact value s+ε rounded to the format's
// precision with an unbounded exponent is non-zero and below the smallest normal.
func (h half) tiny(s float64, errSign int, r Rounding) bool {
	if s != s || s == 0 || math.IsInf(s, 0) || math.Abs(s) >= math.Ldexp(1, h.f.emin+1) {
		return false
	}
	// Scaling by 2^-emin is exact and moves the value next to 1.
	v := roundErr(math.Ldexp(s, -h.f.emin), errSign, h.f, r)
	return math.Abs(h.toFloat64(uint16(v))) < 1
}

func (h half) ftz(v uint16) uint16 {
	if uint64(v)&h.f.expMask() == 0 {
		return v & 0x8000
	}
	return v
}

func (h half) sat(v uint16) uint16 {
	x := h.toFloat64(v)
	switch {
	case x > 0 && x < 1:
		return v
	case x >= 1:
		return uint16(h.f.emax) << h.f.frac // 1.0
	}
	return 0
}

func (h half) relu(v uint16) uint16 {
	switch {
	case h.f.isNaN(uint64(v)):
		return uint16(h.canon)
	case v&0x8000 != 0:
		return 0
	}
	return v
}

func (h half) minmax(a, b uint16, max, propagateNaN bool) uint16 {
	an, bn := h.f.isNaN(uint64(a)), h.f.isNaN(uint64(b))
	switch {
	case an || bn:
		if propagateNaN || an && bn {
			return uint16(h.canon)
		}
		if an {
			return b
		}
		return a
	}
	x, y := h.toFloat64(a), h.toFloat64(b)
	less := x < y || x == y && math.Signbit(x) && !math.Signbit(y)
	if less != max {
		return a
	}
	return b
}

// Add16 is add{.rn}.f16 (one lane of add.f16x2).
func Add16(a, b uint16, r Rounding) uint16 { return hF16.add(a, b, r) }

// Sub16 is sub{.rn}.f16.
func Sub16(a, b uint16, r Rounding) uint16 { return hF16.add(a, Neg16(b), r) }

// Mul16 is mul{.rn}.f16.
func Mul16(a, b uint16, r Rounding) uint16 { return hF16.mul(a, b, r) }

// FMA16 is fma.rn.f16: a*b+c with one rounding.
func FMA16(a, b, c uint16, r Rounding) uint16 { return hF16.fma(a, b, c, r) }

// Mul16FTZ is mul.rn.ftz.f16; see FMA32FTZ for the flushing rule.
func Mul16FTZ(a, b uint16, r Rounding) uint16 { return hF16.mulFTZ(a, b, r) }

// FMA16FTZ is fma.rn.ftz.f16.
func FMA16FTZ(a, b, c uint16, r Rounding) uint16 { return hF16.fmaFTZ(a, b, c, r) }

// FTZ16 flushes a subnormal f16 to a zero of the same sign (.ftz).
func FTZ16(v uint16) uint16 { return hF16.ftz(v) }

// Sat16 clamps an f16 to [+0, 1]; NaN gives +0 (.sat).
func Sat16(v uint16) uint16 { return hF16.sat(v) }

// Relu16 clamps a negative f16 to +0 and maps NaN to the canonical NaN (.relu).
func Relu16(v uint16) uint16 { return hF16.relu(v) }

// Neg16 flips the sign of an f16 (neg.f16); a NaN gives the canonical NaN.
func Neg16(v uint16) uint16 { return hF16.neg(v) }

// Abs16 clears the sign of an f16 (abs.f16); a NaN gives the canonical NaN.
func Abs16(v uint16) uint16 { return hF16.abs(v) }

// NegBF16 is neg.bf16; a NaN gives the canonical NaN.
func NegBF16(v uint16) uint16 { return hBF16.neg(v) }

// AbsBF16 is abs.bf16; a NaN gives the canonical NaN.
func AbsBF16(v uint16) uint16 { return hBF16.abs(v) }

// Min16 is min{.NaN}.f16.
func Min16(a, b uint16, propagateNaN bool) uint16 { return hF16.minmax(a, b, false, propagateNaN) }

// Max16 is max{.NaN}.f16.
func Max16(a, b uint16, propagateNaN bool) uint16 { return hF16.minmax(a, b, true, propagateNaN) }

// F16ToF32 widens an f16 exactly (cvt.f32.f16); a NaN gives the canonical f32 NaN.
func F16ToF32(v uint16) float32 { return canon32(float32(hF16.toFloat64(v))) }

// F32ToF16 narrows an f32 (cvt.rnd.f16.f32); overflow follows the rounding
// direction, a NaN gives CanonicalNaN16.
func F32ToF16(x float32, r Rounding) uint16 { return hF16.fromExact(float64(x), 0, r) }

// IsNaN16 reports whether an f16 bit pattern is a NaN.
func IsNaN16(v uint16) bool { return fmtF16.isNaN(uint64(v)) }

// AddBF16 is add.rn.bf16.
func AddBF16(a, b uint16, r Rounding) uint16 { return hBF16.add(a, b, r) }

// SubBF16 is sub.rn.bf16.
func SubBF16(a, b uint16, r Rounding) uint16 { return hBF16.add(a, b^0x8000, r) }

// MulBF16 is mul.rn.bf16.
func MulBF16(a, b uint16, r Rounding) uint16 { return hBF16.mul(a, b, r) }

// FMABF16 is fma.rn.bf16.
func FMABF16(a, b, c uint16, r Rounding) uint16 { return hBF16.fma(a, b, c, r) }

// ReluBF16 is .relu on a bf16 result.
func ReluBF16(v uint16) uint16 { return hBF16.relu(v) }

// MinBF16 is min{.NaN}.bf16.
func MinBF16(a, b uint16, propagateNaN bool) uint16 { return hBF16.minmax(a, b, false, propagateNaN) }

// MaxBF16 is max{.NaN}.bf16.
func MaxBF16(a, b uint16, propagateNaN bool) uint16 { return hBF16.minmax(a, b, true, propagateNaN) }

// BF16ToF32 widens a bf16 exactly (cvt.f32.bf16); a NaN gives the canonical f32 NaN.
func BF16ToF32(v uint16) float32 { return canon32(float32(hBF16.toFloat64(v))) }

// F32ToBF16 narrows an f32 (cvt.rnd.bf16.f32).
func F32ToBF16(x float32, r Rounding) uint16 { return hBF16.fromExact(float64(x), 0, r) }
