//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import (
	"unsafe"

	"cudasim/cu"
	"cudasim/driver"
)

// Entry points beyond the core set: cache configuration, host functions and
// callbacks, stream-ordered allocation, pitched and 2D memory, registered
// host memory, several pointer attributes at once. The recorder forwards
// them and notes them as comments (the trace format has no form for them).

//export cuCtxGetCacheConfig
func cuCtxGetCacheConfig(c *C.int) (res C.CUresult) {
	defer guard("cuCtxGetCacheConfig", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxGetCacheConfig, u64(c))
		rec.comment("cuCtxGetCacheConfig() -> %d", r)
		return r
	}
	if c == nil {
		return ret("cuCtxGetCacheConfig", errNullOut("pconfig"))
	}
	v, err := thread().CtxGetCacheConfig()
	if err == nil {
		*c = C.int(v)
	}
	return ret("cuCtxGetCacheConfig", err)
}

//export cuCtxSetCacheConfig
func cuCtxSetCacheConfig(c C.int) (res C.CUresult) {
	defer guard("cuCtxSetCacheConfig", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxSetCacheConfig, uint64(c))
		rec.comment("cuCtxSetCacheConfig(%d) -> %d", c, r)
		return r
	}
	return ret("cuCtxSetCacheConfig", thread().CtxSetCacheConfig(driver.FuncCache(c)))
}

//export cuCtxResetPersistingL2Cache
func cuCtxResetPersistingL2Cache() (res C.CUresult) {
	defer guard("cuCtxResetPersistingL2Cache", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxResetPersistingL2Cache)
		rec.comment("cuCtxResetPersistingL2Cache() -> %d", r)
		return r
	}
	return ret("cuCtxResetPersistingL2Cache", thread().CtxResetPersistingL2Cache())
}

//export cuEventRecordWithFlags
func cuEventRecordWithFlags(e, s C.uintptr_t, flags C.uint) (res C.CUresult) {
	defer guard("cuEventRecordWithFlags", &res)
	return eventRecordWithFlags(sym_cuEventRecordWithFlags, e, s, flags, false)
}

//export cuEventRecordWithFlags_ptsz
func cuEventRecordWithFlags_ptsz(e, s C.uintptr_t, flags C.uint) (res C.CUresult) {
	defer guard("cuEventRecordWithFlags_ptsz", &res)
	return eventRecordWithFlags(sym_cuEventRecordWithFlags_ptsz, e, s, flags, true)
}

func eventRecordWithFlags(sym int, e, s C.uintptr_t, flags C.uint, pt bool) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, uint64(e), uint64(s), uint64(flags))
		rec.comment("cuEventRecordWithFlags(%v, %v, %d) -> %d", rec.ev(e), rec.strm(s), flags, r)
		return r
	}
	return ret("cuEventRecordWithFlags", thread().EventRecordWithFlags(driver.Event(e), stream(s, pt), uint32(flags)))
}

//export cuLaunchHostFunc
func cuLaunchHostFunc(s C.uintptr_t, fn, data unsafe.Pointer) (res C.CUresult) {
	defer guard("cuLaunchHostFunc", &res)
	return launchHostFunc(sym_cuLaunchHostFunc, s, fn, data, false)
}

//export cuLaunchHostFunc_ptsz
func cuLaunchHostFunc_ptsz(s C.uintptr_t, fn, data unsafe.Pointer) (res C.CUresult) {
	defer guard("cuLaunchHostFunc_ptsz", &res)
	return launchHostFunc(sym_cuLaunchHostFunc_ptsz, s, fn, data, true)
}

func launchHostFunc(sym int, s C.uintptr_t, fn, data unsafe.Pointer, pt bool) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, uint64(s), uint64(uintptr(fn)), uint64(uintptr(data)))
		rec.comment("cuLaunchHostFunc(%v) -> %d", rec.strm(s), r)
		return r
	}
	if fn == nil {
		return ret("cuLaunchHostFunc", errNullOut("fn"))
	}
	return ret("cuLaunchHostFunc", thread().LaunchHostFunc(stream(s, pt), func() { C.cudasim_host_fn(fn, data) }))
}

//export cuStreamAddCallback
func cuStreamAddCallback(s C.uintptr_t, fn, data unsafe.Pointer, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamAddCallback", &res)
	return streamAddCallback(sym_cuStreamAddCallback, s, fn, data, flags, false)
}

