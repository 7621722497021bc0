package sim

// Lane strides: which registers hold U + k*%tid.x in every lane of a warp, U the same in all
// of them (modulo 2^64, as the engine's 64-bit lanes compute), so that compiled code knows an
// address's lanes are consecutive without testing them where the launch's warps hold
// consecutive %tid.x (jitMem.tidLanes): reduce's shared index, s + 4*%tid.x, made once a CTA
// and read by every access of its tree (docs/engine-performance.md, reduce16).

// laneStride is k where a register holds U + k*%tid.x; ok false where that is not known.
type laneStride struct {
	k  uint64
	ok bool
}

// laneStrides is a kernel's analysis: the stride of each register slot (analyseLaneStrides)
// and the constants' values, which shifts read.
type laneStrides struct {
	reg    []laneStride
	consts map[int32]uint64
}

// baseOp is the instruction the fast code's in stands for where it defines registers: a run's
// first member, an add paired with its access.
func baseOp(in *inst) opcode {
	switch in.op {
	case opRun:
		return opcode(in.x[0])
	case opAddMem:
		return opAdd
	}
	return in.op
}

// strideOf is the stride of the value in computes from its sources' strides (src: what each
// holds as in reads it), for the forms whose 64-bit lanes keep U + k*%tid.x: mov, add, sub,
// cvta, a shift left by a constant, mad.lo of uniform factors, and %tid.x itself. pending
// reports a source still unknown (laneStrides' first passes).
func strideOf(op opcode, in *inst, consts map[int32]uint64, src func(s int32) (laneStride, bool)) (st laneStride, pending bool) {
	one := func(s int32) (laneStride, bool) { return src(s) }
	two := func(combine func(x, y uint64) uint64) (laneStride, bool) {
		x, px := src(in.a)
		y, py := src(in.b)
		if px || py {
			return laneStride{}, true
		}
		return laneStride{combine(x.k, y.k), x.ok && y.ok}, false
	}
	switch op {
	case opSreg:
		return laneStride{1, in.aux == sregTidX}, false
	case opMov, opCvtaToGen, opCvtaFromGen:
		return one(in.a)
	case opMadLoUni:
		return one(in.c) // c + lane 0's a*b: the factors are uniform
	case opAdd:
		return two(func(x, y uint64) uint64 { return x + y })
	case opSub:
		return two(func(x, y uint64) uint64 { return x - y })
	case opShl:
		c, isConst := consts[in.b]
		if !isConst {
			return laneStride{}, false
		}
		x, p := src(in.a)
		return laneStride{x.k << uint32(c), x.ok}, p // (a << 64 and more is 0: Go's shift too)
	}
	return laneStride{}, false
}

// analyseLaneStrides returns, per register slot, the stride every definition in fast gives it, where
// each is unguarded, outside divergent regions (the whole warp's live lanes run it, so U is
// one value) and reads its varying sources where they are defined on every path (uni's
// definedness): registers persist from the warp's previous CTA, whose values the same
// definitions made. A slot uniform at every definition is stride 0. The analysis starts
// optimistic (every slot unknown) and only refines down, so a loop's induction (x = x + u)
// keeps its stride.
func analyseLaneStrides(k *Kernel, fast []inst, uni *uniformity) *laneStrides {
	consts := map[int32]uint64{slotZero: 0}
	for _, cv := range k.consts {
		consts[cv.slot] = cv.v
	}
	n := k.nslots
	st := make([]laneStride, n)
	unknown := make([]bool, n) // not refined yet
	for s := range n {
		if uni.reg[s] <= uniWarp {
			st[s] = laneStride{0, true}
		} else {
			unknown[s] = true
		}
	}
	for changed := true; changed; {
		changed = false
		for pc := range fast {
			in := &fast[pc]
			op := baseOp(in)
			def := *in
			def.op = op
			slots, ns, all := slotsWritten(&def)
			if all {
				return nil // (analyseUniform gives up on these first)
			}
			for _, d := range slots[:ns] {
				if d < 0 || int(d) >= n || !unknown[d] && !st[d].ok || uni.reg[d] <= uniWarp {
					continue
				}
				v, pending := laneStride{}, false
				if in.guard < 0 && !uni.div[pc] && d == in.d {
					v, pending = strideOf(op, in, consts, func(s int32) (laneStride, bool) {
						switch {
						case uni.regAt(pc, s) <= uniWarp:
							return laneStride{0, true}, false
						case s < 0 || int(s) >= n || !uni.isDefined(pc, s, false):
							return laneStride{}, false
						}
						return st[s], unknown[s]
					})
				}
				switch {
				case pending:
				case unknown[d]:
					st[d], unknown[d], changed = v, false, true
				case v != st[d]:
					st[d], changed = laneStride{}, true
				}
			}
		}
	}
	for s := range n {
		if unknown[s] {
			st[s] = laneStride{} // never defined where it could be known
		}
	}
	return &laneStrides{reg: st, consts: consts}
}
