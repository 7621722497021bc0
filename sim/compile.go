package sim

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"cudasim/cu"
	"cudasim/sim/ptx"
)

type compiler struct {
	funcs map[string]*ptx.Function
	mvars map[string]*ptx.Variable
	k     *Kernel

	code      []inst
	nslots    int32
	npreds    int32
	constIdx  map[uint64]int32
	symIdx    map[string]int32
	shared    map[string]int64 // module .shared variables placed so far
	sharedTop int64
	ownTop    int64 // end of the kernel's own .shared declarations (placeModuleShared)
	moduleTop int64 // end of the module .shared variables placed after them; 0 when none
	finfo     map[string]*funcInfo
	queue     []*funcInfo
	funcIdx   map[string]int
	allFuncs  bool // every defined function has been queued (an indirect call exists)
	// addressTaken lists the functions whose address the module takes (Program.addressTaken).
	addressTaken func() map[string]bool
	noContract   bool
	stackFault   cu.Result
	files        map[int]string
	debugStr     map[string]string // the module's .debug_str strings (inlined functions' names)
	inlines      []inlined

	// per function
	fi      *funcInfo
	scopes  []scope
	labels  []labelScope // labels are scoped to their { } block, like ptxas's
	pending []int32      // source slots of the instruction being lowered
	loc     srcLoc       // the last .loc
	usePCs  [][]int32    // by slot: the instructions of the function being lowered that read it
	defs    defIndex     // by slot: the instruction of the function being lowered that last wrote it
	frame   int64
	falign  int64 // the largest alignment of the function's .local variables
	line    int32
	temps   int32
	protos  map[string]*ptx.Function
	targets map[string][]string // .branchtargets lists
	polls   map[*ptx.Instr]bool // the weak loads that poll (pollLoads)

	wideResult bool // the instruction being lowered reads a 64-bit address as a 32-bit source (wideResults)
}

const (
	slotZero = 0
	slotSink = 1
)

func newCompiler(funcs map[string]*ptx.Function, mvars map[string]*ptx.Variable) *compiler {
	c := &compiler{
		funcs: funcs, mvars: mvars, k: &Kernel{},
		constIdx: map[uint64]int32{}, symIdx: map[string]int32{}, shared: map[string]int64{},
		finfo: map[string]*funcInfo{},
	}
	c.nslots = 2 // zero and sink
	c.sharedTop = ReservedShared
	c.constIdx[0] = slotZero
	return c
}

type compileError struct{ err error }

func (c *compiler) failf(format string, args ...any) {
	panic(compileError{cu.Errorf(cu.ErrorInvalidPTX, "line %d: "+format, append([]any{c.line}, args...)...)})
}

func (c *compiler) kernel(f *ptx.Function) (k *Kernel, err error) {
	defer func() {
		if r := recover(); r != nil {
			ce, ok := r.(compileError)
			if !ok {
				panic(r)
			}
			k, err = nil, ce.err
		}
	}()
	k = c.k
	k.name = f.Name
	k.decl = f
	// Kernel parameters.
	off := 0
	kp := map[string]symbol{}
	for _, p := range f.Params {
		a := max(p.Align, 1)
		off = (off + a - 1) &^ (a - 1)
		k.params = append(k.params, ParamInfo{Name: p.Name, Offset: off, Size: p.Size, Align: a})
		kp[p.Name] = symbol{kind: sKParam, off: int64(off), size: p.Size, name: p.Name}
		off += p.Size
	}
	k.paramSize = off
	// The CTA's shared window and its dynamic shared memory's address (per CTA: placeShared;
	// the latter's offset is known once the static layout is).
	k.dynSlot = c.newSlot()
	k.baseSlot = c.newSlot()
	root := &funcInfo{name: f.Name, decl: f}
	c.finfo[f.Name] = root
	// About one instruction a statement: sized once instead of grown by doubling (a first
	// launch compiles every kernel of its module; its allocations are start-up's page faults).
	body, _ := f.Stmts() // an error is lowerFunc's
	c.code = make([]inst, 0, len(body)+len(body)/8+8)
	c.k.locs = make([]srcLoc, 0, cap(c.code))
	k.funcs = append(k.funcs, root)
	c.lowerFunc(root, kp)
	for len(c.queue) > 0 {
		fi := c.queue[0]
		c.queue = c.queue[1:]
		if !fi.lowered && fi.builtin == builtinNone {
			c.lowerFunc(fi, nil)
		}
	}
	// Resolve call targets.
	for i := range c.code {
		in := &c.code[i]
		if in.op == opCall && k.calls[in.a].fn >= 0 {
			in.imm = int64(k.funcs[k.calls[in.a].fn].entry)
		}
	}
	c.sharedTop = max(c.sharedTop, c.moduleTop)
	dynAlign := int64(16)
	base := (c.sharedTop + dynAlign - 1) &^ (dynAlign - 1)
	k.shared = int(c.sharedTop - ReservedShared)
	k.dynBase = base
	k.code = c.code
	k.files = c.files
	k.inlines = c.inlines
	k.nslots = int(c.nslots)
	k.npreds = int(max(c.npreds, 1))
	k.frame = int(root.frame)
	if c.allFuncs && c.addressTaken != nil {
		taken := c.addressTaken()
		for _, fi := range k.funcs[1:] {
			fi.addressTaken = taken[fi.name]
		}
	}
	k.calleeStack = staticCallStack(k)
	k.stackFault = c.stackFault
	sort.Strings(k.symbols)
	for _, in := range k.code {
		if in.op == opUnsupported {
			k.refused = cu.Errorf(cu.ErrorNotSupported, "kernel %s uses %s at PTX line %d, which cudasim does not implement",
				k.name, k.notes[in.imm], in.line)
			break
		}
	}
	k.writesShared = writesShared(k.code)
	k.loopReach = loopReach(k.code, k.tables)
	k.polls = k.Polls()
	k.planPack()
	return k, nil
}

