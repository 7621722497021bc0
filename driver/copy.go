package driver

import (
	"bytes"
	"cudasim/cu"
	"cudasim/internal/ctx"
	"cudasim/internal/mem"
)

// Copies and sets, synchronous and stream-ordered. The synchronous forms
// run on the legacy default stream, after the work it follows (onLegacy);
// the stream-ordered ones in their stream's order (streamOp, streamq.go).

// rangeFirst answers what a synchronous copy or memset of the n bytes at p in
// device memory answers before it waits for the stream work ahead of it: the
// current context's error (a fault already seen included), then a range in
// no allocation or past its end (CUDA_ERROR_INVALID_VALUE). Measured on the
// H200 (libcuda/testdata/cudart/interop26, or_copy and or_misc): while a
// kernel that was to fault still ran, cudaMemcpy from and cudaMemset of a
// pointer never allocated or freed answered CUDA_ERROR_INVALID_VALUE at once;
// after the fault, the fault.
func (t *Thread) rangeFirst(p DevicePtr, n uint64, write bool) error {
	if _, err := t.current(); err != nil {
		return err
	}
	return t.d.mem.CheckRange(p, n, write)
}

// MemcpyHtoD is cuMemcpyHtoD_v2: it copies src to dst, which must lie with
// all len(src) bytes in one allocation (else CUDA_ERROR_INVALID_VALUE).
func (t *Thread) MemcpyHtoD(dst DevicePtr, src []byte) error {
	if d, ok := t.d.deviceHost(src); ok {
		return t.MemcpyDtoD(dst, d, uint64(len(src)))
	}
	if err := t.rangeFirst(dst, uint64(len(src)), true); err != nil {
		if _, ok := t.d.mem.Lookup(dst); !ok && cu.Code(err) == cu.ErrorInvalidValue { // the H200's log line (testdata/reference/surface25)
			return addReason(err, "Allocation not found")
		}
		return err
	}
	if err := t.syncCopy(); err != nil {
		return err
	}
	return t.d.mem.Write(dst, src)
}

// MemcpyDtoH is cuMemcpyDtoH_v2: it copies len(dst) bytes from src.
func (t *Thread) MemcpyDtoH(dst []byte, src DevicePtr) error {
	if d, ok := t.d.deviceHost(dst); ok {
		return t.MemcpyDtoD(d, src, uint64(len(dst)))
	}
	if err := t.rangeFirst(src, uint64(len(dst)), false); err != nil {
		return err
	}
	if err := t.syncCopy(); err != nil {
		return err
	}
	return t.d.mem.Read(src, dst)
}

// deviceHost reports whether b, a host buffer a copy was given, lies at a
// device address: with unified addressing the driver copies device memory
// named as host memory as the device memory it is (the H200 copied
// cudaMemcpy(device, device, n, cudaMemcpyDeviceToHost), which cudart
// passes to cuMemcpyDtoH: libcuda/testdata/cudart/suite, e_memory).
func (d *Driver) deviceHost(b []byte) (DevicePtr, bool) {
	a := Addr(b)
	return a, len(b) > 0 && d.mem.IsDeviceAddress(a)
}

// MemcpyDtoD is cuMemcpyDtoD_v2: it copies n bytes from src to dst, device
// memory on both sides, without the host waiting (syncDevice).
func (t *Thread) MemcpyDtoD(dst, src DevicePtr, n uint64) error {
	copyIt := func() error { return t.d.mem.Copy(dst, src, n) }
	if t.d.deviceRange(src, n, false) && t.d.deviceRange(dst, n, true) {
		return t.syncDevice("cuMemcpyDtoD", copyIt)
	}
	if _, err := t.onLegacy(); err != nil {
		return err
	}
	return copyIt()
}

