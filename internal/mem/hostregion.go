package mem

import (
	"sync"
	"syscall"
	"unsafe"

	"cudasim/cu"
)

// Page-locked host memory (cuMemAllocHost, cuMemHostAlloc), managed memory
// (cuMemAllocManaged) and the windows of host and managed memory pools live
// in a region of the process's address space of their own, reserved once
// PROT_NONE and MAP_NORESERVE (it costs nothing) like the device region
// (va.go). The kernel never places another mapping inside it, so a C
// program that runs off the end of such an allocation lands in cudasim's
// host memory (a neighbour, or free space of a mapped granule) or faults
// at once on a PROT_NONE page: never in the Go heap or the Go runtime's
// own mappings, which it used to corrupt far from the bug (a t_thrust
// build died in the GC's scanSpan: docs/suite.md).
//
// Inside the region, memory is mapped read-write in 2 MiB granules (see
// hostheap.go): a granule is mapped while an allocation overlaps it. One
// no longer used is cached: its pages are given back to the kernel
// (MADV_DONTNEED: it reads zeros and costs no memory) but it stays mapped,
// so a stale pointer or slice (a Go test, a C program's use after free)
// can still touch it without faulting, as with the mapping pool before
// (space.go); only past the pool's budgets (hostPoolBytes of committed,
// hostPoolLazyBytes of MAP_NORESERVE granules) is the oldest made PROT_NONE
// again. A granule is left PROT_NONE after every chunk of address space a
// heap or a window takes (hostGuard), and before the region's first.

// hostGuard is the address space left PROT_NONE after each chunk taken from
// the host region.
const hostGuard = Granule

// hostRegionSizes are tried in order; the first the kernel grants is used.
// Managed memory may be over-subscribed far past the host's memory (300 GiB
// on a 141 GiB H200: testdata/reference/probe3), and freed granules stay
// cached up to hostPoolLazyBytes (8 TiB).
var hostRegionSizes = []uint64{32 << 40, 16 << 40, 4 << 40, 1 << 40, 256 << 30, 64 << 30}

type hostRegion struct {
	va  *vaAllocator
	all []byte // the whole region: allocations' bytes are slices of it

	mu sync.Mutex // held across the system calls that change the region's mappings
	// cached: the granules (by address / Granule) mapped read-write but
	// used by nothing, with whether they are MAP_NORESERVE; order: the
	// same, oldest first (an entry no longer in cached is skipped).
	cached          map[uint64]bool
	order           []uint64
	committed, lazy uint64 // bytes of cached granules of each kind
}

var (
	hostOnce sync.Once
	hostReg  *hostRegion // nil when no region could be reserved
)

// hostVA returns the process's host region, reserving it on first use; nil
// when the kernel granted none (host memory is then mapped where the
// kernel chooses: hostMemory).
func hostVA() *hostRegion {
	hostOnce.Do(func() {
		deviceVA() // the engine's window is reserved first: the region never covers it
		for _, n := range hostRegionSizes {
			b, err := syscall.Mmap(-1, 0, int(n), syscall.PROT_NONE,
				syscall.MAP_PRIVATE|syscall.MAP_ANON|syscall.MAP_NORESERVE)
			if err != nil {
				continue
			}
			base := uint64(uintptr(unsafe.Pointer(&b[0])))
			v := &vaAllocator{base: base, size: n, reserved: true}
			v.free = []vaRange{{base + hostGuard, base + n}}
			v.exclude(engineWindow)
			hostReg = &hostRegion{va: v, all: b, cached: map[uint64]bool{}}
			return
		}
	})
	return hostReg
}

// holds reports whether [addr, addr+n) lies in the region.
func (r *hostRegion) holds(addr, n uint64) bool {
	return addr >= r.va.base && addr+n <= r.va.base+r.va.size
}

// bytes returns the n bytes of the region at addr.
func (r *hostRegion) bytes(addr, n uint64) []byte {
	off := addr - r.va.base
	return r.all[off : off+n : off+n]
}

// mmapFixed maps [addr, addr+n) of the region anew with prot and extra
// flags: fresh zero pages (or none, for PROT_NONE), whatever was there.
// Callers hold r.mu.
func (r *hostRegion) mmapFixed(addr, n uint64, prot, flags int) syscall.Errno {
	_, _, errno := syscall.Syscall6(syscall.SYS_MMAP, uintptr(unsafe.Pointer(&r.all[addr-r.va.base])), uintptr(n),
		uintptr(prot), uintptr(syscall.MAP_PRIVATE|syscall.MAP_ANON|syscall.MAP_FIXED|flags), ^uintptr(0), 0)
	return errno
}

