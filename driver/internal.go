package driver

// This file documents how other parts of this package (the module, library,
// kernel and launch code, in files named module*.go, library*.go, kernel*.go
// and launch*.go) build on the core. Nothing here is exported.
//
// Handles. d.newHandle(obj) registers an object and returns its handle value
// (unique in the Driver, never reused, one namespace for every kind);
// lookupHandle[*T](d, v) finds a live object of type *T; d.dropHandle(v,
// "module unloaded") retires a handle, remembering why for later messages;
// d.badHandle(code, "module", v) makes the error for a handle that is not a
// live object of the expected kind, saying what the value was (released,
// another kind, never a handle). Give each object type a method
// handleKind() string so messages name it.
//
// Calls. Every entry point starts with one of: d.ready() (Init done),
// t.current() (a current context usable for work: 3, 201, 709 or the sticky
// code otherwise), t.currentLive() (the same without the sticky check, for
// pure queries), t.streamContext(s) (the context work on stream s runs in:
// the current one for the default streams 0, 1, 2; the stream's own
// otherwise; 400 for a stale stream). All work runs synchronously when it is
// enqueued.
//
// Per-Driver state. registerExtension(func(d *Driver) any) in a package
// variable initializer returns an extensionID; New calls the constructor for
// every Driver, and d.extension(id) returns the value. A constructor can
// register context hooks there: d.ctxs.OnActivate(func(c *ctx.Context)
// error) runs when any context comes alive (created, or a primary context
// retained from inactive) — the place to load every library into a new
// context eagerly (d.cfg.ModuleLoading == ModuleLoadingEager) or to note it
// for lazy loading.
//
// Per-context state. c.Attach(key, resource), c.AttachOnce(key, mk) and
// c.Attached(key) (package ctx) hang resources on a context; they are
// released, last attached first, when it is destroyed or reset (or released
// to zero). A Release method and an OnActivate hook run under the context
// manager's lifecycle lock: they must not create, destroy, retain, release or
// reset contexts, and must not call the Observer directly — use d.queue(n),
// which the lifecycle calls flush afterwards. Memory allocated with Owner
// c.Handle (package mem) is freed with the context; c.Generation() tells a
// reactivated primary context from its previous life.
//
// Memory. d.mem is the address space (package mem): Alloc with a Request,
// Free, Lookup, Read, Write, Copy, Set8/16/32, Span (the engine's
// sim.Memory). Memory the driver places for itself (module and library
// variables) is allocated with Origin mem.Variable and a Label naming it, and
// freed with FreeAs(mem.Variable, addr); mem.Free, which the program's free
// calls use, refuses it. d.AllocManaged/d.FreeUnowned make and free
// context-less managed memory for other parts of cudasim.
//
// Faults. d.setSticky(t, c, code, detail) records a kernel fault on a
// context: the launch itself returns CUDA_SUCCESS, later work in the context
// returns code, and the device accepts no new contexts or primary retains.
//
// Observer. d.emit(Notice{...}) for state changes outside lifecycle locks,
// d.queue(Notice{...}) inside them; NoticeKind is a string, so each part adds
// its own kinds ("module.load", "library.load" ...).
