package driver

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"cudasim/cu"
	"cudasim/cubin"
	"cudasim/internal/ctx"
	"cudasim/internal/mem"
	"cudasim/internal/module"
)

// Notices of the module, library and launch layers.
const (
	NoticeModuleLoad    NoticeKind = "module.load"     // an image was loaded into a context (cuModuleLoad*, or a library's copy)
	NoticeModuleUnload  NoticeKind = "module.unload"   // a module left its context (unload, library unload, context destroyed or reset)
	NoticeGlobal        NoticeKind = "module.global"   // a module variable was allocated and initialised
	NoticeLibraryLoad   NoticeKind = "library.load"    // a library was loaded (no context involved)
	NoticeLibraryUnload NoticeKind = "library.unload"  // a library was unloaded from every context
	NoticeManaged       NoticeKind = "library.managed" // a library's __managed__ variable was allocated (once for all contexts)
	NoticeLaunch        NoticeKind = "kernel.launch"   // a kernel ran
)

// loader is the per-Driver state of the module, library and launch layers.
type loader struct {
	d      *Driver
	limits []module.Limits // by device

	mu      sync.Mutex
	libs    map[*library]struct{} // live libraries, for eager loading into new contexts
	stdout  io.Writer
	workers int
	budget  int64         // instructions per warp per launch; 0: the engine's default
	timeout time.Duration // wall time per launch; 0: none
	// progress hears how far each long launch is (SetLaunchProgress); nil: nobody.
	progress func(kernel string, done, total uint64)

	// run is the launch settings above as one value, published under mu by every change
	// (publish): a launch reads them without the lock.
	run atomic.Pointer[runSettings]
}

// runSettings are a loader's launch settings at one moment.
type runSettings struct {
	stdout   io.Writer
	workers  int
	budget   int64
	timeout  time.Duration
	progress func(kernel string, done, total uint64)
}

// publish makes the settings as they are now the launches'; lo.mu is held (or lo is new).
func (lo *loader) publish() {
	lo.run.Store(&runSettings{stdout: lo.stdout, workers: lo.workers, budget: lo.budget, timeout: lo.timeout, progress: lo.progress})
}

var loaderID = registerExtension(func(d *Driver) any {
	lo := &loader{d: d, libs: map[*library]struct{}{}, stdout: consoleOutput{}}
	if n, err := strconv.Atoi(os.Getenv("CUDASIM_KERNEL_WORKERS")); err == nil && n > 0 {
		lo.workers = n
	}
	if n, err := strconv.ParseInt(os.Getenv("CUDASIM_INSTRUCTION_BUDGET"), 10, 64); err == nil && n > 0 {
		lo.budget = n
	}
	if v, err := time.ParseDuration(os.Getenv("CUDASIM_LAUNCH_TIMEOUT")); err == nil && v > 0 {
		lo.timeout = v
	}
	for i := range d.devices {
		lo.limits = append(lo.limits, limitsOf(&d.devices[i]))
	}
	lo.publish()
	d.ctxs.OnActivate(lo.activated)
	return lo
})

func (d *Driver) loader() *loader { return d.extension(loaderID).(*loader) }

func limitsOf(p *Profile) module.Limits {
	a := func(k DeviceAttribute) int {
		if v, ok := p.Attributes[k]; ok && v.Err == 0 {
			return int(v.Value)
		}
		return 0
	}
	major, minor := p.ComputeCapability()
	return module.Limits{
		SM:                  major*10 + minor,
		MaxThreadsPerBlock:  a(AttrMaxThreadsPerBlock),
		MaxBlock:            [3]uint32{uint32(a(AttrMaxBlockDimX)), uint32(a(AttrMaxBlockDimY)), uint32(a(AttrMaxBlockDimZ))},
		MaxGrid:             [3]uint32{uint32(a(AttrMaxGridDimX)), uint32(a(AttrMaxGridDimY)), uint32(a(AttrMaxGridDimZ))},
		SharedPerBlock:      a(AttrMaxSharedMemoryPerBlock),
		SharedPerBlockOptin: a(AttrMaxSharedMemoryPerBlockOptin),
		RegsPerBlock:        a(AttrMaxRegistersPerBlock),
	}
}

// consoleOutput is the default device output: printf to os.Stdout and
// assert messages to os.Stderr, where the real driver writes them
// (sim.AssertWriter).
type consoleOutput struct{}

func (consoleOutput) Write(b []byte) (int, error) { return os.Stdout.Write(b) }
func (consoleOutput) WriteAssert(text string)     { os.Stderr.WriteString(text) }

// SetPrintfOutput sends device printf output of later launches to w
// (os.Stdout by default, assert messages then to os.Stderr; nil discards
// it), and assert messages too unless w is a sim.AssertWriter.
func (d *Driver) SetPrintfOutput(w io.Writer) {
	lo := d.loader()
	lo.mu.Lock()
	defer lo.mu.Unlock()
	lo.stdout = w
	lo.publish()
}

