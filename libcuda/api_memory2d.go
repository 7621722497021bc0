//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import (
	"unsafe"

	"cudasim/driver"
)

// Pitched and 2D memory. The recorder forwards these calls and notes them as
// comments: the trace format has no form for them.

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
