package sim

import (
	"math"
	"math/bits"

	"cudasim/sim/fp"
)

func (w *warp) mulMisc(in *inst, mask uint32) {
	r := w.r
	a, b := &r[in.a], &r[in.b]
	var c *[32]uint64
	if in.c >= 0 {
		c = &r[in.c]
	}
	d := w.dst(in.d, mask)
	for l := range d {
		x, y := a[l], b[l]
		var v uint64
		switch in.op {
		case opMulHiS32:
			v = uint64(int64(int32(x)) * int64(int32(y)) >> 32)
		case opMulHiU32:
			v = uint64(uint32(x)) * uint64(uint32(y)) >> 32
		case opMulHiS64:
			v = mulHiS64(int64(x), int64(y))
		case opMulHiU64:
			v, _ = bits.Mul64(x, y)
		case opMulHiS16:
			v = uint64(int32(int16(x)) * int32(int16(y)) >> 16)
		case opMulHiU16:
			v = uint64(uint32(uint16(x)) * uint32(uint16(y)) >> 16)
		case opMulWideS16:
			v = uint64(int32(int16(x)) * int32(int16(y)))
		case opMulWideU16:
			v = uint64(uint32(uint16(x)) * uint32(uint16(y)))
		case opMadHiS32:
			v = uint64(int64(int32(x))*int64(int32(y))>>32) + c[l]
		case opMadHiU32:
			v = uint64(uint32(x))*uint64(uint32(y))>>32 + c[l]
		case opMadHiS64:
			v = mulHiS64(int64(x), int64(y)) + c[l]
		case opMadHiU64:
			h, _ := bits.Mul64(x, y)
			v = h + c[l]
		case opMadHiS16: // the product's bits 31..16, plus c (16 bits kept)
			v = uint64(int32(int16(x))*int32(int16(y))>>16) + c[l]
		case opMadHiU16:
			v = uint64(uint32(uint16(x))*uint32(uint16(y))>>16) + c[l]
		case opMadWideS16:
			v = uint64(int32(int16(x))*int32(int16(y))) + c[l]
		case opMadWideU16:
			v = uint64(uint32(uint16(x))*uint32(uint16(y))) + c[l]
		case opMul24Lo, opMad24Lo:
			// The 48-bit product of the low 24 bits; .hi takes its bits 47..16.
			if in.aux&1 != 0 {
				v = uint64(int64(int32(uint32(x)<<8)>>8) * int64(int32(uint32(y)<<8)>>8))
			} else {
				v = (x & 0xffffff) * (y & 0xffffff)
			}
			if in.aux&2 != 0 {
				v >>= 16
			}
			if in.op == opMad24Lo {
				v += c[l]
			}
		}
		if in.aux&madSat != 0 && (in.op == opMadHiS32 || in.op == opMad24Lo) {
			v = uint64(satS32(int64(int32(v-c[l])) + int64(int32(c[l])))) // the 32-bit sum, clamped
		}
		d[l] = v
	}
	w.commit(in.d, mask)
}

// madSat is the aux flag of a saturating mad.hi.s32 or mad24.hi.s32 (opMadHiS32, opMad24Lo).
const madSat = 4

// satS32 clamps v to the range of an s32.
func satS32(v int64) int32 {
	return int32(max(min(v, math.MaxInt32), math.MinInt32))
}

func mulHiS64(x, y int64) uint64 {
	h, _ := bits.Mul64(uint64(x), uint64(y))
	if x < 0 {
		h -= uint64(y)
	}
	if y < 0 {
		h -= uint64(x)
	}
	return h
}

func itBits(it uint32) uint {
	return []uint{8, 16, 32, 64}[it&3]
}

// sext interprets the low bits of v as the integer type it, extended to 64 bits.
func sext(v uint64, it uint32) int64 {
	switch it {
	case tS8:
		return int64(int8(v))
	case tS16:
		return int64(int16(v))
	case tS32:
		return int64(int32(v))
	case tS64:
		return int64(v)
	case tU8:
		return int64(uint8(v))
	case tU16:
		return int64(uint16(v))
	case tU32:
		return int64(uint32(v))
	}
	return int64(v)
}

func (w *warp) intGeneric(in *inst, mask uint32) {
	if !enginePortable && w.intFast(in, mask) { // intlanes.go
		return
	}
	r := w.r
	kind, it := in.aux>>8, in.aux&0xff
	a := &r[in.a]
	b := a
	c := a
	if kind == iDiv || kind == iRem || kind == iMin || kind == iMax || kind == iAddSat || kind == iSubSat || kind == iBmsk || kind == iBmskWrap || kind == iSzext || kind == iSzextWrap {
		b = &r[in.b]
	}
	if kind == iFns || kind == iPackSat {
		b, c = &r[in.b], &r[in.c]
	}
	nb := itBits(it)
	signed := it >= tS8
	d := w.dst(in.d, mask)
	for l := range d {
		x, y := a[l], b[l]
		var v uint64
		switch kind {
		case iDiv, iRem:
			v = divRem(kind == iDiv, it, x, y)
		case iMin, iMax:
			var less bool
			if signed {
				less = sext(x, it) < sext(y, it)
			} else {
				less = uint64(sext(x, it)) < uint64(sext(y, it))
			}
			if less == (kind == iMin) {
				v = x
			} else {
				v = y
			}
		case iAbs:
			s := sext(x, it)
			if s < 0 {
				s = -s
			}
			v = uint64(s)
		case iPopc:
			if nb == 64 {
				v = uint64(bits.OnesCount64(x))
			} else {
				v = uint64(bits.OnesCount32(uint32(x)))
			}
		case iClz:
			if nb == 64 {
				v = uint64(bits.LeadingZeros64(x))
			} else {
				v = uint64(bits.LeadingZeros32(uint32(x)))
			}
		case iBrev:
			if nb == 64 {
				v = bits.Reverse64(x)
			} else {
				v = uint64(bits.Reverse32(uint32(x)))
			}
		case iBfind, iBfindShift:
			var u uint64
			if nb == 64 {
				u = x
			} else {
				u = uint64(uint32(x))
			}
			if signed && sext(x, it) < 0 {
				u = ^u
				if nb == 32 {
					u = uint64(uint32(u))
				}
			}
			if u == 0 {
				v = 0xffffffff
			} else {
				pos := uint64(63 - bits.LeadingZeros64(u))
				if kind == iBfindShift {
					pos = uint64(nb-1) - pos
				}
				v = pos
			}
		case iCnot:
			if x<<(64-nb) == 0 {
				v = 1
			}
		case iFns:
			v = fns(uint32(x), uint32(y), int32(c[l]))
		case iPackSat:
			v = uint64(packSat(int32(x), int32(y), uint32(c[l]), uint(in.imm&0xff), in.imm>>8&1 == 1))
		case iBmsk, iBmskWrap:
			v = uint64(bmsk(uint32(x), uint32(y), kind == iBmsk))
		case iSzext, iSzextWrap:
			v = uint64(szext(uint32(x), uint32(y), kind == iSzext, signed))
		case iAddSat, iSubSat:
			s := int64(int32(x))
			if kind == iAddSat {
				s += int64(int32(y))
			} else {
				s -= int64(int32(y))
			}
			v = uint64(uint32(satS32(s)))
		}
		d[l] = v
	}
	w.commit(in.d, mask)
}

