package sim

import (
	"math/bits"
	"slices"
)

// The launch-invariant prologue (docs/engine-performance.md, "Launch-invariant prologue").
//
// Most kernels open with instructions whose results are the same in every CTA of a launch for a
// given warp: ld.param of the kernel's parameters, %ntid, %tid, cvta of a parameter, arithmetic
// on those. A runner reuses its warps, and their register files, from one CTA to the next, so once
// a warp has computed such a value in a launch it still holds it in its next CTA: recomputing it
// is wasted work (in VecAdd, 9 of its 21 instructions).
//
// planHot finds them in the kernel's opening straight-line region and makes k.hot: k.code with
// that region reordered so that the invariant instructions come first (in their own order),
// followed by the region's other instructions (in theirs). A warp that has run a CTA of the launch
// starts its next CTA at pc hotSkip, after the invariant instructions, with their counts added as
// if it had executed them. Launches with checks (sanitizer) and the portable engine
// (CUDASIM_ENGINE=portable) run k.code unchanged, so TestConformanceBothPaths and FuzzPaths
// compare the two.
//
// Instruction counts (Stats, %clock, the instruction budget) are those of the reordered code: the
// same as k.code's except where lanes branch past an instruction that the reordering moved above
// the branch (vecadd's cvta's, in a warp whose threads are all past the end of the arrays): the
// reordered code executes it for them too.
//
// What makes it exact:
//   - an invariant instruction is unguarded, cannot fault, reads only the launch's constants
//     (kernel parameters inside the declared parameter buffer, %tid, %ntid, %nctaid, %laneid,
//     %warpid, constant and module-variable slots) or slots of earlier invariant instructions,
//     and its destination slot is written by no other instruction of the kernel;
//   - no earlier instruction of the region reads that slot (so moving the definition up changes
//     no value any instruction sees), and no branch targets the region (so every path into it
//     enters at its start, which the reordered copy keeps);
//   - the region's other instructions (ALU, f32 arithmetic, global and shared accesses, guarded
//     branches out of the region) keep their order, every pc outside the region is unchanged, so
//     branches and divergence order are the same, and a fault inside the region names the
//     instruction's pc in k.code (hotPC);
//   - an instruction that reads %clock ends the region (its count differs inside a reordered
//     region).
// A kernel with an instruction this analysis does not know (writesKnown) gets no prologue.
//
// The CTA's prologue (seventh pass): reads of %ctaid in the region, on the same terms as an
// invariant instruction but for their source, stand right after the invariant instructions, and a
// warm warp's registers get their values from cta.begin (fillCTA, a fill per read for the warp)
// instead of a dispatch each: vecadd's and reduce's `mov %r, %ctaid.x`, one of vecadd's ten
// dispatches a warp. Counts are unchanged: they are executed, in the reordered code's order.

