package driver

import (
	"fmt"
	"unsafe"

	"cudasim/cu"
	"cudasim/internal/ctx"
	"cudasim/internal/mem"
)

// Flags of cuMemHostAlloc.
const (
	MemHostAllocPortable      = 0x01 // CU_MEMHOSTALLOC_PORTABLE
	MemHostAllocDeviceMap     = 0x02 // CU_MEMHOSTALLOC_DEVICEMAP
	MemHostAllocWriteCombined = 0x04 // CU_MEMHOSTALLOC_WRITECOMBINED
)

// Flags of cuMemAllocManaged.
const (
	MemAttachGlobal = 0x1 // CU_MEM_ATTACH_GLOBAL
	MemAttachHost   = 0x2 // CU_MEM_ATTACH_HOST
)

// Addr returns the unified address of b's first byte: for memory from
// MemAllocHost or MemHostAlloc it is the address the device uses too.
func Addr(b []byte) DevicePtr {
	return DevicePtr(uintptr(unsafe.Pointer(unsafe.SliceData(b))))
}

func (d *Driver) allocated(t *Thread, c *ctx.Context, a *mem.Allocation, call string) {
	if d.observed() {
		d.emit(Notice{Kind: NoticeMemAlloc, Thread: t.id, Device: a.Device, Context: Context(c.Handle), Addr: a.Base, Size: a.Size,
			Reason: Reason(call), What: a.Kind.String(),
			Detail: fmt.Sprintf("%s: %d bytes of %s memory", call, a.Size, a.Kind)})
	}
}

func (d *Driver) freed(t *Thread, a *mem.Allocation, call string) {
	d.ipcFreed(a)
	if d.observed() {
		d.emit(Notice{Kind: NoticeMemFree, Thread: t.id, Device: a.Device, Context: Context(a.Owner), Addr: a.Base, Size: a.Size,
			Reason: Reason(call), What: a.Kind.String(),
			Detail: fmt.Sprintf("%s: %d bytes of %s memory", call, a.Size, a.Kind)})
	}
}

// MemAlloc is cuMemAlloc_v2: n bytes of device memory on the current
// context's device, owned by the context, 512-byte aligned and zero-filled
// (the real driver does not clear; zeros are one of its possible contents).
// n == 0 is CUDA_ERROR_INVALID_VALUE; more than the device has free,
// CUDA_ERROR_OUT_OF_MEMORY.
func (t *Thread) MemAlloc(n uint64) (DevicePtr, error) {
	c, err := t.current()
	if err != nil {
		return 0, err
	}
	if n == 0 {
		return 0, withReason(cu.ErrorInvalidValue, "Requested 0 byte allocation", "cuMemAlloc of 0 bytes")
	}
	if err := t.hostCodeRefuses("cuMemAlloc"); err != nil {
		return 0, err
	}
	if err := t.captureRefuses(0, nil, "cuMemAlloc"); err != nil {
		return 0, err
	}
	a, err := t.d.mem.Alloc(mem.Request{Kind: mem.Device, Device: c.Device, Size: n, Owner: c.Handle})
	if err != nil {
		return 0, err
	}
	t.d.allocated(t, c, a, "cuMemAlloc")
	return a.Base, nil
}

// MemFree is cuMemFree_v2: it frees memory from MemAlloc or MemAllocManaged.
// 0 is a no-op; anything else that is not the start of such a live
// allocation (a double free included) is CUDA_ERROR_INVALID_VALUE. So is
// the address of a module or library variable (__device__, __constant__,
// __managed__, from ModuleGetGlobal, LibraryGetGlobal or LibraryGetManaged):
// the driver placed it and frees it at unload; the message names the
// variable (measured in testdata/reference/probe2 for __device__,
// __constant__ and __managed__ variables of modules and libraries).
//
// No context need be current, and the memory need not be the current
// context's: it is freed in the context that owns it (measured in
// testdata/reference/probe3: cuMemFree succeeds with no current context,
// and frees context A's memory while context B is current). See freeing.
func (t *Thread) MemFree(p DevicePtr) error {
	if err := t.freeing(); err != nil {
		return err
	}
	if err := t.hostCodeRefuses("cuMemFree"); err != nil {
		return err
	}
	if err := t.captureRefuses(0, nil, "cuMemFree"); err != nil {
		return err
	}
	if p == 0 {
		return nil
	}
	if ok, err := t.d.graphFree(p, "cuMemFree"); ok {
		return err
	}
	t.d.sanFreed(p) // streamrace: the memory's next owner does not race with this one
	if t.d.ipcImported(p) {
		return cu.Errorf(cu.ErrorInvalidValue, "%#x was opened by cuIpcOpenMemHandle: close it with cuIpcCloseMemHandle", uint64(p)) // measured
	}
	ps := t.d.pools()
	ps.mu.Lock()
	ok, a := t.freeImported(p)
	ps.mu.Unlock()
	if ok {
		t.d.freed(t, a, "cuMemFree")
		return nil
	}
	a, err := t.d.mem.Free(p, mem.Device, mem.Managed)
	if err != nil {
		return err
	}
	t.d.freed(t, a, "cuMemFree")
	return nil
}

