package sim

import (
	"fmt"
	"slices"

	"cudasim/sim/ptx"
)

func (c *compiler) atom(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	ty := m.typ()
	names := map[string]uint32{"add": atAdd, "min": atMin, "max": atMax, "inc": atInc, "dec": atDec,
		"and": atAnd, "or": atOr, "xor": atXor, "exch": atExch, "cas": atCas}
	op := uint32(100)
	for _, w := range in.Mods {
		if v, ok := names[w]; ok {
			op = v
		}
	}
	if op == 100 {
		c.failf("%s without an operation", in.Opcode)
	}
	if m.vec > 0 {
		c.vectorAtom(in, g, m)
		return
	}
	if ty == "b128" {
		c.atom128(in, g, m, op)
		return
	}
	if len(ops) < 2 {
		c.failf("%s needs operands", in.Opcode)
	}
	k := 0
	if in.Opcode == "atom" {
		g.d = c.dst(ops[0])
		k = 1
	} else {
		g.d = slotSink
	}
	want := k + 2
	if op == atCas {
		want++
	}
	c.nops(in, want)
	base, off, space, _ := c.address(ops[k], m.space)
	g.a, g.imm = base, off
	g.b = c.src(ops[k+1], ty)
	if op == atCas {
		g.c = c.src(ops[k+2], ty)
	}
	sp := c.atomSpace(space)
	var at uint32
	switch ty {
	case "u32", "b32":
		at = 0
	case "s32":
		at = 1
	case "u64", "b64":
		at = 2
	case "s64":
		at = 3
	case "f32":
		at = 4
	case "f64":
		at = 5
	case "f16":
		at = 6
	case "bf16":
		at = 7
	case "f16x2":
		at = 8
	case "bf16x2":
		at = 9
	case "b16", "u16", "s16":
		at = 10
	default:
		c.failf("bad atomic type")
	}
	if op == atAdd && at == 5 && ops[k+1].Kind == ptx.OpdFloat {
		// An add.f64 of an immediate NaN leaves that NaN, whatever the word held (rand17's
		// nan_misc; of a NaN register and a NaN word the word's stays): an exchange.
		if isNaN64(immBits(ops[k+1], ty)) {
			op = atExch
		}
	}
	g.op = opAtom
	g.aux = op | sp<<4 | at<<8
	if ctaSpace(in, space) {
		g.aux |= memCTA
	}
	c.emit(g)
}

func (c *compiler) shfl(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	if !m.words["sync"] {
		if len(ops) != 4 {
			c.failf("shfl needs 4 operands")
		}
	} else {
		c.nops(in, 5)
	}
	modes := map[string]uint32{"up": 0, "down": 1, "bfly": 2, "idx": 3}
	found := false
	for w := range m.words {
		if v, ok := modes[w]; ok {
			g.aux, found = v, true
		}
	}
	if !found {
		c.failf("shfl without a mode")
	}
	if d := ops[0]; d.Kind == ptx.OpdPair {
		g.d = c.dst(d.Elems[0])
		g.d2 = c.pred(d.Elems[1])
	} else {
		g.d = c.dst(d)
	}
	g.a = c.src(ops[1], "b32")
	g.b = c.src(ops[2], "b32")
	g.c = c.src(ops[3], "b32")
	if len(ops) == 5 {
		g.x[0] = c.src(ops[4], "b32")
	} else {
		g.x[0] = c.constSlot(0xffffffff)
	}
	g.op = opShfl
	c.emit(g)
}

func (c *compiler) vote(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	modes := map[string]uint32{"all": 0, "any": 1, "uni": 2, "ballot": 3}
	found := false
	for w := range m.words {
		if v, ok := modes[w]; ok {
			g.aux, found = v, true
		}
	}
	if !found {
		c.failf("vote without a mode")
	}
	want := 2
	if m.words["sync"] {
		want = 3
	}
	c.nops(in, want)
	if g.aux == 3 {
		g.d = c.dst(ops[0])
	} else {
		g.d = c.pred(ops[0])
	}
	g.a = c.pred(ops[1])
	if ops[1].Not {
		g.aux |= 4
	}
	if want == 3 {
		g.b = c.src(ops[2], "b32")
	} else {
		g.b = c.constSlot(0xffffffff)
	}
	g.op = opVote
	c.emit(g)
}

