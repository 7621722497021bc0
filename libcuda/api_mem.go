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
	"cudasim/trace"
)

// ptr names a device (or unified) address for the trace.
func (r *recorder) ptr(p C.CUdeviceptr) trace.Value { return r.syms.Pointer(uint64(p)) }

// isNamed reports whether v names something the trace knows (or is null):
// an address in no recorded allocation is the program's own memory, which a
// trace cannot replay.
func isNamed(v trace.Value) bool { return v.Kind != trace.KindInt }

//export cuMemAllocHost_v2
func cuMemAllocHost_v2(pp *unsafe.Pointer, n C.size_t) (res C.CUresult) {
	defer guard("cuMemAllocHost_v2", &res)
	if rec.on() {
		r := rec.fwd(sym_cuMemAllocHost_v2, u64(pp), uint64(n))
		rec.record("cuMemAllocHost", r, args(trace.Uint(uint64(n))), func() []trace.Value {
			return vals(rec.rangeInCtx("host", uint64(uintptr(*pp)), uint64(n)))
		})
		return r
	}
	if pp == nil {
		return ret("cuMemAllocHost", errNullOut("pp"))
	}
	b, err := thread().MemAllocHost(uint64(n))
	if err == nil {
		*pp = unsafe.Pointer(unsafe.SliceData(b))
	}
	return ret("cuMemAllocHost", err)
}

//export cuMemHostAlloc
func cuMemHostAlloc(pp *unsafe.Pointer, n C.size_t, flags C.uint) (res C.CUresult) {
	defer guard("cuMemHostAlloc", &res)
	if rec.on() {
		r := rec.fwd(sym_cuMemHostAlloc, u64(pp), uint64(n), uint64(flags))
		rec.record("cuMemHostAlloc", r, args(trace.Uint(uint64(n)), trace.Int(int64(flags))), func() []trace.Value {
			return vals(rec.rangeInCtx("host", uint64(uintptr(*pp)), uint64(n)))
		})
		return r
	}
	if pp == nil {
		return ret("cuMemHostAlloc", errNullOut("pp"))
	}
	b, err := thread().MemHostAlloc(uint64(n), uint32(flags))
	if err == nil {
		*pp = unsafe.Pointer(unsafe.SliceData(b))
	}
	return ret("cuMemHostAlloc", err)
}

// hostAllocation returns the page-locked allocation bytes from p on.
func hostAllocation(p unsafe.Pointer) ([]byte, error) {
	if p == nil {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "host pointer is NULL")
	}
	return emu().HostBytes(driver.DevicePtr(uintptr(p)))
}

//export cuMemFreeHost
func cuMemFreeHost(p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuMemFreeHost", &res)
	if rec.on() {
		v := rec.syms.Pointer(uint64(uintptr(p)))
		r := rec.fwd(sym_cuMemFreeHost, uint64(uintptr(p)))
		rec.record("cuMemFreeHost", r, args(v), nil)
		if r == 0 {
			rec.rangeFreed(uint64(uintptr(p)))
		}
		return r
	}
	if p == nil {
		return ret("cuMemFreeHost", thread().MemFreeHost(nil)) // the driver decides
	}
	b, err := hostAllocation(p)
	if err != nil {
		return ret("cuMemFreeHost", stickyFirst(err))
	}
	return ret("cuMemFreeHost", thread().MemFreeHost(b))
}

//export cuMemHostGetDevicePointer_v2
func cuMemHostGetDevicePointer_v2(dp *C.CUdeviceptr, p unsafe.Pointer, flags C.uint) (res C.CUresult) {
	defer guard("cuMemHostGetDevicePointer_v2", &res)
	if rec.on() {
		r := rec.fwd(sym_cuMemHostGetDevicePointer_v2, u64(dp), uint64(uintptr(p)), uint64(flags))
		rec.comment("cuMemHostGetDevicePointer(%v, %d) -> %d", rec.syms.Pointer(uint64(uintptr(p))), flags, r)
		return r
	}
	if dp == nil {
		return ret("cuMemHostGetDevicePointer", errNullOut("pdptr"))
	}
	b, err := hostAllocation(p)
	if err == nil {
		var a driver.DevicePtr
		a, err = thread().MemHostGetDevicePointer(b, uint32(flags))
		if err == nil {
			*dp = C.CUdeviceptr(a)
		}
	}
	return ret("cuMemHostGetDevicePointer", err)
}

