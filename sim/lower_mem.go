package sim

import (
	"slices"
	"strings"

	"cudasim/sim/ptx"
)

// memSize returns the access size and sign-extension flag of a load/store type.
func memType(in *ptx.Instr, ty string) (uint32, uint32) {
	sz := typeSize(ty)
	signed := uint32(0)
	if ty == "s8" || ty == "s16" || ty == "s32" {
		signed = 1
	}
	return uint32(sz), signed
}

// address resolves [name+off] for a state space. It returns the slot holding the base, the
// constant offset, and the effective space ("global", "shared", "local", "kparam", "pvar",
// "generic").
func (c *compiler) address(o ptx.Operand, space string) (int32, int64, string, symbol) {
	if o.Kind != ptx.OpdAddr {
		c.failf("expected an address operand")
	}
	if len(o.Elems) > 0 {
		c.failf("texture/surface addressing is not supported")
	}
	generic := space == ""
	if o.Name == "" {
		return slotZero, o.Int, space, symbol{}
	}
	if _, ok := c.sreg(ptx.Operand{Name: o.Name}); ok && strings.HasPrefix(o.Name, "%") {
		c.failf("special register used as an address")
	}
	s, ok := c.lookup(o.Name)
	if !ok {
		c.failf("undefined identifier %s", o.Name)
	}
	switch s.kind {
	case sReg:
		switch {
		case space == "local" && c.k.widths.narrow(s.slot):
			// A 32-bit register as a local address is its low 32 bits, as a shared address is
			// (sharedFor): its upper bits are whatever its writer left (lanewidth.go).
			t := c.tempSlot()
			saved := c.pending
			c.pending = []int32{s.slot}
			c.emit(inst{op: opAnd, guard: -1, d: t, a: s.slot, b: c.constSlot(0xffffffff)})
			c.pending = saved
			return t, o.Int, space, s
		case space != "shared" && space != "local":
			// cudasim's global, constant and generic addresses are 64 bits wide: a register used
			// as one holds 64 (mov.u32 %r, ctab), whatever its type.
			c.k.widths.markWide(s.slot)
		}
		c.pending = append(c.pending, s.slot)
		return s.slot, o.Int, space, s
	case sKParam:
		if space != "param" {
			c.failf("kernel parameter %s accessed outside .param space", o.Name)
		}
		return slotZero, s.off + o.Int, "kparam", s
	case sPVar:
		if space != "param" && space != "" {
			c.failf("parameter %s accessed as .%s", o.Name, space)
		}
		return s.slot, o.Int, "pvar", s
	case sShared:
		if generic {
			return c.k.baseSlot, int64(SharedWindow) + s.off + o.Int, "generic", s
		}
		return c.k.baseSlot, s.off + o.Int, space, s
	case sDynShared:
		if generic {
			return c.k.dynSlot, int64(SharedWindow) + o.Int, "generic", s
		}
		return c.k.dynSlot, o.Int, space, s
	case sLocal:
		t := c.tempSlot()
		in := inst{op: opLocalAddr, d: t, imm: s.off}
		if generic {
			in.aux = 1
		}
		c.emitTemp(in)
		return t, o.Int, space, s
	case sGlobal:
		return c.symSlot(s.name), o.Int, space, s
	}
	c.failf("%s cannot be used as an address", o.Name)
	return 0, 0, "", s
}

// checkPVar rejects a parameter-variable access outside the variable or not aligned to its size.
// memOps checks ld's and st's operand count: with .L2::cache_hint a third
// operand is the cache policy (createpolicy's 64 bits, what cuda::annotated_ptr
// passes), a hint about L2 eviction with no visible effect, read and dropped.
func (c *compiler) memOps(in *ptx.Instr, m mods) {
	if !m.words["L2::cache_hint"] {
		c.nops(in, 2)
		return
	}
	c.nops(in, 3)
	c.src(in.Operands[2], "b64")
}

// ctaSpace reports whether an access in space by in is in the .shared (::cta) state space (memCTA).
func ctaSpace(in *ptx.Instr, space string) bool {
	return space == "shared" && !slices.Contains(in.Mods, "shared::cluster")
}

func (c *compiler) checkPVar(space string, s symbol, off, size int64) {
	if space != "pvar" {
		return
	}
	if off < 0 || off+size > int64(s.n)*8 || off%min(size, 8) != 0 {
		c.failf("access of %d bytes at offset %d of parameter %s (%d bytes)", size, off, s.name, s.size)
	}
}

