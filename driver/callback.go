package driver

import (
	"cudasim/cu"
	"cudasim/internal/ctx"
)

// Host functions and callbacks enqueued on a stream.

// LaunchHostFunc is cuLaunchHostFunc: fn runs after the work enqueued on s
// before it, on a goroutine of its own, as the driver runs it on a thread
// of its own (measured: testdata/reference/async, section hostfn), with no
// driver lock held; the call returns at once, and work enqueued on s after
// it waits until fn returns (streamq.go). fn runs as a thread of its own
// (hostcode.go): it should not call the driver, and a call of its that
// would wait for fn itself answers CUDA_ERROR_NOT_PERMITTED.
func (t *Thread) LaunchHostFunc(s Stream, fn func()) error {
	c, err := t.streamContext(s)
	if err == nil {
		err = t.hostCodeRefuses("cuLaunchHostFunc")
	}
	if err != nil {
		return err
	}
	if fn == nil {
		return cu.Errorf(cu.ErrorInvalidValue, "cuLaunchHostFunc with a NULL function")
	}
	if ok, err := t.captureHost(s, fn); ok {
		return err
	}
	t.inOrder(s, c, work{async: true, run: func(w *Thread) chan struct{} {
		w.runHost(c, fn)
		return nil
	}})
	return nil
}

// StreamAddCallback is cuStreamAddCallback: fn runs once the work enqueued
// on s before it is done (on a goroutine of its own, as LaunchHostFunc's)
// and is told the
// stream and the outcome: nil, or the context's sticky error — in which case
// it still runs, as the driver documents. flags must be 0.
func (t *Thread) StreamAddCallback(s Stream, fn func(Stream, error), flags uint32) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	if flags != 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "cuStreamAddCallback flags must be 0, got %#x", flags)
	}
	if fn == nil {
		return cu.Errorf(cu.ErrorInvalidValue, "cuStreamAddCallback with a NULL callback")
	}
	var c *ctx.Context
	if isDefaultStream(s) {
		cur, err := t.currentLive()
		if err != nil {
			return err
		}
		c = cur
	} else {
		st, err := t.d.stream(s)
		if err != nil {
			return err
		}
		c = st.c
	}
	// Measured (graphs26's s_gr_capops): a callback cannot be captured
	// (cuLaunchHostFunc can).
	if err := t.captureForbids(s, "cuStreamAddCallback"); err != nil {
		return err
	}
	t.inOrder(s, c, work{async: true, run: func(w *Thread) chan struct{} {
		w.runHost(c, func() { fn(s, c.Sticky()) })
		return nil
	}})
	return nil
}
