// Package mem is the unified virtual address space of one emulator: device
// allocations (per device, owned by a context), page-locked host allocations
// and managed allocations, all in one 64-bit address space as with CUDA's
// unified addressing.
//
// Device memory is sparse: pages are made on first touch and zero-filled, so
// an emulated 141 GB device costs only what is touched, while running past a
// device's capacity still gives CUDA_ERROR_OUT_OF_MEMORY. Device addresses
// come from a region of the process's virtual address space reserved for
// them, so they never equal a host pointer. Host and managed allocations are
// host memory whose device address is the real host address of their bytes,
// so host code (a C program through the drop-in library) can use them
// directly: packed into 2 MiB granules of a host region of their own, as the
// H200 lays them out, so that a program's overrun stays in that memory or
// faults (hostregion.go, hostheap.go); managed ones are mapped MAP_NORESERVE,
// so that, as on a real GPU, managed memory can be over-subscribed far past
// the host's memory and costs only the pages touched.
//
// Each allocation records its Origin: memory handed to the program, which
// the program frees (Free), or memory the driver placed for itself, such as
// a module's variables, which only the driver frees (FreeAs), so that
// cuMemFree of a variable's address is refused with the variable named.
//
// Every method is safe for concurrent use. Errors carry a CUresult (package
// cu) and say which address or range was wrong.
package mem

import (
	"encoding/binary"
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
	"sort"
	"sync"
	"sync/atomic"
	"syscall"
	"unsafe"

	"cudasim/cu"
)

// Kind says what an allocation is.
type Kind uint8

const (
	Device     Kind = 1 + iota // device memory (cuMemAlloc): sparse Go-side pages
	Host                       // page-locked host memory (cuMemAllocHost, cuMemHostAlloc)
	Managed                    // managed memory (cuMemAllocManaged): host bytes at the device address
	Registered                 // caller's host memory registered with the device (cuMemHostRegister)
)

func (k Kind) String() string {
	switch k {
	case Device:
		return "device"
	case Host:
		return "host"
	case Managed:
		return "managed"
	case Registered:
		return "registered host"
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Origin says who asked for an allocation, and so which calls may free it.
// The program frees only what was handed to it; memory the driver placed
// for itself goes when the driver says so.
type Origin uint8

const (
	// Program memory was handed to the program by an allocation call
	// (cuMemAlloc, cuMemAllocHost, cuMemHostRegister...); the program frees
	// it (Free).
	Program Origin = iota
	// Variable memory holds a module or library variable (__device__,
	// __constant__, __managed__) placed by the driver at load time; it is
	// freed with its module or library (FreeAs), never by the program.
	Variable
	// Mapped memory is a mapping of physical memory (MapPhysical,
	// cuMemMap); it goes with UnmapPhysical, never with a free.
	Mapped
)

func (o Origin) String() string {
	switch o {
	case Program:
		return "program"
	case Variable:
		return "variable"
	case Mapped:
		return "mapping"
	}
	return fmt.Sprintf("Origin(%d)", uint8(o))
}

// An Allocation is one live (or freed) allocation. Its fields never change.
type Allocation struct {
	Base   uint64 // first address
	Size   uint64 // bytes requested
	Kind   Kind
	Origin Origin // who asked for it, so who may free it
	Label  string // what it holds, for messages ("__device__ variable counter"); may be empty
	Device int    // the device it was allocated for
	Owner  uint64 // who frees it in bulk (FreeOwner): the owning context's handle; 0 for none
	Flags  uint32 // the allocating call's flags (cuMemHostAlloc, cuMemAllocManaged)
	ID     uint64 // unique in its Space (CU_POINTER_ATTRIBUTE_BUFFER_ID)
	// ReadOnly: devices may only read it (Registered with
	// CU_MEMHOSTREGISTER_READ_ONLY); a kernel's write there is refused
	// (WriteFault).
	ReadOnly bool
	// Phys, PhysOff: a mapping (Origin Mapped) of this physical memory,
	// from this offset in it
	Phys    *Physical
	PhysOff uint64

	host       []byte      // Host, Managed: the bytes at Base as mapped (an Alignment or page multiple); Registered: the caller's
	mmapped    bool        // host came from mmap apart from the host region: it goes back to the mapping pool when freed
	inHostHeap bool        // Host, Managed: placed in the space's host heap (hostheap.go), given back to it when freed
	lazy       bool        // host was mapped MAP_NORESERVE (managed memory): it costs no commit
	blockID    uint64      // Registered: its memory block's number (Block)
	sp         *space      // Device: the space whose granules hold its bytes
	vaStart    uint64      // Device, and Host or Managed in a host heap: start of the address range taken in its heap (Base, or for shared memory its first granule)
	vaSize     uint64      // Device, and Host or Managed in a host heap: length of the address range taken in its heap (0: placed in a pool window)
	init       *initShadow // Device, while tracking initialisation: the bytes written
	freed      atomic.Bool
}

// Bytes returns the host-accessible bytes of a Host, Managed or Registered
// allocation (nil for device memory). Once the allocation is freed they no
// longer belong to it, though touching them never faults (see mappingPool).
func (a *Allocation) Bytes() []byte {
	if a.host == nil {
		return nil
	}
	return a.host[:a.Size:a.Size]
}

// pageAt is space.pageAt for a device allocation (nil for other kinds).
func (a *Allocation) pageAt(addr uint64) (*pageTable, uint64) {
	if a.sp == nil {
		return nil, 0
	}
	return a.sp.pageAt(addr)
}

// pageAt returns the page table of the granule holding addr and the
// page's index in it, or nil when the granule is not mapped.
func (s *space) pageAt(addr uint64) (*pageTable, uint64) {
	s.mu.RLock()
	g := s.granuleAt(addr)
	s.mu.RUnlock()
	if g == nil {
		return nil, 0
	}
	return g.pages, (addr % Granule) >> pageShift
}

// Contains reports whether addr lies inside the allocation.
func (a *Allocation) Contains(addr uint64) bool { return addr >= a.Base && addr-a.Base < a.Size }

// Touched reports how many bytes of backing store the allocation uses now:
// the size for host and managed memory (mapped lazily by the kernel), for
// device memory the bytes of the pages created so far that it overlaps.
func (a *Allocation) Touched() uint64 {
	if a.sp == nil {
		return a.Size
	}
	var n uint64
	end := a.Base + a.Size
	for p := a.Base &^ (pageSize - 1); p < end; p += pageSize {
		if t, i := a.sp.pageAt(p); t != nil && t.peek(i) != nil {
			n += min(p+pageSize, end) - max(p, a.Base)
		}
	}
	return n
}

// avail is what is left of the device's capacity (0 when the last
// granule mapped went past it: see ref).
func (d *deviceUsage) avail() uint64 {
	if d.reserved+d.used >= d.capacity {
		return 0
	}
	return d.capacity - d.reserved - d.used
}

type deviceUsage struct {
	capacity uint64 // total bytes of the device
	reserved uint64 // held by the driver itself (see Reserve)
	used     uint64 // held by live allocations, in Alignment units
}

// Space is one emulator's address space.
type Space struct {
	*space
}

type space struct {
	mu       sync.RWMutex
	allocs   []*Allocation       // live, sorted by Base
	granules map[uint64]*granule // mapped device memory, by address / Granule
	heaps    map[heapKey]*heap   // each context's device address space
	// trackInit: new device allocations record which bytes are written (TrackInit)
	trackInit bool
	devices   []deviceUsage
	nextID    uint64
	nextBlock uint64    // the last memBlock's id (Block)
	windows   []vaRange // pools' address space (ReserveVA), given back with the space
	vaNext    uint64    // where ReserveVAAligned looks first: past its last window
	budget    touchBudget
	// hostFirst: owners that made a page-locked host allocation before
	// their first device heap (firstReserve); reserved: the backing of the
	// reserves' granules kernels touched.
	hostFirst map[uint64]bool
	reserved  map[uint64]*granule
	// hostHeaps: where page-locked and managed allocations are placed;
	// hostRefs: the live ones overlapping each of their granules (by
	// address / Granule), mapped while there are any (hostheap.go).
	hostHeaps  map[hostHeapKey]*heap
	hostRefs   map[uint64]int
	hostBlocks map[uint64]*memBlock // the block each mapped host granule belongs to (Block)
	// readOnly counts the mapped granules some device may only read
	// (SetAccess) and the read-only allocations (Allocation.ReadOnly):
	// while there are any, kernels need a View.
	readOnly atomic.Int64
}

// New makes an address space for devices of the given capacities in bytes.
func New(capacities []uint64) *Space {
	s := &space{devices: make([]deviceUsage, len(capacities))}
	for i, c := range capacities {
		s.devices[i].capacity = c
	}
	sp := &Space{s}
	// A Space dropped without Close gives its device address ranges back
	// and its host pages to the kernel, keeping the host mappings: a caller
	// may still hold a slice of them. A finalizer rather than AddCleanup:
	// package os has started the finalizer goroutine already, while the
	// first AddCleanup of a process starts one of its own, which was a
	// measurable part of the drop-in's start-up (docs/performance.md).
	runtime.SetFinalizer(sp, func(sp *Space) { sp.releaseAddresses() })
	return sp
}

func (s *space) releaseAddresses() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, a := range s.allocs {
		switch {
		case a.Kind == Device:
			a.freed.Store(true)
			a.sp = nil
		case a.mmapped:
			// Give the pages back but keep the mapping: a slice of it may
			// still be held.
			discardPages(a.host)
		}
	}
	s.allocs = nil
	s.releaseAll()
}

// Close frees every allocation and gives the device address ranges back.
// Host memory slices obtained from the space stay safe to touch (see
// mappingPool) but may be reused by later allocations.
func (s *Space) Close() {
	s.mu.Lock()
	all := s.allocs
	s.allocs = nil
	for i := range s.devices {
		s.devices[i].used = 0
	}
	s.releaseAll()
	s.mu.Unlock()
	for _, a := range all {
		release(a)
	}
}

// Devices returns the number of devices.
func (s *Space) Devices() int { return len(s.devices) }

// Info returns a device's free and total bytes, as cuMemGetInfo reports them.
func (s *Space) Info(dev int) (free, total uint64) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	d := s.devices[dev]
	return d.avail(), d.capacity
}

