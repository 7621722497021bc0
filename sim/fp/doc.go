// Package fp holds the bit-exact floating-point and integer primitives the PTX
// engine executes, with the behaviour measured on an H200 (sm_90) wherever
// the PTX ISA leaves it open.
//
// Values are Go float32/float64 for f32/f64 arithmetic, uint16 bit patterns
// for f16 and bf16, and uint64 bit patterns (low bits significant) for cvt,
// which converts between any pair of types.
//
// # The instructions
//
//   - add/sub/mul/fma/div/sqrt/rcp with a Rounding (RN RZ RM RP):
//     Add32 Sub32 Mul32 FMA32 Div32 Sqrt32 Rcp32, the same for 64, and
//     Add16 Sub16 Mul16 FMA16 / AddBF16 SubBF16 MulBF16 FMABF16.
//   - .ftz: Add32FTZ Sub32FTZ Mul32FTZ FMA32FTZ Div32FTZ Rcp32FTZ Sqrt32FTZ,
//     Mul16FTZ FMA16FTZ. Inputs are flushed, and so is a result that is tiny
//     after rounding to 24 (11) bits with an unbounded exponent — measured:
//     the hardware flushes (1-2^-24)·2^-126 although it rounds to 2^-126.
//     FTZ32 around the plain operation is only equivalent for add/sub/sqrt.
//     FTZ32/FTZ16 flush one value (for min/max/abs/neg and stores).
//   - .sat: Sat32 Sat16 (clamp to [+0, 1], NaN to +0); .relu: Relu16 ReluBF16.
//   - min/max (with .NaN): Min32 Max32 Min64 Max64 Min16 Max16 MinBF16 MaxBF16;
//     abs/neg: Abs32 Neg32 Abs64 Neg64 Abs16 Neg16 AbsBF16 NegBF16;
//     copysign: Copysign32 Copysign64.
//   - cvt: Cvt{Dst, Src, Round, Integral, FTZ, Sat, Relu, SatFinite}.Apply,
//     with Type (U8…U64, S8…S64, F16, BF16, F32, F64) and ParseType.
//   - Integer division: DivU RemU DivS RemS, generic over 16/32/64 bits.
//   - .approx: Ex2Approx32 RcpApprox32 SqrtApprox32 RsqrtApprox32
//     Lg2Approx32 SinApprox32 CosApprox32 TanhApprox32 DivApprox32 DivFull32,
//     RcpApproxFTZ64 RsqrtApprox64; for a warp's 32 lanes at once (without .ftz)
//     Ex2Approx32Lanes RcpApprox32Lanes DivApprox32Lanes RsqrtApprox32Lanes
//     Lg2Approx32Lanes, in AVX2 where VectorLanes is set (lanes_amd64.s).
//
// # Rules measured on the H200
//
// (docs/ptx-notes.md, sim/fp/testdata, tools/gpu/results)
//
//   - Every f32 NaN result is 0x7fffffff (CanonicalNaN32), abs and neg of a
//     NaN too; f16 and bf16 NaN results are 0x7fff.
//   - f64 NaNs keep their payload, quietened: add/sub/mul/min/max with two
//     NaNs give the second, div the first, fma a, then c, then b; an invalid
//     operation gives 0xfff8000000000000 (DefaultNaN64); abs/neg keep the sign.
//   - cvt: widening to f64 keeps the NaN payload, narrowing from f64 truncates
//     it, f16→f32 and anything→f16/bf16 from f32 give the canonical NaN,
//     bf16→f32 is a plain shift. float→integer saturates; NaN gives 0, or
//     1<<(w-1) when the source is f64 or the destination 64 bits wide.
//   - min/max order -0 below +0 and return the non-NaN operand.
//   - Integer division or remainder by zero gives all ones.
//
// Directed rounding is exact: a double plus the sign of its error
// (error-free transforms), or an exact rational (math/big) where those could
// lose bits, rounded once by the routine every format shares (format.round).
//
// # Approximate instructions
//
// ex2, rcp, sqrt, rsqrt, sin, cos, lg2 and tanh .approx.f32 and the f64 seeds
// (rcp.approx.ftz.f64, rsqrt.approx.ftz.f64) reproduce the H200's MUFU
// results bit for bit from tables measured on the device (tables.go,
// seqtable.go, tables/, tools/gpu): 0 mismatches on 4,194,304 random inputs
// each. sin and cos see only the fraction of |x·(1/2π)| (FMUL.RZ) truncated
// to 25 bits; one first-quadrant table gives both, every one of their
// results on all 2^31 non-negative inputs and their negations checked. lg2 is
// k + L(m) truncated toward zero once, L a table over the 2^23 mantissas,
// every mantissa checked at 22 exponents covering every result binade. The
// non-ftz forms, div.approx, div.full and rsqrt.approx.f64 replay the code
// ptxas 13.0 generates around MUFU for sm_90. tanh (MUFU.TANH alone, no
// .ftz form) is odd, the input itself up to 2^-8 (subnormals kept), 1 from
// 8 up, and in between a table with one result per aligned block of 2^k
// inputs, k measured per binade (6 near 2^-8 down to 2 in [2, 4)): all 2^31
// non-negative inputs and their negations checked (tanh.go). Prefetch32
// reads the entries a warp's lanes will look up before they do, so that
// their cache misses overlap (prefetch.go).
package fp
