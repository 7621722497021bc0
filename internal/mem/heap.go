package mem

import (
	"sort"
)

// Device memory is laid out and mapped the way the real driver does it,
// as measured on the H200 (testdata/reference/probe6: layout.txt and
// transcript.txt; probe3):
//
//   - Each context has its own heap of device address space, reserved in
//     chunks. Its first chunk begins with driver-internal memory (a granule,
//     mapped) right below the program's first allocation, which starts on a
//     2 MiB boundary.
//   - Allocations take multiples of 512 bytes. One smaller than 2 MiB goes
//     to the smallest free range inside one mapped granule that holds it
//     (best fit, the lowest address on a tie): a freed slot is reused by
//     the next allocation that fits, and the tail of a large allocation's
//     last granule is handed to small ones. Failing that, and for 2 MiB or
//     more, it starts the lowest run of unmapped granules that holds it.
//   - Memory is mapped in 2 MiB granules: a granule is mapped while a live
//     allocation overlaps it, and unmapped when its last one is freed (or
//     its context destroyed). cuMemGetInfo counts mapped granules.
//
// A kernel's access faults only outside mapped granules: a write past the
// end of an allocation lands in its granule (in a neighbour, or free space)
// as on the GPU. The bytes belong to the granule, not to the allocation.
// Exact per-allocation bounds remain for copies and for the sanitizer
// (Lookup, StrictView).

// Granule is the unit in which device memory is mapped.
const Granule = 2 << 20

const (
	// firstChunk is the address space of a heap's first chunk, whose first
	// granule is the driver's own (mapped, never handed out: the H200 did
	// not fault on the 64 KiB below a context's first allocation): the H200
	// placed 24 MiB of allocations from the first address on before taking
	// a new chunk for the next.
	firstChunk = Granule + 24<<20
	// chunkSize is the address space of a heap's later chunks (at least:
	// a larger allocation gets a chunk its size).
	chunkSize = 32 << 20
	// chunkGuard is left unused after each chunk, so that running off its
	// end faults.
	chunkGuard = Granule
	// firstReserve: when a context's first device allocation comes before
	// any page-locked host allocation (cuMemAllocHost) of it, the H200 does
	// not fault on the 74 MiB from the start of that allocation's granule
	// on, allocated or not, and counts none of it in cuMemGetInfo (runtime
	// and driver programs alike; a 2 MiB allocation lands just past it:
	// testdata/reference/errs13). After a cuMemAllocHost, the next granule
	// faults (probe6).
	firstReserve = 74 << 20
)

// A granule is 2 MiB of mapped device memory.
type granule struct {
	pages  *pageTable
	device int
	refs   int  // live allocations overlapping it
	pinned bool // the driver's own, or a pool's: counts against no capacity, stays mapped when no allocation overlaps it
	// backing: the granule's bytes are shared with another process, from
	// backingOff in backing.Buf (see Space.Share)
	backing    *Backing
	backingOff uint64
	// phys: the granule maps physical memory made apart from it
	// (MapPhysical), whose page table it shares; its pages and capacity
	// are the Physical's. access: the CUmemAccess_flags SetAccess gave
	// each device, by ordinal (none past its end): a device without any
	// reaches it from no kernel; copies need some device's (accessOf).
	phys   *Physical
	access []int32
	// block: the granules mapped together with this one (see Block).
	block *memBlock
}

// A memBlock is a run of granules mapped at once, as the driver maps a
// block of memory for an allocation that fits no mapped granule's free space
// (a block of its size rounded up to granules) or a pool's chunk; later
// allocations placed in its free space share it. flags: for page-locked
// memory, the flags of the allocation the block was mapped for, which
// cuMemHostGetFlags reports for every allocation in it (HostFlags).
type memBlock struct {
	base, size, id uint64
	flags          uint32
}

// newBlock numbers a block of the n bytes of granules from base and marks
// the granules of it that have none yet. Callers hold s.mu.
func (s *space) newBlock(base, n uint64) {
	s.nextBlock++
	b := &memBlock{base: base, size: n, id: s.nextBlock}
	for g := base / Granule; g < (base+n)/Granule; g++ {
		if gr := s.granules[g]; gr != nil && gr.block == nil {
			gr.block = b
		}
	}
}

