package driver

import (
	"fmt"
	"math"
	"sync"

	"cudasim/cu"
	"cudasim/internal/ctx"
)

// resourcesKey is where the driver keeps what a context owns: its streams and
// events, and (by owner) its memory.
var resourcesKey = ctx.NewKey("driver resources")

type ctxResources struct {
	d           *Driver
	c           *ctx.Context
	mu          sync.Mutex
	streams     map[Stream]*stream
	events      map[Event]*event
	cacheConfig FuncCache
	// defaultAttrs are the attributes of the context's default streams
	// (streamattr.go).
	defaultAttrs streamAttrs
	// ctxWaits are the completions cuCtxWaitEvent made all later work of
	// the context wait for (streamops.go).
	ctxWaits []chan struct{}
	// nullStreamID is the id of the context's NULL (legacy) stream, taken
	// when the context comes alive.
	nullStreamID uint64
	// peers are the contexts this one has peer access to
	// (cuCtxEnablePeerAccess), each with its generation then (see
	// livePeers); nil until the first.
	peers map[*ctx.Context]uint64
	// legacy is the lane of the context's legacy default stream
	// (streamq.go); perThread are the per-thread default streams, by host
	// thread id, each made at its first use (perThreadStream).
	legacy    lane
	perThread map[int]*stream
	orphans   []*lane // lanes of streams destroyed with work in flight, which cuCtxSynchronize still waits for
}

// Release frees everything the context owns, when it is destroyed or reset.
func (r *ctxResources) Release() {
	d, c := r.d, r.c
	r.mu.Lock()
	gone := streamOfDestroyedContext
	if c.Primary {
		gone = streamOfResetContext
	}
	for h := range r.streams {
		d.handles.remove(uint64(h), gone)
	}
	for h := range r.events {
		d.handles.remove(uint64(h), "event destroyed with its context")
	}
	r.streams, r.events = nil, nil
	r.mu.Unlock()
	freed := d.mem.FreeOwner(c.Handle)
	for _, a := range freed {
		d.ipcFreed(a)
	}
	d.sanitizer().leaks(freed) // --leak-check: what the program left allocated in the context
	d.sanContextGone(c)
	if d.observed() {
		for _, a := range freed {
			d.queue(Notice{Kind: NoticeMemFree, Device: a.Device, Context: Context(c.Handle), Addr: a.Base, Size: a.Size,
				Reason: ReasonTeardown, What: a.Kind.String(),
				Detail: fmt.Sprintf("%s memory freed with its context", a.Kind)})
		}
		d.queue(Notice{Kind: NoticeCtxTeardown, Device: c.Device, Context: Context(c.Handle), Count: len(freed),
			Detail: fmt.Sprintf("%v released its resources (%d allocations)", c, len(freed))})
	}
	d.mu.Lock()
	d.liveCtxs[c.Device]--
	last := d.liveCtxs[c.Device] == 0
	d.mu.Unlock()
	d.mem.Unreserve(c.Device, d.contextReserve(c.Device, last))
}

// perThreadStream returns host thread tid's per-thread default stream of
// the context: a blocking stream of handle CU_STREAM_PER_THREAD with a lane
// and a capture state of its own (docs/streams.md), made, and its id taken
// (newStreamID), at its first use. r.mu is held.
func (r *ctxResources) perThreadStream(tid int) *stream {
	s := r.perThread[tid]
	if s == nil {
		if r.perThread == nil {
			r.perThread = map[int]*stream{}
		}
		s = &stream{handle: StreamPerThread, c: r.c, id: r.d.newStreamID()}
		r.perThread[tid] = s
	}
	return s
}

func (r *ctxResources) addStream(s *stream) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.streams[s.handle] = s
}

func (r *ctxResources) removeStream(h Stream) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if s := r.streams[h]; s != nil {
		laneMu.Lock()
		if pending(s.lane.tail) {
			r.orphans = append(r.orphans, &s.lane)
		}
		laneMu.Unlock()
	}
	delete(r.streams, h)
}

func (r *ctxResources) addEvent(e *event) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.events[e.handle] = e
}

func (r *ctxResources) removeEvent(h Event) {
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.events, h)
}

// resources returns the driver's per-context record, nil if the context is
// not active.
func resources(c *ctx.Context) *ctxResources {
	r, _ := c.Attached(resourcesKey).(*ctxResources)
	return r
}

// contextActivated runs when any context comes alive: the device's memory
// footprint grows (cuMemGetInfo on the reference H200 shows 552402944 bytes
// in use with one fresh context, and 548995072 more for each further one:
// testdata/reference/probe2) and the per-context record is attached.
func (d *Driver) contextActivated(c *ctx.Context) error {
	d.mu.Lock()
	first := d.liveCtxs[c.Device] == 0
	d.liveCtxs[c.Device]++
	d.mu.Unlock()
	if err := d.mem.Reserve(c.Device, d.contextReserve(c.Device, first)); err != nil {
		d.mu.Lock()
		d.liveCtxs[c.Device]--
		d.mu.Unlock()
		return err
	}
	r := &ctxResources{d: d, c: c, streams: map[Stream]*stream{}, events: map[Event]*event{}, nullStreamID: d.contextStreamID()}
	if err := c.Attach(resourcesKey, r); err != nil {
		return err
	}
	if d.observed() { // formatting the notice was a tenth of cuInit's first context
		d.queue(Notice{Kind: NoticeCtxActivate, Device: c.Device, Context: Context(c.Handle), Detail: fmt.Sprintf("%v is active", c)})
	}
	return nil
}

