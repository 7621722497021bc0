package mem

import (
	"sort"
	"sync"
	"syscall"
	"unsafe"
)

// Device addresses come from one region of the process's own virtual address
// space, reserved once with PROT_NONE and MAP_NORESERVE: it costs no memory,
// the kernel never places a host mapping inside it, so a device pointer can
// never equal a host pointer (the generic cuMemcpy tells them apart by value),
// and host code that dereferences a device pointer faults as it would on real
// hardware. Every Space in the process shares the region; each allocation takes
// a disjoint range of it and gives the range back when freed.

// Alignment is the alignment of every device allocation's first address, and
// the granularity in which device address space is handed out.
const Alignment = 512

// reservationSizes are tried in order; the first the kernel grants is used.
var reservationSizes = []uint64{16 << 40, 4 << 40, 1 << 40, 256 << 30, 64 << 30}

// fallbackBase is where device addresses start when no region could be
// reserved (mmap refused): a range the kernel does not hand out by default
// on x86-64 and arm64 Linux, so collisions with host pointers are unlikely,
// though no longer impossible.
const (
	fallbackBase = 0x1000_0000_0000
	fallbackSize = 16 << 40
)

type vaRange struct{ start, end uint64 }

// holds says whether addr lies in r (never, for an empty r).
func (r vaRange) holds(addr uint64) bool { return addr-r.start < r.end-r.start }

// engineWindow is the range the kernel engine (package sim) reads as shared
// and local memory when it sees a generic address there: sim.SharedWindow up
// to sim.LocalWindow+sim.WindowSize. No allocation may lie in it, so it is
// mapped PROT_NONE before anything else (the kernel then never places a host
// or managed allocation there) and kept out of the device region.
var engineWindow = vaRange{0x0000_7e00_0000_0000, 0x0000_7e02_0000_0000}

// mapFixedNoReplace is MAP_FIXED_NOREPLACE (Linux 4.17+): map exactly there
// or fail, never over an existing mapping.
const mapFixedNoReplace = 0x100000

// reserveEngineWindow keeps the kernel from placing mappings in
// engineWindow. Best effort: on kernels without MAP_FIXED_NOREPLACE the hint
// may be ignored, and the mapping is dropped if it landed elsewhere.
func reserveEngineWindow() {
	n := engineWindow.end - engineWindow.start
	addr, _, errno := syscall.Syscall6(syscall.SYS_MMAP, uintptr(engineWindow.start), uintptr(n), syscall.PROT_NONE,
		syscall.MAP_PRIVATE|syscall.MAP_ANON|syscall.MAP_NORESERVE|mapFixedNoReplace, ^uintptr(0), 0)
	if errno == 0 && uint64(addr) != engineWindow.start {
		syscall.Syscall(syscall.SYS_MUNMAP, addr, uintptr(n), 0)
	}
}

// vaAllocator hands out aligned ranges of the reserved region, first fit,
// coalescing ranges as they come back.
type vaAllocator struct {
	mu       sync.Mutex
	base     uint64
	size     uint64
	reserved bool // the region is a real reservation, not the fallback
	free     []vaRange
}

var (
	vaOnce sync.Once
	va     *vaAllocator
)

func deviceVA() *vaAllocator {
	vaOnce.Do(func() {
		reserveEngineWindow()
		va = &vaAllocator{base: fallbackBase, size: fallbackSize}
		for _, n := range reservationSizes {
			b, err := syscall.Mmap(-1, 0, int(n), syscall.PROT_NONE,
				syscall.MAP_PRIVATE|syscall.MAP_ANON|syscall.MAP_NORESERVE)
			if err != nil {
				continue
			}
			va = &vaAllocator{base: uint64(uintptr(unsafe.Pointer(&b[0]))), size: n, reserved: true}
			break
		}
		// Address 0 of the region is never handed out, so no allocation
		// starts at the region's edge and an address just below it stays
		// invalid.
		va.free = []vaRange{{va.base + Alignment, va.base + va.size}}
		va.exclude(engineWindow)
	})
	return va
}

// exclude takes r out of the free ranges for good.
func (v *vaAllocator) exclude(r vaRange) {
	var out []vaRange
	for _, f := range v.free {
		if f.end <= r.start || f.start >= r.end {
			out = append(out, f)
			continue
		}
		if f.start < r.start {
			out = append(out, vaRange{f.start, r.start})
		}
		if f.end > r.end {
			out = append(out, vaRange{r.end, f.end})
		}
	}
	v.free = out
}

// get returns the start of a free range of n bytes (n a multiple of
// Alignment), or false when the region is exhausted.
func (v *vaAllocator) get(n uint64) (uint64, bool) {
	v.mu.Lock()
	defer v.mu.Unlock()
	for i, r := range v.free {
		if r.end-r.start < n {
			continue
		}
		start := r.start
		if r.end-r.start == n {
			v.free = append(v.free[:i], v.free[i+1:]...)
		} else {
			v.free[i].start += n
		}
		return start, true
	}
	return 0, false
}

// getAligned returns the start of a free range of n bytes aligned to align
// (a power of two), or false when the region has no such range.
func (v *vaAllocator) getAligned(n, align uint64) (uint64, bool) {
	return v.getAlignedFrom(n, align, 0)
}

// getAlignedFrom is getAligned taking the first fit at or above from,
// else the first fit anywhere.
func (v *vaAllocator) getAlignedFrom(n, align, from uint64) (uint64, bool) {
	if from != 0 {
		if start, ok := v.getAlignedAbove(n, align, from); ok {
			return start, true
		}
	}
	return v.getAlignedAbove(n, align, 0)
}

func (v *vaAllocator) getAlignedAbove(n, align, from uint64) (uint64, bool) {
	v.mu.Lock()
	defer v.mu.Unlock()
	for i, r := range v.free {
		if r.end <= from {
			continue
		}
		start := roundUp(max(r.start, from), align)
		if start >= r.end || r.end-start < n {
			continue
		}
		end := start + n
		var rest []vaRange
		if r.start < start {
			rest = append(rest, vaRange{r.start, start})
		}
		if end < r.end {
			rest = append(rest, vaRange{end, r.end})
		}
		v.free = append(v.free[:i], append(rest, v.free[i+1:]...)...)
		return start, true
	}
	return 0, false
}

// put gives back the range [start, start+n).
func (v *vaAllocator) put(start, n uint64) {
	v.mu.Lock()
	defer v.mu.Unlock()
	end := start + n
	i := sort.Search(len(v.free), func(i int) bool { return v.free[i].start >= start })
	mergePrev := i > 0 && v.free[i-1].end == start
	mergeNext := i < len(v.free) && v.free[i].start == end
	switch {
	case mergePrev && mergeNext:
		v.free[i-1].end = v.free[i].end
		v.free = append(v.free[:i], v.free[i+1:]...)
	case mergePrev:
		v.free[i-1].end = end
	case mergeNext:
		v.free[i].start = start
	default:
		v.free = append(v.free, vaRange{})
		copy(v.free[i+1:], v.free[i:])
		v.free[i] = vaRange{start, end}
	}
}

// inDeviceRegion reports whether addr lies in the region device addresses
// come from.
func inDeviceRegion(addr uint64) bool {
	v := deviceVA()
	return addr >= v.base && addr < v.base+v.size
}
