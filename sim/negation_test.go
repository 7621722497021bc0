package sim

import (
	"math"
	"testing"
)

// libcu++'s complex<double> division computes b*c - a*d, which ptxas contracts to
// fma(b, c, -(a*d)); with d a positive NaN the H200 returned that NaN with its sign: the fma's
// negation modifier leaves a NaN as it is (libcuda/testdata/cudart/suite/logs/d_complex.h200.out.gz, "double div 9").
func TestContractedFmaKeepsNegatedNaN(t *testing.T) {
	load := "ld.global.f64 %fd1, [%rd2]; ld.global.f64 %fd2, [%rd2+8]; ld.global.f64 %fd3, [%rd2+16]; ld.global.f64 %fd4, [%rd2+24];\n"
	a, b := math.Float64bits(1e-3), math.Float64bits(2)
	in := []uint32{uint32(a), uint32(a >> 32), uint32(b), uint32(b >> 32), 0, 0, 0, 0x7ff80000} // a, b, c = 0, d = NaN
	for _, tc := range []struct{ name, body string }{
		{"first product fused, NaN addend negated", "mul.f64 %fd5, %fd2, %fd3; mul.f64 %fd6, %fd1, %fd4; sub.f64 %fd7, %fd5, %fd6;"},
		{"NaN factor negated", "mul.f64 %fd6, %fd4, %fd1; sub.f64 %fd7, %fd3, %fd6;"},
	} {
		got := runOut(t, load+tc.body+"\nst.global.f64 [%rd1], %fd7;", 1, 2, in...)
		if bits := uint64(got[1])<<32 | uint64(got[0]); bits != 0x7ff8000000000000 {
			t.Errorf("%s: %#x, want the NaN operand 0x7ff8000000000000", tc.name, bits)
		}
	}
}

// ptxas folds a neg.f32 into what reads it, so two cancel: the H200 passed a NaN through
// -(-x) unchanged (libcu++'s complex<float> tan of (0, NaN): the same file's "float tan 16"), where one
// neg.f32 gives the canonical NaN. The second neg becomes a move of x only while x is not
// written in between.
func TestDoubleNegationCancels(t *testing.T) {
	const nan = 0x7fc00001
	load := "ld.global.f32 %f1, [%rd2];\n"
	for _, tc := range []struct {
		name string
		body string
		in   uint32
		want uint32
	}{
		{"NaN through two negs", "neg.f32 %f2, %f1; neg.f32 %f3, %f2;", nan, nan},
		{"NaN through two negs in two blocks", "neg.f32 %f2, %f1; abs.f32 %f4, %f2; setp.gtu.f32 %p1, %f4, 0f7F800000; @%p1 bra L; mov.f32 %f3, %f1; bra.uni E; L: neg.f32 %f3, %f2; E:", nan, nan},
		{"one neg", "neg.f32 %f3, %f1;", nan, 0x7fffffff},
		{"x written in between", "neg.f32 %f2, %f1; mov.f32 %f1, 0f40200000; neg.f32 %f3, %f2;", math.Float32bits(1.5), math.Float32bits(1.5)},
		{"x written in between, NaN", "neg.f32 %f2, %f1; mov.f32 %f1, 0f40200000; neg.f32 %f3, %f2;", nan, 0x7fffffff},
		{"x written in a loop", "mov.u32 %r1, 0; L: neg.f32 %f2, %f1; add.f32 %f1, %f1, 0f3F800000; add.u32 %r1, %r1, 1; setp.lt.u32 %p1, %r1, 2; @%p1 bra L; neg.f32 %f3, %f2;", math.Float32bits(1.5), math.Float32bits(2.5)},
	} {
		got := runOut(t, load+tc.body+"\nst.global.f32 [%rd1], %f3;", 1, 1, tc.in)
		if got[0] != tc.want {
			t.Errorf("%s: %#x, want %#x", tc.name, got[0], tc.want)
		}
	}
}
