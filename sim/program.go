package sim

import (
	"slices"
	"sync"

	"cudasim/cu"
	"cudasim/sim/fp"
	"cudasim/sim/ptx"
)

// Program is a compiled PTX module: its kernels lowered to pre-decoded code, each on first
// request (CompileLazy) or all at once (Compile). One Program serves any number of contexts and
// launches; it is safe for concurrent use, and a kernel once lowered never changes.
type Program struct {
	module  *ptx.Module
	kernels map[string]*kernelSlot
	names   []string
	funcIdx map[string]int // function name -> index in module.Functions

	// What lowering a kernel reads besides its declaration; never written after CompileLazy.
	funcs      map[string]*ptx.Function // the definition each function name resolves to
	mvars      map[string]*ptx.Variable
	noContract bool
	stackFault cu.Result // what a stack overflow faults with

	takenOnce sync.Once
	taken     map[string]bool // Module.AddressTaken, found for the first kernel with an indirect call
}

// addressTaken lists the device functions an indirect call may reach (ptx.Module.AddressTaken).
func (p *Program) addressTaken() map[string]bool {
	p.takenOnce.Do(func() { p.taken = p.module.AddressTaken() })
	return p.taken
}

// kernelSlot is one .entry, lowered at the first Program.Kernel or Program.Lower that asks for
// it, and planned for execution (planExecution) at the first Program.Kernel.
type kernelSlot struct {
	decl    *ptx.Function
	once    sync.Once
	k       *Kernel
	err     error
	planned sync.Once
}

