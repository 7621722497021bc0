// Package fp holds the bit-exact floating-point and integer primitives the PTX
// engine executes, with the behaviour measured on an H200 (sm_90) where the PTX
// ISA leaves it open.
//
// Values are Go float32/float64 for f32/f64 arithmetic, uint16 bit patterns for
// f16 and bf16, and uint64 bit patterns (low bits significant) for cvt, which
// works between any pair of types.
//
// Rules, each measured on the H200 (see /work/shared/notes/ptx.md §2):
//
//   - Every f32 NaN result is the canonical 0x7fffffff (CanonicalNaN32), whatever
//     the inputs; abs and neg of a NaN too. f16 NaN results are 0x7fff.
//   - f64 NaN results keep the payload of the NaN operand (quietened); when two
//     operands are NaNs the second one's is returned; an invalid operation
//     (inf-inf, 0*inf, 0/0, sqrt(-1)) gives 0xfff8000000000000.
//   - .ftz flushes subnormal inputs and results to a zero of the same sign
//     (FTZ32, applied by the caller around the operation); .sat clamps to
//     [+0, 1] and maps NaN to +0 (Sat32).
//   - min/max order -0 below +0 and return the non-NaN operand when one is NaN.
//   - Integer division or remainder by zero gives all ones.
//   - float -> integer conversion saturates; NaN gives 0, or 1<<(w-1) when the
//     source is f64 or the destination is 64 bits wide.
//
// Directed rounding (.rz .rm .rp) is exact: results are computed as a double
// plus the sign of its error (error-free transforms), or as an exact rational
// (math/big) where those transforms could lose bits, then rounded once by a
// single rounding routine shared by every format.
//
// The approximate instructions (ex2, rcp, sqrt, rsqrt .approx) reproduce the
// H200's MUFU results bit for bit from tables measured on the device (see
// tables.go); lg2, sin, cos and tanh .approx are correctly rounded stand-ins
// within the documented error bounds.
package fp
