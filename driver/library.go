package driver

import (
	"fmt"
	"math"
	"slices"
	"sync"
	"time"

	"cudasim/cu"
	"cudasim/cubin"
	"cudasim/internal/ctx"
	"cudasim/internal/mem"
	"cudasim/internal/module"
)

// library is a context-independent library (CUlibrary): one per load, with
// one copy (a moduleObj) in each context it has been loaded into.
type library struct {
	handle Library
	l      *module.Library
	key    *ctx.Key // where its copy hangs on a context

	mu       sync.Mutex
	kernels  map[string]*kernel
	sets     map[settingsKey]*module.Settings // cuKernelSetAttribute, by kernel and device
	copies   map[*ctx.Context]*moduleObj
	unloaded bool
	// refused is what the JIT options refused of the PTX (ptxasRefuses):
	// the load succeeds and cuLibraryGetKernel answers it (measured).
	refused error
}

func (*library) handleKind() string { return "library" }

func (lib *library) String() string { return fmt.Sprintf("library %#x", uint64(lib.handle)) }

type settingsKey struct {
	kernel string
	dev    int
}

// settings returns the settings of kernel name on device dev, which every
// copy's function of that kernel on dev inherits.
func (lib *library) settings(name string, dev int) *module.Settings {
	lib.mu.Lock()
	defer lib.mu.Unlock()
	key := settingsKey{name, dev}
	s := lib.sets[key]
	if s == nil {
		s = &module.Settings{}
		lib.sets[key] = s
	}
	return s
}

// forget drops a copy that left its context.
func (lib *library) forget(mo *moduleObj) {
	lib.mu.Lock()
	defer lib.mu.Unlock()
	if lib.copies[mo.c] == mo {
		delete(lib.copies, mo.c)
	}
}

// managedSource gives copies the library's one allocation of each
// __managed__ variable.
func (lib *library) managedSource() module.ManagedSource {
	return func(v *cubin.Variable) (module.Global, error) { return lib.l.Managed(v) }
}

func float32bits(f float32) uint32 { return math.Float32bits(f) }

// managedMemory is where libraries keep __managed__ variables: managed
// memory of no context, marked as the driver's (mem.Variable) so that the
// program cannot free it.
type managedMemory struct{ d *Driver }

func (m managedMemory) AllocManaged(what string, size, align uint64) (uint64, error) {
	if align > 512 {
		return 0, cu.Errorf(cu.ErrorNotSupported, "managed variable alignment %d exceeds 512", align)
	}
	a, err := m.d.mem.Alloc(mem.Request{Kind: mem.Managed, Origin: mem.Variable, Label: what, Size: size, Flags: MemAttachGlobal})
	if err != nil {
		return 0, err
	}
	return a.Base, nil
}

func (m managedMemory) Free(addr uint64) error {
	_, err := m.d.mem.FreeAs(mem.Variable, addr)
	return err
}

func (m managedMemory) Write(a uint64, b []byte) error { return m.d.mem.Write(a, b) }

// libraryCode is what device dev runs of lib, under the process's PTX JIT
// policy (CUDA_FORCE_PTX_JIT, CUDA_DISABLE_PTX_JIT).
func (lo *loader) libraryCode(lib *library, dev int) (*module.Code, error) {
	return lo.d.cfg.PTXJIT.allow(lib.l.Code(lo.limits[dev].SM))
}

// code returns what the library's device-independent queries (kernel
// lookup, counts, managed variables) describe: the code of the first
// device that can load the library, or, when none can, device 0's error.
func (lo *loader) code(lib *library) (*module.Code, error) {
	var first error
	for dev := range lo.limits {
		c, err := lo.libraryCode(lib, dev)
		if err == nil {
			return c, nil
		}
		if first == nil {
			first = err
		}
	}
	return nil, first
}

// copyIn returns lib's copy in context c, loading it there first if it has
// none; reason says why it is loaded now.
func (lo *loader) copyIn(lib *library, c *ctx.Context, reason Reason) (*moduleObj, error) {
	lib.mu.Lock()
	if lib.unloaded {
		lib.mu.Unlock()
		return nil, cu.Errorf(cu.ErrorInvalidHandle, "%v was unloaded", lib)
	}
	if mo := lib.copies[c]; mo != nil {
		lib.mu.Unlock()
		return mo, nil
	}
	lib.mu.Unlock()
	code, err := lo.libraryCode(lib, c.Device)
	if err != nil {
		return nil, err
	}
	var made *moduleObj
	r, err := c.AttachOnce(lib.key, func() (ctx.Resource, error) {
		mo, err := lo.load(c, code, lib, reason)
		made = mo
		return mo, err
	})
	if err != nil {
		return nil, err
	}
	mo := r.(*moduleObj)
	if made != nil && made != mo {
		lo.release(made, ReasonLostRace)
	}
	lib.mu.Lock()
	if lib.unloaded {
		lib.mu.Unlock()
		if c.Detach(lib.key) != nil {
			lo.release(mo, ReasonLibraryUnload)
		}
		return nil, cu.Errorf(cu.ErrorInvalidHandle, "%v was unloaded", lib)
	}
	lib.copies[c] = mo
	lib.mu.Unlock()
	return mo, nil
}

