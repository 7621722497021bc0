package sim

import (
	"math"
	"math/rand/v2"
	"testing"

	"cudasim/sim/fp"
)

// The f32 fast paths (fastf32.go) must give the reference's bits (f32Lane, sim/fp) for every
// input. These tests run the engine's own loops on a warp, 32 lanes at a time, over random and
// special inputs, with full and partial masks.

// f32Specials are the values around every boundary the fast paths test.
var f32Specials = []uint32{
	0, 0x80000000, 1, 0x80000001, 2, 0x007fffff, 0x807fffff, 0x00400000, 0x00800000, 0x80800000,
	0x00800001, 0x00ffffff, 0x01000000, 0x01000001, 0x3f800000, 0xbf800000, 0x3f800001, 0x3f7fffff,
	0x40000000, 0x3fc00000, 0x33800000, 0x34000000, 0x7f7fffff, 0xff7fffff, 0x7f000000, 0x7f7ffffe,
	0x7f800000, 0xff800000, 0x7fc00000, 0x7fffffff, 0xffc00001, 0x7f800001, 0x1f800000, 0x1f000000,
	0x20000000, 0x5f800000, 0x5f7fffff, 0x60000000,
}

// f32Input draws an f32 bit pattern from a mix that reaches the hard cases often: uniform bits,
// specials, short significands (exact products and sums, ties), exponents near the subnormal,
// overflow and unit ranges.
func f32Input(rng *rand.Rand) uint32 {
	switch rng.IntN(6) {
	case 0:
		return rng.Uint32()
	case 1:
		return f32Specials[rng.IntN(len(f32Specials))]
	case 2: // short significand
		k := rng.IntN(24)
		mant := rng.Uint32() & 0x7fffff &^ (1<<k - 1)
		return rng.Uint32()&0xff800000 | mant
	case 3: // tiny: exponents 0..8 (subnormals up to 2^-119), or products landing there
		return rng.Uint32()&0x807fffff | uint32(rng.IntN(9))<<23
	case 4: // around 2^-63..2^-60 (products near the subnormal range) and 2^63 (near overflow)
		e := []uint32{64, 65, 66, 67, 189, 190, 191}[rng.IntN(7)]
		return rng.Uint32()&0x807fffff | e<<23
	default: // around 1
		return rng.Uint32()&0x807fffff | uint32(124+rng.IntN(6))<<23
	}
}

// f32Aux draws the modifiers of an opF32 add, sub, mul or fma.
func f32Aux(rng *rand.Rand) uint32 {
	aux := []uint32{fAdd, fSub, fMul, fFma}[rng.IntN(4)] | uint32(rng.IntN(4))<<fRndShift
	for _, f := range []uint32{fFTZ, fSat, fNegA, fNegC} {
		if rng.IntN(3) == 0 {
			aux |= f
		}
	}
	return aux
}

// checkF32Fast runs one instruction on a warp whose registers 0-2 hold the lanes' operands, on
// the fast path, and compares every active lane with the reference.
func checkF32Fast(t *testing.T, w *warp, in *inst, mask uint32) {
	t.Helper()
	const poison = 0xdeadbeef
	for l := range w.r[3] {
		w.r[3][l] = poison
	}
	if in.op == opFmaF32 {
		w.fmaRN32(in, mask)
	} else {
		w.f32op(in, mask)
	}
	for l := 0; l < 32; l++ {
		a, b, c := w.r[0][l], w.r[1][l], w.r[2][l]
		want := uint64(poison)
		if mask>>l&1 != 0 {
			if in.op == opFmaF32 {
				want = fmaF32(a, b, c)
			} else {
				want = f32Lane(in.aux, a, b, c)
			}
		}
		if got := w.r[3][l]; got != want {
			t.Fatalf("op %d aux %#x lane %d: %#08x, %#08x, %#08x: fast %#08x, reference %#08x",
				in.op, in.aux, l, a, b, c, got, want)
		}
	}
}

func newF32TestWarp() *warp { return &warp{r: make([][32]uint64, 4)} }