// deviceRange reports whether n bytes at p lie in one allocation of device
// memory (not page-locked host memory, not managed memory) that allows the
// access, so that a synchronous copy or set of them may run without the host
// (syncDevice); where not, the call takes the waiting path, whose checks
// answer what is wrong.
func (d *Driver) deviceRange(p DevicePtr, n uint64, write bool) bool {
	a, ok := d.mem.Lookup(p)
	return ok && a.Kind == mem.Device && d.mem.CheckRange(p, n, write) == nil
}

// syncDevice runs op, a synchronous copy or set whose every side is device
// memory or an array (checked by the caller), as work of the stream a
// synchronous call is work of (syncStream) that the host does not wait for.
// The CUDA driver API's "API synchronization behavior" says device-to-device
// copies do no host-side synchronization and memsets of device memory are
// asynchronous with respect to the host; an H100 with the H200's driver
// measured it for every such form, 1D, 2D, 3D, to and from arrays, and that a
// side in page-locked host or managed memory makes the host wait
// (testdata/reference/sync34/h100-s34).
func (t *Thread) syncDevice(call string, op func() error) error {
	c, err := t.syncStart(true)
	if err != nil {
		return err
	}
	return t.syncRun(c, call, op)
}

// syncStart begins a synchronous copy or set that the caller checks before
// it runs: with device (every side is device memory or an array: syncDevice)
// it returns the context to queue the work in (syncRun), the host waiting for
// nothing; otherwise the host waits for the work ahead (onLegacy) and the
// context is nil, so that syncRun runs the work at once.
func (t *Thread) syncStart(device bool) (*ctx.Context, error) {
	if device {
		return t.syncCall()
	}
	_, err := t.onLegacy()
	return nil, err
}

// syncRun makes checked work op: queued on the synchronous call's stream
// (syncStream) behind its work when syncStart gave a context, else now.
func (t *Thread) syncRun(c *ctx.Context, call string, op func() error) error {
	if c == nil {
		return op()
	}
	return t.streamOp(t.syncStream(), c, call, false, op)
}

// deviceRows reports whether depth slices of height rows of width bytes at
// first, rows pitch bytes apart and slices sliceRows rows apart, lie in device
// memory that allows the access (deviceRange over their whole span). Extents
// that are empty, too large for any allocation or whose rows overlap are not:
// the waiting path's checks answer them.
func (d *Driver) deviceRows(first DevicePtr, width, height, depth, pitch, sliceRows uint64, write bool) bool {
	const most = 1 << 40 // no allocation is larger: keeps the products below from overflowing
	if width == 0 || height == 0 || depth == 0 || width > most || height > most || depth > most ||
		pitch > most || sliceRows > most {
		return false
	}
	if pitch < width && (height > 1 || depth > 1) || depth > 1 && sliceRows < height {
		return false
	}
	return d.deviceRange(first, (depth-1)*pitch*sliceRows+(height-1)*pitch+width, write)
}

// Memcpy is cuMemcpy: it copies n bytes, telling host from device memory by
// address (unified addressing). Addresses in no allocation are pageable host
// memory, reachable only when Config.HostMemory resolves them (the C library
// does); otherwise they are CUDA_ERROR_INVALID_VALUE.
func (t *Thread) Memcpy(dst, src DevicePtr, n uint64) error {
	if t.d.deviceRange(src, n, false) && t.d.deviceRange(dst, n, true) {
		return t.syncDevice("cuMemcpy", func() error { return t.d.mem.Copy(dst, src, n) })
	}
	if err := t.syncCopy(); err != nil {
		return err
	}
	return t.d.copyUnified(dst, src, n)
}

// pageable returns the host bytes at an address outside every allocation,
// or nil if the address is inside one.
func (d *Driver) pageable(addr, n uint64) ([]byte, error) {
	if _, ok := d.mem.Lookup(addr); ok {
		return nil, nil
	}
	if d.mem.IsDeviceAddress(addr) {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "device address %#x is in no live allocation", addr)
	}
	if d.cfg.HostMemory != nil {
		if b, ok := d.cfg.HostMemory(addr, n); ok && uint64(len(b)) >= n {
			return b[:n], nil
		}
	}
	return nil, cu.Errorf(cu.ErrorInvalidValue, "address %#x is in no allocation (pageable host memory is reachable only through the C library)", addr)
}

