package sim

import "math/bits"

// Branches over short regions (docs/engine-performance.md, perf27): reduce's last lines,
// `if (t == 0) out[b] = v`, are a guarded branch that lanes 1-31 take over a few register
// instructions and a store that lane 0 runs. exec diverges there: the taken lanes wait on the
// stack, lane 0 runs the region alone (each member's partial-mask commit), reaches the target
// and resume merges the groups again; about a tenth of a reduce CTA's engine instructions.
//
// Where the region is only register instructions a whole warp computes with the lane kernels
// (runOp's kinds below the accesses) whose results no taken lane reads again (not live at the
// target: analyseLiveness), and 32-bit global and shared stores, a whole warp can run it
// without diverging: the members for all 32 lanes (what the taken lanes compute is dead), each
// store for the lanes that fall through alone, then the target with the whole warp. Each member
// counts as it would in the diverged group (one warp-instruction, a thread-instruction for each
// lane that falls through), and the budget and the pending groups must let the group run the
// whole region (else exec diverges as before). A store that faults leaves the warp as the
// diverged group would be at it. The region runs from a copy of the base code's (k.hot or
// k.code, whose pcs k.fast keeps: k.overs), so a run or pair that starts in it changes nothing.

// maxBranchOver bounds a region's length: a branch over more is not a short tail.
const maxBranchOver = 16

// planBranchOvers marks each guarded forward branch of fast that may run its region whole
// (above): x[0] is where k.overs holds a copy of the region, x[1] its length. base is fast's
// code before fusion; fast is made from base if it is nil and a branch is marked.
func (k *Kernel) planBranchOvers(base []inst, fast *[]inst, lazy *lazyLiveness) {
	k.overs = nil
	if !haveLaneVector {
		return // runALU's lane kernels compute the members
	}
	for pc := range base {
		in := &base[pc]
		n := int(in.imm) - pc - 1
		if in.op != opBra || in.guard < 0 || n < 1 || n > maxBranchOver || !overMembers(base[pc+1:pc+1+n]) {
			continue
		}
		live := lazy.get()
		if live == nil {
			return
		}
		if !deadAt(live, base[pc+1:pc+1+n], int(in.imm)) {
			continue
		}
		if *fast == nil {
			*fast = make([]inst, len(base))
			copy(*fast, base)
		}
		(*fast)[pc].x[0], (*fast)[pc].x[1] = int32(len(k.overs)), int32(n)
		for _, m := range base[pc+1 : pc+1+n] {
			m.x[2], m.x[3] = memberKind(&m), 0 // runALU's switch; interpreted
			k.overs = append(k.overs, m)
		}
	}
}

// overMembers reports whether every instruction of region is a register instruction of runALU
// or an unguarded 32-bit global or shared store.
func overMembers(region []inst) bool {
	for i := range region {
		in := &region[i]
		switch in.op {
		case opStGlobal32, opStShared32:
			if in.guard >= 0 {
				return false
			}
		default:
			if !runOp(in) || runKinds[in.op] >= firstAccessKind {
				return false
			}
		}
	}
	return true
}

// deadAt reports whether no register the region writes is live at pc.
func deadAt(live *liveRegs, region []inst, pc int) bool {
	for i := range region {
		slots, n, all := slotsWritten(&region[i])
		if all {
			return false
		}
		for _, s := range slots[:n] {
			if live.liveBefore(pc, s) {
				return false
			}
		}
	}
	return true
}

// split takes the guarded branch in where some active lanes take it (taken) and some do not:
// the whole warp runs its region (branchOver) where it may within room instructions and no
// pending group reconverges inside, else the lanes diverge. It returns the instructions of the
// region run and false at a fault.
func (w *warp) split(in *inst, taken uint32, room int64) (ran int, ok bool) {
	if w.mayRunOver(in, room) {
		return w.branchOver(in, taken)
	}
	w.diverge(in, taken)
	return 0, true
}

