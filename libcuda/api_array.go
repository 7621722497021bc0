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

// CUDA arrays, mipmapped arrays and copies to and from arrays. The recorder
// forwards these calls and notes them as comments: the trace format has no
// form for them.

// arrayDesc is CUDA_ARRAY_DESCRIPTOR (24 bytes on LP64).
type arrayDesc struct {
	width, height uint64
	format, nch   uint32
}

// array3DDesc is CUDA_ARRAY3D_DESCRIPTOR (40 bytes on LP64).
type array3DDesc struct {
	width, height, depth uint64
	format, nch, flags   uint32
	_                    uint32
}

func (a *array3DDesc) driver() driver.ArrayDescriptor {
	return driver.ArrayDescriptor{Width: a.width, Height: a.height, Depth: a.depth, Format: a.format, NumChannels: a.nch, Flags: a.flags}
}

func fromArrayDesc(d driver.ArrayDescriptor) array3DDesc {
	return array3DDesc{width: d.Width, height: d.Height, depth: d.Depth, format: d.Format, nch: d.NumChannels, flags: d.Flags}
}

// fwdComment forwards a call the trace has no form for to the real driver
// and notes it.
func fwdComment(sym int, name string, a ...uint64) C.CUresult {
	r := rec.fwd(sym, a...)
	rec.comment("%s -> %d (not traced)", name, r)
	return r
}

// perThreadSync is the _ptds entry point of a hand-written synchronous
// copy (sym, the real driver's own symbol, which the recorder forwards):
// the driver says whether the calling thread's per-thread default stream
// lets the call run (driver.Thread.PerThreadSync), then legacy, the
// legacy entry point, does the work.
func perThreadSync(sym int, name string, legacy func() C.CUresult, a ...uint64) C.CUresult {
	if rec.on() {
		return fwdComment(sym, name, a...)
	}
	if err := thread().PerThreadSync(name); err != nil {
		return ret(name, err)
	}
	defer thread().EndPerThreadSync()
	return legacy()
}

//export cuArrayCreate_v2
func cuArrayCreate_v2(p *C.uintptr_t, d unsafe.Pointer) (res C.CUresult) {
	defer guard("cuArrayCreate_v2", &res)
	if rec.on() {
		return fwdComment(sym_cuArrayCreate_v2, "cuArrayCreate", u64(p), uint64(uintptr(d)))
	}
	if p == nil || d == nil {
		return ret("cuArrayCreate", errNullOut("pHandle or pAllocateArray"))
	}
	ad := (*arrayDesc)(d)
	a, err := thread().ArrayCreate(driver.ArrayDescriptor{Width: ad.width, Height: ad.height, Format: ad.format, NumChannels: ad.nch})
	if err == nil {
		*p = C.uintptr_t(a)
	}
	return ret("cuArrayCreate", err)
}

//export cuArray3DCreate_v2
func cuArray3DCreate_v2(p *C.uintptr_t, d unsafe.Pointer) (res C.CUresult) {
	defer guard("cuArray3DCreate_v2", &res)
	if rec.on() {
		return fwdComment(sym_cuArray3DCreate_v2, "cuArray3DCreate", u64(p), uint64(uintptr(d)))
	}
	if p == nil || d == nil {
		return ret("cuArray3DCreate", errNullOut("pHandle or pAllocateArray"))
	}
	a, err := thread().Array3DCreate((*array3DDesc)(d).driver())
	if err == nil {
		*p = C.uintptr_t(a)
	}
	return ret("cuArray3DCreate", err)
}

//export cuArrayGetDescriptor_v2
func cuArrayGetDescriptor_v2(d unsafe.Pointer, a C.uintptr_t) (res C.CUresult) {
	defer guard("cuArrayGetDescriptor_v2", &res)
	if rec.on() {
		return fwdComment(sym_cuArrayGetDescriptor_v2, "cuArrayGetDescriptor", uint64(uintptr(d)), uint64(a))
	}
	if d == nil {
		return ret("cuArrayGetDescriptor", errNullOut("pArrayDescriptor"))
	}
	v, err := thread().ArrayGetDescriptor(driver.Array(a))
	if err == nil {
		*(*arrayDesc)(d) = arrayDesc{width: v.Width, height: v.Height, format: v.Format, nch: v.NumChannels}
	}
	return ret("cuArrayGetDescriptor", err)
}