// match lowers match.{any,all}.sync.
func (c *compiler) match(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	ty := m.typ()
	c.nops(in, 3)
	g.op = opMatch
	if d := ops[0]; d.Kind == ptx.OpdPair {
		g.d = c.dst(d.Elems[0])
		g.d2 = c.pred(d.Elems[1])
	} else {
		g.d = c.dst(d)
	}
	g.a = c.src(ops[1], ty)
	g.b = c.src(ops[2], "b32")
	if m.words["all"] {
		g.aux |= 2
	}
	if typeSize(ty) == 8 {
		g.aux |= 1
	}
	c.emit(g)
}

// redux lowers redux.sync.
func (c *compiler) redux(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	ty := m.typ()
	c.nops(in, 3)
	g.op = opRedux
	g.d = c.dst(ops[0])
	g.a = c.src(ops[1], ty)
	g.b = c.src(ops[2], "b32")
	k := map[string]uint32{"add": 0, "min": 1, "max": 2, "and": 3, "or": 4, "xor": 5}
	found := false
	for w := range m.words {
		if v, ok := k[w]; ok {
			g.aux, found = v, true
		}
	}
	if m.cmp != "" || !found {
		c.unsupported(in, "redux operation")
		return
	}
	if ty == "s32" {
		g.aux |= 8
	}
	c.emit(g)
}

// activemask lowers activemask.b32.
func (c *compiler) activemask(in *ptx.Instr, g inst) {
	c.nops(in, 1)
	g.op = opActivemask
	g.d = c.dst(in.Operands[0])
	c.emit(g)
}

// elect lowers elect.sync.
func (c *compiler) elect(in *ptx.Instr, g inst) {
	ops := in.Operands
	c.nops(in, 2)
	g.op = opElect
	d := ops[0]
	if d.Kind == ptx.OpdPair {
		g.d = c.dst(d.Elems[0])
		g.d2 = c.pred(d.Elems[1])
	} else {
		g.d = slotSink
		g.d2 = c.pred(d)
	}
	g.a = c.src(ops[1], "b32")
	c.emit(g)
}

// mbarrier kinds (opMbar aux)
const (
	mbInit = iota
	mbArrive
	mbArriveDrop
	mbTestWait
	mbTestWaitParity
	mbPendingCount
	mbInval
	mbExpectTx   // b = bytes
	mbCompleteTx // b = bytes
	mbNoComplete = 1 << 4
)

// mbarrier lowers the mbarrier object operations (cuda::barrier, pipelines). The object is 8
// bytes of shared (or global) memory whose contents PTX leaves opaque; the engine keeps the
// pending count in bits 0-30, the phase parity in bit 31 and the expected count in bits 32-62.
// A state token is the object's value before the arrival.
func (c *compiler) mbarrier(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	addr := func(o ptx.Operand) {
		base, off, space, _ := c.address(o, m.space)
		if space == "kparam" || space == "pvar" || space == "local" {
			c.failf("mbarrier object in .%s", space)
		}
		g.a, g.imm = base, off
		switch space {
		case "shared":
			g.aux |= 1 << 8
			if ctaSpace(in, space) {
				g.aux |= memCTA
			}
		case "global":
			g.aux |= 2 << 8
		}
	}
	g.op = opMbar
	g.b, g.c = slotZero, -1
	switch {
	case m.words["expect_tx"] && !m.words["arrive"] && !m.words["arrive_drop"], m.words["complete_tx"]:
		// mbarrier.{expect,complete}_tx{.sem}{.scope}{.space}.b64 [addr], txCount
		c.nops(in, 2)
		g.aux = mbExpectTx
		if m.words["complete_tx"] {
			g.aux = mbCompleteTx
		}
		addr(ops[0])
		g.b = c.src(ops[1], "u32")
	case m.words["init"]:
		c.nops(in, 2)
		g.aux = mbInit
		addr(ops[0])
		g.b = c.src(ops[1], "u32")
	case m.words["arrive"], m.words["arrive_drop"]:
		if len(ops) < 2 || len(ops) > 3 {
			c.failf("mbarrier.arrive needs 2 or 3 operands")
		}
		g.aux = mbArrive
		if m.words["arrive_drop"] {
			g.aux = mbArriveDrop
		}
		if m.words["noComplete"] {
			g.aux |= mbNoComplete
		}
		g.d = c.dst(ops[0])
		addr(ops[1])
		g.b = c.constSlot(1)
		if m.words["expect_tx"] {
			// mbarrier.arrive{_drop}.expect_tx ... state, [addr], txCount: one arrival
			if len(ops) != 3 {
				c.failf("mbarrier.arrive.expect_tx needs 3 operands")
			}
			g.c = c.src(ops[2], "u32")
		} else if len(ops) == 3 {
			g.b = c.src(ops[2], "u32")
		}
	case m.words["test_wait"], m.words["try_wait"]:
		if len(ops) < 3 || len(ops) > 4 {
			c.failf("mbarrier wait needs 3 or 4 operands")
		}
		g.aux = mbTestWait
		if m.words["parity"] {
			g.aux = mbTestWaitParity
		}
		g.d = c.pred(ops[0])
		addr(ops[1])
		g.b = c.src(ops[2], "b64")
		if len(ops) == 4 {
			c.src(ops[3], "u32") // suspend-time hint
		}
	case m.words["pending_count"]:
		c.nops(in, 2)
		g.aux = mbPendingCount
		g.d = c.dst(ops[0])
		g.b = c.src(ops[1], "b64")
	case m.words["inval"]:
		c.nops(in, 1)
		g.aux = mbInval
		addr(ops[0])
	default:
		c.unsupported(in, "mbarrier operation")
		return
	}
	c.emit(g)
}

