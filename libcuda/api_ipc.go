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

// Interprocess handles (driver/ipc.go). The recorder forwards these calls
// and writes them as comments: the trace format has no form for them.

//export cuIpcGetMemHandle
func cuIpcGetMemHandle(h unsafe.Pointer, p C.CUdeviceptr) (res C.CUresult) {
	defer guard("cuIpcGetMemHandle", &res)
	if rec.on() {
		return fwdGraph("cuIpcGetMemHandle", sym_cuIpcGetMemHandle, uint64(uintptr(h)), uint64(p))
	}
	if h == nil {
		return ret("cuIpcGetMemHandle", errNullOut("pHandle"))
	}
	v, err := thread().IpcGetMemHandle(driver.DevicePtr(p))
	if err == nil {
		*(*driver.IpcMemHandle)(h) = v
	}
	return ret("cuIpcGetMemHandle", err)
}

//cudasim:alias cuIpcOpenMemHandle cuIpcOpenMemHandle_v2

// cuIpcOpenMemHandle_v2 takes the 64-byte handle by value. The recorder
// cannot forward it (its forwarding passes integer arguments): recording,
// the call answers CUDA_ERROR_NOT_SUPPORTED.
//
//export cuIpcOpenMemHandle_v2
func cuIpcOpenMemHandle_v2(p *C.CUdeviceptr, h C.CUipcMemHandle, flags C.uint) (res C.CUresult) {
	defer guard("cuIpcOpenMemHandle", &res)
	if rec.on() {
		return ret("cuIpcOpenMemHandle", cu.Errorf(cu.ErrorNotSupported, "the recorder does not forward cuIpcOpenMemHandle"))
	}
	if p == nil {
		return ret("cuIpcOpenMemHandle", errNullOut("pdptr"))
	}
	v, err := thread().IpcOpenMemHandle(*(*driver.IpcMemHandle)(unsafe.Pointer(&h)), uint32(flags))
	if err == nil {
		*p = C.CUdeviceptr(v)
	}
	return ret("cuIpcOpenMemHandle", err)
}

//export cuIpcCloseMemHandle
func cuIpcCloseMemHandle(p C.CUdeviceptr) (res C.CUresult) {
	defer guard("cuIpcCloseMemHandle", &res)
	if rec.on() {
		return fwdGraph("cuIpcCloseMemHandle", sym_cuIpcCloseMemHandle, uint64(p))
	}
	return ret("cuIpcCloseMemHandle", thread().IpcCloseMemHandle(driver.DevicePtr(p)))
}

//export cuIpcGetEventHandle
func cuIpcGetEventHandle(h unsafe.Pointer, e C.uintptr_t) (res C.CUresult) {
	defer guard("cuIpcGetEventHandle", &res)
	if rec.on() {
		return fwdGraph("cuIpcGetEventHandle", sym_cuIpcGetEventHandle, uint64(uintptr(h)), uint64(e))
	}
	if h == nil {
		return ret("cuIpcGetEventHandle", errNullOut("pHandle"))
	}
	v, err := thread().IpcGetEventHandle(driver.Event(e))
	if err == nil {
		*(*driver.IpcEventHandle)(h) = v
	}
	return ret("cuIpcGetEventHandle", err)
}

//export cuIpcOpenEventHandle
func cuIpcOpenEventHandle(pe *C.uintptr_t, h C.CUipcEventHandle) (res C.CUresult) {
	defer guard("cuIpcOpenEventHandle", &res)
	if rec.on() {
		return ret("cuIpcOpenEventHandle", cu.Errorf(cu.ErrorNotSupported, "the recorder does not forward cuIpcOpenEventHandle"))
	}
	if pe == nil {
		return ret("cuIpcOpenEventHandle", errNullOut("phEvent"))
	}
	e, err := thread().IpcOpenEventHandle(*(*driver.IpcEventHandle)(unsafe.Pointer(&h)))
	if err == nil {
		*pe = C.uintptr_t(e)
	}
	return ret("cuIpcOpenEventHandle", err)
}