// planHot sets k.hot and k.hotSkip (see above); nothing when the kernel has no invariant
// instruction to skip.
func (k *Kernel) planHot() {
	code := k.code
	if len(code) == 0 || len(k.funcs) == 0 {
		return
	}
	end := int(k.funcs[0].end)
	target := make([]bool, len(code)+1)
	for pc := range code {
		in := &code[pc]
		if !writesKnown(in) {
			return
		}
		switch in.op {
		case opBra, opBraUni, opCall:
			if t := in.imm; t >= 0 && t < int64(len(target)) {
				target[t] = true
			}
		case opBrx:
			for _, t := range k.tables[in.b] {
				if t >= 0 && int(t) < len(target) {
					target[t] = true
				}
			}
		}
	}
	if target[0] {
		return
	}
	for _, fi := range k.funcs {
		if fi.entry >= 0 && int(fi.entry) < len(target) {
			target[fi.entry] = true
		}
	}
	// The region: from pc 0 to the first instruction that may fault, has effects beyond its
	// destination, is a branch target or an unconditional jump.
	n := 0
	for n < end && n < maxHotRegion && (n == 0 || !target[n]) && hotRegionOp(&code[n]) {
		n++
	}
	if n == 0 {
		return
	}
	inv := make([]bool, n)
	writers := writersOf(k, code)
	li := make([]bool, k.nslots) // the slots holding launch-invariant values
	for _, cv := range k.consts {
		li[cv.slot] = true
	}
	for _, s := range k.syms {
		li[s.slot] = true
	}
	ninv := 0
	for pc := 0; pc < n; pc++ {
		in := &code[pc]
		reads, dsts, ok := k.invariantOp(in)
		if !ok {
			continue
		}
		for _, s := range reads {
			if !li[s] {
				ok = false
			}
		}
		for _, d := range dsts {
			if li[d] || !writers.onlyDef(d, pc) || readBefore(code[:pc], inv, d) {
				ok = false
			}
		}
		if !ok {
			continue
		}
		inv[pc] = true
		ninv++
		for _, d := range dsts {
			li[d] = true
		}
	}
	if ninv == 0 {
		return
	}
	// The CTA's prologue: reads of %ctaid whose slot has no other definition and that no earlier
	// instruction of the region reads move to just after the invariant instructions; a warm warp
	// has them filled by cta.begin, once per CTA, instead of dispatching them.
	moved := append([]bool(nil), inv...)
	ctaOf := make([]bool, n)
	ncta := 0
	for pc := 0; pc < n; pc++ {
		in := &code[pc]
		if inv[pc] || in.op != opSreg || in.guard >= 0 || in.aux < sregCtaidX || in.aux > sregCtaidZ {
			continue
		}
		if !writers.onlyDef(in.d, pc) || readBefore(code[:pc], moved, in.d) {
			continue
		}
		ctaOf[pc], moved[pc] = true, true
		ncta++
	}
	hot := make([]inst, len(code))
	copy(hot, code)
	orig := make([]int32, n)
	i := 0
	for _, class := range []func(pc int) bool{
		func(pc int) bool { return inv[pc] },
		func(pc int) bool { return ctaOf[pc] },
		func(pc int) bool { return !moved[pc] },
	} {
		for pc := 0; pc < n; pc++ {
			if class(pc) {
				hot[i], orig[i] = code[pc], int32(pc)
				i++
			}
		}
	}
	k.hot, k.hotSkip, k.hotCTA, k.hotPC = hot, int32(ninv), int32(ncta), orig
	k.ctaFills = nil
	for _, in := range hot[ninv : ninv+ncta] {
		k.ctaFills = append(k.ctaFills, ctaFill{slot: in.d, dim: int32(in.aux - sregCtaidX)})
	}
}

// ctaFill is one read of %ctaid in the CTA's prologue: slot gets %ctaid's dimension dim.
type ctaFill struct {
	slot int32
	dim  int32
}

// ctaFillAt is a ctaFill for one warp of a runner's CTA: the register and the warp's lanes
// (cta.prepare lists them).
type ctaFillAt struct {
	d     *[32]uint64
	exist uint32
	dim   int32
	// packed is the warp's flag where compiled code holds the slot packed (lanepack.go): the
	// fill writes the form the warp's slots are in.
	packed *bool
	// once: the slot is stored once where packed (storedonce.go), so a whole warp's fill
	// writes lane 0's word alone.
	once bool
}

// listFills lists c.fills, the fills of c's warps for the CTA's prologue (planHot), when c runs
// k.hot.
func (c *cta) listFills() {
	c.fills = c.fills[:0]
	if !c.hot {
		return
	}
	for _, f := range c.k.ctaFills {
		for _, w := range c.warps {
			at := ctaFillAt{d: &w.r[f.slot], exist: w.exist, dim: f.dim}
			if slices.Contains(c.k.packList, f.slot) {
				at.packed = &w.packed
				at.once = slices.Contains(c.k.onceList, f.slot)
			}
			c.fills = append(c.fills, at)
		}
	}
}

