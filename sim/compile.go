package sim

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"sync"

	"cudasim/cu"
	"cudasim/sim/fp"
	"cudasim/sim/ptx"
)

// Program is a compiled PTX module: every kernel lowered to pre-decoded code. One Program serves
// any number of contexts and launches; it is immutable and safe for concurrent use.
type Program struct {
	module  *ptx.Module
	kernels map[string]*Kernel
	names   []string
	funcIdx map[string]int // function name -> index in module.Functions
}

// FunctionAddress is the value a pointer to the device function name holds in this program
// (what `mov.u64 %rd, name` yields). A loader stores it where a variable's initializer takes a
// function's address (a ptx.Reloc whose Symbol is a function).
func (p *Program) FunctionAddress(name string) (uint64, bool) {
	i, ok := p.funcIdx[name]
	return funcPtrBase | uint64(i), ok
}

// ParamInfo is the place of one kernel parameter in the packed parameter buffer.
type ParamInfo struct {
	Name   string
	Offset int
	Size   int
	Align  int
}

// Kernel is one compiled .entry.
type Kernel struct {
	name      string
	decl      *ptx.Function
	code      []inst
	nslots    int
	npreds    int
	consts    []constSlot
	syms      []symSlot
	dynSlot   int32
	params    []ParamInfo
	paramSize int
	shared    int // static shared bytes
	frame     int // the kernel's own local frame bytes
	funcs     []*funcInfo
	funcByMod []int32 // module function index -> index in funcs, -1 if not lowered
	calls     []callSite
	notes     []string
	cvts      []fp.Cvt
	tables    [][]int32 // brx.idx jump tables (pcs)
	symbols   []string  // module variables the kernel refers to
	locs      []srcLoc  // .loc source position of each instruction
	files     map[int]string

	runners sync.Pool // *runner of earlier launches, for reuse
}

// srcLoc is a .loc position: file index (.file) and line.
type srcLoc struct{ file, line int32 }

type constSlot struct {
	slot int32
	v    uint64
}

type symSlot struct {
	slot int32
	name string
}

type funcInfo struct {
	name           string
	decl           *ptx.Function
	entry          int32
	end            int32
	slotLo, slotHi int32
	predLo, predHi int32
	params         []pvar
	rets           []pvar
	frame          int64
	builtin        int
	lowered        bool
}

type pvar struct {
	slot, n int32
	pred    bool
}

// callSite describes the operands of one call instruction.
type callSite struct {
	fn   int32 // index into Kernel.funcs; -1 for an indirect call through slot target
	tgt  int32
	args []pvar
	rets []pvar
}

const (
	builtinNone = iota
	builtinVprintf
	builtinAssert
	builtinMalloc
	builtinFree
)

// funcPtrBase marks a function "address" (mov.u64 %rd, func): funcPtrBase | index in Kernel.funcs.
const funcPtrBase = 0xf0f0_0000_0000_0000

// Name is the kernel's name.
func (k *Kernel) Name() string { return k.name }

// Params lists the kernel's parameters with their offsets in the packed parameter buffer.
func (k *Kernel) Params() []ParamInfo { return k.params }

// ParamSize is the size of the packed parameter buffer.
func (k *Kernel) ParamSize() int { return k.paramSize }

// SharedSize is the kernel's static shared memory in bytes.
func (k *Kernel) SharedSize() int { return k.shared }

// LocalSize is the kernel's own local memory frame per thread in bytes.
func (k *Kernel) LocalSize() int { return k.frame }

// Decl is the kernel's parsed declaration (performance directives such as .maxntid/.reqntid).
func (k *Kernel) Decl() *ptx.Function { return k.decl }

// Symbols lists the module variables (.global/.const) whose device addresses a launch must supply
// in Launch.Symbols.
func (k *Kernel) Symbols() []string { return k.symbols }

// Kernel returns the compiled kernel name, or cu.ErrorNotFound.
func (p *Program) Kernel(name string) (*Kernel, error) {
	k, ok := p.kernels[name]
	if !ok {
		return nil, cu.Errorf(cu.ErrorNotFound, "no kernel %q in module", name)
	}
	return k, nil
}

