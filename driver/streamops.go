package driver

import (
	"time"

	"cudasim/cu"
	"cudasim/internal/ctx"
)

// Smaller stream and context entry points of the streamops work, as the
// H200 answered them (testdata/reference/streamops, sections attrs and
// sticky).

// StreamGetDevice is cuStreamGetDevice: the device of the stream's context
// (of the current context for the NULL, legacy and per-thread streams).
// A context with a sticky error answers it (measured).
func (t *Thread) StreamGetDevice(h Stream) (Device, error) {
	c, err := t.streamContext(h)
	if err != nil {
		return 0, err
	}
	if err := c.Err(); err != nil {
		return 0, err
	}
	return Device(c.Device), nil
}

// CtxSetFlags is cuCtxSetFlags: the current context's flags (see
// ctx.Context.SetFlags). Bits outside CU_CTX_FLAGS_MASK (0x100, 0x1000)
// are CUDA_ERROR_INVALID_VALUE (measured).
func (t *Thread) CtxSetFlags(flags uint32) error {
	c, err := t.currentLive()
	if err != nil {
		return err
	}
	return c.SetFlags(flags)
}

// SharedMemConfig is CUsharedconfig, a shared memory bank size.
type SharedMemConfig int32

// The bank sizes.
const (
	SharedMemConfigDefault   SharedMemConfig = 0
	SharedMemConfigFourByte  SharedMemConfig = 1
	SharedMemConfigEightByte SharedMemConfig = 2
)

// CtxGetSharedMemConfig is cuCtxGetSharedMemConfig (deprecated): driver 580
// on the H200 answered CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE, whatever
// cuCtxSetSharedMemConfig was given.
func (t *Thread) CtxGetSharedMemConfig() (SharedMemConfig, error) {
	if _, err := t.currentLive(); err != nil {
		return 0, err
	}
	return SharedMemConfigFourByte, nil
}

// CtxSetSharedMemConfig is cuCtxSetSharedMemConfig (deprecated): the three
// configurations are accepted and change nothing, others are
// CUDA_ERROR_INVALID_VALUE (measured).
func (t *Thread) CtxSetSharedMemConfig(config SharedMemConfig) error {
	if _, err := t.currentLive(); err != nil {
		return err
	}
	return checkSharedMemConfig(config)
}

// FuncSetSharedMemConfig is cuFuncSetSharedMemConfig (deprecated), as
// CtxSetSharedMemConfig; a NULL function is CUDA_ERROR_INVALID_HANDLE
// (measured).
func (t *Thread) FuncSetSharedMemConfig(h Function, config SharedMemConfig) error {
	if _, err := t.d.function(h); err != nil {
		return err
	}
	return checkSharedMemConfig(config)
}

func checkSharedMemConfig(config SharedMemConfig) error {
	if config < SharedMemConfigDefault || config > SharedMemConfigEightByte {
		return cu.Errorf(cu.ErrorInvalidValue, "shared memory configuration %d (0 to 2)", config)
	}
	return nil
}

// ctxOf resolves the context cuCtxRecordEvent and cuCtxWaitEvent name: NULL
// is CUDA_ERROR_INVALID_CONTEXT (not the current context), a destroyed one
// CUDA_ERROR_CONTEXT_IS_DESTROYED, one with a sticky error that error
// (all measured).
func (t *Thread) ctxOf(h Context, call string) (*ctx.Context, error) {
	if err := t.d.ready(); err != nil {
		return nil, err
	}
	if h == 0 {
		return nil, cu.Errorf(cu.ErrorInvalidContext, "%s of a NULL context", call)
	}
	c, err := t.d.context(h)
	if err != nil {
		return nil, err
	}
	if err := c.Err(); err != nil {
		return nil, err
	}
	return c, nil
}

// CtxRecordEvent is cuCtxRecordEvent: event e is reached once all the work
// context h has been given so far is done. As measured
// (testdata/reference/streamops, section ctxevent): a NULL event is
// CUDA_ERROR_INVALID_HANDLE, an event of another context too; while a
// stream of the context captures, CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED,
// invalidating the capture.
func (t *Thread) CtxRecordEvent(h Context, e Event) error {
	c, err := t.ctxOf(h, "cuCtxRecordEvent")
	if err != nil {
		return err
	}
	ev, err := t.d.event(e)
	if err != nil {
		return err
	}
	if !t.d.greenPeers(c, ev.c) {
		return cu.Errorf(cu.ErrorInvalidHandle, "cuCtxRecordEvent: event %#x belongs to %v, not %v", uint64(e), ev.c, c)
	}
	if err := t.captureRefuses(0, c, "cuCtxRecordEvent"); err != nil {
		return err
	}
	waits := pendingIn(c)
	ev.mu.Lock()
	ev.gen++
	gen := ev.gen
	ev.recorded, ev.stream = true, 0
	ev.sharedRecord(gen, false)
	reached := func() {
		if ev.gen == gen {
			ev.when = time.Now()
		}
		ev.sharedRecord(gen, true)
	}
	if len(waits) == 0 {
		reached()
		ev.done = nil
		ev.mu.Unlock()
		return nil
	}
	done := make(chan struct{})
	ev.done = done
	ev.mu.Unlock()
	laneMu.Lock()
	follows(done, waits)
	laneMu.Unlock()
	inFlight.Add(1)
	go func() {
		defer inFlight.Add(-1)
		waitAll(waits)
		ev.mu.Lock()
		reached()
		ev.mu.Unlock()
		forgetDeps(done)
		close(done)
	}()
	return nil
}

// CtxWaitEvent is cuCtxWaitEvent: the work context h is given from now on
// waits until event e is reached (measured: work on a fresh non-blocking
// stream then waited; an empty stream stayed ready). An event of another
// context is accepted (measured); the capture and NULL rules are
// CtxRecordEvent's.
func (t *Thread) CtxWaitEvent(h Context, e Event) error {
	c, err := t.ctxOf(h, "cuCtxWaitEvent")
	if err != nil {
		return err
	}
	ev, err := t.d.event(e)
	if err != nil {
		return err
	}
	if err := t.captureRefuses(0, c, "cuCtxWaitEvent"); err != nil {
		return err
	}
	ch := ev.completion()
	if ch == nil {
		return nil
	}
	addCtxWait(c, ch)
	return nil
}

// addCtxWait makes the work context c is given from now on wait for ch too.
func addCtxWait(c *ctx.Context, ch chan struct{}) {
	r := resources(c)
	if r == nil {
		return
	}
	r.mu.Lock()
	kept := r.ctxWaits[:0]
	for _, w := range r.ctxWaits {
		if pending(w) {
			kept = append(kept, w)
		}
	}
	r.ctxWaits = append(kept, ch)
	r.mu.Unlock()
}

// ctxWaits are the completions cuCtxWaitEvent made context c's work wait
// for.
func ctxWaits(c *ctx.Context) []chan struct{} {
	if c == nil {
		return nil
	}
	r := resources(c)
	if r == nil {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.ctxWaits
}