// contextReserve is the device memory one context takes: the profile's
// ContextReserve for the only one, ExtraContextReserve for each other.
func (d *Driver) contextReserve(dev int, only bool) uint64 {
	if only {
		return d.devices[dev].ContextReserve
	}
	return d.devices[dev].ExtraContextReserve
}

// setSticky gives c a sticky error and tells the Observer.
func (d *Driver) setSticky(t *Thread, c *ctx.Context, code cu.Result, detail string) {
	d.setStickyCause(t, c, code, detail, nil)
}

// setStickyCause is setSticky keeping the fault that caused the error.
func (d *Driver) setStickyCause(t *Thread, c *ctx.Context, code cu.Result, detail string, cause error) {
	if c.SetStickyCause(code, detail, cause) {
		tid := 0
		if t != nil {
			tid = t.id
		}
		d.emit(Notice{Kind: NoticeSticky, Thread: tid, Device: c.Device, Context: Context(c.Handle), Code: code, Detail: detail})
	}
}

// context resolves a context handle.
func (d *Driver) context(h Context) (*ctx.Context, error) {
	c, ok := lookupHandle[*ctx.Context](d, uint64(h))
	if !ok {
		return nil, d.badHandle(cu.ErrorInvalidContext, "context", uint64(h))
	}
	if c.State() == ctx.Destroyed {
		return nil, cu.Errorf(cu.ErrorInvalidContext, "%v was destroyed", c)
	}
	return c, nil
}

// contextToMakeCurrent resolves a handle given to cuCtxSetCurrent or
// cuCtxPushCurrent. A context destroyed by cuCtxDestroy is
// CUDA_ERROR_CONTEXT_IS_DESTROYED rather than the real driver's success
// followed by a crash (context tombstones are never forgotten); any other
// value that is not a live context is CUDA_ERROR_INVALID_CONTEXT.
func (d *Driver) contextToMakeCurrent(h Context, call string) (*ctx.Context, error) {
	destroyed := func(what string) error {
		return cu.Errorf(cu.ErrorContextIsDestroyed,
			"%s of context %#x (%s): a destroyed context cannot be made current (the real driver 580 returns CUDA_SUCCESS here and crashes on the next call)",
			call, uint64(h), what)
	}
	if what, gone := d.destroyedContext(h); gone {
		return nil, destroyed(what)
	}
	if c, ok := lookupHandle[*ctx.Context](d, uint64(h)); ok {
		return c, nil
	}
	return nil, d.badHandle(cu.ErrorInvalidContext, "context", uint64(h))
}

// destroyedContext reports whether h is a context cuCtxDestroy destroyed or is
// destroying (retiring its handle), and in what words (its tombstone's).
func (d *Driver) destroyedContext(h Context) (what string, destroyed bool) {
	if c, ok := lookupHandle[*ctx.Context](d, uint64(h)); ok {
		return "being destroyed", c.State() == ctx.Destroyed
	}
	if ts, ok := d.handles.retired(uint64(h)); ok && ts.kind == "context" {
		return ts.what, true
	}
	return "", false
}

// ContextState is a context's life stage.
type ContextState = ctx.State

// Context states.
const (
	ContextInactive  = ctx.Inactive  // a primary context never retained, reset, or released to zero
	ContextActive    = ctx.Active    // usable
	ContextDestroyed = ctx.Destroyed // a regular context after cuCtxDestroy
)

// ContextInfo is a snapshot of what the driver knows of a context, for
// narrators and tools (the state can change as soon as it is taken).
type ContextInfo struct {
	Handle  Context
	Device  int
	Primary bool
	State   ContextState
	Sticky  cu.Result // the sticky error, 0 if none
}

func infoOf(c *ctx.Context) ContextInfo {
	return ContextInfo{Handle: Context(c.Handle), Device: c.Device, Primary: c.Primary, State: c.State(), Sticky: cu.Code(c.Sticky())}
}

// ContextInfo describes the context behind a handle; ok is false for
// handles that are not contexts (a destroyed context's handle stays one
// until the driver retires it). A cudasim query, not a driver call.
func (d *Driver) ContextInfo(h Context) (info ContextInfo, ok bool) {
	c, ok := d.contextObject(h)
	if !ok {
		return ContextInfo{}, false
	}
	return infoOf(c), true
}

// contextObject returns the context object behind a handle; ok is false
// for handles that are not live contexts.
func (d *Driver) contextObject(h Context) (*ctx.Context, bool) {
	return lookupHandle[*ctx.Context](d, uint64(h))
}

func handleOf(c *ctx.Context) Context {
	if c == nil {
		return 0
	}
	return Context(c.Handle)
}

// --- primary contexts ---

