package sim

import "math/bits"

// Superinstructions (docs/engine-performance.md, fourth pass): pairs of instructions that the
// fast engine runs in one dispatch of its loop.
//
// A pair is marked on its first instruction only; the second keeps its pc and its own
// instruction, so a branch to it, a warp that must reconverge before it (w.rpc), and a time
// slice that ends between the two run it alone, as the unfused loop would. The first
// instruction's case runs the second only where the loop would run it next: the slice has room
// for it and no pending group reconverges at its pc. Both count as the loop counts them (a warp-
// instruction each, their own masks' thread-instructions), so Stats, %clock and the budget are
// the same. The portable engine and checked launches run k.code, which has no superinstruction;
// TestConformanceBothPaths and FuzzPaths compare the two.
//
// The pairs:
//   - opSetpBra: a setp followed by a guarded branch (every loop's back edge and bound check).
//   - opAddMem: an unguarded add followed by an unguarded 32-bit global or shared load or store
//     (an address and its access: a[i] with i computed, s[t + stride]); a whole warp runs the
//     access's coalesced path in the add's dispatch.
//
//   - opRun: a run of two or more unguarded instructions that a whole warp computes with the lane
//     kernels alone (runALU: integer and f32 add, sub, mul, mad, mul.wide, logic, shifts,
//     rotates, mov, cvta), where no other superinstruction starts; a whole warp runs them one
//     after the other without the loop's per-instruction work (fetch, guard, mask, counters,
//     reconvergence test, the switch). The rules are a pair's: the slice must have room for the
//     whole run and no pending group may reconverge inside it, else the first instruction runs
//     alone (runALU of one, with the partial mask's commit).
//
// Decoded forms (fast code only, same operands and results):
//   - opMadLoUni: a mad.lo whose factors are warp-uniform (uniform.go): one product, added to
//     every lane's c with the lane kernel of cvta.
//   - opSetpInt (opSetpIntBra when followed by a guarded branch): a setp on s32/u32/s64/u64
//     without a boolean combination; imm says which lane kernel computes it (setpIntCode).

// planFuse sets k.fast, the code the fast engine runs: k.hot (or k.code) with its pairs marked;
// nil when the kernel has none.
func (k *Kernel) planFuse() {
	base := k.code
	if k.hot != nil {
		base = k.hot
	}
	var fast []inst
	live := &lazyLiveness{k: k}
	k.renaming = nil // (coalesceSlots sets it where it renames)
	if renamed, l, ok := k.coalesceSlots(base); ok {
		base = renamed // the fast code's own slots (coalesce.go)
		fast = make([]inst, len(base))
		copy(fast, base)
		live.l, live.done = l, true // (the renaming's analysis, renamed)
	}
	live.code = base
	mark := func(pc int, op opcode) {
		if fast == nil {
			fast = make([]inst, len(base))
			copy(fast, base)
		}
		fast[pc].op = op
	}
	var uni *uniformity
	if uniformValues {
		uni = k.analyseUniform(base)
	}
	for pc := range base {
		in := &base[pc]
		if in.op == opAdd && in.guard < 0 && pc+1 < len(base) && base[pc+1].guard < 0 {
			switch base[pc+1].op {
			case opLdGlobal32, opStGlobal32, opLdShared32, opStShared32:
				mark(pc, opAddMem)
			}
			continue
		}
		if in.op == opMadLo && uni != nil && uni.regAt(pc, in.a) <= uniWarp && uni.regAt(pc, in.b) <= uniWarp {
			mark(pc, opMadLoUni) // every kernel's blockIdx*blockDim + threadIdx
			continue
		}
		if in.op != opSetp {
			continue
		}
		bra := pc+1 < len(base) && base[pc+1].op == opBra && base[pc+1].guard >= 0
		if code, ok := setpIntCode(in.aux); ok {
			if bra {
				mark(pc, opSetpIntBra)
			} else {
				mark(pc, opSetpInt)
			}
			if uni != nil && uni.regAt(pc, in.a) <= uniWarp && uni.regAt(pc, in.b) <= uniWarp {
				code |= setpIntUniform
			}
			fast[pc].imm = code
			continue
		}
		if bra {
			mark(pc, opSetpBra)
		}
	}
	k.planRuns(base, &fast)
	k.planBranchOvers(base, &fast, live)
	k.compileRuns(fast, uni, live)
	k.fast = fast
}

