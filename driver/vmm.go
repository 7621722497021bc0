package driver

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"

	"cudasim/cu"
	"cudasim/internal/mem"
)

// The virtual memory management API (docs/vmm.md): physical memory
// (cuMemCreate) apart from device address space (cuMemAddressReserve), one
// mapped onto the other (cuMemMap) and made accessible (cuMemSetAccess).
// What the H200 answers is testdata/reference/vmm's transcript; the codes
// below cite it by section.

// MemGenericAllocationHandle is CUmemGenericAllocationHandle: a handle to
// physical memory from MemCreate (or MemImportFromShareableHandle).
type MemGenericAllocationHandle uint64

// MemAllocationProp is CUmemAllocationProp.
type MemAllocationProp struct {
	Type                 int32 // CUmemAllocationType: 1 pinned
	RequestedHandleTypes int32 // CUmemAllocationHandleType bits
	Location             MemLocation
	Win32HandleMetaData  uint64 // a pointer; must be NULL on Linux
	CompressionType      uint8
	GPUDirectRDMACapable uint8
	Usage                uint16
	Reserved             [4]uint8
}

// Granularity flags of cuMemGetAllocationGranularity.
const (
	MemAllocGranularityMinimum     = 0
	MemAllocGranularityRecommended = 1
)

// vmmGranularity is what the H200 answers for device memory, minimum and
// recommended alike (testdata/reference/vmm, section gran).
const vmmGranularity = mem.Granule

// vmmAlloc is physical memory behind a handle.
type vmmAlloc struct {
	handle   MemGenericAllocationHandle
	phys     *mem.Physical
	prop     MemAllocationProp
	refs     int            // the program's: MemCreate's or the import's, and one a MemRetainAllocationHandle
	share    *sharedMapping // exported: the shared file its bytes live in
	origin   string         // the shared file's name, for imports in this process
	tilePool bool           // made for sparse arrays (cuMemMapArrayAsync): cuMemMap refuses it
	pages    pages          // a tile pool's pages that sparse arrays' tiles used (sparse.go)
}

type vmmState struct {
	mu         sync.Mutex
	next       MemGenericAllocationHandle
	handles    map[MemGenericAllocationHandle]*vmmAlloc
	byPhys     map[*mem.Physical]*vmmAlloc
	reserved   map[DevicePtr]uint64 // cuMemAddressReserve's ranges: start -> size
	hostAccess map[uint64]int32     // granule number -> the host access asked for
}

var vmmID = registerExtension(func(d *Driver) any {
	return &vmmState{next: 0x1000, handles: map[MemGenericAllocationHandle]*vmmAlloc{}, byPhys: map[*mem.Physical]*vmmAlloc{},
		reserved: map[DevicePtr]uint64{}, hostAccess: map[uint64]int32{}}
})

func (d *Driver) vmm() *vmmState { return d.extension(vmmID).(*vmmState) }