// freeing is the readiness check of MemFree and MemHostUnregister
// (MemFreeHost needs only Init): the driver must be initialised, but no
// context need be current, since the allocation is freed in the context
// that owns it, whichever is current (measured in
// testdata/reference/probe3: cuMemFree, cuMemFreeHost and
// cuMemHostUnregister succeed with no current context, and cuMemFree of
// context A's memory succeeds while B is current; Numba pops every context
// and then frees). A current context that cannot do
// work (destroyed, or holding a sticky error) still answers its error, as
// every call made in it does: not measured for the freeing calls.
func (t *Thread) freeing() error {
	if err := t.d.ready(); err != nil {
		return err
	}
	if c := t.ct.Current(); c != nil {
		return c.Err()
	}
	return nil
}

// MemGetInfo is cuMemGetInfo_v2: free and total bytes of the current
// context's device. A fresh context on the H200 profile reports the measured
// 149557477376 of 150109880320; allocations reduce free by their size
// rounded up to 512 bytes.
func (t *Thread) MemGetInfo() (free, total uint64, err error) {
	c, err := t.current()
	if err != nil {
		return 0, 0, err
	}
	if err := t.hostCodeRefuses("cuMemGetInfo"); err != nil {
		return 0, 0, err
	}
	free, total = t.d.mem.Info(c.Device)
	return free, total, nil
}

// MemAllocHost is cuMemAllocHost_v2: n bytes of page-locked host memory,
// owned by the current context. With unified addressing the device uses the
// same address (Addr of the returned slice).
func (t *Thread) MemAllocHost(n uint64) ([]byte, error) {
	return t.memHostAlloc(n, 0, "cuMemAllocHost")
}

// MemHostAlloc is cuMemHostAlloc: like MemAllocHost with flags
// (CU_MEMHOSTALLOC_PORTABLE, _DEVICEMAP, _WRITECOMBINED; others are
// CUDA_ERROR_INVALID_VALUE).
func (t *Thread) MemHostAlloc(n uint64, flags uint32) ([]byte, error) {
	if flags&^(MemHostAllocPortable|MemHostAllocDeviceMap|MemHostAllocWriteCombined) != 0 {
		if err := t.d.ready(); err != nil {
			return nil, err
		}
		return nil, cu.Errorf(cu.ErrorInvalidValue, "cuMemHostAlloc flags %#x: unknown bits", flags)
	}
	return t.memHostAlloc(n, flags, "cuMemHostAlloc")
}

func (t *Thread) memHostAlloc(n uint64, flags uint32, call string) ([]byte, error) {
	c, err := t.current()
	if err == nil {
		err = t.hostCodeRefuses(call)
	}
	if err != nil {
		return nil, err
	}
	// An unsafe call during a capture, as cuMemAlloc (the H200 refused
	// cudaMallocHost in a global capture: suite e_capture).
	if err := t.captureRefuses(0, nil, call); err != nil {
		return nil, err
	}
	if n == 0 {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%s of 0 bytes", call)
	}
	a, err := t.d.mem.Alloc(mem.Request{Kind: mem.Host, Device: c.Device, Size: n, Owner: c.Handle, Flags: flags})
	if err != nil {
		return nil, err
	}
	// The real driver pins page-locked memory as it allocates it: on the
	// H200 every page of cuMemAllocHost's and cuMemHostAlloc's memory (each
	// flag; 4 KiB to 64 MiB) was resident right after the call
	// (testdata/reference/options16/hostalloc.txt), so a first copy into it
	// faults in nothing. A huge allocation is left to fault in on first use
	// (pinnable).
	if b := a.Bytes(); pinnable(uint64(len(b))) {
		pinPages(Addr(b), uint64(len(b)), true)
	}
	t.d.allocated(t, c, a, call)
	return a.Bytes(), nil
}

