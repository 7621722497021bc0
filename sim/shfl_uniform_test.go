package sim

import "testing"

// TestShflUniform compares shfl's uniform fast path with its per-lane loop (the portable path)
// for every mode, every lane operand 0-40 and clamp/segment words covering every segment width,
// with and without the predicate output.
func TestShflUniform(t *testing.T) {
	defer setEnginePortable(enginePortable)
	run := func(portable bool, mode, bv, cv uint32, d2 int32) ([32]uint64, uint32) {
		setEnginePortable(portable)
		w := &warp{r: make([][32]uint64, 4), p: make([]uint32, 1)}
		for l := range w.r[0] {
			w.r[0][l] = uint64(0xabc00000+l) | 0xdead<<32 // high bits must not leak
			w.r[1][l] = uint64(bv)
			w.r[2][l] = uint64(cv)
			w.r[3][l] = 0x5555
		}
		w.p[0] = 0x12345678
		in := &inst{op: opShfl, aux: mode, d: 3, d2: int32(d2), a: 0, b: 1, c: 2}
		w.shfl(in, fullMask)
		return w.r[3], w.p[0]
	}
	n := 0
	for mode := uint32(0); mode < 4; mode++ {
		for bv := uint32(0); bv <= 40; bv++ {
			for _, cv := range []uint32{0x1f, 0, 0x0, 0x3, 0x7, 0x10, 0x1e, 0x11, 0x101f, 0x181f, 0x1c1f, 0x1e1f, 0x1f00, 0x0f07, 0x1803, 0xffffffff} {
				for _, d2 := range []int32{-1, 0} {
					gotD, gotP := run(false, mode, bv, cv, d2)
					wantD, wantP := run(true, mode, bv, cv, d2)
					if gotD != wantD || gotP != wantP {
						t.Fatalf("mode %d b %d c %#x: fast %x %#x, portable %x %#x", mode, bv, cv, gotD, gotP, wantD, wantP)
					}
					n++
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("nothing compared")
	}
}