// runKinds numbers the opcodes a run may hold (runOp) densely, from 1, so that runALU's switch
// is a jump table. The 32-bit global and shared accesses, from firstAccessKind on, are members
// of compiled runs only (accessMembers).
var runKinds = func() (m [opCount]uint8) {
	for i, op := range []opcode{opMov, opAdd, opSub, opMulLo, opMadLo, opAnd, opOr, opXor, opShl, opShrU32,
		opShrS32, opMulWideS32, opMulWideU32, opCvtaToGen, opCvtaFromGen, opAddF32, opSubF32, opMulF32,
		opShfLWrap, opShfRWrap, opMadLoUni, opNot, opFmaF32,
		opLdGlobal32, opStGlobal32, opLdShared32, opStShared32,
		opSetpInt, opSetpIntBra, opBra, opShfl,
		opSetp, opSelp, opF32, opNegF32, opDivF32} {
		m[op] = uint8(i + 1)
	}
	m[opAddMem] = m[opAdd] // an add whose access follows: in a run, an add
	m[opCvtInt] = cvtIntKind
	m[opBfe] = bfeKind
	m[opLdShared] = sharedLdKind
	m[opStShared] = sharedStKind
	m[opPredLogic] = predLogicKind
	m[opSreg] = laneidKind
	return m
}()

// firstAccessKind is runKinds' entry of the first access (opLdGlobal32): from it on, members
// only compiled runs hold. A run may start with an access (runFirst makes it alone).
const firstAccessKind = 24

// The kinds of the members of compiled runs that are no accesses: an s32/u32 setp, alone or
// followed by its guarded branch (opSetpIntBra, then the opBra; runs hold the branch only there).
const (
	setpKind    = 28
	setpBraKind = 29
	braKind     = 30
	// shflKind: a shfl whose lane and clamp operands the run makes constant before it
	// (shflConstants), not its first member; its code is a fixed copy of lanes (compileShfl).
	shflKind = 31
	// The f32 compare-and-select idioms (Black-Scholes' abs, setp.gt.f32, selp between its SFU
	// instructions), compiled only and never a run's first member (runFirst has no case for
	// them; runALU stops before them): an f32 setp without .ftz or a boolean combination
	// (compileSetpF32), and members of compileSegment's register-only code: selp, abs.f32 (an
	// opF32 of aux fAbs alone) and neg.f32 without .ftz, unguarded (lower_float gives a guarded
	// abs/neg other code), and div.rn.f32 without .ftz (opDivF32: IEEE division, as VDIVPS).
	setpF32Kind = 32
	selpKind    = 33
	absF32Kind  = 34
	negF32Kind  = 35
	divF32Kind  = 36
	// fmaNegF32Kind: fma.rn.f32 with a negated product or addend (opF32 of fFma with fNegA,
	// fNegC: ptxas's contraction of a mul and a sub, cfg.go), no .ftz or .sat.
	fmaNegF32Kind = 37
	// cvtIntKind: cvt between integer types (opCvtInt), compiled only as the kinds above, but a
	// run may start with one (runFirst makes it alone, runALU stops before it): CUB's kernels
	// widen an index or narrow a key between every few adds, and each cvt left to the
	// interpreter cut a run in two (docs/suite.md, "cub36").
	cvtIntKind = 38
	// bfeKind: bfe.u32 and bfe.s32 (opBfe of tU32, tS32), compiled only and a run may start
	// with one, as cvtIntKind: radix sort's digit, bfe.u32 of a key with a register position
	// and length, was 7 % of the instructions device_radix_sort interpreted (docs/
	// engine-performance.md, "cubjit37").
	bfeKind = 39
	// sharedLdKind, sharedStKind: ld.shared and st.shared of one element (opLdShared,
	// opStShared) that runs hold, compiled only (sharedWidthMember): 8-, 16- and 64-bit values
	// and signed words, weak, of the CTA's own window. CUB's blocked loads and stores of keys
	// and 64-bit indices at a stride were a third of what device_radix_sort interpreted
	// (docs/engine-performance.md, "shared38"). compileAccess checks every lane at the
	// element's size; a run may start with one (runFirst makes it alone through ld and st).
	sharedLdKind = 40
	sharedStKind = 41
	// predLogicKind: and.pred, or.pred, xor.pred and not.pred (opPredLogic), compiled only
	// (compilePredLogic), and a run may start with one: CUB's 64-bit bounds tests combine two
	// setps before their branch, and each such op left to the interpreter cut the run
	// (docs/engine-performance.md, "shared38").
	predLogicKind = 42
	// laneidKind: mov of %laneid (opSreg of sregLaneid, no other register), compiled only
	// (compileLaneid), and a run may start with one: CUB's warp-level loads and stores read
	// it between runs (inline assembly), and each cut the run in two.
	laneidKind = 43
)

