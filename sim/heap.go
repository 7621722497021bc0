package sim

import (
	"encoding/binary"

	"cudasim/cu"
)

// DeviceHeap is a context's device heap: the memory malloc and free (and new, delete, the
// device runtime's cudaMalloc and cudaFree) manage in kernels. Its methods are called from the
// goroutines running CTAs, one thread at a time per goroutine, in lane order within a warp:
// with one worker the calls come in one order on every run.
type DeviceHeap interface {
	// Malloc allocates size bytes, answering the block's device address, or 0 when the heap
	// cannot (the thread goes on with NULL).
	Malloc(size uint64) uint64
	// MallocAligned is Malloc for an address that is a multiple of align, a power of two
	// (__nv_aligned_device_malloc).
	MallocAligned(size, align uint64) uint64
	// Free frees the block at p (never 0). An error faults the calling thread with its code.
	Free(p uint64) error
}

// heapCall executes malloc or free for the lanes in mask, in ascending lane order.
func (w *warp) heapCall(fi *funcInfo, cs *callSite, mask uint32) bool {
	h := w.cta.l.Heap
	if h == nil {
		w.faultf(cu.ErrorNotSupported, firstLane(mask), 0, "device-side %s: this launch has no device heap (cudasim gives one only to launches the driver makes)", fi.name)
		return false
	}
	for m := mask; m != 0; m &= m - 1 {
		l := firstLane(m)
		p := w.arg(cs, 0, l)
		if fi.builtin == builtinFree {
			if p == 0 {
				continue
			}
			if err := h.Free(p); err != nil {
				w.faultf(cu.Code(err), l, p, "device-side free(0x%x): %s", p, cu.Detail(err))
				return false
			}
			continue
		}
		var v uint64
		if fi.builtin == builtinAlignedMalloc {
			v = alignedMalloc(h, p, w.arg(cs, 1, l))
		} else {
			v = h.Malloc(p)
		}
		if len(cs.rets) > 0 && !cs.rets[0].pred {
			w.r[cs.rets[0].slot][l] = v
		}
	}
	w.pc++
	return true
}

// alignedMalloc is __nv_aligned_device_malloc(size, align): NULL for an alignment that is not
// a power of two.
func alignedMalloc(h DeviceHeap, size, align uint64) uint64 {
	if align == 0 || align&(align-1) != 0 {
		return 0
	}
	return h.MallocAligned(size, align)
}

// The device runtime's cudaMalloc(void **p, size_t size) and cudaFree(void *p), on the same
// heap as malloc and free (measured: testdata/reference/devrt, t_dp_malloc): a size of 0 is
// cudaErrorInvalidValue, *p left as it was; a heap that cannot is cudaErrorMemoryAllocation,
// *p NULL; cudaFree(NULL) succeeds, and so does cudaFree of a block malloc gave.
const cudaErrorMemoryAllocation = 2

func devMalloc(w *warp, cs *callSite, l int) (uint64, bool) {
	h := w.cta.l.Heap
	if h == nil {
		w.faultf(cu.ErrorNotSupported, l, 0, "device runtime function cudaMalloc: this launch has no device heap")
		return 0, false
	}
	pp, size := w.arg(cs, 0, l), w.arg(cs, 1, l)
	if size == 0 {
		return w.devRC(l, cudaErrorInvalidValue)
	}
	v := h.Malloc(size)
	b := w.generic(pp, 8, l, true)
	if b == nil {
		return 0, false
	}
	binary.LittleEndian.PutUint64(b, v)
	if v == 0 {
		return w.devRC(l, cudaErrorMemoryAllocation)
	}
	return w.devRC(l, 0)
}

func devFree(w *warp, cs *callSite, l int) (uint64, bool) {
	h := w.cta.l.Heap
	if h == nil {
		w.faultf(cu.ErrorNotSupported, l, 0, "device runtime function cudaFree: this launch has no device heap")
		return 0, false
	}
	p := w.arg(cs, 0, l)
	if p != 0 {
		if err := h.Free(p); err != nil {
			w.faultf(cu.Code(err), l, p, "device-side cudaFree(0x%x): %s", p, cu.Detail(err))
			return 0, false
		}
	}
	return w.devRC(l, 0)
}