// hostAllocation finds the page-locked or registered allocation holding p's
// first byte.
func (d *Driver) hostAllocation(p []byte, call string) (*mem.Allocation, error) {
	addr := Addr(p)
	a, ok := d.mem.Lookup(addr)
	if !ok || (a.Kind != mem.Host && a.Kind != mem.Registered) {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%s: %#x is neither page-locked (cuMemAllocHost, cuMemHostAlloc) nor registered memory", call, addr)
	}
	return a, nil
}

// Flags of cuMemHostRegister.
const (
	MemHostRegisterPortable  = 0x01 // CU_MEMHOSTREGISTER_PORTABLE
	MemHostRegisterDeviceMap = 0x02 // CU_MEMHOSTREGISTER_DEVICEMAP
	MemHostRegisterIOMemory  = 0x04 // CU_MEMHOSTREGISTER_IOMEMORY
	MemHostRegisterReadOnly  = 0x08 // CU_MEMHOSTREGISTER_READ_ONLY
)

// MemHostRegister is cuMemHostRegister_v2: p's bytes become reachable by
// the device at their own address (Addr(p)), owned by the current context,
// until MemHostUnregister. Overlapping memory already known to the driver is
// CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED. CU_MEMHOSTREGISTER_IOMEMORY is
// not supported (CUDA_ERROR_NOT_SUPPORTED). With CU_MEMHOSTREGISTER_READ_ONLY
// a kernel's write there faults CUDA_ERROR_ILLEGAL_ADDRESS (sticky:
// mem.Space.WriteFault), a stream memory operation's CUDA_ERROR_LAUNCH_FAILED
// (sticky: memOpWriteFault), and copies and memsets into it answer
// CUDA_ERROR_INVALID_VALUE (as measured on an H100 with the H200's driver,
// testdata/reference/mend32/h100-s33). The caller must keep p alive and in
// place (a Go slice always is) while registered.
func (t *Thread) MemHostRegister(p []byte, flags uint32) error {
	c, err := t.current()
	if err != nil {
		return err
	}
	if flags&^(MemHostRegisterPortable|MemHostRegisterDeviceMap|MemHostRegisterIOMemory|MemHostRegisterReadOnly) != 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "cuMemHostRegister flags %#x: unknown bits", flags)
	}
	if len(p) == 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "cuMemHostRegister of 0 bytes")
	}
	if err := CheckHostRegisterSize(uint64(len(p))); err != nil {
		return err
	}
	// A range already registered is refused as such before its pages are
	// looked at (the H200 answered CU_MEMHOSTREGISTER_IOMEMORY of registered
	// ordinary memory CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED:
	// libcuda/testdata/cudart/apiexplore24, s_ax_hostreg).
	a, err := t.d.mem.Alloc(mem.Request{Kind: mem.Registered, Device: c.Device, Size: uint64(len(p)), Owner: c.Handle, Flags: flags, Host: p, ReadOnly: flags&MemHostRegisterReadOnly != 0})
	if err != nil {
		return err
	}
	if err := checkHostPages(Addr(p), uint64(len(p)), flags); err != nil {
		if _, ferr := t.d.mem.Free(a.Base, mem.Registered); ferr != nil {
			return ferr
		}
		return err
	}
	pinPages(Addr(p), uint64(len(p)), flags&MemHostRegisterReadOnly == 0)
	t.d.allocated(t, c, a, "cuMemHostRegister")
	return nil
}

// hostMapping is how the process maps a host range (hostMappingOf).
type hostMapping struct{ mapped, readable, writable, io bool }

// checkHostPages is what cuMemHostRegister answers for the pages it would
// lock, as the H200 answered cudart (libcuda/testdata/cudart/suite,
// e_memory): pages not all mapped (a hole, PROT_NONE) and read-only pages
// without CU_MEMHOSTREGISTER_READ_ONLY are CUDA_ERROR_INVALID_VALUE, and so
// is CU_MEMHOSTREGISTER_IOMEMORY of ordinary memory; I/O memory itself (a
// device's registers mapped into the process) is not emulated.
func checkHostPages(addr, n uint64, flags uint32) error {
	io := flags&MemHostRegisterIOMemory != 0
	m, ok := hostMappingOf(addr, n, io)
	switch {
	case !ok && io:
		return cu.Errorf(cu.ErrorNotSupported, "cuMemHostRegister: CU_MEMHOSTREGISTER_IOMEMORY is not emulated")
	case !ok:
		return nil
	case !m.mapped || !m.readable:
		return cu.Errorf(cu.ErrorInvalidValue, "cuMemHostRegister: [%#x, +%d) is not all mapped readable", addr, n)
	case !m.writable && flags&MemHostRegisterReadOnly == 0:
		return cu.Errorf(cu.ErrorInvalidValue, "cuMemHostRegister: [%#x, +%d) has read-only pages; they need CU_MEMHOSTREGISTER_READ_ONLY", addr, n)
	case io && !m.io:
		return cu.Errorf(cu.ErrorInvalidValue, "cuMemHostRegister: CU_MEMHOSTREGISTER_IOMEMORY of ordinary memory [%#x, +%d)", addr, n)
	case io:
		return cu.Errorf(cu.ErrorNotSupported, "cuMemHostRegister: I/O memory (CU_MEMHOSTREGISTER_IOMEMORY) is not emulated")
	}
	return nil
}