// fillCTA runs, for c's warps when they are warm (they ran a CTA of this launch), the CTA's
// prologue (planHot): k.hot[hotSkip:hotSkip+hotCTA], each a read of %ctaid, for each warp's lanes
// in exist, as the loop would. (From the list prepare made rather than from the instructions:
// decoding each read took about 60 instructions a warp, a third of a warm warp's set-up.)
func (c *cta) fillCTA() {
	// (One assembly call for the whole list saved about 25 instructions a warp, but vecadd's CTAs
	// took 2.4x the CPU time on the GPU host (cta14-b); a likely cause, not verified: its
	// non-VEX MOVQ into X0 while the upper halves of the YMM registers were dirty.)
	// (The list and the ids in locals: read through c, both were loaded again at each fill, the
	// call between them being opaque to the compiler.)
	fills, ctaid := c.fills, c.ctaid
	for i := range fills {
		f := &fills[i]
		v := uint64(ctaid[f.dim])
		if f.packed != nil && *f.packed {
			if f.once && f.exist == fullMask {
				packedLanes(f.d)[0] = uint32(v)
				scrambleStale(f.d) // (nothing but with the tag lanecheck)
				continue
			}
			if f.exist == fullMask && laneVector {
				lanesFillPackedAVX2(f.d, uint32(v))
				continue
			}
			p := packedLanes(f.d)
			for m := f.exist; m != 0; m &= m - 1 {
				p[bits.TrailingZeros32(m)] = uint32(v)
			}
			continue
		}
		if f.exist == fullMask && laneVector {
			lanesFillAVX2(f.d, v)
			continue
		}
		for m := f.exist; m != 0; m &= m - 1 {
			f.d[bits.TrailingZeros32(m)] = v
		}
	}
}

// origPC is the pc in k.code of the instruction at pc in the code the warp runs: faults name
// the instruction as the unordered code has it.
func (w *warp) origPC() int32 {
	if w.cta.hot && int(w.pc) < len(w.k.hotPC) {
		return w.k.hotPC[w.pc]
	}
	return w.pc
}

// maxHotRegion bounds the region, and so the analysis (each candidate scans the whole kernel
// for other definitions of its slot).
const maxHotRegion = 128

// hotRegionOp reports whether in may stand in the prologue region: its effects are writing its
// destination (a slot or a predicate), a global or shared access (which keep their order: only
// invariant instructions, which have no other effect, move), or it is a guarded branch.
func hotRegionOp(in *inst) bool {
	switch in.op {
	case opNop, opMov, opAdd, opSub, opMulLo, opMadLo, opAnd, opOr, opXor, opNot, opNeg, opShl,
		opShrU32, opShrS32, opShrU64, opShrS64, opMulWideS32, opMulWideU32, opCvtaToGen,
		opCvtaFromGen, opSetp, opSelp, opAddF32, opSubF32, opMulF32, opFmaF32,
		opLdGlobal, opLdGlobal32, opLdGlobal64, opStGlobal, opStGlobal32, opStGlobal64,
		opLdShared, opLdShared32, opStShared, opStShared32:
		return true
	case opSreg:
		return sregLaunchInvariant(in.aux) || in.aux == sregCtaidX || in.aux == sregCtaidY || in.aux == sregCtaidZ
	case opLdKParam:
		return true // in the declared buffer, which every launch provides (invariantOp checks)
	case opBra:
		return in.guard >= 0
	}
	return false
}

// sregLaunchInvariant reports whether special register which has the same value in every CTA of
// a launch, lane by lane, for a given warp.
func sregLaunchInvariant(which uint32) bool {
	switch which {
	case sregTidX, sregTidY, sregTidZ, sregNtidX, sregNtidY, sregNtidZ, sregNctaidX, sregNctaidY,
		sregNctaidZ, sregLaneid, sregWarpid:
		return true
	}
	return false
}

// invariantOp returns the slots in reads and writes when in computes a launch-invariant value
// from them (if they are launch-invariant), ok false otherwise.
func (k *Kernel) invariantOp(in *inst) (reads, dsts []int32, ok bool) {
	if in.guard >= 0 {
		return nil, nil, false
	}
	switch in.op {
	case opLdKParam:
		size, vec := int64(in.aux&0xff), int64(in.aux>>12&0xf)
		if vec < 1 || vec > 4 || in.imm < 0 || in.imm+vec*size > int64(k.paramSize) {
			return nil, nil, false // may fault: stays where it is
		}
		return nil, in.x[:vec], true
	case opSreg:
		if !sregLaunchInvariant(in.aux) {
			return nil, nil, false
		}
		return nil, []int32{in.d}, true
	case opMov, opCvtaToGen, opCvtaFromGen:
		return []int32{in.a}, []int32{in.d}, true
	case opAdd, opSub, opMulLo, opAnd, opOr, opXor, opShl, opShrU32, opShrS32, opShrU64, opShrS64,
		opMulWideS32, opMulWideU32:
		return []int32{in.a, in.b}, []int32{in.d}, true
	case opMadLo:
		return []int32{in.a, in.b, in.c}, []int32{in.d}, true
	}
	return nil, nil, false
}

