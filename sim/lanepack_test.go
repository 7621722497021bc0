package sim

import (
	"math/rand"
	"testing"
)

// TestPackSlots requires packSlots to leave each listed slot's lanes' low 4 bytes in its first
// 128 bytes, in lane order, and widenSlots to give them back zero-extended, with the lane
// kernels and without; slots not listed are untouched.
func TestPackSlots(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for _, vector := range []bool{false, true} {
		if vector && !laneVector {
			continue
		}
		was := laneVector
		laneVector = vector
		r := make([][32]uint64, 6)
		for s := range r {
			for l := range r[s] {
				r[s][l] = rng.Uint64()
			}
		}
		orig := append([][32]uint64(nil), r...)
		list := []int32{1, 4, 5}
		packSlots(r, list)
		for _, s := range list {
			p := packedLanes(&r[s])
			for l := range 32 {
				if p[l] != uint32(orig[s][l]) {
					t.Fatalf("vector %v: slot %d lane %d packed %#x, want %#x", vector, s, l, p[l], uint32(orig[s][l]))
				}
			}
		}
		widenSlots(r, list)
		laneVector = was
		for s := range r {
			for l := range r[s] {
				want := orig[s][l]
				if s == 1 || s == 4 || s == 5 {
					want &= 0xffffffff
				}
				if r[s][l] != want {
					t.Fatalf("vector %v: slot %d lane %d %#x after widening, want %#x", vector, s, l, r[s][l], want)
				}
			}
		}
	}
}

// TestPackNothingListed: a warp of a kernel that packs no slot stays wide at pack, so that exec's
// compiled calls (runCompiled) make no round trip of the flag (packAll, then widenAll).
func TestPackNothingListed(t *testing.T) {
	k := &Kernel{nslots: 1}
	w := newWarps(k, &cta{}, [3]uint32{32, 1, 1})[0]
	w.pack()
	if w.packed {
		t.Fatal("pack set the flag of a warp whose kernel packs nothing")
	}
	k.packList = []int32{0}
	w = newWarps(k, &cta{}, [3]uint32{32, 1, 1})[0]
	w.pack()
	if !w.packed {
		t.Fatal("pack left a warp whose kernel packs a slot wide")
	}
}