// CheckHostRegisterSize is what cuMemHostRegister answers for a size it
// cannot page-lock, as measured on the H200 (testdata/reference/probe5):
// more than a 47-bit address space holds (2^62 bytes) is
// CUDA_ERROR_NOT_SUPPORTED; more than the host's memory (2^40 bytes),
// CUDA_ERROR_OUT_OF_MEMORY. Front ends that cannot even view such a range
// as a buffer ask it first.
func CheckHostRegisterSize(n uint64) error {
	if n >= 1<<47 {
		return cu.Errorf(cu.ErrorNotSupported, "cuMemHostRegister of %d bytes: more than an address space holds", n)
	}
	if host := hostMemoryBytes(); host != 0 && n > host {
		return cu.Errorf(cu.ErrorOutOfMemory, "cuMemHostRegister of %d bytes: the host has %d bytes to page-lock", n, host)
	}
	return nil
}

// MemHostUnregister is cuMemHostUnregister: p must start where a
// MemHostRegister range started, else CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED.
// No context need be current (measured in testdata/reference/probe3); the
// range is unregistered from the context that registered it. See freeing.
func (t *Thread) MemHostUnregister(p []byte) error {
	if err := t.freeing(); err != nil {
		return err
	}
	addr := Addr(p)
	a, ok := t.d.mem.Lookup(addr)
	switch {
	case ok && (a.Kind == mem.Host || a.Kind == mem.Registered && a.Base != addr):
		// As the H200 answered (suite e_memory): page-locked memory
		// cuMemHostAlloc made, or the inside of a registered range.
		return cu.Errorf(cu.ErrorInvalidValue, "%#x is inside the %s allocation at %#x, not a registered range's start", addr, a.Kind, a.Base)
	case !ok || a.Kind != mem.Registered:
		return cu.Errorf(cu.ErrorHostMemoryNotRegistered, "%#x does not start a registered range", addr)
	}
	a, err := t.d.mem.Free(addr, mem.Registered)
	if err != nil {
		return err
	}
	t.d.freed(t, a, "cuMemHostUnregister")
	return nil
}

// MemFreeHost is cuMemFreeHost: it frees memory from MemAllocHost or
// MemHostAlloc; p must start at the allocation's first byte. No context
// need be current (measured in testdata/reference/probe3), but a current
// one with a sticky error answers it and frees nothing (measured:
// testdata/reference/faith, sections sticky-*, twice in a row).
func (t *Thread) MemFreeHost(p []byte) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	if err := t.StickyError(); err != nil {
		return err
	}
	if p == nil {
		return nil // NULL frees nothing, as free(NULL) (the H200: suite e_memory)
	}
	a, err := t.d.mem.Free(Addr(p), mem.Host)
	if err != nil {
		return err
	}
	t.d.freed(t, a, "cuMemFreeHost")
	return nil
}

// MemHostGetDevicePointer is cuMemHostGetDevicePointer_v2: the device address
// of page-locked memory, which with unified addressing is its host address.
// flags must be 0.
func (t *Thread) MemHostGetDevicePointer(p []byte, flags uint32) (DevicePtr, error) {
	if _, err := t.current(); err != nil {
		return 0, err
	}
	if flags != 0 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuMemHostGetDevicePointer flags must be 0, got %#x", flags)
	}
	if _, err := t.d.hostAllocation(p, "cuMemHostGetDevicePointer"); err != nil {
		return 0, err
	}
	return Addr(p), nil
}

