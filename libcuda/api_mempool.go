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

// Stream-ordered allocation. The recorder forwards these calls and notes
// them as comments: the trace format has no form for them.

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

// Memory pools. The recorder forwards these calls and notes them as
// comments: the trace format has no form for them.

func up(p unsafe.Pointer) uint64 { return uint64(uintptr(p)) }

func poolFwd(name string, sym int, a ...uint64) C.CUresult {
	r := rec.fwd(sym, a...)
	rec.comment("%s -> %d (forwarded, not traced)", name, r)
	return r
}

//export cuDeviceGetDefaultMemPool
func cuDeviceGetDefaultMemPool(out *C.uintptr_t, dev C.int) (res C.CUresult) {
	defer guard("cuDeviceGetDefaultMemPool", &res)
	if rec.on() {
		return poolFwd("cuDeviceGetDefaultMemPool", sym_cuDeviceGetDefaultMemPool, up(unsafe.Pointer(out)), uint64(dev))
	}
	if out == nil {
		return ret("cuDeviceGetDefaultMemPool", thread().NullOutput("cuDeviceGetDefaultMemPool", "pool_out"))
	}
	p, err := thread().DeviceGetDefaultMemPool(driver.Device(dev))
	if err == nil {
		*out = C.uintptr_t(p)
	}
	return ret("cuDeviceGetDefaultMemPool", err)
}

//export cuDeviceGetMemPool
func cuDeviceGetMemPool(out *C.uintptr_t, dev C.int) (res C.CUresult) {
	defer guard("cuDeviceGetMemPool", &res)
	if rec.on() {
		return poolFwd("cuDeviceGetMemPool", sym_cuDeviceGetMemPool, up(unsafe.Pointer(out)), uint64(dev))
	}
	if out == nil {
		return ret("cuDeviceGetMemPool", thread().NullOutput("cuDeviceGetMemPool", "pool"))
	}
	p, err := thread().DeviceGetMemPool(driver.Device(dev))
	if err == nil {
		*out = C.uintptr_t(p)
	}
	return ret("cuDeviceGetMemPool", err)
}

//export cuDeviceSetMemPool
func cuDeviceSetMemPool(dev C.int, p C.uintptr_t) (res C.CUresult) {
	defer guard("cuDeviceSetMemPool", &res)
	if rec.on() {
		return poolFwd("cuDeviceSetMemPool", sym_cuDeviceSetMemPool, uint64(dev), uint64(p))
	}
	return ret("cuDeviceSetMemPool", thread().DeviceSetMemPool(driver.Device(dev), driver.MemPool(p)))
}

func memLocation(loc unsafe.Pointer) driver.MemLocation {
	l := (*[2]int32)(loc)
	return driver.MemLocation{Type: l[0], ID: l[1]}
}

//export cuMemGetDefaultMemPool
func cuMemGetDefaultMemPool(out *C.uintptr_t, loc unsafe.Pointer, typ C.int) (res C.CUresult) {
	defer guard("cuMemGetDefaultMemPool", &res)
	if rec.on() {
		return poolFwd("cuMemGetDefaultMemPool", sym_cuMemGetDefaultMemPool, up(unsafe.Pointer(out)), up(loc), uint64(typ))
	}
	if out == nil || loc == nil {
		return ret("cuMemGetDefaultMemPool", thread().NullOutput("cuMemGetDefaultMemPool", "pool_out or location"))
	}
	p, err := thread().MemGetDefaultMemPool(memLocation(loc), int32(typ))
	if err == nil {
		*out = C.uintptr_t(p)
	}
	return ret("cuMemGetDefaultMemPool", err)
}

//export cuMemGetMemPool
func cuMemGetMemPool(out *C.uintptr_t, loc unsafe.Pointer, typ C.int) (res C.CUresult) {
	defer guard("cuMemGetMemPool", &res)
	if rec.on() {
		return poolFwd("cuMemGetMemPool", sym_cuMemGetMemPool, up(unsafe.Pointer(out)), up(loc), uint64(typ))
	}
	if out == nil || loc == nil {
		return ret("cuMemGetMemPool", thread().NullOutput("cuMemGetMemPool", "pool or location"))
	}
	p, err := thread().MemGetMemPool(memLocation(loc), int32(typ))
	if err == nil {
		*out = C.uintptr_t(p)
	}
	return ret("cuMemGetMemPool", err)
}

