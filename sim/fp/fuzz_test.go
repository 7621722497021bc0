package fp

import (
	"math/big"
	"testing"
)

// FuzzArith32 checks f32 add/mul/fma/div in every direction against exact
// rational arithmetic, and that cvt never panics, on arbitrary bit patterns.
func FuzzArith32(f *testing.F) {
	for _, s := range [][3]uint32{{0x3f800000, 0x33800000, 0xbf800000}, {0x00800000, 0x3f7fffff, 0x80000001}, {0x7f7fffff, 0x7f7fffff, 0xff7fffff}} {
		f.Add(s[0], s[1], s[2], uint8(0))
	}
	f.Fuzz(func(t *testing.T, ua, ub, uc uint32, m uint8) {
		r := Rounding(m & 3)
		a, b, c := fb(ua), fb(ub), fb(uc)
		for _, ty := range []Type{U8, S16, S32, U64, F16, BF16, F32, F64} {
			Cvt{Dst: ty, Src: F32, Round: r, Integral: !ty.IsFloat(), FTZ: m&4 != 0, Sat: m&8 != 0}.Apply(uint64(ua))
			Cvt{Dst: F32, Src: ty, Round: r, FTZ: m&4 != 0}.Apply(uint64(ub)<<32 | uint64(uc))
		}
		if !finite32(a, b, c) {
			Add32(a, b, r)
			FMA32FTZ(a, b, c, r)
			return
		}
		check := func(op string, got float32, exact *big.Rat) {
			if exact.Sign() == 0 {
				return
			}
			if want := oracle(exact, fmtF32, r); uint64(bf32(got)) != want {
				t.Fatalf("%s.%v(%#x, %#x, %#x) = %#x, want %#x", op, r, ua, ub, uc, bf32(got), want)
			}
		}
		check("add", Add32(a, b, r), new(big.Rat).Add(rat32(a), rat32(b)))
		check("mul", Mul32(a, b, r), new(big.Rat).Mul(rat32(a), rat32(b)))
		p := new(big.Rat).Mul(rat32(a), rat32(b))
		check("fma", FMA32(a, b, c, r), p.Add(p, rat32(c)))
		if b != 0 {
			check("div", Div32(a, b, r), new(big.Rat).Quo(rat32(a), rat32(b)))
		}
	})
}
