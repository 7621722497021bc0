package ctx

import (
	"errors"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/cu"
)

// testHandles names contexts 0x10, 0x20, ... and remembers which are live.
type testHandles struct {
	mu   sync.Mutex
	next uint64
	live map[uint64]*Context
}

func (h *testHandles) Add(c *Context) uint64 {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.next += 0x10
	h.live[h.next] = c
	return h.next
}

func (h *testHandles) Discard(c *Context, why string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	delete(h.live, c.Handle)
}

func (h *testHandles) count() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.live)
}

func newTestManager(devices int) *Manager {
	m, _ := newTestManagerHandles(devices)
	return m
}

func newTestManagerHandles(devices int) (*Manager, *testHandles) {
	devs := make([]Device, devices)
	for i := range devs {
		devs[i] = Device{Limits: map[uint32]uint64{0: 1024}}
	}
	h := &testHandles{live: map[uint64]*Context{}}
	return NewManager(devs, h), h
}

type recorder struct {
	mu  sync.Mutex
	log []string
}

func (r *recorder) add(s string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.log = append(r.log, s)
}

// Attachments are released last first, once, on destroy; a destroyed
// context takes no more.
func TestAttachmentsReleasedOnDestroy(t *testing.T) {
	m := newTestManager(1)
	var th Thread
	c, err := m.Create(&th, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	var r recorder
	a, b := NewKey("a"), NewKey("b")
	c.Attach(a, ReleaseFunc(func() { r.add("a1") }))
	c.Attach(b, ReleaseFunc(func() { r.add("b") }))
	c.Attach(a, ReleaseFunc(func() { r.add("a2") })) // replaces a1, releasing it
	got, err := c.AttachOnce(b, func() (Resource, error) { t.Error("mk called with b attached"); return nil, nil })
	if err != nil || got == nil {
		t.Errorf("AttachOnce(b) = %v, %v", got, err)
	}
	if err := m.Destroy(&th, c); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"a1", "a2", "b"}, r.log); diff != "" {
		t.Errorf("release order (-want +got):\n%s", diff)
	}
	if err := c.Attach(a, ReleaseFunc(func() { r.add("late") })); cu.Code(err) != cu.ErrorContextIsDestroyed {
		t.Errorf("Attach after destroy: %v", err)
	}
	if r.log[len(r.log)-1] != "late" {
		t.Error("a refused attachment was not released")
	}
	if err := m.Destroy(&th, c); cu.Code(err) != cu.ErrorInvalidContext {
		t.Errorf("second destroy: %v", err)
	}
}

func TestHooksRunOnActivation(t *testing.T) {
	m, handles := newTestManagerHandles(1)
	var r recorder
	fail := false
	m.OnActivate(func(c *Context) error {
		if fail {
			return cu.Errorf(cu.ErrorOutOfMemory, "hook refuses")
		}
		r.add(c.String())
		return nil
	})
	p, err := m.PrimaryRetain(0)
	if err != nil {
		t.Fatal(err)
	}
	m.PrimaryRetain(0) // already active: no hook
	m.PrimaryReset(0)
	m.PrimaryRetain(0) // reactivated: hook again
	if len(r.log) != 2 || p.Generation() != 2 {
		t.Errorf("hooks ran %d times, generation %d; want 2, 2", len(r.log), p.Generation())
	}
	fail = true
	var th Thread
	if _, err := m.Create(&th, 0, 0); cu.Code(err) != cu.ErrorOutOfMemory || th.Depth() != 0 {
		t.Errorf("Create with a failing hook: %v, stack depth %d", err, th.Depth())
	}
	// The context that failed to come alive keeps no handle: only the
	// primary context is named.
	if n := handles.count(); n != 1 {
		t.Errorf("after a failed Create %d handles are live, want 1 (the primary context)", n)
	}
	if got := m.Active(); len(got) != 1 || got[0] != p {
		t.Errorf("Active after a failed Create = %v, want [%v]", got, p)
	}
	m.PrimaryReset(0)
	if _, err := m.PrimaryRetain(0); cu.Code(err) != cu.ErrorOutOfMemory || p.State() != Inactive || m.PrimaryRefs(0) != 3 {
		t.Errorf("retain with a failing hook: %v, state %v, refs %d", err, p.State(), m.PrimaryRefs(0))
	}
}

