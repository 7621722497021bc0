package fp

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"sync"
	"sync/atomic"
	"unsafe"
)

// Sequential tables.
//
// MUFU.SIN and MUFU.LG2 evaluate their functions in fixed point: their
// results drift from the correctly rounded ones by up to hundreds of ulps
// (near zero, where the f32 ulp is far below the unit's resolution), but the
// drift changes little from one entry to the next. Such a table is stored as
// d(i) = value(i) - reference(i) (bit patterns, as integers), coded as the
// step d(i) - d(i-1) in one signed byte; 0x80 marks an exception, whose d is
// listed after the bytes. The first use decompresses the table and checks
// it whole; a chunk's values are made when a lookup first reaches it
// (blockedValues).
//
// Stored form, zstd-compressed: "FPT2", entry count (u32), exception count
// (u32), one step byte per entry, then (index u32, d i32) exception pairs in
// index order.

const seqMagic = "FPT2"

// encodeSteps is the uncompressed sequential form of vals against ref.
func encodeSteps(vals []uint32, ref func(int) uint32) []byte {
	n := len(vals)
	steps := make([]byte, n)
	var exc []byte
	nexc := 0
	prev := int64(0)
	for i, v := range vals {
		d := int64(int32(v - ref(i)))
		switch s := d - prev; {
		case s >= -127 && s <= 127:
			steps[i] = byte(int8(s))
		default:
			steps[i] = 0x80
			exc = binary.LittleEndian.AppendUint32(exc, uint32(i))
			exc = binary.LittleEndian.AppendUint32(exc, uint32(int32(d)))
			nexc++
		}
		prev = d
	}
	var raw bytes.Buffer
	raw.WriteString(seqMagic)
	binary.Write(&raw, binary.LittleEndian, uint32(n))
	binary.Write(&raw, binary.LittleEndian, uint32(nexc))
	raw.Write(steps)
	raw.Write(exc)
	return raw.Bytes()
}

func decodeSequential(id tableID, raw []byte) (*table, error) {
	sc, err := scanSteps(tableNames[id], tableSizes[id], raw)
	if err != nil {
		return nil, err
	}
	return &table{id: id, seq: newLazyValues(sc, id.ref)}, nil
}

// blockedValues holds a sequential table's values in about a quarter of
// their memory: per block of 64 entries a line, base + j·slope (j the entry's
// place in the block, slope in 16.16 fixed point, the product's fraction cut),
// and per entry a 4-bit residual above the line. The results of a smooth
// function drift slowly from such a line: in sin's and lg2's tables all but
// about 1 % of the blocks fit (the f32 bits of a function whose exponent
// holds within a block are nearly linear in the input). The few blocks that
// do not fit (where the results are tiny and cross exponents quickly) keep
// their values whole. The tables are read at random by a kernel's lanes, so
// their footprint is their cache misses: lg2's and sin's were 17 MiB each
// with 16-bit offsets, 5 MiB so.
//
// A decoded table makes its values a chunk of 1<<chunkShift entries at a
// time, when a lookup first reaches the chunk (lazy): the reference over
// every entry was most of a table's first use (sin's 2^23 series, about 150
// ms), and a kernel usually touches a few chunks of it.
type blockedValues struct {
	// head is per block: base | f<<32. f is slope+slopeBias for a block on
	// a line, wideBlock for one kept whole (base then 1 + where its values
	// start in its chunk's full), and 0 until the block's chunk is made.
	// One atomic load gives a lookup the line and tells it the chunk is
	// there (its residuals and full were written before).
	head []atomic.Uint64
	res  []byte     // per entry 4 bits, entry i in byte i/2 (low nibble for even i)
	full [][]uint32 // per chunk: the values of its wide blocks
	lazy *chunkMaker
}

// chunkMaker makes a lazily decoded table's chunks.
type chunkMaker struct {
	mu     sync.Mutex // held while a chunk is made
	scan   *stepScan  // nil once every chunk is made
	ref    func(int) uint32
	filled int // chunks made
}