//export cuArray3DGetDescriptor_v2
func cuArray3DGetDescriptor_v2(d unsafe.Pointer, a C.uintptr_t) (res C.CUresult) {
	defer guard("cuArray3DGetDescriptor_v2", &res)
	if rec.on() {
		return fwdComment(sym_cuArray3DGetDescriptor_v2, "cuArray3DGetDescriptor", uint64(uintptr(d)), uint64(a))
	}
	if d == nil {
		return ret("cuArray3DGetDescriptor", errNullOut("pArrayDescriptor"))
	}
	v, err := thread().Array3DGetDescriptor(driver.Array(a))
	if err == nil {
		*(*array3DDesc)(d) = fromArrayDesc(v)
	}
	return ret("cuArray3DGetDescriptor", err)
}

//export cuArrayGetMemoryRequirements
func cuArrayGetMemoryRequirements(reqs unsafe.Pointer, a C.uintptr_t, dev C.int) (res C.CUresult) {
	defer guard("cuArrayGetMemoryRequirements", &res)
	return memoryRequirements(sym_cuArrayGetMemoryRequirements, "cuArrayGetMemoryRequirements", reqs, a, dev,
		func(t *driver.Thread) (uint64, uint64, error) {
			return t.ArrayGetMemoryRequirements(driver.Array(a), driver.Device(dev))
		})
}

// memoryRequirements is cuArrayGetMemoryRequirements and
// cuMipmappedArrayGetMemoryRequirements (sym, name) of handle h: get asks
// the driver; the size and alignment go to reqs.
func memoryRequirements(sym int, name string, reqs unsafe.Pointer, h C.uintptr_t, dev C.int, get func(*driver.Thread) (size, align uint64, err error)) C.CUresult {
	if rec.on() {
		return fwdComment(sym, name, uint64(uintptr(reqs)), uint64(h), uint64(dev))
	}
	if reqs == nil {
		return ret(name, errNullOut("memoryRequirements"))
	}
	size, align, err := get(thread())
	if err == nil {
		*(*[2]uint64)(reqs) = [2]uint64{size, align}
	}
	return ret(name, err)
}

//export cuArrayDestroy
func cuArrayDestroy(a C.uintptr_t) (res C.CUresult) {
	defer guard("cuArrayDestroy", &res)
	if rec.on() {
		return fwdComment(sym_cuArrayDestroy, "cuArrayDestroy", uint64(a))
	}
	return ret("cuArrayDestroy", thread().ArrayDestroy(driver.Array(a)))
}

//export cuMipmappedArrayCreate
func cuMipmappedArrayCreate(p *C.uintptr_t, d unsafe.Pointer, levels C.uint) (res C.CUresult) {
	defer guard("cuMipmappedArrayCreate", &res)
	if rec.on() {
		return fwdComment(sym_cuMipmappedArrayCreate, "cuMipmappedArrayCreate", u64(p), uint64(uintptr(d)), uint64(levels))
	}
	if p == nil || d == nil {
		return ret("cuMipmappedArrayCreate", errNullOut("pHandle or pMipmappedArrayDesc"))
	}
	m, err := thread().MipmappedArrayCreate((*array3DDesc)(d).driver(), uint32(levels))
	if err == nil {
		*p = C.uintptr_t(m)
	}
	return ret("cuMipmappedArrayCreate", err)
}

//export cuMipmappedArrayGetLevel
func cuMipmappedArrayGetLevel(p *C.uintptr_t, m C.uintptr_t, level C.uint) (res C.CUresult) {
	defer guard("cuMipmappedArrayGetLevel", &res)
	if rec.on() {
		return fwdComment(sym_cuMipmappedArrayGetLevel, "cuMipmappedArrayGetLevel", u64(p), uint64(m), uint64(level))
	}
	if p == nil {
		return ret("cuMipmappedArrayGetLevel", errNullOut("pLevelArray"))
	}
	a, err := thread().MipmappedArrayGetLevel(driver.MipmappedArray(m), uint32(level))
	if err == nil {
		*p = C.uintptr_t(a)
	}
	return ret("cuMipmappedArrayGetLevel", err)
}

