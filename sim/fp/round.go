package fp

import (
	"math"
	"math/big"
	"math/bits"
)

// Rounding is a PTX floating-point rounding modifier. The zero value is
// round-to-nearest-even, the default where PTX allows the modifier to be left
// out. For cvt to an integer or to an integral float value, the same four
// directions serve as .rni .rzi .rmi .rpi (see Cvt.Integral).
type Rounding uint8

const (
	RN Rounding = iota // .rn: to nearest, ties to even
	RZ                 // .rz: toward zero
	RM                 // .rm: toward minus infinity
	RP                 // .rp: toward plus infinity
)

func (r Rounding) String() string {
	switch r {
	case RN:
		return "rn"
	case RZ:
		return "rz"
	case RM:
		return "rm"
	case RP:
		return "rp"
	}
	return "r?"
}

// format describes an IEEE-style binary format by its field widths.
type format struct {
	frac    uint // stored fraction bits
	expBits uint
	emin    int // exponent of the smallest normal
	emax    int // exponent of the largest finite
}

var (
	fmtF16  = format{frac: 10, expBits: 5, emin: -14, emax: 15}
	fmtBF16 = format{frac: 7, expBits: 8, emin: -126, emax: 127}
	fmtF32  = format{frac: 23, expBits: 8, emin: -126, emax: 127}
	fmtF64  = format{frac: 52, expBits: 11, emin: -1022, emax: 1023}
)

func (f format) signBit() uint64  { return 1 << (f.frac + f.expBits) }
func (f format) expMask() uint64  { return (1<<f.expBits - 1) << f.frac }
func (f format) fracMask() uint64 { return 1<<f.frac - 1 }
func (f format) inf(neg bool) uint64 {
	if neg {
		return f.signBit() | f.expMask()
	}
	return f.expMask()
}
func (f format) maxFinite(neg bool) uint64 {
	v := f.expMask() - 1<<f.frac | f.fracMask()
	if neg {
		v |= f.signBit()
	}
	return v
}
func (f format) zero(neg bool) uint64 {
	if neg {
		return f.signBit()
	}
	return 0
}

// round rounds the magnitude (mant + δ)·2^exp, where δ is 0 when sticky is
// false and lies strictly between 0 and 1 when it is true, to the format f in
// direction r, and returns the encoded bits with the sign neg. It is the single
// rounding step behind every inexact operation in this package: subnormals,
// overflow (to infinity or the largest finite value, per direction) and ties
// are all decided here. When sticky is set, mant must have its top bit set
// (64 significant bits), so that δ lies below every rounding boundary.
// satFinite clamps overflow to the largest finite value (.satfinite).
func (f format) round(neg bool, mant uint64, exp int, sticky bool, r Rounding, satFinite bool) uint64 {
	if mant == 0 {
		if !sticky {
			return f.zero(neg)
		}
		// Infinitesimally above zero.
		mant, exp = 1<<63, -100000
	} else if k := bits.LeadingZeros64(mant); k > 0 {
		mant <<= uint(k)
		exp -= k
	}
	e := 63 + exp // exponent of the leading bit
	if e < f.emin {
		e = f.emin
	}
	shift := e - int(f.frac) - exp // bits dropped; at least 63-frac
	var kept uint64
	cmp := -1 // remainder against half a unit: -1 below, 0 equal, +1 above
	inexact := sticky
	switch {
	case shift > 64:
		inexact = true
	case shift == 64:
		inexact = true
		switch {
		case mant > 1<<63 || (mant == 1<<63 && sticky):
			cmp = 1
		case mant == 1<<63:
			cmp = 0
		}
	default:
		kept = mant >> uint(shift)
		rem := mant & (1<<uint(shift) - 1)
		half := uint64(1) << uint(shift-1)
		if rem != 0 {
			inexact = true
		}
		switch {
		case rem > half || (rem == half && sticky):
			cmp = 1
		case rem == half:
			cmp = 0
		}
	}
	up := false
	switch r {
	case RN:
		up = cmp > 0 || (cmp == 0 && kept&1 == 1)
	case RP:
		up = !neg && inexact
	case RM:
		up = neg && inexact
	}
	if up {
		kept++
		if kept == 1<<(f.frac+1) {
			kept >>= 1
			e++
		}
	}
	if e > f.emax {
		if satFinite {
			return f.maxFinite(neg)
		}
		switch {
		case r == RN, r == RP && !neg, r == RM && neg:
			return f.inf(neg)
		}
		return f.maxFinite(neg)
	}
	var v uint64
	if kept >= 1<<f.frac {
		v = uint64(e+int(f.fracMaskBias()))<<f.frac | kept&f.fracMask()
	} else {
		v = kept
	}
	if neg {
		v |= f.signBit()
	}
	return v
}

