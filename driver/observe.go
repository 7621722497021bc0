package driver

import (
	"fmt"

	"cudasim/cu"
	"cudasim/internal/ctx"
)

// A Notice tells an Observer about one state change inside the emulator, for
// tracing and for teaching how contexts, memory and modules live and die.
// Every fact a listener may need is a field; Detail repeats them in words
// for people and is not meant to be parsed.
type Notice struct {
	Kind    NoticeKind
	Thread  int       // the emulated thread that caused it (Thread.ID), 0 if none
	Device  int       // device involved, -1 if none
	Context Context   // context involved, 0 if none
	Handle  uint64    // other object involved (stream, event, module...), 0 if none
	Library Library   // the library involved: loaded, unloaded, or the one a module copy or variable belongs to; 0 if none
	Reason  Reason    // why it happened (module loads and unloads, frees, allocations), "" if not told
	Name    string    // the object's own name: the kernel launched, the variable allocated or freed
	What    string    // what the object is: a module's code ("ELF sm_90"), a variable's or allocation's kind ("device", "managed"), a library's loading mode
	Count   int       // how many things it involved: a module's functions, the allocations a teardown freed, a library's kernels retired, a primary context's retain count
	Addr    DevicePtr // memory address involved
	Size    uint64    // bytes involved
	Code    cu.Result // an error code involved (sticky errors, failed launches)
	Detail  string    // one human-readable line
}

func (n Notice) String() string {
	s := string(n.Kind)
	if n.Thread != 0 {
		s += fmt.Sprintf(" thread=%d", n.Thread)
	}
	if n.Context != 0 {
		s += fmt.Sprintf(" ctx=%#x", uint64(n.Context))
	}
	if n.Handle != 0 {
		s += fmt.Sprintf(" handle=%#x", n.Handle)
	}
	if n.Library != 0 {
		s += fmt.Sprintf(" lib=%#x", uint64(n.Library))
	}
	if n.Name != "" {
		s += fmt.Sprintf(" name=%q", n.Name)
	}
	if n.Addr != 0 {
		s += fmt.Sprintf(" addr=%#x", n.Addr)
	}
	if n.Size != 0 {
		s += fmt.Sprintf(" size=%d", n.Size)
	}
	if n.Code != 0 {
		s += " code=" + n.Code.Name()
	}
	if n.Reason != "" {
		s += fmt.Sprintf(" reason=%q", string(n.Reason))
	}
	if n.Detail != "" {
		s += ": " + n.Detail
	}
	return s
}

// A Reason says why a module was loaded or unloaded, or memory allocated or
// freed. Reasons are phrases a narration can use as they are. Besides the
// constants, the name of the driver call that asked for it ("cuMemFree",
// "cuModuleLoadData") is a reason.
type Reason string

const (
	ReasonFirstUse       Reason = "first use in this context"                       // a library's copy made for cuLibraryGetModule/GetGlobal/... in a context
	ReasonFirstLaunch    Reason = "first use in this context (launch)"              // a library's copy made for a launch of its CUkernel
	ReasonEagerLibrary   Reason = "eager loading at cuLibraryLoad"                  // CUDA_MODULE_LOADING=EAGER: into every active context at library load
	ReasonEagerCtxCreate Reason = "eager loading at context creation"               // ... into a context being created
	ReasonEagerRetain    Reason = "eager loading at primary context retain"         // ... into a primary context coming alive
	ReasonModuleUnload   Reason = "cuModuleUnload"                                  // unloaded by cuModuleUnload
	ReasonLibraryUnload  Reason = "its library was unloaded"                        // a library's copy or variable, by cuLibraryUnload
	ReasonCtxDestroyed   Reason = "its context was destroyed"                       // cuCtxDestroy
	ReasonCtxReset       Reason = "its primary context was reset or released"       // cuDevicePrimaryCtxReset, or the last release
	ReasonLostRace       Reason = "another thread loaded it into the context first" // a copy made twice at once; the loser is dropped
	ReasonTeardown       Reason = "its context was torn down"                       // memory a context owned, when it was destroyed or reset
)

