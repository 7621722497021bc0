// Package devheap places the blocks of a context's device heap (malloc and free in kernels,
// new and delete, the device runtime's cudaMalloc and cudaFree): offsets in a heap of a fixed
// size. The H200's allocator is NVIDIA's; this is a model of what was measured of it
// (testdata/reference/devheap, docs/device-runtime.md "The device heap"), not its algorithm:
//
//   - a block of n bytes takes Cost(n) bytes of the heap: 80 bytes for up to 64 (a 16-byte
//     header, then the caller's bytes), 160 up to 144, 240 up to 224 (the H200's steps between
//     consecutive blocks of one thread); larger blocks take what the H200's blocks of the same
//     size took when one thread filled a heap with them (2,220 bytes for 1 KiB, 106,560 for
//     64 KiB, 1,278,976 for 1 MiB), interpolated between those sizes and scaled beyond;
//   - blocks are placed first fit, lowest offset first: a freed block is reused by the next
//     that fits (measured for blocks of up to 224 bytes);
//   - every pointer is 16-byte aligned; malloc(0) gives a block.
//
// So a program sees the H200's counts (how many blocks of 1 MiB, 64 KiB or 1 KiB fit, when
// the heap runs out) and, for small blocks, its offsets between blocks; where the H200 puts
// blocks of more than 224 bytes relative to the small ones it does not.
package devheap

import (
	"math"
	"slices"
	"sort"

	"cudasim/cu"
)

// HeaderSize is the bytes of a block before its pointer.
const HeaderSize = 16

// firstOffset is where the first block's header starts: the H200's first 1 MiB block was 288
// bytes into its heap (taking the heap to start at the 2 MiB boundary below its blocks).
const firstOffset = 288 - HeaderSize

// unit is the step of small blocks.
const unit = 80

// calibration are (block size, bytes it took) as measured: a one-thread fill of a 4 MiB heap
// (1 KiB: 1,889 blocks; 64 KiB: 39, 106,560 bytes apart) and of 4, 8 and 64 MiB heaps with
// 1 MiB blocks (3, 6 and 52, 1,278,976 bytes apart).
var calibration = [][2]float64{
	{224, 240},
	{1024, 2220},
	{65536, 106560},
	{1 << 20, 1278976},
}

// Cost is the heap bytes a block of n bytes takes.
func Cost(n uint64) uint64 {
	if n <= 224 {
		return (n + HeaderSize + unit - 1) / unit * unit
	}
	c := calibration
	last := c[len(c)-1]
	var v float64
	if float64(n) >= last[0] {
		v = float64(n) * last[1] / last[0]
	} else {
		i := sort.Search(len(c), func(i int) bool { return c[i][0] >= float64(n) })
		a, b := c[i-1], c[i]
		// log-log interpolation between the measured sizes
		t := (math.Log(float64(n)) - math.Log(a[0])) / (math.Log(b[0]) - math.Log(a[0]))
		v = math.Exp(math.Log(a[1]) + t*(math.Log(b[1])-math.Log(a[1])))
	}
	if v >= math.MaxUint64/2 {
		return math.MaxUint64 / 2
	}
	return (uint64(math.Ceil(v)) + 15) &^ 15
}

// Heap is one heap's blocks. It is not safe for concurrent use.
type Heap struct {
	size uint64
	free []span            // the free ranges, in address order, none adjacent
	used map[uint64]uint64 // a live block's start → its end
}

type span struct{ start, end uint64 } // [start, end) of the heap, headers included

// New returns an empty heap of size bytes.
func New(size uint64) *Heap {
	h := &Heap{size: size, used: map[uint64]uint64{}}
	if size > firstOffset {
		h.free = []span{{firstOffset, size}}
	}
	return h
}

// Size is the heap's size.
func (h *Heap) Size() uint64 { return h.size }

// Malloc places a block of n bytes and returns its pointer's offset in the heap; false when
// no free range is large enough.
func (h *Heap) Malloc(n uint64) (uint64, bool) { return h.MallocAligned(n, HeaderSize, 0) }

// MallocAligned is Malloc for a pointer whose address is a multiple of align, a power of two
// (__nv_aligned_device_malloc), the heap lying at address base: the block goes where the
// first free range holds such a pointer after a header; the bytes before its header stay
// free.
func (h *Heap) MallocAligned(n, align, base uint64) (uint64, bool) {
	c := Cost(n)
	align = max(align, HeaderSize)
	for i := range h.free {
		f := h.free[i]
		p := (base+f.start+HeaderSize+align-1)&^(align-1) - base
		start := p - HeaderSize
		if p < f.start || start > f.end || f.end-start < c {
			continue
		}
		switch end := start + c; {
		case start == f.start && end == f.end:
			h.free = append(h.free[:i], h.free[i+1:]...)
		case start == f.start:
			h.free[i].start = end
		case end == f.end:
			h.free[i].end = start
		default: // the range splits around the block
			h.free[i].end = start
			h.free = slices.Insert(h.free, i+1, span{end, f.end})
		}
		h.used[start] = start + c
		return p, true
	}
	return 0, false
}

// Free frees the block whose pointer is at offset p. A pointer that is not a live block's is
// CUDA_ERROR_INVALID_VALUE (the caller decides what the thread then sees).
func (h *Heap) Free(p uint64) error {
	start := p - HeaderSize
	end, ok := h.used[start]
	if p < HeaderSize || !ok {
		return cu.Errorf(cu.ErrorInvalidValue, "offset %#x of the heap is not a live block's pointer", p)
	}
	delete(h.used, start)
	i := sort.Search(len(h.free), func(i int) bool { return h.free[i].start >= end })
	// Merge with the free range after (starting at end) and the one before (ending at start).
	after := i < len(h.free) && h.free[i].start == end
	before := i > 0 && h.free[i-1].end == start
	switch {
	case before && after:
		h.free[i-1].end = h.free[i].end
		h.free = append(h.free[:i], h.free[i+1:]...)
	case before:
		h.free[i-1].end = end
	case after:
		h.free[i].start = start
	default:
		h.free = append(h.free, span{})
		copy(h.free[i+1:], h.free[i:])
		h.free[i] = span{start, end}
	}
	return nil
}

// Inside reports whether offset p lies inside a live block (its header included).
func (h *Heap) Inside(p uint64) bool {
	i := sort.Search(len(h.free), func(i int) bool { return h.free[i].end > p })
	if i < len(h.free) && h.free[i].start <= p {
		return false // in a free range
	}
	return p >= firstOffset && p < h.size
}

// Live is the number of live blocks.
func (h *Heap) Live() int { return len(h.used) }