// activated loads every live library into a context that comes alive, when
// loading is eager. It runs under the context manager's lock; a library
// that cannot be loaded there reports its error when used.
func (lo *loader) activated(c *ctx.Context) error {
	if lo.d.cfg.ModuleLoading != ModuleLoadingEager {
		return nil
	}
	reason := ReasonEagerCtxCreate
	if c.Primary {
		reason = ReasonEagerRetain
	}
	for _, lib := range lo.liveLibraries() {
		_, _ = lo.copyIn(lib, c, reason)
	}
	return nil
}

func (lo *loader) liveLibraries() []*library {
	lo.mu.Lock()
	defer lo.mu.Unlock()
	out := make([]*library, 0, len(lo.libs))
	for lib := range lo.libs {
		out = append(out, lib)
	}
	return out
}

// library resolves a library handle; an unloaded one is
// CUDA_ERROR_INVALID_HANDLE (the real driver crashes on a second unload).
// Every cuLibrary* call but the loads looks its handle up before it checks
// initialisation (handleFirst).
func (d *Driver) library(h Library) (*library, error) {
	lib, ok := lookupHandle[*library](d, uint64(h))
	if !ok {
		return nil, d.badHandle(cu.ErrorInvalidHandle, "library", uint64(h))
	}
	return lib, nil
}

// LibraryOption is CUlibraryOption.
type LibraryOption int32

// The CUlibraryOption values.
const (
	LibraryHostUniversalFunctionAndDataTable LibraryOption = 0 // CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE (cudart's)
	LibraryBinaryIsPreserved                 LibraryOption = 1 // CU_LIBRARY_BINARY_IS_PRESERVED
)

// LibraryOptionValue is one entry of the libraryOptions arrays.
type LibraryOptionValue struct {
	Option LibraryOption
	Value  uint64
}

func checkLibraryOptions(opts []LibraryOptionValue, fromFile bool) error {
	for _, o := range opts {
		switch o.Option {
		case LibraryBinaryIsPreserved:
			if fromFile {
				return cu.Errorf(cu.ErrorInvalidValue, "CU_LIBRARY_BINARY_IS_PRESERVED does not apply to cuLibraryLoadFromFile")
			}
		case LibraryHostUniversalFunctionAndDataTable:
			return cu.Errorf(cu.ErrorNotSupported, "CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE (cudart's host tables) is not modelled")
		default:
			return cu.Errorf(cu.ErrorInvalidValue, "library option %d is not a CUlibraryOption", o.Option)
		}
	}
	return nil
}

// LibraryLoadData is cuLibraryLoadData: it loads a library from a cubin,
// fatbin or PTX image with no context needed. As on the real driver the
// image is not validated here: a bad one loads, and its error
// (CUDA_ERROR_INVALID_IMAGE, _INVALID_PTX, ...) comes from LibraryGetKernel
// or LibraryGetModule. The image is copied (CU_LIBRARY_BINARY_IS_PRESERVED
// is accepted and changes nothing). With eager loading the library is
// loaded into every active context now; lazily, into each context on first
// use there. An empty image is CUDA_ERROR_INVALID_VALUE.
func (t *Thread) LibraryLoadData(code []byte, jit []JITOptionValue, opts []LibraryOptionValue) (Library, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if len(code) == 0 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuLibraryLoadData of a NULL or empty image")
	}
	if err := checkLibraryOptions(opts, false); err != nil {
		return 0, err
	}
	// A program's host fatbin wrapper is followed to its fatbin, as the
	// real driver does (measured; CUDA 13's runtime loads every fatbin of
	// the program so).
	code, err := t.d.unwrapHostFatbin(code, "cuLibraryLoadData")
	if err != nil {
		return 0, err
	}
	return t.libraryLoad(code, jit, "cuLibraryLoadData")
}

