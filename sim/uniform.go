package sim

import "slices"

// Uniform values (docs/engine-performance.md, fourth pass design point 4, built in the seventh
// pass): which register and predicate slots hold one value in every live lane of a warp, so
// that an instruction reading only such slots may compute one lane for all of them.
//
// The lattice, per slot: uniLaunch (the same in every lane of every warp of the launch:
// constants, kernel parameters, %ntid, %nctaid) < uniCTA (%ctaid and what follows from it and
// from launch-invariant values) < uniWarp (%warpid) < uniVarying (%tid, %laneid, loads,
// shuffles, anything read from a varying value). A definition's kind is the largest of its
// sources' and its guard predicate's; a slot's is the largest of its definitions'.
//
// The divergence rule. A definition computes a uniform value only if every live lane runs it
// together: not while the warp is split. The engine runs a split warp's group with the lowest pc
// first and merges groups that reach the same pc (warp.resume), so a branch whose predicate
// is varying splits the warp into a group at its target and one after it, and the lower group
// runs alone until it reaches the higher one's pc: the region [min(b+1, t), max(b+1, t)) is
// divergent. Where the lower group leaves that interval (a branch inside it, to x), the other
// group runs from the interval's end to x, or the lower group from x up: the region grows to
// include x, until no branch inside it leads out. A barrier inside it (a group parks, the other
// runs on past the region) makes it run to the end of the code, as does a barrier guarded by a
// varying predicate. A definition inside a divergent region is varying, and so is a
// definition guarded by a varying predicate. Lanes that exited (ret, exit) hold no value that
// matters; lanes that never existed (a partial warp) neither.
//
// Registers are not cleared between CTAs (the launch-invariant prologue relies on it), so a
// slot read before any unguarded definition on some path holds a value from the warp's
// previous CTA, which differs by lane if that CTA's lanes ran differently: a read is uniform
// only where the slot is defined on every path to it (definedAt).
//
// A kernel with calls, or an instruction whose effects writesKnown does not describe, gets no
// analysis (every slot varying).

// uniKind is a slot's place in the lattice.
type uniKind uint8

const (
	uniLaunch uniKind = iota
	uniCTA
	uniWarp
	uniVarying
)

// uniformity is the analysis of one kernel's code.
type uniformity struct {
	reg     []uniKind // per register slot
	pred    []uniKind // per predicate slot
	div     []bool    // per pc: inside a divergent region
	nwords  int       // words of a definedness set: register slots, then predicate slots
	defined []uint64  // per pc, nwords words: the slots defined on every path to pc
	nslots  int
	tables  [][]int32 // the kernel's brx target tables
	edges   flowEdges // code's successors
	defs    slotDefs  // what each pc writes
	// strides, per register slot, what every definition gives it across a warp's lanes where
	// compiled runs read it (laneStrides, jit_amd64.go); nil where not made.
	strides *laneStrides
}

// maxUniformBits bounds the definedness sets (pcs x slots) of one analysis.
const maxUniformBits = 1 << 24

// uniformValues turns the analysis's uses in the fast code on; tests turn it off to compare.
var uniformValues = true

// analyseUniform computes the uniformity of code (k.hot or k.code), or nil where it gives up.
func (k *Kernel) analyseUniform(code []inst) *uniformity {
	if len(k.funcs) != 1 || len(code) == 0 {
		return nil
	}
	for i := range code {
		in := &code[i]
		if !writesKnown(in) {
			return nil
		}
		switch in.op {
		case opCall, opStPVar, opTexture, opMatrix:
			return nil
		}
	}
	n := len(code)
	u := &uniformity{
		reg:    make([]uniKind, k.nslots),
		pred:   make([]uniKind, k.npreds),
		div:    make([]bool, n),
		nslots: k.nslots,
		tables: k.tables,
	}
	u.nwords = (k.nslots + k.npreds + 63) / 64
	if n*u.nwords*64 > maxUniformBits {
		return nil
	}
	u.edges, u.defs = edgesOf(k, code), defsOf(k, code)
	u.definedness(k, code)
	if len(u.reg) > 1 {
		u.reg[1] = uniVarying // the sink: every discarded result
	}
	u.reg[k.baseSlot], u.reg[k.dynSlot] = uniCTA, uniCTA // placeShared's: by block rank
	for changed := true; changed; {
		changed = false
		u.regions(code)
		for pc := range code {
			if u.define(k, code, pc) {
				changed = true
			}
		}
	}
	return u
}

// alwaysDefined reports whether slot s holds its value before the kernel starts: the zero slot,
// constants and module-variable addresses.
func (k *Kernel) alwaysDefined(s int32) bool {
	if s == 0 || s == k.baseSlot || s == k.dynSlot {
		return true // the zero slot; placeShared's, set as each CTA begins
	}
	for _, cv := range k.consts {
		if cv.slot == s {
			return true
		}
	}
	for _, sv := range k.syms {
		if sv.slot == s {
			return true
		}
	}
	return false
}

