package sim

import (
	"math"
	"math/rand/v2"
	"testing"

	"cudasim/sim/fp"
)

// TestF64LanesBothPaths compares f64 add, sub, mul, div, sqrt and fma (with the contraction's
// negations) in the vector unit with the reference (the portable engine) in every rounding mode,
// on random doubles (NaNs of random payloads, infinities and subnormals among them) and on
// operands chosen for the hard cases: exact cancellations (signed zeros), sums and products that
// overflow or land among the subnormals, quotients and square roots of subnormals, halfway
// products, and the largest and smallest finite values; full and partial masks, a destination
// that is also a source.
func TestF64LanesBothPaths(t *testing.T) {
	if !haveF64Vector {
		t.Skip("no vector f64 kernel on this CPU")
	}
	defer setEnginePortable(enginePortable)
	r := rand.New(rand.NewPCG(64, 11))
	edges := []float64{0, math.Copysign(0, -1), 1, -1, 3, 0.1, -1.5, math.MaxFloat64, -math.MaxFloat64,
		math.SmallestNonzeroFloat64, -math.SmallestNonzeroFloat64, 0x1p-1022, 0x1.fffffffffffffp-1023,
		math.Inf(1), math.Inf(-1), math.NaN(), math.Float64frombits(0x7ff0000000000001),
		math.Float64frombits(0xfff4000000000abc), 0x1p-537, 0x1p537, 1 + 0x1p-52, 1 - 0x1p-53, 0x1p1023}
	operand := func(other float64) float64 {
		switch r.IntN(8) {
		case 0:
			return edges[r.IntN(len(edges))]
		case 1:
			return math.Float64frombits(r.Uint64()) // any bits: NaN payloads, subnormals
		case 2:
			return -other // exact cancellation
		case 3:
			return math.Ldexp(r.Float64()+0.5, r.IntN(2100)-1075) // every binade, subnormals too
		case 4:
			return other * (1 + float64(r.IntN(8))*0x1p-52) // near the other operand
		}
		return (r.Float64() - 0.5) * math.Ldexp(1, r.IntN(40)-20)
	}
	for _, kind := range []uint32{fAdd, fSub, fMul, fDiv, fSqrt, fFma} {
		for rnd := fp.RN; rnd <= fp.RP; rnd++ {
			for _, neg := range []uint32{0, fNegA, fNegC, fNegA | fNegC} {
				if neg != 0 && kind != fFma {
					continue
				}
				rounds := 300
				if kind == fFma && rnd != fp.RN {
					rounds = 40 // the reference's exact rationals: 10 µs a lane
				}
				for round := range rounds {
					in := inst{op: opF64, aux: kind | uint32(rnd)<<fRndShift | neg, d: 0, a: 1, b: 2, c: 3}
					if round%5 == 0 {
						in.d = 1 + int32(r.IntN(3))
					}
					mask := uint32(fullMask)
					if round%3 == 0 {
						mask = r.Uint32()
					}
					var regs [4][32]uint64
					for l := range 32 {
						x := operand(1)
						y := operand(x)
						z := operand(x * y)
						regs[1][l], regs[2][l], regs[3][l] = math.Float64bits(x), math.Float64bits(y), math.Float64bits(z)
					}
					var got [2][32]uint64
					for p, portable := range []bool{true, false} {
						setEnginePortable(portable)
						w := &warp{r: make([][32]uint64, 4)}
						copy(w.r, regs[:])
						w.f64op(&in, mask)
						got[p] = w.r[in.d]
					}
					for l := range got[0] {
						if got[0][l] != got[1][l] {
							t.Fatalf("kind %d rounding %v aux %#x lane %d (mask %#x): vector %#x, reference %#x; operands %g %g %g (%#x %#x %#x)",
								kind, rnd, in.aux, l, mask, got[1][l], got[0][l], f64(regs[1][l]), f64(regs[2][l]), f64(regs[3][l]),
								regs[1][l], regs[2][l], regs[3][l])
						}
					}
				}
			}
		}
	}
}

// BenchmarkF64Lanes is a full warp of interval arithmetic's add.rm.f64 and mul.rp.f64, and fma.rz
// and div.rm, through f64op in the vector unit and the reference (portable), and native: 32 adds
// of doubles to nearest in plain Go.
func BenchmarkF64Lanes(b *testing.B) {
	defer setEnginePortable(enginePortable)
	w := &warp{r: make([][32]uint64, 4)}
	for i := range w.r {
		for l := range w.r[i] {
			w.r[i][l] = math.Float64bits(float64(l+1)*1.1 + float64(i)*0.37)
		}
	}
	b.Run("add.rn/native", func(b *testing.B) {
		var x, y, d [32]float64
		for l := range x {
			x[l], y[l] = f64(w.r[1][l]), f64(w.r[2][l])
		}
		cpuLoop(b, func() {
			for l := range d {
				d[l] = x[l] + y[l]
			}
		})
		sinkMask = uint32(d[3])
	})
	for _, c := range []struct {
		name string
		aux  uint32
	}{
		{"add.rm", fAdd | uint32(fp.RM)<<fRndShift},
		{"mul.rp", fMul | uint32(fp.RP)<<fRndShift},
		{"fma.rz", fFma | uint32(fp.RZ)<<fRndShift},
		{"div.rm", fDiv | uint32(fp.RM)<<fRndShift},
	} {
		in := inst{op: opF64, aux: c.aux, d: 0, a: 1, b: 2, c: 3}
		for _, portable := range []bool{false, true} {
			name := c.name + "/vector"
			if portable {
				name = c.name + "/portable"
			}
			b.Run(name, func(b *testing.B) {
				if !portable && !haveF64Vector {
					b.Skip("no vector f64 kernel on this CPU")
				}
				setEnginePortable(portable)
				cpuLoop(b, func() { w.f64op(&in, fullMask) })
			})
		}
	}
}