func divRem(div bool, it uint32, x, y uint64) uint64 {
	switch it {
	case tU32:
		if div {
			return uint64(fp.DivU[uint32](uint32(x), uint32(y)))
		}
		return uint64(fp.RemU[uint32](uint32(x), uint32(y)))
	case tS32:
		if div {
			return uint64(uint32(fp.DivS[int32](int32(x), int32(y))))
		}
		return uint64(uint32(fp.RemS[int32](int32(x), int32(y))))
	case tU64:
		if div {
			return fp.DivU[uint64](x, y)
		}
		return fp.RemU[uint64](x, y)
	case tS64:
		if div {
			return uint64(fp.DivS[int64](int64(x), int64(y)))
		}
		return uint64(fp.RemS[int64](int64(x), int64(y)))
	case tU16:
		if div {
			return uint64(fp.DivU[uint16](uint16(x), uint16(y)))
		}
		return uint64(fp.RemU[uint16](uint16(x), uint16(y)))
	case tS16:
		if div {
			return uint64(uint16(fp.DivS[int16](int16(x), int16(y))))
		}
		return uint64(uint16(fp.RemS[int16](int16(x), int16(y))))
	}
	return 0
}

var prmtModes = [7][4][4]uint32{
	{},
	{{0, 1, 2, 3}, {1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6}}, // f4e
	{{0, 7, 6, 5}, {1, 0, 7, 6}, {2, 1, 0, 7}, {3, 2, 1, 0}}, // b4e
	{{0, 0, 0, 0}, {1, 1, 1, 1}, {2, 2, 2, 2}, {3, 3, 3, 3}}, // rc8
	{{0, 1, 2, 3}, {1, 1, 2, 3}, {2, 2, 2, 3}, {3, 3, 3, 3}}, // ecl
	{{0, 0, 0, 0}, {0, 1, 1, 1}, {0, 1, 2, 2}, {0, 1, 2, 3}}, // ecr
	{{0, 1, 0, 1}, {2, 3, 2, 3}, {0, 1, 0, 1}, {2, 3, 2, 3}}, // rc16
}

func (w *warp) bitOps(in *inst, mask uint32) {
	if !enginePortable && w.bitFast(in, mask) { // intlanes.go
		return
	}
	r := w.r
	a, b, c := &r[in.a], &r[in.b], &r[in.c]
	d := w.dst(in.d, mask)
	for l := range d {
		x, y, z := a[l], b[l], c[l]
		var v uint64
		switch in.op {
		case opBfe:
			it := in.aux
			nb := uint64(itBits(it))
			msb := nb - 1
			pos, ln := y&fieldOperandMask(nb), z&fieldOperandMask(nb)
			var sbit uint64
			if it >= tS8 && ln != 0 {
				sbit = x >> min(pos+ln-1, msb) & 1
			}
			for i := uint64(0); i <= msb; i++ {
				var bit uint64
				if i < ln && pos+i <= msb {
					bit = x >> (pos + i) & 1
				} else {
					bit = sbit
				}
				v |= bit << i
			}
		case opBfi:
			nb := uint64(in.aux)
			pos, ln := z&fieldOperandMask(nb), r[in.x[0]][l]&fieldOperandMask(nb)
			v = y
			for i := uint64(0); i < ln && pos+i < nb; i++ {
				v = v&^(1<<(pos+i)) | (x>>i&1)<<(pos+i)
			}
		case opPrmt:
			all := uint64(uint32(x)) | uint64(uint32(y))<<32
			if in.aux == 0 {
				for i := 0; i < 4; i++ {
					sel := z >> (4 * i) & 0xf
					byt := all >> (8 * (sel & 7)) & 0xff
					if sel&8 != 0 {
						if byt&0x80 != 0 {
							byt = 0xff
						} else {
							byt = 0
						}
					}
					v |= byt << (8 * i)
				}
			} else {
				sel := prmtModes[in.aux][z&3]
				for i := 0; i < 4; i++ {
					v |= (all >> (8 * sel[i]) & 0xff) << (8 * i)
				}
			}
		case opShf:
			n := uint32(z)
			if in.aux&2 != 0 {
				n = min(n, 32)
			} else {
				n &= 31
			}
			both := uint64(uint32(x)) | uint64(uint32(y))<<32
			if in.aux&1 != 0 {
				v = uint64(uint32((both << n) >> 32))
			} else {
				v = uint64(uint32(both >> n))
			}
		case opLop3:
			lut := uint64(in.imm)
			for i := uint(0); i < 8; i++ {
				if lut>>i&1 == 0 {
					continue
				}
				t := ^uint64(0)
				if i&4 != 0 {
					t &= x
				} else {
					t &= ^x
				}
				if i&2 != 0 {
					t &= y
				} else {
					t &= ^y
				}
				if i&1 != 0 {
					t &= z
				} else {
					t &= ^z
				}
				v |= t
			}
		case opDot:
			byteOf := func(w uint64, i uint, signed bool) int64 {
				b := uint8(w >> (8 * i))
				if signed {
					return int64(int8(b))
				}
				return int64(b)
			}
			halfOf := func(w uint64, i uint, signed bool) int64 {
				h := uint16(w >> (16 * i))
				if signed {
					return int64(int16(h))
				}
				return int64(h)
			}
			sa, sb := in.aux&1 != 0, in.aux&2 != 0
			acc := int64(int32(z))
			if in.aux&4 == 0 {
				for i := uint(0); i < 4; i++ {
					acc += byteOf(x, i, sa) * byteOf(y, i, sb)
				}
			} else {
				base := uint(0)
				if in.aux&8 != 0 {
					base = 2
				}
				acc += halfOf(x, 0, sa)*byteOf(y, base, sb) + halfOf(x, 1, sa)*byteOf(y, base+1, sb)
			}
			v = uint64(uint32(acc))
		case opSad:
			it := in.aux
			p, q := sext(x, it), sext(y, it)
			var diff uint64
			if it >= tS8 {
				if p > q {
					diff = uint64(p - q)
				} else {
					diff = uint64(q - p)
				}
			} else {
				if uint64(p) > uint64(q) {
					diff = uint64(p) - uint64(q)
				} else {
					diff = uint64(q) - uint64(p)
				}
			}
			v = diff + z
		}
		d[l] = v
	}
	w.commit(in.d, mask)
}

