package sim

import (
	"math"

	"cudasim/sim/fp"
)

// f64 arithmetic of a whole warp in the CPU's vector unit (docs/engine-performance.md, "f64 lanes
// in the vector unit (slow11)"). add, sub, mul, div, sqrt and fma on doubles are IEEE 754's
// correctly rounded operations on both the H200 and x86, in every rounding mode: the CPU rounds
// toward zero, minus or plus infinity as its MXCSR rounding field says, which f64LanesAVX2 sets
// for the 32 lanes and restores (the f64 directed modes of interval arithmetic took sim/fp's
// error-term decomposition at every lane; fma's directed modes exact rationals). What IEEE leaves
// to the implementation is the NaN a lane returns: the kernel gives the H200's (sim/fp's rules:
// which operand's NaN, quietened, else the default NaN), in vector form too, since interval
// arithmetic's empty intervals are NaNs. The portable engine runs f64Lane, the reference, on
// every lane; TestF64LanesBothPaths compares the two.

// f64VectorOps numbers the kinds f64LanesAVX2 computes (its kind argument); -1: not one of them.
var f64VectorOps = [...]int8{fAdd: 0, fSub: 1, fMul: 2, fDiv: 3, fSqrt: 4, fFma: 5,
	fDivApprox: -1, fDivFull: -1, fSqrtApprox: -1, fRcp: -1, fRcpApprox: -1, fRsqrtApprox: -1,
	fEx2Approx: -1, fLg2Approx: -1, fSinApprox: -1, fCosApprox: -1, fTanhApprox: -1, fAbs: -1,
	fNeg: -1, fMin: -1, fMax: -1, fCopysign: -1, fRcpApproxFTZ64: -1}

// mxcsrRounding is the MXCSR rounding-control field of each PTX rounding mode.
var mxcsrRounding = [...]uint32{fp.RN: 0, fp.RZ: 3 << 13, fp.RM: 1 << 13, fp.RP: 2 << 13}

// f64Vector runs in (an opF64 of kind with rounding rnd) in the vector unit, reporting whether
// it could.
func (w *warp) f64Vector(in *inst, mask uint32, kind uint32, rnd fp.Rounding, a, b, c *[32]uint64) bool {
	if kind >= uint32(len(f64VectorOps)) || f64VectorOps[kind] < 0 || rnd > fp.RP || in.aux&fNaNA != 0 {
		return false
	}
	x, z := a, c
	if kind == fFma && in.aux&(fNegA|fNegC) != 0 {
		var nx, nz [32]uint64
		for l := range nx {
			nx[l], nz[l] = a[l], c[l]
			if in.aux&fNegA != 0 {
				nx[l] = negNonNaN64(nx[l])
			}
			if in.aux&fNegC != 0 {
				nz[l] = negNonNaN64(nz[l])
			}
		}
		x, z = &nx, &nz
	}
	d := w.dst(in.d, mask)
	f64LanesAVX2(int(f64VectorOps[kind]), mxcsrRounding[rnd], d, x, b, z)
	w.commit(in.d, mask)
	return true
}

// f64Lane is one lane of an opF64 instruction with modifiers aux: the reference computation
// (sim/fp).
func f64Lane(aux uint32, a, b, c uint64) uint64 {
	rnd := fp.Rounding(aux >> fRndShift & 0xf)
	x, y, z := f64(a), f64(b), f64(c)
	var v float64
	switch aux & 0xff {
	case fAdd:
		v = fp.Add64(x, y, rnd)
	case fSub:
		if aux&fNaNA != 0 && x != x && y != y {
			y = x // sim/fp keeps b's NaN
		}
		v = fp.Sub64(x, y, rnd)
	case fMul:
		v = fp.Mul64(x, y, rnd)
	case fFma:
		if aux&fNegA != 0 {
			x = f64(negNonNaN64(a))
		}
		if aux&fNegC != 0 {
			z = f64(negNonNaN64(c))
		}
		if aux&fNaNA != 0 && z != z { // the addend's NaN first (orderNaNOperands)
			return c | 1<<51
		}
		v = fp.FMA64(x, y, z, rnd)
	case fDiv:
		v = fp.Div64(x, y, rnd)
	case fSqrt:
		v = fp.Sqrt64(x, rnd)
	case fRcp:
		v = fp.Rcp64(x, rnd)
	case fRcpApproxFTZ64:
		v = fp.RcpApproxFTZ64(x)
	case fRsqrtApprox:
		v = fp.RsqrtApprox64(x, aux&fFTZ != 0)
	case fAbs:
		v = fp.Abs64(x)
	case fNeg:
		v = fp.Neg64(x)
	case fMin:
		v = fp.Min64(x, y, aux&fNaN != 0)
	case fMax:
		v = fp.Max64(x, y, aux&fNaN != 0)
	case fCopysign:
		return b&^(1<<63) | a&(1<<63)
	default:
		v = math.NaN()
	}
	return b64(v)
}

// negNonNaN64 negates an operand of a contracted fma (fNegA, fNegC): the SASS instruction's
// negation modifier, which leaves a NaN as it is, sign included, as neg.f64 and sub.f64 do
// (sim/fp's Neg64, Sub64). Measured: libcu++'s complex<double> division b*c - a*d with d a
// positive NaN, contracted to fma(b, c, -(a*d)), gave the positive NaN on the H200
// (libcuda/testdata/cudart/suite: s_libcu_complex; logs/d_complex.h200.out.gz, "double div 9").
func negNonNaN64(v uint64) uint64 {
	if isNaN64(v) {
		return v
	}
	return v ^ 1<<63
}