// memberKind is a run member's kind (x[2]): its opcode's runKinds entry, but for opF32, whose
// abs and negated fma are kinds of their own.
func memberKind(in *inst) int32 {
	if in.op == opF32 && in.aux&0xff == fFma {
		return fmaNegF32Kind
	}
	return int32(runKinds[in.op])
}

// segmentKind reports whether members of kind k touch registers only: compileSegment's
// (compileMember's) kinds.
func segmentKind(k int32) bool {
	return k < firstAccessKind || k >= selpKind && k < sharedLdKind // (none from sharedLdKind on)
}

// accessKind reports whether members of kind k are accesses (compileAccess's).
func accessKind(k int32) bool {
	return k >= firstAccessKind && k < setpKind || k == sharedLdKind || k == sharedStKind
}

// compiledOnlyMember reports whether in, of a kind from setpF32Kind on, is one compileMember or
// compileSetpF32 computes: the forms named there.
func compiledOnlyMember(in *inst) bool {
	switch in.op {
	case opSetp: // no .ftz (bit 16), no boolean op, no integer-only operator
		cmp := in.aux & 0xff
		return in.aux>>8 == ctF32 && cmp <= cmpNAN && (cmp < cmpLO || cmp > cmpHS)
	case opF32:
		return in.aux == fAbs || in.aux&^(fNegA|fNegC) == fFma
	case opBfe: // (64-bit bfe takes all 32 bits of a register position or length: bfeLane)
		return in.aux == tU32 || in.aux == tS32
	case opLdShared, opStShared:
		return sharedWidthMember(in)
	case opSreg:
		return in.aux == sregLaneid
	}
	return true // selp (any type: it selects all 64 bits), neg.f32, div.rn.f32 (no .ftz), cvt.int
}

// sharedWidthMember reports whether in, an opLdShared or opStShared, is one compileAccess
// makes: one element (vec 1) of 1, 2, 4 or 8 bytes, neither strong (an atomic access that
// counts polls) nor memWhole (a vector's elements written at once).
func sharedWidthMember(in *inst) bool {
	size := in.aux & 0xff
	return in.aux>>12&0xf == 1 && (size == 1 || size == 2 || size == 4 || size == 8) &&
		in.aux&(memStrong|memWhole) == 0
}

// accessMembers reports whether runs may hold accesses (32-bit global and shared ones, and
// sharedLdKind's and sharedStKind's): where they are
// compiled (jit_amd64.go checks each lane's address and leaves the run before an access it
// cannot make, so the interpreter makes it: faults and their order stay its own), and not under
// the race detector, which must see every access. runALU stops before an access.
func accessMembers() bool { return compiledRuns && !raceEnabled }

// runOp reports whether in is a member of an opRun: an unguarded instruction that a whole warp
// executes with the lane kernels alone, writing only its destination register (runALU has a case
// for each), or an access of a compiled run.
func runOp(in *inst) bool {
	k := runKinds[in.op]
	if in.guard >= 0 || k == 0 {
		return false
	}
	switch {
	case in.op == opShfLWrap || in.op == opShfRWrap:
		return in.a == in.b // a rotate
	case k == sharedLdKind || k == sharedStKind:
		return accessMembers() && sharedWidthMember(in)
	case k >= setpF32Kind:
		return compiledRuns && compiledOnlyMember(in)
	case k >= setpKind:
		return compiledRuns // planRuns admits a branch only after its setp
	case k >= firstAccessKind || in.op == opAddMem:
		return accessMembers() // without accesses, an add+access pair stays a pair
	}
	return true
}

