package driver

import (
	"fmt"

	"cudasim/cu"
	"cudasim/internal/ctx"
)

// Work runs at the moment it is enqueued, in the order the calls are made,
// unless something it must follow is still pending: a kernel waiting for the
// host, or host code; then it queues behind it (streamq.go, docs/streams.md).

// Flags of cuStreamCreate.
const (
	StreamDefault     = 0x0 // CU_STREAM_DEFAULT
	StreamNonBlocking = 0x1 // CU_STREAM_NON_BLOCKING
)

type stream struct {
	handle   Stream
	c        *ctx.Context
	flags    uint32
	priority int32
	id       uint64
	attrs    streamAttrs // cuStreamSetAttribute's (streamattr.go)
	lane     lane        // its work's order (streamq.go)
}

// Stream ids as the H200 numbered them (cuStreamGetId; testdata/reference/
// probe2 section stream, libcuda/testdata/cudart/interop26 case cx_streams,
// testdata/reference/cublas's tlsprobe runs): one count in the process,
// taken by created streams (13, 14, ... in the first context), by a
// thread's per-thread stream at its first use (15 after two created ones,
// 13 before any), and by each context as it comes alive: 7 of them, its
// NULL stream's the second (7 in the first context, 17 in one created after
// the per-thread stream's 15, 18 after 16), the first context's after 5
// the driver takes (which streams the others number is not known).
const (
	driverStreamIDs  = 5
	contextStreamIDs = 7
)

// newStreamID is the id of a stream created now.
func (d *Driver) newStreamID() uint64 { return d.streamIDs.Add(1) }

// contextStreamID takes the ids of a context coming alive and returns its
// NULL stream's.
func (d *Driver) contextStreamID() uint64 {
	return d.streamIDs.Add(contextStreamIDs) - contextStreamIDs + 2
}

// StreamCreate is cuStreamCreate: a stream in the current context, flags
// CU_STREAM_DEFAULT or CU_STREAM_NON_BLOCKING (others:
// CUDA_ERROR_INVALID_VALUE).
func (t *Thread) StreamCreate(flags uint32) (Stream, error) {
	return t.StreamCreateWithPriority(flags, 0)
}

// Stream priorities as measured on the H200 (testdata/reference/probe2): 0
// is the least and the default stream's, -5 the greatest.
const (
	leastStreamPriority    = 0
	greatestStreamPriority = -5
)

// StreamCreateWithPriority is cuStreamCreateWithPriority: StreamCreate with a
// priority, clamped to the range CtxGetStreamPriorityRange reports (the H200
// turned -100 into -5 and 100 into 0: testdata/reference/probe2). cudasim
// runs all work in order of submission, so the priority is only remembered
// for StreamGetPriority.
func (t *Thread) StreamCreateWithPriority(flags uint32, priority int32) (Stream, error) {
	c, err := t.current()
	if err == nil {
		err = t.hostCodeRefuses("cuStreamCreate")
	}
	if err != nil {
		return 0, err
	}
	if flags&^StreamNonBlocking != 0 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "stream flags %#x: only CU_STREAM_NON_BLOCKING (0x1) is defined", flags)
	}
	r := resources(c)
	if r == nil {
		return 0, c.Err()
	}
	priority = min(max(priority, greatestStreamPriority), leastStreamPriority)
	s := &stream{c: c, flags: flags, priority: priority, id: t.d.newStreamID()}
	s.handle = Stream(t.d.handles.add(s))
	r.addStream(s)
	t.d.emit(Notice{Kind: NoticeStreamCreate, Thread: t.id, Device: c.Device, Context: Context(c.Handle), Handle: uint64(s.handle)})
	return s.handle, nil
}

// stream resolves a non-default stream handle.
func (d *Driver) stream(h Stream) (*stream, error) {
	s, ok := lookupHandle[*stream](d, uint64(h))
	if !ok {
		if ts, dead := d.handles.retired(uint64(h)); dead && ts.what == streamOfDestroyedContext {
			// Measured (testdata/reference/graphs, sections streamdead-*):
			// work on it, an event record and a capture answer
			// CUDA_ERROR_CONTEXT_IS_DESTROYED; synchronizing, querying and
			// destroying it crashed the driver, and get the same code here.
			return nil, cu.Errorf(cu.ErrorContextIsDestroyed, "stream %#x was destroyed with its context", uint64(h))
		}
		return nil, d.badHandle(cu.ErrorInvalidHandle, "stream", uint64(h))
	}
	return s, nil
}

