//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import (
	"sync"
	"sync/atomic"
	"unsafe"
)

// Device printf output reaches the program as on a real GPU: kernels write
// into a buffer that the driver empties onto stdout at the points the CUDA
// programming guide lists (the start of a launch, synchronisation, blocking
// copies, module load and unload, context destruction), and not at exit:
// the H200 wrote nothing of a kernel still unsynchronized when the program
// returned from main or called exit (libcuda/testdata/cudart/envexplore25,
// life.printfq, life.printfx, life.assertq). It goes through C's stdout, so
// that it is ordered with the program's own output.
type printfBuffer struct {
	mu  sync.Mutex
	buf []byte
	// asserts holds the device-side assert messages, which the real driver
	// writes to stderr when it empties the buffer, before the printf output
	// (testdata/reference/assert-fd).
	asserts []byte
	// pending is set while buf holds output: flush, called at every launch
	// and synchronisation, takes no lock when no kernel printed.
	pending atomic.Bool
	// dropped is set as the process exits (drop): what is pending then,
	// and what the runtime's exit handlers' calls would flush, never comes
	// out, as on the H200.
	dropped bool
}

var devicePrintf printfBuffer

func (p *printfBuffer) Write(b []byte) (int, error) {
	p.mu.Lock()
	p.buf = append(p.buf, b...)
	p.pending.Store(true)
	p.mu.Unlock()
	return len(b), nil
}

// WriteAssert takes a device-side assert message (sim.AssertWriter).
func (p *printfBuffer) WriteAssert(text string) {
	p.mu.Lock()
	p.asserts = append(p.asserts, text...)
	p.pending.Store(true)
	p.mu.Unlock()
}

// flush writes the pending assert messages to the C program's stderr and
// the printf output to its stdout.
func (p *printfBuffer) flush() {
	if !p.pending.Load() {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.pending.Store(false)
	if p.dropped {
		p.asserts, p.buf = p.asserts[:0], p.buf[:0]
		return
	}
	if len(p.asserts) > 0 {
		C.cudasim_stderr_write(unsafe.Pointer(&p.asserts[0]), C.size_t(len(p.asserts)))
		p.asserts = p.asserts[:0]
	}
	if len(p.buf) > 0 {
		C.cudasim_stdout_write(unsafe.Pointer(&p.buf[0]), C.size_t(len(p.buf)))
		p.buf = p.buf[:0]
	}
}

// drop discards what is pending and all later output: the process is
// exiting.
func (p *printfBuffer) drop() {
	p.mu.Lock()
	p.dropped = true
	p.mu.Unlock()
	p.flush()
}

// Flush is flush for the driver, which empties the buffer where the real
// driver does without a call of its own (a blocking launch:
// driver.Config.LaunchBlocking).
func (p *printfBuffer) Flush() { p.flush() }

// synced is ret for the calls at which the real driver empties the device
// printf buffer.
func synced(name string, err error) C.CUresult {
	devicePrintf.flush()
	return ret(name, err)
}
