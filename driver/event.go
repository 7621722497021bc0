package driver

import (
	"sync"
	"time"

	"cudasim/cu"
	"cudasim/internal/ctx"
)

// Flags of cuEventCreate.
const (
	EventDefault       = 0x0 // CU_EVENT_DEFAULT
	EventBlockingSync  = 0x1 // CU_EVENT_BLOCKING_SYNC
	EventDisableTiming = 0x2 // CU_EVENT_DISABLE_TIMING
	EventInterprocess  = 0x4 // CU_EVENT_INTERPROCESS (requires CU_EVENT_DISABLE_TIMING)
)

type event struct {
	handle Event
	c      *ctx.Context
	flags  uint32

	mu       sync.Mutex
	recorded bool
	when     time.Time      // host time the last record was reached: work before it was done then
	stream   Stream         // the stream of the last record
	gen      uint64         // records so far: a queued record sets when only if still the last
	done     chan struct{}  // closed once the last record is reached; nil: reached (streamq.go)
	ipc      *sharedMapping // an exported event's record counters (ipcevent.go); nil: none
	peer     *sharedMapping // an opened event's: the exporter's counters; nil: not opened
	// poolFrees are the memory pool frees the last record comes after (mempool.go).
	poolFrees freeOrder
}

// reached reports whether the event's last record was reached (an event
// never recorded counts as reached; an opened event, once its exporter's
// last record is).
func (e *event) reached() bool {
	e.mu.Lock()
	ch, peer := e.done, e.peer
	e.mu.Unlock()
	if peer != nil {
		p, _ := peerPending(peer)
		return !p
	}
	return !pending(ch)
}

// settled reports whether the event's record of this process is reached
// within settleTime (StreamQuery's wait, for the same reason).
func (e *event) settled() bool {
	e.mu.Lock()
	ch, peer := e.done, e.peer
	e.mu.Unlock()
	return peer == nil && settled([]chan struct{}{ch})
}

// completion is a channel closed once the event's last record is reached;
// nil if it is.
func (e *event) completion() chan struct{} {
	e.mu.Lock()
	ch, peer := e.done, e.peer
	e.mu.Unlock()
	if peer != nil {
		if p, gen := peerPending(peer); p {
			return peerCompletion(peer, gen)
		}
		return nil
	}
	if pending(ch) {
		return ch
	}
	return nil
}

// EventCreate is cuEventCreate: an event in the current context.
func (t *Thread) EventCreate(flags uint32) (Event, error) {
	c, err := t.current()
	if err != nil {
		return 0, err
	}
	if err := t.hostCodeRefuses("cuEventCreate"); err != nil {
		return 0, err
	}
	if flags&^(EventBlockingSync|EventDisableTiming|EventInterprocess) != 0 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "event flags %#x: unknown bits", flags)
	}
	if flags&EventInterprocess != 0 && flags&EventDisableTiming == 0 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "CU_EVENT_INTERPROCESS requires CU_EVENT_DISABLE_TIMING")
	}
	r := resources(c)
	if r == nil {
		return 0, c.Err()
	}
	e := &event{c: c, flags: flags}
	e.handle = Event(t.d.handles.add(e))
	r.addEvent(e)
	t.d.emit(Notice{Kind: NoticeEventCreate, Thread: t.id, Device: c.Device, Context: Context(c.Handle), Handle: uint64(e.handle)})
	return e.handle, nil
}

func (d *Driver) event(h Event) (*event, error) {
	e, ok := lookupHandle[*event](d, uint64(h))
	if !ok {
		return nil, d.badHandle(cu.ErrorInvalidHandle, "event", uint64(h))
	}
	if err := d.ready(); err != nil {
		return nil, err
	}
	return e, nil
}

