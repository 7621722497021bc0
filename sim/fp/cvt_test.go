package fp

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

func randBits(rng *rand.Rand, t Type) uint64 {
	switch rng.IntN(3) {
	case 0:
		return rng.Uint64()
	case 1: // small magnitudes
		v := rng.Uint64() >> uint(rng.IntN(64))
		if rng.IntN(2) == 0 {
			v = -v
		}
		return v
	}
	switch t { // values near the middle of the float range
	case F64:
		return math.Float64bits(rng.NormFloat64() * math.Exp2(float64(rng.IntN(200)-100)))
	case F32:
		return uint64(math.Float32bits(float32(rng.NormFloat64() * math.Exp2(float64(rng.IntN(100)-50)))))
	case F16, BF16:
		return rng.Uint64() & 0xffff
	}
	return rng.Uint64() >> uint(rng.IntN(64))
}

// exactOf is the exact value of a source bit pattern, nil for NaN/Inf.
func exactOf(t Type, x uint64) *big.Rat {
	if t.IsFloat() {
		f := t.format()
		x &= f.signBit()<<1 - 1
		if f.isNaN(x) || f.isInf(x) {
			return nil
		}
		return ratOf(x, f)
	}
	v := extend(x, t)
	if t.IsSigned() {
		return new(big.Rat).SetInt64(int64(v))
	}
	return new(big.Rat).SetInt(new(big.Int).SetUint64(v))
}

// TestCvtToFloatOracle checks every conversion to a float type in every
// rounding direction against exact rational rounding.
func TestCvtToFloatOracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	srcs := []Type{U8, U16, U32, U64, S8, S16, S32, S64, F16, BF16, F32, F64}
	for _, dst := range []Type{F16, BF16, F32, F64} {
		for _, src := range srcs {
			for i := 0; i < 3000; i++ {
				x := randBits(rng, src)
				ex := exactOf(src, x)
				if ex == nil || ex.Sign() == 0 {
					continue
				}
				r := modes[rng.IntN(4)]
				c := Cvt{Dst: dst, Src: src, Round: r}
				want := oracle(ex, dst.format(), r)
				if got := c.Apply(x); got != want {
					t.Fatalf("cvt.%v.%v.%v(%#x) = %#x, want %#x", r, dst, src, x, got, want)
				}
			}
		}
	}
}

// TestCvtToIntOracle checks float -> integer conversions (every irnd and
// width) against exact rounding and saturation.
func TestCvtToIntOracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for _, src := range []Type{F16, BF16, F32, F64} {
		for _, dst := range []Type{U8, U16, U32, U64, S8, S16, S32, S64} {
			for i := 0; i < 3000; i++ {
				x := randBits(rng, src)
				ex := exactOf(src, x)
				if ex == nil {
					continue
				}
				r := modes[rng.IntN(4)]
				// Exact integer rounding.
				q, m := new(big.Int).QuoRem(ex.Num(), ex.Denom(), new(big.Int)) // truncates toward zero
				if m.Sign() != 0 {
					switch r {
					case RM:
						if ex.Sign() < 0 {
							q.Sub(q, big.NewInt(1))
						}
					case RP:
						if ex.Sign() > 0 {
							q.Add(q, big.NewInt(1))
						}
					case RN:
						twice := new(big.Int).Abs(new(big.Int).Mul(m, big.NewInt(2)))
						if c := twice.Cmp(ex.Denom()); c > 0 || c == 0 && q.Bit(0) == 1 {
							q.Add(q, big.NewInt(int64(ex.Sign())))
						}
					}
				}
				lo, hi := intRange(dst)
				if q.Cmp(big.NewInt(lo)) < 0 {
					q.SetInt64(lo)
				}
				if q.Cmp(new(big.Int).SetUint64(hi)) > 0 {
					q.SetUint64(hi)
				}
				var want uint64
				if q.Sign() < 0 {
					want = uint64(q.Int64())
				} else {
					want = q.Uint64()
				}
				want = extend(want, dst)
				c := Cvt{Dst: dst, Src: src, Round: r, Integral: true}
				if got := c.Apply(x); got != want {
					t.Fatalf("cvt.%vi.%v.%v(%#x) = %#x, want %#x", r, dst, src, x, got, want)
				}
			}
		}
	}
}

