package driver

import (
	"cudasim/cu"
)

// Host functions and callbacks enqueued on a stream.

// LaunchHostFunc is cuLaunchHostFunc: fn runs after the work enqueued on s
// before it — here at once, on the calling goroutine, with no driver lock
// held. As on real hardware, fn should not call the driver.
func (t *Thread) LaunchHostFunc(s Stream, fn func()) error {
	if _, err := t.streamContext(s); err != nil {
		return err
	}
	if fn == nil {
		return cu.Errorf(cu.ErrorInvalidValue, "cuLaunchHostFunc with a NULL function")
	}
	if ok, err := t.captureHost(s, fn); ok {
		return err
	}
	fn()
	return nil
}

// StreamAddCallback is cuStreamAddCallback: fn runs once the work enqueued
// on s before it is done (at once, on the calling goroutine) and is told the
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
	var c interface{ Sticky() error }
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
	fn(s, c.Sticky())
	return nil
}