func TestFastF32(t *testing.T) {
	if enginePortable {
		t.Skip("CUDASIM_ENGINE=portable: no fast path to compare")
	}
	defer setEnginePortable(enginePortable)
	// The vector kernels where the CPU has them, then the scalar fast paths.
	for _, vec := range []bool{haveLaneVector, false} {
		laneVector = vec
		t.Run(map[bool]string{true: "vector", false: "scalar"}[vec], testFastF32)
	}
}

func testFastF32(t *testing.T) {
	rounds := 1 << 16 // x 32 lanes: 2M operations
	if testing.Short() {
		rounds = 1 << 12
	}
	rng := rand.New(rand.NewPCG(14, 2026))
	w := newF32TestWarp()
	for i := 0; i < rounds; i++ {
		for s := 0; s < 3; s++ {
			for l := range w.r[s] {
				w.r[s][l] = uint64(f32Input(rng))
			}
		}
		if rng.IntN(4) == 0 {
			// fma whose addend cancels the product to within a few ulps: ties and tiny results.
			for l := range w.r[2] {
				p := f32(w.r[0][l]) * f32(w.r[1][l])
				w.r[2][l] = uint64(math.Float32bits(-p) + uint32(rng.IntN(5)) - 2)
			}
		}
		if rng.IntN(4) == 0 {
			// Products near 2^-150 with a few bits far below (x = 2^ex(1±2^-j1), y = 2^ey(1±2^-j2))
			// plus a tiny addend: doubles that land on a subnormal halfway point inexactly.
			for l := range w.r[0] {
				t := -152 + rng.IntN(13)
				ex := -90 + rng.IntN(50)
				j1, j2 := 12+rng.IntN(12), 12+rng.IntN(12)
				s1, s2 := float64(1-2*rng.IntN(2)), float64(1-2*rng.IntN(2))
				w.r[0][l] = uint64(math.Float32bits(float32(math.Ldexp(1+s1*math.Ldexp(1, -j1), ex))))
				w.r[1][l] = uint64(math.Float32bits(float32(math.Ldexp(1+s2*math.Ldexp(1, -j2), t-ex))))
				w.r[2][l] = uint64(rng.Uint32()&0x80ffffff | uint32(rng.IntN(5))<<23)
			}
		}
		mask := uint32(fullMask)
		if i%8 == 7 {
			mask = rng.Uint32()
		}
		in := &inst{op: opF32, a: 0, b: 1, c: 2, d: 3, aux: f32Aux(rng)}
		if i%2 == 0 {
			in.op, in.aux = opFmaF32, fFma
		}
		checkF32Fast(t, w, in, mask)
	}
}

// TestFastFmaSubnormalMidpoint is the case that the engine's earlier fma.rn.f32 fast path got
// wrong: the exact result 2^-130 + 2^-149 + 2^-150 - 2^-190 is a subnormal f32 just below the
// midpoint between 0x00080001 and 0x00080002; its nearest double is the midpoint itself, which
// rounds to even (0x00080002). Every bit of the answer is fixed by that arithmetic.
func TestFastFmaSubnormalMidpoint(t *testing.T) {
	x := math.Float32bits(float32(math.Ldexp(1+math.Ldexp(1, -20), -75)))
	y := math.Float32bits(float32(math.Ldexp(1-math.Ldexp(1, -20), -75)))
	z := uint32(0x00080001) // 2^-130 + 2^-149
	w := newF32TestWarp()
	for l := range 32 {
		w.r[0][l], w.r[1][l], w.r[2][l] = uint64(x), uint64(y), uint64(z)
	}
	w.fmaRN32(&inst{op: opFmaF32, a: 0, b: 1, c: 2, d: 3, aux: fFma}, fullMask)
	if got := w.r[3][0]; got != 0x00080001 {
		t.Fatalf("fma.rn.f32(%#x, %#x, %#x) = %#x, want 0x00080001", x, y, z, got)
	}
	if got := math.Float32bits(fp.FMA32(math.Float32frombits(x), math.Float32frombits(y), math.Float32frombits(z), fp.RN)); got != 0x00080001 {
		t.Fatalf("fp.FMA32 = %#x, want 0x00080001", got)
	}
}