// vectorAtom lowers a vector atomic (atom/red .v2/.v4/.v8 on .f32, .f16x2, .bf16x2...: sm_90's
// atomicAdd(float2/float4 *)) as one atomic a element: the elements are atomic each, not together.
func (c *compiler) vectorAtom(in *ptx.Instr, g inst, m mods) {
	size := int64(typeSize(m.typ()))
	if size == 0 {
		c.failf("vector atomic without an element type")
	}
	k := 0
	if in.Opcode == "atom" {
		k = 1
	}
	if len(in.Operands) != k+2 {
		c.refuse("vector %s with %d operands", in.Opcode, len(in.Operands))
	}
	src := in.Operands[k+1]
	if src.Kind != ptx.OpdVector || len(src.Elems) != m.vec {
		c.failf("vector %s needs a vector of %d values", in.Opcode, m.vec)
	}
	var dst ptx.Operand
	if k == 1 {
		dst = in.Operands[0]
		if dst.Kind != ptx.OpdVector || len(dst.Elems) != m.vec {
			c.failf("vector atom needs a vector of %d destinations", m.vec)
		}
	}
	if k == 1 {
		src.Elems = c.readBeforeWrites(src.Elems, dst.Elems)
	}
	var mods []string
	for _, w := range in.Mods {
		if w != "v2" && w != "v4" && w != "v8" {
			mods = append(mods, w)
		}
	}
	for i := 0; i < m.vec; i++ {
		one := *in
		one.Mods = mods
		addr := in.Operands[k]
		addr.Int += int64(i) * size
		one.Operands = []ptx.Operand{addr, src.Elems[i]}
		if k == 1 {
			one.Operands = []ptx.Operand{dst.Elems[i], addr, src.Elems[i]}
		}
		c.atom(&one, g, classify(&one))
	}
}

// readBeforeWrites returns srcs with each register that an earlier element's destination names
// replaced by a copy taken before the first element runs: the H200 reads every source of a vector
// atom before it writes a destination (version 5's random programs x004, x005, x008...: probe
// rand5-c's cuts; testdata/conformance/random/README.md), where one element after another would
// read the old value an earlier element wrote. The AST's slice is not changed.
func (c *compiler) readBeforeWrites(srcs, dsts []ptx.Operand) []ptx.Operand {
	out := srcs
	for i, e := range srcs {
		if e.Kind != ptx.OpdReg || !slices.ContainsFunc(dsts[:i], func(d ptx.Operand) bool { return d.Kind == ptx.OpdReg && d.Name == e.Name }) {
			continue
		}
		if &out[0] == &srcs[0] {
			out = slices.Clone(srcs)
		}
		t := c.tempSlot()
		c.emitTemp(inst{op: opMov, d: t, a: c.srcNoUse(e, "b64")})
		name := fmt.Sprintf("(vector atom source %d)", t) // no PTX identifier looks like this
		c.declare(name, symbol{kind: sReg, slot: t, name: name})
		out[i] = ptx.Operand{Kind: ptx.OpdReg, Name: name}
	}
	return out
}

// atomSpace is the state space field of an atom or red instruction's aux
// (global, shared, or generic when none is named).
func (c *compiler) atomSpace(space string) uint32 {
	switch space {
	case "global":
		return spGlobal
	case "shared":
		return spShared
	case "generic", "":
		return spGeneric
	}
	c.failf("atomic on .%s", space)
	return 0
}
