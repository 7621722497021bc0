package sim

import "slices"

// analyse finds the basic blocks of one lowered function and applies ptxas's mul+add
// contraction within them.
func (c *compiler) analyse(fi *funcInfo) {
	lo, hi := fi.entry, fi.end
	if hi == lo {
		return
	}
	blockOf := c.blocks(lo, hi, nil)
	if !c.noContract {
		fused := blockOf
		if skip := c.deadBranches(lo, hi, blockOf); len(skip) > 0 {
			fused = c.blocks(lo, hi, skip)
		}
		c.contract(lo, hi, fused)
	}
	c.cancelDoubleNegations(lo, hi)
	c.foldSignOfConstants(lo, hi, blockOf)
}

// blocks numbers the basic blocks of [lo, hi): the block of each pc. A branch skip names ends
// no block (nor makes its target one).
func (c *compiler) blocks(lo, hi int32, skip map[int32]bool) []int32 {
	n := int(hi - lo)
	leader := make([]bool, n+1)
	leader[0] = true
	for pc := lo; pc < hi; pc++ {
		in := &c.code[pc]
		switch in.op {
		case opBra, opBraUni:
			t := int32(in.imm)
			if t == pc+1 && in.guard < 0 || skip[pc] {
				// A branch to the next instruction: ptxas drops it and fuses a mul before it
				// with an add after it (measured: testdata/reference/fma26, block_uni).
				continue
			}
			if t >= lo && t < hi {
				leader[t-lo] = true
			}
			leader[pc-lo+1] = true
		case opRet, opExit, opTrap, opBrkpt:
			leader[pc-lo+1] = true
		case opBrx:
			for _, t := range c.k.tables[in.b] {
				if t >= lo && t < hi {
					leader[t-lo] = true
				}
			}
			leader[pc-lo+1] = true
		}
	}
	blockOf := make([]int32, n)
	nb := int32(-1)
	for i := 0; i < n; i++ {
		if leader[i] {
			nb++
		}
		blockOf[i] = nb
	}
	return blockOf
}

// deadBranches returns the guarded forward branches whose skipped code, one block, is all
// unused (or empty): ptxas removes dead code and then the branch with nothing to skip, so
// that a mul before one and an add after it share a block and are fused (measured: fma41's
// rb188, rb203, rb226, which skip nothing, and rb261, rb280, rb370, rb379, rb399, which skip an
// unused mul.rn, add.rn, neg or add, fused on the H100; a branch around a store splits, as
// fma26's block_join).
func (c *compiler) deadBranches(lo, hi int32, blockOf []int32) map[int32]bool {
	var skip map[int32]bool
	var unused func(int32, int) bool
	for pc := lo; pc < hi; pc++ {
		in := &c.code[pc]
		t := int32(in.imm)
		if in.op != opBra && in.op != opBraUni || in.guard < 0 || t <= pc || t >= hi ||
			t > pc+1 && blockOf[pc+1-lo] != blockOf[t-1-lo] {
			continue
		}
		dead := true
		for j := pc + 1; j < t && dead; j++ {
			if unused == nil {
				_, _, unused = c.valueUses(lo, hi, blockOf)
			}
			dead = unused(j, 0)
		}
		if dead {
			if skip == nil {
				skip = map[int32]bool{}
			}
			skip[pc] = true
		}
	}
	return skip
}

