package mem

import (
	"fmt"
	"sort"

	"cudasim/cu"
)

// Physical memory apart from addresses, for the virtual memory management
// API (docs/vmm.md): a Physical is whole granules' page tables owned by no
// address; MapPhysical installs granules whose page tables are the
// Physical's, so two mappings of one Physical share its bytes through the
// same paths every access takes (span, chunk: granuleAt → pages).

// A Physical is device memory made by cuMemCreate: page tables, one a
// granule, that mappings share.
type Physical struct {
	Device int
	Size   uint64 // bytes, a multiple of Granule

	tables   []*pageTable
	mappings int  // granules mapped onto its tables
	released bool // its handle was released: it goes with its last mapping
	counted  bool // it counts against its device's capacity
	gone     bool // its pages and capacity were given back
	backing  *Backing
}

// Mapped reports how many granules are mapped onto p's memory now.
func (p *Physical) Mapped() int { return p.mappings }

// CreatePhysical makes size bytes (a multiple of Granule) of device dev's
// memory, counting them against its capacity now when counted is set
// (CUDA_ERROR_OUT_OF_MEMORY past it; host memory is not counted).
func (s *Space) CreatePhysical(dev int, size uint64, counted bool) (*Physical, error) {
	if dev < 0 || dev >= len(s.devices) {
		return nil, cu.Errorf(cu.ErrorInvalidDevice, "device %d out of range [0, %d)", dev, len(s.devices))
	}
	if size == 0 || size%Granule != 0 {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "physical memory of %d bytes: not a positive multiple of %d", size, Granule)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	d := &s.devices[dev]
	if free := d.avail(); size > free && counted {
		return nil, cu.Errorf(cu.ErrorOutOfMemory, "device %d: cannot create %d bytes of physical memory, %d of %d free", dev, size, free, d.capacity)
	}
	if !counted && size > 1<<46 {
		return nil, cu.Errorf(cu.ErrorOutOfMemory, "%d bytes of host physical memory", size)
	}
	if counted {
		d.used += size
	}
	p := &Physical{Device: dev, Size: size, counted: counted, tables: make([]*pageTable, size/Granule)}
	for i := range p.tables {
		p.tables[i] = newPageTable(Granule, &s.budget)
	}
	return p, nil
}

// ReleasePhysical gives up p's handle: its memory goes now if nothing maps
// it, else with its last mapping. A second release is CUDA_ERROR_INVALID_VALUE.
func (s *Space) ReleasePhysical(p *Physical) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if p.released {
		return cu.Errorf(cu.ErrorInvalidValue, "physical memory of %d bytes already released", p.Size)
	}
	p.released = true
	s.dropPhysical(p)
	return nil
}

// dropPhysical gives back p's pages and capacity once it is released and
// unmapped. Callers hold s.mu.
func (s *space) dropPhysical(p *Physical) {
	if !p.released || p.mappings > 0 || p.gone {
		return
	}
	p.gone = true
	for _, t := range p.tables {
		t.budget.give(int64(t.touched()))
	}
	if b := p.backing; b != nil {
		p.backing = nil
		if b.granules -= len(p.tables); b.granules <= 0 && b.Release != nil {
			b.Release()
		}
	}
	p.tables = nil
	if !p.counted {
		return
	}
	if d := &s.devices[p.Device]; d.used >= p.Size {
		d.used -= p.Size
	} else {
		d.used = 0
	}
}

// ReservedVA reports whether [addr, addr+n) lies inside one ReserveVA
// window.
func (s *Space) ReservedVA(addr, n uint64) bool {
	s.mu.RLock()
	defer s.mu.RUnlock()
	for _, w := range s.windows {
		if addr >= w.start && addr+n <= w.end && addr+n > addr {
			return true
		}
	}
	return false
}

// ReserveVAAligned is ReserveVA with the window's start aligned to align
// (a power of two, at least Granule), taken after the last window it
// handed out when there is room there: as on the H200, reservations follow
// one another and a range just freed is not handed out again at once
// (testdata/reference/vmm, sections reserve and beyond).
func (s *Space) ReserveVAAligned(n, align uint64) (base uint64, ok bool) {
	n = roundUp(n, Granule)
	s.mu.Lock()
	from := s.vaNext
	s.mu.Unlock()
	base, ok = deviceVA().getAlignedFrom(n, max(align, Granule), from)
	if ok {
		s.mu.Lock()
		s.windows = append(s.windows, vaRange{base, base + n})
		s.vaNext = base + n
		s.mu.Unlock()
	}
	return base, ok
}

