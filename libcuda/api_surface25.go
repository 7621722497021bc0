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