//export cuMemSetMemPool
func cuMemSetMemPool(loc unsafe.Pointer, typ C.int, p C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemSetMemPool", &res)
	if rec.on() {
		return poolFwd("cuMemSetMemPool", sym_cuMemSetMemPool, up(loc), uint64(typ), uint64(p))
	}
	if loc == nil {
		return ret("cuMemSetMemPool", thread().NullOutput("cuMemSetMemPool", "location"))
	}
	return ret("cuMemSetMemPool", thread().MemSetMemPool(memLocation(loc), int32(typ), driver.MemPool(p)))
}

//export cuMemPoolCreate
func cuMemPoolCreate(out *C.uintptr_t, props unsafe.Pointer) (res C.CUresult) {
	defer guard("cuMemPoolCreate", &res)
	if rec.on() {
		return poolFwd("cuMemPoolCreate", sym_cuMemPoolCreate, up(unsafe.Pointer(out)), up(props))
	}
	if out == nil {
		return ret("cuMemPoolCreate", thread().NullOutput("cuMemPoolCreate", "pool"))
	}
	var pp *driver.MemPoolProps
	if props != nil {
		// CUmemPoolProps: allocType, handleTypes, location{type, id} (4 bytes
		// each), win32SecurityAttributes at 16, maxSize at 24.
		b := (*[32]byte)(props)
		i32 := func(o int) int32 { return *(*int32)(unsafe.Pointer(&b[o])) }
		pp = &driver.MemPoolProps{AllocType: i32(0), HandleTypes: i32(4), LocationType: i32(8), LocationID: i32(12),
			MaxSize: *(*uint64)(unsafe.Pointer(&b[24]))}
	}
	p, err := thread().MemPoolCreate(pp)
	if err == nil {
		*out = C.uintptr_t(p)
	}
	return ret("cuMemPoolCreate", err)
}

//export cuMemPoolDestroy
func cuMemPoolDestroy(p C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemPoolDestroy", &res)
	if rec.on() {
		return poolFwd("cuMemPoolDestroy", sym_cuMemPoolDestroy, uint64(p))
	}
	return ret("cuMemPoolDestroy", thread().MemPoolDestroy(driver.MemPool(p)))
}

//export cuMemPoolGetAttribute
func cuMemPoolGetAttribute(p C.uintptr_t, attr C.int, v unsafe.Pointer) (res C.CUresult) {
	defer guard("cuMemPoolGetAttribute", &res)
	if rec.on() {
		return poolFwd("cuMemPoolGetAttribute", sym_cuMemPoolGetAttribute, uint64(p), uint64(attr), up(v))
	}
	if v == nil {
		return ret("cuMemPoolGetAttribute", thread().NullOutput("cuMemPoolGetAttribute", "value"))
	}
	x, err := thread().MemPoolGetAttribute(driver.MemPool(p), int(attr))
	if err == nil {
		if driver.MemPoolAttrSize(int(attr)) == 4 {
			*(*int32)(v) = int32(x)
		} else {
			*(*uint64)(v) = x
		}
	}
	return ret("cuMemPoolGetAttribute", err)
}

//export cuMemPoolSetAttribute
func cuMemPoolSetAttribute(p C.uintptr_t, attr C.int, v unsafe.Pointer) (res C.CUresult) {
	defer guard("cuMemPoolSetAttribute", &res)
	if rec.on() {
		return poolFwd("cuMemPoolSetAttribute", sym_cuMemPoolSetAttribute, uint64(p), uint64(attr), up(v))
	}
	if v == nil {
		// the H200's driver crashed here (testdata/reference/pools)
		return ret("cuMemPoolSetAttribute", thread().NullOutput("cuMemPoolSetAttribute", "value"))
	}
	var x uint64
	switch driver.MemPoolAttrSize(int(attr)) {
	case 4:
		x = uint64(uint32(*(*int32)(v)))
	case 8:
		x = *(*uint64)(v)
	}
	return ret("cuMemPoolSetAttribute", thread().MemPoolSetAttribute(driver.MemPool(p), int(attr), x))
}

