package zstd

import (
	"encoding/binary"
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

// The three sequence codes, in the order of the modes byte.
const (
	codeLL = iota
	codeOF
	codeML
)

// The predefined tables, built when a frame first uses them.
var predefined = [3]func() *seqTable{
	sync.OnceValue(func() *seqTable { return mustBuild(llDefault, 6, codeLL) }),
	sync.OnceValue(func() *seqTable { return mustBuild(ofDefault, 5, codeOF) }),
	sync.OnceValue(func() *seqTable { return mustBuild(mlDefault, 6, codeML) }),
}

func mustBuild(norm []int16, log uint, code int) *seqTable {
	t, err := buildFSE(norm, log)
	if err != nil {
		panic("zstd: predefined table: " + err.Error())
	}
	return newSeqTable(t, code)
}

// seqTable is an FSE table of one sequence code with each state's code already turned into the
// value's baseline and extra bits, so a sequence reads one entry per code.
type seqTable struct {
	log     uint
	entries []seqEntry
}

type seqEntry struct {
	baseline uint32 // the code's baseline
	extra    uint8  // the code's extra bits
	nbits    uint8  // the state's bits for the next state
	next     uint16 // the next state's base
}

// newSeqTable turns t, an FSE table of code (codeLL, codeOF or codeML) whose symbols are valid
// codes, into a seqTable.
func newSeqTable(t *fseTable, code int) *seqTable {
	st := &seqTable{log: t.log, entries: make([]seqEntry, len(t.sym))}
	for s, c := range t.sym {
		e := &st.entries[s]
		e.nbits, e.next = t.nbits[s], t.base[s]
		switch code {
		case codeLL:
			e.baseline, e.extra = llBase[c], llBits[c]
		case codeOF:
			e.baseline, e.extra = 1<<c, c
		default:
			e.baseline, e.extra = mlBase[c], mlBits[c]
		}
	}
	return st
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
	tables := [3]**seqTable{&d.ll, &d.of, &d.ml}
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
			*tables[i] = newSeqTable(rleTable(src[n]), i)
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
			*tables[i] = newSeqTable(t, i)
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
	return d.execute(&br, nseq)
}

// copySlack is the capacity a sequence's copies may write past the end of its match.
const copySlack = 8

// execute decodes nseq sequences from br and carries them out on d.literals.
//
// The bit reads and copies are written out here rather than called: this loop is most of the
// time of an FSE-coded table such as sim/fp's sin (one sequence per 28 output bytes).
func (d *decoder) execute(br *backReader, nseq int) error {
	ll, of, ml := d.ll, d.of, d.ml
	sll, sof, sml := br.bits(ll.log), br.bits(of.log), br.bits(ml.log)
	lits := d.literals
	out := d.out
	r0, r1, r2 := d.rep[0], d.rep[1], d.rep[2]
	bsrc, pos := br.src, br.pos
	defer func() { d.rep = [3]int{r0, r1, r2} }()
	for i := range nseq {
		oe, me, le := &of.entries[sof], &ml.entries[sml], &ll.entries[sll]
		// The extra bits, offset's first: one read when they fit (at most 56 bits at once).
		ofb, mlb, llb := uint(oe.extra), uint(me.extra), uint(le.extra)
		var offset, matchLen, litLen int
		if nb := ofb + mlb + llb; nb <= 56 {
			v, lo, ok := loadBits(bsrc, pos, nb)
			if !ok {
				v, lo = br.bitsAt(pos, nb)
			}
			pos = lo
			offset = int(oe.baseline) + v>>(mlb+llb)
			matchLen = int(me.baseline) + v>>llb&(1<<mlb-1)
			litLen = int(le.baseline) + v&(1<<llb-1)
		} else {
			br.pos = pos
			offset = int(oe.baseline) + br.bits(ofb)
			matchLen = int(me.baseline) + br.bits(mlb)
			litLen = int(le.baseline) + br.bits(llb)
			pos = br.pos
		}
		// Offsets 1-3 repeat earlier ones; with no literals they shift by one.
		if offset > 3 {
			offset -= 3
			r0, r1, r2 = offset, r0, r1
		} else {
			idx := offset - 1
			if litLen == 0 {
				idx++
			}
			switch idx {
			case 0:
				offset = r0
			case 1:
				offset = r1
				r0, r1 = r1, r0
			default:
				if idx == 2 {
					offset = r2
				} else {
					offset = r0 - 1
				}
				r0, r1, r2 = offset, r0, r1
			}
		}
		if litLen > len(lits) {
			d.out = out
			return corrupt("sequence wants %d literals, %d left", litLen, len(lits))
		}
		if litLen+matchLen > d.limit-len(out) {
			d.out = out
			return d.overLimit()
		}
		if offset <= 0 || offset > len(out)+litLen-d.frameStart {
			d.out = out
			return corrupt("match offset %d with %d bytes of output", offset, len(out)+litLen-d.frameStart)
		}
		// Room for both copies and the 8 bytes the match's last word may write past its end.
		if cap(out)-len(out) < litLen+matchLen+copySlack {
			out = slices.Grow(out, litLen+matchLen+copySlack)
		}
		at := len(out)
		out = out[:at+litLen]
		if litLen <= 8 && len(lits) >= 8 {
			binary.LittleEndian.PutUint64(out[at:at+8], binary.LittleEndian.Uint64(lits))
		} else {
			copy(out[at:], lits[:litLen])
		}
		lits = lits[litLen:]
		at += litLen
		end := at + matchLen
		out = out[:end]
		from := at - offset
		if offset >= 8 {
			// A word at a time: each word's source lies wholly before it.
			w := out[:end+8]
			for ; at < end; at, from = at+8, from+8 {
				binary.LittleEndian.PutUint64(w[at:at+8], binary.LittleEndian.Uint64(w[from:from+8]))
			}
		} else {
			// An overlapping match repeats the offset bytes before it: each copy takes what is
			// there, which doubles what the next can take.
			for at < end {
				at += copy(out[at:end], out[from:at])
			}
		}
		if i < nseq-1 { // the last sequence reads no states: LL's bits, then ML's, then OF's
			lb, mb, ob := uint(le.nbits), uint(me.nbits), uint(oe.nbits)
			nb := lb + mb + ob // at most 9+9+8 bits
			v, lo, ok := loadBits(bsrc, pos, nb)
			if !ok {
				v, lo = br.bitsAt(pos, nb)
			}
			pos = lo
			sll = int(le.next) + v>>(mb+ob)
			sml = int(me.next) + v>>ob&(1<<mb-1)
			sof = int(oe.next) + v&(1<<ob-1)
		}
		if pos < 0 {
			d.out = out
			return corrupt("sequence stream ends early")
		}
	}
	d.out = out
	if pos != 0 {
		return corrupt("sequence stream: %d bits left over", pos)
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