// carry executes the instructions that read or write the carry flag CC.CF (w.cc). The flag is
// the carry out of an addition, and a subtraction a - b is the addition a + ~b + 1: sub.cc
// leaves CF = 1 when it does not borrow, and subc computes a + ~b + CF, borrowing one when CF
// is 0. Chains of one kind read the same either way; a chain that mixes them does not: nvcc's
// 128-bit division reads a subtraction's flag with addc (whether the remainder went negative),
// and the H200's quotients are right only so (probe explore24-a, s_intedge).
func (w *warp) carry(in *inst, mask uint32) {
	r := w.r
	a, b := &r[in.a], &r[in.b]
	var c *[32]uint64
	kind := in.aux & 0xf
	if kind == carryMadLo || kind == carryMadHi {
		c = &r[in.c]
	}
	is64 := in.aux&carry64 != 0
	setCC := in.aux&carrySetCC != 0
	d := w.dst(in.d, mask)
	for l := range d {
		x, y := a[l], b[l]
		cf := w.cc[l]
		var v, out uint64
		add := func(p, q, ci uint64) (uint64, uint64) {
			if is64 {
				s, c1 := bits.Add64(p, q, ci)
				return s, c1
			}
			s := uint64(uint32(p)) + uint64(uint32(q)) + ci
			return uint64(uint32(s)), s >> 32
		}
		sub := func(p, q, bi uint64) (uint64, uint64) {
			if is64 {
				s, b1 := bits.Sub64(p, q, bi)
				return s, b1
			}
			s, b1 := bits.Sub32(uint32(p), uint32(q), uint32(bi))
			return uint64(s), uint64(b1)
		}
		switch kind {
		case carryAdd:
			v, out = add(x, y, 0)
		case carryAddC:
			v, out = add(x, y, cf)
		case carrySub:
			v, out = sub(x, y, 0)
			out ^= 1
		case carrySubC:
			v, out = sub(x, y, cf^1)
			out ^= 1
		case carryMadLo, carryMadHi:
			var prod uint64
			if is64 {
				hi, lo := bits.Mul64(x, y)
				if in.aux&carrySigned != 0 {
					hi = mulHiS64(int64(x), int64(y))
				}
				prod = lo
				if kind == carryMadHi {
					prod = hi
				}
			} else {
				var p uint64
				if in.aux&carrySigned != 0 {
					p = uint64(int64(int32(x)) * int64(int32(y)))
				} else {
					p = uint64(uint32(x)) * uint64(uint32(y))
				}
				prod = uint64(uint32(p))
				if kind == carryMadHi {
					prod = uint64(uint32(p >> 32))
				}
			}
			ci := uint64(0)
			if in.aux&carryIn != 0 {
				ci = cf
			}
			v, out = add(prod, c[l], ci)
		}
		d[l] = v
		if setCC && mask>>l&1 != 0 {
			w.cc[l] = out
		}
	}
	w.commit(in.d, mask)
}

// cvtInt is cvt between integer types: the source's width and signedness applied to the
// register (an extension from it), then the destination's, as cvtIntStages reduces them. Each
// is a shift up and back (an arithmetic one for a signed type) in a loop of its own: a per-lane
// switch over widths cost about 65 ns a warp-instruction, and CUB's device-wide kernels run
// one cvt in ten instructions (docs/suite.md, "cub36").
func (w *warp) cvtInt(in *inst, mask uint32) {
	s1, signed1, s2 := cvtIntStages(in.aux)
	a := &w.r[in.a]
	d := w.dst(in.d, mask)
	switch {
	case s1 != 0:
		extendLanes(d, a, s1, signed1)
		if s2 != 0 {
			extendLanes(d, d, s2, false)
		}
	default:
		*d = *a
	}
	w.commit(in.d, mask)
}

// cvtIntStages reduces cvt's two extensions (aux: lower_convert.go's widths and signedness of
// the source and destination) to the shifts that make them (0: none; extendLanes), at most two,
// the second always a zero extension.
// Where the destination is no wider than the source, its extension alone: the bits it keeps
// are the source's, unchanged by the first. Where it is wider, the source's extension, then,
// only for a signed source and an unsigned destination narrower than 64 bits, the
// destination's zeros above its width (a zero-extended value, or a sign-extended one kept
// signed, is its own extension).
func cvtIntStages(aux uint32) (s1 uint, signed1 bool, s2 uint) {
	from, fromSigned := extShift(aux&0x7f), aux>>7&1 != 0
	to, toSigned := extShift(aux>>8&0x7f), aux>>15&1 != 0
	if to >= from { // no wider (a shift of 0 is 64 bits)
		return to, toSigned, 0
	}
	if fromSigned && !toSigned && to != 0 {
		return from, true, to
	}
	return from, fromSigned, 0
}