// foldSignOfConstants rewrites abs and neg (f32 and f64) of a value moved in from an immediate
// (mov s, 0d.../0f..., the latest write of s in the block) into a mov of the immediate with its
// sign bit cleared or flipped, bit for bit: ptxas computes them itself. Measured
// (testdata/reference/cccl13, fold.ptx): abs.f64 of 0dFFF8000000000000 gave 0d7FF8000000000000
// and of 0dFFF0000000000001 0d7FF0000000000001 (not quietened), neg.f64 of 0d7FF8000000000000
// 0dFFF8000000000000, abs.f32 of 0fFFC00000 0f7FC00000 and neg.f32 of 0f7FC00000 0fFFC00000,
// where the same operations on NaNs loaded from memory keep the f64 sign (quietened) and give
// the f32 canonical NaN (sim/fp). libcu++'s std/numerics/c.math/fp_abs tests
// signbit(fabs(-NaN)) == false on such a constant.
func (c *compiler) foldSignOfConstants(lo, hi int32, blockOf []int32) {
	var constOf map[int32]uint64
	for pc := lo; pc < hi; pc++ {
		in := &c.code[pc]
		if in.guard >= 0 {
			continue
		}
		var signBit uint64
		kind := in.aux & 0xff
		switch {
		case in.op == opF64 && (kind == fAbs || kind == fNeg):
			signBit = 1 << 63
		case in.op == opF32 && (kind == fAbs || kind == fNeg) && in.aux&fFTZ == 0:
			signBit = 1 << 31
		case in.op == opNegF32:
			signBit, kind = 1<<31, fNeg
		default:
			continue
		}
		if constOf == nil {
			constOf = make(map[int32]uint64, len(c.k.consts))
			for _, k := range c.k.consts {
				constOf[k.slot] = k.v
			}
		}
		v, ok := constOf[in.a] // the immediate itself
		for j := pc - 1; !ok && j >= lo && blockOf[j-lo] == blockOf[pc-lo]; j-- {
			if w := &c.code[j]; writesSlot(w, in.a) {
				if w.op == opMov && w.guard < 0 {
					v, ok = constOf[w.a]
				}
				break
			}
		}
		if !ok {
			continue
		}
		if kind == fAbs {
			v &^= signBit
		} else {
			v ^= signBit
		}
		folded := c.constSlot(v)
		c.moveUse(in.a, folded, pc)
		in.op, in.a, in.aux = opMov, folded, 0
	}
}

// cancelDoubleNegations rewrites neg.f32 d, s where s = neg.f32 x into mov d, x: ptxas folds a
// neg into the operand modifiers of what reads it, and two cancel, so the H200 passed a NaN x
// through -(-x) unchanged where one neg.f32 alone gives the canonical NaN (libcu++'s
// complex<float> tan of (0, NaN): libcuda/testdata/cudart/suite, s_libcu_complex;
// logs/d_complex.h200.out.gz, "float tan 16"). s must be written by the first neg alone (nvcc's SSA values: its one
// definition comes before every use), and x by nothing that can run between the two.
func (c *compiler) cancelDoubleNegations(lo, hi int32) {
	negOf := map[int32]int32{} // slot -> the neg.f32 writing it
	for pc := lo; pc < hi; pc++ {
		if in := &c.code[pc]; in.op == opNegF32 && in.guard < 0 {
			negOf[in.d] = pc
		}
	}
	for j := lo; j < hi; j++ {
		u := &c.code[j]
		i, ok := negOf[u.a]
		if u.op != opNegF32 || u.guard >= 0 || !ok || c.soleWriter(lo, hi, u.a) != i {
			continue
		}
		x := c.code[i].a
		if x == u.a || x == u.d || c.writtenBetween(lo, hi, i, j, x) {
			continue
		}
		c.moveUse(u.a, x, j)
		u.op, u.a = opMov, x
	}
}

// soleWriter returns the one instruction of [lo, hi) that may write slot s, or -1 when none or
// several do.
func (c *compiler) soleWriter(lo, hi, s int32) int32 {
	w := int32(-1)
	for pc := lo; pc < hi; pc++ {
		if writesSlot(&c.code[pc], s) {
			if w >= 0 {
				return -1
			}
			w = pc
		}
	}
	return w
}

// writtenBetween reports whether an instruction that may write slot x can run after the one at
// pc i and before the one at pc j: it follows the branches from i, not past j.
func (c *compiler) writtenBetween(lo, hi, i, j, x int32) bool {
	seen := make([]bool, hi-lo)
	for stack := []int32{i + 1}; len(stack) > 0; {
		pc := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if pc < lo || pc >= hi || pc == j || seen[pc-lo] {
			continue
		}
		seen[pc-lo] = true
		in := &c.code[pc]
		if writesSlot(in, x) {
			return true
		}
		switch in.op {
		case opBra, opBraUni:
			stack = append(stack, int32(in.imm))
		case opBrx:
			stack = append(stack, c.k.tables[in.b]...)
		}
		switch in.op {
		case opBra, opBraUni, opRet, opExit, opTrap, opBrx:
			if in.guard < 0 {
				continue // no fall-through
			}
		}
		stack = append(stack, pc+1)
	}
	return false
}

