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

// Managed-memory hints (driver/managed.go decides). A CUmemLocation passed
// by value is 8 bytes in one integer register: type in the low half, id in
// the high. Recording, the calls are forwarded and written as comments (no
// trace form: their arrays and by-value locations).

func memLocationArg(l C.uint64_t) driver.MemLocation {
	return driver.MemLocation{Type: int32(uint32(l)), ID: int32(uint32(l >> 32))}
}

//export cuMemAdvise_v2
func cuMemAdvise_v2(p C.CUdeviceptr, n C.size_t, advice C.int, loc C.uint64_t) (res C.CUresult) {
	defer guard("cuMemAdvise_v2", &res)
	if rec.on() {
		return fwdComment(sym_cuMemAdvise_v2, "cuMemAdvise_v2", uint64(p), uint64(n), uint64(uint32(advice)), uint64(loc))
	}
	return ret("cuMemAdvise_v2", thread().MemAdvise(driver.DevicePtr(p), uint64(n), int32(advice), memLocationArg(loc)))
}

//export cuMemPrefetchAsync_v2
func cuMemPrefetchAsync_v2(p C.CUdeviceptr, n C.size_t, loc C.uint64_t, flags C.uint, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemPrefetchAsync_v2", &res)
	return memPrefetchAsync(sym_cuMemPrefetchAsync_v2, p, n, loc, flags, s, false)
}

//export cuMemPrefetchAsync_v2_ptsz
func cuMemPrefetchAsync_v2_ptsz(p C.CUdeviceptr, n C.size_t, loc C.uint64_t, flags C.uint, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemPrefetchAsync_v2_ptsz", &res)
	return memPrefetchAsync(sym_cuMemPrefetchAsync_v2_ptsz, p, n, loc, flags, s, true)
}

func memPrefetchAsync(sym int, p C.CUdeviceptr, n C.size_t, loc C.uint64_t, flags C.uint, s C.uintptr_t, pt bool) C.CUresult {
	if rec.on() {
		return fwdComment(sym, "cuMemPrefetchAsync_v2", uint64(p), uint64(n), uint64(loc), uint64(flags), uint64(s))
	}
	return ret("cuMemPrefetchAsync_v2", thread().MemPrefetchAsync(driver.DevicePtr(p), uint64(n), memLocationArg(loc), uint32(flags), stream(s, pt)))
}

//export cuMemRangeGetAttributes
func cuMemRangeGetAttributes(data *unsafe.Pointer, dataSizes *C.size_t, attrs *C.int, num C.size_t, p C.CUdeviceptr, n C.size_t) (res C.CUresult) {
	defer guard("cuMemRangeGetAttributes", &res)
	if rec.on() {
		return fwdComment(sym_cuMemRangeGetAttributes, "cuMemRangeGetAttributes", uint64(uintptr(unsafe.Pointer(data))), uint64(uintptr(unsafe.Pointer(dataSizes))),
			uint64(uintptr(unsafe.Pointer(attrs))), uint64(num), uint64(p), uint64(n))
	}
	if data == nil || dataSizes == nil || attrs == nil {
		return ret("cuMemRangeGetAttributes", errNullOut("data, dataSizes or attributes"))
	}
	ds, err := cList(unsafe.Pointer(data), uint64(num), unsafe.Sizeof(*data), 0, func(q unsafe.Pointer) unsafe.Pointer { return *(*unsafe.Pointer)(q) })
	if err != nil {
		return ret("cuMemRangeGetAttributes", err)
	}
	// The same count in elements no larger: cList cannot refuse what it took above.
	sizes, _ := cList(unsafe.Pointer(dataSizes), uint64(num), unsafe.Sizeof(*dataSizes), 0, func(q unsafe.Pointer) uint64 { return uint64(*(*C.size_t)(q)) })
	ats, _ := cList(unsafe.Pointer(attrs), uint64(num), unsafe.Sizeof(*attrs), 0, func(q unsafe.Pointer) int32 { return int32(*(*C.int)(q)) })
	for i := range ds {
		if ds[i] == nil {
			return ret("cuMemRangeGetAttributes", errNullOut("data[i]"))
		}
	}
	vs, err := thread().MemRangeGetAttributes(sizes, ats, driver.DevicePtr(p), uint64(n))
	if err == nil {
		for i, v := range vs {
			copy(unsafe.Slice((*int32)(ds[i]), len(v)), v)
		}
	}
	return ret("cuMemRangeGetAttributes", err)
}

