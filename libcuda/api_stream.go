//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import (
	"cudasim/trace"
)

// The stream and event entry points are generated (zshims.go) from
// internal/surface/surface.txt's call lines; what is here has a form they cannot say.

func (r *recorder) ev(e C.uintptr_t) trace.Value { return r.in(uint64(e), "ev") }

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

// streamGetCtx2 is cuStreamGetCtx_v2 (CUDA 12.5): the stream's context, or
// for a green context's stream its green context and the device's primary
// context (driver.Thread.StreamGetCtx2).
func streamGetCtx2(sym int, s C.uintptr_t, pctx, pgreen *C.uintptr_t, pt bool) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, uint64(s), u64(pctx), u64(pgreen))
		rec.comment("cuStreamGetCtx_v2(%v) -> %d", rec.strm(s), r)
		return r
	}
	if pctx == nil && pgreen == nil {
		return ret("cuStreamGetCtx", errNullOut("pCtx and pGreenCtx"))
	}
	c, g, err := thread().StreamGetCtx2(stream(s, pt))
	if err == nil {
		if pctx != nil {
			*pctx = C.uintptr_t(c)
		}
		if pgreen != nil {
			*pgreen = C.uintptr_t(g)
		}
	}
	return ret("cuStreamGetCtx", err)
}
