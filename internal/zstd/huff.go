package zstd

import "math/bits"

const maxHuffBits = 11

// huffTable decodes Huffman-coded literals: entry v of a table of 1<<maxBits is the symbol whose
// code is the high bits of v, and that code's length.
type huffTable struct {
	maxBits uint
	sym     []byte
	nbits   []uint8
}

// readHuffTable reads a Huffman tree description (RFC 8878 4.2.1) and returns its table and
// size.
func readHuffTable(src []byte) (*huffTable, int, error) {
	if len(src) < 1 {
		return nil, 0, corrupt("Huffman tree description missing")
	}
	var weights [256]uint8
	count, size := 0, 0
	hb := int(src[0])
	if hb >= 128 { // direct: hb-127 weights of four bits
		count = hb - 127
		size = 1 + (count+1)/2
		if len(src) < size {
			return nil, 0, corrupt("Huffman weights end early")
		}
		for i := range count {
			b := src[1+i/2]
			if i%2 == 0 {
				weights[i] = b >> 4
			} else {
				weights[i] = b & 15
			}
		}
	} else { // FSE-compressed, hb bytes
		size = 1 + hb
		if len(src) < size {
			return nil, 0, corrupt("Huffman weights end early")
		}
		var err error
		if count, err = fseWeights(src[1:size], &weights); err != nil {
			return nil, 0, err
		}
	}
	// The last symbol's weight is what makes the sum a power of two.
	total := 0
	for i := range count {
		if weights[i] > maxHuffBits {
			return nil, 0, corrupt("Huffman weight %d", weights[i])
		}
		if weights[i] > 0 {
			total += 1 << (weights[i] - 1)
		}
	}
	if total == 0 || count >= 256 {
		return nil, 0, corrupt("Huffman weights")
	}
	maxBits := uint(bits.Len(uint(total)))
	rest := 1<<maxBits - total
	if rest&(rest-1) != 0 || maxBits > maxHuffBits {
		return nil, 0, corrupt("Huffman weights do not complete a tree")
	}
	weights[count] = uint8(bits.Len(uint(rest)))
	count++
	t := &huffTable{maxBits: maxBits, sym: make([]byte, 1<<maxBits), nbits: make([]uint8, 1<<maxBits)}
	// Codes are given in order of weight, lowest first, and within a weight by symbol.
	pos := 0
	for w := uint8(1); w <= uint8(maxBits); w++ {
		n := maxBits + 1 - uint(w)
		span := 1 << (uint(maxBits) - n)
		for s := range count {
			if weights[s] != w {
				continue
			}
			for i := range span {
				t.sym[pos+i] = byte(s)
				t.nbits[pos+i] = uint8(n)
			}
			pos += span
		}
	}
	if pos != 1<<maxBits {
		return nil, 0, corrupt("Huffman table of %d entries, want %d", pos, 1<<maxBits)
	}
	return t, size, nil
}

// fseWeights decodes FSE-compressed Huffman weights (two interleaved states on one stream).
func fseWeights(src []byte, weights *[256]uint8) (int, error) {
	t, n, err := readFSETable(src, 6, 255)
	if err != nil {
		return 0, err
	}
	var br backReader
	if err := br.init(src[n:]); err != nil {
		return 0, err
	}
	s1 := br.bits(t.log)
	s2 := br.bits(t.log)
	count := 0
	for {
		if count >= 255 {
			return 0, corrupt("too many Huffman weights")
		}
		weights[count] = t.sym[s1]
		count++
		s1 = t.next(s1, &br)
		if br.pos < 0 {
			weights[count] = t.sym[s2]
			return count + 1, nil
		}
		if count >= 255 {
			return 0, corrupt("too many Huffman weights")
		}
		weights[count] = t.sym[s2]
		count++
		s2 = t.next(s2, &br)
		if br.pos < 0 {
			weights[count] = t.sym[s1]
			return count + 1, nil
		}
	}
}

// decode fills dst from the Huffman stream src, which it must use up exactly.
func (t *huffTable) decode(dst, src []byte) error {
	var br backReader
	if err := br.init(src); err != nil {
		return err
	}
	for i := range dst {
		v := br.peek(t.maxBits)
		dst[i] = t.sym[v]
		br.pos -= int(t.nbits[v])
	}
	if br.pos != 0 {
		return corrupt("Huffman stream: %d bits left over", br.pos)
	}
	return nil
}
