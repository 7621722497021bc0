package ctx

import (
	"cmp"
	"maps"
	"slices"
	"sync"
	"sync/atomic"

	"cudasim/cu"
)

// Handles is how a driver names contexts.
type Handles interface {
	// Add gives a new context, its fields set, the handle the driver will
	// know it by.
	Add(c *Context) uint64
	// Discard retires the handle of a context that never came alive (an
	// activation hook failed while Create made it), so that no handle is
	// left pointing at it.
	Discard(c *Context, why string)
}

// Manager holds every context of one emulator.
type Manager struct {
	devices []Device
	handles Handles

	// life serializes context births and deaths, activation hooks and
	// teardown, so a context is never half made or half destroyed where
	// another lifecycle call can see it.
	life    sync.Mutex
	primary []*Context // by device; nil until first retained or asked for (PrimaryHandle)
	refs    []int      // primary retain counts
	pflags  []uint32   // primary flags, as cuDevicePrimaryCtxSetFlags left them
	hooks   []func(*Context) error
	nextID  uint64
	live    map[*Context]struct{} // every context not destroyed: regular ones until destroyed, primaries forever

	poison []atomic.Pointer[cu.Error] // by device: first sticky error seen there
}

// NewManager makes a manager for the given devices, naming each new context
// through handles.
func NewManager(devices []Device, handles Handles) *Manager {
	n := len(devices)
	return &Manager{
		devices: devices,
		handles: handles,
		primary: make([]*Context, n),
		refs:    make([]int, n),
		pflags:  make([]uint32, n),
		live:    map[*Context]struct{}{},
		poison:  make([]atomic.Pointer[cu.Error], n),
	}
}

// Active returns every active context, regular and primary, oldest first
// (by ID). A context may change state as soon as the call returns; what is
// returned is a snapshot. Hooks and Release methods must not call it (they
// run under the lock it takes).
func (m *Manager) Active() []*Context {
	m.life.Lock()
	out := make([]*Context, 0, len(m.live))
	for c := range m.live {
		if c.State() == Active {
			out = append(out, c)
		}
	}
	m.life.Unlock()
	slices.SortFunc(out, func(a, b *Context) int { return cmp.Compare(a.ID, b.ID) })
	return out
}

// OnActivate registers f to run whenever a context becomes active: when it is
// created, and when a primary context is retained out of the inactive state.
// Hooks run in registration order with the context already active; if one
// fails, the context is torn down again and the creating call fails with that
// error. Hooks must not create, destroy, retain, release or reset contexts.
func (m *Manager) OnActivate(f func(*Context) error) {
	m.life.Lock()
	defer m.life.Unlock()
	m.hooks = append(m.hooks, f)
}

func (m *Manager) checkDevice(dev int) error {
	if dev < 0 || dev >= len(m.devices) {
		return cu.Errorf(cu.ErrorInvalidDevice, "device %d out of range [0, %d)", dev, len(m.devices))
	}
	return nil
}

// DevicePoison returns the first sticky error of any context on dev, or nil.
func (m *Manager) DevicePoison(dev int) error {
	if e := m.poison[dev].Load(); e != nil {
		return e
	}
	return nil
}

// activate brings c to life with flags and runs the hooks. Callers hold
// m.life.
func (m *Manager) activate(c *Context, flags uint32) error {
	c.mu.Lock()
	c.flags = flags
	limits := maps.Clone(m.devices[c.Device].Limits)
	if limits == nil {
		limits = map[uint32]uint64{}
	}
	c.limits.Store(&limits)
	c.mu.Unlock()
	c.sticky.Store(nil)
	c.gen.Add(1)
	c.state.Store(uint32(Active))
	for _, h := range m.hooks {
		if err := h(c); err != nil {
			return err
		}
	}
	return nil
}

// newContext makes a context and names it. Callers hold m.life.
func (m *Manager) newContext(dev int, primary bool) *Context {
	m.nextID++
	c := &Context{m: m, Device: dev, Primary: primary, ID: m.nextID}
	c.Handle = m.handles.Add(c)
	m.live[c] = struct{}{}
	return c
}

// Create makes a regular context on dev and pushes it on t's stack
// (cuCtxCreate).
func (m *Manager) Create(t *Thread, flags uint32, dev int) (*Context, error) {
	if err := ValidateFlags(flags); err != nil {
		return nil, err
	}
	if err := m.checkDevice(dev); err != nil {
		return nil, err
	}
	if err := m.DevicePoison(dev); err != nil {
		return nil, err
	}
	m.life.Lock()
	c := m.newContext(dev, false)
	if err := m.activate(c, flags); err != nil {
		c.teardown(Destroyed)
		delete(m.live, c)
		m.life.Unlock()
		m.handles.Discard(c, "context whose creation failed: "+err.Error())
		return nil, err
	}
	m.life.Unlock()
	t.Push(c)
	return c, nil
}

