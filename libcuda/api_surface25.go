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

// Device and context queries of CUDA 11 to 13 whose answers were measured
// on the H200 (testdata/reference/surface25): LUID, atomic capabilities,
// the profiler's configuration, GPUDirect RDMA flushes and batch
// decompression. The recorder forwards them and notes them as comments.

//export cuDeviceGetLuid
func cuDeviceGetLuid(luid *C.char, mask *C.uint, dev C.int) (res C.CUresult) {
	defer guard("cuDeviceGetLuid", &res)
	if rec.on() {
		return fwdComment(sym_cuDeviceGetLuid, "cuDeviceGetLuid", uint64(uintptr(unsafe.Pointer(luid))), u64(mask), uint64(dev))
	}
	return ret("cuDeviceGetLuid", thread().DeviceGetLuid(driver.Device(dev), luid == nil || mask == nil))
}

//export cuProfilerInitialize
func cuProfilerInitialize(config, output *C.char, mode C.int) (res C.CUresult) {
	defer guard("cuProfilerInitialize", &res)
	if rec.on() {
		return fwdComment(sym_cuProfilerInitialize, "cuProfilerInitialize", uint64(uintptr(unsafe.Pointer(config))), uint64(uintptr(unsafe.Pointer(output))), uint64(mode))
	}
	return ret("cuProfilerInitialize", thread().ProfilerInitialize())
}

//export cuFlushGPUDirectRDMAWrites
func cuFlushGPUDirectRDMAWrites(target, scope C.int) (res C.CUresult) {
	defer guard("cuFlushGPUDirectRDMAWrites", &res)
	if rec.on() {
		return fwdComment(sym_cuFlushGPUDirectRDMAWrites, "cuFlushGPUDirectRDMAWrites", uint64(target), uint64(scope))
	}
	return ret("cuFlushGPUDirectRDMAWrites", thread().FlushGPUDirectRDMAWrites(int32(target), int32(scope)))
}

//export cuMemBatchDecompressAsync
func cuMemBatchDecompressAsync(params unsafe.Pointer, count C.size_t, flags C.uint, errIndex *C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemBatchDecompressAsync", &res)
	return memBatchDecompressAsync(sym_cuMemBatchDecompressAsync, params, count, flags, errIndex, s)
}

//export cuMemBatchDecompressAsync_ptsz
func cuMemBatchDecompressAsync_ptsz(params unsafe.Pointer, count C.size_t, flags C.uint, errIndex *C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemBatchDecompressAsync_ptsz", &res)
	return memBatchDecompressAsync(sym_cuMemBatchDecompressAsync_ptsz, params, count, flags, errIndex, s)
}

func memBatchDecompressAsync(sym int, params unsafe.Pointer, count C.size_t, flags C.uint, errIndex *C.size_t, s C.uintptr_t) C.CUresult {
	if rec.on() {
		return fwdComment(sym, "cuMemBatchDecompressAsync", uint64(uintptr(params)), uint64(count), uint64(flags), u64(errIndex), uint64(s))
	}
	return ret("cuMemBatchDecompressAsync", thread().MemBatchDecompressAsync())
}

// atomicArrays views the program's capability and operation arrays.
func atomicArrays(caps *C.uint, ops *C.int, count C.uint) ([]uint32, []int32) {
	return unsafe.Slice((*uint32)(unsafe.Pointer(caps)), count), unsafe.Slice((*int32)(unsafe.Pointer(ops)), count)
}

//export cuDeviceGetHostAtomicCapabilities
func cuDeviceGetHostAtomicCapabilities(caps *C.uint, ops *C.int, count C.uint, dev C.int) (res C.CUresult) {
	defer guard("cuDeviceGetHostAtomicCapabilities", &res)
	if rec.on() {
		return fwdComment(sym_cuDeviceGetHostAtomicCapabilities, "cuDeviceGetHostAtomicCapabilities", u64(caps), u64(ops), uint64(count), uint64(dev))
	}
	if caps == nil || ops == nil {
		return ret("cuDeviceGetHostAtomicCapabilities", errNullOut("capabilities or operations"))
	}
	c, o := atomicArrays(caps, ops, count)
	return ret("cuDeviceGetHostAtomicCapabilities", thread().DeviceGetHostAtomicCapabilities(c, o, driver.Device(dev)))
}

//export cuDeviceGetP2PAtomicCapabilities
func cuDeviceGetP2PAtomicCapabilities(caps *C.uint, ops *C.int, count C.uint, src, dst C.int) (res C.CUresult) {
	defer guard("cuDeviceGetP2PAtomicCapabilities", &res)
	if rec.on() {
		return fwdComment(sym_cuDeviceGetP2PAtomicCapabilities, "cuDeviceGetP2PAtomicCapabilities", u64(caps), u64(ops), uint64(count), uint64(src), uint64(dst))
	}
	if caps == nil || ops == nil {
		return ret("cuDeviceGetP2PAtomicCapabilities", errNullOut("capabilities or operations"))
	}
	c, o := atomicArrays(caps, ops, count)
	return ret("cuDeviceGetP2PAtomicCapabilities", thread().DeviceGetP2PAtomicCapabilities(c, o, driver.Device(src), driver.Device(dst)))
}