// MapPhysical maps [addr, addr+n) (granule boundaries, inside a ReserveVA
// window, nothing mapped there) onto p's memory from offset off, and
// registers the mapping as a device allocation of origin Mapped (r gives
// its owner and label). The mapping is reached by no kernel and refused by
// copies until SetAccess makes it accessible.
func (s *Space) MapPhysical(addr, n uint64, p *Physical, off uint64, r Request) (*Allocation, error) {
	if addr%Granule != 0 || n == 0 || n%Granule != 0 || off%Granule != 0 || addr+n < addr {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "mapping [%#x, +%d) from offset %d: not whole granules", addr, n, off)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if p.gone {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "the physical memory was released")
	}
	if off >= p.Size || n > p.Size-off {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "mapping %d bytes from offset %d of %d bytes of physical memory", n, off, p.Size)
	}
	// Adjacent reservations are one range to map in (measured:
	// testdata/reference/vmm, section beyond).
	for g := addr; g < addr+n; g += Granule {
		in := false
		for _, w := range s.windows {
			in = in || (g >= w.start && g < w.end)
		}
		if !in {
			return nil, cu.Errorf(cu.ErrorInvalidValue, "%#x is in no reserved address range", g)
		}
	}
	for g := addr / Granule; g < (addr+n)/Granule; g++ {
		if s.granules[g] != nil {
			return nil, cu.Errorf(cu.ErrorInvalidValue, "%#x is mapped already", g*Granule)
		}
	}
	if s.granules == nil {
		s.granules = map[uint64]*granule{}
	}
	for i := uint64(0); i < n/Granule; i++ {
		s.granules[addr/Granule+i] = &granule{pages: p.tables[off/Granule+i], device: p.Device, pinned: true, phys: p}
	}
	p.mappings += int(n / Granule)
	a := &Allocation{Base: addr, Size: n, Kind: Device, Origin: Mapped, Label: r.Label, Device: p.Device, Owner: r.Owner,
		Flags: r.Flags, sp: s.space, Phys: p, PhysOff: off}
	if s.trackInit {
		a.init = &initShadow{pages: map[uint64]*[pageSize / 64]uint64{}}
		a.mark(0, a.Size) // its bytes may have been written through another mapping
	}
	s.insert(a)
	return a, nil
}

// UnmapPhysical unmaps the mappings inside [addr, addr+n) and returns
// them; a mapping the range cuts is CUDA_ERROR_INVALID_VALUE (nothing is
// unmapped), holes are fine. The physical memory goes with its last
// mapping if its handle was released.
func (s *Space) UnmapPhysical(addr, n uint64) ([]*Allocation, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	end := addr + n
	if n == 0 || end < addr {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "unmapping [%#x, +%d)", addr, n)
	}
	i := sort.Search(len(s.allocs), func(i int) bool { return s.allocs[i].Base+s.allocs[i].Size > addr })
	j := i
	for ; j < len(s.allocs) && s.allocs[j].Base < end; j++ {
		a := s.allocs[j]
		if a.Origin != Mapped {
			return nil, cu.Errorf(cu.ErrorInvalidValue, "[%#x, +%d) holds %s, not a mapping", addr, n, a.describe())
		}
		if a.Base < addr || a.Base+a.Size > end {
			return nil, cu.Errorf(cu.ErrorInvalidValue, "[%#x, +%d) cuts the mapping [%#x, +%d)", addr, n, a.Base, a.Size)
		}
	}
	gone := append([]*Allocation(nil), s.allocs[i:j]...)
	s.allocs = append(s.allocs[:i], s.allocs[j:]...)
	for _, a := range gone {
		for g := a.Base / Granule; g < (a.Base+a.Size)/Granule; g++ {
			if s.granules[g].readOnly() {
				s.readOnly.Add(-1)
			}
			delete(s.granules, g)
		}
		a.Phys.mappings -= int(a.Size / Granule)
		s.dropPhysical(a.Phys)
		a.freed.Store(true)
	}
	return gone, nil
}

