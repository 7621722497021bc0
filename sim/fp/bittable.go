package fp

import (
	"math"
	"sync"
	"sync/atomic"
)

// One bit an entry (opts20). The code tables of ex2, rcp, sqrt and rsqrt hold results within
// a band of under 1.41 ulps of the exact value x(i) over any run of 4,096 entries, although
// the band drifts over the table (ex2's negative side spans [-2.06, 0.55] ulps in all). An
// entry is therefore one of the two f32 values floor(x(i)·scale + a) and the one above, for a
// shift a fitted to its block: one bit an entry and a word a block, where the 2-bit codes
// against a fixed reference needed two bits and an exception list. The tables the lanes read
// at random halve (rcp's and ex2's 2 MiB to 1 MiB, rsqrt's and sqrt's 4 MiB to 2 MiB), and
// the blocks' words (4 or 8 KiB a table) stay in the nearest caches. Blocks of 8,192 entries
// with shifts in sixteenths of a unit fit every entry of the five measured tables
// (TestBitTablesFit; 16,384 do not). A block no shift fits (a fresh measurement given to
// UseTable might have one) is listed whole, its word saying so: the lookup learns it from the
// word it reads anyway, not from a second miss.
//
// The form is made from the decoded 2-bit codes, so the stored files and their encoder are
// unchanged; a block at a time, when a lookup first reaches it, as the sequential tables make
// their chunks: making a whole table costs 10 to 20 instructions an entry (the exact values
// of 8 or 16 million entries), a block well under a millisecond, and a kernel with a few
// lookups reaches a few blocks.

// bitBlockShift: a block of 8,192 entries.
const bitBlockShift = 13

// A block's state: 0 not made yet, blockWhole listed whole, else its shift a in sixteenths of
// a unit plus stateBias (a = (state-stateBias)/16, |a| < 8).
const (
	stateBias  = 256
	blockWhole = 1
)

// bitTable is a code table in the one-bit form.
type bitTable struct {
	state []atomic.Int32 // per block
	bits  []byte         // entry i's bit: bits[i>>3]>>(i&7)&1
	scale float64
	base  uint32     // the f32 bits of k units (k·2^-24 or k·2^-23) are k + base
	whole [][]uint32 // the entries of each block listed whole
	id    tableID
	mu    sync.Mutex // held while a block is made
	src   *table     // the 2-bit codes the blocks are made from; nil once all are
	made  int
	x     [1 << bitBlockShift]float64 // a block's exact values and entries, while it is made
	v     [1 << bitBlockShift]uint32
}

// newBitTable is the one-bit form of table src (2-bit codes), its blocks made on first use.
func newBitTable(src *table, n int) *bitTable {
	scale, base, _ := src.id.bitForm()
	return &bitTable{state: make([]atomic.Int32, n>>bitBlockShift), bits: tableBytes(n / 8), scale: scale, base: base,
		whole: make([][]uint32, n>>bitBlockShift), id: src.id, src: src}
}

// blockState is the state of entry i's block, read before the entry's byte of bits, which is
// only to be read once the block is made.
func (w *bitTable) blockState(i int) int32 { return w.state[i>>bitBlockShift].Load() }

// fits reports whether a block of state s is made and not listed whole.
func fits(s int32) bool { return uint32(s-stateBias+127) <= 254 }

// bitRead is what a lookup reads of entry i: its block's state and the byte holding its bit.
type bitRead struct {
	s int32
	b byte
}

// read reads entry i; false where its block is not made or listed whole (entry gives it then).
// The warp functions read every lane's entry first, then evaluate them (value).
func (w *bitTable) read(i int) (bitRead, bool) {
	s := w.blockState(i)
	if !fits(s) {
		return bitRead{}, false
	}
	return bitRead{s, w.bits[i>>3]}, true
}

// value is entry i, read as r (a block that fits), whose exact value is x (the table's
// exactValue).
func (w *bitTable) value(i int, x float64, r bitRead) uint32 {
	return floorUnits(x, w.scale, r.s) + w.base + uint32(r.b>>(i&7))&1
}

// floorUnits is floor(x·scale + a) for the shift a of state s: x·scale is exact (scale is a
// power of two), so the sum is rounded once and the same on every platform.
func floorUnits(x, scale float64, s int32) uint32 {
	return uint32(int64(float64(x*scale) + float64(s-stateBias)*0.0625))
}

// at is entry i, whose exact value is x; false where its block is not made or listed whole.
func (w *bitTable) at(i int, x float64) (uint32, bool) {
	r, ok := w.read(i)
	if !ok {
		return 0, false
	}
	return w.value(i, x, r), true
}