func (d *Driver) copyUnified(dst, src DevicePtr, n uint64) error {
	if n == 0 {
		return nil
	}
	hs, err := d.pageable(src, n)
	if err != nil {
		return err
	}
	hd, err := d.pageable(dst, n)
	if err != nil {
		return err
	}
	switch {
	case hs == nil && hd == nil:
		return d.mem.Copy(dst, src, n)
	case hs == nil:
		return d.mem.Read(src, hd)
	case hd == nil:
		return d.mem.Write(dst, hs)
	}
	copy(hd, hs)
	return nil
}

// MemsetD8 is cuMemsetD8_v2: n bytes at dst set to v.
func (t *Thread) MemsetD8(dst DevicePtr, v uint8, n uint64) error {
	err := t.memsetSync(dst, n, 1, "cuMemsetD8", func() error { return t.d.mem.Set8(dst, v, n) })
	if _, ok := t.d.mem.Lookup(dst); !ok && cu.Code(err) == cu.ErrorInvalidValue { // the H200's log line (testdata/reference/surface25)
		return addReason(err, "invalid memset range - no allocation found and cudaDevAttrPageableMemoryAccess is false")
	}
	return err
}

// memsetSync is a synchronous memset of n elements of width bytes at dst,
// which set makes: rangeFirst's answers at the call, then, as the CUDA
// driver API's "API synchronization behavior" says and an H100 with the
// H200's driver measured (testdata/reference/tidy32/h100-s33, ptds_* and
// legacy_*: a cudaMemset behind a held kernel returned at once, on every
// stream), work of the legacy stream (of the per-thread one through a
// _ptds entry point: syncStream) that the host does not wait for. Where
// dst is pinned host memory or managed memory, it is fully synchronous:
// the host waits for the work ahead of it (onLegacy), then it sets.
func (t *Thread) memsetSync(dst DevicePtr, n, width uint64, call string, set func() error) error {
	if n <= (1<<63)/width { // larger: the fill says it overflows
		if err := t.rangeFirst(dst, n*width, true); err != nil {
			return err
		}
	}
	if a, ok := t.d.mem.Lookup(dst); !ok || a.Kind != mem.Device {
		if _, err := t.onLegacy(); err != nil {
			return err
		}
		return set()
	}
	return t.syncDevice(call, set)
}

// MemsetD16 is cuMemsetD16_v2: n 16-bit values at dst (2-byte aligned, else
// CUDA_ERROR_INVALID_VALUE, as measured in testdata/reference/probe2) set
// to v.
func (t *Thread) MemsetD16(dst DevicePtr, v uint16, n uint64) error {
	return t.memsetSync(dst, n, 2, "cuMemsetD16", func() error { return t.d.mem.Set16(dst, v, n) })
}

// MemsetD32 is cuMemsetD32_v2: n 32-bit values at dst (4-byte aligned, else
// CUDA_ERROR_INVALID_VALUE, as measured in testdata/reference/probe2) set
// to v.
func (t *Thread) MemsetD32(dst DevicePtr, v uint32, n uint64) error {
	return t.memsetSync(dst, n, 4, "cuMemsetD32", func() error { return t.d.mem.Set32(dst, v, n) })
}

// MemcpyHtoDAsync is cuMemcpyHtoDAsync_v2; work runs at once, in stream
// order.
func (t *Thread) MemcpyHtoDAsync(dst DevicePtr, src []byte, s Stream) error {
	if d, ok := t.d.deviceHost(src); ok {
		return t.MemcpyDtoDAsync(dst, d, uint64(len(src)), s)
	}
	c, err := t.streamContext(s)
	if err != nil {
		return err
	}
	if ok, err := t.captureCopy(s, linearCopy(MemoryTypeDevice, dst, MemoryTypeHost, hostAddr(src), uint64(len(src))), func() error { return t.d.mem.Write(dst, src) }); ok {
		return err
	}
	if inFlight.Load() > 0 && !t.d.pageLocked(src) {
		src = bytes.Clone(src) // staged: the caller may reuse its memory at once
	}
	return t.streamOp(s, c, "cuMemcpyHtoDAsync", false, func() error { return t.d.mem.Write(dst, src) })
}

