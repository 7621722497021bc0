package sim

import (
	"fmt"
	"strings"
	"testing"
)

// TestF64NaNOperandOrder: of two NaN operands, add, sub, mul, min and max keep the NaN of the one
// defined last, at any distance from the instruction (two f64 NaNs loaded one after the other,
// then 600 unrelated instructions); min and max of a register with itself give it back as it is,
// a signalling NaN unquietened. Measured on the H200: testdata/reference/fix11/w2/nan.txt
// (nanops, gen_nanops.py: e.g. sub.f64 of x1 and x0, both NaNs loaded x0 first, gave x1's NaN).
func TestF64NaNOperandOrder(t *testing.T) {
	const first, second, snan = 0x7ff8000000000000, 0x7fffffff00000000, 0x7ff4000000000001
	pad := strings.Repeat("add.s32 %r9, %r9, 1;\n", 600)
	for _, tc := range []struct {
		op   string
		a, b string
		want uint64
	}{
		{"add.f64", "%fd2", "%fd1", second},
		{"add.f64", "%fd1", "%fd2", second},
		{"sub.f64", "%fd2", "%fd1", second},
		{"sub.f64", "%fd1", "%fd2", second},
		{"sub.rz.f64", "%fd2", "%fd1", second},
		{"mul.f64", "%fd2", "%fd1", second},
		{"mul.rn.f64", "%fd1", "%fd2", second},
		{"min.f64", "%fd2", "%fd1", second},
		{"max.f64", "%fd1", "%fd2", second},
		{"min.f64", "%fd3", "%fd3", snan},
		{"max.f64", "%fd3", "%fd3", snan},
	} {
		name := fmt.Sprintf("%s_%s_%s", tc.op, tc.a[1:], tc.b[1:])
		t.Run(name, func(t *testing.T) {
			body := "ld.global.f64 %fd1, [%rd2]; ld.global.f64 %fd2, [%rd2+8]; ld.global.f64 %fd3, [%rd2+16];\n" + pad +
				fmt.Sprintf("%s %%fd4, %s, %s;\nst.global.f64 [%%rd1], %%fd4;", tc.op, tc.a, tc.b)
			out := runOut(t, body, 1, 2, first&0xffffffff, first>>32, second&0xffffffff, second>>32, snan&0xffffffff, snan>>32)
			if got := uint64(out[1])<<32 | uint64(out[0]); got != tc.want {
				t.Errorf("%x, want %x", got, tc.want)
			}
		})
	}
}