// Reserve takes n bytes of a device's capacity for the driver's own use (what
// a context holds while it lives); it fails with CUDA_ERROR_OUT_OF_MEMORY when
// not that much is free.
func (s *Space) Reserve(dev int, n uint64) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	d := &s.devices[dev]
	if free := d.avail(); n > free {
		return cu.Errorf(cu.ErrorOutOfMemory, "device %d: cannot reserve %d bytes, %d free", dev, n, free)
	}
	d.reserved += n
	return nil
}

// Unreserve gives back n bytes taken by Reserve.
func (s *Space) Unreserve(dev int, n uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	d := &s.devices[dev]
	d.reserved -= min(n, d.reserved)
}

// A Request describes an allocation to make.
type Request struct {
	Kind   Kind
	Origin Origin // who asks for it (the zero value: the program)
	Label  string // what it will hold, for messages
	Device int    // device the memory is for
	Size   uint64 // bytes, > 0
	Owner  uint64 // bulk-free key (the owning context's handle), 0 for none
	Flags  uint32
	Host   []byte // Registered: the caller's bytes, which become the allocation; Host, Managed: where in a ReserveHost window to place it
	// ReadOnly: devices may only read it (Allocation.ReadOnly).
	ReadOnly bool
}

// describe names an allocation in messages: "device memory at 0x..." or
// "__device__ variable counter (device memory at 0x...)".
func (a *Allocation) describe() string {
	if a.Label == "" {
		return fmt.Sprintf("%s memory at %#x", a.Kind, a.Base)
	}
	return fmt.Sprintf("%s (%s memory at %#x)", a.Label, a.Kind, a.Base)
}

func roundUp(n, to uint64) uint64 { return (n + to - 1) / to * to }

