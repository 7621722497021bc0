package fp

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"sync"
)

// Sequential tables.
//
// MUFU.SIN and MUFU.LG2 evaluate their functions in fixed point: their
// results drift from the correctly rounded ones by up to hundreds of ulps
// (near zero, where the f32 ulp is far below the unit's resolution), but the
// drift changes little from one entry to the next. Such a table is stored as
// d(i) = value(i) - reference(i) (bit patterns, as integers), coded as the
// step d(i) - d(i-1) in one signed byte; 0x80 marks an exception, whose d is
// listed after the bytes. Decoding walks the table once, on first use.
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
	vals, err := decodeSteps(tableNames[id], tableSizes[id], id.ref, raw)
	if err != nil {
		return nil, err
	}
	return &table{id: id, seq: newBlockedValues(vals)}, nil
}

// blockedValues holds a decoded sequential table in about half the memory
// of its values: per block of 64 entries the smallest bit pattern, and per
// entry its 16-bit offset from it. The few blocks whose patterns spread
// wider (where the results are tiny and cross exponents quickly) keep their
// values whole.
type blockedValues struct {
	head []blockHead // per block
	off  []uint16    // per entry: pattern - base (narrow blocks)
	full []uint32    // the values of the wide blocks
}

// blockHead is a block's smallest pattern and, for a wide block, where its
// values start in full (else -1); together, so a lookup misses once for both.
type blockHead struct {
	base uint32
	wide int32
}

const blockShift = 6

func newBlockedValues(vals []uint32) *blockedValues {
	nb := (len(vals) + 1<<blockShift - 1) >> blockShift
	b := &blockedValues{head: make([]blockHead, nb), off: make([]uint16, len(vals))}
	for k := range nb {
		blk := vals[k<<blockShift : min(len(vals), (k+1)<<blockShift)]
		lo, hi := blk[0], blk[0]
		for _, v := range blk {
			lo, hi = min(lo, v), max(hi, v)
		}
		if hi-lo > 0xffff {
			b.head[k].wide = int32(len(b.full))
			b.full = append(b.full, blk...)
			continue
		}
		b.head[k] = blockHead{lo, -1}
		for j, v := range blk {
			b.off[k<<blockShift+j] = uint16(v - lo)
		}
	}
	return b
}

func (b *blockedValues) at(i int) uint32 {
	k := i >> blockShift
	h := b.head[k]
	if h.wide >= 0 {
		return b.full[int(h.wide)+i&(1<<blockShift-1)]
	}
	return h.base + uint32(b.off[i])
}

// decodeSteps decodes the (decompressed) sequential form of an n-entry
// table; errors name the table, the entry and the problem.
func decodeSteps(name string, n int, ref func(int) uint32, raw []byte) ([]uint32, error) {
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
	steps, exc := raw[12:12+n], raw[12+n:]
	vals := make([]uint32, n)
	d := int32(0)
	for i, s := range steps {
		if s == 0x80 {
			if len(exc) < 8 {
				return nil, fmt.Errorf("table %s: entry %d: exception list exhausted", name, i)
			}
			if at := binary.LittleEndian.Uint32(exc); at != uint32(i) {
				return nil, fmt.Errorf("table %s: entry %d: next exception is for entry %d", name, i, at)
			}
			d = int32(binary.LittleEndian.Uint32(exc[4:]))
			exc = exc[8:]
		} else {
			d += int32(int8(s))
		}
		vals[i] = ref(i) + uint32(d)
	}
	if len(exc) != 0 {
		return nil, fmt.Errorf("table %s: %d exceptions unused", name, len(exc)/8)
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
