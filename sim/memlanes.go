package sim

import (
	"encoding/binary"
	"unsafe"
)

// ldQuick and stQuick run the lanes of a general ld or st (any width, vectors, any mask: the
// accesses memFull32 and the 32-bit lane loops do not take) whose bytes lie, aligned, in a global
// span or in the CTA's shared memory, in lane order, without access's resolution of each lane
// through its state space. They stop at the first other lane and return it and the lanes after
// it to ld's and st's loops, which fault where they must, so results and faults are those of the
// loops alone. A global access outside the warp's current span first looks for its allocation
// in the instruction's last span and the CTA's recent ones (quickGlobal). Strong accesses
// (memStrong) are taken too, with the loops' atomic load or store and the first lane's poll
// count; strong stores take st's loop. Checked launches (the sanitizer sees every access) and the
// portable engine take the loops.

// quickRegion is the memory the quick paths may take an access of total bytes at addr in space
// from, whole (the CTA's shared memory, or the global span holding addr), and the address of its
// first byte; nil when they may not take the access (misaligned, outside every region).
func (w *warp) quickRegion(space opcode, addr, total uint64) (uint64, []byte) {
	if addr&(total-1) != 0 {
		return 0, nil
	}
	sh := w.cta.ownShared()
	switch space {
	case opLdShared, opStShared:
		if addr < uint64(len(sh)) && uint64(len(sh))-addr >= total {
			return 0, sh
		}
	case opLdGlobal, opStGlobal:
		if off := addr - w.gbase; off < uint64(len(w.gmem)) && uint64(len(w.gmem))-off >= total {
			return w.gbase, w.gmem
		}
		return w.quickGlobal(addr, total)
	case opLdGeneric, opStGeneric:
		if off := addr - SharedWindow; off < uint64(len(sh)) && uint64(len(sh))-off >= total {
			return SharedWindow, sh
		}
		// Device allocations lie outside the windows (api.go), so a span holds no window address.
		if off := addr - w.gbase; off < uint64(len(w.gmem)) && uint64(len(w.gmem))-off >= total {
			return w.gbase, w.gmem
		}
		if addr-SharedWindow >= ParamWindow+WindowSize-SharedWindow { // not in a window: global
			return w.quickGlobal(addr, total)
		}
	}
	return 0, nil
}

// quickGlobal is quickRegion's global span for an access outside the warp's current span: the
// one this instruction used last (w.pcSpans, as memFull32Warp keeps them: a kernel that loads
// from one buffer and stores to another switches spans at every instruction), else the CTA's or
// the memory's (globalSlow); it becomes the warp's current span and the instruction's.
func (w *warp) quickGlobal(addr, total uint64) (uint64, []byte) {
	sp := &w.pcSpans[w.pc&(pcSpanSlots-1)]
	if off := addr - sp.base; off < uint64(len(sp.b)) && uint64(len(sp.b))-off >= total {
		w.gbase, w.gmem = sp.base, sp.b
		return sp.base, sp.b
	}
	if w.globalSlow(addr, total) == nil || addr-w.gbase >= uint64(len(w.gmem)) {
		return 0, nil // (a read-only span is not the warp's: warp.ro)
	}
	*sp, w.pcSpansSet = globalSpan{w.gbase, w.gmem}, true
	return w.gbase, w.gmem
}

// quickSpace reports whether the quick paths may take accesses of in in space.
func (w *warp) quickSpace(in *inst, space opcode) bool {
	switch space {
	case opLdShared, opStShared, opLdGlobal, opStGlobal, opLdGeneric, opStGeneric:
		return !enginePortable && w.cta.san == nil
	}
	return false
}

