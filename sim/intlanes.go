package sim

import "math/bits"

// Fast paths for the integer instructions of intGeneric and bitOps (docs/engine-performance.md,
// "Integer and bit-field lanes (slow11)"). Those two run every lane through a switch on the kind,
// and bfe/bfi/lop3 through a loop over the bits: mergeSort's min.u32 and clz.b32 spent 20 % of
// its time in intGeneric, reductionMultiBlockCG's bfi.b64 16 % in bitOps. Here each common form
// has a loop of its own over the warp, in closed form. The portable engine keeps the reference
// loops of ops.go; TestIntLanesBothPaths compares the two on random and edge operands.

// intFast runs in (an opIntGeneric) by its loop here, reporting whether it had one.
func (w *warp) intFast(in *inst, mask uint32) bool {
	kind, it := in.aux>>8, in.aux&0xff
	r := w.r
	a := &r[in.a]
	switch kind {
	case iMin, iMax:
		b := &r[in.b]
		d := w.dst(in.d, mask)
		isMin := kind == iMin
		switch it {
		case tU32:
			minMaxLanes[uint32](d, a, b, isMin)
		case tS32:
			minMaxLanes[int32](d, a, b, isMin)
		case tU64:
			minMaxLanes[uint64](d, a, b, isMin)
		case tS64:
			minMaxLanes[int64](d, a, b, isMin)
		default:
			return false
		}
	case iClz, iPopc, iBrev:
		if it&3 < tU32 {
			return false
		}
		wide := it&3 == tU64
		d := w.dst(in.d, mask)
		switch {
		case kind == iClz && wide:
			for l := range d {
				d[l] = uint64(bits.LeadingZeros64(a[l]))
			}
		case kind == iClz:
			for l := range d {
				d[l] = uint64(bits.LeadingZeros32(uint32(a[l])))
			}
		case kind == iPopc && wide:
			for l := range d {
				d[l] = uint64(bits.OnesCount64(a[l]))
			}
		case kind == iPopc:
			for l := range d {
				d[l] = uint64(bits.OnesCount32(uint32(a[l])))
			}
		case wide:
			for l := range d {
				d[l] = bits.Reverse64(a[l])
			}
		default:
			for l := range d {
				d[l] = uint64(bits.Reverse32(uint32(a[l])))
			}
		}
	case iDiv, iRem:
		if it != tU32 && it != tS32 && it != tU64 && it != tS64 {
			return false
		}
		b := &r[in.b]
		d := w.dst(in.d, mask)
		div := kind == iDiv
		for l := range d {
			d[l] = divRem(div, it, a[l], b[l])
		}
	default:
		return false
	}
	w.commit(in.d, mask)
	return true
}

// minMaxLanes is min or max of the lanes of a and b compared as T (the operand chosen whole, as
// intGeneric does).
func minMaxLanes[T int32 | uint32 | int64 | uint64](d, a, b *[32]uint64, isMin bool) {
	if isMin {
		for l := range d {
			x, y := a[l], b[l]
			if !(T(x) < T(y)) { // y on a tie, as intGeneric
				x = y
			}
			d[l] = x
		}
		return
	}
	for l := range d {
		x, y := a[l], b[l]
		if T(x) < T(y) {
			x = y
		}
		d[l] = x
	}
}

