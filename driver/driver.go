// Package driver is cudasim's Go mirror of the CUDA driver API.
//
// A Driver is one emulated driver with its devices, contexts and memory; New
// makes an independent one (parallel tests each get their own) and Default
// returns a process-wide one. A Thread is an emulated host thread with its own
// stack of current contexts, as CUDA's current context is per OS thread. Every
// driver entry point is a method of *Thread named as the C function less the
// "cu" prefix and less version suffixes: cuInit is t.Init, cuMemAlloc_v2 is
// t.MemAlloc, cuDevicePrimaryCtxRetain is t.DevicePrimaryCtxRetain. Outputs
// are returned; a failure is an error carrying the CUresult the real driver
// returns (cu.Code(err), errors.Is(err, cu.ErrorInvalidValue)) and a message
// naming the problem.
//
//	d := driver.New(driver.Config{})
//	t := d.NewThread()
//	t.Init(0)
//	dev, _ := t.DeviceGet(0)
//	c, _ := t.DevicePrimaryCtxRetain(dev)
//	t.CtxSetCurrent(c)
//	p, _ := t.MemAlloc(1024)
//
// Behaviour is measured against the real driver (CUDA 13.0, driver 580 on an
// H200); where this package had to choose without a measurement, the doc
// comment says so.
//
// All methods are safe for concurrent use; one Thread is meant to be used by
// one goroutine at a time, like an OS thread.
package driver

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"cudasim/cu"
	"cudasim/internal/ctx"
	"cudasim/internal/mem"
	"cudasim/sim"
)

// Handle types. Each is an opaque non-zero value from one namespace per
// Driver, so a value identifies its kind: a Kernel passed where a Function is
// expected is recognised. Values are never reused within a Driver.
type (
	Context  uint64 // CUcontext
	Module   uint64 // CUmodule
	Function uint64 // CUfunction
	Library  uint64 // CUlibrary
	Kernel   uint64 // CUkernel
	Stream   uint64 // CUstream; 0, 1 and 2 are the default streams
	Event    uint64 // CUevent
)

// Device is a device ordinal (CUdevice).
type Device int32

// DevicePtr is an address in the unified address space (CUdeviceptr).
type DevicePtr = uint64

// The special stream handles of cuda.h.
const (
	StreamLegacy    Stream = 0x1 // CU_STREAM_LEGACY
	StreamPerThread Stream = 0x2 // CU_STREAM_PER_THREAD
)

// DriverVersion is what cuDriverGetVersion reports: CUDA 13.0.
const DriverVersion = 13000

// APIVersion is what cuCtxGetApiVersion reports for every context.
const APIVersion = 3020

// ModuleLoadingMode is CUmoduleLoadingMode.
type ModuleLoadingMode int32

const (
	ModuleLoadingEager ModuleLoadingMode = 1 // CU_MODULE_EAGER_LOADING
	ModuleLoadingLazy  ModuleLoadingMode = 2 // CU_MODULE_LAZY_LOADING (the default)
)