// ldQuick loads the lanes of mask that quickRegion takes and returns those left for ld's loop.
// The region of the last lane is kept: the next lane's bounds are one compare.
func (w *warp) ldQuick(in *inst, mask uint32, space opcode) uint32 {
	if !w.quickSpace(in, space) {
		return mask
	}
	size := uint64(in.aux & 0xff)
	signed := in.aux>>8&1 != 0
	vec := int(in.aux >> 12 & 0xf)
	total := size * uint64(vec)
	a := &w.r[in.a]
	imm := uint64(in.imm)
	var base uint64
	var region []byte
	if in.aux&memStrong != 0 && mask == fullMask {
		// A strong load of every lane (a volatile shared array's, scan's): each word with one
		// atomic load, and the first lane's poll, as the loop below.
		if b, stride := w.quickRun(space, a, imm, size); b != nil {
			addr := a[0] + imm
			d := &w.r[in.x[0]]
			// 32 consecutive words: one vector copy, as a weak load's (its aligned words are
			// read whole, as the atomic loads read them).
			if size != 4 || stride != 4 || signed || raceEnabled || !laneVector || !ld32Seq(d, a, unsafe.Pointer(unsafe.SliceData(b))) {
				for l := range d {
					d[l] = loadStrong(b[uint64(l)*stride:], size, signed)
				}
			}
			w.polled(addr, d[0], unsafe.Pointer(&b[0]), size)
			return 0
		}
	}
	if vec == 1 {
		// Strong loads too (scan's volatile shared array at a stride that wraps within the warp):
		// as the loop below, with the first lane's poll.
		strong := in.aux&memStrong != 0
		d := &w.r[in.x[0]]
		if mask == fullMask && !strong {
			if b, stride := w.quickRun(space, a, imm, size); b != nil {
				loadRun(d, b, stride, 0, size, signed)
				return 0
			}
		}
		for m := mask; m != 0; m &= m - 1 {
			l := firstLane(m)
			addr := a[l] + imm
			off := addr - base
			if off >= uint64(len(region)) || uint64(len(region))-off < size || addr&(size-1) != 0 {
				if base, region = w.quickRegion(space, addr, size); region == nil {
					return m
				}
				off = addr - base
			}
			if strong {
				v := loadStrong(region[off:off+size], size, signed)
				d[l] = v
				if m == mask {
					w.polled(addr, v, unsafe.Pointer(&region[off]), size)
				}
				continue
			}
			var v uint64
			switch size {
			case 1:
				v = uint64(region[off])
			case 2:
				v = uint64(binary.LittleEndian.Uint16(region[off:]))
			case 4:
				v = uint64(binary.LittleEndian.Uint32(region[off:]))
			default:
				v = binary.LittleEndian.Uint64(region[off:])
			}
			if signed {
				v = signExtend(v, size)
			}
			d[l] = v
		}
		return 0
	}
	var regs [len(in.x)]*[32]uint64 // the elements' registers
	for e := range vec {
		regs[e] = &w.r[in.x[e]]
	}
	dst := regs[:vec]
	if mask == fullMask && in.aux&memStrong == 0 {
		// Every address is read before a register is written (one may be the address register).
		if b, stride := w.quickRun(space, a, imm, total); b != nil {
			if in.aux&memWhole != 0 { // each lane's vector read at once, then taken apart (whole.go)
				var packed [512]byte
				loadWholeRun(&packed, b, stride, total)
				loadRuns(dst, packed[:32*total], total, size, signed)
				return 0
			}
			loadRuns(dst, b, stride, size, signed)
			return 0
		}
	}
	for m := mask; m != 0; m &= m - 1 {
		l := firstLane(m)
		addr := a[l] + imm
		off := addr - base
		if off >= uint64(len(region)) || uint64(len(region))-off < total || addr&(total-1) != 0 {
			if base, region = w.quickRegion(space, addr, total); region == nil {
				return m
			}
			off = addr - base
		}
		b := region[off : off+total : off+total]
		if in.aux&memStrong != 0 { // as ld's loop
			v := loadStrong(b, size, signed)
			w.r[in.x[0]][l] = v
			if m == mask {
				w.polled(addr, v, unsafe.Pointer(&b[0]), size)
			}
			continue
		}
		if in.aux&memWhole != 0 {
			w.ldLaneWhole(in, b, l)
			continue
		}
		if size == 4 && !signed { // v2 and v4 of 32 bits, the common vectors
			for e, d := range dst {
				d[l] = uint64(binary.LittleEndian.Uint32(b[4*e:]))
			}
			continue
		}
		for e, d := range dst {
			v := loadN(b[uint64(e)*size:], size)
			if signed {
				v = signExtend(v, size)
			}
			d[l] = v
		}
	}
	return 0
}

