package fp

import (
	"math"
	"unsafe"
)

// Reading a warp's table entries together.
//
// The measured tables hold millions of entries (2 MiB of codes for rcp and
// ex2, 4 MiB for sqrt and rsqrt, 5 MiB of lines and residuals for lg2 and sin), and the
// lanes of a warp usually look up unrelated entries, so nearly every lookup
// misses the caches. Evaluated lane after lane, each lane's lookup is the
// last step of a long computation and the misses come one after another.
// Prefetch32 starts the reads of the entries of all the lanes first, so the
// processor waits for the 32 misses at once; the lanes' own lookups then hit.
// It changes no result: it only reads, and an index it gets wrong (it skips
// the models' rarer branches: subnormal inputs, ex2's halved input) costs one
// useless read.
//
// Prefetch32 gathers the addresses of the lines the lanes' lookups read
// first (for a sequential table both its head and its residuals, which a
// lookup reads one after the other) and touches them in one loop of loads
// that do not depend on each other.

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

// Prefetch32 starts reading the table entries op will look up for the
// active lanes (mask) of a warp, f32 inputs in the low 32 bits of each lane:
// it gathers the addresses of the cache lines the lookups read first and
// reads them all at once (touchLines).
func Prefetch32(op Approx, lanes *[32]uint64, mask uint32) {
	var lines [2 * 32]unsafe.Pointer
	n := 0
	switch op {
	case ApproxRcp, ApproxLg2, ApproxSqrt, ApproxRsqrt:
		// One table for every lane, the index a function of the bits: the
		// loop of tableIndex inlined, the table fetched once.
		id, _, _ := tableIndex(op, 0)
		t := id.get()
		if t == nil {
			return
		}
		parity := uint32(0)
		if op == ApproxSqrt || op == ApproxRsqrt {
			parity = 1 << 23
		}
		for l := range lanes {
			if mask>>l&1 != 0 {
				n = t.lines(&lines, n, bitsIndex(uint32(lanes[l]), parity))
			}
		}
	default:
		// ex2 reads one of two tables, sin and cos one: each fetched once, not once a lane.
		cur, t := numTables, (*table)(nil)
		for l := range lanes {
			if mask>>l&1 == 0 {
				continue
			}
			if id, i, ok := tableIndex(op, uint32(lanes[l])); ok {
				if id != cur {
					cur, t = id, id.get()
				}
				if t != nil {
					n = t.lines(&lines, n, i)
				}
			}
		}
	}
	touchLines(&lines, n)
}

// lines adds to lines[:n] the addresses lookup(i) reads first, and returns
// the new count (at most two an entry). A lazily made table's entry is read
// as lookup reads it: its block's head first (an atomic load, here rather
// than in touchLines), and its residual only once the head shows the chunk
// made, since another lookup may be making it (the race detector saw a
// touch of a residual byte that setChunk was writing).
func (t *table) lines(lines *[2 * 32]unsafe.Pointer, n, i int) int {
	if b := t.seq; b != nil {
		if b.head[i>>blockShift].Load() == 0 {
			return n // not made yet: the lookup makes it
		}
		lines[n] = unsafe.Pointer(&b.res[i>>1])
		return n + 1
	}
	lines[n] = unsafe.Pointer(&t.codes[i>>2])
	return n + 1
}

// tableIndex is the table and entry op looks up for the f32 with bits b, as
// the models find them for normal inputs (TestTableIndex); false where op
// reads no table.
func tableIndex(op Approx, b uint32) (tableID, int, bool) {
	switch op {
	case ApproxRcp:
		return tRcp, bitsIndex(b, 0), true
	case ApproxLg2:
		return tLg2, bitsIndex(b, 0), true
	case ApproxSqrt:
		return tSqrt, bitsIndex(b, 1<<23), true
	case ApproxRsqrt:
		return tRsqrt, bitsIndex(b, 1<<23), true
	case ApproxEx2:
		x := math.Float32frombits(b)
		_, i, ok := ex2Split(float32(math.Abs(float64(x))))
		if x < 0 {
			return tEx2Neg, i, ok
		}
		return tEx2Pos, i, ok
	case ApproxSin, ApproxCos:
		// turnsKey's FMUL.RZ: the double product is exact, and cutting its
		// low 29 bits is rounding it toward zero to f32 (normal products).
		p := float64(math.Float32frombits(b)) * float64(math.Float32frombits(0x3e22f983))
		t := math.Abs(math.Float64frombits(math.Float64bits(p) &^ (1<<29 - 1)))
		if !(t < 0x1p40) {
			return 0, 0, false
		}
		j := int((t - math.Floor(t)) * 0x1p25)
		if op == ApproxCos {
			j = (j + 1<<23) & (1<<25 - 1)
		}
		r, _ := sinIndex(j)
		return tSin, r, true
	case ApproxTanh:
		if a := b & 0x7fffffff; a >= tanhLo && a < tanhSat {
			return tTanh, tanhIndex(a), true
		}
	}
	return 0, 0, false
}

// bitsIndex is the fraction of the f32 with bits b, below the parity of its
// exponent (where parity is 1<<23: sqrtIndex's index of the mantissa in [1, 4)).
func bitsIndex(b, parity uint32) int { return int(^b>>23<<23&parity | b&0x7fffff) }
