package driver

import (
	"fmt"
	"sort"
	"sync"
	"unsafe"

	"cudasim/cu"
	"cudasim/internal/ctx"
	"cudasim/internal/mem"
)

// Stream-ordered allocation: memory allocated and freed in stream order,
// from memory pools. Every measured fact here comes from
// testdata/reference/pools (an H200, driver 580).
//
// A pool holds a window of device address space and commits device memory to
// it in chunks of poolChunk bytes: the H200 reserved 32 MiB for a 1,000-byte
// cuMemAllocAsync (cuMemGetInfo's free fell by 32 MiB, RESERVED_MEM_CURRENT
// read 33554432) and 64 MiB for 1,000 bytes and 40 MiB more. Allocations are
// placed first fit by address, in poolAlign units (1000 bytes took 1024: the
// next allocation came 1024 bytes further, a 3 MiB one 2048 further), first in
// the memory already committed, else where committing more makes room.
// USED_MEM_CURRENT counts the bytes asked for (1000, not 1024).
//
// A freed block is reused at once by the next allocation that fits on the
// stream that freed it (the H200 handed the freed address back). Another
// stream gets it once the free is known complete: cudasim deems it complete
// when the freeing stream sees a later cuMemAllocAsync/cuMemFreeAsync or a
// synchronization (cuStreamSynchronize of it, cuCtxSynchronize), which is
// what the H200 showed (an allocation on a second stream skipped the block
// freed by the first stream's latest call, took one freed earlier, and took
// the latest after both streams were synchronized); the GPU's timing decides
// this on real hardware.
//
// Free memory beyond RELEASE_THRESHOLD (default 0) goes back to the device
// when a free is known complete, for every kind of pool
// (testdata/reference/pools2, section release): when the host synchronizes
// with work that comes after the free in stream order (freeOrder):
// cuStreamSynchronize of the stream that freed it, or of a stream that
// waited (cuStreamWaitEvent) for an event recorded after the free, directly
// or through other streams' events; cuEventSynchronize of such an event;
// cuStreamSynchronize of the legacy default stream for frees on blocking
// streams; cuCtxSynchronize. A successful cuStreamQuery or cuEventQuery does
// not count, nor does a later allocation from another pool on the freeing
// stream (testdata/reference/fix11, trim.txt: 19 orderings, each with the
// GPU idle and behind a 100 ms kernel). A chunk holding a free pending on
// another stream stays until that one completes (testdata/reference/pools,
// reuse). cuMemPoolTrimTo releases unused chunks (highest first) until the
// pool holds at most minBytesToKeep; a chunk holding an allocation, or a
// free not yet complete, stays (measured: trimming to 0 kept the 32 MiB
// chunk whose block had just been freed, and still kept it 200 ms later).

const (
	poolChunk  = 32 << 20
	poolAlign  = 512      // consistent with every measured placement (not told apart from 1024)
	poolWindow = 64 << 30 // address space a pool without maxSize may grow to (not measured)
)

// MemPool is a CUmemoryPool handle.
type MemPool uint64

// Memory pool attributes (CUmemPool_attribute).
const (
	MemPoolReuseFollowEventDependencies   = 1
	MemPoolReuseAllowOpportunistic        = 2
	MemPoolReuseAllowInternalDependencies = 3
	MemPoolReleaseThreshold               = 4
	MemPoolReservedMemCurrent             = 5
	MemPoolReservedMemHigh                = 6
	MemPoolUsedMemCurrent                 = 7
	MemPoolUsedMemHigh                    = 8
)

// Memory locations, allocation types and access flags of cuMemPoolCreate
// and cuMemPoolSetAccess.
const (
	MemLocationDevice      = 1 // CU_MEM_LOCATION_TYPE_DEVICE
	MemLocationHost        = 2 // CU_MEM_LOCATION_TYPE_HOST
	MemLocationHostNuma    = 3 // CU_MEM_LOCATION_TYPE_HOST_NUMA (a host pool, as _HOST)
	MemLocationHostNumaCur = 4 // CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT
	MemLocationNone        = 0 // CU_MEM_LOCATION_TYPE_INVALID (CUDA 13: NONE, for managed pools)
	MemAllocationPinned    = 1 // CU_MEM_ALLOCATION_TYPE_PINNED
	MemAllocationManaged   = 2 // CU_MEM_ALLOCATION_TYPE_MANAGED (CUDA 13)
	MemAccessNone          = 0
	MemAccessRead          = 1
	MemAccessReadWrite     = 3
	MemHandleTypeNone      = 0
	MemHandleTypePosixFD   = 1
	MemHandleTypeFabric    = 8
)

// MemPoolProps is CUmemPoolProps (the fields cudasim reads).
type MemPoolProps struct {
	AllocType    int32
	HandleTypes  int32
	LocationType int32
	LocationID   int32
	MaxSize      uint64
	Usage        uint16
}

// MemLocation is CUmemLocation.
type MemLocation struct {
	Type int32
	ID   int32
}

// MemAccessDesc is CUmemAccessDesc.
type MemAccessDesc struct {
	Location MemLocation
	Flags    int32
}

type poolBlock struct {
	addr, size uint64 // placement, in poolAlign units
	req        uint64 // bytes asked for
	a          *mem.Allocation
	pending    bool   // freed, the free not known complete
	stream     Stream // the stream that freed it
	seq        uint64 // the free's number on that stream (freeOrder)
}

// freeOrder is which pool frees of every stream each stream's later work
// comes after: for a stream (or an event, at its record), the number of the
// latest free of each freeing stream ordered before it. A stream's own
// frees count at once; cuEventRecord copies the stream's, and
// cuStreamWaitEvent adds the event's to the waiting stream's.
type freeOrder map[Stream]uint64

func (o freeOrder) covers(b *poolBlock) bool { return b.seq <= o[orderKey(b.stream)] }

// join adds what o2 is ordered after to o (made if nil).
func (o freeOrder) join(o2 freeOrder) freeOrder {
	if o == nil && len(o2) > 0 {
		o = freeOrder{}
	}
	for s, n := range o2 {
		o[s] = max(o[s], n)
	}
	return o
}

type memPool struct {
	handle      MemPool
	dev         int
	host        bool           // pinned memory at a host location: created, not allocated from
	managed     bool           // CU_MEM_ALLOCATION_TYPE_MANAGED: host-accessible memory in hostWin
	hostLoc     bool           // managed, at a host location (or none)
	locType     int32          // managed: the location type it was made for (CUmemLocationType)
	hostWin     []byte         // managed and pinned host pools: the window's host memory
	hostMap     *sharedMapping // a pinned host pool made for export: hostWin maps its shared file
	isDefault   bool
	destroyed   bool
	base        uint64
	window      uint64
	chunks      map[uint64]bool // committed chunk indexes
	blocks      []*poolBlock    // by address: live and pending
	attrs       [4]int32        // reuse attributes 1..3
	threshold   uint64
	used        uint64
	usedHigh    uint64
	resHigh     uint64
	access      map[int]int32
	handleTypes int32
	share       *poolShare  // made for export: its shared file (mempool_export.go)
	imp         *poolImport // imported from another process
}

