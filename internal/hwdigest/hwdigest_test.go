package hwdigest

import (
	"encoding/binary"
	"testing"
)

// TestCanonicalNaNs: the NaNs of the float words become canonical, the integer words stay.
func TestCanonicalNaNs(t *testing.T) {
	const words = 64
	out := make([]byte, 2*words*4)
	put32 := func(thread, w int, v uint32) { binary.LittleEndian.PutUint32(out[4*(thread*words+w):], v) }
	put32(1, 3, 0x7fc00001)                                               // an f32 word (%r and %f words are 0-29)
	put32(1, 38, 0x7fc00001)                                              // an %l word: an integer
	binary.LittleEndian.PutUint64(out[4*(words+30):], 0xfff8000000000001) // an f64 word
	binary.LittleEndian.PutUint16(out[2*(2*words+92):], 0x7e01)           // an f16 half
	c := CanonicalNaNs(out, words)
	get32 := func(thread, w int) uint32 { return binary.LittleEndian.Uint32(c[4*(thread*words+w):]) }
	if get32(1, 3) != 0x7fffffff || get32(1, 38) != 0x7fc00001 {
		t.Errorf("f32 word %08x (want 7fffffff), integer word %08x (want 7fc00001)", get32(1, 3), get32(1, 38))
	}
	if v := binary.LittleEndian.Uint64(c[4*(words+30):]); v != 0x7fffffffffffffff {
		t.Errorf("f64 word %016x", v)
	}
	if v := binary.LittleEndian.Uint16(c[2*(2*words+92):]); v != 0x7fff {
		t.Errorf("f16 half %04x", v)
	}
	raw, nan := WarpDigests(append(out, make([]byte, 32*words*4-len(out))...), words)
	if len(raw) != 1 || raw[0] == nan[0] {
		t.Errorf("one warp with NaNs: raw %v, canonical %v", raw, nan)
	}
	if d := SlotDigests(out, words, words-8); len(d) != words-8 || d[3] == d[4] {
		t.Errorf("slot digests: %d, slot 3 %s slot 4 %s", len(d), d[3], d[4])
	}
}
