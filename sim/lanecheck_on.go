//go:build lanecheck

package sim

import (
	"slices"
	"sync"
)

// scrambleUpper overwrites the upper 32 bits of every lane of the narrow slots (lanewidth.go)
// that in names, or of all of them where in may read any slot (a call, a texture, a matrix
// instruction), with bits that depend on the slot and the lane, the sign bit set: a reader that
// takes a narrow slot's 64 bits where it should take its low 32 then computes something else,
// and a test that compares the kernel's results with the real driver's or another path's fails.
// exec calls it before each instruction, so with CUDASIM_ENGINE=portable (every instruction
// through exec) it covers every reader; on the fast paths it covers what exec dispatches and the
// operands of the runs it calls, and scrambleNarrow what compiled code reads where straight and
// round call it (not values made inside a run, or in a round's later turns).
func (w *warp) scrambleUpper(in *inst) {
	widths := widthsFor(w)
	if len(widths) == 0 {
		return
	}
	if _, _, all := slotsWritten(in); all {
		w.scrambleNarrow()
		return
	}
	members := []inst{*in}
	if in.op == opRun {
		members = w.cta.code[w.pc : int(w.pc)+int(in.x[1])]
	}
	for i := range members {
		m := &members[i]
		for _, s := range [...]int32{m.d, m.d2, m.a, m.b, m.c, m.x[0], m.x[1], m.x[2], m.x[3]} {
			w.scrambleSlot(widths, s)
		}
	}
}

const laneCheck = true

// widthsMade holds widthsOf's answers by kernel and code (the fast code's are made when asked).
var widthsMade sync.Map

func widthsFor(w *warp) slotWidths {
	type key struct {
		k    *Kernel
		code *inst
	}
	code := w.cta.code
	if len(code) == 0 {
		return nil
	}
	kc := key{w.k, &code[0]}
	if v, ok := widthsMade.Load(kc); ok {
		return v.(slotWidths)
	}
	v := w.k.widthsOf(code)
	widthsMade.Store(kc, v)
	return v
}

// scrambleNarrow scrambles every narrow slot of w, as scrambleUpper does those it names.
// Where w's slots are packed (lanepack.go), the packed ones are scrambled as scramblePacked does.
func (w *warp) scrambleNarrow() {
	widths := widthsFor(w)
	for s := range w.r {
		if w.packed && (slices.Contains(w.packList, int32(s)) || slices.Contains(w.onceList, int32(s))) {
			continue
		}
		w.scrambleSlot(widths, int32(s))
	}
	w.scramblePacked()
}

// scramblePacked overwrites the second half of each packed slot (its bytes 128-255, what
// lanes 16-31 held in 8-byte lanes), which compiled code must not read, nor count on keeping:
// reading a packed slot as 8-byte lanes then computes something else.
func (w *warp) scramblePacked() {
	if !w.packed {
		return
	}
	for _, s := range w.packList {
		lanes := &w.r[s]
		for l := 16; l < 32; l++ {
			lanes[l] = uint64(uint32(s)*0x9e3779b1^uint32(l)*0x85ebca6b|1<<31) * 0x100000001
		}
	}
	// A slot stored once (storedonce.go) holds lane 0's word alone: a reader of another lane's
	// word, or a conversion that does not materialise it, then computes something else.
	for _, s := range w.onceList {
		lanes := &w.r[s]
		for l := 16; l < 32; l++ {
			lanes[l] = uint64(uint32(s)*0x9e3779b1^uint32(l)*0x85ebca6b|1<<31) * 0x100000001
		}
		scrambleStale(lanes)
	}
}

// scrambleStale overwrites words 1-31 of a packed slot stored once.
func scrambleStale(d *[32]uint64) {
	p := packedLanes(d)
	for l := 1; l < 32; l++ {
		p[l] = uint32(l)*0x165667b1 ^ p[0]*0x27d4eb2f | 1<<31
	}
}

func (w *warp) scrambleSlot(widths slotWidths, s int32) {
	if int(s) >= len(w.r) || !widths.narrow(s) {
		return
	}
	lanes := &w.r[s]
	for l := range lanes {
		upper := uint32(s)*0x9e3779b1 ^ uint32(l)*0x85ebca6b | 1<<31
		lanes[l] = lanes[l]&0xffffffff | uint64(upper)<<32
	}
}

// scrambleDead overwrites every lane of each packed slot that a whole warp's conversion left
// out (converted: liveAt's list; once: onceAt's), whole: a slot liveness calls dead there that
// some reader took before writing it would then hold something else, in either form (red37).
func (w *warp) scrambleDead(converted, once []int32) {
	for _, s := range w.k.packList {
		if slices.Contains(converted, s) || slices.Contains(once, s) {
			continue
		}
		lanes := &w.r[s]
		for l := range lanes {
			lanes[l] = uint64(uint32(s)*0x85ebca6b^uint32(l)*0x9e3779b1|1<<30) * 0x100000001
		}
	}
}