type pools struct {
	mu       sync.Mutex
	defaults []*memPool // per device, made on first use
	current  []*memPool
	// CUDA 13's other defaults, made on first use: each device's managed
	// pool and current managed pool, the host's pinned and managed pools.
	managedDefaults, managedCurrent   []*memPool
	hostDefaults, hostManagedDefaults map[int32]*memPool // by location type
	all                               []*memPool
	byAlloc                           map[*mem.Allocation]*memPool
	share                             *poolShares          // pools shared between processes, made on first use
	frees                             map[Stream]uint64    // frees so far, by freeing stream
	after                             map[Stream]freeOrder // by stream: the frees its later work comes after
}

var poolsID = registerExtension(func(d *Driver) any {
	n := len(d.devices)
	return &pools{defaults: make([]*memPool, n), current: make([]*memPool, n), managedDefaults: make([]*memPool, n),
		managedCurrent: make([]*memPool, n), byAlloc: map[*mem.Allocation]*memPool{}}
})

func (d *Driver) pools() *pools { return d.extension(poolsID).(*pools) }

func (d *Driver) newPool(dev int, window uint64) (*memPool, error) {
	base, ok := d.mem.ReserveVA(window)
	if !ok {
		return nil, cu.Errorf(cu.ErrorOutOfMemory, "no device address space left for a memory pool")
	}
	return d.addPool(&memPool{dev: dev, base: base, window: window, access: map[int]int32{dev: MemAccessReadWrite}}), nil
}

// newManagedPool makes a pool of managed memory: its window is host memory
// (the program reads and writes it at the addresses kernels use, as
// cuMemAllocManaged's), which counts against no device's memory (measured:
// cuMemGetInfo did not change). No device or the host has access until
// given it (measured: cuMemPoolGetAccess answered 0 for both).
func (d *Driver) newManagedPool(dev int, hostLoc bool) (*memPool, error) {
	win, err := mem.ReserveHost(poolWindow)
	if err != nil {
		return nil, err
	}
	p := &memPool{dev: dev, managed: true, hostLoc: hostLoc, hostWin: win, base: uint64(uintptr(unsafe.Pointer(&win[0]))),
		window: poolWindow, access: map[int]int32{}}
	if !hostLoc {
		p.locType = MemLocationDevice
	}
	return d.addPool(p), nil
}

// newHostPool makes a pool of pinned host memory: its window is host memory
// the program uses at the addresses kernels use. The host has access and
// devices none until given it (measured); cudasim does not keep devices
// from it. A pool made for export keeps its window in its shared file,
// mapped whole, so an importer maps the same bytes.
func (d *Driver) newHostPool(window uint64, exportable bool) (*memPool, error) {
	p := &memPool{host: true, window: window, access: map[int]int32{-1: MemAccessReadWrite}}
	if exportable {
		if err := d.makeExportable(p); err != nil {
			return nil, err
		}
		m, err := mapSharedAt(p.share.fd, 0, window)
		if err != nil {
			p.closeShare()
			return nil, err
		}
		p.hostMap, p.hostWin = m, m.b
	} else {
		win, err := mem.ReserveHost(window)
		if err != nil {
			return nil, err
		}
		p.hostWin = win
	}
	p.base = uint64(uintptr(unsafe.Pointer(&p.hostWin[0])))
	return d.addPool(p), nil
}

// addPool fills in a new pool's common parts and registers it.
func (d *Driver) addPool(p *memPool) *memPool {
	p.chunks, p.attrs = map[uint64]bool{}, [4]int32{0, 1, 1, 1}
	p.handle = MemPool(d.handles.add(p))
	ps := d.pools()
	ps.all = append(ps.all, p)
	return p
}

// defaultPool returns device dev's default pool, made on first use; callers
// hold ps.mu.
func (d *Driver) defaultPool(dev int) (*memPool, error) {
	ps := d.pools()
	if ps.defaults[dev] == nil {
		p, err := d.newPool(dev, poolWindow)
		if err != nil {
			return nil, err
		}
		p.isDefault = true
		ps.defaults[dev] = p
	}
	return ps.defaults[dev], nil
}

func (d *Driver) currentPool(dev int) (*memPool, error) {
	ps := d.pools()
	if p := ps.current[dev]; p != nil && !p.destroyed {
		return p, nil
	}
	return d.defaultPool(dev)
}

func (d *Driver) pool(h MemPool) (*memPool, error) {
	if h == 0 {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "memory pool is NULL")
	}
	p, ok := lookupHandle[*memPool](d, uint64(h))
	if !ok || p.destroyed {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%#x is not a live memory pool", uint64(h))
	}
	return p, nil
}

func (t *Thread) poolsDevice(dev Device, bad cu.Result) (int, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if int(dev) < 0 || int(dev) >= len(t.d.devices) {
		return 0, cu.Errorf(bad, "device ordinal %d out of range [0, %d)", dev, len(t.d.devices))
	}
	if v := t.d.devices[dev].Attributes[AttrMemoryPoolsSupported]; v.Err != 0 || v.Value == 0 {
		return 0, cu.Errorf(cu.ErrorNotSupported, "device %d does not support memory pools", dev)
	}
	return int(dev), nil
}

// DeviceGetDefaultMemPool is cuDeviceGetDefaultMemPool: the device's default
// pool, the same handle every time; it needs no context (measured). A device
// out of range is CUDA_ERROR_INVALID_DEVICE (measured).
func (t *Thread) DeviceGetDefaultMemPool(dev Device) (MemPool, error) {
	return t.devicePool(dev, cu.ErrorInvalidDevice, t.d.defaultPool)
}

// DeviceGetMemPool is cuDeviceGetMemPool: the device's current pool (the
// default until DeviceSetMemPool; the default again once the pool set is
// destroyed: measured). A device out of range is CUDA_ERROR_INVALID_VALUE
// here (measured).
func (t *Thread) DeviceGetMemPool(dev Device) (MemPool, error) {
	return t.devicePool(dev, cu.ErrorInvalidValue, t.d.currentPool)
}

// devicePool returns the handle of the pool pick chooses for dev, a device
// out of range being badDevice.
func (t *Thread) devicePool(dev Device, badDevice cu.Result, pick func(int) (*memPool, error)) (MemPool, error) {
	i, err := t.poolsDevice(dev, badDevice)
	if err != nil {
		return 0, err
	}
	ps := t.d.pools()
	ps.mu.Lock()
	defer ps.mu.Unlock()
	p, err := pick(i)
	if err != nil {
		return 0, err
	}
	return p.handle, nil
}

