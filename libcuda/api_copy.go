//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import (
	"unsafe"

	"cudasim/driver"
	"cudasim/trace"
)

// Copies and sets. The emulator runs all work at once, in stream order, so an
// asynchronous copy is its synchronous form on a checked stream; the _ptds
// forms of the synchronous ones behave exactly as the plain ones.

// stream is the emulator's stream for a C stream argument; perThread says
// the entry point was a _ptsz form, where NULL means the per-thread stream.
func stream(h C.uintptr_t, perThread bool) driver.Stream {
	if h == 0 && perThread {
		return driver.StreamPerThread
	}
	return driver.Stream(h)
}

// strm names a stream for the trace: null, a created stream's name, or the
// number of a special one (CU_STREAM_LEGACY 1, CU_STREAM_PER_THREAD 2).
func (r *recorder) strm(h C.uintptr_t) trace.Value {
	if h == C.uintptr_t(driver.StreamLegacy) || h == C.uintptr_t(driver.StreamPerThread) {
		return trace.Int(int64(h))
	}
	return r.in(uint64(h), "s")
}

//cudasim:alias cuMemcpy_ptds cuMemcpy

//export cuMemcpy
func cuMemcpy(dst, src C.CUdeviceptr, n C.size_t) (res C.CUresult) {
	defer guard("cuMemcpy", &res)
	if rec.on() {
		r := rec.fwd(sym_cuMemcpy, uint64(dst), uint64(src), uint64(n))
		rec.recordCopy("cuMemcpy", r, dst, src, n, 0, false)
		return r
	}
	return synced("cuMemcpy", thread().Memcpy(driver.DevicePtr(dst), driver.DevicePtr(src), uint64(n)))
}

// recordCopy records a cuMemcpy or cuMemcpyDtoD (async when s is given):
// as a call when both ends are known memory, else as a comment.
func (r *recorder) recordCopy(name string, res C.CUresult, dst, src C.CUdeviceptr, n C.size_t, s C.uintptr_t, async bool) {
	d, sv := r.ptr(dst), r.ptr(src)
	if !isNamed(d) || !isNamed(sv) {
		r.comment("%s(%#x, %#x, %d) -> %d (program memory; not traced)", name, uint64(dst), uint64(src), n, res)
		return
	}
	a := args(d, sv, trace.Uint(uint64(n)))
	if async {
		a = append(a, r.strm(s))
	}
	r.record(name, res, a, nil)
}

//export cuMemcpyAsync
func cuMemcpyAsync(dst, src C.CUdeviceptr, n C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpyAsync", &res)
	return memcpyAsync(sym_cuMemcpyAsync, dst, src, n, s, false)
}

//export cuMemcpyAsync_ptsz
func cuMemcpyAsync_ptsz(dst, src C.CUdeviceptr, n C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpyAsync_ptsz", &res)
	return memcpyAsync(sym_cuMemcpyAsync_ptsz, dst, src, n, s, true)
}

func memcpyAsync(sym int, dst, src C.CUdeviceptr, n C.size_t, s C.uintptr_t, pt bool) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, uint64(dst), uint64(src), uint64(n), uint64(s))
		rec.recordCopy("cuMemcpyAsync", r, dst, src, n, s, true)
		return r
	}
	return ret("cuMemcpyAsync", thread().MemcpyAsync(driver.DevicePtr(dst), driver.DevicePtr(src), uint64(n), stream(s, pt)))
}

//cudasim:alias cuMemcpyHtoD_v2_ptds cuMemcpyHtoD_v2