// extShift is the shift that extends a value of bits bits to 64 (0 for 64 bits).
func extShift(bits uint32) uint {
	switch bits {
	case 8, 16, 32:
		return uint(64 - bits)
	}
	return 0
}

// extendLanes sets each lane of d to a's low 64-s bits extended: with copies of their top bit
// where signed, else with zeros.
func extendLanes(d, a *[32]uint64, s uint, signed bool) {
	s &= 63 // (below 64: Go's shifts need no test of the count)
	if signed {
		for l := range d {
			d[l] = uint64(int64(a[l]<<s) >> s)
		}
		return
	}
	for l := range d {
		d[l] = a[l] << s >> s
	}
}

func cmpInt[T int16 | uint16 | int32 | uint32 | int64 | uint64](cmp int, a, b *[32]uint64) uint32 {
	// Branch-free lanes (b2u compiles to SETcc): lane results follow the data, which a branch
	// predictor cannot.
	var m uint32
	switch cmp {
	case cmpEQ:
		for l := 0; l < 32; l++ {
			m |= b2u(T(a[l]) == T(b[l])) << l
		}
	case cmpNE:
		for l := 0; l < 32; l++ {
			m |= b2u(T(a[l]) != T(b[l])) << l
		}
	case cmpLT, cmpLO:
		for l := 0; l < 32; l++ {
			m |= b2u(T(a[l]) < T(b[l])) << l
		}
	case cmpLE, cmpLS:
		for l := 0; l < 32; l++ {
			m |= b2u(T(a[l]) <= T(b[l])) << l
		}
	case cmpGT, cmpHI:
		for l := 0; l < 32; l++ {
			m |= b2u(T(a[l]) > T(b[l])) << l
		}
	case cmpGE, cmpHS:
		for l := 0; l < 32; l++ {
			m |= b2u(T(a[l]) >= T(b[l])) << l
		}
	}
	return m
}

// cmpIntVector is cmpInt on the lane kernels: the low w bits of a lane shifted to the top of a
// signed 64-bit key order as the signed w-bit values; flipping the sign bit as well orders them
// as unsigned.
func cmpIntVector(cmp int, ct uint32, a, b *[32]uint64) uint32 {
	var shift, flip uint64
	switch ct {
	case ctS16:
		shift = 48
	case ctU16:
		shift, flip = 48, 1<<63
	case ctS32:
		shift = 32
	case ctU32:
		shift, flip = 32, 1<<63
	case ctU64:
		flip = 1 << 63
	}
	gt, lt := cmpKeysAVX2(a, b, shift, flip)
	switch cmp {
	case cmpEQ:
		return ^(gt | lt)
	case cmpNE:
		return gt | lt
	case cmpLT, cmpLO:
		return lt
	case cmpLE, cmpLS:
		return ^gt
	case cmpGT, cmpHI:
		return gt
	case cmpGE, cmpHS:
		return ^lt
	}
	return 0
}

func b2u(c bool) uint32 {
	var u uint32
	if c {
		u = 1
	}
	return u
}

// cmpFloat compares 32 lanes; the ordered forms are false and the unordered ones true when
// either operand is NaN.
func cmpFloat(cmp int, x, y *[32]float64) uint32 {
	var m uint32
	switch cmp {
	case cmpEQ:
		for l := 0; l < 32; l++ {
			if x[l] == y[l] {
				m |= 1 << l
			}
		}
	case cmpLT:
		for l := 0; l < 32; l++ {
			if x[l] < y[l] {
				m |= 1 << l
			}
		}
	case cmpLE:
		for l := 0; l < 32; l++ {
			if x[l] <= y[l] {
				m |= 1 << l
			}
		}
	case cmpGT:
		for l := 0; l < 32; l++ {
			if x[l] > y[l] {
				m |= 1 << l
			}
		}
	case cmpGE:
		for l := 0; l < 32; l++ {
			if x[l] >= y[l] {
				m |= 1 << l
			}
		}
	default:
		for l := 0; l < 32; l++ {
			if fcmp(cmp, x[l], y[l]) {
				m |= 1 << l
			}
		}
	}
	return m
}

func fcmp(cmp int, x, y float64) bool {
	nan := x != x || y != y
	switch cmp {
	case cmpEQ:
		return x == y
	case cmpNE:
		return !nan && x != y
	case cmpLT:
		return x < y
	case cmpLE:
		return x <= y
	case cmpGT:
		return x > y
	case cmpGE:
		return x >= y
	case cmpEQU:
		return nan || x == y
	case cmpNEU:
		return x != y
	case cmpLTU:
		return nan || x < y
	case cmpLEU:
		return nan || x <= y
	case cmpGTU:
		return nan || x > y
	case cmpGEU:
		return nan || x >= y
	case cmpNUM:
		return !nan
	case cmpNAN:
		return nan
	}
	return false
}