// DevicePrimaryCtxRetain is cuDevicePrimaryCtxRetain: it retains dev's
// primary context, activating it if needed, and returns its handle, which is
// the same for the life of the emulator. It does not make the context
// current. On a device where a context hit a sticky error it fails with that
// error (measured: retaining after a reset that followed an illegal address
// returns CUDA_ERROR_ILLEGAL_ADDRESS and leaves the context inactive).
func (t *Thread) DevicePrimaryCtxRetain(dev Device) (Context, error) {
	if _, err := t.d.device(dev); err != nil {
		return 0, err
	}
	c, err := t.d.ctxs.PrimaryRetain(int(dev))
	t.d.flush(t.id)
	if err != nil {
		return 0, err
	}
	refs := t.d.ctxs.PrimaryRefs(int(dev))
	t.d.emit(Notice{Kind: NoticePrimaryRetain, Thread: t.id, Device: int(dev), Context: Context(c.Handle), Count: refs,
		Detail: fmt.Sprintf("retain count %d", refs)})
	return Context(c.Handle), nil
}

// DevicePrimaryCtxRelease is cuDevicePrimaryCtxRelease_v2: it drops one
// reference; the last one resets the context (its resources are freed and it
// becomes inactive, but stays current wherever it was). Releasing more often
// than retained is CUDA_ERROR_INVALID_CONTEXT.
func (t *Thread) DevicePrimaryCtxRelease(dev Device) error {
	if _, err := t.d.device(dev); err != nil {
		return err
	}
	reset, err := t.d.ctxs.PrimaryRelease(int(dev))
	t.d.flush(t.id)
	if err != nil {
		return err
	}
	if t.d.observed() {
		refs := t.d.ctxs.PrimaryRefs(int(dev))
		detail := fmt.Sprintf("retain count %d", refs)
		n := Notice{Kind: NoticePrimaryRelease, Thread: t.id, Device: int(dev), Context: handleOf(t.d.ctxs.Primary(int(dev))), Count: refs}
		if reset {
			detail += "; last reference gone, context reset"
			n.Reason = ReasonCtxReset
		}
		n.Detail = detail
		t.d.emit(n)
	}
	return nil
}

// DevicePrimaryCtxReset is cuDevicePrimaryCtxReset_v2: it frees all
// resources of dev's primary context now, whatever its retain count (which is
// unchanged), leaving it inactive. Threads that had it current keep its
// handle as current, and work there gets CUDA_ERROR_CONTEXT_IS_DESTROYED
// until it is retained again.
func (t *Thread) DevicePrimaryCtxReset(dev Device) error {
	if _, err := t.d.device(dev); err != nil {
		return err
	}
	if p := t.d.ctxs.Primary(int(dev)); p != nil {
		if err := t.drain("cuDevicePrimaryCtxReset", p); err != nil { // its work in flight ends first (streamq.go)
			return err
		}
	}
	was, err := t.d.ctxs.PrimaryReset(int(dev))
	t.d.flush(t.id)
	if err != nil {
		return err
	}
	if t.d.observed() {
		detail := "was not active"
		if was {
			detail = "resources released, context inactive"
		}
		t.d.emit(Notice{Kind: NoticePrimaryReset, Thread: t.id, Device: int(dev), Context: handleOf(t.d.ctxs.Primary(int(dev))), Detail: detail})
	}
	return nil
}

// DevicePrimaryCtxSetFlags is cuDevicePrimaryCtxSetFlags_v2: it stores the
// flags the primary context is activated with (bits outside 0xff, more than
// one scheduling policy, or CU_CTX_MAP_HOST: CUDA_ERROR_INVALID_VALUE). New
// flags reach an already active primary context at once (measured in
// testdata/reference/probe2).
func (t *Thread) DevicePrimaryCtxSetFlags(dev Device, flags uint32) error {
	if _, err := t.d.device(dev); err != nil {
		return err
	}
	if err := t.d.ctxs.PrimarySetFlags(int(dev), flags); err != nil {
		return err
	}
	if t.d.observed() {
		t.d.emit(Notice{Kind: NoticePrimaryFlags, Thread: t.id, Device: int(dev), Detail: fmt.Sprintf("flags %#x", flags)})
	}
	return nil
}

// DevicePrimaryCtxGetState is cuDevicePrimaryCtxGetState: the stored flags
// and whether the primary context is active.
func (t *Thread) DevicePrimaryCtxGetState(dev Device) (flags uint32, active bool, err error) {
	if _, err := t.d.device(dev); err != nil {
		return 0, false, err
	}
	return t.d.ctxs.PrimaryState(int(dev))
}

// --- regular contexts and the stack ---

// CtxCreate is cuCtxCreate (the CUDA 13 form with NULL create params): it
// makes a context on dev and pushes it on the calling thread's stack. On a
// device where a context hit a sticky error it fails with that error (not
// measured; the driver documents that the process must be restarted).
func (t *Thread) CtxCreate(flags uint32, dev Device) (Context, error) {
	return t.CtxCreateWithParams(CtxCreateParams{}, flags, dev)
}

