package fp

import (
	"math"
)

// CanonicalNaN32 is the bit pattern of every f32 NaN the H200 produces.
const CanonicalNaN32 = 0x7fffffff

var nan32 = math.Float32frombits(CanonicalNaN32)

// NaN32 returns the canonical f32 NaN.
func NaN32() float32 { return nan32 }

func isNaN32(x float32) bool { return x != x }

// canon32 replaces any NaN by the canonical NaN.
func canon32(x float32) float32 {
	if x != x {
		return nan32
	}
	return x
}

// FTZ32 flushes a subnormal to a zero of the same sign (.ftz, applied to each
// input and to the result). Other values pass through unchanged.
func FTZ32(x float32) float32 {
	b := math.Float32bits(x)
	if b&0x7f800000 == 0 {
		return math.Float32frombits(b & 0x80000000)
	}
	return x
}

// Sat32 clamps to [+0, 1] and maps NaN to +0 (.sat on f32 results).
func Sat32(x float32) float32 {
	switch {
	case x > 0 && x < 1:
		return x
	case x >= 1:
		return 1
	}
	return 0 // negative, -0, NaN
}

func f32(b uint64) float32 { return math.Float32frombits(uint32(b)) }

// round32 rounds the exact value s+ε (ε of sign errSign, below half an ulp
// of the double s) to f32 in direction r. float32(s) lies on one side of the
// exact value or on it; the directed result is it or its neighbour toward
// the exact value, and Nextafter32 walks the subnormal grid and steps off
// infinity to the largest finite value, so no case needs more.
func round32(s float64, errSign int, r Rounding) float32 {
	if r == RN {
		return f32(roundErr(s, errSign, fmtF32, r)) // ties need the error's sign
	}
	f := float32(s)
	fs := float64(f)
	var above bool // f > exact
	switch {
	case fs > s:
		above = true
	case fs < s:
		above = false
	case errSign == 0:
		return f // exact
	default:
		above = errSign < 0
	}
	down := r == RM || r == RZ && s > 0
	if above == down {
		if down {
			return math.Nextafter32(f, float32(math.Inf(-1)))
		}
		return math.Nextafter32(f, float32(math.Inf(1)))
	}
	return f
}

// zeroSum is the sign of an exact zero sum x+y of operands not both zero of
// the same sign: +0, except -0 under RM (IEEE 754 §6.3).
func zeroSum32(r Rounding) float32 {
	if r == RM {
		return float32(math.Copysign(0, -1))
	}
	return 0
}

// Add32 is add{.rnd}.f32: a+b rounded in direction r.
func Add32(a, b float32, r Rounding) float32 {
	if r == RN {
		return canon32(a + b)
	}
	s, e := twoSum(float64(a), float64(b))
	switch {
	case s != s:
		return nan32
	case math.IsInf(s, 0):
		return float32(s) // an f32 sum cannot overflow a double: an operand is infinite
	case s == 0 && e == 0:
		if a == 0 && b == 0 && math.Signbit(float64(a)) == math.Signbit(float64(b)) {
			return a
		}
		return zeroSum32(r)
	}
	return round32(s, sign(e), r)
}

// Sub32 is sub{.rnd}.f32: a-b.
func Sub32(a, b float32, r Rounding) float32 {
	if r == RN {
		return canon32(a - b)
	}
	return Add32(a, -b, r)
}

// Mul32 is mul{.rnd}.f32: a*b. The product of two f32 values is exact in a
// double, so only the final rounding matters.
func Mul32(a, b float32, r Rounding) float32 {
	if r == RN {
		return canon32(a * b)
	}
	p := float64(a) * float64(b)
	if p != p {
		return nan32
	}
	if p == 0 || math.IsInf(p, 0) {
		return float32(p)
	}
	return round32(p, 0, r)
}

// FMA32 is fma.rnd.f32 (and mad.rnd.f32): a*b+c with a single rounding.
func FMA32(a, b, c float32, r Rounding) float32 {
	p := float64(a) * float64(b) // exact
	if r == RN {
		s := p + float64(c)
		u := math.Float64bits(s)
		// float32(s) rounds a second time; that is wrong only when s is an exact
		// f32 halfway point (low 29 bits 1<<28) reached inexactly, or in the f32
		// subnormal and overflow ranges, which take the exact path below.
		if ex := u >> 52 & 0x7ff; ex >= 1023-126 && ex < 1023+127 && u&(1<<29-1) != 1<<28 {
			return float32(s)
		}
	}
	if p != p || c != c || math.IsInf(p, 0) || math.IsInf(float64(c), 0) {
		return canon32(float32(p + float64(c)))
	}
	s, e := twoSum(p, float64(c))
	if s == 0 && e == 0 {
		if p == 0 && c == 0 && math.Signbit(p) == math.Signbit(float64(c)) {
			return c
		}
		return zeroSum32(r)
	}
	return round32(s, sign(e), r)
}

// Div32 is div.rnd.f32 (IEEE division): a/b.
func Div32(a, b float32, r Rounding) float32 {
	if r == RN {
		return canon32(a / b)
	}
	x, y := float64(a), float64(b)
	q := x / y
	if q != q {
		return nan32
	}
	if q == 0 || math.IsInf(q, 0) || math.IsInf(x, 0) {
		return float32(q) // exact: zero or infinite operand, or division by zero
	}
	res := math.FMA(-q, y, x) // exact residual: x - q*y
	return round32(q, sign(res)*sign(y), r)
}

// Rcp32 is rcp.rnd.f32 (IEEE reciprocal): 1/x.
func Rcp32(x float32, r Rounding) float32 { return Div32(1, x, r) }