// DeviceSetMemPool is cuDeviceSetMemPool: pool becomes the pool
// cuMemAllocAsync allocates from on dev. A NULL pool, a device out of range
// (both measured) or a pool of another device (not measured) is
// CUDA_ERROR_INVALID_VALUE.
func (t *Thread) DeviceSetMemPool(dev Device, h MemPool) error {
	i, err := t.poolsDevice(dev, cu.ErrorInvalidValue)
	if err != nil {
		return err
	}
	ps := t.d.pools()
	ps.mu.Lock()
	defer ps.mu.Unlock()
	p, err := t.d.pool(h)
	if err != nil {
		return err
	}
	if p.imp != nil {
		return errImportedPool(h)
	}
	if p.host || p.hostLoc || p.dev != i {
		return cu.Errorf(cu.ErrorInvalidValue, "memory pool %#x is not a pool of device %d", uint64(h), i)
	}
	if p.managed {
		// A managed pool made at the device is accepted and becomes its
		// managed current pool: the pinned one stayed the default
		// (measured, testdata/reference/pools2 locations).
		ps.managedCurrent[i] = p
		return nil
	}
	ps.current[i] = p
	return nil
}

// CUDA 13's pool calls name a location and an allocation type. As the
// H200 answered (testdata/reference/pools2, section locations): the
// location is checked first, CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT and
// unknown location types being CUDA_ERROR_NOT_SUPPORTED whatever the type;
// then an allocation type other than PINNED and MANAGED is
// CUDA_ERROR_INVALID_VALUE, as are a device out of range, a NUMA node
// other than 0 (the H200's host had one) and no location (type 0) for
// pinned memory. Any host id is accepted. Managed memory at a host
// location (or none) comes from one host pool; pinned memory at a host
// location from another (cudasim makes it but cannot allocate from it).

// locationPool returns the pool of loc and typ that pick chooses among a
// device's (pinned or managed) and the host's; callers hold ps.mu.
func (t *Thread) locationPool(loc MemLocation, typ int32, current bool) (*memPool, error) {
	switch loc.Type {
	case MemLocationDevice, MemLocationHost, MemLocationHostNuma, MemLocationNone:
	default:
		return nil, cu.Errorf(cu.ErrorNotSupported, "memory location type %d has no memory pools", loc.Type)
	}
	if typ != MemAllocationPinned && typ != MemAllocationManaged {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "allocation type %d: CU_MEM_ALLOCATION_TYPE_PINNED (1) or _MANAGED (2)", typ)
	}
	d := t.d
	ps := d.pools()
	switch loc.Type {
	case MemLocationDevice:
		dev := int(loc.ID)
		if dev < 0 || dev >= len(d.devices) {
			return nil, cu.Errorf(cu.ErrorInvalidValue, "device %d out of range [0, %d)", loc.ID, len(d.devices))
		}
		if _, err := t.poolsDevice(Device(dev), cu.ErrorInvalidValue); err != nil {
			return nil, err
		}
		if typ == MemAllocationPinned {
			if current {
				return d.currentPool(dev)
			}
			return d.defaultPool(dev)
		}
		if p := ps.managedCurrent[dev]; current && p != nil && !p.destroyed {
			return p, nil
		}
		if ps.managedDefaults[dev] == nil {
			p, err := d.newManagedPool(dev, false)
			if err != nil {
				return nil, err
			}
			p.isDefault = true
			ps.managedDefaults[dev] = p
		}
		return ps.managedDefaults[dev], nil
	case MemLocationHostNuma:
		if loc.ID != 0 {
			return nil, cu.Errorf(cu.ErrorInvalidValue, "host NUMA node %d: the host has node 0 only", loc.ID)
		}
	case MemLocationNone:
		if typ == MemAllocationPinned {
			return nil, cu.Errorf(cu.ErrorInvalidValue, "pinned memory needs a location")
		}
	}
	// One default per location type: every host id shares one, a NUMA
	// node and no location have others (measured).
	defs := &ps.hostManagedDefaults
	if typ == MemAllocationPinned {
		defs = &ps.hostDefaults
	}
	if *defs == nil {
		*defs = map[int32]*memPool{}
	}
	if p := (*defs)[loc.Type]; p != nil {
		return p, nil
	}
	var p *memPool
	var err error
	if typ == MemAllocationPinned {
		p, err = d.newHostPool(poolWindow, false)
	} else {
		p, err = d.newManagedPool(0, true)
		if err == nil {
			p.locType = loc.Type
		}
	}
	if err != nil {
		return nil, err
	}
	p.isDefault = true
	(*defs)[loc.Type] = p
	return p, nil
}

// MemGetDefaultMemPool is cuMemGetDefaultMemPool (CUDA 13): the default
// pool of a location and allocation type; for pinned memory on a device,
// DeviceGetDefaultMemPool's (the same handle: measured).
func (t *Thread) MemGetDefaultMemPool(loc MemLocation, typ int32) (MemPool, error) {
	return t.memLocationPool(loc, typ, false)
}

// MemGetMemPool is cuMemGetMemPool (CUDA 13): the current pool of a
// location and allocation type (the default until MemSetMemPool).
func (t *Thread) MemGetMemPool(loc MemLocation, typ int32) (MemPool, error) {
	return t.memLocationPool(loc, typ, true)
}

func (t *Thread) memLocationPool(loc MemLocation, typ int32, current bool) (MemPool, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	ps := t.d.pools()
	ps.mu.Lock()
	defer ps.mu.Unlock()
	p, err := t.locationPool(loc, typ, current)
	if err != nil {
		return 0, err
	}
	return p.handle, nil
}

// MemSetMemPool is cuMemSetMemPool (CUDA 13). As measured: a device's
// pinned current pool must be a pinned pool of that device (as
// DeviceSetMemPool), its managed current pool a managed pool made at that
// device; a pool of the other type, another location, no location or a
// NULL pool is CUDA_ERROR_INVALID_VALUE. Setting a host location's
// current pool is not modelled (CUDA_ERROR_NOT_SUPPORTED).
func (t *Thread) MemSetMemPool(loc MemLocation, typ int32, h MemPool) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	ps := t.d.pools()
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if _, err := t.locationPool(loc, typ, false); err != nil {
		return err
	}
	p, err := t.d.pool(h)
	if err != nil {
		return err
	}
	if loc.Type != MemLocationDevice {
		if typ == MemAllocationPinned && p.host || typ == MemAllocationManaged && p.managed && p.hostLoc {
			return cu.Errorf(cu.ErrorNotSupported, "cudasim does not model a host location's current memory pool")
		}
		return cu.Errorf(cu.ErrorInvalidValue, "memory pool %#x is not a pool of the host's %s memory", uint64(h), allocTypeName(typ))
	}
	dev := int(loc.ID)
	if p.imp != nil {
		return errImportedPool(h)
	}
	if p.dev != dev || p.host || p.hostLoc || p.managed != (typ == MemAllocationManaged) {
		return cu.Errorf(cu.ErrorInvalidValue, "memory pool %#x is not a pool of device %d's %s memory", uint64(h), dev, allocTypeName(typ))
	}
	if typ == MemAllocationManaged {
		ps.managedCurrent[dev] = p
	} else {
		ps.current[dev] = p
	}
	return nil
}

