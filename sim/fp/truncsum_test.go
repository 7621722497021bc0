package fp

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// TestTruncSum32: truncSum32(a, b) is a+b rounded toward zero to f32, against math/big's exact
// sum rounded so, for sums of either sign that round to nearest away from zero, toward it, and
// exactly (lg2.approx's exponent plus a cell's midpoint, and random pairs of magnitudes), and
// where a+b is not a float64 (the error term decides).
func TestTruncSum32(t *testing.T) {
	want := func(a, b float64) float32 {
		s := new(big.Float).SetPrec(2100).SetFloat64(a)
		s.Add(s, new(big.Float).SetPrec(2100).SetFloat64(b))
		f, _ := s.SetMode(big.ToZero).SetPrec(24).Float32()
		return f
	}
	r := rand.New(rand.NewPCG(27, 14))
	check := func(a, b float64) {
		if got, w := truncSum32(a, b), want(a, b); math.Float32bits(got) != math.Float32bits(w) {
			t.Fatalf("truncSum32(%v, %v) = %v (%#x), want %v (%#x)", a, b, got, math.Float32bits(got), w, math.Float32bits(w))
		}
	}
	for range 200000 {
		a := float64(r.IntN(256) - 127)
		b := r.Float64()
		if r.IntN(2) == 0 {
			b = -b
		}
		check(a, b)
		check(-a, b)
		x := math.Float32frombits(r.Uint32()&^0xff800000 | 0x3f800000) // [1, 2)
		check(a, float64(x)+(r.Float64()-0.5)*0x1p-30)
		check(math.Ldexp(r.Float64()-0.5, r.IntN(40)-20), math.Ldexp(r.Float64()-0.5, r.IntN(80)-40))
	}
}