func (w *warp) compare(aux uint32, a, b *[32]uint64) uint32 {
	cmp := int(aux & 0xff)
	ct := aux >> 8 & 0xff
	ftz := aux>>16&1 != 0
	if laneVector && ct <= ctU64 {
		return cmpIntVector(cmp, ct, a, b)
	}
	switch ct {
	case ctS16:
		return cmpInt[int16](cmp, a, b)
	case ctU16:
		return cmpInt[uint16](cmp, a, b)
	case ctS32:
		return cmpInt[int32](cmp, a, b)
	case ctU32:
		return cmpInt[uint32](cmp, a, b)
	case ctS64:
		return cmpInt[int64](cmp, a, b)
	case ctU64:
		return cmpInt[uint64](cmp, a, b)
	}
	if laneVector && (ct == ctF32 || ct == ctF64) {
		return cmpFloatVector(cmp, ct, ftz, a, b)
	}
	if ct == ctF32 || ct == ctF64 {
		var x, y [32]float64
		for l := 0; l < 32; l++ {
			if ct == ctF64 {
				x[l], y[l] = f64(a[l]), f64(b[l])
				continue
			}
			p, q := f32(a[l]), f32(b[l])
			if ftz {
				p, q = fp.FTZ32(p), fp.FTZ32(q)
			}
			x[l], y[l] = float64(p), float64(q)
		}
		return cmpFloat(cmp, &x, &y)
	}
	var m uint32
	for l := 0; l < 32; l++ {
		var x, y float64
		switch ct {
		case ctF32:
			p, q := f32(a[l]), f32(b[l])
			if ftz {
				p, q = fp.FTZ32(p), fp.FTZ32(q)
			}
			x, y = float64(p), float64(q)
		case ctF64:
			x, y = f64(a[l]), f64(b[l])
		case ctF16:
			p, q := uint16(a[l]), uint16(b[l])
			if ftz {
				p, q = ftz16(p), ftz16(q)
			}
			x, y = float64(fp.F16ToF32(p)), float64(fp.F16ToF32(q))
		case ctBF16:
			x, y = float64(fp.BF16ToF32(uint16(a[l]))), float64(fp.BF16ToF32(uint16(b[l])))
		}
		if fcmp(cmp, x, y) {
			m |= 1 << l
		}
	}
	return m
}

// ftz16 flushes an f16 subnormal to a zero of its sign.
func ftz16(h uint16) uint16 {
	if h&0x7c00 == 0 {
		return h & 0x8000
	}
	return h
}

// compareX2 compares the low halves (lo) and the high halves (hi) of packed f16x2 or bf16x2
// operands in 32 lanes.
func compareX2(aux uint32, a, b *[32]uint64) (lo, hi uint32) {
	cmp := int(aux & 0xff)
	bf := aux>>8&0xff == ctBF16x2
	ftz := aux>>16&1 != 0 && !bf
	val := func(h uint16) float64 {
		if bf {
			return float64(fp.BF16ToF32(h))
		}
		if ftz {
			h = ftz16(h)
		}
		return float64(fp.F16ToF32(h))
	}
	for l := 0; l < 32; l++ {
		if fcmp(cmp, val(uint16(a[l])), val(uint16(b[l]))) {
			lo |= 1 << l
		}
		if fcmp(cmp, val(uint16(a[l]>>16)), val(uint16(b[l]>>16))) {
			hi |= 1 << l
		}
	}
	return lo, hi
}

// boolOp combines comparison results with setp/set's predicate operand c (aux bits 17-19).
func (w *warp) boolOp(in *inst, r uint32) uint32 {
	op := in.aux >> 17 & 3
	if op == 0 {
		return r
	}
	c := w.p[in.c]
	if in.aux>>19&1 != 0 {
		c = ^c
	}
	switch op {
	case 1:
		return r & c
	case 2:
		return r | c
	}
	return r ^ c
}

func isX2Compare(aux uint32) bool {
	ct := aux >> 8 & 0xff
	return ct == ctF16x2 || ct == ctBF16x2
}

// setpX2 is setp on f16x2/bf16x2: p receives the low halves' comparison, q the high halves'.
func (w *warp) setpX2(in *inst, mask uint32) {
	lo, hi := compareX2(in.aux, &w.r[in.a], &w.r[in.b])
	lo, hi = w.boolOp(in, lo), w.boolOp(in, hi)
	w.p[in.d] = w.p[in.d]&^mask | lo&mask
	if in.d2 >= 0 {
		w.p[in.d2] = w.p[in.d2]&^mask | hi&mask
	}
}

// setTrue is the value set writes for a true comparison (a half of it for x2 compares).
func setTrue(aux uint32) uint64 {
	switch {
	case aux&setF32One != 0:
		return 0x3f800000
	case aux&setF16One != 0:
		return 0x3c00
	case aux&setBF16One != 0:
		return 0x3f80
	case aux&setInt16 != 0:
		return 0xffff
	}
	return 0xffffffff
}

func (w *warp) setp(in *inst, mask uint32) {
	if isX2Compare(in.aux) {
		w.setpX2(in, mask)
		return
	}
	res := w.compare(in.aux, &w.r[in.a], &w.r[in.b])
	p, q := res, ^res
	if op := in.aux >> 17 & 3; op != 0 {
		c := w.p[in.c]
		if in.aux>>19&1 != 0 {
			c = ^c
		}
		switch op {
		case 1:
			p, q = p&c, q&c
		case 2:
			p, q = p|c, q|c
		case 3:
			p, q = p^c, q^c
		}
	}
	w.p[in.d] = w.p[in.d]&^mask | p&mask
	if in.d2 >= 0 {
		w.p[in.d2] = w.p[in.d2]&^mask | q&mask
	}
}

func (w *warp) set(in *inst, mask uint32) {
	if isX2Compare(in.aux) {
		lo, hi := compareX2(in.aux, &w.r[in.a], &w.r[in.b])
		lo, hi = w.boolOp(in, lo), w.boolOp(in, hi)
		t := setTrue(in.aux)
		d := w.dst(in.d, mask)
		for l := range d {
			var v uint64
			if lo>>l&1 != 0 {
				v = t
			}
			if hi>>l&1 != 0 {
				v |= t << 16
			}
			d[l] = v
		}
		w.commit(in.d, mask)
		return
	}
	res := w.compare(in.aux, &w.r[in.a], &w.r[in.b])
	if op := in.aux >> 17 & 3; op != 0 {
		c := w.p[in.c]
		if in.aux>>19&1 != 0 {
			c = ^c
		}
		switch op {
		case 1:
			res &= c
		case 2:
			res |= c
		case 3:
			res ^= c
		}
	}
	t := setTrue(in.aux)
	d := w.dst(in.d, mask)
	for l := range d {
		if res>>l&1 != 0 {
			d[l] = t
		} else {
			d[l] = 0
		}
	}
	w.commit(in.d, mask)
}

