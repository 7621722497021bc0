package sim

import (
	"math"
	"testing"
)

// TestCmpFloatVector compares the vector float comparisons with the portable ones on every
// operator, f32 (with and without .ftz, garbage in the lanes' high words) and f64, on values
// that include both zeros, subnormals, infinities, NaNs of several payloads and equal pairs.
func TestCmpFloatVector(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no lane kernels on this CPU")
	}
	defer setEnginePortable(enginePortable)
	f32edges := []uint32{0, 0x80000000, 1, 0x80000001, 0x007fffff, 0x807fffff, 0x00800000, 0x80800000,
		0x3f800000, 0xbf800000, 0x7f7fffff, 0xff7fffff, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00000,
		0x7f800001, 0x7fffffff, 0x00000002}
	f64edges := []uint64{0, 1 << 63, 1, 1<<63 | 1, 0x000fffffffffffff, 0x0010000000000000,
		math.Float64bits(1), math.Float64bits(-1), math.Float64bits(math.MaxFloat64),
		math.Float64bits(math.Inf(1)), math.Float64bits(math.Inf(-1)), 0x7ff8000000000000,
		0xfff8000000000000, 0x7ff0000000000001, math.Float64bits(1e-310)}
	seed := uint64(5)
	next := func() uint64 {
		seed = seed*6364136223846793005 + 1442695040888963407
		return seed ^ seed>>29
	}
	w := &warp{}
	for round := 0; round < 2000; round++ {
		var a, b [32]uint64
		ct := uint32(ctF32)
		if round%2 == 1 {
			ct = ctF64
		}
		for l := range a {
			for i, x := range []*uint64{&a[l], &b[l]} {
				r := next()
				switch {
				case ct == ctF32 && r%4 == 0:
					*x = uint64(f32edges[r>>8%uint64(len(f32edges))]) | r&0xffffffff00000000
				case ct == ctF32:
					*x = r // a random f32 in the low word, garbage above
				case r%4 == 0:
					*x = f64edges[r>>8%uint64(len(f64edges))]
				default:
					*x = r
				}
				if i == 1 && r%7 == 0 {
					*x = a[l] // equal
				}
				if i == 1 && r%11 == 0 && ct == ctF32 {
					*x = a[l] + 1 // a neighbour (in a subnormal, one ulp)
				}
			}
		}
		for cmp := uint32(cmpEQ); cmp <= cmpNAN; cmp++ {
			for ftz := uint32(0); ftz < 2; ftz++ {
				aux := cmp | ct<<8 | ftz<<16
				setEnginePortable(true)
				want := w.compare(aux, &a, &b)
				setEnginePortable(false)
				if got := w.compare(aux, &a, &b); got != want {
					t.Fatalf("type %d cmp %d ftz %d: vector %#08x, portable %#08x\na %x\nb %x", ct, cmp, ftz, got, want, a, b)
				}
			}
		}
	}
}

// BenchmarkCmpFloat is one setp.lt.f32 of a full warp through compare, with the lane kernels
// and without (portable), and native: the same 32 comparisons of float32 values in plain Go.
// The comparisons of eigenvalues' bisection.
func BenchmarkCmpFloat(b *testing.B) {
	defer setEnginePortable(enginePortable)
	var x, y [32]uint64
	for l := range x {
		x[l] = uint64(math.Float32bits(float32(l) * 0.37))
		y[l] = uint64(math.Float32bits(float32(31-l) * 0.41))
	}
	b.Run("native", func(b *testing.B) {
		var xs, ys [32]float32
		for l := range xs {
			xs[l], ys[l] = math.Float32frombits(uint32(x[l])), math.Float32frombits(uint32(y[l]))
		}
		var m uint32
		for b.Loop() {
			var r uint32
			for l := range xs {
				if xs[l] < ys[l] {
					r |= 1 << l
				}
			}
			m ^= r
		}
		sinkMask = m
	})
	w := &warp{}
	for _, portable := range []bool{false, true} {
		name := "vector"
		if portable {
			name = "portable"
		}
		b.Run(name, func(b *testing.B) {
			if !portable && !haveLaneVector {
				b.Skip("no lane kernels on this CPU")
			}
			setEnginePortable(portable)
			var m uint32
			for b.Loop() {
				m ^= w.compare(cmpLT|ctF32<<8, &x, &y)
			}
			sinkMask = m
		})
	}
}

var sinkMask uint32
