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

// TestLaneKernels compares the vector lane kernels with the portable loops, the destination
// distinct from the sources and the same as either.
func TestLaneKernels(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no lane kernels on this CPU")
	}
	kernels := []struct {
		name string
		vec  func(d, a, b *[32]uint64)
		ref  func(x, y uint64) uint64
	}{
		{"add", lanesAddAVX2, func(x, y uint64) uint64 { return x + y }},
		{"sub", lanesSubAVX2, func(x, y uint64) uint64 { return x - y }},
		{"and", lanesAndAVX2, func(x, y uint64) uint64 { return x & y }},
		{"or", lanesOrAVX2, func(x, y uint64) uint64 { return x | y }},
		{"xor", lanesXorAVX2, func(x, y uint64) uint64 { return x ^ y }},
	}
	seed := uint64(14)
	next := func() uint64 {
		seed = seed*6364136223846793005 + 1442695040888963407
		return seed ^ seed>>29
	}
	for _, k := range kernels {
		for round := 0; round < 100; round++ {
			var a, b, d [32]uint64
			for l := range a {
				a[l], b[l], d[l] = next(), next(), next()
			}
			var want [32]uint64
			for l := range want {
				want[l] = k.ref(a[l], b[l])
			}
			a0, b0 := a, b
			k.vec(&d, &a, &b)
			if d != want || a != a0 || b != b0 {
				t.Fatalf("%s: d = %x, want %x (sources changed: %v)", k.name, d, want, a != a0 || b != b0)
			}
			k.vec(&a, &a, &b) // d is a
			if a != want {
				t.Fatalf("%s into its first source: %x, want %x", k.name, a, want)
			}
			a = a0
			k.vec(&b, &a, &b) // d is b
			if b != want {
				t.Fatalf("%s into its second source: %x, want %x", k.name, b, want)
			}
		}
	}
}
