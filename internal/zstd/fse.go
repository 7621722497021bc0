package zstd

import (
	"encoding/binary"
	"math/bits"
)

// backReader reads a bit stream from its end: the last byte's highest set bit marks where it
// begins, and values are read from there towards the first byte, high bits first. Reading past
// the first bit gives zeros and leaves pos negative.
type backReader struct {
	src []byte
	pos int // bits not yet read
}

func (br *backReader) init(src []byte) error {
	if len(src) == 0 || src[len(src)-1] == 0 {
		return corrupt("bit stream without its end mark")
	}
	br.src = src
	br.pos = 8*len(src) - 1 - bits.LeadingZeros8(src[len(src)-1])
	return nil
}

// peek returns the next n (at most 56) bits without reading them.
func (br *backReader) peek(n uint) uint64 {
	lo := br.pos - int(n)                  // the lowest bit wanted
	if lo >= 0 && lo>>3+8 <= len(br.src) { // the common case: one load
		return binary.LittleEndian.Uint64(br.src[lo>>3:]) >> uint(lo&7) & (1<<n - 1)
	}
	return br.peekEdge(n)
}

// peekEdge is peek near either end of the stream.
func (br *backReader) peekEdge(n uint) uint64 {
	lo := br.pos - int(n)
	if n == 0 {
		return 0
	}
	if lo < 0 {
		if br.pos <= 0 {
			return 0
		}
		return br.window(0, br.pos) << uint(-lo)
	}
	return br.window(lo, int(n))
}

// window returns the n bits from bit lo up (n at most 56).
func (br *backReader) window(lo, n int) uint64 {
	start := lo >> 3
	var w uint64
	if start+8 <= len(br.src) {
		w = binary.LittleEndian.Uint64(br.src[start:])
	} else {
		for i := start; i < len(br.src); i++ {
			w |= uint64(br.src[i]) << (8 * (i - start))
		}
	}
	return w >> uint(lo&7) & (1<<uint(n) - 1)
}

// bits reads n bits.
func (br *backReader) bits(n uint) int {
	v := br.peek(n)
	br.pos -= int(n)
	return int(v)
}

// loadBits reads nb (at most 56) bits below bit pos of src, a backReader's stream, with one load,
// and returns them with the new position; ok is false near either end of the stream, where
// backReader.bitsAt reads them. The sequence loop keeps the stream's position in a local and reads
// through this twice a sequence (extra bits, then next states); it is small enough to be inlined
// there (go build -gcflags=-m).
func loadBits(src []byte, pos int, nb uint) (v, lo int, ok bool) {
	if lo = pos - int(nb); lo >= 0 && lo>>3+8 <= len(src) {
		return int(binary.LittleEndian.Uint64(src[lo>>3:]) >> uint(lo&7) & (1<<nb - 1)), lo, true
	}
	return 0, 0, false
}

// bitsAt reads nb bits below bit pos, anywhere in the stream, and returns them with the new
// position.
func (br *backReader) bitsAt(pos int, nb uint) (int, int) {
	br.pos = pos
	v := br.bits(nb)
	return v, br.pos
}

// fseTable decodes one FSE-coded symbol stream: state s gives symbol sym[s], and the next state
// is base[s] plus nbits[s] bits read.
type fseTable struct {
	log   uint
	sym   []uint8
	nbits []uint8
	base  []uint16
}

func (t *fseTable) next(s int, br *backReader) int {
	return int(t.base[s]) + br.bits(uint(t.nbits[s]))
}

// readFSETable reads an FSE table description (RFC 8878 4.1.1) of accuracy log at most maxLog
// and symbols at most maxSym, and returns the table and the description's size in bytes.
func readFSETable(src []byte, maxLog uint, maxSym int) (*fseTable, int, error) {
	var br fwdReader
	br.src = src
	log := uint(br.bits(4)) + 5
	if log > maxLog {
		return nil, 0, corrupt("FSE accuracy log %d above %d", log, maxLog)
	}
	var norm [256]int16
	remaining := 1<<log + 1
	threshold := 1 << log
	nbBits := log + 1
	sym := 0
	for remaining > 1 && sym <= maxSym {
		v := br.peek(nbBits)
		max := 2*threshold - 1 - remaining
		var count int
		if v&(threshold-1) < max {
			count = v & (threshold - 1)
			br.skip(nbBits - 1)
		} else {
			count = v & (2*threshold - 1)
			if count >= threshold {
				count -= max
			}
			br.skip(nbBits)
		}
		count-- // -1 is a probability "less than 1"
		if count < 0 {
			remaining--
		} else {
			remaining -= count
		}
		norm[sym] = int16(count)
		sym++
		if count == 0 { // runs of zero probabilities: two-bit repeat counts, 3 meaning more
			for {
				r := br.bits(2)
				if sym+r > maxSym+1 {
					return nil, 0, corrupt("FSE zero run past the last symbol")
				}
				sym += r
				if r != 3 {
					break
				}
			}
		}
		for remaining < threshold && threshold > 1 {
			nbBits--
			threshold >>= 1
		}
		if br.over() {
			return nil, 0, corrupt("FSE table description ends early")
		}
	}
	if remaining != 1 || sym > maxSym+1 {
		return nil, 0, corrupt("FSE probabilities do not add up")
	}
	t, err := buildFSE(norm[:sym], log)
	return t, (br.pos + 7) / 8, err
}

// buildFSE makes the decoding table of the normalised counts norm (-1: less than 1).
func buildFSE(norm []int16, log uint) (*fseTable, error) {
	size := 1 << log
	t := &fseTable{log: log, sym: make([]uint8, size), nbits: make([]uint8, size), base: make([]uint16, size)}
	high := size - 1
	var next [256]int
	for s, c := range norm {
		if c == -1 {
			t.sym[high] = uint8(s)
			high--
			next[s] = 1
		} else {
			next[s] = int(c)
		}
	}
	pos, step, mask := 0, size>>1+size>>3+3, size-1
	for s, c := range norm {
		for range max(int(c), 0) {
			t.sym[pos] = uint8(s)
			pos = (pos + step) & mask
			for pos > high {
				pos = (pos + step) & mask
			}
		}
	}
	if pos != 0 {
		return nil, corrupt("FSE probabilities do not fill the table")
	}
	for i := range size {
		s := t.sym[i]
		n := next[s]
		next[s]++
		nb := log - uint(bits.Len(uint(n))-1)
		t.nbits[i] = uint8(nb)
		t.base[i] = uint16(n<<nb - size)
	}
	return t, nil
}

// rleTable is the table of a sequence code given once (the RLE mode): every state gives sym.
func rleTable(sym uint8) *fseTable {
	return &fseTable{sym: []uint8{sym}, nbits: []uint8{0}, base: []uint16{0}}
}

// fwdReader reads bits from the start of src, low bits first; past its end it reads zeros and
// over reports it.
type fwdReader struct {
	src []byte
	pos int
}

func (br *fwdReader) peek(n uint) int {
	var v int
	for i := uint(0); i < n; i++ {
		b := br.pos + int(i)
		if b>>3 < len(br.src) && br.src[b>>3]>>(b&7)&1 != 0 {
			v |= 1 << i
		}
	}
	return v
}

func (br *fwdReader) skip(n uint) { br.pos += int(n) }

func (br *fwdReader) bits(n uint) int {
	v := br.peek(n)
	br.skip(n)
	return v
}

func (br *fwdReader) over() bool { return br.pos > 8*len(br.src) }