// moveUse records that the instruction at pc reads slot to where it read slot from.
func (c *compiler) moveUse(from, to, pc int32) {
	if uses := c.usesOf(from); uses != nil {
		c.usePCs[from] = slices.DeleteFunc(uses, func(u int32) bool { return u == pc })
	}
	if int(to) >= len(c.usePCs) {
		c.usePCs = append(c.usePCs, make([][]int32, int(to)+1-len(c.usePCs))...)
	}
	c.usePCs[to] = append(c.usePCs[to], pc)
	slices.Sort(c.usePCs[to])
}

// writesSlots reports whether in may write register slot s.
func writesSlot(in *inst, s int32) bool {
	slots, n, all := slotsWritten(in)
	return all || slices.Contains(slots[:n], s)
}

// distinctSlotsWritten is slotsWritten with each register slot below nslots once: what the
// analyses that count or list a pc's definitions (writersOf, defsOf) take.
func distinctSlotsWritten(in *inst, nslots int) (slots [5]int32, n int, all bool) {
	got, ng, all := slotsWritten(in)
	for _, s := range got[:ng] {
		if s >= 0 && int(s) < nslots && !slices.Contains(slots[:n], s) {
			slots[n] = s
			n++
		}
	}
	return slots, n, all
}

// slotsWritten returns the n slots in writes, or all when it may write any slot.
func slotsWritten(in *inst) (slots [5]int32, n int, all bool) {
	switch in.op {
	case opSetp, opMovPred, opPredFromReg, opIsspacep, opTestp, opPredLogic, opNop, opMembar,
		opBarWarp, opBra, opBraUni, opRet, opExit, opTrap, opBrkpt, opNanosleep, opUnsupported, opWgmmaGroup, opStackRestore,
		opStGlobal, opStGlobal32, opStGlobal64, opStShared, opStShared32, opStLocal, opStGeneric:
		return slots, 0, false
	case opVote:
		if in.aux&3 != 3 {
			return slots, 0, false
		}
	case opBar:
		if in.aux&7 != 2 { // bar.red.popc writes its count
			return slots, 0, false
		}
	case opStPVar:
		return slots, 0, true // conservatively: writes a parameter variable's slots
	case opCall, opTexture, opMatrix:
		return slots, 0, true
	case opUnpack, opLdGlobal, opLdShared, opLdLocal, opLdGeneric, opLdKParam, opLdPVar:
		return [5]int32{in.d, in.x[0], in.x[1], in.x[2], in.x[3]}, 5, false
	case opAtom:
		if in.aux>>8&0xf == atomB128 {
			return [5]int32{in.d, in.x[0]}, 2, false
		}
	}
	slots[0] = in.d
	return slots, 1, false
}

func isFloatMul(in *inst) bool {
	switch in.op {
	case opMulF32, opMulF64:
		return in.aux&auxContract != 0
	case opF32, opF64, opHalf:
		return in.aux&0xff == fMul && in.aux&auxContract != 0 && in.aux&(fSat) == 0
	}
	return false
}

// isApproxDiv reports whether in is div.approx.f32 or div.full.f32, unguarded: ptxas expands
// them into the divisor's reciprocal (MUFU.RCP) times the dividend, a multiply it fuses into
// the adds the quotient reaches as it fuses a mul's (measured: testdata/reference/fma26,
// window 4: q_divapprox_*, q_divfull_* gave fma(a, rcp(b), c), both adds of one quotient
// fused, none when the quotient is also stored; the .ftz forms, whose multiply flushes, were
// not fused into adds without .ftz). Modelled for divisors in the normal range: the
// expansion's scaling of subnormal divisors (by 2^24) and, for div.full, of those above
// 2^126 (by 1/4) is not applied to a fused quotient.
func isApproxDiv(in *inst) bool {
	k := in.aux & 0xff
	return in.op == opF32 && (k == fDivApprox || k == fDivFull) && in.guard < 0
}

func floatClass(in *inst) int {
	switch in.op {
	case opMulF32, opAddF32, opSubF32, opNegF32, opDivF32, opSqrtF32, opFmaF32, opF32:
		return 1
	case opMulF64, opAddF64, opSubF64, opF64:
		return 2
	case opHalf:
		return 3 + int(in.aux&(fBF16|fX2)>>17)
	}
	return 0
}

func floatKind(in *inst) uint32 {
	switch in.op {
	case opAddF32, opAddF64:
		return fAdd
	case opSubF32, opSubF64:
		return fSub
	case opMulF32, opMulF64:
		return fMul
	case opNegF32:
		return fNeg
	case opF32, opF64, opHalf:
		return in.aux & 0xff
	}
	return 0xff
}

