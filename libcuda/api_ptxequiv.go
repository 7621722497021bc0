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