// Config describes an emulator.
type Config struct {
	// Devices are the emulated devices, ordinal 0 first. Empty means one
	// H200. Profiles may repeat; later copies of a profile get their own
	// UUID and PCI address (see New).
	Devices []Profile
	// ModuleLoading is what CUDA_MODULE_LOADING selects; zero means read
	// it from the environment (EAGER or LAZY, default LAZY).
	ModuleLoading ModuleLoadingMode
	// LaunchBlocking makes every kernel launch wait for its kernel and
	// answer its fault, as CUDA_LAUNCH_BLOCKING=1 does (New also reads the
	// environment: LaunchBlockingFromEnv).
	LaunchBlocking bool
	// PTXJIT is what CUDA_FORCE_PTX_JIT and CUDA_DISABLE_PTX_JIT select;
	// zero means read them from the environment (PTXJITFromEnv).
	PTXJIT PTXJITPolicy
	// Observer, if set, receives a Notice for each state change (contexts
	// created, pushed, destroyed, reset; memory allocated and freed; sticky
	// errors...). It is called synchronously on the calling goroutine, with
	// no lock held, possibly from several goroutines at once.
	Observer func(Notice)
	// HostMemory, if set, resolves an address that lies in no allocation to
	// the host bytes there, so the generic Memcpy can reach pageable host
	// memory (the C library sets it). Without it such addresses are
	// CUDA_ERROR_INVALID_VALUE.
	HostMemory func(addr, n uint64) ([]byte, bool)
	// Sanitize, if set, checks every kernel (memcheck, racecheck...) and
	// reports in compute-sanitizer's words; nil runs kernels as the GPU
	// does. See Sanitizer and ParseSanitizer.
	Sanitize *Sanitizer
	// CheckpointServe makes the process answer other processes'
	// cuCheckpointProcess* calls once Init succeeds (the drop-in sets it;
	// one driver per process serves). See checkpoint.go.
	CheckpointServe bool
}

// ModuleLoadingFromEnv reads CUDA_MODULE_LOADING as the real driver does:
// "EAGER" selects eager loading, anything else lazy.
func ModuleLoadingFromEnv() ModuleLoadingMode {
	if strings.EqualFold(strings.TrimSpace(os.Getenv("CUDA_MODULE_LOADING")), "EAGER") {
		return ModuleLoadingEager
	}
	return ModuleLoadingLazy
}

// Driver is one emulated CUDA driver.
type Driver struct {
	cfg       Config
	devTexts  sync.Map // devText -> device address of a device runtime error text (devrt.go)
	devices   []Profile
	mem       *mem.Space
	ctxs      *ctx.Manager
	handles   handleTable
	inited    atomic.Bool
	streamIDs atomic.Uint64 // the last stream id taken (stream.go, newStreamID)
	ckpt      checkpointer  // the checkpoint API's state of this process
	down      atomic.Bool   // Shutdown was called
	forked    atomic.Bool   // the process forked after Init (see Forked)
	threadID  atomic.Int64
	// hostRunner runs host code (SetHostCodeRunner); nil: as is.
	hostRunner atomic.Pointer[func(as *Thread, code func())]
	hostCodeID atomic.Int64 // the thread id host code runs under (hostcode.go); 0: none yet

	mu       sync.Mutex
	liveCtxs []int // active contexts per device (for the device memory footprint)

	clocks []sim.DeviceClock // per device: its clock registers run on across launches

	pendMu  sync.Mutex
	pending []Notice // notices raised under lifecycle locks, delivered by flush

	ext []any // per-Driver state of other parts of the package (extensions)
}

// New makes an emulator.
//
// Devices stay distinguishable: a device whose UUID or PCI address an
// earlier device already has gets the next free UUID (last byte increased)
// and the next free PCI device number (the PCI attributes follow). These
// derived identities are synthetic.
func New(cfg Config) *Driver {
	if len(cfg.Devices) == 0 {
		// Cloned below, as every device is; Config gives callers clones.
		cfg.Devices = []Profile{h200}
	}
	if cfg.ModuleLoading == 0 {
		cfg.ModuleLoading = ModuleLoadingFromEnv()
	}
	if cfg.PTXJIT == 0 {
		cfg.PTXJIT = PTXJITFromEnv()
	}
	cfg.LaunchBlocking = cfg.LaunchBlocking || LaunchBlockingFromEnv()
	d := &Driver{cfg: cfg}
	d.streamIDs.Store(driverStreamIDs)
	d.handles.init()
	caps := make([]uint64, len(cfg.Devices))
	cdevs := make([]ctx.Device, len(cfg.Devices))
	uuids, pcis := map[[16]byte]bool{}, map[string]bool{}
	for i, p := range cfg.Devices {
		p = p.clone()
		if uuids[p.UUID] || pcis[p.PCIBusID] {
			p.distinguish(i, uuids, pcis)
		}
		uuids[p.UUID], pcis[p.PCIBusID] = true, true
		d.devices = append(d.devices, p)
		caps[i] = p.TotalMem
		cdevs[i] = ctx.Device{Limits: p.supportedLimits()}
	}
	d.liveCtxs = make([]int, len(d.devices))
	d.clocks = make([]sim.DeviceClock, len(d.devices))
	d.mem = mem.New(caps)
	setMemoryBudgetFromEnv(d.mem)
	d.ctxs = ctx.NewManager(cdevs, contextHandles{&d.handles})
	d.ctxs.OnActivate(d.contextActivated)
	for _, mk := range extensions {
		d.ext = append(d.ext, mk(d))
	}
	return d
}

