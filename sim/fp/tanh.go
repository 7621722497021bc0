package fp

import (
	"math"
	"sync"
)

// MUFU.TANH, measured on every f32 input (tools/gpu/tanh.cu, run 5): odd on
// every input; the input itself up to 2^-8 (subnormals kept, no flush);
// exactly 1 from 8 up (Inf included); NaN gives CanonicalNaN32. In between,
// within each input binade the result ignores a fixed number of low mantissa
// bits (tanhShift; 6 near 2^-8, fewer towards 1, 2 in [2, 4)): the table
// holds one result per such block, 6,684,672 in all, and reproduces all
// 2^31 measured non-negative results.

const (
	tanhLo  = 0x3b800000 // 2^-8: inputs below give themselves
	tanhSat = 0x41000000 // 8: inputs from here up give 1
)

// tanhShift is, per input binade 2^-8 … 2^2, how many low mantissa bits
// MUFU.TANH never looks at: the smallest such count for which every measured
// result is the same across each aligned block.
var tanhShift = [tanhSat>>23 - tanhLo>>23]uint8{6, 6, 6, 5, 5, 4, 4, 4, 3, 2, 3}

// tanhStart is where each binade's entries begin in the table.
var tanhStart, tanhEntries = func() ([len(tanhShift)]int, int) {
	var s [len(tanhShift)]int
	n := 0
	for e, k := range tanhShift {
		s[e] = n
		n += 1 << (23 - k)
	}
	return s, n
}()

// tanhIndex is the table entry of an input bit pattern in [tanhLo, tanhSat).
func tanhIndex(a uint32) int {
	e := a>>23 - tanhLo>>23
	return tanhStart[e] + int(a&0x7fffff>>tanhShift[e])
}

// tanhInput is the smallest input bit pattern of table entry i.
func tanhInput(i int) uint32 {
	e := len(tanhStart) - 1
	for tanhStart[e] > i {
		e--
	}
	return (tanhLo>>23+uint32(e))<<23 | uint32(i-tanhStart[e])<<tanhShift[e]
}

// tanhRef is the reference of table entry i: tanh of its smallest input as
// an f32, (E-1)/(E+1) with E = e^(2x) = 2^n · 2^(j/64) · 2^r (a 64-entry
// table from exp2Poly and a short Taylor polynomial for r < 1/64), every
// operation explicitly rounded so the bits are the same on every platform.
func tanhRef(i int) uint32 {
	tanhExpOnce.Do(func() {
		for j := range tanhExp {
			tanhExp[j] = exp2Poly(float64(j) / 64)
		}
	})
	x := float64(math.Float32frombits(tanhInput(i)))
	y := float64(2 * x * 1.4426950408889634) // 2x·log2(e)
	n := math.Floor(y)
	f := float64(64 * float64(y-n))
	j := math.Floor(f)
	t := float64(float64(float64(f-j)/64) * 0.6931471805599453)
	p := float64(1 + float64(t*float64(1+float64(t*float64(0.5+float64(t*float64(1.0/6+float64(t*float64(1.0/24+float64(t*(1.0/120)))))))))))
	e := math.Ldexp(float64(tanhExp[int(j)]*p), int(n))
	return math.Float32bits(float32(float64(float64(e-1) / float64(e+1))))
}

var (
	tanhExpOnce sync.Once
	tanhExp     [64]float64
)

// TanhApprox32 is tanh.approx.f32 (MUFU.TANH, which ptxas emits alone).
func TanhApprox32(x float32) float32 {
	b := math.Float32bits(x)
	sign, a := b&0x80000000, b&0x7fffffff
	switch {
	case a > 0x7f800000:
		return math.Float32frombits(CanonicalNaN32)
	case a < tanhLo:
		return x
	case a >= tanhSat:
		return math.Float32frombits(sign | 0x3f800000)
	}
	if t := tTanh.get(); t != nil {
		return math.Float32frombits(sign | t.lookup(tanhIndex(a)))
	}
	// Without the table: the correctly rounded value.
	return float32(math.Tanh(float64(x)))
}

// TanhTableInput is the smallest input bit pattern whose tanh.approx.f32 is
// entry i of TableTanh (tools/gpu builds the table with it).
func TanhTableInput(i int) uint32 { return tanhInput(i) }
