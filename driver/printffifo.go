package driver

import (
	"sync/atomic"

	"cudasim/internal/ctx"
)

// systemLimits are the limits that size what a kernel's system calls use, with those calls:
// once the context has launched a kernel that may call one of them, the limit is fixed
// (cuCtxSetLimit: CUDA_ERROR_INVALID_VALUE, the value stays). The CUDA Runtime API's
// cudaDeviceSetLimit says so of "launching any kernel that uses the printf() device system
// call" and of malloc() and free(). Measured on the H200 (docs/cudart.md, "Limits fixed by
// launches"): a kernel holding a printf it skipped fixed the FIFO (rt30's r_fifo); kernels
// without malloc of a module whose other kernels allocate left the heap's size free to change
// (r_fifo; testdata/reference/devheap, "kernel without heap"), a kernel that allocated fixed
// it. A kernel is judged by its own code and the functions it calls, not its module's. An H100
// with the same driver (rt30/golden/h100-s32/r_fifo2, probe rt31-c): a kernel holding only an
// assert, which held, fixed the FIFO (__assertfail prints through it); a kernel that could
// allocate and did not fixed the heap; a graph's printf kernel fixed the FIFO once the graph
// was captured and instantiated, before its launch (fixGraphLimits); a launch refused for its
// configuration fixed nothing.
var systemLimits = []struct {
	limit Limit
	calls []string
}{
	{LimitPrintfFifoSize, []string{"vprintf", "__assertfail"}},
	{LimitMallocHeapSize, []string{"malloc", "__cuda_syscall_aligned_malloc", "free", "cudaMalloc", "cudaFree", "__cudaCDP2Malloc", "__cudaCDP2Free"}},
}

// fixedKey is where a context's fixedLimits hang.
var fixedKey = ctx.NewKey("limits fixed by launches")

// fixedLimits are the limits (bit 1<<limit) a context's launches have fixed.
type fixedLimits struct{ bits atomic.Uint32 }

// Release: nothing to free.
func (*fixedLimits) Release() {}

// limitFixed reports whether a launch in c has fixed limit l.
func limitFixed(c *ctx.Context, l Limit) bool {
	f, _ := c.Attached(fixedKey).(*fixedLimits)
	return f != nil && f.bits.Load()&(1<<l) != 0
}

// fixLimits marks the limits fn's kernel uses as fixed in c: called once for each launch of
// fn in c, once accepted: at the call for one that may queue or go on in the background
// (launchInOrder), after it ran for one that runs at once, a graph's node and a device launch
// (launchWith, run).
func fixLimits(fn *function, c *ctx.Context) {
	bits := fn.systemLimits()
	if bits == 0 {
		return
	}
	r, err := c.AttachOnce(fixedKey, func() (ctx.Resource, error) { return new(fixedLimits), nil })
	if err != nil {
		return // a context going away
	}
	r.(*fixedLimits).bits.Or(bits)
}

// systemLimits are the limits (bit 1<<limit) fn's kernel fixes when launched, worked out once
// (none if it cannot be lowered: its launch fails and says why).
func (fn *function) systemLimits() uint32 {
	fn.limitsOnce.Do(func() {
		k, err := fn.f.Module.Kernel(fn.f.Kernel.Name)
		if err != nil {
			return
		}
		for _, s := range systemLimits {
			if k.CallsSystem(s.calls...) {
				fn.limits |= 1 << s.limit
			}
		}
	})
	return fn.limits
}

// fixGraphLimits fixes the limits of the kernels of graph g and its child graphs in their
// contexts, as its instantiation does: the measurement above read the FIFO fixed after the
// capture and instantiation of a printf kernel, not after either alone (not measured).
func fixGraphLimits(g *graph) {
	for _, n := range g.nodes {
		if p, ok := n.p.(*kernelParams); ok {
			fixLimits(p.fn, p.fn.mod.c)
		}
		for _, sub := range nodeGraphs(n) {
			fixGraphLimits(sub)
		}
	}
}
