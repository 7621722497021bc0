//go:build amd64

package sim

// haveF64Vector reports whether f64LanesAVX2 can run: it needs AVX2 and FMA.
var haveF64Vector = x86.avx2 && x86.fma

// f64LanesAVX2 computes d = a+b, a-b, a*b, a/b, sqrt(a) or a*b+c (kind 0 to 5) on the 32 f64
// lanes with the MXCSR rounding field rc (f64lanes_amd64.s), restoring MXCSR after; a NaN result
// is the H200's NaN. d may be a, b or c.
//
//go:noescape
func f64LanesAVX2(kind int, rc uint32, d, a, b, c *[32]uint64)