// CtxCreateParams is what cuCtxCreate_v3 and _v4 take beyond the flags:
// execution-affinity parameters (v3, v4) and a CIG graphics context (v4).
type CtxCreateParams struct {
	Affinities int  // how many execution-affinity parameters were given
	CIG        bool // a CUctxCigParam was given
}

// CtxCreateWithParams is cuCtxCreate_v3 and _v4: CtxCreate, refusing
// execution affinity (SM partitions) and CUDA-in-graphics contexts, which
// cudasim does not emulate, with CUDA_ERROR_NOT_SUPPORTED.
func (t *Thread) CtxCreateWithParams(p CtxCreateParams, flags uint32, dev Device) (Context, error) {
	if p.Affinities != 0 || p.CIG {
		return 0, cu.Errorf(cu.ErrorNotSupported, "cuCtxCreate with %d execution-affinity parameters and CIG %v: neither is emulated", p.Affinities, p.CIG)
	}
	if _, err := t.d.device(dev); err != nil {
		return 0, err
	}
	c, err := t.d.ctxs.Create(&t.ct, flags, int(dev))
	t.d.flush(t.id)
	if err != nil {
		return 0, err
	}
	t.d.emit(Notice{Kind: NoticeCtxCreate, Thread: t.id, Device: int(dev), Context: Context(c.Handle),
		Detail: fmt.Sprintf("%v created with flags %#x and pushed", c, flags)})
	return Context(c.Handle), nil
}

// CtxDestroy is cuCtxDestroy_v2: it destroys a regular context and frees
// everything it owns. It is popped from the calling thread's stack if it is
// current there; other threads that have it current get
// CUDA_ERROR_CONTEXT_IS_DESTROYED. A destroyed handle gives
// CUDA_ERROR_INVALID_CONTEXT (as measured), NULL CUDA_ERROR_INVALID_VALUE
// and a primary context's handle CUDA_ERROR_INVALID_CONTEXT, leaving it
// active and current (both measured in testdata/reference/probe2).
func (t *Thread) CtxDestroy(h Context) error {
	return t.ctxDestroy(h, "context destroyed by cuCtxDestroy")
}

// ctxDetached is the tombstone of a context cuCtxDetach destroyed: the H200
// answered cuCtxDestroy of it CUDA_ERROR_CONTEXT_IS_DESTROYED
// (testdata/reference/surface25/misc.txt).
const ctxDetached = "context destroyed by its last cuCtxDetach"

func (t *Thread) ctxDestroy(h Context, what string) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	if h == 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "cuCtxDestroy of a NULL context")
	}
	if ts, dead := t.d.handles.retired(uint64(h)); dead && ts.what == ctxDetached {
		return cu.Errorf(cu.ErrorContextIsDestroyed, "cuCtxDestroy: context %#x was destroyed by cuCtxDetach", uint64(h))
	}
	if t.d.isGreen(h) {
		return cu.Errorf(cu.ErrorInvalidContext, "context %#x is a green context's: cuGreenCtxDestroy destroys it (measured)", uint64(h))
	}
	c, err := t.d.context(h)
	if err != nil {
		return err
	}
	if err := t.drain("cuCtxDestroy", c); err != nil { // its work in flight ends first (streamq.go)
		return err
	}
	err = t.d.ctxs.Destroy(&t.ct, c)
	t.d.flush(t.id)
	if err != nil {
		return err
	}
	t.d.handles.remove(uint64(h), what)
	if t.d.observed() {
		t.d.emit(Notice{Kind: NoticeCtxDestroy, Thread: t.id, Device: c.Device, Context: h, Detail: fmt.Sprintf("%v destroyed", c)})
	}
	return nil
}

// CtxPushCurrent is cuCtxPushCurrent_v2: it pushes a context on the calling
// thread's stack. NULL is CUDA_ERROR_INVALID_VALUE; a context destroyed by
// CtxDestroy, CUDA_ERROR_CONTEXT_IS_DESTROYED (the real driver 580 returns
// success and crashes on the next call); any other handle that is not a
// live context, CUDA_ERROR_INVALID_CONTEXT. A primary context that was reset
// or released is not destroyed: it may be pushed, and retaining it again
// makes it usable.
func (t *Thread) CtxPushCurrent(h Context) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	if h == 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "cuCtxPushCurrent of a NULL context")
	}
	c, err := t.d.contextToMakeCurrent(h, "cuCtxPushCurrent")
	if err != nil {
		return err
	}
	t.ct.Push(c)
	t.d.emit(Notice{Kind: NoticeCtxPush, Thread: t.id, Device: c.Device, Context: h})
	return nil
}

// CtxPopCurrent is cuCtxPopCurrent_v2: it pops the calling thread's current
// context and returns it; an empty stack is CUDA_ERROR_INVALID_CONTEXT.
func (t *Thread) CtxPopCurrent() (Context, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	c, err := t.ct.Pop()
	if err != nil {
		return 0, err
	}
	t.d.emit(Notice{Kind: NoticeCtxPop, Thread: t.id, Device: c.Device, Context: Context(c.Handle)})
	return Context(c.Handle), nil
}