// Alloc makes an allocation. Device memory counts against the device's
// capacity (CUDA_ERROR_OUT_OF_MEMORY past it) and reads as zeros until
// written; host and managed memory are zero-filled host mappings.
func (s *Space) Alloc(r Request) (*Allocation, error) {
	if r.Size == 0 {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "allocation of 0 bytes")
	}
	if r.Device < 0 || r.Device >= len(s.devices) {
		return nil, cu.Errorf(cu.ErrorInvalidDevice, "device %d out of range [0, %d)", r.Device, len(s.devices))
	}
	a := &Allocation{Size: r.Size, Kind: r.Kind, Origin: r.Origin, Label: r.Label, Device: r.Device, Owner: r.Owner, Flags: r.Flags, ReadOnly: r.ReadOnly}
	switch r.Kind {
	case Device:
		if r.Size > 1<<62 {
			return nil, cu.Errorf(cu.ErrorOutOfMemory, "device %d: %d bytes requested", r.Device, r.Size)
		}
		a.vaSize = roundUp(r.Size, Alignment)
		s.mu.Lock()
		d := &s.devices[r.Device]
		if free := d.avail(); a.vaSize > free {
			s.mu.Unlock()
			return nil, cu.Errorf(cu.ErrorOutOfMemory, "device %d: cannot allocate %d bytes, %d of %d free", r.Device, r.Size, free, d.capacity)
		}
		base, err := s.placeDevice(r, a.vaSize)
		if err != nil {
			free := d.avail()
			s.mu.Unlock()
			return nil, cu.Errorf(cu.ErrorOutOfMemory, "device %d: cannot allocate %d bytes (%v; %d of %d bytes free, counted in 2 MiB granules)", r.Device, r.Size, err, free, d.capacity)
		}
		a.sp, a.vaStart = s.space, base
		if s.trackInit {
			a.init = &initShadow{pages: map[uint64]*[pageSize / 64]uint64{}}
		}
		s.mu.Unlock()
		a.Base = base
	case Host, Managed:
		if r.Size > 1<<46 {
			return nil, cu.Errorf(cu.ErrorOutOfMemory, "%s allocation of %d bytes", r.Kind, r.Size)
		}
		if r.Kind == Host && r.Owner != 0 {
			s.mu.Lock()
			if s.heaps[heapKey{r.Owner, r.Device, false}] == nil {
				if s.hostFirst == nil {
					s.hostFirst = map[uint64]bool{}
				}
				s.hostFirst[r.Owner] = true // firstReserve
			}
			s.mu.Unlock()
		}
		if r.Host != nil { // placed in a window the caller holds (ReserveHost)
			if uint64(len(r.Host)) < r.Size {
				return nil, cu.Errorf(cu.ErrorInvalidValue, "placing %d bytes in %d", r.Size, len(r.Host))
			}
			a.host = r.Host
			a.Base = uint64(uintptr(unsafe.Pointer(&r.Host[0])))
			break
		}
		s.mu.Lock()
		placed, err := s.placeHost(a)
		s.mu.Unlock()
		if err != nil {
			return nil, err
		}
		if placed {
			break
		}
		b, mmapped, err := hostMemory(r.Size, r.Kind == Managed)
		if err != nil {
			return nil, err
		}
		a.host, a.mmapped, a.lazy = b, mmapped, r.Kind == Managed
		a.Base = uint64(uintptr(unsafe.Pointer(&b[0])))
	case Registered:
		if uint64(len(r.Host)) != r.Size {
			return nil, cu.Errorf(cu.ErrorInvalidValue, "registering %d bytes given %d", r.Size, len(r.Host))
		}
		a.host = r.Host
		a.Base = uint64(uintptr(unsafe.Pointer(&r.Host[0])))
	default:
		return nil, cu.Errorf(cu.ErrorInvalidValue, "unknown allocation kind %d", r.Kind)
	}
	s.mu.Lock()
	if r.Kind == Registered || r.Host != nil {
		// Registered and placed ranges must not overlap anything known.
		i := sort.Search(len(s.allocs), func(i int) bool { return s.allocs[i].Base >= a.Base+a.Size })
		if i > 0 && s.allocs[i-1].Base+s.allocs[i-1].Size > a.Base {
			o := s.allocs[i-1]
			s.mu.Unlock()
			code := cu.ErrorHostMemoryAlreadyRegistered
			if o.Kind == Host && r.Kind == Registered {
				code = cu.ErrorInvalidValue // registering cuMemHostAlloc's memory: the H200 (libcuda/testdata/cudart/suite, e_memory)
			}
			return nil, cu.Errorf(code, "[%#x, +%d) overlaps the %s allocation at %#x", a.Base, a.Size, o.Kind, o.Base)
		}
	}
	s.insert(a)
	s.mu.Unlock()
	return a, nil
}

// insert numbers a new allocation and adds it to the live ones. Callers
// hold s.mu.
func (s *space) insert(a *Allocation) {
	s.nextID++
	a.ID = s.nextID
	if a.Kind == Registered {
		s.nextBlock++
		a.blockID = s.nextBlock
	}
	i := sort.Search(len(s.allocs), func(i int) bool { return s.allocs[i].Base > a.Base })
	s.allocs = append(s.allocs, nil)
	copy(s.allocs[i+1:], s.allocs[i:])
	s.allocs[i] = a
	if a.ReadOnly {
		s.readOnly.Add(1)
	}
}

// removed gives back what a, just taken out of s.allocs, held in s.
func (s *space) removed(a *Allocation) {
	if a.Kind == Device {
		s.releaseDevice(a)
	}
	if a.inHostHeap {
		s.releaseHost(a)
	}
	if a.ReadOnly {
		s.readOnly.Add(-1)
	}
}

// hostMemory maps n zeroed bytes (rounded up to whole pages), falling back to
// the Go heap (whose objects never move) when mmap is refused for a reason
// other than memory (and the request is small enough for the heap).
//
// lazy (managed memory) maps with MAP_NORESERVE: the kernel reserves no swap
// or commit for the mapping and makes a page only when it is first touched,
// so managed memory may be over-subscribed far past the host's memory, as
// it may on a real GPU (testdata/reference/probe3: cuMemAllocManaged of 75
// GiB and of 300 GiB both succeed on a 141 GiB H200). Under the default
// heuristic overcommit (vm.overcommit_memory=0) and under 1 such a mapping
// always succeeds; under strict accounting (2) the kernel ignores
// MAP_NORESERVE and refuses what it cannot commit, which is then
// CUDA_ERROR_OUT_OF_MEMORY. Touching more than the host can hold is the
// kernel's out-of-memory killer's business, not a CUresult. Page-locked
// host memory (not lazy) is committed as the real driver pins it.
func hostMemory(n uint64, lazy bool) ([]byte, bool, error) {
	size := roundUp(n, hostPageSize)
	if size > maxInt {
		return nil, false, cu.Errorf(cu.ErrorOutOfMemory, "cannot map %d bytes of host memory: too large for this platform", n)
	}
	if b := hostPool.get(size); b != nil {
		return b, true, nil
	}
	flags := syscall.MAP_PRIVATE | syscall.MAP_ANON
	if lazy {
		flags |= syscall.MAP_NORESERVE
	}
	b, err := syscall.Mmap(-1, 0, int(size), syscall.PROT_READ|syscall.PROT_WRITE, flags)
	if err == nil && !inEngineWindow(b) {
		return b, true, nil
	}
	if err == nil {
		// The window could not be reserved and the kernel put the mapping
		// there; the Go heap is never there.
		syscall.Munmap(b)
	} else if err == syscall.ENOMEM {
		what := "host"
		if lazy {
			what = "managed (MAP_NORESERVE, made on first touch)"
		}
		return nil, false, cu.Errorf(cu.ErrorOutOfMemory, "cannot map %d bytes of %s memory: %v (see /proc/sys/vm/overcommit_memory)", n, what, err)
	}
	if n > maxHeapFallback {
		return nil, false, cu.Errorf(cu.ErrorOutOfMemory, "cannot map %d bytes of host memory (%v), and that is too much for the Go heap", n, err)
	}
	return make([]byte, roundUp(n, 16)), false, nil
}

const (
	maxInt          = uint64(^uint(0) >> 1)
	maxHeapFallback = 1 << 30 // the largest host allocation made on the Go heap when mmap fails
)

func inEngineWindow(b []byte) bool {
	start := uint64(uintptr(unsafe.Pointer(&b[0])))
	return start < engineWindow.end && start+uint64(len(b)) > engineWindow.start
}

