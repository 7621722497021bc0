package driver

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/cu"
)

// A primary context that was reset or released is not destroyed: as the
// transcript shows, it stays current under the same handle, may be made
// current again, and a retain makes it usable.
func TestMakeCurrentInactivePrimary(t *testing.T) {
	_, th, c0 := setup(t, Config{})
	must(t, th.DevicePrimaryCtxReset(0))
	for _, step := range []struct {
		name string
		err  error
	}{
		{"set current after reset", th.CtxSetCurrent(c0)},
		{"push after reset", th.CtxPushCurrent(c0)},
	} {
		if step.err != nil {
			t.Errorf("%s: %v", step.name, step.err)
		}
	}
	_, err := th.MemAlloc(8)
	wantCode(t, "cuMemAlloc in the reset primary context", err, cu.ErrorContextIsDestroyed)
	c, err := th.DevicePrimaryCtxRetain(0)
	must(t, err)
	if c != c0 {
		t.Errorf("retain after reset gave %#x, want the same handle %#x", c, c0)
	}
	if _, err := th.MemAlloc(8); err != nil {
		t.Errorf("cuMemAlloc after the retain reactivated the primary context: %v", err)
	}
}

// When a context cannot come alive (here: the device has no room for a
// context's own memory), cuCtxCreate fails and leaves no handle behind.
func TestCtxCreateFailureLeavesNoHandle(t *testing.T) {
	p := H200()
	p.ContextReserve = p.TotalMem + 1
	d := New(Config{Devices: []Profile{p}})
	t.Cleanup(d.Close)
	th := d.NewThread()
	must(t, th.Init(0))
	live := func() int {
		d.handles.mu.RLock()
		defer d.handles.mu.RUnlock()
		return len(d.handles.objs)
	}
	before := live()
	_, err := th.CtxCreate(0, 0)
	wantCode(t, "cuCtxCreate on a device with no room for a context", err, cu.ErrorOutOfMemory)
	if n := live(); n != before {
		t.Errorf("a failed cuCtxCreate left %d handles in the table (had %d)", n, before)
	}
	if cur, _ := th.CtxGetCurrent(); cur != 0 {
		t.Errorf("a failed cuCtxCreate made %#x current", cur)
	}
	if got := d.ctxs.Active(); len(got) != 0 {
		t.Errorf("active contexts after a failed cuCtxCreate: %v", got)
	}
}

// A destroyed context is recognised however many other handles were
// retired since (other tombstones are forgotten past maxTombstones).
func TestDestroyedContextRememberedAfterChurn(t *testing.T) {
	_, th, c0 := setup(t, Config{})
	c1, err := th.CtxCreate(0, 0)
	must(t, err)
	must(t, th.CtxDestroy(c1))
	must(t, th.CtxSetCurrent(c0))
	var first Stream
	for i := range maxTombstones + 10 {
		s, err := th.StreamCreate(0)
		must(t, err)
		must(t, th.StreamDestroy(s))
		if i == 0 {
			first = s
		}
	}
	wantCode(t, "cuCtxSetCurrent of a context destroyed long ago", th.CtxSetCurrent(c1), cu.ErrorContextIsDestroyed)
	wantCode(t, "cuCtxPushCurrent of a context destroyed long ago", th.CtxPushCurrent(c1), cu.ErrorContextIsDestroyed)
	// A stale stream is still refused, its reason forgotten or not.
	wantCode(t, "a stream destroyed long ago", th.StreamQuery(first), cu.ErrorInvalidHandle)
}

// ContextStack shows the whole stack, bottom first, as pushes, pops,
// set-current and destroy change it.
func TestContextStack(t *testing.T) {
	d := New(Config{})
	t.Cleanup(d.Close)
	th := d.NewThread()
	must(t, th.Init(0))
	if st := th.ContextStack(); len(st) != 0 {
		t.Fatalf("fresh thread's stack %v, want empty", st)
	}
	a, err := th.CtxCreate(0, 0)
	must(t, err)
	b, err := th.CtxCreate(0, 0)
	must(t, err)
	p, err := th.DevicePrimaryCtxRetain(0)
	must(t, err)
	steps := []struct {
		name string
		do   func() error
		want []Context
	}{
		{"two creates", func() error { return nil }, []Context{a, b}},
		{"push primary", func() error { return th.CtxPushCurrent(p) }, []Context{a, b, p}},
		{"set current replaces the top", func() error { return th.CtxSetCurrent(a) }, []Context{a, b, a}},
		{"pop", func() error { _, err := th.CtxPopCurrent(); return err }, []Context{a, b}},
		{"destroy the current one pops it", func() error { return th.CtxDestroy(b) }, []Context{a}},
		{"set current null pops", func() error { return th.CtxSetCurrent(0) }, []Context{}},
	}
	for _, s := range steps {
		must(t, s.do())
		if diff := cmp.Diff(s.want, th.ContextStack()); diff != "" {
			t.Errorf("after %s (-want +got):\n%s", s.name, diff)
		}
	}
}