func allocTypeName(typ int32) string {
	if typ == MemAllocationManaged {
		return "managed"
	}
	return "pinned"
}

// MemPoolCreate is cuMemPoolCreate. As measured (testdata/reference/pools,
// pools2): pinned pools at a device in range, any host id or host NUMA node
// 0; managed pools (CUDA 13) there too, and at the current NUMA node or at
// no location (CU_MEM_LOCATION_TYPE_NONE), but without handle types,
// maxSize or usage (CUDA_ERROR_INVALID_VALUE); an unknown location type is
// CUDA_ERROR_NOT_SUPPORTED for managed memory, CUDA_ERROR_INVALID_VALUE for
// pinned; other allocation types CUDA_ERROR_INVALID_VALUE. cudasim makes a
// pinned host pool but cannot allocate from it (CUDA_ERROR_NOT_SUPPORTED).
// A pool with the POSIX file descriptor handle type can be exported
// (mempool_export.go). maxSize bounds the pool's address space, rounded up
// to 32 MiB (the H200 gave two 3 MiB allocations from a pool of maxSize 4
// MiB). Initial attributes as measured: reuse flags 1, threshold 0,
// counters 0.
func (t *Thread) MemPoolCreate(props *MemPoolProps) (MemPool, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if props == nil {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuMemPoolCreate: poolProps is NULL")
	}
	managed := props.AllocType == MemAllocationManaged
	if props.AllocType != MemAllocationPinned && !managed {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuMemPoolCreate: allocation type %d: CU_MEM_ALLOCATION_TYPE_PINNED (1) or _MANAGED (2)", props.AllocType)
	}
	host := false
	switch props.LocationType {
	case MemLocationDevice:
		if props.LocationID < 0 || int(props.LocationID) >= len(t.d.devices) {
			return 0, cu.Errorf(cu.ErrorInvalidValue, "cuMemPoolCreate: device %d out of range [0, %d)", props.LocationID, len(t.d.devices))
		}
	case MemLocationHost:
		host = true
	case MemLocationHostNuma:
		if props.LocationID != 0 {
			return 0, cu.Errorf(cu.ErrorInvalidValue, "cuMemPoolCreate: host NUMA node %d: the host has node 0 only", props.LocationID)
		}
		host = true
	case MemLocationHostNumaCur, MemLocationNone:
		if !managed {
			return 0, cu.Errorf(cu.ErrorInvalidValue, "cuMemPoolCreate: location type %d: pinned memory needs a device, host or host NUMA location", props.LocationType)
		}
		host = true
	default:
		if managed {
			return 0, cu.Errorf(cu.ErrorNotSupported, "cuMemPoolCreate: location type %d is not supported for managed memory", props.LocationType)
		}
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuMemPoolCreate: location type %d is unknown", props.LocationType)
	}
	if props.HandleTypes&^(MemHandleTypePosixFD|MemHandleTypeFabric) != 0 {
		// measured: 2, 3 and 4 refused, 8 and 9 accepted
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuMemPoolCreate: handle types %#x: on Linux, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR (1) and _FABRIC (8)", props.HandleTypes)
	}
	if managed && (props.HandleTypes != 0 || props.MaxSize != 0 || props.Usage != 0) {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuMemPoolCreate: a managed pool takes no handle types, maxSize or usage")
	}
	window := uint64(poolWindow)
	if props.MaxSize != 0 {
		window = (props.MaxSize + poolChunk - 1) / poolChunk * poolChunk
	}
	ps := t.d.pools()
	ps.mu.Lock()
	defer ps.mu.Unlock()
	dev := int(props.LocationID)
	if host {
		dev = 0
	}
	if managed {
		p, err := t.d.newManagedPool(dev, host)
		if err != nil {
			return 0, err
		}
		p.locType = props.LocationType
		return p.handle, nil
	}
	exportable := props.HandleTypes&MemHandleTypePosixFD != 0
	if host {
		p, err := t.d.newHostPool(window, exportable)
		if err != nil {
			return 0, err
		}
		p.handleTypes = props.HandleTypes
		return p.handle, nil
	}
	p, err := t.d.newPool(dev, window)
	if err != nil {
		return 0, err
	}
	p.handleTypes = props.HandleTypes
	if exportable {
		if err := t.d.makeExportable(p); err != nil {
			p.destroyed = true
			t.d.poolTrim(p, 0)
			return 0, err
		}
	}
	return p.handle, nil
}

// lockPool makes sure the driver is ready, locks the pools and finds pool h;
// the caller unlocks.
func (t *Thread) lockPool(h MemPool) (*memPool, func(), error) {
	if err := t.d.ready(); err != nil {
		return nil, nil, err
	}
	ps := t.d.pools()
	ps.mu.Lock()
	p, err := t.d.pool(h)
	if err != nil {
		ps.mu.Unlock()
		return nil, nil, err
	}
	return p, ps.mu.Unlock, nil
}

// MemPoolDestroy is cuMemPoolDestroy. Allocations still live stay usable and
// are freed as usual (measured: cuMemFreeAsync after the destroy succeeded);
// the pool's memory goes back when the last is freed. A device whose current
// pool it was returns to its default pool (measured). A destroyed pool is
// CUDA_ERROR_INVALID_VALUE (measured); so is a default pool (not measured:
// the probe crashed before it).
func (t *Thread) MemPoolDestroy(h MemPool) error {
	p, unlock, err := t.lockPool(h)
	if err != nil {
		return err
	}
	defer unlock()
	if p.isDefault {
		return cu.Errorf(cu.ErrorInvalidValue, "memory pool %#x is device %d's default pool, which cannot be destroyed", uint64(h), p.dev)
	}
	if p.imp != nil && len(p.imp.ptrs) > 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "memory pool %#x was imported from another process and memory imported from it is still live", uint64(h))
	}
	p.destroyed = true
	ps := t.d.pools()
	for i := range ps.current {
		if ps.current[i] == p {
			ps.current[i] = nil
		}
		if ps.managedCurrent[i] == p {
			ps.managedCurrent[i] = nil
		}
	}
	t.d.poolSweep(p)
	p.complete(func(*poolBlock) bool { return true })
	t.d.poolTrim(p, 0)
	return nil
}

// poolSweep drops the blocks freed behind the pool's back (cuMemFree of
// pool memory, which the H200 allowed).
func (d *Driver) poolSweep(p *memPool) {
	for _, b := range p.blocks {
		if !b.pending && b.a != nil && b.a.Freed() {
			delete(d.pools().byAlloc, b.a)
			b.a = nil
			b.pending = true
			b.stream = freedBehind
			p.used -= b.req
		}
	}
	p.complete(func(b *poolBlock) bool { return b.stream == freedBehind })
}

// freedBehind marks a block cuMemFree freed: complete at once.
const freedBehind = Stream(^uint64(0))