// coredumpAttribute is the four cuCoredump*Attribute* calls: get or set,
// of the current context or the process (driver/coredump.go).
func coredumpAttribute(name string, sym int, global, set bool, attr C.int, value unsafe.Pointer, size *C.size_t) C.CUresult {
	if rec.on() {
		return fwdComment(sym, name, uint64(attr), uint64(uintptr(value)), u64(size))
	}
	if size == nil {
		return ret(name, errNullOut("size"))
	}
	n := uint64(*size)
	if set {
		var v []byte
		if value != nil {
			v = C.GoBytes(value, C.int(min(n, 1<<20)))
		}
		return ret(name, thread().CoredumpSetAttribute(global, driver.CoredumpAttr(attr), v, n))
	}
	b, err := thread().CoredumpGetAttribute(global, driver.CoredumpAttr(attr), n, value == nil)
	if err == nil && len(b) > 0 {
		copy(unsafe.Slice((*byte)(value), len(b)), b)
	}
	return ret(name, err)
}

//export cuCoredumpGetAttribute
func cuCoredumpGetAttribute(attr C.int, value unsafe.Pointer, size *C.size_t) (res C.CUresult) {
	defer guard("cuCoredumpGetAttribute", &res)
	return coredumpAttribute("cuCoredumpGetAttribute", sym_cuCoredumpGetAttribute, false, false, attr, value, size)
}

//export cuCoredumpGetAttributeGlobal
func cuCoredumpGetAttributeGlobal(attr C.int, value unsafe.Pointer, size *C.size_t) (res C.CUresult) {
	defer guard("cuCoredumpGetAttributeGlobal", &res)
	return coredumpAttribute("cuCoredumpGetAttributeGlobal", sym_cuCoredumpGetAttributeGlobal, true, false, attr, value, size)
}

//export cuCoredumpSetAttribute
func cuCoredumpSetAttribute(attr C.int, value unsafe.Pointer, size *C.size_t) (res C.CUresult) {
	defer guard("cuCoredumpSetAttribute", &res)
	return coredumpAttribute("cuCoredumpSetAttribute", sym_cuCoredumpSetAttribute, false, true, attr, value, size)
}

//export cuCoredumpSetAttributeGlobal
func cuCoredumpSetAttributeGlobal(attr C.int, value unsafe.Pointer, size *C.size_t) (res C.CUresult) {
	defer guard("cuCoredumpSetAttributeGlobal", &res)
	return coredumpAttribute("cuCoredumpSetAttributeGlobal", sym_cuCoredumpSetAttributeGlobal, true, true, attr, value, size)
}

//export cuDeviceRegisterAsyncNotification
func cuDeviceRegisterAsyncNotification(dev C.int, fn, data unsafe.Pointer, out *C.uintptr_t) (res C.CUresult) {
	defer guard("cuDeviceRegisterAsyncNotification", &res)
	if rec.on() {
		return fwdComment(sym_cuDeviceRegisterAsyncNotification, "cuDeviceRegisterAsyncNotification", uint64(dev), uint64(uintptr(fn)), uint64(uintptr(data)), u64(out))
	}
	if out == nil {
		return ret("cuDeviceRegisterAsyncNotification", errNullOut("callback"))
	}
	h, err := thread().DeviceRegisterAsyncNotification(driver.Device(dev), fn != nil)
	if err == nil {
		*out = C.uintptr_t(h)
	}
	return ret("cuDeviceRegisterAsyncNotification", err)
}

//export cuDeviceUnregisterAsyncNotification
func cuDeviceUnregisterAsyncNotification(dev C.int, h C.uintptr_t) (res C.CUresult) {
	defer guard("cuDeviceUnregisterAsyncNotification", &res)
	if rec.on() {
		return fwdComment(sym_cuDeviceUnregisterAsyncNotification, "cuDeviceUnregisterAsyncNotification", uint64(dev), uint64(h))
	}
	return ret("cuDeviceUnregisterAsyncNotification", thread().DeviceUnregisterAsyncNotification(driver.Device(dev), driver.AsyncCallbackHandle(h)))
}

//export cuMemGetHandleForAddressRange
func cuMemGetHandleForAddressRange(handle unsafe.Pointer, p C.ulonglong, size C.size_t, typ C.int, flags C.ulonglong) (res C.CUresult) {
	defer guard("cuMemGetHandleForAddressRange", &res)
	if rec.on() {
		return fwdComment(sym_cuMemGetHandleForAddressRange, "cuMemGetHandleForAddressRange", uint64(uintptr(handle)), uint64(p), uint64(size), uint64(typ), uint64(flags))
	}
	if handle == nil {
		return ret("cuMemGetHandleForAddressRange", errNullOut("handle"))
	}
	cleared, err := thread().MemGetHandleForAddressRange(driver.DevicePtr(p), uint64(size), int32(typ), uint64(flags))
	if cleared {
		*(*C.int)(handle) = -1 // the dma-buf file descriptor none
	}
	return ret("cuMemGetHandleForAddressRange", err)
}
