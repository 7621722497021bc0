//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import (
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
