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

// The virtual memory management API (driver/vmm.go, docs/vmm.md). The
// structures (CUmemAllocationProp, CUmemAccessDesc, CUmemLocation) have the
// layout of their driver types. The recorder forwards these calls and
// writes them as comments: the trace format has no form for them.

//export cuMemGetAllocationGranularity
func cuMemGetAllocationGranularity(granularity *C.size_t, prop unsafe.Pointer, option C.int) (res C.CUresult) {
	defer guard("cuMemGetAllocationGranularity", &res)
	if rec.on() {
		return fwdGraph("cuMemGetAllocationGranularity", sym_cuMemGetAllocationGranularity, u64(granularity), uint64(uintptr(prop)), uint64(option))
	}
	if granularity == nil {
		return ret("cuMemGetAllocationGranularity", thread().NullOutput("cuMemGetAllocationGranularity", "granularity"))
	}
	g, err := thread().MemGetAllocationGranularity((*driver.MemAllocationProp)(prop), int32(option))
	if err == nil {
		*granularity = C.size_t(g)
	}
	return ret("cuMemGetAllocationGranularity", err)
}

//export cuMemCreate
func cuMemCreate(handle *C.ulonglong, size C.size_t, prop unsafe.Pointer, flags C.ulonglong) (res C.CUresult) {
	defer guard("cuMemCreate", &res)
	if rec.on() {
		return fwdGraph("cuMemCreate", sym_cuMemCreate, u64(handle), uint64(size), uint64(uintptr(prop)), uint64(flags))
	}
	if handle == nil {
		return ret("cuMemCreate", thread().NullOutput("cuMemCreate", "handle"))
	}
	h, err := thread().MemCreate(uint64(size), inGo((*driver.MemAllocationProp)(prop)), uint64(flags))
	if err == nil {
		*handle = C.ulonglong(h)
	}
	return ret("cuMemCreate", err)
}

//export cuMemRelease
func cuMemRelease(handle C.ulonglong) (res C.CUresult) {
	defer guard("cuMemRelease", &res)
	if rec.on() {
		return fwdGraph("cuMemRelease", sym_cuMemRelease, uint64(handle))
	}
	return ret("cuMemRelease", thread().MemRelease(driver.MemGenericAllocationHandle(handle)))
}

//export cuMemGetAllocationPropertiesFromHandle
func cuMemGetAllocationPropertiesFromHandle(prop unsafe.Pointer, handle C.ulonglong) (res C.CUresult) {
	defer guard("cuMemGetAllocationPropertiesFromHandle", &res)
	if rec.on() {
		return fwdGraph("cuMemGetAllocationPropertiesFromHandle", sym_cuMemGetAllocationPropertiesFromHandle, uint64(uintptr(prop)), uint64(handle))
	}
	if prop == nil {
		return ret("cuMemGetAllocationPropertiesFromHandle", thread().NullOutput("cuMemGetAllocationPropertiesFromHandle", "prop"))
	}
	p, err := thread().MemGetAllocationPropertiesFromHandle(driver.MemGenericAllocationHandle(handle))
	if err == nil {
		*(*driver.MemAllocationProp)(prop) = p
	}
	return ret("cuMemGetAllocationPropertiesFromHandle", err)
}

//export cuMemRetainAllocationHandle
func cuMemRetainAllocationHandle(handle *C.ulonglong, addr unsafe.Pointer) (res C.CUresult) {
	defer guard("cuMemRetainAllocationHandle", &res)
	if rec.on() {
		return fwdGraph("cuMemRetainAllocationHandle", sym_cuMemRetainAllocationHandle, u64(handle), uint64(uintptr(addr)))
	}
	if handle == nil {
		return ret("cuMemRetainAllocationHandle", thread().NullOutput("cuMemRetainAllocationHandle", "handle"))
	}
	h, err := thread().MemRetainAllocationHandle(driver.DevicePtr(uintptr(addr)))
	if err == nil {
		*handle = C.ulonglong(h)
	}
	return ret("cuMemRetainAllocationHandle", err)
}

