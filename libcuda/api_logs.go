//go:build linux && amd64

package main

/*
#include <pthread.h>
#include <stdlib.h>
#include "cudasim.h"
*/
import "C"

import (
	"sync"
	"sync/atomic"
	"unsafe"

	"cudasim/cu"
	"cudasim/driver"
)

// The error log (driver/logs.go). The recorder forwards these calls and
// notes them as comments: the trace format has no form for them.

// failures holds, per thread (pthread_t), the error of the call it is in,
// which guard puts into the driver's error log under the symbol the
// program called, as the H200 named them (cuMemAlloc_v2, cuCtxSynchronize).
var failures sync.Map

func noteFailure(err error) { failures.Store(uint64(C.pthread_self()), err) }

func logFailure(symbol string, code C.CUresult) {
	tid := uint64(C.pthread_self())
	e, _ := failures.LoadAndDelete(tid)
	err, _ := e.(error)
	if cu.Code(err) != cu.Result(code) {
		err = cu.Result(code) // the call answered without ret (a forwarded call, a stub)
	} else {
		// memcheck's "Program hit ..." (nothing without it) for a failure ret reported,
		// naming the symbol the program called, cuMemAlloc_v2 for cuMemAlloc, as
		// compute-sanitizer does (testdata/reference/mend33/h100-s33).
		emu().SanitizerAPIError(symbol, err)
	}
	thread().LogFailure(symbol, tid, err)
}

//export cuLogsRegisterCallback
func cuLogsRegisterCallback(fn, data unsafe.Pointer, out *C.uintptr_t) (res C.CUresult) {
	defer guard("cuLogsRegisterCallback", &res)
	if rec.on() {
		return fwdComment(sym_cuLogsRegisterCallback, "cuLogsRegisterCallback", uint64(uintptr(fn)), uint64(uintptr(data)), u64(out))
	}
	if out != nil {
		// a wild callback_out faults here (an atomic add of 0: a plain *out = *out is
		// compiled away), before a callback is registered that no one could unregister
		atomic.AddUintptr((*uintptr)(unsafe.Pointer(out)), 0)
	}
	var cb driver.LogCallback
	if fn != nil {
		cb = func(level driver.LogLevel, msg string) {
			m := C.CString(msg)
			defer C.free(unsafe.Pointer(m))
			C.cudasim_log_cb(fn, data, C.int(level), m, C.size_t(len(msg)))
		}
	}
	h, err := thread().LogsRegisterCallback(cb)
	if err == nil && out != nil { // measured: a NULL callback_out registers all the same
		*out = C.uintptr_t(h)
	}
	return ret("cuLogsRegisterCallback", err)
}

//export cuLogsUnregisterCallback
func cuLogsUnregisterCallback(h C.uintptr_t) (res C.CUresult) {
	defer guard("cuLogsUnregisterCallback", &res)
	if rec.on() {
		return fwdComment(sym_cuLogsUnregisterCallback, "cuLogsUnregisterCallback", uint64(h))
	}
	return ret("cuLogsUnregisterCallback", thread().LogsUnregisterCallback(driver.LogCallbackHandle(h)))
}

//export cuLogsCurrent
func cuLogsCurrent(it *C.uint, flags C.uint) (res C.CUresult) {
	defer guard("cuLogsCurrent", &res)
	if rec.on() {
		return fwdComment(sym_cuLogsCurrent, "cuLogsCurrent", u64(it), uint64(flags))
	}
	if it == nil {
		return ret("cuLogsCurrent", driver.LogsNull("iterator_out"))
	}
	*it = C.uint(thread().LogsCurrent(uint32(flags)))
	return ret("cuLogsCurrent", nil)
}

//export cuLogsDumpToFile
func cuLogsDumpToFile(it *C.uint, path *C.char, flags C.uint) (res C.CUresult) {
	defer guard("cuLogsDumpToFile", &res)
	if rec.on() {
		return fwdComment(sym_cuLogsDumpToFile, "cuLogsDumpToFile", u64(it), uint64(uintptr(unsafe.Pointer(path))), uint64(flags))
	}
	if path == nil {
		return ret("cuLogsDumpToFile", driver.LogsNull("pathToFile"))
	}
	return ret("cuLogsDumpToFile", thread().LogsDumpToFile((*uint32)(unsafe.Pointer(it)), C.GoString(path), uint32(flags)))
}

//export cuLogsDumpToMemory
func cuLogsDumpToMemory(it *C.uint, buf *C.char, size *C.size_t, flags C.uint) (res C.CUresult) {
	defer guard("cuLogsDumpToMemory", &res)
	if rec.on() {
		return fwdComment(sym_cuLogsDumpToMemory, "cuLogsDumpToMemory", u64(it), uint64(uintptr(unsafe.Pointer(buf))), u64(size), uint64(flags))
	}
	switch {
	case buf == nil:
		return ret("cuLogsDumpToMemory", driver.LogsNull("buffer"))
	case size == nil:
		return ret("cuLogsDumpToMemory", driver.LogsNull("size"))
	}
	text, err := thread().LogsDumpToMemory((*uint32)(unsafe.Pointer(it)), uint64(*size), uint32(flags))
	copy(unsafe.Slice((*byte)(unsafe.Pointer(buf)), len(text)), text)
	*size = C.size_t(max(len(text)-1, 0)) // the NUL is not counted
	return ret("cuLogsDumpToMemory", err)
}
