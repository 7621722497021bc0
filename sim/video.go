package sim

import (
	"strings"

	"cudasim/sim/ptx"
)

// Video instructions (PTX ISA "Video Instructions"): the scalar forms vadd, vsub, vabsdiff, vmin,
// vmax, vshl, vshr, vmad and vset, with byte/half-word operand selectors, saturation, a
// secondary operation (.add/.min/.max) or a merge into a destination byte or half-word; and the
// SIMD forms vadd2/4, vsub2/4, vavrg2/4, vabsdiff2/4, vmin2/4, vmax2/4, vset2/4, whose elements
// are picked from the eight bytes (four half-words) of {b, a} by the selectors and written under
// a mask (the rest taken from c) or summed into c (.add). All lower to opVideo: aux holds the
// kind and flags below, imm the selectors. The rules are the H200's, measured by
// testdata/conformance/video.cu (docs/video.md).

const (
	vidAdd = iota
	vidSub
	vidAvrg
	vidAbsdiff
	vidMin
	vidMax
	vidShl
	vidShr
	vidMad
	vidSet
)

const (
	vidShapeShift = 4 // aux bits 4-5: 0 scalar, 1 pairs (vop2), 2 quads (vop4)
	vidASigned    = 1 << 6
	vidBSigned    = 1 << 7
	vidDSigned    = 1 << 8
	vidSat        = 1 << 9
	vidOp2Shift   = 10 // aux bits 10-11: 0 none, 1 .add, 2 .min, 3 .max (SIMD: .add only)
	vidCmpShift   = 12 // aux bits 12-14: vset's comparison, eq ne lt le gt ge
	vidClamp      = 1 << 15
	vidNegProd    = 1 << 16 // vmad: exactly one of a and b negated
	vidNegC       = 1 << 17
	vidPlusOne    = 1 << 18 // vmad .po
	vidScaleShift = 19      // aux bits 19-20: vmad 0, .shr7, .shr15
	vidMerge      = 1 << 21 // scalar d.dsel: merge the result into c
)

const (
	vidOp2None = iota
	vidOp2Add
	vidOp2Min
	vidOp2Max
)

var videoKinds = map[string]uint32{"vadd": vidAdd, "vsub": vidSub, "vavrg": vidAvrg, "vabsdiff": vidAbsdiff,
	"vmin": vidMin, "vmax": vidMax, "vshl": vidShl, "vshr": vidShr, "vmad": vidMad, "vset": vidSet}

var videoCmps = map[string]uint32{"eq": 0, "ne": 1, "lt": 2, "le": 3, "gt": 4, "ge": 5}

func isVideoCmp(w string) bool {
	_, ok := videoCmps[w]
	return ok
}

// scalarSel codes a scalar selector: 0 the whole word, 1-4 .b0-.b3, 5-6 .h0-.h1.
func scalarSel(s string) (uint64, bool) {
	switch s {
	case "":
		return 0, true
	case "b0", "b1", "b2", "b3":
		return uint64(s[1]-'0') + 1, true
	case "h0", "h1":
		return uint64(s[1]-'0') + 5, true
	}
	return 0, false
}

// simdSel codes a SIMD selector (.hxy or .bxyzw, the highest element first) as one nibble per
// element, element 0 lowest; empty gives the default.
func simdSel(s string, n int, def uint64) (uint64, bool) {
	if s == "" {
		return def, true
	}
	lim := byte('0' + 2*n) // half-words 0-3, bytes 0-7
	pre := map[int]byte{2: 'h', 4: 'b'}[n]
	if len(s) != n+1 || s[0] != pre {
		return 0, false
	}
	var v uint64
	for i := 0; i < n; i++ {
		d := s[n-i]
		if d < '0' || d >= lim {
			return 0, false
		}
		v |= uint64(d-'0') << (4 * i)
	}
	return v, true
}

// simdMask codes a SIMD mask (.h0/.h1/.h10, .b0-.b3210) as one bit per element.
func simdMask(s string, n int) (uint64, bool) {
	if s == "" {
		return 1<<n - 1, true
	}
	pre := map[int]byte{2: 'h', 4: 'b'}[n]
	if len(s) < 2 || len(s) > n+1 || s[0] != pre {
		return 0, false
	}
	var v uint64
	last := byte('9')
	for _, d := range []byte(s[1:]) {
		if d < '0' || d >= byte('0'+n) || d >= last { // digits strictly descending
			return 0, false
		}
		last = d
		v |= 1 << (d - '0')
	}
	return v, true
}