// SetKernelWorkers sets how many goroutines run the blocks of one launch.
// 0 or 1 (the default of the Go API, unless CUDASIM_KERNEL_WORKERS says
// otherwise) runs them one after another in block order, which makes
// results deterministic (a race between blocks, the order of floating-point
// atomics); more run them in parallel (a fault is still reported for the
// lowest block that faults, which with several workers all blocks before it
// run to find). The
// drop-in libcuda.so.1 also uses 1 unless CUDASIM_KERNEL_WORKERS is set
// (blocks that wait for each other, as CUB's look-back does, need order). Whatever the setting, kernels of a module
// that calls device printf or assert (module.Code.Prints) run one block
// after another, so that their output keeps the one order the H200's
// goldens (libcuda/testdata/cudart) were matched with.
func (d *Driver) SetKernelWorkers(n int) {
	lo := d.loader()
	lo.mu.Lock()
	defer lo.mu.Unlock()
	lo.workers = n
	lo.publish()
}

// SetInstructionBudget bounds how many instructions each warp of a later
// launch may execute; a warp that runs out ends the launch with
// CUDA_ERROR_LAUNCH_TIMEOUT (the context's sticky error), which is how an
// endless loop in a kernel ends. The default is CUDASIM_INSTRUCTION_BUDGET
// or, unset, the engine's 2^30 (some ten seconds per warp); 0 selects the
// engine's. The real driver has no such bound on a GPU without a display
// watchdog.
func (d *Driver) SetInstructionBudget(n int64) {
	lo := d.loader()
	lo.mu.Lock()
	defer lo.mu.Unlock()
	lo.budget = max(n, 0)
	lo.publish()
}

// SetLaunchTimeout bounds the wall time of each later launch: one still
// running after d ends with CUDA_ERROR_LAUNCH_TIMEOUT (the context's sticky
// error), as a kernel does under a display watchdog on a real GPU. A huge
// grid, each of whose warps stays within the instruction budget, can
// otherwise run for hours. The default is CUDASIM_LAUNCH_TIMEOUT (a Go
// duration: "5s", "2m") or, unset, none; 0 turns it off.
func (d *Driver) SetLaunchTimeout(t time.Duration) {
	lo := d.loader()
	lo.mu.Lock()
	defer lo.mu.Unlock()
	lo.timeout = max(t, 0)
	lo.publish()
}

// SetLaunchProgress makes every later launch that runs for more than a
// second report to progress, about once a second, the blocks of its grid
// started so far and the grid's blocks, and once more with done == total
// when it ends (LaunchProgressLine draws it on a terminal). nil stops it.
func (d *Driver) SetLaunchProgress(progress func(kernel string, done, total uint64)) {
	lo := d.loader()
	lo.mu.Lock()
	defer lo.mu.Unlock()
	lo.progress = progress
	lo.publish()
}

// --- a context as the module package sees it ---

type ctxEnv struct {
	d   *Driver
	c   *ctx.Context
	lim *module.Limits
}

func (e *ctxEnv) Device() int                    { return e.c.Device }
func (e *ctxEnv) Limits() *module.Limits         { return e.lim }
func (e *ctxEnv) Write(a uint64, b []byte) error { return e.d.mem.Write(a, b) }

// Free frees a variable's memory when its module is unloaded.
func (e *ctxEnv) Free(addr uint64) error {
	_, err := e.d.mem.FreeAs(mem.Variable, addr)
	return err
}

func (e *ctxEnv) Alloc(what string, size, align uint64) (uint64, error) {
	return e.alloc(mem.Device, what, size, align)
}

func (e *ctxEnv) AllocManaged(what string, size, align uint64) (uint64, error) {
	return e.alloc(mem.Managed, what, size, align)
}

// alloc places a module variable: memory of the context, marked as the
// driver's (mem.Variable) so that the program cannot free it.
func (e *ctxEnv) alloc(kind mem.Kind, what string, size, align uint64) (uint64, error) {
	if align > mem.Alignment {
		return 0, cu.Errorf(cu.ErrorNotSupported, "module variable alignment %d exceeds the allocator's %d", align, mem.Alignment)
	}
	a, err := e.d.mem.Alloc(mem.Request{Kind: kind, Origin: mem.Variable, Label: what, Device: e.c.Device, Size: size, Owner: e.c.Handle, Flags: MemAttachGlobal})
	if err != nil {
		return 0, err
	}
	return a.Base, nil
}

func (lo *loader) env(c *ctx.Context) *ctxEnv {
	return &ctxEnv{d: lo.d, c: c, lim: &lo.limits[c.Device]}
}

// --- modules ---

