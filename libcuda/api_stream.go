//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import (
	"cudasim/driver"
	"cudasim/trace"
)

//export cuStreamCreate
func cuStreamCreate(ps *C.uintptr_t, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamCreate", &res)
	if rec.on() {
		r := rec.fwd(sym_cuStreamCreate, u64(ps), uint64(flags))
		rec.record("cuStreamCreate", r, args(trace.Int(int64(flags))), func() []trace.Value {
			return vals(rec.newInCtx("s", uint64(*ps)))
		})
		return r
	}
	if ps == nil {
		return ret("cuStreamCreate", errNullOut("phStream"))
	}
	s, err := thread().StreamCreate(uint32(flags))
	if err == nil {
		*ps = C.uintptr_t(s)
	}
	return ret("cuStreamCreate", err)
}

//cudasim:alias cuStreamDestroy cuStreamDestroy_v2

//export cuStreamDestroy_v2
func cuStreamDestroy_v2(s C.uintptr_t) (res C.CUresult) {
	defer guard("cuStreamDestroy_v2", &res)
	if rec.on() {
		v := rec.strm(s)
		r := rec.fwd(sym_cuStreamDestroy_v2, uint64(s))
		rec.record("cuStreamDestroy", r, args(v), nil)
		if r == 0 {
			rec.disown("s", uint64(s), false)
		}
		return r
	}
	return ret("cuStreamDestroy", thread().StreamDestroy(driver.Stream(s)))
}

// streamCall is an entry point that takes a stream and returns nothing.
func streamCall(name string, sym int, s C.uintptr_t, pt bool, f func(*driver.Thread, driver.Stream) error) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, uint64(s))
		rec.record(name, r, args(rec.strm(s)), nil)
		return r
	}
	if name == "cuStreamSynchronize" {
		return synced(name, f(thread(), stream(s, pt)))
	}
	return ret(name, f(thread(), stream(s, pt)))
}

//export cuStreamQuery
func cuStreamQuery(s C.uintptr_t) (res C.CUresult) {
	defer guard("cuStreamQuery", &res)
	return streamCall("cuStreamQuery", sym_cuStreamQuery, s, false, (*driver.Thread).StreamQuery)
}

//export cuStreamQuery_ptsz
func cuStreamQuery_ptsz(s C.uintptr_t) (res C.CUresult) {
	defer guard("cuStreamQuery_ptsz", &res)
	return streamCall("cuStreamQuery", sym_cuStreamQuery_ptsz, s, true, (*driver.Thread).StreamQuery)
}

//export cuStreamSynchronize
func cuStreamSynchronize(s C.uintptr_t) (res C.CUresult) {
	defer guard("cuStreamSynchronize", &res)
	return streamCall("cuStreamSynchronize", sym_cuStreamSynchronize, s, false, (*driver.Thread).StreamSynchronize)
}

//export cuStreamSynchronize_ptsz
func cuStreamSynchronize_ptsz(s C.uintptr_t) (res C.CUresult) {
	defer guard("cuStreamSynchronize_ptsz", &res)
	return streamCall("cuStreamSynchronize", sym_cuStreamSynchronize_ptsz, s, true, (*driver.Thread).StreamSynchronize)
}

//export cuStreamWaitEvent
func cuStreamWaitEvent(s, e C.uintptr_t, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamWaitEvent", &res)
	return streamWaitEvent(sym_cuStreamWaitEvent, s, e, flags, false)
}

//export cuStreamWaitEvent_ptsz
func cuStreamWaitEvent_ptsz(s, e C.uintptr_t, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamWaitEvent_ptsz", &res)
	return streamWaitEvent(sym_cuStreamWaitEvent_ptsz, s, e, flags, true)
}

func streamWaitEvent(sym int, s, e C.uintptr_t, flags C.uint, pt bool) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, uint64(s), uint64(e), uint64(flags))
		rec.record("cuStreamWaitEvent", r, args(rec.strm(s), rec.ev(e), trace.Int(int64(flags))), nil)
		return r
	}
	return ret("cuStreamWaitEvent", thread().StreamWaitEvent(stream(s, pt), driver.Event(e), uint32(flags)))
}

//export cuStreamGetCtx
func cuStreamGetCtx(s C.uintptr_t, pctx *C.uintptr_t) (res C.CUresult) {
	defer guard("cuStreamGetCtx", &res)
	return streamGetCtx(sym_cuStreamGetCtx, s, pctx, false)
}

//export cuStreamGetCtx_ptsz
func cuStreamGetCtx_ptsz(s C.uintptr_t, pctx *C.uintptr_t) (res C.CUresult) {
	defer guard("cuStreamGetCtx_ptsz", &res)
	return streamGetCtx(sym_cuStreamGetCtx_ptsz, s, pctx, true)
}

