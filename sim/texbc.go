package sim

import (
	"encoding/binary"
	"math/bits"
	"strconv"
	"strings"
)

// Decoders of the block-compressed formats, one texel at a time. BC6H and BC7 follow the Khronos
// specification bit for bit (ARB_texture_compression_bptc, which the Khronos Data Format
// Specification's BPTC sections repeat: "bit-exact decompression" is required). BC1-BC5 are
// specified only up to their interpolation's rounding, which the H200 does its own way: the rules
// below are the ones that reproduce every texel tex26's t_fmt recorded (docs/textures.md, "Packed
// formats", says which parts were measured and which were chosen).

// bc1Texel is texel i of a BC1 colour block (BC2 and BC3 hold one after their alpha) as 8-bit
// RGBA. BC1's blocks whose first colour is not above the second have three colours and
// transparent black; BC2's and BC3's always have four (measured: such a block's index 3 reads the
// colour a third of the way from the second endpoint, not black).
func bc1Texel(b []byte, i int, bc1 bool) [4]byte {
	c0, c1 := binary.LittleEndian.Uint16(b), binary.LittleEndian.Uint16(b[2:])
	k := b[4+i/4] >> (2 * (i % 4)) & 3
	fields := func(c uint16) [3]int32 { return [3]int32{int32(c >> 11), int32(c >> 5 & 63), int32(c & 31)} }
	e0, e1 := fields(c0), fields(c1)
	widen := func(v int32, ch int) int32 { // 5 or 6 bits to 8, repeating the top bits
		if ch == 1 {
			return v<<2 | v>>4
		}
		return v<<3 | v>>2
	}
	three := bc1 && c0 <= c1
	switch {
	case k < 2:
		e := [2][3]int32{e0, e1}[k]
		return [4]byte{byte(widen(e[0], 0)), byte(widen(e[1], 1)), byte(widen(e[2], 2)), 255}
	case three && k == 3:
		return [4]byte{}
	case k == 3:
		e0, e1 = e1, e0 // the colour a third of the way from the second endpoint
	}
	// Measured: the H200 does not round the exact thirds and halves. Red and blue come from
	// the 5-bit endpoints scaled by 22/8 (thirds: (2a + b)·22/8) or 33/8 (halves: (a + b)·33/8),
	// truncated; green from the 8-bit ones, a + (b - a)·(80 + 1/4)/256 for a third and
	// a + (b - a)·(128 + 1/4)/256 for a half, plus a half, truncated (the quarter truncated
	// toward zero first). Exact thirds miss 4 of the 9 interpolated channels recorded
	// (docs/textures.md).
	var out [4]byte
	for ch := 0; ch < 3; ch++ {
		a, c := e0[ch], e1[ch]
		if ch == 1 {
			a, c = widen(a, 1), widen(c, 1)
			w := int32(80)
			if three {
				w = 128
			}
			out[ch] = byte((256*a + (c-a)/4 + 128 + (c-a)*w) / 256)
			continue
		}
		if three {
			out[ch] = byte((a + c) * 33 / 8)
		} else {
			out[ch] = byte((2*a + c) * 22 / 8)
		}
	}
	out[3] = 255
	return out
}

