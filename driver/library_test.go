package driver

import (
	"encoding/binary"
	"errors"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/cu"
	"cudasim/internal/module"
)

func probeImage(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile("../testdata/reference/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// newLibTest makes a driver with n H200s and observer, a thread with
// device 0's primary context current.
func newLibTest(t testing.TB, n int, mode ModuleLoadingMode, obs func(Notice)) (*Driver, *Thread, Context) {
	t.Helper()
	var devs []Profile
	for range n {
		devs = append(devs, H200())
	}
	return newConfiguredTest(t, Config{Devices: devs, ModuleLoading: mode, Observer: obs})
}

// newConfiguredTest is newLibTest for a driver made with cfg: device 0's
// primary context current on a new thread.
func newConfiguredTest(t testing.TB, cfg Config) (*Driver, *Thread, Context) {
	t.Helper()
	d := New(cfg)
	t.Cleanup(d.Close)
	d.SetPrintfOutput(nil)
	th := d.NewThread()
	must(t, th.Init(0))
	c, err := th.DevicePrimaryCtxRetain(0)
	must(t, err)
	must(t, th.CtxSetCurrent(c))
	return d, th, c
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func wantCode(t *testing.T, what string, err error, want cu.Result) {
	t.Helper()
	if got := cu.Code(err); got != want {
		t.Errorf("%s: got %v, want %v (%v)", what, got.Name(), want.Name(), err)
	}
}

func readInt32(t *testing.T, th *Thread, p DevicePtr) int32 {
	t.Helper()
	b := make([]byte, 4)
	must(t, th.MemcpyDtoH(b, p))
	return int32(binary.LittleEndian.Uint32(b))
}

// The calls the real driver 580 crashes on get an error and a message
// saying what happened.
func TestLibraryMisuse(t *testing.T) {
	d, th, c0 := newLibTest(t, 1, ModuleLoadingLazy, nil)
	lib, err := th.LibraryLoadData(probeImage(t, "kernels.fatbin"), nil, nil)
	must(t, err)
	k, err := th.LibraryGetKernel(lib, "addOne")
	must(t, err)
	fn, err := th.KernelGetFunction(k)
	must(t, err)
	mod, err := th.LibraryGetModule(lib)
	must(t, err)
	wantCode(t, "cuModuleUnload of a library's module", th.ModuleUnload(mod), cu.ErrorNotPermitted)
	must(t, th.LibraryUnload(lib))

	err = th.LibraryUnload(lib)
	wantCode(t, "second cuLibraryUnload", err, cu.ErrorInvalidHandle)
	if err == nil || !strings.Contains(err.Error(), "unloaded") {
		t.Errorf("second unload: message %q does not say the library was unloaded", err)
	}
	_, err = th.KernelGetFunction(k)
	wantCode(t, "cuKernelGetFunction on a kernel of an unloaded library", err, cu.ErrorInvalidHandle)
	if err == nil || !strings.Contains(err.Error(), "cuLibraryUnload") {
		t.Errorf("kernel of unloaded library: message %q does not say why", err)
	}
	wantCode(t, "launch of a kernel of an unloaded library",
		th.LaunchKernel(Function(k), Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, Args(uint64(0), int32(0)), nil), cu.ErrorInvalidHandle)
	_, err = th.KernelGetName(k)
	wantCode(t, "cuKernelGetName after unload", err, cu.ErrorInvalidHandle)
	_, err = th.FuncGetAttribute(module.AttrNumRegs, fn)
	wantCode(t, "cuFuncGetAttribute on a function of an unloaded library", err, cu.ErrorInvalidHandle)
	_, err = th.ModuleGetFunction(mod, "addOne")
	wantCode(t, "cuModuleGetFunction on a module of an unloaded library", err, cu.ErrorInvalidHandle)
	_, _, err = th.LibraryGetManaged(lib, "managedVal")
	wantCode(t, "cuLibraryGetManaged after unload", err, cu.ErrorInvalidHandle)

	// A destroyed context made current (the real driver accepts it and
	// crashes on the next call): library calls fail, nothing crashes.
	lib, err = th.LibraryLoadData(probeImage(t, "kernels.fatbin"), nil, nil)
	must(t, err)
	c1, err := th.CtxCreate(0, 0)
	must(t, err)
	must(t, th.CtxDestroy(c1))
	if err := th.CtxSetCurrent(c1); err == nil {
		_, err = th.LibraryGetModule(lib)
		if cu.Code(err) == cu.Success {
			t.Errorf("cuLibraryGetModule in a destroyed context succeeded")
		}
	}
	must(t, th.CtxSetCurrent(c0))
	_, err = th.LibraryGetModule(lib)
	must(t, err)
	// A CUfunction passed where a CUkernel is expected, and the reverse.
	_, err = th.KernelGetName(Kernel(fn))
	wantCode(t, "cuKernelGetName of a function handle", err, cu.ErrorInvalidHandle)
	_, err = th.FuncGetName(Function(k))
	wantCode(t, "cuFuncGetName of a kernel handle", err, cu.ErrorInvalidHandle)
	must(t, th.LibraryUnload(lib))
	_ = d
}

// loadNotices collects module.load and module.unload notices as "kind reason".
type loadNotices struct {
	mu    sync.Mutex
	lines []string
}

func (l *loadNotices) observe(n Notice) {
	if n.Kind == NoticeModuleLoad || n.Kind == NoticeModuleUnload {
		l.mu.Lock()
		l.lines = append(l.lines, string(n.Kind)+" "+string(n.Reason))
		l.mu.Unlock()
	}
}

func (l *loadNotices) take() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := l.lines
	l.lines = nil
	return out
}

// When a library is loaded into a context, per CUDA_MODULE_LOADING.
func TestLibraryLoadingModes(t *testing.T) {
	for _, tc := range []struct {
		mode                             ModuleLoadingMode
		atLoad, atCreate, used, atUnload []string
	}{
		// Lazy: only the context where it is used (the new one) gets it.
		{ModuleLoadingLazy, nil, nil, []string{"module.load first use in this context"}, nil},
		// Eager: the primary context at load, the new one at creation.
		{ModuleLoadingEager,
			[]string{"module.load eager loading at cuLibraryLoad"},
			[]string{"module.load eager loading at context creation"},
			nil,
			[]string{"module.unload its library was unloaded"}},
	} {
		var seen loadNotices
		_, th, _ := newLibTest(t, 1, tc.mode, seen.observe)
		mode, err := th.ModuleGetLoadingMode()
		must(t, err)
		if mode != tc.mode {
			t.Errorf("loading mode %d, want %d", mode, tc.mode)
		}
		lib, err := th.LibraryLoadData(probeImage(t, "kernels.fatbin"), nil, nil)
		must(t, err)
		if diff := cmp.Diff(tc.atLoad, seen.take()); diff != "" {
			t.Errorf("mode %d, at cuLibraryLoadData (-want +got):\n%s", tc.mode, diff)
		}
		c1, err := th.CtxCreate(0, 0)
		must(t, err)
		if diff := cmp.Diff(tc.atCreate, seen.take()); diff != "" {
			t.Errorf("mode %d, at cuCtxCreate (-want +got):\n%s", tc.mode, diff)
		}
		_, err = th.LibraryGetModule(lib)
		must(t, err)
		if diff := cmp.Diff(tc.used, seen.take()); diff != "" {
			t.Errorf("mode %d, at first use (-want +got):\n%s", tc.mode, diff)
		}
		must(t, th.CtxDestroy(c1))
		if diff := cmp.Diff([]string{"module.unload its context was destroyed"}, seen.take()); diff != "" {
			t.Errorf("mode %d, at cuCtxDestroy (-want +got):\n%s", tc.mode, diff)
		}
		must(t, th.LibraryUnload(lib))
		if diff := cmp.Diff(tc.atUnload, seen.take()); diff != "" {
			t.Errorf("mode %d, at cuLibraryUnload (-want +got):\n%s", tc.mode, diff)
		}
	}
}

// A primary context reset drops the library's copy there; the next use
// after re-retaining loads a fresh one, with fresh __device__ variables,
// while __managed__ ones keep their value.
func TestLibraryAcrossPrimaryReset(t *testing.T) {
	_, th, c0 := newLibTest(t, 1, ModuleLoadingLazy, nil)
	lib, err := th.LibraryLoadData(probeImage(t, "kernels.fatbin"), nil, nil)
	must(t, err)
	bump, err := th.LibraryGetKernel(lib, "bumpGlobals")
	must(t, err)
	must(t, th.LaunchKernel(Function(bump), Dim3{1, 1, 1}, Dim3{4, 1, 1}, 0, 0, nil, nil))
	mod1, err := th.LibraryGetModule(lib)
	must(t, err)
	g1, _, err := th.LibraryGetGlobal(lib, "devCounter")
	must(t, err)
	if v := readInt32(t, th, g1); v != 46 {
		t.Errorf("devCounter after 4 bumps = %d, want 46", v)
	}
	must(t, th.DevicePrimaryCtxReset(0))
	_, err = th.ModuleGetFunction(mod1, "addOne")
	wantCode(t, "module of a reset context", err, cu.ErrorInvalidHandle)
	c, err := th.DevicePrimaryCtxRetain(0)
	must(t, err)
	if c != c0 {
		t.Fatalf("primary handle changed across reset")
	}
	mod2, err := th.LibraryGetModule(lib)
	must(t, err)
	if mod2 == mod1 {
		t.Errorf("the reactivated context got the old module handle")
	}
	g2, _, err := th.LibraryGetGlobal(lib, "devCounter")
	must(t, err)
	if v := readInt32(t, th, g2); v != 42 {
		t.Errorf("devCounter in the reactivated context = %d, want its initial 42", v)
	}
	mp, _, err := th.LibraryGetManaged(lib, "managedVal")
	must(t, err)
	if v := readInt32(t, th, mp); v != 11 {
		t.Errorf("managedVal after reset = %d, want 11 (it belongs to the library)", v)
	}
	must(t, th.LibraryUnload(lib))
	// Loaded anew, the library's managed variable is initial again.
	lib, err = th.LibraryLoadData(probeImage(t, "kernels.fatbin"), nil, nil)
	must(t, err)
	mp, _, err = th.LibraryGetManaged(lib, "managedVal")
	must(t, err)
	if v := readInt32(t, th, mp); v != 7 {
		t.Errorf("managedVal of a reloaded library = %d, want 7", v)
	}
}

// One library serves two devices: each context has its own function and
// __device__ variable, the __managed__ variable is shared.
func TestLibraryTwoDevices(t *testing.T) {
	d, th, c0 := newLibTest(t, 2, ModuleLoadingLazy, nil)
	lib, err := th.LibraryLoadData(probeImage(t, "kernels.fatbin"), nil, nil)
	must(t, err)
	bump, err := th.LibraryGetKernel(lib, "bumpGlobals")
	must(t, err)
	c1, err := th.DevicePrimaryCtxRetain(1)
	must(t, err)
	type view struct {
		fn      Function
		global  DevicePtr
		managed DevicePtr
	}
	var views []view
	for _, c := range []Context{c0, c1} {
		must(t, th.CtxSetCurrent(c))
		must(t, th.LaunchKernel(Function(bump), Dim3{1, 1, 1}, Dim3{4, 1, 1}, 0, 0, nil, nil))
		fn, err := th.KernelGetFunction(bump)
		must(t, err)
		g, _, err := th.LibraryGetGlobal(lib, "devCounter")
		must(t, err)
		m, _, err := th.LibraryGetGlobal(lib, "managedVal")
		must(t, err)
		if v := readInt32(t, th, g); v != 46 {
			t.Errorf("devCounter in %#x = %d, want 46", c, v)
		}
		views = append(views, view{fn, g, m})
	}
	if views[0].fn == views[1].fn || views[0].global == views[1].global {
		t.Errorf("contexts of two devices share a function or a __device__ variable: %+v", views)
	}
	if views[0].managed != views[1].managed {
		t.Errorf("__managed__ variable differs across devices: %+v", views)
	}
	host, err := d.HostBytes(views[0].managed)
	must(t, err)
	if v := binary.LittleEndian.Uint32(host); v != 15 {
		t.Errorf("host sees managedVal %d, want 7+4+4", v)
	}
	for dev := range Device(2) {
		regs, err := th.KernelGetAttribute(module.AttrNumRegs, bump, dev)
		must(t, err)
		if regs != 10 {
			t.Errorf("device %d: bumpGlobals uses %d registers, the cubin says 10", dev, regs)
		}
	}
}

func TestLaunchValidation(t *testing.T) {
	_, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	lib, err := th.LibraryLoadData(probeImage(t, "kernels.fatbin"), nil, nil)
	must(t, err)
	k, err := th.LibraryGetKernel(lib, "addOne")
	must(t, err)
	buf, err := th.MemAlloc(1024)
	must(t, err)
	args := Args(buf, int32(4))
	b32 := Dim3{32, 1, 1}
	one := Dim3{1, 1, 1}
	for _, tc := range []struct {
		name        string
		grid, block Dim3
		shared      uint32
		params      [][]byte
		extra       []byte
		want        cu.Result
	}{
		{"ok", one, b32, 0, args, nil, cu.Success},
		{"extra buffer", one, b32, 0, nil, make([]byte, 12), cu.Success},
		{"kernelParams and extra", one, b32, 0, args, make([]byte, 12), cu.ErrorInvalidValue},
		{"short extra buffer (measured: launches)", one, b32, 0, nil, make([]byte, 8), cu.Success},
		// Measured for a u64 and 4,092 bytes (4,104 given): testdata/reference/devheap, h_param.
		{"extra buffer padded to the parameters' alignment", one, b32, 0, nil, make([]byte, 16), cu.ErrorLaunchOutOfResources},
		{"long extra buffer (measured)", one, b32, 0, nil, make([]byte, 24), cu.ErrorLaunchOutOfResources},
		{"too few params", one, b32, 0, args[:1], nil, cu.ErrorInvalidValue},
		{"short param", one, b32, 0, [][]byte{args[0], {1, 2}}, nil, cu.ErrorInvalidValue},
		{"param of no C type", one, b32, 0, Args(buf, "four"), nil, cu.ErrorInvalidValue},
		{"1024 threads", one, Dim3{32, 32, 1}, 0, args, nil, cu.Success},
		{"1025 threads", one, Dim3{1025, 1, 1}, 0, args, nil, cu.ErrorInvalidValue},
		{"zero block", one, Dim3{32, 0, 1}, 0, args, nil, cu.ErrorInvalidValue},
		{"grid z 65536", Dim3{1, 1, 65536}, b32, 0, args, nil, cu.ErrorInvalidValue},
		{"48 KiB dynamic shared", one, b32, 48 << 10, args, nil, cu.Success},
		{"48 KiB + 1 dynamic shared", one, b32, 48<<10 + 1, args, nil, cu.ErrorInvalidValue},
	} {
		err := th.LaunchKernel(Function(k), tc.grid, tc.block, tc.shared, 0, tc.params, tc.extra)
		wantCode(t, tc.name, err, tc.want)
	}
	// Raising the function's dynamic shared memory limit allows more.
	fn, err := th.KernelGetFunction(k)
	must(t, err)
	wantCode(t, "too much dynamic shared memory", th.FuncSetAttribute(fn, module.AttrMaxDynamicSharedSizeBytes, 300<<10), cu.ErrorInvalidValue)
	must(t, th.FuncSetAttribute(fn, module.AttrMaxDynamicSharedSizeBytes, 100<<10))
	must(t, th.LaunchKernel(Function(k), one, b32, 100<<10, 0, args, nil))
	wantCode(t, "read-only attribute", th.FuncSetAttribute(fn, module.AttrNumRegs, 4), cu.ErrorInvalidValue)
	// The kernel-level setting is what cuKernelGetAttribute reports; the
	// function's own wins at launch.
	must(t, th.KernelSetAttribute(module.AttrMaxDynamicSharedSizeBytes, 64<<10, k, 0))
	v, err := th.KernelGetAttribute(module.AttrMaxDynamicSharedSizeBytes, k, 0)
	must(t, err)
	if v != 64<<10 {
		t.Errorf("cuKernelGetAttribute after cuKernelSetAttribute: %d", v)
	}
	must(t, th.LaunchKernel(Function(k), one, b32, 100<<10, 0, args, nil))
	// A stream of this context; a function of another context is refused.
	s, err := th.StreamCreate(0)
	must(t, err)
	must(t, th.LaunchKernel(Function(k), one, b32, 0, s, args, nil))
	c1, err := th.CtxCreate(0, 0)
	must(t, err)
	wantCode(t, "function of another context", th.LaunchKernel(fn, one, b32, 0, 0, args, nil), cu.ErrorInvalidHandle)
	must(t, th.CtxDestroy(c1))
	// A SASS-only image loads but cannot run here, and says why.
	sass, err := th.LibraryLoadData(probeImage(t, "kernels.cubin"), nil, nil)
	must(t, err)
	ks, err := th.LibraryGetKernel(sass, "addOne")
	must(t, err)
	err = th.LaunchKernel(Function(ks), one, b32, 0, 0, args, nil)
	wantCode(t, "SASS-only kernel", err, cu.ErrorNotSupported)
	if err == nil || !strings.Contains(err.Error(), "SASS") {
		t.Errorf("SASS-only launch: message %q does not say why", err)
	}
}

func TestModuleAPI(t *testing.T) {
	for _, mode := range []ModuleLoadingMode{ModuleLoadingLazy, ModuleLoadingEager} {
		_, th, _ := newLibTest(t, 1, mode, nil)
		quiet := []byte("stale text")
		opts := []JITOptionValue{{Option: JITInfoLogBuffer, Buffer: quiet}, {Option: JITInfoLogBufferSizeBytes, Value: uint64(len(quiet))}}
		_, err := th.ModuleLoadDataEx(probeImage(t, "kernels.fatbin"), opts)
		must(t, err)
		if quiet[0] != 0 {
			t.Errorf("JIT info log without CU_JIT_LOG_VERBOSE is %q, want empty as on the H200", quiet)
		}
		info := make([]byte, 256)
		opts = []JITOptionValue{{Option: JITInfoLogBuffer, Buffer: info}, {Option: JITInfoLogBufferSizeBytes, Value: 256}, {Option: 7, Value: 4}, {Option: JITLogVerbose, Value: 1}}
		m, err := th.ModuleLoadDataEx(probeImage(t, "kernels.fatbin"), opts)
		must(t, err)
		if opts[1].Value != 0 || info[0] != 0 {
			t.Errorf("verbose JIT info log %q (%d bytes), want empty as the H200's loads left it (interop26/h200/logs.out)", info[:opts[1].Value], opts[1].Value)
		}
		n, err := th.ModuleGetFunctionCount(m)
		must(t, err)
		fns, err := th.ModuleEnumerateFunctions(m, n)
		must(t, err)
		var names []string
		for _, f := range fns {
			nm, err := th.FuncGetName(f)
			must(t, err)
			names = append(names, nm)
			st, err := th.FuncIsLoaded(f)
			must(t, err)
			if want := map[ModuleLoadingMode]FunctionLoadingState{ModuleLoadingLazy: FunctionUnloaded, ModuleLoadingEager: FunctionLoaded}[mode]; st != want {
				t.Errorf("mode %d: %s loading state %d, want %d", mode, nm, st, want)
			}
		}
		// The order cuLibraryEnumerateKernels shows in the transcript.
		if diff := cmp.Diff([]string{"structParam", "params", "faulty", "readGlobals", "bumpGlobals", "addOne"}, names); diff != "" {
			t.Errorf("enumeration order (-want +got):\n%s", diff)
		}
		f := fns[len(fns)-1]
		_, err = th.FuncGetAttribute(module.AttrMaxThreadsPerBlock, f)
		if mode == ModuleLoadingLazy {
			wantCode(t, "attribute of an unloaded function", err, cu.ErrorFunctionNotLoaded)
			must(t, th.FuncLoad(f))
		}
		mt, err := th.FuncGetAttribute(module.AttrMaxThreadsPerBlock, f)
		must(t, err)
		if mt != 1024 {
			t.Errorf("addOne max threads %d, want 1024 (transcript)", mt)
		}
		if got, err := th.FuncGetModule(f); err != nil || got != m {
			t.Errorf("cuFuncGetModule = %#x, %v; want %#x", got, err, m)
		}
		off, sz, err := th.FuncGetParamInfo(f, 1)
		must(t, err)
		if off != 8 || sz != 4 {
			t.Errorf("addOne param 1 at %d size %d, want 8, 4", off, sz)
		}
		g, size, err := th.ModuleGetGlobal(m, "cscale")
		must(t, err)
		if size != 4 || readInt32(t, th, g) != 0x40000000 {
			t.Errorf("__constant__ cscale: size %d value %#x, want 2.0f", size, readInt32(t, th, g))
		}
		mg, _, err := th.ModuleGetGlobal(m, "managedVal")
		must(t, err)
		must(t, th.ModuleUnload(m))
		wantCode(t, "second cuModuleUnload", th.ModuleUnload(m), cu.ErrorInvalidHandle)
		if _, err := th.Driver().HostBytes(mg); err == nil {
			t.Errorf("a module's managed variable outlived cuModuleUnload")
		}
		_, err = th.ModuleLoadFatBinary(probeImage(t, "kernels.ptx"))
		must(t, err)
	}
}

// Threads each with their own context launch one library's kernel at
// once; run with -race.
func TestLibraryConcurrentContexts(t *testing.T) {
	d, th, _ := newLibTest(t, 2, ModuleLoadingLazy, nil)
	lib, err := th.LibraryLoadData(probeImage(t, "kernels.fatbin"), nil, nil)
	must(t, err)
	k, err := th.LibraryGetKernel(lib, "addOne")
	must(t, err)
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			t2 := d.NewThread()
			c, err := t2.CtxCreate(0, Device(i%2))
			if err != nil {
				errs <- err
				return
			}
			defer t2.CtxDestroy(c)
			buf, err := t2.MemAlloc(256)
			if err != nil {
				errs <- err
				return
			}
			for range 5 {
				if err := t2.LaunchKernel(Function(k), Dim3{2, 1, 1}, Dim3{32, 1, 1}, 0, 0, Args(buf, int32(64)), nil); err != nil {
					errs <- err
					return
				}
			}
			b := make([]byte, 4)
			if err := t2.MemcpyDtoH(b, buf); err != nil || binary.LittleEndian.Uint32(b) != 5 {
				errs <- errors.Join(err, errors.New("addOne ran 5 times but the element is not 5"))
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	must(t, th.LibraryUnload(lib))
}

// LaunchParamLayout gives a C caller the layout the transcript shows for
// structParam(Big, int*): 32 bytes at 0, 8 at 32.
func TestLaunchParamLayout(t *testing.T) {
	_, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	lib, err := th.LibraryLoadData(probeImage(t, "kernels.fatbin"), nil, nil)
	must(t, err)
	k, err := th.LibraryGetKernel(lib, "structParam")
	must(t, err)
	layout, size, err := th.LaunchParamLayout(Function(k), 0)
	must(t, err)
	if diff := cmp.Diff([]ParamLayout{{0, 32}, {32, 8}}, layout); diff != "" || size != 40 {
		t.Errorf("structParam layout (-want +got):\n%s size %d", diff, size)
	}
	_, _, err = th.LaunchParamLayout(0, 0)
	wantCode(t, "NULL function", err, cu.ErrorInvalidHandle)
	wantCode(t, "library option for a file", func() error {
		_, err := th.LibraryLoadFromFile("../testdata/reference/kernels.fatbin", nil, []LibraryOptionValue{{Option: LibraryBinaryIsPreserved}})
		return err
	}(), cu.ErrorInvalidValue)
	_, err = th.LibraryLoadData(probeImage(t, "kernels.fatbin"), nil, []LibraryOptionValue{{Option: LibraryBinaryIsPreserved}})
	must(t, err)
}

// A PTX library lists its kernels as the cubin does (ptxas order: the
// reverse of definition; measured, testdata/reference/jitstages jp2.c),
// and both libraries' kernels run.
func TestLibraryPTXEnumeration(t *testing.T) {
	_, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	var orders [][]string
	for _, img := range []string{"kernels.fatbin", "kernels.ptx"} {
		lib, err := th.LibraryLoadData(probeImage(t, img), nil, nil)
		must(t, err)
		n, err := th.LibraryGetKernelCount(lib)
		must(t, err)
		ks, err := th.LibraryEnumerateKernels(lib, n)
		must(t, err)
		var names []string
		for _, k := range ks {
			nm, err := th.KernelGetName(k)
			must(t, err)
			names = append(names, nm)
		}
		orders = append(orders, names)
		short, err := th.LibraryEnumerateKernels(lib, 2)
		must(t, err)
		if len(short) != 2 || short[0] != ks[0] {
			t.Errorf("%s: enumerating 2 of %d kernels gave %v", img, n, short)
		}
	}
	if diff := cmp.Diff(orders[0], orders[1]); diff != "" {
		t.Errorf("fatbin and PTX orders differ (-fatbin +ptx):\n%s", diff)
	}
}

// cuModuleLoadData validates at once, with the driver's codes.
func TestModuleLoadValidates(t *testing.T) {
	_, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	sm80, err := os.ReadFile("../testdata/images/cuda11/probe.sm_80.cubin")
	must(t, err)
	for _, tc := range []struct {
		name  string
		image []byte
		want  cu.Result
	}{
		{"sm_80 SASS on sm_90", sm80, cu.ErrorNoBinaryForGpu},
		{"junk", []byte("junk junk junk"), cu.ErrorInvalidImage},
		{"truncated fatbin", probeImage(t, "kernels.fatbin")[:100], cu.ErrorInvalidImage},
		{"bad PTX", []byte(".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k() { bogus; }\n"), cu.ErrorInvalidPTX},
		{"PTX too new", []byte(".version 99.0\n.target sm_90\n.address_size 64\n"), cu.ErrorUnsupportedPTXVersion},
		{"empty", nil, cu.ErrorInvalidValue},
	} {
		_, err := th.ModuleLoadData(tc.image)
		wantCode(t, tc.name, err, tc.want)
	}
}

// A launch on a stream of another device's context runs there, loading
// the library into that context.
func TestLaunchOnOtherDevicesStream(t *testing.T) {
	_, th, c0 := newLibTest(t, 2, ModuleLoadingLazy, nil)
	lib, err := th.LibraryLoadData(probeImage(t, "kernels.fatbin"), nil, nil)
	must(t, err)
	bump, err := th.LibraryGetKernel(lib, "bumpGlobals")
	must(t, err)
	c1, err := th.DevicePrimaryCtxRetain(1)
	must(t, err)
	must(t, th.CtxSetCurrent(c1))
	s1, err := th.StreamCreate(0)
	must(t, err)
	must(t, th.CtxSetCurrent(c0))
	must(t, th.LaunchKernel(Function(bump), Dim3{1, 1, 1}, Dim3{4, 1, 1}, 0, s1, nil, nil))
	g0, _, err := th.LibraryGetGlobal(lib, "devCounter")
	must(t, err)
	if v := readInt32(t, th, g0); v != 42 {
		t.Errorf("device 0 devCounter %d, want 42 (the launch ran on device 1)", v)
	}
	must(t, th.CtxSetCurrent(c1))
	g1, _, err := th.LibraryGetGlobal(lib, "devCounter")
	must(t, err)
	if v := readInt32(t, th, g1); v != 46 {
		t.Errorf("device 1 devCounter %d, want 46", v)
	}
}

// On an A100 the probe fatbin loads its sm_80 SASS, which cudasim cannot
// execute (its PTX is compute_90): the launch says so.
func TestSASSOnlyForDevice(t *testing.T) {
	d := New(Config{Devices: []Profile{A100()}})
	t.Cleanup(d.Close)
	th := d.NewThread()
	must(t, th.Init(0))
	c, err := th.DevicePrimaryCtxRetain(0)
	must(t, err)
	must(t, th.CtxSetCurrent(c))
	lib, err := th.LibraryLoadData(probeImage(t, "kernels.fatbin"), nil, nil)
	must(t, err)
	k, err := th.LibraryGetKernel(lib, "bumpGlobals")
	must(t, err)
	v, err := th.KernelGetAttribute(FuncAttributeBinaryVersion, k, 0)
	must(t, err)
	if v != 80 {
		t.Errorf("binary version on an A100: %d, want 80", v)
	}
	err = th.LaunchKernel(Function(k), Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, nil, nil)
	wantCode(t, "sm_80 SASS launch", err, cu.ErrorNotSupported)
	if err == nil || !strings.Contains(err.Error(), "sm_80") {
		t.Errorf("message %q does not name the SASS", err)
	}
}