func streamGetCtx(sym int, s C.uintptr_t, pctx *C.uintptr_t, pt bool) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, uint64(s), u64(pctx))
		rec.record("cuStreamGetCtx", r, args(rec.strm(s)), func() []trace.Value { return vals(rec.ctxOut(*pctx)) })
		return r
	}
	if pctx == nil {
		return ret("cuStreamGetCtx", errNullOut("pctx"))
	}
	c, err := thread().StreamGetCtx(stream(s, pt))
	if err == nil {
		*pctx = C.uintptr_t(c)
	}
	return ret("cuStreamGetCtx", err)
}

//export cuStreamGetFlags
func cuStreamGetFlags(s C.uintptr_t, flags *C.uint) (res C.CUresult) {
	defer guard("cuStreamGetFlags", &res)
	return streamGetFlags(sym_cuStreamGetFlags, s, flags, false)
}

//export cuStreamGetFlags_ptsz
func cuStreamGetFlags_ptsz(s C.uintptr_t, flags *C.uint) (res C.CUresult) {
	defer guard("cuStreamGetFlags_ptsz", &res)
	return streamGetFlags(sym_cuStreamGetFlags_ptsz, s, flags, true)
}

func streamGetFlags(sym int, s C.uintptr_t, flags *C.uint, pt bool) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, uint64(s), u64(flags))
		rec.record("cuStreamGetFlags", r, args(rec.strm(s)), func() []trace.Value { return vals(trace.Int(int64(*flags))) })
		return r
	}
	if flags == nil {
		return ret("cuStreamGetFlags", errNullOut("flags"))
	}
	f, err := thread().StreamGetFlags(stream(s, pt))
	if err == nil {
		*flags = C.uint(f)
	}
	return ret("cuStreamGetFlags", err)
}

//export cuStreamGetId
func cuStreamGetId(s C.uintptr_t, id *C.ulonglong) (res C.CUresult) {
	defer guard("cuStreamGetId", &res)
	return streamGetID(sym_cuStreamGetId, s, id, false)
}

//export cuStreamGetId_ptsz
func cuStreamGetId_ptsz(s C.uintptr_t, id *C.ulonglong) (res C.CUresult) {
	defer guard("cuStreamGetId_ptsz", &res)
	return streamGetID(sym_cuStreamGetId_ptsz, s, id, true)
}

func streamGetID(sym int, s C.uintptr_t, id *C.ulonglong, pt bool) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, uint64(s), u64(id))
		rec.comment("cuStreamGetId(%v) -> %d", rec.strm(s), r)
		return r
	}
	if id == nil {
		return ret("cuStreamGetId", errNullOut("streamId"))
	}
	n, err := thread().StreamGetId(stream(s, pt))
	if err == nil {
		*id = C.ulonglong(n)
	}
	return ret("cuStreamGetId", err)
}

// --- events ---

func (r *recorder) ev(e C.uintptr_t) trace.Value { return r.in(uint64(e), "ev") }

//export cuEventCreate
func cuEventCreate(pe *C.uintptr_t, flags C.uint) (res C.CUresult) {
	defer guard("cuEventCreate", &res)
	if rec.on() {
		r := rec.fwd(sym_cuEventCreate, u64(pe), uint64(flags))
		rec.record("cuEventCreate", r, args(trace.Int(int64(flags))), func() []trace.Value {
			return vals(rec.newInCtx("ev", uint64(*pe)))
		})
		return r
	}
	if pe == nil {
		return ret("cuEventCreate", errNullOut("phEvent"))
	}
	e, err := thread().EventCreate(uint32(flags))
	if err == nil {
		*pe = C.uintptr_t(e)
	}
	return ret("cuEventCreate", err)
}

// eventCall is an entry point that takes an event and returns nothing.
func eventCall(name string, sym int, e C.uintptr_t, f func(*driver.Thread, driver.Event) error) C.CUresult {
	if rec.on() {
		v := rec.ev(e)
		r := rec.fwd(sym, uint64(e))
		rec.record(name, r, args(v), nil)
		if r == 0 && name == "cuEventDestroy" {
			rec.disown("ev", uint64(e), false)
		}
		return r
	}
	if name == "cuEventSynchronize" {
		return synced(name, f(thread(), driver.Event(e)))
	}
	return ret(name, f(thread(), driver.Event(e)))
}

//cudasim:alias cuEventDestroy cuEventDestroy_v2

//export cuEventDestroy_v2
func cuEventDestroy_v2(e C.uintptr_t) (res C.CUresult) {
	defer guard("cuEventDestroy_v2", &res)
	return eventCall("cuEventDestroy", sym_cuEventDestroy_v2, e, (*driver.Thread).EventDestroy)
}

//export cuEventQuery
func cuEventQuery(e C.uintptr_t) (res C.CUresult) {
	defer guard("cuEventQuery", &res)
	return eventCall("cuEventQuery", sym_cuEventQuery, e, (*driver.Thread).EventQuery)
}

//export cuEventSynchronize
func cuEventSynchronize(e C.uintptr_t) (res C.CUresult) {
	defer guard("cuEventSynchronize", &res)
	return eventCall("cuEventSynchronize", sym_cuEventSynchronize, e, (*driver.Thread).EventSynchronize)
}

//export cuEventRecord
func cuEventRecord(e, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuEventRecord", &res)
	return eventRecord(sym_cuEventRecord, e, s, false)
}