// batchArgs reads a batch's C arrays (NULL arrays and a NULL location list
// with entries are the caller's error).
func batchArgs(ptrs *C.CUdeviceptr, sizes *C.size_t, count C.size_t, locs *C.uint64_t, idx *C.size_t, numLocs C.size_t, withLocs bool) ([]driver.MemBatchOp, []driver.MemLocation, []uint64, error) {
	if count > 0 && (ptrs == nil || sizes == nil) {
		return nil, nil, nil, errNullOut("dptrs or sizes")
	}
	ps, err := cList(unsafe.Pointer(ptrs), uint64(count), unsafe.Sizeof(*ptrs), 0, func(q unsafe.Pointer) driver.DevicePtr { return driver.DevicePtr(*(*C.CUdeviceptr)(q)) })
	if err != nil {
		return nil, nil, nil, err
	}
	// The same count and element size: cList cannot refuse what it took above.
	ss, _ := cList(unsafe.Pointer(sizes), uint64(count), unsafe.Sizeof(*sizes), 0, func(q unsafe.Pointer) uint64 { return uint64(*(*C.size_t)(q)) })
	ops := make([]driver.MemBatchOp, len(ps))
	for i := range ops {
		ops[i] = driver.MemBatchOp{Ptr: ps[i], Size: ss[i]}
	}
	if !withLocs || count == 0 || numLocs == 0 {
		return ops, nil, nil, nil
	}
	if locs == nil || idx == nil {
		return nil, nil, nil, errNullOut("prefetchLocs or prefetchLocIdxs")
	}
	l, err := cList(unsafe.Pointer(locs), uint64(numLocs), unsafe.Sizeof(*locs), 0, func(q unsafe.Pointer) driver.MemLocation { return memLocationArg(*(*C.uint64_t)(q)) })
	if err != nil {
		return nil, nil, nil, err
	}
	// The same count and element size: cList cannot refuse what it took above.
	x, _ := cList(unsafe.Pointer(idx), uint64(numLocs), unsafe.Sizeof(*idx), 0, func(q unsafe.Pointer) uint64 { return uint64(*(*C.size_t)(q)) })
	return ops, l, x, nil
}

//export cuMemPrefetchBatchAsync
func cuMemPrefetchBatchAsync(ptrs *C.CUdeviceptr, sizes *C.size_t, count C.size_t, locs *C.uint64_t, idx *C.size_t, numLocs C.size_t, flags C.ulonglong, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemPrefetchBatchAsync", &res)
	return memPrefetchBatch(sym_cuMemPrefetchBatchAsync, "cuMemPrefetchBatchAsync", ptrs, sizes, count, locs, idx, numLocs, flags, s, false, false)
}

//export cuMemPrefetchBatchAsync_ptsz
func cuMemPrefetchBatchAsync_ptsz(ptrs *C.CUdeviceptr, sizes *C.size_t, count C.size_t, locs *C.uint64_t, idx *C.size_t, numLocs C.size_t, flags C.ulonglong, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemPrefetchBatchAsync_ptsz", &res)
	return memPrefetchBatch(sym_cuMemPrefetchBatchAsync_ptsz, "cuMemPrefetchBatchAsync", ptrs, sizes, count, locs, idx, numLocs, flags, s, true, false)
}

//export cuMemDiscardAndPrefetchBatchAsync
func cuMemDiscardAndPrefetchBatchAsync(ptrs *C.CUdeviceptr, sizes *C.size_t, count C.size_t, locs *C.uint64_t, idx *C.size_t, numLocs C.size_t, flags C.ulonglong, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemDiscardAndPrefetchBatchAsync", &res)
	return memPrefetchBatch(sym_cuMemDiscardAndPrefetchBatchAsync, "cuMemDiscardAndPrefetchBatchAsync", ptrs, sizes, count, locs, idx, numLocs, flags, s, false, true)
}

//export cuMemDiscardAndPrefetchBatchAsync_ptsz
func cuMemDiscardAndPrefetchBatchAsync_ptsz(ptrs *C.CUdeviceptr, sizes *C.size_t, count C.size_t, locs *C.uint64_t, idx *C.size_t, numLocs C.size_t, flags C.ulonglong, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemDiscardAndPrefetchBatchAsync_ptsz", &res)
	return memPrefetchBatch(sym_cuMemDiscardAndPrefetchBatchAsync_ptsz, "cuMemDiscardAndPrefetchBatchAsync", ptrs, sizes, count, locs, idx, numLocs, flags, s, true, true)
}

func memPrefetchBatch(sym int, name string, ptrs *C.CUdeviceptr, sizes *C.size_t, count C.size_t, locs *C.uint64_t, idx *C.size_t, numLocs C.size_t, flags C.ulonglong, s C.uintptr_t, pt, discard bool) C.CUresult {
	if rec.on() {
		return fwdComment(sym, name, uint64(uintptr(unsafe.Pointer(ptrs))), uint64(uintptr(unsafe.Pointer(sizes))), uint64(count),
			uint64(uintptr(unsafe.Pointer(locs))), uint64(uintptr(unsafe.Pointer(idx))), uint64(numLocs), uint64(flags), uint64(s))
	}
	ops, l, x, err := batchArgs(ptrs, sizes, count, locs, idx, numLocs, true)
	if err != nil {
		return ret(name, err)
	}
	if discard {
		return ret(name, thread().MemDiscardAndPrefetchBatchAsync(ops, l, x, uint64(flags), stream(s, pt)))
	}
	return ret(name, thread().MemPrefetchBatchAsync(ops, l, x, uint64(flags), stream(s, pt)))
}