// The tombstones of streams whose context went: destroyed by
// cuCtxDestroy (streamOfDestroyedContext), or a primary context reset
// (streamOfResetContext). The H200 answered cudaStreamSynchronize of a
// stream created before cudaDeviceReset with cudaErrorInvalidResourceHandle
// (libcuda/testdata/cudart/suite, s_devreset): such a stream is an unknown
// handle, as the primary context lives on under the same handle.
const (
	streamOfDestroyedContext = "stream destroyed with its context"
	streamOfResetContext     = "stream of a primary context since reset"
)

func isDefaultStream(h Stream) bool { return h == 0 || h == StreamLegacy || h == StreamPerThread }

// blockingStreamOf reports whether work on stream h is ordered with context
// c's legacy default stream: the per-thread default stream, or a stream of c
// created without CU_STREAM_NON_BLOCKING.
func (d *Driver) blockingStreamOf(h Stream, c *ctx.Context) bool {
	if isDefaultStream(h) {
		return true
	}
	s, err := d.stream(h)
	return err == nil && s.c == c && s.flags&StreamNonBlocking == 0
}

// streamContext returns the context work on stream h runs in, if work may be
// done there: the current context for the default streams (0,
// CU_STREAM_LEGACY, CU_STREAM_PER_THREAD), the stream's own context
// otherwise. A stream handle that is not live is CUDA_ERROR_INVALID_HANDLE.
// The kernel launcher uses it too.
func (t *Thread) streamContext(h Stream) (*ctx.Context, error) {
	if isDefaultStream(h) {
		return t.current()
	}
	if err := t.d.ready(); err != nil {
		return nil, err
	}
	s, err := t.d.stream(h)
	if err != nil {
		return nil, err
	}
	if err := s.c.Err(); err != nil {
		return nil, err
	}
	return s.c, nil
}

// StreamContext is streamContext for other parts of cudasim.
func (t *Thread) StreamContext(h Stream) (*ctx.Context, error) { return t.streamContext(h) }

// StreamDestroy is cuStreamDestroy_v2. The default streams cannot be
// destroyed (CUDA_ERROR_INVALID_HANDLE, as measured in
// testdata/reference/probe2).
func (t *Thread) StreamDestroy(h Stream) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	if isDefaultStream(h) {
		return cu.Errorf(cu.ErrorInvalidHandle, "default stream %#x cannot be destroyed", uint64(h))
	}
	s, err := t.d.stream(h)
	if err != nil {
		return err
	}
	if err := s.c.Err(); err != nil {
		return err
	}
	if r := resources(s.c); r != nil {
		r.removeStream(h)
	}
	t.d.handles.remove(uint64(h), "stream destroyed by cuStreamDestroy")
	t.d.emit(Notice{Kind: NoticeStreamDestroy, Thread: t.id, Device: s.c.Device, Context: Context(s.c.Handle), Handle: uint64(h)})
	return nil
}

// StreamQuery is cuStreamQuery: CUDA_SUCCESS once the work enqueued on the
// stream is done, CUDA_ERROR_NOT_READY before (measured:
// testdata/reference/async), or the context's sticky error.
func (t *Thread) StreamQuery(h Stream) error {
	c, err := t.streamContext(h)
	if err == nil {
		err = t.legacyCaptureImplicit(h, true)
	}
	if err == nil {
		err = t.captureRefuses(h, nil, "cuStreamQuery")
	}
	if err != nil {
		return err
	}
	if !settled(t.pendingOwn(h, c)) {
		return cu.Errorf(cu.ErrorNotReady, "stream %#x has work not done yet", uint64(h))
	}
	if err := c.Err(); err != nil {
		return err // the work faulted as it ended, after the check above
	}
	t.sanSyncStream(h, c) // the host knows the stream's work done
	return nil
}

// StreamSynchronize is cuStreamSynchronize: it waits until the work
// enqueued on the stream is done (see StreamQuery).
func (t *Thread) StreamSynchronize(h Stream) error {
	c, err := t.streamContext(h)
	if err == nil {
		err = t.hostCodeRefuses("cuStreamSynchronize")
	}
	if err == nil {
		err = t.legacyCaptureImplicit(h, true)
	}
	if err == nil {
		err = t.captureRefuses(h, nil, "cuStreamSynchronize")
	}
	if err != nil {
		return err
	}
	if err := t.await("cuStreamSynchronize", t.pendingOwn(h, c)); err != nil {
		return err
	}
	if err := c.Err(); err != nil {
		return err // the work waited for (or ended since the check above) faulted
	}
	var blocking func(Stream) bool
	if h == 0 || h == StreamLegacy {
		// The legacy default stream's work comes after the blocking streams' (measured
		// for pool frees: testdata/reference/fix11, trim.txt, legacy-sync0).
		blocking = func(s Stream) bool { return t.d.blockingStreamOf(s, c) }
	}
	t.d.poolsSynchronized(h, c.Device, false, blocking)
	t.sanSyncStream(h, c)
	return nil
}