func release(a *Allocation) {
	if !a.freed.CompareAndSwap(false, true) {
		return
	}
	switch a.Kind {
	case Host, Managed:
		if a.mmapped {
			hostPool.put(a.host, a.lazy)
		}
	}
}

// Freed host mappings are not unmapped at once: a caller (a Go test, a C
// program) may still hold a slice or pointer into them, and touching unmapped
// memory would crash the process, which a test tool must never do. Instead
// their pages are given back to the kernel (MADV_DONTNEED: the mapping stays
// valid and reads zeros) and the mapping is kept for reuse by a later
// allocation of the same size. Only when more than hostPoolMax mappings,
// hostPoolBytes of committed (not MAP_NORESERVE) address space or
// hostPoolLazyBytes of MAP_NORESERVE address space (managed memory, which
// costs only addresses once its pages are given back) are pooled is one
// unmapped for good (the kernel limits how many mappings a process may have,
// and the address space is finite), the oldest of its kind first.
const (
	hostPoolMax       = 4096
	hostPoolBytes     = 64 << 30
	hostPoolLazyBytes = 8 << 40
)

type pooled struct {
	b    []byte
	lazy bool
}

type mappingPool struct {
	mu     sync.Mutex
	bySz   map[uint64][]pooled // oldest first within a size
	order  []pooled            // every pooled mapping, oldest first
	count  int
	total  uint64 // bytes of committed mappings
	lazyed uint64 // bytes of MAP_NORESERVE mappings
}

var hostPool = mappingPool{bySz: map[uint64][]pooled{}}

func (p *mappingPool) put(b []byte, lazy bool) {
	discardPages(b)
	p.mu.Lock()
	defer p.mu.Unlock()
	e := pooled{b, lazy}
	p.bySz[uint64(len(b))] = append(p.bySz[uint64(len(b))], e)
	p.order = append(p.order, e)
	p.account(e, +1)
	for p.count > hostPoolMax || p.total > hostPoolBytes || p.lazyed > hostPoolLazyBytes {
		// Unmap the oldest mapping of the kind over its budget (any kind
		// when only the count is over).
		i := 0
		if p.count <= hostPoolMax {
			overLazy := p.lazyed > hostPoolLazyBytes
			for i < len(p.order) && p.order[i].lazy != overLazy {
				i++
			}
		}
		old := p.order[i]
		p.order = append(p.order[:i], p.order[i+1:]...)
		p.remove(old)
		syscall.Munmap(old.b)
	}
}

// account adds e to the totals (sign 1) or takes it out (-1).
func (p *mappingPool) account(e pooled, sign int) {
	sum := &p.total
	if e.lazy {
		sum = &p.lazyed
	}
	p.count += sign
	if sign > 0 {
		*sum += uint64(len(e.b))
	} else {
		*sum -= uint64(len(e.b))
	}
}

// remove takes e out of bySz and the totals (not out of order).
func (p *mappingPool) remove(e pooled) {
	n := uint64(len(e.b))
	list := p.bySz[n]
	for i := range list {
		if &list[i].b[0] == &e.b[0] {
			list = append(list[:i], list[i+1:]...)
			break
		}
	}
	if len(list) == 0 {
		delete(p.bySz, n)
	} else {
		p.bySz[n] = list
	}
	p.account(e, -1)
}

// get returns a pooled mapping of exactly n bytes (zero-filled, as
// MADV_DONTNEED left it), or nil: the newest of that size, committed or
// not (a page-locked allocation may reuse a managed one's MAP_NORESERVE
// mapping; its pages are made on touch either way).
func (p *mappingPool) get(n uint64) []byte {
	p.mu.Lock()
	defer p.mu.Unlock()
	list := p.bySz[n]
	if len(list) == 0 {
		return nil
	}
	e := list[len(list)-1]
	for i := range p.order {
		if &p.order[i].b[0] == &e.b[0] {
			p.order = append(p.order[:i], p.order[i+1:]...)
			break
		}
	}
	p.remove(e)
	return e.b
}

// find returns the index of the live allocation containing addr, or -1.
// Callers hold s.mu.
func (s *space) find(addr uint64) int {
	i := sort.Search(len(s.allocs), func(i int) bool { return s.allocs[i].Base > addr }) - 1
	if i >= 0 && s.allocs[i].Contains(addr) {
		return i
	}
	return -1
}

// Lookup returns the live allocation containing addr (interior addresses
// included).
func (s *Space) Lookup(addr uint64) (*Allocation, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	if i := s.find(addr); i >= 0 {
		return s.allocs[i], true
	}
	return nil, false
}

// Block returns the memory block holding addr, an address of allocation a,
// as CU_POINTER_ATTRIBUTE_MAPPING_SIZE, MAPPING_BASE_ADDR and
// MEMORY_BLOCK_ID report it (measured on the H200:
// testdata/reference/mapattr26): for device memory the granules mapped
// together with addr's (for the allocation that first needed them, or a
// pool's chunk); for page-locked and managed memory in a host heap the
// same (the H100: testdata/reference/guard37, MAPPING_BASE_ADDR the
// granule's start and MAPPING_SIZE 2 MiB for 1 byte to 2 MiB); for
// registered host memory the registration. ok is false for other memory.
func (s *Space) Block(a *Allocation, addr uint64) (base, size, id uint64, ok bool) {
	if a.Kind == Registered {
		return a.Base, a.Size, a.blockID, true
	}
	if b := s.blockOf(a, addr); b != nil {
		return b.base, b.size, b.id, true
	}
	return 0, 0, 0, false
}

// HostFlags returns the flags cuMemHostGetFlags reports for page-locked
// allocation a, apart from CU_MEMHOSTALLOC_DEVICEMAP: those of the
// allocation its block was mapped for, which were a's own only if it
// mapped it (the H100: testdata/reference/guard37, a small
// CU_MEMHOSTALLOC_PORTABLE allocation in cuMemAllocHost's block reported
// DEVICEMAP alone; the H200's s_hostmem, each allocation freed before the
// next, its own flags). Registered memory: the registration's flags.
func (s *Space) HostFlags(a *Allocation) uint32 {
	if b := s.blockOf(a, a.Base); b != nil && a.Kind == Host {
		return b.flags
	}
	return a.Flags
}

// blockOf returns the block holding addr of allocation a, or nil.
func (s *Space) blockOf(a *Allocation, addr uint64) *memBlock {
	s.mu.RLock()
	defer s.mu.RUnlock()
	switch {
	case a.inHostHeap:
		return s.hostBlocks[addr/Granule]
	case a.Kind == Device:
		if g := s.granules[addr/Granule]; g != nil {
			return g.block
		}
	}
	return nil
}

// Free frees the program allocation starting at base, which must be of one
// of the kinds given (any kind if none is given). Unknown addresses,
// interior addresses, double frees, wrong kinds and memory the program was
// not handed (a module variable's: see Origin) give
// CUDA_ERROR_INVALID_VALUE.
func (s *Space) Free(base uint64, kinds ...Kind) (*Allocation, error) {
	return s.free(base, Program, kinds)
}

