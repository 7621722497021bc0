package fp

import (
	"math"
)

// The .approx instructions. Each takes the ftz flag of its .ftz modifier
// (flush subnormal inputs and results). Special values follow the PTX ISA's
// tables, and every NaN result is the canonical NaN.

const minNormal32 = 0x1p-126

func isSub32(x float32) bool { return x != 0 && math.Abs(float64(x)) < minNormal32 }

// ex2Ref, rcpRef, sqrtRef and rsqrtRef are the deterministic references the
// measured tables are stored against (table value = reference + a small
// delta). They use only correctly rounded IEEE operations, so they give the
// same bits on every platform.

// Ex2Approx32 is ex2.approx{.ftz}.f32.
func Ex2Approx32(x float32, ftz bool) float32 {
	if ftz {
		x = FTZ32(x)
	}
	switch {
	case x != x:
		return nan32
	case math.IsInf(float64(x), 1):
		return x
	case math.IsInf(float64(x), -1):
		return 0
	}
	if !ftz && x < -126 {
		// Without .ftz the hardware squares ex2 of half the input when the
		// result would be subnormal (measured: matches every sample, where
		// scaling the table value does not).
		h := ex2Model(x*0.5, true)
		return h * h
	}
	r := ex2Model(x, ftz)
	if ftz {
		r = FTZ32(r)
	}
	return r
}

// RcpApprox32 is rcp.approx{.ftz}.f32.
func RcpApprox32(x float32, ftz bool) float32 {
	if ftz {
		x = FTZ32(x)
	}
	switch {
	case x != x:
		return nan32
	case x == 0:
		return float32(math.Copysign(math.Inf(1), float64(x)))
	case math.IsInf(float64(x), 0):
		return float32(math.Copysign(0, float64(x)))
	}
	r := rcpModel(x)
	if ftz {
		r = FTZ32(r)
	}
	return r
}

// SqrtApprox32 is sqrt.approx{.ftz}.f32.
func SqrtApprox32(x float32, ftz bool) float32 {
	if ftz {
		x = FTZ32(x)
	}
	switch {
	case x != x || x < 0:
		return nan32
	case x == 0 || math.IsInf(float64(x), 1):
		return x
	}
	return sqrtModel(x)
}

// RsqrtApprox32 is rsqrt.approx{.ftz}.f32.
func RsqrtApprox32(x float32, ftz bool) float32 {
	if ftz {
		x = FTZ32(x)
	}
	switch {
	case x != x || x < 0:
		return nan32
	case x == 0:
		return float32(math.Copysign(math.Inf(1), float64(x)))
	case math.IsInf(float64(x), 1):
		return 0
	}
	r := rsqrtModel(x)
	if ftz {
		r = FTZ32(r)
	}
	return r
}

// Lg2Approx32 is lg2.approx{.ftz}.f32. The hardware result is not
// reproducible from a practical table (notes §2.8); this is the correctly
// rounded log2, well inside the documented bound (2^-22 absolute on (0.5, 2),
// relative elsewhere).
func Lg2Approx32(x float32, ftz bool) float32 {
	if ftz {
		return lg2Core(FTZ32(x))
	}
	if math.Abs(float64(x)) < minNormal32 {
		// As compiled for sm_90: a subnormal input is scaled by 2^24 and 24
		// subtracted from the result.
		return canon32(lg2Core(x*0x1p24) + -24)
	}
	return lg2Core(x)
}

// lg2Core stands in for MUFU.LG2 (flushing subnormal inputs).
func lg2Core(x float32) float32 {
	x = FTZ32(x)
	switch {
	case x != x || x < 0:
		return nan32
	case x == 0:
		return float32(math.Inf(-1))
	}
	return canon32(float32(math.Log2(float64(x))))
}