// Destroy destroys a regular context (cuCtxDestroy): its resources are
// released, it is popped from t's stack if it is t's current context, and
// every other thread that has it current gets
// CUDA_ERROR_CONTEXT_IS_DESTROYED from then on.
func (m *Manager) Destroy(t *Thread, c *Context) error {
	if c.Primary {
		return cu.Errorf(cu.ErrorInvalidContext, "%v cannot be destroyed; release it with cuDevicePrimaryCtxRelease", c)
	}
	m.life.Lock()
	if c.State() == Destroyed {
		m.life.Unlock()
		return cu.Errorf(cu.ErrorInvalidContext, "%v was already destroyed", c)
	}
	dtors := c.teardown(Destroyed)
	delete(m.live, c)
	m.life.Unlock()
	t.popIf(c)
	runAll(dtors)
	return nil
}

// Primary returns dev's primary context, or nil if it was never retained
// or asked for.
func (m *Manager) Primary(dev int) *Context {
	if m.checkDevice(dev) != nil {
		return nil
	}
	m.life.Lock()
	defer m.life.Unlock()
	return m.primary[dev]
}

// PrimaryHandle returns dev's primary context without retaining or
// activating it, making it (inactive) if it never existed: what the CUDA
// runtime asks the driver for before it retains (export table
// CUDART_INTERFACE slot 2). Measured: the handle can be made current, work
// in it is CUDA_ERROR_CONTEXT_IS_DESTROYED, and a later retain returns the
// same handle, active.
func (m *Manager) PrimaryHandle(dev int) (*Context, error) {
	if err := m.checkDevice(dev); err != nil {
		return nil, err
	}
	m.life.Lock()
	defer m.life.Unlock()
	return m.primaryLocked(dev), nil
}

// primaryLocked returns dev's primary context, making it, inactive, the
// first time. Callers hold m.life.
func (m *Manager) primaryLocked(dev int) *Context {
	c := m.primary[dev]
	if c == nil {
		c = m.newContext(dev, true)
		m.primary[dev] = c
	}
	return c
}

// PrimaryRetain retains dev's primary context, activating it (with the
// stored primary flags plus CU_CTX_MAP_HOST, which the real driver adds:
// measured in testdata/reference/probe2) if it is inactive; the handle is the same for the
// life of the manager. It does not make the context current.
func (m *Manager) PrimaryRetain(dev int) (*Context, error) {
	if err := m.checkDevice(dev); err != nil {
		return nil, err
	}
	if err := m.DevicePoison(dev); err != nil {
		return nil, err
	}
	m.life.Lock()
	defer m.life.Unlock()
	c := m.primaryLocked(dev)
	if c.State() != Active {
		if err := m.activate(c, m.pflags[dev]|MapHost); err != nil {
			c.teardown(Inactive)
			return nil, err
		}
	}
	m.refs[dev]++
	return c, nil
}

// PrimaryRelease drops one reference to dev's primary context; the last
// one resets it and, as a reset does, its stored flags (measured: a
// context retained after cuDevicePrimaryCtxSetFlags(BLOCKING_SYNC) read
// flags 0 in cuDevicePrimaryCtxGetState after its last release and after
// the next retain; libcuda/testdata/cudart/interop26/h200/cxp.out).
// Releasing more often than retained is CUDA_ERROR_INVALID_CONTEXT. It
// never changes any thread's stack.
func (m *Manager) PrimaryRelease(dev int) (reset bool, err error) {
	if err := m.checkDevice(dev); err != nil {
		return false, err
	}
	m.life.Lock()
	if m.refs[dev] == 0 {
		m.life.Unlock()
		return false, cu.Errorf(cu.ErrorInvalidContext, "primary context of device %d is not retained", dev)
	}
	m.refs[dev]--
	var dtors []func()
	if m.refs[dev] == 0 {
		m.pflags[dev] = 0
		if c := m.primary[dev]; c != nil && c.State() == Active {
			dtors, reset = c.teardown(Inactive), true
		}
	}
	m.life.Unlock()
	runAll(dtors)
	return reset, nil
}