// planExecution makes the fast engine's forms of the lowered code: the launch-invariant prologue
// first (planHot), then superinstructions and compiled runs (planFuse). Program.Kernel calls it
// once, before handing the kernel out; it changes no result, only how fast a launch runs.
func (k *Kernel) planExecution() {
	k.planHot()
	k.planFuse()
}

func (c *compiler) lowerFunc(fi *funcInfo, kparams map[string]symbol) {
	fi.lowered = true
	c.fi = fi
	c.scopes = nil
	c.labels = nil
	// Sized from the declarations: growing the map name by name was a tenth of
	// a first launch's compilation. Parameterized registers (%r<N>) are
	// ranges, not names (scope).
	names := len(fi.decl.Params) + len(fi.decl.Returns) + len(kparams)
	for _, d := range fi.decl.Locals {
		if d.Names == 0 || d.Space != ptx.SpaceReg {
			names++
		}
	}
	for i := range c.usePCs {
		c.usePCs[i] = c.usePCs[i][:0]
	}
	c.frame, c.falign = 0, 1
	c.protos = map[string]*ptx.Function{}
	c.targets = map[string][]string{}
	c.line = int32(fi.decl.Line)
	fi.entry = int32(len(c.code))
	fi.slotLo, fi.predLo = c.nslots, c.npreds
	c.pushScopeSized(names)
	if kparams != nil {
		for n, s := range kparams {
			c.declare(n, s)
		}
	} else {
		c.paramSlots(fi)
		for i, p := range fi.decl.Params {
			pv := fi.params[i]
			switch {
			case pv.pred:
				c.declare(p.Name, symbol{kind: sPred, slot: pv.slot})
			case p.Space == ptx.SpaceReg:
				c.declare(p.Name, symbol{kind: sReg, slot: pv.slot})
			default:
				c.declare(p.Name, symbol{kind: sPVar, slot: pv.slot, n: pv.n, size: p.Size, name: p.Name})
			}
		}
		for i, p := range fi.decl.Returns {
			pv := fi.rets[i]
			switch {
			case pv.pred:
				c.declare(p.Name, symbol{kind: sPred, slot: pv.slot})
			case p.Space == ptx.SpaceReg:
				c.declare(p.Name, symbol{kind: sReg, slot: pv.slot})
			default:
				c.declare(p.Name, symbol{kind: sPVar, slot: pv.slot, n: pv.n, size: p.Size, name: p.Name})
			}
		}
	}
	body, err := fi.decl.Stmts()
	if err != nil {
		c.unparsed(err)
	}
	body = signBeforeGuardedWrite(foldSaturatedCancellations(fuseHalfConversions(propagateConstants(producerTypedReads(dropConstantGuards(topologicalBody(body)))))))
	c.polls = pollLoads(body)
	for i := range body {
		st := &body[i]
		c.line = int32(st.Line)
		switch st.Kind {
		case ptx.StmtBlockBegin:
			c.pushScope()
		case ptx.StmtBlockEnd:
			c.popScope()
		case ptx.StmtDecl:
			c.declVar(st.Decl)
		case ptx.StmtLabel:
			defs := c.labels[len(c.labels)-1].defs
			if _, dup := defs[st.Label]; dup {
				c.failf("label %s defined twice", st.Label)
			}
			defs[st.Label] = int32(len(c.code))
		case ptx.StmtProto:
			c.protos[st.Label] = st.Proto
		case ptx.StmtTargets:
			c.targets[st.Label] = st.Targets
			// A label may also stand right before the directive as a plain label.
		case ptx.StmtLoc:
			c.loc = srcLoc{file: int32(st.File), line: int32(st.LocLine)}
			if name := c.debugStr[st.LocFunc]; name != "" && st.InlLine > 0 {
				c.loc.inl = c.inlineIndex(inlined{name: name, file: int32(st.InlFile), line: int32(st.InlLine)})
			}
		case ptx.StmtInstr:
			c.pending = c.pending[:0]
			c.wideResult = false
			first := len(c.code)
			c.lowerInstr(st.Instr)
			if c.wideResult {
				c.wideResults(c.code[first:])
			}
		}
	}
	// A body that can run off its end returns.
	c.emit(inst{op: opRet, guard: -1})
	fi.end = int32(len(c.code))
	c.loc = srcLoc{}
	for len(c.scopes) > 0 {
		c.popScope()
	}
	fi.slotHi, fi.predHi = c.nslots, c.npreds
	if kparams != nil {
		fi.frame = (c.frame + 15) &^ 15 // a kernel returns nowhere and saves nothing for a caller
	} else {
		calls := false // read off the lowered code: a leaf function needs no liveness pass
		for pc := fi.entry; pc < fi.end && !calls; pc++ {
			calls = c.code[pc].op == opCall
		}
		fi.frame = callFrame(fi.decl, c.frame, calls)
	}
	fi.frameAlign = uint64(c.falign)
	c.analyse(fi)
	fi.slotHi = c.nslots // the contraction's copies (contract)
}