// moduleObj is a module in one context: one from cuModuleLoad*, or a
// library's copy there. It is a context resource, released when the
// context is destroyed or reset.
type moduleObj struct {
	handle Module
	m      *module.Module
	c      *ctx.Context
	lib    *library // the library it is a copy of; nil for cuModuleLoad*
	key    *ctx.Key
	funcs  []*function // in m.Functions() order

	mu       sync.Mutex
	released bool
}

func (*moduleObj) handleKind() string { return "module" }

func (mo *moduleObj) String() string {
	if mo.lib != nil {
		return fmt.Sprintf("module %#x (library %#x in %v)", uint64(mo.handle), uint64(mo.lib.handle), mo.c)
	}
	return fmt.Sprintf("module %#x (in %v)", uint64(mo.handle), mo.c)
}

// function is a kernel of a module in one context (CUfunction).
type function struct {
	handle Function
	f      *module.Function
	mod    *moduleObj

	waitsOnce     sync.Once
	sleeps, polls bool // the kernel executes nanosleep, polls memory (mayWait)

	graphsOnce sync.Once
	graphs     bool // the kernel calls the device runtime's cudaGraphLaunch (launchesGraphs)
	limitsOnce sync.Once
	limits     uint32      // the limits its launches fix (systemLimits, printffifo.go)
	legacy     legacyState // cuFuncSetBlockShape, cuParamSet*: legacylaunch.go
}

// mayWait reports whether the kernel may wait for the host (streamq.go):
// it executes nanosleep, or polls memory with strong loads (a flag the host
// sets, spun on without nanosleep) outside a cooperative launch, whose
// polls are its grid barriers.
func (fn *function) mayWait(cooperative bool) bool {
	fn.waitsOnce.Do(func() { fn.sleeps, fn.polls = fn.f.Waits() })
	return fn.sleeps || fn.polls && !cooperative
}

// launchesGraphs reports whether the kernel calls the device runtime's
// cudaGraphLaunch (false if it cannot be lowered: its launch says why).
func (fn *function) launchesGraphs() bool {
	fn.graphsOnce.Do(func() {
		k, err := fn.f.Module.Kernel(fn.f.Kernel.Name)
		fn.graphs = err == nil && k.LaunchesGraphs()
	})
	return fn.graphs
}

func (*function) handleKind() string { return "function" }

func (fn *function) String() string {
	return fmt.Sprintf("function %#x (%s in %v)", uint64(fn.handle), fn.f.Kernel.Name, fn.mod.c)
}

// Release drops the module from its context when the context dies (it runs
// under the context manager's lock).
func (mo *moduleObj) Release() {
	why := ReasonCtxDestroyed
	switch mo.c.State() {
	case ctx.Inactive:
		why = ReasonCtxReset
	case ctx.Active:
		why = ReasonLostRace
	}
	mo.d().loader().release(mo, why)
}

func (mo *moduleObj) d() *Driver { return mo.m.Env.(*ctxEnv).d }

// cause says why in a phrase that follows "unloaded".
func (why Reason) cause() string {
	if why == ReasonModuleUnload { // a call, not a clause
		return "by " + string(why)
	}
	return "because " + string(why)
}

// release unloads mo and retires its handles; why says what caused it.
func (lo *loader) release(mo *moduleObj, why Reason) {
	mo.mu.Lock()
	if mo.released {
		mo.mu.Unlock()
		return
	}
	mo.released = true
	mo.mu.Unlock()
	d := lo.d
	cause := why.cause()
	fnGone := "function of a module unloaded " + cause // one string for every function's tombstone
	for _, fn := range mo.funcs {
		d.dropHandle(uint64(fn.handle), fnGone)
	}
	d.dropHandle(uint64(mo.handle), "module unloaded "+cause)
	d.dropModuleRefs(mo)
	mo.m.Unload()
	if mo.lib != nil {
		mo.lib.forget(mo)
	}
	if d.observed() {
		what, lib := "module", Library(0)
		if mo.lib != nil {
			what, lib = fmt.Sprintf("copy of library %#x", uint64(mo.lib.handle)), mo.lib.handle
		}
		d.queue(Notice{Kind: NoticeModuleUnload, Device: mo.c.Device, Context: Context(mo.c.Handle), Handle: uint64(mo.handle),
			Library: lib, Reason: why, Count: len(mo.funcs),
			Detail: fmt.Sprintf("%s unloaded from %v: %s; its %d functions and %d globals are gone", what, mo.c, why, len(mo.funcs), len(mo.m.Globals()))})
	}
}