//export cuMipmappedArrayDestroy
func cuMipmappedArrayDestroy(m C.uintptr_t) (res C.CUresult) {
	defer guard("cuMipmappedArrayDestroy", &res)
	if rec.on() {
		return fwdComment(sym_cuMipmappedArrayDestroy, "cuMipmappedArrayDestroy", uint64(m))
	}
	return ret("cuMipmappedArrayDestroy", thread().MipmappedArrayDestroy(driver.MipmappedArray(m)))
}

//export cuMemcpyHtoA_v2_ptds
func cuMemcpyHtoA_v2_ptds(a C.uintptr_t, off C.size_t, src unsafe.Pointer, n C.size_t) (res C.CUresult) {
	defer guard("cuMemcpyHtoA_v2_ptds", &res)
	return perThreadSync(sym_cuMemcpyHtoA_v2_ptds, "cuMemcpyHtoA", func() C.CUresult { return cuMemcpyHtoA_v2(a, off, src, n) }, uint64(a), uint64(off), uint64(uintptr(src)), uint64(n))
}

//export cuMemcpyHtoA_v2
func cuMemcpyHtoA_v2(a C.uintptr_t, off C.size_t, src unsafe.Pointer, n C.size_t) (res C.CUresult) {
	defer guard("cuMemcpyHtoA_v2", &res)
	if rec.on() {
		return fwdComment(sym_cuMemcpyHtoA_v2, "cuMemcpyHtoA", uint64(a), uint64(off), uint64(uintptr(src)), uint64(n))
	}
	b, err := hostBytes(src, uint64(n), "srcHost")
	if err != nil {
		return ret("cuMemcpyHtoA", err)
	}
	return synced("cuMemcpyHtoA", thread().MemcpyHtoA(driver.Array(a), uint64(off), b))
}

//export cuMemcpyAtoH_v2_ptds
func cuMemcpyAtoH_v2_ptds(dst unsafe.Pointer, a C.uintptr_t, off C.size_t, n C.size_t) (res C.CUresult) {
	defer guard("cuMemcpyAtoH_v2_ptds", &res)
	return perThreadSync(sym_cuMemcpyAtoH_v2_ptds, "cuMemcpyAtoH", func() C.CUresult { return cuMemcpyAtoH_v2(dst, a, off, n) }, uint64(uintptr(dst)), uint64(a), uint64(off), uint64(n))
}

//export cuMemcpyAtoH_v2
func cuMemcpyAtoH_v2(dst unsafe.Pointer, a C.uintptr_t, off C.size_t, n C.size_t) (res C.CUresult) {
	defer guard("cuMemcpyAtoH_v2", &res)
	if rec.on() {
		return fwdComment(sym_cuMemcpyAtoH_v2, "cuMemcpyAtoH", uint64(uintptr(dst)), uint64(a), uint64(off), uint64(n))
	}
	b, err := hostBytes(dst, uint64(n), "dstHost")
	if err != nil {
		return ret("cuMemcpyAtoH", err)
	}
	return synced("cuMemcpyAtoH", thread().MemcpyAtoH(b, driver.Array(a), uint64(off)))
}

//export cuMemcpyAtoD_v2_ptds
func cuMemcpyAtoD_v2_ptds(dst C.CUdeviceptr, a C.uintptr_t, off C.size_t, n C.size_t) (res C.CUresult) {
	defer guard("cuMemcpyAtoD_v2_ptds", &res)
	return perThreadSync(sym_cuMemcpyAtoD_v2_ptds, "cuMemcpyAtoD", func() C.CUresult { return cuMemcpyAtoD_v2(dst, a, off, n) }, uint64(dst), uint64(a), uint64(off), uint64(n))
}