// PrimaryReset destroys all resources of dev's primary context now, whatever
// its retain count, leaving it inactive: its handle stays current wherever
// it was, and work there gets CUDA_ERROR_CONTEXT_IS_DESTROYED until it is
// retained again. The retain count is unchanged, the stored primary flags
// go back to 0 (measured: after cudaSetDeviceFlags(spin | lmem resize) and
// cudaDeviceReset, the next retain's context had only CU_CTX_MAP_HOST;
// libcuda/testdata/cudart/suite/golden/b130/s_devreset.h200.out).
func (m *Manager) PrimaryReset(dev int) (wasActive bool, err error) {
	if err := m.checkDevice(dev); err != nil {
		return false, err
	}
	m.life.Lock()
	m.pflags[dev] = 0
	var dtors []func()
	if c := m.primary[dev]; c != nil && c.State() == Active {
		dtors, wasActive = c.teardown(Inactive), true
	}
	m.life.Unlock()
	runAll(dtors)
	return wasActive, nil
}

// PrimarySetFlags stores dev's primary flags (cuDevicePrimaryCtxSetFlags).
// As measured in testdata/reference/probe2 on the real driver, they also
// reach an active primary context at once (cuCtxGetFlags then shows them,
// plus the implicit CU_CTX_MAP_HOST), and CU_CTX_MAP_HOST itself is refused
// with CUDA_ERROR_INVALID_VALUE although cuCtxCreate accepts it.
func (m *Manager) PrimarySetFlags(dev int, flags uint32) error {
	if err := m.checkDevice(dev); err != nil {
		return err
	}
	if err := ValidateFlags(flags); err != nil {
		return err
	}
	if flags&MapHost != 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "primary context flags %#x: CU_CTX_MAP_HOST is implied and cannot be set", flags)
	}
	m.life.Lock()
	defer m.life.Unlock()
	m.pflags[dev] = flags
	if c := m.primary[dev]; c != nil && c.State() == Active {
		c.mu.Lock()
		c.flags = flags | MapHost
		c.mu.Unlock()
	}
	return nil
}

// PrimaryState reports dev's stored primary flags and whether the primary
// context is active (cuDevicePrimaryCtxGetState).
func (m *Manager) PrimaryState(dev int) (flags uint32, active bool, err error) {
	if err := m.checkDevice(dev); err != nil {
		return 0, false, err
	}
	m.life.Lock()
	defer m.life.Unlock()
	c := m.primary[dev]
	return m.pflags[dev], c != nil && c.State() == Active, nil
}

// PrimaryRefs returns the retain count of dev's primary context.
func (m *Manager) PrimaryRefs(dev int) int {
	if m.checkDevice(dev) != nil {
		return 0
	}
	m.life.Lock()
	defer m.life.Unlock()
	return m.refs[dev]
}

// Thread is one host thread's stack of current contexts.
type Thread struct {
	mu    sync.Mutex
	stack []*Context
	// top is the top of the stack, set by every change under mu: Current, which every
	// launch and synchronisation asks (twice for a launch + synchronise), takes no lock.
	top atomic.Pointer[Context]
}

// Current returns the top of the stack, or nil.
func (t *Thread) Current() *Context { return t.top.Load() }

// settle publishes the top of the stack after a change; t.mu is held.
func (t *Thread) settle() {
	var c *Context
	if len(t.stack) > 0 {
		c = t.stack[len(t.stack)-1]
	}
	t.top.Store(c)
}

// Push makes c current, keeping the previous current context below it.
func (t *Thread) Push(c *Context) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.stack = append(t.stack, c)
	t.settle()
}

// Pop removes and returns the current context; an empty stack is
// CUDA_ERROR_INVALID_CONTEXT.
func (t *Thread) Pop() (*Context, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.stack) == 0 {
		return nil, cu.Errorf(cu.ErrorInvalidContext, "no current context to pop")
	}
	c := t.stack[len(t.stack)-1]
	t.stack[len(t.stack)-1] = nil
	t.stack = t.stack[:len(t.stack)-1]
	t.settle()
	return c, nil
}

// SetCurrent replaces the top of the stack with c (pushing onto an empty
// stack); c == nil pops, and does nothing on an empty stack.
func (t *Thread) SetCurrent(c *Context) {
	t.mu.Lock()
	defer t.mu.Unlock()
	switch {
	case c == nil && len(t.stack) > 0:
		t.stack[len(t.stack)-1] = nil
		t.stack = t.stack[:len(t.stack)-1]
	case c == nil:
	case len(t.stack) == 0:
		t.stack = append(t.stack, c)
	default:
		t.stack[len(t.stack)-1] = c
	}
	t.settle()
}

// Stack returns a copy of the stack, bottom first: the current context is
// the last element.
func (t *Thread) Stack() []*Context {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]*Context(nil), t.stack...)
}

// Depth returns the number of contexts on the stack.
func (t *Thread) Depth() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.stack)
}

// popIf pops c if it is the current context.
func (t *Thread) popIf(c *Context) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if n := len(t.stack); n > 0 && t.stack[n-1] == c {
		t.stack[n-1] = nil
		t.stack = t.stack[:n-1]
	}
	t.settle()
}