//export cuEventRecord_ptsz
func cuEventRecord_ptsz(e, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuEventRecord_ptsz", &res)
	return eventRecord(sym_cuEventRecord_ptsz, e, s, true)
}

func eventRecord(sym int, e, s C.uintptr_t, pt bool) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, uint64(e), uint64(s))
		rec.record("cuEventRecord", r, args(rec.ev(e), rec.strm(s)), nil)
		return r
	}
	return ret("cuEventRecord", thread().EventRecord(driver.Event(e), stream(s, pt)))
}

//cudasim:alias cuEventElapsedTime_v2 cuEventElapsedTime

//export cuEventElapsedTime
func cuEventElapsedTime(ms *C.float, start, end C.uintptr_t) (res C.CUresult) {
	defer guard("cuEventElapsedTime", &res)
	if rec.on() {
		r := rec.fwd(sym_cuEventElapsedTime, u64(ms), uint64(start), uint64(end))
		rec.record("cuEventElapsedTime", r, args(rec.ev(start), rec.ev(end)), func() []trace.Value { return vals(trace.Any()) })
		return r
	}
	if ms == nil {
		return ret("cuEventElapsedTime", errNullOut("pMilliseconds"))
	}
	v, err := thread().EventElapsedTime(driver.Event(start), driver.Event(end))
	if err == nil {
		*ms = C.float(v)
	}
	return ret("cuEventElapsedTime", err)
}

//export cuModuleGetLoadingMode
func cuModuleGetLoadingMode(mode *C.int) (res C.CUresult) {
	defer guard("cuModuleGetLoadingMode", &res)
	if rec.on() {
		r := rec.fwd(sym_cuModuleGetLoadingMode, u64(mode))
		rec.record("cuModuleGetLoadingMode", r, nil, func() []trace.Value { return vals(trace.Int(int64(*mode))) })
		return r
	}
	if mode == nil {
		return ret("cuModuleGetLoadingMode", errNullOut("mode"))
	}
	m, err := thread().ModuleGetLoadingMode()
	if err == nil {
		*mode = C.int(m)
	}
	return ret("cuModuleGetLoadingMode", err)
}

//export cuStreamGetCtx_v2
func cuStreamGetCtx_v2(s C.uintptr_t, pctx, pgreen *C.uintptr_t) (res C.CUresult) {
	defer guard("cuStreamGetCtx_v2", &res)
	return streamGetCtx2(sym_cuStreamGetCtx_v2, s, pctx, pgreen, false)
}

//export cuStreamGetCtx_v2_ptsz
func cuStreamGetCtx_v2_ptsz(s C.uintptr_t, pctx, pgreen *C.uintptr_t) (res C.CUresult) {
	defer guard("cuStreamGetCtx_v2_ptsz", &res)
	return streamGetCtx2(sym_cuStreamGetCtx_v2_ptsz, s, pctx, pgreen, true)
}

// streamGetCtx2 is cuStreamGetCtx_v2 (CUDA 12.5): the stream's context, and
// its green context, which is always NULL as cudasim has none.
func streamGetCtx2(sym int, s C.uintptr_t, pctx, pgreen *C.uintptr_t, pt bool) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, uint64(s), u64(pctx), u64(pgreen))
		rec.comment("cuStreamGetCtx_v2(%v) -> %d", rec.strm(s), r)
		return r
	}
	if pctx == nil && pgreen == nil {
		return ret("cuStreamGetCtx", errNullOut("pCtx and pGreenCtx"))
	}
	c, err := thread().StreamGetCtx(stream(s, pt))
	if err == nil {
		if pctx != nil {
			*pctx = C.uintptr_t(c)
		}
		if pgreen != nil {
			*pgreen = 0
		}
	}
	return ret("cuStreamGetCtx", err)
}

// Events recorded with flags. The recorder forwards these calls and notes
// them as comments: the trace format has no form for them.

//export cuEventRecordWithFlags
func cuEventRecordWithFlags(e, s C.uintptr_t, flags C.uint) (res C.CUresult) {
	defer guard("cuEventRecordWithFlags", &res)
	return eventRecordWithFlags(sym_cuEventRecordWithFlags, e, s, flags, false)
}

//export cuEventRecordWithFlags_ptsz
func cuEventRecordWithFlags_ptsz(e, s C.uintptr_t, flags C.uint) (res C.CUresult) {
	defer guard("cuEventRecordWithFlags_ptsz", &res)
	return eventRecordWithFlags(sym_cuEventRecordWithFlags_ptsz, e, s, flags, true)
}

func eventRecordWithFlags(sym int, e, s C.uintptr_t, flags C.uint, pt bool) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, uint64(e), uint64(s), uint64(flags))
		rec.comment("cuEventRecordWithFlags(%v, %v, %d) -> %d", rec.ev(e), rec.strm(s), flags, r)
		return r
	}
	return ret("cuEventRecordWithFlags", thread().EventRecordWithFlags(driver.Event(e), stream(s, pt), uint32(flags)))
}