//export cuStreamAddCallback_ptsz
func cuStreamAddCallback_ptsz(s C.uintptr_t, fn, data unsafe.Pointer, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamAddCallback_ptsz", &res)
	return streamAddCallback(sym_cuStreamAddCallback_ptsz, s, fn, data, flags, true)
}

func streamAddCallback(sym int, s C.uintptr_t, fn, data unsafe.Pointer, flags C.uint, pt bool) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, uint64(s), uint64(uintptr(fn)), uint64(uintptr(data)), uint64(flags))
		rec.comment("cuStreamAddCallback(%v, %d) -> %d", rec.strm(s), flags, r)
		return r
	}
	if fn == nil {
		return ret("cuStreamAddCallback", errNullOut("callback"))
	}
	return ret("cuStreamAddCallback", thread().StreamAddCallback(stream(s, pt), func(st driver.Stream, err error) {
		// The callback gets the stream as the caller named it.
		C.cudasim_stream_cb(fn, s, C.CUresult(cu.Code(err)), data)
	}, uint32(flags)))
}

//export cuMemAllocAsync
func cuMemAllocAsync(p *C.CUdeviceptr, n C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemAllocAsync", &res)
	return memAllocAsync(sym_cuMemAllocAsync, p, n, s, false)
}

//export cuMemAllocAsync_ptsz
func cuMemAllocAsync_ptsz(p *C.CUdeviceptr, n C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemAllocAsync_ptsz", &res)
	return memAllocAsync(sym_cuMemAllocAsync_ptsz, p, n, s, true)
}

func memAllocAsync(sym int, p *C.CUdeviceptr, n C.size_t, s C.uintptr_t, pt bool) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, u64(p), uint64(n), uint64(s))
		if r == 0 {
			rec.rangeInCtx("async", uint64(*p), uint64(n))
		}
		rec.comment("cuMemAllocAsync(%d, %v) -> %d", n, rec.strm(s), r)
		return r
	}
	if p == nil {
		return ret("cuMemAllocAsync", errNullOut("dptr"))
	}
	a, err := thread().MemAllocAsync(uint64(n), stream(s, pt))
	if err == nil {
		*p = C.CUdeviceptr(a)
	}
	return ret("cuMemAllocAsync", err)
}

//export cuMemFreeAsync
func cuMemFreeAsync(p C.CUdeviceptr, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemFreeAsync", &res)
	return memFreeAsync(sym_cuMemFreeAsync, p, s, false)
}

//export cuMemFreeAsync_ptsz
func cuMemFreeAsync_ptsz(p C.CUdeviceptr, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemFreeAsync_ptsz", &res)
	return memFreeAsync(sym_cuMemFreeAsync_ptsz, p, s, true)
}

func memFreeAsync(sym int, p C.CUdeviceptr, s C.uintptr_t, pt bool) C.CUresult {
	if rec.on() {
		v := rec.ptr(p)
		r := rec.fwd(sym, uint64(p), uint64(s))
		if r == 0 {
			rec.rangeFreed(uint64(p))
		}
		rec.comment("cuMemFreeAsync(%v, %v) -> %d", v, rec.strm(s), r)
		return r
	}
	return ret("cuMemFreeAsync", thread().MemFreeAsync(driver.DevicePtr(p), stream(s, pt)))
}

//export cuMemAllocPitch_v2
func cuMemAllocPitch_v2(p *C.CUdeviceptr, pitch *C.size_t, width, height C.size_t, elem C.uint) (res C.CUresult) {
	defer guard("cuMemAllocPitch_v2", &res)
	if rec.on() {
		r := rec.fwd(sym_cuMemAllocPitch_v2, u64(p), u64(pitch), uint64(width), uint64(height), uint64(elem))
		if r == 0 {
			rec.rangeInCtx("pitch", uint64(*p), uint64(*pitch)*uint64(height))
		}
		rec.comment("cuMemAllocPitch(%d, %d, %d) -> %d", width, height, elem, r)
		return r
	}
	if p == nil || pitch == nil {
		return ret("cuMemAllocPitch", errNullOut("dptr or pPitch"))
	}
	a, pp, err := thread().MemAllocPitch(uint64(width), uint64(height), uint32(elem))
	if err == nil {
		*p, *pitch = C.CUdeviceptr(a), C.size_t(pp)
	}
	return ret("cuMemAllocPitch", err)
}