func (w *warp) slct(in *inst, mask uint32) {
	a, b, c := &w.r[in.a], &w.r[in.b], &w.r[in.c]
	d := w.dst(in.d, mask)
	for l := range d {
		var ge bool
		if in.aux&1 != 0 {
			f := f32(c[l])
			if in.aux&2 != 0 {
				f = fp.FTZ32(f)
			}
			ge = f >= 0 || f == 0
		} else {
			ge = int32(c[l]) >= 0
		}
		if ge {
			d[l] = a[l]
		} else {
			d[l] = b[l]
		}
	}
	w.commit(in.d, mask)
}

func (w *warp) testp(in *inst, mask uint32) {
	a := &w.r[in.a]
	var m uint32
	for l := 0; l < 32; l++ {
		var x float64
		var sub bool
		if in.aux&8 != 0 {
			x = f64(a[l])
			sub = x != 0 && math.Abs(x) < 0x1p-1022
		} else {
			f := f32(a[l])
			x = float64(f)
			sub = f != 0 && math.Abs(x) < 0x1p-126
		}
		var ok bool
		switch in.aux & 7 {
		case 0:
			ok = !math.IsInf(x, 0) && x == x
		case 1:
			ok = math.IsInf(x, 0)
		case 2:
			ok = x == x
		case 3:
			ok = x != x
		case 4:
			ok = x == x && !math.IsInf(x, 0) && !sub
		case 5:
			ok = sub
		}
		if ok {
			m |= 1 << l
		}
	}
	w.p[in.d] = w.p[in.d]&^mask | m&mask
}

func (w *warp) f32op(in *inst, mask uint32) {
	kind := in.aux & 0xff
	if !enginePortable && (kind == fAdd || kind == fSub || kind == fMul || kind == fFma) {
		w.f32Arith(in, mask) // fastf32.go
		return
	}
	r := w.r
	a := &r[in.a]
	b, c := a, a
	if in.b >= 0 {
		b = &r[in.b]
	}
	if in.c >= 0 {
		c = &r[in.c]
	}
	d := w.dst(in.d, mask)
	if in.aux&(fFTZ|fSat) != 0 || enginePortable || !plainLanes(kind, d, a, b) {
		if !enginePortable && kind < uint32(len(approxTables)) && approxTables[kind] != fp.ApproxNone {
			src := a
			if kind == fDivApprox || kind == fDivFull {
				src = b // the reciprocal of the divisor
			}
			fp.Prefetch32(approxTables[kind], src, mask) // the lanes' table misses overlapped
		}
		for l := range d {
			d[l] = f32Lane(in.aux, a[l], b[l], c[l])
		}
	}
	w.commit(in.d, mask)
}

// plainLanes is f32Lane of the .approx kinds and abs, without .ftz or .sat, in loops of their
// own (a kernel of SFU calls, such as the options bench's, paid for f32Lane's decoding and
// switch at every lane; sim/fp's warp functions also fetch their tables once, not once a
// lane, and read their lanes' entries together themselves, so Prefetch32 is not needed); false
// for the other kinds.
func plainLanes(kind uint32, d, a, b *[32]uint64) bool {
	switch kind {
	case fDivApprox:
		fp.DivApprox32Lanes(d, a, b)
	case fRcpApprox:
		fp.RcpApprox32Lanes(d, a)
	case fRsqrtApprox:
		fp.RsqrtApprox32Lanes(d, a)
	case fEx2Approx:
		fp.Ex2Approx32Lanes(d, a)
	case fLg2Approx:
		fp.Lg2Approx32Lanes(d, a)
	case fAbs:
		for l := range d {
			d[l] = canon32(fp.Abs32(f32(a[l])))
		}
	default:
		return false
	}
	return true
}

// approxTables gives the f32 kinds whose results come from sim/fp's measured tables.
var approxTables = [...]fp.Approx{fDivApprox: fp.ApproxRcp, fDivFull: fp.ApproxRcp, fSqrtApprox: fp.ApproxSqrt,
	fRcpApprox: fp.ApproxRcp, fRsqrtApprox: fp.ApproxRsqrt, fEx2Approx: fp.ApproxEx2, fLg2Approx: fp.ApproxLg2,
	fSinApprox: fp.ApproxSin, fCosApprox: fp.ApproxCos, fTanhApprox: fp.ApproxTanh, fRcpApproxFTZ64: fp.ApproxNone}