// MemHostGetFlags is cuMemHostGetFlags: the flags page-locked memory was
// allocated (or registered) with, plus CU_MEMHOSTALLOC_DEVICEMAP, which the
// real driver always reports (measured in testdata/reference/probe2:
// MemAllocHost, MemHostAlloc(0) and MemHostRegister(0) give 2,
// PORTABLE|WRITECOMBINED gives 7): with unified addressing every
// page-locked buffer is mapped. Page-locked memory placed in a block
// another allocation mapped reports that allocation's flags (mem.HostFlags),
// and managed memory DEVICEMAP alone, as the H100 answered
// (testdata/reference/guard37, h100-native_1.out).
func (t *Thread) MemHostGetFlags(p []byte) (uint32, error) {
	if _, err := t.current(); err != nil {
		return 0, err
	}
	if a, ok := t.d.mem.Lookup(Addr(p)); ok && a.Kind == mem.Managed {
		return MemHostAllocDeviceMap, nil
	}
	a, err := t.d.hostAllocation(p, "cuMemHostGetFlags")
	if err != nil {
		return 0, err
	}
	return t.d.mem.HostFlags(a) | MemHostAllocDeviceMap, nil
}

// MemAllocManaged is cuMemAllocManaged: n bytes of managed memory, valid at
// the same address on the host and every device, owned by the current
// context; flags must be CU_MEM_ATTACH_GLOBAL or CU_MEM_ATTACH_HOST. Host
// code reaches the bytes through Driver.HostBytes (or directly, from C).
func (t *Thread) MemAllocManaged(n uint64, flags uint32) (DevicePtr, error) {
	c, err := t.current()
	if err != nil {
		return 0, err
	}
	if flags != MemAttachGlobal && flags != MemAttachHost {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuMemAllocManaged flags must be CU_MEM_ATTACH_GLOBAL or CU_MEM_ATTACH_HOST, got %#x", flags)
	}
	if n == 0 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuMemAllocManaged of 0 bytes")
	}
	// Measured (libcuda/testdata/cudart/graphs26, s_gr_capmodes): refused
	// during a global capture as cuMemAlloc is.
	if err := t.captureRefuses(0, nil, "cuMemAllocManaged"); err != nil {
		return 0, err
	}
	if v := t.d.devices[c.Device].Attributes[AttrManagedMemory]; v.Err != 0 || v.Value == 0 {
		return 0, cu.Errorf(cu.ErrorNotSupported, "device %d does not support managed memory", c.Device)
	}
	a, err := t.d.mem.Alloc(mem.Request{Kind: mem.Managed, Device: c.Device, Size: n, Owner: c.Handle, Flags: flags})
	if err != nil {
		return 0, err
	}
	t.d.allocated(t, c, a, "cuMemAllocManaged")
	return a.Base, nil
}

// AllocManaged makes managed memory that belongs to no context (as a
// library's __managed__ variables do) on device dev; for other parts of
// cudasim, not a driver call. Free it with FreeUnowned.
func (d *Driver) AllocManaged(dev int, n uint64) (DevicePtr, error) {
	a, err := d.mem.Alloc(mem.Request{Kind: mem.Managed, Device: dev, Size: n, Flags: MemAttachGlobal})
	if err != nil {
		return 0, err
	}
	return a.Base, nil
}

// FreeUnowned frees memory made by AllocManaged (or any allocation, a
// module variable's included, by its start address); for other parts of
// cudasim.
func (d *Driver) FreeUnowned(p DevicePtr) error {
	origin := mem.Program
	if a, ok := d.mem.Lookup(p); ok {
		origin = a.Origin
	}
	_, err := d.mem.FreeAs(origin, p)
	return err
}

// HostBytes returns the host-accessible bytes of managed or page-locked
// memory from p to the end of its allocation. They stay valid until the
// memory is freed.
func (d *Driver) HostBytes(p DevicePtr) ([]byte, error) {
	a, ok := d.mem.Lookup(p)
	if !ok {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%#x is in no allocation", p)
	}
	b := a.Bytes()
	if b == nil {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%#x is device memory, not accessible from the host", p)
	}
	return b[p-a.Base:], nil
}

// --- queries ---

// MemGetAddressRange is cuMemGetAddressRange_v2: the base and size of the
// allocation containing p (interior addresses allowed; device, managed and
// page-locked memory alike). An address in no allocation is
// CUDA_ERROR_NOT_FOUND.
func (t *Thread) MemGetAddressRange(p DevicePtr) (base DevicePtr, size uint64, err error) {
	if _, err := t.current(); err != nil {
		return 0, 0, err
	}
	a, ok := t.d.mem.Lookup(p)
	if !ok || (a.Origin == mem.Mapped && !t.d.mem.Accessible(p)) {
		// measured: a mapping not yet given access is not found either
		return 0, 0, cu.Errorf(cu.ErrorNotFound, "%#x is in no allocation", p)
	}
	return a.Base, a.Size, nil
}