// FreeAs frees the allocation starting at base, which must have origin o:
// how the driver frees what it allocated for itself (FreeAs(Variable, ...)
// when a module is unloaded). Errors are as for Free.
func (s *Space) FreeAs(o Origin, base uint64) (*Allocation, error) {
	return s.free(base, o, nil)
}

func (s *Space) free(base uint64, o Origin, kinds []Kind) (*Allocation, error) {
	s.mu.Lock()
	i := s.find(base)
	if i < 0 {
		s.mu.Unlock()
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%#x is not a live allocation", base)
	}
	a := s.allocs[i]
	if a.Base != base {
		s.mu.Unlock()
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%#x is inside %s, not its start", base, a.describe())
	}
	if a.Origin != o {
		s.mu.Unlock()
		if a.Origin == Mapped {
			return nil, cu.Errorf(cu.ErrorInvalidValue, "%#x is a mapping of physical memory (cuMemMap): cuMemUnmap unmaps it", base)
		}
		if a.Origin == Variable {
			return nil, cu.Errorf(cu.ErrorInvalidValue, "%#x is %s, which the driver placed when its module or library was loaded: it is freed when that is unloaded, not by the program", base, a.describe())
		}
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%#x is %s, allocated by the %s, not a %s allocation", base, a.describe(), a.Origin, o)
	}
	kindOK := len(kinds) == 0
	for _, k := range kinds {
		kindOK = kindOK || k == a.Kind
	}
	if !kindOK {
		s.mu.Unlock()
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%#x is %s, which this call does not free", base, a.describe())
	}
	s.allocs = append(s.allocs[:i], s.allocs[i+1:]...)
	s.removed(a)
	s.mu.Unlock()
	release(a)
	return a, nil
}

// FreeOwner frees every allocation whose Owner is owner (a context being
// destroyed) and returns them.
func (s *Space) FreeOwner(owner uint64) []*Allocation {
	if owner == 0 {
		return nil
	}
	var freed []*Allocation
	s.mu.Lock()
	kept := s.allocs[:0]
	for _, a := range s.allocs {
		if a.Owner == owner {
			freed = append(freed, a)
			s.removed(a)
			continue
		}
		kept = append(kept, a)
	}
	clear(s.allocs[len(kept):])
	s.allocs = kept
	s.releaseHeaps(owner)
	s.mu.Unlock()
	for _, a := range freed {
		release(a)
	}
	return freed
}

// Allocations returns the live allocations in address order.
func (s *Space) Allocations() []*Allocation {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return append([]*Allocation(nil), s.allocs...)
}

// Span returns the host-backed bytes of memory around addr: the span's first
// address and its bytes, which may be read and written (atomically where
// needed). ok is false if addr is in no mapped granule and no live
// allocation. Spans start and end on 16-byte boundaries; device memory is
// handed out one 64 KiB page of its granule at a time, the page made on
// first touch, page-locked and managed memory of the host region one
// granule at a time, other host memory one allocation at a time. Span
// implements sim.Memory.
//
// Span is the memory as every device sees it together: a mapping of
// physical memory where SetAccess gave some device access, one read-only
// for all included (as if it could be written: a View's WriteFault tells
// writes there).
func (s *Space) Span(addr uint64) (base uint64, b []byte, ok bool) {
	return s.span(addr, -1, nil)
}

// span is Span for a kernel of device dev that reaches the device memory
// of device d only where reach[d] is true (every device's when reach is
// nil), mappings of physical memory where SetAccess gave dev access (dev
// -1: any device).
func (s *Space) span(addr uint64, dev int, reach []bool) (base uint64, b []byte, ok bool) {
	s.mu.RLock()
	if g := s.granuleAt(addr); g != nil {
		access := int32(3)
		if g.phys != nil {
			access = g.accessOf(dev) // changed under s.mu (SetAccess)
		}
		s.mu.RUnlock()
		// Mapped device memory, allocated or not (see heap.go). A mapping
		// of physical memory is reached where cuMemSetAccess says, whatever
		// peer access there is.
		if (g.phys == nil && reach != nil && g.device >= 0 && !reach[g.device]) || access == 0 {
			return 0, nil, false
		}
		p := (addr % Granule) >> pageShift
		if b = g.pages.touch(p); b == nil {
			return 0, nil, false // the touch budget is spent (see Unreachable)
		}
		return addr &^ (pageSize - 1), b, true
	}
	if s.hostRefs[addr/Granule] > 0 {
		s.mu.RUnlock()
		// A mapped granule of page-locked or managed memory (hostheap.go),
		// allocated or not: as with device memory, a kernel's access past
		// an allocation's end lands in its granule (the H200 did not fault
		// there: testdata/reference/probe6, managed_end_w4 to host_64k_w4,
		// host_freed), and faults past it unless the next is mapped too.
		start := addr &^ (Granule - 1)
		return start, hostVA().bytes(start, Granule), true
	}
	i := s.find(addr)
	if i < 0 || s.allocs[i].host == nil {
		s.mu.RUnlock()
		if g, owner := s.reserveGranule(addr); g != nil && (reach == nil || owner < 0 || reach[owner]) {
			if b = g.pages.touch((addr % Granule) >> pageShift); b != nil {
				return addr &^ (pageSize - 1), b, true
			}
		}
		return 0, nil, false
	}
	a := s.allocs[i]
	s.mu.RUnlock()
	// Mapped memory extends to a page boundary; registered memory may end
	// short of a 16-byte boundary when the caller's slice does.
	n := min(roundUp(a.Size, 16), uint64(cap(a.host)))
	return a.Base, a.host[:n:n], true
}

// Unreachable says why a kernel found no memory at addr although it is
// allocated: the touch budget had no room for its page. It implements
// sim.MemoryExplainer.
func (s *Space) Unreachable(addr uint64) string {
	a, ok := s.Lookup(addr)
	if !ok || a.sp == nil {
		return ""
	}
	if t, i := s.pageAt(addr); t == nil || t.peek(i) != nil {
		return ""
	}
	limit, used := s.TouchBudget()
	if limit == 0 || used+pageSize <= limit {
		return ""
	}
	return fmt.Sprintf("%s has no host memory left for its page: cudasim's budget for device pages is %d bytes (%d in use; CUDASIM_MEMORY_BUDGET allows more)", a.describe(), limit, used)
}