// f32Lane is one lane of an opF32 instruction with modifiers aux: the reference computation
// (sim/fp), which the fast paths of fastf32.go fall back to.
func f32Lane(aux uint32, a, b, c uint64) uint64 {
	kind := aux & 0xff
	rnd := fp.Rounding(aux >> fRndShift & 0xf)
	ftz := aux&fFTZ != 0
	sat := aux&fSat != 0
	x, y, z := f32(a), f32(b), f32(c)
	if ftz {
		x, y, z = fp.FTZ32(x), fp.FTZ32(y), fp.FTZ32(z)
	}
	var v float32
	switch kind {
	case fAdd:
		v = fp.Add32(x, y, rnd)
	case fSub:
		v = fp.Sub32(x, y, rnd)
	case fMul:
		if ftz {
			v = fp.Mul32FTZ(x, y, rnd) // flushes what is tiny before rounding up to the smallest normal
		} else {
			v = fp.Mul32(x, y, rnd)
		}
	case fFma:
		if aux&fNegA != 0 {
			x = -x
		}
		if aux&fNegC != 0 {
			z = -z
		}
		if ftz {
			v = fp.FMA32FTZ(x, y, z, rnd)
		} else {
			v = fp.FMA32(x, y, z, rnd)
		}
	case fDiv:
		if ftz {
			v = fp.Div32FTZ(x, y, rnd)
		} else {
			v = fp.Div32(x, y, rnd)
		}
	case fDivApprox:
		v = fp.DivApprox32(x, y, ftz)
	case fDivFull:
		v = fp.DivFull32(x, y, ftz)
	case fSqrt:
		v = fp.Sqrt32(x, rnd)
	case fSqrtApprox:
		v = fp.SqrtApprox32(x, ftz)
	case fRcp:
		if ftz {
			v = fp.Rcp32FTZ(x, rnd)
		} else {
			v = fp.Rcp32(x, rnd)
		}
	case fRcpApprox:
		v = fp.RcpApprox32(x, ftz)
	case fRsqrtApprox:
		v = fp.RsqrtApprox32(x, ftz)
	case fEx2Approx:
		v = fp.Ex2Approx32(x, ftz)
	case fLg2Approx:
		v = fp.Lg2Approx32(x, ftz)
	case fSinApprox:
		v = fp.SinApprox32(x, ftz)
	case fCosApprox:
		v = fp.CosApprox32(x, ftz)
	case fTanhApprox:
		v = fp.TanhApprox32(x)
	case fAbs:
		v = fp.Abs32(x)
	case fNeg:
		v = fp.Neg32(x)
	case fMin, fMax:
		var sign uint32
		if aux&fXorsign != 0 {
			sign = (math.Float32bits(x) ^ math.Float32bits(y)) & 0x80000000
			x, y = math.Float32frombits(math.Float32bits(x)&0x7fffffff), math.Float32frombits(math.Float32bits(y)&0x7fffffff)
		}
		if kind == fMin {
			v = fp.Min32(x, y, aux&fNaN != 0)
		} else {
			v = fp.Max32(x, y, aux&fNaN != 0)
		}
		if v == v {
			v = math.Float32frombits(math.Float32bits(v) | sign)
		}
	case fCopysign:
		// copysign d, a, b: b's magnitude with a's sign, bitwise.
		return uint64(math.Float32bits(y)&0x7fffffff | math.Float32bits(x)&0x80000000)
	}
	if ftz {
		v = fp.FTZ32(v)
	}
	if sat {
		v = fp.Sat32(v)
	}
	return canon32(v)
}

func (w *warp) f64op(in *inst, mask uint32) {
	r := w.r
	kind := in.aux & 0xff
	rnd := fp.Rounding(in.aux >> fRndShift & 0xf)
	a := &r[in.a]
	b, c := a, a
	if in.b >= 0 {
		b = &r[in.b]
	}
	if in.c >= 0 {
		c = &r[in.c]
	}
	if !enginePortable && haveF64Vector && w.f64Vector(in, mask, kind, rnd, a, b, c) { // f64lanes.go
		return
	}
	d := w.dst(in.d, mask)
	// The commonest kinds in loops of their own, where fp's round-to-nearest wrappers inline.
	switch kind {
	case fAdd:
		for l := range d {
			d[l] = b64(fp.Add64(f64(a[l]), f64(b[l]), rnd))
		}
		w.commit(in.d, mask)
		return
	case fSub:
		if in.aux&fNaNA != 0 {
			break // f64Lane keeps a's NaN
		}
		for l := range d {
			d[l] = b64(fp.Sub64(f64(a[l]), f64(b[l]), rnd))
		}
		w.commit(in.d, mask)
		return
	case fMul:
		for l := range d {
			d[l] = b64(fp.Mul64(f64(a[l]), f64(b[l]), rnd))
		}
		w.commit(in.d, mask)
		return
	}
	for l := range d {
		d[l] = f64Lane(in.aux, a[l], b[l], c[l])
	}
	w.commit(in.d, mask)
}

