package fp

import (
	"math"
	"math/bits"
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
	return ex2Approx(x, ftz, tEx2Pos.get(), tEx2Neg.get())
}

// ex2Approx is Ex2Approx32 with its tables (pos, neg) fetched by the caller.
func ex2Approx(x float32, ftz bool, pos, neg *table) float32 {
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
		h := ex2Model(x*0.5, pos, neg)
		return h * h
	}
	r := ex2Model(x, pos, neg)
	if ftz {
		r = FTZ32(r)
	}
	return r
}

// RcpApprox32 is rcp.approx{.ftz}.f32.
func RcpApprox32(x float32, ftz bool) float32 { return rcpApprox(x, ftz, tRcp.get()) }

// rcpApprox is RcpApprox32 with its table t fetched by the caller.
func rcpApprox(x float32, ftz bool, t *table) float32 {
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
	r := rcpModel(x, t)
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
	return sqrtModel(x, tSqrt.get())
}

// RsqrtApprox32 is rsqrt.approx{.ftz}.f32.
func RsqrtApprox32(x float32, ftz bool) float32 { return rsqrtApprox(x, ftz, tRsqrt.get()) }

// rsqrtApprox is RsqrtApprox32 with its table t fetched by the caller.
func rsqrtApprox(x float32, ftz bool, t *table) float32 {
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
	r := rsqrtModel(x, t)
	if ftz {
		r = FTZ32(r)
	}
	return r
}

// Lg2Approx32 is lg2.approx{.ftz}.f32. MUFU.LG2 returns k + L(m) for
// x = m·2^k (m in [1,2)), truncated toward zero to f32 once, where L is a
// fixed-point log2 of the mantissa of the unit's own (measured:
// tools/gpu/results/run4-report.txt; every result for 22 exponents covering
// every binade, all 2^23 mantissas each, is reproduced). Without .ftz a
// subnormal input is first scaled by 2^24 and 24 subtracted, as ptxas
// compiles it for sm_90.
func Lg2Approx32(x float32, ftz bool) float32 { return lg2Approx(x, ftz, tLg2.get()) }

// lg2Approx is Lg2Approx32 with its table t fetched by the caller.
func lg2Approx(x float32, ftz bool, t *table) float32 {
	if ftz {
		return lg2Core(FTZ32(x), t)
	}
	if math.Abs(float64(x)) < minNormal32 {
		return canon32(lg2Core(x*0x1p24, t) + -24)
	}
	return lg2Core(x, t)
}

// lg2Core is MUFU.LG2 (flushing subnormal inputs).
func lg2Core(x float32, t *table) float32 {
	x = FTZ32(x)
	switch {
	case x != x || x < 0:
		return nan32
	case x == 0:
		return float32(math.Inf(-1))
	case math.IsInf(float64(x), 1):
		return x
	}
	frac, k := normalize32(x)
	return lg2Model(int(frac), k, t)
}

// lg2Model is k + L(1+i/2^23) truncated toward zero. The table gives L to
// within one f32 ulp u: L in [v, v+u) where v is below 1/2, L-1 in
// (v-u, v] above. The midpoint of that cell reproduces every measured
// exponent (each binade's truncation grid is a multiple of u). Powers of two
// are the exception (measured): lg2(2^k) is k for k >= 0, but k+2^-23
// truncated for k < 0 (0.5 gives -1+2^-23, 0.25 gives -2+2^-23, 2^-3 gives
// -3+2^-22).
func lg2Model(i, k int, t *table) float32 {
	var l float64
	switch {
	case t == nil:
		return float32(math.Log2(1+float64(float64(i)*0x1p-23)) + float64(k))
	case i == 0 && k < 0:
		l = 0x1p-23
	case i == 0:
		l = 0
	default:
		// The cell's midpoint: v plus half the ulp above |v| (the next
		// pattern, b+1, lies one ulp further from zero), and 1 more where v
		// stands for L-1 (v negative). Half an ulp is exact, and so are these
		// sums (at most 26 significant bits); the conversions keep them
		// unfused anyway. No branch on v's sign: it is as random as the
		// inputs (TestLg2CellMidpoint checks this against the two-sided form).
		l = lg2Cell(t.lookup(i))
	}
	return truncSum32(float64(k), l)
}

