//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import (
	"fmt"
	"unsafe"

	"cudasim/driver"
	"cudasim/trace"
)

//cudasim:alias cuCtxCreate cuCtxCreate_v2

//export cuCtxCreate_v2
func cuCtxCreate_v2(pctx *C.uintptr_t, flags C.uint, d C.int) (res C.CUresult) {
	defer guard("cuCtxCreate_v2", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxCreate_v2, u64(pctx), uint64(flags), uint64(d))
		rec.recordCtxCreate(r, pctx, flags, d)
		return r
	}
	return ctxCreate(pctx, driver.CtxCreateParams{}, flags, d)
}

func (r *recorder) recordCtxCreate(res C.CUresult, pctx *C.uintptr_t, flags C.uint, d C.int) {
	r.record("cuCtxCreate", res, args(trace.Int(int64(flags)), r.dev(d)), func() []trace.Value {
		return vals(r.syms.New("ctx", uint64(*pctx)))
	})
}

func ctxCreate(pctx *C.uintptr_t, p driver.CtxCreateParams, flags C.uint, d C.int) C.CUresult {
	if pctx == nil {
		return ret("cuCtxCreate", errNullOut("pctx"))
	}
	c, err := thread().CtxCreateWithParams(p, uint32(flags), driver.Device(d))
	if err == nil {
		*pctx = C.uintptr_t(c)
	}
	return ret("cuCtxCreate", err)
}

//export cuCtxCreate_v3
func cuCtxCreate_v3(pctx *C.uintptr_t, params unsafe.Pointer, n C.int, flags C.uint, d C.int) (res C.CUresult) {
	defer guard("cuCtxCreate_v3", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxCreate_v3, u64(pctx), uint64(uintptr(params)), uint64(n), uint64(flags), uint64(d))
		if n == 0 {
			rec.recordCtxCreate(r, pctx, flags, d)
		} else {
			rec.comment("cuCtxCreate_v3 with %d execution-affinity parameters -> %d (not traced)", n, r)
		}
		return r
	}
	return ctxCreate(pctx, driver.CtxCreateParams{Affinities: int(n)}, flags, d)
}

// ctxCreateParams is CUctxCreateParams (cuda.h 12.5+, 24 bytes).
type ctxCreateParams struct {
	affinity  uintptr
	nAffinity int32
	_         int32
	cig       uintptr
}

//export cuCtxCreate_v4
func cuCtxCreate_v4(pctx *C.uintptr_t, p unsafe.Pointer, flags C.uint, d C.int) (res C.CUresult) {
	defer guard("cuCtxCreate_v4", &res)
	params := (*ctxCreateParams)(p)
	plain := params == nil || (params.nAffinity == 0 && params.cig == 0)
	if rec.on() {
		r := rec.fwd(sym_cuCtxCreate_v4, u64(pctx), uint64(uintptr(p)), uint64(flags), uint64(d))
		if plain {
			rec.recordCtxCreate(r, pctx, flags, d)
		} else {
			rec.comment("cuCtxCreate_v4 with affinity or CIG parameters -> %d (not traced)", r)
		}
		return r
	}
	var cp driver.CtxCreateParams
	if params != nil {
		cp = driver.CtxCreateParams{Affinities: int(params.nAffinity), CIG: params.cig != 0}
	}
	return ctxCreate(pctx, cp, flags, d)
}

// cuCtxGetDevice and CUDA 13's cuCtxGetDevice_v2, which names the context
// (NULL: the current one), are one entry point whose C forms differ
// (surface.txt's cshim), traced as cuCtxGetDevice with the context when one
// is named, as cuCtxSynchronize is.

//export cuCtxGetDevice
func cuCtxGetDevice(d *C.int) (res C.CUresult) {
	defer guard("cuCtxGetDevice", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxGetDevice, u64(d))
		rec.record("cuCtxGetDevice", r, nil, func() []trace.Value { return vals(rec.devOut(*d)) })
		return r
	}
	return ctxGetDevice(d, 0)
}

//export cuCtxGetDevice_v2
func cuCtxGetDevice_v2(d *C.int, h C.uintptr_t) (res C.CUresult) {
	defer guard("cuCtxGetDevice_v2", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxGetDevice_v2, u64(d), uint64(h))
		rec.record("cuCtxGetDevice", r, ctxArg(h), func() []trace.Value { return vals(rec.devOut(*d)) })
		return r
	}
	return ctxGetDevice(d, h)
}

// ctxGetDevice is both symbols' call, as the generated shims make theirs.
func ctxGetDevice(d *C.int, h C.uintptr_t) C.CUresult {
	if d == nil {
		return ret("cuCtxGetDevice", errNullOut("device"))
	}
	dev, err := thread().CtxGetDeviceOf(driver.Context(h))
	if err == nil {
		*d = C.int(dev)
	}
	if logLevel >= logCalls {
		logCall(err, namedCtxCall("cuCtxGetDevice", "ctx", h), fmt.Sprintf("device=%d", dev))
	}
	return result("cuCtxGetDevice", err)
}