var (
	defaultOnce   sync.Once
	defaultDriver *Driver
	defaultErr    error
)

// Default returns the process-wide emulator, made on first use from the
// environment: CUDASIM_DEVICES (a comma-separated profile list, see
// ParseDevices; default one H200) and CUDA_MODULE_LOADING. If
// CUDASIM_DEVICES cannot be parsed, Default uses one H200 and DefaultErr
// reports why.
func Default() *Driver {
	defaultOnce.Do(func() {
		var cfg Config
		if spec := os.Getenv("CUDASIM_DEVICES"); spec != "" {
			cfg.Devices, defaultErr = ParseDevices(spec)
		}
		if spec := os.Getenv("CUDASIM_SANITIZE"); spec != "" {
			var err error
			if cfg.Sanitize, err = ParseSanitizer(spec); err != nil && defaultErr == nil {
				defaultErr = fmt.Errorf("CUDASIM_SANITIZE: %w", err)
			}
		}
		defaultDriver = New(cfg)
	})
	return defaultDriver
}

// DefaultErr reports a problem with the environment Default was configured
// from.
func DefaultErr() error { Default(); return defaultErr }

// Close frees all of the emulator's memory. Host and managed memory is never
// unmapped while the process may hold slices of it: freed pages go back to
// the kernel and the mapping is kept for reuse, so a stale slice reads zeros
// or a later allocation's bytes but never crashes. A Driver dropped without
// Close releases its memory the same way when it is garbage collected.
func (d *Driver) Close() { d.mem.Close() }

// Config returns the configuration the emulator was made with (with defaults
// filled in). Its device profiles are copies: changing them changes neither
// the emulator nor the built-in profiles.
func (d *Driver) Config() Config {
	c := d.cfg
	c.Devices = make([]Profile, len(d.cfg.Devices))
	for i, p := range d.cfg.Devices {
		c.Devices[i] = p.clone()
	}
	return c
}

// Thread is an emulated host thread: every driver entry point is one of its
// methods, and it has its own stack of current contexts.
type Thread struct {
	d  *Driver
	id int
	ct ctx.Thread

	launchCtx context.Context // SetLaunchContext; nil: none
	condRun   *condRun        // the conditional values of the graph launch running its nodes; nil: none
	curExec   GraphExec       // the executable graph whose nodes run (%current_graph_exec); 0: none
	devDepth  int             // the nesting depth of the grid a launch makes: 0 from the host (devrt.go)
	inGraph   bool            // running a graph's nodes, themselves in stream order: their work runs at once
	queued    chan struct{}   // of a thread running queued stream work: its completion (inOrder)
	inHost    chan struct{}   // of a thread running host code: the completion of the work it is part of (hostcode.go)
	hostCode  bool            // running host code (hostCodeRefuses)

	perThreadCall bool // in a synchronous call through its _ptds entry point (PerThreadSync): not the legacy stream's
}

// SetLaunchContext makes later launches on the thread end with
// CUDA_ERROR_LAUNCH_TIMEOUT once ctx is done, so that a Go caller can
// cancel a long kernel from another goroutine (a cudasim extension; nil
// removes it). A launch's time budget (SetLaunchTimeout) applies as well.
func (t *Thread) SetLaunchContext(ctx context.Context) { t.launchCtx = ctx }

