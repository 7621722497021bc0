// Package ctx models CUDA contexts: primary contexts with their retain counts,
// regular contexts, the per-thread stacks of current contexts, sticky errors,
// and the resources that live and die with a context.
//
// The package knows nothing of modules, streams or memory: those hang their
// per-context state on a context as attachments (Attach), which are released
// when the context is destroyed or reset, and the driver registers hooks
// (OnActivate) that run whenever a context comes alive, so that, say, every
// loaded library can be loaded into it.
//
// Lifecycle rules follow the real driver (CUDA 13.0, driver 580, measured on
// an H200): retaining a primary context never makes it current; releasing it
// past zero is CUDA_ERROR_INVALID_CONTEXT; resetting it keeps its handle, and
// work on it then gives CUDA_ERROR_CONTEXT_IS_DESTROYED until it is retained
// again, which reactivates the same handle. Destroying a regular context pops
// it only from the calling thread's stack; other threads that still have it
// current get CUDA_ERROR_CONTEXT_IS_DESTROYED.
package ctx

import (
	"fmt"
	"maps"
	"sync"
	"sync/atomic"

	"cudasim/cu"
)

// State is a context's life stage.
type State uint32

const (
	// Inactive: a primary context not initialized yet, or reset, or
	// released to zero. Its handle stays valid; work on it fails with
	// CUDA_ERROR_CONTEXT_IS_DESTROYED until it is retained again.
	Inactive State = iota
	// Active: usable.
	Active
	// Destroyed: a regular context after cuCtxDestroy. Final.
	Destroyed
)

func (s State) String() string {
	switch s {
	case Inactive:
		return "inactive"
	case Active:
		return "active"
	case Destroyed:
		return "destroyed"
	}
	return fmt.Sprintf("State(%d)", uint32(s))
}

// Flags that a context may be created with (CUctx_flags).
const (
	SchedAuto         = 0x00
	SchedSpin         = 0x01
	SchedYield        = 0x02
	SchedBlockingSync = 0x04
	SchedMask         = 0x07
	MapHost           = 0x08
	LmemResizeToMax   = 0x10
	CoredumpEnable    = 0x20
	UserCoredump      = 0x40
	SyncMemops        = 0x80
	FlagsMask         = 0xFF
)

// ValidateFlags checks context creation flags as cuCtxCreate and
// cuDevicePrimaryCtxSetFlags do: no bits outside CU_CTX_FLAGS_MASK and at
// most one scheduling policy.
func ValidateFlags(flags uint32) error {
	if flags&^FlagsMask != 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "context flags %#x: bits outside CU_CTX_FLAGS_MASK (0xff)", flags)
	}
	switch flags & SchedMask {
	case SchedAuto, SchedSpin, SchedYield, SchedBlockingSync:
		return nil
	}
	return cu.Errorf(cu.ErrorInvalidValue, "context flags %#x: more than one scheduling policy", flags)
}

// Device is what the package needs to know of a device.
type Device struct {
	// Limits are the values cuCtxGetLimit starts from in a new context, by
	// CUlimit. A limit not in the map is not supported by the device.
	Limits map[uint32]uint64
}

// A Resource is something a context owns: released exactly once, when the
// context is destroyed or reset, in the reverse order of attachment.
type Resource interface{ Release() }

// ReleaseFunc adapts a function to Resource.
type ReleaseFunc func()

// Release calls f.
func (f ReleaseFunc) Release() { f() }

// A Key names one kind of per-context resource; make one per kind with NewKey
// and keep it in a package variable.
type Key struct{ name string }

// NewKey returns a new key; name is for diagnostics.
func NewKey(name string) *Key { return &Key{name: name} }

func (k *Key) String() string { return k.name }

type attachment struct {
	key *Key
	res Resource
}

// Context is one CUDA context.
type Context struct {
	m       *Manager
	Handle  uint64 // the driver's handle for it, fixed for its life
	ID      uint64 // cuCtxGetId: unique among the manager's contexts
	Device  int
	Primary bool

	state  atomic.Uint32
	sticky atomic.Pointer[cu.Error]
	gen    atomic.Uint64 // activations so far

	// limits are the CUlimit values, replaced whole by SetLimit (copy on write): every launch
	// reads the stack size without a lock.
	limits atomic.Pointer[map[uint32]uint64]

	mu       sync.Mutex // guards the fields below
	flags    uint32
	attached []attachment
	locals   []local // context-local storage, oldest first
}