// ctxArg is the trace line's inputs of a call whose context is optional
// (surface.txt): none for the current context (NULL).
func ctxArg(h C.uintptr_t) []trace.Value {
	if h == 0 {
		return nil
	}
	return args(rec.ctx(h))
}

// namedCtxCall is CUDASIM_LOG=calls's form of such a call, param the
// context's C name.
func namedCtxCall(name, param string, h C.uintptr_t) string {
	if h == 0 {
		return name + "()"
	}
	return fmt.Sprintf("%s(%s=%#x)", name, param, h)
}

// cuCtxSynchronize and CUDA 13's cuCtxSynchronize_v2, which names the
// context (NULL: the current one), are one entry point whose C forms differ
// (surface.txt's cshim). Both are traced as cuCtxSynchronize, with the
// context when one is named: CUDA 13's runtime synchronizes through
// cuCtxSynchronize_v2(its context), which replay must wait for too (a
// kernel's fault reaches the host only some time after its launch).

//export cuCtxSynchronize
func cuCtxSynchronize() (res C.CUresult) {
	defer guard("cuCtxSynchronize", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxSynchronize)
		rec.record("cuCtxSynchronize", r, nil, nil)
		return r
	}
	return ctxSynchronize(0)
}

//export cuCtxSynchronize_v2
func cuCtxSynchronize_v2(h C.uintptr_t) (res C.CUresult) {
	defer guard("cuCtxSynchronize_v2", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxSynchronize_v2, uint64(h))
		rec.record("cuCtxSynchronize", r, ctxArg(h), nil)
		return r
	}
	return ctxSynchronize(h)
}

// ctxSynchronize is both symbols' call, as the generated shims make theirs.
func ctxSynchronize(h C.uintptr_t) C.CUresult {
	err := thread().CtxSynchronizeOf(driver.Context(h))
	if logLevel >= logCalls {
		logCall(err, namedCtxCall("cuCtxSynchronize", "hCtx", h), "")
	}
	devicePrintf.flush()
	return result("cuCtxSynchronize", err)
}

// execAffinityParam is CUexecAffinityParam: its type, then the SM count.
type execAffinityParam struct {
	typ     int32
	smCount uint32
}

//export cuCtxGetExecAffinity
func cuCtxGetExecAffinity(p unsafe.Pointer, typ C.int) (res C.CUresult) {
	defer guard("cuCtxGetExecAffinity", &res)
	if rec.on() {
		return fwdComment(sym_cuCtxGetExecAffinity, "cuCtxGetExecAffinity", uint64(uintptr(p)), uint64(typ))
	}
	if p == nil {
		return ret("cuCtxGetExecAffinity", errNullOut("pExecAffinity"))
	}
	n, err := thread().CtxGetExecAffinity(int32(typ))
	if err == nil {
		*(*execAffinityParam)(p) = execAffinityParam{typ: int32(typ), smCount: n}
	}
	return ret("cuCtxGetExecAffinity", err)
}

//export cuDeviceGetExecAffinitySupport
func cuDeviceGetExecAffinitySupport(pi *C.int, typ C.int, dev C.int) (res C.CUresult) {
	defer guard("cuDeviceGetExecAffinitySupport", &res)
	if rec.on() {
		return fwdComment(sym_cuDeviceGetExecAffinitySupport, "cuDeviceGetExecAffinitySupport", u64(pi), uint64(typ), uint64(dev))
	}
	if pi == nil {
		return ret("cuDeviceGetExecAffinitySupport", errNullOut("pi"))
	}
	v, err := thread().DeviceGetExecAffinitySupport(int32(typ), driver.Device(dev))
	if err == nil {
		*pi = C.int(v)
	}
	return ret("cuDeviceGetExecAffinitySupport", err)
}

//export cuCtxAttach
func cuCtxAttach(pctx *C.uintptr_t, flags C.uint) (res C.CUresult) {
	defer guard("cuCtxAttach", &res)
	if rec.on() {
		return fwdComment(sym_cuCtxAttach, "cuCtxAttach", u64(pctx), uint64(flags))
	}
	if pctx == nil {
		return ret("cuCtxAttach", errNullOut("pctx"))
	}
	c, err := thread().CtxAttach(uint32(flags))
	if err == nil {
		*pctx = C.uintptr_t(c)
	}
	return ret("cuCtxAttach", err)
}

//export cuCtxDetach
func cuCtxDetach(c C.uintptr_t) (res C.CUresult) {
	defer guard("cuCtxDetach", &res)
	if rec.on() {
		return fwdComment(sym_cuCtxDetach, "cuCtxDetach", uint64(c))
	}
	return ret("cuCtxDetach", thread().CtxDetach(driver.Context(c)))
}