func (c *compiler) video(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	name := in.Opcode
	shape := uint32(0)
	n := 1
	switch name[len(name)-1] {
	case '2':
		shape, n, name = 1, 2, name[:len(name)-1]
	case '4':
		shape, n, name = 2, 4, name[:len(name)-1]
	}
	kind, ok := videoKinds[name]
	if !ok || shape != 0 && (kind == vidShl || kind == vidShr || kind == vidMad) || shape == 0 && kind == vidAvrg {
		c.failf("unknown instruction %s", in.Opcode)
	}
	aux := kind | shape<<vidShapeShift
	// Types: d a b (vset: a b, d unsigned).
	types := m.types
	if kind == vidSet {
		types = append([]string{"u32"}, types...)
	}
	if len(types) != 3 {
		c.failf("%s needs destination and source types", in.Opcode)
	}
	for i, f := range []uint32{vidDSigned, vidASigned, vidBSigned} {
		switch types[i] {
		case "s32":
			aux |= f
		case "u32":
		default:
			c.failf("%s on .%s", in.Opcode, types[i])
		}
	}
	if (kind == vidShl || kind == vidShr) && aux&vidBSigned != 0 {
		c.failf("%s needs a .u32 shift count", in.Opcode)
	}
	if m.sat {
		if kind == vidSet {
			c.failf("vset has no .sat")
		}
		aux |= vidSat
	}
	if kind == vidSet {
		cmp, ok := uint32(0), false
		for w := range m.words {
			if v, isCmp := videoCmps[w]; isCmp {
				if ok {
					c.failf("%s with two comparisons", in.Opcode)
				}
				cmp, ok = v, true
			}
		}
		if !ok {
			c.failf("%s needs a comparison", in.Opcode)
		}
		aux |= cmp << vidCmpShift
	}
	for w := range m.words {
		switch {
		case w == "add" || w == "min" || w == "max":
			if aux>>vidOp2Shift&3 != 0 || shape != 0 && w != "add" || kind == vidMad {
				c.failf("%s.%s", in.Opcode, w)
			}
			aux |= map[string]uint32{"add": vidOp2Add, "min": vidOp2Min, "max": vidOp2Max}[w] << vidOp2Shift
		case (w == "clamp" || w == "wrap") && (kind == vidShl || kind == vidShr):
			if w == "clamp" {
				aux |= vidClamp
			}
		case w == "po" && kind == vidMad:
			aux |= vidPlusOne
		case (w == "shr7" || w == "shr15") && kind == vidMad:
			aux |= map[string]uint32{"shr7": 1, "shr15": 2}[w] << vidScaleShift
		case kind == vidSet && isVideoCmp(w):
		default:
			c.failf("%s.%s", in.Opcode, w)
		}
	}
	if (kind == vidShl || kind == vidShr) && !m.words["clamp"] && !m.words["wrap"] {
		c.failf("%s needs .clamp or .wrap", in.Opcode)
	}
	if shape != 0 && aux&vidSat != 0 && aux>>vidOp2Shift&3 != 0 {
		c.failf("%s: .sat with .add", in.Opcode)
	}

	// Operands: d{.sel}, {-}a{.sel}, {-}b{.sel}{, {-}c}.
	if len(ops) != 3 && len(ops) != 4 {
		c.failf("%s expects 3 or 4 operands, has %d", in.Opcode, len(ops))
	}
	needC := shape != 0 || kind == vidMad || aux>>vidOp2Shift&3 != 0 || ops[0].Comp != ""
	if needC != (len(ops) == 4) {
		c.failf("%s: wrong number of operands", in.Opcode)
	}
	strip := func(o ptx.Operand) (ptx.Operand, string, bool) {
		comp, neg := o.Comp, o.Neg
		o.Comp, o.Neg = "", false
		return o, comp, neg
	}
	d, dsel, dneg := strip(ops[0])
	a, asel, aneg := strip(ops[1])
	b, bsel, bneg := strip(ops[2])
	var cOp ptx.Operand
	var cneg bool
	if len(ops) == 4 {
		cOp, _, cneg = strip(ops[3])
		if ops[3].Comp != "" {
			c.failf("%s: a selector on c", in.Opcode)
		}
	}
	if dneg || (aneg || bneg || cneg) && kind != vidMad {
		c.failf("%s: negated operand", in.Opcode)
	}
	if kind == vidMad {
		if aux&vidPlusOne != 0 && (aneg || bneg || cneg) {
			c.failf("vmad.po with a negated operand")
		}
		if aneg != bneg {
			aux |= vidNegProd
		}
		if cneg {
			if aneg != bneg { // ptxas: "negation limited to either (source A xor source B) or source C"
				c.failf("vmad: negation of the product together with c")
			}
			aux |= vidNegC
		}
	}
	var sels [3]uint64
	bad := false
	if shape == 0 {
		var ok [3]bool
		sels[0], ok[0] = scalarSel(asel)
		sels[1], ok[1] = scalarSel(bsel)
		sels[2], ok[2] = scalarSel(dsel)
		bad = !ok[0] || !ok[1] || !ok[2]
		if dsel != "" {
			if aux>>vidOp2Shift&3 != 0 || kind == vidMad {
				c.failf("%s: a destination selector with a secondary operation", in.Opcode)
			}
			aux |= vidMerge
		}
	} else {
		var ok [3]bool
		defA, defB := uint64(0x10), uint64(0x32)
		if n == 4 {
			defA, defB = 0x3210, 0x7654
		}
		sels[0], ok[0] = simdSel(asel, n, defA)
		sels[1], ok[1] = simdSel(bsel, n, defB)
		sels[2], ok[2] = simdMask(dsel, n)
		bad = !ok[0] || !ok[1] || !ok[2]
	}
	if bad {
		c.failf("%s: bad selector in %s", in.Opcode, strings.Join([]string{dsel, asel, bsel}, " "))
	}
	g.op = opVideo
	g.aux = aux
	g.imm = int64(sels[0] | sels[1]<<16 | sels[2]<<32)
	g.d = c.dst(d)
	g.a = c.src(a, "b32")
	g.b = c.src(b, "b32")
	g.c = g.a
	if len(ops) == 4 {
		g.c = c.src(cOp, "b32")
	}
	c.emit(g)
}