// slotWriters counts the instructions of code that may write each register slot (writesSlot),
// for onlyDef: counted once, where each question scanned the code (a twentieth of a module's
// compile).
type slotWriters struct {
	code []inst
	n    []int32 // per slot: the instructions that name it among the slots they write
	any  int32   // the instructions that may write any slot
}

func writersOf(k *Kernel, code []inst) slotWriters {
	w := slotWriters{code: code, n: make([]int32, k.nslots)}
	for i := range code {
		slots, ns, all := distinctSlotsWritten(&code[i], k.nslots)
		if all {
			w.any++
			continue
		}
		for _, s := range slots[:ns] {
			w.n[s]++
		}
	}
	return w
}

// onlyDef reports whether the instruction at pc is the only one of the code that may write
// slot s.
func (w *slotWriters) onlyDef(s int32, pc int) bool {
	others := w.any
	if s >= 0 && int(s) < len(w.n) {
		others += w.n[s]
	}
	if writesSlot(&w.code[pc], s) {
		others--
	}
	return others == 0
}

// readBefore reports whether an instruction of code that is not invariant may read slot s:
// conservatively, any of its operand fields names s.
func readBefore(code []inst, inv []bool, s int32) bool {
	for pc := range code {
		if inv[pc] {
			continue
		}
		in := &code[pc]
		if in.a == s || in.b == s || in.c == s || in.x[0] == s || in.x[1] == s || in.x[2] == s || in.x[3] == s {
			return true
		}
	}
	return false
}

// writesKnown reports whether writesSlot is exact for in's opcode: the slots it writes are its
// d (and x for loads), or writesSlot answers true for every slot. An opcode not listed here
// (a new one included) gives its kernel no prologue.
func writesKnown(in *inst) bool {
	switch in.op {
	case opNop, opUnsupported, opMov, opMovPred, opPredFromReg, opRegFromPred, opSreg, opLocalAddr,
		opUnpack, opCvtaToGen, opCvtaFromGen, opIsspacep,
		opLdGlobal, opLdGlobal32, opLdGlobal64, opStGlobal, opStGlobal32, opStGlobal64,
		opLdShared, opLdShared32, opStShared, opStShared32, opLdLocal, opStLocal, opLdGeneric,
		opStGeneric, opLdKParam, opLdPVar, opStPVar, opAtom,
		opAdd, opSub, opMulLo, opMadLo, opNeg, opAnd, opOr, opXor, opNot, opShl, opSelp,
		opShrU32, opShrS32, opShrU64, opShrS64, opShrU16, opShrS16,
		opMulHiS32, opMulHiU32, opMulHiS64, opMulHiU64, opMulHiS16, opMulHiU16,
		opMulWideS32, opMulWideU32, opMulWideS16, opMulWideU16,
		opMadHiS32, opMadHiU32, opMadHiS64, opMadHiU64, opMadHiS16, opMadHiU16, opMadWideS32, opMadWideU32, opMadWideS16,
		opMadWideU16, opMul24Lo, opMad24Lo, opIntGeneric, opBfe, opBfi, opPrmt, opShf, opShfLWrap,
		opShfRWrap, opLop3,
		opSetp, opSet, opPredLogic, opSlct,
		opAddF32, opSubF32, opMulF32, opFmaF32, opDivF32, opSqrtF32, opNegF32, opF32,
		opAddF64, opSubF64, opMulF64, opFmaF64, opF64, opCvt, opCvtInt, opCvtPack, opCvtTF32, opTestp,
		opBra, opBraUni, opBrx, opCall, opRet, opExit, opTrap, opBrkpt, opBar, opBarWarp, opMembar,
		opShfl, opVote, opNanosleep, opTexture, opMatrix, opWgmmaGroup:
		return true
	}
	return false
}
