package mem

import (
	"sort"
)

// Device memory is mapped the way the real driver maps it (measured on the
// H200: testdata/reference/probe6 and probe3): in regions of whole 2 MiB
// granules. An allocation smaller than a granule is packed with others into
// a shared region at 512-byte granularity (first fit, a freed slot reused by
// the next allocation that fits); a larger one gets a region of its own, its
// size rounded up to whole granules. A kernel's access faults only outside
// every mapped region, so, as on the GPU, a write a little past the end of
// an allocation lands in its padding or its neighbour instead of faulting.
// The bytes belong to the region, not to the allocation: a neighbour sees
// an overrun's bytes, as it would on the GPU. Per-allocation bounds remain
// for copies and for the sanitizer (Lookup).

// Granule is the unit in which device memory is mapped.
const Granule = 2 << 20

// A region is mapped device memory: whole granules of one device, owned by
// one context.
type region struct {
	base, size uint64
	device     int
	owner      uint64     // the owning context's handle (FreeOwner), 0 for none
	pages      *pageTable // the region's bytes
	small      bool       // shared by allocations packed at Alignment granularity
	free       []vaRange  // small: the unallocated ranges, in address order
	live       int        // allocations inside
	window     bool       // a memory pool's address space (ReserveVA); never packed into
}

func (r *region) contains(addr uint64) bool { return addr >= r.base && addr-r.base < r.size }

// take returns the first free range of n bytes of a small region (first
// fit), or false.
func (r *region) take(n uint64) (uint64, bool) {
	for i, f := range r.free {
		if f.end-f.start < n {
			continue
		}
		start := f.start
		if f.end-f.start == n {
			r.free = append(r.free[:i], r.free[i+1:]...)
		} else {
			r.free[i].start += n
		}
		return start, true
	}
	return 0, false
}

// give returns [start, start+n) to a small region's free ranges.
func (r *region) give(start, n uint64) {
	end := start + n
	i := sort.Search(len(r.free), func(i int) bool { return r.free[i].start >= start })
	mergePrev := i > 0 && r.free[i-1].end == start
	mergeNext := i < len(r.free) && r.free[i].start == end
	switch {
	case mergePrev && mergeNext:
		r.free[i-1].end = r.free[i].end
		r.free = append(r.free[:i], r.free[i+1:]...)
	case mergePrev:
		r.free[i-1].end = end
	case mergeNext:
		r.free[i].start = start
	default:
		r.free = append(r.free, vaRange{})
		copy(r.free[i+1:], r.free[i:])
		r.free[i] = vaRange{start, end}
	}
}

// findRegion returns the region containing addr, or nil. Callers hold s.mu.
func (s *space) findRegion(addr uint64) *region {
	i := sort.Search(len(s.regions), func(i int) bool { return s.regions[i].base > addr }) - 1
	if i >= 0 && s.regions[i].contains(addr) {
		return s.regions[i]
	}
	return nil
}

// addRegion maps a region of size bytes (a multiple of Granule) at a
// granule-aligned address. Callers hold s.mu.
func (s *space) addRegion(size uint64, device int, owner uint64, small bool) (*region, bool) {
	base, ok := deviceVA().getAligned(size, Granule)
	if !ok {
		return nil, false
	}
	r := &region{base: base, size: size, device: device, owner: owner, small: small, pages: newPageTable(size, &s.budget)}
	if small {
		r.free = []vaRange{{base, base + size}}
	}
	s.insertRegion(r)
	return r, true
}

func (s *space) insertRegion(r *region) {
	i := sort.Search(len(s.regions), func(i int) bool { return s.regions[i].base > r.base })
	s.regions = append(s.regions, nil)
	copy(s.regions[i+1:], s.regions[i:])
	s.regions[i] = r
}

// unmapRegion drops a region: its addresses fault from now on, and its
// pages go back to the touch budget. Callers hold s.mu.
func (s *space) unmapRegion(r *region) {
	i := sort.Search(len(s.regions), func(i int) bool { return s.regions[i].base >= r.base })
	if i < len(s.regions) && s.regions[i] == r {
		s.regions = append(s.regions[:i], s.regions[i+1:]...)
	}
	r.pages.budget.give(int64(r.pages.touched()))
	if !r.window {
		deviceVA().put(r.base, r.size)
	}
}

// placeDevice finds room for a device allocation of n bytes (a multiple of
// Alignment): packed into a small region of the same device and owner, or
// a region of its own. Callers hold s.mu.
func (s *space) placeDevice(n uint64, device int, owner uint64) (*region, uint64, bool) {
	if n < Granule {
		for _, r := range s.regions {
			if r.small && r.device == device && r.owner == owner {
				if base, ok := r.take(n); ok {
					return r, base, true
				}
			}
		}
		r, ok := s.addRegion(Granule, device, owner, true)
		if !ok {
			return nil, 0, false
		}
		base, _ := r.take(n)
		return r, base, true
	}
	r, ok := s.addRegion(roundUp(n, Granule), device, owner, false)
	if !ok {
		return nil, 0, false
	}
	return r, r.base, true
}

// releaseDevice gives a freed device allocation's range back to its region,
// unmapping the region when it holds nothing else. Callers hold s.mu.
func (s *space) releaseDevice(a *Allocation) {
	r := a.region
	if r == nil {
		return
	}
	r.live--
	if r.small {
		r.give(a.Base, a.vaSize)
		// Pages no allocation covers any more go back to the budget (they
		// read as zeros from now on).
		s.dropFreePages(r, a.Base, a.Base+a.vaSize)
	}
	if r.live == 0 && !r.window {
		s.unmapRegion(r)
	}
}

// dropFreePages gives back the pages of a small region between lo and hi
// that lie wholly in its free ranges.
func (s *space) dropFreePages(r *region, lo, hi uint64) {
	first := (lo - r.base) >> pageShift
	last := (hi - r.base - 1) >> pageShift
	for p := first; p <= last; p++ {
		pstart := r.base + p<<pageShift
		pend := pstart + pageSize
		i := sort.Search(len(r.free), func(i int) bool { return r.free[i].end > pstart })
		if i < len(r.free) && r.free[i].start <= pstart && r.free[i].end >= pend {
			r.pages.setFill(p, nil)
		}
	}
}
