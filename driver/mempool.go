package driver

import (
	"cudasim/cu"
	"cudasim/internal/mem"
)

// Stream-ordered allocation: memory allocated and freed in stream order,
// from the device's memory pool.

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