//export cuMemcpyHtoD_v2
func cuMemcpyHtoD_v2(dst C.CUdeviceptr, src unsafe.Pointer, n C.size_t) (res C.CUresult) {
	defer guard("cuMemcpyHtoD_v2", &res)
	if rec.on() {
		data := copyOf(src, uint64(n))
		r := rec.fwd(sym_cuMemcpyHtoD_v2, uint64(dst), uint64(uintptr(src)), uint64(n))
		rec.record("cuMemcpyHtoD", r, args(rec.ptr(dst), trace.Hex(data), trace.Uint(uint64(n))), nil)
		return r
	}
	b, err := hostBytes(src, uint64(n), "srcHost")
	if err != nil {
		return ret("cuMemcpyHtoD", err)
	}
	return synced("cuMemcpyHtoD", thread().MemcpyHtoD(driver.DevicePtr(dst), b))
}

//cudasim:alias cuMemcpyDtoH_v2_ptds cuMemcpyDtoH_v2

//export cuMemcpyDtoH_v2
func cuMemcpyDtoH_v2(dst unsafe.Pointer, src C.CUdeviceptr, n C.size_t) (res C.CUresult) {
	defer guard("cuMemcpyDtoH_v2", &res)
	if rec.on() {
		r := rec.fwd(sym_cuMemcpyDtoH_v2, uint64(uintptr(dst)), uint64(src), uint64(n))
		rec.record("cuMemcpyDtoH", r, args(rec.ptr(src), trace.Uint(uint64(n))), func() []trace.Value {
			return vals(trace.Hex(copyOf(dst, uint64(n))))
		})
		return r
	}
	b, err := hostBytes(dst, uint64(n), "dstHost")
	if err != nil {
		return ret("cuMemcpyDtoH", err)
	}
	return synced("cuMemcpyDtoH", thread().MemcpyDtoH(b, driver.DevicePtr(src)))
}

//cudasim:alias cuMemcpyDtoD_v2_ptds cuMemcpyDtoD_v2

//export cuMemcpyDtoD_v2
func cuMemcpyDtoD_v2(dst, src C.CUdeviceptr, n C.size_t) (res C.CUresult) {
	defer guard("cuMemcpyDtoD_v2", &res)
	if rec.on() {
		r := rec.fwd(sym_cuMemcpyDtoD_v2, uint64(dst), uint64(src), uint64(n))
		rec.recordCopy("cuMemcpyDtoD", r, dst, src, n, 0, false)
		return r
	}
	return synced("cuMemcpyDtoD", thread().MemcpyDtoD(driver.DevicePtr(dst), driver.DevicePtr(src), uint64(n)))
}

//export cuMemcpyHtoDAsync_v2
func cuMemcpyHtoDAsync_v2(dst C.CUdeviceptr, src unsafe.Pointer, n C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpyHtoDAsync_v2", &res)
	return memcpyHtoDAsync(sym_cuMemcpyHtoDAsync_v2, dst, src, n, s, false)
}

//export cuMemcpyHtoDAsync_v2_ptsz
func cuMemcpyHtoDAsync_v2_ptsz(dst C.CUdeviceptr, src unsafe.Pointer, n C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpyHtoDAsync_v2_ptsz", &res)
	return memcpyHtoDAsync(sym_cuMemcpyHtoDAsync_v2_ptsz, dst, src, n, s, true)
}

func memcpyHtoDAsync(sym int, dst C.CUdeviceptr, src unsafe.Pointer, n C.size_t, s C.uintptr_t, pt bool) C.CUresult {
	if rec.on() {
		data := copyOf(src, uint64(n))
		r := rec.fwd(sym, uint64(dst), uint64(uintptr(src)), uint64(n), uint64(s))
		rec.record("cuMemcpyHtoDAsync", r, args(rec.ptr(dst), trace.Hex(data), trace.Uint(uint64(n)), rec.strm(s)), nil)
		return r
	}
	b, err := hostBytes(src, uint64(n), "srcHost")
	if err != nil {
		return ret("cuMemcpyHtoDAsync", err)
	}
	return ret("cuMemcpyHtoDAsync", thread().MemcpyHtoDAsync(driver.DevicePtr(dst), b, stream(s, pt)))
}