// minRun is the shortest run worth an opRun: runALU's own work per instruction is most of what
// the loop spends on it, so a run pays where it is long (hash's rounds: 399 -> 325 M engine
// instructions a launch at length 2 and more), and two instructions cost more than they save
// (vecadd's mul.wide and add: +4 %, callgrind).
const minRun = 3

// planRuns marks the runs of minRun or more runOp instructions in the fast code (*fast, made
// from base when nil), each on its first instruction: x[0] its own opcode, x[1] the run's
// length, x[3] its compiled code's offset plus one (compileRuns; 0: interpreted); every member's
// x[2] is its runKinds entry. Only where the CPU has the lane kernels.
func (k *Kernel) planRuns(base []inst, fast *[]inst) {
	if !haveLaneVector {
		return // the lane kernels compute a run (runALU)
	}
	code := base
	if *fast != nil {
		code = *fast // a pair's first instruction is no member
	}
	entry := k.entries(base)
	consts := map[int32]uint64{slotZero: 0}
	for _, cv := range k.consts {
		consts[cv.slot] = cv.v
	}
	// member reports whether code[i] may be the next member of the run that starts at pc.
	member := func(pc, i int) bool {
		in := &code[i]
		switch {
		case i > pc && entry[i]:
			return false
		case in.op == opBra:
			// Guarded, not first: compiled code reads its predicate as the warp holds it
			// (compileBranch), whichever instruction wrote it.
			return i > pc && in.guard >= 0 && compiledRuns
		case in.op == opSetpIntBra && code[i+1].imm == int64(pc):
			// Not the back edge of a loop whose body is the run (compileLoop makes that).
			return false
		case in.op == opShfl:
			_, ok := shflConstants(code, pc, i, consts)
			return i > pc && ok && runOp(in)
		case runKinds[in.op] >= setpF32Kind:
			first := in.op == opCvtInt || in.op == opBfe || in.op == opLdShared || in.op == opStShared || in.op == opPredLogic || in.op == opSreg
			return (i > pc || first) && runOp(in)
		}
		return runOp(in)
	}
	for pc := 0; pc < len(code); {
		n := 0
		for pc+n < len(code) && n < 1<<16 && member(pc, pc+n) {
			n++
		}
		if n < minRun {
			pc += max(n, 1)
			continue
		}
		if *fast == nil {
			*fast = make([]inst, len(base))
			copy(*fast, base)
			code = *fast
		}
		for i := range n {
			m := &code[pc+i]
			if m.op == opShfl {
				m.imm, _ = shflConstants(code, pc, pc+i, consts) // (its imm is otherwise unused)
			}
			m.x[2] = memberKind(m)
		}
		in := &code[pc]
		in.x[0], in.x[1], in.x[3] = int32(in.op), int32(n), 0
		in.op = opRun
		if pc > 0 && code[pc-1].op == opAddMem {
			// The pair's access now starts a run (a loop's head after its address), and
			// opAddMem's case would make the opRun as an access: the add runs alone.
			code[pc-1].op = opAdd
		}
		pc += n
	}
}

// shflConstants returns the lane operand b and the clamp operand c of the shfl code[i], packed
// as b | c<<32, where both are the same constant in every lane there: a constant's slot, or a
// register the last member of the run from pc before i to write it set from one (reduce's
// `mov.u32 %r17, 16`). ok is false where either is not, or where the shfl's destination is its
// source (the interpreter copies the source first). code[pc:i] are members of one run.
func shflConstants(code []inst, pc, i int, consts map[int32]uint64) (bc int64, ok bool) {
	in := &code[i]
	if in.d == in.a {
		return 0, false
	}
	value := func(slot int32) (uint32, bool) {
		for j := i - 1; j >= pc; j-- {
			m := &code[j]
			op := m.op
			if op == opRun {
				op = opcode(m.x[0])
			}
			switch op {
			case opStGlobal32, opStShared32, opStShared, opSetpInt, opSetpIntBra, opBra, opSetp, opPredLogic:
				continue // (write no register)
			}
			if m.d == slot {
				v, ok := consts[m.a]
				return uint32(v), ok && op == opMov
			}
		}
		v, ok := consts[slot]
		return uint32(v), ok
	}
	b, okb := value(in.b)
	c, okc := value(in.c)
	return int64(b) | int64(c)<<32, okb && okc
}