// checkProp validates an allocation's properties as cuMemCreate does and
// returns the device they name, or host true for host memory (NUMA node 0).
// Measured (testdata/reference/vmm, section create): a type other than
// pinned, handle types other than POSIX fd and fabric, reserved bytes or
// Windows metadata are CUDA_ERROR_INVALID_VALUE, a fabric handle
// CUDA_ERROR_NOT_PERMITTED, a device out of range CUDA_ERROR_INVALID_DEVICE;
// the host and host NUMA node 0 are accepted without handle types (the
// properties then name host NUMA node 0), other locations refused.
func (t *Thread) checkProp(prop *MemAllocationProp) (dev int, host bool, err error) {
	if prop == nil {
		return 0, false, cu.Errorf(cu.ErrorInvalidValue, "no allocation properties")
	}
	if prop.Type != MemAllocationPinned {
		return 0, false, cu.Errorf(cu.ErrorInvalidValue, "allocation type %d (only CU_MEM_ALLOCATION_TYPE_PINNED)", prop.Type)
	}
	if prop.RequestedHandleTypes&^(MemHandleTypePosixFD|MemHandleTypeFabric) != 0 {
		return 0, false, cu.Errorf(cu.ErrorInvalidValue, "requested handle types %#x", prop.RequestedHandleTypes)
	}
	if prop.RequestedHandleTypes&MemHandleTypeFabric != 0 {
		return 0, false, cu.Errorf(cu.ErrorNotPermitted, "fabric handles (CU_MEM_HANDLE_TYPE_FABRIC) are not permitted here")
	}
	if prop.Win32HandleMetaData != 0 || prop.Reserved != [4]uint8{} {
		return 0, false, cu.Errorf(cu.ErrorInvalidValue, "win32HandleMetaData and the reserved bytes must be 0 on Linux")
	}
	switch prop.Location.Type {
	case MemLocationDevice:
		if prop.Location.ID < 0 || int(prop.Location.ID) >= len(t.d.devices) {
			return 0, false, cu.Errorf(cu.ErrorInvalidDevice, "device %d", prop.Location.ID)
		}
		return int(prop.Location.ID), false, nil
	case MemLocationHost, MemLocationHostNuma:
		if prop.Location.ID != 0 || prop.RequestedHandleTypes != 0 {
			return 0, false, cu.Errorf(cu.ErrorInvalidValue, "host location %d with handle types %#x", prop.Location.ID, prop.RequestedHandleTypes)
		}
		return 0, true, nil
	}
	return 0, false, cu.Errorf(cu.ErrorInvalidValue, "location type %d", prop.Location.Type)
}

// MemGetAllocationGranularity is cuMemGetAllocationGranularity: 2 MiB,
// minimum and recommended alike, whatever the properties say (measured for
// every allocation type, handle type and location, valid or not, and every
// allocation flag: testdata/reference/vmm, section gran); flags other than
// 0 and 1 are CUDA_ERROR_INVALID_VALUE.
func (t *Thread) MemGetAllocationGranularity(prop *MemAllocationProp, flags int32) (uint64, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if prop == nil {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "no allocation properties")
	}
	if flags != MemAllocGranularityMinimum && flags != MemAllocGranularityRecommended {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "granularity flags %d", flags)
	}
	return vmmGranularity, nil
}

// MemCreate is cuMemCreate: size bytes (a multiple of the granularity) of
// physical memory, counted against the device's free memory now.
func (t *Thread) MemCreate(size uint64, prop *MemAllocationProp, flags uint64) (MemGenericAllocationHandle, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	dev, host, err := t.checkProp(prop)
	if err != nil {
		return 0, err
	}
	if flags != 0 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuMemCreate flags %#x (must be 0)", flags)
	}
	if size == 0 || size%vmmGranularity != 0 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuMemCreate of %d bytes: not a positive multiple of the granularity (%d)", size, vmmGranularity)
	}
	p, err := t.d.mem.CreatePhysical(dev, size, !host)
	if err != nil {
		return 0, err
	}
	st := t.d.vmm()
	st.mu.Lock()
	defer st.mu.Unlock()
	// The properties as the H200 gave them back: compression and RDMA
	// kept (compressible memory reads and writes as any other), the usage
	// not, a host location as host NUMA node 0.
	pr := *prop
	pr.Usage = 0
	if host {
		pr.Location = MemLocation{Type: MemLocationHostNuma, ID: 0}
	}
	return st.add(&vmmAlloc{phys: p, prop: pr, refs: 1, tilePool: prop.Usage&memCreateUsageTilePool != 0}), nil
}

// memCreateUsageTilePool is CU_MEM_CREATE_USAGE_TILE_POOL: memory for
// sparse arrays, which cuMemMap refuses (measured).
const memCreateUsageTilePool = 1

