package driver

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/cu"
)

// setup returns an initialized thread with device 0's primary context current.
func setup(t testing.TB, cfg Config) (*Driver, *Thread, Context) {
	t.Helper()
	d := New(cfg)
	t.Cleanup(d.Close)
	th := d.NewThread()
	if err := th.Init(0); err != nil {
		t.Fatal(err)
	}
	c, err := th.DevicePrimaryCtxRetain(0)
	if err != nil {
		t.Fatal(err)
	}
	if err := th.CtxSetCurrent(c); err != nil {
		t.Fatal(err)
	}
	return d, th, c
}

func code(err error) string { return cu.Code(err).Name() }

func TestNotInitialized(t *testing.T) {
	d := New(Config{})
	th := d.NewThread()
	calls := map[string]error{}
	_, calls["CtxCreate"] = th.CtxCreate(0, 0)
	_, calls["DevicePrimaryCtxRetain"] = th.DevicePrimaryCtxRetain(0)
	_, calls["MemAlloc"] = th.MemAlloc(1)
	_, calls["PointerGetAttribute"] = th.PointerGetAttribute(PointerAttributeContext, 1)
	_, calls["StreamCreate"] = th.StreamCreate(0)
	_, calls["ModuleGetLoadingMode"] = th.ModuleGetLoadingMode()
	calls["CtxSetCurrent"] = th.CtxSetCurrent(0)
	for name, err := range calls {
		if cu.Code(err) != cu.ErrorNotInitialized {
			t.Errorf("%s before Init: %v", name, err)
		}
	}
	if s, err := th.GetErrorName(cu.ErrorIllegalAddress); err != nil || s != "CUDA_ERROR_ILLEGAL_ADDRESS" {
		t.Errorf("GetErrorName before Init = %q, %v", s, err)
	}
	if _, err := th.GetErrorString(12345); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("GetErrorString(12345) = %v", err)
	}
}

