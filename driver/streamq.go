package driver

import (
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"cudasim/cu"
	"cudasim/internal/ctx"
	"cudasim/internal/mem"
)

// Stream order (docs/streams.md). Work enqueued on a stream runs at once,
// on the calling goroutine, when nothing it must follow is still pending:
// a program whose kernels never wait for the host runs exactly as it always
// did, one call after another, deterministically. Two kinds of work can
// leave something pending:
//   - a kernel that executes nanosleep (a kernel waiting for the host, such
//     as cuda.core's latch): the launch returns at its first nanosleep and
//     the kernel goes on in the background, each nanosleep then taking its
//     time in wall-clock time (launch.go); so does a kernel that spins on a
//     flag without nanosleep, from its first spin (a warp reading one value
//     from one word with strong loads many times in a row: sim's polled;
//     UnifiedMemoryPerf's spinWhileLessThanOne);
//   - host functions and stream callbacks, which run on a goroutine of
//     their own, as the driver runs them on a thread of its own (measured:
//     testdata/reference/async, section hostfn). A graph launch on an idle
//     stream runs on the caller, host nodes included (graphnodes.go says why).
// While something is pending, work enqueued behind it (on its stream, or on
// a stream that must follow it by the legacy default stream's implicit
// synchronisation, or through cuStreamWaitEvent) queues: inOrder hands it
// to a goroutine that waits for what it follows, runs it and marks it done.
// Queries then answer CUDA_ERROR_NOT_READY and synchronizing calls wait.

// lane is the order of one stream: the legacy default stream and each
// per-thread default stream of a context, or a created stream.
type lane struct {
	tail chan struct{} // closed once the last work queued on the lane is done; nil: none queued
}

// laneMu guards every lane's tail: the check that nothing is pending and
// the queuing of work behind what is are one step.
var laneMu sync.Mutex

// pending reports whether ch is a completion not reached yet.
func pending(ch chan struct{}) bool {
	if ch == nil {
		return false
	}
	select {
	case <-ch:
		return false
	default:
		return true
	}
}

// work is one piece of stream work for inOrder.
type work struct {
	// run does the work, as thread w: the enqueuing thread when it runs at
	// once, a copy of it (Thread.background) when queued. It returns nil
	// once done, or a channel closed when it is (a kernel that went on
	// waiting for the host).
	run func(w *Thread) chan struct{}
	// async runs it on a goroutine even when nothing is pending (host code).
	async bool
	// waits are further completions it follows (cuStreamWaitEvent).
	waits []chan struct{}
	// call names the call that queued it, for the message of a fault on
	// the program's host memory met when it runs queued ("": queued work).
	call string
	// callerErr, where set, is the error of a call that waits for the work
	// to run (streamOp with wait): such a fault is that call's own
	// (HostAddressFault), not the context's sticky error (runQueued).
	callerErr *error
}