// accessRead is CU_MEM_ACCESS_FLAGS_PROT_READ: copies and memsets may
// read such a mapping, not write it (measured: testdata/reference/vmm);
// kernels of the device given it read it, and a write faults (View).
const accessRead = 1

// SetAccess gives device dev the access flags (CUmemAccess_flags) to the
// mapped granules of [addr, addr+n): 0 none (its kernels do not reach
// them), accessRead read-only, 3 read-write. Every granule of the range
// must be mapped; AccessFlags answers them.
func (s *Space) SetAccess(addr, n uint64, dev int, flags int32) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if addr%Granule != 0 || n == 0 || n%Granule != 0 || addr+n < addr {
		return cu.Errorf(cu.ErrorInvalidValue, "access to [%#x, +%d): not whole granules", addr, n)
	}
	if dev < 0 || dev >= len(s.devices) {
		return cu.Errorf(cu.ErrorInvalidDevice, "device %d out of range [0, %d)", dev, len(s.devices))
	}
	for g := addr / Granule; g < (addr+n)/Granule; g++ {
		if gr := s.granules[g]; gr == nil || gr.phys == nil {
			return cu.Errorf(cu.ErrorInvalidValue, "%#x is not mapped", g*Granule)
		}
	}
	// The range must not cut a mapping (measured: testdata/reference/vmm,
	// section map).
	for _, at := range []uint64{addr, addr + n - 1} {
		if i := s.find(at); i >= 0 {
			if a := s.allocs[i]; a.Base < addr || a.Base+a.Size > addr+n {
				return cu.Errorf(cu.ErrorInvalidValue, "[%#x, +%d) cuts the mapping [%#x, +%d)", addr, n, a.Base, a.Size)
			}
		}
	}
	for g := addr / Granule; g < (addr+n)/Granule; g++ {
		gr := s.granules[g]
		was := gr.readOnly()
		if len(gr.access) <= dev {
			gr.access = append(gr.access, make([]int32, dev+1-len(gr.access))...)
		}
		gr.access[dev] = flags
		switch now := gr.readOnly(); {
		case now && !was:
			s.readOnly.Add(1)
		case was && !now:
			s.readOnly.Add(-1)
		}
	}
	return nil
}

// accessOf returns the access flags device dev has to g, a mapping of
// physical memory; dev -1: the most any device has (what copies and
// memsets need, whichever device runs them).
func (g *granule) accessOf(dev int) int32 {
	if dev >= 0 {
		if dev < len(g.access) {
			return g.access[dev]
		}
		return 0
	}
	most := int32(0)
	for _, f := range g.access {
		most = max(most, f)
	}
	return most
}

// readOnly reports whether some device may only read g.
func (g *granule) readOnly() bool {
	for _, f := range g.access {
		if f == accessRead {
			return true
		}
	}
	return false
}

// ReadOnlyMapped reports whether some device may only read some mapping or
// registered memory: then kernels need a View, which refuses their writes
// there (WriteFault).
func (s *Space) ReadOnlyMapped() bool { return s.readOnly.Load() > 0 }

// AccessFlags returns the access flags SetAccess gave device dev to the
// mapped granule holding addr; ok is false when addr is not in a mapping
// of physical memory.
func (s *Space) AccessFlags(addr uint64, dev int) (flags int32, ok bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	g := s.granuleAt(addr)
	if g == nil || g.phys == nil {
		return 0, false
	}
	return g.accessOf(dev), true
}

// Accessible reports whether addr is in a mapping some device was given
// access to (or in memory that is no mapping).
func (s *Space) Accessible(addr uint64) bool {
	s.mu.RLock()
	defer s.mu.RUnlock()
	g := s.granuleAt(addr)
	return g == nil || g.phys == nil || g.accessOf(-1) != 0
}

// PhysicalAt returns the physical memory mapped at addr and addr's offset
// in it; ok is false when addr is not in a mapping of physical memory.
func (s *Space) PhysicalAt(addr uint64) (p *Physical, off uint64, ok bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	i := s.find(addr)
	if i < 0 || s.allocs[i].Phys == nil {
		return nil, 0, false
	}
	a := s.allocs[i]
	return a.Phys, a.PhysOff + addr - a.Base, true
}