// memcpy2D is CUDA_MEMCPY2D (128 bytes on LP64).
type memcpy2D struct {
	srcX, srcY                             uint64
	srcType                                uint32
	_                                      uint32
	srcHost, srcDevice, srcArray, srcPitch uint64
	dstX, dstY                             uint64
	dstType                                uint32
	_                                      uint32
	dstHost, dstDevice, dstArray, dstPitch uint64
	width, height                          uint64
}

func (m *memcpy2D) driver() *driver.Memcpy2D {
	return &driver.Memcpy2D{
		SrcXInBytes: m.srcX, SrcY: m.srcY, SrcMemoryType: driver.MemoryType(m.srcType),
		SrcHost: m.srcHost, SrcDevice: m.srcDevice, SrcArray: m.srcArray, SrcPitch: m.srcPitch,
		DstXInBytes: m.dstX, DstY: m.dstY, DstMemoryType: driver.MemoryType(m.dstType),
		DstHost: m.dstHost, DstDevice: m.dstDevice, DstArray: m.dstArray, DstPitch: m.dstPitch,
		WidthInBytes: m.width, Height: m.height,
	}
}

//cudasim:alias cuMemcpy2D_v2_ptds cuMemcpy2D_v2
//cudasim:alias cuMemcpy2DUnaligned_v2 cuMemcpy2D_v2
//cudasim:alias cuMemcpy2DUnaligned_v2_ptds cuMemcpy2D_v2

//export cuMemcpy2D_v2
func cuMemcpy2D_v2(p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuMemcpy2D_v2", &res)
	if rec.on() {
		r := rec.fwd(sym_cuMemcpy2D_v2, uint64(uintptr(p)))
		rec.comment("cuMemcpy2D -> %d (not traced)", r)
		return r
	}
	if p == nil {
		return ret("cuMemcpy2D", errNullOut("pCopy"))
	}
	return synced("cuMemcpy2D", thread().Memcpy2D((*memcpy2D)(p).driver()))
}

//export cuMemcpy2DAsync_v2
func cuMemcpy2DAsync_v2(p unsafe.Pointer, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpy2DAsync_v2", &res)
	return memcpy2DAsync(sym_cuMemcpy2DAsync_v2, p, s, false)
}

//export cuMemcpy2DAsync_v2_ptsz
func cuMemcpy2DAsync_v2_ptsz(p unsafe.Pointer, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpy2DAsync_v2_ptsz", &res)
	return memcpy2DAsync(sym_cuMemcpy2DAsync_v2_ptsz, p, s, true)
}

func memcpy2DAsync(sym int, p unsafe.Pointer, s C.uintptr_t, pt bool) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, uint64(uintptr(p)), uint64(s))
		rec.comment("cuMemcpy2DAsync(%v) -> %d (not traced)", rec.strm(s), r)
		return r
	}
	if p == nil {
		return ret("cuMemcpy2DAsync", errNullOut("pCopy"))
	}
	return ret("cuMemcpy2DAsync", thread().Memcpy2DAsync((*memcpy2D)(p).driver(), stream(s, pt)))
}

//cudasim:alias cuMemsetD2D8_v2_ptds cuMemsetD2D8_v2

//export cuMemsetD2D8_v2
func cuMemsetD2D8_v2(dst C.CUdeviceptr, pitch C.size_t, v C.uchar, w, h C.size_t) (res C.CUresult) {
	defer guard("cuMemsetD2D8_v2", &res)
	if rec.on() {
		r := rec.fwd(sym_cuMemsetD2D8_v2, uint64(dst), uint64(pitch), uint64(v), uint64(w), uint64(h))
		rec.comment("cuMemsetD2D8(%v, %d, %d, %d, %d) -> %d", rec.ptr(dst), pitch, v, w, h, r)
		return r
	}
	return ret("cuMemsetD2D8", thread().MemsetD2D8(driver.DevicePtr(dst), uint64(pitch), uint8(v), uint64(w), uint64(h)))
}

//cudasim:alias cuMemsetD2D16_v2_ptds cuMemsetD2D16_v2

//export cuMemsetD2D16_v2
func cuMemsetD2D16_v2(dst C.CUdeviceptr, pitch C.size_t, v C.ushort, w, h C.size_t) (res C.CUresult) {
	defer guard("cuMemsetD2D16_v2", &res)
	if rec.on() {
		r := rec.fwd(sym_cuMemsetD2D16_v2, uint64(dst), uint64(pitch), uint64(v), uint64(w), uint64(h))
		rec.comment("cuMemsetD2D16(%v, %d, %d, %d, %d) -> %d", rec.ptr(dst), pitch, v, w, h, r)
		return r
	}
	return ret("cuMemsetD2D16", thread().MemsetD2D16(driver.DevicePtr(dst), uint64(pitch), uint16(v), uint64(w), uint64(h)))
}