// load places code in context c as a new module and attaches it there.
// lib is the library it is a copy of (nil for cuModuleLoad*); reason says
// why it is loaded now, for the Observer.
func (lo *loader) load(c *ctx.Context, code *module.Code, lib *library, reason Reason) (*moduleObj, error) {
	d := lo.d
	var managed module.ManagedSource
	if lib != nil {
		managed = lib.managedSource()
	}
	lazy := d.cfg.ModuleLoading != ModuleLoadingEager
	m, err := module.Load(code, lo.env(c), managed, lazy)
	if err != nil {
		return nil, err
	}
	mo := &moduleObj{m: m, c: c, lib: lib, key: ctx.NewKey("module")}
	mo.handle = Module(d.newHandle(mo))
	for _, f := range m.Functions() {
		if lib != nil {
			f.Inherited = lib.settings(f.Kernel.Name, c.Device)
		}
		fn := &function{f: f, mod: mo}
		fn.handle = Function(d.newHandle(fn))
		mo.funcs = append(mo.funcs, fn)
	}
	if d.observed() {
		what, libh := "module", Library(0)
		if lib != nil {
			what, libh = fmt.Sprintf("library %#x", uint64(lib.handle)), lib.handle
		}
		desc := describeCode(code)
		d.queue(Notice{Kind: NoticeModuleLoad, Device: c.Device, Context: Context(c.Handle), Handle: uint64(mo.handle),
			Library: libh, Reason: reason, What: desc, Count: len(mo.funcs),
			Detail: fmt.Sprintf("%s loaded into %v as module %#x (reason: %s): %s, %d kernels", what, c, uint64(mo.handle), reason, desc, len(mo.funcs))})
		for _, g := range m.Globals() {
			where := "in this context"
			if g.Kind == cubin.VarManaged && lib != nil {
				where = "shared by the library's contexts"
			}
			d.queue(Notice{Kind: NoticeGlobal, Device: c.Device, Context: Context(c.Handle), Handle: uint64(mo.handle), Addr: g.Addr, Size: g.Size,
				Library: libh, Name: g.Name, What: g.Kind.String(),
				Detail: fmt.Sprintf("%s variable %s at %#x, %s", g.Kind, g.Name, g.Addr, where)})
		}
	}
	return mo, nil
}

func describeCode(code *module.Code) string {
	p := code.Program
	s := fmt.Sprintf("%s %s", p.Code.Kind, p.Code.Arch)
	if p.Code.Kind == cubin.KindPTX {
		s = fmt.Sprintf("PTX %s JIT-compiled for sm_%d", p.Code.Arch.Virtual(), p.Device)
	}
	if p.PTX != nil && p.PTX != p.Code {
		s += fmt.Sprintf(", executing its %s PTX", p.PTX.Arch.Virtual())
	}
	return s
}

// attach hangs a cuModuleLoad* module on its context, so that it dies
// with it.
func (lo *loader) attach(mo *moduleObj) error {
	if err := mo.c.Attach(mo.key, mo); err != nil {
		return err // Attach released mo
	}
	return nil
}

// module resolves a module handle.
func (d *Driver) module(h Module) (*moduleObj, error) {
	mo, ok := lookupHandle[*moduleObj](d, uint64(h))
	if !ok {
		return nil, d.badHandle(cu.ErrorInvalidHandle, "module", uint64(h))
	}
	return mo, nil
}

// JITOption is CUjit_option.
type JITOption int32

// The CUjit_option values cudasim reports back, and those it refuses.
// Every other option only tunes the compilation to SASS, which cudasim does
// not do: it is accepted and has no effect.
const (
	JITThreadsPerBlock        JITOption = 1  // CU_JIT_THREADS_PER_BLOCK: in/out
	JITWallTime               JITOption = 2  // CU_JIT_WALL_TIME: out, milliseconds (float32 bits)
	JITInfoLogBuffer          JITOption = 3  // CU_JIT_INFO_LOG_BUFFER
	JITInfoLogBufferSizeBytes JITOption = 4  // CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES: in/out
	JITErrorLogBuffer         JITOption = 5  // CU_JIT_ERROR_LOG_BUFFER
	JITErrorLogBufferSize     JITOption = 6  // CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES: in/out
	JITGlobalSymbolNames      JITOption = 17 // CU_JIT_GLOBAL_SYMBOL_NAMES: not supported
	JITGlobalSymbolAddresses  JITOption = 18 // CU_JIT_GLOBAL_SYMBOL_ADDRESSES: not supported
	JITGlobalSymbolCount      JITOption = 19 // CU_JIT_GLOBAL_SYMBOL_COUNT: not supported (but 0)
	JITCacheMode              JITOption = 14 // CU_JIT_CACHE_MODE: 0..2
	JITMinCTAPerSM            JITOption = 31 // CU_JIT_MIN_CTA_PER_SM
	JITMaxThreadsPerBlock     JITOption = 32 // CU_JIT_MAX_THREADS_PER_BLOCK
	JITOptimizationLevel      JITOption = 7  // CU_JIT_OPTIMIZATION_LEVEL: 0 compiles unoptimised (cubin.JIT)
	JITGenerateDebugInfo      JITOption = 11 // CU_JIT_GENERATE_DEBUG_INFO: nonzero compiles unoptimised
	JITFallbackStrategy       JITOption = 10 // CU_JIT_FALLBACK_STRATEGY: 0 (PREFER_PTX) or 1 (PREFER_BINARY)
	JITNewSM3XOpt             JITOption = 15 // CU_JIT_NEW_SM3X_OPT (deprecated)
	jitOption34               JITOption = 34 // CUDA 12.x's CU_JIT_SPLIT_COMPILE
	jitNumOptions             JITOption = 35
)

