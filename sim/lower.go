package sim

import (
	"strings"

	"cudasim/sim/fp"
	"cudasim/sim/ptx"
)

// instr lowers one PTX instruction.
func (c *compiler) instr(in *ptx.Instr) {
	g := inst{guard: -1, d2: -1}
	if in.Guard != "" {
		s, ok := c.lookup(in.Guard)
		if !ok || s.kind != sPred {
			c.failf("guard %s is not a predicate", in.Guard)
		}
		g.guard = int16(s.slot)
		g.gneg = in.GuardNeg
	}
	m := classify(in)
	ty := m.typ()
	ops := in.Operands
	switch in.Opcode {
	case "mov":
		c.mov(in, g, m)
	case "ld", "ldu":
		c.ld(in, g, m)
	case "st":
		c.st(in, g, m)
	case "cvta":
		c.nops(in, 2)
		g.d = c.dst(ops[0])
		g.a = c.src(ops[1], ty)
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
	case "isspacep":
		c.nops(in, 2)
		g.op = opIsspacep
		g.d = c.pred(ops[0])
		g.a = c.src(ops[1], "u64")
		switch m.space {
		case "global":
			g.aux = 0
		case "shared":
			g.aux = 1
		case "local":
			g.aux = 2
		default:
			g.aux = 3
		}
		c.emit(g)
	case "cvt":
		c.cvt(in, g, m)
	case "add", "sub", "mul", "mad", "fma", "div", "rem", "min", "max", "abs", "neg",
		"sqrt", "rcp", "rsqrt", "ex2", "lg2", "sin", "cos", "tanh", "copysign":
		if isFloatType(ty) {
			c.float(in, g, m)
		} else {
			c.integer(in, g, m)
		}
	case "addc", "subc", "madc", "popc", "clz", "brev", "bfind", "bfe", "bfi", "prmt", "shf", "lop3",
		"sad", "shl", "shr", "and", "or", "xor", "not", "cnot", "mul24", "mad24", "dp4a", "dp2a":
		if ty == "pred" {
			c.predLogic(in, g)
			return
		}
		c.integer(in, g, m)
	case "setp", "set":
		c.setp(in, g, m)
	case "selp":
		c.nops(in, 4)
		g.op = opSelp
		g.d = c.dst(ops[0])
		g.a = c.src(ops[1], ty)
		g.b = c.src(ops[2], ty)
		g.c = c.pred(ops[3])
		if ops[3].Not {
			g.aux = 1
		}
		c.emit(g)
	case "slct":
		c.nops(in, 4)
		if len(m.types) != 2 {
			c.failf("slct needs two types")
		}
		g.op = opSlct
		g.d = c.dst(ops[0])
		g.a = c.src(ops[1], m.types[0])
		g.b = c.src(ops[2], m.types[0])
		g.c = c.src(ops[3], ty)
		if ty == "f32" {
			g.aux = 1
			if m.ftz {
				g.aux |= 2
			}
		}
		c.emit(g)
	case "testp":
		c.nops(in, 2)
		g.op = opTestp
		g.d = c.pred(ops[0])
		g.a = c.src(ops[1], ty)
		kinds := map[string]uint32{"finite": 0, "infinite": 1, "number": 2, "notanumber": 3, "normal": 4, "subnormal": 5}
		found := false
		for w := range m.words {
			if k, ok := kinds[w]; ok {
				g.aux, found = k, true
			}
		}
		if !found {
			c.failf("testp without a test")
		}
		if ty == "f64" {
			g.aux |= 8
		}
		c.emit(g)
	case "bra":
		if len(ops) != 1 || ops[0].Kind != ptx.OpdReg {
			c.failf("bra needs a label")
		}
		g.op = opBra
		if m.words["uni"] || g.guard < 0 {
			g.op = opBraUni
			if g.guard >= 0 {
				// bra.uni with a guard still has to honour the predicate; treat as a branch.
				g.op = opBra
			}
		}
		pc := c.emit(g)
		c.branchTo(pc, ops[0].Name)
	case "brx":
		// brx.idx{.uni} index, tlist: tlist names a .branchtargets list.
		c.nops(in, 2)
		if !m.words["idx"] || ops[1].Kind != ptx.OpdReg {
			c.failf("brx needs .idx and a target list")
		}
		list, ok := c.targets[ops[1].Name]
		if !ok {
			c.failf("%s is not a .branchtargets list", ops[1].Name)
		}
		g.op = opBrx
		g.a = c.src(ops[0], "u32")
		g.b = int32(len(c.k.tables))
		c.k.tables = append(c.k.tables, make([]int32, len(list)))
		pc := c.emit(g)
		ls := &c.labels[len(c.labels)-1]
		for i, l := range list {
			ls.pending = append(ls.pending, fixup{pc: pc, table: g.b, elem: int32(i), label: l, line: int(c.line)})
		}
	case "call":
		c.call(in, g)
	case "ret":
		g.op = opRet
		c.emit(g)
	case "exit":
		g.op = opExit
		c.emit(g)
	case "trap":
		g.op = opTrap
		c.emit(g)
	case "brkpt":
		g.op = opBrkpt
		c.emit(g)
	case "bar", "barrier":
		c.barrier(in, g, m)
	case "membar", "fence":
		g.op = opMembar
		c.emit(g)
	case "nanosleep":
		if len(ops) == 1 {
			c.src(ops[0], "u32")
		}
		g.op = opNanosleep
		c.emit(g)
	case "mbarrier":
		c.mbarrier(in, g, m)
	case "prefetch", "prefetchu", "discard", "applypriority", "griddepcontrol", "pmevent", "setmaxnreg":
		g.op = opNop
		c.emit(g)
	case "createpolicy":
		c.nops(in, len(ops))
		g.op = opMov
		g.d = c.dst(ops[0])
		g.a = slotZero
		c.emit(g)
	case "atom", "red":
		c.atom(in, g, m)
	case "cp":
		c.cpAsync(in, g, m)
	case "shfl":
		c.shfl(in, g, m)
	case "vote":
		c.vote(in, g, m)
	case "match":
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
	case "redux":
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
	case "activemask":
		c.nops(in, 1)
		g.op = opActivemask
		g.d = c.dst(ops[0])
		c.emit(g)
	case "elect":
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
	default:
		c.unsupported(in, "instruction not implemented")
	}
}

