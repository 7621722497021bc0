//go:build linux && amd64

package main

/*
#include <stdlib.h>
#include <string.h>
#include "cudasim.h"
*/
import "C"

import (
	"sync"
	"unsafe"

	"cudasim/driver"
)

// The JIT linker. The decisions are driver.Thread.Link*'s; here the C
// arguments are converted, and two things the C ABI adds are kept per
// state:
//
//   - the optionValues array given to cuLinkCreate, into which the output
//     options (wall time, log sizes) are written back after every
//     cuLinkAddData/cuLinkAddFile/cuLinkComplete, as the real driver does;
//     like the log buffers it must stay valid until cuLinkDestroy (the
//     CUDA documentation asks the same);
//   - the image cuLinkComplete hands back: a C.malloc'd copy, so that the
//     program may hold the pointer while Go's collector moves or frees
//     nothing under it; it is freed by cuLinkDestroy.
//
// A trace does not carry cuLink* calls: when recording they are forwarded
// to the real driver and noted as comments, and the image the program then
// loads is recorded by cuModuleLoadData(Ex) as its bytes (the real
// driver's SASS cubin, which a replay cannot execute).

type cLink struct {
	optVals *unsafe.Pointer
	jit     []driver.JITOptionValue
	image   unsafe.Pointer
}

var links sync.Map // driver.LinkState -> *cLink

func linkCreate(name string, n C.uint, opts *C.int, optVals *unsafe.Pointer, out *C.uintptr_t) C.CUresult {
	if out == nil {
		return ret(name, errNullOut("stateOut"))
	}
	jit, err := jitOptions(n, opts, optVals)
	if err != nil {
		return ret(name, err)
	}
	s, err := thread().LinkCreate(jit)
	if err == nil {
		links.Store(s, &cLink{optVals: optVals, jit: jit})
		*out = C.uintptr_t(s)
	}
	return ret(name, err)
}

//export cuLinkCreate_v2
func cuLinkCreate_v2(n C.uint, opts *C.int, optVals *unsafe.Pointer, out *C.uintptr_t) (res C.CUresult) {
	defer guard("cuLinkCreate_v2", &res)
	if rec.on() {
		r := rec.fwd(sym_cuLinkCreate_v2, uint64(n), u64(opts), u64(optVals), u64(out))
		rec.comment("cuLinkCreate(%d options) -> %d (the linker is not traced)", n, r)
		return r
	}
	return linkCreate("cuLinkCreate", n, opts, optVals, out)
}

//export cuLinkCreate
func cuLinkCreate(n C.uint, opts *C.int, optVals *unsafe.Pointer, out *C.uintptr_t) (res C.CUresult) {
	defer guard("cuLinkCreate", &res)
	if rec.on() {
		r := rec.fwd(sym_cuLinkCreate, uint64(n), u64(opts), u64(optVals), u64(out))
		rec.comment("cuLinkCreate(%d options) -> %d (the linker is not traced)", n, r)
		return r
	}
	return linkCreate("cuLinkCreate", n, opts, optVals, out)
}

// writeBack copies the state's output options into the caller's
// optionValues array.
func writeBack(s driver.LinkState) {
	if v, ok := links.Load(s); ok {
		cl := v.(*cLink)
		putJITOptions(cl.jit, cl.optVals)
	}
}

func linkAdd(name string, s C.uintptr_t, typ C.int, data []byte, dname *C.char, n C.uint, opts *C.int, optVals *unsafe.Pointer) C.CUresult {
	jit, err := jitOptions(n, opts, optVals)
	if err != nil {
		return ret(name, err)
	}
	var nm *string
	if dname != nil {
		str := C.GoString(dname)
		nm = &str
	}
	err = thread().LinkAddData(driver.LinkState(s), driver.JITInputType(typ), data, nm, jit)
	writeBack(driver.LinkState(s))
	return ret(name, err)
}

// linkData is cuLinkAddData's buffer: size bytes at p (nil for NULL).
func linkData(p unsafe.Pointer, size C.size_t) []byte {
	if p == nil || size == 0 {
		return nil
	}
	return goBytes(p, uint64(size))
}

//export cuLinkAddData_v2
func cuLinkAddData_v2(s C.uintptr_t, typ C.int, p unsafe.Pointer, size C.size_t, dname *C.char, n C.uint, opts *C.int, optVals *unsafe.Pointer) (res C.CUresult) {
	defer guard("cuLinkAddData_v2", &res)
	if rec.on() {
		r := rec.fwd(sym_cuLinkAddData_v2, uint64(s), uint64(typ), uint64(uintptr(p)), uint64(size), u64(dname), uint64(n), u64(opts), u64(optVals))
		rec.comment("cuLinkAddData(type %d, %d bytes) -> %d", typ, size, r)
		return r
	}
	return linkAdd("cuLinkAddData", s, typ, linkData(p, size), dname, n, opts, optVals)
}

