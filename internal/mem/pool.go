package mem

import (
	"sort"
	"unsafe"

	"cudasim/cu"
)

// Memory pools (the stream-ordered allocator) take a window of device
// address space once, commit capacity to it in chunks and place their
// allocations inside it themselves: ReserveVA, Reserve/Unreserve for the
// capacity, Place for each allocation.

// ReserveVA takes n bytes of device address space, counting against no
// device's capacity; Close gives it back if ReleaseVA has not. ok is false
// when the region is exhausted.
// Nothing in the window is mapped until MapVA maps it.
func (s *Space) ReserveVA(n uint64) (base uint64, ok bool) {
	n = roundUp(n, Granule)
	base, ok = deviceVA().getAligned(n, Granule)
	if ok {
		s.mu.Lock()
		s.windows = append(s.windows, vaRange{base, base + n})
		s.mu.Unlock()
	}
	return base, ok
}

// MapVA maps the granules of [base, base+n), inside a ReserveVA window, as
// device dev's memory: kernels reach them whatever is allocated there (the
// pool commits memory in chunks; as on the H200, a kernel may touch a
// chunk's free part). It counts against no capacity (the pool reserves
// its own).
func (s *Space) MapVA(base, n uint64, dev int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for g := base / Granule; g < (base+n+Granule-1)/Granule; g++ {
		s.mapGranule(g*Granule, dev).pinned = true
	}
	s.newBlock(base, roundUp(n, Granule))
}

// UnmapVA unmaps the granules of [base, base+n) that MapVA mapped: kernels
// touching them fault from now on.
func (s *Space) UnmapVA(base, n uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for g := base / Granule; g < (base+n+Granule-1)/Granule; g++ {
		s.unmapGranule(g)
	}
}

// ReleaseVA gives back a range ReserveVA returned.
func (s *Space) ReleaseVA(base uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, w := range s.windows {
		if w.start == base {
			s.windows = append(s.windows[:i], s.windows[i+1:]...)
			s.unmapWindow(w)
			deviceVA().put(w.start, w.end-w.start)
			return
		}
	}
}

// unmapWindow unmaps what MapVA mapped in window w; callers hold s.mu.
func (s *space) unmapWindow(w vaRange) {
	for g := w.start / Granule; g < w.end/Granule; g++ {
		s.unmapGranule(g)
	}
}

// releaseWindows gives back every ReserveVA range; callers hold s.mu.
func (s *space) releaseWindows() {
	for _, w := range s.windows {
		s.unmapWindow(w)
		deviceVA().put(w.start, w.end-w.start)
	}
	s.windows = nil
}

// Place registers a device allocation of r.Size bytes at base, inside
// address space and capacity the caller holds (ReserveVA, Reserve): it
// takes neither, and freeing it gives neither back. It is otherwise an
// ordinary allocation (Lookup, Free, copies and kernels see it).
func (s *Space) Place(r Request, base uint64) (*Allocation, error) {
	if r.Size == 0 {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "allocation of 0 bytes")
	}
	if r.Device < 0 || r.Device >= len(s.devices) {
		return nil, cu.Errorf(cu.ErrorInvalidDevice, "device %d out of range [0, %d)", r.Device, len(s.devices))
	}
	a := &Allocation{Base: base, Size: r.Size, Kind: Device, Origin: r.Origin, Label: r.Label, Device: r.Device, Owner: r.Owner, Flags: r.Flags}
	s.mu.Lock()
	defer s.mu.Unlock()
	inWindow := false
	for _, w := range s.windows {
		inWindow = inWindow || (base >= w.start && base+r.Size <= w.end && base+r.Size > base)
	}
	if !inWindow {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "[%#x, +%d) is not inside a reserved window", base, r.Size)
	}
	i := sort.Search(len(s.allocs), func(i int) bool { return s.allocs[i].Base > a.Base })
	if (i > 0 && s.allocs[i-1].Base+s.allocs[i-1].Size > a.Base) || (i < len(s.allocs) && s.allocs[i].Base < a.Base+a.Size) {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "[%#x, +%d) overlaps a live allocation", a.Base, a.Size)
	}
	a.sp = s.space
	if s.trackInit {
		a.init = &initShadow{pages: map[uint64]*[pageSize / 64]uint64{}}
	}
	s.nextID++
	a.ID = s.nextID
	s.allocs = append(s.allocs, nil)
	copy(s.allocs[i+1:], s.allocs[i:])
	s.allocs[i] = a
	return a, nil
}

// ReserveHost maps n bytes of host memory that cost nothing until touched
// (as managed memory: MAP_NORESERVE), for a managed memory pool's window:
// the pool places its allocations in it (Alloc with Request.Host) and gives
// it back with ReleaseHost. The window is a chunk of the host region
// (hostregion.go), so running off its end faults.
func ReserveHost(n uint64) ([]byte, error) {
	if r := hostVA(); r != nil {
		if b, ok, err := r.window(n); ok {
			return b, err
		}
	}
	b, mmapped, err := hostMemory(n, true)
	if err == nil && !mmapped {
		return nil, cu.Errorf(cu.ErrorOutOfMemory, "cannot map %d bytes of host memory for a managed memory pool", n)
	}
	return b, err
}

// ReleaseHost gives back a window ReserveHost returned.
func ReleaseHost(b []byte) {
	if r := hostVA(); r != nil && r.holds(uint64(uintptr(unsafe.Pointer(&b[0]))), uint64(len(b))) {
		r.releaseWindow(b)
		return
	}
	hostPool.put(b, true)
}

// DiscardHost gives the pages of b (whole pages of a ReserveHost window)
// back to the kernel: they read as zeros from now on.
func DiscardHost(b []byte) {
	if len(b) > 0 {
		discardPages(b)
	}
}

// Freed reports whether the allocation has been freed.
func (a *Allocation) Freed() bool { return a.freed.Load() }