// NewThread returns a new emulated host thread with an empty context stack.
func (d *Driver) NewThread() *Thread {
	return &Thread{d: d, id: int(d.threadID.Add(1))}
}

// Driver returns the emulator the thread belongs to.
func (t *Thread) Driver() *Driver { return t.d }

// ID returns the thread's number (1 for the first thread made).
func (t *Thread) ID() int { return t.id }

// ready fails with CUDA_ERROR_NOT_INITIALIZED until Init succeeded, and
// with CUDA_ERROR_DEINITIALIZED once the driver has shut down.
func (d *Driver) ready() error {
	if d.forked.Load() {
		return errForked()
	}
	if !d.inited.Load() {
		return cu.Errorf(cu.ErrorNotInitialized, "cuInit has not been called")
	}
	if d.down.Load() {
		return cu.Errorf(cu.ErrorDeinitialized, "the driver has shut down: the process is exiting")
	}
	return nil
}

// Forked tells the driver that the process is a child forked from the one
// that made it (the drop-in libcuda.so.1 calls it from the first call the
// child makes). If the driver had been initialised before the fork, it is
// unusable in the child: every call, Init included, answers
// CUDA_ERROR_NOT_INITIALIZED, as NVIDIA's driver does (measured in
// testdata/reference/probe3 for cuCtxGetCurrent, cuMemAlloc, cuInit,
// cuDeviceGet and cuDevicePrimaryCtxRetain in the child). The calls that
// need no Init (DriverGetVersion, GetErrorName, GetErrorString) keep
// working: measured for cuGetErrorName, which the probe's child used to
// print its codes; the others not measured. A child forked before Init is
// a process like any other and may Init. Forked reports whether the driver
// is now unusable.
func (d *Driver) Forked() bool {
	if d.inited.Load() {
		if d.forked.CompareAndSwap(false, true) {
			d.emit(Notice{Kind: NoticeForked, Device: -1, Detail: "the process forked after cuInit: the driver is unusable in the child; every call fails with CUDA_ERROR_NOT_INITIALIZED"})
		}
	}
	return d.forked.Load()
}

// Initialised reports whether Init has succeeded (a child forked now could
// not use the driver: Forked).
func (d *Driver) Initialised() bool { return d.inited.Load() }

func errForked() error {
	return cu.Errorf(cu.ErrorNotInitialized, "this process was forked after cuInit (in its parent): the driver cannot be used in a forked child, and every call, cuInit included, fails; initialise CUDA after fork, or exec")
}

// SetMemoryBudget bounds the host memory the emulated devices' memory may
// take (bytes; 0: no bound). Device memory is made in 64 KiB pages on first
// write, so a 141 GB H200 costs only what is written; past the budget a
// write, copy, memset or kernel store that needs a new page fails with
// CUDA_ERROR_OUT_OF_MEMORY (a kernel: an illegal address whose message
// names the budget) instead of the process dying out of memory. The default
// is CUDASIM_MEMORY_BUDGET ("8GiB", "512MiB", bytes) or, unset, three
// quarters of the host's memory, less where the process runs under a
// tighter limit (a cgroup's memory limit, an address-space limit: see
// processMemoryLimit).
func (d *Driver) SetMemoryBudget(n uint64) { d.mem.SetTouchBudget(n) }

// setMemoryBudgetFromEnv sets SetMemoryBudget's default: CUDASIM_MEMORY_BUDGET
// at once, or else the host's and the process's limits, read when first
// needed (mem.Space.SetTouchBudgetFunc).
func setMemoryBudgetFromEnv(m *mem.Space) {
	if v := os.Getenv("CUDASIM_MEMORY_BUDGET"); v != "" {
		if n, ok := parseSize(v); ok {
			m.SetTouchBudget(n)
			return
		}
		fmt.Fprintf(os.Stderr, "cudasim: CUDASIM_MEMORY_BUDGET=%q is not a size (8GiB, 512MiB, bytes); using the default\n", v)
	}
	m.SetTouchBudgetFunc(defaultMemoryBudget)
}