// The primary context's life as the reference transcript shows it.
func TestPrimaryLifecycle(t *testing.T) {
	m := newTestManager(2)
	if _, err := m.PrimaryRelease(0); cu.Code(err) != cu.ErrorInvalidContext {
		t.Errorf("release of a never retained primary: %v", err)
	}
	p, _ := m.PrimaryRetain(0)
	var th Thread
	th.SetCurrent(p)
	if _, err := m.PrimaryReset(0); err != nil {
		t.Fatal(err)
	}
	if th.Current() != p || cu.Code(p.Err()) != cu.ErrorContextIsDestroyed {
		t.Errorf("after reset: current %v, Err %v", th.Current(), p.Err())
	}
	p2, _ := m.PrimaryRetain(0)
	if p2 != p || p.Err() != nil || m.PrimaryRefs(0) != 2 {
		t.Errorf("retain after reset: same=%v err=%v refs=%d", p2 == p, p.Err(), m.PrimaryRefs(0))
	}
	p.SetSticky(cu.ErrorIllegalAddress, "fault")
	if !errors.Is(p.Err(), cu.ErrorIllegalAddress) {
		t.Errorf("sticky Err = %v", p.Err())
	}
	m.PrimaryReset(0)
	if _, err := m.PrimaryRetain(0); cu.Code(err) != cu.ErrorIllegalAddress {
		t.Errorf("retain on a poisoned device: %v", err)
	}
	if _, err := m.Create(&th, 0, 0); cu.Code(err) != cu.ErrorIllegalAddress {
		t.Errorf("create on a poisoned device: %v", err)
	}
	if _, err := m.Create(&th, 0, 1); err != nil {
		t.Errorf("create on the other device: %v", err)
	}
	if err := m.PrimarySetFlags(1, SchedSpin|SchedYield); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("two scheduling flags: %v", err)
	}
	if _, err := m.PrimaryRetain(2); cu.Code(err) != cu.ErrorInvalidDevice {
		t.Errorf("retain of device 2: %v", err)
	}
}

func TestThreadStack(t *testing.T) {
	m := newTestManager(1)
	var a, b Thread
	c1, _ := m.Create(&a, 0, 0)
	c2, _ := m.Create(&a, 0, 0)
	b.Push(c2)
	if err := m.Destroy(&a, c2); err != nil {
		t.Fatal(err)
	}
	// Popped on the destroying thread only.
	if a.Current() != c1 || b.Current() != c2 || cu.Code(b.Current().Err()) != cu.ErrorContextIsDestroyed {
		t.Errorf("after destroy: a's current %v, b's %v (%v)", a.Current(), b.Current(), b.Current().Err())
	}
	a.SetCurrent(nil)
	a.SetCurrent(nil)
	if _, err := a.Pop(); cu.Code(err) != cu.ErrorInvalidContext {
		t.Errorf("pop of an empty stack: %v", err)
	}
	a.SetCurrent(c1)
	a.SetCurrent(c1)
	if a.Depth() != 1 {
		t.Errorf("SetCurrent pushed twice: depth %d", a.Depth())
	}
}

// Active lists the active contexts of every kind, oldest first: not
// destroyed ones, not inactive primaries.
func TestActive(t *testing.T) {
	m := newTestManager(2)
	var th Thread
	p0, _ := m.PrimaryRetain(0)
	c1, _ := m.Create(&th, 0, 1)
	c2, _ := m.Create(&th, 0, 0)
	p1, _ := m.PrimaryRetain(1)
	c3, _ := m.Create(&th, 0, 0)
	handle := func(cs []*Context) []uint64 {
		var out []uint64
		for _, c := range cs {
			out = append(out, c.Handle)
		}
		return out
	}
	for _, step := range []struct {
		name string
		do   func()
		want []*Context
	}{
		{"all alive", func() {}, []*Context{p0, c1, c2, p1, c3}},
		{"c2 destroyed", func() { m.Destroy(&th, c2) }, []*Context{p0, c1, p1, c3}},
		{"primary 0 reset", func() { m.PrimaryReset(0) }, []*Context{c1, p1, c3}},
		{"primary 1 released", func() { m.PrimaryRelease(1) }, []*Context{c1, c3}},
		{"primary 0 retained again", func() { m.PrimaryRetain(0) }, []*Context{p0, c1, c3}},
	} {
		step.do()
		if diff := cmp.Diff(handle(step.want), handle(m.Active())); diff != "" {
			t.Errorf("%s: Active (-want +got):\n%s", step.name, diff)
		}
	}
}

