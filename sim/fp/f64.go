package fp

import (
	"math"
	"math/big"
)

// DefaultNaN64 is the f64 NaN of an invalid operation (inf-inf, 0*inf, 0/0,
// sqrt(-1)) on the H200: negative, quiet, no payload.
const DefaultNaN64 = 0xfff8000000000000

const quiet64 = 1 << 51

// nan64 gives the NaN result of add, sub, mul, min and max: the payload of
// the second NaN operand when both are NaNs, else of the NaN operand,
// quietened; DefaultNaN64 when no operand is a NaN (an invalid operation).
func nan64(a, b float64) float64 {
	switch {
	case b != b:
		return quietNaN64(b)
	case a != a:
		return quietNaN64(a)
	}
	return math.Float64frombits(DefaultNaN64)
}

// nan64First gives the NaN result of div, which keeps the first NaN operand's
// payload (measured: div(NaN_a, NaN_b) gives NaN_a), and of fma a*b+c, which
// prefers a, then c, then b. The fma order is that of the DFMA unit's source
// slots, where ptxas puts the factor computed last first; the engine's
// lowering orders the factors so (sim/lower_float.go, orderNaNOperands).
func nan64First(ops ...float64) float64 {
	for _, x := range ops {
		if x != x {
			return quietNaN64(x)
		}
	}
	return math.Float64frombits(DefaultNaN64)
}

// quietNaN64 quietens a NaN operand that passes through, keeping sign and payload.
func quietNaN64(x float64) float64 { return math.Float64frombits(math.Float64bits(x) | quiet64) }

func zeroSum64(r Rounding) float64 {
	if r == RM {
		return math.Copysign(0, -1)
	}
	return 0
}

func f64(b uint64) float64 { return math.Float64frombits(b) }

// inRange reports whether |x| lies where the error-free transforms used for
// directed rounding are exact (no underflow of the error term, no overflow).
func inRange(x float64) bool {
	a := math.Abs(x)
	return a >= 0x1p-900 && a <= 0x1p900
}

// roundErr64 is roundErr to f64 (s finite and non-zero, or errSign 0): in the directed modes s,
// the double nearest the exact value s+ε, is the result unless ε points the mode's way, where
// the result is s's neighbour that way, one step of its bit pattern (past the largest finite
// value, the infinity: a directed mode's overflow). Add, sub, mul, div and sqrt of interval
// arithmetic (.rm/.rp) took roundErr's general rounding of a decomposed significand at every lane.
func roundErr64(s float64, errSign int, r Rounding) float64 {
	u := math.Float64bits(s)
	if errSign == 0 {
		return s // exact
	}
	if u<<1 == 0 {
		return f64(roundErr(s, errSign, fmtF64, r))
	}
	neg := u>>63 != 0
	switch r {
	case RZ:
		if (errSign > 0) == neg { // the exact value is nearer zero than s
			u--
		}
	case RP:
		if errSign > 0 {
			u = stepMagnitude(u, !neg)
		}
	case RM:
		if errSign < 0 {
			u = stepMagnitude(u, neg)
		}
	default:
		return f64(roundErr(s, errSign, fmtF64, r))
	}
	return f64(u)
}

// stepMagnitude is the f64 bit pattern u with its magnitude one step up (grow) or down.
func stepMagnitude(u uint64, grow bool) uint64 {
	if grow {
		return u + 1
	}
	return u - 1
}

// exact64 rounds an exact rational result to f64.
func exact64(x *big.Rat, r Rounding) float64 { return f64(roundRat(x, fmtF64, r)) }

// Add64 is add{.rnd}.f64. The round-to-nearest result of a number is the hardware's, in a
// wrapper small enough to inline into the engine's lane loops; the rest is add64.
func Add64(a, b float64, r Rounding) float64 {
	if s := a + b; r == RN && s == s {
		return s
	}
	return add64(a, b, r)
}

func add64(a, b float64, r Rounding) float64 {
	s := a + b
	if s != s {
		return nan64(a, b)
	}
	if r == RN {
		return s
	}
	if math.IsInf(a, 0) || math.IsInf(b, 0) {
		return s
	}
	if math.IsInf(s, 0) {
		return exact64(new(big.Rat).Add(ratOf(math.Float64bits(a), fmtF64), ratOf(math.Float64bits(b), fmtF64)), r)
	}
	s, e := twoSum(a, b)
	if s == 0 && e == 0 {
		if a == 0 && b == 0 && math.Signbit(a) == math.Signbit(b) {
			return a
		}
		return zeroSum64(r)
	}
	return roundErr64(s, sign(e), r)
}

// Sub64 is sub{.rnd}.f64 (as Add64).
func Sub64(a, b float64, r Rounding) float64 {
	if s := a - b; r == RN && s == s {
		return s
	}
	return sub64(a, b, r)
}

func sub64(a, b float64, r Rounding) float64 {
	if a != a || b != b {
		return nan64(a, b)
	}
	return add64(a, -b, r)
}