//export cuMemcpyAtoD_v2
func cuMemcpyAtoD_v2(dst C.CUdeviceptr, a C.uintptr_t, off C.size_t, n C.size_t) (res C.CUresult) {
	defer guard("cuMemcpyAtoD_v2", &res)
	if rec.on() {
		return fwdComment(sym_cuMemcpyAtoD_v2, "cuMemcpyAtoD", uint64(dst), uint64(a), uint64(off), uint64(n))
	}
	return synced("cuMemcpyAtoD", thread().MemcpyAtoD(driver.DevicePtr(dst), driver.Array(a), uint64(off), uint64(n)))
}

//export cuMemcpyDtoA_v2_ptds
func cuMemcpyDtoA_v2_ptds(a C.uintptr_t, off C.size_t, src C.CUdeviceptr, n C.size_t) (res C.CUresult) {
	defer guard("cuMemcpyDtoA_v2_ptds", &res)
	return perThreadSync(sym_cuMemcpyDtoA_v2_ptds, "cuMemcpyDtoA", func() C.CUresult { return cuMemcpyDtoA_v2(a, off, src, n) }, uint64(a), uint64(off), uint64(src), uint64(n))
}

//export cuMemcpyDtoA_v2
func cuMemcpyDtoA_v2(a C.uintptr_t, off C.size_t, src C.CUdeviceptr, n C.size_t) (res C.CUresult) {
	defer guard("cuMemcpyDtoA_v2", &res)
	if rec.on() {
		return fwdComment(sym_cuMemcpyDtoA_v2, "cuMemcpyDtoA", uint64(a), uint64(off), uint64(src), uint64(n))
	}
	return synced("cuMemcpyDtoA", thread().MemcpyDtoA(driver.Array(a), uint64(off), driver.DevicePtr(src), uint64(n)))
}

//export cuMemcpyAtoA_v2_ptds
func cuMemcpyAtoA_v2_ptds(dst C.uintptr_t, dOff C.size_t, src C.uintptr_t, sOff C.size_t, n C.size_t) (res C.CUresult) {
	defer guard("cuMemcpyAtoA_v2_ptds", &res)
	return perThreadSync(sym_cuMemcpyAtoA_v2_ptds, "cuMemcpyAtoA", func() C.CUresult { return cuMemcpyAtoA_v2(dst, dOff, src, sOff, n) }, uint64(dst), uint64(dOff), uint64(src), uint64(sOff), uint64(n))
}

//export cuMemcpyAtoA_v2
func cuMemcpyAtoA_v2(dst C.uintptr_t, dOff C.size_t, src C.uintptr_t, sOff C.size_t, n C.size_t) (res C.CUresult) {
	defer guard("cuMemcpyAtoA_v2", &res)
	if rec.on() {
		return fwdComment(sym_cuMemcpyAtoA_v2, "cuMemcpyAtoA", uint64(dst), uint64(dOff), uint64(src), uint64(sOff), uint64(n))
	}
	return synced("cuMemcpyAtoA", thread().MemcpyAtoA(driver.Array(dst), uint64(dOff), driver.Array(src), uint64(sOff), uint64(n)))
}

//export cuMemcpyHtoAAsync_v2
func cuMemcpyHtoAAsync_v2(a C.uintptr_t, off C.size_t, src unsafe.Pointer, n C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpyHtoAAsync_v2", &res)
	return memcpyHtoAAsync(sym_cuMemcpyHtoAAsync_v2, false, a, off, src, n, s)
}

//export cuMemcpyHtoAAsync_v2_ptsz
func cuMemcpyHtoAAsync_v2_ptsz(a C.uintptr_t, off C.size_t, src unsafe.Pointer, n C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpyHtoAAsync_v2_ptsz", &res)
	return memcpyHtoAAsync(sym_cuMemcpyHtoAAsync_v2_ptsz, true, a, off, src, n, s)
}