//export cuLinkAddData
func cuLinkAddData(s C.uintptr_t, typ C.int, p unsafe.Pointer, size C.size_t, dname *C.char, n C.uint, opts *C.int, optVals *unsafe.Pointer) (res C.CUresult) {
	defer guard("cuLinkAddData", &res)
	if rec.on() {
		r := rec.fwd(sym_cuLinkAddData, uint64(s), uint64(typ), uint64(uintptr(p)), uint64(size), u64(dname), uint64(n), u64(opts), u64(optVals))
		rec.comment("cuLinkAddData(type %d, %d bytes) -> %d", typ, size, r)
		return r
	}
	return linkAdd("cuLinkAddData", s, typ, linkData(p, size), dname, n, opts, optVals)
}

func linkAddFile(name string, s C.uintptr_t, typ C.int, path *C.char, n C.uint, opts *C.int, optVals *unsafe.Pointer) C.CUresult {
	if path == nil {
		return ret(name, errNullOut("path"))
	}
	jit, err := jitOptions(n, opts, optVals)
	if err != nil {
		return ret(name, err)
	}
	err = thread().LinkAddFile(driver.LinkState(s), driver.JITInputType(typ), C.GoString(path), jit)
	writeBack(driver.LinkState(s))
	return ret(name, err)
}

//export cuLinkAddFile_v2
func cuLinkAddFile_v2(s C.uintptr_t, typ C.int, path *C.char, n C.uint, opts *C.int, optVals *unsafe.Pointer) (res C.CUresult) {
	defer guard("cuLinkAddFile_v2", &res)
	if rec.on() {
		r := rec.fwd(sym_cuLinkAddFile_v2, uint64(s), uint64(typ), u64(path), uint64(n), u64(opts), u64(optVals))
		rec.comment("cuLinkAddFile(type %d) -> %d", typ, r)
		return r
	}
	return linkAddFile("cuLinkAddFile", s, typ, path, n, opts, optVals)
}

//export cuLinkAddFile
func cuLinkAddFile(s C.uintptr_t, typ C.int, path *C.char, n C.uint, opts *C.int, optVals *unsafe.Pointer) (res C.CUresult) {
	defer guard("cuLinkAddFile", &res)
	if rec.on() {
		r := rec.fwd(sym_cuLinkAddFile, uint64(s), uint64(typ), u64(path), uint64(n), u64(opts), u64(optVals))
		rec.comment("cuLinkAddFile(type %d) -> %d", typ, r)
		return r
	}
	return linkAddFile("cuLinkAddFile", s, typ, path, n, opts, optVals)
}

// cuLinkComplete: a NULL cubinOut is CUDA_ERROR_INVALID_VALUE (measured);
// so is a NULL sizeOut (not settled by the probe, see
// testdata/reference/probe4).
//
//export cuLinkComplete
func cuLinkComplete(s C.uintptr_t, out *unsafe.Pointer, size *C.size_t) (res C.CUresult) {
	defer guard("cuLinkComplete", &res)
	if rec.on() {
		r := rec.fwd(sym_cuLinkComplete, uint64(s), u64(out), u64(size))
		rec.comment("cuLinkComplete() -> %d", r)
		return r
	}
	if out == nil || size == nil {
		return ret("cuLinkComplete", errNullOut("cubinOut or sizeOut"))
	}
	img, err := thread().LinkComplete(driver.LinkState(s))
	writeBack(driver.LinkState(s))
	if err == nil {
		p := C.malloc(C.size_t(max(len(img), 1)))
		C.memcpy(p, unsafe.Pointer(unsafe.SliceData(img)), C.size_t(len(img)))
		if v, ok := links.Load(driver.LinkState(s)); ok {
			cl := v.(*cLink)
			if cl.image != nil {
				C.free(cl.image)
			}
			cl.image = p
		}
		*out, *size = p, C.size_t(len(img))
	}
	return ret("cuLinkComplete", err)
}

//export cuLinkDestroy
func cuLinkDestroy(s C.uintptr_t) (res C.CUresult) {
	defer guard("cuLinkDestroy", &res)
	if rec.on() {
		r := rec.fwd(sym_cuLinkDestroy, uint64(s))
		rec.comment("cuLinkDestroy() -> %d", r)
		return r
	}
	err := thread().LinkDestroy(driver.LinkState(s))
	if err == nil {
		if v, ok := links.LoadAndDelete(driver.LinkState(s)); ok {
			if cl := v.(*cLink); cl.image != nil {
				C.free(cl.image)
			}
		}
	}
	return ret("cuLinkDestroy", err)
}
