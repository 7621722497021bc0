package mem

import (
	"syscall"
	"unsafe"
)

// Page-locked and managed allocations are laid out as the real driver lays
// them out (the H200: testdata/reference/probe6, layout.txt's "managed and
// host" section; the H100: testdata/reference/guard37), with the device
// heaps' placement (heap.place): multiples of Alignment packed into 2 MiB
// granules, in heaps of each Space (hostHeapKey) whose chunks come from the
// host region (hostregion.go). Their addresses are host addresses: the
// granules are read-write host mappings, made when an allocation first
// overlaps them and cached when the last one goes. So, as on the GPU, a
// host write past an allocation's end lands in its granule (a neighbour, or
// free space), and past a mapped granule it faults (or lands in a cached
// granule), never in memory that is not cudasim's host memory. A kernel
// reaches the granules mapped for the space's allocations (Space.span), as
// it reaches device memory's: a cached granule is not the kernel's, as the
// H200 faulted on freed memory whose granule no allocation kept
// (testdata/reference/probe6: managed_freed, host_freed_big).

// hostHeapKey names a host heap. The real driver keeps write-combined
// page-locked memory (cuMemHostAlloc with CU_MEMHOSTALLOC_WRITECOMBINED,
// alone or with other flags) apart from the rest, and gives page-locked
// allocations of 2 MiB or more (not write-combined) granules of their own
// away from the small ones', while managed memory of any size shares one
// heap (the H100: testdata/reference/guard37, h100-native_1.out).
type hostHeapKey struct {
	kind          Kind // Host or Managed
	variable      bool // module variables (Origin Variable), apart from the program's
	writeCombined bool // Host with CU_MEMHOSTALLOC_WRITECOMBINED
	large         bool // Host, not write-combined, of Granule or more
}

// hostReserve follows the first granule of a context's first page-locked
// allocation (write-combined or not) when it comes before any device memory:
// the H100 held those 72 MiB PROT_NONE (a 3 MiB allocation landed just past
// them, 74 MiB from the granule's start, as firstReserve puts device
// memory's next granule), and a kernel read zeros there, 2 to 64 MiB past a
// 1 KiB allocation, its stores succeeding and read back by the next kernel,
// and faulted 74 and 80 MiB past; with device memory first, the next
// granule faulted (testdata/reference/granule37, granule41). As with device
// memory's reserve, a kernel's stores there are kept for kernels
// (reserveGranule); the host's side stays unmapped (the H100's is PROT_NONE).
const hostReserve = firstReserve - Granule

// managedReserve is where kernels reach managed memory's address range past the first chunk of
// the program's managed heap without a fault, from its granule's start: past a 1 KiB managed
// allocation in that granule the H100 read zeros 32 to 516 MiB on and 544 to 556 MiB on (there,
// 550 and 551 MiB on, the driver's words), its stores succeeding and read back by the next
// kernel, and faulted 2 to 31, 520 to 543, and 558 MiB on and past, whether device memory,
// page-locked memory or the kernel's module came first, and past a second 1 KiB
// allocation after a 4 MiB one in the same granule (testdata/reference/granule41,
// transcript2.txt and transcript3.txt). The granule from 518 MiB was not read: it faults here.
// The process held it all PROT_NONE, as cudasim's host side does.
var managedReserve = []vaRange{{32 << 20, 518 << 20}, {544 << 20, 558 << 20}}

// memHostAllocWriteCombined is CU_MEMHOSTALLOC_WRITECOMBINED.
const memHostAllocWriteCombined = 4

func hostHeapOf(a *Allocation, n uint64) hostHeapKey {
	k := hostHeapKey{kind: a.Kind, variable: a.Origin == Variable}
	if a.Kind == Host {
		k.writeCombined = a.Flags&memHostAllocWriteCombined != 0
		k.large = !k.writeCombined && n >= Granule
	}
	return k
}

// placeHost places a page-locked or managed allocation of a.Size bytes in
// its heap, mapping the granules it needs, and fills in a's address and
// bytes. ok is false when no host region was reserved or it has no room
// left (hostMemory then maps it apart). Callers hold s.mu.
func (s *space) placeHost(a *Allocation) (ok bool, err error) {
	r := hostVA()
	if r == nil {
		return false, nil
	}
	n := roundUp(a.Size, Alignment)
	k := hostHeapOf(a, n)
	h := s.hostHeaps[k]
	if h == nil {
		if s.hostHeaps == nil {
			s.hostHeaps, s.hostRefs, s.hostBlocks = map[hostHeapKey]*heap{}, map[uint64]int{}, map[uint64]*memBlock{}
		}
		h = &heap{variable: k.variable}
		s.hostHeaps[k] = h
	}
	mapped := func(g uint64) bool { return s.hostRefs[g] > 0 }
	if len(h.chunks) == 0 && k.kind == Host && !k.variable && !k.large && a.Owner != 0 && s.hostFirst[a.Owner] && !s.hostReserveTaken(a.Owner) {
		// The context's first page-locked allocation before any device memory, write-combined
		// or not: its heap's first granule, then hostReserve, is the context's reserve
		// (firstReserve). One a context: the next heap's granules follow the reserve
		// (testdata/reference/granule41, wc).
		// (The chunk's guard, unmapped as the reserve is, ends it.)
		start, ok := r.take(firstReserve - hostGuard)
		if !ok {
			return false, nil
		}
		h.chunks = append(h.chunks, vaRange{start, start + firstReserve - hostGuard})
		h.give(start, Granule)
		h.reserve = []vaRange{{start + Granule, start + firstReserve}}
		h.owner = a.Owner
	}
	if len(h.chunks) == 0 && k.kind == Managed && !k.variable {
		// The program's first managed chunk, then managedReserve: taken together, so that no
		// other chunk lands in the reserve.
		end := managedReserve[len(managedReserve)-1].end
		start, ok := r.take(end - hostGuard)
		if !ok {
			return false, nil
		}
		h.chunks = append(h.chunks, vaRange{start, start + end - hostGuard})
		h.give(start, min(chunkSize, managedReserve[0].start))
		for _, m := range managedReserve {
			h.reserve = append(h.reserve, vaRange{start + m.start, start + m.end})
		}
	}
	base, found := h.place(n, mapped)
	if !found {
		size := max(uint64(chunkSize), roundUp(n, Granule))
		start, ok := r.take(size)
		if !ok {
			return false, nil
		}
		h.chunks = append(h.chunks, vaRange{start, start + size})
		h.give(start, size)
		if base, found = h.place(n, mapped); !found {
			return false, nil
		}
	}
	if err := s.refHost(r, base, n, a.Kind == Managed, a.Flags); err != nil {
		h.give(base, n)
		return false, err
	}
	a.Base, a.vaStart, a.vaSize, a.inHostHeap = base, base, n, true
	a.host, a.lazy = r.bytes(base, n), a.Kind == Managed
	return true, nil
}