// entries marks the pcs of code where a warp may start other than after the instruction before:
// branch targets, call targets, and a warm warp's start in the hot code (hot.go). A run ends
// before one: a warp that enters a run in its middle runs the rest one by one (a loop whose head
// was inside the run before it ran its whole body that way).
func (k *Kernel) entries(code []inst) []bool {
	entry := make([]bool, len(code)+1)
	mark := func(pc int64) {
		if pc >= 0 && pc < int64(len(entry)) {
			entry[pc] = true
		}
	}
	for i := range code {
		switch in := &code[i]; in.op {
		case opBra, opBraUni, opCall:
			mark(in.imm)
		case opBrx:
			for _, t := range k.tables[in.b] {
				mark(int64(t))
			}
		}
	}
	if k.hot != nil { // planFuse's base is k.hot
		mark(int64(k.hotSkip))
		mark(int64(k.hotSkip + k.hotCTA))
	}
	return entry
}

// runALU runs code[pc:pc+n], runOp instructions, for all 32 lanes with the lane kernels, as
// exec's cases would with a full mask; the first writes to d0 (its register, or the scratch of
// a partial mask's commit: w.dst). It returns how many instructions ran and the offset from pc
// of the one the interpreter runs next: n and n, or fewer where it stopped before an access
// or a setp (compiled code: an access it could not make, a branch its lanes disagree on; the
// lane kernels: any), which the interpreter then makes as the instruction it is. Compiled code
// may also leave by a branch all lanes take (next is its target's offset) and run the setp and
// branch that close a loop whose body is the run, and its further iterations, budget
// instructions in all at most (compileLoop). Every instruction run counts 32 thread-
// instructions but quiet of them, branches no lane took, which count none. planRuns makes
// runs only where the CPU has the lane kernels.
func (w *warp) runALU(code []inst, pc, n int, d0 *[32]uint64, budget int64) (ran, next, quiet int) {
	if n > 1 && code[pc].x[3] != 0 {
		return w.runCompiled(&code[pc], budget) // compiled (jit_amd64.go)
	}
	r := w.r
	d := d0
	for i := pc; i < pc+n; i++ {
		in := &code[i]
		if i > pc {
			d = &r[in.d]
		}
		switch in.x[2] {
		case 1: // opMov
			lanesCopyAVX2(d, &r[in.a])
		case 2: // opAdd
			lanesAddAVX2(d, &r[in.a], &r[in.b])
		case 3: // opSub
			lanesSubAVX2(d, &r[in.a], &r[in.b])
		case 4: // opMulLo
			lanesMulLoAVX2(d, &r[in.a], &r[in.b])
		case 5: // opMadLo
			lanesMadLoAVX2(d, &r[in.a], &r[in.b], &r[in.c])
		case 6: // opAnd
			lanesAndAVX2(d, &r[in.a], &r[in.b])
		case 7: // opOr
			lanesOrAVX2(d, &r[in.a], &r[in.b])
		case 8: // opXor
			lanesXorAVX2(d, &r[in.a], &r[in.b])
		case 9: // opShl
			lanesShlAVX2(d, &r[in.a], &r[in.b])
		case 10: // opShrU32
			lanesShrU32AVX2(d, &r[in.a], &r[in.b])
		case 11: // opShrS32
			lanesShrS32AVX2(d, &r[in.a], &r[in.b])
		case 12: // opMulWideS32
			lanesMulWideS32AVX2(d, &r[in.a], &r[in.b])
		case 13: // opMulWideU32
			lanesMulWideU32AVX2(d, &r[in.a], &r[in.b])
		case 14: // opCvtaToGen
			lanesAddImmAVX2(d, &r[in.a], uint64(in.imm))
		case 15: // opCvtaFromGen
			lanesAddImmAVX2(d, &r[in.a], -uint64(in.imm))
		case 16: // opAddF32
			lanesAddF32AVX2(d, &r[in.a], &r[in.b])
		case 17: // opSubF32
			lanesSubF32AVX2(d, &r[in.a], &r[in.b])
		case 18: // opMulF32
			lanesMulF32AVX2(d, &r[in.a], &r[in.b])
		case 19: // opShfLWrap, a rotate
			lanesRotl32AVX2(d, &r[in.a], &r[in.c])
		case 20: // opShfRWrap, a rotate
			lanesRotr32AVX2(d, &r[in.a], &r[in.c])
		case 21: // opMadLoUni: a whole warp, so lane 0 holds the factors
			lanesAddImmAVX2(d, &r[in.c], r[in.a][0]*r[in.b][0])
		case 22: // opNot
			a := &r[in.a]
			for l := range d {
				d[l] = ^a[l]
			}
		case 23: // opFmaF32
			fmaRN32Lanes(d, &r[in.a], &r[in.b], &r[in.c])
		default: // an access or a setp (compiled runs only)
			return i - pc, i - pc, 0
		}
	}
	return n, n, 0
}