// defaultMemoryBudget is three quarters of the host's memory, or the
// process's own limit if that is lower.
func defaultMemoryBudget() uint64 {
	n := hostMemoryBytes() / 4 * 3
	if l := processMemoryLimit(); l > 0 && (n == 0 || l < n) {
		n = l
	}
	return n
}

// parseSize reads "123", "64KiB", "512MiB", "8GiB", "1TiB" (or KB, MB, GB,
// TB, K, M, G, T, all powers of 1024).
func parseSize(v string) (uint64, bool) {
	v = strings.TrimSpace(v)
	unit := uint64(1)
	for _, u := range []struct {
		suffix string
		shift  uint
	}{{"TiB", 40}, {"GiB", 30}, {"MiB", 20}, {"KiB", 10}, {"TB", 40}, {"GB", 30}, {"MB", 20}, {"KB", 10}, {"T", 40}, {"G", 30}, {"M", 20}, {"K", 10}} {
		if strings.HasSuffix(v, u.suffix) {
			v, unit = strings.TrimSpace(strings.TrimSuffix(v, u.suffix)), 1<<u.shift
			break
		}
	}
	n, err := strconv.ParseUint(v, 10, 64)
	if err != nil || n > (1<<63)/unit {
		return 0, false
	}
	return n * unit, true
}

// Shutdown is what the real driver does as its process exits: calls made
// after it (the CUDA runtime's own clean-up, which runs later: its
// cuModuleUnload or cuLibraryUnload, cuDevicePrimaryCtxRelease) fail with
// CUDA_ERROR_DEINITIALIZED, as measured on the H200. The drop-in
// libcuda.so.1 calls it from an exit handler registered at the first cuInit.
func (d *Driver) Shutdown() {
	d.SanitizerSummary()
	d.down.Store(true)
	d.emit(Notice{Kind: NoticeShutdown, Device: -1, Detail: "the process is exiting: the driver shuts down; later calls fail with CUDA_ERROR_DEINITIALIZED"})
}

// current returns the calling thread's current context if work may be done
// in it: CUDA_ERROR_NOT_INITIALIZED before Init, CUDA_ERROR_INVALID_CONTEXT
// with no current context, CUDA_ERROR_CONTEXT_IS_DESTROYED for a destroyed or
// inactive one, its sticky error if it has one.
func (t *Thread) current() (*ctx.Context, error) {
	if err := t.d.ready(); err != nil {
		return nil, err
	}
	c := t.ct.Current()
	if c == nil {
		return nil, t.noContext()
	}
	if err := c.Err(); err != nil {
		return nil, err
	}
	return c, nil
}

// noContext is the error of a call that needs a current context and has none.
func (t *Thread) noContext() error {
	return withReason(cu.ErrorInvalidContext, "No CUDA context is current to the calling thread", "no current context on thread %d", t.id)
}

// CurrentContext describes the top of the thread's context stack, whatever
// its state (a destroyed or reset context may still be on top); ok is false
// when the stack is empty. A cudasim query for tools, not a driver call.
func (t *Thread) CurrentContext() (info ContextInfo, ok bool) {
	c := t.ct.Current()
	if c == nil {
		return ContextInfo{}, false
	}
	return infoOf(c), true
}

// ContextStack returns the handles on the thread's stack of current
// contexts, bottom first (the last is the current context; cuCtxPopCurrent
// would uncover the one before it), whatever their state. It is a cudasim
// extension for tracing and teaching, not a driver entry point: the driver
// API only shows the top.
func (t *Thread) ContextStack() []Context {
	st := t.ct.Stack()
	out := make([]Context, len(st))
	for i, c := range st {
		out[i] = Context(c.Handle)
	}
	return out
}