//cudasim:alias cuMemsetD2D32_v2_ptds cuMemsetD2D32_v2

//export cuMemsetD2D32_v2
func cuMemsetD2D32_v2(dst C.CUdeviceptr, pitch C.size_t, v C.uint, w, h C.size_t) (res C.CUresult) {
	defer guard("cuMemsetD2D32_v2", &res)
	if rec.on() {
		r := rec.fwd(sym_cuMemsetD2D32_v2, uint64(dst), uint64(pitch), uint64(v), uint64(w), uint64(h))
		rec.comment("cuMemsetD2D32(%v, %d, %d, %d, %d) -> %d", rec.ptr(dst), pitch, v, w, h, r)
		return r
	}
	return ret("cuMemsetD2D32", thread().MemsetD2D32(driver.DevicePtr(dst), uint64(pitch), uint32(v), uint64(w), uint64(h)))
}

//cudasim:alias cuMemHostRegister cuMemHostRegister_v2

//export cuMemHostRegister_v2
func cuMemHostRegister_v2(p unsafe.Pointer, n C.size_t, flags C.uint) (res C.CUresult) {
	defer guard("cuMemHostRegister_v2", &res)
	if rec.on() {
		r := rec.fwd(sym_cuMemHostRegister_v2, uint64(uintptr(p)), uint64(n), uint64(flags))
		if r == 0 {
			rec.syms.NewRange("reg", uint64(uintptr(p)), uint64(n))
		}
		rec.comment("cuMemHostRegister(%d bytes, %d) -> %d", n, flags, r)
		return r
	}
	if p == nil {
		return ret("cuMemHostRegister", errNullOut("p"))
	}
	b, err := hostBytes(p, uint64(n), "p")
	if err != nil {
		return ret("cuMemHostRegister", err)
	}
	return ret("cuMemHostRegister", thread().MemHostRegister(b, uint32(flags)))
}

//export cuMemHostUnregister
func cuMemHostUnregister(p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuMemHostUnregister", &res)
	if rec.on() {
		r := rec.fwd(sym_cuMemHostUnregister, uint64(uintptr(p)))
		if r == 0 {
			rec.syms.ForgetRange(uint64(uintptr(p)))
		}
		rec.comment("cuMemHostUnregister -> %d", r)
		return r
	}
	b, err := hostAllocation(p)
	if err == nil {
		err = thread().MemHostUnregister(b)
	}
	return ret("cuMemHostUnregister", err)
}

//export cuPointerGetAttributes
func cuPointerGetAttributes(n C.uint, attrs *C.int, data *unsafe.Pointer, p C.CUdeviceptr) (res C.CUresult) {
	defer guard("cuPointerGetAttributes", &res)
	if rec.on() {
		r := rec.fwd(sym_cuPointerGetAttributes, uint64(n), u64(attrs), u64(data), uint64(p))
		rec.comment("cuPointerGetAttributes(%d, %v) -> %d", n, rec.ptr(p), r)
		return r
	}
	if n == 0 || attrs == nil || data == nil {
		return ret("cuPointerGetAttributes", errNullOut("attributes or data"))
	}
	if n > maxOptions {
		return ret("cuPointerGetAttributes", cu.Errorf(cu.ErrorInvalidValue, "%d attributes: more than there are attributes", n))
	}
	as := make([]driver.PointerAttribute, n)
	for i, a := range unsafe.Slice(attrs, n) {
		as[i] = driver.PointerAttribute(a)
		if _, ok := pointerAttrSize[as[i]]; !ok {
			return ret("cuPointerGetAttributes", cu.Errorf(cu.ErrorNotSupported, "pointer attribute %d is not emulated", a))
		}
	}
	vs, err := thread().PointerGetAttributes(as, driver.DevicePtr(p))
	if err != nil {
		return ret("cuPointerGetAttributes", err)
	}
	for i, d := range unsafe.Slice(data, n) {
		if d == nil {
			continue
		}
		if pointerAttrSize[as[i]] == 8 {
			*(*uint64)(d) = vs[i]
		} else {
			*(*uint32)(d) = uint32(vs[i])
		}
	}
	return 0
}