// fusion is one add a product fuses into.
type fusion struct {
	pc   int32 // the add
	prod int32 // the slot holding the (possibly negated) product at the add
	negA bool
}

// contract fuses mul+add pairs the way ptxas does (docs/ptx-notes.md §1, measured on the H200 in
// testdata/reference/fma26 and the contract case of testdata/conformance). A mul without a
// rounding modifier, unguarded, is fused into every add/sub its value reaches when all of them
// are adds/subs without a rounding modifier, of the mul's type and .ftz, in the mul's block,
// reached directly or through mov and neg (whose values go nowhere else), with no instruction
// ptxas expands into branches between (splitsBlock): each such add becomes one fma.rn, keeping
// its guard, .ftz and .sat. An add whose two operands are both such products fuses one of them
// (preferredProduct); the other is kept as the addend. Blocks here are analyse's with the
// branches deadBranches finds dropped; measured on the H100 too (testdata/reference/fma41).
func (c *compiler) contract(lo, hi int32, blockOf []int32) {
	_, reach, unused := c.valueUses(lo, hi, blockOf)
	// plans: for each fusable mul, the adds it fuses into; copyOf: the source a mul's place
	// must copy for them.
	plans := map[int32][]fusion{}
	copyOf := map[int32]int32{}
	early := map[int32]bool{} // the mul's place computes its one add's fma (both sources rewritten)
	for i := lo; i < hi; i++ {
		m := &c.code[i]
		if !isFloatMul(m) && !isApproxDiv(m) || m.guard >= 0 {
			continue
		}
		var plan []fusion
		ok := true
		// follow walks the value in slot s written at def (negated when neg) to its adds.
		var follow func(def, s int32, neg bool, depth int)
		follow = func(def, s int32, neg bool, depth int) {
			uses, reached := reach(def, s, false)
			if !reached || len(uses) == 0 || depth > 4 {
				ok = false
				return
			}
			for _, j := range uses {
				u := &c.code[j]
				if blockOf[j-lo] != blockOf[i-lo] {
					ok = false
					return
				}
				if unused(j, 0) {
					continue
				}
				isMov := u.op == opMov && u.a == s
				isNeg := floatClass(u) == floatClass(m) && floatKind(u) == fNeg && u.a == s && u.aux&(fFTZ|fSat) == m.aux&fFTZ
				switch {
				case (isMov || isNeg) && u.guard < 0:
					follow(j, u.d, neg != isNeg, depth+1)
				case c.fusableAdd(m, u, s):
					plan = append(plan, fusion{j, s, neg})
				default:
					ok = false
				}
				if !ok {
					return
				}
			}
		}
		follow(i, m.d, false, 0)
		if !ok || len(plan) == 0 {
			continue
		}
		// Nothing between the mul and an add may split the block. ptxas fuses by value: where
		// a source of the product is written before an add (or by the mul itself), the fma
		// reads a copy of it made in the mul's place (copyOf; both at once are not modelled).
		var rewritten [2]bool
		for _, f := range plan {
			for pc := i + 1; pc < f.pc && ok; pc++ {
				in := &c.code[pc]
				ok = !splitsBlock(in)
				rewritten[0] = rewritten[0] || writesSlot(in, m.a)
				rewritten[1] = rewritten[1] || writesSlot(in, m.b)
			}
		}
		rewritten[0] = rewritten[0] || m.d == m.a
		rewritten[1] = rewritten[1] || m.d == m.b
		if isApproxDiv(m) && rewritten[0] {
			ok = false // (a division's place holds its reciprocal: no room for a copy of a)
		}
		if ok && rewritten[0] && rewritten[1] && m.a != m.b {
			// Both sources rewritten (fma41: x41_rw_*, fused on the H100): no room for two
			// copies, so the one add's fma is computed in the mul's place, which needs its
			// addend there unchanged (several adds, or an addend computed after the mul, stay
			// unfused: not modelled).
			ok = len(plan) == 1 && c.addendSteady(m, i, plan[0].pc, plan[0].prod)
			if ok {
				early[i] = true
			}
		}
		if ok {
			plans[i] = plan
			if early[i] {
				continue
			}
			if rewritten[0] || rewritten[1] {
				copyOf[i] = m.a
				if !rewritten[0] {
					copyOf[i] = m.b
				}
			}
		}
	}
	// An add of two fusable products fuses the preferred one; the other's value is needed.
	productAt := map[int32]int32{} // add pc -> the mul whose plan holds it
	prodSlot := func(mul, add int32) int32 {
		for _, f := range plans[mul] {
			if f.pc == add {
				return f.prod
			}
		}
		return -1
	}
	for i := lo; i < hi; i++ {
		plan, ok := plans[i]
		if !ok {
			continue
		}
		for _, f := range plan {
			other, taken := productAt[f.pc]
			if !taken {
				productAt[f.pc] = i
				continue
			}
			winner := preferredProduct(&c.code[f.pc], prodSlot(other, f.pc), f.prod, other, i)
			if one, this := len(plans[other]) == 1, len(plans[i]) == 1; one != this {
				winner = other // a product with no other add wins (fma26-c's random kernels)
				if this {
					winner = i
				}
			}
			loser := i
			if winner == i {
				loser = other
			}
			for _, g := range plans[loser] {
				if productAt[g.pc] == loser {
					delete(productAt, g.pc)
				}
			}
			delete(plans, loser)
			if loser == other {
				productAt[f.pc] = i
			} else {
				break
			}
		}
	}
	for i := lo; i < hi; i++ {
		plan, ok := plans[i]
		if !ok {
			continue
		}
		m := c.code[i]
		if isApproxDiv(&m) {
			// The division's place computes the divisor's reciprocal as its expansion
			// does (MUFU.RCP: rcp.approx.ftz), and its adds fuse a times it.
			r := c.newSlot()
			c.code[i] = inst{op: opF32, aux: fRcpApprox | fFTZ, guard: -1, d: r, a: m.b, b: -1, c: -1, d2: -1, line: m.line}
			m.b = r
		} else if src, ok := copyOf[i]; ok {
			tmp := c.newSlot()
			c.code[i] = inst{op: opMov, guard: -1, d: tmp, a: src, d2: -1, line: m.line}
			if m.a == src {
				m.a = tmp
			}
			if m.b == src {
				m.b = tmp
			}
		}
		for _, f := range plan {
			u := &c.code[f.pc]
			fi := fmaOf(&m, u, f)
			if early[i] {
				// the fma into a new slot in the mul's place, the add a copy of it (under
				// the add's guard)
				tmp := c.newSlot()
				fi.guard, fi.gneg, fi.d, fi.line = -1, false, tmp, m.line
				c.code[i] = fi
				*u = inst{op: opMov, guard: u.guard, gneg: u.gneg, d: u.d, a: tmp, b: -1, c: -1, d2: -1, line: u.line}
				continue
			}
			*u = fi
		}
	}
}