func TestMemoryAPI(t *testing.T) {
	d, th, c := setup(t, Config{})
	p, err := th.MemAlloc(1000)
	if err != nil {
		t.Fatal(err)
	}
	src := bytes.Repeat([]byte("cudasim!"), 125)
	if err := th.MemcpyHtoD(p, src); err != nil {
		t.Fatal(err)
	}
	q, _ := th.MemAlloc(1000)
	if err := th.MemcpyDtoD(q, p, 1000); err != nil {
		t.Fatal(err)
	}
	host, err := th.MemAllocHost(1000)
	if err != nil {
		t.Fatal(err)
	}
	// The generic copy tells host from device by address.
	if err := th.Memcpy(Addr(host), q, 1000); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(host, src) {
		t.Error("device to pinned host copy differs")
	}
	m, err := th.MemAllocManaged(8, MemAttachGlobal)
	if err != nil {
		t.Fatal(err)
	}
	if err := th.MemsetD32(m, 0x01020304, 2); err != nil {
		t.Fatal(err)
	}
	mb, err := d.HostBytes(m)
	if err != nil || !bytes.Equal(mb, []byte{4, 3, 2, 1, 4, 3, 2, 1}) {
		t.Errorf("host view of managed memory = %v, %v", mb, err)
	}
	base, size, err := th.MemGetAddressRange(p + 999)
	if base != p || size != 1000 || err != nil {
		t.Errorf("MemGetAddressRange = %#x, %d, %v", base, size, err)
	}
	if _, _, err := th.MemGetAddressRange(12345); cu.Code(err) != cu.ErrorNotFound {
		t.Errorf("MemGetAddressRange of nothing: %v", err)
	}
	type attrs struct{ Ctx, Type, Managed, Ordinal, Start, Size uint64 }
	get := func(p DevicePtr) (a attrs) {
		a.Ctx, _ = th.PointerGetAttribute(PointerAttributeContext, p)
		a.Type, _ = th.PointerGetAttribute(PointerAttributeMemoryType, p)
		a.Managed, _ = th.PointerGetAttribute(PointerAttributeIsManaged, p)
		a.Ordinal, _ = th.PointerGetAttribute(PointerAttributeDeviceOrdinal, p)
		a.Start, _ = th.PointerGetAttribute(PointerAttributeRangeStartAddr, p)
		a.Size, _ = th.PointerGetAttribute(PointerAttributeRangeSize, p)
		return a
	}
	if diff := cmp.Diff(attrs{uint64(c), 2, 0, 0, p, 1000}, get(p+10)); diff != "" {
		t.Errorf("device pointer attributes (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(attrs{uint64(c), 1, 0, 0, Addr(host), 1000}, get(Addr(host))); diff != "" {
		t.Errorf("pinned pointer attributes (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(attrs{uint64(c), 2, 1, 0, m, 8}, get(m)); diff != "" {
		t.Errorf("managed pointer attributes (-want +got):\n%s", diff)
	}
	for name, err := range map[string]error{
		"unknown pointer":          func() error { _, err := th.PointerGetAttribute(PointerAttributeContext, 0xdead); return err }(),
		"host pointer of device":   func() error { _, err := th.PointerGetAttribute(PointerAttributeHostPointer, p); return err }(),
		"copy past the end":        th.MemcpyHtoD(p+1, src),
		"memcpy from nowhere":      th.Memcpy(p, 0x1000, 8),
		"bad managed flags":        func() error { _, err := th.MemAllocManaged(8, 4); return err }(),
		"free of host via MemFree": th.MemFree(Addr(host)),
		"free host of device":      th.MemFreeHost(src),
	} {
		if cu.Code(err) != cu.ErrorInvalidValue {
			t.Errorf("%s: %v, want CUDA_ERROR_INVALID_VALUE", name, err)
		}
	}
	free0, total, _ := th.MemGetInfo()
	if _, err := th.MemAlloc(total); cu.Code(err) != cu.ErrorOutOfMemory {
		t.Errorf("allocating the whole device: %v", err)
	}
	big, err := th.MemAlloc(free0)
	if err != nil {
		t.Fatalf("allocating all %d free bytes: %v", free0, err)
	}
	if f, _, _ := th.MemGetInfo(); f != 0 {
		t.Errorf("free after allocating everything = %d", f)
	}
	for _, p := range []DevicePtr{big, p, q, m} {
		if err := th.MemFree(p); err != nil {
			t.Error(err)
		}
	}
	if err := th.MemFreeHost(host); err != nil {
		t.Error(err)
	}
	if err := th.MemFreeHost(nil); err != nil { // as free(NULL): the H200 (libcuda/testdata/cudart/suite, e_memory)
		t.Errorf("cuMemFreeHost(NULL): %v, want success", err)
	}
	if got := len(d.mem.Allocations()); got != 0 {
		t.Errorf("%d allocations left", got)
	}
}

// Memory a context owns goes with it; other threads that still have a
// destroyed context current get CUDA_ERROR_CONTEXT_IS_DESTROYED.
func TestContextTeardown(t *testing.T) {
	d, a, c0 := setup(t, Config{})
	b := d.NewThread()
	c1, err := a.CtxCreate(0, 0)
	if err != nil {
		t.Fatal(err)
	}
	p, _ := a.MemAlloc(64)
	s, _ := a.StreamCreate(StreamNonBlocking)
	e, _ := a.EventCreate(0)
	if err := b.CtxPushCurrent(c1); err != nil {
		t.Fatal(err)
	}
	if err := a.CtxDestroy(c1); err != nil {
		t.Fatal(err)
	}
	cur, _ := a.CtxGetCurrent()
	bcur, _ := b.CtxGetCurrent()
	if cur != c0 || bcur != c1 {
		t.Errorf("after destroy: a's current %#x (want primary %#x), b's %#x (want %#x)", cur, c0, bcur, c1)
	}
	_, err = b.MemAlloc(8)
	if cu.Code(err) != cu.ErrorContextIsDestroyed {
		t.Errorf("b's MemAlloc in the destroyed context: %v", err)
	}
	if _, ok := d.mem.Lookup(p); ok {
		t.Error("the destroyed context's memory is still allocated")
	}
	// Work on a destroyed context's stream is CUDA_ERROR_CONTEXT_IS_DESTROYED
	// on the H200 (testdata/reference/graphs, sections streamdead-*), where
	// synchronizing it crashed the driver.
	if err := a.StreamSynchronize(s); cu.Code(err) != cu.ErrorContextIsDestroyed {
		t.Errorf("stream of a destroyed context: %v", err)
	}
	if err := a.MemsetD32Async(p, 1, 1, s); cu.Code(err) != cu.ErrorContextIsDestroyed {
		t.Errorf("memset on a stream of a destroyed context: %v", err)
	}
	if err := a.EventQuery(e); cu.Code(err) != cu.ErrorInvalidHandle {
		t.Errorf("event of a destroyed context: %v", err)
	}
	for _, c := range []struct {
		name string
		err  error
		want cu.Result
	}{
		// Issue 5: the real driver 580 returns 0 here and crashes on the
		// next call; cudasim says what happened instead.
		{"push destroyed", a.CtxPushCurrent(c1), cu.ErrorContextIsDestroyed},
		{"set destroyed", a.CtxSetCurrent(c1), cu.ErrorContextIsDestroyed},
		{"destroy again", a.CtxDestroy(c1), cu.ErrorInvalidContext}, // measured
		{"destroy primary", a.CtxDestroy(c0), cu.ErrorInvalidContext},
		{"push stream handle", a.CtxPushCurrent(Context(s)), cu.ErrorInvalidContext},
		{"set never a handle", a.CtxSetCurrent(0x7777), cu.ErrorInvalidContext},
	} {
		if got := cu.Code(c.err); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, c.err, c.want)
		}
	}
	if err := a.CtxSetCurrent(c1); err == nil || !strings.Contains(err.Error(), "destroyed by cuCtxDestroy") {
		t.Errorf("set destroyed: message %q does not say the context was destroyed by cuCtxDestroy", err)
	}
	if cur, _ := a.CtxGetCurrent(); cur != c0 {
		t.Errorf("a refused cuCtxSetCurrent changed the current context to %#x", cur)
	}
	if err := a.CtxPushCurrent(0); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("push NULL: %v", err)
	}
}