// complete ends the pending state of the blocks done says are done.
func (p *memPool) complete(done func(*poolBlock) bool) {
	kept := p.blocks[:0]
	for _, b := range p.blocks {
		if b.pending && done(b) {
			continue
		}
		kept = append(kept, b)
	}
	p.blocks = kept
}

func (p *memPool) reserved() uint64 { return uint64(len(p.chunks)) * poolChunk }

// poolTrim releases unused chunks, highest first, while the pool holds more
// than keep bytes.
func (d *Driver) poolTrim(p *memPool, keep uint64) { d.poolRelease(p, keep, false) }

// poolRelease is poolTrim; with atLeast it releases a chunk only where at
// least keep bytes stay reserved, as cuMemPoolTrimTo's minBytesToKeep does
// (the H200 kept its one 32 MiB chunk when trimmed to 1 MiB:
// libcuda/testdata/cudart/apiexplore24, s_ax_pools_b).
func (d *Driver) poolRelease(p *memPool, keep uint64, atLeast bool) {
	idx := make([]uint64, 0, len(p.chunks))
	for c := range p.chunks {
		idx = append(idx, c)
	}
	sort.Slice(idx, func(i, j int) bool { return idx[i] > idx[j] })
	for _, c := range idx {
		if p.reserved() <= keep || atLeast && p.reserved()-poolChunk < keep {
			break
		}
		lo, hi := p.base+c*poolChunk, p.base+(c+1)*poolChunk
		busy := false
		for _, b := range p.blocks {
			if b.addr < hi && b.addr+b.size > lo {
				busy = true
				break
			}
		}
		if !busy {
			d.uncommitChunk(p, c)
		}
	}
	if p.destroyed && len(p.blocks) == 0 && len(p.chunks) == 0 && p.window != 0 {
		switch {
		case p.hostMap != nil:
			p.hostMap.release()
		case p.hostWin != nil:
			mem.ReleaseHost(p.hostWin)
		default:
			d.mem.ReleaseVA(p.base)
		}
		p.window = 0
		p.closeShare()
	}
}

// commitChunk gives pool p chunk c: device memory mapped at its place in
// the window (and, for a pool made for export, in its shared file), or, for
// managed memory, nothing more than the window's host pages, which cost
// nothing until touched.
func (d *Driver) commitChunk(p *memPool, c uint64) error {
	p.chunks[c] = true
	if p.hostWin != nil {
		return nil
	}
	if err := d.mem.Reserve(p.dev, poolChunk); err != nil {
		delete(p.chunks, c)
		return cu.Errorf(cu.ErrorOutOfMemory, "%v", err)
	}
	d.mem.MapVA(p.base+c*poolChunk, poolChunk, p.dev)
	if p.share != nil {
		if err := d.shareChunk(p, c); err != nil {
			d.uncommitChunk(p, c)
			return err
		}
	}
	return nil
}

// uncommitChunk gives chunk c of pool p back: kernels touching it fault
// from now on, as on the H200 (managed memory: its pages read as zeros).
func (d *Driver) uncommitChunk(p *memPool, c uint64) {
	delete(p.chunks, c)
	if p.hostWin != nil {
		if p.hostMap == nil { // a shared file's pages stay for importers (see shareChunk)
			mem.DiscardHost(p.hostWin[c*poolChunk : (c+1)*poolChunk])
		}
		return
	}
	d.mem.Unreserve(p.dev, poolChunk)
	d.mem.UnmapVA(p.base+c*poolChunk, poolChunk)
}

// place finds room for size bytes for stream s: first fit in committed
// chunks, else first fit anywhere in the window (committing chunks). Blocks
// pending on s count as free; it returns the blocks to drop.
func (p *memPool) place(size uint64, s Stream) (addr uint64, drop map[*poolBlock]bool, ok bool) {
	var occupied []*poolBlock
	drop = map[*poolBlock]bool{}
	for _, b := range p.blocks {
		if b.pending && b.stream == s {
			drop[b] = true
			continue
		}
		occupied = append(occupied, b)
	}
	type gap struct{ lo, hi uint64 }
	var gaps []gap
	at := p.base
	for _, b := range occupied {
		if b.addr > at {
			gaps = append(gaps, gap{at, b.addr})
		}
		at = max(at, b.addr+b.size)
	}
	if end := p.base + p.window; end > at {
		gaps = append(gaps, gap{at, end})
	}
	committed := func(lo, hi uint64) bool {
		for c := (lo - p.base) / poolChunk; c*poolChunk+p.base < hi; c++ {
			if !p.chunks[c] {
				return false
			}
		}
		return true
	}
	for _, g := range gaps { // committed memory first
		for lo := g.lo; lo+size <= g.hi; {
			if committed(lo, lo+size) {
				return lo, drop, true
			}
			// move to the next committed chunk's start
			c := (lo-p.base)/poolChunk + 1
			lo = max(p.base+c*poolChunk, lo+poolAlign)
		}
	}
	for _, g := range gaps {
		if g.lo+size <= g.hi {
			return g.lo, drop, true
		}
	}
	return 0, nil, false
}

// poolAlloc allocates n bytes from p for stream s (n > 0).
func (t *Thread) poolAlloc(p *memPool, n uint64, s Stream, call string) (DevicePtr, error) {
	d := t.d
	if p.imp != nil {
		return 0, errImportedPool(p.handle)
	}
	if n > p.window {
		return 0, cu.Errorf(cu.ErrorOutOfMemory, "%s: %d bytes is more than memory pool %#x can hold (%d)", call, n, uint64(p.handle), p.window)
	}
	d.poolSweep(p)
	size := (n + poolAlign - 1) / poolAlign * poolAlign
	addr, drop, ok := p.place(size, s)
	if !ok {
		return 0, cu.Errorf(cu.ErrorOutOfMemory, "%s: memory pool %#x has no room for %d bytes", call, uint64(p.handle), n)
	}
	var fresh []uint64
	for c := (addr - p.base) / poolChunk; p.base+c*poolChunk < addr+size; c++ {
		if !p.chunks[c] {
			if err := d.commitChunk(p, c); err != nil {
				for _, f := range fresh {
					d.uncommitChunk(p, f)
				}
				return 0, cu.Errorf(cu.Code(err), "%s: %v", call, cu.Detail(err))
			}
			fresh = append(fresh, c)
		}
	}
	label := fmt.Sprintf("memory pool %#x's allocation", uint64(p.handle))
	var a *mem.Allocation
	var err error
	if p.hostWin != nil {
		off := addr - p.base
		kind, flags := mem.Managed, uint32(MemAttachGlobal)
		if p.host {
			kind, flags = mem.Host, 0
		}
		a, err = d.mem.Alloc(mem.Request{Kind: kind, Device: p.dev, Size: n, Flags: flags, Label: label, Host: p.hostWin[off : off+min(size, p.window-off)]})
	} else {
		a, err = d.mem.Place(mem.Request{Kind: mem.Device, Device: p.dev, Size: n, Label: label}, addr)
	}
	if err != nil {
		return 0, err
	}
	p.complete(func(b *poolBlock) bool { return drop[b] && b.addr < addr+size && b.addr+b.size > addr })
	b := &poolBlock{addr: addr, size: size, req: n, a: a}
	i := sort.Search(len(p.blocks), func(i int) bool { return p.blocks[i].addr > addr })
	p.blocks = append(p.blocks, nil)
	copy(p.blocks[i+1:], p.blocks[i:])
	p.blocks[i] = b
	d.pools().byAlloc[a] = p
	p.used += n
	p.usedHigh = max(p.usedHigh, p.used)
	p.resHigh = max(p.resHigh, p.reserved())
	return DevicePtr(addr), nil
}