// TestHalfOracle checks f16/bf16 add/mul/fma in every direction.
func TestHalfOracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for _, h := range []half{hF16, hBF16} {
		for i := 0; i < 30000; i++ {
			a, b, c := uint16(rng.Uint32()), uint16(rng.Uint32()), uint16(rng.Uint32())
			if i%3 == 0 { // nearby exponents cancel and tie more often
				b = b&0x83ff | a&0x7c00
			}
			ea, eb, ec := exactOf(F16, uint64(a)), exactOf(F16, uint64(b)), exactOf(F16, uint64(c))
			if h.f == fmtBF16 {
				ea, eb, ec = exactOf(BF16, uint64(a)), exactOf(BF16, uint64(b)), exactOf(BF16, uint64(c))
			}
			if ea == nil || eb == nil || ec == nil {
				continue
			}
			r := modes[rng.IntN(4)]
			check := func(op string, got uint16, ex *big.Rat) {
				if ex.Sign() == 0 {
					return
				}
				if want := oracle(ex, h.f, r); uint64(got) != want {
					t.Fatalf("%s.%v %+v (%#x, %#x, %#x) = %#x, want %#x", op, r, h.f, a, b, c, got, want)
				}
			}
			check("add", h.add(a, b, r), new(big.Rat).Add(ea, eb))
			check("mul", h.mul(a, b, r), new(big.Rat).Mul(ea, eb))
			p := new(big.Rat).Mul(ea, eb)
			check("fma", h.fma(a, b, c, r), p.Add(p, ec))
		}
	}
}

func TestTablesAvailable(t *testing.T) {
	for name, err := range TablesAvailable() {
		if err != nil {
			t.Errorf("table %s: %v", name, err)
		}
	}
	if len(TablesAvailable()) != int(numTables) {
		t.Errorf("%d tables", len(TablesAvailable()))
	}
}

func TestDecodeTableErrors(t *testing.T) {
	skipSequentialUnderRace(t)
	good, err := EncodeTable(TableRcp64, make([]uint32, 1<<20))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := decodeTable(TableRcp64, good); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		data []byte
	}{
		{TableRcp64, good[:len(good)/2]},
		{TableRcp64, []byte("junk")},
		{TableRsqrt64, good},
		{"nosuch", good},
	} {
		if _, err := decodeTable(tc.name, tc.data); err == nil {
			t.Errorf("decodeTable(%s, %d bytes) succeeded", tc.name, len(tc.data))
		}
	}
	if _, err := EncodeTable(TableRcp, make([]uint32, 5)); err == nil {
		t.Error("EncodeTable accepted a short table")
	}
}

// TestSqrt64Oracle checks sqrt.rnd.f64 against exact squares of the result
// and its neighbours, including subnormal inputs.
func TestSqrt64Oracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	for i := 0; i < 20000; i++ {
		x := math.Abs(rand64(rng))
		if x != x || math.IsInf(x, 0) || x == 0 {
			continue
		}
		r := modes[rng.IntN(4)]
		s := Sqrt64(x, r)
		X := rat64(x)
		sq := func(v float64) *big.Rat { q := rat64(v); return q.Mul(q, q) }
		up, down := math.Nextafter(s, math.Inf(1)), math.Nextafter(s, 0)
		var ok bool
		switch r {
		case RZ, RM:
			ok = sq(s).Cmp(X) <= 0 && sq(up).Cmp(X) > 0
		case RP:
			ok = sq(s).Cmp(X) >= 0 && sq(down).Cmp(X) < 0
		default:
			mid := func(a, b float64) *big.Rat {
				q := new(big.Rat).Add(rat64(a), rat64(b))
				return q.Quo(q, big.NewRat(2, 1))
			}
			lo, hi := mid(down, s), mid(s, up)
			ok = new(big.Rat).Mul(lo, lo).Cmp(X) <= 0 && new(big.Rat).Mul(hi, hi).Cmp(X) >= 0
		}
		if !ok {
			t.Fatalf("sqrt.%v.f64(%#x) = %#x", r, math.Float64bits(x), math.Float64bits(s))
		}
	}
}

func TestCvtCheckAndTypes(t *testing.T) {
	for _, s := range []string{"u8", "s64", "f16", "bf16", "f64"} {
		ty, ok := ParseType(s)
		if !ok || ty.String() != s {
			t.Errorf("ParseType(%q) = %v, %v", s, ty, ok)
		}
	}
	if _, ok := ParseType("b32"); ok {
		t.Error("ParseType accepted b32")
	}
	bad := []Cvt{{Dst: F32, Src: S32, Integral: true}, {Dst: S32, Src: F32, Relu: true}, {Dst: 0, Src: F32}}
	for _, c := range bad {
		if err := c.Check(); err == nil {
			t.Errorf("Check(%+v) accepted", c)
		}
	}
	if err := (Cvt{Dst: F16, Src: F32, Relu: true}).Check(); err != nil {
		t.Error(err)
	}
}