func TestValidateFlags(t *testing.T) {
	for _, c := range []struct {
		flags uint32
		ok    bool
	}{
		{0, true}, {SchedBlockingSync, true}, {SchedSpin | MapHost | SyncMemops, true},
		{3, false}, {5, false}, {6, false}, {7, false}, {0x100, false}, {0xffff, false},
	} {
		if err := ValidateFlags(c.flags); (err == nil) != c.ok {
			t.Errorf("ValidateFlags(%#x) = %v", c.flags, err)
		}
	}
}

// Primary flags as the real driver 580 handles them
// (testdata/reference/probe2): CU_CTX_MAP_HOST is refused by
// PrimarySetFlags yet always on in an active primary context, and new flags
// reach an active primary context at once.
func TestPrimaryFlags(t *testing.T) {
	m := newTestManager(1)
	for _, c := range []struct {
		flags uint32
		code  cu.Result
	}{
		{SchedBlockingSync, cu.Success},
		{MapHost, cu.ErrorInvalidValue},
		{SchedSpin | MapHost, cu.ErrorInvalidValue},
		{LmemResizeToMax, cu.Success},
		{SchedSpin | SchedYield, cu.ErrorInvalidValue},
	} {
		if err := m.PrimarySetFlags(0, c.flags); cu.Code(err) != c.code {
			t.Errorf("PrimarySetFlags(%#x): %v, want %v", c.flags, err, c.code)
		}
	}
	if err := m.PrimarySetFlags(0, SchedBlockingSync); err != nil {
		t.Fatal(err)
	}
	p, err := m.PrimaryRetain(0)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Flags(); got != SchedBlockingSync|MapHost {
		t.Errorf("active primary flags %#x, want %#x", got, SchedBlockingSync|MapHost)
	}
	if err := m.PrimarySetFlags(0, SchedSpin); err != nil {
		t.Fatal(err)
	}
	if got := p.Flags(); got != SchedSpin|MapHost {
		t.Errorf("flags after PrimarySetFlags while active %#x, want %#x", got, SchedSpin|MapHost)
	}
	if f, _, _ := m.PrimaryState(0); f != SchedSpin {
		t.Errorf("stored primary flags %#x, want %#x", f, SchedSpin)
	}
	var th Thread
	c, err := m.Create(&th, SchedSpin, 0)
	if err != nil {
		t.Fatal(err)
	}
	if c.Flags() != SchedSpin {
		t.Errorf("created context flags %#x: no implicit bits wanted", c.Flags())
	}
}

// A reset takes the stored primary flags back to 0: the H200's
// cudaGetDeviceFlags after cudaSetDeviceFlags(spin | lmem resize),
// cudaDeviceReset and the next retain showed CU_CTX_MAP_HOST alone
// (libcuda/testdata/cudart/suite/golden/b130/s_devreset.h200.out).
func TestPrimaryResetClearsFlags(t *testing.T) {
	m := newTestManager(1)
	if err := m.PrimarySetFlags(0, SchedSpin|LmemResizeToMax); err != nil {
		t.Fatal(err)
	}
	p, err := m.PrimaryRetain(0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.PrimaryReset(0); err != nil {
		t.Fatal(err)
	}
	if f, active, _ := m.PrimaryState(0); f != 0 || active {
		t.Errorf("after the reset: stored flags %#x, active %v; want 0, false", f, active)
	}
	if _, err := m.PrimaryRetain(0); err != nil {
		t.Fatal(err)
	}
	if got := p.Flags(); got != MapHost {
		t.Errorf("flags of the primary context retained after the reset %#x, want %#x", got, MapHost)
	}
}