// bitFast runs in (bfe, bfi, lop3, prmt, shf) by its loop here, reporting whether it had one.
func (w *warp) bitFast(in *inst, mask uint32) bool {
	r := w.r
	a, b, c := &r[in.a], &r[in.b], &r[in.c]
	switch in.op {
	case opBfe:
		d := w.dst(in.d, mask)
		for l := range d {
			d[l] = bfeLane(a[l], b[l], c[l], in.aux)
		}
	case opBfi:
		d := w.dst(in.d, mask)
		n := &r[in.x[0]]
		nb := uint64(in.aux)
		for l := range d {
			d[l] = bfiLane(a[l], b[l], c[l]&fieldOperandMask(nb), n[l]&fieldOperandMask(nb), nb)
		}
	case opLop3:
		w.lop3Lanes(in, mask, a, b, c)
		return true
	case opPrmt:
		if in.aux != 0 {
			return false
		}
		d := w.dst(in.d, mask)
		for l := range d {
			d[l] = prmtLane(a[l], b[l], c[l])
		}
	case opShf:
		d := w.dst(in.d, mask)
		left, clamp := in.aux&1 != 0, in.aux&2 != 0
		for l := range d {
			n := uint32(c[l])
			if clamp {
				n = min(n, 32)
			} else {
				n &= 31
			}
			both := uint64(uint32(a[l])) | uint64(uint32(b[l]))<<32
			if left {
				d[l] = uint64(uint32((both << n) >> 32))
			} else {
				d[l] = uint64(uint32(both >> n))
			}
		}
	default:
		return false
	}
	w.commit(in.d, mask)
	return true
}

// bfeLane is bfe of type it in closed form: the field's bits that lie inside the type, then the
// sign bit (signed types, a non-empty field: the field's last bit inside the type) above them.
func bfeLane(x, y, z uint64, it uint32) uint64 {
	nb := uint64(itBits(it))
	msb := nb - 1
	pos, ln := y&fieldOperandMask(nb), z&fieldOperandMask(nb)
	var k uint64 // the field's bits inside the type
	if pos <= msb {
		k = min(ln, msb+1-pos)
	}
	field := uint64(1)<<k - 1 // all ones for k = 64
	v := x >> pos & field
	if it >= tS8 && ln != 0 && x>>min(pos+ln-1, msb)&1 != 0 {
		v |= (uint64(1)<<nb - 1) &^ field
	}
	return v
}

// fieldOperandMask is the bits of bfe's and bfi's position and length that count: the low 8 for
// 32 bits and less (PTX ISA), all 32 for 64 (ptxas's code: version 3's sweeps, where a 64-bit bfe
// or bfi of a position or length past 255 in a register took it as it is).
func fieldOperandMask(nb uint64) uint64 {
	if nb == 64 {
		return 0xffffffff
	}
	return 0xff
}

// bfiLane is bfi of nb bits in closed form: the low bits of x replace the field of y at pos, as
// far as it lies inside the type.
func bfiLane(x, y, pos, ln, nb uint64) uint64 {
	if pos >= nb {
		return y
	}
	m := (uint64(1)<<min(ln, nb-pos) - 1) << pos
	return y&^m | x<<pos&m
}

// prmtLane is prmt's default mode: each byte of the result from the selector's nibble, the
// nibble's top bit replicating that byte's sign.
func prmtLane(x, y, z uint64) uint64 {
	all := uint64(uint32(x)) | uint64(uint32(y))<<32
	var v uint64
	for i := range 4 {
		sel := z >> (4 * i)
		byt := all >> (8 * (sel & 7)) & 0xff
		if sel&8 != 0 {
			byt = -(byt >> 7) & 0xff
		}
		v |= byt << (8 * i)
	}
	return v
}

// lop3Lanes is lop3: the OR of the minterms its LUT selects, each a pass over the warp.
func (w *warp) lop3Lanes(in *inst, mask uint32, a, b, c *[32]uint64) {
	var acc [32]uint64
	lut := uint32(in.imm)
	for i := range 8 {
		if lut>>i&1 == 0 {
			continue
		}
		// The minterm's operands, each itself or its complement.
		fx, fy, fz := uint64(i>>2&1)-1, uint64(i>>1&1)-1, uint64(i&1)-1
		for l := range acc {
			acc[l] |= (a[l] ^ fx) & (b[l] ^ fy) & (c[l] ^ fz)
		}
	}
	d := w.dst(in.d, mask)
	*d = acc
	w.commit(in.d, mask)
}