//export cuMemHostGetFlags
func cuMemHostGetFlags(flags *C.uint, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuMemHostGetFlags", &res)
	if rec.on() {
		r := rec.fwd(sym_cuMemHostGetFlags, u64(flags), uint64(uintptr(p)))
		rec.comment("cuMemHostGetFlags(%v) -> %d", rec.syms.Pointer(uint64(uintptr(p))), r)
		return r
	}
	if flags == nil {
		return ret("cuMemHostGetFlags", errNullOut("pFlags"))
	}
	b, err := hostAllocation(p)
	if err == nil {
		var f uint32
		f, err = thread().MemHostGetFlags(b)
		if err == nil {
			*flags = C.uint(f)
		}
	}
	return ret("cuMemHostGetFlags", err)
}

//export cuPointerGetAttribute
func cuPointerGetAttribute(data unsafe.Pointer, attr C.int, p C.CUdeviceptr) (res C.CUresult) {
	defer guard("cuPointerGetAttribute", &res)
	if rec.on() {
		r := rec.fwd(sym_cuPointerGetAttribute, uint64(uintptr(data)), uint64(attr), uint64(p))
		rec.comment("cuPointerGetAttribute(%d, %v) -> %d", attr, rec.ptr(p), r)
		return r
	}
	a := driver.PointerAttribute(attr)
	if data == nil && (a.Size() != 0 || a == driver.PointerAttributeP2PTokens) {
		return ret("cuPointerGetAttribute", errNullOut("data"))
	}
	if a == driver.PointerAttributeP2PTokens {
		// CUDA_POINTER_ATTRIBUTE_P2P_TOKENS: unsigned long long p2pToken; unsigned int vaSpaceToken
		tok, va, err := thread().PointerP2PTokens(driver.DevicePtr(p))
		if err == nil {
			*(*uint64)(data) = tok
			*(*uint32)(unsafe.Add(data, 8)) = va
		}
		return ret("cuPointerGetAttribute", err)
	}
	v, err := thread().PointerGetAttribute(a, driver.DevicePtr(p))
	if err == nil {
		if a.Size() == 8 {
			*(*uint64)(data) = v
		} else {
			*(*uint32)(data) = uint32(v)
		}
	}
	return ret("cuPointerGetAttribute", err)
}

// Registered host memory, and several pointer attributes at once. The
// recorder forwards these calls and notes them as comments: the trace format
// has no form for them.

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
	if err := driver.CheckHostRegisterSize(uint64(n)); err != nil {
		return ret("cuMemHostRegister", err)
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
	if p == nil {
		return ret("cuMemHostUnregister", cu.Errorf(cu.ErrorInvalidValue, "host pointer is NULL"))
	}
	// The driver decides whether p starts a registered range: memory that
	// was never registered (plain malloc'd bytes) is
	// CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED, as on the H200
	// (testdata/cudart/suite, s_hostmem), so p goes down as it is.
	return ret("cuMemHostUnregister", thread().MemHostUnregister(unsafe.Slice((*byte)(p), 1)))
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
	}
	vs, err := thread().PointerGetAttributes(as, driver.DevicePtr(p))
	if err != nil {
		return ret("cuPointerGetAttributes", err)
	}
	for i, d := range unsafe.Slice(data, n) {
		if d == nil || vs[i] == driver.PointerAttributeUnwritten {
			continue
		}
		if as[i].Size() == 8 {
			*(*uint64)(d) = vs[i]
		} else {
			*(*uint32)(d) = uint32(vs[i])
		}
	}
	return 0
}