// LibraryLoadFromFile is cuLibraryLoadFromFile: LibraryLoadData of a
// file's contents; a file that cannot be read is CUDA_ERROR_FILE_NOT_FOUND.
func (t *Thread) LibraryLoadFromFile(path string, jit []JITOptionValue, opts []LibraryOptionValue) (Library, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if err := checkLibraryOptions(opts, true); err != nil {
		return 0, err
	}
	b, err := module.ReadFile(path)
	if err != nil {
		return 0, err
	}
	if len(b) == 0 {
		return 0, cu.Errorf(cu.ErrorInvalidImage, "%s is empty", path)
	}
	return t.libraryLoad(b, jit, "cuLibraryLoadFromFile "+path)
}

func (t *Thread) libraryLoad(code []byte, jit []JITOptionValue, call string) (Library, error) {
	start := time.Now()
	lo := t.d.loader()
	lib := &library{
		l:       module.NewLibrary(code, jitOf(jit), managedMemory{t.d}),
		key:     ctx.NewKey("library"),
		kernels: map[string]*kernel{},
		sets:    map[settingsKey]*module.Settings{},
		copies:  map[*ctx.Context]*moduleObj{},
	}
	if err := checkJIT(jit); err != nil {
		return 0, err
	}
	if t.d.cfg.ModuleLoading == ModuleLoadingEager {
		// Code the driver's loader refuses (module.StageModule, and
		// StageFunction) fails an eager load itself; other errors (a bad
		// image, ptxas's refusals) wait for the calls that use the
		// library, as measured.
		for _, c := range t.d.ctxs.Active() {
			if code, err := lo.libraryCode(lib, c.Device); err == nil {
				if err := code.LoadError(true); err != nil {
					applyJIT(jit, err, time.Since(start))
					return 0, err
				}
			}
		}
	}
	// Given JIT options, the driver compiles the PTX at the load and writes
	// ptxas's errors into the error log, though the load succeeds and the
	// error waits for cuLibraryGetKernel (measured: testdata/reference/
	// jitstages).
	var logged error
	if len(jit) > 0 {
		dev := 0
		if c, err := t.current(); err == nil {
			dev = c.Device
		}
		if _, err := lo.libraryCode(lib, dev); cu.Code(err) == cu.ErrorInvalidPTX {
			logged = err // ptxas's refusals and PTX syntax errors alike (measured)
		}
		// Measured (testdata/reference/occ12, section jit): with CU_JIT_TARGET
		// sm_80 for sm_90 PTX the load succeeded and cuLibraryGetKernel
		// answered CUDA_ERROR_INVALID_PTX.
		if lib.refused = ptxasRefuses(code, jit, lo.limits[dev].SM); lib.refused != nil && logged == nil {
			logged = lib.refused
		}
	}
	applyJIT(jit, logged, time.Since(start))
	lib.handle = Library(t.d.newHandle(lib))
	lo.mu.Lock()
	lo.libs[lib] = struct{}{}
	lo.mu.Unlock()
	mode := "lazy: loaded into each context at first use"
	if t.d.cfg.ModuleLoading == ModuleLoadingEager {
		mode = "eager: loaded into every context now and at creation"
	}
	t.d.queue(Notice{Kind: NoticeLibraryLoad, Thread: t.id, Device: -1, Handle: uint64(lib.handle),
		Library: lib.handle, What: mode, Size: uint64(len(code)),
		Detail: fmt.Sprintf("%s: %v loaded from %d bytes, no context involved (%s)", call, lib, len(code), mode)})
	if t.d.cfg.ModuleLoading == ModuleLoadingEager {
		for _, c := range t.d.ctxs.Active() {
			_, _ = lo.copyIn(lib, c, ReasonEagerLibrary)
		}
	}
	t.d.flush(t.id)
	return lib.handle, nil
}