// PointerAttribute is CUpointer_attribute.
type PointerAttribute int32

const (
	PointerAttributeContext        PointerAttribute = 1  // CU_POINTER_ATTRIBUTE_CONTEXT
	PointerAttributeMemoryType     PointerAttribute = 2  // CU_POINTER_ATTRIBUTE_MEMORY_TYPE
	PointerAttributeDevicePointer  PointerAttribute = 3  // CU_POINTER_ATTRIBUTE_DEVICE_POINTER
	PointerAttributeHostPointer    PointerAttribute = 4  // CU_POINTER_ATTRIBUTE_HOST_POINTER
	PointerAttributeBufferID       PointerAttribute = 7  // CU_POINTER_ATTRIBUTE_BUFFER_ID
	PointerAttributeIsManaged      PointerAttribute = 8  // CU_POINTER_ATTRIBUTE_IS_MANAGED
	PointerAttributeDeviceOrdinal  PointerAttribute = 9  // CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL
	PointerAttributeRangeStartAddr PointerAttribute = 11 // CU_POINTER_ATTRIBUTE_RANGE_START_ADDR
	PointerAttributeRangeSize      PointerAttribute = 12 // CU_POINTER_ATTRIBUTE_RANGE_SIZE
	PointerAttributeMapped         PointerAttribute = 13 // CU_POINTER_ATTRIBUTE_MAPPED
	// Answered for memory from memory pools only (testdata/reference/pools2).
	PointerAttributeIsLegacyIpcCapable PointerAttribute = 10 // CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE
	PointerAttributeAllowedHandleTypes PointerAttribute = 14 // CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES
	PointerAttributeAccessFlags        PointerAttribute = 16 // CU_POINTER_ATTRIBUTE_ACCESS_FLAGS
	PointerAttributeMempoolHandle      PointerAttribute = 17 // CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE
	// Answered for mappings of physical memory only (testdata/reference/vmm).
	PointerAttributeIsGPUDirectRDMACapable PointerAttribute = 15 // CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE
	PointerAttributeMappingSize            PointerAttribute = 18 // CU_POINTER_ATTRIBUTE_MAPPING_SIZE
	PointerAttributeMappingBaseAddr        PointerAttribute = 19 // CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR
	PointerAttributeMemoryBlockID          PointerAttribute = 20 // CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID
	// Answered for every allocation: 1 for cuMemAlloc memory only (testdata/reference/surface25, ptr).
	PointerAttributeIsHWDecompressCapable PointerAttribute = 21 // CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE
	// pointerAttributeLast is the last attribute driver 580 knows: 22, 23 and 24 were
	// CUDA_ERROR_INVALID_VALUE through both calls, for every address (surface25, ptr).
	pointerAttributeLast = PointerAttributeIsHWDecompressCapable
)

// MemoryType is CUmemorytype.
type MemoryType uint32

const (
	MemoryTypeHost    MemoryType = 1 // CU_MEMORYTYPE_HOST
	MemoryTypeDevice  MemoryType = 2 // CU_MEMORYTYPE_DEVICE
	MemoryTypeArray   MemoryType = 3 // CU_MEMORYTYPE_ARRAY
	MemoryTypeUnified MemoryType = 4 // CU_MEMORYTYPE_UNIFIED
)