// TestPrimaryCtxFlags replays probe2's primaryflags section: the flags
// cuDevicePrimaryCtxSetFlags accepts before any retain, the implicit
// CU_CTX_MAP_HOST of an active primary context, new flags reaching an active
// primary context, and the flags of created contexts.
func TestPrimaryCtxFlags(t *testing.T) {
	all := readProbe2(t)
	d := New(Config{ModuleLoading: ModuleLoadingLazy})
	t.Cleanup(d.Close) // device addresses are process-wide: give them back
	th := d.NewThread()
	if err := th.Init(0); err != nil {
		t.Fatal(err)
	}
	d0, _ := th.DeviceGet(0)
	var c0 Context
	state := func() (error, []string) {
		f, a, err := th.DevicePrimaryCtxGetState(d0)
		return err, []string{fmt.Sprintf("flags=%d active=%d", f, b2i(a))}
	}
	var got []string
	for _, f := range []uint32{0, 0x1, 0x2, 0x4, 0x8, 0x10, 0x40, 0x80} {
		err := th.DevicePrimaryCtxSetFlags(d0, f)
		sf, a, _ := th.DevicePrimaryCtxGetState(d0)
		got = append(got, fmt.Sprintf("setflags %#x -> %d state flags=%d active=%d", f, codeOf(err), sf, b2i(a)))
	}
	if diff := cmp.Diff(loopLines(all, "setflags "), got); diff != "" {
		t.Errorf("cuDevicePrimaryCtxSetFlags before retain (-real +cudasim):\n%s", diff)
	}
	ctxFlags := func(label string) func() (error, []string) {
		return func() (error, []string) {
			f, err := th.CtxGetFlags()
			return err, []string{fmt.Sprintf("%s=%d", label, f)}
		}
	}
	replayProbe2(t, all["primaryflags"], []probeStep{
		{call: "cuDevicePrimaryCtxGetState(d0, &flags, &active", run: func() (error, []string) {
			// Printed before the loop: the state of a fresh device.
			return nil, []string{"flags=0 active=0"}
		}},
		{call: "cuDevicePrimaryCtxSetFlags(d0, CU_CTX_SCHED_BL", run: func() (error, []string) { return none(th.DevicePrimaryCtxSetFlags(d0, 0x4)) }},
		{call: "cuDevicePrimaryCtxRetain(&c0, d0)", run: func() (error, []string) { var err error; c0, err = th.DevicePrimaryCtxRetain(d0); return none(err) }},
		{call: "cuCtxSetCurrent(c0)", run: func() (error, []string) { return none(th.CtxSetCurrent(c0)) }},
		{call: "cuCtxGetFlags(&flags)", run: ctxFlags("ctxflags")},
		{call: "cuDevicePrimaryCtxGetState(d0, &flags, &active", run: state},
		{call: "cuDevicePrimaryCtxSetFlags(d0, CU_CTX_SCHED_SP", run: func() (error, []string) { return none(th.DevicePrimaryCtxSetFlags(d0, 0x1)) }},
		{call: "cuCtxGetFlags(&flags)", run: ctxFlags("ctxflags after setflags while active")},
		{call: "cuDevicePrimaryCtxGetState(d0, &flags, &active", run: state},
	})
	got = nil
	for _, f := range []uint32{0, 0x1, 0x8, 0x10, 0xc} {
		c1, err := th.CtxCreate(f, d0)
		gf, err2 := th.CtxGetFlags()
		if err2 != nil {
			gf = 12345
		}
		got = append(got, fmt.Sprintf("ctxcreate flags %#x -> %d getflags -> %d flags=%d", f, codeOf(err), codeOf(err2), gf))
		if err == nil {
			th.CtxDestroy(c1)
		}
	}
	if diff := cmp.Diff(loopLines(all, "ctxcreate "), got); diff != "" {
		t.Errorf("cuCtxCreate + cuCtxGetFlags (-real +cudasim):\n%s", diff)
	}
}

// cuCtxGetId of a destroyed context, or of a primary context released for the
// last time, is CUDA_ERROR_CONTEXT_IS_DESTROYED, where cuCtxGetApiVersion of the
// same handles is CUDA_ERROR_INVALID_CONTEXT (an H100 with the H200's driver:
// testdata/reference/tidy32/h100-s34, outputs_N.out).
func TestCtxGetIdOfDeadContexts(t *testing.T) {
	_, th, _ := setup(t, Config{})
	own, err := th.CtxCreate(0, 0)
	must(t, err)
	if _, err := th.CtxGetId(own); err != nil {
		t.Fatalf("cuCtxGetId of a live context: %v", err)
	}
	must(t, th.CtxDestroy(own))
	_, err = th.CtxGetId(own)
	wantCode(t, "cuCtxGetId of a destroyed context", err, cu.ErrorContextIsDestroyed)
	_, err = th.CtxGetApiVersion(own)
	wantCode(t, "cuCtxGetApiVersion of a destroyed context", err, cu.ErrorInvalidContext)
	primary, err := th.DevicePrimaryCtxRetain(0)
	must(t, err)
	must(t, th.CtxSetCurrent(primary))
	// setup retained it once; release both.
	must(t, th.DevicePrimaryCtxRelease(0))
	must(t, th.DevicePrimaryCtxRelease(0))
	_, err = th.CtxGetId(primary)
	wantCode(t, "cuCtxGetId of a released primary context", err, cu.ErrorContextIsDestroyed)
	_, err = th.CtxGetApiVersion(primary)
	wantCode(t, "cuCtxGetApiVersion of a released primary context", err, cu.ErrorInvalidContext)
}