// bc4Texel is texel i of a BC4 block (each channel of BC5) as a 16-bit normalized value:
// unsigned, or signed as int16 bits. The endpoints widen to 16 bits by repeating their bits
// (signed ones their magnitude's seven, -128 reading as -127); a value between them is one
// endpoint's 16 bits plus the endpoints' 8-bit difference times a weight of bc4Weights (in
// 1/257ths: 36·m of the way for m sevenths, 48·m for m fifths), measured on every texel of
// t_bc's 64x64 pseudo-random blocks (docs/textures.md, "Packed formats").
func bc4Texel(b []byte, i int, signed bool) uint16 {
	a, c := int32(b[0]), int32(b[1])
	if signed {
		a, c = int32(int8(b[0])), int32(int8(b[1]))
	}
	widen := func(v int32) int32 {
		if !signed {
			return v * 257
		}
		m := min(max(v, -127), 127)
		if m < 0 {
			m = -m
		}
		w := m<<8 | m&0x7f<<1 | m>>6&1
		if v < 0 {
			return -w
		}
		return w
	}
	full := 255 - 128*boolInt(signed) // 1.0 as an 8-bit endpoint: 255, or 127 signed
	k, sevenths := bc4Index(b, i, a, c)
	switch {
	case k == 0:
		return uint16(widen(a))
	case k == 1:
		return uint16(widen(c))
	case !sevenths && k == 6:
		return uint16(widen(-full * boolInt(signed))) // 0, or -1.0
	case !sevenths && k == 7:
		return uint16(widen(full))
	}
	if signed { // -128 counts as -127
		a, c = max(a, -127), max(c, -127)
	}
	from, m := bc4Weights(k, sevenths)
	w := m * 48
	if sevenths {
		w = m * 36
	}
	if from == 1 {
		return uint16(widen(c) - (c-a)*w)
	}
	return uint16(widen(a) + (c-a)*w)
}

// bc3Alpha is texel i of BC3's alpha block (the BC4 block before its colour block) as an 8-bit
// value. It interpolates in 8 bits, not through BC4's 16: one endpoint plus the difference times
// m·289/2048 (sevenths) or m·385/2048 (fifths), rounded to nearest, with bc4Weights' endpoint and
// m. Measured: every alpha of t_bc's 64x64 BC3 texels (1,798 endpoint pairs and indices); BC4's
// 16-bit value rounded to 8 bits misses 199 of them.
func bc3Alpha(b []byte, i int) byte {
	a, c := int32(b[0]), int32(b[1])
	k, sevenths := bc4Index(b, i, a, c)
	switch {
	case k == 0:
		return byte(a)
	case k == 1:
		return byte(c)
	case !sevenths && k == 6:
		return 0
	case !sevenths && k == 7:
		return 255
	}
	from, m := bc4Weights(k, sevenths)
	w := m * 385
	if sevenths {
		w = m * 289
	}
	if from == 1 {
		return byte(c + ((a-c)*w+1024)>>11)
	}
	return byte(a + ((c-a)*w+1024)>>11)
}

// bc4Index is texel i's 3-bit index in a BC4-style block with endpoints a, c, and whether the
// block interpolates sevenths (a > c, compared as the stored bytes read) or fifths.
func bc4Index(b []byte, i int, a, c int32) (int32, bool) {
	return int32(binary.LittleEndian.Uint64(append(b[2:8:8], 0, 0)) >> (3 * i) & 7), a > c
}

// bc4Sevenths and bc4Fifths say, for index k (2..7 in a block of sevenths, 2..5 of fifths),
// which endpoint (0 or 1) the H200 steps from and by how many units. Measured (t_bc): the fifths
// step 1 or 2 units from the nearer endpoint; the sevenths 1, 2 or 4 units, so 3/7 lies 4 units
// back from the second endpoint and 4/7 four units from the first.
var (
	bc4Sevenths = [8][2]int32{2: {0, 1}, 3: {0, 2}, 4: {1, 4}, 5: {0, 4}, 6: {1, 2}, 7: {1, 1}}
	bc4Fifths   = [8][2]int32{2: {0, 1}, 3: {0, 2}, 4: {1, 2}, 5: {1, 1}}
)

// bc4Weights is bc4Sevenths' or bc4Fifths' entry for index k.
func bc4Weights(k int32, sevenths bool) (from, units int32) {
	w := bc4Fifths[k]
	if sevenths {
		w = bc4Sevenths[k]
	}
	return w[0], w[1]
}