// MemcpyDtoHAsync is cuMemcpyDtoHAsync_v2.
func (t *Thread) MemcpyDtoHAsync(dst []byte, src DevicePtr, s Stream) error {
	if d, ok := t.d.deviceHost(dst); ok {
		return t.MemcpyDtoDAsync(d, src, uint64(len(dst)), s)
	}
	c, err := t.streamContext(s)
	if err != nil {
		return err
	}
	if ok, err := t.captureCopy(s, linearCopy(MemoryTypeHost, hostAddr(dst), MemoryTypeDevice, src, uint64(len(dst))), func() error { return t.d.mem.Read(src, dst) }); ok {
		return err
	}
	return t.streamOp(s, c, "cuMemcpyDtoHAsync", inFlight.Load() > 0 && !t.d.pageLocked(dst), func() error { return t.d.mem.Read(src, dst) })
}

// MemcpyDtoDAsync is cuMemcpyDtoDAsync_v2.
func (t *Thread) MemcpyDtoDAsync(dst, src DevicePtr, n uint64, s Stream) error {
	c, err := t.streamContext(s)
	if err != nil {
		return err
	}
	if ok, err := t.captureCopy(s, linearCopy(MemoryTypeDevice, dst, MemoryTypeDevice, src, n), func() error { return t.d.mem.Copy(dst, src, n) }); ok {
		return err
	}
	return t.streamOp(s, c, "cuMemcpyDtoDAsync", false, func() error { return t.d.mem.Copy(dst, src, n) })
}

// MemcpyAsync is cuMemcpyAsync (see Memcpy).
func (t *Thread) MemcpyAsync(dst, src DevicePtr, n uint64, s Stream) error {
	c, err := t.streamContext(s)
	if err != nil {
		return err
	}
	if ok, err := t.captureCopy(s, linearCopy(MemoryTypeUnified, dst, MemoryTypeUnified, src, n), nil); ok {
		return err
	}
	return t.streamOp(s, c, "cuMemcpyAsync", false, func() error { return t.d.copyUnified(dst, src, n) })
}

// MemsetD8Async is cuMemsetD8Async.
func (t *Thread) MemsetD8Async(dst DevicePtr, v uint8, n uint64, s Stream) error {
	c, err := t.streamContext(s)
	if err != nil {
		return err
	}
	if ok, err := t.captureMemset(dst, uint32(v), 1, n, s); ok {
		return err
	}
	return t.streamOp(s, c, "cuMemsetD8Async", false, func() error { return t.d.mem.Set8(dst, v, n) })
}

// MemsetD16Async is cuMemsetD16Async.
func (t *Thread) MemsetD16Async(dst DevicePtr, v uint16, n uint64, s Stream) error {
	c, err := t.streamContext(s)
	if err != nil {
		return err
	}
	if ok, err := t.captureMemset(dst, uint32(v), 2, n, s); ok {
		return err
	}
	return t.streamOp(s, c, "cuMemsetD16Async", false, func() error { return t.d.mem.Set16(dst, v, n) })
}

// MemsetD32Async is cuMemsetD32Async.
func (t *Thread) MemsetD32Async(dst DevicePtr, v uint32, n uint64, s Stream) error {
	c, err := t.streamContext(s)
	if err != nil {
		return err
	}
	if ok, err := t.captureMemset(dst, v, 4, n, s); ok {
		return err
	}
	return t.streamOp(s, c, "cuMemsetD32Async", false, func() error { return t.d.mem.Set32(dst, v, n) })
}
