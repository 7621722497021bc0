package mem

import "cudasim/cu"

// Device memory shared with another process (cuIpcGetMemHandle /
// cuIpcOpenMemHandle) is shared as the real driver shares it: by the
// physical memory behind the allocation, which is the whole granule(s) it
// lies in. The exporter's granules come to read and write a buffer the
// caller maps from a shared file (a Backing); the importer maps as many
// granules over the same bytes into a fresh region of its own address
// space and sees the allocation at the same offset in its first granule.
// A granule holding other allocations too shares them as well, as on the
// hardware (a write past the exported allocation is seen by the importer
// in the granule's other bytes).

// A Backing is the bytes of whole granules shared with another process.
type Backing struct {
	Buf []byte // whole granules
	// Release is called (with the space locked: it must not call back
	// into it) once no granule reads or writes Buf any more.
	Release func()
	// Tag is the caller's (the driver: its shared file).
	Tag any

	granules int // granules backed by Buf
}

// backGranule makes the granule at addr read and write b.Buf[off:off+Granule]
// from now on, copying in what it holds. Its pages count as touched
// against the space's budget. Callers hold s.mu.
func (s *space) backGranule(addr uint64, b *Backing, off uint64) error {
	g := s.granuleAt(addr)
	t := g.pages
	if !t.budget.take(int64(Granule) - int64(t.touched())) {
		return cu.Errorf(cu.ErrorOutOfMemory, "sharing the 2 MiB granule at %#x needs host memory past cudasim's budget for device pages", addr)
	}
	for i := range uint64(Granule / pageSize) {
		at := off + i<<pageShift
		np := &page{b: b.Buf[at : at+pageSize : at+pageSize]}
		if old := t.peek(i); old != nil {
			copy(np.b, old)
		}
		t.leaf(i).pages[i].Store(np)
	}
	t.backed.Store(true)
	g.backing, g.backingOff = b, off
	b.granules++
	return nil
}

// Share returns what an IPC handle of the device allocation holding addr
// exports: the Backing of the granules the allocation lies in (made by
// newBacking for their total size when they are not shared yet), the
// offset of the first of them in its Buf, and the allocation with its
// offset in its first granule. Granules already shared with another
// allocation's export keep their Backing; granules of which only some are
// shared, or by different Backings, answer CUDA_ERROR_NOT_SUPPORTED.
func (s *Space) Share(addr uint64, newBacking func(size uint64) (*Backing, error)) (b *Backing, bufOff uint64, a *Allocation, allocOff uint64, err error) {
	a, ok := s.Lookup(addr)
	if !ok || a.Kind != Device || a.vaSize == 0 {
		return nil, 0, nil, 0, cu.Errorf(cu.ErrorInvalidValue, "%#x is not in a device allocation of its own granules", addr)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	first := a.Base &^ (Granule - 1)
	n := (a.Base + a.Size - first + Granule - 1) / Granule
	var shared int
	for i := range n {
		g := s.granuleAt(first + i*Granule)
		if g == nil {
			return nil, 0, nil, 0, cu.Errorf(cu.ErrorInvalidValue, "%s is freed", a.describe())
		}
		if g.backing != nil {
			shared++
			if g.backing != s.granuleAt(first).backing || g.backingOff != s.granuleAt(first).backingOff+i*Granule {
				shared = -1
				break
			}
		}
	}
	switch {
	case shared == int(n):
		g := s.granuleAt(first)
		return g.backing, g.backingOff, a, a.Base - first, nil
	case shared != 0:
		return nil, 0, nil, 0, cu.Errorf(cu.ErrorNotSupported, "%s lies in granules shared in part by other allocations' IPC handles: cudasim cannot share them as one", a.describe())
	}
	b, err = newBacking(n * Granule)
	if err != nil {
		return nil, 0, nil, 0, err
	}
	for i := range n {
		if err := s.backGranule(first+i*Granule, b, i*Granule); err != nil {
			if b.granules == 0 {
				b.Release()
			}
			return nil, 0, nil, 0, err
		}
	}
	return b, 0, a, a.Base - first, nil
}

// BackGranules makes the mapped granules of [addr, addr+n) (granule
// boundaries) read and write b.Buf from bufOff on, as Share does for the
// granules of an exported allocation: a memory pool made for export shares
// each chunk of its window this way when it commits it. The granules' pages
// count as touched against the space's budget; a granule not mapped, or
// already shared, is CUDA_ERROR_INVALID_VALUE.
func (s *Space) BackGranules(addr, n uint64, b *Backing, bufOff uint64) error {
	if addr%Granule != 0 || n%Granule != 0 || bufOff%Granule != 0 || bufOff+n > uint64(len(b.Buf)) {
		return cu.Errorf(cu.ErrorInvalidValue, "[%#x, +%d) from %d of %d shared bytes is not a run of whole granules", addr, n, bufOff, len(b.Buf))
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for at := addr; at < addr+n; at += Granule {
		if g := s.granuleAt(at); g == nil || g.backing != nil {
			return cu.Errorf(cu.ErrorInvalidValue, "the granule at %#x is not mapped, or already shared", at)
		}
	}
	for at := addr; at < addr+n; at += Granule {
		if err := s.backGranule(at, b, bufOff+at-addr); err != nil {
			return err
		}
	}
	return nil
}

// AllocShared makes a device allocation of r.Size bytes over memory another
// process shares: it maps a fresh run of granules, read and written
// through b.Buf from bufOff on, and places the allocation at offset off in
// the first, where the exporter's lies in its granule. Freeing it unmaps
// the granules (and calls b.Release, the last of them gone).
func (s *Space) AllocShared(r Request, b *Backing, bufOff, off uint64) (*Allocation, error) {
	n := roundUp(off+r.Size, Granule)
	if r.Kind != Device || r.Size == 0 || off >= Granule || bufOff+n > uint64(len(b.Buf)) || bufOff%Granule != 0 {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%d bytes at offset %d cannot lie in %d shared bytes from %d", r.Size, off, len(b.Buf), bufOff)
	}
	if r.Device < 0 || r.Device >= len(s.devices) {
		return nil, cu.Errorf(cu.ErrorInvalidDevice, "device %d out of range [0, %d)", r.Device, len(s.devices))
	}
	s.mu.Lock()
	region, err := s.placeDevice(r, n)
	if err != nil {
		s.mu.Unlock()
		return nil, cu.Errorf(cu.ErrorOutOfMemory, "device %d: cannot map %d bytes of shared memory (%v)", r.Device, n, err)
	}
	for i := uint64(0); i < n; i += Granule {
		if err := s.backGranule(region+i, b, bufOff+i); err != nil {
			s.heapFor(r).give(region, n)
			s.unref(region, n)
			if b.granules == 0 {
				b.Release()
			}
			s.mu.Unlock()
			return nil, err
		}
	}
	a := &Allocation{Base: region + off, Size: r.Size, Kind: Device, Origin: r.Origin, Label: r.Label, Device: r.Device,
		Owner: r.Owner, Flags: r.Flags, sp: s.space, vaStart: region, vaSize: n}
	if s.trackInit {
		a.init = &initShadow{pages: map[uint64]*[pageSize / 64]uint64{}}
		a.mark(0, a.Size) // written by the other process, as far as this one can tell
	}
	s.insert(a)
	s.mu.Unlock()
	return a, nil
}

// unback lets go of a granule's shared bytes as it is unmapped. Callers
// hold s.mu.
func (g *granule) unback() {
	if b := g.backing; b != nil {
		g.backing = nil
		if b.granules--; b.granules == 0 && b.Release != nil {
			b.Release()
		}
	}
}
