package sim

import (
	"os"
	"slices"
	"unsafe"
)

// Narrow slots packed in compiled code (docs/engine-performance.md, lanes34b). Compiled code
// holds the narrow slots that only its segments name (packedSlots) as 32 lanes of 4 bytes in the
// slot's first 128 bytes: two cache lines a warp, not four, since every reader of a 32-bit
// register takes its low 32 bits alone (lanewidth.go; the tag lanecheck tests it). Go's readers
// (exec, the lane kernels, collectives, printf, the sanitizer) keep 8-byte lanes. So a warp says
// which form its slots are in (warp.packed), and the form changes where control crosses:
// pack before compiled code runs (straight, round, runCompiled), widen (zero-extending) where
// Go code takes over (exec's entry, runCompiled's return to exec, unpark, prepare). fillCTA and
// branchOver, which run between compiled turns of every warm CTA, work on the packed form
// themselves (a warp's whole set converted there cost reduce's CTAs more than the lines saved).
// Where all 32 lanes are at one pc, only the slots live there are converted (liveAt; red37).
// A packed slot stored once (storedonce.go) holds lane 0's word alone: widening materialises it
// (widenOnce), and packing needs nothing (a wide slot's word 0 is lane 0's low word).

// packNarrow turns the packing on; CUDASIM_NARROW=wide keeps every slot in 8-byte lanes (tests
// compare the two).
var packNarrow = os.Getenv("CUDASIM_NARROW") != "wide"

// pack puts w's narrow slots in the packed form compiled code reads, if they are not. A kernel
// that packs none keeps its warps wide: the flag's round trip at each of exec's compiled calls
// (packAll, then widenAll) cost the options row 15 % more instructions (red36).
func (w *warp) pack() {
	if w.toPack {
		w.packAll()
	}
}

// (Not inlined, so that pack is: straight calls it once a compiled call.)
//
//go:noinline
func (w *warp) packAll() {
	w.packList, w.onceList = w.k.packConv, w.k.onceList
	if !w.onceSound() {
		// round packs every warp of its CTA, some split or with some lanes ended: a slot
		// stored once may hold unequal lanes there (lane 0 ended before a later definition),
		// so all its words are packed, none stored once, until the warp packs whole (exec's
		// compiled calls: compiled code runs only whole warps; the warp goes there first).
		w.packList, w.onceList = w.k.packList, nil
	}
	packSlots(w.r, w.packList)
	w.packed, w.toPack = true, false
	w.scramblePacked() // (nothing but with the tag lanecheck)
}

// liveAt is the packed slots to convert where all 32 lanes of w are at pc, nothing pending
// (k.packLive): the others are dead there, no lane reads them before it writes them whole, so
// either form of their bytes will do until then (a lane's write gives the form of the moment).
// It keeps a cold CTA's crossings from converting reduce's 20 slots at each (red37).
func (w *warp) liveAt(pc int32) []int32 {
	if live := w.k.packLive; int(pc) < len(live) {
		return live[pc]
	}
	return w.k.packConv
}

// packWhole is pack for a warp whose 32 lanes are all at w.pc, nothing pending: only the slots
// live there are packed.
func (w *warp) packWhole() {
	if w.toPack {
		w.packLive()
	}
}

//go:noinline
func (w *warp) packLive() {
	w.packList, w.onceList = w.k.packConv, w.k.onceList
	list := w.liveAt(w.pc)
	packSlots(w.r, list)
	w.packed, w.toPack = true, false
	w.scrambleDead(list, w.onceAt(w.pc)) // (nothing but with the tag lanecheck)
	w.scramblePacked()
}

// widenWhole is widen where the warp runs its own kernel's code (exec's entry, its compiled
// calls and barriers): a whole warp (all 32 lanes active, so all at w.pc, nothing pending)
// widens only the slots live there. (prepare and unpark widen all: the warp's list may be an
// earlier kernel's, or its lanes elsewhere.)
func (w *warp) widenWhole() {
	if w.packed {
		w.widenLive()
	}
}

//go:noinline
func (w *warp) widenLive() {
	if w.active != fullMask || w.onceList == nil && w.k.onceList != nil { // (packAll's split warp)
		w.widenAll()
		return
	}
	list, once := w.liveAt(w.pc), w.onceAt(w.pc)
	widenSlots(w.r, list)
	widenOnce(w.r, once)
	w.packed, w.cta.allPacked, w.toPack = false, false, true
	w.scrambleDead(list, once) // (nothing but with the tag lanecheck)
}

// onceSound reports whether w's slots stored once may be held so (storedonce.go): all 32 lanes
// are active at w.pc, none ended, no group pending (a live slot uniform there is one value in
// all 32), or all ended (its next CTA reads only what the prologue made for all lanes, or
// what it writes first; its fills write lane 0's word alone).
func (w *warp) onceSound() bool {
	return (w.active == fullMask || w.active == 0) && len(w.stack) == 0 && len(w.parked) == 0 && len(w.suspended) == 0
}

// waitsPacked reports whether the instruction at w.pc is an unguarded bar.sync that the warp
// arrives at whole (arrivesWhole: it waits as a whole warp, no group parked) and that reads no
// packed slot (its id and count are constants' or wide slots): exec may arrive there with the
// warp packed.
func (w *warp) waitsPacked() bool {
	in := &w.cta.code[w.pc]
	list := w.k.packList
	return in.op == opBar && in.aux == 0 && in.guard < 0 && w.arrivesWhole(w.active) &&
		!slices.Contains(list, in.a) && (in.b < 0 || !slices.Contains(list, in.b))
}

// widen puts w's packed slots back in 8-byte lanes, if they are packed.
func (w *warp) widen() {
	if w.packed {
		w.widenAll()
	}
}

//go:noinline
func (w *warp) widenAll() {
	widenSlots(w.r, w.packList)
	widenOnce(w.r, w.onceList)
	w.packed, w.cta.allPacked = false, false
	w.toPack = len(w.k.packList) > 0 // (prepare's warp may hold an earlier kernel's list)
}

// packSlots packs each slot of list in place: lane l's low 4 bytes to bytes 4l-4l+3, from lane 0
// up (lane l's 8 bytes are read before anything is written over them).
func packSlots(r [][32]uint64, list []int32) {
	if len(list) == 0 {
		return
	}
	if laneVector {
		packSlotsAVX2(unsafe.SliceData(r), unsafe.SliceData(list), len(list))
		return
	}
	for _, s := range list {
		d := &r[s]
		p := (*[64]uint32)(unsafe.Pointer(d))
		for l := range 32 {
			p[l] = uint32(d[l])
		}
	}
}

// widenSlots widens each slot of list in place, zero-extending, from lane 31 down.
func widenSlots(r [][32]uint64, list []int32) {
	if len(list) == 0 {
		return
	}
	if laneVector {
		widenSlotsAVX2(unsafe.SliceData(r), unsafe.SliceData(list), len(list))
		return
	}
	for _, s := range list {
		d := &r[s]
		p := (*[64]uint32)(unsafe.Pointer(d))
		for l := 31; l >= 0; l-- {
			d[l] = uint64(p[l])
		}
	}
}

// packedLanes is slot d's 32 lanes of 4 bytes, as a packed slot holds them.
func packedLanes(d *[32]uint64) *[32]uint32 { return (*[32]uint32)(unsafe.Pointer(d)) }