// PointerGetAttribute is cuPointerGetAttribute. The value is returned
// widened to uint64 (a CUcontext handle, a MemoryType, an address, a bool as
// 0/1, a device ordinal, a size). An address in no allocation is
// CUDA_ERROR_INVALID_VALUE (as observed for CU_POINTER_ATTRIBUTE_CONTEXT);
// so is the host pointer of device memory. Managed memory reports
// CU_MEMORYTYPE_DEVICE (measured in testdata/reference/probe2, for
// cuMemAllocManaged and __managed__ variables alike). Attributes not listed as
// PointerAttribute constants are CUDA_ERROR_NOT_SUPPORTED.
func (t *Thread) PointerGetAttribute(attr PointerAttribute, p DevicePtr) (uint64, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if err := t.hostCodeRefuses("cuPointerGetAttribute"); err != nil {
		return 0, err
	}
	if attr > pointerAttributeLast {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "pointer attribute %d is not a CUpointer_attribute", attr)
	}
	a, ok := t.d.mem.Lookup(p)
	if !ok {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "%#x is in no allocation", p)
	}
	b2u := func(b bool) uint64 {
		if b {
			return 1
		}
		return 0
	}
	switch attr {
	case PointerAttributeP2PTokens:
		return 0, cu.Errorf(cu.ErrorInvalidValue, "CU_POINTER_ATTRIBUTE_P2P_TOKENS is a struct: PointerP2PTokens answers it")
	case PointerAttributeContext:
		return a.Owner, nil
	case PointerAttributeMemoryType:
		if a.Kind == mem.Host || a.Kind == mem.Registered {
			return uint64(MemoryTypeHost), nil
		}
		return uint64(MemoryTypeDevice), nil
	case PointerAttributeDevicePointer:
		if a.Origin == mem.Mapped && !t.d.mem.Accessible(p) {
			// measured: a mapping not yet given access has no device pointer
			return 0, cu.Errorf(cu.ErrorInvalidValue, "%#x is mapped but not accessible (cuMemSetAccess)", p)
		}
		return p, nil
	case PointerAttributeHostPointer:
		if a.Kind == mem.Device {
			return 0, cu.Errorf(cu.ErrorInvalidValue, "%#x is device memory: it has no host pointer", p)
		}
		return p, nil
	case PointerAttributeBufferID:
		return a.ID, nil
	case PointerAttributeIsManaged:
		return b2u(a.Kind == mem.Managed), nil
	case PointerAttributeDeviceOrdinal:
		return uint64(a.Device), nil
	case PointerAttributeRangeStartAddr:
		if start, _, ok := t.d.vmmReservation(p); ok && a.Origin == mem.Mapped {
			return start, nil // measured: a mapping's range is its reservation
		}
		return a.Base, nil
	case PointerAttributeRangeSize:
		if _, size, ok := t.d.vmmReservation(p); ok && a.Origin == mem.Mapped {
			return size, nil
		}
		return a.Size, nil
	case PointerAttributeMapped:
		return 1, nil
	case PointerAttributeSyncMemops:
		return t.d.syncMemopsOf(a), nil
	case PointerAttributeIsLegacyIpcCapable, PointerAttributeAllowedHandleTypes, PointerAttributeAccessFlags, PointerAttributeMempoolHandle,
		PointerAttributeIsGPUDirectRDMACapable, PointerAttributeIsHWDecompressCapable:
		if v, ok := t.d.poolPointerAttribute(attr, a); ok {
			return v, nil
		}
		if v, ok := t.vmmPointerAttribute(attr, a, p); ok {
			return v, nil
		}
		if v, ok := plainPointerAttribute(attr, a); ok {
			return v, nil
		}
		return 0, cu.Errorf(cu.ErrorNotSupported, "pointer attribute %d is answered by cudasim for memory the program allocated only", attr)
	case PointerAttributeMappingSize, PointerAttributeMappingBaseAddr, PointerAttributeMemoryBlockID:
		if v, ok := t.vmmPointerAttribute(attr, a, p); ok {
			return v, nil
		}
		if base, size, id, ok := t.d.mem.Block(a, p); ok && a.Origin == mem.Program {
			switch attr {
			case PointerAttributeMappingSize:
				return size, nil
			case PointerAttributeMappingBaseAddr:
				return base, nil
			}
			return id, nil
		}
		return 0, cu.Errorf(cu.ErrorNotSupported, "pointer attribute %d is answered by cudasim for device, page-locked, managed and registered memory and cuMemMap mappings only", attr)
	}
	return 0, cu.Errorf(cu.ErrorNotSupported, "pointer attribute %d is not implemented by cudasim", attr)
}

// plainPointerAttribute answers the sharing attributes of memory the
// program allocated outside pools and mappings (cuMemAlloc,
// cuMemAllocHost, cuMemHostAlloc, cuMemAllocManaged, cuMemHostRegister), as
// the H200 did (libcuda/testdata/cudart/apiexplore24, s_ax_ptrattrs): no
// shareable handle types, read-write access, and legacy IPC (cuIpcGetMemHandle)
// for device memory only; and (testdata/reference/surface25, ptr) no memory
// pool, GPUDirect RDMA and hardware decompression for cuMemAlloc memory only.
func plainPointerAttribute(attr PointerAttribute, a *mem.Allocation) (uint64, bool) {
	if a.Origin != mem.Program {
		return 0, false
	}
	switch attr {
	case PointerAttributeAllowedHandleTypes, PointerAttributeMempoolHandle:
		return 0, true
	case PointerAttributeIsGPUDirectRDMACapable, PointerAttributeIsHWDecompressCapable:
		if a.Kind == mem.Device {
			return 1, true
		}
		return 0, true
	case PointerAttributeAccessFlags:
		return MemAccessReadWrite, true
	case PointerAttributeIsLegacyIpcCapable:
		if a.Kind == mem.Device {
			return 1, true
		}
		return 0, true
	}
	return 0, false
}