// LibraryUnload is cuLibraryUnload: it drops the library's copy from every
// context (freeing its variables there), frees its __managed__ variables
// and retires the library, its kernels, and their modules and functions.
// Unloading it again is CUDA_ERROR_INVALID_HANDLE (the real driver 580
// crashes), as is NULL.
func (t *Thread) LibraryUnload(h Library) error {
	lib, err := t.d.library(h)
	if err != nil {
		return err
	}
	if err := t.d.ready(); err != nil {
		return err
	}
	lo := t.d.loader()
	lib.mu.Lock()
	if lib.unloaded {
		lib.mu.Unlock()
		return t.d.badHandle(cu.ErrorInvalidHandle, "library", uint64(h))
	}
	lib.unloaded = true
	copies := make([]*moduleObj, 0, len(lib.copies))
	for _, mo := range lib.copies {
		copies = append(copies, mo)
	}
	kernels := lib.kernels
	lib.mu.Unlock()
	lo.mu.Lock()
	delete(lo.libs, lib)
	lo.mu.Unlock()
	for _, mo := range copies {
		if mo.c.Detach(lib.key) != nil {
			lo.release(mo, ReasonLibraryUnload)
		}
	}
	freed := lib.l.Release()
	for _, k := range kernels {
		t.d.dropHandle(uint64(k.handle), fmt.Sprintf("kernel %s of %v, unloaded by cuLibraryUnload", k.name, lib))
	}
	t.d.dropHandle(uint64(h), "library unloaded by cuLibraryUnload")
	if t.d.observed() {
		for _, g := range freed {
			t.d.queue(Notice{Kind: NoticeMemFree, Thread: t.id, Device: 0, Addr: g.Addr, Size: g.Size, Handle: uint64(h),
				Library: h, Reason: ReasonLibraryUnload, Name: g.Name, What: cubin.VarManaged.String(),
				Detail: fmt.Sprintf("managed variable %s of %v freed", g.Name, lib)})
		}
		t.d.queue(Notice{Kind: NoticeLibraryUnload, Thread: t.id, Device: -1, Handle: uint64(h),
			Library: h, Count: len(kernels),
			Detail: fmt.Sprintf("%v unloaded: dropped from %d contexts, %d managed variables freed, %d kernel handles retired", lib, len(copies), len(freed), len(kernels))})
	}
	t.d.flush(t.id)
	return nil
}

// LibraryGetKernel is cuLibraryGetKernel: the context-independent handle of
// kernel name (the same handle on every call). No context is needed. The
// image's load error surfaces here; an unknown name is
// CUDA_ERROR_NOT_FOUND.
func (t *Thread) LibraryGetKernel(h Library, name string) (Kernel, error) {
	lib, err := t.d.library(h)
	if err != nil {
		if ts, ok := t.d.handles.retired(uint64(h)); ok && ts.kind == "library" {
			// As measured (testdata/reference/probe5): an unloaded
			// library's kernels are not found.
			return 0, cu.Errorf(cu.ErrorNotFound, "no kernel %q: library %#x was unloaded", name, uint64(h))
		}
		return 0, err
	}
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if lib.refused != nil {
		return 0, lib.refused
	}
	code, err := t.d.loader().code(lib)
	if err != nil {
		return 0, err
	}
	if code.Program.Kernel(name) == nil {
		return 0, cu.Errorf(cu.ErrorNotFound, "no kernel %q in %v", name, lib)
	}
	return lib.kernel(t.d, name).handle, nil
}

// kernel returns the kernel object for name, making it on first request.
func (lib *library) kernel(d *Driver, name string) *kernel {
	lib.mu.Lock()
	defer lib.mu.Unlock()
	if k := lib.kernels[name]; k != nil {
		return k
	}
	k := &kernel{lib: lib, name: name}
	k.handle = Kernel(d.newHandle(k))
	lib.kernels[name] = k
	return k
}

// LibraryGetKernelCount is cuLibraryGetKernelCount. It succeeds even for
// an image that cannot be loaded (counting 0 kernels), as on the real
// driver.
func (t *Thread) LibraryGetKernelCount(h Library) (uint32, error) {
	lib, err := t.d.library(h)
	if err != nil {
		return 0, err
	}
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	code, err := t.d.loader().code(lib)
	if err != nil {
		return 0, nil
	}
	return uint32(len(code.Program.Kernels)), nil
}

// LibraryEnumerateKernels is cuLibraryEnumerateKernels: up to n kernel
// handles, in the order the driver lists them (for nvcc's cubins, the
// reverse of definition order).
func (t *Thread) LibraryEnumerateKernels(h Library, n uint32) ([]Kernel, error) {
	lib, err := t.d.library(h)
	if err != nil {
		return nil, err
	}
	if err := t.d.ready(); err != nil {
		return nil, err
	}
	code, err := t.d.loader().code(lib)
	if err != nil {
		return nil, err
	}
	ks := code.Program.Kernels
	if code.Program.Code.Kind == cubin.KindPTX {
		// A PTX library lists its kernels in reverse order of definition
		// (ptxas's order in a cubin), though a module of it enumerates its
		// functions in order of definition (measured: testdata/reference/
		// jitstages, jp2.c).
		ks = slices.Clone(ks)
		slices.Reverse(ks)
	}
	out := make([]Kernel, 0, min(int(n), len(ks)))
	for i := range ks[:min(int(n), len(ks))] {
		out = append(out, lib.kernel(t.d, ks[i].Name).handle)
	}
	return out, nil
}

