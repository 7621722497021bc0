package fp

import (
	"math"
	"sync/atomic"
)

// Reading a warp's table entries together.
//
// The measured tables hold millions of entries (2 MiB of codes for rcp and
// ex2, 4 MiB for sqrt and rsqrt, 18 MiB of values for lg2 and sin), and the
// lanes of a warp usually look up unrelated entries, so nearly every lookup
// misses the caches. Evaluated lane after lane, each lane's lookup is the
// last step of a long computation and the misses come one after another.
// Prefetch32 reads the entries of all the lanes first, in a loop whose loads
// do not depend on each other, so the processor waits for the 32 misses at
// once; the lanes' own lookups then hit. It changes no result: it only reads,
// and an index it gets wrong (it skips the models' rarer branches: subnormal
// inputs, ex2's halved input) costs one useless load.

// Approx names an .approx instruction that reads a measured table.
type Approx uint8

const (
	ApproxNone Approx = iota
	ApproxEx2
	ApproxRcp // also div.approx and div.full, through the divisor
	ApproxSqrt
	ApproxRsqrt
	ApproxLg2
	ApproxSin
	ApproxCos
	ApproxTanh
)

// prefetchSink keeps the prefetching loads from being removed as dead: a sum
// of them is compared, and stored in the rare case that it is this value.
var prefetchSink atomic.Uint32

const prefetchMagic = 0x9e3779b9

// Prefetch32 reads the table entries op will look up for the active lanes
// (mask) of a warp, f32 inputs in the low 32 bits of each lane.
func Prefetch32(op Approx, lanes *[32]uint64, mask uint32) {
	var idx [32]int32
	n := 0
	var id tableID
	switch op {
	case ApproxRcp, ApproxLg2:
		id = tRcp
		if op == ApproxLg2 {
			id = tLg2
		}
		for l := range lanes {
			if mask>>l&1 != 0 {
				idx[n] = int32(uint32(lanes[l]) & 0x7fffff)
				n++
			}
		}
	case ApproxSqrt, ApproxRsqrt:
		id = tSqrt
		if op == ApproxRsqrt {
			id = tRsqrt
		}
		for l := range lanes {
			if mask>>l&1 != 0 {
				b := uint32(lanes[l])
				idx[n] = int32(^b>>23&1<<23 | b&0x7fffff) // exponent parity, fraction (sqrtIndex)
				n++
			}
		}
	case ApproxEx2:
		prefetchEx2(lanes, mask)
		return
	case ApproxSin, ApproxCos:
		id = tSin
		quarter := 0
		if op == ApproxCos {
			quarter = 1 << 23
		}
		for l := range lanes {
			if mask>>l&1 != 0 {
				// The product's fraction, close enough to turnsKey's (FMUL.RZ) to name the
				// same cache line nearly always.
				t := math.Abs(float64(math.Float32frombits(uint32(lanes[l]))) * float64(math.Float32frombits(0x3e22f983)))
				if t < 0x1p40 {
					j := (int((t-math.Floor(t))*0x1p25) + quarter) & (1<<25 - 1)
					r := j & (1<<23 - 1)
					if j>>23&1 == 1 {
						r = 1<<23 - 1 - r
					}
					idx[n] = int32(r)
					n++
				}
			}
		}
	case ApproxTanh:
		id = tTanh
		for l := range lanes {
			if a := uint32(lanes[l]) & 0x7fffffff; mask>>l&1 != 0 && a >= tanhLo && a < tanhSat {
				idx[n] = int32(tanhIndex(a))
				n++
			}
		}
	default:
		return
	}
	if t := id.get(); t != nil {
		t.touch(idx[:n])
	}
}

// prefetchEx2 is Prefetch32 for ex2, whose two tables (positive and negative
// inputs) take the fraction of |x| (ex2Model).
func prefetchEx2(lanes *[32]uint64, mask uint32) {
	var idx [2][32]int32
	var n [2]int
	for l := range lanes {
		if mask>>l&1 == 0 {
			continue
		}
		x := math.Float32frombits(uint32(lanes[l]))
		ax := float32(math.Abs(float64(x)))
		if !(ax < 128) {
			continue
		}
		s := 0
		if x < 0 {
			s = 1
		}
		idx[s][n[s]] = int32((ax - float32(int32(ax))) * 0x1p23)
		n[s]++
	}
	for s, id := range [2]tableID{tEx2Pos, tEx2Neg} {
		if n[s] > 0 {
			if t := id.get(); t != nil {
				t.touch(idx[s][:n[s]])
			}
		}
	}
}

// touch reads the memory that lookup reads for each index, every load
// independent of the others.
func (t *table) touch(idx []int32) {
	var s uint32
	if b := t.seq; b != nil {
		for _, i := range idx {
			k := i >> blockShift
			s += b.head[k].base + uint32(b.off[i])
		}
	} else {
		for _, i := range idx {
			s += uint32(t.codes[i>>2])
		}
	}
	if s == prefetchMagic {
		prefetchSink.Store(s)
	}
}
