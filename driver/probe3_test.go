package driver

import (
	"os"
	"strings"
	"testing"

	"cudasim/cu"
)

// probe3Call is one "call  CODE" line of testdata/reference/probe3's
// transcript, in its "## section".
type probe3Call struct {
	Section, Call string
	Code          cu.Result
}

// readProbe3 returns the transcript's call lines (those ending in a
// CUresult's name), in order.
func readProbe3(t testing.TB) []probe3Call {
	t.Helper()
	b, err := os.ReadFile("../testdata/reference/probe3/transcript.txt")
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]cu.Result{}
	for r := cu.Result(0); r < 1000; r++ {
		if r.Known() {
			names[r.Name()] = r
		}
	}
	var out []probe3Call
	section := ""
	for _, line := range strings.Split(string(b), "\n") {
		if s, ok := strings.CutPrefix(line, "## "); ok {
			section = s
			continue
		}
		i := strings.LastIndexByte(line, ' ')
		if i < 0 {
			continue
		}
		code, ok := names[line[i+1:]]
		if !ok {
			continue
		}
		out = append(out, probe3Call{Section: section, Call: strings.TrimSpace(line[:i]), Code: code})
	}
	return out
}

// probe3Section runs the calls of one transcript section through run (which
// answers each call's error; unknown calls fail the test) and compares the
// codes with the H200's.
func probe3Section(t *testing.T, section string, run map[string]func() error) {
	t.Helper()
	n := 0
	for _, c := range readProbe3(t) {
		if c.Section != section {
			continue
		}
		n++
		f, ok := run[c.Call]
		if !ok {
			t.Fatalf("probe3 %q: no emulation of %s", section, c.Call)
		}
		if err := f(); cu.Code(err) != c.Code {
			t.Errorf("%s: got %v, the H200 answered %v (%v)", c.Call, cu.Code(err).Name(), c.Code.Name(), err)
		}
	}
	if n == 0 {
		t.Fatalf("probe3 transcript has no section %q", section)
	}
}

// Freeing needs no current context, and frees memory of another context
// than the current one (Numba pops every context, then frees), while
// cuMemAlloc with no current context is still CUDA_ERROR_INVALID_CONTEXT:
// probe3's "free with no current context" and "free from another context"
// sections, call by call.
func TestProbe3FreeWithoutContext(t *testing.T) {
	_, th, p := newLibTest(t, 1, ModuleLoadingLazy, nil)
	var a DevicePtr
	var h []byte
	reg := make([]byte, 1<<16)
	var c2 Context
	var err error
	run := map[string]func() error{
		"cuMemAlloc(&a, 4096)":               func() error { a, err = th.MemAlloc(4096); return err },
		"cuMemAllocHost(&h, 4096)":           func() error { h, err = th.MemAllocHost(4096); return err },
		"cuMemHostRegister(reg, 1 << 16, 0)": func() error { return th.MemHostRegister(reg, 0) },
		"cuCtxSetCurrent(NULL)":              func() error { return th.CtxSetCurrent(0) },
		"cuMemFree(a)":                       func() error { return th.MemFree(a) },
		"cuMemFreeHost(h)":                   func() error { return th.MemFreeHost(h) },
		"cuMemHostUnregister(reg)":           func() error { return th.MemHostUnregister(reg) },
		"cuMemAlloc(&b, 16)":                 func() error { _, err := th.MemAlloc(16); return err },
		"cuCtxSetCurrent(p)":                 func() error { return th.CtxSetCurrent(p) },
		"cuCtxCreate(&c2, NULL, 0, d)":       func() error { c2, err = th.CtxCreate(0, 0); return err },
		"cuCtxDestroy(c2)":                   func() error { return th.CtxDestroy(c2) },
	}
	probe3Section(t, "free with no current context", run)
	probe3Section(t, "free from another context", run)
	// Everything was freed: the device is as free as a fresh context leaves it.
	if _, ok := th.d.mem.Lookup(a); ok {
		t.Errorf("%#x is still allocated after cuMemFree from another context", a)
	}
	if n := len(th.d.mem.Allocations()); n != 0 {
		t.Errorf("%d allocations live after freeing all, want 0", n)
	}
}

