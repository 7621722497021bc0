package sim

import "math/bits"

// analyse computes, for one lowered function, the reconvergence point of every branch (its
// immediate post-dominator) and applies ptxas's mul+add contraction.
func (c *compiler) analyse(fi *funcInfo) {
	lo, hi := fi.entry, fi.end
	n := int(hi - lo)
	if n == 0 {
		return
	}
	leader := make([]bool, n+1)
	leader[0] = true
	for pc := lo; pc < hi; pc++ {
		in := &c.code[pc]
		switch in.op {
		case opBra, opBraUni:
			if t := int32(in.imm); t >= lo && t < hi {
				leader[t-lo] = true
			}
			leader[pc-lo+1] = true
		case opRet, opExit, opTrap, opBrkpt:
			leader[pc-lo+1] = true
		}
	}
	blockOf := make([]int32, n)
	var starts []int32
	for i := 0; i < n; i++ {
		if leader[i] {
			starts = append(starts, lo+int32(i))
		}
		blockOf[i] = int32(len(starts) - 1)
	}
	nb := len(starts)
	exit := nb
	succ := make([][]int, nb)
	for b := 0; b < nb; b++ {
		end := hi
		if b+1 < nb {
			end = starts[b+1]
		}
		last := &c.code[end-1]
		fall := func() {
			if end < hi {
				succ[b] = append(succ[b], int(blockOf[end-lo]))
			} else {
				succ[b] = append(succ[b], exit)
			}
		}
		switch last.op {
		case opBraUni:
			succ[b] = append(succ[b], int(blockOf[int32(last.imm)-lo]))
		case opBra:
			succ[b] = append(succ[b], int(blockOf[int32(last.imm)-lo]))
			fall()
		case opRet, opExit, opTrap, opBrkpt:
			succ[b] = append(succ[b], exit)
			if last.guard >= 0 {
				fall()
			}
		default:
			fall()
		}
	}
	// Post-dominator sets, iterated to a fixed point over bitsets.
	words := (nb + 1 + 63) / 64
	pdom := make([][]uint64, nb+1)
	for b := range pdom {
		pdom[b] = make([]uint64, words)
		if b == exit {
			pdom[b][b/64] |= 1 << (b % 64)
			continue
		}
		for w := range pdom[b] {
			pdom[b][w] = ^uint64(0)
		}
	}
	tmp := make([]uint64, words)
	for changed := true; changed; {
		changed = false
		for b := nb - 1; b >= 0; b-- {
			for w := range tmp {
				tmp[w] = ^uint64(0)
			}
			for _, s := range succ[b] {
				for w := range tmp {
					tmp[w] &= pdom[s][w]
				}
			}
			tmp[b/64] |= 1 << (b % 64)
			for w := range tmp {
				if tmp[w] != pdom[b][w] {
					copy(pdom[b], tmp)
					changed = true
					break
				}
			}
		}
	}
	count := func(s []uint64) int {
		n := 0
		for _, w := range s {
			n += bits.OnesCount64(w)
		}
		return n
	}
	ipdomPC := func(b int) int32 {
		size := count(pdom[b])
		best := -1
		for d := 0; d <= nb; d++ {
			if d == b || pdom[b][d/64]&(1<<(d%64)) == 0 {
				continue
			}
			if count(pdom[d]) == size-1 {
				best = d
				break
			}
		}
		if best < 0 || best == exit {
			return -1
		}
		return starts[best]
	}
	for b := 0; b < nb; b++ {
		end := hi
		if b+1 < nb {
			end = starts[b+1]
		}
		if last := &c.code[end-1]; last.op == opBra {
			last.c = ipdomPC(b)
		}
	}
	c.contract(lo, hi, blockOf)
}

