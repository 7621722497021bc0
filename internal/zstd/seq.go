package zstd

import (
	"slices"
	"sync"
)

// Sequence codes (RFC 8878 3.1.1.3.2.1): a code's baseline and the extra bits added to it.
var (
	llBase = [36]uint32{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
		16, 18, 20, 22, 24, 28, 32, 40, 48, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536}
	llBits = [36]uint8{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
		1, 1, 1, 1, 2, 2, 3, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}
	mlBase = [53]uint32{3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34,
		35, 37, 39, 41, 43, 47, 51, 59, 67, 83, 99, 131, 259, 515, 1027, 2051, 4099, 8195, 16387, 32771, 65539}
	mlBits = [53]uint8{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
		1, 1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}
)

// The predefined distributions (RFC 8878 3.1.1.3.2.2).
var (
	llDefault = []int16{4, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 2, 1, 1, 1, 1, 1, -1, -1, -1, -1}
	mlDefault = []int16{1, 4, 3, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1, -1, -1}
	ofDefault = []int16{1, 1, 1, 1, 1, 1, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1}
)

// The predefined tables, built when a frame first uses them.
var predefined = [3]func() *fseTable{
	sync.OnceValue(func() *fseTable { return mustBuild(llDefault, 6) }),
	sync.OnceValue(func() *fseTable { return mustBuild(ofDefault, 5) }),
	sync.OnceValue(func() *fseTable { return mustBuild(mlDefault, 6) }),
}

func mustBuild(norm []int16, log uint) *fseTable {
	t, err := buildFSE(norm, log)
	if err != nil {
		panic("zstd: predefined table: " + err.Error())
	}
	return t
}

// sequences decodes a block's sequences section and executes it on d.literals.
func (d *decoder) sequences(src []byte) error {
	if len(src) < 1 {
		return corrupt("sequences section missing")
	}
	nseq, n := int(src[0]), 1
	switch {
	case nseq == 0:
		if len(src) != 1 {
			return corrupt("%d bytes after an empty sequences section", len(src)-1)
		}
		return d.emit(d.literals)
	case nseq == 255:
		if len(src) < 3 {
			return corrupt("sequence count ends early")
		}
		nseq, n = int(src[1])|int(src[2])<<8+0x7F00, 3
	case nseq >= 128:
		if len(src) < 2 {
			return corrupt("sequence count ends early")
		}
		nseq, n = (nseq-128)<<8|int(src[1]), 2
	}
	if len(src) < n+1 {
		return corrupt("sequence modes missing")
	}
	modes := src[n]
	n++
	if modes&3 != 0 {
		return corrupt("reserved bits in the sequence modes")
	}
	tables := [3]**fseTable{&d.ll, &d.of, &d.ml}
	maxLog := [3]uint{9, 8, 9}
	maxSym := [3]int{35, 31, 52}
	for i, shift := range [3]uint{6, 4, 2} {
		switch modes >> shift & 3 {
		case 0:
			*tables[i] = predefined[i]()
		case 1:
			if len(src) < n+1 {
				return corrupt("RLE sequence code missing")
			}
			if int(src[n]) > maxSym[i] {
				return corrupt("RLE sequence code %d", src[n])
			}
			*tables[i] = rleTable(src[n])
			n++
		case 2:
			t, size, err := readFSETable(src[n:], maxLog[i], maxSym[i])
			if err != nil {
				return err
			}
			for _, s := range t.sym {
				if int(s) > maxSym[i] {
					return corrupt("sequence code %d", s)
				}
			}
			*tables[i] = t
			n += size
		default:
			if *tables[i] == nil {
				return corrupt("repeated sequence table without a previous one")
			}
		}
	}
	var br backReader
	if err := br.init(src[n:]); err != nil {
		return err
	}
	ll, of, ml := d.ll, d.of, d.ml
	sll, sof, sml := br.bits(ll.log), br.bits(of.log), br.bits(ml.log)
	lits := d.literals
	for i := range nseq {
		ofCode, mlCode, llCode := of.sym[sof], ml.sym[sml], ll.sym[sll]
		if ofCode > 31 {
			return corrupt("offset code %d", ofCode)
		}
		// The extra bits, offset's first: one read when they fit (at most 56 bits at once).
		ofb, mlb, llb := uint(ofCode), uint(mlBits[mlCode]), uint(llBits[llCode])
		var offset, matchLen, litLen int
		if ofb+mlb+llb <= 56 {
			v := br.bits(ofb + mlb + llb)
			offset = 1<<ofCode + v>>(mlb+llb)
			matchLen = int(mlBase[mlCode]) + v>>llb&(1<<mlb-1)
			litLen = int(llBase[llCode]) + v&(1<<llb-1)
		} else {
			offset = 1<<ofCode + br.bits(ofb)
			matchLen = int(mlBase[mlCode]) + br.bits(mlb)
			litLen = int(llBase[llCode]) + br.bits(llb)
		}
		// Offsets 1-3 repeat earlier ones; with no literals they shift by one.
		if offset > 3 {
			offset -= 3
			d.rep = [3]int{offset, d.rep[0], d.rep[1]}
		} else {
			idx := offset - 1
			if litLen == 0 {
				idx++
			}
			switch idx {
			case 0:
				offset = d.rep[0]
			case 1:
				offset = d.rep[1]
				d.rep[0], d.rep[1] = d.rep[1], d.rep[0]
			default:
				if idx == 2 {
					offset = d.rep[2]
				} else {
					offset = d.rep[0] - 1
				}
				d.rep = [3]int{offset, d.rep[0], d.rep[1]}
			}
		}
		if litLen > len(lits) {
			return corrupt("sequence wants %d literals, %d left", litLen, len(lits))
		}
		if err := d.emit(lits[:litLen]); err != nil {
			return err
		}
		lits = lits[litLen:]
		if err := d.match(offset, matchLen); err != nil {
			return err
		}
		if i < nseq-1 { // the last sequence reads no states: LL's bits, then ML's, then OF's
			lb, mb, ob := uint(ll.nbits[sll]), uint(ml.nbits[sml]), uint(of.nbits[sof])
			v := br.bits(lb + mb + ob) // at most 9+9+8 bits
			sll = int(ll.base[sll]) + v>>(mb+ob)
			sml = int(ml.base[sml]) + v>>ob&(1<<mb-1)
			sof = int(of.base[sof]) + v&(1<<ob-1)
		}
		if br.pos < 0 {
			return corrupt("sequence stream ends early")
		}
	}
	if br.pos != 0 {
		return corrupt("sequence stream: %d bits left over", br.pos)
	}
	return d.emit(lits)
}

func (d *decoder) emit(lits []byte) error {
	if err := d.grow(len(lits)); err != nil {
		return err
	}
	d.out = append(d.out, lits...)
	return nil
}

// match copies n bytes from offset back in the frame's output, each byte possibly one the match
// itself wrote.
func (d *decoder) match(offset, n int) error {
	if offset <= 0 || offset > len(d.out)-d.frameStart {
		return corrupt("match offset %d with %d bytes of output", offset, len(d.out)-d.frameStart)
	}
	if err := d.grow(n); err != nil {
		return err
	}
	if cap(d.out)-len(d.out) < n {
		d.out = slices.Grow(d.out, n)
	}
	from, pos, end := len(d.out)-offset, len(d.out), len(d.out)+n
	out := d.out[:end]
	// An overlapping match repeats the offset bytes before it: each copy takes what is there,
	// which doubles what the next can take.
	for pos < end {
		k := copy(out[pos:end], out[from:pos])
		pos += k
	}
	d.out = out
	return nil
}
