package mem

import (
	"sort"
	"sync"
)

// What the sanitizer (sim.Sanitize) needs of the address space: exact
// per-allocation bounds for memcheck (a strict View), the nearest allocation
// for its reports, and which device bytes were ever written for initcheck.

// Strict returns a view like v that refuses everything outside live
// allocations, whatever the mapping around them: what memcheck sees.
func (v *View) Strict() *View {
	c := *v
	c.strict = true
	return &c
}

// StrictView is View(dev, reach).Strict().
func (s *Space) StrictView(dev int, reach []bool) *View {
	return &View{s: s, device: dev, reach: reach, strict: true}
}

// strictSpan is span within live allocations only: the bytes of the
// allocation holding addr, from the page (or allocation) start to the
// allocation's exact end, which may cut a span short of a 16-byte
// boundary: an access crossing it is out of bounds. As span, a mapping of
// physical memory is reached by a kernel of device dev only where SetAccess
// gave dev access, whatever reach says.
func (s *Space) strictSpan(addr uint64, dev int, reach []bool) (base uint64, b []byte, ok bool) {
	a, found := s.Lookup(addr)
	if !found {
		return 0, nil, false
	}
	if a.sp == nil {
		return a.Base, a.host[:a.Size:a.Size], true
	}
	if a.Phys != nil {
		if f, _ := s.AccessFlags(addr, dev); f == 0 {
			return 0, nil, false
		}
	} else if reach != nil && !reach[a.Device] {
		return 0, nil, false
	}
	t, p := s.pageAt(addr)
	if t == nil {
		return 0, nil, false
	}
	pg := t.touch(p)
	if pg == nil {
		return 0, nil, false
	}
	pstart := addr &^ (pageSize - 1)
	lo := max(pstart, a.Base)
	hi := min(pstart+uint64(len(pg)), a.Base+a.Size)
	return lo, pg[lo-pstart : hi-pstart : hi-pstart], true
}

// Nearest returns the live allocation containing addr or, failing that,
// the nearest one (by distance from addr to its first or last byte).
func (s *Space) Nearest(addr uint64) (base, size uint64, ok bool) {
	return s.nearest(addr, -1)
}

// DeviceSpace is a Space as the sanitizer of a kernel on one device sees it.
type DeviceSpace struct {
	*Space
	device int
}

// ForDevice returns s as the sanitizer of a kernel on device dev sees it.
func (s *Space) ForDevice(dev int) DeviceSpace { return DeviceSpace{s, dev} }

// Nearest is Space.Nearest without the mappings the device was given no
// access to: compute-sanitizer's memcheck reported a store into a mapping
// whose access was revoked as out of bounds, after the nearest allocation
// the device could reach (compute-sanitizer 2025.3.1 on an H100:
// testdata/reference/mend33/h100-s33, san-revoked-store).
func (s DeviceSpace) Nearest(addr uint64) (base, size uint64, ok bool) {
	return s.nearest(addr, s.device)
}

// nearest is Nearest, leaving out (dev >= 0) the mappings device dev has no
// access to.
func (s *Space) nearest(addr uint64, dev int) (base, size uint64, ok bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	seen := func(a *Allocation) bool {
		if dev < 0 || a.Phys == nil {
			return true
		}
		g := s.granuleAt(a.Base)
		return g != nil && g.accessOf(dev) != 0
	}
	i := sort.Search(len(s.allocs), func(i int) bool { return s.allocs[i].Base > addr })
	var below, above *Allocation
	for j := i - 1; j >= 0 && below == nil; j-- {
		if seen(s.allocs[j]) {
			below = s.allocs[j]
		}
	}
	for j := i; j < len(s.allocs) && above == nil; j++ {
		if seen(s.allocs[j]) {
			above = s.allocs[j]
		}
	}
	switch {
	case below != nil && below.Contains(addr):
		return below.Base, below.Size, true
	case below != nil && (above == nil || above.Base-addr >= addr-(below.Base+below.Size-1)):
		return below.Base, below.Size, true
	case above != nil:
		return above.Base, above.Size, true
	}
	return 0, 0, false
}

// Initialisation tracking (initcheck): once TrackInit is called, every
// write to device memory (copies, memsets, kernels through Written) marks
// its bytes, and Uninitialized finds bytes never marked. Host, managed and
// registered memory count as written: the host writes them directly.

type initShadow struct {
	mu    sync.Mutex
	pages map[uint64]*[pageSize / 64]uint64 // per 64 KiB of the allocation: a bit per byte
}

// full is the shadow page of a page written all over.
var full = func() *[pageSize / 64]uint64 {
	var p [pageSize / 64]uint64
	for i := range p {
		p[i] = ^uint64(0)
	}
	return &p
}()

// TrackInit starts recording which device bytes are written. Memory
// allocated before the call counts as written.
func (s *Space) TrackInit() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.trackInit = true
}

func (s *Space) tracking() bool {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.trackInit
}

// mark records [off, off+n) of device allocation a as written.
func (a *Allocation) mark(off, n uint64) {
	sh := a.init
	if sh == nil || n == 0 {
		return
	}
	sh.mu.Lock()
	defer sh.mu.Unlock()
	end := off + n
	for off < end {
		p := off >> pageShift
		in := off & (pageSize - 1)
		k := min(end-off, pageSize-in)
		if k == pageSize {
			sh.pages[p] = full
		} else {
			bits := sh.pages[p]
			if bits == nil {
				bits = new([pageSize / 64]uint64)
				sh.pages[p] = bits
			} else if bits == full {
				off += k
				continue
			}
			for i := in; i < in+k; i++ {
				bits[i/64] |= 1 << (i % 64)
			}
		}
		off += k
	}
}

// firstUnwritten returns the offset of the first byte of [off, off+n) of a
// never written, or false.
func (a *Allocation) firstUnwritten(off, n uint64) (uint64, bool) {
	sh := a.init
	if sh == nil {
		return 0, false
	}
	sh.mu.Lock()
	defer sh.mu.Unlock()
	for i := off; i < off+n; i++ {
		bits := sh.pages[i>>pageShift]
		in := i & (pageSize - 1)
		if bits == nil || bits[in/64]&(1<<(in%64)) == 0 {
			return i, true
		}
	}
	return 0, false
}

// markRange marks [addr, addr+n) written in whatever device allocations
// it covers (a copy or memset the driver checked).
func (s *Space) markRange(addr, n uint64) {
	if !s.tracking() {
		return
	}
	if a, ok := s.Lookup(addr); ok && a.init != nil {
		off := addr - a.Base
		a.mark(off, min(n, a.Size-off))
	}
}

// Written records that a kernel wrote [addr, addr+n). It implements
// sim.SanitizeMemory.
func (s *Space) Written(addr, n uint64) { s.markRange(addr, n) }

// Uninitialized returns the first byte of [addr, addr+n) that lies in a
// device allocation and was never written. It implements
// sim.SanitizeMemory.
func (s *Space) Uninitialized(addr, n uint64) (uint64, bool) {
	a, ok := s.Lookup(addr)
	if !ok || a.init == nil {
		return 0, false
	}
	off := addr - a.Base
	bad, ok := a.firstUnwritten(off, min(n, a.Size-off))
	return a.Base + bad, ok
}