// CtxSetCurrent is cuCtxSetCurrent: it replaces the calling thread's current
// context (pushing onto an empty stack); NULL pops, and is a no-op on an
// empty stack. A context destroyed by CtxDestroy gives
// CUDA_ERROR_CONTEXT_IS_DESTROYED (the real driver 580 returns success and
// crashes on the next call); any other handle that is not a live context,
// CUDA_ERROR_INVALID_CONTEXT. An inactive primary context (reset or
// released) may be made current, as measured: it stays the same handle, and
// retaining it again makes it usable.
func (t *Thread) CtxSetCurrent(h Context) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	var c *ctx.Context
	if h != 0 {
		var err error
		if c, err = t.d.contextToMakeCurrent(h, "cuCtxSetCurrent"); err != nil {
			return err
		}
	}
	t.ct.SetCurrent(c)
	dev := -1
	if c != nil {
		dev = c.Device
	}
	t.d.emit(Notice{Kind: NoticeCtxSetCurrent, Thread: t.id, Device: dev, Context: h})
	return nil
}

// CtxGetCurrent is cuCtxGetCurrent: the calling thread's current context, 0
// if none. A destroyed or reset context that is still on top of the stack is
// returned as it is (as measured).
func (t *Thread) CtxGetCurrent() (Context, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if err := t.hostCodeRefuses("cuCtxGetCurrent"); err != nil {
		return 0, err
	}
	return handleOf(t.ct.Current()), nil
}

// ToolsCurrentContext is the export table's current context (TOOLS_TLS),
// which the runtime asks inside its own calls: host code may make it, as
// it may cudaEventQuery (hostCodeRefuses).
func (t *Thread) ToolsCurrentContext() (Context, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	return handleOf(t.ct.Current()), nil
}

// CtxGetDevice is cuCtxGetDevice: the device of the current context.
func (t *Thread) CtxGetDevice() (Device, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if err := t.hostCodeRefuses("cuCtxGetDevice"); err != nil {
		return 0, err
	}
	// An inactive primary context still names its device: cudart 11.8's
	// cudaSetDevice makes the primary context current before anything
	// retains it, and cudaGetDevice then asks (measured on the H200 after a
	// last release and after a reset: 0 and the device;
	// testdata/reference/samples/ctxprobe.txt).
	if c := t.ct.Current(); c != nil && c.Primary && c.State() == ctx.Inactive {
		return Device(c.Device), nil
	}
	c, err := t.currentLive()
	if err != nil {
		return 0, err
	}
	return Device(c.Device), nil
}

// currentLive is current without the sticky-error check: for queries that
// do no work in the context.
func (t *Thread) currentLive() (*ctx.Context, error) {
	if err := t.d.ready(); err != nil {
		return nil, err
	}
	c := t.ct.Current()
	if c == nil {
		return nil, cu.Errorf(cu.ErrorInvalidContext, "no current context on thread %d", t.id)
	}
	if c.State() != ctx.Active {
		return nil, c.Err()
	}
	return c, nil
}

// CtxGetFlags is cuCtxGetFlags: the flags of the current context as created;
// a primary context also shows CU_CTX_MAP_HOST, which the real driver adds
// to it and to no created context (measured in testdata/reference/probe2).
func (t *Thread) CtxGetFlags() (uint32, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	// An inactive primary context answers 0, after a last release and after
	// a reset alike (measured: testdata/reference/samples/ctxprobe.txt).
	if c := t.ct.Current(); c != nil && c.Primary && c.State() == ctx.Inactive {
		return 0, nil
	}
	c, err := t.currentLive()
	if err != nil {
		return 0, err
	}
	return c.Flags(), nil
}

// CtxGetId is cuCtxGetId: a number unique among the emulator's contexts;
// h == 0 means the current context. A handle of a destroyed context, or of a
// primary context released for the last time, is CUDA_ERROR_CONTEXT_IS_DESTROYED
// (measured: testdata/reference/tidy32/h100-s34, where cuCtxGetApiVersion of
// the same handles answered CUDA_ERROR_INVALID_CONTEXT).
func (t *Thread) CtxGetId(h Context) (uint64, error) {
	if h != 0 && t.d.ready() == nil {
		what, gone := t.d.destroyedContext(h)
		if c, ok := lookupHandle[*ctx.Context](t.d, uint64(h)); ok && c.Primary && c.State() != ctx.Active {
			what, gone = "a primary context released for the last time", true
		}
		if gone {
			return 0, cu.Errorf(cu.ErrorContextIsDestroyed, "context %#x (%s)", uint64(h), what)
		}
	}
	c, err := t.ctxOrCurrent(h)
	if err != nil {
		return 0, err
	}
	return c.ID, nil
}

func (t *Thread) ctxOrCurrent(h Context) (*ctx.Context, error) {
	if h == 0 {
		return t.currentLive()
	}
	if err := t.d.ready(); err != nil {
		return nil, err
	}
	return t.d.context(h)
}

// CtxSynchronizeOf is cuCtxSynchronize_v2 (CUDA 13): CtxSynchronize of
// context h (0: the current context).
func (t *Thread) CtxSynchronizeOf(h Context) error {
	return t.inContext(h, t.CtxSynchronize)
}