func TestStreamsAndEvents(t *testing.T) {
	_, th, c := setup(t, Config{})
	s, err := th.StreamCreate(StreamNonBlocking)
	if err != nil {
		t.Fatal(err)
	}
	if f, err := th.StreamGetFlags(s); f != StreamNonBlocking || err != nil {
		t.Errorf("StreamGetFlags = %d, %v", f, err)
	}
	if sc, err := th.StreamGetCtx(s); sc != c || err != nil {
		t.Errorf("StreamGetCtx = %#x, %v", sc, err)
	}
	start, _ := th.EventCreate(0)
	end, _ := th.EventCreate(0)
	quiet, _ := th.EventCreate(EventDisableTiming)
	if _, err := th.EventElapsedTime(start, end); cu.Code(err) != cu.ErrorInvalidHandle {
		t.Errorf("elapsed time of unrecorded events: %v", err)
	}
	for _, st := range []Stream{0, s, StreamLegacy, StreamPerThread} {
		if err := th.EventRecord(start, st); err != nil {
			t.Errorf("EventRecord on stream %#x: %v", st, err)
		}
	}
	th.EventRecord(end, s)
	th.EventRecord(quiet, s)
	if ms, err := th.EventElapsedTime(start, end); err != nil || ms < 0 {
		t.Errorf("EventElapsedTime = %v, %v", ms, err)
	}
	if _, err := th.EventElapsedTime(start, quiet); cu.Code(err) != cu.ErrorInvalidHandle {
		t.Errorf("elapsed time with a DISABLE_TIMING event: %v", err)
	}
	for name, err := range map[string]error{
		"query":        th.StreamQuery(s),
		"sync":         th.StreamSynchronize(s),
		"wait":         th.StreamWaitEvent(s, start, 0),
		"event query":  th.EventQuery(end),
		"event sync":   th.EventSynchronize(end),
		"destroy":      th.StreamDestroy(s),
		"destroy evt":  th.EventDestroy(end),
		"default sync": th.StreamSynchronize(0),
	} {
		if err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	for name, err := range map[string]error{
		"destroyed stream": th.StreamQuery(s),
		"destroy legacy":   th.StreamDestroy(StreamLegacy),
		"destroyed event":  th.EventQuery(end),
		"event as stream":  th.StreamQuery(Stream(start)),
		"record on bogus":  th.EventRecord(start, 0x12345),
		"create bad flags": func() error { _, err := th.StreamCreate(2); return err }(),
		"event bad flags":  func() error { _, err := th.EventCreate(EventInterprocess); return err }(),
	} {
		want := cu.ErrorInvalidHandle
		if name == "create bad flags" || name == "event bad flags" {
			want = cu.ErrorInvalidValue
		}
		if cu.Code(err) != want {
			t.Errorf("%s: %v, want %s", name, err, want.Name())
		}
	}
	// Work on a stream of a context with a sticky error fails with it.
	s2, _ := th.StreamCreate(0)
	th.d.SetSticky(th, c, cu.ErrorIllegalAddress, "test fault")
	if err := th.StreamSynchronize(s2); cu.Code(err) != cu.ErrorIllegalAddress {
		t.Errorf("sync of a stream in a faulted context: %v", err)
	}
	if err := th.EventDestroy(start); cu.Code(err) != cu.ErrorIllegalAddress {
		t.Errorf("event destroy in a faulted context: %v", err)
	}
	// The stream's sticky error comes before a NULL event's check (the
	// H200 through cudart: libcuda/testdata/cudart/suite, e_faults).
	if err := th.EventRecord(0, 0); cu.Code(err) != cu.ErrorIllegalAddress {
		t.Errorf("record of a NULL event in a faulted context: %v", err)
	}
}

func TestObserver(t *testing.T) {
	var mu sync.Mutex
	var kinds []NoticeKind
	var probe *Thread
	d, th, _ := setup(t, Config{Observer: func(n Notice) {
		mu.Lock()
		kinds = append(kinds, n.Kind)
		mu.Unlock()
		// An observer may call back into the driver: no lock is held.
		if probe != nil {
			probe.DevicePrimaryCtxGetState(0)
			probe.CtxGetCurrent()
		}
	}})
	probe = d.NewThread()
	c1, _ := th.CtxCreate(0, 0)
	p, _ := th.MemAlloc(16)
	th.MemFree(p)
	th.MemAlloc(16)
	th.CtxDestroy(c1)
	d.SetSticky(th, mustCurrent(t, th), cu.ErrorIllegalAddress, "x")
	th.DevicePrimaryCtxReset(0)
	want := []NoticeKind{
		NoticeInit, NoticeCtxActivate, NoticePrimaryRetain, NoticeCtxSetCurrent,
		NoticeCtxActivate, NoticeCtxCreate, NoticeMemAlloc, NoticeMemFree, NoticeMemAlloc,
		NoticeMemFree, NoticeCtxTeardown, NoticeCtxDestroy, NoticeSticky, NoticeCtxTeardown, NoticePrimaryReset,
	}
	if diff := cmp.Diff(want, kinds); diff != "" {
		t.Errorf("notices (-want +got):\n%s", diff)
	}
}

func mustCurrent(t *testing.T, th *Thread) Context {
	c, err := th.CtxGetCurrent()
	if err != nil || c == 0 {
		t.Fatalf("no current context: %v", err)
	}
	return c
}

// Many goroutines, each an emulated thread, share one emulator: run with
// -race.
func TestConcurrentThreads(t *testing.T) {
	d := New(Config{Devices: []Profile{H200(), A100()}})
	defer d.Close()
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			th := d.NewThread()
			fail := func(err error) bool {
				if err != nil {
					errs <- fmt.Errorf("goroutine %d: %w", g, err)
					return true
				}
				return false
			}
			if fail(th.Init(0)) {
				return
			}
			dev := Device(g % 2)
			pc, err := th.DevicePrimaryCtxRetain(dev)
			if fail(err) || fail(th.CtxPushCurrent(pc)) {
				return
			}
			for i := range 50 {
				c, err := th.CtxCreate(0, dev)
				if fail(err) {
					return
				}
				p, err := th.MemAlloc(uint64(64 + i))
				if fail(err) {
					return
				}
				want := bytes.Repeat([]byte{byte(g)}, 64)
				got := make([]byte, 64)
				if fail(th.MemcpyHtoD(p, want)) || fail(th.MemcpyDtoH(got, p)) {
					return
				}
				if !bytes.Equal(got, want) {
					fail(errors.New("read back other bytes"))
					return
				}
				s, err := th.StreamCreate(0)
				if fail(err) || fail(th.MemsetD8Async(p, 1, 64, s)) || fail(th.StreamDestroy(s)) {
					return
				}
				if i%2 == 0 {
					fail(th.MemFree(p))
				}
				if fail(th.CtxDestroy(c)) {
					return
				}
			}
			fail(th.DevicePrimaryCtxRelease(dev))
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if n := len(d.mem.Allocations()); n != 0 {
		t.Errorf("%d allocations left after every context went away", n)
	}
}

// BenchmarkFirstAlloc measures a fresh emulator's Init, primary context
// retain and first MemAlloc (the real H200 takes about 220 ms to its first
// context).
func BenchmarkFirstAlloc(b *testing.B) {
	for b.Loop() {
		d := New(Config{})
		th := d.NewThread()
		if err := th.Init(0); err != nil {
			b.Fatal(err)
		}
		c, err := th.DevicePrimaryCtxRetain(0)
		if err != nil {
			b.Fatal(err)
		}
		th.CtxSetCurrent(c)
		if _, err := th.MemAlloc(1 << 20); err != nil {
			b.Fatal(err)
		}
		d.Close()
	}
}

func BenchmarkMemAllocFree(b *testing.B) {
	_, th, _ := setup(b, Config{})
	for b.Loop() {
		p, err := th.MemAlloc(4096)
		if err != nil {
			b.Fatal(err)
		}
		th.MemFree(p)
	}
}

func TestHostRegister(t *testing.T) {
	d, th, _ := setup(t, Config{})
	buf := make([]byte, 100)
	if err := th.MemHostRegister(buf, MemHostRegisterDeviceMap); err != nil {
		t.Fatal(err)
	}
	p, err := th.MemHostGetDevicePointer(buf, 0)
	if err != nil || p != Addr(buf) {
		t.Fatalf("MemHostGetDevicePointer = %#x, %v", p, err)
	}
	dev, _ := th.MemAlloc(100)
	th.MemsetD8(dev, 42, 100)
	if err := th.Memcpy(p, dev, 100); err != nil {
		t.Fatal(err)
	}
	if buf[0] != 42 || buf[99] != 42 {
		t.Errorf("registered memory not written through its device address: %v", buf[:4])
	}
	if _, b, ok := d.mem.Span(p + 50); !ok || &b[0] != &buf[0] {
		t.Error("the engine does not see the registered bytes themselves")
	}
	for name, c := range map[string]struct {
		err  error
		want cu.Result
	}{
		"register twice":       {th.MemHostRegister(buf[10:20], 0), cu.ErrorHostMemoryAlreadyRegistered},
		"unregister interior":  {th.MemHostUnregister(buf[1:]), cu.ErrorInvalidValue}, // the H200 at a page inside (suite e_memory)
		"unregister unknown":   {th.MemHostUnregister(make([]byte, 8)), cu.ErrorHostMemoryNotRegistered},
		"free host registered": {th.MemFreeHost(buf), cu.ErrorInvalidValue},
		"iomemory":             {th.MemHostRegister(make([]byte, 8), MemHostRegisterIOMemory), cu.ErrorInvalidValue}, // ordinary memory
		"unregister":           {th.MemHostUnregister(buf), cu.Success},
		"unregister again":     {th.MemHostUnregister(buf), cu.ErrorHostMemoryNotRegistered},
	} {
		if cu.Code(c.err) != c.want {
			t.Errorf("%s: %v, want %s", name, c.err, c.want.Name())
		}
	}
}

func TestCacheConfig(t *testing.T) {
	d := New(Config{})
	th := d.NewThread()
	th.Init(0)
	if err := th.CtxSetCacheConfig(FuncCachePreferL1); cu.Code(err) != cu.ErrorInvalidContext {
		t.Errorf("without a context: %v", err)
	}
	th.CtxCreate(0, 0)
	if err := th.CtxSetCacheConfig(4); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("config 4: %v", err)
	}
	if err := th.CtxSetCacheConfig(FuncCachePreferL1); err != nil {
		t.Fatal(err)
	}
	if got, err := th.CtxGetCacheConfig(); got != FuncCachePreferL1 || err != nil {
		t.Errorf("CtxGetCacheConfig = %d, %v", got, err)
	}
}