// A local is one entry of a context's local storage: a value a client (the
// CUDA runtime) keeps in the context under a key of its own, with a
// destructor the driver runs when the context's resources go.
type local struct {
	key, value uint64
	destroy    func()
}

func (c *Context) String() string {
	kind := "context"
	if c.Primary {
		kind = "primary context"
	}
	return fmt.Sprintf("%s %#x (device %d)", kind, c.Handle, c.Device)
}

// State returns the context's life stage.
func (c *Context) State() State { return State(c.state.Load()) }

// Generation counts the context's activations: a primary context that was
// reset and retained again has a higher generation, so per-context caches can
// tell a fresh incarnation from the old one.
func (c *Context) Generation() uint64 { return c.gen.Load() }

// Flags returns the flags the context was created (or activated) with.
func (c *Context) Flags() uint32 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.flags
}

// Err says whether work may be done in the context: nil when it is active and
// healthy; CUDA_ERROR_CONTEXT_IS_DESTROYED when it was destroyed or is an
// inactive primary context; its sticky error otherwise.
func (c *Context) Err() error {
	switch c.State() {
	case Destroyed:
		return cu.Errorf(cu.ErrorContextIsDestroyed, "%v was destroyed", c)
	case Inactive:
		return cu.Errorf(cu.ErrorContextIsDestroyed, "%v is not active (reset or released; retain it again)", c)
	}
	return c.Sticky()
}

// Sticky returns the context's sticky error, or nil. A fault poisons the
// whole device: the H200 answered the faulting context's 700 in every other
// context of the device too, the primary one included, also after the
// faulting context was destroyed (testdata/reference/faith, transcript-w2.txt,
// section sticky-ctx).
func (c *Context) Sticky() error {
	if e := c.sticky.Load(); e != nil {
		return e
	}
	if e := c.m.poison[c.Device].Load(); e != nil {
		return e
	}
	return nil
}

// SetSticky records a context-corrupting error (a kernel fault): every later
// call doing work in the context returns it, and the device accepts no new
// contexts or primary retains (the process must be restarted, as on real
// hardware). Only the first error sticks; SetSticky reports whether this one
// did.
func (c *Context) SetSticky(code cu.Result, detail string) bool {
	return c.SetStickyCause(code, detail, nil)
}

// SetStickyCause is SetSticky with the error that caused it (a kernel's
// fault), which the sticky error wraps.
func (c *Context) SetStickyCause(code cu.Result, detail string, cause error) bool {
	e := &cu.Error{Result: code, Detail: detail, Cause: cause}
	if !c.sticky.CompareAndSwap(nil, e) {
		return false
	}
	c.m.poison[c.Device].CompareAndSwap(nil, e)
	return true
}

// Limit returns the context's value of a CUlimit; ok is false for limits the
// device does not support.
func (c *Context) Limit(l uint32) (v uint64, ok bool) {
	if m := c.limits.Load(); m != nil {
		v, ok = (*m)[l]
	}
	return v, ok
}

// SetLimit sets a CUlimit value (the caller validates it).
func (c *Context) SetLimit(l uint32, v uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	m := map[uint32]uint64{}
	if old := c.limits.Load(); old != nil {
		m = maps.Clone(*old)
	}
	m[l] = v
	c.limits.Store(&m)
}

// Attach hangs r on the context under key k, replacing (and releasing) what
// was there. It fails with CUDA_ERROR_CONTEXT_IS_DESTROYED when the context is
// not active, and then releases r itself.
func (c *Context) Attach(k *Key, r Resource) error {
	c.mu.Lock()
	if c.State() != Active {
		c.mu.Unlock()
		r.Release()
		return cu.Errorf(cu.ErrorContextIsDestroyed, "%v is %v: cannot attach %s", c, c.State(), k)
	}
	var old Resource
	for i := range c.attached {
		if c.attached[i].key == k {
			old = c.attached[i].res
			c.attached = append(c.attached[:i], c.attached[i+1:]...)
			break
		}
	}
	c.attached = append(c.attached, attachment{k, r})
	c.mu.Unlock()
	if old != nil {
		old.Release()
	}
	return nil
}