// add registers a new handle. Callers hold st.mu.
func (st *vmmState) add(a *vmmAlloc) MemGenericAllocationHandle {
	st.next++
	a.handle = st.next
	st.handles[a.handle] = a
	st.byPhys[a.phys] = a
	return a.handle
}

func (st *vmmState) lookup(h MemGenericAllocationHandle) (*vmmAlloc, error) {
	a := st.handles[h]
	if a == nil {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%#x is not a live allocation handle", uint64(h))
	}
	return a, nil
}

// MemRelease is cuMemRelease: one of the program's references to the
// handle goes. With the last the memory goes once no mapping of it
// remains; until then the handle still answers (its properties, a
// retain from a mapping gives it back) but may not be released again
// (measured: testdata/reference/vmm, section alias).
func (t *Thread) MemRelease(h MemGenericAllocationHandle) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	st := t.d.vmm()
	st.mu.Lock()
	defer st.mu.Unlock()
	a, err := st.lookup(h)
	if err != nil {
		return err
	}
	if a.refs == 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "handle %#x was released already (its memory lives while mapped)", uint64(h))
	}
	if a.refs--; a.refs > 0 {
		return nil
	}
	if err := t.d.mem.ReleasePhysical(a.phys); err != nil {
		return err
	}
	st.forget(a)
	return nil
}

// forget drops a handle whose memory is gone (released and unmapped).
// Callers hold st.mu.
func (st *vmmState) forget(a *vmmAlloc) {
	if a.refs > 0 || a.phys.Mapped() > 0 {
		return
	}
	delete(st.handles, a.handle)
	if st.byPhys[a.phys] == a {
		delete(st.byPhys, a.phys)
	}
	a.share = nil // the file lives on in the descriptors handed out and the importers' mappings
}

// MemGetAllocationPropertiesFromHandle is
// cuMemGetAllocationPropertiesFromHandle.
func (t *Thread) MemGetAllocationPropertiesFromHandle(h MemGenericAllocationHandle) (MemAllocationProp, error) {
	if err := t.d.ready(); err != nil {
		return MemAllocationProp{}, err
	}
	st := t.d.vmm()
	st.mu.Lock()
	defer st.mu.Unlock()
	a, err := st.lookup(h)
	if err != nil {
		return MemAllocationProp{}, err
	}
	return a.prop, nil
}

// MemRetainAllocationHandle is cuMemRetainAllocationHandle: the handle of
// the physical memory mapped at p, with one more reference (cuMemRelease
// lets it go).
func (t *Thread) MemRetainAllocationHandle(p DevicePtr) (MemGenericAllocationHandle, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	phys, _, ok := t.d.mem.PhysicalAt(p)
	if !ok {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "%#x is not in a mapping of physical memory", uint64(p))
	}
	st := t.d.vmm()
	st.mu.Lock()
	defer st.mu.Unlock()
	a := st.byPhys[phys]
	if a == nil {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "%#x maps memory with no handle", uint64(p))
	}
	if a.refs == 0 { // released while mapped: the handle is the program's again
		if err := t.d.mem.RetainPhysical(phys); err != nil {
			return 0, err
		}
	}
	a.refs++
	return a.handle, nil
}

// MemAddressReserve is cuMemAddressReserve: size bytes of device address
// space (a multiple of the granularity), aligned to alignment (0: the
// granularity; else a power of two). The H200 honoured no address hint,
// not even a range just freed, and refused one not aligned to the
// granularity (testdata/reference/vmm, section reserve): a hint is checked
// and ignored.
func (t *Thread) MemAddressReserve(size, alignment uint64, addr DevicePtr, flags uint64) (DevicePtr, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if flags != 0 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuMemAddressReserve flags %#x (must be 0)", flags)
	}
	if size == 0 || size%vmmGranularity != 0 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuMemAddressReserve of %d bytes: not a positive multiple of the granularity (%d)", size, vmmGranularity)
	}
	if alignment != 0 && alignment&(alignment-1) != 0 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "alignment %d is not a power of two", alignment)
	}
	align := max(alignment, vmmGranularity)
	if addr%vmmGranularity != 0 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "address hint %#x is not aligned to the granularity (%d)", uint64(addr), vmmGranularity)
	}
	base, ok := t.d.mem.ReserveVAAligned(size, align)
	if !ok {
		return 0, cu.Errorf(cu.ErrorOutOfMemory, "no %d bytes of device address space aligned to %d left", size, align)
	}
	st := t.d.vmm()
	st.mu.Lock()
	st.reserved[base] = size
	st.mu.Unlock()
	return base, nil
}