// definedness fills u.defined: a forward must-analysis over the pcs of code. An unguarded
// definition defines its slots; a guarded one may not run.
func (u *uniformity) definedness(k *Kernel, code []inst) {
	n, nw := len(code), u.nwords
	u.defined = make([]uint64, n*nw)
	for i := range u.defined {
		u.defined[i] = ^uint64(0) // top: refined down
	}
	entry := u.defined[:nw]
	clear(entry)
	for s := int32(0); int(s) < k.nslots; s++ {
		if k.alwaysDefined(s) {
			entry[s/64] |= 1 << (s % 64)
		}
	}
	out := make([]uint64, nw)
	for changed := true; changed; {
		changed = false
		for pc := range code {
			in := &code[pc]
			copy(out, u.defined[pc*nw:(pc+1)*nw])
			if in.guard < 0 {
				for _, b := range u.defs.of(pc) {
					out[b/64] |= 1 << (b % 64)
				}
			}
			meet := func(t int) {
				if t <= 0 || t >= n {
					return // pc 0 is the entry: nothing defined there
				}
				dst := u.defined[t*nw : (t+1)*nw]
				for i := range dst {
					if v := dst[i] & out[i]; v != dst[i] {
						dst[i] = v
						changed = true
					}
				}
			}
			for _, t := range u.edges.of(pc) {
				meet(int(t))
			}
		}
	}
}

// flowEdges is code's control flow, made once for the analyses' fixpoints: the pcs that may run
// after pc are succ[from[pc]:from[pc+1]], the end (len(code)) after a ret or exit and for a
// target outside the code.
type flowEdges struct {
	from []int32
	succ []int32
}

func edgesOf(k *Kernel, code []inst) flowEdges {
	n := len(code)
	e := flowEdges{from: make([]int32, n+1), succ: make([]int32, 0, 2*n)}
	var next []int
	for pc := range code {
		next = appendSuccessors(next[:0], k, code, pc)
		if len(next) == 0 {
			next = append(next, n) // ret, exit: the warp's next CTA
		}
		for _, t := range next {
			if t < 0 || t > n {
				t = n
			}
			e.succ = append(e.succ, int32(t))
		}
		e.from[pc+1] = int32(len(e.succ))
	}
	return e
}

// of lists the pcs that may run after pc.
func (e *flowEdges) of(pc int) []int32 { return e.succ[e.from[pc]:e.from[pc+1]] }

// appendSuccessors appends successors' list to next.
func appendSuccessors(next []int, k *Kernel, code []inst, pc int) []int {
	in := &code[pc]
	switch in.op {
	case opBra, opBraUni:
		next = append(next, int(in.imm))
		if in.guard < 0 {
			return next
		}
	case opBrx:
		for _, t := range k.tables[in.b] {
			next = append(next, int(t))
		}
		if in.guard < 0 {
			return next
		}
		// (lanes whose guard is false go on at pc+1, as warp.brx runs them)
	case opRet, opExit, opTrap, opBrkpt:
		if in.guard < 0 {
			return next // none
		}
	}
	return append(next, pc+1)
}

// slotDefs lists, per pc, the slots the instruction writes, as definedness numbers them:
// register slots, then predicate slots from nslots on. Made once: the fixpoints visit each pc
// several times, and slotsWritten's switch was a third of the analysis.
type slotDefs struct {
	from []int32
	bits []int32
}

func defsOf(k *Kernel, code []inst) slotDefs {
	d := slotDefs{from: make([]int32, len(code)+1)}
	for pc := range code {
		in := &code[pc]
		slots, ns, _ := distinctSlotsWritten(in, k.nslots)
		d.bits = append(d.bits, slots[:ns]...)
		for _, p := range predDefs(in) {
			if p >= 0 && int(p) < k.npreds && !slices.Contains(d.bits[d.from[pc]:], int32(k.nslots)+p) {
				d.bits = append(d.bits, int32(k.nslots)+p)
			}
		}
		d.from[pc+1] = int32(len(d.bits))
	}
	return d
}

// of lists the slots the instruction at pc writes.
func (d *slotDefs) of(pc int) []int32 { return d.bits[d.from[pc]:d.from[pc+1]] }

// predDefs returns the predicate slots in may write (for the opcodes writesKnown lists).
func predDefs(in *inst) []int32 {
	switch in.op {
	case opSetp, opPredLogic, opMovPred, opPredFromReg, opIsspacep, opTestp:
		return []int32{in.d, in.d2}
	case opShfl:
		return []int32{in.d2}
	case opVote:
		if in.aux&3 != 3 {
			return []int32{in.d}
		}
	case opBar:
		if a := in.aux & 7; a == 3 || a == 4 {
			return []int32{in.d} // bar.red.and/or.pred
		}
	}
	return nil
}