// Attached returns what is attached under k, or nil.
func (c *Context) Attached(k *Key) Resource {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, a := range c.attached {
		if a.key == k {
			return a.res
		}
	}
	return nil
}

// AttachOnce returns what is attached under k, making and attaching it with
// mk if there is nothing yet. mk runs without locks held; when two callers
// race, one result wins and the other is released.
func (c *Context) AttachOnce(k *Key, mk func() (Resource, error)) (Resource, error) {
	if r := c.Attached(k); r != nil {
		return r, nil
	}
	r, err := mk()
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	if c.State() != Active {
		c.mu.Unlock()
		r.Release()
		return nil, cu.Errorf(cu.ErrorContextIsDestroyed, "%v is %v: cannot attach %s", c, c.State(), k)
	}
	for _, a := range c.attached {
		if a.key == k {
			c.mu.Unlock()
			r.Release()
			return a.res, nil
		}
	}
	c.attached = append(c.attached, attachment{k, r})
	c.mu.Unlock()
	return r, nil
}

// Detach removes what is attached under k without releasing it, and returns
// it (nil if nothing was attached).
func (c *Context) Detach(k *Key) Resource {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, a := range c.attached {
		if a.key == k {
			c.attached = append(c.attached[:i], c.attached[i+1:]...)
			return a.res
		}
	}
	return nil
}

// PutLocal stores value under key in the context's local storage (the
// CUDA runtime's per-context state), replacing what was there; destroy, if
// not nil, runs when the context is destroyed or reset, or the primary
// context released for the last time. A replaced entry's destructor does
// not run (not measured; the runtime puts each key once).
func (c *Context) PutLocal(key, value uint64, destroy func()) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i := range c.locals {
		if c.locals[i].key == key {
			c.locals[i] = local{key, value, destroy}
			return
		}
	}
	c.locals = append(c.locals, local{key, value, destroy})
}

// Local returns the value stored under key.
func (c *Context) Local(key uint64) (uint64, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, l := range c.locals {
		if l.key == key {
			return l.value, true
		}
	}
	return 0, false
}

// DeleteLocal removes key without running its destructor, reporting
// whether it was there.
func (c *Context) DeleteLocal(key uint64) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, l := range c.locals {
		if l.key == key {
			c.locals = append(c.locals[:i], c.locals[i+1:]...)
			return true
		}
	}
	return false
}

// Locals counts the entries of the context's local storage.
func (c *Context) Locals() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.locals)
}

// teardown moves the context to state s, releases its attachments, last
// attached first, and returns the destructors of its local storage, newest
// first, for the caller to run once it no longer holds m.life: they call
// back into the client, which may call the driver. Callers hold m.life.
func (c *Context) teardown(s State) (destructors []func()) {
	c.state.Store(uint32(s))
	c.mu.Lock()
	list := c.attached
	c.attached = nil
	locals := c.locals
	c.locals = nil
	c.mu.Unlock()
	for i := len(list) - 1; i >= 0; i-- {
		list[i].res.Release()
	}
	for i := len(locals) - 1; i >= 0; i-- {
		if locals[i].destroy != nil {
			destructors = append(destructors, locals[i].destroy)
		}
	}
	return destructors
}

// runAll runs functions in order.
func runAll(fs []func()) {
	for _, f := range fs {
		f()
	}
}

// SetFlags is cuCtxSetFlags: the flags become flags, less the creation-only
// coredump flags, which the H200 accepted without reporting them, and with
// CU_CTX_MAP_HOST, which it always reported (testdata/reference/streamops,
// section attrs).
func (c *Context) SetFlags(flags uint32) error {
	if err := ValidateFlags(flags); err != nil {
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.flags = flags&^(CoredumpEnable|UserCoredump) | MapHost
	return nil
}