// MemAddressFree is cuMemAddressFree: the whole range a cuMemAddressReserve
// returned, nothing mapped in it.
func (t *Thread) MemAddressFree(p DevicePtr, size uint64) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	st := t.d.vmm()
	st.mu.Lock()
	defer st.mu.Unlock()
	n, ok := st.reserved[p]
	if !ok || n != size {
		return cu.Errorf(cu.ErrorInvalidValue, "[%#x, +%d) is not a range cuMemAddressReserve returned", uint64(p), size)
	}
	if t.d.mem.WindowMapped(p, size) {
		return cu.Errorf(cu.ErrorInvalidValue, "[%#x, +%d) is still mapped: cuMemUnmap it first", uint64(p), size)
	}
	delete(st.reserved, p)
	t.d.mem.ReleaseVA(p)
	return nil
}

// MemMap is cuMemMap: size bytes of the handle's physical memory from
// offset on, mapped at p, inside a reserved range, where nothing is mapped.
func (t *Thread) MemMap(p DevicePtr, size, offset uint64, h MemGenericAllocationHandle, flags uint64) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	if flags != 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "cuMemMap flags %#x (must be 0)", flags)
	}
	st := t.d.vmm()
	st.mu.Lock()
	defer st.mu.Unlock()
	a, err := st.lookup(h)
	if err != nil {
		return err
	}
	if p == 0 || p%vmmGranularity != 0 || size == 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "cuMemMap of [%#x, +%d): not whole granules (%d)", uint64(p), size, vmmGranularity)
	}
	if a.tilePool {
		return cu.Errorf(cu.ErrorInvalidValue, "handle %#x was made for sparse arrays (CU_MEM_CREATE_USAGE_TILE_POOL): cuMemMap does not map it", uint64(h))
	}
	if offset != 0 || size != a.phys.Size {
		// measured: an offset, or a size other than the handle's, smaller,
		// larger or not a granule multiple (testdata/reference/vmm, map)
		return cu.Errorf(cu.ErrorNotSupported, "cuMemMap of %d bytes from offset %d of a %d-byte handle: only whole handles are mapped", size, offset, a.phys.Size)
	}
	_, err = t.d.mem.MapPhysical(p, size, a.phys, offset, mem.Request{Label: fmt.Sprintf("cuMemMap of handle %#x", uint64(h))})
	return err
}

// MemUnmap is cuMemUnmap: whole mappings.
func (t *Thread) MemUnmap(p DevicePtr, size uint64) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	// Measured (testdata/reference/vmm, section map): any range starting
	// in a reservation, aligned or not, unmaps the mappings inside it; one
	// cutting a mapping is CUDA_ERROR_INVALID_VALUE, one with nothing
	// mapped succeeds.
	if size == 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "cuMemUnmap of 0 bytes")
	}
	if _, _, ok := t.d.vmmReservation(p); !ok {
		return cu.Errorf(cu.ErrorInvalidValue, "cuMemUnmap at %#x: not in a range cuMemAddressReserve returned", uint64(p))
	}
	if c := t.ct.Current(); c != nil {
		if err := t.drain("cuMemUnmap", c); err != nil { // the work queued before the unmap finishes with the memory first
			return err
		}
	}
	gone, err := t.d.mem.UnmapPhysical(p, size)
	if err != nil {
		return err
	}
	st := t.d.vmm()
	st.mu.Lock()
	defer st.mu.Unlock()
	for _, a := range gone {
		if h := st.byPhys[a.Phys]; h != nil {
			st.forget(h)
		}
	}
	return nil
}

