package sim

import "unsafe"

// ldQuick and stQuick run the lanes of a general ld or st (any width, vectors, any mask: the
// accesses memFull32 and the 32-bit lane loops do not take) whose bytes lie, aligned, in the
// warp's current global span or in the CTA's shared memory, in lane order, without access's
// resolution of each lane through its state space. ldQuick stops at the first other lane and
// returns it and the lanes after it to ld's loop; stQuick makes a whole store or leaves it to
// st's loop (its lanes are written in store order, storeorder.go). The loops fault
// where they must, so results and faults are those of the loops alone. Strong accesses, checked
// launches (the sanitizer sees every access) and the portable engine take the loops.

// quickAt is the bytes of an access of total bytes at addr in space when quickAt may take it,
// else nil.
func (w *warp) quickAt(space opcode, addr, total uint64) []byte {
	if addr&(total-1) != 0 {
		return nil
	}
	sh := w.cta.ownShared()
	switch space {
	case opLdShared, opStShared:
		if addr < uint64(len(sh)) && uint64(len(sh))-addr >= total {
			return sh[addr : addr+total : addr+total]
		}
	case opLdGlobal, opStGlobal:
		if off := addr - w.gbase; off < uint64(len(w.gmem)) && uint64(len(w.gmem))-off >= total {
			return w.gmem[off : off+total : off+total]
		}
	case opLdGeneric, opStGeneric:
		if off := addr - SharedWindow; off < uint64(len(sh)) && uint64(len(sh))-off >= total {
			return sh[off : off+total : off+total]
		}
		// Device allocations lie outside the windows (api.go), so a span holds no window address.
		if off := addr - w.gbase; off < uint64(len(w.gmem)) && uint64(len(w.gmem))-off >= total {
			return w.gmem[off : off+total : off+total]
		}
	}
	return nil
}

// quickSpace reports whether quickAt may take accesses of in in space.
func (w *warp) quickSpace(in *inst, space opcode) bool {
	switch space {
	case opLdShared, opStShared, opLdGlobal, opStGlobal, opLdGeneric, opStGeneric:
		return !enginePortable && w.cta.san == nil && in.aux&memStrong == 0
	}
	return false
}

// ldQuick loads the lanes of mask that quickAt takes and returns those left for ld's loop.
func (w *warp) ldQuick(in *inst, mask uint32, space opcode) uint32 {
	if !w.quickSpace(in, space) {
		return mask
	}
	size := uint64(in.aux & 0xff)
	signed := in.aux>>8&1 != 0
	vec := int(in.aux >> 12 & 0xf)
	total := size * uint64(vec)
	a := &w.r[in.a]
	for m := mask; m != 0; m &= m - 1 {
		l := firstLane(m)
		b := w.quickAt(space, a[l]+uint64(in.imm), total)
		if b == nil {
			return m
		}
		for e := 0; e < vec; e++ {
			v := loadN(b[uint64(e)*size:], size)
			if signed {
				v = signExtend(v, size)
			}
			w.r[in.x[e]][l] = v
		}
	}
	return 0
}

// stQuick makes the store of the lanes of mask when quickAt takes every one of them, in store
// order, and reports whether it did; else st's loop makes the whole store. Lanes at rising,
// disjoint addresses (a copy's) cannot store to one byte, so while they are, each is written as it
// is found; from the first other lane on, every lane is resolved and then all are written in
// store order. Where it gives up, st's loop writes the lanes it wrote again, with the same
// values, in store order (they lie below the first lane quickAt refused, so below any fault).
func (w *warp) stQuick(in *inst, mask uint32, space opcode) bool {
	if !w.quickSpace(in, space) {
		return false
	}
	size := uint64(in.aux & 0xff)
	vec := int(in.aux >> 12 & 0xf)
	total := size * uint64(vec)
	a := &w.r[in.a]
	m, next := mask, uint64(0) // next: the lowest address a lane after the last one may have
	for ; m != 0; m &= m - 1 {
		l := firstLane(m)
		addr := a[l] + uint64(in.imm)
		if addr < next {
			break
		}
		b := w.quickAt(space, addr, total)
		if b == nil {
			return false
		}
		for e := 0; e < vec; e++ { // stLaneBytes of a weak store, written out
			storeN(b[uint64(e)*size:], size, w.r[in.x[e]][l])
		}
		next = addr + total
	}
	if m == 0 {
		return true
	}
	var at laneBytes
	for m := mask; m != 0; m &= m - 1 {
		l := firstLane(m)
		b := w.quickAt(space, a[l]+uint64(in.imm), total)
		if b == nil {
			return false
		}
		at[l] = unsafe.Pointer(unsafe.SliceData(b))
	}
	w.stWrite(in, mask, &at)
	return true
}
