package sim

// Register widths (docs/engine-performance.md, lanes34): the step before 32-bit register lanes.
// A slot is narrow where every register it holds is declared with a type of 32 bits or fewer
// (.b32, .u16, .f32, .f16x2 and the like); every other slot (64-bit and .b128 registers, the
// compiler's own temporaries, constants, parameters) is wide. The engine still stores every slot
// as 32 lanes of 8 bytes: a narrow slot's upper 32 bits a lane are whatever its writer left
// (add.u32 is a 64-bit add), and every reader of a 32-bit register is meant to read its low bits
// alone. The build tag lanecheck (lanecheck_on.go) tests that: exec overwrites the upper halves
// of the narrow slots an instruction names before it runs, so that a reader of them that is not
// width-aware changes what the kernel computes. Where that holds, a narrow slot can be stored
// as 32 lanes of 4 bytes (two cache lines, not four) without changing any reader's result.

// slotWidths has bit s set where slot s is narrow.
type slotWidths []uint64

// narrow reports whether slot s is narrow.
func (n slotWidths) narrow(s int32) bool {
	return s >= 0 && int(s)/64 < len(n) && n[s/64]&(1<<(s%64)) != 0
}

// markNarrow records slots lo to lo+count-1 as narrow.
func (n *slotWidths) markNarrow(lo, count int32) {
	for s := lo; s < lo+count; s++ {
		for int(s)/64 >= len(*n) {
			*n = append(*n, 0)
		}
		(*n)[s/64] |= 1 << (s % 64)
	}
}

// markWide records slot s as wide.
func (n slotWidths) markWide(s int32) {
	if n.narrow(s) {
		n[s/64] &^= 1 << (s % 64)
	}
}

// renamed is the widths of the slots of code renamed by to (coalesceSlots): a shared slot is
// narrow only where every slot renamed onto it was. (The renaming's classes do not keep widths
// apart yet: a slot shared by a 32-bit and a 64-bit register is wide.)
func (n slotWidths) renamed(to []int32) slotWidths {
	r := make(slotWidths, (len(to)+63)/64)
	wide := make(slotWidths, len(r))
	for s, t := range to {
		if n.narrow(int32(s)) {
			r[t/64] |= 1 << (t % 64)
		} else {
			wide[t/64] |= 1 << (t % 64)
		}
	}
	for i := range r {
		r[i] &^= wide[i]
	}
	return r
}

// count is the number of narrow slots.
func (n slotWidths) count() int {
	c := 0
	for s := range len(n) * 64 {
		if n.narrow(int32(s)) {
			c++
		}
	}
	return c
}

// narrowType reports whether a register of PTX type t fits a 32-bit lane.
func narrowType(t string) bool {
	size := typeSize(t)
	return size > 0 && size <= 4
}

// widthsOf is the widths of code's slots: k.widths (k.code and k.hot share their slots), renamed
// where code is k.fast and the renaming changed its slots. (Made when asked: nothing but the
// lanecheck build reads the fast code's widths yet.)
func (k *Kernel) widthsOf(code []inst) slotWidths {
	if len(code) > 0 && len(k.fast) > 0 && &code[0] == &k.fast[0] {
		return k.fastWidths()
	}
	return k.widths
}

// fastWidths is the widths of the fast code's slots (renamed where coalesceSlots renamed them;
// planFuse's compile asks before it sets k.fast).
func (k *Kernel) fastWidths() slotWidths {
	if k.renaming != nil {
		return k.widths.renamed(k.renaming)
	}
	return k.widths
}