// SinApprox32 is sin.approx{.ftz}.f32. As compiled for sm_90 the input is
// multiplied by 1/(2π) rounding toward zero (FMUL.RZ by 0x3e22f983), and the
// hardware takes the sine of that many turns (MUFU.SIN). Measured, MUFU.SIN
// and MUFU.COS see only the fraction of |turns| truncated to 25 bits
// (tools/gpu/results/run3-report.txt); the function of that fraction is a
// correctly rounded stand-in here (exact on 74% of the recorded samples,
// within 4 ulp on 93%).
func SinApprox32(x float32, ftz bool) float32 {
	f := turnsFrac(turns(x, ftz))
	return FTZ32(canon32(float32(math.Sin(2 * math.Pi * f))))
}

// CosApprox32 is cos.approx{.ftz}.f32; see SinApprox32.
func CosApprox32(x float32, ftz bool) float32 {
	f := turnsFrac(turns(x, ftz))
	return FTZ32(canon32(float32(math.Cos(2 * math.Pi * f))))
}

// turnsFrac is the fraction of |t| truncated to 25 bits, with t's sign.
func turnsFrac(t float32) float64 {
	v := float64(t)
	if math.IsInf(v, 0) || v != v {
		return math.NaN()
	}
	a := math.Abs(v)
	f := math.Floor((a-math.Floor(a))*0x1p25) * 0x1p-25
	return math.Copysign(f, v)
}

// turns is the FMUL.RZ range reduction in front of MUFU.SIN and MUFU.COS.
func turns(x float32, ftz bool) float32 {
	if ftz {
		return Mul32FTZ(x, math.Float32frombits(0x3e22f983), RZ)
	}
	return Mul32(x, math.Float32frombits(0x3e22f983), RZ)
}

// TanhApprox32 is tanh.approx.f32: a correctly rounded stand-in (the H200
// measured 2^-16.6 relative error against the documented 2^-11).
func TanhApprox32(x float32) float32 {
	return canon32(float32(math.Tanh(float64(x))))
}

// DivApprox32 is div.approx{.ftz}.f32, as ptxas compiles it for sm_90
// (tools/gpu/results/run2-measure.sass): the reciprocal of b (MUFU.RCP,
// rcp.approx.ftz) times a. With .ftz the product flushes (FMUL.FTZ); without,
// a subnormal b is first scaled by 2^24 together with a. For 2^126 < |b| <
// 2^128 the reciprocal flushes to zero, as the ISA documents.
func DivApprox32(a, b float32, ftz bool) float32 {
	if ftz {
		return canon32(Mul32FTZ(RcpApprox32(b, true), a, RN))
	}
	if math.Abs(float64(b)) < minNormal32 {
		b, a = b*0x1p24, a*0x1p24
	}
	return canon32(RcpApprox32(b, true) * a)
}

// DivFull32 is div.full{.ftz}.f32 as compiled for sm_90: div.approx with
// both operands first scaled by 1/4 when |b| > 2^126 (and, without .ftz, by
// 2^24 when b is subnormal), which keeps the 2 ulp bound over the full range.
func DivFull32(a, b float32, ftz bool) float32 {
	if ftz {
		if math.Abs(float64(FTZ32(b))) > 0x1p126 {
			b, a = Mul32FTZ(b, 0.25, RN), Mul32FTZ(a, 0.25, RN)
		}
		return canon32(Mul32FTZ(RcpApprox32(b, true), a, RN))
	}
	ab := math.Abs(float64(b))
	if ab > 0x1p126 {
		b, a = b*0.25, a*0.25
	}
	if ab < minNormal32 {
		b, a = b*0x1p24, a*0x1p24
	}
	return canon32(RcpApprox32(b, true) * a)
}

