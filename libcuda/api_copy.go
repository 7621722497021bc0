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

// Copies and sets are generated (zshims.go) from internal/surface/surface.txt's call lines.
// The emulator runs all work at once, in stream order, so an asynchronous
// copy is its synchronous form on a checked stream; the _ptds forms of the
// synchronous ones (zshims.go, perThreadSync) first ask the driver whether
// the calling thread's per-thread default stream lets them run
// (driver.Thread.PerThreadSync), then do as the plain ones.

// stream is the emulator's stream for a C stream argument; perThread says
// the entry point was a _ptsz form, where NULL means the per-thread stream.
func stream(h C.uintptr_t, perThread bool) driver.Stream {
	if h == 0 && perThread {
		return driver.StreamPerThread
	}
	return driver.Stream(h)
}

// strm names a stream for the trace: null, a created stream's name, or the
// number of a special one (CU_STREAM_LEGACY 1, CU_STREAM_PER_THREAD 2).
func (r *recorder) strm(h C.uintptr_t) trace.Value {
	if h == C.uintptr_t(driver.StreamLegacy) || h == C.uintptr_t(driver.StreamPerThread) {
		return trace.Int(int64(h))
	}
	return r.in(uint64(h), "s")
}