// EventRecord is cuEventRecord: it captures the stream's work so far (all of
// it done already) and the time. Event and stream must share a context, else
// CUDA_ERROR_INVALID_HANDLE.
func (t *Thread) EventRecord(h Event, s Stream) error {
	// The stream's context (and its sticky error) comes before the event:
	// after a fault the H200 answered a NULL event's record with the
	// sticky error (suite e_faults).
	c, err := t.streamContext(s)
	if err == nil {
		err = t.hostCodeRefuses("cuEventRecord")
	}
	if err != nil {
		return err
	}
	e, err := t.d.event(h)
	if err != nil {
		return err
	}
	if !t.d.greenPeers(c, e.c) {
		return cu.Errorf(cu.ErrorInvalidHandle, "event %#x belongs to %v, stream %#x to %v", uint64(h), e.c, uint64(s), c)
	}
	if err := t.legacyCaptureImplicit(s, true); err != nil {
		return err
	}
	if ok, err := t.captureRecord(s, e); ok {
		return err
	}
	frees := t.d.poolEventRecorded(s)
	e.mu.Lock()
	e.gen++
	gen := e.gen
	e.recorded, e.stream, e.poolFrees = true, s, frees
	e.sharedRecord(gen, false)
	e.mu.Unlock()
	done, _ := t.inOrder(s, c, work{run: func(*Thread) chan struct{} {
		e.mu.Lock()
		if e.gen == gen {
			e.when = time.Now()
		}
		e.sharedRecord(gen, true)
		e.mu.Unlock()
		return nil
	}})
	e.mu.Lock()
	if e.gen == gen {
		e.done = done
	}
	e.mu.Unlock()
	t.sanRecord(e, s, c)
	t.d.emit(Notice{Kind: NoticeEventRecord, Thread: t.id, Device: c.Device, Context: Context(c.Handle), Handle: uint64(h)})
	return nil
}

// EventRecordWithFlags is cuEventRecordWithFlags: EventRecord with flags
// CU_EVENT_RECORD_DEFAULT (0) or CU_EVENT_RECORD_EXTERNAL (1). An external
// record is one a capture makes a node of: on a stream that is not
// capturing it is CUDA_ERROR_ILLEGAL_STATE (the H200: suite e_streams); in a
// capture it is an EVENT_RECORD node (captureExternal).
func (t *Thread) EventRecordWithFlags(e Event, s Stream, flags uint32) error {
	if flags > 1 {
		if err := t.d.ready(); err != nil {
			return err
		}
		return cu.Errorf(cu.ErrorInvalidValue, "cuEventRecordWithFlags flags %#x", flags)
	}
	if flags == 1 {
		if err := t.externalOutsideCapture(s, "cuEventRecordWithFlags(CU_EVENT_RECORD_EXTERNAL)"); err != nil {
			return err
		}
		if ok, err := t.captureExternal(s, e, false); ok {
			return err
		}
	}
	return t.EventRecord(e, s)
}

// captureExternal captures an external event record or wait as an
// EVENT_RECORD or WAIT_EVENT node of the capture (measured: suite2's
// s_capture_kinds, both nodes naming the event).
func (t *Thread) captureExternal(s Stream, e Event, wait bool) (bool, error) {
	ev, err := t.d.event(e)
	if err != nil {
		return true, err
	}
	typ := GraphNodeEventRecord
	if wait {
		typ = GraphNodeWaitEvent
	}
	return t.captured(s, typ, func() (nodeParams, error) { return eventParams{ev, wait}, nil })
}

// externalOutsideCapture refuses an external event record or wait (call)
// on stream s when s is not capturing: CUDA_ERROR_ILLEGAL_STATE, as the
// H200 answered both (suite e_streams).
func (t *Thread) externalOutsideCapture(s Stream, call string) error {
	st, err := t.StreamIsCapturing(s)
	if err != nil {
		return err
	}
	if st == CaptureStatusNone {
		return cu.Errorf(cu.ErrorIllegalState, "%s on stream %#x, which is not capturing", call, uint64(s))
	}
	return nil
}