// JITOptionValue is one entry of the options/optionValues arrays of
// cuModuleLoadDataEx and cuLibraryLoad*: Value holds a scalar option's
// value, Buffer a log buffer. Output options are written back in place:
// the wall time (as float32 bits), the log sizes, the logs.
type JITOptionValue struct {
	Option JITOption
	Value  uint64
	Buffer []byte
}

// checkJIT validates options before anything is loaded, with the codes the
// H200 gave (testdata/reference/occ12, section jit; where its driver
// crashed, CUDA_ERROR_INVALID_VALUE). Options whose effect would be visible
// to the program and that cudasim does not emulate are
// CUDA_ERROR_NOT_SUPPORTED rather than silently ignored: host-supplied
// addresses for the image's undefined globals (CU_JIT_GLOBAL_SYMBOL_*),
// which the real driver links in. The register and thread options change
// the kernels' attributes (jitOf, cubin.JIT).
func checkJIT(opts []JITOptionValue) error {
	for _, o := range opts {
		switch {
		case o.Option < 0 || o.Option >= jitNumOptions:
			return cu.Errorf(cu.ErrorInvalidValue, "JIT option %d is not a CUjit_option", o.Option)
		case o.Option == JITMaxRegisters && uint32(o.Value) == 0:
			// measured (testdata/reference/occ12, section jit)
			return cu.Errorf(cu.ErrorInvalidValue, "CU_JIT_MAX_REGISTERS is 0: a limit of no registers")
		case o.Option == JITTarget && o.Value != 0 && !validJITTarget(o.Value):
			// measured at cuModuleLoadDataEx (20, 91, 999, -1, 0x2005a),
			// cuLinkCreate and cuLibraryLoadData (999): testdata/reference/occ12, section jit
			return cu.Errorf(cu.ErrorInvalidValue, "CU_JIT_TARGET %#x is not a CUjit_target", o.Value)
		case o.Option == JITTarget && o.Value != 0 && slices.ContainsFunc(opts, func(p JITOptionValue) bool { return p.Option == JITThreadsPerBlock }):
			// measured at cuModuleLoadDataEx (occ12); NVIDIA documents the two as exclusive
			return cu.Errorf(cu.ErrorInvalidValue, "CU_JIT_TARGET cannot be combined with CU_JIT_THREADS_PER_BLOCK")
		case o.Option == JITThreadsPerBlock && uint32(o.Value) == 0:
			// The H200's driver died of a division by zero (SIGFPE) at this one
			// (testdata/reference/occ12, section jit): cudasim answers a code.
			return cu.Errorf(cu.ErrorInvalidValue, "CU_JIT_THREADS_PER_BLOCK is 0: no block to compile for (the real driver crashes)")
		case o.Value == 0:
		case o.Option == JITGlobalSymbolNames, o.Option == JITGlobalSymbolAddresses, o.Option == JITGlobalSymbolCount:
			return cu.Errorf(cu.ErrorNotSupported, "JIT option %d (CU_JIT_GLOBAL_SYMBOL_*): resolving an image's undefined globals to host-given addresses is not emulated", o.Option)
		case o.Option == JITMaxThreadsPerBlock && int32(o.Value) < 0:
			// The H200's driver died of a division by zero (SIGFPE) at -1 (testdata/reference/occ12).
			return cu.Errorf(cu.ErrorInvalidValue, "CU_JIT_MAX_THREADS_PER_BLOCK is %d (the real driver crashes)", int32(o.Value))
		case o.Option == JITCacheMode && uint32(o.Value) > 2:
			// measured at cuModuleLoadDataEx, cuLinkCreate and cuLibraryLoadData (occ12)
			return cu.Errorf(cu.ErrorInvalidValue, "CU_JIT_CACHE_MODE %d is not a CUjit_cacheMode (NONE, CG or CA)", int32(o.Value))
		}
	}
	return nil
}

// validJITTarget reports whether v is a CUjit_target of CUDA 13: a compute
// capability, or one with accelerated (0x10000) or family (0x20000)
// features where those exist (the H200 refused 20, 91 and 90 with family
// features, took 50 to 120 and 90 with accelerated features: occ12).
func validJITTarget(v uint64) bool {
	base := []uint64{30, 32, 35, 37, 50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87, 89, 90, 100, 103, 110, 120, 121}
	switch v &^ 0xffff {
	case 0:
		return slices.Contains(base, v)
	case 0x10000:
		return slices.Contains([]uint64{90, 100, 103, 110, 120, 121}, v&0xffff)
	case 0x20000:
		return slices.Contains([]uint64{100, 103, 110, 120, 121}, v&0xffff)
	}
	return false
}