// device validates a device ordinal.
func (d *Driver) device(dev Device) (*Profile, error) {
	if err := d.ready(); err != nil {
		return nil, err
	}
	if dev < 0 || int(dev) >= len(d.devices) {
		return nil, cu.Errorf(cu.ErrorInvalidDevice, "device %d out of range [0, %d)", dev, len(d.devices))
	}
	return &d.devices[dev], nil
}

// --- handles ---

// handleTable gives out handle values and maps them back to objects. A
// freed handle leaves a tombstone saying what it was, for messages and for
// the calls whose answer depends on what a stale handle used to be.
type handleTable struct {
	mu   sync.RWMutex
	next uint64
	objs map[uint64]any
	dead map[uint64]tombstone
	// deadContexts are the tombstones of the latest contexts retired, as
	// dead's; wasContext keeps, for the driver's life, one bit per handle
	// given out: whether it was a context, since whether a stale value was
	// a destroyed context decides cuCtxSetCurrent's answer (709, not 201).
	// 100,000 create/destroy cycles keep about 2 KiB of bits where full
	// tombstones took 17 MB.
	deadContexts map[uint64]tombstone
	wasContext   []uint64
}

// tombstone is what is remembered of a retired handle.
type tombstone struct {
	kind string // what it was: "context", "module" (see kindOf)
	what string // what became of it: "context destroyed by cuCtxDestroy"
}

func (h *handleTable) init() {
	h.next = 0x1000
	h.objs = map[uint64]any{}
	h.dead = map[uint64]tombstone{}
	h.deadContexts = map[uint64]tombstone{}
}

// contextHandles names the context manager's contexts in the table.
type contextHandles struct{ h *handleTable }

func (ch contextHandles) Add(c *ctx.Context) uint64 { return ch.h.add(c) }

func (ch contextHandles) Discard(c *ctx.Context, why string) { ch.h.remove(c.Handle, why) }

// handleStep keeps handle values pointer-like (16-byte aligned).
const handleStep = 0x10

func (h *handleTable) add(obj any) uint64 {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.next += handleStep
	h.objs[h.next] = obj
	return h.next
}

func (h *handleTable) get(v uint64) (any, bool) {
	h.mu.RLock()
	defer h.mu.RUnlock()
	o, ok := h.objs[v]
	return o, ok
}

// maxTombstones bounds the memory kept for messages about released handles;
// past it the oldest reasons are forgotten (the handle is then described as
// released, without saying how).
const maxTombstones = 1 << 14

// remove retires a handle; what says what became of it ("stream destroyed
// with its context").
func (h *handleTable) remove(v uint64, what string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	kind := ""
	if o, ok := h.objs[v]; ok {
		kind = kindOf(o)
	}
	delete(h.objs, v)
	dead := h.dead
	if kind == "context" {
		i := handleIndex(v)
		for len(h.wasContext) <= i/64 {
			h.wasContext = append(h.wasContext, 0)
		}
		h.wasContext[i/64] |= 1 << (i % 64)
		dead = h.deadContexts
	}
	if len(dead) >= maxTombstones {
		for k := range dead {
			if len(dead) < maxTombstones/2 {
				break
			}
			delete(dead, k)
		}
	}
	dead[v] = tombstone{kind, what}
}

// handleIndex numbers a handle value given out by add: 0, 1, 2...
func handleIndex(v uint64) int { return int((v - 0x1000 - handleStep) / handleStep) }

// retired returns what is remembered of a handle that is no longer live;
// ok is false if it is live, was never given out, or its tombstone was
// forgotten (see maxTombstones; that a context was one, never).
func (h *handleTable) retired(v uint64) (tombstone, bool) {
	h.mu.RLock()
	defer h.mu.RUnlock()
	return h.tombstone(v)
}