// stQuick makes the store of the lanes of mask when quickRegion takes every one of them, in
// store order (storeorder.go), and reports whether it did; else st's loop makes the whole store.
// A whole warp at one stride (quickRun) cannot store to one byte twice unless the stride is 0:
// it is copied at once. Otherwise lanes at rising, disjoint addresses are written as they are
// found; from the first other lane on, every lane is resolved and then all are written in store
// order. Where it gives up, st's loop writes the lanes it wrote again, with the same values, in
// store order (they lie below the first lane quickAt refused, so below any fault). Strong
// stores take st's loop (its atomic stores, in store order).
func (w *warp) stQuick(in *inst, mask uint32, space opcode) bool {
	if !w.quickSpace(in, space) || in.aux&memStrong != 0 {
		return false
	}
	whole := in.aux&memWhole != 0
	size := uint64(in.aux & 0xff)
	vec := int(in.aux >> 12 & 0xf)
	total := size * uint64(vec)
	a := &w.r[in.a]
	imm := uint64(in.imm)
	if mask == fullMask {
		if b, stride := w.quickRun(space, a, imm, total); b != nil && stride != 0 {
			if whole { // the lanes' vectors put together, then each written at once (whole.go)
				var packed [512]byte
				w.storeRuns(in, packed[:32*total], total)
				storeWholeRun(b, &packed, stride, total)
				return true
			}
			w.storeRuns(in, b, stride)
			return true
		}
	}
	m, next := mask, uint64(0) // next: the lowest address a lane after the last one may have
	for ; m != 0; m &= m - 1 {
		l := firstLane(m)
		addr := a[l] + imm
		if addr < next {
			break
		}
		b := w.quickAt(space, addr, total)
		if b == nil {
			return false
		}
		if whole {
			w.stLaneWhole(in, b, l)
		} else {
			for e := 0; e < vec; e++ { // stLaneBytes of a weak store, written out
				storeN(b[uint64(e)*size:], size, w.r[in.x[e]][l])
			}
		}
		next = addr + total
	}
	if m == 0 {
		return true
	}
	var at laneBytes
	for m := mask; m != 0; m &= m - 1 {
		l := firstLane(m)
		b := w.quickAt(space, a[l]+imm, total)
		if b == nil {
			return false
		}
		at[l] = unsafe.Pointer(unsafe.SliceData(b))
	}
	w.stWrite(in, mask, &at)
	return true
}

// loadRuns loads the 32 lanes of each element's register of dst from a whole-warp run (b and
// stride as quickRun's), elements of size bytes.
func loadRuns(dst []*[32]uint64, b []byte, stride, size uint64, signed bool) {
	if size == 4 && len(dst) == 4 && stride == 16 && !signed { // float4s, uint4s, one after another
		loadRunV4(dst[0], dst[1], dst[2], dst[3], (*[512]byte)(b))
		return
	}
	for e, d := range dst {
		loadRun(d, b, stride, uint64(e)*size, size, signed)
	}
}

// storeRuns stores the 32 lanes of each element of in (a general st) to a whole-warp run (b and
// stride as quickRun's, stride not 0).
func (w *warp) storeRuns(in *inst, b []byte, stride uint64) {
	size := uint64(in.aux & 0xff)
	vec := int(in.aux >> 12 & 0xf)
	if size == 4 && vec == 4 && stride == 16 {
		storeRunV4((*[512]byte)(b), &w.r[in.x[0]], &w.r[in.x[1]], &w.r[in.x[2]], &w.r[in.x[3]])
		return
	}
	for e := range vec {
		storeRun(b, &w.r[in.x[e]], stride, uint64(e)*size, size)
	}
}

// quickRun is the bytes that a full warp's access of total bytes a lane spans when its lanes'
// addresses (a[l]+imm) are evenly spaced, lane l's at the first lane's plus l*stride (a coalesced
// access: stride total; a structure's field: its size; one address for all: 0), aligned, and
// quickRegion takes them all: lane l's bytes begin at l*stride. Else nil.
func (w *warp) quickRun(space opcode, a *[32]uint64, imm, total uint64) (b []byte, stride uint64) {
	stride = a[1] - a[0]
	if stride >= 1<<32 || stride&(total-1) != 0 {
		return nil, 0
	}
	var diff uint64
	s2, s3, s4 := 2*stride, 3*stride, 4*stride
	for l, want := 0, a[0]; l < 32; l, want = l+4, want+s4 { // four lanes a step: independent compares
		diff |= (a[l] ^ want) | (a[l+1] ^ (want + stride)) | (a[l+2] ^ (want + s2)) | (a[l+3] ^ (want + s3))
	}
	if diff != 0 {
		return nil, 0
	}
	first := a[0] + imm
	base, region := w.quickRegion(space, first, total)
	n := 31*stride + total
	if off := first - base; region != nil && uint64(len(region))-off >= n {
		return region[off : off+n : off+n], stride
	}
	return nil, 0
}