// writesSlots reports whether in may write register slot s.
func writesSlot(in *inst, s int32) bool {
	switch in.op {
	case opSetp, opMovPred, opPredFromReg, opIsspacep, opTestp, opPredLogic, opNop, opMembar,
		opBar, opBarWarp, opBra, opBraUni, opRet, opExit, opTrap, opBrkpt, opNanosleep, opUnsupported,
		opStGlobal, opStGlobal32, opStGlobal64, opStShared, opStShared32, opStLocal, opStGeneric:
		return false
	case opVote:
		return in.aux&3 == 3 && in.d == s
	case opStPVar:
		return true // conservatively: writes a parameter variable's slots
	case opCall:
		return true
	case opUnpack, opLdGlobal, opLdShared, opLdLocal, opLdGeneric, opLdKParam, opLdPVar:
		for i := 0; i < 4; i++ {
			if in.x[i] == s {
				return true
			}
		}
		return in.d == s
	}
	return in.d == s
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

func floatClass(in *inst) int {
	switch in.op {
	case opMulF32, opAddF32, opSubF32, opF32:
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
	case opF32, opF64, opHalf:
		return in.aux & 0xff
	}
	return 0xff
}

// contract fuses mul+add pairs the way ptxas does (notes/ptx.md §2.9): a mul without a rounding
// modifier whose only use is an add/sub (possibly through neg or mov) without a rounding
// modifier, of the same type, in the same basic block, becomes one fma.rn.
func (c *compiler) contract(lo, hi int32, blockOf []int32) {
	defOf := func(s int32, before int32) int32 { // the latest definition of s before pc, in its block
		for pc := before - 1; pc >= lo && blockOf[pc-lo] == blockOf[before-lo]; pc-- {
			if writesSlot(&c.code[pc], s) {
				return pc
			}
		}
		return -1
	}
	for i := lo; i < hi; i++ {
		m := &c.code[i]
		if !isFloatMul(m) || m.guard >= 0 {
			continue
		}
		s := m.d
		neg := false
		j := int32(-1)
		ok := true
		for step := 0; step < 4; step++ {
			if c.uses[s] != 1 {
				ok = false
				break
			}
			j = c.usePC[s]
			if j <= i || j >= hi || blockOf[j-lo] != blockOf[i-lo] {
				ok = false
				break
			}
			u := &c.code[j]
			if u.guard >= 0 {
				ok = false
				break
			}
			if u.op == opMov && u.a == s {
				s = u.d
				continue
			}
			if floatClass(u) == floatClass(m) && floatKind(u) == fNeg && u.a == s && u.aux&(fFTZ|fSat) == m.aux&(fFTZ) {
				neg = !neg
				s = u.d
				continue
			}
			break
		}
		if !ok || j < 0 {
			continue
		}
		u := &c.code[j]
		k := floatKind(u)
		if floatClass(u) != floatClass(m) || (k != fAdd && k != fSub) || u.aux&auxContract == 0 {
			continue
		}
		if u.aux&fFTZ != m.aux&fFTZ {
			continue
		}
		var other int32
		negA, negC := neg, false
		switch {
		case u.a == s && u.b != s:
			other = u.b
			if k == fSub {
				negC = true
			}
		case u.b == s && u.a != s:
			other = u.a
			if k == fSub {
				negA = !negA
			}
			// Both addends products: ptxas fuses the first source operand.
			if d := defOf(u.a, j); d >= 0 && isFloatMul(&c.code[d]) && c.uses[u.a] == 1 {
				continue
			}
		default:
			continue
		}
		// The product's sources must still hold their values at the add.
		clobbered := false
		for pc := i + 1; pc < j; pc++ {
			if writesSlot(&c.code[pc], m.a) || writesSlot(&c.code[pc], m.b) || c.code[pc].op == opCall {
				clobbered = true
				break
			}
		}
		if clobbered {
			continue
		}
		f := inst{guard: -1, d: u.d, a: m.a, b: m.b, c: other, d2: -1, line: u.line}
		flags := u.aux & (fFTZ | fSat | fBF16 | fX2)
		if negA {
			flags |= fNegA
		}
		if negC {
			flags |= fNegC
		}
		f.aux = fFma | flags
		switch floatClass(m) {
		case 1:
			f.op = opF32
			if flags == 0 {
				f.op = opFmaF32
			}
		case 2:
			f.op = opF64
			if flags == 0 {
				f.op = opFmaF64
			}
		default:
			f.op = opHalf
		}
		*u = f
	}
}