// hostReserveTaken says whether a host heap holds owner's reserve (hostReserve). Callers hold
// s.mu.
func (s *space) hostReserveTaken(owner uint64) bool {
	for _, h := range s.hostHeaps {
		if h.owner == owner && len(h.reserve) != 0 {
			return true
		}
	}
	return false
}

// refHost maps the granules of [base, base+n) that no allocation overlaps
// yet, as a block (see memBlock) with the allocation's flags, and counts
// one more allocation on each; the part of the range in granules mapped
// already is cleared (an earlier allocation or a program's overrun left
// bytes there), so every allocation starts zeroed. Callers hold s.mu.
func (s *space) refHost(r *hostRegion, base, n uint64, lazy bool, flags uint32) error {
	first, last := base/Granule, (base+n-1)/Granule
	for g := first; g <= last; g++ {
		if s.hostRefs[g] > 0 {
			lo, hi := max(base, g*Granule), min(base+n, (g+1)*Granule)
			clearHost(r.bytes(lo, hi-lo))
		}
	}
	for g := first; g <= last; {
		if s.hostRefs[g] > 0 {
			g++
			continue
		}
		run := g
		for g <= last && s.hostRefs[g] == 0 {
			g++
		}
		if err := r.mapGranules(run*Granule, (g-run)*Granule, lazy, lazy); err != nil {
			for u := first; u < run; u++ { // undo the runs mapped for it
				if s.hostRefs[u] == 0 {
					delete(s.hostBlocks, u)
					r.cache(u*Granule, Granule, lazy)
				}
			}
			return err
		}
		s.nextBlock++
		b := &memBlock{base: run * Granule, size: (g - run) * Granule, id: s.nextBlock, flags: flags}
		for u := run; u < g; u++ {
			s.hostBlocks[u] = b
		}
	}
	for g := first; g <= last; g++ {
		s.hostRefs[g]++
	}
	return nil
}

// releaseHost gives a freed allocation's range back to its heap; granules
// no allocation overlaps any more are cached (hostRegion.cache), and the
// whole pages of its range in the others are given back to the kernel.
// Callers hold s.mu.
func (s *space) releaseHost(a *Allocation) {
	r := hostVA()
	if h := s.hostHeaps[hostHeapOf(a, a.vaSize)]; h != nil {
		h.give(a.vaStart, a.vaSize)
	}
	base, n := a.vaStart, a.vaSize
	for g := base / Granule; g <= (base+n-1)/Granule; g++ {
		if s.hostRefs[g]--; s.hostRefs[g] <= 0 {
			delete(s.hostRefs, g)
			delete(s.hostBlocks, g)
			r.cache(g*Granule, Granule, a.lazy)
			continue
		}
		lo, hi := max(base, g*Granule), min(base+n, (g+1)*Granule)
		if lo, hi := roundUp(lo, hostPageSize), hi&^(hostPageSize-1); hi > lo {
			discardPages(r.bytes(lo, hi-lo))
		}
	}
}

// releaseHostHeaps caches every granule of the space's host heaps and gives
// their chunks back to the region (Close). Callers hold s.mu.
func (s *space) releaseHostHeaps() {
	r := hostVA()
	for k, h := range s.hostHeaps {
		for _, c := range h.chunks {
			for g := c.start / Granule; g < c.end/Granule; g++ {
				if s.hostRefs[g] > 0 {
					delete(s.hostRefs, g)
					delete(s.hostBlocks, g)
					r.cache(g*Granule, Granule, k.kind == Managed)
				}
			}
			r.give(c.start, c.end-c.start)
		}
		delete(s.hostHeaps, k)
	}
}

// hostPageSize is the host's page size: the host heap gives whole pages of
// freed and reused ranges back to the kernel and zeroes parts of pages.
var hostPageSize = uint64(syscall.Getpagesize())

// clearHost zeroes b, a range of mapped host memory: whole pages are given
// back to the kernel (they read zeros and cost nothing until touched: a
// large managed allocation is not made by clearing it), the rest written.
func clearHost(b []byte) {
	if len(b) == 0 {
		return
	}
	start := uint64(uintptr(unsafe.Pointer(&b[0])))
	lo, hi := roundUp(start, hostPageSize), (start+uint64(len(b)))&^(hostPageSize-1)
	if hi <= lo {
		clear(b)
		return
	}
	clear(b[:lo-start])
	discardPages(b[lo-start : hi-start])
	clear(b[hi-start:])
}