const (
	blockShift = 6
	chunkShift = 15
	// slopeBias keeps a line's field in [1, 2^31): slopes are below 2^30
	// (2^14 patterns an entry), so 0 (not made) and wideBlock stay free and
	// one unsigned compare, f-1 < slopeLimit, tells a line.
	slopeBias  = 1 << 30
	slopeLimit = 1<<31 - 1
	wideBlock  = 0xffffffff
	maxResidue = 15
)

// newBlocked is an empty blockedValues for n entries.
func newBlocked(n int) *blockedValues {
	heads := (n + 1<<blockShift - 1) >> blockShift
	return &blockedValues{
		head: unsafe.Slice((*atomic.Uint64)(unsafe.Pointer(unsafe.SliceData(tableBytes(8*heads)))), heads),
		res:  tableBytes((n + 1) / 2),
		full: make([][]uint32, (n+1<<chunkShift-1)>>chunkShift),
	}
}

// newBlockedValues is vals in a blockedValues, every chunk made.
func newBlockedValues(vals []uint32) *blockedValues {
	b := newBlocked(len(vals))
	for c := range b.full {
		b.setChunk(c, vals[c<<chunkShift:min(len(vals), (c+1)<<chunkShift)])
	}
	return b
}

// newLazyValues is the table sc describes, its chunks made on first use.
func newLazyValues(sc *stepScan, ref func(int) uint32) *blockedValues {
	b := newBlocked(len(sc.steps))
	b.lazy = &chunkMaker{scan: sc, ref: ref}
	return b
}

// onLine is the line's value at place j of a block, before the residual.
func onLine(base uint32, slope int64, j int) uint32 {
	return base + uint32(int64(j)*slope>>16)
}

// fitLine is the line through a block's first and last values, lowered to
// its smallest residual, and whether every residual fits in 4 bits.
func fitLine(blk []uint32) (base uint32, slope int64, ok bool) {
	if n := len(blk); n > 1 {
		slope = (int64(blk[n-1]) - int64(blk[0])) * (1 << 16) / int64(n-1)
	}
	if slope <= -slopeBias || slope >= slopeBias {
		return 0, 0, false
	}
	lo, hi := int64(math.MaxInt64), int64(math.MinInt64)
	for j, v := range blk {
		r := int64(v) - int64(j)*slope>>16
		lo, hi = min(lo, r), max(hi, r)
	}
	if hi-lo > maxResidue {
		return 0, 0, false
	}
	return uint32(lo), slope, true // base modulo 2^32, as the sums in onLine
}

// setChunk stores the values of chunk c, its heads last.
func (b *blockedValues) setChunk(c int, vals []uint32) {
	first := c << (chunkShift - blockShift)
	heads := make([]uint64, (len(vals)+1<<blockShift-1)>>blockShift)
	var full []uint32
	for k := range heads {
		blk := vals[k<<blockShift : min(len(vals), (k+1)<<blockShift)]
		base, slope, ok := fitLine(blk)
		if !ok {
			heads[k] = wideBlock<<32 | uint64(len(full)+1)
			full = append(full, blk...)
			continue
		}
		heads[k] = uint64(slope+slopeBias)<<32 | uint64(base)
		at := c<<chunkShift + k<<blockShift
		for j, v := range blk {
			r := byte(v - onLine(base, slope, j))
			b.res[(at+j)>>1] |= r << (4 * ((at + j) & 1))
		}
	}
	b.full[c] = full
	for k, h := range heads {
		b.head[first+k].Store(h)
	}
}

func (b *blockedValues) at(i int) uint32 {
	h := b.head[i>>blockShift].Load()
	if f := uint32(h >> 32); f-1 < slopeLimit {
		return onLine(uint32(h), int64(f)-slopeBias, i&(1<<blockShift-1)) + uint32(b.res[i>>1]>>(4*(i&1))&15)
	}
	return b.atSlow(i)
}