// memcpyHtoAAsync is cuMemcpyHtoAAsync_v2 and (pt) its _ptsz form, whose
// stream 0 is the per-thread stream.
func memcpyHtoAAsync(sym int, pt bool, a C.uintptr_t, off C.size_t, src unsafe.Pointer, n C.size_t, s C.uintptr_t) C.CUresult {
	if rec.on() {
		return fwdComment(sym, "cuMemcpyHtoAAsync", uint64(a), uint64(off), uint64(uintptr(src)), uint64(n), uint64(s))
	}
	b, err := hostBytes(src, uint64(n), "srcHost")
	if err != nil {
		return ret("cuMemcpyHtoAAsync", err)
	}
	return ret("cuMemcpyHtoAAsync", thread().MemcpyHtoAAsync(driver.Array(a), uint64(off), b, stream(s, pt)))
}

//export cuMemcpyAtoHAsync_v2
func cuMemcpyAtoHAsync_v2(dst unsafe.Pointer, a C.uintptr_t, off C.size_t, n C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpyAtoHAsync_v2", &res)
	return memcpyAtoHAsync(sym_cuMemcpyAtoHAsync_v2, false, dst, a, off, n, s)
}

//export cuMemcpyAtoHAsync_v2_ptsz
func cuMemcpyAtoHAsync_v2_ptsz(dst unsafe.Pointer, a C.uintptr_t, off C.size_t, n C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpyAtoHAsync_v2_ptsz", &res)
	return memcpyAtoHAsync(sym_cuMemcpyAtoHAsync_v2_ptsz, true, dst, a, off, n, s)
}

// memcpyAtoHAsync is cuMemcpyAtoHAsync_v2 and (pt) its _ptsz form.
func memcpyAtoHAsync(sym int, pt bool, dst unsafe.Pointer, a C.uintptr_t, off C.size_t, n C.size_t, s C.uintptr_t) C.CUresult {
	if rec.on() {
		return fwdComment(sym, "cuMemcpyAtoHAsync", uint64(uintptr(dst)), uint64(a), uint64(off), uint64(n), uint64(s))
	}
	b, err := hostBytes(dst, uint64(n), "dstHost")
	if err != nil {
		return ret("cuMemcpyAtoHAsync", err)
	}
	return ret("cuMemcpyAtoHAsync", thread().MemcpyAtoHAsync(b, driver.Array(a), uint64(off), stream(s, pt)))
}

// memcpy3D is CUDA_MEMCPY3D (200 bytes on LP64).
type memcpy3D struct {
	srcX, srcY, srcZ, srcLOD uint64
	srcType                  uint32
	_                        uint32
	srcHost, srcDevice       uint64
	srcArray, reserved0      uint64
	srcPitch, srcHeight      uint64
	dstX, dstY, dstZ, dstLOD uint64
	dstType                  uint32
	_                        uint32
	dstHost, dstDevice       uint64
	dstArray, reserved1      uint64
	dstPitch, dstHeight      uint64
	width, height, depth     uint64
}

func (m *memcpy3D) driver() *driver.Memcpy3D {
	return &driver.Memcpy3D{
		SrcXInBytes: m.srcX, SrcY: m.srcY, SrcZ: m.srcZ, SrcLOD: m.srcLOD, SrcMemoryType: driver.MemoryType(m.srcType),
		SrcHost: m.srcHost, SrcDevice: m.srcDevice, SrcArray: m.srcArray, SrcPitch: m.srcPitch, SrcHeight: m.srcHeight,
		DstXInBytes: m.dstX, DstY: m.dstY, DstZ: m.dstZ, DstLOD: m.dstLOD, DstMemoryType: driver.MemoryType(m.dstType),
		DstHost: m.dstHost, DstDevice: m.dstDevice, DstArray: m.dstArray, DstPitch: m.dstPitch, DstHeight: m.dstHeight,
		WidthInBytes: m.width, Height: m.height, Depth: m.depth, Reserved0: m.reserved0, Reserved1: m.reserved1,
	}
}

//export cuMemcpy3D_v2_ptds
func cuMemcpy3D_v2_ptds(p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuMemcpy3D_v2_ptds", &res)
	return perThreadSync(sym_cuMemcpy3D_v2_ptds, "cuMemcpy3D", func() C.CUresult { return cuMemcpy3D_v2(p) }, uint64(uintptr(p)))
}

