package sim

import (
	"testing"
)

// cvtIntAux is cvt's aux between integer types as lowering makes it (lower_convert.go).
func cvtIntAux(fromBits uint32, fromSigned bool, toBits uint32, toSigned bool) uint32 {
	aux := fromBits | toBits<<8
	if fromSigned {
		aux |= 1 << 7
	}
	if toSigned {
		aux |= 1 << 15
	}
	return aux
}

// extendRef is PTX's extension of v's low n bits to 64 (n = 64: v).
func extendRef(v uint64, n uint32, signed bool) uint64 {
	switch {
	case n == 8 && signed:
		return uint64(int64(int8(v)))
	case n == 8:
		return uint64(uint8(v))
	case n == 16 && signed:
		return uint64(int64(int16(v)))
	case n == 16:
		return uint64(uint16(v))
	case n == 32 && signed:
		return uint64(int64(int32(v)))
	case n == 32:
		return uint64(uint32(v))
	}
	return v
}

// TestCvtIntEveryPair runs cvtInt for every pair of integer types over values at each width's
// edges, with the whole warp and with part of it, in place and not, against extendRef applied
// twice (the source's type, then the destination's).
func TestCvtIntEveryPair(t *testing.T) {
	values := []uint64{0, 1, 0x7f, 0x80, 0xff, 0x100, 0x7fff, 0x8000, 0xffff, 0x1_0000, 0x7fff_ffff,
		0x8000_0000, 0xffff_ffff, 1 << 32, 0x7fff_ffff_ffff_ffff, 1 << 63, ^uint64(0), 0x1234_5678_9abc_def0,
		0xfedc_ba98_7654_3210, 0x0000_0001_8000_0080}
	var in [32]uint64
	for l := range in {
		in[l] = values[l%len(values)] ^ uint64(l/len(values))<<7
	}
	widths := []uint32{8, 16, 32, 64}
	for _, fb := range widths {
		for _, fs := range []bool{false, true} {
			for _, tb := range widths {
				for _, ts := range []bool{false, true} {
					for _, mask := range []uint32{fullMask, 0x5a5a_00ff} {
						for _, inPlace := range []bool{false, true} {
							w := &warp{r: make([][32]uint64, 2)}
							w.r[0] = in
							old := [32]uint64{}
							for l := range old {
								old[l] = 0xdead_0000 + uint64(l)
							}
							dst := int32(1)
							if inPlace {
								dst = 0
							} else {
								w.r[1] = old
							}
							was := w.r[dst]
							w.cvtInt(&inst{op: opCvtInt, d: dst, a: 0, aux: cvtIntAux(fb, fs, tb, ts)}, mask)
							for l := 0; l < 32; l++ {
								want := was[l]
								if mask>>l&1 != 0 {
									want = extendRef(extendRef(in[l], fb, fs), tb, ts)
								}
								if got := w.r[dst][l]; got != want {
									t.Fatalf("cvt from %d bits (signed %v) to %d (signed %v), mask %#x, in place %v: lane %d of %#x: %#x, want %#x",
										fb, fs, tb, ts, mask, inPlace, l, in[l], got, want)
								}
							}
						}
					}
				}
			}
		}
	}
}

// BenchmarkCvtInt is cvt.s64.s32 (every CUB kernel's index widening) and cvt.u16.u32 of a
// whole warp, one warp-instruction an iteration.
func BenchmarkCvtInt(b *testing.B) {
	for _, c := range []struct {
		name string
		aux  uint32
	}{{"s64.s32", cvtIntAux(32, true, 64, true)}, {"u16.u32", cvtIntAux(32, false, 16, false)}} {
		b.Run(c.name, func(b *testing.B) {
			w := &warp{r: make([][32]uint64, 2)}
			for l := range w.r[0] {
				w.r[0][l] = uint64(l) * 0x9e37_79b9_7f4a_7c15
			}
			in := &inst{op: opCvtInt, d: 1, a: 0, aux: c.aux}
			for b.Loop() {
				w.cvtInt(in, fullMask)
			}
		})
	}
}