// With no context current, cuProfilerStart and cuProfilerStop answer
// CUDA_ERROR_INVALID_CONTEXT (not measured: the reference's one error).
func TestProfilerWithoutContext(t *testing.T) {
	_, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	must(t, th.ProfilerStart())
	must(t, th.ProfilerStop())
	must(t, th.CtxSetCurrent(0))
	wantCode(t, "cuProfilerStart with no context", th.ProfilerStart(), cu.ErrorInvalidContext)
	wantCode(t, "cuProfilerStop with no context", th.ProfilerStop(), cu.ErrorInvalidContext)
}

// Managed memory may be over-subscribed: cuMemAllocManaged of 75 GiB and of
// 300 GiB succeed on the 141 GiB H200 (probe3's "profiler and managed"
// section), and so they do here on a host with far less memory, as the
// pages are made on first touch. The first and last bytes are written and
// read back through the host bytes and through copies.
func TestProbe3ManagedOversubscription(t *testing.T) {
	_, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	var ms []DevicePtr
	alloc := func(n uint64) func() error {
		return func() error {
			m, err := th.MemAllocManaged(n, MemAttachGlobal)
			if err == nil {
				ms = append(ms, m)
			}
			return err
		}
	}
	probe3Section(t, "profiler and managed", map[string]func() error{
		"cuProfilerStart()": th.ProfilerStart,
		"cuProfilerStop()":  th.ProfilerStop,
		"cuMemAllocManaged(&m, (size_t)75 << 30, CU_MEM_ATTACH_GLOBAL)": alloc(75 << 30),
		"cuMemFree(m)": func() error {
			if len(ms) == 0 {
				return nil
			}
			err := th.MemFree(ms[len(ms)-1])
			ms = ms[:len(ms)-1]
			return err
		},
		"cuMemAllocManaged(&m, (size_t)300 << 30, CU_MEM_ATTACH_GLOBAL)": alloc(300 << 30),
	})
	for _, n := range []uint64{75 << 30, 300 << 30} {
		m, err := th.MemAllocManaged(n, MemAttachGlobal)
		must(t, err)
		host, err := th.d.HostBytes(m)
		must(t, err)
		if uint64(len(host)) != n {
			t.Fatalf("%d GiB: %d host bytes", n>>30, len(host))
		}
		host[0], host[n-1] = 0x5a, 0xa5
		must(t, th.MemcpyHtoD(m+1, []byte{1, 2}))
		must(t, th.MemcpyHtoD(m+DevicePtr(n)-3, []byte{3, 4}))
		got := make([]byte, 3)
		must(t, th.MemcpyDtoH(got, m))
		if want := []byte{0x5a, 1, 2}; string(got) != string(want) {
			t.Errorf("%d GiB: first bytes % x, want % x", n>>30, got, want)
		}
		must(t, th.MemcpyDtoH(got, m+DevicePtr(n)-3))
		if want := []byte{3, 4, 0xa5}; string(got) != string(want) {
			t.Errorf("%d GiB: last bytes % x, want % x", n>>30, got, want)
		}
		must(t, th.MemFree(m))
	}
	for _, m := range ms {
		must(t, th.MemFree(m))
	}
}

// In a process forked after cuInit every call, cuInit included, answers
// CUDA_ERROR_NOT_INITIALIZED (probe3's "fork" section, which the drop-in
// library's test runs in a real child); error names still work. A process
// forked before cuInit may initialise.
func TestProbe3Forked(t *testing.T) {
	d, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	if !d.Forked() {
		t.Fatal("Forked after Init: the driver is still usable")
	}
	probe3Section(t, "fork", map[string]func() error{
		"cuCtxGetCurrent(&cc)":             func() error { _, err := th.CtxGetCurrent(); return err },
		"cuMemAlloc(&z, 16)":               func() error { _, err := th.MemAlloc(16); return err },
		"cuInit(0)":                        func() error { return th.Init(0) },
		"cuDeviceGet(&d, 0)":               func() error { _, err := th.DeviceGet(0); return err },
		"cuDevicePrimaryCtxRetain(&cc, d)": func() error { _, err := th.DevicePrimaryCtxRetain(0); return err },
	})
	if name, err := th.GetErrorName(cu.ErrorNotInitialized); err != nil || name != "CUDA_ERROR_NOT_INITIALIZED" {
		t.Errorf("cuGetErrorName in a forked child: %q, %v", name, err)
	}
	fresh := New(Config{})
	t.Cleanup(fresh.Close)
	if fresh.Forked() {
		t.Error("Forked before Init made the driver unusable")
	}
	must(t, fresh.NewThread().Init(0))
}