// mapGranules maps the granules of [addr, addr+n) read-write and zeroed for
// an allocation or a window, MAP_NORESERVE when lazy (managed memory: see
// hostMemory), taking them out of the cache. ENOMEM (no memory to commit,
// or no mapping left: vm.max_map_count) is CUDA_ERROR_OUT_OF_MEMORY.
// noFork granules are not inherited by a forked child (MADV_DONTFORK): a
// child touching the parent's managed memory faults, as on the H100, where
// it did even inside the allocation (testdata/reference/guard37), while
// page-locked memory stays readable and writable there.
func (r *hostRegion) mapGranules(addr, n uint64, lazy, noFork bool) error {
	flags := 0
	if lazy {
		flags = syscall.MAP_NORESERVE
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.uncache(addr, n)
	if errno := r.mmapFixed(addr, n, syscall.PROT_READ|syscall.PROT_WRITE, flags); errno != 0 {
		r.mmapFixed(addr, n, syscall.PROT_NONE, syscall.MAP_NORESERVE)
		return cu.Errorf(cu.ErrorOutOfMemory, "cannot map %d bytes of host memory at %#x: %v (see /proc/sys/vm/overcommit_memory and max_map_count)", n, addr, errno)
	}
	if noFork {
		noForkPages(r.bytes(addr, n))
	}
	return nil
}

// uncache forgets the cached granules of [addr, addr+n). Callers hold r.mu.
func (r *hostRegion) uncache(addr, n uint64) {
	for g := addr / Granule; g < (addr+n)/Granule; g++ {
		if lazy, ok := r.cached[g]; ok {
			delete(r.cached, g)
			r.account(lazy, -Granule)
		}
	}
}

func (r *hostRegion) account(lazy bool, delta int64) {
	if lazy {
		r.lazy += uint64(delta)
	} else {
		r.committed += uint64(delta)
	}
}

// cache takes the granules of [addr, addr+n), mapped read-write, out of
// use: their pages go back to the kernel, the mapping stays (stale
// pointers still reach it) until the budgets push the oldest out.
func (r *hostRegion) cache(addr, n uint64, lazy bool) {
	discardPages(r.bytes(addr, n))
	r.mu.Lock()
	defer r.mu.Unlock()
	for g := addr / Granule; g < (addr+n)/Granule; g++ {
		if _, ok := r.cached[g]; !ok {
			r.cached[g] = lazy
			r.order = append(r.order, g)
			r.account(lazy, Granule)
		}
	}
	for len(r.order) > 0 && (r.committed > hostPoolBytes || r.lazy > hostPoolLazyBytes) {
		overLazy := r.lazy > hostPoolLazyBytes
		i := 0
		for ; i < len(r.order); i++ {
			if l, ok := r.cached[r.order[i]]; ok && l == overLazy {
				break
			}
		}
		if i == len(r.order) {
			break
		}
		g := r.order[i]
		r.order = append(r.order[:i], r.order[i+1:]...)
		r.uncache(g*Granule, Granule)
		r.mmapFixed(g*Granule, Granule, syscall.PROT_NONE, syscall.MAP_NORESERVE)
	}
	if len(r.order) > 2*len(r.cached)+1024 { // drop the entries uncache left behind
		kept := r.order[:0]
		for _, g := range r.order {
			if _, ok := r.cached[g]; ok {
				kept = append(kept, g)
			}
		}
		r.order = kept
	}
}

// take returns a chunk of n bytes of address space (a multiple of Granule),
// granule-aligned and followed by hostGuard bytes left PROT_NONE; ok is
// false when the region has no such range. The chunk's own granules may
// still be mapped from an earlier use (cached): mapGranules remaps them.
func (r *hostRegion) take(n uint64) (uint64, bool) {
	start, ok := r.va.getAligned(n+hostGuard, Granule)
	if !ok {
		return 0, false
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	for g := (start + n) / Granule; g < (start+n+hostGuard)/Granule; g++ {
		if _, cached := r.cached[g]; cached {
			r.uncache(g*Granule, Granule)
			r.mmapFixed(g*Granule, Granule, syscall.PROT_NONE, syscall.MAP_NORESERVE)
		}
	}
	return start, true
}

// give returns a chunk take handed out (n as asked of take); its mapped
// granules must have been cached first.
func (r *hostRegion) give(start, n uint64) { r.va.put(start, n+hostGuard) }

// window maps a pool's window of n bytes (ReserveHost) in a chunk of its
// own; ok is false when the region has no room.
func (r *hostRegion) window(n uint64) (b []byte, ok bool, err error) {
	size := roundUp(n, Granule)
	start, ok := r.take(size)
	if !ok {
		return nil, false, nil
	}
	if err := r.mapGranules(start, size, true, false); err != nil {
		r.give(start, size)
		return nil, true, err
	}
	return r.bytes(start, roundUp(n, hostPageSize)), true, nil
}

// releaseWindow gives back a window that window returned.
func (r *hostRegion) releaseWindow(b []byte) {
	start := uint64(uintptr(unsafe.Pointer(&b[0])))
	size := roundUp(uint64(len(b)), Granule)
	r.cache(start, size, true)
	r.give(start, size)
}