// A heap is one context's device address space on one device.
type heap struct {
	owner    uint64
	device   int
	variable bool      // holds module variables (Origin Variable), apart from the program's allocations
	chunks   []vaRange // address space taken from the process region, with its guard
	free     []vaRange // free ranges, sorted and merged
	reserve  []vaRange // where kernels reach unallocated memory without a fault (firstReserve, hostReserve, managedReserve)
}

type heapKey struct {
	owner    uint64
	device   int
	variable bool
}

// place finds room for n bytes (a multiple of Alignment), as the H200's
// allocator does: the smallest free range inside one mapped granule that
// holds n (the lowest on a tie); failing that, or for n of a granule or
// more, the lowest run of unmapped granules that holds it, from its start.
// mapped says whether the granule at address g*Granule is mapped.
func (h *heap) place(n uint64, mapped func(g uint64) bool) (uint64, bool) {
	if n < Granule {
		best, bestSize := uint64(0), uint64(0)
		for _, r := range h.free {
			for lo := r.start; lo < r.end; {
				hi := min(r.end, (lo/Granule+1)*Granule)
				if size := hi - lo; size >= n && mapped(lo/Granule) && (bestSize == 0 || size < bestSize) {
					best, bestSize = lo, size
				}
				lo = hi
			}
		}
		if bestSize != 0 {
			h.takeAt(best, n)
			return best, true
		}
	}
	k := (n + Granule - 1) / Granule
	for _, r := range h.free {
		for g := roundUp(r.start, Granule); g+k*Granule <= r.end; g += Granule {
			free := true
			for j := uint64(0); j < k && free; j++ {
				free = !mapped(g/Granule + j)
			}
			if free {
				h.takeAt(g, n)
				return g, true
			}
		}
	}
	return 0, false
}

// takeAt removes [at, at+n) from the free range holding it.
func (h *heap) takeAt(at, n uint64) {
	i := sort.Search(len(h.free), func(i int) bool { return h.free[i].end > at })
	h.take(i, at, n)
}

// take removes [at, at+n) from free range i.
func (h *heap) take(i int, at, n uint64) {
	r := h.free[i]
	var rest []vaRange
	if r.start < at {
		rest = append(rest, vaRange{r.start, at})
	}
	if at+n < r.end {
		rest = append(rest, vaRange{at + n, r.end})
	}
	h.free = append(h.free[:i], append(rest, h.free[i+1:]...)...)
}

// give returns [start, start+n) to the free ranges.
func (h *heap) give(start, n uint64) {
	end := start + n
	i := sort.Search(len(h.free), func(i int) bool { return h.free[i].start >= start })
	mergePrev := i > 0 && h.free[i-1].end == start
	mergeNext := i < len(h.free) && h.free[i].start == end
	switch {
	case mergePrev && mergeNext:
		h.free[i-1].end = h.free[i].end
		h.free = append(h.free[:i], h.free[i+1:]...)
	case mergePrev:
		h.free[i-1].end = end
	case mergeNext:
		h.free[i].start = start
	default:
		h.free = append(h.free, vaRange{})
		copy(h.free[i+1:], h.free[i:])
		h.free[i] = vaRange{start, end}
	}
}