func (w *warp) video(in *inst, mask uint32) {
	a, b, c := &w.r[in.a], &w.r[in.b], &w.r[in.c]
	d := w.dst(in.d, mask)
	scalar := in.aux>>vidShapeShift&3 == 0
	for l := range d {
		x, y, z := uint32(a[l]), uint32(b[l]), uint32(c[l])
		if scalar {
			d[l] = uint64(videoScalar(in.aux, uint64(in.imm), x, y, z))
		} else {
			d[l] = uint64(videoSIMD(in.aux, uint64(in.imm), x, y, z))
		}
	}
	w.commit(in.d, mask)
}

// videoPart extracts a scalar operand: the word, a byte or a half-word, extended by its sign.
func videoPart(v uint32, sel uint64, signed bool) int64 {
	var x, width uint64
	switch {
	case sel == 0:
		x, width = uint64(v), 32
	case sel <= 4:
		x, width = uint64(v>>(8*(sel-1))&0xff), 8
	default:
		x, width = uint64(v>>(16*(sel-5))&0xffff), 16
	}
	if signed && x>>(width-1) != 0 {
		return int64(x) - 1<<width
	}
	return int64(x)
}

func videoCompare(cmp uint32, p, q int64) int64 {
	var r bool
	switch cmp {
	case 0:
		r = p == q
	case 1:
		r = p != q
	case 2:
		r = p < q
	case 3:
		r = p <= q
	case 4:
		r = p > q
	default:
		r = p >= q
	}
	if r {
		return 1
	}
	return 0
}