// ptxasRefuses answers what the JIT compilation of PTX image refuses of
// opts, which checkJIT passed, for device capability sm, as the H200 did at
// cuModuleLoadDataEx (testdata/reference/occ12, section jit): CU_JIT_TARGET
// 0 is CUDA_ERROR_INVALID_IMAGE, a target newer than the device
// CUDA_ERROR_INVALID_SOURCE, one older than the PTX's .target
// CUDA_ERROR_INVALID_PTX; CU_JIT_NEW_SM3X_OPT whatever its value, and a
// negative optimization level, minimum CTAs per SM or option 34, are
// CUDA_ERROR_INVALID_PTX. Images that are not PTX are not compiled.
func ptxasRefuses(image []byte, opts []JITOptionValue, sm int) error {
	if cubin.Detect(image) != cubin.FormatPTX {
		return nil
	}
	for _, o := range opts {
		switch o.Option {
		case JITTarget:
			target := int(o.Value & 0xffff)
			switch {
			case o.Value == 0:
				return cu.Errorf(cu.ErrorInvalidImage, "CU_JIT_TARGET 0 names no target")
			case target > sm:
				return cu.Errorf(cu.ErrorInvalidSource, "CU_JIT_TARGET sm_%d: code for it cannot run on this sm_%d device", target, sm)
			}
			if img, err := cubin.Parse(image); err == nil {
				if _, err := img.Select(target); err != nil {
					return cu.Errorf(cu.ErrorInvalidPTX, "SM version specified by .target is higher than the CU_JIT_TARGET sm_%d", target)
				}
			}
		case JITNewSM3XOpt:
			return cu.Errorf(cu.ErrorInvalidPTX, "CU_JIT_NEW_SM3X_OPT: ptxas takes it no more")
		case JITOptimizationLevel, JITMinCTAPerSM, jitOption34:
			if int32(o.Value) < 0 {
				return cu.Errorf(cu.ErrorInvalidPTX, "JIT option %d is %d: ptxas refuses a negative value", o.Option, int32(o.Value))
			}
		}
	}
	return nil
}

// jitOf is what opts change in the code compiled from PTX (cubin.JIT).
func jitOf(opts []JITOptionValue) cubin.JIT {
	var j cubin.JIT
	for _, o := range opts {
		switch o.Option {
		case JITMaxRegisters:
			j.MaxRegisters = int(uint32(o.Value))
		case JITThreadsPerBlock:
			j.ThreadsPerBlock = int(uint32(o.Value))
		case JITMaxThreadsPerBlock:
			j.MaxThreadsPerBlock = int(uint32(o.Value))
		case JITMinCTAPerSM:
			j.MinCTAPerSM = int(uint32(o.Value))
		case JITOptimizationLevel:
			j.Unoptimised = j.Unoptimised || uint32(o.Value) == 0
		case JITGenerateDebugInfo:
			j.Unoptimised = j.Unoptimised || uint32(o.Value) != 0
		}
	}
	return j
}

// writeThreads writes CU_JIT_THREADS_PER_BLOCK's output: the threads the
// compilation targeted, its input rounded up to whole warps, at most 1024
// (measured: 1 -> 32, 100 -> 128, 2048 and 0xffffffff -> 1024).
func writeThreads(opts []JITOptionValue) {
	for i := range opts {
		if opts[i].Option == JITThreadsPerBlock {
			opts[i].Value = (min(uint64(uint32(opts[i].Value)), 1024) + 31) / 32 * 32
		}
	}
}

// applyJIT writes back what cudasim reports into options checkJIT passed:
// an empty info log, an error log with the error, the time taken.
func applyJIT(opts []JITOptionValue, loadErr error, took time.Duration) {
	if len(opts) == 0 {
		return
	}
	errText := ""
	if r := module.RefusalOf(loadErr); r != nil {
		errText = r.Log // what the real driver writes for it (empty for some)
	} else if loadErr != nil {
		errText = "cudasim: " + loadErr.Error()
	}
	writeThreads(opts)
	// The H200 left a load's info log empty, with CU_JIT_LOG_VERBOSE too
	// (measured: testdata/reference/jitstages, every PTX load;
	// libcuda/testdata/cudart/interop26/h200/logs.out, cuModuleLoadDataEx and
	// cuLibraryLoadData verbose); only the linker's verbose one holds a report.
	writeLog(opts, JITInfoLogBuffer, JITInfoLogBufferSizeBytes, "")
	writeLog(opts, JITErrorLogBuffer, JITErrorLogBufferSize, errText)
	for i := range opts {
		if opts[i].Option == JITWallTime {
			opts[i].Value = uint64(float32bits(float32(took.Seconds() * 1000)))
		}
	}
}