// grow adds a chunk of address space able to hold n bytes; the first chunk
// of a program heap begins with the driver's granule. Callers hold s.mu.
func (s *space) grow(h *heap, n uint64) bool {
	size := uint64(chunkSize)
	first := len(h.chunks) == 0 && !h.variable
	if first {
		size = firstChunk
	}
	need := roundUp(n, Granule)
	if first {
		need += Granule
	}
	size = max(size, need)
	va := size
	var firstPart, postStart uint64 // with the reserve: the first granule's part and where the rest begins, from start
	reserve := first && h.owner != 0 && !s.hostFirst[h.owner]
	if reserve {
		// The H200 hands out the first granule and then nothing below the
		// reserve's end: an allocation that needs a new granule lands
		// 74 MiB past the first one's (testdata/reference/errs13, a 2 MiB
		// allocation; mapattr26, 0x1ffe00 bytes and four more after it).
		// Past the reserve the chunk's rest is free (24 MiB of allocations
		// in all, as without the reserve; mapattr26 placed 18 MiB there and
		// took a new chunk for 40 MiB). A first allocation larger than a
		// granule takes what it needs from the first granule on.
		firstPart = max(Granule, roundUp(n, Granule))
		postStart = max(firstReserve, firstPart)
		va = Granule + postStart + firstChunk - 2*Granule
	}
	base, ok := deviceVA().getAligned(va+chunkGuard, Granule)
	if !ok {
		return false
	}
	h.chunks = append(h.chunks, vaRange{base, base + va + chunkGuard})
	start := base
	if first {
		s.mapGranule(base, h.device).pinned = true
		start += Granule
	}
	if reserve {
		h.reserve = []vaRange{{start, start + firstReserve}}
		h.give(start, firstPart)
		h.give(start+postStart, base+va-start-postStart)
		return true
	}
	h.give(start, base+size-start)
	return true
}

// heapFor returns the heap for an allocation request. Callers hold s.mu.
func (s *space) heapFor(r Request) *heap {
	k := heapKey{r.Owner, r.Device, r.Origin == Variable}
	h := s.heaps[k]
	if h == nil {
		if s.heaps == nil {
			s.heaps = map[heapKey]*heap{}
		}
		h = &heap{owner: r.Owner, device: r.Device, variable: k.variable}
		s.heaps[k] = h
	}
	return h
}

// mapGranule returns the granule at addr (a granule boundary), mapping it
// if needed. Callers hold s.mu.
func (s *space) mapGranule(addr uint64, device int) *granule {
	if s.granules == nil {
		s.granules = map[uint64]*granule{}
	}
	g := s.granules[addr/Granule]
	if g == nil {
		g = &granule{pages: newPageTable(Granule, &s.budget), device: device}
		s.granules[addr/Granule] = g
	}
	return g
}

// granuleAt returns the mapped granule holding addr, or nil. Callers hold
// s.mu (for reading at least).
func (s *space) granuleAt(addr uint64) *granule { return s.granules[addr/Granule] }

// ref maps the granules [addr, addr+n) overlaps for one more allocation,
// counting newly mapped ones against the device's capacity; it reports
// false, mapping nothing, when the capacity has no room. Callers hold s.mu.
func (s *space) ref(addr, n uint64, device int) bool {
	var fresh, first uint64 // bytes of granules to map, the first of them (a new block)
	for g := addr / Granule; g <= (addr+n-1)/Granule; g++ {
		if s.granules[g] == nil {
			if fresh == 0 {
				first = g * Granule
			}
			fresh += Granule
		}
	}
	// The bytes asked for must fit what is free; the granules holding
	// them may take the last partial granule's worth more (free memory is
	// rarely a whole number of granules, and all of it can be allocated).
	d := &s.devices[device]
	if avail := d.avail(); fresh > avail && roundUp(n, Alignment) > avail {
		return false
	}
	d.used += fresh
	for g := addr / Granule; g <= (addr+n-1)/Granule; g++ {
		s.mapGranule(g*Granule, device).refs++
	}
	if fresh != 0 {
		s.newBlock(first, fresh)
	}
	return true
}

// unref is the reverse of ref: granules no allocation overlaps any more
// are unmapped, their pages given back. Callers hold s.mu.
func (s *space) unref(addr, n uint64) {
	for g := addr / Granule; g <= (addr+n-1)/Granule; g++ {
		gr := s.granules[g]
		if gr == nil {
			continue
		}
		gr.refs--
		if gr.refs <= 0 && !gr.pinned {
			s.unmapGranule(g)
		}
	}
}

// unmapGranule drops granule g. Callers hold s.mu.
func (s *space) unmapGranule(g uint64) {
	gr := s.granules[g]
	if gr == nil {
		return
	}
	delete(s.granules, g)
	if gr.phys != nil { // the pages are the physical memory's (UnmapPhysical)
		gr.phys.mappings--
		s.dropPhysical(gr.phys)
		return
	}
	gr.pages.budget.give(int64(gr.pages.touched()))
	gr.unback()
	if !gr.pinned && gr.device >= 0 && gr.device < len(s.devices) {
		s.devices[gr.device].used -= Granule
	}
}