// poolsSynchronized is called when stream s (all streams of device dev when
// ctxSync) is synchronized: frees its work comes after are complete (the
// legacy default stream's, those of the blocking streams in blocking too);
// a context synchronization also releases what pools on its device hold
// beyond their release thresholds.
func (d *Driver) poolsSynchronized(s Stream, dev int, ctxSync bool, blocking func(Stream) bool) {
	ps := d.pools()
	also := map[Stream]bool{} // blocking streams with pending frees, asked without the pools' lock
	if blocking != nil {
		ps.mu.Lock()
		for _, p := range ps.all {
			for _, b := range p.blocks {
				if b.pending {
					also[b.stream] = false
				}
			}
		}
		ps.mu.Unlock()
		for st := range also {
			also[st] = blocking(st)
		}
	}
	ps.mu.Lock()
	defer ps.mu.Unlock()
	o := ps.after[orderKey(s)]
	d.poolsCompleted(dev, ctxSync, func(b *poolBlock) bool { return o.covers(b) || also[b.stream] })
}

// orderKey is the stream whose order a free on stream s joins: the legacy
// default stream has two handles.
func orderKey(s Stream) Stream {
	if s == StreamLegacy {
		return 0
	}
	return s
}

// poolsEventSynchronized is called when the host has waited for an event
// recorded with what o says (eventRecorded): the frees before it are
// complete.
func (d *Driver) poolsEventSynchronized(o freeOrder, dev int) {
	ps := d.pools()
	ps.mu.Lock()
	defer ps.mu.Unlock()
	d.poolsCompleted(dev, false, o.covers)
}

// poolsCompleted ends the pending state of the frees done says are
// complete (every free of device dev's pools when all), and releases what
// each pool then holds beyond its release threshold; the pools are locked.
func (d *Driver) poolsCompleted(dev int, all bool, done func(*poolBlock) bool) {
	for _, p := range d.pools().all {
		if all && p.dev == dev {
			d.poolSweep(p)
			p.complete(func(*poolBlock) bool { return true })
			d.poolTrim(p, p.threshold)
		} else if !all {
			p.complete(done)
			d.poolSweep(p)
			d.poolTrim(p, p.threshold)
		}
	}
}

// poolEventRecorded is cuEventRecord of an event on stream s: it returns the
// frees the event comes after (kept with the event, for
// poolsEventSynchronized and poolStreamWaited).
func (d *Driver) poolEventRecorded(s Stream) freeOrder {
	ps := d.pools()
	ps.mu.Lock()
	defer ps.mu.Unlock()
	return freeOrder(nil).join(ps.after[orderKey(s)])
}

// poolStreamWaited is cuStreamWaitEvent of stream s on an event recorded
// with what o says: s's later work comes after those frees too.
func (d *Driver) poolStreamWaited(s Stream, o freeOrder) {
	if len(o) == 0 {
		return
	}
	ps := d.pools()
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if ps.after == nil {
		ps.after = map[Stream]freeOrder{}
	}
	ps.after[orderKey(s)] = ps.after[orderKey(s)].join(o)
}

// MemAllocAsync is cuMemAllocAsync: n bytes from the current pool of the
// device of stream s's context. Such memory belongs to no context: it
// survives cuCtxDestroy and is freed with MemFreeAsync or MemFree (the H200
// accepted cuMemFree). As work runs at once, the memory is usable when the
// call returns. n == 0 succeeds with a NULL pointer (measured).
func (t *Thread) MemAllocAsync(n uint64, s Stream) (DevicePtr, error) {
	c, err := t.streamContext(s)
	if err == nil {
		err = t.hostCodeRefuses("cuMemAllocAsync")
	}
	if err != nil {
		return 0, err
	}
	if v := t.d.devices[c.Device].Attributes[AttrMemoryPoolsSupported]; v.Err != 0 || v.Value == 0 {
		return 0, cu.Errorf(cu.ErrorNotSupported, "device %d does not support memory pools", c.Device)
	}
	if ok, p, err := t.captureAlloc(n, s, c); ok {
		return p, err
	}
	// Measured (libcuda/testdata/cudart/graphs26, s_gr_capmodes): on a
	// stream that does not capture, an "unsafe" call during a global capture.
	if err := t.captureRefuses(0, nil, "cuMemAllocAsync"); err != nil {
		return 0, err
	}
	if n == 0 {
		return 0, nil
	}
	return t.allocFromPool(c, n, s, "cuMemAllocAsync", func() (*memPool, error) { return t.d.currentPool(c.Device) })
}

// allocFromPool allocates n bytes in stream order from the pool pick
// returns (called with the pools locked; n == 0 gives NULL once the pool is
// known) and tells the observer of the allocation in c.
func (t *Thread) allocFromPool(c *ctx.Context, n uint64, s Stream, call string, pick func() (*memPool, error)) (DevicePtr, error) {
	ps := t.d.pools()
	ps.mu.Lock()
	p, err := pick()
	if err != nil || n == 0 {
		ps.mu.Unlock()
		return 0, err
	}
	ptr, err := t.poolAllocLocked(p, n, s, call)
	ps.mu.Unlock()
	if err == nil {
		if a, ok := t.d.mem.Lookup(uint64(ptr)); ok {
			t.d.allocated(t, c, a, call)
		}
	}
	return ptr, err
}

func (t *Thread) poolAllocLocked(p *memPool, n uint64, s Stream, call string) (DevicePtr, error) {
	p.streamOp(s)
	return t.poolAlloc(p, n, s, call)
}

// streamOp marks the frees of p pending on stream s complete: s has seen a
// later stream-ordered call on p (see the file's comment). A call on
// another pool does not count (measured: an allocation from another pool on
// s left the free pending; testdata/reference/fix11, trim.txt, alloc2).
func (p *memPool) streamOp(s Stream) {
	p.complete(func(b *poolBlock) bool { return b.stream == s })
}

// freed numbers a free on stream s, which s's later work comes after; the
// pools are locked.
func (ps *pools) freed(s Stream) uint64 {
	if ps.frees == nil {
		ps.frees = map[Stream]uint64{}
	}
	if ps.after == nil {
		ps.after = map[Stream]freeOrder{}
	}
	k := orderKey(s)
	ps.frees[k]++
	ps.after[k] = ps.after[k].join(freeOrder{k: ps.frees[k]})
	return ps.frees[k]
}