// runFirst runs the first instruction of the run in alone with mask: a partial mask's, a run
// the slice has no room for, an access the run left to the interpreter. It returns false where
// the access faults.
func (w *warp) runFirst(in *inst, mask uint32) bool {
	switch k := runKinds[in.x[0]]; {
	case k == setpKind || k == setpBraKind:
		// exec's setp case; a branch after it is the run's next member, which the loop makes
		// as the instruction it is.
		w.setpInt(in, mask)
		return true
	case k < firstAccessKind:
		d := w.dst(in.d, mask)
		if opcode(in.x[0]) == opMadLoUni {
			// The product of the first live lane's factors, as exec's case takes it: runALU's
			// lane 0 (a whole warp's) may have exited, its registers stale.
			l := bits.TrailingZeros32(mask) & 31
			lanesAddImmAVX2(d, &w.r[in.c], w.r[in.a][l]*w.r[in.b][l])
		} else {
			w.runALU(w.cta.code, int(w.pc), 1, d, 1)
		}
		w.commit(in.d, mask)
		return true
	}
	one := *in
	one.op = opcode(in.x[0]) // the instruction, as exec's case makes it
	switch runKinds[one.op] {
	case cvtIntKind:
		w.cvtInt(&one, mask)
	case bfeKind:
		w.bitOps(&one, mask)
	case predLogicKind:
		w.predLogic(&one, mask)
	case laneidKind:
		d := w.dst(one.d, mask)
		for l := range d {
			d[l] = w.sreg(sregLaneid, l)
		}
		w.commit(one.d, mask)
	case sharedLdKind: // (x holds the run's fields: planRuns; weak: no poll to count)
		one.x = [4]int32{in.d}
		return w.ld(&one, mask, opLdShared)
	case sharedStKind:
		one.x = [4]int32{in.b}
		return w.st(&one, mask, opStShared)
	default: // a 32-bit access
		if mask = w.memFull32(&one, mask); mask != 0 {
			return w.mem32Lanes(&one, mask)
		}
	}
	return true
}

// setpInt's code (an opSetpInt's imm): which lanes kernel and how its result is read.
const (
	setpIntGt     = 0 // a > b
	setpIntLt     = 1 // b > a
	setpIntEq     = 2 // a == b
	setpIntKind   = 3
	setpIntNot    = 4 // the comparison is the kernel's result negated
	setpIntUnsign = 8 // compare as unsigned (flip the sign bits)
	// setpIntUniform: both operands are warp-uniform (uniform.go), so one lane's comparison is
	// every lane's.
	setpIntUniform = 16
	// setpInt64: the operands are s64/u64 (b64 is u64): compiled code compares quadwords; the
	// interpreter runs setp (CUB's 64-bit indices: docs/engine-performance.md, "setp37").
	setpInt64 = 32
)