// MemSetAccess is cuMemSetAccess: who may reach the mappings of [p,
// p+size), device by device. A device's read or read-write access makes
// them reachable by its kernels (whatever peer access it has), access 0
// takes it away; copies and memsets need some device's.
func (t *Thread) MemSetAccess(p DevicePtr, size uint64, descs []MemAccessDesc) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	if len(descs) == 0 || size == 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "cuMemSetAccess with %d descriptors over %d bytes", len(descs), size)
	}
	if p%vmmGranularity != 0 || size%vmmGranularity != 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "cuMemSetAccess of [%#x, +%d): not whole granules", uint64(p), size)
	}
	// Measured (testdata/reference/vmm, section access): a device out of
	// range or a location type that is none is CUDA_ERROR_INVALID_VALUE; a
	// host or host NUMA location CUDA_ERROR_NOT_SUPPORTED, after the
	// descriptors before it took effect (the device's, given with the
	// host's, held); the last descriptor for a device wins.
	for _, ad := range descs {
		if ad.Flags != MemAccessNone && ad.Flags != MemAccessRead && ad.Flags != MemAccessReadWrite {
			return cu.Errorf(cu.ErrorInvalidValue, "access flags %d", ad.Flags)
		}
		switch ad.Location.Type {
		case MemLocationDevice:
			if ad.Location.ID < 0 || int(ad.Location.ID) >= len(t.d.devices) {
				return cu.Errorf(cu.ErrorInvalidValue, "device %d", ad.Location.ID)
			}
		case MemLocationHost, MemLocationHostNuma:
		default:
			return cu.Errorf(cu.ErrorInvalidValue, "location type %d", ad.Location.Type)
		}
	}
	for _, ad := range descs {
		if ad.Location.Type != MemLocationDevice {
			t.d.vmm().setHostAccess(p, size, ad.Flags)
			return cu.Errorf(cu.ErrorNotSupported, "host access to device memory (location type %d)", ad.Location.Type)
		}
		if err := t.d.mem.SetAccess(p, size, int(ad.Location.ID), ad.Flags); err != nil {
			return err
		}
	}
	return nil
}

// setHostAccess records the host access a cuMemSetAccess asked for (and
// was refused): cuMemGetAccess answers it.
func (st *vmmState) setHostAccess(p DevicePtr, size uint64, flags int32) {
	st.mu.Lock()
	defer st.mu.Unlock()
	for g := p / vmmGranularity; g < (p+size)/vmmGranularity; g++ {
		st.hostAccess[g] = flags
	}
}

// MemGetAccess is cuMemGetAccess: the access flags of a location to the
// mapping holding p. Measured (testdata/reference/vmm, section access): a
// device out of range or a location type that is none is
// CUDA_ERROR_INVALID_DEVICE; the host answers what a refused cuMemSetAccess
// asked for it, a host NUMA node 0; an address outside every mapping
// answers 0, but for one reserved and not mapped (CUDA_ERROR_INVALID_VALUE,
// 0 written: written says so) and for NULL (CUDA_ERROR_INVALID_VALUE).
func (t *Thread) MemGetAccess(loc *MemLocation, p DevicePtr) (flags uint64, written bool, err error) {
	if err := t.d.ready(); err != nil {
		return 0, false, err
	}
	if loc == nil {
		return 0, false, cu.Errorf(cu.ErrorInvalidValue, "no location")
	}
	switch {
	case loc.Type == MemLocationDevice && loc.ID >= 0 && int(loc.ID) < len(t.d.devices):
	case loc.Type == MemLocationHost || loc.Type == MemLocationHostNuma:
	default:
		return 0, false, cu.Errorf(cu.ErrorInvalidDevice, "location {type %d, id %d}", loc.Type, loc.ID)
	}
	if p == 0 {
		return 0, false, cu.Errorf(cu.ErrorInvalidValue, "address 0")
	}
	dev := -1 // the host's are kept apart (hostAccess)
	if loc.Type == MemLocationDevice {
		dev = int(loc.ID)
	}
	f, ok := t.d.mem.AccessFlags(p, dev)
	if !ok {
		if t.d.mem.ReservedVA(p, 1) {
			return 0, true, cu.Errorf(cu.ErrorInvalidValue, "%#x is reserved but not mapped", uint64(p))
		}
		return 0, true, nil
	}
	switch loc.Type {
	case MemLocationHost:
		st := t.d.vmm()
		st.mu.Lock()
		defer st.mu.Unlock()
		return uint64(st.hostAccess[p/vmmGranularity]), true, nil
	case MemLocationHostNuma:
		return 0, true, nil
	}
	return uint64(f), true, nil
}

