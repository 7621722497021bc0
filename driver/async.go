package driver

import (
	"cudasim/cu"
	"cudasim/mem"
)

// MemAllocAsync is cuMemAllocAsync: n bytes of device memory on the device
// of stream s's context, from the stream-ordered allocator. Such memory
// belongs to no context: it survives cuCtxDestroy and is freed with
// MemFreeAsync or MemFree. As work runs at once, the memory is usable when
// the call returns.
func (t *Thread) MemAllocAsync(n uint64, s Stream) (DevicePtr, error) {
	c, err := t.streamContext(s)
	if err != nil {
		return 0, err
	}
	if n == 0 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuMemAllocAsync of 0 bytes")
	}
	if v := t.d.devices[c.Device].Attributes[AttrMemoryPoolsSupported]; v.Err != 0 || v.Value == 0 {
		return 0, cu.Errorf(cu.ErrorNotSupported, "device %d does not support memory pools", c.Device)
	}
	a, err := t.d.mem.Alloc(mem.Request{Kind: mem.Device, Device: c.Device, Size: n})
	if err != nil {
		return 0, err
	}
	t.d.allocated(t, c, a, "cuMemAllocAsync")
	return a.Base, nil
}

// MemFreeAsync is cuMemFreeAsync: it frees device memory in stream order
// (at once). Anything that is not the start of a live device or managed
// allocation is CUDA_ERROR_INVALID_VALUE.
func (t *Thread) MemFreeAsync(p DevicePtr, s Stream) error {
	if _, err := t.streamContext(s); err != nil {
		return err
	}
	a, err := t.d.mem.Free(p, mem.Device, mem.Managed)
	if err != nil {
		return err
	}
	t.d.freed(t, a, "cuMemFreeAsync")
	return nil
}

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

// EventRecordWithFlags is cuEventRecordWithFlags: EventRecord with flags
// CU_EVENT_RECORD_DEFAULT (0) or CU_EVENT_RECORD_EXTERNAL (1, meaningful
// only during graph capture, which is not emulated: accepted and ignored).
func (t *Thread) EventRecordWithFlags(e Event, s Stream, flags uint32) error {
	if flags > 1 {
		if err := t.d.ready(); err != nil {
			return err
		}
		return cu.Errorf(cu.ErrorInvalidValue, "cuEventRecordWithFlags flags %#x", flags)
	}
	return t.EventRecord(e, s)
}

// CtxResetPersistingL2Cache is cuCtxResetPersistingL2Cache: the emulator has
// no cache, so only the current context is checked.
func (t *Thread) CtxResetPersistingL2Cache() error {
	_, err := t.current()
	return err
}