func (c *compiler) mov(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	c.nops(in, 2)
	ty := m.typ()
	d, a := ops[0], ops[1]
	if ty == "pred" {
		g.d = c.pred(d)
		if c.isPred(a) {
			g.op = opMovPred
			g.a = c.pred(a)
			if a.Not {
				c.failf("mov.pred of a negated predicate")
			}
		} else {
			g.op = opPredFromReg
			g.a = c.src(a, "u32")
		}
		c.emit(g)
		return
	}
	if d.Kind == ptx.OpdVector {
		n := len(d.Elems)
		if n < 2 || n > 4 || typeSize(ty)*8%n != 0 {
			c.failf("bad vector unpack")
		}
		g.op = opUnpack
		g.a = c.src(a, ty)
		for i, e := range d.Elems {
			g.x[i] = c.dst(e)
		}
		g.aux = uint32(typeSize(ty)*8/n) | uint32(n)<<8
		c.emit(g)
		return
	}
	if a.Kind == ptx.OpdVector {
		n := len(a.Elems)
		if n < 2 || n > 4 || typeSize(ty)*8%n != 0 {
			c.failf("bad vector pack")
		}
		g.op = opPack
		g.d = c.dst(d)
		w := typeSize(ty) * 8 / n
		et := map[int]string{8: "b8", 16: "b16", 32: "b32"}[w]
		for i, e := range a.Elems {
			g.x[i] = c.src(e, et)
		}
		g.aux = uint32(w) | uint32(n)<<8
		c.emit(g)
		return
	}
	g.d = c.dst(d)
	if a.Kind == ptx.OpdReg {
		if sr, ok := c.sreg(a); ok {
			g.op = opSreg
			g.aux = uint32(sr)
			c.emit(g)
			return
		}
		if s, ok := c.lookup(a.Name); ok && s.kind == sLocal {
			g.op = opLocalAddr
			g.imm = s.off + a.Int
			c.emit(g)
			return
		}
	}
	g.op = opMov
	g.a = c.src(a, ty)
	c.emit(g)
}

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
			return slotZero, int64(SharedWindow) + s.off + o.Int, "generic", s
		}
		return slotZero, s.off + o.Int, space, s
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

