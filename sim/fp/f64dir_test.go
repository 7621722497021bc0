package fp

import (
	"math"
	"testing"
)

// TestRoundErr64 compares roundErr64 with roundErr on f64 in every rounding mode and error sign,
// on random finite values of every binade, subnormals, the largest finite values and powers of
// two (where the step below is half the step above).
func TestRoundErr64(t *testing.T) {
	edges := []uint64{1, 2, 0x000fffffffffffff, 0x0010000000000000, 0x0010000000000001,
		0x7fefffffffffffff, 0x7feffffffffffffe, 0x3ff0000000000000, 0x3fefffffffffffff,
		0x4000000000000000}
	seed := uint64(3)
	next := func() uint64 {
		seed = seed*6364136223846793005 + 1442695040888963407
		return seed ^ seed>>31
	}
	for i := 0; i < 400000; i++ {
		u := next()&^(0x7ff<<52) | next()%0x7ff<<52 // finite
		if i%8 == 0 {
			u = edges[next()%uint64(len(edges))] | next()&(1<<63)
		}
		if u<<1 == 0 {
			continue
		}
		s := math.Float64frombits(u)
		for _, r := range []Rounding{RN, RZ, RM, RP} {
			for e := -1; e <= 1; e++ {
				want := roundErr(s, e, fmtF64, r)
				if got := math.Float64bits(roundErr64(s, e, r)); got != want {
					t.Fatalf("s %#016x err %d rnd %d: roundErr64 %#016x, roundErr %#016x", u, e, r, got, want)
				}
			}
		}
	}
}

// BenchmarkAdd64Directed is add.rm.f64 of two values whose sum is inexact (interval
// arithmetic's lower bounds), next to Go's own addition of the same values (native) and the
// general rounding roundErr64 replaces (rm-general).
func BenchmarkAdd64Directed(b *testing.B) {
	x, y := 1.0/3, math.Pi*1e-3
	b.Run("native", func(b *testing.B) {
		var s float64
		for b.Loop() {
			s += x + y
		}
		sink64 = s
	})
	b.Run("rm-general", func(b *testing.B) { // Add64's directed path through roundErr, as before
		var s float64
		for b.Loop() {
			v, e := twoSum(x, y)
			s += f64(roundErr(v, sign(e), fmtF64, RM))
		}
		sink64 = s
	})
	b.Run("rm", func(b *testing.B) {
		var s float64
		for b.Loop() {
			s += Add64(x, y, RM)
		}
		sink64 = s
	})
}