//export cuMemcpy3D_v2
func cuMemcpy3D_v2(p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuMemcpy3D_v2", &res)
	if rec.on() {
		return fwdComment(sym_cuMemcpy3D_v2, "cuMemcpy3D", uint64(uintptr(p)))
	}
	if p == nil {
		return ret("cuMemcpy3D", errNullOut("pCopy"))
	}
	return synced("cuMemcpy3D", thread().Memcpy3D((*memcpy3D)(p).driver()))
}

//export cuMemcpy3DAsync_v2
func cuMemcpy3DAsync_v2(p unsafe.Pointer, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpy3DAsync_v2", &res)
	return memcpy3DAsync(sym_cuMemcpy3DAsync_v2, p, s, false)
}

//export cuMemcpy3DAsync_v2_ptsz
func cuMemcpy3DAsync_v2_ptsz(p unsafe.Pointer, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpy3DAsync_v2_ptsz", &res)
	return memcpy3DAsync(sym_cuMemcpy3DAsync_v2_ptsz, p, s, true)
}

func memcpy3DAsync(sym int, p unsafe.Pointer, s C.uintptr_t, pt bool) C.CUresult {
	if rec.on() {
		return fwdComment(sym, "cuMemcpy3DAsync", uint64(uintptr(p)), uint64(s))
	}
	if p == nil {
		return ret("cuMemcpy3DAsync", errNullOut("pCopy"))
	}
	return ret("cuMemcpy3DAsync", thread().Memcpy3DAsync((*memcpy3D)(p).driver(), stream(s, pt)))
}

// Planar, sparse and deferred-mapping array queries (driver/array.go,
// driver/sparse.go, driver/blocklinear.go). CUDA_ARRAY_SPARSE_PROPERTIES:
// tileExtent at 0, miptailFirstLevel at 12, miptailSize at 16, flags at 24;
// CUDA_ARRAY_MEMORY_REQUIREMENTS: size at 0, alignment at 8. Their reserved
// words are left as they were.

// putSparse writes p to out when err is nil.
func putSparse(out unsafe.Pointer, p driver.SparseProperties, err error) {
	if err != nil {
		return
	}
	b := (*[28]byte)(out)
	*(*[4]uint32)(unsafe.Pointer(&b[0])) = [4]uint32{p.TileWidth, p.TileHeight, p.TileDepth, p.MiptailFirstLevel}
	*(*uint64)(unsafe.Pointer(&b[16])) = p.MiptailSize
	*(*uint32)(unsafe.Pointer(&b[24])) = p.Flags
}

//export cuArrayGetPlane
func cuArrayGetPlane(out *C.uintptr_t, a C.uintptr_t, plane C.uint) (res C.CUresult) {
	defer guard("cuArrayGetPlane", &res)
	if rec.on() {
		return fwdComment(sym_cuArrayGetPlane, "cuArrayGetPlane", u64(out), uint64(a), uint64(plane))
	}
	if out == nil {
		return ret("cuArrayGetPlane", errNullOut("pPlaneArray"))
	}
	p, err := thread().ArrayGetPlane(driver.Array(a), uint32(plane))
	if err == nil {
		*out = C.uintptr_t(p)
	}
	return ret("cuArrayGetPlane", err)
}

//export cuArrayGetSparseProperties
func cuArrayGetSparseProperties(props unsafe.Pointer, a C.uintptr_t) (res C.CUresult) {
	defer guard("cuArrayGetSparseProperties", &res)
	if rec.on() {
		return fwdComment(sym_cuArrayGetSparseProperties, "cuArrayGetSparseProperties", uint64(uintptr(props)), uint64(a))
	}
	if props == nil {
		return ret("cuArrayGetSparseProperties", errNullOut("sparseProperties"))
	}
	p, err := thread().ArrayGetSparseProperties(driver.Array(a))
	putSparse(props, p, err)
	return ret("cuArrayGetSparseProperties", err)
}