// CtxGetDeviceOf is cuCtxGetDevice_v2 (CUDA 13): CtxGetDevice of context h
// (0: the current context).
func (t *Thread) CtxGetDeviceOf(h Context) (dev Device, err error) {
	err = t.inContext(h, func() error {
		dev, err = t.CtxGetDevice()
		return err
	})
	return dev, err
}

// inContext runs f with context h current on the thread for the call (h == 0:
// as it is), which is how the CUDA 13 entry points that name their context
// are defined.
func (t *Thread) inContext(h Context, f func() error) error {
	if h == 0 {
		return f()
	}
	if err := t.CtxPushCurrent(h); err != nil {
		return err
	}
	err := f()
	if _, perr := t.CtxPopCurrent(); err == nil {
		err = perr
	}
	return err
}

// CtxSynchronize is cuCtxSynchronize: it waits for the current context's
// work (all work runs synchronously, so there is none pending) and returns
// its sticky error if it has one.
func (t *Thread) CtxSynchronize() error {
	c, err := t.current()
	if err == nil {
		err = t.hostCodeRefuses("cuCtxSynchronize")
	}
	if err == nil {
		err = t.captureRefuses(0, c, "cuCtxSynchronize")
	}
	if err == nil {
		err = t.drain("cuCtxSynchronize", c)
	}
	if err == nil {
		err = c.Err() // the work waited for may have faulted
	}
	if err == nil {
		t.d.poolsSynchronized(0, c.Device, true, nil)
		t.sanSyncContext(c)
	}
	return err
}

// CtxGetApiVersion is cuCtxGetApiVersion: 3020 for every context, as
// measured; h == 0 means the current context.
//
// A primary context that is not active (never retained: the handle the
// runtime gets from DevicePrimaryCtxHandle; reset; released for the last
// time, current or not) is CUDA_ERROR_INVALID_CONTEXT (all measured: the
// last in libcuda/testdata/cudart/interop26/h200/cxp.out; the CUDA
// runtime's cudaDeviceReset asks, and retains only when it answers).
func (t *Thread) CtxGetApiVersion(h Context) (uint32, error) {
	c, err := t.ctxOrCurrent(h)
	if err != nil {
		return 0, err
	}
	if c.Primary && c.State() != ctx.Active {
		return 0, cu.Errorf(cu.ErrorInvalidContext, "%v is not active (never retained, reset or released)", c)
	}
	return APIVersion, nil
}

// Limit is CUlimit.
type Limit uint32

const (
	LimitStackSize                    Limit = 0 // CU_LIMIT_STACK_SIZE
	LimitPrintfFifoSize               Limit = 1 // CU_LIMIT_PRINTF_FIFO_SIZE
	LimitMallocHeapSize               Limit = 2 // CU_LIMIT_MALLOC_HEAP_SIZE
	LimitDevRuntimeSyncDepth          Limit = 3 // CU_LIMIT_DEV_RUNTIME_SYNC_DEPTH
	LimitDevRuntimePendingLaunchCount Limit = 4 // CU_LIMIT_DEV_RUNTIME_PENDING_LAUNCH_COUNT
	LimitMaxL2FetchGranularity        Limit = 5 // CU_LIMIT_MAX_L2_FETCH_GRANULARITY
	LimitPersistingL2CacheSize        Limit = 6 // CU_LIMIT_PERSISTING_L2_CACHE_SIZE
	LimitShmemSize                    Limit = 7 // CU_LIMIT_SHMEM_SIZE
	LimitCIGEnabled                   Limit = 8 // CU_LIMIT_CIG_ENABLED
	LimitCIGShmemFallbackEnabled      Limit = 9 // CU_LIMIT_CIG_SHMEM_FALLBACK_ENABLED
	limitMax                          Limit = 10
)

// CtxGetLimit is cuCtxGetLimit: the current context's value of a limit,
// starting from the device profile's measured values. A limit the device
// rejects gives its code (CUDA_ERROR_UNSUPPORTED_LIMIT for the device
// runtime sync depth on sm_90); a value past CU_LIMIT_MAX gives
// CUDA_ERROR_INVALID_VALUE (measured in testdata/reference/probe2).
//
// After a fault it answers the context's sticky error, as every query of
// the sticky family does (testdata/reference/faith, sections sticky-*).
func (t *Thread) CtxGetLimit(l Limit) (uint64, error) {
	c, err := t.current()
	if err != nil {
		return 0, err
	}
	if err := t.hostCodeRefuses("cuCtxGetLimit"); err != nil {
		return 0, err
	}
	if err := t.d.checkLimit(c, l); err != nil {
		return 0, err
	}
	v, ok := c.Limit(uint32(l))
	if !ok {
		return 0, cu.Errorf(cu.ErrorUnsupportedLimit, "limit %d not supported by device %d", l, c.Device)
	}
	return v, nil
}