// NoticeKind names a kind of state change. Kinds are strings so that every
// part of cudasim can add its own without a central list.
type NoticeKind string

const (
	NoticeInit           NoticeKind = "init"            // cuInit succeeded the first time
	NoticeShutdown       NoticeKind = "shutdown"        // the driver shut down as the process exits
	NoticeForked         NoticeKind = "forked"          // the process forked after cuInit: the driver is unusable in the child
	NoticeCtxCreate      NoticeKind = "ctx.create"      // a regular context was created (and pushed)
	NoticeCtxDestroy     NoticeKind = "ctx.destroy"     // a regular context was destroyed
	NoticeCtxActivate    NoticeKind = "ctx.activate"    // a context came alive (creation, primary retain from inactive)
	NoticeCtxTeardown    NoticeKind = "ctx.teardown"    // a context's resources were released (destroy, reset, last release)
	NoticeCtxPush        NoticeKind = "ctx.push"        // a context was pushed on a thread's stack
	NoticeCtxPop         NoticeKind = "ctx.pop"         // a context was popped
	NoticeCtxSetCurrent  NoticeKind = "ctx.set-current" // a thread's top context was replaced (Context 0: popped)
	NoticePrimaryRetain  NoticeKind = "primary.retain"  // a primary context was retained
	NoticePrimaryRelease NoticeKind = "primary.release" // a primary context was released
	NoticePrimaryReset   NoticeKind = "primary.reset"   // a primary context was reset
	NoticePrimaryFlags   NoticeKind = "primary.flags"   // a primary context's flags were set
	NoticeSticky         NoticeKind = "ctx.sticky"      // a context got a sticky error
	NoticeMemAlloc       NoticeKind = "mem.alloc"       // memory was allocated
	NoticeMemFree        NoticeKind = "mem.free"        // memory was freed
	NoticeStreamCreate   NoticeKind = "stream.create"   // a stream was created
	NoticeStreamDestroy  NoticeKind = "stream.destroy"  // a stream was destroyed
	NoticeEventCreate    NoticeKind = "event.create"    // an event was created
	NoticeEventDestroy   NoticeKind = "event.destroy"   // an event was destroyed
	NoticeEventRecord    NoticeKind = "event.record"    // an event was recorded on a stream
	NoticePeerEnable     NoticeKind = "peer.enable"     // a context was given peer access to another (Handle: the peer)
	NoticePeerDisable    NoticeKind = "peer.disable"    // a context's peer access to another was disabled (Handle: the peer)
)

// emit delivers n to the Observer, if there is one.
func (d *Driver) emit(n Notice) {
	if d.cfg.Observer != nil {
		d.cfg.Observer(n)
	}
}

// queue holds a notice raised where locks are held (context activation and
// teardown run under the context manager's lifecycle lock) until flush.
func (d *Driver) queue(n Notice) {
	if d.cfg.Observer == nil {
		return
	}
	d.pendMu.Lock()
	d.pending = append(d.pending, n)
	d.pendMu.Unlock()
}

// flush delivers queued notices, crediting them to thread tid; every call
// that may activate or tear down a context calls it once the context manager
// has returned.
func (d *Driver) flush(tid int) {
	if d.cfg.Observer == nil {
		return
	}
	d.pendMu.Lock()
	p := d.pending
	d.pending = nil
	d.pendMu.Unlock()
	for _, n := range p {
		if n.Thread == 0 {
			n.Thread = tid
		}
		d.cfg.Observer(n)
	}
}

// observed reports whether anyone listens, so callers can skip building
// notices.
func (d *Driver) observed() bool { return d.cfg.Observer != nil }

// SetSticky gives context c a sticky error, as a faulting kernel does: every
// later call doing work in c returns it. It is the hook the kernel launcher
// uses; detail says what faulted and where.
func (d *Driver) SetSticky(t *Thread, c Context, code cu.Result, detail string) error {
	cc, ok := lookupHandle[*ctx.Context](d, uint64(c))
	if !ok {
		return d.badHandle(cu.ErrorInvalidContext, "context", uint64(c))
	}
	d.setSticky(t, cc, code, detail)
	return nil
}
