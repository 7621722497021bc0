package sim

import (
	"math/bits"
	"testing"
)

// The rotate fast path of shf.l.wrap/shf.r.wrap (both sources one register) against the PTX
// definition, with shift amounts from 0 to beyond 31 (the wrap mode takes them modulo 32).
func TestShfWrapRotate(t *testing.T) {
	in := make([]uint32, 32)
	for i := range in {
		in[i] = 0x9e3779b9*uint32(i+1) ^ 0x85ebca6b
	}
	for _, dir := range []string{"l", "r"} {
		body := "ld.global.u32 %r1, [%rd5]; mul.lo.u32 %r2, %r0, 7;\n" +
			"shf." + dir + ".wrap.b32 %r3, %r1, %r1, %r2;\n" +
			"st.global.u32 [%rd4], %r3;"
		got := runOut(t, body, 32, 32, in...)
		for l, x := range in {
			n := uint32(l*7) & 31
			want := bits.RotateLeft32(x, int(n))
			if dir == "r" {
				want = bits.RotateLeft32(x, -int(n))
			}
			if got[l] != want {
				t.Errorf("shf.%s.wrap lane %d: %#x by %d = %#x, want %#x", dir, l, x, l*7, got[l], want)
			}
		}
	}
}
