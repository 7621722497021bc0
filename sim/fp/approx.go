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
		x = FTZ32(x)
	}
	switch {
	case x != x || x < 0:
		return nan32
	case x == 0:
		return float32(math.Inf(-1))
	}
	return canon32(float32(math.Log2(float64(x))))
}

// SinApprox32 is sin.approx{.ftz}.f32: a correctly rounded stand-in.
func SinApprox32(x float32, ftz bool) float32 {
	if ftz {
		x = FTZ32(x)
	}
	r := canon32(float32(math.Sin(float64(x))))
	if ftz {
		r = FTZ32(r)
	}
	return r
}

// CosApprox32 is cos.approx{.ftz}.f32: a correctly rounded stand-in.
func CosApprox32(x float32, ftz bool) float32 {
	if ftz {
		x = FTZ32(x)
	}
	r := canon32(float32(math.Cos(float64(x))))
	if ftz {
		r = FTZ32(r)
	}
	return r
}

// TanhApprox32 is tanh.approx.f32: a correctly rounded stand-in (the H200
// measured 2^-16.6 relative error against the documented 2^-11).
func TanhApprox32(x float32) float32 {
	return canon32(float32(math.Tanh(float64(x))))
}

// DivApprox32 is div.approx{.ftz}.f32: a * rcp.approx(b), rounded to nearest.
// For 2^126 < |b| < 2^128 the ISA documents a zero result (NaN when a is
// infinite), which the product of a with the flushed reciprocal gives.
func DivApprox32(a, b float32, ftz bool) float32 {
	if ftz {
		a, b = FTZ32(a), FTZ32(b)
	}
	r := RcpApprox32(b, true)
	q := canon32(a * r)
	if ftz {
		q = FTZ32(q)
	}
	return q
}

// DivFull32 is div.full{.ftz}.f32. The H200 gives the same results as
// div.approx on ordinary operands; the full form scales extreme divisors
// first so that the result stays within 2 ulp over the whole range.
func DivFull32(a, b float32, ftz bool) float32 {
	if ftz {
		a, b = FTZ32(a), FTZ32(b)
	}
	ab := math.Abs(float64(b))
	if ab > 0x1p126 && !math.IsInf(ab, 0) {
		r := RcpApprox32(b*0x1p-4, true)
		q := canon32(a * 0x1p-4 * r)
		if ftz {
			q = FTZ32(q)
		}
		return q
	}
	return DivApprox32(a, b, ftz)
}

// RcpApproxFTZ64 is rcp.approx.ftz.f64: the reciprocal of the input's upper
// 32 bits (sign, exponent, 20 fraction bits), given in the result's upper 32
// bits with the lower word zero; subnormal inputs count as zero, NaN gives
// 0x7fffffff00000000.
func RcpApproxFTZ64(x float64) float64 {
	b := math.Float64bits(x)
	switch {
	case x != x:
		return math.Float64frombits(0x7fffffff00000000)
	case b&0x7ff0000000000000 == 0:
		return math.Copysign(math.Inf(1), x)
	case math.IsInf(x, 0):
		return math.Copysign(0, x)
	}
	return rcp64hModel(b)
}

// RsqrtApprox64 is rsqrt.approx{.ftz}.f64. A NaN operand passes through
// (quietened), as measured.
func RsqrtApprox64(x float64, ftz bool) float64 {
	if ftz && math.Float64bits(x)&0x7ff0000000000000 == 0 {
		x = math.Copysign(0, x)
	}
	switch {
	case x != x:
		return quietNaN64(x)
	case x < 0:
		return math.Float64frombits(DefaultNaN64)
	case x == 0:
		return math.Copysign(math.Inf(1), x)
	case math.IsInf(x, 1):
		return 0
	}
	return 1 / math.Sqrt(x)
}

// The models: measured tables where this build has them, correctly rounded
// stand-ins otherwise.

// ex2Model computes ex2 of a finite x from the two measured tables: the
// hardware truncates |x| to 23 fractional bits and scales by the integer part
// exactly, with separate tables for positive and negative inputs (notes §2.8).
func ex2Model(x float32, ftz bool) float32 {
	ax := math.Abs(float64(x))
	neg := x < 0
	if ax >= 128 {
		if neg && ax < 152 && !ftz {
			// Deep in the subnormal range; handled by the table path below.
		} else if neg {
			return 0
		} else {
			return float32(math.Inf(1))
		}
	}
	n := math.Floor(ax)
	idx := int((ax - n) * 0x1p23)
	name := TableEx2Pos
	if neg {
		name = TableEx2Neg
	}
	t := loadTable(name)
	if t == nil {
		return float32(math.Exp2(float64(x)))
	}
	v := float64(math.Float32frombits(t.lookup(idx)))
	if neg {
		return float32(math.Ldexp(v, -int(n)))
	}
	return float32(math.Ldexp(v, int(n)))
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
	t := loadTable(TableRcp)
	if t == nil {
		return float32(1 / float64(x))
	}
	frac, e := normalize32(x)
	v := math.Ldexp(float64(math.Float32frombits(t.lookup(int(frac)))), -e)
	return float32(math.Copysign(v, float64(x)))
}

// sqrtIndex splits x = m·4^k with m in [1,4) into the table index of m and k.
func sqrtIndex(x float32) (idx int, k int) {
	frac, e := normalize32(x)
	k = e >> 1 // floor(e/2)
	return int(uint32(e-2*k)<<23 | frac), k
}

func sqrtModel(x float32) float32 {
	t := loadTable(TableSqrt)
	if t == nil {
		return float32(math.Sqrt(float64(x)))
	}
	idx, k := sqrtIndex(x)
	return float32(math.Ldexp(float64(math.Float32frombits(t.lookup(idx))), k))
}

func rsqrtModel(x float32) float32 {
	t := loadTable(TableRsqrt)
	if t == nil {
		return float32(1 / math.Sqrt(float64(x)))
	}
	idx, k := sqrtIndex(x)
	return float32(math.Ldexp(float64(math.Float32frombits(t.lookup(idx))), -k))
}

// rcp64hModel: the upper word of the input (sign, exponent, 20 fraction bits)
// indexes the table by its fraction; the exponent scales the result exactly.
func rcp64hModel(b uint64) float64 {
	hi := uint32(b >> 32)
	t := loadTable(TableRcp64)
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