// Sqrt32 is sqrt.rnd.f32 (IEEE square root).
func Sqrt32(x float32, r Rounding) float32 {
	if r == RN {
		return canon32(float32(math.Sqrt(float64(x))))
	}
	d := float64(x)
	s := math.Sqrt(d)
	if s != s {
		return nan32
	}
	if s == 0 || math.IsInf(s, 0) {
		return x
	}
	return round32(s, sign(math.FMA(-s, s, d)), r)
}

// Abs32 is abs.f32; a NaN gives the canonical NaN.
func Abs32(x float32) float32 {
	if x != x {
		return nan32
	}
	return math.Float32frombits(math.Float32bits(x) &^ 0x80000000)
}

// Neg32 is neg.f32; a NaN gives the canonical NaN.
func Neg32(x float32) float32 {
	if x != x {
		return nan32
	}
	return math.Float32frombits(math.Float32bits(x) ^ 0x80000000)
}

// Min32 is min.f32: -0 is below +0; one NaN operand gives the other operand,
// two give the canonical NaN. With propagateNaN (min.NaN) any NaN operand
// gives the canonical NaN.
func Min32(a, b float32, propagateNaN bool) float32 {
	switch {
	case a != a || b != b:
		if propagateNaN || (a != a && b != b) {
			return nan32
		}
		if a != a {
			return b
		}
		return a
	case a < b:
		return a
	case b < a:
		return b
	}
	// Equal: pick -0 over +0.
	if math.Signbit(float64(a)) {
		return a
	}
	return b
}

// Max32 is max.f32, the mirror of Min32 (+0 above -0).
func Max32(a, b float32, propagateNaN bool) float32 {
	switch {
	case a != a || b != b:
		if propagateNaN || (a != a && b != b) {
			return nan32
		}
		if a != a {
			return b
		}
		return a
	case a > b:
		return a
	case b > a:
		return b
	}
	if math.Signbit(float64(a)) {
		return b
	}
	return a
}

// Copysign32 is copysign.f32 d, a, b: b with the sign of a, bitwise (a NaN
// b keeps its payload, as measured).
func Copysign32(a, b float32) float32 {
	return math.Float32frombits(math.Float32bits(b)&^0x80000000 | math.Float32bits(a)&0x80000000)
}

// The .ftz forms. Subnormal inputs are flushed to zeros of the same sign,
// and so is a result that is tiny in the IEEE sense "after rounding": the
// exact value, rounded to 24 bits with an unbounded exponent range, lies
// below the smallest normal. Measured: mul.rn.ftz.f32 of 0x00800000 by
// 0x3f7fffff (exactly (1-2^-24)·2^-126) gives 0, although it would round to
// 0x00800000, while div.approx.ftz 0x00800001/0x3f800001, whose product
// (1-2^-46)·2^-126 rounds to 2^-126 at 24 bits, gives 0x00800000. For add,
// sub and sqrt the flush around the plain operation is the same thing, as
// their tiny results are exact.

// tiny32 reports whether the exact value s+ε (ε of sign errSign, below half an
// ulp of s) is non-zero and, rounded in direction r to 24 bits with an
// unbounded exponent, below the smallest normal f32.
func tiny32(s float64, errSign int, r Rounding) bool {
	if s == 0 || math.Abs(s) >= 0x1p-125 {
		return false
	}
	// Scaling by 2^64 is exact and moves the value into the normal range.
	v := f32(roundErr(s*0x1p64, errSign, fmtF32, r))
	return math.Abs(float64(v)) < 0x1p-62
}

func zero32(neg bool) float32 {
	if neg {
		return float32(math.Copysign(0, -1))
	}
	return 0
}

// Add32FTZ is add{.rnd}.ftz.f32.
func Add32FTZ(a, b float32, r Rounding) float32 { return FTZ32(Add32(FTZ32(a), FTZ32(b), r)) }

// Sub32FTZ is sub{.rnd}.ftz.f32.
func Sub32FTZ(a, b float32, r Rounding) float32 { return FTZ32(Sub32(FTZ32(a), FTZ32(b), r)) }

// Mul32FTZ is mul{.rnd}.ftz.f32.
func Mul32FTZ(a, b float32, r Rounding) float32 {
	a, b = FTZ32(a), FTZ32(b)
	if p := float64(a) * float64(b); tiny32(p, 0, r) {
		return zero32(p < 0)
	}
	return FTZ32(Mul32(a, b, r))
}

// FMA32FTZ is fma.rnd.ftz.f32.
func FMA32FTZ(a, b, c float32, r Rounding) float32 {
	a, b, c = FTZ32(a), FTZ32(b), FTZ32(c)
	s, e := twoSum(float64(a)*float64(b), float64(c))
	if s == s && !math.IsInf(s, 0) && tiny32(s, sign(e), r) {
		return zero32(s < 0)
	}
	return FTZ32(FMA32(a, b, c, r))
}

// Div32FTZ is div.rnd.ftz.f32.
func Div32FTZ(a, b float32, r Rounding) float32 {
	a, b = FTZ32(a), FTZ32(b)
	x, y := float64(a), float64(b)
	if q := x / y; q == q && !math.IsInf(q, 0) && q != 0 && tiny32(q, sign(math.FMA(-q, y, x))*sign(y), r) {
		return zero32(q < 0)
	}
	return FTZ32(Div32(a, b, r))
}

// Rcp32FTZ is rcp.rnd.ftz.f32.
func Rcp32FTZ(x float32, r Rounding) float32 { return Div32FTZ(1, x, r) }

// Sqrt32FTZ is sqrt.rnd.ftz.f32.
func Sqrt32FTZ(x float32, r Rounding) float32 { return Sqrt32(FTZ32(x), r) }
