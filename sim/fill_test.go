package sim

import "testing"

// TestFillCTA checks the CTA's prologue fill of warm warps (fillCTA), the vector kernel and the
// portable loop: every listed register gets its dimension of %ctaid in the warp's lanes and no
// other lane, for whole warps, a last partial warp and a one-thread warp.
func TestFillCTA(t *testing.T) {
	defer func(v bool) { laneVector = v }(laneVector)
	for _, vec := range []bool{haveLaneVector, false} {
		laneVector = vec
		exists := []uint32{fullMask, 0x1f, 1, fullMask}
		regs := make([][32]uint64, 3*len(exists))
		c := &cta{ctaid: [3]uint32{7, 0xfffffffe, 3}}
		for i, exist := range exists {
			for dim := range 3 {
				c.fills = append(c.fills, ctaFillAt{d: &regs[3*i+dim], exist: exist, dim: int32(dim)})
			}
		}
		for i := range regs {
			for l := range regs[i] {
				regs[i][l] = 0xdead
			}
		}
		c.fillCTA()
		for i, exist := range exists {
			for dim := range 3 {
				for l, got := range regs[3*i+dim] {
					want := uint64(0xdead)
					if exist&(1<<l) != 0 {
						want = uint64(c.ctaid[dim])
					}
					if got != want {
						t.Fatalf("vector %v, warp %d (lanes %#x), %%ctaid dimension %d, lane %d: %#x, want %#x", vec, i, exist, dim, l, got, want)
					}
				}
			}
		}
	}
}