// placeDevice finds room for a device allocation of n bytes (a multiple of
// Alignment) and maps its granules. Callers hold s.mu.
func (s *space) placeDevice(r Request, n uint64) (uint64, error) {
	h := s.heapFor(r)
	mapped := func(g uint64) bool { return s.granules[g] != nil }
	base, ok := h.place(n, mapped)
	if !ok {
		if !s.grow(h, n) {
			return 0, errVA
		}
		if base, ok = h.place(n, mapped); !ok {
			return 0, errVA
		}
	}
	if !s.ref(base, n, r.Device) {
		h.give(base, n)
		return 0, errCapacity
	}
	return base, nil
}

type placeError string

func (e placeError) Error() string { return string(e) }

const (
	errVA       placeError = "device address space exhausted"
	errCapacity placeError = "device capacity exhausted"
)

// releaseDevice gives a freed device allocation's range back to its heap
// and unmaps the granules nothing else uses. Callers hold s.mu.
func (s *space) releaseDevice(a *Allocation) {
	if a.vaSize == 0 {
		return // placed in a pool's window (Place): the pool maps and unmaps it
	}
	k := heapKey{a.Owner, a.Device, a.Origin == Variable}
	if h := s.heaps[k]; h != nil {
		h.give(a.vaStart, a.vaSize)
	}
	s.unref(a.vaStart, a.vaSize)
}

// releaseHeaps gives back the address space of owner's heaps (its context
// is gone) and unmaps their internal granules. Callers hold s.mu.
func (s *space) releaseHeaps(owner uint64) {
	for k, h := range s.heaps {
		if k.owner != owner {
			continue
		}
		for _, c := range h.chunks {
			for g := c.start / Granule; g < c.end/Granule; g++ {
				if gr := s.granules[g]; gr != nil && gr.pinned {
					s.unmapGranule(g)
				}
			}
			deviceVA().put(c.start, c.end-c.start)
		}
		for _, r := range h.reserve {
			for g := r.start / Granule; g < r.end/Granule; g++ {
				delete(s.reserved, g)
			}
		}
		delete(s.heaps, k)
	}
	delete(s.hostFirst, owner)
}

// reserves says whether addr lies in one of h's reserves.
func (h *heap) reserves(addr uint64) bool {
	for _, r := range h.reserve {
		if r.holds(addr) {
			return true
		}
	}
	return false
}

// reserveGranule returns the backing of addr when it lies in a heap's
// reserve (firstReserve, hostReserve, managedReserve) and no granule is mapped there,
// making it on first touch; its device (-1 for page-locked memory's, which
// every device reaches); or nil. It is apart from the mapped granules:
// cuMemGetInfo and placement do not see it. Callers hold no lock.
func (s *space) reserveGranule(addr uint64) (*granule, int) {
	s.mu.RLock()
	dev, in := -1, false
	for _, h := range s.heaps {
		if h.reserves(addr) {
			dev, in = h.device, true
			break
		}
	}
	for _, h := range s.hostHeaps {
		if h.reserves(addr) {
			in = true // page-locked and managed memory's reserves: every device's, dev -1
			break
		}
	}
	g := s.reserved[addr/Granule]
	s.mu.RUnlock()
	if !in || g != nil {
		return g, dev
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if g = s.reserved[addr/Granule]; g == nil {
		if s.reserved == nil {
			s.reserved = map[uint64]*granule{}
		}
		g = &granule{pages: newPageTable(Granule, &s.budget), device: dev}
		s.reserved[addr/Granule] = g
	}
	return g, dev
}

// releaseAll unmaps everything and gives back all address space (Close).
// Callers hold s.mu.
func (s *space) releaseAll() {
	for g := range s.granules {
		s.unmapGranule(g)
	}
	s.reserved = nil
	for k, h := range s.heaps {
		for _, c := range h.chunks {
			deviceVA().put(c.start, c.end-c.start)
		}
		delete(s.heaps, k)
	}
	s.releaseHostHeaps()
	s.releaseWindows()
}