//export cuMemAddressReserve
func cuMemAddressReserve(ptr *C.CUdeviceptr, size, alignment C.size_t, addr C.CUdeviceptr, flags C.ulonglong) (res C.CUresult) {
	defer guard("cuMemAddressReserve", &res)
	if rec.on() {
		return fwdGraph("cuMemAddressReserve", sym_cuMemAddressReserve, u64(ptr), uint64(size), uint64(alignment), uint64(addr), uint64(flags))
	}
	if ptr == nil {
		return ret("cuMemAddressReserve", thread().NullOutput("cuMemAddressReserve", "ptr"))
	}
	p, err := thread().MemAddressReserve(uint64(size), uint64(alignment), driver.DevicePtr(addr), uint64(flags))
	if err == nil {
		*ptr = C.CUdeviceptr(p)
	}
	return ret("cuMemAddressReserve", err)
}

//export cuMemAddressFree
func cuMemAddressFree(ptr C.CUdeviceptr, size C.size_t) (res C.CUresult) {
	defer guard("cuMemAddressFree", &res)
	if rec.on() {
		return fwdGraph("cuMemAddressFree", sym_cuMemAddressFree, uint64(ptr), uint64(size))
	}
	return ret("cuMemAddressFree", thread().MemAddressFree(driver.DevicePtr(ptr), uint64(size)))
}

//export cuMemMap
func cuMemMap(ptr C.CUdeviceptr, size, offset C.size_t, handle, flags C.ulonglong) (res C.CUresult) {
	defer guard("cuMemMap", &res)
	if rec.on() {
		return fwdGraph("cuMemMap", sym_cuMemMap, uint64(ptr), uint64(size), uint64(offset), uint64(handle), uint64(flags))
	}
	return ret("cuMemMap", thread().MemMap(driver.DevicePtr(ptr), uint64(size), uint64(offset), driver.MemGenericAllocationHandle(handle), uint64(flags)))
}

//export cuMemUnmap
func cuMemUnmap(ptr C.CUdeviceptr, size C.size_t) (res C.CUresult) {
	defer guard("cuMemUnmap", &res)
	if rec.on() {
		return fwdGraph("cuMemUnmap", sym_cuMemUnmap, uint64(ptr), uint64(size))
	}
	return ret("cuMemUnmap", thread().MemUnmap(driver.DevicePtr(ptr), uint64(size)))
}

//export cuMemSetAccess
func cuMemSetAccess(ptr C.CUdeviceptr, size C.size_t, desc unsafe.Pointer, count C.size_t) (res C.CUresult) {
	defer guard("cuMemSetAccess", &res)
	if rec.on() {
		return fwdGraph("cuMemSetAccess", sym_cuMemSetAccess, uint64(ptr), uint64(size), uint64(uintptr(desc)), uint64(count))
	}
	var descs []driver.MemAccessDesc
	if desc != nil && count > 0 && count < 1<<20 {
		descs = unsafe.Slice((*driver.MemAccessDesc)(desc), int(count))
	}
	if desc == nil && count > 0 {
		return ret("cuMemSetAccess", thread().NullOutput("cuMemSetAccess", "desc"))
	}
	return ret("cuMemSetAccess", thread().MemSetAccess(driver.DevicePtr(ptr), uint64(size), descs))
}

//export cuMemGetAccess
func cuMemGetAccess(flags *C.ulonglong, location unsafe.Pointer, ptr C.CUdeviceptr) (res C.CUresult) {
	defer guard("cuMemGetAccess", &res)
	if rec.on() {
		return fwdGraph("cuMemGetAccess", sym_cuMemGetAccess, u64(flags), uint64(uintptr(location)), uint64(ptr))
	}
	if flags == nil {
		return ret("cuMemGetAccess", thread().NullOutput("cuMemGetAccess", "flags"))
	}
	f, written, err := thread().MemGetAccess(inGo((*driver.MemLocation)(location)), driver.DevicePtr(ptr))
	if written {
		*flags = C.ulonglong(f)
	}
	return ret("cuMemGetAccess", err)
}

// The shareable handle is a POSIX file descriptor: an int written through
// shareableHandle on export, passed as the pointer's value on import.

//export cuMemExportToShareableHandle
func cuMemExportToShareableHandle(shareableHandle unsafe.Pointer, handle C.ulonglong, handleType C.int, flags C.ulonglong) (res C.CUresult) {
	defer guard("cuMemExportToShareableHandle", &res)
	if rec.on() {
		return fwdGraph("cuMemExportToShareableHandle", sym_cuMemExportToShareableHandle, uint64(uintptr(shareableHandle)), uint64(handle), uint64(handleType), uint64(flags))
	}
	if shareableHandle == nil {
		return ret("cuMemExportToShareableHandle", thread().NullOutput("cuMemExportToShareableHandle", "shareableHandle"))
	}
	fd, err := thread().MemExportToShareableHandle(driver.MemGenericAllocationHandle(handle), int32(handleType), uint64(flags))
	if err == nil {
		*(*C.int)(shareableHandle) = C.int(fd)
	}
	return ret("cuMemExportToShareableHandle", err)
}

