//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import (
	"slices"
	"unsafe"

	"cudasim/driver"
)

// The smaller memory entry points of driver/memextra.go with structures or
// untyped values the generator cannot say. The recorder forwards them and
// writes a comment.

// memcpy3DPeer is CUDA_MEMCPY3D_PEER's layout.
type memcpy3DPeer struct {
	srcX, srcY, srcZ, srcLOD uint64
	srcType                  uint32
	_                        uint32
	srcHost, srcDevice       uint64
	srcArray, srcContext     uint64
	srcPitch, srcHeight      uint64
	dstX, dstY, dstZ, dstLOD uint64
	dstType                  uint32
	_                        uint32
	dstHost, dstDevice       uint64
	dstArray, dstContext     uint64
	dstPitch, dstHeight      uint64
	width, height, depth     uint64
}

func (m *memcpy3DPeer) driver() *driver.Memcpy3DPeer {
	if m == nil {
		return nil
	}
	return &driver.Memcpy3DPeer{
		SrcXInBytes: m.srcX, SrcY: m.srcY, SrcZ: m.srcZ, SrcLOD: m.srcLOD, SrcMemoryType: driver.MemoryType(m.srcType),
		SrcHost: m.srcHost, SrcDevice: m.srcDevice, SrcArray: m.srcArray, SrcContext: driver.Context(m.srcContext),
		SrcPitch: m.srcPitch, SrcHeight: m.srcHeight,
		DstXInBytes: m.dstX, DstY: m.dstY, DstZ: m.dstZ, DstLOD: m.dstLOD, DstMemoryType: driver.MemoryType(m.dstType),
		DstHost: m.dstHost, DstDevice: m.dstDevice, DstArray: m.dstArray, DstContext: driver.Context(m.dstContext),
		DstPitch: m.dstPitch, DstHeight: m.dstHeight,
		WidthInBytes: m.width, Height: m.height, Depth: m.depth,
	}
}

//export cuMemcpy3DPeer_ptds
func cuMemcpy3DPeer_ptds(p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuMemcpy3DPeer_ptds", &res)
	return perThreadSync(sym_cuMemcpy3DPeer_ptds, "cuMemcpy3DPeer", func() C.CUresult { return cuMemcpy3DPeer(p) }, uint64(uintptr(p)))
}

//export cuMemcpy3DPeer
func cuMemcpy3DPeer(p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuMemcpy3DPeer", &res)
	if rec.on() {
		return fwdComment(sym_cuMemcpy3DPeer, "cuMemcpy3DPeer", uint64(uintptr(p)))
	}
	return synced("cuMemcpy3DPeer", thread().Memcpy3DPeer((*memcpy3DPeer)(p).driver()))
}

//export cuMemcpy3DPeerAsync
func cuMemcpy3DPeerAsync(p unsafe.Pointer, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpy3DPeerAsync", &res)
	return memcpy3DPeerAsync(sym_cuMemcpy3DPeerAsync, p, s, false)
}

//export cuMemcpy3DPeerAsync_ptsz
func cuMemcpy3DPeerAsync_ptsz(p unsafe.Pointer, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpy3DPeerAsync_ptsz", &res)
	return memcpy3DPeerAsync(sym_cuMemcpy3DPeerAsync_ptsz, p, s, true)
}

func memcpy3DPeerAsync(sym int, p unsafe.Pointer, s C.uintptr_t, pt bool) C.CUresult {
	if rec.on() {
		return fwdComment(sym, "cuMemcpy3DPeerAsync", uint64(uintptr(p)), uint64(s))
	}
	return ret("cuMemcpy3DPeerAsync", thread().Memcpy3DPeerAsync((*memcpy3DPeer)(p).driver(), stream(s, pt)))
}

// batchSlices copies a batch's arrays of count entries (nil for a NULL
// pointer or an absurd count): a wild pointer faults here, in the entry
// point, not inside the driver (guard's faultInEntryPoint).
func batchSlice[T any](p unsafe.Pointer, n uint64) []T {
	if p == nil || n == 0 || n > 1<<24 {
		return nil
	}
	return slices.Clone(unsafe.Slice((*T)(p), int(n)))
}

func memcpyBatch(sym int, name string, dsts, srcs, sizes unsafe.Pointer, count C.size_t, attrs, attrIdxs unsafe.Pointer, numAttrs C.size_t, failIdx *C.size_t, s C.uintptr_t, pt, v2 bool) C.CUresult {
	if rec.on() {
		a := []uint64{uint64(uintptr(dsts)), uint64(uintptr(srcs)), uint64(uintptr(sizes)), uint64(count), uint64(uintptr(attrs)), uint64(uintptr(attrIdxs)), uint64(numAttrs)}
		if !v2 {
			a = append(a, u64(failIdx))
		}
		return fwdComment(sym, name, append(a, uint64(s))...)
	}
	n := uint64(count) // a NULL failIdx is allowed (measured: SUCCESS)
	ds, ss, ns := batchSlice[driver.DevicePtr](dsts, n), batchSlice[driver.DevicePtr](srcs, n), batchSlice[uint64](sizes, n)
	as, is := batchSlice[driver.MemcpyAttributes](attrs, uint64(numAttrs)), batchSlice[uint64](attrIdxs, uint64(numAttrs))
	if n > 0 && (ds == nil || ss == nil || ns == nil) {
		ds, ss, ns = nil, nil, nil
	}
	if numAttrs > 0 && (as == nil || is == nil) {
		as, is = nil, nil
	}
	fail, err := thread().MemcpyBatchAsync(ds, ss, ns, as, is, stream(s, pt))
	if !v2 && failIdx != nil && fail != driver.FailIndexKept {
		*failIdx = C.size_t(fail)
	}
	return ret(name, err)
}