func (c *compiler) ld(in *ptx.Instr, g inst, m mods) {
	c.memOps(in, m)
	ops := in.Operands
	ty := m.typ()
	sz, signed := memType(in, ty)
	if sz == 0 || sz > 16 {
		c.failf("bad load type .%s", ty)
	}
	vec := max(m.vec, 1)
	if vec > 4 {
		c.unsupported(in, ".v8 loads")
		return
	}
	base, off, space, sym := c.address(ops[1], m.space)
	g.a, g.imm = base, off
	g.aux = sz | signed<<8 | uint32(vec)<<12
	if ctaSpace(in, space) {
		g.aux |= memCTA
	}
	c.checkPVar(space, sym, off, int64(sz)*int64(vec))
	if sz == 16 {
		c.ldst128(in, g, m, true, space)
		return
	}
	if vec == 1 {
		if ops[0].Kind == ptx.OpdVector {
			c.failf("vector destination for a scalar load")
		}
		g.d = c.dst(ops[0])
		g.x[0] = g.d
	} else {
		if ops[0].Kind != ptx.OpdVector || len(ops[0].Elems) != vec {
			c.failf("load .v%d needs %d destinations", vec, vec)
		}
		for i, e := range ops[0].Elems {
			g.x[i] = c.dst(e)
		}
	}
	strong := vec == 1 && (sz == 4 || sz == 8) && (m.words["volatile"] || m.words["acquire"] || m.words["relaxed"])
	// ld.cg and ld.cv of device memory are polls too: CUB 1.x's GridBarrier and decoupled
	// look-back spin on ld.cg (ThreadLoad<LOAD_CG>), code that knows L1 is not coherent. A cache
	// operator is a performance hint that leaves the memory model as it is (PTX ISA, "Cache
	// Operators"): such a load is weak, and a weak load racing with another thread's store may
	// read any value the store's coherence order allows, the newest among them (PTX does not
	// require race freedom). So reading the word whole with one atomic load is one outcome the
	// GPU may give, and it keeps other workers' stores race-free in Go.
	strong = strong || vec == 1 && (sz == 4 || sz == 8) && (m.words["cg"] || m.words["cv"]) && space != "shared"
	// So is a weak load of a loop that polls (pollloop.go says which, and why this is faithful).
	strong = strong || vec == 1 && (sz == 4 || sz == 8) && c.polls[in] && space != "shared"
	if strong && (space == "global" || space == "generic" || space == "" || space == "shared") {
		// A spin loop's load (grid.sync() polls with ld.volatile and ld.acquire): read with one
		// atomic load, as other goroutines may write the word at the same time (memStrong), and
		// counted, so that a warp polling a word nothing changes lets others run (warp.polled).
		g.aux |= memStrong
		g.op = opLdGeneric
		switch space {
		case "global":
			g.op = opLdGlobal
		case "shared":
			g.op = opLdShared
		}
		c.emit(g)
		return
	}
	if wholeVector(m, sz, vec, space) {
		g.aux |= memWhole
	}
	switch space {
	case "global", "const":
		g.op = opLdGlobal
		if vec == 1 && signed == 0 && sz == 4 {
			g.op = opLdGlobal32
		} else if vec == 1 && sz == 8 {
			g.op = opLdGlobal64
		}
	case "shared":
		g.op = opLdShared
		if vec == 1 && signed == 0 && sz == 4 {
			g.op = opLdShared32
		}
	case "local":
		g.op = opLdLocal
	case "generic":
		g.op = opLdGeneric
	case "":
		g.op = opLdGeneric
	case "param":
		// ld.param through a register holding a kernel-parameter address.
		g.op = opLdParamReg
	case "kparam":
		g.op = opLdKParam
	case "pvar":
		g.op = opLdPVar
	default:
		c.failf("bad state space")
	}
	c.emit(g)
}

func (c *compiler) st(in *ptx.Instr, g inst, m mods) {
	c.memOps(in, m)
	ops := in.Operands
	ty := m.typ()
	sz, _ := memType(in, ty)
	if sz == 0 || sz > 16 {
		c.failf("bad store type .%s", ty)
	}
	vec := max(m.vec, 1)
	if vec > 4 && sz > 2 {
		c.unsupported(in, ".v8 stores of 32-bit elements")
		return
	}
	base, off, space, sym := c.address(ops[0], m.space)
	g.a, g.imm = base, off
	c.checkPVar(space, sym, off, int64(sz)*int64(vec))
	if sz == 16 {
		g.aux = sz | uint32(vec)<<12
		if ctaSpace(in, space) {
			g.aux |= memCTA
		}
		c.ldst128(in, g, m, false, space)
		return
	}
	if vec == 1 {
		g.b = c.src(ops[1], ty)
		g.x[0] = g.b
	} else {
		if ops[1].Kind != ptx.OpdVector || len(ops[1].Elems) != vec {
			c.failf("store .v%d needs %d values", vec, vec)
		}
		var vals [8]int32
		for i, e := range ops[1].Elems {
			if e.Kind == ptx.OpdSink {
				c.failf("'_' in a store")
			}
			vals[i] = c.src(e, ty)
		}
		if vec == 8 {
			// Measured: the H200 (driver 580's JIT) stores only the first element of an st.v8
			// of 8- or 16-bit elements, in every state space and with every cache or memory
			// order qualifier (testdata/conformance/breadth22, stv8.case: the other bytes
			// keep their values), with the element's alignment only (stv8mis_*).
			vec, g.b = 1, vals[0]
		}
		copy(g.x[:], vals[:vec])
	}
	g.aux = sz | uint32(vec)<<12
	if ctaSpace(in, space) {
		g.aux |= memCTA
	}
	if vec == 1 && (sz == 4 || sz == 8) && (m.words["volatile"] || m.words["release"] || m.words["relaxed"]) &&
		(space == "global" || space == "generic" || space == "") {
		// The flag a spin loop polls (see ld's memStrong): one atomic store.
		g.aux |= memStrong
		g.op = opStGeneric
		if space == "global" {
			g.op = opStGlobal
		}
		c.emit(g)
		return
	}
	if wholeVector(m, sz, vec, space) {
		g.aux |= memWhole
	}
	switch space {
	case "global", "const":
		g.op = opStGlobal
		if vec == 1 && sz == 4 {
			g.op = opStGlobal32
		} else if vec == 1 && sz == 8 {
			g.op = opStGlobal64
		}
	case "shared":
		g.op = opStShared
		if vec == 1 && sz == 4 {
			g.op = opStShared32
		}
	case "local":
		g.op = opStLocal
	case "generic", "":
		g.op = opStGeneric
	case "kparam":
		c.failf("store to a kernel parameter")
	case "pvar":
		g.op = opStPVar
	case "param":
		c.failf("st.param through a register address is not supported")
	default:
		c.failf("bad state space")
	}
	c.emit(g)
}

