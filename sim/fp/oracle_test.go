package fp

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// oracle rounds an exact rational to format f with big.Float and big.Int
// only: an implementation independent of format.round, used to check it.
func oracle(x *big.Rat, f format, r Rounding) uint64 {
	if x.Sign() == 0 {
		return 0
	}
	neg := x.Sign() < 0
	mode := map[Rounding]big.RoundingMode{RN: big.ToNearestEven, RZ: big.ToZero, RM: big.ToNegativeInf, RP: big.ToPositiveInf}[r]
	bf := new(big.Float).SetPrec(f.frac + 1).SetMode(mode).SetRat(x)
	mant := new(big.Float)
	exp := bf.MantExp(mant) // bf = mant * 2^exp, 0.5 <= |mant| < 1
	if exp-1 >= f.emin {
		if exp-1 > f.emax {
			switch {
			case r == RN, r == RP && !neg, r == RM && neg:
				return f.inf(neg)
			}
			return f.maxFinite(neg)
		}
		m, _ := new(big.Float).SetMantExp(mant, int(f.frac)+1).Int(nil) // integer significand
		m.Abs(m)
		v := uint64(exp-1+f.emax)<<f.frac | m.Uint64()&f.fracMask()
		if neg {
			v |= f.signBit()
		}
		return v
	}
	// Subnormal: round |x| * 2^(frac-emin) to an integer in direction r.
	y := new(big.Rat).Abs(x)
	y.Mul(y, new(big.Rat).SetInt(new(big.Int).Lsh(big.NewInt(1), uint(int(f.frac)-f.emin))))
	q, rem := new(big.Int).QuoRem(y.Num(), y.Denom(), new(big.Int))
	if rem.Sign() != 0 {
		up := false
		switch r {
		case RN:
			c := new(big.Int).Lsh(rem, 1).Cmp(y.Denom())
			up = c > 0 || c == 0 && q.Bit(0) == 1
		case RP:
			up = !neg
		case RM:
			up = neg
		}
		if up {
			q.Add(q, big.NewInt(1))
		}
	}
	v := q.Uint64() // at most 2^frac: the smallest normal encodes itself
	if neg {
		v |= f.signBit()
	}
	return v
}

var modes = []Rounding{RN, RZ, RM, RP}

// special32 are operands that exercise the edges of f32 arithmetic.
var special32 = []uint32{0, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0x00000001, 0x80000001,
	0x007fffff, 0x00800000, 0x00800001, 0x7f7fffff, 0xff7fffff, 0x3f800000, 0xbf800000, 0x3f800001,
	0x3f7fffff, 0x4b000000, 0x4b000001, 0x33800000, 0x34000000, 0x5f800000, 0x1f800000, 0x0c000000, 0x73000000}

func rand32(rng *rand.Rand) float32 {
	switch rng.IntN(4) {
	case 0:
		return fb(special32[rng.IntN(len(special32))])
	case 1:
		return fb(rng.Uint32())
	case 2: // near one: cancellation and ties
		return fb(0x3f800000 + uint32(rng.IntN(64)) - 32 | rng.Uint32()&0x80000000)
	}
	return float32(rng.NormFloat64() * math.Exp2(float64(rng.IntN(40)-20)))
}

func rat32(x float32) *big.Rat { return ratOf(uint64(math.Float32bits(x)), fmtF32) }

func finite32(xs ...float32) bool {
	for _, x := range xs {
		if x != x || math.IsInf(float64(x), 0) {
			return false
		}
	}
	return true
}