func videoScalar(aux uint32, sel uint64, x, y, z uint32) uint32 {
	kind := aux & 0xf
	ta := videoPart(x, sel&0xf, aux&vidASigned != 0)
	tb := videoPart(y, sel>>16&0xf, aux&vidBSigned != 0)
	dsel := sel >> 32 & 0xf
	dsigned := aux&vidDSigned != 0
	switch kind {
	case vidMad:
		return videoMad(aux, sel, x, y, z)
	case vidShl, vidShr:
		return videoShift(aux, dsel, ta, tb, z)
	}
	var t int64
	switch kind {
	case vidAdd:
		t = ta + tb
	case vidSub:
		t = ta - tb
	case vidAbsdiff:
		t = ta - tb
		if t < 0 {
			t = -t
		}
	case vidMin:
		t = min(ta, tb)
	case vidMax:
		t = max(ta, tb)
	case vidSet:
		t = videoCompare(aux>>vidCmpShift&7, ta, tb)
		dsigned = aux&vidASigned != 0 // vset's first type acts as the destination's (measured)
	}
	if aux&vidMerge != 0 {
		// Merges (measured): the 32-bit result, wrapped, saturated by an unsigned minimum with the
		// field's largest value (so negative results saturate high), and for .h1 its upper half
		// taken, not its lower half moved up.
		v := uint32(t)
		if aux&vidSat != 0 {
			width := uint(8)
			if dsel >= 5 {
				width = 16
			}
			if dsigned {
				width--
			}
			if hi := int64(1)<<width - 1; t < 0 || t > hi {
				v = uint32(hi)
			}
		}
		switch {
		case dsel <= 4:
			sh := 8 * (dsel - 1)
			return z&^(0xff<<sh) | v&0xff<<sh
		case dsel == 5:
			return z&^0xffff | v&0xffff
		default:
			return z&0xffff | v&^0xffff
		}
	}
	if aux&vidSat != 0 {
		// A signed destination clamps to its range; an unsigned one clamps negative results to
		// 0 only: one of 2^32 or more wraps (measured: testdata/conformance/rand16, video, e.g.
		// vadd.u32.u32.u32.sat of 0xffffffff and 2 gives 1).
		if dsigned {
			t = max(min(t, int64(1)<<31-1), -(int64(1) << 31))
		} else {
			t = max(t, 0)
		}
	}
	// The secondary operation works on 32 bits, compared as the destination type (measured).
	v := uint32(t)
	// Signed destinations compare vadd and vsub's 32-bit result as signed, the other operations'
	// exact result (rand16's video sweep: vmax.s32.u32.u32.max of 0x80000000 and 0 is 2^31,
	// above c = 0). Unsigned ones compare a 33-bit result as unsigned, so that a negative one is
	// large: vadd and vsub's 32-bit result sign-extended, the other operations' exact result
	// (measured, every form of video.cu).
	less := int32(v) < int32(z)
	if dsigned && kind != vidAdd && kind != vidSub {
		less = t < int64(int32(z))
	}
	if !dsigned {
		w := uint64(t)
		if kind == vidAdd || kind == vidSub {
			w = uint64(int64(int32(v)))
		}
		less = w&(1<<33-1) < uint64(z)
	}
	switch aux >> vidOp2Shift & 3 {
	case vidOp2Add:
		v += z
	case vidOp2Min:
		if !less {
			v = z
		}
	case vidOp2Max:
		if less {
			v = z
		}
	}
	return v
}

// videoShift computes vshl and vshr, whose rules differ from the other scalar operations'
// (measured, every form of video.cu): the exact shifted value is kept for the secondary min/max
// compare; .sat first wraps it to 34 bits (two's complement) and clamps that to the destination
// type's 32-bit range, for merges too (the field is then cut from the clamped word); with .sat,
// min/max compare the clamped word, an unsigned one sign-extended from 32 bits as 33-bit.
func videoShift(aux uint32, dsel uint64, ta, tb int64, z uint32) uint32 {
	n := uint(tb)
	if aux&vidClamp != 0 {
		n = min(n, 32)
	} else {
		n &= 31
	}
	// The exact value, up to 65 bits: t = ta·2^n or ta>>n.
	t := i128From(ta)
	if aux&0xf == vidShl {
		t = t.shl(n)
	} else {
		t = i128From(ta >> n)
	}
	dsigned := aux&vidDSigned != 0
	v := uint32(t.lo)
	sat := aux&vidSat != 0
	if sat {
		w := int64(t.lo<<30) >> 30 // 34 bits
		lo, hi := int64(0), int64(1)<<32-1
		if dsigned {
			lo, hi = -(int64(1) << 31), int64(1)<<31-1
		}
		v = uint32(max(min(w, hi), lo))
	}
	if aux&vidMerge != 0 {
		switch {
		case dsel <= 4:
			sh := 8 * (dsel - 1)
			return z&^(0xff<<sh) | v&0xff<<sh
		case dsel == 5:
			return z&^0xffff | v&0xffff
		default:
			return z&0xffff | v&^0xffff
		}
	}
	var less bool
	switch {
	case sat && dsigned:
		less = int32(v) < int32(z)
	case sat:
		less = uint64(int64(int32(v)))&(1<<33-1) < uint64(z)
	case dsigned:
		less = t.less(i128From(int64(int32(z))))
	default:
		less = t.hi == 0 && t.lo < uint64(z) // negative values are large
	}
	switch aux >> vidOp2Shift & 3 {
	case vidOp2Add:
		v += z
	case vidOp2Min:
		if !less {
			v = z
		}
	case vidOp2Max:
		if less {
			v = z
		}
	}
	return v
}