// vmmFilePrefix names the shared files behind exported physical memory:
// cudasim-vmm-PID-HANDLE-DEVICE-SIZE.
const vmmFilePrefix = "cudasim-vmm-"

// MemExportToShareableHandle is cuMemExportToShareableHandle for POSIX file
// descriptors: the physical memory's bytes move to a shared file (memfd),
// and the program gets a descriptor of it, which another process imports.
func (t *Thread) MemExportToShareableHandle(h MemGenericAllocationHandle, handleType int32, flags uint64) (int, error) {
	if err := t.d.ready(); err != nil {
		return -1, err
	}
	st := t.d.vmm()
	st.mu.Lock()
	defer st.mu.Unlock()
	a, err := st.lookup(h)
	if err != nil {
		return -1, err
	}
	if flags != 0 {
		return -1, cu.Errorf(cu.ErrorInvalidValue, "export flags %#x (must be 0)", flags)
	}
	if handleType != MemHandleTypePosixFD {
		return -1, cu.Errorf(cu.ErrorInvalidValue, "handle type %d: cudasim exports POSIX file descriptors only", handleType)
	}
	if a.prop.RequestedHandleTypes&MemHandleTypePosixFD == 0 {
		return -1, cu.Errorf(cu.ErrorInvalidValue, "the memory was not created exportable as a POSIX file descriptor")
	}
	if a.share == nil && a.origin == "" {
		name := fmt.Sprintf("%s%d-%d-%d-%d", vmmFilePrefix, os.Getpid(), uint64(h), a.phys.Device, a.phys.Size)
		fd, err := newPoolFile(name, a.phys.Size)
		if err != nil {
			return -1, err
		}
		m, err := mapSharedAt(fd, 0, a.phys.Size)
		closeFD(fd)
		if err != nil {
			return -1, err
		}
		if _, err := t.d.mem.SharePhysical(a.phys, func(uint64) (*mem.Backing, error) {
			return &mem.Backing{Buf: m.b, Tag: m, Release: m.release}, nil
		}); err != nil {
			m.release()
			return -1, err
		}
		a.share, a.origin = m, name
	}
	src := a.share
	if src == nil {
		return -1, cu.Errorf(cu.ErrorInvalidValue, "imported memory cannot be exported again by cudasim")
	}
	return dupFDCloexec(src.fd)
}