//export cuMemcpyBatchAsync
func cuMemcpyBatchAsync(dsts, srcs, sizes unsafe.Pointer, count C.size_t, attrs, attrIdxs unsafe.Pointer, numAttrs C.size_t, failIdx *C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpyBatchAsync", &res)
	return memcpyBatch(sym_cuMemcpyBatchAsync, "cuMemcpyBatchAsync", dsts, srcs, sizes, count, attrs, attrIdxs, numAttrs, failIdx, s, false, false)
}

//export cuMemcpyBatchAsync_ptsz
func cuMemcpyBatchAsync_ptsz(dsts, srcs, sizes unsafe.Pointer, count C.size_t, attrs, attrIdxs unsafe.Pointer, numAttrs C.size_t, failIdx *C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpyBatchAsync_ptsz", &res)
	return memcpyBatch(sym_cuMemcpyBatchAsync_ptsz, "cuMemcpyBatchAsync", dsts, srcs, sizes, count, attrs, attrIdxs, numAttrs, failIdx, s, true, false)
}

//export cuMemcpyBatchAsync_v2
func cuMemcpyBatchAsync_v2(dsts, srcs, sizes unsafe.Pointer, count C.size_t, attrs, attrIdxs unsafe.Pointer, numAttrs C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpyBatchAsync_v2", &res)
	return memcpyBatch(sym_cuMemcpyBatchAsync_v2, "cuMemcpyBatchAsync", dsts, srcs, sizes, count, attrs, attrIdxs, numAttrs, nil, s, false, true)
}

//export cuMemcpyBatchAsync_v2_ptsz
func cuMemcpyBatchAsync_v2_ptsz(dsts, srcs, sizes unsafe.Pointer, count C.size_t, attrs, attrIdxs unsafe.Pointer, numAttrs C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpyBatchAsync_v2_ptsz", &res)
	return memcpyBatch(sym_cuMemcpyBatchAsync_v2_ptsz, "cuMemcpyBatchAsync", dsts, srcs, sizes, count, attrs, attrIdxs, numAttrs, nil, s, true, true)
}

func memcpy3DBatch(sym int, name string, numOps C.size_t, ops unsafe.Pointer, failIdx *C.size_t, flags C.ulonglong, s C.uintptr_t, pt, v2 bool) C.CUresult {
	if rec.on() {
		a := []uint64{uint64(numOps), uint64(uintptr(ops))}
		if !v2 {
			a = append(a, u64(failIdx))
		}
		return fwdComment(sym, name, append(a, uint64(flags), uint64(s))...)
	}
	if !v2 && failIdx == nil {
		return ret(name, errNullOut("failIdx"))
	}
	list := batchSlice[driver.Memcpy3DBatchOp](ops, uint64(numOps))
	if numOps > 0 && list == nil {
		if !v2 {
			*failIdx = C.size_t(driver.NoFailIndex) // measured: written before the list is read
		}
		return ret(name, errNullOut("opList"))
	}
	fail, err := thread().Memcpy3DBatchAsync(list, uint64(flags), stream(s, pt))
	if !v2 && fail != driver.FailIndexKept {
		*failIdx = C.size_t(fail)
	}
	return ret(name, err)
}

//export cuMemcpy3DBatchAsync
func cuMemcpy3DBatchAsync(numOps C.size_t, ops unsafe.Pointer, failIdx *C.size_t, flags C.ulonglong, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpy3DBatchAsync", &res)
	return memcpy3DBatch(sym_cuMemcpy3DBatchAsync, "cuMemcpy3DBatchAsync", numOps, ops, failIdx, flags, s, false, false)
}

//export cuMemcpy3DBatchAsync_ptsz
func cuMemcpy3DBatchAsync_ptsz(numOps C.size_t, ops unsafe.Pointer, failIdx *C.size_t, flags C.ulonglong, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpy3DBatchAsync_ptsz", &res)
	return memcpy3DBatch(sym_cuMemcpy3DBatchAsync_ptsz, "cuMemcpy3DBatchAsync", numOps, ops, failIdx, flags, s, true, false)
}

//export cuMemcpy3DBatchAsync_v2
func cuMemcpy3DBatchAsync_v2(numOps C.size_t, ops unsafe.Pointer, flags C.ulonglong, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpy3DBatchAsync_v2", &res)
	return memcpy3DBatch(sym_cuMemcpy3DBatchAsync_v2, "cuMemcpy3DBatchAsync", numOps, ops, nil, flags, s, false, true)
}

//export cuMemcpy3DBatchAsync_v2_ptsz
func cuMemcpy3DBatchAsync_v2_ptsz(numOps C.size_t, ops unsafe.Pointer, flags C.ulonglong, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpy3DBatchAsync_v2_ptsz", &res)
	return memcpy3DBatch(sym_cuMemcpy3DBatchAsync_v2_ptsz, "cuMemcpy3DBatchAsync", numOps, ops, nil, flags, s, true, true)
}

//export cuPointerSetAttribute
func cuPointerSetAttribute(value unsafe.Pointer, attr C.int, ptr C.CUdeviceptr) (res C.CUresult) {
	defer guard("cuPointerSetAttribute", &res)
	if rec.on() {
		return fwdComment(sym_cuPointerSetAttribute, "cuPointerSetAttribute", uint64(uintptr(value)), uint64(attr), uint64(ptr))
	}
	return ret("cuPointerSetAttribute", thread().PointerSetAttribute((*uint32)(value), driver.PointerAttribute(attr), driver.DevicePtr(ptr)))
}