// atSlow is entry i where i's block is wide or its chunk not made yet
// (making it).
func (b *blockedValues) atSlow(i int) uint32 {
	h := b.head[i>>blockShift].Load()
	if h == 0 {
		b.makeChunk(i >> chunkShift)
		h = b.head[i>>blockShift].Load()
	}
	if h>>32 != wideBlock {
		return b.at(i)
	}
	return b.full[i>>chunkShift][int(uint32(h))-1+i&(1<<blockShift-1)]
}

// makeChunk makes chunk c of a lazy table, unless another lookup has.
func (b *blockedValues) makeChunk(c int) {
	m := b.lazy
	m.mu.Lock()
	defer m.mu.Unlock()
	if b.head[c<<(chunkShift-blockShift)].Load() != 0 {
		return
	}
	b.setChunk(c, m.scan.values(c, m.ref))
	if m.filled++; m.filled == len(b.full) {
		m.scan = nil
	}
}

// stepScan is a checked sequential form and, per chunk of 1<<chunkShift
// entries, the difference d before its first entry and its first exception:
// enough to make any chunk's values without the ones before it.
type stepScan struct {
	steps  []byte
	exc    []byte  // (index, d) pairs
	dStart []int32 // per chunk
	eStart []int32 // per chunk: its first exception's number
}

func (sc *stepScan) numChunks() int { return len(sc.dStart) }

// scanSteps checks the (decompressed) sequential form of an n-entry table
// and finds where each chunk starts, without the reference; errors name the
// table, the entry and the problem.
func scanSteps(name string, n int, raw []byte) (*stepScan, error) {
	if len(raw) < 12 || string(raw[:4]) != seqMagic {
		return nil, fmt.Errorf("table %s: bad header", name)
	}
	if got := int(binary.LittleEndian.Uint32(raw[4:])); got != n {
		return nil, fmt.Errorf("table %s: %d entries, want %d", name, got, n)
	}
	ne := int(binary.LittleEndian.Uint32(raw[8:]))
	if ne > n || len(raw) != 12+n+8*ne {
		return nil, fmt.Errorf("table %s: %d bytes for %d exceptions, want %d", name, len(raw), ne, 12+n+8*min(ne, n))
	}
	nc := (n + 1<<chunkShift - 1) >> chunkShift
	sc := &stepScan{steps: raw[12 : 12+n], exc: raw[12+n:], dStart: make([]int32, nc), eStart: make([]int32, nc)}
	d, e := int32(0), 0
	for c := range nc {
		sc.dStart[c], sc.eStart[c] = d, int32(e)
		lo, hi := c<<chunkShift, min(n, (c+1)<<chunkShift)
		from := lo // d covers the steps before from
		for {
			k := bytes.IndexByte(sc.steps[from:hi], 0x80)
			if k < 0 {
				break
			}
			i := from + k
			if e >= ne {
				return nil, fmt.Errorf("table %s: entry %d: exception list exhausted", name, i)
			}
			if at := binary.LittleEndian.Uint32(sc.exc[8*e:]); at != uint32(i) {
				return nil, fmt.Errorf("table %s: entry %d: next exception is for entry %d", name, i, at)
			}
			d = int32(binary.LittleEndian.Uint32(sc.exc[8*e+4:]))
			e++
			from = i + 1
		}
		d += sumSteps(sc.steps[from:hi])
	}
	if e != ne {
		return nil, fmt.Errorf("table %s: %d exceptions unused", name, ne-e)
	}
	return sc, nil
}

// sumSteps is the sum of steps, none of them 0x80, as signed bytes (modulo
// 2^32, as d wraps): 32 at a time, each byte biased by 128 to an unsigned
// one, summed in 16-bit lanes, the bias taken off at the end.
func sumSteps(steps []byte) int32 {
	const lanes, bias = 0x00ff00ff00ff00ff, 0x8080808080808080
	var sum uint64
	i, words := 0, len(steps)&^31
	for i < words {
		// Up to 128 words a round: a lane gains at most 510 a word.
		var acc uint64
		for end := min(words, i+8*128); i < end; i += 32 {
			q := steps[i : i+32 : i+32]
			a, b := binary.LittleEndian.Uint64(q)^bias, binary.LittleEndian.Uint64(q[8:])^bias
			c, d := binary.LittleEndian.Uint64(q[16:])^bias, binary.LittleEndian.Uint64(q[24:])^bias
			acc += a&lanes + a>>8&lanes + b&lanes + b>>8&lanes + c&lanes + c>>8&lanes + d&lanes + d>>8&lanes
		}
		sum += acc&0xffff + acc>>16&0xffff + acc>>32&0xffff + acc>>48
	}
	sum -= 128 * uint64(words)
	for _, s := range steps[words:] {
		sum += uint64(int64(int8(s)))
	}
	return int32(sum)
}