// StreamGetFlags is cuStreamGetFlags: the creation flags (0 for the default
// streams). After a fault in the stream's context it answers the sticky
// error (measured for a created stream: testdata/reference/faith; the
// default streams answer the current context's, not measured).
func (t *Thread) StreamGetFlags(h Stream) (uint32, error) {
	if isDefaultStream(h) {
		_, err := t.current()
		return 0, err
	}
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	s, err := t.d.stream(h)
	if err != nil {
		return 0, err
	}
	if err := s.c.Err(); err != nil {
		return 0, err
	}
	return s.flags, nil
}

// StreamGetCtx is cuStreamGetCtx: the stream's context; for the default
// streams, the current context (none: CUDA_ERROR_INVALID_CONTEXT). After a
// fault, the context's sticky error (as StreamGetFlags).
func (t *Thread) StreamGetCtx(h Stream) (Context, error) {
	if isDefaultStream(h) {
		c, err := t.current()
		if err != nil {
			return 0, err
		}
		return Context(c.Handle), nil
	}
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	s, err := t.d.stream(h)
	if err != nil {
		return 0, err
	}
	if err := s.c.Err(); err != nil {
		return 0, err
	}
	return Context(s.c.Handle), nil
}

// StreamGetId is cuStreamGetId: a number unique among the process's
// streams. As measured in testdata/reference/probe2, the default streams
// have ids too: 0 and CU_STREAM_LEGACY name the context's NULL stream (one
// id, taken when the context came alive), CU_STREAM_PER_THREAD another
// (taken at its first use), and each context has its own; the numbers are
// the H200's (newStreamID).
func (t *Thread) StreamGetId(h Stream) (uint64, error) {
	if isDefaultStream(h) {
		c, err := t.currentLive()
		if err != nil {
			return 0, err
		}
		r := resources(c)
		if r == nil {
			return 0, c.Err()
		}
		r.mu.Lock()
		defer r.mu.Unlock()
		if h != StreamPerThread {
			return r.nullStreamID, nil
		}
		// Each thread its own (the H200: libcuda/testdata/cudart/apiexplore24, s_ax_ptds_b).
		return r.perThreadStream(t.id).id, nil
	}
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	s, err := t.d.stream(h)
	if err != nil {
		return 0, err
	}
	return s.id, nil
}

// StreamWaitEvent is cuStreamWaitEvent: flags must be 0 or
// CU_EVENT_WAIT_EXTERNAL (only in a capture: externalOutsideCapture); work enqueued on the stream after it waits until
// the event's last record is reached (streamq.go).
func (t *Thread) StreamWaitEvent(h Stream, e Event, flags uint32) error {
	c, err := t.streamContext(h)
	if err == nil {
		err = t.hostCodeRefuses("cuStreamWaitEvent")
	}
	if err != nil {
		return err
	}
	if flags > 1 {
		return cu.Errorf(cu.ErrorInvalidValue, "cuStreamWaitEvent flags %#x", flags)
	}
	ev, err := t.d.event(e)
	if err != nil {
		return err
	}
	if flags == 1 {
		if err := t.externalOutsideCapture(h, "cuStreamWaitEvent(CU_EVENT_WAIT_EXTERNAL)"); err != nil {
			return err
		}
		if ok, err := t.captureExternal(h, e, true); ok {
			return err
		}
	}
	if err := t.legacyCaptureImplicit(h, true); err != nil {
		return err
	}
	if err := t.captureWait(h, ev); err != nil {
		return err
	}
	if ch := ev.completion(); ch != nil {
		t.inOrder(h, c, work{waits: []chan struct{}{ch}})
	}
	ev.mu.Lock()
	frees := ev.poolFrees
	ev.mu.Unlock()
	t.d.poolStreamWaited(h, frees)
	t.sanWait(h, ev)
	return nil
}

func (s *stream) String() string { return fmt.Sprintf("stream %#x", uint64(s.handle)) }

func (*stream) handleKind() string { return "stream" }

// StreamGetPriority is cuStreamGetPriority: the priority stream h was created
// with, after clamping; the default streams have the least priority, 0 (as
// measured: testdata/reference/probe2).
func (t *Thread) StreamGetPriority(h Stream) (int32, error) {
	if _, err := t.streamContext(h); err != nil {
		return 0, err
	}
	if isDefaultStream(h) {
		return leastStreamPriority, nil
	}
	s, err := t.d.stream(h)
	if err != nil {
		return 0, err
	}
	s.attrs.mu.Lock()
	defer s.attrs.mu.Unlock()
	if s.attrs.prioritySet { // cuStreamSetAttribute(PRIORITY)
		return s.attrs.priority, nil
	}
	return s.priority, nil
}