// Compile lowers every kernel of m. Errors are cu.ErrorInvalidPTX naming the line: a kernel
// that cannot be lowered fails the whole program, as a JIT error fails the real driver's whole
// module.
func Compile(m *ptx.Module) (*Program, error) {
	p, err := CompileLazy(m)
	if err != nil {
		return nil, err
	}
	for _, name := range p.names {
		if _, err := p.Kernel(name); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// CompileLazy checks m's module-scope declarations (a function defined twice is
// cu.ErrorInvalidPTX) and returns a Program whose kernels are lowered one at a time, each at
// its first Program.Kernel: a module's unlaunched kernels cost nothing, and a kernel that cannot
// be lowered fails only its own requests. Lowering one kernel reads only m, so a kernel lowers
// the same way whether or not its neighbours were lowered before it.
func CompileLazy(m *ptx.Module) (*Program, error) { return CompileLazyWith(m, CompileOptions{}) }

// CompileOptions are what the JIT is told besides the PTX text.
type CompileOptions struct {
	// Unoptimised is ptxas at -O0 (cubin.Entry.Unoptimised): as in a -G
	// module, no mul and add are fused.
	Unoptimised bool
}

// CompileLazyWith is CompileLazy under the JIT's options o.
func CompileLazyWith(m *ptx.Module, o CompileOptions) (*Program, error) {
	p := &Program{module: m, kernels: map[string]*kernelSlot{}, funcIdx: map[string]int{},
		funcs: map[string]*ptx.Function{}, mvars: map[string]*ptx.Variable{}}
	for i, f := range m.Functions {
		if _, ok := p.funcIdx[f.Name]; !ok {
			p.funcIdx[f.Name] = i
		}
		old, ok := p.funcs[f.Name]
		switch {
		case !ok || !old.HasBody:
			p.funcs[f.Name] = f
		case !f.HasBody:
		case old.Linkage == ptx.Weak:
			p.funcs[f.Name] = f // a strong definition overrides a weak one
		case f.Linkage == ptx.Weak:
		default:
			return nil, cu.Errorf(cu.ErrorInvalidPTX, "line %d: function %s defined twice", f.Line, f.Name)
		}
	}
	for _, v := range m.Variables {
		p.mvars[v.Name] = v
	}
	// A module built with -G (".target ..., debug") is compiled by ptxas without
	// optimisation, which leaves mul and add unfused (measured: nvcc/*_G cases).
	p.noContract = slices.Contains(m.Targets, "debug") || o.Unoptimised
	// Its stack overflows fault as a launch failure, not an illegal address (measured: probe28's
	// q_stack recursions built with -G, libcuda TestCudartRecursionDepth).
	p.stackFault = cu.ErrorIllegalAddress
	if slices.Contains(m.Targets, "debug") {
		p.stackFault = cu.ErrorLaunchFailed
	}
	for _, f := range m.Functions {
		if !f.Entry || !f.HasBody {
			continue
		}
		if _, dup := p.kernels[f.Name]; dup {
			continue
		}
		p.kernels[f.Name] = &kernelSlot{decl: f}
		p.names = append(p.names, f.Name)
	}
	return p, nil
}

// Kernel returns the compiled kernel name, lowering it on first request: cu.ErrorNotFound when
// the program has no such kernel, cu.ErrorInvalidPTX naming the line when it cannot be lowered
// (every later request answers the same).
func (p *Program) Kernel(name string) (*Kernel, error) {
	s, err := p.lower(name)
	if err != nil {
		return nil, err
	}
	s.planned.Do(s.k.planExecution)
	return s.k, nil
}

// Lower lowers kernel name as Kernel does, answering the same errors, without planning its
// execution: what checking a whole module at its first launch needs of the kernels it does not
// launch (the plans, compiled runs included, were most of a first launch's compilation).
func (p *Program) Lower(name string) error {
	_, err := p.lower(name)
	return err
}

func (p *Program) lower(name string) (*kernelSlot, error) {
	s, ok := p.kernels[name]
	if !ok {
		return nil, cu.Errorf(cu.ErrorNotFound, "no kernel %q in module", name)
	}
	s.once.Do(func() {
		c := newCompiler(p.funcs, p.mvars)
		c.funcIdx = p.funcIdx
		c.addressTaken = p.addressTaken
		c.noContract = p.noContract
		c.stackFault = p.stackFault
		c.files = p.module.Files
		c.debugStr = p.module.DebugStrings
		c.placeModuleShared(s.decl, p.module.SharedVariables(s.decl))
		s.k, s.err = c.kernel(s.decl)
	})
	return s, s.err
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

// FunctionAddress is the value a pointer to the device function name holds in this program
// (what `mov.u64 %rd, name` yields). A loader stores it where a variable's initializer takes a
// function's address (a ptx.Reloc whose Symbol is a function).
func (p *Program) FunctionAddress(name string) (uint64, bool) {
	i, ok := p.funcIdx[name]
	return funcPtrBase | uint64(i), ok
}

// FunctionAt is the function a pointer value of this program (FunctionAddress, or what `mov.u64
// %rd, name` yields) points to: its name and whether it is a kernel (.entry).
func (p *Program) FunctionAt(addr uint64) (name string, entry, ok bool) {
	i := addr &^ funcPtrBase
	if addr&funcPtrBase != funcPtrBase || i >= uint64(len(p.module.Functions)) {
		return "", false, false
	}
	f := p.module.Functions[i]
	if p.funcIdx[f.Name] != int(i) {
		return "", false, false
	}
	return f.Name, f.Entry, true
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
	name    string
	decl    *ptx.Function
	code    []inst
	hot     []inst   // code with its launch-invariant prologue first (hot.go); nil when none
	hotSkip int32    // the prologue's length: where a warp that has run a CTA of the launch starts
	hotCTA  int32    // the CTA's prologue after it (reads of %ctaid): cta.begin fills them for such a warp
	fast    []inst   // hot (or code) with superinstructions (fuse.go); nil when it has none
	jit     *jitCode // fast's runs compiled (jit_amd64.go); nil when none are
	// overs holds the regions of fast's branches over short regions (branchover.go), each
	// member with its runKinds entry: a marked branch's x[0] is its region's start here.
	overs []inst
	// rounds: fast has compiled runs and a bar.sync a round may count, so that slice may run
	// barrier rounds (round); roundBar has 1 + the barrier id of each such bar.sync by pc.
	rounds   bool
	roundBar []uint8
	// straightAt marks the pcs of fast where straight may run a warp: its compiled runs.
	straightAt []bool
	hotPC      []int32 // the k.code pc of each instruction of hot's reordered region
	nslots     int
	npreds     int
	consts     []constSlot
	syms       []symSlot
	constVars  []constVar
	dynSlot    int32 // the CTA's dynamic shared memory address: its window's base + dynBase (placeShared)
	dynBase    int64 // where dynamic shared memory starts in the CTA's shared memory
	baseSlot   int32 // the CTA's shared window base, block rank << 24 (placeShared)
	params     []ParamInfo
	paramSize  int
	shared     int // static shared bytes
	frame      int // the kernel's own local frame bytes
	funcs      []*funcInfo
	funcByMod  []int32 // module function index -> index in funcs, -1 if not lowered
	calls      []callSite
	notes      []string
	cvts       []fp.Cvt
	texs       []texInst  // texture and surface instructions (opTexture)
	texRefs    []string   // the module's .texref/.surfref variables the kernel reads through (texInst.ref)
	bulks      []bulkInst // bulk copies, tensor copies, st.async, red.async (opBulk)
	tables     [][]int32  // brx.idx jump tables (pcs)
	// loopReach[pc] is the furthest pc of a backward branch whose target is at or before pc:
	// lanes waiting at a later pc up to it may branch back to pc (collective.go, awaitMembers).
	loopReach []int32
	mats      []matOp  // operands of warp matrix instructions (lower_mma.go)
	symbols   []string // module variables the kernel refers to
	locs      []srcLoc // .loc source position of each instruction
	files     map[int]string
	inlines   []inlined // the inlined functions locs refer to
	// refused is the CUDA_ERROR_NOT_SUPPORTED every launch of the kernel answers when its code
	// (or a function it calls) holds an instruction the engine does not implement; nil otherwise.
	refused error
	// writesShared is set when the kernel's code may write shared memory (writesShared): only
	// then does each CTA start from shared memory cleared again.
	writesShared bool
	// packable is set when the kernel's one-thread CTAs may run 32 to a warp (pack.go).
	packable bool
	// polls is Polls, kept: whether a block may wait for another (blockwait.go).
	polls bool
	// clusters is set when the kernel uses thread block cluster registers or instructions: its
	// CTAs then run in clusters (one CTA each when the launch has none; cluster.go).
	clusters bool
	// ctaFills are hot[hotSkip:hotSkip+hotCTA] as cta.begin fills them (fillCTA): each read's
	// slot and %ctaid's dimension.
	ctaFills []ctaFill
	// calleeStack is the most local memory the functions it calls need at once (the deepest
	// chain of their frames, a call through a pointer reaching the functions whose address
	// the module takes), when the call graph tells; -1 where it does not (recursion). See
	// staticCallStack.
	calleeStack int64
	stackFault  cu.Result // what a stack overflow faults with: an illegal address, in a -G module a launch failure

	runners sync.Pool   // *runner of earlier launches, for reuse
	checked [2]struct { // the code of checked launches (checkedCode): every access, shared only
		once sync.Once
		code []inst
	}

	// widths marks code's (and hot's) narrow slots, those of 32-bit registers (lanewidth.go);
	// renaming is coalesceSlots' map of them to fast's slots where it renamed any, else nil.
	widths   slotWidths
	renaming []int32
	// packList lists the fast code's slots that compiled code holds packed (packedSlots);
	// overWide, per member of overs, what branchOver's Go code for the member (a store, or a
	// stretch it interprets, listed at its first member) does with the packed slots it names.
	packList []int32
	overWide []overConv
	// packLive, per pc of fast, the packed slots a whole warp there converts (packLiveLists);
	// nil where the kernel has no liveness (every slot of packList).
	packLive [][]int32
	// onceList lists the packed slots compiled code holds stored once (storedonce.go), and
	// onceLive, per pc of fast, those live there (as packLive); packConv is packList less
	// onceList, the slots the hand-over packs and widens (packLive's lists are of it).
	onceList []int32
	onceLive [][]int32
	packConv []int32
}

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

// CalleeStack is the local memory the functions the kernel calls can need at once beyond its
// own frame, which a launch's stack is raised to (staticCallStack); -1 where the call graph
// does not tell (recursion).
func (k *Kernel) CalleeStack() int64 { return k.calleeStack }

// Sleeps reports whether the kernel (or a function it calls) executes
// nanosleep: whether it may wait for something outside it, such as the
// host (see Launch.Sleep).
func (k *Kernel) Sleeps() bool {
	for i := range k.code {
		if k.code[i].op == opNanosleep {
			return true
		}
	}
	return false
}

// Polls reports whether the kernel (or a function it calls) reads global or generic memory
// with strong loads (ld.volatile, .relaxed, .acquire; ld.cg and ld.cv, read as they are), or with atomics that may leave the word
// as it was (atomLeaves): whether it may spin on a flag that something outside it sets, such as
// the host or another block, without nanosleep (see Launch.Sleep).
func (k *Kernel) Polls() bool {
	for i := range k.code {
		switch in := &k.code[i]; {
		case in.aux&memStrong != 0 && (in.op == opLdGlobal || in.op == opLdGeneric):
			return true
		case in.op == opAtom && k.atomLeaves(in):
			return true
		}
	}
	return false
}

// atomLeaves reports whether in, an atom on global or generic memory whose result the kernel
// keeps, may read its word without changing it, as a flag's poll does: a compare-and-swap (it
// fails where the word differs), or an add, or, xor of a constant 0 or an and of a constant of
// all ones (atomicAdd(p, 0), atomicOr(p, 0)). The engine counts such reads as polls when they
// leave the word unchanged (warp.atom).
func (k *Kernel) atomLeaves(in *inst) bool {
	op, at := in.aux&0xf, in.aux>>8&0xf
	if in.aux>>4&0xf == spShared || in.d == slotSink {
		return false // a block's own shared memory, or red: no value read
	}
	if op == atCas {
		return true
	}
	if op != atAdd && op != atOr && op != atXor && op != atAnd || at > 3 {
		return false // integer types only: a float add of 0 may change a -0 or a NaN
	}
	if in.b == slotZero {
		return op != atAnd
	}
	ones := uint64(1)<<32 - 1
	if at >= 2 {
		ones = ^uint64(0)
	}
	for _, cv := range k.consts {
		if cv.slot == in.b {
			if op == atAnd {
				return cv.v&ones == ones
			}
			return cv.v&ones == 0
		}
	}
	return false
}

// Decl is the kernel's parsed declaration (performance directives such as .maxntid/.reqntid).
func (k *Kernel) Decl() *ptx.Function { return k.decl }

// Symbols lists the module variables (.global/.const) whose device addresses a launch must supply
// in Launch.Symbols.
func (k *Kernel) Symbols() []string { return k.symbols }

// Unsupported returns nil when the engine implements every instruction the kernel may execute,
// else the CUDA_ERROR_NOT_SUPPORTED error its launches answer, naming the first such instruction
// and its PTX line. The other kernels of the program are not affected.
func (k *Kernel) Unsupported() error { return k.refused }

// LaunchesGraphs reports whether the kernel calls the device runtime's cudaGraphLaunch.
func (k *Kernel) LaunchesGraphs() bool {
	for _, f := range k.funcs {
		if f.builtin == builtinDevRT && (f.name == "cudaGraphLaunch" || f.name == "cudaGraphLaunch_ptsz") {
			return true
		}
	}
	return false
}

// CallsSystem reports whether the kernel may call one of names among the functions its
// module declares without a body (vprintf, malloc, the device runtime's entry points): from
// its own code, from a function it calls, or through a function pointer it takes. A call
// the kernel skips at run time counts: it is in the code.
func (k *Kernel) CallsSystem(names ...string) bool {
	for _, f := range k.funcs {
		if f.builtin != builtinNone && slices.Contains(names, f.name) {
			return true
		}
	}
	return false
}

// DeviceRuntimeCalls lists the device runtime entry points the kernel calls.
func (k *Kernel) DeviceRuntimeCalls() []string {
	var out []string
	for _, f := range k.funcs {
		if f.builtin == builtinDevRT {
			out = append(out, f.name)
		}
	}
	return out
}

// srcLoc is a .loc position: file index (.file) and line, and, for code of an inlined
// function, 1 + its index in Kernel.inlines.
type srcLoc struct{ file, line, inl int32 }

// inlined is a function inlined into a kernel, as .loc's function_name and inlined_at name it:
// its mangled name and the call's file index and line.
type inlined struct {
	name       string
	file, line int32
}

type constSlot struct {
	slot int32
	v    uint64
}

type symSlot struct {
	slot int32
	name string
}

// constVar is a .const variable the kernel refers to: isspacep.const is true for an address
// inside it (Launch.Symbols gives where it lies).
type constVar struct {
	name string
	size uint64
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
	frameAlign     uint64 // the largest .local alignment: where a call puts the frame (warp.call)
	builtin        int
	lowered        bool
	addressTaken   bool // the module takes its address: an indirect call may reach it (staticCallStack)
}

type pvar struct {
	slot, n int32
	pred    bool
}

// callSite describes the operands of one call instruction.
type callSite struct {
	fn    int32 // index into Kernel.funcs; -1 for an indirect call through slot target
	tgt   int32
	proto *ptx.Function // an indirect call's prototype; nil for a direct call
	args  []pvar
	rets  []pvar
}

const (
	builtinNone = iota
	builtinVprintf
	builtinAssert
	builtinMalloc
	builtinAlignedMalloc // __nv_aligned_device_malloc(size, align): __cuda_syscall_aligned_malloc in PTX
	builtinFree
	builtinDeviceRuntime  // a device runtime entry point cudasim lacks (devrt.go)
	builtinGridSync       // the device runtime's grid barrier (devrt.go)
	builtinDevRT          // a device runtime call the driver executes (devrt.go)
	builtinSetConditional // the device runtime's cudaGraphSetConditional (devrt.go)
)

// funcPtrBase marks a function "address" (mov.u64 %rd, func): funcPtrBase | index in Kernel.funcs.
const funcPtrBase = 0xf0f0_0000_0000_0000