// MemImportFromShareableHandle is cuMemImportFromShareableHandle for a POSIX
// file descriptor another process (or this one) exported: physical memory
// over the same shared file, under a handle of its own.
func (t *Thread) MemImportFromShareableHandle(fd int, handleType int32) (MemGenericAllocationHandle, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if handleType != MemHandleTypePosixFD {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "handle type %d: cudasim imports POSIX file descriptors only", handleType)
	}
	name := strings.TrimSuffix(strings.TrimPrefix(fdName(fd), "/memfd:"), " (deleted)")
	fields := strings.Split(strings.TrimPrefix(name, vmmFilePrefix), "-")
	if !strings.HasPrefix(name, vmmFilePrefix) || len(fields) != 4 {
		// measured: -1 and /dev/null (testdata/reference/vmm, export)
		return 0, cu.Errorf(cu.ErrorUnknown, "descriptor %d is not memory cudasim exported (cuMemExportToShareableHandle)", fd)
	}
	dev, err1 := strconv.Atoi(fields[2])
	size, err2 := strconv.ParseUint(fields[3], 10, 64)
	if err1 != nil || err2 != nil || dev < 0 || dev >= len(t.d.devices) || size == 0 || fileSize(fd) < size {
		return 0, cu.Errorf(cu.ErrorUnknown, "descriptor %d is not memory cudasim exported", fd)
	}
	st := t.d.vmm()
	st.mu.Lock()
	defer st.mu.Unlock()
	// In the exporting process too the import is a handle of its own
	// (measured), over the same shared file.
	m, err := mapSharedAt(fd, 0, size)
	if err != nil {
		return 0, err
	}
	p, err := t.d.mem.ImportPhysical(dev, size, &mem.Backing{Buf: m.b, Tag: m, Release: m.release})
	if err != nil {
		m.release()
		return 0, err
	}
	// measured: an imported handle's properties name no handle types
	prop := MemAllocationProp{Type: MemAllocationPinned, Location: MemLocation{Type: MemLocationDevice, ID: int32(dev)}}
	return st.add(&vmmAlloc{phys: p, prop: prop, refs: 1, origin: name}), nil
}

// vmmPointerAttribute answers the pointer attributes of a mapping of
// physical memory that plain allocations do not have: not legacy-IPC
// capable, the handle types its memory was created exportable as, the
// access flags cuMemSetAccess gave the current context's device, no memory
// pool.
func (t *Thread) vmmPointerAttribute(attr PointerAttribute, a *mem.Allocation, p DevicePtr) (uint64, bool) {
	d := t.d
	if a.Origin != mem.Mapped || a.Phys == nil {
		return 0, false
	}
	switch attr {
	case PointerAttributeIsLegacyIpcCapable, PointerAttributeMempoolHandle:
		return 0, true
	case PointerAttributeAllowedHandleTypes:
		st := d.vmm()
		st.mu.Lock()
		defer st.mu.Unlock()
		if h := st.byPhys[a.Phys]; h != nil {
			return uint64(h.prop.RequestedHandleTypes), true
		}
		return 0, true
	case PointerAttributeAccessFlags:
		// The current context's device's (the CUDA driver API's
		// cuPointerGetAttribute), else the memory's own.
		dev := a.Device
		if c, err := t.current(); err == nil && c != nil {
			dev = c.Device
		}
		f, _ := d.mem.AccessFlags(p, dev)
		return uint64(f), true
	case PointerAttributeIsGPUDirectRDMACapable:
		st := d.vmm()
		st.mu.Lock()
		defer st.mu.Unlock()
		if h := st.byPhys[a.Phys]; h != nil && h.prop.GPUDirectRDMACapable != 0 {
			return 1, true
		}
		return 0, true
	case PointerAttributeMappingSize:
		return a.Size, true
	case PointerAttributeMappingBaseAddr:
		return a.Base, true
	case PointerAttributeMemoryBlockID:
		return a.ID, true
	case PointerAttributeIsHWDecompressCapable:
		return 0, true // measured for cuMemCreate's default properties (surface25, ptr)
	}
	return 0, false
}

// vmmReservation returns the cuMemAddressReserve range holding p.
func (d *Driver) vmmReservation(p DevicePtr) (start, size uint64, ok bool) {
	st := d.vmm()
	st.mu.Lock()
	defer st.mu.Unlock()
	for b, n := range st.reserved {
		if p >= b && p-b < n {
			return b, n, true
		}
	}
	return 0, 0, false
}
