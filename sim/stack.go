package sim

import "cudasim/sim/ptx"

// The per-thread stack beyond the static frames: alloca, stacksave and stackrestore (PTX 7.3;
// nvcc emits them for alloca() and variable-length arrays in device code).
//
// A warp's call frames are laid out one above the other in each lane's local memory from
// w.frameBase (warp.go, call). A lane's dynamic allocations in the current function lie above
// that function's static frame: w.dyn[l] bytes of them, so the lane's stack pointer is the
// local address w.frameBase + w.curFn.frame + w.dyn[l]. A call puts the callee's frame above
// every lane's allocations and saves the lanes' dyn when any is in use (frame.dynSaved); a
// return restores them, which frees what the callee allocated, as on the GPU.

// stackOp lowers alloca.type d, size{, align}; stacksave.type d; stackrestore.type a.
func (c *compiler) stackOp(in *ptx.Instr, g inst, m mods) {
	ty := m.typ()
	if ty != "u32" && ty != "u64" {
		c.failf("%s needs .u32 or .u64", in.Opcode)
	}
	ops := in.Operands
	switch in.Opcode {
	case "alloca":
		if len(ops) != 2 && len(ops) != 3 {
			c.failf("alloca expects 2 or 3 operands, has %d", len(ops))
		}
		g.op = opAlloca
		g.imm = 8 // PTX: the minimum guaranteed alignment
		if len(ops) == 3 {
			a := ops[2]
			if a.Kind != ptx.OpdInt || a.Int <= 0 || a.Int&(a.Int-1) != 0 || a.Int > 1<<23 {
				c.failf("alloca: the alignment must be an immediate power of 2 up to 2^23")
			}
			g.imm = max(a.Int, 8)
		}
		g.a = c.src(ops[1], ty)
		g.d = c.dst(ops[0])
	case "stacksave":
		c.nops(in, 1)
		g.op = opStackSave
		g.d = c.dst(ops[0])
	case "stackrestore":
		c.nops(in, 1)
		g.op = opStackRestore
		g.a = c.src(ops[0], ty)
	}
	c.emit(g)
}

// stackTop is lane l's stack pointer: a local address.
func (w *warp) stackTop(l int) uint64 {
	return w.frameBase + uint64(w.curFn.frame) + w.dyn[l]
}

// alloca gives each lane in mask in.a bytes (its register) aligned to in.imm above its stack
// pointer, and their local address in in.d. Past the stack limit it faults as a call that
// overflows does (an illegal address).
func (w *warp) alloca(in *inst, mask uint32) bool {
	size, align := &w.r[in.a], uint64(in.imm)
	base := w.frameBase + uint64(w.curFn.frame)
	d := w.dst(in.d, mask)
	need := uint64(0)
	for m := mask; m != 0; m &= m - 1 {
		l := firstLane(m)
		p := (w.stackTop(l) + align - 1) &^ (align - 1)
		end := p + size[l]
		if size[l] > w.stackMax || end > w.stackMax {
			w.faultf(w.k.stackFault, l, 0, "stack overflow: alloca of %d bytes needs %d bytes of local memory, the limit is %d", size[l], end, w.stackMax)
			return false
		}
		w.dyn[l] = end - base
		d[l] = p
		need = max(need, end)
	}
	if mask != fullMask {
		w.commitPartial(in.d, mask)
	}
	w.dynUsed = true
	w.growLocal(need)
	return true
}

// stackSave sets in.d to each lane's stack pointer.
func (w *warp) stackSave(in *inst, mask uint32) {
	d := w.dst(in.d, mask)
	for m := mask; m != 0; m &= m - 1 {
		l := firstLane(m)
		d[l] = w.stackTop(l)
	}
	if mask != fullMask {
		w.commitPartial(in.d, mask)
	}
}

// stackRestore sets each lane's stack pointer to its in.a (a value stacksave gave), within the
// current function's part of the stack.
func (w *warp) stackRestore(in *inst, mask uint32) {
	a := &w.r[in.a]
	base := w.frameBase + uint64(w.curFn.frame)
	for m := mask; m != 0; m &= m - 1 {
		l := firstLane(m)
		if v := a[l]; v > base && v <= w.stackMax {
			w.dyn[l] = v - base
		} else {
			w.dyn[l] = 0
		}
	}
	w.dynUsed = true
}

// dynFrame is the bytes a call adds below its callee's frame for the caller's allocations: the
// largest lane's, rounded up to 16. When lanes have allocations it saves them on w.saves and
// clears those of the calling lanes (the callee starts with none).
func (w *warp) dynFrame(f *frame, mask uint32) uint64 {
	if !w.dynUsed {
		return 0
	}
	top := uint64(0)
	for _, v := range w.dyn {
		top = max(top, v)
	}
	if top == 0 {
		w.dynUsed = false
		return 0
	}
	f.dynSaved, f.dynOff = true, len(w.saves)
	w.saves = append(w.saves, w.dyn[:]...)
	for m := mask; m != 0; m &= m - 1 {
		w.dyn[firstLane(m)] = 0
	}
	return (top + 15) &^ 15
}

// dynReturn gives the lanes returning from frame f their allocations from before the call.
func (w *warp) dynReturn(f *frame) {
	switch {
	case f.dynSaved:
		saved := w.saves[f.dynOff : f.dynOff+32]
		for m := f.retMask; m != 0; m &= m - 1 {
			l := firstLane(m)
			w.dyn[l] = saved[l]
		}
		w.saves = w.saves[:f.dynOff]
		w.dynUsed = true
	case w.dynUsed:
		for m := f.retMask; m != 0; m &= m - 1 {
			w.dyn[firstLane(m)] = 0
		}
	}
}