// setpIntCode decodes a setp's aux for setpInt; ok is false for setps it does not run: other
// types, a boolean combination with a predicate.
func setpIntCode(aux uint32) (code int64, ok bool) {
	cmp, ct := aux&0xff, aux>>8&0xff
	if aux>>17&3 != 0 || ct != ctS32 && ct != ctU32 && ct != ctS64 && ct != ctU64 {
		return 0, false
	}
	if ct == ctU32 || ct == ctU64 {
		code = setpIntUnsign
	}
	if ct == ctS64 || ct == ctU64 {
		code |= setpInt64
	}
	switch cmp {
	case cmpEQ:
		code |= setpIntEq
	case cmpNE:
		code |= setpIntEq | setpIntNot
	case cmpLT, cmpLO:
		code |= setpIntLt
	case cmpLE, cmpLS:
		code |= setpIntGt | setpIntNot
	case cmpGT, cmpHI:
		code |= setpIntGt
	case cmpGE, cmpHS:
		code |= setpIntLt | setpIntNot
	default:
		return 0, false
	}
	return code, true
}

// setpInt is setp on s32/u32 (opSetpInt): one lane kernel computes the comparison asked for;
// setp runs the 64-bit types.
func (w *warp) setpInt(in *inst, mask uint32) {
	if in.imm&setpIntUniform != 0 {
		w.setpIntUniform(in, mask)
		return
	}
	if !laneVector || in.imm&setpInt64 != 0 {
		w.setp(in, mask)
		return
	}
	a, b := &w.r[in.a], &w.r[in.b]
	code := in.imm
	var res uint32
	switch code & setpIntKind {
	case setpIntEq:
		res = cmpEq32AVX2(a, b)
	case setpIntLt:
		a, b = b, a
		fallthrough
	default:
		var flip uint64
		if code&setpIntUnsign != 0 {
			flip = 1 << 31
		}
		res = cmpGt32AVX2(a, b, flip)
	}
	if code&setpIntNot != 0 {
		res = ^res
	}
	w.p[in.d] = w.p[in.d]&^mask | res&mask
	if in.d2 >= 0 {
		w.p[in.d2] = w.p[in.d2]&^mask | ^res&mask
	}
}

// setpIntUniform is setpInt of warp-uniform operands: the first active lane's comparison, for
// every lane in mask (none when mask is empty).
func (w *warp) setpIntUniform(in *inst, mask uint32) {
	l := bits.TrailingZeros32(mask) & 31
	code := in.imm
	// Both types' compares as int64: a 32-bit operand's low word, sign-extended, or with its
	// sign bit flipped first for an unsigned compare; a 64-bit one's all, its bit 63 flipped.
	a, b := w.r[in.a][l], w.r[in.b][l]
	if code&setpInt64 == 0 {
		flip := uint32(code&setpIntUnsign) << 28
		a, b = uint64(int32(uint32(a)^flip)), uint64(int32(uint32(b)^flip))
	} else if code&setpIntUnsign != 0 {
		a, b = a^1<<63, b^1<<63
	}
	var t bool
	switch code & setpIntKind {
	case setpIntEq:
		t = a == b
	case setpIntLt:
		t = int64(b) > int64(a)
	default:
		t = int64(a) > int64(b)
	}
	var res uint32
	if t != (code&setpIntNot != 0) {
		res = mask
	}
	w.p[in.d] = w.p[in.d]&^mask | res
	if in.d2 >= 0 {
		w.p[in.d2] = w.p[in.d2]&^mask | ^res&mask
	}
}

// mem32Lanes runs the lanes in mask of a 32-bit global or shared load or store one by one (the
// lanes the full-warp fast path left); false when one faults.
func (w *warp) mem32Lanes(in *inst, mask uint32) bool {
	switch in.op {
	case opLdGlobal32:
		return w.ldGlobal32Lanes(in, mask)
	case opStGlobal32:
		return w.stGlobal32Lanes(in, mask)
	case opLdShared32:
		return w.ldShared32Lanes(in, mask)
	default:
		return w.stShared32Lanes(in, mask)
	}
}

// st32Lanes runs the lanes in mask of a 32-bit global or shared store with the values v.
func (w *warp) st32Lanes(in *inst, mask uint32, v *[32]uint64) bool {
	if in.op == opStGlobal32 {
		return w.stGlobal32LanesOf(in, mask, v)
	}
	return w.stShared32LanesOf(in, mask, v)
}