// lanes returns the lane work on stream h of context c goes to, and the
// lanes it follows by the legacy default stream's implicit
// synchronisation: the legacy stream follows every blocking stream and
// per-thread default stream of its context, those follow the legacy
// stream, and non-blocking streams follow none. own is nil when the
// context has no resources (it is being torn down).
func (t *Thread) lanes(h Stream, c *ctx.Context) (own *lane, follow []*lane) {
	r := resources(c)
	if r == nil {
		return nil, nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	switch {
	case h == 0 || h == StreamLegacy:
		for _, s := range r.streams {
			if s.flags&StreamNonBlocking == 0 {
				follow = append(follow, &s.lane)
			}
		}
		for _, s := range r.perThread {
			follow = append(follow, &s.lane)
		}
		return &r.legacy, follow
	case h == StreamPerThread:
		return &r.perThreadStream(t.id).lane, []*lane{&r.legacy}
	}
	s := r.streams[h]
	if s == nil {
		return nil, nil
	}
	if s.flags&StreamNonBlocking == 0 {
		follow = []*lane{&r.legacy}
	}
	return &s.lane, follow
}

// inOrder runs w in stream h's order (see the top of this file). It
// returns the channel closed once w is done (nil: done already) and
// whether w was queued rather than run (then the caller cannot know its
// outcome: queued work reports its own errors).
func (t *Thread) inOrder(h Stream, c *ctx.Context, w work) (done chan struct{}, queued bool) {
	if t.inGraph {
		// A graph's node: the graph runs its nodes in order itself.
		if w.run != nil {
			if later := w.run(t); later != nil {
				<-later
			}
		}
		return nil, false
	}
	if inFlight.Load() == 0 && !w.async && len(w.waits) == 0 {
		// Nothing pending anywhere: the common case, at no cost. (A wait
		// for another process's event is pending here while nothing of
		// this process is.)
		return t.ranNow(h, c, w), false
	}
	own, follow := t.lanes(h, c)
	cw := ctxWaits(c) // before laneMu: pendingIn takes the context's lock, then laneMu
	laneMu.Lock()
	var deps []chan struct{}
	for _, l := range follow {
		if pending(l.tail) {
			deps = append(deps, l.tail)
		}
	}
	if own != nil && pending(own.tail) {
		deps = append(deps, own.tail)
	}
	for _, ch := range w.waits {
		if pending(ch) {
			deps = append(deps, ch)
		}
	}
	for _, ch := range cw {
		if pending(ch) {
			deps = append(deps, ch)
		}
	}
	if len(deps) == 0 && !w.async {
		laneMu.Unlock()
		return t.ranNow(h, c, w), false
	}
	// A variable of this branch, not the result: the goroutine's capture of the result would
	// move it to the heap at every call, the common case's included.
	end := make(chan struct{})
	if own != nil {
		own.tail = end
	}
	follows(end, deps)
	inFlight.Add(1)
	laneMu.Unlock()
	bg := t.background(c)
	bg.queued = end
	go func() {
		defer inFlight.Add(-1)
		defer close(end)
		defer forgetDeps(end)
		for _, ch := range deps {
			<-ch
		}
		if w.run != nil {
			if later := bg.runQueued(c, w); later != nil {
				<-later
			}
		}
	}()
	return end, true
}

// ranNow runs w at once on the calling goroutine; if it goes on in the
// background, the work enqueued on stream h after it follows it.
func (t *Thread) ranNow(h Stream, c *ctx.Context, w work) chan struct{} {
	if w.run == nil {
		return nil
	}
	later := w.run(t)
	t.pend(h, c, later)
	return later
}

// pend makes work that went on in the background after running on the
// calling goroutine (later: closed when it ends; nil: done) the tail of
// stream h, which work enqueued after it follows.
func (t *Thread) pend(h Stream, c *ctx.Context, later chan struct{}) {
	if later == nil {
		return
	}
	inFlight.Add(1)
	go func() {
		<-later
		inFlight.Add(-1)
	}()
	if own, _ := t.lanes(h, c); own != nil {
		laneMu.Lock()
		if prev := own.tail; pending(prev) {
			// Another thread queued work on the stream meanwhile: the
			// stream is done when both are.
			both := make(chan struct{})
			follows(both, []chan struct{}{prev, later})
			go func() {
				<-prev
				<-later
				forgetDeps(both)
				close(both)
			}()
			own.tail = both
		} else {
			own.tail = later
		}
		laneMu.Unlock()
	}
}

// inFlight counts the work pending in the background, in every driver: while
// it is 0, inOrder runs work at once without looking at any lane.
var inFlight atomic.Int64

// background is the thread queued work on a stream of context c runs as:
// t's identity and launch context, c current, none of t's state that
// changes with the calls it goes on to make.
func (t *Thread) background(c *ctx.Context) *Thread {
	bg := &Thread{d: t.d, id: t.id, launchCtx: t.launchCtx}
	if c != nil {
		bg.ct.Push(c)
	}
	return bg
}

// pendingOn returns the completions stream h still waits for: its own
// work's and that of the streams it follows by the legacy stream's implicit
// synchronisation, so that the legacy stream is not ready while a blocking
// stream is held (measured: testdata/reference/async, section legacy).
// None: all done.
func (t *Thread) pendingOn(h Stream, c *ctx.Context) []chan struct{} {
	if inFlight.Load() == 0 {
		return nil
	}
	own, follow := t.lanes(h, c)
	laneMu.Lock()
	defer laneMu.Unlock()
	var out []chan struct{}
	for _, l := range append(follow, own) {
		if l != nil && pending(l.tail) {
			out = append(out, l.tail)
		}
	}
	return out
}

// pendingOwn returns the completions a query or synchronization of stream
// h waits for: its own work's, and for the legacy stream also the blocking
// streams' it follows (pendingOn). A blocking or per-thread stream is ready
// once its own work is done, even while the legacy stream is not (measured:
// testdata/reference/async, section legacy, and
// libcuda/testdata/cudart/apiexplore24, s_ax_streams: cudaStreamQuery of
// the per-thread stream with the legacy stream's work pending is
// cudaSuccess); work enqueued on it later still follows the legacy stream.
func (t *Thread) pendingOwn(h Stream, c *ctx.Context) []chan struct{} {
	if h == 0 || h == StreamLegacy {
		return t.pendingOn(h, c)
	}
	if inFlight.Load() == 0 {
		return nil
	}
	own, _ := t.lanes(h, c)
	laneMu.Lock()
	defer laneMu.Unlock()
	if own != nil && pending(own.tail) {
		return []chan struct{}{own.tail}
	}
	return nil
}

// pendingIn returns the completions of every stream of context c still
// pending.
func pendingIn(c *ctx.Context) []chan struct{} {
	r := resources(c)
	if r == nil {
		return nil
	}
	r.mu.Lock()
	ls := []*lane{&r.legacy}
	for _, s := range r.streams {
		ls = append(ls, &s.lane)
	}
	for _, s := range r.perThread {
		ls = append(ls, &s.lane)
	}
	var out []chan struct{}
	laneMu.Lock()
	orphans := r.orphans[:0]
	for _, l := range r.orphans {
		if pending(l.tail) {
			orphans = append(orphans, l)
			ls = append(ls, l)
		}
	}
	r.orphans = orphans
	for _, l := range ls {
		if pending(l.tail) {
			out = append(out, l.tail)
		}
	}
	laneMu.Unlock()
	r.mu.Unlock()
	return out
}

// waitAll waits until every channel of chs is closed.
func waitAll(chs []chan struct{}) {
	for _, ch := range chs {
		<-ch
	}
}

// settleTime is how long a query waits for pending work before it answers
// CUDA_ERROR_NOT_READY. A GPU ends trivial work (an event record behind a
// finished kernel) within about a microsecond, before the host's next call;
// cudasim's queued work needs its goroutine scheduled first, so without
// this wait cuStreamQuery right after a synchronize could see the record
// behind the work waited for still pending, where the H200 answered
// CUDA_SUCCESS (libcuda/testdata/cudart/apiexplore24, s_ax_streams).
var settleTime = time.Millisecond // a variable for TestSettled

// settled reports whether every channel of chs is closed within settleTime.
func settled(chs []chan struct{}) bool {
	var timeout <-chan time.Time
	for _, ch := range chs {
		if !pending(ch) {
			continue
		}
		if timeout == nil {
			timer := time.NewTimer(settleTime)
			defer timer.Stop()
			timeout = timer.C
		}
		select {
		case <-ch:
		case <-timeout:
			return false
		}
	}
	return true
}

// drain waits for every stream of context c, for call: cuCtxSynchronize,
// and what must not overtake the work in flight (a context's destruction).
func (t *Thread) drain(call string, c *ctx.Context) error {
	if inFlight.Load() == 0 {
		// Nothing pending anywhere: every completion is closed before inFlight counts it
		// off. (Orphaned lanes are pruned at the next drain with work in flight.)
		return nil
	}
	return t.await(call, pendingIn(c))
}

// streamOp runs op in stream s's order (inOrder) and returns its error
// when it ran at once, or, with wait, after waiting for it to run. Queued
// without wait, it runs once the call has returned: an error it meets then
// (memory freed in between) becomes the context's sticky error, as a fault
// of the stream's work would.
func (t *Thread) streamOp(s Stream, c *ctx.Context, what string, wait bool, op func() error) error {
	if err := t.hostCodeRefuses(what); err != nil {
		return err
	}
	if wait && t.inHost != nil {
		// Host code waits for what the work follows first: its own work must not be.
		if err := t.afterPending(s, c); err != nil {
			return err
		}
	}
	// On the caller a fault on the program's host memory is the drop-in's to
	// answer (libcuda's guard); queued, runQueued's.
	var err error
	w := work{call: what, run: func(w *Thread) chan struct{} {
		if e := op(); e != nil {
			if w == t || wait {
				err = e
			} else {
				e = queuedWriteFault(e)
				t.d.setStickyCause(w, c, cu.Code(e), fmt.Sprintf("%s queued on stream %#x: %v", what, uint64(s), e), e)
			}
		}
		return nil
	}}
	if wait {
		w.callerErr = &err
	}
	done, queued := t.inOrder(s, c, w)
	if queued && wait {
		<-done
	}
	if queued && !wait {
		return nil
	}
	return err
}

// queuedWriteFault is the sticky error of queued work that met its
// destination read-only only when it ran (the access changed after the
// call, which checked it): a fault, CUDA_ERROR_ILLEGAL_ADDRESS, as an H100
// with the H200's driver answered a memset queued behind a host function
// while its mapping became read-only (testdata/reference/res33a/h100-s33,
// vmm33's -queued cases: cuMemSetAccess did not wait, the synchronization
// and every later call answered 700); other errors are as they are.
func queuedWriteFault(e error) error {
	if !mem.IsReadOnlyWrite(e) {
		return e
	}
	return cu.Errorf(cu.ErrorIllegalAddress, "a write of queued work into memory its device may only read, the access changed after the call: %v", cu.Detail(e))
}

// pageLocked reports whether host bytes p lie in page-locked or registered
// memory, which a queued copy may reach when it runs. Other host memory the
// driver copies through a staging buffer: a copy from it takes the bytes
// at once, a copy to it returns once done (the CUDA driver API's "API
// synchronization behavior").
func (d *Driver) pageLocked(p []byte) bool {
	if len(p) == 0 {
		return true
	}
	return d.pinned(Addr(p))
}

// onLegacy is the current context for a synchronous call that runs on the
// legacy default stream (cuMemcpy, cuMemset...), once the work it follows
// there is done: the legacy stream's own and that of the context's blocking
// streams (measured: testdata/reference/async, section legacy). The work
// waited for may have faulted: its sticky error is then the answer. While
// a blocking stream of the context captures, the call is the legacy
// stream's work as any (legacyCaptureImplicit): the H200 answered every
// synchronous copy and set CUDA_ERROR_STREAM_CAPTURE_IMPLICIT, from any
// thread and in every mode, ran none, and invalidated the capture
// (libcuda/testdata/cudart/graphs26, s_gr_synccap). A call through its
// _ptds entry point (PerThreadSync) is its per-thread stream's instead
// (syncStream): it waits for that stream's work and the legacy stream's,
// not for other threads' per-thread streams nor blocking streams.
func (t *Thread) onLegacy() (*ctx.Context, error) {
	c, err := t.syncCall()
	if err != nil || inFlight.Load() == 0 {
		return c, err
	}
	return c, t.afterPending(t.syncStream(), c)
}

// syncCall is the current context for a synchronous copy or set, refused
// from host code and while a blocking stream captures (onLegacy), before it
// waits for anything.
func (t *Thread) syncCall() (*ctx.Context, error) {
	if err := t.hostCodeRefuses("a synchronous copy or set"); err != nil {
		return nil, err
	}
	if !t.perThreadCall {
		if err := t.legacyCaptureImplicit(0, true); err != nil {
			return nil, err
		}
	}
	return t.current()
}

// syncStream is the stream a synchronous copy or set is work of: the
// calling thread's per-thread default stream through a _ptds entry point
// (PerThreadSync), else the legacy default stream.
func (t *Thread) syncStream() Stream {
	if t.perThreadCall {
		return StreamPerThread
	}
	return StreamLegacy
}

// afterPending waits until the work that work enqueued now on stream h
// would follow is done: the stream-ordered calls that run at once rather
// than queue (2D/3D copies with a pageable host side, 1-D array copies,
// prefetches) keep stream order so, the host waiting instead of going on. The work waited for may
// have faulted: its sticky error is then the answer.
func (t *Thread) afterPending(h Stream, c *ctx.Context) error {
	if inFlight.Load() == 0 || t.inGraph {
		return nil
	}
	if err := t.await("a copy or memset that waits for the stream work before it", t.pendingOn(h, c)); err != nil {
		return err
	}
	return c.Err()
}