//export cuMemcpyDtoHAsync_v2
func cuMemcpyDtoHAsync_v2(dst unsafe.Pointer, src C.CUdeviceptr, n C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpyDtoHAsync_v2", &res)
	return memcpyDtoHAsync(sym_cuMemcpyDtoHAsync_v2, dst, src, n, s, false)
}

//export cuMemcpyDtoHAsync_v2_ptsz
func cuMemcpyDtoHAsync_v2_ptsz(dst unsafe.Pointer, src C.CUdeviceptr, n C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpyDtoHAsync_v2_ptsz", &res)
	return memcpyDtoHAsync(sym_cuMemcpyDtoHAsync_v2_ptsz, dst, src, n, s, true)
}

func memcpyDtoHAsync(sym int, dst unsafe.Pointer, src C.CUdeviceptr, n C.size_t, s C.uintptr_t, pt bool) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, uint64(uintptr(dst)), uint64(src), uint64(n), uint64(s))
		// The bytes arrive when the stream gets there, so the trace does not
		// check them here; a later synchronous copy does.
		rec.record("cuMemcpyDtoHAsync", r, args(rec.ptr(src), trace.Uint(uint64(n)), rec.strm(s)), nil)
		return r
	}
	b, err := hostBytes(dst, uint64(n), "dstHost")
	if err != nil {
		return ret("cuMemcpyDtoHAsync", err)
	}
	return ret("cuMemcpyDtoHAsync", thread().MemcpyDtoHAsync(b, driver.DevicePtr(src), stream(s, pt)))
}

//export cuMemcpyDtoDAsync_v2
func cuMemcpyDtoDAsync_v2(dst, src C.CUdeviceptr, n C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpyDtoDAsync_v2", &res)
	return memcpyDtoDAsync(sym_cuMemcpyDtoDAsync_v2, dst, src, n, s, false)
}

//export cuMemcpyDtoDAsync_v2_ptsz
func cuMemcpyDtoDAsync_v2_ptsz(dst, src C.CUdeviceptr, n C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpyDtoDAsync_v2_ptsz", &res)
	return memcpyDtoDAsync(sym_cuMemcpyDtoDAsync_v2_ptsz, dst, src, n, s, true)
}

func memcpyDtoDAsync(sym int, dst, src C.CUdeviceptr, n C.size_t, s C.uintptr_t, pt bool) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, uint64(dst), uint64(src), uint64(n), uint64(s))
		rec.recordCopy("cuMemcpyDtoDAsync", r, dst, src, n, s, true)
		return r
	}
	return ret("cuMemcpyDtoDAsync", thread().MemcpyDtoDAsync(driver.DevicePtr(dst), driver.DevicePtr(src), uint64(n), stream(s, pt)))
}

// --- sets ---

func (r *recorder) recordSet(name string, res C.CUresult, dst C.CUdeviceptr, v uint64, n C.size_t, s C.uintptr_t, async bool) {
	a := args(r.ptr(dst), trace.Uint(v), trace.Uint(uint64(n)))
	if async {
		a = append(a, r.strm(s))
	}
	r.record(name, res, a, nil)
}

//cudasim:alias cuMemsetD8_v2_ptds cuMemsetD8_v2

//export cuMemsetD8_v2
func cuMemsetD8_v2(dst C.CUdeviceptr, v C.uchar, n C.size_t) (res C.CUresult) {
	defer guard("cuMemsetD8_v2", &res)
	if rec.on() {
		r := rec.fwd(sym_cuMemsetD8_v2, uint64(dst), uint64(v), uint64(n))
		rec.recordSet("cuMemsetD8", r, dst, uint64(v), n, 0, false)
		return r
	}
	return ret("cuMemsetD8", thread().MemsetD8(driver.DevicePtr(dst), uint8(v), uint64(n)))
}

//cudasim:alias cuMemsetD16_v2_ptds cuMemsetD16_v2

