// Package zstd decodes Zstandard frames (RFC 8878) without dictionaries: the compressed entries
// of a fatbin (nvcc --compress-mode=size) and sim/fp's embedded tables.
//
// cudasim decodes them itself rather than link a Zstandard package into the drop-in: the one it
// used built a CRC-32C table at package initialisation (its Snappy converter's), the largest part
// of every process's start before cuInit (docs/performance.md, "Start-up, session 14"). Encoding
// stays with that package, in tools and tests, which check this decoder against it.
package zstd

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
)

const (
	frameMagic         = 0xFD2FB528
	skippableMagicMask = 0xFFFFFFF0
	skippableMagic     = 0x184D2A50
	maxBlockSize       = 128 << 10
)

func corrupt(what string, args ...any) error {
	return fmt.Errorf("zstd: corrupt input: "+what, args...)
}

// Header is what a frame header says.
type Header struct {
	HasContentSize bool   // the frame states its decompressed size
	ContentSize    uint64 // that size
	WindowSize     uint64
	DictionaryID   uint32
	Checksum       bool // the frame ends with a checksum of its content
	headerSize     int
}

// ReadHeader reads the header of the frame at the start of src.
func ReadHeader(src []byte) (Header, error) {
	var h Header
	if len(src) < 5 {
		return h, corrupt("frame header of %d bytes", len(src))
	}
	if m := binary.LittleEndian.Uint32(src); m != frameMagic {
		return h, fmt.Errorf("zstd: no frame: magic number %#x", m)
	}
	fhd := src[4]
	fcsFlag, single := fhd>>6, fhd&0x20 != 0
	if fhd&0x08 != 0 {
		return h, corrupt("reserved bit set in the frame header")
	}
	h.Checksum = fhd&0x04 != 0
	n := 5
	if !single {
		if len(src) < n+1 {
			return h, corrupt("frame header ends early")
		}
		wd := src[n]
		n++
		windowLog := 10 + uint(wd>>3)
		base := uint64(1) << windowLog
		h.WindowSize = base + base/8*uint64(wd&7)
	}
	dictSize := [4]int{0, 1, 2, 4}[fhd&3]
	fcsSize := [4]int{0, 2, 4, 8}[fcsFlag]
	if fcsFlag == 0 && single {
		fcsSize = 1
	}
	if len(src) < n+dictSize+fcsSize {
		return h, corrupt("frame header ends early")
	}
	for i := range dictSize {
		h.DictionaryID |= uint32(src[n+i]) << (8 * i)
	}
	n += dictSize
	if fcsSize > 0 {
		h.HasContentSize = true
		for i := range fcsSize {
			h.ContentSize |= uint64(src[n+i]) << (8 * i)
		}
		if fcsSize == 2 {
			h.ContentSize += 256
		}
	}
	n += fcsSize
	if single {
		h.WindowSize = h.ContentSize
	}
	h.headerSize = n
	return h, nil
}

// Decode decompresses every frame of src (skippable frames are skipped) and appends the content
// to dst. It refuses output beyond limit bytes in all, frames that need a dictionary, and any
// corruption it can see, a content checksum that does not match included.
func Decode(dst, src []byte, limit int) ([]byte, error) {
	if len(src) == 0 {
		return dst, errors.New("zstd: no frame: empty input")
	}
	d := decoder{limit: len(dst) + limit}
	d.out = dst
	for len(src) > 0 {
		if len(src) >= 8 && binary.LittleEndian.Uint32(src)&skippableMagicMask == skippableMagic {
			size := uint64(binary.LittleEndian.Uint32(src[4:]))
			if size > uint64(len(src)-8) {
				return d.out, corrupt("skippable frame of %d bytes in %d", size, len(src)-8)
			}
			src = src[8+size:]
			continue
		}
		rest, err := d.frame(src)
		if err != nil {
			return d.out, err
		}
		src = rest
	}
	return d.out, nil
}

// decoder holds the state that lasts across the blocks of a frame.
type decoder struct {
	out        []byte
	limit      int // len(out) may not pass it
	frameStart int
	rep        [3]int
	huff       *huffTable // the last Huffman table (treeless literals reuse it)
	ll, of, ml *seqTable  // the last sequence tables (the repeat mode reuses them)
	literals   []byte
}

func (d *decoder) frame(src []byte) ([]byte, error) {
	h, err := ReadHeader(src)
	if err != nil {
		return nil, err
	}
	if h.DictionaryID != 0 {
		return nil, fmt.Errorf("zstd: frame needs dictionary %d, which cudasim does not have", h.DictionaryID)
	}
	if h.HasContentSize && h.ContentSize > uint64(d.limit-len(d.out)) {
		return nil, fmt.Errorf("zstd: frame of %d bytes exceeds the limit of %d", h.ContentSize, d.limit-len(d.out))
	}
	src = src[h.headerSize:]
	if h.HasContentSize {
		d.out = slices.Grow(d.out, int(h.ContentSize)+copySlack)
	}
	d.frameStart = len(d.out)
	d.rep = [3]int{1, 4, 8}
	d.huff, d.ll, d.of, d.ml = nil, nil, nil, nil
	for {
		if len(src) < 3 {
			return nil, corrupt("block header ends early")
		}
		bh := uint32(src[0]) | uint32(src[1])<<8 | uint32(src[2])<<16
		src = src[3:]
		last, kind, size := bh&1 != 0, (bh>>1)&3, int(bh>>3)
		switch kind {
		case 0: // raw
			if size > len(src) {
				return nil, corrupt("raw block of %d bytes in %d", size, len(src))
			}
			if err := d.grow(size); err != nil {
				return nil, err
			}
			d.out = append(d.out, src[:size]...)
			src = src[size:]
		case 1: // RLE: one byte, size times
			if len(src) < 1 {
				return nil, corrupt("RLE block ends early")
			}
			if err := d.grow(size); err != nil {
				return nil, err
			}
			for range size {
				d.out = append(d.out, src[0])
			}
			src = src[1:]
		case 2:
			if size > len(src) || size > maxBlockSize {
				return nil, corrupt("compressed block of %d bytes in %d", size, len(src))
			}
			if err := d.block(src[:size]); err != nil {
				return nil, err
			}
			src = src[size:]
		default:
			return nil, corrupt("reserved block type")
		}
		if last {
			break
		}
	}
	content := d.out[d.frameStart:]
	if h.HasContentSize && uint64(len(content)) != h.ContentSize {
		return nil, corrupt("frame holds %d bytes, its header says %d", len(content), h.ContentSize)
	}
	if h.Checksum {
		if len(src) < 4 {
			return nil, corrupt("checksum ends early")
		}
		if want, got := binary.LittleEndian.Uint32(src), uint32(xxhash64(content)); want != got {
			return nil, fmt.Errorf("zstd: content checksum %#08x, the frame says %#08x", got, want)
		}
		src = src[4:]
	}
	return src, nil
}