// SharePhysical makes p's memory windows on a shared buffer (newBacking
// makes it, p.Size bytes) if it is not yet, and returns that Backing: what
// exporting p as a file descriptor hands out.
func (s *Space) SharePhysical(p *Physical, newBacking func(size uint64) (*Backing, error)) (*Backing, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if p.gone {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "the physical memory was released")
	}
	if p.backing != nil {
		return p.backing, nil
	}
	b, err := newBacking(p.Size)
	if err != nil {
		return nil, err
	}
	for i, t := range p.tables {
		if err := backTable(t, b, uint64(i)*Granule); err != nil {
			return nil, err
		}
		b.granules++
	}
	p.backing = b
	return b, nil
}

// ImportPhysical makes physical memory of device dev over b's bytes (shared
// by another process): size bytes from the start of b.Buf. It counts
// against the device's capacity as CreatePhysical does.
func (s *Space) ImportPhysical(dev int, size uint64, b *Backing) (*Physical, error) {
	if size > uint64(len(b.Buf)) {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%d bytes of physical memory over %d shared bytes", size, len(b.Buf))
	}
	p, err := s.CreatePhysical(dev, size, true)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	p.backing = b
	for i, t := range p.tables {
		if err := backTable(t, b, uint64(i)*Granule); err != nil {
			p.released = true
			s.dropPhysical(p)
			return nil, err
		}
		b.granules++
	}
	return p, nil
}

// backTable makes the granule-sized page table t read and write
// b.Buf[off:off+Granule], copying in what it holds; its pages count as
// touched against the budget, as backGranule's do.
func backTable(t *pageTable, b *Backing, off uint64) error {
	if !t.budget.take(int64(Granule) - int64(t.touched())) {
		return cu.Errorf(cu.ErrorOutOfMemory, "sharing physical memory needs host memory past cudasim's budget for device pages")
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
	return nil
}

// WindowMapped reports whether any granule of [base, base+n) is mapped.
func (s *Space) WindowMapped(base, n uint64) bool {
	s.mu.RLock()
	defer s.mu.RUnlock()
	for g := base / Granule; g < (base+n+Granule-1)/Granule; g++ {
		if gr := s.granules[g]; gr != nil {
			return true
		}
	}
	return false
}

// mappedRange is rangeIn for an address in a mapping: the mappings
// adjacent to a from addr on must cover [addr, addr+n), every granule of
// it accessible (for write, read-write); the answer is one allocation over
// them (a's own when the range lies inside a).
func (s *Space) mappedRange(a *Allocation, addr, n uint64, write bool) (*Allocation, error) {
	end := addr + n
	if end < addr {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "range [%#x, +%d) wraps around", addr, n)
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	last := a
	for i := s.find(a.Base) + 1; last.Base+last.Size < end && i < len(s.allocs); i++ {
		next := s.allocs[i]
		if next.Origin != Mapped || next.Base != last.Base+last.Size {
			break
		}
		last = next
	}
	if last.Base+last.Size < end {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "range [%#x, +%d) runs past the end of the mapping at %#x (%d bytes)", addr, n, last.Base, last.Size)
	}
	for g := addr / Granule; g <= (end-1)/Granule; g++ {
		if gr := s.granules[g]; gr == nil || gr.accessOf(-1) == 0 {
			return nil, cu.Errorf(cu.ErrorInvalidValue, "%#x is mapped but not accessible (cuMemSetAccess)", max(g*Granule, addr))
		} else if write && gr.accessOf(-1) == accessRead {
			return nil, readOnly(fmt.Sprintf("%#x is mapped read-only (cuMemSetAccess)", max(g*Granule, addr)))
		}
	}
	if last == a {
		return a, nil
	}
	return &Allocation{Base: a.Base, Size: last.Base + last.Size - a.Base, Kind: Device, Origin: Mapped, Device: a.Device, sp: s.space}, nil
}

// RetainPhysical takes back a release (ReleasePhysical) of memory still
// mapped: a handle to it was asked for from one of its mappings.
func (s *Space) RetainPhysical(p *Physical) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if p.gone {
		return cu.Errorf(cu.ErrorInvalidValue, "the physical memory is gone")
	}
	p.released = false
	return nil
}
