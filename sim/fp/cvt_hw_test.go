package fp

import (
	"math"
	"testing"
)

// TestCvtHardware compares the conversions that take the hardware's path (f32 -> f64,
// cvt.rn.f32.f64, cvt.rn.f32/f64 of 32- and 64-bit signed and 32-bit unsigned integers) with
// the general path on random bit patterns, subnormals, values around f32's overflow and
// rounding ties, infinities and NaNs, and checks that conversions with modifiers still agree.
func TestCvtHardware(t *testing.T) {
	defer func() { cvtHardware = true }()
	seed := uint64(9)
	next := func() uint64 {
		seed = seed*6364136223846793005 + 1442695040888963407
		return seed ^ seed>>29
	}
	inputs := func(src Type) uint64 {
		r := next()
		switch src {
		case F32:
			if r%5 == 0 {
				return r >> 8 & 0x807fffff // subnormal
			}
			return r & 0xffffffff
		case F64:
			switch r % 6 {
			case 0: // around f32's subnormal range and below
				return r&0x800fffffffffffff | (1023-150+r>>20%30)<<52
			case 1: // around f32's overflow
				return r&0x800fffffffffffff | (1023+126+r>>20%3)<<52
			case 2: // f32 ties: 29 low bits exactly half
				return r&^(1<<29-1) | 1<<28
			case 3:
				return []uint64{0x7ff0000000000000, 0xfff0000000000000, 0x7ff8000000000001, 0xfff0000000000001, 0, 1 << 63, 0x47efffffe0000000, 0x47efffffefffffff}[r>>8%8]
			}
			return r
		}
		return r
	}
	var convs []Cvt
	for _, src := range []Type{F32, F64, S32, U32, S64} {
		for _, dst := range []Type{F32, F64} {
			if src == dst {
				continue
			}
			for _, c := range []Cvt{{}, {FTZ: true}, {Sat: true}, {Round: RZ}, {Round: RM}} {
				c.Dst, c.Src = dst, src
				if c.Check() == nil {
					convs = append(convs, c)
				}
			}
		}
	}
	rounds := 50000
	if testing.Short() {
		rounds = 5000
	}
	for i := 0; i < rounds; i++ {
		for _, c := range convs {
			x := inputs(c.Src)
			if bw := c.Src.Bits(); bw < 64 {
				x &= 1<<bw - 1
			}
			cvtHardware = true
			got := c.Apply(x)
			cvtHardware = false
			if want := c.Apply(x); got != want {
				t.Fatalf("%+v of %#x: hardware path %#x, general %#x", c, x, got, want)
			}
		}
	}
}

// BenchmarkCvtF64F32 is cvt.rn.f32.f64 through Apply on the hardware's path and the general
// one, next to Go's own conversion of the same values (native).
func BenchmarkCvtF64F32(b *testing.B) {
	defer func() { cvtHardware = true }()
	xs := make([]uint64, 1024)
	for i := range xs {
		xs[i] = math.Float64bits(math.Sin(float64(i)) * 1e3)
	}
	c := Cvt{Dst: F32, Src: F64}
	b.Run("native", func(b *testing.B) {
		var s uint64
		for i := 0; b.Loop(); i++ {
			s += uint64(math.Float32bits(float32(math.Float64frombits(xs[i&1023]))))
		}
		sinkU = s
	})
	for _, hw := range []bool{true, false} {
		b.Run(map[bool]string{true: "hardware", false: "general"}[hw], func(b *testing.B) {
			cvtHardware = hw
			var s uint64
			for i := 0; b.Loop(); i++ {
				s += c.Apply(xs[i&1023])
			}
			sinkU = s
		})
	}
}