// videoMad computes vmad as measured (every form of video.cu), which is not quite the PTX
// ISA's description: an operand without a selector is read as signed whatever its type, and c
// always as signed; the product (negated when exactly one of a and b is) plus c (negated) plus
// .po's one is exact in 64 bits; .shr7/.shr15 shift it arithmetically when the result is signed
// (a signed source or a negation), logically as a 64-bit word otherwise; .sat clamps to the
// signed or unsigned 32-bit range accordingly.
func videoMad(aux uint32, sel uint64, x, y, z uint32) uint32 {
	ta := videoPart(x, sel&0xf, aux&vidASigned != 0 || sel&0xf == 0)
	tb := videoPart(y, sel>>16&0xf, aux&vidBSigned != 0 || sel>>16&0xf == 0)
	signed := aux&(vidASigned|vidBSigned|vidNegProd|vidNegC) != 0
	p, c := ta*tb, int64(int32(z))
	if aux&vidNegProd != 0 {
		p = -p
	}
	if aux&vidNegC != 0 {
		c = -c
	}
	r := p + c
	if aux&vidPlusOne != 0 {
		r++
	}
	sh := [4]uint{0, 7, 15, 0}[aux>>vidScaleShift&3]
	if signed {
		r >>= sh
	} else if sh > 0 {
		r = int64(uint64(r) >> sh)
	}
	if aux&vidSat != 0 {
		lo, hi := int64(0), int64(1)<<32-1
		if signed {
			lo, hi = -(int64(1) << 31), int64(1)<<31-1
		}
		r = max(min(r, hi), lo)
	}
	return uint32(r)
}

// i128 is a two's complement 128-bit integer.
type i128 struct{ hi, lo uint64 }

func i128From(v int64) i128 { return i128{uint64(v >> 63), uint64(v)} }

func (x i128) shl(n uint) i128 {
	if n == 0 {
		return x
	}
	return i128{x.hi<<n | x.lo>>(64-n), x.lo << n}
}

func (x i128) less(y i128) bool {
	if x.hi != y.hi {
		return int64(x.hi) < int64(y.hi)
	}
	return x.lo < y.lo
}

func videoSIMD(aux uint32, sel uint64, x, y, z uint32) uint32 {
	kind := aux & 0xf
	n, width := 4, uint(8)
	if aux>>vidShapeShift&3 == 1 {
		n, width = 2, 16
	}
	src := uint64(y)<<32 | uint64(x)
	elem := func(i uint64, signed bool) int64 {
		v := int64(src >> (i * uint64(width)) & (1<<width - 1))
		if signed && v>>(width-1) != 0 {
			v -= 1 << width
		}
		return v
	}
	emask := uint32(1)<<width - 1
	accum := aux>>vidOp2Shift&3 == vidOp2Add
	sum := int64(0)
	if accum {
		sum = int64(int32(z))
		if kind == vidSet || aux&vidDSigned == 0 {
			sum = int64(z)
		}
	}
	out := uint32(0)
	for i := 0; i < n; i++ {
		p := elem(sel>>(4*i)&0xf, aux&vidASigned != 0)
		q := elem(sel>>(16+4*i)&0xf, aux&vidBSigned != 0)
		var t int64
		switch kind {
		case vidAdd:
			t = p + q
		case vidSub:
			t = p - q
		case vidAvrg:
			if s := p + q; s >= 0 {
				t = (s + 1) >> 1
			} else {
				t = s >> 1
			}
		case vidAbsdiff:
			t = p - q
			if t < 0 {
				t = -t
			}
		case vidMin:
			t = min(p, q)
		case vidMax:
			t = max(p, q)
		case vidSet:
			t = videoCompare(aux>>vidCmpShift&7, p, q)
		}
		if aux&vidSat != 0 {
			lo, hi := int64(0), int64(1)<<width-1
			if aux&vidDSigned != 0 {
				lo, hi = -(int64(1) << (width - 1)), int64(1)<<(width-1)-1
			}
			t = max(min(t, hi), lo)
		}
		on := sel>>(32+i)&1 != 0
		sh := uint(i) * width
		switch {
		case accum:
			if on {
				sum += t
			}
		case on:
			out |= uint32(t) & emask << sh
		default:
			out |= z & (emask << sh)
		}
	}
	if accum {
		return uint32(sum)
	}
	return out
}