// rangeIn finds the allocation holding all of [addr, addr+n), to be
// written when write is set. A range
// over adjacent mappings of physical memory (cuMemMap) is one range, as on
// the H200: rangeIn answers an allocation spanning them (docs/vmm.md).
func (s *Space) rangeIn(addr, n uint64, write bool) (*Allocation, error) {
	a, ok := s.Lookup(addr)
	if !ok {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "address %#x is in no allocation", addr)
	}
	if a.Origin == Mapped {
		return s.mappedRange(a, addr, n, write)
	}
	if write && a.ReadOnly {
		return nil, readOnlyWrite(a)
	}
	if n > a.Size-(addr-a.Base) {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "range [%#x, +%d) runs past the end of the %d-byte allocation at %#x", addr, n, a.Size, a.Base)
	}
	return a, nil
}

// readOnlyDestination refuses a copy into host memory at addr (a host
// buffer the copy was given) where it lies in memory registered read-only.
func (s *Space) readOnlyDestination(addr uint64) error {
	if s.readOnly.Load() == 0 {
		return nil
	}
	if a, ok := s.Lookup(addr); ok && a.ReadOnly {
		return readOnlyWrite(a)
	}
	return nil
}

// readOnlyWrite is the error of a copy or memset writing a, memory
// registered read-only: CUDA_ERROR_INVALID_VALUE at the call, the context
// unharmed, as copies and memsets into a read-only mapping answer
// (measured on an H100 with the H200's driver:
// testdata/reference/mend32/h100-s33, registered-readonly-copy-memset).
func readOnlyWrite(a *Allocation) error {
	return readOnly(a.describe() + " is registered read-only (CU_MEMHOSTREGISTER_READ_ONLY): the device may not write it")
}

// readOnly is the CUDA_ERROR_INVALID_VALUE of a copy or memset writing
// memory its device may only read, marked so (IsReadOnlyWrite).
func readOnly(detail string) error {
	return &cu.Error{Result: cu.ErrorInvalidValue, Detail: detail, Cause: readOnlyWriteCause{}}
}

type readOnlyWriteCause struct{}

func (readOnlyWriteCause) Error() string { return "a write into memory the device may only read" }

// IsReadOnlyWrite reports whether err refused a copy or memset because its
// destination is memory the device may only read.
func IsReadOnlyWrite(err error) bool {
	return errors.As(err, new(readOnlyWriteCause))
}

// CheckRange reports whether the n bytes at addr lie in one allocation
// (mapped ones: with the access a read, or with write a write, needs), with
// the error Read, Write and the fills would answer.
func (s *Space) CheckRange(addr, n uint64, write bool) error {
	if n == 0 {
		return nil
	}
	_, err := s.rangeIn(addr, n, write)
	return err
}

// chunk returns the bytes of a from offset off to the end of the page (or of
// the allocation for host memory) and at most n long. If the page was never
// touched, b is nil when touch is false (the chunk reads as zeros), and
// also when touch is true but the touch budget has no room for the page.
func (a *Allocation) chunk(off, n uint64, touch bool) (b []byte, length uint64) {
	if a.sp == nil {
		return a.host[off : off+n], n
	}
	addr := a.Base + off
	in := addr & (pageSize - 1)
	length = min(n, pageSize-in, a.Size-off)
	t, p := a.sp.pageAt(addr)
	if t == nil {
		return nil, length // freed under the caller: reads as zeros, writes are dropped
	}
	var pg []byte
	if touch {
		pg = t.touch(p)
	} else {
		pg = t.peek(p)
	}
	if pg == nil { // untouched, or (touch) no budget left for the page
		return nil, length
	}
	return pg[in : in+length], length
}

// Read copies len(dst) bytes at addr into dst.
func (s *Space) Read(addr uint64, dst []byte) error {
	if len(dst) == 0 {
		return nil
	}
	if err := s.readOnlyDestination(uint64(uintptr(unsafe.Pointer(&dst[0])))); err != nil {
		return err
	}
	a, err := s.rangeIn(addr, uint64(len(dst)), false)
	if err != nil {
		return err
	}
	inPieces(addr, len(dst), func(i, j int) int {
		a.read(addr-a.Base+uint64(i), dst[i:j])
		return 0
	})
	return nil
}

func (a *Allocation) read(off uint64, dst []byte) {
	for len(dst) > 0 {
		b, n := a.chunk(off, uint64(len(dst)), false)
		if b == nil {
			clear(dst[:n])
		} else {
			copy(dst, b)
		}
		dst, off = dst[n:], off+n
	}
}

// Write copies src to addr.
func (s *Space) Write(addr uint64, src []byte) error {
	if len(src) == 0 {
		return nil
	}
	a, err := s.rangeIn(addr, uint64(len(src)), true)
	if err != nil {
		return err
	}
	if left := inPieces(addr, len(src), func(i, j int) int { return a.write(addr-a.Base+uint64(i), src[i:j]) }); left > 0 {
		return s.budgetSpent(left)
	}
	a.mark(addr-a.Base, uint64(len(src)))
	return nil
}

// write copies src to off, returning how many bytes it could not write for
// want of budget (0: all written).
func (a *Allocation) write(off uint64, src []byte) int {
	for len(src) > 0 {
		if n := a.fillPage(off, src); n > 0 {
			src, off = src[n:], off+n
			continue
		}
		b, n := a.chunk(off, uint64(len(src)), true)
		if b == nil {
			return len(src)
		}
		copy(b, src)
		src, off = src[n:], off+n
	}
	return 0
}

// A copy between host and device memory of at least parallelCopyMin bytes
// is split into pieces of at least parallelPieceMin bytes, on device page
// boundaries, copied at once by up to GOMAXPROCS goroutines. Most of a copy
// into memory touched for the first time (fresh device pages, or a fresh
// host buffer read into) is the kernel's page faults, one per 4 KiB, and
// faults on different threads are served in parallel.
const (
	parallelCopyMin  = 1 << 20
	parallelPieceMin = 256 << 10
)

// inPieces calls f(i, j) for pieces [i, j) of [0, n) (n bytes at device
// address addr), concurrently where the copy is large enough, and returns
// the sum of what the calls return. A piece's goroutine faults as the
// caller's would (debug.SetPanicOnFault): a host buffer that points nowhere
// panics on the caller once every piece is done, where the drop-in's guard
// answers it.
func inPieces(addr uint64, n int, f func(i, j int) int) int {
	pieces := min(runtime.GOMAXPROCS(0), n/parallelPieceMin)
	if n < parallelCopyMin || pieces < 2 {
		return f(0, n)
	}
	// Piece k ends at the page boundary nearest below k/pieces of the way.
	end := func(k int) int {
		switch k {
		case 0:
			return 0
		case pieces:
			return n
		}
		return int((addr+uint64(k*(n/pieces)))&^(pageSize-1) - addr)
	}
	panicOnFault := debug.SetPanicOnFault(false)
	debug.SetPanicOnFault(panicOnFault)
	var left atomic.Int64
	var caught atomic.Pointer[any]
	run := func(k int) {
		defer func() {
			if p := recover(); p != nil {
				caught.CompareAndSwap(nil, &p)
			}
		}()
		left.Add(int64(f(end(k), end(k+1))))
	}
	var wg sync.WaitGroup
	for k := 1; k < pieces; k++ {
		wg.Go(func() {
			debug.SetPanicOnFault(panicOnFault)
			run(k)
		})
	}
	run(0)
	wg.Wait()
	if p := caught.Load(); p != nil {
		panic(*p)
	}
	return int(left.Load())
}