//export cuMemPoolTrimTo
func cuMemPoolTrimTo(p C.uintptr_t, keep C.size_t) (res C.CUresult) {
	defer guard("cuMemPoolTrimTo", &res)
	if rec.on() {
		return poolFwd("cuMemPoolTrimTo", sym_cuMemPoolTrimTo, uint64(p), uint64(keep))
	}
	return ret("cuMemPoolTrimTo", thread().MemPoolTrimTo(driver.MemPool(p), uint64(keep)))
}

//export cuMemPoolSetAccess
func cuMemPoolSetAccess(p C.uintptr_t, descs unsafe.Pointer, n C.size_t) (res C.CUresult) {
	defer guard("cuMemPoolSetAccess", &res)
	if rec.on() {
		return poolFwd("cuMemPoolSetAccess", sym_cuMemPoolSetAccess, uint64(p), up(descs), uint64(n))
	}
	if descs == nil && n > 0 {
		return ret("cuMemPoolSetAccess", thread().NullOutput("cuMemPoolSetAccess", "map"))
	}
	if n > 1<<16 {
		return ret("cuMemPoolSetAccess", cu.Errorf(cu.ErrorInvalidValue, "cuMemPoolSetAccess: %d descriptors", n))
	}
	ds := make([]driver.MemAccessDesc, n)
	for i := range ds {
		e := (*[3]int32)(unsafe.Add(descs, 12*i))
		ds[i] = driver.MemAccessDesc{Location: driver.MemLocation{Type: e[0], ID: e[1]}, Flags: e[2]}
	}
	return ret("cuMemPoolSetAccess", thread().MemPoolSetAccess(driver.MemPool(p), ds))
}

//export cuMemPoolGetAccess
func cuMemPoolGetAccess(out *C.int, p C.uintptr_t, loc unsafe.Pointer) (res C.CUresult) {
	defer guard("cuMemPoolGetAccess", &res)
	if rec.on() {
		return poolFwd("cuMemPoolGetAccess", sym_cuMemPoolGetAccess, up(unsafe.Pointer(out)), uint64(p), up(loc))
	}
	if out == nil || loc == nil {
		return ret("cuMemPoolGetAccess", thread().NullOutput("cuMemPoolGetAccess", "flags or location"))
	}
	f, err := thread().MemPoolGetAccess(driver.MemPool(p), memLocation(loc))
	if err == nil {
		*out = C.int(f)
	}
	return ret("cuMemPoolGetAccess", err)
}

//export cuMemAllocFromPoolAsync
func cuMemAllocFromPoolAsync(out *C.CUdeviceptr, n C.size_t, p C.uintptr_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemAllocFromPoolAsync", &res)
	return memAllocFromPoolAsync(sym_cuMemAllocFromPoolAsync, out, n, p, s, false)
}

//export cuMemAllocFromPoolAsync_ptsz
func cuMemAllocFromPoolAsync_ptsz(out *C.CUdeviceptr, n C.size_t, p C.uintptr_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemAllocFromPoolAsync_ptsz", &res)
	return memAllocFromPoolAsync(sym_cuMemAllocFromPoolAsync_ptsz, out, n, p, s, true)
}

func memAllocFromPoolAsync(sym int, out *C.CUdeviceptr, n C.size_t, p C.uintptr_t, s C.uintptr_t, pt bool) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, up(unsafe.Pointer(out)), uint64(n), uint64(p), uint64(s))
		if r == 0 && *out != 0 {
			rec.rangeInCtx("async", uint64(*out), uint64(n))
		}
		rec.comment("cuMemAllocFromPoolAsync(%d, %v) -> %d", n, rec.strm(s), r)
		return r
	}
	if out == nil {
		return ret("cuMemAllocFromPoolAsync", errNullOut("dptr"))
	}
	a, err := thread().MemAllocFromPoolAsync(uint64(n), driver.MemPool(p), stream(s, pt))
	if err == nil {
		*out = C.CUdeviceptr(a)
	}
	return ret("cuMemAllocFromPoolAsync", err)
}
