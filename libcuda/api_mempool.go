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

// Memory pools shared between processes (driver/mempool_export.go). The
// handle is a POSIX file descriptor: an int written through handle_out on
// export, passed as the pointer's value on import. The recorder forwards
// these calls and writes them as comments: the trace format has no form for
// them.

//export cuMemPoolExportToShareableHandle
func cuMemPoolExportToShareableHandle(handle unsafe.Pointer, pool C.uintptr_t, handleType C.int, flags C.ulonglong) (res C.CUresult) {
	defer guard("cuMemPoolExportToShareableHandle", &res)
	if rec.on() {
		return fwdGraph("cuMemPoolExportToShareableHandle", sym_cuMemPoolExportToShareableHandle, uint64(uintptr(handle)), uint64(pool), uint64(handleType), uint64(flags))
	}
	if handle == nil {
		return ret("cuMemPoolExportToShareableHandle", thread().NullOutput("cuMemPoolExportToShareableHandle", "handle_out"))
	}
	fd, err := thread().MemPoolExportToShareableHandle(driver.MemPool(pool), int32(handleType), uint64(flags))
	if err == nil {
		*(*C.int)(handle) = C.int(fd)
	}
	return ret("cuMemPoolExportToShareableHandle", err)
}

//export cuMemPoolImportFromShareableHandle
func cuMemPoolImportFromShareableHandle(pool *C.uintptr_t, handle unsafe.Pointer, handleType C.int, flags C.ulonglong) (res C.CUresult) {
	defer guard("cuMemPoolImportFromShareableHandle", &res)
	if rec.on() {
		return fwdGraph("cuMemPoolImportFromShareableHandle", sym_cuMemPoolImportFromShareableHandle, u64(pool), uint64(uintptr(handle)), uint64(handleType), uint64(flags))
	}
	if pool == nil {
		return ret("cuMemPoolImportFromShareableHandle", thread().NullOutput("cuMemPoolImportFromShareableHandle", "pool_out"))
	}
	p, err := thread().MemPoolImportFromShareableHandle(int(int32(uintptr(handle))), int32(handleType), uint64(flags))
	if err == nil {
		*pool = C.uintptr_t(p)
	}
	return ret("cuMemPoolImportFromShareableHandle", err)
}

//export cuMemPoolExportPointer
func cuMemPoolExportPointer(data unsafe.Pointer, ptr C.CUdeviceptr) (res C.CUresult) {
	defer guard("cuMemPoolExportPointer", &res)
	if rec.on() {
		return fwdGraph("cuMemPoolExportPointer", sym_cuMemPoolExportPointer, uint64(uintptr(data)), uint64(ptr))
	}
	if data == nil {
		return ret("cuMemPoolExportPointer", thread().NullOutput("cuMemPoolExportPointer", "shareData_out"))
	}
	v, err := thread().MemPoolExportPointer(driver.DevicePtr(ptr))
	if err == nil {
		*(*driver.PoolPtrExportData)(data) = v
	}
	return ret("cuMemPoolExportPointer", err)
}

//export cuMemPoolImportPointer
func cuMemPoolImportPointer(ptr *C.CUdeviceptr, pool C.uintptr_t, data unsafe.Pointer) (res C.CUresult) {
	defer guard("cuMemPoolImportPointer", &res)
	if rec.on() {
		return fwdGraph("cuMemPoolImportPointer", sym_cuMemPoolImportPointer, u64(ptr), uint64(pool), uint64(uintptr(data)))
	}
	if ptr == nil {
		return ret("cuMemPoolImportPointer", thread().NullOutput("cuMemPoolImportPointer", "ptr_out"))
	}
	p, err := thread().MemPoolImportPointer(driver.MemPool(pool), (*driver.PoolPtrExportData)(data))
	if err == nil {
		*ptr = C.CUdeviceptr(p)
	}
	return ret("cuMemPoolImportPointer", err)
}
