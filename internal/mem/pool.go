package mem

import (
	"sort"

	"cudasim/cu"
)

// Memory pools (the stream-ordered allocator) take a window of device
// address space once, commit capacity to it in chunks and place their
// allocations inside it themselves: ReserveVA, Reserve/Unreserve for the
// capacity, Place for each allocation.

// ReserveVA takes n bytes of device address space, counting against no
// device's capacity; Close gives it back if ReleaseVA has not. ok is false
// when the region is exhausted.
//
// The window is mapped device memory from the start (a region: accesses
// anywhere in it do not fault, as in a pool's reserved and mapped space on
// the GPU), whatever its allocations.
func (s *Space) ReserveVA(n uint64) (base uint64, ok bool) {
	n = roundUp(n, Granule)
	base, ok = deviceVA().getAligned(n, Granule)
	if ok {
		s.mu.Lock()
		s.windows = append(s.windows, vaRange{base, base + n})
		s.insertRegion(&region{base: base, size: n, device: -1, window: true, pages: newPageTable(n, &s.budget)})
		s.mu.Unlock()
	}
	return base, ok
}

// ReleaseVA gives back a range ReserveVA returned.
func (s *Space) ReleaseVA(base uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, w := range s.windows {
		if w.start == base {
			s.windows = append(s.windows[:i], s.windows[i+1:]...)
			if r := s.findRegion(base); r != nil && r.window {
				s.unmapRegion(r)
			}
			deviceVA().put(w.start, w.end-w.start)
			return
		}
	}
}

// releaseWindows gives back every ReserveVA range; callers hold s.mu.
func (s *space) releaseWindows() {
	for _, w := range s.windows {
		if r := s.findRegion(w.start); r != nil && r.window {
			s.unmapRegion(r)
		}
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
	reg := s.findRegion(base)
	if reg == nil || !reg.window || r.Size > reg.base+reg.size-base {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "[%#x, +%d) is not inside a reserved window", base, r.Size)
	}
	i := sort.Search(len(s.allocs), func(i int) bool { return s.allocs[i].Base > a.Base })
	if (i > 0 && s.allocs[i-1].Base+s.allocs[i-1].Size > a.Base) || (i < len(s.allocs) && s.allocs[i].Base < a.Base+a.Size) {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "[%#x, +%d) overlaps a live allocation", a.Base, a.Size)
	}
	if reg.device < 0 {
		reg.device = r.Device // a window serves one device's pool
	}
	a.region = reg
	reg.live++
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

// Freed reports whether the allocation has been freed.
func (a *Allocation) Freed() bool { return a.freed.Load() }