func (u *uniformity) isDefined(pc int, s int32, pred bool) bool {
	b := int(s)
	if pred {
		b += u.nslots
	}
	return u.defined[pc*u.nwords+b/64]>>(b%64)&1 != 0
}

// regAt is the kind of register slot s as read at pc.
func (u *uniformity) regAt(pc int, s int32) uniKind {
	if s < 0 || int(s) >= len(u.reg) || !u.isDefined(pc, s, false) {
		return uniVarying
	}
	return u.reg[s]
}

func (u *uniformity) predAt(pc int, p int32) uniKind {
	if p < 0 || int(p) >= len(u.pred) || !u.isDefined(pc, p, true) {
		return uniVarying
	}
	return u.pred[p]
}

// define raises the kinds of the slots the instruction at pc writes to its definition's kind;
// true when one changed.
func (u *uniformity) define(k *Kernel, code []inst, pc int) bool {
	in := &code[pc]
	kind := uniLaunch
	if in.guard >= 0 {
		kind = u.predAt(pc, int32(in.guard))
	}
	if u.div[pc] {
		kind = uniVarying
	}
	src := func(slots ...int32) uniKind {
		m := kind
		for _, s := range slots {
			m = max(m, u.regAt(pc, s))
		}
		return m
	}
	regKind, predKind := uniVarying, uniVarying
	switch in.op {
	case opLdKParam:
		regKind = kind
	case opSreg:
		switch in.aux {
		case sregNtidX, sregNtidY, sregNtidZ, sregNctaidX, sregNctaidY, sregNctaidZ:
			regKind = kind
		case sregCtaidX, sregCtaidY, sregCtaidZ:
			regKind = max(kind, uniCTA)
		case sregWarpid:
			regKind = max(kind, uniWarp)
		}
	case opMov, opCvtaToGen, opCvtaFromGen:
		regKind = src(in.a)
	case opAdd, opSub, opMulLo, opAnd, opOr, opXor, opShl, opShrU32, opShrS32, opShrU64, opShrS64,
		opMulWideS32, opMulWideU32, opAddF32, opSubF32, opMulF32:
		regKind = src(in.a, in.b)
	case opMadLo, opFmaF32:
		regKind = src(in.a, in.b, in.c)
	case opSelp:
		regKind = max(src(in.a, in.b), u.predAt(pc, in.c))
	case opSetp:
		predKind = src(in.a, in.b)
		if in.aux>>17&3 != 0 {
			predKind = max(predKind, u.predAt(pc, in.c))
		}
	}
	changed := false
	for _, b := range u.defs.of(pc) {
		v, to := u.reg, regKind
		if int(b) >= u.nslots {
			v, to, b = u.pred, predKind, b-int32(u.nslots)
		}
		if to > v[b] {
			v[b] = to
			changed = true
		}
	}
	return changed
}

// regions marks u.div: the pcs where a warp may run split (see the divergence rule above).
func (u *uniformity) regions(code []inst) {
	n := len(code)
	clear(u.div)
	for pc := range code {
		in := &code[pc]
		var lo, hi int
		switch {
		case (in.op == opBra || in.op == opBraUni) && in.guard >= 0 && u.predAt(pc, int32(in.guard)) == uniVarying:
			lo, hi = min(pc+1, int(in.imm)), max(pc+1, int(in.imm))
		case in.op == opBrx && u.regAt(pc, in.a) == uniVarying:
			lo, hi = pc+1, pc+1
			for _, t := range u.brxTargets(in) {
				lo, hi = min(lo, t), max(hi, t)
			}
		case (in.op == opBar || in.op == opBarWarp) && in.guard >= 0 && u.predAt(pc, int32(in.guard)) == uniVarying:
			lo, hi = pc, n
		default:
			continue
		}
		for grown := true; grown; {
			grown = false
			for i := lo; i < hi && i < n; i++ {
				c := &code[i]
				var ts []int
				switch c.op {
				case opBra, opBraUni:
					ts = []int{int(c.imm)}
				case opBrx:
					ts = u.brxTargets(c)
				case opBar, opBarWarp:
					ts = []int{n}
				}
				for _, t := range ts {
					if t < lo || t > hi {
						lo, hi = min(lo, t), max(hi, t)
						grown = true
					}
				}
			}
		}
		for i := max(lo, 0); i < hi && i < n; i++ {
			u.div[i] = true
		}
	}
}

// brxTargets lists a brx's targets.
func (u *uniformity) brxTargets(in *inst) []int {
	var ts []int
	for _, t := range u.tables[in.b] {
		ts = append(ts, int(t))
	}
	return ts
}