func TestPointerGetAttributes(t *testing.T) {
	_, th, c := setup(t, Config{})
	p, _ := th.MemAlloc(64)
	attrs := []PointerAttribute{PointerAttributeMemoryType, PointerAttributeDevicePointer, PointerAttributeHostPointer,
		PointerAttributeIsManaged, PointerAttributeDeviceOrdinal, PointerAttributeContext}
	for _, c := range []struct {
		p    DevicePtr
		want []uint64
	}{
		{0xdead, []uint64{0, 0, 0xdead, 0, invalidDevice, 0}},
		{0, []uint64{0, 0, 0, 0, invalidDevice, 0}},
		{p + 8, []uint64{uint64(MemoryTypeDevice), p + 8, 0, 0, 0, uint64(c)}},
	} {
		got, err := th.PointerGetAttributes(attrs, c.p)
		if err != nil {
			t.Errorf("PointerGetAttributes(%#x): %v", c.p, err)
			continue
		}
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("PointerGetAttributes(%#x) (-want +got):\n%s", c.p, diff)
		}
	}
	// measured (testdata/reference/surface25, ptr): 22 is no attribute of driver 580
	if _, err := th.PointerGetAttributes([]PointerAttribute{22}, p); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("attribute 22: %v", err)
	}
}

// Config.HostMemory lets the generic copy reach pageable host memory (what
// the C library provides); without it such addresses are refused.
func TestPageableHostMemory(t *testing.T) {
	page := make([]byte, 64)
	base := Addr(page)
	resolve := func(addr, n uint64) ([]byte, bool) {
		if addr < base || addr+n > base+64 {
			return nil, false
		}
		return page[addr-base:], true
	}
	_, th, _ := setup(t, Config{HostMemory: resolve})
	p, _ := th.MemAlloc(64)
	th.MemsetD8(p, 9, 64)
	if err := th.Memcpy(base+8, p, 16); err != nil {
		t.Fatal(err)
	}
	if page[7] != 0 || page[8] != 9 || page[23] != 9 || page[24] != 0 {
		t.Errorf("pageable copy wrote %v", page[:32])
	}
	if err := th.Memcpy(base+60, p, 16); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("copy past the resolvable range: %v", err)
	}
	_, th2, _ := setup(t, Config{})
	p2, _ := th2.MemAlloc(64)
	if err := th2.Memcpy(base, p2, 16); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("pageable copy without a resolver: %v", err)
	}
}