func (d *Driver) checkLimit(c *ctx.Context, l Limit) error {
	if l >= limitMax {
		return cu.Errorf(cu.ErrorInvalidValue, "limit %d out of range [0, %d)", l, limitMax)
	}
	if lv, ok := d.devices[c.Device].Limits[l]; ok && lv.Err != 0 {
		return cu.Errorf(lv.Err, "limit %d on device %d", l, c.Device)
	}
	return nil
}

// CtxSetLimit is cuCtxSetLimit: it sets a limit of the current context,
// adjusting the value as the real driver does (limitRules). CU_LIMIT_SHMEM_SIZE
// and CU_LIMIT_CIG_ENABLED are CUDA_ERROR_NOT_PERMITTED. A refused value
// leaves the limit as it was.
func (t *Thread) CtxSetLimit(l Limit, v uint64) error {
	c, err := t.current()
	if err != nil {
		return err
	}
	if err := t.hostCodeRefuses("cuCtxSetLimit"); err != nil {
		return err
	}
	if err := t.d.checkLimit(c, l); err != nil {
		return err
	}
	if _, ok := c.Limit(uint32(l)); !ok {
		return cu.Errorf(cu.ErrorUnsupportedLimit, "limit %d not supported by device %d", l, c.Device)
	}
	r, ok := limitRules[l]
	if !ok {
		return cu.Errorf(cu.ErrorNotPermitted, "limit %d can only be queried", l)
	}
	if limitFixed(c, l) {
		// Measured (testdata/reference/devheap, rt30's r_fifo): any value, the current one
		// too, is CUDA_ERROR_INVALID_VALUE.
		return cu.Errorf(cu.ErrorInvalidValue, "limit %d cannot change once the context has launched a kernel that uses it (printffifo.go)", l)
	}
	req := v
	v, err = r.apply(l, v)
	if err != nil {
		return err
	}
	if cur, _ := c.Limit(uint32(l)); r.keepRequest && v == roundUp(cur, r.step) {
		v = req
	}
	c.SetLimit(uint32(l), v)
	return nil
}

// A limitRule says how cuCtxSetLimit turns a requested value into the one
// cuCtxGetLimit reads back: raised to min, rounded up to a multiple of step,
// then, past max, clamped to max or refused with CUDA_ERROR_INVALID_VALUE.
//
// keepRequest: a value that rounds to what the current value rounds to
// reads back as requested, unrounded (the stack size: 16 read back 16, then
// 3 read back 3, 17 read 32 and then 31 read 31; measured:
// libcuda/testdata/cudart/apiexplore24, s_ax_limits). The stack a launch
// gets is the rounded size either way.
type limitRule struct {
	min, step, max uint64 // max 0: no maximum
	clamp          bool
	keepRequest    bool
}

// roundUp is v rounded up to a multiple of step (math.MaxUint64 past the
// largest).
func roundUp(v, step uint64) uint64 {
	rem := v % step
	switch {
	case rem == 0:
		return v
	case v > math.MaxUint64-(step-rem):
		return math.MaxUint64
	}
	return v + step - rem
}

// limitRules are the settable limits, as measured on the H200 (driver 580,
// testdata/reference/probe2: sections limits and limits2; the same rules
// serve every profile). Not modelled: the malloc heap's upper bound, which
// depends on free device memory (2^44 was accepted as 17681179680), and
// whether the pending launch count's cap (599186) does too.
var limitRules = map[Limit]limitRule{
	LimitStackSize:                    {step: 16, max: 523712, keepRequest: true},
	LimitPrintfFifoSize:               {min: 524288, step: 256, max: 1 << 31, clamp: true},
	LimitMallocHeapSize:               {min: 4 << 20, step: 64 << 10},
	LimitDevRuntimePendingLaunchCount: {min: 32, step: 1, max: 599186, clamp: true},
	LimitMaxL2FetchGranularity:        {step: 1, max: 128},
	LimitPersistingL2CacheSize:        {step: 3932160, max: 39321600},
}

func (r limitRule) apply(l Limit, v uint64) (uint64, error) {
	v = roundUp(max(v, r.min), r.step)
	if r.max != 0 && v > r.max {
		if !r.clamp {
			return 0, cu.Errorf(cu.ErrorInvalidValue, "limit %d: %d is above the maximum %d", l, v, r.max)
		}
		v = r.max
	}
	return v, nil
}

// FuncCache is CUfunc_cache.
type FuncCache int32

const (
	FuncCachePreferNone   FuncCache = 0 // CU_FUNC_CACHE_PREFER_NONE
	FuncCachePreferShared FuncCache = 1 // CU_FUNC_CACHE_PREFER_SHARED
	FuncCachePreferL1     FuncCache = 2 // CU_FUNC_CACHE_PREFER_L1
	FuncCachePreferEqual  FuncCache = 3 // CU_FUNC_CACHE_PREFER_EQUAL
)