// lg2Cell is the midpoint of the cell of L that table value b stands for (lg2Model).
func lg2Cell(b uint32) float64 {
	v := float64(math.Float32frombits(b))
	half := float64((float64(math.Float32frombits(b+1)) - v) * 0.5)
	return float64(float64(b>>31)+v) + half
}

// truncSum32 is a+b truncated toward zero to f32, exactly.
func truncSum32(a, b float64) float32 {
	s := a + b
	bb := s - a
	e := (a - (s - bb)) + (b - bb) // s + e = a + b exactly
	f := float32(s)
	// f steps toward zero where it rounded away (|f| > |s|), or where it is s and the rest e
	// points toward zero (e's sign not s's; s is not zero then: a sum that rounds to zero is
	// exact). Where f is stepped it is finite and not zero, so the step is its bits less one,
	// either sign. One test, small enough to inline in the warp function's loop.
	if math.Abs(float64(f)) > math.Abs(s) || float64(f) == s && e != 0 && int64(math.Float64bits(e)^math.Float64bits(s)) < 0 {
		f = math.Float32frombits(math.Float32bits(f) - 1)
	}
	return f
}

// SinApprox32 is sin.approx{.ftz}.f32. As compiled for sm_90 the input is
// multiplied by 1/(2π) rounding toward zero (FMUL.RZ by 0x3e22f983), and
// MUFU.SIN takes the sine of that many turns t. Measured on every positive
// f32 input and its negation (tools/gpu/mufu.cu): the result is a function
// of the fraction of |t| truncated to 25 bits and of the sign of x alone, odd
// in x, with sin(f+1/2) = -sin(f) and sin(1/2-2^-25-f) = sin(f) exactly, so
// the measured first quadrant (TableSin) gives every result.
func SinApprox32(x float32, ftz bool) float32 {
	j, ok := turnsKey(x)
	if !ok {
		return nan32
	}
	return sinTurns(j, math.Signbit(float64(x)))
}

// CosApprox32 is cos.approx{.ftz}.f32: MUFU.COS, measured equal to MUFU.SIN
// a quarter turn on (cos(f) = sin(f+1/4) for every 25-bit fraction f), and
// even.
func CosApprox32(x float32, ftz bool) float32 {
	j, ok := turnsKey(x)
	if !ok {
		return nan32
	}
	return sinTurns((j+1<<23)&(1<<25-1), false)
}

// turnsKey is the fraction of |x·(1/2π)| (FMUL.RZ) truncated to 25 bits;
// false for infinite or NaN x. The multiplication's .ftz is immaterial: a
// subnormal product has a zero fraction either way.
func turnsKey(x float32) (int, bool) {
	t := math.Abs(float64(Mul32(x, math.Float32frombits(0x3e22f983), RZ)))
	if math.IsInf(t, 0) || t != t {
		return 0, false
	}
	return int((t - math.Floor(t)) * 0x1p25), true
}

// sinTurns is MUFU.SIN of j/2^25 turns, negated for a negative input.
func sinTurns(j int, neg bool) float32 {
	r, q := sinIndex(j)
	var v uint32
	if t := tSin.get(); t != nil {
		v = t.lookup(r)
	} else {
		v = math.Float32bits(float32(math.Sin(2 * math.Pi * float64(r) * 0x1p-25)))
	}
	if q >= 2 != neg {
		v ^= 0x80000000
	}
	return math.Float32frombits(v)
}

// sinIndex is the first-quadrant entry of j/2^25 turns and the quadrant.
func sinIndex(j int) (r, q int) {
	q, r = j>>23, j&(1<<23-1)
	if q&1 == 1 {
		r = 1<<23 - 1 - r
	}
	return r, q
}

// DivApprox32 is div.approx{.ftz}.f32, as ptxas compiles it for sm_90
// (tools/gpu/results/run2-measure.sass): the reciprocal of b (MUFU.RCP,
// rcp.approx.ftz) times a. With .ftz the product flushes (FMUL.FTZ); without,
// a subnormal b is first scaled by 2^24 together with a. For 2^126 < |b| <
// 2^128 the reciprocal flushes to zero, as the ISA documents.
func DivApprox32(a, b float32, ftz bool) float32 { return divApprox(a, b, ftz, tRcp.get()) }