// loadRun loads the 32 lanes of d from quickRun's b and stride, elements of size bytes at
// offset off of each lane's, sign-extended when signed. One loop per size, the extension after
// it: a switch over sizes in every lane cost as much as the loads (CUB's 64-bit shared loads at
// a stride of 7 items: docs/suite.md, "cub36").
func loadRun(d *[32]uint64, b []byte, stride, off, size uint64, signed bool) {
	switch {
	case size == 1 && stride == 1 && !signed:
		p := (*[32]byte)(b)
		for l := range d {
			d[l] = uint64(p[l])
		}
		return
	case size == 2 && stride == 2 && !signed:
		p := (*[64]byte)(b)
		for l := range d {
			d[l] = uint64(p[2*l]) | uint64(p[2*l+1])<<8
		}
		return
	case size == 1:
		for l := range d {
			d[l] = uint64(b[uint64(l)*stride+off])
		}
	case size == 2:
		for l := range d {
			d[l] = uint64(binary.LittleEndian.Uint16(b[uint64(l)*stride+off:]))
		}
	case size == 4:
		for l := range d {
			d[l] = uint64(binary.LittleEndian.Uint32(b[uint64(l)*stride+off:]))
		}
	default:
		for l := range d {
			d[l] = binary.LittleEndian.Uint64(b[uint64(l)*stride+off:])
		}
		return
	}
	if signed {
		s := (64 - 8*size) & 63 // (below 64: Go's shifts need no test of the count)
		for l := range d {
			d[l] = uint64(int64(d[l]<<s) >> s)
		}
	}
}

// storeRun stores the 32 lanes of v to quickRun's b and stride, elements of size bytes at offset
// off of each lane's, in lane order (where lanes overlap, the last one's bytes stay). One loop
// per size, as loadRun.
func storeRun(b []byte, v *[32]uint64, stride, off, size uint64) {
	switch {
	case size == 1 && stride == 1:
		p := (*[32]byte)(b)
		for l := range v {
			p[l] = byte(v[l])
		}
	case size == 2 && stride == 2:
		p := (*[64]byte)(b)
		for l := range v {
			p[2*l], p[2*l+1] = byte(v[l]), byte(v[l]>>8)
		}
	case size == 1:
		for l := range v {
			b[uint64(l)*stride+off] = byte(v[l])
		}
	case size == 2:
		for l := range v {
			binary.LittleEndian.PutUint16(b[uint64(l)*stride+off:], uint16(v[l]))
		}
	case size == 4:
		for l := range v {
			binary.LittleEndian.PutUint32(b[uint64(l)*stride+off:], uint32(v[l]))
		}
	default:
		for l := range v {
			binary.LittleEndian.PutUint64(b[uint64(l)*stride+off:], v[l])
		}
	}
}

// loadRunV4 loads 32 consecutive vectors of four 32-bit words from b into the lanes of d0-d3
// (quickRun's coalesced .v4.u32 load), lane by lane, each lane's words in order.
func loadRunV4(d0, d1, d2, d3 *[32]uint64, b *[512]byte) {
	for l := range 32 {
		q := (*[16]byte)(b[16*l:])
		d0[l] = uint64(binary.LittleEndian.Uint32(q[0:]))
		d1[l] = uint64(binary.LittleEndian.Uint32(q[4:]))
		d2[l] = uint64(binary.LittleEndian.Uint32(q[8:]))
		d3[l] = uint64(binary.LittleEndian.Uint32(q[12:]))
	}
}

// storeRunV4 stores the lanes of v0-v3 to 32 consecutive vectors of four 32-bit words in b.
func storeRunV4(b *[512]byte, v0, v1, v2, v3 *[32]uint64) {
	for l := range 32 {
		q := (*[16]byte)(b[16*l:])
		binary.LittleEndian.PutUint32(q[0:], uint32(v0[l]))
		binary.LittleEndian.PutUint32(q[4:], uint32(v1[l]))
		binary.LittleEndian.PutUint32(q[8:], uint32(v2[l]))
		binary.LittleEndian.PutUint32(q[12:], uint32(v3[l]))
	}
}

// quickAt is the bytes of an access of total bytes at addr in space when quickRegion takes it,
// else nil.
func (w *warp) quickAt(space opcode, addr, total uint64) []byte {
	base, region := w.quickRegion(space, addr, total)
	if region == nil {
		return nil
	}
	off := addr - base
	return region[off : off+total : off+total]
}
