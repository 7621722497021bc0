package sim

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
//     alone, as its own opcode (x[0]).
//
// Decoded forms (fast code only, same operands and results):
//   - opSetpInt (opSetpIntBra when followed by a guarded branch): a setp on s32/u32 without a
//     boolean combination; imm says which lane kernel computes it (setpIntCode).

// planFuse sets k.fast, the code the fast engine runs: k.hot (or k.code) with its pairs marked;
// nil when the kernel has none.
func (k *Kernel) planFuse() {
	base := k.code
	if k.hot != nil {
		base = k.hot
	}
	var fast []inst
	mark := func(pc int, op opcode) {
		if fast == nil {
			fast = make([]inst, len(base))
			copy(fast, base)
		}
		fast[pc].op = op
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
			fast[pc].imm = code
			continue
		}
		if bra {
			mark(pc, opSetpBra)
		}
	}
	k.planRuns(base, &fast)
	k.fast = fast
}

// runOp reports whether a whole warp executes in with the lane kernels alone, writing only its
// destination register: a member of an opRun (runALU has a case for each).
func runOp(in *inst) bool {
	if in.guard >= 0 {
		return false
	}
	switch in.op {
	case opMov, opAdd, opSub, opMulLo, opMadLo, opAnd, opOr, opXor, opShl, opShrU32, opShrS32,
		opMulWideS32, opMulWideU32, opCvtaToGen, opCvtaFromGen, opAddF32, opSubF32, opMulF32:
		return true
	case opShfLWrap, opShfRWrap:
		return in.a == in.b // a rotate
	}
	return false
}

// planRuns marks the runs of two or more runOp instructions in the fast code (*fast, made from
// base when nil), each on its first instruction.
func (k *Kernel) planRuns(base []inst, fast *[]inst) {
	code := base
	if *fast != nil {
		code = *fast // a pair's first instruction is no member
	}
	for pc := 0; pc < len(code); {
		n := 0
		for pc+n < len(code) && n < 1<<16 && runOp(&code[pc+n]) {
			n++
		}
		if n < 2 {
			pc += max(n, 1)
			continue
		}
		if *fast == nil {
			*fast = make([]inst, len(base))
			copy(*fast, base)
			code = *fast
		}
		in := &code[pc]
		in.x[0], in.x[1] = int32(in.op), int32(n)
		in.op = opRun
		pc += n
	}
}

// runALU runs code[pc:pc+n] for a whole warp (an opRun's run, each a runOp, the first given as
// its own opcode first), as exec's cases would with a full mask and the lane kernels.
func (w *warp) runALU(code []inst, pc, n int, first opcode) {
	r := w.r
	for i := range n {
		in := &code[pc+i]
		op := in.op
		if i == 0 {
			op = first
		}
		d := &r[in.d]
		switch op {
		case opMov:
			lanesCopyAVX2(d, &r[in.a])
		case opAdd:
			lanesAddAVX2(d, &r[in.a], &r[in.b])
		case opSub:
			lanesSubAVX2(d, &r[in.a], &r[in.b])
		case opMulLo:
			lanesMulLoAVX2(d, &r[in.a], &r[in.b])
		case opMadLo:
			lanesMadLoAVX2(d, &r[in.a], &r[in.b], &r[in.c])
		case opAnd:
			lanesAndAVX2(d, &r[in.a], &r[in.b])
		case opOr:
			lanesOrAVX2(d, &r[in.a], &r[in.b])
		case opXor:
			lanesXorAVX2(d, &r[in.a], &r[in.b])
		case opShl:
			lanesShlAVX2(d, &r[in.a], &r[in.b])
		case opShrU32:
			lanesShrU32AVX2(d, &r[in.a], &r[in.b])
		case opShrS32:
			lanesShrS32AVX2(d, &r[in.a], &r[in.b])
		case opMulWideS32:
			lanesMulWideS32AVX2(d, &r[in.a], &r[in.b])
		case opMulWideU32:
			lanesMulWideU32AVX2(d, &r[in.a], &r[in.b])
		case opCvtaToGen:
			lanesAddImmAVX2(d, &r[in.a], uint64(in.imm))
		case opCvtaFromGen:
			lanesAddImmAVX2(d, &r[in.a], -uint64(in.imm))
		case opAddF32:
			lanesAddF32AVX2(d, &r[in.a], &r[in.b])
		case opSubF32:
			lanesSubF32AVX2(d, &r[in.a], &r[in.b])
		case opMulF32:
			lanesMulF32AVX2(d, &r[in.a], &r[in.b])
		case opShfLWrap:
			lanesRotl32AVX2(d, &r[in.a], &r[in.c])
		case opShfRWrap:
			lanesRotr32AVX2(d, &r[in.a], &r[in.c])
		default:
			panic("runALU: " + opInfo[op].name) // planRuns admits only runOp instructions
		}
	}
}

// setpInt's code (an opSetpInt's imm): which lanes kernel and how its result is read.
const (
	setpIntGt     = 0 // a > b
	setpIntLt     = 1 // b > a
	setpIntEq     = 2 // a == b
	setpIntKind   = 3
	setpIntNot    = 4 // the comparison is the kernel's result negated
	setpIntUnsign = 8 // compare as unsigned (flip the sign bits)
)

// setpIntCode decodes a setp's aux for setpInt; ok is false for setps it does not run: other
// types, a boolean combination with a predicate.
func setpIntCode(aux uint32) (code int64, ok bool) {
	cmp, ct := aux&0xff, aux>>8&0xff
	if aux>>17&3 != 0 || ct != ctS32 && ct != ctU32 {
		return 0, false
	}
	if ct == ctU32 {
		code = setpIntUnsign
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

// setpInt is setp on s32/u32 (opSetpInt): one lane kernel computes the comparison asked for.
func (w *warp) setpInt(in *inst, mask uint32) {
	if !laneVector {
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