// divApprox is DivApprox32 with rcp's table t fetched by the caller.
func divApprox(a, b float32, ftz bool, t *table) float32 {
	if ftz {
		return canon32(Mul32FTZ(rcpApprox(b, true, t), a, RN))
	}
	if math.Abs(float64(b)) < minNormal32 {
		b, a = b*0x1p24, a*0x1p24
	}
	return canon32(rcpApprox(b, true, t) * a)
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
// exactly, with separate tables for positive and negative inputs (docs/ptx-notes.md §4).
func ex2Model(x float32, posT, negT *table) float32 {
	neg := x < 0
	ax := float32(math.Abs(float64(x)))
	if ax >= 128 {
		if neg {
			return 0
		}
		return float32(math.Inf(1))
	}
	n, idx, _ := ex2Split(ax)
	t := posT
	if neg {
		t = negT
	}
	if t == nil {
		return float32(math.Exp2(float64(x)))
	}
	var ref uint32
	if neg {
		ref = ex2NegRef(idx)
	} else {
		ref = ex2PosRef(idx)
	}
	tv, ok := t.near(idx, ref)
	if !ok {
		tv = t.exception(idx)
	}
	if !neg {
		return math.Float32frombits(tv + uint32(n)<<23) // T in [1,2), n <= 127: stays finite
	}
	if e := int32(tv>>23) - n; e > 0 {
		return math.Float32frombits(tv - uint32(n)<<23)
	}
	return float32(math.Ldexp(float64(math.Float32frombits(tv)), -int(n)))
}

// ex2Split splits |x| < 128 into its integer part and the table index of its
// fraction (truncated to 23 bits); false from 128 up.
func ex2Split(ax float32) (n int32, idx int, ok bool) {
	if !(ax < 128) {
		return 0, 0, false
	}
	n = int32(ax)                                   // floor, ax >= 0
	return n, int((ax - float32(n)) * 0x1p23), true // the fraction is exact
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

// rcpModel: the result depends only on the mantissa, scaled exactly (docs/ptx-notes.md §4).
func rcpModel(x float32, t *table) float32 {
	if t == nil {
		return float32(1 / float64(x))
	}
	frac, e := normalize32(x)
	tv, ok := t.near(int(frac), rcpRef(int(frac))) // T in (0.5, 1]
	if !ok {
		tv = t.exception(int(frac))
	}
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

func sqrtModel(x float32, t *table) float32 {
	if t == nil {
		return float32(math.Sqrt(float64(x)))
	}
	idx, k := sqrtIndex(x)
	tv, ok := t.near(idx, sqrtRef(idx)) // exponent stays in range: |k| <= 75
	if !ok {
		tv = t.exception(idx)
	}
	return math.Float32frombits(uint32(int32(tv) + int32(k)<<23))
}

func rsqrtModel(x float32, t *table) float32 {
	if t == nil {
		return float32(1 / math.Sqrt(float64(x)))
	}
	idx, k := sqrtIndex(x)
	tv, ok := t.near(idx, rsqrtRef(idx))
	if !ok {
		tv = t.exception(idx)
	}
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

// The .approx instructions without .ftz for a whole warp: d[l] is the result for lane l's f32
// (the low 32 bits of a[l], and for div of b[l]) as its bits, a NaN canonical. Each fetches
// its tables once for the warp, where the one-lane functions fetch them at every lane (an
// atomic load and a call each, a fifth of a lookup's instructions).
//
// The lanes look up unrelated entries of tables of megabytes, so nearly every lookup misses
// the caches. Each function works in two passes: the first finds every lane's entry and
// reads its code byte, in loads that do not depend on each other, so the lanes' misses
// overlap (what Prefetch32 does for the other paths, without computing the index twice); the
// second evaluates every lane from its byte. A lane whose input is outside the common case
// (NaN, infinity, zero, subnormal, a result near the ends of the range) takes the one-lane
// function instead: the fast pass is that function's own steps for the inputs it admits
// (TestApproxLanes compares every lane).

// Ex2Approx32Lanes is Ex2Approx32(x, false) of every lane.
func Ex2Approx32Lanes(d, a *[32]uint64) { ex2ApproxLanes(d, a, VectorLanes) }

// ex2ApproxLanes is Ex2Approx32Lanes, its second pass in AVX2 where vector is true.
func ex2ApproxLanes(d, a *[32]uint64, vector bool) {
	pos, neg := tEx2Pos.get(), tEx2Neg.get()
	if pos == nil || neg == nil {
		for l := range d {
			d[l] = laneBits(ex2Approx(math.Float32frombits(uint32(a[l])), false, pos, neg))
		}
		return
	}
	if vector {
		var key, code [32]uint32
		ex2KeysAVX2(&key, &code, a, &pos.codes[:1<<21][0], &neg.codes[:1<<21][0])
		for rest := ex2LanesAVX2(d, &key, &code, ex2RefTables()); rest != 0; rest &= rest - 1 {
			l := bits.TrailingZeros32(rest)
			d[l] = laneBits(ex2Approx(math.Float32frombits(uint32(a[l])), false, pos, neg))
		}
		return
	}
	// Pass 1: per lane its entry, sign<<31 | n<<23 | index (|x| = n + index/2^23), and the
	// entry's 2-bit code; code 3 marks the lanes left to ex2Approx: exceptions, and |x| >= 126
	// or NaN (ex2Model's ends, ex2Approx's specials and halved input).
	var key [32]uint32
	var code [32]byte
	posCodes, negCodes := pos.codes[:1<<21], neg.codes[:1<<21] // no bounds check a lane
	for l, al := range a {
		b := uint32(al)
		ax := math.Float32frombits(b &^ 0x80000000)
		if !(ax < 126) {
			code[l] = 3
			continue
		}
		n := uint32(ax)
		i := uint32((ax - float32(n)) * 0x1p23) // exact, as in ex2Split
		codes := posCodes
		if b>>31 != 0 && ax != 0 { // ex2Model reads the negative table for x < 0 only (not -0)
			codes = negCodes
			i |= 1 << 31
		}
		key[l] = i | n<<23
		code[l] = codes[i&(1<<23-1)>>2] >> (2 * (i & 3)) & 3
	}
	// Pass 2: the table value is the reference plus the code's delta; 2^x is that value scaled
	// by 2^n (x >= 0) or 2^-n (x < 0, where the result stays normal). The rest (code 3, a
	// subnormal result) is the one-lane function's: for |x| < 126 ex2Approx is ex2Model.
	ref := ex2RefTables()
	for l := range d {
		k, c := key[l], uint32(code[l])
		i, n, s := int(k&(1<<23-1)), k>>23&0xff, k>>31
		tv := math.Float32bits(float32(ref.at(int(s), i))) - s + c&1 - c>>1 // ex2NegRef is one below
		if c != 3 {
			if s == 0 {
				d[l] = uint64(tv + n<<23) // T in [1,2), n <= 125: stays finite
				continue
			}
			if int32(tv>>23)-int32(n) > 0 {
				d[l] = uint64(tv - n<<23)
				continue
			}
		}
		d[l] = laneBits(ex2Approx(math.Float32frombits(uint32(a[l])), false, pos, neg))
	}
}

// VectorLanes makes the warp functions run in AVX2: the first passes' table reads gathered eight
// lanes at a time (ex2, rcp, div, rsqrt), the second passes four lanes at a time (all five). Package sim sets it where the CPU has AVX2 and the engine is not
// portable; the results are the same bits either way (TestApproxLanes runs both).
var VectorLanes bool

// RcpApprox32Lanes is RcpApprox32(x, false) of every lane.
func RcpApprox32Lanes(d, a *[32]uint64) { rcpApproxLanes(d, a, VectorLanes) }

// rcpApproxLanes is RcpApprox32Lanes, its second pass in AVX2 where vector is true.
func rcpApproxLanes(d, a *[32]uint64, vector bool) {
	t := tRcp.get()
	if vector && t != nil {
		var code [32]uint32
		rcpCodesAVX2(&code, a, &t.codes[:1<<21][0])
		for rest := rcpLanesAVX2(d, nil, a, &code, false); rest != 0; rest &= rest - 1 {
			l := bits.TrailingZeros32(rest)
			d[l] = laneBits(rcpApprox(math.Float32frombits(uint32(a[l])), false, t))
		}
		return
	}
	var code [32]byte
	rcpCodes(&code, a, t)
	for l := range d {
		if r, ok := rcpFast(uint32(a[l]), code[l]); ok {
			d[l] = uint64(r)
			continue
		}
		d[l] = laneBits(rcpApprox(math.Float32frombits(uint32(a[l])), false, t))
	}
}

// DivApprox32Lanes is DivApprox32(x, y, false) of every lane, x from a and y from b.
func DivApprox32Lanes(d, a, b *[32]uint64) { divApproxLanes(d, a, b, VectorLanes) }

// divApproxLanes is DivApprox32Lanes, its second pass in AVX2 where vector is true.
func divApproxLanes(d, a, b *[32]uint64, vector bool) {
	t := tRcp.get()
	if vector && t != nil {
		var code [32]uint32
		rcpCodesAVX2(&code, b, &t.codes[:1<<21][0])
		for rest := rcpLanesAVX2(d, a, b, &code, true); rest != 0; rest &= rest - 1 {
			l := bits.TrailingZeros32(rest)
			d[l] = laneBits(divApprox(math.Float32frombits(uint32(a[l])), math.Float32frombits(uint32(b[l])), false, t))
		}
		return
	}
	var code [32]byte
	rcpCodes(&code, b, t)
	for l := range d {
		if r, ok := rcpFast(uint32(b[l]), code[l]); ok {
			// divApprox of a normal divisor: rcpApprox(y, true) (normal here, so its .ftz
			// changes nothing) times x.
			d[l] = laneBits(math.Float32frombits(r) * math.Float32frombits(uint32(a[l])))
			continue
		}
		d[l] = laneBits(divApprox(math.Float32frombits(uint32(a[l])), math.Float32frombits(uint32(b[l])), false, t))
	}
}

// rcpCodes is the first pass of rcp's warp functions: the 2-bit code of each lane's entry
// (the fraction of its f32, the low 32 bits of x[l]), and 3 for the lanes left to the one-lane
// function: all of them without the table, and those whose exponent field is outside [1, 252]
// (zero, subnormal, infinity, NaN, and where the reciprocal is subnormal).
func rcpCodes(code *[32]byte, x *[32]uint64, t *table) {
	if t == nil {
		*code = [32]byte{3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3}
		return
	}
	codes := t.codes[:1<<21] // the index below is in range: no bounds check a lane
	var c [32]byte
	for l, xl := range x {
		b := uint32(xl)
		c[l] = 3
		if b>>23&0xff-1 < 252 {
			c[l] = codes[b&0x7fffff>>2] >> (2 * (b & 3)) & 3
		}
	}
	*code = c
}

// rcpFast is rcpModel of the f32 with bits b, whose exponent field is in [1, 252], from its
// entry's 2-bit code c: the result's bits; false where the entry is an exception (code 3: the
// one-lane function reads the list) or the result leaves the normal range (rcpModel's other
// branch). Small enough to inline and without a branch on the code (the lanes' codes are
// unrelated), so that a warp's lanes run as one loop without calls.
func rcpFast(b uint32, c byte) (uint32, bool) {
	tv := rcpRef(int(b&0x7fffff)) + uint32(c&1) - uint32(c>>1)
	// The result's exponent field, in [1, 254] where the result is normal (below that it wraps);
	// code 3 adds 512.
	re := tv>>23 + 127 - b>>23&0xff + uint32(c&c>>1)<<9
	return b&0x80000000 | re<<23 | tv&0x7fffff, re-1 < 254
}

// RsqrtApprox32Lanes is RsqrtApprox32(x, false) of every lane.
func RsqrtApprox32Lanes(d, a *[32]uint64) { rsqrtApproxLanes(d, a, VectorLanes) }

// rsqrtApproxLanes is RsqrtApprox32Lanes, in AVX2 where vector is true.
func rsqrtApproxLanes(d, a *[32]uint64, vector bool) {
	t := tRsqrt.get()
	if t == nil {
		for l := range d {
			d[l] = laneBits(rsqrtApprox(math.Float32frombits(uint32(a[l])), false, t))
		}
		return
	}
	if vector {
		var code [32]uint32
		for rest := rsqrtLanesAVX2(d, a, &code, &t.codes[:1<<22][0]); rest != 0; rest &= rest - 1 {
			l := bits.TrailingZeros32(rest)
			d[l] = laneBits(rsqrtApprox(math.Float32frombits(uint32(a[l])), false, t))
		}
		return
	}
	// Pass 1 as rcp's, for positive normal inputs; the index is sqrtIndex's.
	var code [32]byte
	slow := uint32(0)
	for l := range a {
		b := uint32(a[l])
		if b-0x00800000 >= 0x7f000000 {
			slow |= 1 << l
			continue
		}
		code[l] = t.codes[bitsIndex(b, 1<<23)>>2]
	}
	for l := range d {
		b := uint32(a[l])
		if slow>>l&1 != 0 {
			d[l] = laneBits(rsqrtApprox(math.Float32frombits(b), false, t))
			continue
		}
		idx := bitsIndex(b, 1<<23)
		k := (int32(b>>23) - 127) >> 1
		c := uint32(code[l]>>(2*(idx&3))) & 3
		tv := rsqrtRef(idx) + c&1 - c>>1
		if c == 3 {
			tv = t.exception(idx)
		}
		d[l] = uint64(uint32(int32(tv) - k<<23))
	}
}

// Lg2Approx32Lanes is Lg2Approx32(x, false) of every lane.
func Lg2Approx32Lanes(d, a *[32]uint64) { lg2ApproxLanes(d, a, VectorLanes) }

// lg2ApproxLanes is Lg2Approx32Lanes, its second pass in AVX2 where vector is true.
func lg2ApproxLanes(d, a *[32]uint64, vector bool) {
	t := tLg2.get()
	if t == nil || t.seq == nil {
		for l := range d {
			d[l] = laneBits(lg2Approx(math.Float32frombits(uint32(a[l])), false, t))
		}
		return
	}
	// Pass 1: every lane's table value, for positive normal inputs with a fraction (lg2Model's
	// default case) whose block is a line already made: the block's head, then the
	// entry's residual (read only once the head shows its chunk made, as lookup does).
	bv := t.seq
	var val [32]uint32
	if vector {
		slow := lg2ValuesAVX2(&val, a, &bv.head[:1<<17][0], &bv.res[:1<<22][0])
		var out [32]uint64
		lg2LanesAVX2(&out, &val, a)
		for ; slow != 0; slow &= slow - 1 {
			l := bits.TrailingZeros32(slow)
			out[l] = laneBits(lg2Approx(math.Float32frombits(uint32(a[l])), false, t))
		}
		*d = out
		return
	}
	slow := uint32(0)
	for l := range a {
		b := uint32(a[l])
		i := int(b & 0x7fffff)
		if b-0x00800000 >= 0x7f000000 || i == 0 {
			slow |= 1 << l
			continue
		}
		h := bv.head[i>>blockShift].Load()
		f := uint32(h >> 32)
		if f-1 >= slopeLimit {
			slow |= 1 << l
			continue
		}
		val[l] = onLine(uint32(h), int64(f)-slopeBias, i&(1<<blockShift-1)) + uint32(bv.res[i>>1]>>(4*(i&1))&15)
	}
	for l := range d {
		b := uint32(a[l])
		if slow>>l&1 != 0 {
			d[l] = laneBits(lg2Approx(math.Float32frombits(b), false, t))
			continue
		}
		d[l] = laneBits(truncSum32(float64(int(b>>23)-127), lg2Cell(val[l])))
	}
}

// laneBits is a lane's result: the bits of x, a NaN canonical.
func laneBits(x float32) uint64 {
	if x != x {
		return CanonicalNaN32
	}
	return uint64(math.Float32bits(x))
}