func boolInt(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

// bptcBits reads a BPTC block's fields from its lowest bit up.
type bptcBits struct {
	lo, hi uint64
	pos    uint
}

func newBPTCBits(b []byte) *bptcBits {
	return &bptcBits{lo: binary.LittleEndian.Uint64(b), hi: binary.LittleEndian.Uint64(b[8:])}
}

// bit is bit k of the block.
func (r *bptcBits) bit(k uint) uint32 {
	if k >= 64 {
		return uint32(r.hi >> (k - 64) & 1)
	}
	return uint32(r.lo >> k & 1)
}

// read takes the next n bits, the first read the lowest.
func (r *bptcBits) read(n uint) uint32 {
	var v uint32
	for k := uint(0); k < n; k++ {
		v |= r.bit(r.pos+k) << k
	}
	r.pos += n
	return v
}

// bptcWeights are the 6-bit interpolation factors of 2-, 3- and 4-bit indices.
var bptcWeights = [5][]int32{
	2: {0, 21, 43, 64},
	3: {0, 9, 18, 27, 37, 46, 55, 64},
	4: {0, 4, 9, 13, 17, 21, 26, 30, 34, 38, 43, 47, 51, 55, 60, 64},
}

func bptcLerp(a, b int32, index, bits uint32) int32 {
	w := bptcWeights[bits][index]
	return ((64-w)*a + w*b + 32) >> 6
}

// bptcSubset is the subset of texel i in partition p of a block of ns subsets.
func bptcSubset(ns, p uint32, i int) uint32 {
	switch ns {
	case 2:
		return bptcPartitions2[p] >> (2 * i) & 3
	case 3:
		return bptcPartitions3[p] >> (2 * i) & 3
	}
	return 0
}

// bptcAnchor reports whether texel i is the anchor of its subset (its index has one bit less).
func bptcAnchor(ns, p uint32, i int) bool {
	switch s := bptcSubset(ns, p, i); {
	case i == 0:
		return true
	case s == 1 && ns == 2:
		return int(bptcAnchors2[p]) == i
	case s == 1:
		return int(bptcAnchors3[0][p]) == i
	case s == 2:
		return int(bptcAnchors3[1][p]) == i
	}
	return false
}

// bptcIndex reads texel i's index from the index field that starts at bit pos (bits each,
// anchors one less).
func bptcIndex(r *bptcBits, pos uint, bits uint, ns, p uint32, i int) uint32 {
	for t := 0; t < i; t++ {
		pos += bits
		if bptcAnchor(ns, p, t) {
			pos--
		}
	}
	n := bits
	if bptcAnchor(ns, p, i) {
		n--
	}
	r.pos = pos
	return r.read(n)
}

// bc7Modes are the fields of BC7's eight modes (Table.M): subsets, partition bits, rotation
// bits, index selection bits, colour bits, alpha bits, per-endpoint and shared P-bits, index
// bits and secondary index bits.
var bc7Modes = [8]struct{ ns, pb, rb, isb, cb, ab, epb, spb, ib, ib2 uint }{
	{3, 4, 0, 0, 4, 0, 1, 0, 3, 0},
	{2, 6, 0, 0, 6, 0, 0, 1, 3, 0},
	{3, 6, 0, 0, 5, 0, 0, 0, 2, 0},
	{2, 6, 0, 0, 7, 0, 1, 0, 2, 0},
	{1, 0, 2, 1, 5, 6, 0, 0, 2, 3},
	{1, 0, 2, 0, 7, 8, 0, 0, 2, 2},
	{1, 0, 0, 0, 7, 7, 1, 0, 4, 0},
	{2, 6, 0, 0, 5, 5, 1, 0, 2, 0},
}

// bc7Texel is texel i of a BC7 block as 8-bit RGBA. A block whose first byte is 0 (reserved)
// reads as zeros (chosen: Direct3D's documentation says so; not measured).
func bc7Texel(b []byte, i int) [4]byte {
	if b[0] == 0 {
		return [4]byte{}
	}
	mode := uint(bits.TrailingZeros8(b[0]))
	m := bc7Modes[mode]
	r := newBPTCBits(b)
	r.pos = mode + 1
	p := r.read(m.pb)
	rot := r.read(m.rb)
	sel := r.read(m.isb)
	var ep [3][2][4]uint32 // subset, endpoint, channel
	for ch := 0; ch < 4; ch++ {
		n := m.cb
		if ch == 3 {
			n = m.ab
		}
		for s := uint(0); s < m.ns; s++ {
			for e := 0; e < 2; e++ {
				ep[s][e][ch] = r.read(n)
			}
		}
	}
	var pbits [3][2]uint32
	for s := uint(0); s < m.ns; s++ {
		for e := 0; e < 2; e++ {
			if m.epb != 0 {
				pbits[s][e] = r.read(1)
			}
		}
		if m.spb != 0 {
			pbits[s][0] = r.read(1)
			pbits[s][1] = pbits[s][0]
		}
	}
	s := bptcSubset(uint32(m.ns), p, i)
	var ends [2][4]int32
	for e := 0; e < 2; e++ {
		for ch := 0; ch < 4; ch++ {
			n := m.cb
			if ch == 3 {
				n = m.ab
			}
			v := ep[s][e][ch]
			if n == 0 {
				ends[e][ch] = 255
				continue
			}
			if m.epb != 0 || m.spb != 0 {
				v, n = v<<1|pbits[s][e], n+1
			}
			v <<= 8 - n
			ends[e][ch] = int32(v | v>>n)
		}
	}
	first := mode + 1 + m.pb + m.rb + m.isb + 2*m.ns*(3*m.cb+m.ab) + 2*m.ns*m.epb + m.ns*m.spb
	ci := bptcIndex(r, first, m.ib, uint32(m.ns), p, i)
	ai, abits := ci, m.ib
	cbits := m.ib
	if m.ib2 != 0 {
		second := first + 16*m.ib - 1
		ai, abits = bptcIndex(r, second, m.ib2, 1, 0, i), m.ib2
		if sel == 1 {
			ci, ai = ai, ci
			cbits, abits = abits, cbits
		}
	}
	var out [4]byte
	for ch := 0; ch < 4; ch++ {
		idx, nb := ci, cbits
		if ch == 3 {
			idx, nb = ai, abits
		}
		out[ch] = byte(bptcLerp(ends[0][ch], ends[1][ch], idx, uint32(nb)))
	}
	if rot != 0 {
		out[3], out[rot-1] = out[rot-1], out[3]
	}
	return out
}

// bc6hMode is one BC6H mode (Table.MF, Table.F): whether its endpoints are deltas from the
// first, its partition bits, endpoint bits, delta bits, and where each endpoint bit lies.
type bc6hMode struct {
	transformed bool
	pb, epb     uint
	delta       [3]uint
	fields      []bc6hField
}

// bc6hField is one run of block bits: it goes to bits [lo, lo+n) of endpoint value e (0-3: r0..
// r3 as e*3+channel), reversed when rev.
type bc6hField struct {
	v, lo, n int
	rev      bool
}

// bc6hLayouts are Table.MF's modes with Table.F's format strings, after the mode bits.
var bc6hLayouts = map[uint32]struct {
	tr      bool
	pb, epb uint
	delta   [3]uint
	bits    string
}{
	0:  {true, 5, 10, [3]uint{5, 5, 5}, "g2[4],b2[4],b3[4],r0[9:0],g0[9:0],b0[9:0],r1[4:0],g3[4],g2[3:0],g1[4:0],b3[0],g3[3:0],b1[4:0],b3[1],b2[3:0],r2[4:0],b3[2],r3[4:0],b3[3]"},
	1:  {true, 5, 7, [3]uint{6, 6, 6}, "g2[5],g3[4],g3[5],r0[6:0],b3[0],b3[1],b2[4],g0[6:0],b2[5],b3[2],g2[4],b0[6:0],b3[3],b3[5],b3[4],r1[5:0],g2[3:0],g1[5:0],g3[3:0],b1[5:0],b2[3:0],r2[5:0],r3[5:0]"},
	2:  {true, 5, 11, [3]uint{5, 4, 4}, "r0[9:0],g0[9:0],b0[9:0],r1[4:0],r0[10],g2[3:0],g1[3:0],g0[10],b3[0],g3[3:0],b1[3:0],b0[10],b3[1],b2[3:0],r2[4:0],b3[2],r3[4:0],b3[3]"},
	6:  {true, 5, 11, [3]uint{4, 5, 4}, "r0[9:0],g0[9:0],b0[9:0],r1[3:0],r0[10],g3[4],g2[3:0],g1[4:0],g0[10],g3[3:0],b1[3:0],b0[10],b3[1],b2[3:0],r2[3:0],b3[0],b3[2],r3[3:0],g2[4],b3[3]"},
	10: {true, 5, 11, [3]uint{4, 4, 5}, "r0[9:0],g0[9:0],b0[9:0],r1[3:0],r0[10],b2[4],g2[3:0],g1[3:0],g0[10],b3[0],g3[3:0],b1[4:0],b0[10],b2[3:0],r2[3:0],b3[1],b3[2],r3[3:0],b3[4],b3[3]"},
	14: {true, 5, 9, [3]uint{5, 5, 5}, "r0[8:0],b2[4],g0[8:0],g2[4],b0[8:0],b3[4],r1[4:0],g3[4],g2[3:0],g1[4:0],b3[0],g3[3:0],b1[4:0],b3[1],b2[3:0],r2[4:0],b3[2],r3[4:0],b3[3]"},
	18: {true, 5, 8, [3]uint{6, 5, 5}, "r0[7:0],g3[4],b2[4],g0[7:0],b3[2],g2[4],b0[7:0],b3[3],b3[4],r1[5:0],g2[3:0],g1[4:0],b3[0],g3[3:0],b1[4:0],b3[1],b2[3:0],r2[5:0],r3[5:0]"},
	22: {true, 5, 8, [3]uint{5, 6, 5}, "r0[7:0],b3[0],b2[4],g0[7:0],g2[5],g2[4],b0[7:0],g3[5],b3[4],r1[4:0],g3[4],g2[3:0],g1[5:0],g3[3:0],b1[4:0],b3[1],b2[3:0],r2[4:0],b3[2],r3[4:0],b3[3]"},
	26: {true, 5, 8, [3]uint{5, 5, 6}, "r0[7:0],b3[1],b2[4],g0[7:0],b2[5],g2[4],b0[7:0],b3[5],b3[4],r1[4:0],g3[4],g2[3:0],g1[4:0],b3[0],g3[3:0],b1[5:0],b2[3:0],r2[4:0],b3[2],r3[4:0],b3[3]"},
	30: {false, 5, 6, [3]uint{6, 6, 6}, "r0[5:0],g3[4],b3[0],b3[1],b2[4],g0[5:0],g2[5],b2[5],b3[2],g2[4],b0[5:0],g3[5],b3[3],b3[5],b3[4],r1[5:0],g2[3:0],g1[5:0],g3[3:0],b1[5:0],b2[3:0],r2[5:0],r3[5:0]"},
	3:  {false, 0, 10, [3]uint{10, 10, 10}, "r0[9:0],g0[9:0],b0[9:0],r1[9:0],g1[9:0],b1[9:0]"},
	7:  {true, 0, 11, [3]uint{9, 9, 9}, "r0[9:0],g0[9:0],b0[9:0],r1[8:0],r0[10],g1[8:0],g0[10],b1[8:0],b0[10]"},
	11: {true, 0, 12, [3]uint{8, 8, 8}, "r0[9:0],g0[9:0],b0[9:0],r1[7:0],r0[10:11],g1[7:0],g0[10:11],b1[7:0],b0[10:11]"},
	15: {true, 0, 16, [3]uint{4, 4, 4}, "r0[9:0],g0[9:0],b0[9:0],r1[3:0],r0[10:15],g1[3:0],g0[10:15],b1[3:0],b0[10:15]"},
}

// bc6hModes are the modes parsed from bc6hLayouts.
var bc6hModes = func() map[uint32]*bc6hMode {
	modes := map[uint32]*bc6hMode{}
	for mn, l := range bc6hLayouts {
		md := &bc6hMode{transformed: l.tr, pb: l.pb, epb: l.epb, delta: l.delta}
		for _, f := range strings.Split(l.bits, ",") {
			name, rng, _ := strings.Cut(strings.TrimSuffix(f, "]"), "[")
			hi, lo, ok := strings.Cut(rng, ":")
			if !ok {
				lo = hi
			}
			h, _ := strconv.Atoi(hi)
			o, _ := strconv.Atoi(lo)
			e := int(name[1] - '0')
			ch := strings.IndexByte("rgb", name[0])
			fd := bc6hField{v: e*3 + ch, lo: min(h, o), n: max(h, o) - min(h, o) + 1, rev: h < o}
			md.fields = append(md.fields, fd)
		}
		modes[mn] = md
	}
	return modes
}()

// bc6hTexel is texel i of a BC6H block as half-float RGBA (alpha 1.0). Reserved modes read
// (0, 0, 0, 1), as the specification says (not measured).
func bc6hTexel(b []byte, i int, signed bool) [4]uint16 {
	r := newBPTCBits(b)
	mn := r.read(2)
	if mn >= 2 {
		mn |= r.read(3) << 2
	}
	md, ok := bc6hModes[mn]
	if !ok {
		return [4]uint16{0, 0, 0, 0x3c00}
	}
	var ev [12]int32 // r0 g0 b0 r1 g1 b1 r2 g2 b2 r3 g3 b3
	for _, f := range md.fields {
		for k := 0; k < f.n; k++ {
			bit := int32(r.read(1))
			at := f.lo + k
			if f.rev {
				at = f.lo + f.n - 1 - k
			}
			ev[f.v] |= bit << at
		}
	}
	p := r.read(md.pb)
	sext := func(v int32, n uint) int32 { return v << (32 - n) >> (32 - n) }
	ns := 1
	if md.pb != 0 {
		ns = 2
	}
	for ch := 0; ch < 3; ch++ {
		if signed {
			ev[ch] = sext(ev[ch], md.epb)
		}
		for e := 1; e < 2*ns; e++ {
			v := ev[e*3+ch]
			if md.transformed {
				v = sext(v, md.delta[ch])
				v = (ev[ch] + v) & (1<<md.epb - 1)
				if signed {
					v = sext(v, md.epb)
				}
			} else if signed {
				v = sext(v, md.epb)
			}
			ev[e*3+ch] = v
		}
	}
	unq := func(x int32) int32 {
		n := int32(md.epb)
		if !signed {
			switch {
			case n >= 15:
				return x
			case x == 0:
				return 0
			case x == 1<<n-1:
				return 0xffff
			}
			return (x<<15 + 0x4000) >> (n - 1)
		}
		if n >= 16 {
			return x
		}
		neg := x < 0
		if neg {
			x = -x
		}
		switch {
		case x == 0:
		case x >= 1<<(n-1)-1:
			x = 0x7fff
		default:
			x = (x<<15 + 0x4000) >> (n - 1)
		}
		if neg {
			return -x
		}
		return x
	}
	ibits := uint(4)
	if ns == 2 {
		ibits = 3
	}
	first := uint(128) - 16*ibits + uint(ns)
	s := bptcSubset(uint32(ns), p, i)
	idx := bptcIndex(r, first, ibits, uint32(ns), p, i)
	out := [4]uint16{3: 0x3c00}
	for ch := 0; ch < 3; ch++ {
		v := bptcLerp(unq(ev[(2*int(s))*3+ch]), unq(ev[(2*int(s)+1)*3+ch]), idx, uint32(ibits))
		switch {
		case !signed:
			out[ch] = uint16(v * 31 >> 6)
		case v < 0:
			out[ch] = uint16(-v*31>>5) | 0x8000
		default:
			out[ch] = uint16(v * 31 >> 5)
		}
	}
	return out
}

// The partitions of two- and three-subset BPTC blocks (Table.P2, Table.P3): texel i's subset in
// bits 2i..2i+1.
var bptcPartitions2 = [64]uint32{
	0x50505050, 0x40404040, 0x54545454, 0x54505040, 0x50404000, 0x55545450,
	0x55545040, 0x54504000, 0x50400000, 0x55555450, 0x55544000, 0x54400000,
	0x55555440, 0x55550000, 0x55555500, 0x55000000, 0x55150100, 0x00004054,
	0x15010000, 0x00405054, 0x00004050, 0x15050100, 0x05010000, 0x40505054,
	0x00404050, 0x05010100, 0x14141414, 0x05141450, 0x01155440, 0x00555500,
	0x15014054, 0x05414150, 0x44444444, 0x55005500, 0x11441144, 0x05055050,
	0x05500550, 0x11114444, 0x41144114, 0x44111144, 0x15055054, 0x01055040,
	0x05041050, 0x05455150, 0x14414114, 0x50050550, 0x41411414, 0x00141400,
	0x00041504, 0x00105410, 0x10541000, 0x04150400, 0x50410514, 0x41051450,
	0x05415014, 0x14054150, 0x41050514, 0x41505014, 0x40011554, 0x54150140,
	0x50505500, 0x00555050, 0x15151010, 0x54540404,
}
var bptcPartitions3 = [64]uint32{
	0xaa685050, 0x6a5a5040, 0x5a5a4200, 0x5450a0a8, 0xa5a50000, 0xa0a05050,
	0x5555a0a0, 0x5a5a5050, 0xaa550000, 0xaa555500, 0xaaaa5500, 0x90909090,
	0x94949494, 0xa4a4a4a4, 0xa9a59450, 0x2a0a4250, 0xa5945040, 0x0a425054,
	0xa5a5a500, 0x55a0a0a0, 0xa8a85454, 0x6a6a4040, 0xa4a45000, 0x1a1a0500,
	0x0050a4a4, 0xaaa59090, 0x14696914, 0x69691400, 0xa08585a0, 0xaa821414,
	0x50a4a450, 0x6a5a0200, 0xa9a58000, 0x5090a0a8, 0xa8a09050, 0x24242424,
	0x00aa5500, 0x24924924, 0x24499224, 0x50a50a50, 0x500aa550, 0xaaaa4444,
	0x66660000, 0xa5a0a5a0, 0x50a050a0, 0x69286928, 0x44aaaa44, 0x66666600,
	0xaa444444, 0x54a854a8, 0x95809580, 0x96969600, 0xa85454a8, 0x80959580,
	0xaa141414, 0x96960000, 0xaaaa1414, 0xa05050a0, 0xa0a5a5a0, 0x96000000,
	0x40804080, 0xa9a8a9a8, 0xaaaaaa44, 0x2a4a5254,
}

// The anchor texels of the second subset of two-subset partitions (Table.A2) and of the second
// and third subsets of three-subset ones (Table.A3a, Table.A3b).
var bptcAnchors2 = [64]uint8{
	15, 15, 15, 15, 15, 15, 15, 15,
	15, 15, 15, 15, 15, 15, 15, 15,
	15, 2, 8, 2, 2, 8, 8, 15,
	2, 8, 2, 2, 8, 8, 2, 2,
	15, 15, 6, 8, 2, 8, 15, 15,
	2, 8, 2, 2, 2, 15, 15, 6,
	6, 2, 6, 8, 15, 15, 2, 2,
	15, 15, 15, 15, 15, 2, 2, 15,
}

var bptcAnchors3 = [2][64]uint8{{
	3, 3, 15, 15, 8, 3, 15, 15,
	8, 8, 6, 6, 6, 5, 3, 3,
	3, 3, 8, 15, 3, 3, 6, 10,
	5, 8, 8, 6, 8, 5, 15, 15,
	8, 15, 3, 5, 6, 10, 8, 15,
	15, 3, 15, 5, 15, 15, 15, 15,
	3, 15, 5, 5, 5, 8, 5, 10,
	5, 10, 8, 13, 15, 12, 3, 3,
}, {
	15, 8, 8, 3, 15, 15, 3, 8,
	15, 15, 15, 15, 15, 15, 15, 8,
	15, 8, 15, 3, 15, 8, 15, 8,
	3, 15, 6, 10, 15, 15, 10, 8,
	15, 3, 15, 10, 10, 8, 9, 10,
	6, 15, 8, 15, 3, 6, 6, 8,
	15, 3, 15, 15, 15, 15, 15, 15,
	15, 15, 15, 15, 3, 15, 15, 8,
}}