// EventQuery is cuEventQuery: CUDA_SUCCESS once the work before the
// event's last record is done (a never-recorded event is complete too),
// CUDA_ERROR_NOT_READY before (measured: testdata/reference/async, section
// held), or the context's sticky error.
func (t *Thread) EventQuery(h Event) error {
	if err := t.eventQuery(h); err != nil {
		return err
	}
	e, _ := t.d.event(h)
	if !e.reached() && !e.settled() {
		return cu.Errorf(cu.ErrorNotReady, "event %#x: the work before its record is not done yet", uint64(h))
	}
	if err := e.c.Err(); err != nil {
		return err // the work faulted as it ended, after eventQuery's check
	}
	t.d.sanSyncEvent(e)
	return nil
}

// eventQuery is what EventQuery and EventSynchronize check first.
func (t *Thread) eventQuery(h Event) error {
	e, err := t.d.event(h)
	if err != nil {
		return err
	}
	if err := t.capturedEvent(e); err != nil {
		return err
	}
	if err := t.captureRefuses(0, nil, "cuEventQuery"); err != nil {
		return err
	}
	return e.c.Err()
}

// wasRecorded reports whether the event was ever recorded outside a
// capture.
func (e *event) wasRecorded() bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.recorded
}

// EventSynchronize is cuEventSynchronize (see EventQuery). Memory pools
// complete the frees its last record comes after, as at
// cuStreamSynchronize (measured: testdata/reference/pools2, release;
// testdata/reference/fix11, trim.txt).
func (t *Thread) EventSynchronize(h Event) error {
	if err := t.eventQuery(h); err != nil {
		return err
	}
	e, _ := t.d.event(h)
	if ch := e.completion(); ch != nil {
		if err := t.await("cuEventSynchronize", []chan struct{}{ch}); err != nil {
			return err
		}
	}
	if err := e.c.Err(); err != nil {
		return err // the work waited for (or ended since eventQuery's check) faulted
	}
	t.d.sanSyncEvent(e)
	if e.wasRecorded() {
		e.mu.Lock()
		frees := e.poolFrees
		e.mu.Unlock()
		t.d.poolsEventSynchronized(frees, e.c.Device)
	}
	return nil
}

// EventElapsedTime is cuEventElapsedTime: milliseconds of host time between
// two records. An event never recorded or created with
// CU_EVENT_DISABLE_TIMING is CUDA_ERROR_INVALID_HANDLE.
func (t *Thread) EventElapsedTime(start, end Event) (float32, error) {
	var when [2]time.Time
	for i, h := range []Event{start, end} {
		e, err := t.d.event(h)
		if err != nil {
			return 0, err
		}
		if err := e.c.Err(); err != nil {
			return 0, err
		}
		if e.flags&EventDisableTiming != 0 {
			return 0, cu.Errorf(cu.ErrorInvalidHandle, "event %#x was created with CU_EVENT_DISABLE_TIMING", uint64(h))
		}
		e.mu.Lock()
		rec, w, ch := e.recorded, e.when, e.done
		e.mu.Unlock()
		if !rec {
			return 0, cu.Errorf(cu.ErrorInvalidHandle, "event %#x was never recorded", uint64(h))
		}
		if pending(ch) {
			return 0, cu.Errorf(cu.ErrorNotReady, "event %#x: the work before its record is not done yet", uint64(h))
		}
		when[i] = w
	}
	return float32(when[1].Sub(when[0]).Seconds() * 1000), nil
}

// EventDestroy is cuEventDestroy_v2.
func (t *Thread) EventDestroy(h Event) error {
	e, err := t.d.event(h)
	if err != nil {
		return err
	}
	if err := e.c.Err(); err != nil {
		return err
	}
	if r := resources(e.c); r != nil {
		r.removeEvent(h)
	}
	t.d.sanForgetEvent(e)
	e.mu.Lock()
	for _, m := range []*sharedMapping{e.ipc, e.peer} {
		if m != nil {
			m.release()
		}
	}
	e.ipc, e.peer = nil, nil
	e.mu.Unlock()
	t.d.handles.remove(uint64(h), "event destroyed by cuEventDestroy")
	t.d.emit(Notice{Kind: NoticeEventDestroy, Thread: t.id, Device: e.c.Device, Context: Context(e.c.Handle), Handle: uint64(h)})
	return nil
}

func (*event) handleKind() string { return "event" }