// Kernels lists the kernel names in module order.
func (p *Program) Kernels() []string { return p.names }

// Module is the parsed module the program was compiled from.
func (p *Program) Module() *ptx.Module { return p.module }

// Variables lists the module-scope .global and .const variables (defined or extern) that the
// loader must place in device memory, initialise from Init/Relocs and pass as Launch.Symbols.
func (p *Program) Variables() []*ptx.Variable {
	var out []*ptx.Variable
	for _, v := range p.module.Variables {
		if v.Space == ptx.SpaceGlobal || v.Space == ptx.SpaceConst {
			out = append(out, v)
		}
	}
	return out
}

// Compile lowers every kernel of m. Errors are cu.ErrorInvalidPTX naming the line.
func Compile(m *ptx.Module) (*Program, error) {
	p := &Program{module: m, kernels: map[string]*Kernel{}, funcIdx: map[string]int{}}
	funcs := map[string]*ptx.Function{}
	for i, f := range m.Functions {
		if _, ok := p.funcIdx[f.Name]; !ok {
			p.funcIdx[f.Name] = i
		}
		old, ok := funcs[f.Name]
		switch {
		case !ok || !old.HasBody:
			funcs[f.Name] = f
		case !f.HasBody:
		case old.Linkage == ptx.Weak:
			funcs[f.Name] = f // a strong definition overrides a weak one
		case f.Linkage == ptx.Weak:
		default:
			return nil, cu.Errorf(cu.ErrorInvalidPTX, "line %d: function %s defined twice", f.Line, f.Name)
		}
	}
	mvars := map[string]*ptx.Variable{}
	for _, v := range m.Variables {
		mvars[v.Name] = v
	}
	for _, f := range m.Functions {
		if !f.Entry || !f.HasBody {
			continue
		}
		if _, dup := p.kernels[f.Name]; dup {
			continue
		}
		c := newCompiler(funcs, mvars)
		c.funcIdx = p.funcIdx
		// A module built with -G (".target ..., debug") is compiled by ptxas without
		// optimisation, which leaves mul and add unfused (measured: nvcc/*_G cases).
		c.noContract = slices.Contains(m.Targets, "debug")
		c.files = m.Files
		k, err := c.kernel(f)
		if err != nil {
			return nil, err
		}
		p.kernels[f.Name] = k
		p.names = append(p.names, f.Name)
	}
	return p, nil
}

type symKind uint8

const (
	sReg symKind = iota
	sPred
	sPVar
	sKParam
	sLocal
	sShared
	sGlobal
	sFunc
	sDynShared
)

type symbol struct {
	kind symKind
	slot int32
	n    int32
	off  int64
	size int
	name string
}

type compiler struct {
	funcs map[string]*ptx.Function
	mvars map[string]*ptx.Variable
	k     *Kernel

	code       []inst
	nslots     int32
	npreds     int32
	constIdx   map[uint64]int32
	symIdx     map[string]int32
	shared     map[string]int64 // module .shared variables placed so far
	sharedTop  int64
	finfo      map[string]*funcInfo
	queue      []*funcInfo
	funcIdx    map[string]int
	allFuncs   bool // every defined function has been queued (an indirect call exists)
	noContract bool
	files      map[int]string

	// per function
	fi      *funcInfo
	scopes  []map[string]symbol
	labels  []labelScope // labels are scoped to their { } block, like ptxas's
	pending []int32      // source slots of the instruction being lowered
	loc     srcLoc       // the last .loc
	uses    map[int32]int32
	usePCs  map[int32][]int32
	frame   int64
	line    int32
	temps   int32
	protos  map[string]*ptx.Function
	targets map[string][]string // .branchtargets lists
}