// wideResults marks the results of code, an instruction's lowering, wide: it read a .global or
// .const variable's address, which is 64 bits wide in cudasim, as a 32-bit value (mov.u32 %r,
// ctab), so its registers hold those 64 bits (lanewidth.go).
func (c *compiler) wideResults(code []inst) {
	for i := range code {
		slots, n, _ := slotsWritten(&code[i])
		for _, s := range slots[:n] {
			c.k.widths.markWide(s)
		}
	}
}

func (c *compiler) declVar(v *ptx.Variable) {
	switch v.Space {
	case ptx.SpaceReg:
		if v.Type == "pred" {
			if v.Names > 0 {
				base := c.npreds
				c.npreds += int32(v.Names)
				c.declareRange(v.Name, v.Names, 1, symbol{kind: sPred, slot: base})
				return
			}
			c.npreds++
			c.declare(v.Name, symbol{kind: sPred, slot: c.npreds - 1})
			return
		}
		n := int32(1)
		if v.Vector > 0 {
			n = int32(v.Vector)
		}
		// A .b128 register takes two 64-bit slots, low half first (lower_b128.go).
		wide, slots := v.Type == "b128", n
		if wide {
			if v.Vector > 0 {
				c.failf(".b128 vector register %s", v.Name)
			}
			slots = 2
		}
		count := slots * int32(max(v.Names, 1))
		base := c.newSlots(count)
		if narrowType(v.Type) {
			c.k.widths.markNarrow(base, count) // (lanewidth.go)
		}
		if v.Names > 0 {
			c.declareRange(v.Name, v.Names, slots, symbol{kind: sReg, slot: base, n: n, wide: wide})
			return
		}
		c.declare(v.Name, symbol{kind: sReg, slot: base, n: n, wide: wide})
	case ptx.SpaceParam:
		n := int32(max((v.Size+7)/8, 1))
		c.declare(v.Name, symbol{kind: sPVar, slot: c.newSlots(n), n: n, size: v.Size, name: v.Name})
	case ptx.SpaceLocal:
		a := int64(max(v.Align, 1))
		off := (c.frame + a - 1) &^ (a - 1)
		c.frame = off + int64(v.Size)
		c.falign = max(c.falign, a)
		if c.frame > 1<<24 {
			c.failf("local frame too large")
		}
		c.declare(v.Name, symbol{kind: sLocal, off: off, size: v.Size, name: v.Name})
	case ptx.SpaceShared:
		if v.Linkage == ptx.Extern && v.Count == 0 {
			c.declare(v.Name, symbol{kind: sDynShared, name: v.Name})
			return
		}
		c.declare(v.Name, symbol{kind: sShared, off: c.allocShared(v), size: v.Size, name: v.Name})
	default:
		c.failf("%s variables inside a function are not supported", v.Space)
	}
}