//export cuMemImportFromShareableHandle
func cuMemImportFromShareableHandle(handle *C.ulonglong, osHandle unsafe.Pointer, handleType C.int) (res C.CUresult) {
	defer guard("cuMemImportFromShareableHandle", &res)
	if rec.on() {
		return fwdGraph("cuMemImportFromShareableHandle", sym_cuMemImportFromShareableHandle, u64(handle), uint64(uintptr(osHandle)), uint64(handleType))
	}
	if handle == nil {
		return ret("cuMemImportFromShareableHandle", thread().NullOutput("cuMemImportFromShareableHandle", "handle"))
	}
	h, err := thread().MemImportFromShareableHandle(int(int32(uintptr(osHandle))), int32(handleType))
	if err == nil {
		*handle = C.ulonglong(h)
	}
	return ret("cuMemImportFromShareableHandle", err)
}

// Multicast objects: every call answers what driver.Thread.Multicast says
// (the H200's refusal), whatever its arguments.

//export cuMulticastGetGranularity
func cuMulticastGetGranularity(granularity *C.size_t, prop unsafe.Pointer, option C.int) (res C.CUresult) {
	defer guard("cuMulticastGetGranularity", &res)
	if rec.on() {
		return fwdComment(sym_cuMulticastGetGranularity, "cuMulticastGetGranularity", u64(granularity), uint64(uintptr(prop)), uint64(option))
	}
	return ret("cuMulticastGetGranularity", thread().Multicast("cuMulticastGetGranularity"))
}

//export cuMulticastCreate
func cuMulticastCreate(handle *C.ulonglong, prop unsafe.Pointer) (res C.CUresult) {
	defer guard("cuMulticastCreate", &res)
	if rec.on() {
		return fwdComment(sym_cuMulticastCreate, "cuMulticastCreate", u64(handle), uint64(uintptr(prop)))
	}
	return ret("cuMulticastCreate", thread().Multicast("cuMulticastCreate"))
}

//export cuMulticastAddDevice
func cuMulticastAddDevice(handle C.ulonglong, dev C.int) (res C.CUresult) {
	defer guard("cuMulticastAddDevice", &res)
	if rec.on() {
		return fwdComment(sym_cuMulticastAddDevice, "cuMulticastAddDevice", uint64(handle), uint64(dev))
	}
	return ret("cuMulticastAddDevice", thread().Multicast("cuMulticastAddDevice"))
}

//export cuMulticastBindMem
func cuMulticastBindMem(handle C.ulonglong, mcOffset C.size_t, mem C.ulonglong, memOffset, size C.size_t, flags C.ulonglong) (res C.CUresult) {
	defer guard("cuMulticastBindMem", &res)
	if rec.on() {
		return fwdComment(sym_cuMulticastBindMem, "cuMulticastBindMem", uint64(handle), uint64(mcOffset), uint64(mem), uint64(memOffset), uint64(size), uint64(flags))
	}
	return ret("cuMulticastBindMem", thread().Multicast("cuMulticastBindMem"))
}

//export cuMulticastBindAddr
func cuMulticastBindAddr(handle C.ulonglong, mcOffset C.size_t, ptr C.ulonglong, size C.size_t, flags C.ulonglong) (res C.CUresult) {
	defer guard("cuMulticastBindAddr", &res)
	if rec.on() {
		return fwdComment(sym_cuMulticastBindAddr, "cuMulticastBindAddr", uint64(handle), uint64(mcOffset), uint64(ptr), uint64(size), uint64(flags))
	}
	return ret("cuMulticastBindAddr", thread().Multicast("cuMulticastBindAddr"))
}

//export cuMulticastUnbind
func cuMulticastUnbind(handle C.ulonglong, dev C.int, mcOffset, size C.size_t) (res C.CUresult) {
	defer guard("cuMulticastUnbind", &res)
	if rec.on() {
		return fwdComment(sym_cuMulticastUnbind, "cuMulticastUnbind", uint64(handle), uint64(dev), uint64(mcOffset), uint64(size))
	}
	return ret("cuMulticastUnbind", thread().Multicast("cuMulticastUnbind"))
}
