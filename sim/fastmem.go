package sim

import "unsafe"

// Full-warp fast paths for the 32-bit global and shared accesses (docs/engine-performance.md):
// lanes whose addresses are aligned and inside the CTA's shared memory, or inside the global
// allocation the warp last touched, are accessed without per-lane slicing; 32 consecutive words
// are one vector copy (fastmem_amd64.s). The first other lane (a fault, another allocation,
// another CTA's shared memory) and those after it go to the caller's per-lane loop, faults and
// their order included; for a store, all its lanes do (they are written in store order,
// storeorder.go). They read host memory as little-endian words, so they run only with
// the lane kernels (laneVector: amd64 with AVX2, not portable).

// memFull32 runs the lanes of a full-warp 32-bit global or shared load, in lane order, while
// their addresses are aligned and inside the region, or a store when all of them are (written
// in store order, storeorder.go); it returns the lanes left for the caller's per-lane loop (0
// when all are done). Stopping at the first other lane keeps the per-lane loop's results and
// fault order, even when a load's destination is its address register.
//
// The test is apart from the work so that it inlines: a partly active warp, or the portable
// engine, pays no call.
func (w *warp) memFull32(in *inst, mask uint32) uint32 {
	if mask != fullMask || !laneVector {
		return mask
	}
	return w.memFull32Warp(in)
}

// shareSpan gives the CTA's other warps the span w's instruction found (memFull32Warp) as
// theirs for the instruction where they have none or the one just before it: they stream
// through memory with it, so each would find it too, one at a time, leaving its compiled run
// for exec there (reduce's warps at each 64 KiB page of its input: the CTA's later turns went
// through exec's barriers; turns38). Not where a warp's span is elsewhere: warps that each read
// their own would take each other's. A span is a cache of memory the warp may reach, checked at
// each use; a checked launch keeps each warp's own (it forgets them at each CTA).
func (w *warp) shareSpan(sp globalSpan) {
	c := w.cta
	if c.checked {
		return
	}
	slot := w.pc & (pcSpanSlots - 1)
	for _, v := range c.warps {
		if o := &v.pcSpans[slot]; len(o.b) == 0 || o.base+uint64(len(o.b)) == sp.base {
			*o, v.pcSpansSet = sp, true
		}
	}
}

// memFull32Warp is memFull32's work, for a full warp with the lane kernels.
func (w *warp) memFull32Warp(in *inst) uint32 {
	mask := uint32(fullMask)
	a := &w.r[in.a]
	var base uint64
	var mem []byte
	switch in.op {
	case opLdShared32, opStShared32:
		mem = w.cta.ownShared()
	default:
		// The allocation this instruction used last first (kernels read several: vecadd's
		// two loads and its store each keep their own, and the hit writes nothing), then the
		// warp's, the CTA's spans or the memory's; it becomes the instruction's.
		sp := &w.pcSpans[w.pc&(pcSpanSlots-1)]
		if addr := a[0] + uint64(in.imm); addr-sp.base >= uint64(len(sp.b)) {
			if addr-w.gbase < uint64(len(w.gmem)) || w.globalSlow(addr, 4) != nil {
				*sp, w.pcSpansSet = globalSpan{w.gbase, w.gmem}, true
				w.shareSpan(*sp)
			}
		}
		base, mem = sp.base, sp.b
	}
	if len(mem) < 4 {
		return mask
	}
	p := unsafe.Pointer(unsafe.SliceData(mem))
	off := uint64(in.imm) - base // a lane's offset in mem is a[l]+off
	last := uint64(len(mem)) - 4
	if o0 := a[0] + off; !raceEnabled && len(mem) >= 128 && o0 <= uint64(len(mem))-128 && o0&3 == 0 {
		// Coalesced: 32 consecutive words, one vector copy when the lanes are a[0]+4l.
		var done bool
		if in.op == opLdShared32 || in.op == opLdGlobal32 {
			done = ld32Seq(&w.r[in.d], a, unsafe.Add(p, o0))
		} else {
			done = st32Seq(&w.r[in.b], a, unsafe.Add(p, o0))
		}
		if done {
			return 0
		}
	}
	if in.op == opLdShared32 && !raceEnabled && ld32Halves(&w.r[in.d], a, p, off, last) {
		return 0 // a tile's row or column read by half-warps (sgemm's)
	}
	l := 0
	switch in.op {
	case opLdShared32, opLdGlobal32:
		d := &w.r[in.d]
		if o := a[0] + off; !raceEnabled && a[1] == a[0] && o <= last && o&3 == 0 && ld32Same(d, a, unsafe.Add(p, o)) {
			return 0 // one word for every lane (a parameter's pointee: simpleStreams' *factor)
		}
		for ; l < 32; l++ {
			o := a[l] + off
			if o > last || o&3 != 0 {
				break
			}
			d[l] = uint64(*(*uint32)(unsafe.Add(p, o)))
		}
	default:
		// Lanes at rising addresses cannot store to one word: each is written as it is checked.
		// From the first other lane on, every lane is checked, then all are written from lane 31
		// down (store32Pass: of lanes storing to one word, the lowest one's value stays). Where a
		// lane fails the check, the per-lane loop makes the whole store (writing the lanes below
		// it again, with the same values, in store order).
		v := &w.r[in.b]
		next := uint64(0) // the lowest offset the next lane may have
		for ; l < 32; l++ {
			o := a[l] + off
			if o > last || o&3 != 0 {
				return mask
			}
			if o < next {
				break
			}
			*(*uint32)(unsafe.Add(p, o)) = uint32(v[l])
			next = o + 4
		}
		if l == 32 {
			return 0
		}
		for ; l < 32; l++ {
			if o := a[l] + off; o > last || o&3 != 0 {
				return mask
			}
		}
		for l := 31; l >= 0; l-- {
			*(*uint32)(unsafe.Add(p, a[l]+off)) = uint32(v[l])
		}
		return 0
	}
	return mask &^ (1<<l - 1)
}
