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

// Handles cross the C boundary as integers (C.uintptr_t): the emulator's are
// numbers, and a pointer-typed Go value holding a small number would upset
// Go's garbage collector.

// dev names a device argument: its name if a call returned it, else the
// ordinal itself (a CUdevice is one).
func (r *recorder) dev(d C.int) trace.Value {
	if v, ok := r.syms.Find(uint64(d), "dev"); ok {
		return v
	}
	return trace.Int(int64(d))
}

// devOut names a device a call returned.
func (r *recorder) devOut(d C.int) trace.Value { return r.syms.Name("dev", uint64(d)) }

// putString copies s into the C buffer b of n bytes, truncated and
// NUL-terminated.
func putString(b *C.char, n C.int, s string) {
	if n <= 0 {
		return
	}
	buf := goBytes(unsafe.Pointer(b), uint64(n))
	k := copy(buf[:len(buf)-1], s)
	buf[k] = 0
}

//export cuDeviceGetName
func cuDeviceGetName(name *C.char, n C.int, d C.int) (res C.CUresult) {
	defer guard("cuDeviceGetName", &res)
	if rec.on() {
		r := rec.fwd(sym_cuDeviceGetName, u64(name), uint64(n), uint64(d))
		rec.record("cuDeviceGetName", r, args(trace.Int(int64(n)), rec.dev(d)), func() []trace.Value { return vals(trace.String(C.GoString(name))) })
		return r
	}
	if name == nil {
		return ret("cuDeviceGetName", errNullOut("name"))
	}
	if n < 0 {
		return ret("cuDeviceGetName", cu.Errorf(cu.ErrorInvalidValue, "len %d is negative", n))
	}
	s, err := thread().DeviceGetName(driver.Device(d))
	if err == nil {
		putString(name, n, s)
	}
	return ret("cuDeviceGetName", err)
}

//cudasim:alias cuDeviceGetUuid_v2 cuDeviceGetUuid

//export cuDeviceGetUuid
func cuDeviceGetUuid(uuid *C.CUuuid, d C.int) (res C.CUresult) {
	defer guard("cuDeviceGetUuid", &res)
	if rec.on() {
		r := rec.fwd(sym_cuDeviceGetUuid, u64(uuid), uint64(d))
		rec.record("cuDeviceGetUuid", r, args(rec.dev(d)), func() []trace.Value {
			return vals(trace.Hex(C.GoBytes(unsafe.Pointer(uuid), 16)))
		})
		return r
	}
	if uuid == nil {
		return ret("cuDeviceGetUuid", errNullOut("uuid"))
	}
	u, err := thread().DeviceGetUuid(driver.Device(d))
	if err == nil {
		copy(goBytes(unsafe.Pointer(uuid), 16), u[:])
	}
	return ret("cuDeviceGetUuid", err)
}

//export cuDeviceGetPCIBusId
func cuDeviceGetPCIBusId(id *C.char, n C.int, d C.int) (res C.CUresult) {
	defer guard("cuDeviceGetPCIBusId", &res)
	if rec.on() {
		r := rec.fwd(sym_cuDeviceGetPCIBusId, u64(id), uint64(n), uint64(d))
		rec.comment("cuDeviceGetPCIBusId(%d, %d) -> %d %q", n, d, r, cString(r, id))
		return r
	}
	if id == nil || n < 0 {
		return ret("cuDeviceGetPCIBusId", cu.Errorf(cu.ErrorInvalidValue, "pciBusId is NULL or len %d negative", n))
	}
	s, err := thread().DeviceGetPCIBusIdInto(driver.Device(d), int(n))
	if s != "" {
		putString(id, n, s) // what fits, even with an error (DeviceGetPCIBusIdInto)
	}
	return ret("cuDeviceGetPCIBusId", err)
}

func cString(r C.CUresult, s *C.char) string {
	if r != 0 || s == nil {
		return ""
	}
	return C.GoString(s)
}

// --- primary contexts ---

func (r *recorder) ctx(h C.uintptr_t) trace.Value { return r.in(uint64(h), "ctx") }

// ctxOut names a context a call returned (null for none).
func (r *recorder) ctxOut(h C.uintptr_t) trace.Value { return r.syms.Handle("ctx", uint64(h)) }

// The recorder's bookkeeping of primary contexts, after a successful call
// (the hook option of their entries in internal/surface/surface.txt, whose
// shims are generated): which context is a device's primary one, so that a
// context retained again keeps its name and one that ends takes what it
// held with it.

func (r *recorder) afterCuDevicePrimaryCtxRetain(pctx *C.uintptr_t, d C.int) {
	r.primaryRetained(d, uint64(*pctx))
}

// The last release destroys the context's objects: ask the driver whether
// this was it.
func (r *recorder) afterCuDevicePrimaryCtxRelease(d C.int) {
	var flags C.uint
	var active C.int
	if r.fwd(sym_cuDevicePrimaryCtxGetState, uint64(d), u64(&flags), u64(&active)) == 0 && active == 0 {
		r.primaryEnded(d)
	}
}

func (r *recorder) afterCuDevicePrimaryCtxReset(d C.int) { r.primaryEnded(d) }

// devpropAttrs are the attributes behind CUdevprop's fields, in order:
// maxThreadsPerBlock, maxThreadsDim[3], maxGridSize[3], sharedMemPerBlock,
// totalConstantMemory, SIMDWidth, memPitch, regsPerBlock, clockRate,
// textureAlign.
var devpropAttrs = [14]driver.DeviceAttribute{
	driver.AttrMaxThreadsPerBlock,
	driver.AttrMaxBlockDimX, driver.AttrMaxBlockDimY, driver.AttrMaxBlockDimZ,
	driver.AttrMaxGridDimX, driver.AttrMaxGridDimY, driver.AttrMaxGridDimZ,
	driver.AttrMaxSharedMemoryPerBlock, driver.AttrTotalConstantMemory, driver.AttrWarpSize,
	driver.AttrMaxPitch, driver.AttrMaxRegistersPerBlock, driver.AttrClockRate, driver.AttrTextureAlignment,
}

// cuDeviceGetProperties is the deprecated CUdevprop query, answered from
// the device attributes it summarises.
//
//export cuDeviceGetProperties
func cuDeviceGetProperties(prop *C.int, d C.int) (res C.CUresult) {
	defer guard("cuDeviceGetProperties", &res)
	if rec.on() {
		r := rec.fwd(sym_cuDeviceGetProperties, u64(prop), uint64(d))
		rec.comment("cuDeviceGetProperties(%v) -> %d", rec.dev(d), r)
		return r
	}
	if prop == nil {
		return ret("cuDeviceGetProperties", errNullOut("prop"))
	}
	var v [len(devpropAttrs)]C.int
	t := thread()
	for i, a := range devpropAttrs {
		n, err := t.DeviceGetAttribute(a, driver.Device(d))
		if err != nil {
			return ret("cuDeviceGetProperties", err)
		}
		v[i] = C.int(n)
	}
	copy(unsafe.Slice(prop, len(v)), v[:])
	return 0
}