// entry is entry i, its block made first if need be.
func (w *bitTable) entry(i int) uint32 {
	blk := i >> bitBlockShift
	s := w.state[blk].Load()
	if s == 0 {
		w.makeBlock(blk)
		s = w.state[blk].Load()
	}
	if s == blockWhole {
		return w.whole[blk][i&(1<<bitBlockShift-1)]
	}
	return w.value(i, w.id.exactValue(i), bitRead{s, w.bits[i>>3]})
}

// makeBlock makes block blk, unless another lookup has: its entries from the 2-bit codes, the
// shift that fits them all, their bits, and its state last.
func (w *bitTable) makeBlock(blk int) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.state[blk].Load() != 0 {
		return
	}
	first := blk << bitBlockShift
	w.id.exactValues(first, &w.x)
	src, down := w.src, uint32(0)
	if w.id == tEx2Neg {
		down = 1
	}
	for j, x := range w.x {
		// The codes' reference is x rounded to f32 (ex2's negative side one below).
		v, ok := src.near(first+j, math.Float32bits(float32(x))-down)
		if !ok {
			v = src.exception(first + j)
		}
		w.v[j] = v
	}
	s := w.fitBlock(first)
	if s == blockWhole {
		w.whole[blk] = append([]uint32(nil), w.v[:]...)
	}
	w.state[blk].Store(s)
	if w.made++; w.made == len(w.state) {
		w.src = nil
	}
}

// fitBlock sets the bits of the block starting at entry first for its exact values w.x and
// entries w.v, and returns its state: the shift that fits every entry, or blockWhole. Entry j
// is floor(x·scale + a) or one above where its error e = v - x·scale (in units, from base) has
// a in [e-1, e+1), so the shifts that fit the block lie in [max e - 1, min e + 1): its
// sixteenths are tried, each checked with value's own arithmetic.
func (w *bitTable) fitBlock(first int) int32 {
	x, v, scale, base := &w.x, &w.v, w.scale, w.base
	lo, hi := math.Inf(1), math.Inf(-1)
	for j := range x {
		e := float64(v[j]-base) - x[j]*scale
		if e < lo {
			lo = e
		}
		if e > hi {
			hi = e
		}
	}
	if !(hi-lo < 2) {
		return blockWhole
	}
	bits := w.bits[first>>3 : (first+len(x))>>3]
next:
	for q := math.Ceil((hi - 1) * 16); q*0.0625 < lo+1 && q >= -127 && q <= 127; q++ {
		s := int32(q) + stateBias
		for k := range bits {
			var b byte
			for j, x := range x[8*k : 8*k+8] {
				d := v[8*k+j] - floorUnits(x, scale, s) - base
				if d > 1 {
					continue next
				}
				b |= byte(d) << j
			}
			bits[k] = b
		}
		return s
	}
	return blockWhole
}

// exactValue is, for a table with a one-bit form, the exact value its entry i approximates (as
// a double, from correctly rounded operations only, so the same bits on every platform); the
// 2-bit codes' references are these values rounded to f32 (ex2's negative side one below).
func (id tableID) exactValue(i int) float64 {
	switch id {
	case tEx2Pos:
		return ex2Ref(i, false)
	case tEx2Neg:
		return ex2Ref(i, true)
	case tRcp:
		return rcpExact(i)
	case tSqrt:
		return sqrtExact(i)
	case tRsqrt:
		return rsqrtExact(i)
	}
	return 0
}

// exactValues is exactValue of the entries from first on, one loop a table.
func (id tableID) exactValues(first int, x *[1 << bitBlockShift]float64) {
	switch id {
	case tEx2Pos, tEx2Neg:
		p, s := ex2RefTables(), int(id-tEx2Pos)
		for j := range x {
			x[j] = p.at(s, first+j)
		}
	case tRcp:
		for j := range x {
			x[j] = rcpExact(first + j)
		}
	case tSqrt:
		for j := range x {
			x[j] = sqrtExact(first + j)
		}
	case tRsqrt:
		for j := range x {
			x[j] = rsqrtExact(first + j)
		}
	}
}

// bitForm is the one-bit form's scale and base for table id (the binade of its values: (0.5, 1]
// or [1, 2)); false for a table without the form.
func (id tableID) bitForm() (scale float64, base uint32, ok bool) {
	switch id {
	case tEx2Neg, tRcp, tRsqrt: // values in (0.5, 1]
		return 0x1p24, 125 << 23, true
	case tEx2Pos, tSqrt: // values in [1, 2)
		return 0x1p23, 126 << 23, true
	}
	return 0, 0, false
}

func rcpExact(i int) float64 { return 1 / (1 + float64(i)*0x1p-23) }

func sqrtExact(i int) float64 {
	return math.Sqrt(float64(math.Float32frombits(0x3f800000 + uint32(i))))
}

func rsqrtExact(i int) float64 {
	return 1 / math.Sqrt(float64(math.Float32frombits(0x3f800000+uint32(i))))
}