// fmaOf returns the fma.rn that fuses the product of m, read from slot f.prod (negated when
// f.negA), into the add or sub u, keeping u's guard, .ftz and .sat.
func fmaOf(m, u *inst, f fusion) inst {
	other, negA, negC := u.b, f.negA, false
	if u.b == f.prod {
		other = u.a
		if floatKind(u) == fSub {
			negA = !negA
		}
	} else if floatKind(u) == fSub {
		negC = true
	}
	fi := inst{guard: u.guard, gneg: u.gneg, d: u.d, a: m.a, b: m.b, c: other, d2: -1, line: u.line}
	flags := u.aux & (fFTZ | fSat | fBF16 | fX2)
	if negA {
		flags |= fNegA
	}
	if negC {
		flags |= fNegC
	}
	fi.aux = fFma | flags
	switch floatClass(m) {
	case 1:
		fi.op = opF32
		if flags == 0 {
			fi.op = opFmaF32
		}
	case 2:
		// The fused product's factors in fma's NaN order (see orderNaNOperands): the
		// mul put the factor defined last second, fma wants it first.
		fi.a, fi.b = fi.b, fi.a
		fi.op = opF64
		if flags == 0 {
			fi.op = opFmaF64
		}
	default:
		fi.op = opHalf
	}
	return fi
}

// addendSteady reports whether the add at pc add, reading m's product (at pc i) from slot
// prod, reads as its other operand a value already there before m: a slot that neither m nor
// anything between m and the add writes.
func (c *compiler) addendSteady(m *inst, i, add, prod int32) bool {
	u := &c.code[add]
	other := u.b
	if u.b == prod {
		other = u.a
	}
	for pc := i; pc < add; pc++ {
		if writesSlot(&c.code[pc], other) {
			return false
		}
	}
	return other != m.d
}