// Size is how many bytes cuPointerGetAttribute writes for the attribute
// (cuda.h gives each one's C type: a CUcontext or pointer 8, a bool or
// enum 4); 0 for an attribute cudasim does not answer.
func (a PointerAttribute) Size() int {
	switch a {
	case PointerAttributeContext, PointerAttributeDevicePointer, PointerAttributeHostPointer,
		PointerAttributeBufferID, PointerAttributeRangeStartAddr, PointerAttributeRangeSize,
		PointerAttributeAllowedHandleTypes, PointerAttributeMempoolHandle, PointerAttributeMappingSize,
		PointerAttributeMappingBaseAddr, PointerAttributeMemoryBlockID:
		return 8
	case PointerAttributeMemoryType, PointerAttributeIsManaged, PointerAttributeDeviceOrdinal, PointerAttributeMapped,
		PointerAttributeIsLegacyIpcCapable, PointerAttributeAccessFlags, PointerAttributeSyncMemops, PointerAttributeIsGPUDirectRDMACapable,
		PointerAttributeIsHWDecompressCapable:
		return 4
	}
	return 0
}

// PointerGetAttributes is cuPointerGetAttributes: several attributes at
// once. Unlike PointerGetAttribute it succeeds for an address in no
// allocation (NULL included), as observed on NVIDIA's driver: memory type 0,
// device pointer 0, host pointer the address itself, not managed, device
// ordinal -2 (CU_DEVICE_INVALID, returned as uint64(int64(-2))), context 0.
// The host pointer of device memory is 0 here.
func (t *Thread) PointerGetAttributes(attrs []PointerAttribute, p DevicePtr) ([]uint64, error) {
	if err := t.d.ready(); err != nil {
		return nil, err
	}
	for _, attr := range attrs {
		if attr == PointerAttributeP2PTokens {
			// measured (testdata/reference/p2ptokens): refused in this form for every memory
			return nil, cu.Errorf(cu.ErrorInvalidValue, "CU_POINTER_ATTRIBUTE_P2P_TOKENS through cuPointerGetAttributes")
		}
		if attr > pointerAttributeLast {
			return nil, cu.Errorf(cu.ErrorInvalidValue, "pointer attribute %d is not a CUpointer_attribute", attr)
		}
		if attr.Size() == 0 {
			return nil, cu.Errorf(cu.ErrorNotSupported, "pointer attribute %d is not implemented by cudasim", attr)
		}
	}
	out := make([]uint64, len(attrs))
	a, known := t.d.mem.Lookup(p)
	for i, attr := range attrs {
		if known {
			v, err := t.PointerGetAttribute(attr, p)
			if err != nil && !(attr == PointerAttributeHostPointer && cu.Code(err) == cu.ErrorInvalidValue && a.Kind == mem.Device) {
				return nil, err
			}
			out[i] = v
			continue
		}
		switch attr {
		case PointerAttributeHostPointer:
			out[i] = p
		case PointerAttributeDeviceOrdinal:
			out[i] = invalidDevice
		case PointerAttributeRangeStartAddr, PointerAttributeRangeSize:
			// measured: reserved address space not mapped answers its
			// reservation (testdata/reference/vmm, section reserve); an
			// address outside every reservation leaves the caller's
			// buffer as it was (surface25, ptr)
			out[i] = PointerAttributeUnwritten
			if start, size, ok := t.d.vmmReservation(p); ok && attr == PointerAttributeRangeStartAddr {
				out[i] = start
			} else if ok {
				out[i] = size
			}
		default:
			// measured (surface25, ptr: NULL, 0x1000 and reserved address
			// space): every other attribute reads 0
			out[i] = 0
		}
	}
	return out, nil
}

// PointerAttributeUnwritten, as a value of PointerGetAttributes, means the
// driver leaves that attribute's buffer as the caller filled it.
const PointerAttributeUnwritten = ^uint64(0)

// invalidDevice is CU_DEVICE_INVALID (-2) in two's complement.
const invalidDevice = ^uint64(1)
