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

//cudasim:alias cuCtxDestroy cuCtxDestroy_v2

//export cuCtxDestroy_v2
func cuCtxDestroy_v2(h C.uintptr_t) (res C.CUresult) {
	defer guard("cuCtxDestroy_v2", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxDestroy_v2, uint64(h))
		rec.record("cuCtxDestroy", r, args(rec.ctx(h)), nil)
		if r == 0 {
			rec.ctxDestroyed(uint64(h))
		}
		return r
	}
	return synced("cuCtxDestroy", thread().CtxDestroy(driver.Context(h)))
}

//cudasim:alias cuCtxPushCurrent cuCtxPushCurrent_v2

//export cuCtxPushCurrent_v2
func cuCtxPushCurrent_v2(h C.uintptr_t) (res C.CUresult) {
	defer guard("cuCtxPushCurrent_v2", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxPushCurrent_v2, uint64(h))
		rec.record("cuCtxPushCurrent", r, args(rec.ctx(h)), nil)
		return r
	}
	return ret("cuCtxPushCurrent", thread().CtxPushCurrent(driver.Context(h)))
}

//cudasim:alias cuCtxPopCurrent cuCtxPopCurrent_v2

//export cuCtxPopCurrent_v2
func cuCtxPopCurrent_v2(pctx *C.uintptr_t) (res C.CUresult) {
	defer guard("cuCtxPopCurrent_v2", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxPopCurrent_v2, u64(pctx))
		rec.record("cuCtxPopCurrent", r, nil, func() []trace.Value {
			if pctx == nil {
				return nil
			}
			return vals(rec.ctxOut(*pctx))
		})
		return r
	}
	c, err := thread().CtxPopCurrent()
	if err == nil && pctx != nil {
		*pctx = C.uintptr_t(c)
	}
	return ret("cuCtxPopCurrent", err)
}

//export cuCtxSetCurrent
func cuCtxSetCurrent(h C.uintptr_t) (res C.CUresult) {
	defer guard("cuCtxSetCurrent", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxSetCurrent, uint64(h))
		rec.record("cuCtxSetCurrent", r, args(rec.ctx(h)), nil)
		return r
	}
	return ret("cuCtxSetCurrent", thread().CtxSetCurrent(driver.Context(h)))
}

//export cuCtxGetCurrent
func cuCtxGetCurrent(pctx *C.uintptr_t) (res C.CUresult) {
	defer guard("cuCtxGetCurrent", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxGetCurrent, u64(pctx))
		rec.record("cuCtxGetCurrent", r, nil, func() []trace.Value { return vals(rec.ctxOut(*pctx)) })
		return r
	}
	if pctx == nil {
		return ret("cuCtxGetCurrent", errNullOut("pctx"))
	}
	c, err := thread().CtxGetCurrent()
	if err == nil {
		*pctx = C.uintptr_t(c)
	}
	return ret("cuCtxGetCurrent", err)
}

// inContext runs f with h current on the calling thread (h == 0: as it
// is), for the CUDA 13 entry points that name their context.
func inContext(t *driver.Thread, h C.uintptr_t, f func() error) error {
	if h == 0 {
		return f()
	}
	if err := t.CtxPushCurrent(driver.Context(h)); err != nil {
		return err
	}
	err := f()
	if _, perr := t.CtxPopCurrent(); err == nil {
		err = perr
	}
	return err
}

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
		if h == 0 {
			rec.record("cuCtxGetDevice", r, nil, func() []trace.Value { return vals(rec.devOut(*d)) })
		} else {
			rec.comment("cuCtxGetDevice_v2(%v) -> %d (not traced)", rec.ctx(h), r)
		}
		return r
	}
	return ctxGetDevice(d, h)
}

func ctxGetDevice(d *C.int, h C.uintptr_t) C.CUresult {
	if d == nil {
		return ret("cuCtxGetDevice", errNullOut("device"))
	}
	t := thread()
	err := inContext(t, h, func() error {
		dev, err := t.CtxGetDevice()
		if err == nil {
			*d = C.int(dev)
		}
		return err
	})
	return ret("cuCtxGetDevice", err)
}

//export cuCtxSynchronize
func cuCtxSynchronize() (res C.CUresult) {
	defer guard("cuCtxSynchronize", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxSynchronize)
		rec.record("cuCtxSynchronize", r, nil, nil)
		return r
	}
	return synced("cuCtxSynchronize", thread().CtxSynchronize())
}

//export cuCtxSynchronize_v2
func cuCtxSynchronize_v2(h C.uintptr_t) (res C.CUresult) {
	defer guard("cuCtxSynchronize_v2", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxSynchronize_v2, uint64(h))
		if h == 0 {
			rec.record("cuCtxSynchronize", r, nil, nil)
		} else {
			rec.comment("cuCtxSynchronize_v2(%v) -> %d (not traced)", rec.ctx(h), r)
		}
		return r
	}
	t := thread()
	return synced("cuCtxSynchronize", inContext(t, h, t.CtxSynchronize))
}