// MemAllocFromPoolAsync is cuMemAllocFromPoolAsync: MemAllocAsync from pool
// h. A NULL pool is CUDA_ERROR_INVALID_VALUE, n == 0 a NULL pointer (both
// measured).
func (t *Thread) MemAllocFromPoolAsync(n uint64, h MemPool, s Stream) (DevicePtr, error) {
	c, err := t.streamContext(s)
	if err == nil {
		err = t.hostCodeRefuses("cuMemAllocFromPoolAsync")
	}
	if err != nil {
		return 0, err
	}
	if ok, p, err := t.captureAlloc(n, s, c); ok {
		return p, err
	}
	// Measured (graphs26's s_gr_capmodes), as cuMemAllocAsync.
	if err := t.captureRefuses(0, nil, "cuMemAllocFromPoolAsync"); err != nil {
		return 0, err
	}
	return t.allocFromPool(c, n, s, "cuMemAllocFromPoolAsync", func() (*memPool, error) { return t.d.pool(h) })
}

// MemFreeAsync is cuMemFreeAsync: it frees memory in stream order (at
// once). Pool memory goes back to its pool (see the file's comment); memory
// from cuMemAlloc is freed too (measured), as is NULL (a no-op, measured).
// Anything else — an interior address, a second free — is
// CUDA_ERROR_INVALID_VALUE (measured). Behind pending work on s (a held
// stream, streamq.go), memory from cuMemAlloc is freed in stream order, when
// the stream reaches the free, so that the work queued before it still
// reaches the memory.
func (t *Thread) MemFreeAsync(p DevicePtr, s Stream) error {
	c, err := t.streamContext(s)
	if err != nil {
		return err
	}
	if err := t.hostCodeRefuses("cuMemFreeAsync"); err != nil {
		return err
	}
	if ok, err := t.captureFree(s, p); ok {
		return err
	}
	// Measured (graphs26's s_gr_capmodes), as cuMemAllocAsync.
	if err := t.captureRefuses(0, nil, "cuMemFreeAsync"); err != nil {
		return err
	}
	if p == 0 {
		return nil
	}
	if ok, err := t.d.graphFree(p, "cuMemFreeAsync"); ok {
		return err
	}
	if len(t.pendingOn(s, c)) == 0 {
		return t.freeAsyncNow(p, s)
	}
	ps := t.d.pools()
	ps.mu.Lock()
	a, ok := t.d.mem.Lookup(uint64(p))
	pool := ok && ps.byAlloc[a] != nil
	ps.mu.Unlock()
	if !ok || a.Base != uint64(p) || pool {
		// Pool memory goes back to its pool at once, as on the H200
		// (testdata/reference/streamops, section freeasync: behind a held
		// stream, USED_MEM_CURRENT dropped and cuMemGetAddressRange
		// answered NOT_FOUND at the call, the next allocation on the same
		// stream got the block back, one on another stream did not); its
		// pages stay mapped in the pool, so the work queued before the
		// free still reaches them. A bad address answers at once.
		return t.freeAsyncNow(p, s)
	}
	// Measured (transcript-w2, section freeplain): cuMemAlloc memory stays
	// allocated (cuMemGetAddressRange finds it) until the stream reaches
	// the free; a second cuMemFreeAsync meanwhile answered CUDA_SUCCESS
	// (the driver crashed later): here it fails when it runs, as the
	// context's sticky error.
	return t.streamOp(s, c, "cuMemFreeAsync", false, func() error { return t.freeAsyncNow(p, s) })
}

// freeAsyncNow is cuMemFreeAsync once stream s has reached it.
func (t *Thread) freeAsyncNow(p DevicePtr, s Stream) error {
	t.d.sanFreed(p) // streamrace: the memory's next owner does not race with this one
	ps := t.d.pools()
	ps.mu.Lock()
	if ok, a := t.freeImported(p); ok {
		ps.mu.Unlock()
		t.d.freed(t, a, "cuMemFreeAsync")
		return nil
	}
	if a, ok := t.d.mem.Lookup(uint64(p)); ok {
		if pool := ps.byAlloc[a]; pool != nil && a.Base == uint64(p) {
			pool.streamOp(s)
			if _, err := t.d.mem.Free(uint64(p), mem.Device, mem.Managed, mem.Host); err != nil {
				ps.mu.Unlock()
				return err
			}
			delete(ps.byAlloc, a)
			for _, b := range pool.blocks {
				if b.a == a {
					b.a, b.pending, b.stream, b.seq = nil, true, s, ps.freed(s)
					pool.used -= b.req
				}
			}
			if pool.destroyed {
				pool.complete(func(*poolBlock) bool { return true })
				t.d.poolTrim(pool, 0)
			}
			ps.mu.Unlock()
			t.d.freed(t, a, "cuMemFreeAsync")
			return nil
		}
	}
	ps.mu.Unlock()
	a, err := t.d.mem.Free(p, mem.Device, mem.Managed)
	if err != nil {
		return err
	}
	t.d.freed(t, a, "cuMemFreeAsync")
	return nil
}

// MemPoolTrimTo is cuMemPoolTrimTo (see the file's comment).
func (t *Thread) MemPoolTrimTo(h MemPool, keep uint64) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	// Measured (graphs26's s_gr_capmodes): an "unsafe" call, as cuMemAllocAsync.
	if err := t.captureRefuses(0, nil, "cuMemPoolTrimTo"); err != nil {
		return err
	}
	p, unlock, err := t.lockPool(h)
	if err != nil {
		return err
	}
	defer unlock()
	if p.imp != nil {
		return errImportedPool(h)
	}
	t.d.poolSweep(p)
	t.d.poolRelease(p, keep, true)
	return nil
}

// MemPoolGetAttribute is cuMemPoolGetAttribute: attributes 1-3 are ints
// (0 or 1), 4-8 uint64s; the value is returned widened. Unknown attributes
// (0, 9-14 measured) are CUDA_ERROR_INVALID_VALUE.
func (t *Thread) MemPoolGetAttribute(h MemPool, attr int) (uint64, error) {
	p, unlock, err := t.lockPool(h)
	if err != nil {
		return 0, err
	}
	defer unlock()
	if p.imp != nil {
		return 0, errImportedPool(h)
	}
	t.d.poolSweep(p)
	switch attr {
	case MemPoolReuseFollowEventDependencies, MemPoolReuseAllowOpportunistic, MemPoolReuseAllowInternalDependencies:
		return uint64(p.attrs[attr]), nil
	case MemPoolReleaseThreshold:
		return p.threshold, nil
	case MemPoolReservedMemCurrent:
		return p.reserved(), nil
	case MemPoolReservedMemHigh:
		return p.resHigh, nil
	case MemPoolUsedMemCurrent:
		return p.used, nil
	case MemPoolUsedMemHigh:
		return p.usedHigh, nil
	}
	return 0, cu.Errorf(cu.ErrorInvalidValue, "memory pool attribute %d is unknown", attr)
}