// cvta converts an address between a state space and the generic space (cvta, cvta.to).
func (c *compiler) cvta(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	c.nops(in, 2)
	g.d = c.dst(ops[0])
	g.a = c.src(ops[1], m.typ())
	var win int64
	switch m.space {
	case "shared":
		win = int64(SharedWindow)
	case "local":
		win = int64(LocalWindow)
	case "param":
		win = int64(ParamWindow)
	case "global", "const":
	default:
		c.unsupported(in, "cvta for this state space")
		return
	}
	g.op = opCvtaToGen
	if m.words["to"] {
		g.op = opCvtaFromGen
	}
	g.imm = win
	c.emit(g)
}

// isspacep tests whether a generic address lies in a state space.
func (c *compiler) isspacep(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	c.nops(in, 2)
	g.op = opIsspacep
	g.d = c.pred(ops[0])
	g.a = c.src(ops[1], "u64")
	switch m.space {
	case "global":
		g.aux = 0
	case "shared":
		g.aux = 1
		for _, w := range in.Mods {
			if w == "shared::cluster" {
				g.aux = 4
			}
		}
	case "local":
		g.aux = 2
	case "const":
		g.aux = 3
	case "param":
		g.aux = 5
	default:
		c.failf("isspacep without a state space")
	}
	c.emit(g)
}

// cpAsync lowers cp.async: the engine performs the copy at once (a sequential execution is one
// legal completion order), so commit_group and wait_group have nothing left to wait for.
func (c *compiler) cpAsync(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	if !m.words["async"] {
		c.unsupported(in, "cp without .async")
		return
	}
	if m.words["commit_group"] || m.words["wait_group"] || m.words["wait_all"] {
		for _, o := range ops {
			c.src(o, "u32")
		}
		g.op = opNop
		c.emit(g)
		return
	}
	if m.words["mbarrier"] {
		// cp.async.mbarrier.arrive{.noinc}.shared.b64 [addr]: the copies are already done, so
		// only .noinc (an arrival not balanced by an earlier increment) changes the barrier.
		c.nops(in, 1)
		if !m.words["noinc"] {
			g.op = opNop
			c.emit(g)
			return
		}
		base, off, _, _ := c.address(ops[0], "shared")
		g.op, g.a, g.imm, g.b, g.d, g.aux = opMbar, base, off, c.constSlot(1), slotSink, mbArrive|1<<8
		c.emit(g)
		return
	}
	if m.words["bulk"] {
		c.bulk(in, g, m)
		return
	}
	if m.space != "global" || len(ops) < 3 || len(ops) > 4 {
		c.unsupported(in, "cp.async form")
		return
	}
	// cp.async.{ca,cg}.shared.global [dst], [src], cp-size{, src-size}
	dbase, doff, _, _ := c.address(ops[0], "shared")
	sbase, soff, _, _ := c.address(ops[1], "global")
	if ops[2].Kind != ptx.OpdInt || ops[2].Int != 4 && ops[2].Int != 8 && ops[2].Int != 16 {
		c.failf("cp.async size must be 4, 8 or 16")
	}
	g.op = opCpAsync
	g.a, g.imm = dbase, doff
	g.b, g.x[1] = sbase, int32(soff)
	if soff != int64(int32(soff)) {
		c.failf("cp.async source offset too large")
	}
	g.aux = uint32(ops[2].Int)
	g.c = -1
	if len(ops) == 4 {
		g.c = c.src(ops[3], "u32")
	}
	c.emit(g)
}