func FuzzFastF32(f *testing.F) {
	f.Add(uint32(fFma), uint32(0x3f800001), uint32(0x3f800001), uint32(0xbf800002))
	f.Add(uint32(fMul|fFTZ|uint32(fp.RP)<<fRndShift), uint32(0x1f800000), uint32(0x20000000), uint32(0))
	f.Add(uint32(fAdd|uint32(fp.RM)<<fRndShift), uint32(0x3f800000), uint32(0xbf800000), uint32(0))
	f.Fuzz(func(t *testing.T, aux, a, b, c uint32) {
		if enginePortable {
			t.Skip()
		}
		aux = []uint32{fAdd, fSub, fMul, fFma}[aux&3] | aux&(3<<fRndShift|fFTZ|fSat|fNegA|fNegC)
		w := newF32TestWarp()
		for l := range 32 {
			// Lanes vary the operands a little so one input covers neighbouring cases.
			w.r[0][l], w.r[1][l], w.r[2][l] = uint64(a+uint32(l%4)), uint64(b+uint32(l/4%4)), uint64(c-uint32(l/16))
		}
		checkF32Fast(t, w, &inst{op: opF32, a: 0, b: 1, c: 2, d: 3, aux: aux}, fullMask)
		checkF32Fast(t, w, &inst{op: opFmaF32, a: 0, b: 1, c: 2, d: 3, aux: fFma}, 0x5555aaaa)
	})
}

// TestF32LaneKernels compares the AVX2 add.f32, sub.f32 and mul.f32 with the portable loops
// (Go's float32 arithmetic and the canonical NaN) on the f32 fast paths' input mix.
func TestF32LaneKernels(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no lane kernels on this CPU")
	}
	kernels := []struct {
		name string
		vec  func(d, a, b *[32]uint64)
		ref  func(x, y float32) float32
	}{
		{"add", lanesAddF32AVX2, func(x, y float32) float32 { return x + y }},
		{"sub", lanesSubF32AVX2, func(x, y float32) float32 { return x - y }},
		{"mul", lanesMulF32AVX2, func(x, y float32) float32 { return x * y }},
	}
	rng := rand.New(rand.NewPCG(32, 14))
	for round := 0; round < 1<<13; round++ {
		var a, b, d [32]uint64
		for l := range a {
			// Garbage above the low word, which the operations ignore and the results clear.
			a[l] = uint64(f32Input(rng)) | uint64(rng.Uint32())<<32
			b[l] = uint64(f32Input(rng)) | uint64(rng.Uint32())<<32
		}
		for _, k := range kernels {
			k.vec(&d, &a, &b)
			for l := range d {
				if want := canon32(k.ref(f32(a[l]), f32(b[l]))); d[l] != want {
					t.Fatalf("%s.f32 %#08x, %#08x: vector %#x, portable %#x", k.name, uint32(a[l]), uint32(b[l]), d[l], want)
				}
			}
		}
	}
}

// TestFastFmaZeros covers the exact zeros that fmaRN32 takes from the hardware rather than the
// reference: every sign of zero factors and addends, and products cancelled exactly by the
// addend (x*y + -(x*y) is +0 to nearest, (-0) + (-0) is -0), vector and scalar.
func TestFastFmaZeros(t *testing.T) {
	if enginePortable {
		t.Skip("CUDASIM_ENGINE=portable: no fast path to compare")
	}
	defer setEnginePortable(enginePortable)
	vals := []uint32{0, 0x80000000, 0x3f800000, 0xbf800000, 0x00000001, 0x80000001, 0x7f7fffff, 0x40490fdb, 0xc0490fdb}
	for _, vec := range []bool{haveLaneVector, false} {
		laneVector = vec
		w := newF32TestWarp()
		l := 0
		check := func() {
			checkF32Fast(t, w, &inst{op: opFmaF32, a: 0, b: 1, c: 2, d: 3, aux: fFma}, fullMask)
		}
		for _, x := range vals {
			for _, y := range vals {
				for _, c := range []uint32{0, 0x80000000, math.Float32bits(-f32(uint64(x)) * f32(uint64(y)))} {
					w.r[0][l], w.r[1][l], w.r[2][l] = uint64(x), uint64(y), uint64(c)
					if l++; l == 32 {
						check()
						l = 0
					}
				}
			}
		}
		check()
	}
}
