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

// Host functions and callbacks enqueued on a stream. The recorder forwards
// these calls and notes them as comments: the trace format has no form for
// them.

//export cuLaunchHostFunc
func cuLaunchHostFunc(s C.uintptr_t, fn, data unsafe.Pointer) (res C.CUresult) {
	defer guard("cuLaunchHostFunc", &res)
	return launchHostFunc(sym_cuLaunchHostFunc, s, fn, data, false)
}

//export cuLaunchHostFunc_ptsz
func cuLaunchHostFunc_ptsz(s C.uintptr_t, fn, data unsafe.Pointer) (res C.CUresult) {
	defer guard("cuLaunchHostFunc_ptsz", &res)
	return launchHostFunc(sym_cuLaunchHostFunc_ptsz, s, fn, data, true)
}

func launchHostFunc(sym int, s C.uintptr_t, fn, data unsafe.Pointer, pt bool) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, uint64(s), uint64(uintptr(fn)), uint64(uintptr(data)))
		rec.comment("cuLaunchHostFunc(%v) -> %d", rec.strm(s), r)
		return r
	}
	if fn == nil {
		return ret("cuLaunchHostFunc", errNullOut("fn"))
	}
	return ret("cuLaunchHostFunc", thread().LaunchHostFunc(stream(s, pt), func() { C.cudasim_host_fn(fn, data) }))
}

//export cuStreamAddCallback
func cuStreamAddCallback(s C.uintptr_t, fn, data unsafe.Pointer, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamAddCallback", &res)
	return streamAddCallback(sym_cuStreamAddCallback, s, fn, data, flags, false)
}

//export cuStreamAddCallback_ptsz
func cuStreamAddCallback_ptsz(s C.uintptr_t, fn, data unsafe.Pointer, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamAddCallback_ptsz", &res)
	return streamAddCallback(sym_cuStreamAddCallback_ptsz, s, fn, data, flags, true)
}

func streamAddCallback(sym int, s C.uintptr_t, fn, data unsafe.Pointer, flags C.uint, pt bool) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, uint64(s), uint64(uintptr(fn)), uint64(uintptr(data)), uint64(flags))
		rec.comment("cuStreamAddCallback(%v, %d) -> %d", rec.strm(s), flags, r)
		return r
	}
	if fn == nil {
		return ret("cuStreamAddCallback", errNullOut("callback"))
	}
	return ret("cuStreamAddCallback", thread().StreamAddCallback(stream(s, pt), func(st driver.Stream, err error) {
		// The callback gets the stream as the caller named it.
		C.cudasim_stream_cb(fn, s, C.CUresult(cu.Code(err)), data)
	}, uint32(flags)))
}