// valueUses returns, for [lo, hi)'s blocks (blockOf), blockEnd (one past the last pc of pc's
// block), reach and unused (below).
func (c *compiler) valueUses(lo, hi int32, blockOf []int32) (blockEnd func(int32) int32, reach func(def, s int32, throughGuarded bool) ([]int32, bool), unused func(pc int32, depth int) bool) {
	blockEnd = func(pc int32) int32 { // one past the last pc of pc's block
		e := pc + 1
		for e < hi && blockOf[e-lo] == blockOf[pc-lo] {
			e++
		}
		return e
	}
	// shadowed reports whether the read of s at u reads a write earlier in u's block (an
	// unguarded one), so that no other block's value reaches it.
	shadowed := func(u, s int32) bool {
		for pc := u - 1; pc >= lo && blockOf[pc-lo] == blockOf[u-lo]; pc-- {
			if in := &c.code[pc]; writesSlot(in, s) && in.guard < 0 {
				return true
			}
		}
		return false
	}
	// reaches reports whether the read at u may see a value written in block b past its end:
	// u's block is reached from b through at least one branch or fall-through (a read in a
	// block no path from b leads to, as one before it in a function without loops, reads
	// something else; measured: fma41's rnd305, whose product's dead neg wrote a register
	// read only earlier, in other blocks).
	reaches := c.blockReach(lo, hi, blockOf)
	// reach returns the pcs that read the value def writes into s (within def's block, up to
	// the next unguarded write of s, which may itself read it), or ok false when the value may
	// be read elsewhere: past the block, or, unless throughGuarded, past a guarded write of s.
	reach = func(def, s int32, throughGuarded bool) (uses []int32, ok bool) {
		end, kill, mixed := blockEnd(def), int32(-1), int32(-1)
		for pc := def + 1; pc < end; pc++ {
			if in := &c.code[pc]; writesSlot(in, s) {
				if in.guard >= 0 {
					if !throughGuarded && mixed < 0 {
						mixed = pc
					}
					continue
				}
				kill = pc
				break
			}
		}
		for _, u := range c.usesOf(s) {
			switch {
			case u > def && (kill < 0 && u < end || kill >= 0 && u <= kill):
				if mixed >= 0 && u > mixed {
					// past a guarded write: the value or that write's (fma41's rb136: a
					// guarded write nothing read after keeps the product's add fused)
					return nil, false
				}
				uses = append(uses, u)
			case kill < 0 && !shadowed(u, s) && reaches(blockOf[def-lo], u):
				return nil, false // the value may live past its block
			}
		}
		return uses, true
	}
	// unused reports whether the value pc writes is never used: pure arithmetic whose value,
	// transitively, reaches no store, branch or other effect. ptxas removes such code before
	// it fuses, so an unused use does not keep a product from its adds (measured: fma26-c's
	// random kernels, where a product's dead neg, mul or p+p left its other adds fused).
	// Its answers are kept by pc and depth: a value that many others read, as in a lattice of
	// dead arithmetic, is asked about once per depth, not once per path to it (exponential:
	// BenchmarkContractDeadLattice).
	type question struct{ pc, depth int32 }
	answers := map[question]bool{}
	var dead func(pc int32, depth int) bool
	dead = func(pc int32, depth int) bool {
		in := &c.code[pc]
		if depth > 8 || floatClass(in) == 0 && in.op != opMov && in.op != opSelp || in.d2 >= 0 || splitsBlock(in) {
			return false // an expanded division or square root stays (fma26-c: rnd44)
		}
		q := question{pc, int32(depth)}
		if a, ok := answers[q]; ok {
			return a
		}
		uses, ok := reach(pc, in.d, true)
		for _, u := range uses {
			ok = ok && u != pc && dead(u, depth+1)
		}
		answers[q] = ok
		return ok
	}
	return blockEnd, reach, dead
}