//export cuCtxGetFlags
func cuCtxGetFlags(flags *C.uint) (res C.CUresult) {
	defer guard("cuCtxGetFlags", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxGetFlags, u64(flags))
		rec.record("cuCtxGetFlags", r, nil, func() []trace.Value { return vals(trace.Int(int64(*flags))) })
		return r
	}
	if flags == nil {
		return ret("cuCtxGetFlags", errNullOut("flags"))
	}
	f, err := thread().CtxGetFlags()
	if err == nil {
		*flags = C.uint(f)
	}
	return ret("cuCtxGetFlags", err)
}

//export cuCtxGetApiVersion
func cuCtxGetApiVersion(h C.uintptr_t, v *C.uint) (res C.CUresult) {
	defer guard("cuCtxGetApiVersion", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxGetApiVersion, uint64(h), u64(v))
		rec.record("cuCtxGetApiVersion", r, args(rec.ctx(h)), func() []trace.Value { return vals(trace.Int(int64(*v))) })
		return r
	}
	if v == nil {
		return ret("cuCtxGetApiVersion", errNullOut("version"))
	}
	n, err := thread().CtxGetApiVersion(driver.Context(h))
	if err == nil {
		*v = C.uint(n)
	}
	return ret("cuCtxGetApiVersion", err)
}

//export cuCtxGetId
func cuCtxGetId(h C.uintptr_t, id *C.ulonglong) (res C.CUresult) {
	defer guard("cuCtxGetId", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxGetId, uint64(h), u64(id))
		rec.comment("cuCtxGetId(%v) -> %d", rec.ctx(h), r)
		return r
	}
	if id == nil {
		return ret("cuCtxGetId", errNullOut("ctxId"))
	}
	n, err := thread().CtxGetId(driver.Context(h))
	if err == nil {
		*id = C.ulonglong(n)
	}
	return ret("cuCtxGetId", err)
}

//export cuCtxGetLimit
func cuCtxGetLimit(v *C.size_t, l C.int) (res C.CUresult) {
	defer guard("cuCtxGetLimit", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxGetLimit, u64(v), uint64(l))
		rec.record("cuCtxGetLimit", r, args(trace.Int(int64(l))), func() []trace.Value { return vals(trace.Uint(uint64(*v))) })
		return r
	}
	if v == nil {
		return ret("cuCtxGetLimit", errNullOut("pvalue"))
	}
	n, err := thread().CtxGetLimit(driver.Limit(l))
	if err == nil {
		*v = C.size_t(n)
	}
	return ret("cuCtxGetLimit", err)
}

//export cuCtxSetLimit
func cuCtxSetLimit(l C.int, v C.size_t) (res C.CUresult) {
	defer guard("cuCtxSetLimit", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxSetLimit, uint64(l), uint64(v))
		rec.record("cuCtxSetLimit", r, args(trace.Int(int64(l)), trace.Uint(uint64(v))), nil)
		return r
	}
	return ret("cuCtxSetLimit", thread().CtxSetLimit(driver.Limit(l), uint64(v)))
}

// Cache configuration. The recorder forwards these calls and notes them as
// comments: the trace format has no form for them.

//export cuCtxGetCacheConfig
func cuCtxGetCacheConfig(c *C.int) (res C.CUresult) {
	defer guard("cuCtxGetCacheConfig", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxGetCacheConfig, u64(c))
		rec.comment("cuCtxGetCacheConfig() -> %d", r)
		return r
	}
	if c == nil {
		return ret("cuCtxGetCacheConfig", errNullOut("pconfig"))
	}
	v, err := thread().CtxGetCacheConfig()
	if err == nil {
		*c = C.int(v)
	}
	return ret("cuCtxGetCacheConfig", err)
}

//export cuCtxSetCacheConfig
func cuCtxSetCacheConfig(c C.int) (res C.CUresult) {
	defer guard("cuCtxSetCacheConfig", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxSetCacheConfig, uint64(c))
		rec.comment("cuCtxSetCacheConfig(%d) -> %d", c, r)
		return r
	}
	return ret("cuCtxSetCacheConfig", thread().CtxSetCacheConfig(driver.FuncCache(c)))
}

//export cuCtxResetPersistingL2Cache
func cuCtxResetPersistingL2Cache() (res C.CUresult) {
	defer guard("cuCtxResetPersistingL2Cache", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxResetPersistingL2Cache)
		rec.comment("cuCtxResetPersistingL2Cache() -> %d", r)
		return r
	}
	return ret("cuCtxResetPersistingL2Cache", thread().CtxResetPersistingL2Cache())
}

//export cuProfilerStart
func cuProfilerStart() (res C.CUresult) {
	defer guard("cuProfilerStart", &res)
	if rec.on() {
		r := rec.fwd(sym_cuProfilerStart)
		rec.record("cuProfilerStart", r, nil, nil)
		return r
	}
	return ret("cuProfilerStart", thread().ProfilerStart())
}

//export cuProfilerStop
func cuProfilerStop() (res C.CUresult) {
	defer guard("cuProfilerStop", &res)
	if rec.on() {
		r := rec.fwd(sym_cuProfilerStop)
		rec.record("cuProfilerStop", r, nil, nil)
		return r
	}
	return ret("cuProfilerStop", thread().ProfilerStop())
}