// TestArith32Oracle checks f32 add/sub/mul/fma/div/sqrt in every rounding
// direction against exact rational arithmetic on random and special operands.
func TestArith32Oracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	n := 200000
	if testing.Short() {
		n = 20000
	}
	for i := 0; i < n; i++ {
		a, b, c := rand32(rng), rand32(rng), rand32(rng)
		r := modes[rng.IntN(4)]
		if !finite32(a, b, c) {
			continue
		}
		check := func(op string, got float32, exact *big.Rat) {
			t.Helper()
			if exact.Sign() == 0 {
				return // zero signs are tested separately
			}
			if want := oracle(exact, fmtF32, r); uint64(math.Float32bits(got)) != want {
				t.Fatalf("%s.%v(%#x, %#x, %#x) = %#x, want %#x", op, r, math.Float32bits(a), math.Float32bits(b), math.Float32bits(c), math.Float32bits(got), want)
			}
		}
		check("add", Add32(a, b, r), new(big.Rat).Add(rat32(a), rat32(b)))
		check("sub", Sub32(a, b, r), new(big.Rat).Sub(rat32(a), rat32(b)))
		check("mul", Mul32(a, b, r), new(big.Rat).Mul(rat32(a), rat32(b)))
		p := new(big.Rat).Mul(rat32(a), rat32(b))
		check("fma", FMA32(a, b, c, r), p.Add(p, rat32(c)))
		if b != 0 {
			check("div", Div32(a, b, r), new(big.Rat).Quo(rat32(a), rat32(b)))
		}
		if a > 0 {
			s := Sqrt32(a, r)
			// s is the rounded square root iff its neighbours bracket sqrt(a).
			if !sqrtOK(a, s, r) {
				t.Fatalf("sqrt.%v(%#x) = %#x", r, math.Float32bits(a), math.Float32bits(s))
			}
		}
	}
}

// sqrtOK checks s against the exact square root via s^2 compared to a.
func sqrtOK(a, s float32, r Rounding) bool {
	sq := func(x float32) *big.Rat { q := rat32(x); return q.Mul(q, q) }
	A := rat32(a)
	up := math.Nextafter32(s, float32(math.Inf(1)))
	down := math.Nextafter32(s, 0)
	switch r {
	case RZ, RM: // s <= sqrt(a) < next(s)
		return sq(s).Cmp(A) <= 0 && sq(up).Cmp(A) > 0
	case RP:
		return sq(s).Cmp(A) >= 0 && sq(down).Cmp(A) < 0
	}
	// RN: |s - sqrt(a)| <= half ulp: (s-h)^2 <= a <= (s+h)^2 with h the half gaps.
	mid := func(x, y float32) *big.Rat {
		q := new(big.Rat).Add(rat32(x), rat32(y))
		return q.Quo(q, big.NewRat(2, 1))
	}
	lo, hi := mid(down, s), mid(s, up)
	return new(big.Rat).Mul(lo, lo).Cmp(A) <= 0 && new(big.Rat).Mul(hi, hi).Cmp(A) >= 0
}

var special64 = []uint64{0, 1 << 63, 0x7ff0000000000000, 0xfff0000000000000, 1, 0x800fffffffffffff,
	0x0010000000000000, 0x0010000000000001, 0x7fefffffffffffff, 0x3ff0000000000000, 0xbff0000000000000,
	0x3ff0000000000001, 0x3fefffffffffffff, 0x4330000000000000, 0x3ca0000000000000, 0x5ff0000000000000,
	0x1ff0000000000000, 0x0360000000000000}

func rand64(rng *rand.Rand) float64 {
	switch rng.IntN(4) {
	case 0:
		return db(special64[rng.IntN(len(special64))])
	case 1:
		return db(rng.Uint64())
	case 2:
		return db(0x3ff0000000000000 + uint64(rng.IntN(64)) - 32 | rng.Uint64()&(1<<63))
	}
	return rng.NormFloat64() * math.Exp2(float64(rng.IntN(80)-40))
}

func rat64(x float64) *big.Rat { return ratOf(math.Float64bits(x), fmtF64) }

