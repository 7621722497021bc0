package sim

import (
	"math"
	"os"

	"cudasim/sim/fp"
)

// Fast paths for f32 arithmetic (docs/engine-performance.md). The product of two f32 values is
// exact in a double, so add, sub, mul and fma are computed once in float64 hardware: s is the
// double nearest the exact result. Rounding s to f32 gives the exact result's rounding unless s
// lies on an f32 rounding boundary (a halfway point for .rn, an f32 value for the directed
// modes) without being exact, or the result is tiny, zero, infinite, overflowing or NaN; those
// lanes take the reference computation of sim/fp. TestFastF32 and FuzzFastF32 compare the two.

// enginePortable makes the engine use the reference computation wherever a fast path exists:
// CUDASIM_ENGINE=portable in the environment. TestConformanceBothPaths runs every conformance
// case both ways.
var enginePortable = os.Getenv("CUDASIM_ENGINE") == "portable"

// laneVector selects the vector lane kernels (lanes_amd64.s) for the commonest integer ops: where
// the CPU has them and the engine is not portable.
var laneVector = haveLaneVector && !enginePortable

// sim/fp's warp functions take the vector kernels where the engine does.
func init() { fp.VectorLanes = laneVector }

// setEnginePortable switches between the fast paths and the portable path (tests).
func setEnginePortable(p bool) {
	enginePortable = p
	laneVector = haveLaneVector && !p
	fp.VectorLanes = laneVector
}

// Exponent fields (biased, of the double s) for which round32Fast answers: 2^-125 <= |s| < 2^128.
// Below, f32 results are subnormal or tiny (.ftz flushes what is tiny before rounding); above,
// they overflow.
const (
	fastExpLo   = 1023 - 125
	fastExpSpan = 127 + 125 + 1
)

// round32Fast rounds s, the double nearest to an exact result (the exact result itself when
// exact is set), to f32 in direction rnd. ok is false when that might differ from rounding the
// exact result, or s is outside the range above (zero, infinite and NaN included).
func round32Fast(s float64, rnd fp.Rounding, exact bool) (v uint32, ok bool) {
	u := math.Float64bits(s)
	e := u >> 52 & 0x7ff
	if e-fastExpLo >= fastExpSpan {
		return 0, false
	}
	low := u & (1<<29 - 1) // the bits below an f32 significand
	if rnd == fp.RN {
		if low == 1<<28 && !exact {
			return 0, false
		}
		return math.Float32bits(float32(s)), true
	}
	if low == 0 && !exact {
		return 0, false
	}
	neg := uint32(u>>32) & 0x80000000
	mag := uint32(e-(1023-127))<<23 | uint32(u>>29)&0x7fffff // s truncated toward zero
	if low != 0 && (rnd == fp.RP && neg == 0 || rnd == fp.RM && neg != 0) {
		mag++ // away from zero; the largest finite value steps to infinity, as .rp/.rm overflow
	}
	return neg | mag, true
}

// fmaF32 is fma.rn.f32 on bit patterns: the reference computation.
func fmaF32(a, b, c uint64) uint64 {
	return canon32(fp.FMA32(f32(a), f32(b), f32(c), fp.RN))
}

// fmaRN32 is opFmaF32 (fma.rn.f32 without modifiers): round32Fast's .rn test, inlined, and
// exact zeros (fmaRN32AVX2 says why), which round32Fast leaves to the reference for the sake of
// .rm: binomialOptions' tree is mostly products of zeros.
func (w *warp) fmaRN32(in *inst, mask uint32) {
	r := w.r
	a, b, c := &r[in.a], &r[in.b], &r[in.c]
	d := w.dst(in.d, mask)
	if laneVector {
		fmaRN32Lanes(d, a, b, c)
	} else if enginePortable {
		for l := range d {
			d[l] = fmaF32(a[l], b[l], c[l])
		}
	} else {
		for l := range d {
			s := float64(f32(a[l]))*float64(f32(b[l])) + float64(f32(c[l]))
			if u := math.Float64bits(s); u>>52&0x7ff-fastExpLo < fastExpSpan && u&(1<<29-1) != 1<<28 || u<<1 == 0 {
				d[l] = uint64(math.Float32bits(float32(s)))
			} else {
				d[l] = fmaF32(a[l], b[l], c[l])
			}
		}
	}
	w.commit(in.d, mask)
}

// fmaRN32Lanes is fmaRN32 of a whole warp with the lane kernels: d = a*b + c.
func fmaRN32Lanes(d, a, b, c *[32]uint64) {
	// Into a scratch array: d is often c (the accumulator), which the slow lanes still need.
	var out [32]uint64
	for m := fmaRN32AVX2(&out, a, b, c); m != 0; m &= m - 1 {
		l := firstLane(m)
		out[l] = fmaF32(a[l], b[l], c[l])
	}
	*d = out
}

// f32Arith is opF32's add, sub, mul and fma (any rounding, .ftz, .sat).
func (w *warp) f32Arith(in *inst, mask uint32) {
	r := w.r
	a, b := &r[in.a], &r[in.b]
	c := a
	if in.c >= 0 {
		c = &r[in.c]
	}
	d := w.dst(in.d, mask)
	for l := range d {
		d[l] = f32ArithFast(in.aux, a[l], b[l], c[l])
	}
	w.commit(in.d, mask)
}

// f32ArithFast is one lane of f32Arith: through round32Fast, the reference f32Lane where it
// declines.
func f32ArithFast(aux uint32, a, b, c uint64) uint64 {
	x, y := f32(a), f32(b)
	ftz := aux&fFTZ != 0
	if ftz {
		x, y = fp.FTZ32(x), fp.FTZ32(y)
	}
	var s float64
	switch aux & 0xff {
	case fAdd:
		s = float64(x) + float64(y)
	case fSub:
		s = float64(x) - float64(y)
	case fMul:
		s = float64(x) * float64(y)
	default: // fFma
		z := f32(c)
		if ftz {
			z = fp.FTZ32(z)
		}
		if aux&fNegA != 0 {
			x = -x
		}
		if aux&fNegC != 0 {
			z = -z
		}
		s = float64(x)*float64(y) + float64(z)
	}
	// The product of two f32 values is exact in a double.
	v, ok := round32Fast(s, fp.Rounding(aux>>fRndShift&0xf), aux&0xff == fMul)
	if !ok {
		return f32Lane(aux, a, b, c)
	}
	if aux&fSat != 0 {
		v = math.Float32bits(fp.Sat32(math.Float32frombits(v)))
	}
	return uint64(v)
}
