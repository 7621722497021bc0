package mem

import (
	"syscall"
	"unsafe"
)

// Page-locked and managed allocations are laid out as the H200 lays them
// out (testdata/reference/probe6, layout.txt's "managed and host" section:
// offsets 0, 0x200, 0x600, 0x1600, 0x11600 for 1, 1024, 4096, 64 KiB and
// 1 MiB; 3 MiB on a fresh granule; later small ones in the first granule's
// free space), with the device heaps' placement (heap.place): multiples of
// Alignment packed into 2 MiB granules, one heap per kind (and another for
// module variables) in each Space, its chunks taken from the host region
// (hostregion.go). Their addresses are host addresses: the granules are
// read-write host mappings, made when an allocation first overlaps them and
// cached when the last one goes. So, as on the GPU, a host write past an
// allocation's end lands in its granule (a neighbour, or free space), and
// past a mapped granule it faults (or lands in a cached granule), never in
// memory that is not cudasim's host memory.

type hostHeapKey struct {
	kind     Kind // Host or Managed
	variable bool // module variables (Origin Variable), apart from the program's
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
	k := hostHeapKey{a.Kind, a.Origin == Variable}
	h := s.hostHeaps[k]
	if h == nil {
		if s.hostHeaps == nil {
			s.hostHeaps, s.hostRefs = map[hostHeapKey]*heap{}, map[uint64]int{}
		}
		h = &heap{variable: k.variable}
		s.hostHeaps[k] = h
	}
	mapped := func(g uint64) bool { return s.hostRefs[g] > 0 }
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
	if err := s.refHost(r, base, n, a.Kind == Managed); err != nil {
		h.give(base, n)
		return false, err
	}
	a.Base, a.vaStart, a.vaSize, a.inHostHeap = base, base, n, true
	a.host, a.lazy = r.bytes(base, n), a.Kind == Managed
	return true, nil
}

// refHost maps the granules of [base, base+n) that no allocation overlaps
// yet and counts one more allocation on each; the part of the range in
// granules mapped already is cleared (an earlier allocation or a program's
// overrun left bytes there), so every allocation starts zeroed. Callers
// hold s.mu.
func (s *space) refHost(r *hostRegion, base, n uint64, lazy bool) error {
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
		if err := r.mapGranules(run*Granule, (g-run)*Granule, lazy); err != nil {
			for u := first; u < run; u++ { // undo the runs mapped for it
				if s.hostRefs[u] == 0 {
					r.cache(u*Granule, Granule, lazy)
				}
			}
			return err
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
	if h := s.hostHeaps[hostHeapKey{a.Kind, a.Origin == Variable}]; h != nil {
		h.give(a.vaStart, a.vaSize)
	}
	base, n := a.vaStart, a.vaSize
	for g := base / Granule; g <= (base+n-1)/Granule; g++ {
		if s.hostRefs[g]--; s.hostRefs[g] <= 0 {
			delete(s.hostRefs, g)
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