// fillPage makes the untouched page at off a copy of src when src covers it
// whole, and returns its length (0 where it does not: the page is touched,
// shared, only partly covered, or past the budget). Made this way a page is
// written once, by the copy; touched first, a page the Go heap hands out
// again is zeroed and then overwritten (a host-to-device copy into fresh
// device memory spent a sixth of its time in that zeroing).
func (a *Allocation) fillPage(off uint64, src []byte) uint64 {
	if a.sp == nil || (a.Base+off)&(pageSize-1) != 0 {
		return 0
	}
	t, p := a.sp.pageAt(a.Base + off)
	if t == nil {
		return 0
	}
	n := t.pageLen(p)
	if uint64(len(src)) < n || !t.fill(p, src[:n]) {
		return 0
	}
	return n
}

// SetTouchBudget bounds the host memory device pages may take (0: no
// bound); past it what needs a new page fails with
// CUDA_ERROR_OUT_OF_MEMORY.
func (s *Space) SetTouchBudget(n uint64) { s.budget.set(n) }

// SetTouchBudgetFunc is SetTouchBudget(f()) with f called only when the
// bound is first needed: when device pages take more than 16 MiB, or when
// TouchBudget is asked.
func (s *Space) SetTouchBudgetFunc(f func() uint64) { s.budget.setLazy(f) }

// TouchBudget returns the bound and the bytes of device pages made so far.
func (s *Space) TouchBudget() (limit, used uint64) {
	s.budget.resolve()
	return uint64(s.budget.limit.Load()), uint64(max(s.budget.used.Load(), 0))
}

// budgetSpent is the error of a write that found no room for a page.
func (s *space) budgetSpent(n int) error {
	return cu.Errorf(cu.ErrorOutOfMemory, "writing %d more bytes of device memory needs host memory past cudasim's budget of %d bytes for device pages (%d in use): set CUDASIM_MEMORY_BUDGET, or Driver.SetMemoryBudget, to allow more", n, s.budget.limit.Load(), s.budget.used.Load())
}

// Copy copies n bytes from src to dst, both inside allocations of this
// space. Overlapping ranges are copied as by memmove.
func (s *Space) Copy(dst, src, n uint64) error {
	if n == 0 {
		return nil
	}
	sa, err := s.rangeIn(src, n, false)
	if err != nil {
		return err
	}
	da, err := s.rangeIn(dst, n, true)
	if err != nil {
		return err
	}
	if sa == da && src < dst+n && dst < src+n {
		tmp := make([]byte, n)
		if err := s.Read(src, tmp); err != nil {
			return err
		}
		return s.Write(dst, tmp)
	}
	soff, doff := src-sa.Base, dst-da.Base
	da.mark(doff, n)
	for n > 0 {
		sb, sn := sa.chunk(soff, n, false)
		// An untouched source reads as zeros, and an untouched destination
		// page is zero already: it is left alone. Any other destination is
		// written, so made writable (a shared fill page gets its own bytes).
		db, dn := da.chunk(doff, sn, false)
		if sb != nil || db != nil {
			if db, dn = da.chunk(doff, sn, true); db == nil {
				return s.budgetSpent(int(n))
			}
			if sb == nil {
				clear(db)
			} else {
				copy(db, sb)
			}
		}
		soff, doff, n = soff+dn, doff+dn, n-dn
	}
	return nil
}

// Set8 writes count copies of v from addr on.
func (s *Space) Set8(addr uint64, v uint8, count uint64) error {
	return s.fill(addr, []byte{v}, count)
}

// Set16 writes count copies of v (little-endian) from addr, which must be
// 2-byte aligned.
func (s *Space) Set16(addr uint64, v uint16, count uint64) error {
	if addr%2 != 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "16-bit memset at %#x: address not 2-byte aligned", addr)
	}
	return s.fill(addr, binary.LittleEndian.AppendUint16(nil, v), count)
}

// Set32 writes count copies of v (little-endian) from addr, which must be
// 4-byte aligned.
func (s *Space) Set32(addr uint64, v uint32, count uint64) error {
	if addr%4 != 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "32-bit memset at %#x: address not 4-byte aligned", addr)
	}
	return s.fill(addr, binary.LittleEndian.AppendUint32(nil, v), count)
}

// fill writes count copies of the pattern elem from addr on. Untouched
// device pages stay untouched when the pattern is all zeros.
func (s *Space) fill(addr uint64, elem []byte, count uint64) error {
	if count == 0 {
		return nil
	}
	w := uint64(len(elem))
	if count > (1<<63)/w {
		return cu.Errorf(cu.ErrorInvalidValue, "memset of %d elements of %d bytes overflows", count, w)
	}
	total := count * w
	a, err := s.rangeIn(addr, total, true)
	if err != nil {
		return err
	}
	zero := true
	for _, c := range elem {
		zero = zero && c == 0
	}
	// A pattern block of whole elements, as long as the fill or one page,
	// whichever is less (a small memset must not pay for a page of
	// pattern); every chunk starts at an element boundary (pages are
	// multiples of the width and addresses are aligned to it), so each is a
	// prefix of the block. The block is built by doubling: log2(n) copies.
	block := make([]byte, min(total, pageSize))
	n := copy(block, elem)
	for n < len(block) {
		n += copy(block[n:], block[:n])
	}
	off := addr - a.Base
	a.mark(off, total)
	for total > 0 {
		if t, p := a.pageAt(a.Base + off); t != nil && (a.Base+off)%pageSize == 0 && total >= pageSize {
			// A whole page: it reads as the pattern (or zeros) without
			// bytes of its own, so a fill of any size costs nothing.
			var fill []byte
			if !zero {
				fill = patternPage(elem)
			}
			t.setFill(p, fill)
			n := min(total, pageSize)
			off, total = off+n, total-n
			continue
		}
		b, n := a.chunk(off, min(total, pageSize), false)
		if b != nil || !zero {
			if b, n = a.chunk(off, min(total, pageSize), true); b == nil {
				return s.budgetSpent(int(total))
			}
			copy(b, block[:n])
		}
		off, total = off+n, total-n
	}
	return nil
}

// patternPages holds one page of each fill pattern used, by the pattern's
// bytes: the shared buffer of every page filled with it. (Programs use few
// patterns; the set is bounded all the same.)
var patternPages struct {
	sync.Mutex
	m map[string][]byte
}