// TestArith64Oracle is TestArith32Oracle for f64.
func TestArith64Oracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	n := 100000
	if testing.Short() {
		n = 10000
	}
	for i := 0; i < n; i++ {
		a, b, c := rand64(rng), rand64(rng), rand64(rng)
		r := modes[rng.IntN(4)]
		if a != a || b != b || c != c || math.IsInf(a, 0) || math.IsInf(b, 0) || math.IsInf(c, 0) {
			continue
		}
		check := func(op string, got float64, exact *big.Rat) {
			t.Helper()
			if exact.Sign() == 0 {
				return
			}
			if want := oracle(exact, fmtF64, r); math.Float64bits(got) != want {
				t.Fatalf("%s.%v(%#x, %#x, %#x) = %#x, want %#x", op, r, math.Float64bits(a), math.Float64bits(b), math.Float64bits(c), math.Float64bits(got), want)
			}
		}
		check("add", Add64(a, b, r), new(big.Rat).Add(rat64(a), rat64(b)))
		check("sub", Sub64(a, b, r), new(big.Rat).Sub(rat64(a), rat64(b)))
		check("mul", Mul64(a, b, r), new(big.Rat).Mul(rat64(a), rat64(b)))
		p := new(big.Rat).Mul(rat64(a), rat64(b))
		check("fma", FMA64(a, b, c, r), p.Add(p, rat64(c)))
		if b != 0 {
			check("div", Div64(a, b, r), new(big.Rat).Quo(rat64(a), rat64(b)))
		}
	}
}

// TestZeroSigns checks the IEEE signs of exact zero results in every direction.
func TestZeroSigns(t *testing.T) {
	nz := float32(math.Copysign(0, -1))
	for _, r := range modes {
		wantX := uint32(0)
		if r == RM {
			wantX = 0x80000000
		}
		tests := []struct {
			name string
			got  float32
			want uint32
		}{
			{"1+-1", Add32(1, -1, r), wantX},
			{"1-1", Sub32(1, 1, r), wantX},
			{"+0+-0", Add32(0, nz, r), wantX},
			{"-0+-0", Add32(nz, nz, r), 0x80000000},
			{"+0++0", Add32(0, 0, r), 0},
			{"fma 1*1-1", FMA32(1, 1, -1, r), wantX},
			{"fma -0*1+-0", FMA32(nz, 1, nz, r), 0x80000000},
			{"fma 0*1+-0", FMA32(0, 1, nz, r), wantX},
			{"mul -0*1", Mul32(nz, 1, r), 0x80000000},
		}
		for _, tc := range tests {
			if got := math.Float32bits(tc.got); got != tc.want {
				t.Errorf("%s .%v: got %#x want %#x", tc.name, r, got, tc.want)
			}
		}
		if got, want := math.Float64bits(Add64(1, -1, r)), uint64(wantX)<<32; got != want {
			t.Errorf("add.f64 1+-1 .%v: got %#x want %#x", r, got, want)
		}
		if got, want := math.Float64bits(FMA64(1, 1, -1, r)), uint64(wantX)<<32; got != want {
			t.Errorf("fma.f64 1*1-1 .%v: got %#x want %#x", r, got, want)
		}
	}
}

// TestRoundEngine compares format.round (via roundRat) with the oracle for
// every format on random rationals around the subnormal and overflow edges.
func TestRoundEngine(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, f := range []format{fmtF16, fmtBF16, fmtF32, fmtF64} {
		for i := 0; i < 20000; i++ {
			num := new(big.Int).SetUint64(rng.Uint64() >> uint(rng.IntN(64)))
			num.Lsh(num, uint(rng.IntN(20)))
			num.Add(num, big.NewInt(1))
			e := rng.IntN(2*(f.emax-f.emin)+int(f.frac)*3) - (f.emax - f.emin) - int(f.frac)*2
			x := new(big.Rat).SetInt(num)
			sh := new(big.Rat).SetInt(new(big.Int).Lsh(big.NewInt(1), uint(abs(e))))
			if e < 0 {
				x.Quo(x, sh)
			} else {
				x.Mul(x, sh)
			}
			if rng.IntN(2) == 0 {
				x.Neg(x)
			}
			if rng.IntN(3) == 0 {
				x.Quo(x, big.NewRat(int64(rng.IntN(1000)+1), 1))
			}
			r := modes[rng.IntN(4)]
			if got, want := roundRat(x, f, r), oracle(x, f, r); got != want {
				t.Fatalf("format %+v: round(%v, %v) = %#x, want %#x", f, x.FloatString(30), r, got, want)
			}
		}
	}
}
