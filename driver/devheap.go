package driver

import (
	"sync"

	"cudasim/cu"
	"cudasim/internal/ctx"
	"cudasim/internal/devheap"
	"cudasim/internal/mem"
	"cudasim/sim"
)

// heapKey is where a context's device heap hangs.
var heapKey = ctx.NewKey("device heap")

// deviceHeap is a context's device heap (docs/device-runtime.md "The device heap"): the
// memory malloc, free, new, delete and the device runtime's cudaMalloc and cudaFree manage in
// kernels. It takes its memory, CU_LIMIT_MALLOC_HEAP_SIZE bytes, at the first malloc of a
// kernel of the context (the H200's free memory fell by about that much then:
// testdata/reference/devheap); the limit is fixed from the launch of a kernel that may
// allocate (printffifo.go). Blocks are placed
// by internal/devheap's model of the H200's allocator; they live until freed or the context
// goes. Calls come from the goroutines running CTAs: with one worker, in one order.
type deviceHeap struct {
	d *Driver
	c *ctx.Context

	mu     sync.Mutex
	base   uint64 // the heap's memory; 0 until the first malloc
	h      *devheap.Heap
	taken  bool // the heap's memory has been taken (or tried)
	failed bool // its memory could not be allocated: malloc answers NULL
}

// Release: the heap's memory belongs to the context (Owner), freed with it.
func (h *deviceHeap) Release() {}

// heapOf returns c's device heap, made (empty) on first use.
func (d *Driver) heapOf(c *ctx.Context) sim.DeviceHeap {
	r, err := c.AttachOnce(heapKey, func() (ctx.Resource, error) { return &deviceHeap{d: d, c: c}, nil })
	if err != nil {
		return nil // a context going away: malloc then answers 801 naming it
	}
	return r.(*deviceHeap)
}

// Malloc is sim.DeviceHeap.Malloc.
func (h *deviceHeap) Malloc(n uint64) uint64 { return h.MallocAligned(n, devheap.HeaderSize) }

// MallocAligned is sim.DeviceHeap.MallocAligned.
func (h *deviceHeap) MallocAligned(n, align uint64) uint64 {
	h.mu.Lock()
	defer h.mu.Unlock()
	if !h.taken {
		h.taken = true
		size, _ := h.c.Limit(uint32(LimitMallocHeapSize))
		a, err := h.d.mem.Alloc(mem.Request{Kind: mem.Device, Origin: mem.Variable, Label: "device heap (malloc in kernels)",
			Device: h.c.Device, Size: size, Owner: h.c.Handle})
		if err != nil {
			h.failed = true
		} else {
			h.base, h.h = a.Base, devheap.New(size)
		}
	}
	if h.failed {
		return 0
	}
	off, ok := h.h.MallocAligned(n, align, h.base)
	if !ok {
		return 0
	}
	return h.base + off
}

// Free is sim.DeviceHeap.Free. Measured (testdata/reference/devheap, h_heap dfree, badfree,
// midfree): a free of a pointer the heap never gave (cudaMalloc'd memory) or of one into a
// live block does nothing and the thread goes on; a second free of a block faults the grid
// with CUDA_ERROR_LAUNCH_FAILED (cudaErrorLaunchFailure).
func (h *deviceHeap) Free(p uint64) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.h == nil || p < h.base || p-h.base >= h.h.Size() {
		return nil
	}
	if err := h.h.Free(p - h.base); err != nil {
		if h.h.Inside(p - h.base) {
			return nil
		}
		return cu.Errorf(cu.ErrorLaunchFailed, "free(0x%x): not a live block of the device heap (a double free)", p)
	}
	return nil
}