// blockReach returns, for [lo, hi)'s blocks (blockOf), whether the instruction at pc u can run
// after block b has run to its end: u lies in a block that b's successors lead to (b itself
// only through a loop). Without loops that is any later block; with them each block's answer is
// worked out once, when first asked (up to 4096 blocks; beyond, and for a pc outside [lo, hi),
// the answer is yes).
func (c *compiler) blockReach(lo, hi int32, blockOf []int32) func(b, u int32) bool {
	n := hi - lo
	if n == 0 {
		return func(int32, int32) bool { return true }
	}
	nb := blockOf[n-1] + 1
	succ := make([][]int32, nb)
	var next []int
	for pc := lo; pc < hi; pc++ {
		b := blockOf[pc-lo]
		last := pc+1 == hi || blockOf[pc+1-lo] != b
		next = appendSuccessors(next[:0], c.k, c.code, int(pc))
		for _, t := range next {
			if t == int(pc)+1 && !last {
				continue // (within the block)
			}
			if t >= int(lo) && t < int(hi) {
				succ[b] = append(succ[b], blockOf[t-int(lo)])
			}
		}
	}
	loops := false
	for b, to := range succ {
		for _, x := range to {
			loops = loops || x <= int32(b)
		}
	}
	if !loops {
		// every edge goes forward: what a block reaches lies after it (all of it, to keep this
		// linear; a block only skipped over answers yes)
		return func(b, u int32) bool {
			return u < lo || u >= hi || blockOf[u-lo] > b
		}
	}
	if nb > 4096 {
		return func(b, u int32) bool { return true } // (a large function with loops: not worked out)
	}
	from := make([][]bool, nb)
	return func(b, u int32) bool {
		if u < lo || u >= hi {
			return true
		}
		if from[b] == nil {
			seen := make([]bool, nb)
			stack := slices.Clone(succ[b])
			for len(stack) > 0 {
				x := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if !seen[x] {
					seen[x] = true
					stack = append(stack, succ[x]...)
				}
			}
			from[b] = seen
		}
		return from[b][blockOf[u-lo]]
	}
}

// fusableAdd reports whether u, reading the product of m from slot s, is an add or sub ptxas
// fuses it into: no rounding modifier, m's type and .ftz, s one operand only.
func (c *compiler) fusableAdd(m, u *inst, s int32) bool {
	k := floatKind(u)
	return floatClass(u) == floatClass(m) && (k == fAdd || k == fSub) && u.aux&auxContract != 0 &&
		u.aux&fFTZ == m.aux&fFTZ && (u.a == s) != (u.b == s)
}

// preferredProduct returns which of two muls, at pcs pa and pb, whose products reach add u in
// slots sa and sb, ptxas fuses into u: the one in the add's first source operand, for f16, f32
// and f64, add and sub, whichever was computed first (measured, testdata/reference/fma26:
// pp_*, d_pp_*, hp_*). An f64 add's sources may have been swapped for NaN order (fSwapped).
func preferredProduct(u *inst, sa, sb, pa, pb int32) int32 {
	first := u.a
	if u.aux&fSwapped != 0 {
		first = u.b
	}
	switch first {
	case sa:
		return pa
	case sb:
		return pb
	}
	return min(pa, pb)
}

// splitsBlock reports whether ptxas keeps a mul before in and an add after it apart, as it does
// where it expands an instruction into code with branches of its own (a call; the IEEE
// division, reciprocal and square root, f32 and f64), so that they are not fused. Measured
// (testdata/reference/fma26, split_*; s_options' rcp.rn.f32 between S*cnd(d1) and the sub):
// also every integer division and remainder but the 32-bit unsigned ones (div.s32, rem.s32,
// div.s32 by 7, div.s16, rem.u16, every 64-bit one split; div.u32, rem.u32, div.u32 by 7 do
// not), every membar and fence, and rsqrt.approx.f64 without .ftz; rsqrt.approx.ftz.f64,
// rcp.approx.ftz.f64, the f32 approximations, atomics and red, bar.sync, bar.warp.sync, shfl,
// vote, nanosleep, loads and stores (volatile, acquire, release) and cvt do not.
func splitsBlock(in *inst) bool {
	switch in.op {
	case opCall, opDivF32, opSqrtF32, opMembar:
		return true
	case opF32, opF64:
		k := in.aux & 0xff
		return k == fDiv || k == fSqrt || k == fRcp || in.op == opF64 && k == fRsqrtApprox && in.aux&fFTZ == 0
	case opIntGeneric:
		kind, it := in.aux>>8, in.aux&0xff
		return (kind == iDiv || kind == iRem) && it != tU32
	}
	return false
}