// usesOf returns the instructions of the function being lowered that read slot s.
func (c *compiler) usesOf(s int32) []int32 {
	if s < 0 || int(s) >= len(c.usePCs) {
		return nil
	}
	return c.usePCs[s]
}

// emit appends an instruction and records the uses of its source slots.
func (c *compiler) emit(in inst) int32 {
	in.line = c.line
	pc := int32(len(c.code))
	for _, s := range c.pending {
		if int(s) >= len(c.usePCs) {
			c.usePCs = append(c.usePCs, make([][]int32, int(s)+1-len(c.usePCs))...)
		}
		c.usePCs[s] = append(c.usePCs[s], pc)
	}
	c.pending = c.pending[:0]
	c.code = append(c.code, in)
	c.k.locs = append(c.k.locs, c.loc)
	return pc
}

// emitTemp appends a helper instruction without consuming the pending uses.
func (c *compiler) emitTemp(in inst) {
	in.line = c.line
	in.guard = -1
	saved := c.pending
	c.pending = nil
	c.code = append(c.code, in)
	c.k.locs = append(c.k.locs, c.loc)
	c.pending = saved
}

// refusal is raised (by refuse) while lowering a valid instruction whose form the engine does not
// implement; lowerInstr turns it into an opUnsupported, so only the kernels using it are refused.
type refusal struct{ why string }

// refuse abandons the lowering of the current instruction as unsupported (see refusal).
func (c *compiler) refuse(format string, args ...any) {
	panic(refusal{fmt.Sprintf(format, args...)})
}

// lowerInstr lowers one instruction; a refusal becomes an opUnsupported in its place.
func (c *compiler) lowerInstr(in *ptx.Instr) {
	defer func() {
		if r := recover(); r != nil {
			ref, ok := r.(refusal)
			if !ok {
				panic(r)
			}
			c.pending = c.pending[:0]
			c.unsupported(in, ref.why)
		}
	}()
	c.instr(in)
}

func (c *compiler) unsupported(in *ptx.Instr, why string) {
	c.k.notes = append(c.k.notes, fmt.Sprintf("%s.%s: %s", in.Opcode, strings.Join(in.Mods, "."), why))
	c.emit(inst{op: opUnsupported, guard: -1, imm: int64(len(c.k.notes) - 1)})
}

// unparsed lowers a body the parser could not read (a statement of a form cudasim does not
// know, ptx.FormError) to a refusal: the kernels that reach it are refused at launch with its
// statement and line, as an instruction the engine does not implement is.
func (c *compiler) unparsed(err error) {
	var fe *ptx.FormError
	if !errors.As(err, &fe) {
		c.failf("%v", err)
	}
	c.line = int32(fe.Line)
	c.k.notes = append(c.k.notes, fmt.Sprintf("%q (col %d: %s), a form cudasim's PTX parser does not know,", fe.Statement, fe.Col, fe.Detail))
	c.emit(inst{op: opUnsupported, guard: -1, imm: int64(len(c.k.notes) - 1)})
}

func (c *compiler) nops(in *ptx.Instr, n int) {
	if len(in.Operands) != n {
		c.failf("%s expects %d operands, has %d", in.Opcode, n, len(in.Operands))
	}
}

func (c *compiler) newSlot() int32 {
	s := c.nslots
	c.nslots++
	if c.nslots > 1<<24 {
		c.failf("too many registers")
	}
	return s
}

func (c *compiler) newSlots(n int32) int32 {
	s := c.nslots
	c.nslots += n
	if c.nslots > 1<<24 {
		c.failf("too many registers")
	}
	return s
}