// fracMaskBias is the exponent bias.
func (f format) fracMaskBias() uint { return uint(f.emax) }

// decompose splits the bits of a finite value of format f into sign,
// integer significand and exponent: value = ±mant·2^exp.
func (f format) decompose(v uint64) (neg bool, mant uint64, exp int) {
	neg = v&f.signBit() != 0
	be := int(v&f.expMask()) >> f.frac
	mant = v & f.fracMask()
	if be == 0 {
		return neg, mant, f.emin - int(f.frac)
	}
	return neg, mant | 1<<f.frac, be - f.emax - int(f.frac)
}

func (f format) isNaN(v uint64) bool {
	return v&f.expMask() == f.expMask() && v&f.fracMask() != 0
}
func (f format) isInf(v uint64) bool {
	return v&^f.signBit() == f.expMask()
}

// roundErr rounds the exact value s+ε to format f, where s is finite and
// non-zero (or zero with errSign 0) and ε is an error smaller than half an ulp
// of s in double precision whose sign is errSign (-1, 0, +1).
func roundErr(s float64, errSign int, f format, r Rounding) uint64 {
	neg, mant, exp := fmtF64.decompose(math.Float64bits(s))
	if mant == 0 {
		return f.zero(neg)
	}
	if errSign == 0 {
		return f.round(neg, mant, exp, false, r, false)
	}
	k := bits.LeadingZeros64(mant)
	mant <<= uint(k)
	exp -= k
	if (errSign > 0) == neg { // the error shrinks the magnitude
		if mant == 1<<63 {
			mant, exp = ^uint64(0), exp-1
		} else {
			mant--
		}
	}
	return f.round(neg, mant, exp, true, r, false)
}

// roundRat rounds an exact rational to format f.
func roundRat(x *big.Rat, f format, r Rounding) uint64 {
	neg := x.Sign() < 0
	if x.Sign() == 0 {
		return f.zero(false)
	}
	num := new(big.Int).Abs(x.Num())
	den := x.Denom()
	// Scale so that the integer quotient has exactly 64 bits.
	s := 64 - (num.BitLen() - den.BitLen()) // quotient has 64 or 65 bits
	n := new(big.Int).Set(num)
	d := new(big.Int).Set(den)
	if s > 0 {
		n.Lsh(n, uint(s))
	} else {
		d.Lsh(d, uint(-s))
	}
	q, rem := new(big.Int).QuoRem(n, d, new(big.Int))
	sticky := rem.Sign() != 0
	if q.BitLen() > 64 {
		if q.Bit(0) != 0 {
			sticky = true
		}
		q.Rsh(q, 1)
		s--
	}
	return f.round(neg, q.Uint64(), -s, sticky, r, false)
}

// ratOf returns the exact value of a finite value of format f.
func ratOf(v uint64, f format) *big.Rat {
	neg, mant, exp := f.decompose(v)
	x := new(big.Rat).SetInt(new(big.Int).SetUint64(mant))
	p := new(big.Rat).SetInt(new(big.Int).Lsh(big.NewInt(1), uint(abs(exp))))
	if exp >= 0 {
		x.Mul(x, p)
	} else {
		x.Quo(x, p)
	}
	if neg {
		x.Neg(x)
	}
	return x
}

func abs(i int) int {
	if i < 0 {
		return -i
	}
	return i
}

// twoSum returns s = fl(a+b) and the exact error e = (a+b) - s.
func twoSum(a, b float64) (s, e float64) {
	s = a + b
	bb := float64(s - a)
	e = float64(a-float64(s-bb)) + float64(b-bb)
	return s, e
}

func sign(x float64) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