// writeLog puts text into the log buffer of option buf and writes the size
// option, as the H200 did through cuModuleLoadDataEx, cuLibraryLoadData and
// the linker alike (libcuda/testdata/cudart/interop26/h200/logs.out) and an
// H100 with the same driver for more sizes (interop26/h100-s32/logs2.out):
// a log that fits is followed by zeros to the buffer's end (all 8 bytes
// measured after the NUL were 0, and one or two where the buffer ended
// there), its size its length without the NUL; an empty log is the NUL
// alone, size 0, the next byte untouched; a log cut to the buffer holds as
// many characters as fit before its NUL and its size is the buffer's (2,
// 3, 15, 16, 17 bytes and the log's length); a buffer of one byte receives
// the NUL alone, size 0.
func writeLog(opts []JITOptionValue, buf, size JITOption, text string) {
	for i := range opts {
		b := opts[i].Buffer
		if opts[i].Option != buf || len(b) == 0 {
			continue
		}
		n := copy(b[:len(b)-1], text)
		b[n] = 0
		written := n
		switch {
		case n < len(text) && n > 0:
			written = len(b)
		case n > 0:
			clear(b[n+1:])
		}
		for j := range opts {
			if opts[j].Option == size {
				opts[j].Value = uint64(written)
			}
		}
	}
}

// ModuleLoad is cuModuleLoad: ModuleLoadData of a file's contents; a file
// that cannot be read is CUDA_ERROR_FILE_NOT_FOUND.
func (t *Thread) ModuleLoad(path string) (Module, error) {
	if _, err := t.current(); err != nil {
		return 0, err
	}
	b, err := module.ReadFile(path)
	if err != nil {
		return 0, err
	}
	return t.moduleLoad(b, nil, "cuModuleLoad "+path)
}

// ModuleLoadData is cuModuleLoadData: it loads a cubin, fatbin or PTX image
// into the current context, validating it at once (CUDA_ERROR_INVALID_IMAGE,
// _INVALID_PTX, _UNSUPPORTED_PTX_VERSION, _NO_BINARY_FOR_GPU), and
// allocates and initialises its __device__, __constant__ and __managed__
// variables there. The module dies with the context.
func (t *Thread) ModuleLoadData(image []byte) (Module, error) {
	return t.moduleLoad(image, nil, "cuModuleLoadData")
}

// ModuleLoadDataEx is cuModuleLoadDataEx: ModuleLoadData with JIT options,
// which are accepted and answered (logs, wall time) in place but change
// nothing.
func (t *Thread) ModuleLoadDataEx(image []byte, opts []JITOptionValue) (Module, error) {
	return t.moduleLoad(image, opts, "cuModuleLoadDataEx")
}

// ModuleLoadFatBinary is cuModuleLoadFatBinary: ModuleLoadData of a fatbin
// (any image is accepted, as the driver sniffs the format).
func (t *Thread) ModuleLoadFatBinary(fatbin []byte) (Module, error) {
	return t.moduleLoad(fatbin, nil, "cuModuleLoadFatBinary")
}

func (t *Thread) moduleLoad(image []byte, opts []JITOptionValue, call string) (Module, error) {
	c, err := t.current()
	if err != nil {
		return 0, err
	}
	if err := checkJIT(opts); err != nil {
		return 0, err
	}
	if len(image) > 0 && cubin.Detect(image) == cubin.FormatUnknown { // the H200's log lines (testdata/reference/surface25)
		major, minor := t.d.devices[c.Device].ComputeCapability()
		return 0, withReason(cu.ErrorInvalidImage, "Error handling fatbinary, to get more information when using CUDA Driver APIs use the CU_JIT_ERROR_LOG_BUFFER and CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES parameters\n"+
			fmt.Sprintf("No device code available for GPU ISA %d%d", major, minor), "%s: not a cubin, fatbin or PTX", call)
	}
	start := time.Now()
	lo := t.d.loader()
	if err := ptxasRefuses(image, opts, lo.limits[c.Device].SM); err != nil {
		applyJIT(opts, err, time.Since(start))
		return 0, err
	}
	// The module outlives the caller's buffer (a C caller may free it):
	// module.Parse keeps its own copy of bytes it has not seen before.
	code, err := lo.parseFor(image, c.Device, jitOf(opts))
	if err == nil {
		var mo *moduleObj
		if mo, err = lo.load(c, code, nil, Reason(call)); err == nil {
			if err = lo.attach(mo); err == nil {
				applyJIT(opts, nil, time.Since(start))
				t.d.flush(t.id)
				return mo.handle, nil
			}
		}
	}
	applyJIT(opts, err, time.Since(start))
	t.d.flush(t.id)
	return 0, err
}