// patternPage returns a page's worth of elem repeated, shared and never
// written.
func patternPage(elem []byte) []byte {
	patternPages.Lock()
	defer patternPages.Unlock()
	if b, ok := patternPages.m[string(elem)]; ok {
		return b
	}
	if patternPages.m == nil || len(patternPages.m) >= 256 {
		patternPages.m = map[string][]byte{}
	}
	b := make([]byte, pageSize)
	n := copy(b, elem)
	for n < len(b) {
		n += copy(b[n:], b[:n])
	}
	patternPages.m[string(elem)] = b
	return b
}

// IsDeviceAddress reports whether addr is a device address, allocated or
// not: one in the region device addresses come from, which the process has
// reserved, so that no host memory lies there. Where the reservation failed
// (under an address-space limit: deviceVA's fallback), host memory may lie
// in the region too, and only the addresses s has allocated count.
func (s *Space) IsDeviceAddress(addr uint64) bool {
	if !inDeviceRegion(addr) {
		return false
	}
	if deviceVA().reserved {
		return true
	}
	_, ok := s.Lookup(addr)
	return ok
}

// A View is the address space as a kernel running on one device sees it:
// the device memory of devices it cannot reach is missing, as if it were not
// allocated; host, managed and registered memory is there for every device.
// Which devices a kernel reaches is the driver's decision (its own, and
// those it has peer access to); windows override it for their addresses
// (memory pools, whose access is their own), and a mapping of physical
// memory is reached where SetAccess gave the view's device access. The
// view resolves it once per span (a 64 KiB page of device memory, a
// granule of page-locked or managed memory, a registered allocation), never
// per access.
//
// Memory the device may only read (a mapping or a window given read-only
// access, memory registered read-only) reaches the kernel as it is; where
// HasReadOnly, the engine keeps the spans WriteFault refuses out of its
// caches and asks it before writes outside them (sim.WriteChecker), so a
// write there faults at the store whatever value it would write.
type View struct {
	s       *Space
	device  int
	reach   []bool
	windows []Window
	strict  bool // only live allocations: what memcheck sees (Strict)
}

// A Window is a range of device addresses that a View reaches or not
// whatever their device: a memory pool's (Pool, device Owner's), which
// peer access does not open and cuMemPoolSetAccess does. Access is the
// view's device's CUmemAccess_flags there: 0 none, 1 read-only, 3
// read-write.
type Window struct {
	Base, Size uint64
	Access     int32
	Pool       uint64
	Owner      int
}

// why says that w's pool gave device dev access (what access).
func (w Window) why(dev int, access string) string {
	return fmt.Sprintf("memory pool %#x is device %d's and gave device %d %s (cuMemPoolSetAccess; peer access does not reach a pool's memory)", w.Pool, w.Owner, dev, access)
}

// View returns the space as a kernel on device dev sees it, reaching the
// device memory of device d where reach[d] is true (reach is not copied and
// must not change while the view is in use).
func (s *Space) View(dev int, reach []bool) *View {
	return &View{s: s, device: dev, reach: reach}
}

// WithWindows returns v with w deciding the reach of their addresses (w is
// not copied).
func (v *View) WithWindows(w []Window) *View {
	c := *v
	c.windows = w
	return &c
}

// HasReadOnly reports whether the view holds memory its device may only
// read: then a kernel's writes must be checked (WriteFault). It implements
// sim.WriteChecker.
func (v *View) HasReadOnly() bool {
	for _, w := range v.windows {
		if w.Access == accessRead {
			return true
		}
	}
	return v.s.ReadOnlyMapped()
}

// WriteFault returns the fault of a kernel's write of [addr, addr+n),
// which lies in one span of the view, and why (cu.Success: the view's
// device may write there); its answer is one for a whole span (a page of
// one granule, a registered allocation). It implements sim.WriteChecker. A write where
// the device may only read faults CUDA_ERROR_ILLEGAL_ADDRESS, as the H200
// answered a kernel's write to a read-only VMM mapping
// (testdata/reference/vmm, fault-readonly-kernel); a pool's read-only
// access is taken to fault alike (not measured: the closest measured case).
func (v *View) WriteFault(addr, n uint64) (cu.Result, string) {
	if w, in := v.window(addr); in {
		if w.Access == accessRead {
			return cu.ErrorIllegalAddress, "to memory its device may only read: " + w.why(v.device, "read-only access")
		}
		return cu.Success, ""
	}
	return v.s.WriteFault(addr, v.device)
}

// WriteFault is View.WriteFault for a kernel of device dev outside pool
// windows. A kernel's write to memory registered read-only faults
// CUDA_ERROR_ILLEGAL_ADDRESS too, the memory untouched (measured on an H100
// with the H200's driver: testdata/reference/mend32/h100-s33: a store,
// a store of the value there, an atomic add of 0).
func (s *Space) WriteFault(addr uint64, dev int) (cu.Result, string) {
	if f, ok := s.AccessFlags(addr, dev); ok {
		if f == accessRead {
			return cu.ErrorIllegalAddress, fmt.Sprintf("to memory its device may only read: the mapping gave device %d read-only access (cuMemSetAccess)", dev)
		}
		return cu.Success, ""
	}
	if a, ok := s.Lookup(addr); ok && a.ReadOnly {
		return cu.ErrorIllegalAddress, fmt.Sprintf("to %s, registered read-only (CU_MEMHOSTREGISTER_READ_ONLY)", a.describe())
	}
	return cu.Success, ""
}

// window returns the window holding addr, if any.
func (v *View) window(addr uint64) (Window, bool) {
	for _, w := range v.windows {
		if addr-w.Base < w.Size {
			return w, true
		}
	}
	return Window{}, false
}

// Span is Space.Span less the memory of devices the view does not reach.
// It implements sim.Memory.
func (v *View) Span(addr uint64) (base uint64, b []byte, ok bool) {
	reach := v.reach
	w, inWindow := v.window(addr)
	if inWindow {
		if w.Access == 0 {
			return 0, nil, false
		}
		reach = nil
	}
	if v.strict {
		return v.s.strictSpan(addr, v.device, reach)
	}
	return v.s.span(addr, v.device, reach)
}

// Unreachable says why addr is missing from the view although it is
// allocated (device memory of a device the view does not reach), or returns
// "" when addr is reachable or in no allocation. It implements
// sim.MemoryExplainer, which the engine asks when an access faults.
func (v *View) Unreachable(addr uint64) string {
	a, ok := v.s.Lookup(addr)
	if w, in := v.window(addr); in && ok && w.Access == 0 {
		return fmt.Sprintf("%s: %s", a.describe(), w.why(v.device, "no access"))
	}
	if ok && a.Phys != nil {
		if f, _ := v.s.AccessFlags(addr, v.device); f == 0 {
			return fmt.Sprintf("%s: device %d was given no access to it (cuMemSetAccess)", a.describe(), v.device)
		}
	}
	if !ok || a.Kind != Device || v.reach[a.Device] {
		return v.s.Unreachable(addr)
	}
	return fmt.Sprintf("%s is device %d's, and device %d has no peer access to a context there", a.describe(), a.Device, v.device)
}