// RcpApproxFTZ64 is rcp.approx.ftz.f64: the reciprocal of the input's upper
// 32 bits (sign, exponent, 20 fraction bits), given in the result's upper 32
// bits with the lower word zero; subnormal inputs count as zero, NaN gives
// 0x7fffffff00000000.
func RcpApproxFTZ64(x float64) float64 {
	b := math.Float64bits(x)
	switch {
	case b>>32&0x7fffffff > 0x7ff00000: // only the upper word is read: a NaN there
		return math.Float64frombits(0x7fffffff00000000)
	case b>>32&0x7fffffff == 0x7ff00000: // infinite upper word (or a NaN with only low payload bits)
		return math.Copysign(0, x)
	case b&0x7ff0000000000000 == 0:
		return math.Copysign(math.Inf(1), x)
	}
	return rcp64hModel(b)
}

// RsqrtApprox64 is rsqrt.approx{.ftz}.f64. With .ftz it is the hardware's
// 1.11.20 seed (MUFU.RSQ64H: the upper word of the result from the upper word
// of the input, lower word zero). Without, it is ptxas's refinement of that
// seed, replayed step by step from the SASS of sm_90 (tools/gpu/results):
// one Newton-Raphson step with a cubic correction term, subnormal inputs
// scaled by 2^54 first; a NaN operand passes through quietened, a negative
// one gives DefaultNaN64, ±0 gives ±Inf, +Inf gives +0.
func RsqrtApprox64(x float64, ftz bool) float64 {
	if ftz {
		return rsqrt64h(math.Float64bits(x))
	}
	b := math.Float64bits(x)
	if hi := uint32(b >> 32); hi-0x00100000 < 0x7fe00000 {
		return rsqrtRefine(x)
	}
	switch {
	case x == 0:
		return math.Copysign(math.Inf(1), x)
	case x != x:
		return quietNaN64(x)
	case x < 0:
		return math.Float64frombits(DefaultNaN64)
	case math.IsInf(x, 1):
		return 0
	}
	return rsqrtRefine(x*0x1p54) * 0x1p27 // subnormal
}

// rsqrtRefine is the fast path for positive normal x.
func rsqrtRefine(x float64) float64 {
	y := rsqrt64h(math.Float64bits(x))
	t := float64(y * y)
	e := math.FMA(x, -t, 1)
	c := math.FMA(e, 0.375, 0.5)
	u := float64(e * y)
	return math.FMA(c, u, y)
}

// rsqrt64h is MUFU.RSQ64H: the measured table indexed by the upper word's 20
// fraction bits and exponent parity, the exponent halved exactly.
func rsqrt64h(b uint64) float64 {
	hi := uint32(b >> 32)
	switch {
	case hi&0x7fffffff > 0x7ff00000: // NaN
		return math.Float64frombits(0x7fffffff00000000)
	case hi&0x7ff00000 == 0: // zero or subnormal upper word, either sign
		return math.Float64frombits(uint64(hi&0x80000000)<<32 | 0x7ff0000000000000)
	case hi > 0x80000000: // negative
		return math.Float64frombits(0x7fffffff00000000)
	case hi == 0x7ff00000:
		return 0
	}
	e := int(hi>>20) - 1023
	k := e >> 1
	idx := int(uint32(e-2*k)<<20 | hi&0xfffff)
	var tv uint32
	if t := tRsqrt64.get(); t != nil {
		tv = t.lookup(idx)
	} else {
		tv = tRsqrt64.ref(idx)
	}
	re := int(tv>>20&0x7ff) - k
	return math.Float64frombits(uint64(re)<<52 | uint64(tv&0xfffff)<<32)
}

// The models: measured tables where this build has them, correctly rounded
// stand-ins otherwise.