func (d *decoder) grow(n int) error {
	if n > d.limit-len(d.out) {
		return d.overLimit()
	}
	return nil
}

func (d *decoder) overLimit() error {
	return fmt.Errorf("zstd: output exceeds the limit of %d bytes", d.limit)
}

// block decodes a compressed block: its literals, then its sequences.
func (d *decoder) block(src []byte) error {
	n, err := d.readLiterals(src)
	if err != nil {
		return err
	}
	return d.sequences(src[n:])
}

// readLiterals decodes the literals section into d.literals and returns its size.
func (d *decoder) readLiterals(src []byte) (int, error) {
	if len(src) < 1 {
		return 0, corrupt("literals section missing")
	}
	kind, sizeFormat := src[0]&3, (src[0]>>2)&3
	if kind < 2 { // raw or RLE
		var size, n int
		switch sizeFormat {
		case 0, 2:
			size, n = int(src[0]>>3), 1
		case 1:
			if len(src) < 2 {
				return 0, corrupt("literals header ends early")
			}
			size, n = int(src[0]>>4)|int(src[1])<<4, 2
		default:
			if len(src) < 3 {
				return 0, corrupt("literals header ends early")
			}
			size, n = int(src[0]>>4)|int(src[1])<<4|int(src[2])<<12, 3
		}
		if size > maxBlockSize {
			return 0, corrupt("%d literals", size)
		}
		if kind == 0 {
			if len(src) < n+size {
				return 0, corrupt("raw literals end early")
			}
			d.literals = append(d.literals[:0], src[n:n+size]...)
			return n + size, nil
		}
		if len(src) < n+1 {
			return 0, corrupt("RLE literals end early")
		}
		d.literals = d.literals[:0]
		for range size {
			d.literals = append(d.literals, src[n])
		}
		return n + 1, nil
	}
	// Compressed (2) or treeless (3): Huffman-coded in one or four streams.
	var hdrSize, sizeBits int
	streams := 4
	switch sizeFormat {
	case 0:
		hdrSize, sizeBits, streams = 3, 10, 1
	case 1:
		hdrSize, sizeBits = 3, 10
	case 2:
		hdrSize, sizeBits = 4, 14
	default:
		hdrSize, sizeBits = 5, 18
	}
	if len(src) < hdrSize {
		return 0, corrupt("literals header ends early")
	}
	var hdr uint64
	for i := range hdrSize {
		hdr |= uint64(src[i]) << (8 * i)
	}
	mask := uint64(1)<<sizeBits - 1
	regen, comp := int(hdr>>4&mask), int(hdr>>(4+sizeBits)&mask)
	if regen > maxBlockSize || len(src) < hdrSize+comp {
		return 0, corrupt("compressed literals: %d bytes to %d, %d left", comp, regen, len(src)-hdrSize)
	}
	in := src[hdrSize : hdrSize+comp]
	if kind == 2 {
		t, n, err := readHuffTable(in)
		if err != nil {
			return 0, err
		}
		d.huff = t
		in = in[n:]
	} else if d.huff == nil {
		return 0, corrupt("treeless literals without a previous Huffman table")
	}
	if cap(d.literals) < regen {
		d.literals = make([]byte, regen, max(regen, maxBlockSize))
	}
	d.literals = d.literals[:regen]
	if streams == 1 {
		if err := d.huff.decode(d.literals, in); err != nil {
			return 0, err
		}
		return hdrSize + comp, nil
	}
	if len(in) < 6 {
		return 0, corrupt("four literal streams without their jump table")
	}
	s1, s2, s3 := int(binary.LittleEndian.Uint16(in)), int(binary.LittleEndian.Uint16(in[2:])), int(binary.LittleEndian.Uint16(in[4:]))
	in = in[6:]
	if s1+s2+s3 > len(in) {
		return 0, corrupt("literal streams of %d, %d and %d bytes in %d", s1, s2, s3, len(in))
	}
	seg := (regen + 3) / 4
	if 3*seg > regen {
		return 0, corrupt("%d literals in four streams", regen)
	}
	outs := [4][]byte{d.literals[:seg], d.literals[seg : 2*seg], d.literals[2*seg : 3*seg], d.literals[3*seg:]}
	ins := [4][]byte{in[:s1], in[s1 : s1+s2], in[s1+s2 : s1+s2+s3], in[s1+s2+s3:]}
	for i := range 4 {
		if err := d.huff.decode(outs[i], ins[i]); err != nil {
			return 0, err
		}
	}
	return hdrSize + comp, nil
}