// CtxSetCacheConfig is cuCtxSetCacheConfig: it records the current
// context's preferred cache split (a hint; the emulator has no caches).
// Values past CU_FUNC_CACHE_PREFER_EQUAL are CUDA_ERROR_INVALID_VALUE, and
// without a current context the call is CUDA_ERROR_INVALID_CONTEXT, as
// observed on NVIDIA's driver.
func (t *Thread) CtxSetCacheConfig(cfg FuncCache) error {
	c, err := t.current()
	if err != nil {
		return err
	}
	if cfg < FuncCachePreferNone || cfg > FuncCachePreferEqual {
		return cu.Errorf(cu.ErrorInvalidValue, "cache config %d out of range [0, 3]", cfg)
	}
	r := resources(c)
	if r == nil {
		return c.Err()
	}
	r.mu.Lock()
	r.cacheConfig = cfg
	r.mu.Unlock()
	return nil
}

// CtxGetCacheConfig is cuCtxGetCacheConfig: what CtxSetCacheConfig recorded
// (CU_FUNC_CACHE_PREFER_NONE at first); after a fault, the sticky error
// (measured: testdata/reference/faith).
func (t *Thread) CtxGetCacheConfig() (FuncCache, error) {
	c, err := t.current()
	if err != nil {
		return 0, err
	}
	r := resources(c)
	if r == nil {
		return 0, c.Err()
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.cacheConfig, nil
}

// CtxResetPersistingL2Cache is cuCtxResetPersistingL2Cache: the emulator has
// no cache, so only the current context is checked.
func (t *Thread) CtxResetPersistingL2Cache() error {
	_, err := t.current()
	return err
}

// CtxGetStreamPriorityRange is cuCtxGetStreamPriorityRange: the least and
// the greatest stream priority of the current context, 0 and -5 on the H200
// (testdata/reference/probe2; cudasim serves the same range on every
// profile). cudasim runs every stream's work in order of submission, so
// priorities have no effect.
func (t *Thread) CtxGetStreamPriorityRange() (least, greatest int32, err error) {
	if _, err := t.current(); err != nil {
		return 0, 0, err
	}
	return leastStreamPriority, greatestStreamPriority, nil
}

// ExecAffinitySMCount is CU_EXEC_AFFINITY_TYPE_SM_COUNT, the one execution
// affinity cuda.h defines.
const ExecAffinitySMCount = 0

// CtxGetExecAffinity is cuCtxGetExecAffinity: the current context's SM
// count affinity, every SM of its device (the H200: 132); another type is
// CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY (measured for 5:
// libcuda/testdata/cudart/apiexplore24, s_ax_driver_b).
func (t *Thread) CtxGetExecAffinity(typ int32) (uint32, error) {
	dev, err := t.CtxGetDevice()
	if err != nil {
		return 0, err
	}
	if typ != ExecAffinitySMCount {
		return 0, cu.Errorf(cu.ErrorUnsupportedExecAffinity, "execution affinity type %d", typ)
	}
	n, err := t.d.deviceAttribute(AttrMultiprocessorCount, dev)
	return uint32(n), err
}

// DeviceGetExecAffinitySupport is cuDeviceGetExecAffinitySupport: the H200
// answered 0 for the SM count affinity (s_ax_driver_b), and an H100 with the
// H200's driver 0 for every type, -1 and 2 included
// (testdata/reference/mend33/h100-s33, execaffinity).
func (t *Thread) DeviceGetExecAffinitySupport(typ int32, dev Device) (int32, error) {
	if _, err := t.d.deviceAttribute(AttrMultiprocessorCount, dev); err != nil {
		return 0, err
	}
	return 0, nil
}

// attachKey is where a context's cuCtxAttach count hangs.
var attachKey = ctx.NewKey("cuCtxAttach count")

type attachCount struct{ n int }

func (*attachCount) Release() {}

// CtxAttach is cuCtxAttach (deprecated since CUDA 4, still exported): it
// counts one more use of the current context and returns it. Measured on
// the H200 (testdata/reference/surface25/misc.txt): no current context is
// CUDA_ERROR_INVALID_CONTEXT, flags other than 0 CUDA_ERROR_INVALID_VALUE.
func (t *Thread) CtxAttach(flags uint32) (Context, error) {
	c, err := t.current()
	if err != nil {
		return 0, err
	}
	if flags != 0 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuCtxAttach: flags %#x (must be 0)", flags)
	}
	r, err := c.AttachOnce(attachKey, func() (ctx.Resource, error) { return &attachCount{}, nil })
	if err != nil {
		return 0, err
	}
	t.d.mu.Lock()
	r.(*attachCount).n++
	t.d.mu.Unlock()
	return Context(c.Handle), nil
}

// CtxDetach is cuCtxDetach: it takes back one cuCtxAttach of the context;
// detaching a regular context that has none left destroys it, as
// cuCtxDestroy does (measured: created, attached, detached twice, it was
// gone). NULL and handles that are no live context are
// CUDA_ERROR_INVALID_CONTEXT. A primary context that has no attach left
// stays as it is.
func (t *Thread) CtxDetach(h Context) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	c, err := t.d.context(h)
	if err != nil {
		return err
	}
	if r, ok := c.Attached(attachKey).(*attachCount); ok {
		t.d.mu.Lock()
		attached := r.n > 0
		if attached {
			r.n--
		}
		t.d.mu.Unlock()
		if attached {
			return nil
		}
	}
	if c.Primary {
		return nil
	}
	return t.ctxDestroy(h, ctxDetached)
}