func (c *compiler) ld(in *ptx.Instr, g inst, m mods) {
	c.nops(in, 2)
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
	c.checkPVar(space, sym, off, int64(sz)*int64(vec))
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
	if sz == 16 {
		c.unsupported(in, ".b128 loads")
		return
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
	c.nops(in, 2)
	ops := in.Operands
	ty := m.typ()
	sz, _ := memType(in, ty)
	if sz == 0 || sz > 16 {
		c.failf("bad store type .%s", ty)
	}
	if sz == 16 {
		c.unsupported(in, ".b128 stores")
		return
	}
	vec := max(m.vec, 1)
	if vec > 4 {
		c.unsupported(in, ".v8 stores")
		return
	}
	base, off, space, sym := c.address(ops[0], m.space)
	g.a, g.imm = base, off
	g.aux = sz | uint32(vec)<<12
	c.checkPVar(space, sym, off, int64(sz)*int64(vec))
	et := ty
	if isFloatType(ty) {
		et = ty
	}
	if vec == 1 {
		g.b = c.src(ops[1], et)
		g.x[0] = g.b
	} else {
		if ops[1].Kind != ptx.OpdVector || len(ops[1].Elems) != vec {
			c.failf("store .v%d needs %d values", vec, vec)
		}
		for i, e := range ops[1].Elems {
			if e.Kind == ptx.OpdSink {
				c.failf("'_' in a store")
			}
			g.x[i] = c.src(e, et)
		}
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

func (c *compiler) cvt(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	if len(m.types) != 2 {
		c.failf("cvt needs a destination and a source type")
	}
	dt, st := m.types[0], m.types[1]
	if (dt == "f16x2" || dt == "bf16x2") && st == "f32" {
		// cvt.rn{.relu}{.satfinite}.f16x2.f32 d, a, b: a converted into the upper half, b the lower.
		c.nops(in, 3)
		half := fp.F16
		if dt == "bf16x2" {
			half = fp.BF16
		}
		cv := fp.Cvt{Dst: half, Src: fp.F32, Round: rounding(m.rnd), Relu: m.words["relu"], SatFinite: m.words["satfinite"]}
		if err := cv.Check(); err != nil {
			c.failf("%v", err)
		}
		c.k.cvts = append(c.k.cvts, cv)
		g.op = opCvtPack
		g.d = c.dst(ops[0])
		g.a = c.src(ops[1], "f32")
		g.b = c.src(ops[2], "f32")
		g.aux = uint32(len(c.k.cvts) - 1)
		c.emit(g)
		return
	}
	c.nops(in, 2)
	g.d = c.dst(ops[0])
	g.a = c.src(ops[1], st)
	di, dok := itypes[dt]
	si, sok := itypes[st]
	if dok && sok && m.rnd == "" && m.irnd == "" && !m.sat {
		bitsOf := func(t int) uint32 { return []uint32{8, 16, 32, 64}[t&3] }
		sgn := func(t int) uint32 {
			if t >= tS8 {
				return 1
			}
			return 0
		}
		g.op = opCvtInt
		g.aux = bitsOf(si) | sgn(si)<<7 | bitsOf(di)<<8 | sgn(di)<<15
		c.emit(g)
		return
	}
	fd, ok1 := fp.ParseType(dt)
	fs, ok2 := fp.ParseType(st)
	if !ok1 || !ok2 {
		c.unsupported(in, "conversion types")
		return
	}
	cv := fp.Cvt{Dst: fd, Src: fs, FTZ: m.ftz, Sat: m.sat, Relu: m.words["relu"], SatFinite: m.words["satfinite"]}
	if m.irnd != "" {
		cv.Round = rounding(m.irnd)
		cv.Integral = true
	} else {
		cv.Round = rounding(m.rnd)
	}
	if err := cv.Check(); err != nil {
		c.failf("%v", err)
	}
	c.k.cvts = append(c.k.cvts, cv)
	g.op = opCvt
	g.aux = uint32(len(c.k.cvts) - 1)
	c.emit(g)
}

var floatKinds = map[string]uint32{"add": fAdd, "sub": fSub, "mul": fMul, "fma": fFma, "mad": fFma,
	"div": fDiv, "sqrt": fSqrt, "rcp": fRcp, "abs": fAbs, "neg": fNeg, "min": fMin, "max": fMax,
	"copysign": fCopysign, "rsqrt": fRsqrtApprox, "ex2": fEx2Approx, "lg2": fLg2Approx,
	"sin": fSinApprox, "cos": fCosApprox, "tanh": fTanhApprox}

func (c *compiler) float(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	ty := m.typ()
	kind, ok := floatKinds[in.Opcode]
	if !ok {
		c.unsupported(in, "float operation")
		return
	}
	switch {
	case kind == fDiv && m.approx:
		kind = fDivApprox
	case kind == fDiv && m.full:
		kind = fDivFull
	case kind == fSqrt && m.approx:
		kind = fSqrtApprox
	case kind == fRcp && m.approx:
		kind = fRcpApprox
		if ty == "f64" {
			kind = fRcpApproxFTZ64
		}
	}
	nsrc := map[uint32]int{fFma: 3, fAdd: 2, fSub: 2, fMul: 2, fDiv: 2, fDivApprox: 2, fDivFull: 2,
		fMin: 2, fMax: 2, fCopysign: 2}[kind]
	if nsrc == 0 {
		nsrc = 1
	}
	c.nops(in, nsrc+1)
	g.d = c.dst(ops[0])
	g.a = c.src(ops[1], ty)
	if nsrc > 1 {
		g.b = c.src(ops[2], ty)
	}
	if nsrc > 2 {
		g.c = c.src(ops[3], ty)
	}
	aux := kind | uint32(rounding(m.rnd))<<fRndShift
	if m.ftz {
		aux |= fFTZ
	}
	if m.sat {
		aux |= fSat
	}
	if m.words["NaN"] {
		aux |= fNaN
	}
	if m.words["relu"] {
		aux |= fRelu
	}
	g.aux = aux
	rnOnly := (m.rnd == "" || m.rnd == "rn") && !m.ftz && !m.sat
	switch ty {
	case "f32":
		g.op = opF32
		switch {
		case kind == fAdd && rnOnly:
			g.op = opAddF32
		case kind == fSub && rnOnly:
			g.op = opSubF32
		case kind == fMul && rnOnly:
			g.op = opMulF32
		case kind == fFma && rnOnly:
			g.op = opFmaF32
		case kind == fDiv && rnOnly:
			g.op = opDivF32
		case kind == fSqrt && rnOnly:
			g.op = opSqrtF32
		case kind == fNeg && !m.ftz:
			g.op = opNegF32
		}
	case "f64":
		g.op = opF64
		switch {
		case kind == fAdd && rnOnly:
			g.op = opAddF64
		case kind == fSub && rnOnly:
			g.op = opSubF64
		case kind == fMul && rnOnly:
			g.op = opMulF64
		case kind == fFma && rnOnly:
			g.op = opFmaF64
		}
	case "f16", "bf16", "f16x2", "bf16x2":
		g.op = opHalf
		if strings.HasPrefix(ty, "bf16") {
			g.aux |= fBF16
		}
		if strings.HasSuffix(ty, "x2") {
			g.aux |= fX2
		}
		switch kind {
		case fAdd, fSub, fMul, fFma, fAbs, fNeg, fMin, fMax, fEx2Approx, fTanhApprox:
		default:
			c.unsupported(in, "half-precision operation")
			return
		}
	default:
		c.failf("bad float type")
	}
	// mul/add/sub without a rounding modifier may be contracted by ptxas (notes §2.9).
	if (kind == fMul || kind == fAdd || kind == fSub) && m.rnd == "" {
		g.aux |= 1 << 20 // contractible
	}
	c.emit(g)
}

const auxContract = 1 << 20

var intKinds = map[string]uint32{"div": iDiv, "rem": iRem, "min": iMin, "max": iMax, "abs": iAbs,
	"popc": iPopc, "clz": iClz, "brev": iBrev, "bfind": iBfind, "cnot": iCnot, "neg": iNegate}

func (c *compiler) integer(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	ty := m.typ()
	it, ok := itypes[ty]
	if !ok {
		c.failf("bad integer type .%s", ty)
	}
	bits := typeSize(ty) * 8
	signed := it >= tS8
	two := func() {
		c.nops(in, 3)
		g.d = c.dst(ops[0])
		g.a = c.src(ops[1], ty)
		g.b = c.src(ops[2], ty)
	}
	three := func() {
		c.nops(in, 4)
		g.d = c.dst(ops[0])
		g.a = c.src(ops[1], ty)
		g.b = c.src(ops[2], ty)
		g.c = c.src(ops[3], ty)
	}
	cc := m.words["cc"]
	switch in.Opcode {
	case "add", "sub":
		two()
		if m.sat {
			if ty != "s32" {
				c.failf("%s.sat needs .s32", in.Opcode)
			}
			g.op = opIntGeneric
			g.aux = iAddSat<<8 | uint32(it)
			if in.Opcode == "sub" {
				g.aux = iSubSat<<8 | uint32(it)
			}
			break
		}
		if cc {
			g.op = opCarry
			g.aux = carryAdd
			if in.Opcode == "sub" {
				g.aux = carrySub
			}
			g.aux |= carrySetCC
			if bits == 64 {
				g.aux |= carry64
			}
		} else {
			g.op = opAdd
			if in.Opcode == "sub" {
				g.op = opSub
			}
		}
	case "addc", "subc":
		two()
		g.op = opCarry
		g.aux = carryAddC
		if in.Opcode == "subc" {
			g.aux = carrySubC
		}
		if cc {
			g.aux |= carrySetCC
		}
		if bits == 64 {
			g.aux |= carry64
		}
	case "mad", "madc":
		three()
		if in.Opcode == "madc" || cc {
			g.op = opCarry
			switch {
			case m.words["hi"]:
				g.aux = carryMadHi
			case m.words["lo"]:
				g.aux = carryMadLo
			default:
				c.unsupported(in, "mad.wide with carry")
				return
			}
			if in.Opcode == "madc" {
				g.aux |= carryIn
			}
			if cc {
				g.aux |= carrySetCC
			}
			if bits == 64 {
				g.aux |= carry64
			}
			if signed {
				g.aux |= carrySigned
			}
			break
		}
		switch {
		case m.words["lo"]:
			g.op = opMadLo
		case m.words["hi"]:
			g.op = map[string]opcode{"s32": opMadHiS32, "u32": opMadHiU32, "s64": opMadHiS64, "u64": opMadHiU64}[ty]
		case m.words["wide"]:
			g.op = map[string]opcode{"s32": opMadWideS32, "u32": opMadWideU32, "s16": opMadWideS16, "u16": opMadWideU16}[ty]
		}
		if g.op == 0 {
			c.unsupported(in, "mad form")
			return
		}
	case "mul":
		two()
		switch {
		case m.words["hi"]:
			g.op = map[string]opcode{"s32": opMulHiS32, "u32": opMulHiU32, "s64": opMulHiS64, "u64": opMulHiU64,
				"s16": opMulHiS16, "u16": opMulHiU16}[ty]
		case m.words["wide"]:
			g.op = map[string]opcode{"s32": opMulWideS32, "u32": opMulWideU32, "s16": opMulWideS16, "u16": opMulWideU16}[ty]
		default:
			g.op = opMulLo
		}
		if g.op == 0 {
			c.unsupported(in, "mul form")
			return
		}
	case "mul24", "mad24":
		if in.Opcode == "mul24" {
			two()
			g.op = opMul24Lo
		} else {
			three()
			g.op = opMad24Lo
		}
		if signed {
			g.aux = 1
		}
		if m.words["hi"] {
			g.aux |= 2
		}
	case "div", "rem", "min", "max":
		two()
		g.op = opIntGeneric
		g.aux = intKinds[in.Opcode]<<8 | uint32(it)
	case "abs", "neg", "popc", "clz", "brev", "cnot":
		c.nops(in, 2)
		g.d = c.dst(ops[0])
		g.a = c.src(ops[1], ty)
		if in.Opcode == "neg" {
			g.op = opNeg
			break
		}
		g.op = opIntGeneric
		g.aux = intKinds[in.Opcode]<<8 | uint32(it)
	case "bfind":
		c.nops(in, 2)
		g.d = c.dst(ops[0])
		g.a = c.src(ops[1], ty)
		g.op = opIntGeneric
		k := uint32(iBfind)
		if m.words["shiftamt"] {
			k = iBfindShift
		}
		g.aux = k<<8 | uint32(it)
	case "and", "or", "xor":
		two()
		g.op = map[string]opcode{"and": opAnd, "or": opOr, "xor": opXor}[in.Opcode]
	case "not":
		c.nops(in, 2)
		g.d = c.dst(ops[0])
		g.a = c.src(ops[1], ty)
		g.op = opNot
	case "shl":
		c.nops(in, 3)
		g.d = c.dst(ops[0])
		g.a = c.src(ops[1], ty)
		g.b = c.src(ops[2], "u32")
		g.op = opShl
	case "shr":
		c.nops(in, 3)
		g.d = c.dst(ops[0])
		g.a = c.src(ops[1], ty)
		g.b = c.src(ops[2], "u32")
		switch {
		case bits == 16 && signed:
			g.op = opShrS16
		case bits == 16:
			g.op = opShrU16
		case bits == 32 && signed:
			g.op = opShrS32
		case bits == 32:
			g.op = opShrU32
		case bits == 64 && signed:
			g.op = opShrS64
		case bits == 64:
			g.op = opShrU64
		default:
			c.failf("bad shift type")
		}
	case "bfe":
		c.nops(in, 4)
		g.d = c.dst(ops[0])
		g.a = c.src(ops[1], ty)
		g.b = c.src(ops[2], "u32")
		g.c = c.src(ops[3], "u32")
		g.op = opBfe
		g.aux = uint32(it)
	case "bfi":
		c.nops(in, 5)
		g.d = c.dst(ops[0])
		g.a = c.src(ops[1], ty)
		g.b = c.src(ops[2], ty)
		g.c = c.src(ops[3], "u32")
		g.x[0] = c.src(ops[4], "u32")
		g.op = opBfi
		g.aux = uint32(bits)
	case "prmt":
		three()
		g.op = opPrmt
		modes := map[string]uint32{"f4e": 1, "b4e": 2, "rc8": 3, "ecl": 4, "ecr": 5, "rc16": 6}
		for w := range m.words {
			if v, ok := modes[w]; ok {
				g.aux = v
			}
		}
	case "shf":
		three()
		g.op = opShf
		if m.words["l"] {
			g.aux |= 1
		}
		if m.words["clamp"] {
			g.aux |= 2
		}
		switch g.aux {
		case 0:
			g.op = opShfRWrap
		case 1:
			g.op = opShfLWrap
		}
	case "lop3":
		c.nops(in, 5)
		g.d = c.dst(ops[0])
		g.a = c.src(ops[1], ty)
		g.b = c.src(ops[2], ty)
		g.c = c.src(ops[3], ty)
		if ops[4].Kind != ptx.OpdInt {
			c.failf("lop3 needs an immediate LUT")
		}
		g.imm = ops[4].Int & 0xff
		g.op = opLop3
	case "sad":
		three()
		g.op = opSad
		g.aux = uint32(it)
	case "dp4a", "dp2a":
		if len(m.types) != 2 {
			c.failf("%s needs two types", in.Opcode)
		}
		three()
		g.op = opDot
		if m.types[0] == "s32" {
			g.aux |= 1
		}
		if m.types[1] == "s32" {
			g.aux |= 2
		}
		if in.Opcode == "dp2a" {
			g.aux |= 4
			if m.words["hi"] {
				g.aux |= 8
			}
		}
	default:
		c.unsupported(in, "integer operation")
		return
	}
	c.emit(g)
}

// carry op kinds (opCarry aux)
const (
	carryAdd    = 1
	carrySub    = 2
	carryAddC   = 3
	carrySubC   = 4
	carryMadLo  = 5
	carryMadHi  = 6
	carrySetCC  = 1 << 4
	carry64     = 1 << 5
	carryIn     = 1 << 6
	carrySigned = 1 << 7
)

func (c *compiler) predLogic(in *ptx.Instr, g inst) {
	ops := in.Operands
	g.op = opPredLogic
	switch in.Opcode {
	case "and", "or", "xor":
		c.nops(in, 3)
		g.d = c.pred(ops[0])
		g.a = c.pred(ops[1])
		g.b = c.pred(ops[2])
		g.aux = map[string]uint32{"and": 0, "or": 1, "xor": 2}[in.Opcode]
		if ops[1].Not {
			g.aux |= 4
		}
		if ops[2].Not {
			g.aux |= 8
		}
	case "not":
		c.nops(in, 2)
		g.d = c.pred(ops[0])
		g.a = c.pred(ops[1])
		g.b = g.a
		g.aux = 3
	default:
		c.unsupported(in, "predicate operation")
		return
	}
	c.emit(g)
}

var cmpTypes = map[string]uint32{"s16": ctS16, "u16": ctU16, "b16": ctU16, "s32": ctS32, "u32": ctU32,
	"b32": ctU32, "s64": ctS64, "u64": ctU64, "b64": ctU64, "f32": ctF32, "f64": ctF64, "f16": ctF16, "bf16": ctBF16}

func (c *compiler) setp(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	cmp, ok := cmpNames[m.cmp]
	if !ok {
		c.failf("%s without a comparison", in.Opcode)
	}
	st := m.typ()
	if in.Opcode == "set" {
		if len(m.types) != 2 {
			c.failf("set needs destination and source types")
		}
		st = m.types[1]
	}
	ct, ok := cmpTypes[st]
	if !ok {
		c.unsupported(in, "comparison type")
		return
	}
	g.aux = uint32(cmp) | ct<<8
	if m.ftz {
		g.aux |= 1 << 16
	}
	if m.boolop != "" {
		g.aux |= map[string]uint32{"and": 1, "or": 2, "xor": 3}[m.boolop] << 17
	}
	n := 3
	if m.boolop != "" {
		n = 4
	}
	c.nops(in, n)
	if m.boolop != "" {
		g.c = c.pred(ops[3])
		if ops[3].Not {
			g.aux |= 1 << 19
		}
	}
	g.a = c.src(ops[1], st)
	g.b = c.src(ops[2], st)
	if in.Opcode == "setp" {
		g.op = opSetp
		if d := ops[0]; d.Kind == ptx.OpdPair {
			g.d = c.pred(d.Elems[0])
			g.d2 = c.pred(d.Elems[1])
		} else {
			g.d = c.pred(d)
		}
	} else {
		g.op = opSet
		g.d = c.dst(ops[0])
		if m.types[0] == "f32" {
			g.aux |= 1 << 20
		}
	}
	c.emit(g)
}

func (c *compiler) barrier(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	if m.words["warp"] {
		g.op = opBarWarp
		for _, o := range ops {
			c.src(o, "b32")
		}
		c.emit(g)
		return
	}
	g.op = opBar
	if m.words["red"] {
		// bar.red.popc.u32 d, a{, b}, {!}c  /  bar.red.{and,or}.pred p, a{, b}, {!}c
		if len(ops) < 3 || len(ops) > 4 {
			c.failf("bar.red needs 3 or 4 operands")
		}
		switch {
		case m.words["popc"]:
			g.aux = 2
			g.d = c.dst(ops[0])
		case m.words["and"]:
			g.aux = 3
			g.d = c.pred(ops[0])
		case m.words["or"]:
			g.aux = 4
			g.d = c.pred(ops[0])
		default:
			c.failf("bar.red without an operation")
		}
		last := ops[len(ops)-1]
		g.c = c.pred(last)
		if last.Not {
			g.aux |= 8
		}
		ops = ops[1 : len(ops)-1]
	} else {
		switch {
		case m.words["sync"] || in.Opcode == "barrier" && !m.words["arrive"]:
			g.aux = 0
		case m.words["arrive"]:
			g.aux = 1
		default:
			c.unsupported(in, "barrier operation")
			return
		}
	}
	if len(ops) < 1 || len(ops) > 2 {
		c.failf("barrier needs 1 or 2 operands")
	}
	g.a = c.src(ops[0], "u32")
	g.b = -1
	if len(ops) == 2 {
		g.b = c.src(ops[1], "u32")
	}
	c.emit(g)
}

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
		c.unsupported(in, "vector atomics")
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
	var sp uint32
	switch space {
	case "global":
		sp = spGlobal
	case "shared":
		sp = spShared
	case "generic", "":
		sp = spGeneric
	default:
		c.failf("atomic on .%s", space)
	}
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
	g.op = opAtom
	g.aux = op | sp<<4 | at<<8
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

func (c *compiler) call(in *ptx.Instr, g inst) {
	ops := in.Operands
	var rets, args []ptx.Operand
	i := 0
	if i < len(ops) && ops[i].Kind == ptx.OpdList {
		rets = ops[i].Elems
		i++
	}
	if i >= len(ops) || ops[i].Kind != ptx.OpdReg {
		c.failf("call needs a target")
	}
	target := ops[i]
	i++
	if i < len(ops) && ops[i].Kind == ptx.OpdList {
		args = ops[i].Elems
		i++
	}
	cs := callSite{fn: -1, tgt: -1}
	var decl *ptx.Function
	if s, ok := c.lookup(target.Name); ok && s.kind == sFunc {
		fi, idx := c.function(target.Name)
		cs.fn = idx
		decl = fi.decl
	} else {
		// Indirect call through a register; the last operand names a prototype or targets.
		cs.tgt = c.src(target, "u64")
		c.allFunctions()
		if i < len(ops) {
			if p, ok := c.protos[ops[i].Name]; ok {
				decl = p
			}
		}
		if decl == nil {
			c.unsupported(in, "indirect call without a prototype")
			return
		}
	}
	if len(args) != len(decl.Params) || len(rets) != len(decl.Returns) {
		c.failf("call of %s with %d arguments and %d results; it takes %d and %d", target.Name,
			len(args), len(rets), len(decl.Params), len(decl.Returns))
	}
	arg := func(o ptx.Operand) pvar {
		if o.Kind == ptx.OpdReg {
			if s, ok := c.lookup(o.Name); ok {
				switch s.kind {
				case sPVar:
					c.pending = append(c.pending, s.slot)
					return pvar{slot: s.slot, n: s.n}
				case sPred:
					return pvar{slot: s.slot, n: 1, pred: true}
				}
			}
		}
		return pvar{slot: c.src(o, "b64"), n: 1}
	}
	for _, a := range args {
		cs.args = append(cs.args, arg(a))
	}
	for _, r := range rets {
		if r.Kind != ptx.OpdReg {
			c.failf("bad call result")
		}
		s, ok := c.lookup(r.Name)
		if !ok {
			c.failf("undefined identifier %s", r.Name)
		}
		switch s.kind {
		case sPVar:
			cs.rets = append(cs.rets, pvar{slot: s.slot, n: s.n})
		case sReg:
			cs.rets = append(cs.rets, pvar{slot: s.slot, n: 1})
		case sPred:
			cs.rets = append(cs.rets, pvar{slot: s.slot, n: 1, pred: true})
		default:
			c.failf("bad call result %s", r.Name)
		}
	}
	c.k.calls = append(c.k.calls, cs)
	g.op = opCall
	g.a = int32(len(c.k.calls) - 1)
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
	if m.words["bulk"] || m.space != "global" || len(ops) < 3 || len(ops) > 4 {
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

// checkPVar rejects a parameter-variable access outside the variable or not aligned to its size.
func (c *compiler) checkPVar(space string, s symbol, off, size int64) {
	if space != "pvar" {
		return
	}
	if off < 0 || off+size > int64(s.n)*8 || off%min(size, 8) != 0 {
		c.failf("access of %d bytes at offset %d of parameter %s (%d bytes)", size, off, s.name, s.size)
	}
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
	mbNoComplete = 1 << 4
)

// mbarrier lowers the mbarrier object operations (cuda::barrier, pipelines). The object is 8
// bytes of shared (or global) memory whose contents PTX leaves opaque; the engine keeps the
// pending count in bits 0-30, the phase parity in bit 31 and the expected count in bits 32-62.
// A state token is the object's value before the arrival.
func (c *compiler) mbarrier(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	if m.words["expect_tx"] || m.words["complete_tx"] {
		c.unsupported(in, "mbarrier transaction counts (bulk copies)")
		return
	}
	addr := func(o ptx.Operand) {
		base, off, space, _ := c.address(o, m.space)
		if space == "kparam" || space == "pvar" || space == "local" {
			c.failf("mbarrier object in .%s", space)
		}
		g.a, g.imm = base, off
		switch space {
		case "shared":
			g.aux |= 1 << 8
		case "global":
			g.aux |= 2 << 8
		}
	}
	g.op = opMbar
	g.b, g.c = slotZero, -1
	switch {
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
		if len(ops) == 3 {
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