// ex2Model computes ex2 of a finite x from the two measured tables: the
// hardware truncates |x| to 23 fractional bits and scales by the integer part
// exactly, with separate tables for positive and negative inputs (notes §2.8).
func ex2Model(x float32, _ bool) float32 {
	neg := x < 0
	ax := float32(math.Abs(float64(x)))
	if ax >= 128 {
		if neg {
			return 0
		}
		return float32(math.Inf(1))
	}
	n := int32(ax)                         // floor, ax >= 0
	idx := int((ax - float32(n)) * 0x1p23) // the fraction is exact; truncated to 23 bits
	id := tEx2Pos
	if neg {
		id = tEx2Neg
	}
	t := id.get()
	if t == nil {
		return float32(math.Exp2(float64(x)))
	}
	tv := t.lookup(idx)
	if !neg {
		return math.Float32frombits(tv + uint32(n)<<23) // T in [1,2), n <= 127: stays finite
	}
	if e := int32(tv>>23) - n; e > 0 {
		return math.Float32frombits(tv - uint32(n)<<23)
	}
	return float32(math.Ldexp(float64(math.Float32frombits(tv)), -int(n)))
}

// normalize32 splits a positive finite non-zero f32 into its 23 fraction bits
// and unbiased exponent, normalizing subnormals.
func normalize32(x float32) (frac uint32, exp int) {
	b := math.Float32bits(x) &^ 0x80000000
	e := int(b >> 23)
	if e == 0 { // subnormal
		m := b & 0x7fffff
		k := 0
		for m&0x800000 == 0 {
			m <<= 1
			k++
		}
		return m & 0x7fffff, -126 - k
	}
	return b & 0x7fffff, e - 127
}

// rcpModel: the result depends only on the mantissa, scaled exactly (notes §2.8).
func rcpModel(x float32) float32 {
	t := tRcp.get()
	if t == nil {
		return float32(1 / float64(x))
	}
	frac, e := normalize32(x)
	tv := t.lookup(int(frac)) // T in (0.5, 1]
	sgn := math.Float32bits(x) & 0x80000000
	if re := int(tv>>23) - e; re > 0 && re < 255 {
		return math.Float32frombits(sgn | uint32(re)<<23 | tv&0x7fffff)
	}
	v := math.Ldexp(float64(math.Float32frombits(tv)), -e)
	return float32(math.Copysign(v, float64(x)))
}

// sqrtIndex splits x = m·4^k with m in [1,4) into the table index of m and k.
func sqrtIndex(x float32) (idx int, k int) {
	frac, e := normalize32(x)
	k = e >> 1 // floor(e/2)
	return int(uint32(e-2*k)<<23 | frac), k
}

func sqrtModel(x float32) float32 {
	t := tSqrt.get()
	if t == nil {
		return float32(math.Sqrt(float64(x)))
	}
	idx, k := sqrtIndex(x)
	tv := t.lookup(idx) // exponent stays in range: |k| <= 75
	return math.Float32frombits(uint32(int32(tv) + int32(k)<<23))
}

func rsqrtModel(x float32) float32 {
	t := tRsqrt.get()
	if t == nil {
		return float32(1 / math.Sqrt(float64(x)))
	}
	idx, k := sqrtIndex(x)
	tv := t.lookup(idx)
	return math.Float32frombits(uint32(int32(tv) - int32(k)<<23))
}

// rcp64hModel: the upper word of the input (sign, exponent, 20 fraction bits)
// indexes the table by its fraction; the exponent scales the result exactly.
func rcp64hModel(b uint64) float64 {
	hi := uint32(b >> 32)
	t := tRcp64.get()
	if t == nil {
		x := math.Float64frombits(uint64(hi) << 32)
		r := math.Float64bits(1 / x)
		return math.Float64frombits(r &^ (1<<32 - 1))
	}
	tv := t.lookup(int(hi & 0xfffff))
	e := int(hi>>20&0x7ff) - 1023
	re := int(tv>>20&0x7ff) - e
	sign := uint64(hi>>31) << 63
	switch {
	case re >= 0x7ff:
		return math.Float64frombits(sign | 0x7ff0000000000000)
	case re <= 0:
		return math.Float64frombits(sign) // flushed (.ftz)
	}
	return math.Float64frombits(sign | uint64(re)<<52 | uint64(tv&0xfffff)<<32)
}