// tombstone looks a retired handle up. Callers hold h.mu.
func (h *handleTable) tombstone(v uint64) (tombstone, bool) {
	if ts, ok := h.deadContexts[v]; ok {
		return ts, true
	}
	if ts, ok := h.dead[v]; ok {
		return ts, true
	}
	if v > 0x1000 && v <= h.next && v%handleStep == 0 {
		if i := handleIndex(v); i/64 < len(h.wasContext) && h.wasContext[i/64]&(1<<(i%64)) != 0 {
			return tombstone{"context", "a context destroyed long ago"}, true
		}
	}
	return tombstone{}, false
}

// describe says what a handle that is not live was, for error messages.
func (h *handleTable) describe(v uint64) string {
	if v == 0 {
		return "NULL"
	}
	h.mu.RLock()
	defer h.mu.RUnlock()
	if ts, ok := h.tombstone(v); ok {
		return fmt.Sprintf("%#x (%s)", v, ts.what)
	}
	if o, ok := h.objs[v]; ok {
		return fmt.Sprintf("%#x (a %s)", v, kindOf(o))
	}
	if v > 0x1000 && v <= h.next && v%handleStep == 0 {
		return fmt.Sprintf("%#x (a released handle)", v)
	}
	return fmt.Sprintf("%#x (never a handle of this driver)", v)
}

// lookupHandle returns the live object of type T with handle v.
func lookupHandle[T any](d *Driver, v uint64) (T, bool) {
	o, ok := d.handles.get(v)
	if !ok {
		var zero T
		return zero, false
	}
	t, ok := o.(T)
	return t, ok
}

// A handleKind names its kind of handle in messages ("module", "kernel");
// objects that other parts of the package put in the handle table implement
// it.
type handleKind interface{ handleKind() string }

func kindOf(o any) string {
	switch o := o.(type) {
	case *ctx.Context:
		return "context"
	case handleKind:
		return o.handleKind()
	}
	return fmt.Sprintf("%T", o)
}

// newHandle registers obj (a module, function, library, kernel...) and
// returns its handle; for other parts of the package.
func (d *Driver) newHandle(obj any) uint64 { return d.handles.add(obj) }

// dropHandle retires a handle; what says what became of it ("module
// unloaded").
func (d *Driver) dropHandle(v uint64, what string) { d.handles.remove(v, what) }

// badHandle makes the error for a handle that is not a live object of the
// expected kind.
func (d *Driver) badHandle(code cu.Result, kind string, v uint64) error {
	return cu.Errorf(code, "%s handle %s is not a live %s", kind, d.handles.describe(v), kind)
}

// handleFirst: calls differ in what they check first (measured for NULL handles,
// testdata/reference/null36). The cuKernel* and cuLibrary* calls, most cuFunc* calls,
// cuModuleGetFunctionCount and cuModuleEnumerateFunctions, the event queries,
// cuArrayGetDescriptor and the user objects look their handle up first: one that is not
// live, NULL included, answers its own error even before cuInit (when none is live), so
// they call ready after the lookup. The others call ready first, and some then need a
// current context before they look at the handle.

// nullHandle makes the error of a call that refuses a NULL handle of kind with
// CUDA_ERROR_INVALID_VALUE rather than badHandle's CUDA_ERROR_INVALID_HANDLE, where the
// real driver was measured so. A call that checks initialisation first (handleFirst)
// calls ready before it.
func (d *Driver) nullHandle(kind string) error {
	return cu.Errorf(cu.ErrorInvalidValue, "%s handle is NULL", kind)
}

// --- extensions ---

// extensions are constructors of per-Driver state that other parts of the
// package register in init functions; New calls each once.
var extensions []func(*Driver) any

// extensionID identifies one registered extension.
type extensionID int

// registerExtension registers a constructor of per-Driver state and returns
// the ID to fetch it with (d.extension(id)). Call it from a package-level
// variable initializer or init function.
func registerExtension(mk func(*Driver) any) extensionID {
	extensions = append(extensions, mk)
	return extensionID(len(extensions) - 1)
}

// extension returns the state registered under id.
func (d *Driver) extension(id extensionID) any { return d.ext[id] }