//export cuMipmappedArrayGetSparseProperties
func cuMipmappedArrayGetSparseProperties(props unsafe.Pointer, m C.uintptr_t) (res C.CUresult) {
	defer guard("cuMipmappedArrayGetSparseProperties", &res)
	if rec.on() {
		return fwdComment(sym_cuMipmappedArrayGetSparseProperties, "cuMipmappedArrayGetSparseProperties", uint64(uintptr(props)), uint64(m))
	}
	if props == nil {
		return ret("cuMipmappedArrayGetSparseProperties", errNullOut("sparseProperties"))
	}
	p, err := thread().MipmappedArrayGetSparseProperties(driver.MipmappedArray(m))
	putSparse(props, p, err)
	return ret("cuMipmappedArrayGetSparseProperties", err)
}

//export cuMipmappedArrayGetMemoryRequirements
func cuMipmappedArrayGetMemoryRequirements(reqs unsafe.Pointer, m C.uintptr_t, dev C.int) (res C.CUresult) {
	defer guard("cuMipmappedArrayGetMemoryRequirements", &res)
	return memoryRequirements(sym_cuMipmappedArrayGetMemoryRequirements, "cuMipmappedArrayGetMemoryRequirements", reqs, m, dev,
		func(t *driver.Thread) (uint64, uint64, error) {
			return t.MipmappedArrayGetMemoryRequirements(driver.MipmappedArray(m), driver.Device(dev))
		})
}

//export cuMemMapArrayAsync
func cuMemMapArrayAsync(list unsafe.Pointer, count C.uint, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemMapArrayAsync", &res)
	return memMapArrayAsync(sym_cuMemMapArrayAsync, list, count, s)
}

//export cuMemMapArrayAsync_ptsz
func cuMemMapArrayAsync_ptsz(list unsafe.Pointer, count C.uint, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemMapArrayAsync_ptsz", &res)
	return memMapArrayAsync(sym_cuMemMapArrayAsync_ptsz, list, count, s)
}

func memMapArrayAsync(sym int, list unsafe.Pointer, count C.uint, s C.uintptr_t) C.CUresult {
	if rec.on() {
		return fwdComment(sym, "cuMemMapArrayAsync", uint64(uintptr(list)), uint64(count), uint64(s))
	}
	var entries []driver.ArrayMapInfo
	if list != nil {
		// CUarrayMapInfo, 96 bytes: resourceType at 0, resource at 8, subresourceType at 16,
		// sparseLevel's eight words (or miptail's layer, offset at 32, size at 40) at 24,
		// memOperationType at 56, memHandleType at 60, memHandle at 64, offset at 72,
		// deviceBitMask at 80, flags at 84, reserved at 88.
		raw := unsafe.Slice((*[96]byte)(list), int(count))
		for _, b := range raw {
			u32 := func(o int) uint32 { return *(*uint32)(unsafe.Pointer(&b[o])) }
			u64 := func(o int) uint64 { return *(*uint64)(unsafe.Pointer(&b[o])) }
			entries = append(entries, driver.ArrayMapInfo{
				ResourceType: u32(0), Resource: u64(8), SubresourceType: u32(16),
				Level: u32(24), Layer: u32(28), OffsetX: u32(32), OffsetY: u32(36), OffsetZ: u32(40),
				Width: u32(44), Height: u32(48), Depth: u32(52), TailOffset: u64(32), TailSize: u64(40),
				Operation: u32(56), HandleType: u32(60), Handle: driver.MemGenericAllocationHandle(u64(64)),
				Offset: u64(72), DeviceBitMask: u32(80), Flags: u32(84), Reserved: [2]uint32{u32(88), u32(92)},
			})
			if e := &entries[len(entries)-1]; e.SubresourceType == 1 { // a miptail's layer comes first
				e.Level, e.Layer = 0, u32(24)
			}
		}
	}
	pt := sym == sym_cuMemMapArrayAsync_ptsz
	return ret("cuMemMapArrayAsync", thread().MemMapArrayAsync(entries, list == nil, uint32(count), stream(s, pt)))
}