func (c *compiler) tempSlot() int32 { return c.newSlot() }

func (c *compiler) constSlot(v uint64) int32 {
	if s, ok := c.constIdx[v]; ok {
		return s
	}
	s := c.newSlot()
	c.constIdx[v] = s
	c.k.consts = append(c.k.consts, constSlot{s, v})
	return s
}

func (c *compiler) symSlot(name string) int32 {
	if s, ok := c.symIdx[name]; ok {
		return s
	}
	s := c.newSlot()
	c.symIdx[name] = s
	c.k.syms = append(c.k.syms, symSlot{s, name})
	c.k.symbols = append(c.k.symbols, name)
	if v := c.mvars[name]; v != nil && v.Space == ptx.SpaceConst {
		c.k.constVars = append(c.k.constVars, constVar{name, uint64(v.Size)})
	}
	return s
}

// function returns the funcInfo for a called or address-taken function, queueing it for lowering.
func (c *compiler) function(name string) (*funcInfo, int32) {
	if fi, ok := c.finfo[name]; ok {
		for i, f := range c.k.funcs {
			if f == fi {
				return fi, int32(i)
			}
		}
	}
	decl, ok := c.funcs[name]
	if !ok {
		c.failf("call of undeclared function %s", name)
	}
	fi := &funcInfo{name: name, decl: decl}
	if !decl.HasBody {
		switch name {
		case "vprintf":
			fi.builtin = builtinVprintf
		case "__assertfail":
			fi.builtin = builtinAssert
		case "malloc":
			fi.builtin = builtinMalloc
		case "__cuda_syscall_aligned_malloc":
			fi.builtin = builtinAlignedMalloc
		case "free":
			fi.builtin = builtinFree
		default:
			if _, ok := devrtCalls()[name]; ok {
				fi.builtin = builtinDevRT
				break
			}
			if isDeviceRuntimeUnsupported(name) {
				fi.builtin = builtinDeviceRuntime
				break
			}
			if slices.Contains(DeviceRuntimeGridSync, name) {
				fi.builtin = builtinGridSync
				break
			}
			if name == DeviceRuntimeSetConditional {
				fi.builtin = builtinSetConditional
				break
			}
			c.failf("call of %s, which has no body in this module (unresolved extern function)", name)
		}
		// Builtins get slots for their parameters like any function.
		c.paramSlots(fi)
	}
	c.finfo[name] = fi
	c.k.funcs = append(c.k.funcs, fi)
	c.queue = append(c.queue, fi)
	idx := int32(len(c.k.funcs) - 1)
	if mi, ok := c.funcIdx[name]; ok {
		for len(c.k.funcByMod) <= mi {
			c.k.funcByMod = append(c.k.funcByMod, -1)
		}
		c.k.funcByMod[mi] = idx
	}
	return fi, idx
}

// allFunctions queues every defined device function: an indirect call may reach any of them
// through a pointer stored anywhere (a register, a global initializer).
func (c *compiler) allFunctions() {
	if c.allFuncs {
		return
	}
	c.allFuncs = true
	names := make([]string, 0, len(c.funcs))
	for n, f := range c.funcs {
		if !f.Entry && f.HasBody {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	for _, n := range names {
		c.function(n)
	}
}

func (c *compiler) paramSlots(fi *funcInfo) {
	if fi.params != nil || fi.rets != nil {
		return
	}
	mk := func(p *ptx.Param) pvar {
		if p.Type == "pred" {
			c.npreds++
			return pvar{slot: c.npreds - 1, n: 1, pred: true}
		}
		n := int32(max((p.Size+7)/8, 1))
		return pvar{slot: c.newSlots(n), n: n}
	}
	for _, p := range fi.decl.Params {
		fi.params = append(fi.params, mk(p))
	}
	for _, p := range fi.decl.Returns {
		fi.rets = append(fi.rets, mk(p))
	}
	if fi.params == nil {
		fi.params = []pvar{}
	}
}

// inlineIndex returns 1 + the index of f in the kernel's inlined functions, adding it.
func (c *compiler) inlineIndex(f inlined) int32 {
	for i, g := range c.inlines {
		if g == f {
			return int32(i + 1)
		}
	}
	c.inlines = append(c.inlines, f)
	return int32(len(c.inlines))
}