// values makes chunk c's values.
func (sc *stepScan) values(c int, ref func(int) uint32) []uint32 {
	lo, hi := c<<chunkShift, min(len(sc.steps), (c+1)<<chunkShift)
	vals := make([]uint32, hi-lo)
	d, e := sc.dStart[c], int(sc.eStart[c])
	for j, s := range sc.steps[lo:hi] {
		if s == 0x80 {
			d = int32(binary.LittleEndian.Uint32(sc.exc[8*e+4:]))
			e++
		} else {
			d += int32(int8(s))
		}
		vals[j] = ref(lo+j) + uint32(d)
	}
	return vals
}

// decodeSteps decodes the (decompressed) sequential form of an n-entry table
// whole; errors are scanSteps'.
func decodeSteps(name string, n int, ref func(int) uint32, raw []byte) ([]uint32, error) {
	sc, err := scanSteps(name, n, raw)
	if err != nil {
		return nil, err
	}
	vals := make([]uint32, 0, n)
	for c := range sc.numChunks() {
		vals = append(vals, sc.values(c, ref)...)
	}
	return vals, nil
}

// The references of the sequential tables: series evaluated with every
// operation explicitly rounded (a conversion to float64 forbids fusing), so
// the bits are the same on every platform. They need not be correctly
// rounded, only close: the stored differences absorb the rest.

var (
	seriesOnce sync.Once
	sinCoef    [12]float64 // (-1)^k / (2k+1)!
	atanhCoef  [13]float64 // 1 / (2k+1)
)

func initSeries() {
	f := 1.0
	for k := range sinCoef {
		if k > 0 {
			f = float64(f * float64((2*k)*(2*k+1)))
		}
		sinCoef[k] = 1 / f
		if k%2 == 1 {
			sinCoef[k] = -sinCoef[k]
		}
	}
	for k := range atanhCoef {
		atanhCoef[k] = 1 / float64(2*k+1)
	}
}

// sinRef is sin(2π·i/2^25) as an f32, i < 2^23 (y < π/2).
func sinRef(i int) uint32 {
	seriesOnce.Do(initSeries)
	y := float64(float64(i) * (2 * 3.141592653589793 / (1 << 25)))
	y2 := float64(y * y)
	p := sinCoef[len(sinCoef)-1]
	for k := len(sinCoef) - 2; k >= 0; k-- {
		p = float64(sinCoef[k] + float64(y2*p))
	}
	return math.Float32bits(float32(float64(y * p)))
}

// lg2Ref is log2(1+i/2^23) as an f32, minus one from √2 up (where the table
// holds L-1): 2·atanh(s)/ln 2 with s = i/(2^24+i).
func lg2Ref(i int) uint32 {
	seriesOnce.Do(initSeries)
	s := float64(float64(i) / float64(1<<24+i))
	s2 := float64(s * s)
	p := atanhCoef[len(atanhCoef)-1]
	for k := len(atanhCoef) - 2; k >= 0; k-- {
		p = float64(atanhCoef[k] + float64(s2*p))
	}
	l := float64(float64(s*p) * 2.8853900817779268) // 2/ln 2
	if i > lg2HalfIndex {
		l = float64(l - 1)
	}
	return math.Float32bits(float32(l))
}

// lg2HalfIndex is the last i with 1+i/2^23 < √2.
const lg2HalfIndex = 0x3504f3