func BenchmarkMemcpyHtoD1MiB(b *testing.B) {
	_, th, _ := setup(b, Config{})
	src := make([]byte, 1<<20)
	p, _ := th.MemAlloc(1 << 20)
	b.SetBytes(1 << 20)
	for b.Loop() {
		if err := th.MemcpyHtoD(p, src); err != nil {
			b.Fatal(err)
		}
	}
}

// Threads racing through the primary context's whole life — retain,
// release, reset, work — never corrupt it: every call answers with a code,
// and once every reference is released nothing is left.
func TestConcurrentPrimaryLifecycle(t *testing.T) {
	d := New(Config{})
	defer d.Close()
	var wg sync.WaitGroup
	for g := range 6 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			th := d.NewThread()
			th.Init(0)
			retained := 0
			for i := range 200 {
				switch (g + i) % 5 {
				case 0, 1:
					if c, err := th.DevicePrimaryCtxRetain(0); err == nil {
						retained++
						th.CtxSetCurrent(c)
					}
				case 2:
					// Only the allocation's bookkeeping is touched: after
					// another thread's reset, p may already belong to a third
					// thread, and writing into it would be the program's own
					// race, on the GPU as here.
					if p, err := th.MemAlloc(128); err == nil {
						th.MemGetAddressRange(p)
						th.MemFree(p)
					} else if c := cu.Code(err); c != cu.ErrorContextIsDestroyed && c != cu.ErrorInvalidContext {
						t.Errorf("MemAlloc: %v", err)
					}
				case 3:
					if g == 0 {
						th.DevicePrimaryCtxReset(0)
					}
				case 4:
					if retained > 0 {
						if err := th.DevicePrimaryCtxRelease(0); err != nil {
							t.Errorf("release of a held reference: %v", err)
						}
						retained--
					}
				}
			}
			for ; retained > 0; retained-- {
				if err := th.DevicePrimaryCtxRelease(0); err != nil {
					t.Errorf("final release: %v", err)
				}
			}
		}()
	}
	wg.Wait()
	th := d.NewThread()
	if _, active, _ := th.DevicePrimaryCtxGetState(0); active {
		t.Error("primary context still active after every reference was released")
	}
	if n := len(d.mem.Allocations()); n != 0 {
		t.Errorf("%d allocations left", n)
	}
	if free, total := d.mem.Info(0); free != total {
		t.Errorf("free %d of %d with no live context", free, total)
	}
	if err := th.DevicePrimaryCtxRelease(0); cu.Code(err) != cu.ErrorInvalidContext {
		t.Errorf("release past zero: %v", err)
	}
}

// TestStreamOfResetPrimary: a stream made before its primary context was
// reset is an unknown handle afterwards (CUDA_ERROR_INVALID_HANDLE), as the
// H200 answered cudaStreamSynchronize after cudaDeviceReset (the suite's
// s_devreset), not CUDA_ERROR_CONTEXT_IS_DESTROYED as for a stream of a
// context cuCtxDestroy destroyed.
func TestStreamOfResetPrimary(t *testing.T) {
	_, th, _ := setup(t, Config{})
	s, err := th.StreamCreate(0)
	must(t, err)
	must(t, th.DevicePrimaryCtxReset(0))
	c, err := th.DevicePrimaryCtxRetain(0)
	must(t, err)
	must(t, th.CtxSetCurrent(c))
	if err := th.StreamSynchronize(s); cu.Code(err) != cu.ErrorInvalidHandle {
		t.Errorf("stream of a reset primary context: %v, want CUDA_ERROR_INVALID_HANDLE", err)
	}
}