//export cuMemDiscardBatchAsync
func cuMemDiscardBatchAsync(ptrs *C.CUdeviceptr, sizes *C.size_t, count C.size_t, flags C.ulonglong, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemDiscardBatchAsync", &res)
	return memDiscardBatch(sym_cuMemDiscardBatchAsync, ptrs, sizes, count, flags, s, false)
}

//export cuMemDiscardBatchAsync_ptsz
func cuMemDiscardBatchAsync_ptsz(ptrs *C.CUdeviceptr, sizes *C.size_t, count C.size_t, flags C.ulonglong, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemDiscardBatchAsync_ptsz", &res)
	return memDiscardBatch(sym_cuMemDiscardBatchAsync_ptsz, ptrs, sizes, count, flags, s, true)
}

func memDiscardBatch(sym int, ptrs *C.CUdeviceptr, sizes *C.size_t, count C.size_t, flags C.ulonglong, s C.uintptr_t, pt bool) C.CUresult {
	if rec.on() {
		return fwdComment(sym, "cuMemDiscardBatchAsync", uint64(uintptr(unsafe.Pointer(ptrs))), uint64(uintptr(unsafe.Pointer(sizes))), uint64(count), uint64(flags), uint64(s))
	}
	ops, _, _, err := batchArgs(ptrs, sizes, count, nil, nil, 0, false)
	if err != nil {
		return ret("cuMemDiscardBatchAsync", err)
	}
	return ret("cuMemDiscardBatchAsync", thread().MemDiscardBatchAsync(ops, uint64(flags), stream(s, pt)))
}

//export cuMemAdvise
func cuMemAdvise(p C.CUdeviceptr, n C.size_t, advice C.int, dev C.int) (res C.CUresult) {
	defer guard("cuMemAdvise", &res)
	if rec.on() {
		return fwdComment(sym_cuMemAdvise, "cuMemAdvise", uint64(p), uint64(n), uint64(uint32(advice)), uint64(uint32(dev)))
	}
	return ret("cuMemAdvise", thread().MemAdviseV1(driver.DevicePtr(p), uint64(n), int32(advice), int32(dev)))
}

//export cuMemPrefetchAsync
func cuMemPrefetchAsync(p C.CUdeviceptr, n C.size_t, dev C.int, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemPrefetchAsync", &res)
	return memPrefetchAsyncV1(sym_cuMemPrefetchAsync, p, n, dev, s, false)
}

//export cuMemPrefetchAsync_ptsz
func cuMemPrefetchAsync_ptsz(p C.CUdeviceptr, n C.size_t, dev C.int, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemPrefetchAsync_ptsz", &res)
	return memPrefetchAsyncV1(sym_cuMemPrefetchAsync_ptsz, p, n, dev, s, true)
}

func memPrefetchAsyncV1(sym int, p C.CUdeviceptr, n C.size_t, dev C.int, s C.uintptr_t, pt bool) C.CUresult {
	if rec.on() {
		return fwdComment(sym, "cuMemPrefetchAsync", uint64(p), uint64(n), uint64(uint32(dev)), uint64(s))
	}
	return ret("cuMemPrefetchAsync", thread().MemPrefetchAsyncV1(driver.DevicePtr(p), uint64(n), int32(dev), stream(s, pt)))
}

// cuDeviceSetGraphMemAttribute takes its value through a pointer to a
// cuuint64_t (no call-line kind says that).
//
//export cuDeviceSetGraphMemAttribute
func cuDeviceSetGraphMemAttribute(dev C.CUdevice, attr C.int, value *C.uint64_t) (res C.CUresult) {
	defer guard("cuDeviceSetGraphMemAttribute", &res)
	if rec.on() {
		return fwdComment(sym_cuDeviceSetGraphMemAttribute, "cuDeviceSetGraphMemAttribute", uint64(uint32(dev)), uint64(uint32(attr)), uint64(uintptr(unsafe.Pointer(value))))
	}
	if value == nil {
		return ret("cuDeviceSetGraphMemAttribute", errNullOut("value"))
	}
	return ret("cuDeviceSetGraphMemAttribute", thread().DeviceSetGraphMemAttribute(driver.Device(dev), int32(attr), uint64(*value)))
}