// libraryCopy returns the library's copy in the calling thread's current
// context, loading it there on first use.
func (t *Thread) libraryCopy(h Library) (*library, *moduleObj, error) {
	lib, err := t.d.library(h)
	if err != nil {
		return nil, nil, err
	}
	if err := t.d.ready(); err != nil {
		return nil, nil, err
	}
	c, err := t.current()
	if err != nil {
		return nil, nil, err
	}
	mo, err := t.d.loader().copyIn(lib, c, ReasonFirstUse)
	t.d.flush(t.id)
	return lib, mo, err
}

// LibraryGetModule is cuLibraryGetModule: the library's module in the
// current context (CUDA_ERROR_INVALID_CONTEXT without one), the same on
// every call; the library is loaded into the context first if it was not.
// The module cannot be unloaded by itself.
func (t *Thread) LibraryGetModule(h Library) (Module, error) {
	_, mo, err := t.libraryCopy(h)
	if err != nil {
		return 0, err
	}
	return mo.handle, nil
}

// LibraryGetGlobal is cuLibraryGetGlobal: address and size of a variable in
// the current context: each context has its own copy of __device__ and
// __constant__ variables; a __managed__ one is the library's single
// allocation. CUDA_ERROR_NOT_FOUND for unknown names.
func (t *Thread) LibraryGetGlobal(h Library, name string) (DevicePtr, uint64, error) {
	lib, mo, err := t.libraryCopy(h)
	if err != nil {
		return 0, 0, err
	}
	g, ok := mo.m.Global(name)
	if !ok {
		if mo.m.Function(name) != nil { // measured (e_library)
			return 0, 0, cu.Errorf(cu.ErrorInvalidValue, "%q in %v is a kernel, not a variable", name, lib)
		}
		return 0, 0, cu.Errorf(cu.ErrorNotFound, "no variable %q in %v", name, lib)
	}
	return g.Addr, g.Size, nil
}

// LibraryGetManaged is cuLibraryGetManaged: address and size of a
// __managed__ variable, one allocation shared by the host and every context
// and device, allocated and initialised on first need (no context needed)
// and freed at LibraryUnload. A name that is not a managed variable is
// CUDA_ERROR_NOT_FOUND. The host reads and writes it through
// Driver.HostBytes (or directly, from C).
func (t *Thread) LibraryGetManaged(h Library, name string) (DevicePtr, uint64, error) {
	if err := t.d.ready(); err != nil {
		return 0, 0, err
	}
	lib, err := t.d.library(h)
	if err != nil {
		return 0, 0, err
	}
	code, err := t.d.loader().code(lib)
	if err != nil {
		return 0, 0, err
	}
	v := code.Program.Variable(name)
	if v == nil || v.Kind != cubin.VarManaged {
		return 0, 0, cu.Errorf(cu.ErrorNotFound, "no __managed__ variable %q in %v", name, lib)
	}
	before := len(lib.l.ManagedGlobals())
	g, err := lib.l.Managed(v)
	if err != nil {
		return 0, 0, err
	}
	if t.d.observed() && len(lib.l.ManagedGlobals()) > before {
		t.d.emit(Notice{Kind: NoticeManaged, Thread: t.id, Device: -1, Handle: uint64(h), Addr: g.Addr, Size: g.Size,
			Library: h, Name: name, What: cubin.VarManaged.String(),
			Detail: fmt.Sprintf("managed variable %s of %v allocated once for every context and device", name, lib)})
	}
	return g.Addr, g.Size, nil
}

// LibraryGetUnifiedFunction is cuLibraryGetUnifiedFunction. cudasim models
// no unified functions: every name is CUDA_ERROR_INVALID_VALUE, as the real
// driver answers for a kernel, a variable, a missing name and "" (measured
// in testdata/reference/probe2).
func (t *Thread) LibraryGetUnifiedFunction(h Library, name string) (uint64, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	lib, err := t.d.library(h)
	if err != nil {
		return 0, err
	}
	code, err := t.d.loader().code(lib)
	if err != nil {
		return 0, err
	}
	if code.Program.Kernel(name) != nil {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "%q in %v is a kernel, not a unified function", name, lib)
	}
	return 0, cu.Errorf(cu.ErrorInvalidValue, "no unified function %q in %v", name, lib)
}