// Mul64 is mul{.rnd}.f64 (as Add64).
func Mul64(a, b float64, r Rounding) float64 {
	if p := a * b; r == RN && p == p {
		return p
	}
	return mul64(a, b, r)
}

func mul64(a, b float64, r Rounding) float64 {
	p := a * b
	if p != p {
		return nan64(a, b)
	}
	if r == RN || p == 0 && (a == 0 || b == 0) || math.IsInf(a, 0) || math.IsInf(b, 0) {
		return p
	}
	if !inRange(p) {
		return exact64(new(big.Rat).Mul(ratOf(math.Float64bits(a), fmtF64), ratOf(math.Float64bits(b), fmtF64)), r)
	}
	return roundErr64(p, sign(math.FMA(a, b, -p)), r)
}

// FMA64 is fma.rnd.f64 (and mad.rnd.f64), as Add64.
func FMA64(a, b, c float64, r Rounding) float64 {
	if s := math.FMA(a, b, c); s == s && r == RN {
		return s
	}
	return fma64(a, b, c, r)
}

func fma64(a, b, c float64, r Rounding) float64 {
	s := math.FMA(a, b, c)
	if s != s {
		return nan64First(a, c, b)
	}
	if r == RN || math.IsInf(a, 0) || math.IsInf(b, 0) || math.IsInf(c, 0) {
		return s
	}
	x := new(big.Rat).Mul(ratOf(math.Float64bits(a), fmtF64), ratOf(math.Float64bits(b), fmtF64))
	x.Add(x, ratOf(math.Float64bits(c), fmtF64))
	if x.Sign() == 0 {
		if (a == 0 || b == 0) && c == 0 && (math.Signbit(a) != math.Signbit(b)) == math.Signbit(c) {
			return c
		}
		return zeroSum64(r)
	}
	return exact64(x, r)
}

// Div64 is div.rnd.f64.
func Div64(a, b float64, r Rounding) float64 {
	q := a / b
	if q != q {
		return nan64First(a, b)
	}
	if r == RN || q == 0 && a == 0 || math.IsInf(a, 0) || math.IsInf(b, 0) || b == 0 {
		return q
	}
	if !inRange(q) || !inRange(a) || !inRange(b) {
		return exact64(new(big.Rat).Quo(ratOf(math.Float64bits(a), fmtF64), ratOf(math.Float64bits(b), fmtF64)), r)
	}
	res := math.FMA(-q, b, a)
	return roundErr64(q, sign(res)*sign(b), r)
}

// Rcp64 is rcp.rnd.f64 (IEEE reciprocal).
func Rcp64(x float64, r Rounding) float64 { return Div64(1, x, r) }

// Sqrt64 is sqrt.rnd.f64.
func Sqrt64(x float64, r Rounding) float64 {
	if x != x {
		return quietNaN64(x)
	}
	if x < 0 {
		return f64(DefaultNaN64)
	}
	s := math.Sqrt(x)
	if r == RN || x == 0 || math.IsInf(x, 0) {
		return s
	}
	if x < 0x1p-900 { // scale by an even power of two so the residual is exact
		return math.Ldexp(Sqrt64(math.Ldexp(x, 1000), r), -500)
	}
	return roundErr64(s, sign(math.FMA(-s, s, x)), r)
}

// Abs64 is abs.f64: clears the sign bit; a NaN passes through with its sign,
// quietened.
func Abs64(x float64) float64 {
	if x != x {
		return quietNaN64(x)
	}
	return math.Abs(x)
}

// Neg64 is neg.f64: flips the sign bit; a NaN passes through with its sign,
// quietened.
func Neg64(x float64) float64 {
	if x != x {
		return quietNaN64(x)
	}
	return -x
}

// Min64 is min.f64: -0 below +0; one NaN operand gives the other operand; two
// give the second NaN (quietened). With propagateNaN (min.NaN), a NaN operand
// gives a NaN.
func Min64(a, b float64, propagateNaN bool) float64 {
	switch {
	case a != a || b != b:
		if propagateNaN || (a != a && b != b) {
			return nan64(a, b)
		}
		if a != a {
			return b
		}
		return a
	case a < b:
		return a
	case b < a:
		return b
	}
	if math.Signbit(a) {
		return a
	}
	return b
}

// Max64 is max.f64, the mirror of Min64.
func Max64(a, b float64, propagateNaN bool) float64 {
	switch {
	case a != a || b != b:
		if propagateNaN || (a != a && b != b) {
			return nan64(a, b)
		}
		if a != a {
			return b
		}
		return a
	case a > b:
		return a
	case b > a:
		return b
	}
	if math.Signbit(a) {
		return b
	}
	return a
}

// Copysign64 is copysign.f64 d, a, b: b with the sign of a, bitwise.
func Copysign64(a, b float64) float64 {
	return math.Float64frombits(math.Float64bits(b)&^(1<<63) | math.Float64bits(a)&(1<<63))
}