// fixup is a branch (or a jump-table entry, table >= 0) waiting for its label's pc.
type fixup struct {
	pc    int32
	table int32
	elem  int32
	label string
	line  int
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
	// The dynamic shared base is a constant patched once the static layout is known.
	k.dynSlot = c.newSlot()
	root := &funcInfo{name: f.Name, decl: f}
	c.finfo[f.Name] = root
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
	dynAlign := int64(16)
	base := (c.sharedTop + dynAlign - 1) &^ (dynAlign - 1)
	k.shared = int(c.sharedTop)
	k.consts = append(k.consts, constSlot{k.dynSlot, uint64(base)})
	k.code = c.code
	k.files = c.files
	k.nslots = int(c.nslots)
	k.npreds = int(max(c.npreds, 1))
	k.frame = int(root.frame)
	sort.Strings(k.symbols)
	return k, nil
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
		case "free":
			fi.builtin = builtinFree
		default:
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

type labelScope struct {
	defs    map[string]int32
	pending []fixup // branches inside the block not yet resolved
}

func (c *compiler) pushScope() {
	c.scopes = append(c.scopes, map[string]symbol{})
	c.labels = append(c.labels, labelScope{defs: map[string]int32{}})
}

// popScope closes a block: its branches to its own labels are resolved, the others are handed to
// the enclosing block.
func (c *compiler) popScope() {
	c.scopes = c.scopes[:len(c.scopes)-1]
	ls := c.labels[len(c.labels)-1]
	c.labels = c.labels[:len(c.labels)-1]
	for _, fx := range ls.pending {
		if pc, ok := ls.defs[fx.label]; ok {
			if fx.table >= 0 {
				c.k.tables[fx.table][fx.elem] = pc
			} else {
				c.code[fx.pc].imm = int64(pc)
			}
		} else if len(c.labels) > 0 {
			outer := &c.labels[len(c.labels)-1]
			outer.pending = append(outer.pending, fx)
		} else {
			c.line = int32(fx.line)
			c.failf("undefined label %s", fx.label)
		}
	}
}

func (c *compiler) branchTo(pc int32, label string) {
	ls := &c.labels[len(c.labels)-1]
	ls.pending = append(ls.pending, fixup{pc: pc, table: -1, label: label, line: int(c.line)})
}

func (c *compiler) declare(name string, s symbol) {
	c.scopes[len(c.scopes)-1][name] = s
}

func (c *compiler) lookup(name string) (symbol, bool) {
	for i := len(c.scopes) - 1; i >= 0; i-- {
		if s, ok := c.scopes[i][name]; ok {
			return s, true
		}
	}
	if v, ok := c.mvars[name]; ok {
		switch v.Space {
		case ptx.SpaceGlobal, ptx.SpaceConst:
			return symbol{kind: sGlobal, name: name, size: v.Size}, true
		case ptx.SpaceShared:
			if v.Linkage == ptx.Extern && v.Count == 0 {
				return symbol{kind: sDynShared, name: name}, true
			}
			off, ok := c.shared[name]
			if !ok {
				off = c.allocShared(v)
				c.shared[name] = off
			}
			return symbol{kind: sShared, off: off, name: name, size: v.Size}, true
		}
	}
	if _, ok := c.funcs[name]; ok {
		return symbol{kind: sFunc, name: name}, true
	}
	return symbol{}, false
}

func (c *compiler) allocShared(v *ptx.Variable) int64 {
	a := int64(max(v.Align, 1))
	off := (c.sharedTop + a - 1) &^ (a - 1)
	c.sharedTop = off + int64(v.Size)
	if c.sharedTop > 1<<30 {
		c.failf("shared memory too large")
	}
	return off
}

func (c *compiler) lowerFunc(fi *funcInfo, kparams map[string]symbol) {
	fi.lowered = true
	c.fi = fi
	c.scopes = nil
	c.labels = nil
	c.uses = map[int32]int32{}
	c.usePCs = map[int32][]int32{}
	c.frame = 0
	c.protos = map[string]*ptx.Function{}
	c.targets = map[string][]string{}
	c.line = int32(fi.decl.Line)
	fi.entry = int32(len(c.code))
	fi.slotLo, fi.predLo = c.nslots, c.npreds
	c.pushScope()
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
	for i := range fi.decl.Body {
		st := &fi.decl.Body[i]
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
		case ptx.StmtInstr:
			c.pending = c.pending[:0]
			c.instr(st.Instr)
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
	fi.frame = (c.frame + 15) &^ 15
	c.analyse(fi)
}

func (c *compiler) declVar(v *ptx.Variable) {
	switch v.Space {
	case ptx.SpaceReg:
		if v.Type == "pred" {
			if v.Names > 0 {
				base := c.npreds
				c.npreds += int32(v.Names)
				for i := 0; i < v.Names; i++ {
					c.declare(fmt.Sprintf("%s%d", v.Name, i), symbol{kind: sPred, slot: base + int32(i)})
				}
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
		if v.Names > 0 {
			base := c.newSlots(int32(v.Names) * n)
			for i := 0; i < v.Names; i++ {
				c.declare(fmt.Sprintf("%s%d", v.Name, i), symbol{kind: sReg, slot: base + int32(i)*n, n: n})
			}
			return
		}
		c.declare(v.Name, symbol{kind: sReg, slot: c.newSlots(n), n: n})
	case ptx.SpaceParam:
		n := int32(max((v.Size+7)/8, 1))
		c.declare(v.Name, symbol{kind: sPVar, slot: c.newSlots(n), n: n, size: v.Size, name: v.Name})
	case ptx.SpaceLocal:
		a := int64(max(v.Align, 1))
		off := (c.frame + a - 1) &^ (a - 1)
		c.frame = off + int64(v.Size)
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

// emit appends an instruction and records the uses of its source slots.
func (c *compiler) emit(in inst) int32 {
	in.line = c.line
	pc := int32(len(c.code))
	for _, s := range c.pending {
		c.uses[s]++
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

func (c *compiler) tempSlot() int32 { return c.newSlot() }

var sregNames = map[string]int{
	"%tid": sregTidX, "%ntid": sregNtidX, "%ctaid": sregCtaidX, "%nctaid": sregNctaidX,
	"%laneid": sregLaneid, "%warpid": sregWarpid, "%nwarpid": sregNwarpid, "%smid": sregSmid,
	"%nsmid": sregNsmid, "%gridid": sregGridid, "%lanemask_eq": sregLanemaskEq,
	"%lanemask_le": sregLanemaskLe, "%lanemask_lt": sregLanemaskLt, "%lanemask_ge": sregLanemaskGe,
	"%lanemask_gt": sregLanemaskGt, "%clock": sregClock, "%clock64": sregClock64,
	"%globaltimer": sregGlobaltimer, "%globaltimer_lo": sregGlobaltimer, "%dynamic_smem_size": sregDynSmem,
	"%total_smem_size": sregTotalSmem, "%clock_hi": sregZero, "%globaltimer_hi": sregZero,
}

func (c *compiler) sreg(o ptx.Operand) (int, bool) {
	base, ok := sregNames[o.Name]
	if !ok {
		if strings.HasPrefix(o.Name, "%envreg") || strings.HasPrefix(o.Name, "%pm") ||
			strings.HasPrefix(o.Name, "%reserved_smem") || o.Name == "%aggr_smem_size" {
			return sregZero, true
		}
		return 0, false
	}
	switch base {
	case sregTidX, sregNtidX, sregCtaidX, sregNctaidX:
		switch o.Comp {
		case "x", "":
		case "y":
			base++
		case "z":
			base += 2
		case "w":
			return sregZero, true
		default:
			c.failf("bad component %s.%s", o.Name, o.Comp)
		}
	}
	return base, true
}

// immBits encodes an immediate for an instruction type.
func immBits(o ptx.Operand, ty string) uint64 {
	switch o.Kind {
	case ptx.OpdInt:
		switch ty {
		case "f32":
			return uint64(math.Float32bits(float32(o.Int)))
		case "f64":
			return math.Float64bits(float64(o.Int))
		}
		return uint64(o.Int)
	case ptx.OpdFloat:
		switch ty {
		case "f64":
			if o.Single {
				return math.Float64bits(float64(math.Float32frombits(uint32(o.Bits))))
			}
			return o.Bits
		case "f16", "bf16", "f16x2", "bf16x2":
			if o.Single {
				f := math.Float32frombits(uint32(o.Bits))
				if ty == "bf16" || ty == "bf16x2" {
					return uint64(fp.F32ToBF16(f, fp.RN))
				}
				return uint64(fp.F32ToF16(f, fp.RN))
			}
			return o.Bits
		default:
			if o.Single {
				return o.Bits
			}
			if ty == "f32" || typeSize(ty) == 4 {
				return uint64(math.Float32bits(float32(math.Float64frombits(o.Bits))))
			}
			return o.Bits
		}
	}
	return 0
}

func typeSize(t string) int { return ptx.TypeSize(t) }

// src resolves a source operand to a slot.
func (c *compiler) src(o ptx.Operand, ty string) int32 {
	s := c.srcNoUse(o, ty)
	c.pending = append(c.pending, s)
	return s
}

func (c *compiler) srcNoUse(o ptx.Operand, ty string) int32 {
	switch o.Kind {
	case ptx.OpdInt, ptx.OpdFloat:
		return c.constSlot(immBits(o, ty))
	case ptx.OpdReg:
		if o.Neg {
			c.failf("negated operand -%s is not supported", o.Name)
		}
		if sr, ok := c.sreg(o); ok {
			t := c.tempSlot()
			c.emitTemp(inst{op: opSreg, d: t, aux: uint32(sr)})
			return t
		}
		s, ok := c.lookup(o.Name)
		if !ok {
			c.failf("undefined identifier %s", o.Name)
		}
		switch s.kind {
		case sReg:
			return s.slot + c.comp(o, s)
		case sPred:
			t := c.tempSlot()
			c.emitTemp(inst{op: opRegFromPred, d: t, a: s.slot})
			return t
		case sGlobal:
			if o.Int != 0 {
				t := c.tempSlot()
				c.emitTemp(inst{op: opCvtaToGen, d: t, a: c.symSlot(s.name), imm: o.Int})
				return t
			}
			return c.symSlot(s.name)
		case sShared:
			return c.constSlot(uint64(s.off + o.Int))
		case sDynShared:
			if o.Int != 0 {
				t := c.tempSlot()
				c.emitTemp(inst{op: opCvtaToGen, d: t, a: c.k.dynSlot, imm: o.Int})
				return t
			}
			return c.k.dynSlot
		case sLocal:
			t := c.tempSlot()
			c.emitTemp(inst{op: opLocalAddr, d: t, imm: s.off + o.Int})
			return t
		case sFunc:
			c.function(s.name)
			return c.constSlot(funcPtrBase | uint64(c.funcIdx[s.name]))
		case sPVar:
			if s.n == 1 {
				return s.slot
			}
			c.failf("the address of parameter %s is not supported", o.Name)
		case sKParam:
			// The address of a kernel parameter, in the .param space (cvta.param makes it generic).
			return c.constSlot(uint64(s.off + o.Int))
		}
	case ptx.OpdSink:
		c.failf("'_' used as a source")
	}
	c.failf("unsupported operand")
	return 0
}

func (c *compiler) comp(o ptx.Operand, s symbol) int32 {
	if o.Comp == "" {
		return 0
	}
	i := strings.Index("xyzw", o.Comp)
	if i < 0 {
		i = strings.Index("rgba", o.Comp)
	}
	if i < 0 || len(o.Comp) != 1 || int32(i) >= max(s.n, 1) {
		c.failf("bad vector component .%s", o.Comp)
	}
	return int32(i)
}

// dst resolves a destination register.
func (c *compiler) dst(o ptx.Operand) int32 {
	switch o.Kind {
	case ptx.OpdSink:
		return slotSink
	case ptx.OpdReg:
		s, ok := c.lookup(o.Name)
		if !ok {
			c.failf("undefined register %s", o.Name)
		}
		switch s.kind {
		case sReg:
			return s.slot + c.comp(o, s)
		case sPVar:
			if s.n == 1 {
				return s.slot
			}
		}
		c.failf("%s is not a register", o.Name)
	}
	c.failf("destination must be a register")
	return 0
}

// pred resolves a predicate operand.
func (c *compiler) pred(o ptx.Operand) int32 {
	if o.Kind == ptx.OpdSink {
		c.npreds++
		return c.npreds - 1
	}
	if o.Kind != ptx.OpdReg {
		c.failf("expected a predicate")
	}
	s, ok := c.lookup(o.Name)
	if !ok || s.kind != sPred {
		c.failf("%s is not a predicate", o.Name)
	}
	return s.slot
}

func (c *compiler) isPred(o ptx.Operand) bool {
	if o.Kind != ptx.OpdReg {
		return false
	}
	s, ok := c.lookup(o.Name)
	return ok && s.kind == sPred
}

// mods is an instruction's modifiers, classified.
type mods struct {
	types    []string
	rnd      string // rn rz rm rp
	irnd     string // rni rzi rmi rpi
	ftz, sat bool
	approx   bool
	full     bool
	space    string
	vec      int
	cmp      string
	boolop   string
	words    map[string]bool
}

var cmpNames = map[string]int{"eq": cmpEQ, "ne": cmpNE, "lt": cmpLT, "le": cmpLE, "gt": cmpGT, "ge": cmpGE,
	"lo": cmpLO, "ls": cmpLS, "hi": cmpHI, "hs": cmpHS, "equ": cmpEQU, "neu": cmpNEU, "ltu": cmpLTU,
	"leu": cmpLEU, "gtu": cmpGTU, "geu": cmpGEU, "num": cmpNUM, "nan": cmpNAN}

func classify(in *ptx.Instr) mods {
	m := mods{words: map[string]bool{}}
	for _, w := range in.Mods {
		base, _, _ := strings.Cut(w, "::")
		switch {
		case typeSize(w) != 0 && w != "pred" || w == "pred":
			m.types = append(m.types, w)
		case w == "rn" || w == "rz" || w == "rm" || w == "rp":
			m.rnd = w
		case w == "rni" || w == "rzi" || w == "rmi" || w == "rpi":
			m.irnd = w
		case w == "ftz":
			m.ftz = true
		case w == "sat":
			m.sat = true
		case w == "approx":
			m.approx = true
		case w == "full":
			m.full = true
		case base == "global" || base == "shared" || base == "local" || base == "param" || base == "const":
			m.space = base
		case w == "v2":
			m.vec = 2
		case w == "v4":
			m.vec = 4
		case w == "v8":
			m.vec = 8
		default:
			if _, ok := cmpNames[w]; ok && m.cmp == "" && (in.Opcode == "setp" || in.Opcode == "set") {
				m.cmp = w
			} else if (w == "and" || w == "or" || w == "xor") && (in.Opcode == "setp" || in.Opcode == "set") {
				m.boolop = w
			} else {
				m.words[w] = true
			}
		}
	}
	return m
}

func (m *mods) typ() string {
	if len(m.types) == 0 {
		return ""
	}
	return m.types[len(m.types)-1]
}

func rounding(s string) fp.Rounding {
	switch s {
	case "rz", "rzi":
		return fp.RZ
	case "rm", "rmi":
		return fp.RM
	case "rp", "rpi":
		return fp.RP
	}
	return fp.RN
}

var itypes = map[string]int{"u8": tU8, "u16": tU16, "u32": tU32, "u64": tU64, "s8": tS8, "s16": tS16,
	"s32": tS32, "s64": tS64, "b8": tU8, "b16": tU16, "b32": tU32, "b64": tU64}

func isFloatType(t string) bool {
	switch t {
	case "f32", "f64", "f16", "bf16", "f16x2", "bf16x2":
		return true
	}
	return false
}

func (c *compiler) unsupported(in *ptx.Instr, why string) {
	c.k.notes = append(c.k.notes, fmt.Sprintf("%s.%s: %s", in.Opcode, strings.Join(in.Mods, "."), why))
	c.emit(inst{op: opUnsupported, guard: -1, imm: int64(len(c.k.notes) - 1)})
}

func (c *compiler) nops(in *ptx.Instr, n int) {
	if len(in.Operands) != n {
		c.failf("%s expects %d operands, has %d", in.Opcode, n, len(in.Operands))
	}
}