// parseFor parses image and selects the code device dev runs, compiled
// under the load's JIT options.
func (lo *loader) parseFor(image []byte, dev int, jit cubin.JIT) (*module.Code, error) {
	img, err := module.Parse(image)
	if err != nil {
		return nil, err
	}
	return lo.d.cfg.PTXJIT.allow(img.CodeJIT(lo.limits[dev].SM, jit))
}

// ModuleUnload is cuModuleUnload: it frees the module's variables and
// retires it and its functions. A library's module cannot be unloaded
// (CUDA_ERROR_NOT_PERMITTED); a stale handle is CUDA_ERROR_INVALID_HANDLE.
func (t *Thread) ModuleUnload(h Module) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	mo, err := t.d.module(h)
	if err != nil {
		return err
	}
	if mo.lib != nil {
		return cu.Errorf(cu.ErrorNotPermitted, "%v is a library's copy in one context: unload the library instead", mo)
	}
	// Measured (testdata/reference/async, section unload): with a kernel of
	// the module held, cuModuleUnload returned once it ended. cudasim waits
	// for the context's work in flight (streamq.go).
	if err := t.drain("cuModuleUnload", mo.c); err != nil {
		return err
	}
	// Measured (testdata/reference/faith, sections sticky-*): after a
	// fault the H200 answered the sticky error, and again to a second
	// unload: the module stays.
	if err := mo.c.Err(); err != nil {
		return err
	}
	if mo.c.Detach(mo.key) == nil {
		return t.d.badHandle(cu.ErrorInvalidHandle, "module", uint64(h))
	}
	t.d.loader().release(mo, ReasonModuleUnload)
	t.d.flush(t.id)
	return nil
}

// ModuleGetFunction is cuModuleGetFunction: the kernel called name
// (CUDA_ERROR_NOT_FOUND if none), loaded.
func (t *Thread) ModuleGetFunction(h Module, name string) (Function, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if h == 0 {
		return 0, withReason(cu.ErrorInvalidHandle, "CUmodule cannot be NULL", "cuModuleGetFunction: NULL module")
	}
	mo, err := t.d.module(h)
	if err != nil {
		return 0, err
	}
	if err := mo.c.Err(); err != nil {
		return 0, err // measured: the sticky error (testdata/reference/faith)
	}
	fn := mo.function(name)
	if fn == nil {
		return 0, cu.Errorf(cu.ErrorNotFound, "no kernel %q in %v", name, mo)
	}
	// A kernel the real driver cannot load answers here under lazy loading
	// (module.StageFunction; eager loading refused the module).
	if err := fn.f.LoadError(); err != nil {
		return 0, err
	}
	fn.f.Load()
	return fn.handle, nil
}

func (mo *moduleObj) function(name string) *function {
	for _, fn := range mo.funcs {
		if fn.f.Kernel.Name == name {
			return fn
		}
	}
	return nil
}

// ModuleGetGlobal is cuModuleGetGlobal_v2: address and size of a
// __device__, __constant__ or __managed__ variable (CUDA_ERROR_NOT_FOUND if
// none).
func (t *Thread) ModuleGetGlobal(h Module, name string) (DevicePtr, uint64, error) {
	if err := t.d.ready(); err != nil {
		return 0, 0, err
	}
	mo, err := t.d.module(h)
	if err != nil {
		return 0, 0, err
	}
	if err := mo.c.Err(); err != nil {
		return 0, 0, err // measured: the sticky error before the name's look-up (testdata/reference/faith)
	}
	g, ok := mo.m.Global(name)
	if !ok {
		if mo.isReference(name) {
			// Measured: a texture reference's or a kernel's name is CUDA_ERROR_INVALID_VALUE (texref.go).
			return 0, 0, cu.Errorf(cu.ErrorInvalidValue, "%q in %v is a kernel or a texture or surface reference, not a variable", name, mo)
		}
		return 0, 0, cu.Errorf(cu.ErrorNotFound, "no variable %q in %v", name, mo)
	}
	return g.Addr, g.Size, nil
}

// ModuleGetFunctionCount is cuModuleGetFunctionCount.
func (t *Thread) ModuleGetFunctionCount(h Module) (uint32, error) {
	mo, err := t.d.module(h)
	if err != nil {
		return 0, err
	}
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	return uint32(len(mo.funcs)), nil
}

// ModuleEnumerateFunctions is cuModuleEnumerateFunctions: up to n of the
// module's functions, in the order the driver lists them. Under lazy
// loading they may be unloaded (FuncIsLoaded).
func (t *Thread) ModuleEnumerateFunctions(h Module, n uint32) ([]Function, error) {
	mo, err := t.d.module(h)
	if err != nil {
		return nil, err
	}
	if err := t.d.ready(); err != nil {
		return nil, err
	}
	out := make([]Function, 0, min(int(n), len(mo.funcs)))
	for _, fn := range mo.funcs[:min(int(n), len(mo.funcs))] {
		out = append(out, fn.handle)
	}
	return out, nil
}