// MemPoolAttrSize is the size in bytes of a pool attribute's value (4 or 8;
// 0 for an unknown attribute).
func MemPoolAttrSize(attr int) int {
	switch {
	case attr >= 1 && attr <= 3:
		return 4
	case attr >= 4 && attr <= 8:
		return 8
	}
	return 0
}

// MemPoolSetAttribute is cuMemPoolSetAttribute (all measured): the reuse
// flags take any int (nonzero reads back as 1), the threshold any value;
// RESERVED_MEM_HIGH and USED_MEM_HIGH take only 0, which resets them to the
// current amount; the current amounts cannot be set (CUDA_ERROR_INVALID_VALUE).
func (t *Thread) MemPoolSetAttribute(h MemPool, attr int, v uint64) error {
	p, unlock, err := t.lockPool(h)
	if err != nil {
		return err
	}
	defer unlock()
	if p.imp != nil {
		return errImportedPool(h)
	}
	t.d.poolSweep(p)
	switch attr {
	case MemPoolReuseFollowEventDependencies, MemPoolReuseAllowOpportunistic, MemPoolReuseAllowInternalDependencies:
		p.attrs[attr] = 0
		if int32(v) != 0 {
			p.attrs[attr] = 1
		}
		return nil
	case MemPoolReleaseThreshold:
		p.threshold = v
		return nil
	case MemPoolReservedMemHigh, MemPoolUsedMemHigh:
		if v != 0 {
			return cu.Errorf(cu.ErrorInvalidValue, "memory pool attribute %d can only be reset, to 0", attr)
		}
		if attr == MemPoolReservedMemHigh {
			p.resHigh = p.reserved()
		} else {
			p.usedHigh = p.used
		}
		return nil
	case MemPoolReservedMemCurrent, MemPoolUsedMemCurrent:
		return cu.Errorf(cu.ErrorInvalidValue, "memory pool attribute %d is read-only", attr)
	}
	return cu.Errorf(cu.ErrorInvalidValue, "memory pool attribute %d is unknown", attr)
}

// MemPoolGetAccess is cuMemPoolGetAccess: a device pool's own device has
// read-write access (measured); other devices what MemPoolSetAccess gave
// them (not measured), none by default. A managed pool starts with no
// access for devices or the host, a host pool with the host's only
// (measured); the host's access is asked with a host location (accepted
// for those pools only: not measured for device pools).
func (t *Thread) MemPoolGetAccess(h MemPool, loc MemLocation) (int32, error) {
	p, unlock, err := t.lockPool(h)
	if err != nil {
		return 0, err
	}
	defer unlock()
	key, err := t.accessKey(p, loc)
	if err != nil {
		return 0, err
	}
	return p.access[key], nil
}

// accessKey is where p.access keeps loc's access: the device ordinal, or
// -1 for the host.
func (t *Thread) accessKey(p *memPool, loc MemLocation) (int, error) {
	switch {
	case loc.Type == MemLocationDevice && loc.ID >= 0 && int(loc.ID) < len(t.d.devices):
		return int(loc.ID), nil
	case loc.Type == MemLocationHost:
		return -1, nil
	}
	return 0, cu.Errorf(cu.ErrorInvalidValue, "location {type %d, id %d} is not a device", loc.Type, loc.ID)
}

// MemPoolSetAccess is cuMemPoolSetAccess: a device pool's own device keeps
// read-write access whatever it is asked (NVIDIA's cuda.core tests, which
// pass on the H200, set it); any device may access a host pool; another
// device gets what it asks if it can access the pool's device as a peer,
// else CUDA_ERROR_INVALID_DEVICE. Measured (testdata/reference/pools2):
// read-only access to a managed pool's or an imported pool's memory is
// CUDA_ERROR_NOT_SUPPORTED, taking an imported pool's from its device
// CUDA_ERROR_INVALID_DEVICE; the host may be given access to a managed
// pool.
func (t *Thread) MemPoolSetAccess(h MemPool, descs []MemAccessDesc) error {
	p, unlock, err := t.lockPool(h)
	if err != nil {
		return err
	}
	defer unlock()
	keys := make([]int, len(descs))
	for i, ad := range descs {
		key, err := t.accessKey(p, ad.Location)
		if err != nil {
			return cu.Errorf(cu.ErrorInvalidDevice, "%s", cu.Detail(err))
		}
		keys[i] = key
		if ad.Flags != MemAccessNone && ad.Flags != MemAccessRead && ad.Flags != MemAccessReadWrite {
			return cu.Errorf(cu.ErrorInvalidValue, "access flags %d", ad.Flags)
		}
		ownDevice := key == p.dev && !p.host && !p.managed
		if ad.Flags == MemAccessRead && (p.managed || ownDevice) {
			return measuredNotSupported("read-only access to a managed pool's memory, or to a device pool's by its own device")
		}
		if ownDevice && ad.Flags == MemAccessNone {
			return cu.Errorf(cu.ErrorInvalidDevice, "device %d cannot give up access to its own pool's memory", key)
		}
		if key < 0 && !p.host && !p.managed {
			return measuredNotSupported("host access to a pool of device memory") // e_pool
		}
		if key < 0 || p.host || p.managed || key == p.dev {
			continue
		}
		if !t.d.peerCapable(key, p.dev) {
			return cu.Errorf(cu.ErrorInvalidDevice, "device %d cannot access device %d's memory", key, p.dev)
		}
	}
	for i, ad := range descs {
		if keys[i] != p.dev || p.host || p.managed {
			p.access[keys[i]] = ad.Flags
		}
	}
	return nil
}

// poolWindows are the address windows of other devices' pools, as a kernel
// on device dev reaches them: with the access MemPoolSetAccess gave dev,
// and none elsewhere, whatever peer access dev has. The CUDA Programming
// Guide ("Stream-Ordered Memory Allocator", peer access): pool allocations
// do not follow cuCtxEnablePeerAccess; cuMemPoolSetAccess decides which
// devices reach them. A kernel's write through read-only access faults
// once the kernel ends (mem.View), as one to a read-only VMM mapping does
// on the H200 (testdata/reference/vmm, fault-readonly-kernel: the closest
// measured case; a pool's own is not measured).
func (d *Driver) poolWindows(dev int) []mem.Window {
	ps := d.pools()
	ps.mu.Lock()
	defer ps.mu.Unlock()
	var w []mem.Window
	for _, p := range ps.all {
		if p.host || p.managed || p.dev == dev || p.window == 0 {
			continue
		}
		w = append(w, mem.Window{Base: p.base, Size: p.window, Access: p.access[dev], Pool: uint64(p.handle), Owner: p.dev})
	}
	return w
}

// measuredNotSupported is a CUDA_ERROR_NOT_SUPPORTED that is the real
// driver's own answer (measured), not a gap of cudasim's: front ends do
// not warn of it.
func measuredNotSupported(format string, args ...any) error {
	return &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{}, Detail: fmt.Sprintf(format, args...)}
}