// mayRunOver reports whether the whole warp may run the region of the branch in (a split one)
// in room instructions: it has one (planBranchOvers), the warp is whole and no pending group
// reconverges inside.
func (w *warp) mayRunOver(in *inst, room int64) bool {
	over := in.x[1]
	return over > 0 && w.active == fullMask && int64(over) <= room && w.pc+1+over <= w.rpc
}

// branchOver runs the region of the branch in (planBranchOvers) where it splits a whole warp,
// taken the lanes that take it, and goes on at its target with the whole warp. It returns the
// instructions run, a faulting store's included, and false at a fault.
func (w *warp) branchOver(in *inst, taken uint32) (ran int, ok bool) {
	w.scrambleNarrow() // (nothing but with the tag lanecheck: lanewidth.go)
	region := w.cta.k.overs[in.x[0] : in.x[0]+in.x[1]]
	whole := w.active
	w.pc, w.active = w.pc+1, whole&^taken // the stores' lanes
	for ran < len(region) {
		m := &region[ran]
		// The packed slots the Go code below names, in 8-byte lanes while it runs (lanepack.go;
		// compiled stretches read them packed).
		var conv []int32
		var value *[32]uint64 // a store's value, where its lanes are read from a packed slot
		if w.packed && w.k.overWide != nil {
			oc := &w.k.overWide[int(in.x[0])+ran]
			if conv = oc.wide; conv != nil {
				widenSlots(w.r, conv)
				widenOnce(w.r, oc.once)
			}
			if oc.packedValue {
				value = new([32]uint64) // (on the stack: nothing keeps it)
				p := packedLanes(&w.r[m.b])
				for mask := w.active; mask != 0; mask &= mask - 1 {
					l := bits.TrailingZeros32(mask)
					value[l] = uint64(p[l])
				}
			}
		}
		if m.op == opStGlobal32 || m.op == opStShared32 {
			ran++
			if value == nil {
				value = &w.r[m.b]
			}
			if mask := w.memFull32(m, w.active); mask != 0 && !w.st32Lanes(m, mask, value) {
				if conv != nil {
					packSlots(w.r, conv)
				}
				// The warp as exec's diverged group leaves it (diverge): the taken lanes wait
				// at the target.
				w.stack = append(w.stack, stackEntry{pc: int32(in.imm), mask: taken})
				w.rpc = min(w.rpc, int32(in.imm))
				return ran, false
			}
			if conv != nil {
				packSlots(w.r, conv)
			}
			w.pc++
			continue
		}
		n := overStretch(region[ran:]) // compiled where two or more (compileRuns)
		w.runALU(region, ran, n, &w.r[m.d], 1)
		if conv != nil {
			packSlots(w.r, conv)
		}
		ran += n
		w.pc += int32(n)
	}
	// At the target, whole, as resume merges the two groups there (w.rpc, at or after the
	// target: mayRunOver, stays what it was).
	w.active = whole
	return ran, true
}

// overConv is what branchOver does with the packed slots that a member of k.overs it runs in
// Go names (overWideSlots): it widens those of wide around the member and packs them back
// after it; a store whose value is packed (packedValue) reads the value's lanes from the
// packed words, which leaves them as they are (reduce's last store: red37).
type overConv struct {
	wide        []int32
	once        []int32 // those of wide stored once (storedonce.go), materialised when widened
	packedValue bool
}

// overStretch is the number of register members region starts with (those before its first
// store).
func overStretch(region []inst) int {
	for i := range region {
		if op := region[i].op; op == opStGlobal32 || op == opStShared32 {
			return i
		}
	}
	return len(region)
}

// overThreads is the thread-instructions of ran members run by the lanes that did not take
// the branch.
func overThreads(ran int, taken uint32) uint64 {
	return uint64(ran) * uint64(bits.OnesCount32(fullMask&^taken))
}