//export cuMemsetD16_v2
func cuMemsetD16_v2(dst C.CUdeviceptr, v C.ushort, n C.size_t) (res C.CUresult) {
	defer guard("cuMemsetD16_v2", &res)
	if rec.on() {
		r := rec.fwd(sym_cuMemsetD16_v2, uint64(dst), uint64(v), uint64(n))
		rec.recordSet("cuMemsetD16", r, dst, uint64(v), n, 0, false)
		return r
	}
	return ret("cuMemsetD16", thread().MemsetD16(driver.DevicePtr(dst), uint16(v), uint64(n)))
}

//cudasim:alias cuMemsetD32_v2_ptds cuMemsetD32_v2

//export cuMemsetD32_v2
func cuMemsetD32_v2(dst C.CUdeviceptr, v C.uint, n C.size_t) (res C.CUresult) {
	defer guard("cuMemsetD32_v2", &res)
	if rec.on() {
		r := rec.fwd(sym_cuMemsetD32_v2, uint64(dst), uint64(v), uint64(n))
		rec.recordSet("cuMemsetD32", r, dst, uint64(v), n, 0, false)
		return r
	}
	return ret("cuMemsetD32", thread().MemsetD32(driver.DevicePtr(dst), uint32(v), uint64(n)))
}

//export cuMemsetD8Async
func cuMemsetD8Async(dst C.CUdeviceptr, v C.uchar, n C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemsetD8Async", &res)
	return memsetAsync(sym_cuMemsetD8Async, 1, dst, uint32(v), n, s, false)
}

//export cuMemsetD8Async_ptsz
func cuMemsetD8Async_ptsz(dst C.CUdeviceptr, v C.uchar, n C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemsetD8Async_ptsz", &res)
	return memsetAsync(sym_cuMemsetD8Async_ptsz, 1, dst, uint32(v), n, s, true)
}

//export cuMemsetD16Async
func cuMemsetD16Async(dst C.CUdeviceptr, v C.ushort, n C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemsetD16Async", &res)
	return memsetAsync(sym_cuMemsetD16Async, 2, dst, uint32(v), n, s, false)
}

//export cuMemsetD16Async_ptsz
func cuMemsetD16Async_ptsz(dst C.CUdeviceptr, v C.ushort, n C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemsetD16Async_ptsz", &res)
	return memsetAsync(sym_cuMemsetD16Async_ptsz, 2, dst, uint32(v), n, s, true)
}

//export cuMemsetD32Async
func cuMemsetD32Async(dst C.CUdeviceptr, v C.uint, n C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemsetD32Async", &res)
	return memsetAsync(sym_cuMemsetD32Async, 4, dst, uint32(v), n, s, false)
}

//export cuMemsetD32Async_ptsz
func cuMemsetD32Async_ptsz(dst C.CUdeviceptr, v C.uint, n C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemsetD32Async_ptsz", &res)
	return memsetAsync(sym_cuMemsetD32Async_ptsz, 4, dst, uint32(v), n, s, true)
}

func memsetAsync(sym, width int, dst C.CUdeviceptr, v uint32, n C.size_t, s C.uintptr_t, pt bool) C.CUresult {
	name := [...]string{1: "cuMemsetD8Async", 2: "cuMemsetD16Async", 4: "cuMemsetD32Async"}[width]
	if rec.on() {
		r := rec.fwd(sym, uint64(dst), uint64(v), uint64(n), uint64(s))
		rec.recordSet(name, r, dst, uint64(v), n, s, true)
		return r
	}
	t, p, st := thread(), driver.DevicePtr(dst), stream(s, pt)
	var err error
	switch width {
	case 1:
		err = t.MemsetD8Async(p, uint8(v), uint64(n), st)
	case 2:
		err = t.MemsetD16Async(p, uint16(v), uint64(n), st)
	default:
		err = t.MemsetD32Async(p, v, uint64(n), st)
	}
	return ret(name, err)
}