// TestCvtNativeMatchesSoft checks the conversions Apply leaves to Go's own
// float conversions (native) against the software rounding they bypass,
// bit for bit, on random inputs and the edges where rounding is decided
// (ties, carries into the exponent, overflow, subnormals), and that NaNs
// and every modifier are left to the software.
func TestCvtNativeMatchesSoft(t *testing.T) {
	edges := []uint64{0, 1, 2, 3, 1<<24 - 1, 1<<24 + 1, 1<<24 + 3, 1<<53 - 1, 1<<53 + 1, 1<<53 + 3,
		1<<63 - 1, 1 << 63, 1<<63 + 1, 1<<64 - 1, 1<<64 - 1<<39, 1<<64 - 1<<40, 0x8000_0000, 0xffff_ffff, 0x7fff_ffff,
		math.Float64bits(math.MaxFloat32), math.Float64bits(math.MaxFloat32) + 1<<28, math.Float64bits(math.MaxFloat32) + 1<<29 - 1,
		math.Float64bits(math.MaxFloat32) + 1<<28 - 1, math.Float64bits(math.SmallestNonzeroFloat32), math.Float64bits(math.SmallestNonzeroFloat32 / 2),
		math.Float64bits(math.SmallestNonzeroFloat32 * 0.75), math.Float64bits(math.SmallestNonzeroFloat32 * 1.5), 0x380fffffe0000000,
		math.Float64bits(math.Inf(1)), math.Float64bits(math.Inf(-1)), 1 << 63, math.Float64bits(1.5), math.Float64bits(-2.5),
		uint64(math.Float32bits(float32(math.Inf(1)))), uint64(math.Float32bits(math.SmallestNonzeroFloat32)), 0x80000001, 0x007fffff}
	rng := rand.New(rand.NewPCG(10, 3))
	for range 2000 {
		// Integers just off an f32 or f64 halfway point: where rounding
		// twice (to f64, then to f32) goes wrong.
		m := rng.Uint64() | 1<<63
		for _, keep := range []uint{24, 53} {
			for _, sh := range []uint{0, 3, 20} {
				half := (m>>(64-keep)<<(64-keep) | 1<<(63-keep)) >> sh
				edges = append(edges, half, half+1, half-1)
			}
		}
	}
	var fast int
	for _, src := range []Type{U8, U16, U32, U64, S8, S16, S32, S64, F32, F64} {
		for _, dst := range []Type{F32, F64} {
			if src == dst {
				continue
			}
			c := Cvt{Dst: dst, Src: src, Round: RN}
			xs := append([]uint64{}, edges...)
			for _, e := range edges {
				xs = append(xs, -e, e^1<<63)
			}
			for range 200000 {
				xs = append(xs, randBits(rng, src))
			}
			for _, x := range xs {
				if src.Bits() < 64 {
					x &= 1<<src.Bits() - 1
				}
				r, ok := c.native(x)
				nan := src.IsFloat() && src.format().isNaN(x)
				if ok == nan {
					t.Fatalf("cvt.rn.%v.%v of %#x: native %v, NaN %v", dst, src, x, ok, nan)
				}
				if !ok {
					continue
				}
				fast++
				if want := c.soft(x); r != want {
					t.Fatalf("cvt.rn.%v.%v of %#x: native %#x, software %#x", dst, src, x, r, want)
				}
			}
		}
	}
	for _, c := range []Cvt{{Dst: F32, Src: F64, Round: RZ}, {Dst: F32, Src: F64, Round: RN, FTZ: true}, {Dst: F32, Src: F64, Round: RN, Sat: true},
		{Dst: F32, Src: F64, Round: RN, SatFinite: true}, {Dst: F32, Src: F64, Round: RN, Relu: true}, {Dst: F32, Src: F32, Round: RN, Integral: true},
		{Dst: F16, Src: F32, Round: RN}, {Dst: S32, Src: F32, Round: RN, Integral: true}, {Dst: U32, Src: U64}} {
		if _, ok := c.native(math.Float64bits(1.25)); ok {
			t.Errorf("%+v went to Go's conversion; only plain .rn to f32/f64 may", c)
		}
	}
	if fast < 1000000 {
		t.Errorf("only %d conversions took the native path", fast)
	}
}
