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

// cudasimRegisterPTX records the PTX a compiler produced alongside a
// SASS-only cubin (driver.RegisterPTXEquivalent): libnvrtc's shim calls it,
// found with dlsym, from nvrtcGetCUBIN. Not a CUDA entry point; a real
// driver has no such symbol, which is how the shim tells the two apart.
//
//export cudasimRegisterPTX
func cudasimRegisterPTX(image unsafe.Pointer, imageSize C.size_t, ptx unsafe.Pointer, ptxSize C.size_t) (res C.CUresult) {
	const name = "cudasimRegisterPTX"
	defer guard(name, &res)
	img, err := hostBytes(image, uint64(imageSize), "cubin")
	if err != nil {
		return ret(name, err)
	}
	src, err := hostBytes(ptx, uint64(ptxSize), "PTX")
	if err != nil {
		return ret(name, err)
	}
	err = driver.RegisterPTXEquivalent(img, src)
	if rec.on() {
		// The trace carries the pair, so that a replay runs the cubin's
		// kernels as the program did.
		rec.record("cudasim.RegisterPTX", C.CUresult(cu.Code(err)), args(trace.Hex(append([]byte(nil), img...)), trace.Hex(append([]byte(nil), src...))), nil)
	}
	return ret(name, err)
}

// cudasimRegisterLinkedPTX records, as the PTX equivalent of a cubin
// another linker made (libnvJitLink's shim calls it from
// nvJitLinkGetLinkedCubin), what cudasim's linker makes of the same n
// inputs (driver.RegisterLinkedPTX); types are CUjitInputType values.
//
//export cudasimRegisterLinkedPTX
func cudasimRegisterLinkedPTX(image unsafe.Pointer, imageSize C.size_t, n C.int, types *C.int, data *unsafe.Pointer, sizes *C.size_t, names **C.char) (res C.CUresult) {
	const name = "cudasimRegisterLinkedPTX"
	defer guard(name, &res)
	img, err := hostBytes(image, uint64(imageSize), "cubin")
	if err != nil {
		return ret(name, err)
	}
	if n < 0 || n > maxOptions || (n > 0 && (types == nil || data == nil || sizes == nil || names == nil)) {
		return ret(name, cu.Errorf(cu.ErrorInvalidValue, "%d link inputs, or a NULL array of them", n))
	}
	var inputs []driver.LinkInput
	if n > 0 {
		ts, ds, ss, ns := unsafe.Slice(types, n), unsafe.Slice(data, n), unsafe.Slice(sizes, n), unsafe.Slice(names, n)
		for i := range ts {
			b, err := hostBytes(ds[i], uint64(ss[i]), "link input")
			if err != nil {
				return ret(name, err)
			}
			inName := ""
			if ns[i] != nil {
				inName = C.GoString(ns[i])
			}
			inputs = append(inputs, driver.LinkInput{Type: driver.JITInputType(ts[i]), Data: b, Name: inName})
		}
	}
	err = driver.RegisterLinkedPTX(img, inputs)
	if rec.on() {
		// The trace carries the PTX cudasim registered (as RegisterPTX).
		if src := driver.PTXEquivalent(img); src != nil {
			rec.record("cudasim.RegisterPTX", C.CUresult(cu.Code(err)), args(trace.Hex(append([]byte(nil), img...)), trace.Hex(src)), nil)
		}
	}
	return ret(name, err)
}
