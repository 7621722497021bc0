package fp

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"sync"
	"sync/atomic"
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

// blockedValues holds a sequential table's values in about half their
// memory: per block of 64 entries the smallest bit pattern, and per entry its
// 16-bit offset from it. The few blocks whose patterns spread wider (where the
// results are tiny and cross exponents quickly) keep their values whole.
//
// A decoded table makes its values a chunk of 1<<chunkShift entries at a
// time, when a lookup first reaches the chunk (lazy): the reference over
// every entry was most of a table's first use (sin's 2^23 series, about 150
// ms), and a kernel usually touches a few chunks of it.
type blockedValues struct {
	// head is per block: base | wide<<32, where wide is -1 for a narrow block
	// and for a wide one 1 + where its values start in its chunk's full; 0
	// until the block's chunk is made. One atomic load gives a lookup both
	// and tells it the chunk is there (its offsets and full were written
	// before).
	head []atomic.Uint64
	off  []uint16   // per entry: pattern - base (narrow blocks)
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
	narrow     = 0xffffffff << 32
)

// newBlocked is an empty blockedValues for n entries.
func newBlocked(n int) *blockedValues {
	return &blockedValues{
		head: make([]atomic.Uint64, (n+1<<blockShift-1)>>blockShift),
		off:  make([]uint16, n),
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

// setChunk stores the values of chunk c, its heads last.
func (b *blockedValues) setChunk(c int, vals []uint32) {
	first := c << (chunkShift - blockShift)
	heads := make([]uint64, (len(vals)+1<<blockShift-1)>>blockShift)
	var full []uint32
	for k := range heads {
		blk := vals[k<<blockShift : min(len(vals), (k+1)<<blockShift)]
		lo, hi := blk[0], blk[0]
		for _, v := range blk {
			lo, hi = min(lo, v), max(hi, v)
		}
		if hi-lo > 0xffff {
			heads[k] = uint64(len(full)+1) << 32
			full = append(full, blk...)
			continue
		}
		heads[k] = narrow | uint64(lo)
		off := b.off[c<<chunkShift+k<<blockShift:]
		for j, v := range blk {
			off[j] = uint16(v - lo)
		}
	}
	b.full[c] = full
	for k, h := range heads {
		b.head[first+k].Store(h)
	}
}

func (b *blockedValues) at(i int) uint32 {
	h := b.head[i>>blockShift].Load()
	if h < narrow {
		h = b.atSlow(i)
	}
	return uint32(h) + uint32(b.off[i])
}

// atSlow is what at adds to the offset of entry i where i's block is wide or
// its chunk not made yet (making it).
func (b *blockedValues) atSlow(i int) uint64 {
	h := b.head[i>>blockShift].Load()
	if h == 0 {
		b.makeChunk(i >> chunkShift)
		h = b.head[i>>blockShift].Load()
	}
	if h >= narrow {
		return h
	}
	// A wide block's value whole, less the offset at adds (0 there).
	return uint64(b.full[i>>chunkShift][int(h>>32)-1+i&(1<<blockShift-1)])
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
