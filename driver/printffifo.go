package driver

import (
	"io"
	"sync"

	"cudasim/internal/ctx"
	"cudasim/sim"
)

// fifoKey marks a context whose kernels have printed (device printf; an
// assert's message does not count): CU_LIMIT_PRINTF_FIFO_SIZE is fixed from then on. Measured
// on the H200: after kernels printed, cudaDeviceSetLimit(cudaLimitPrintfFifoSize,
// 4 MiB) was cudaErrorInvalidValue and the limit stayed as it was
// (libcuda/testdata/cudart/suite2/logs/s_printf_fifo.h200-w2-run1.out); the
// CUDA Runtime API's cudaDeviceSetLimit says the same of launching a kernel
// that uses printf. Whether a kernel that could print but did not fixes it too
// is not measured (rt30's probe, r_fifo): cudasim counts what printed.
var fifoKey = ctx.NewKey("printf FIFO used")

// printed reports whether a kernel of c has printed.
func printed(c *ctx.Context) bool { return c.Attached(fifoKey) != nil }

// fifoWriter is a kernel's printf output: it marks the context at the
// first line, then writes to w (nil: discards). Assert messages pass to w
// unmarked.
type fifoWriter struct {
	w    io.Writer
	c    *ctx.Context
	once sync.Once
}

func (f *fifoWriter) Write(p []byte) (int, error) {
	f.once.Do(func() {
		_, _ = f.c.AttachOnce(fifoKey, func() (ctx.Resource, error) { return ctx.ReleaseFunc(func() {}), nil })
	})
	if f.w == nil {
		return len(p), nil
	}
	return f.w.Write(p)
}

// WriteAssert is sim.AssertWriter: w's, where it has one.
func (f *fifoWriter) WriteAssert(text string) {
	if aw, ok := f.w.(sim.AssertWriter); ok {
		aw.WriteAssert(text)
	} else if f.w != nil {
		_, _ = io.WriteString(f.w, text)
	}
}