func (w *warp) halfOp(in *inst, mask uint32) {
	r := w.r
	kind := in.aux & 0xff
	rnd := fp.Rounding(in.aux >> fRndShift & 0xf)
	bf := in.aux&fBF16 != 0
	x2 := in.aux&fX2 != 0
	a := &r[in.a]
	b, c := a, a
	if in.b >= 0 {
		b = &r[in.b]
	}
	if in.c >= 0 {
		c = &r[in.c]
	}
	one := func(x, y, z uint16) uint16 {
		if in.aux&fOOB != 0 && (x&0x7fff == oobNaN16 || y&0x7fff == oobNaN16) {
			return 0 // fma .oob: a factor that is the out-of-bounds NaN gives +0
		}
		if in.aux&fFTZ != 0 && !bf {
			x, y, z = fp.FTZ16(x), fp.FTZ16(y), fp.FTZ16(z)
		}
		var v uint16
		switch kind {
		case fAdd:
			if bf {
				v = fp.AddBF16(x, y, rnd)
			} else {
				v = fp.Add16(x, y, rnd)
			}
		case fSub:
			if bf {
				v = fp.SubBF16(x, y, rnd)
			} else {
				v = fp.Sub16(x, y, rnd)
			}
		case fMul:
			switch {
			case bf:
				v = fp.MulBF16(x, y, rnd)
			case in.aux&fFTZ != 0:
				v = fp.Mul16FTZ(x, y, rnd) // flushes what is tiny before rounding up to the smallest normal
			default:
				v = fp.Mul16(x, y, rnd)
			}
		case fFma:
			if in.aux&fNegA != 0 {
				x ^= 0x8000
			}
			if in.aux&fNegC != 0 {
				z ^= 0x8000
			}
			switch {
			case bf:
				v = fp.FMABF16(x, y, z, rnd)
			case in.aux&fFTZ != 0:
				v = fp.FMA16FTZ(x, y, z, rnd)
			default:
				v = fp.FMA16(x, y, z, rnd)
			}
		case fAbs:
			v = x &^ 0x8000
			if !bf {
				v = fp.Abs16(x)
			} else if isNaNBF16(x) {
				v = 0x7fff // measured: abs.bf16x2 of a NaN gives the canonical NaN (breadth/sw_bf16)
			}
		case fNeg:
			v = x ^ 0x8000
			if !bf {
				v = fp.Neg16(x)
			} else if isNaNBF16(x) {
				v = 0x7fff // as abs
			}
		case fMin, fMax:
			var sign uint16
			if in.aux&fXorsign != 0 {
				sign = (x ^ y) & 0x8000
				x, y = x&^0x8000, y&^0x8000
			}
			switch {
			case kind == fMin && bf:
				v = fp.MinBF16(x, y, in.aux&fNaN != 0)
			case kind == fMin:
				v = fp.Min16(x, y, in.aux&fNaN != 0)
			case bf:
				v = fp.MaxBF16(x, y, in.aux&fNaN != 0)
			default:
				v = fp.Max16(x, y, in.aux&fNaN != 0)
			}
			if v&0x7fff <= 0x7c00 && !bf || v&0x7fff <= 0x7f80 && bf {
				v |= sign // not a NaN
			}
		case fEx2Approx, fTanhApprox:
			// The H200's own 16-bit results, measured on every input (sim/fp/half16.go).
			var t uint16
			var ok bool
			switch {
			case kind == fTanhApprox && bf:
				t, ok = fp.TanhApproxBF16(x)
			case kind == fTanhApprox:
				t, ok = fp.TanhApprox16(x)
			case bf:
				t, ok = fp.Ex2ApproxBF16(x)
			default:
				t, ok = fp.Ex2Approx16(x)
			}
			if ok {
				v = t
				break
			}
			var f float32
			if bf {
				f = fp.BF16ToF32(x)
			} else {
				f = fp.F16ToF32(x)
			}
			if kind == fEx2Approx {
				f = fp.Ex2Approx32(f, true)
			} else {
				f = fp.TanhApprox32(f)
			}
			if bf {
				v = fp.F32ToBF16(f, fp.RN)
			} else {
				v = fp.F32ToF16(f, fp.RN)
			}
		}
		if !bf {
			if in.aux&fFTZ != 0 {
				v = fp.FTZ16(v)
			}
			if in.aux&fSat != 0 {
				v = fp.Sat16(v)
			}
			if in.aux&fRelu != 0 {
				v = fp.Relu16(v)
			}
		} else if in.aux&fRelu != 0 {
			v = fp.ReluBF16(v)
		}
		return v
	}
	d := w.dst(in.d, mask)
	for l := range d {
		lo := one(uint16(a[l]), uint16(b[l]), uint16(c[l]))
		if x2 {
			hi := one(uint16(a[l]>>16), uint16(b[l]>>16), uint16(c[l]>>16))
			d[l] = uint64(lo) | uint64(hi)<<16
		} else {
			d[l] = uint64(lo)
		}
	}
	w.commit(in.d, mask)
}

// fns is fns.b32 (PTX ISA 9.2 §9.7.1.20): the position of the offset-th set
// bit of mask from bit base, upwards for a positive offset and downwards
// for a negative one; offset 0 asks whether bit base itself is set. Not
// found: 0xffffffff. A base above 31 finds nothing, and the offset -2^31 gives 0 whatever the
// mask and base (the H200: testdata/conformance/rand16, fns: 40 masks, 39 bases, 85 offsets).
func fns(mask, base uint32, offset int32) uint64 {
	if offset == math.MinInt32 {
		return 0
	}
	if base > 31 {
		return 0xffffffff
	}
	if offset == 0 {
		if mask>>base&1 != 0 {
			return uint64(base)
		}
		return 0xffffffff
	}
	inc, count := 1, int64(offset)-1
	if offset < 0 {
		inc, count = -1, -int64(offset)-1
	}
	for pos := int(base); pos >= 0 && pos < 32; pos += inc {
		if mask>>pos&1 != 0 {
			if count == 0 {
				return uint64(pos)
			}
			count--
		}
	}
	return 0xffffffff
}

func isNaNBF16(x uint16) bool { return x&0x7f80 == 0x7f80 && x&0x7f != 0 }

// isNaN64 reports whether the f64 bits v are a NaN.
func isNaN64(v uint64) bool { return v&0x7fffffffffffffff > 0x7ff0000000000000 }

// szext is szext.{clamp,wrap}.{u32,s32} (PTX ISA, integer arithmetic): the low width bits of a,
// extended with zeros or with their top bit. A width of 0 (modulo 32 for wrap) gives 0; with
// clamp a width of 32 or more keeps a whole.
func szext(a, width uint32, clamp, signed bool) uint32 {
	if clamp && width >= 32 {
		return a
	}
	n := width & 31
	if n == 0 {
		return 0
	}
	if signed {
		return uint32(int32(a<<(32-n)) >> (32 - n))
	}
	return a << (32 - n) >> (32 - n)
}

// bmsk is bmsk.{clamp,wrap}.b32 (PTX ISA 9.2, integer arithmetic): the mask of width bits from bit pos,
// both taken modulo 32, cut at bit 31; with clamp a position of 32 or more gives 0 and a width
// of 32 or more reaches bit 31.
func bmsk(pos, width uint32, clamp bool) uint32 {
	p, w := pos&31, width&31
	lo := ^uint32(0) << p
	hi := ^uint32(0) // the bits at and above pos+width, cleared from lo
	switch {
	case p+w >= 32 || clamp && (pos >= 32 || width >= 32):
		hi = 0
	case w != 0:
		hi = ^uint32(0) << (p + w)
	}
	if clamp && pos >= 32 {
		lo = 0
	}
	return lo &^ hi
}

// packSat is cvt.pack.sat's result: a and b clamped to the range of a bits-wide integer (signed
// or not), b in the low bits, a above it, and c's low bits above those.
func packSat(a, b int32, c uint32, bits uint, signed bool) uint32 {
	lo, hi := int32(0), int32(1)<<bits-1
	if signed {
		lo, hi = -1<<(bits-1), 1<<(bits-1)-1
	}
	clamp := func(v int32) uint32 { return uint32(max(lo, min(hi, v))) & (1<<bits - 1) }
	return c<<(2*bits) | clamp(a)<<bits | clamp(b)
}
