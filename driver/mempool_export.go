package driver

import (
	"encoding/binary"
	"fmt"
	"os"
	"strings"
	"unsafe"

	"cudasim/cu"
	"cudasim/internal/mem"
)

// Memory pools shared between processes: a pool made with the POSIX file
// descriptor handle type (cuMemPoolCreate's handleTypes), exported as a
// descriptor (cuMemPoolExportToShareableHandle) that the program hands to
// another process (over a unix socket, SCM_RIGHTS), which imports the pool
// (cuMemPoolImportFromShareableHandle) and then, one by one, the
// allocations the exporter describes to it (cuMemPoolExportPointer's 64
// bytes, cuMemPoolImportPointer). Codes and behaviour: testdata/reference/
// pools2 (an H200, driver 580).
//
// The memory is shared the way cuIpc* shares it (ipc.go, internal/mem
// Share): granules whose bytes live in a shared file (memfd) that the other
// process maps into granules of its own. A pool made for export keeps its
// whole window in one sparse shared file from the start: each chunk it
// commits reads and writes the file at the chunk's offset in the window
// (mem.BackGranules), and a chunk it trims gives its pages back. The
// descriptor it exports is that file, so the importer needs nothing but
// the descriptor it was handed; the file's name says whose pool it is. An
// imported allocation maps the granules holding it, the allocation at the
// same offset in the first, as an IPC handle's does.
//
// Not measured (the H200's misuse section crashed after its first calls):
// importing a descriptor that is no pool's (closed, /dev/null, a file, a
// pipe) or this process's own pool, and exporting or importing pointers
// that are not an exportable pool's allocations (interior, freed, of
// another pool, junk export data). cudasim answers
// CUDA_ERROR_INVALID_VALUE to them, the code the H200 gave every misuse it
// did answer.

// PoolPtrExportData is CUmemPoolPtrExportData.
type PoolPtrExportData [64]byte

var poolPtrMagic = [8]byte{'c', 'u', 'd', 'a', 's', 'i', 'm', 'P'}

// poolFilePrefix starts a pool file's name; the exporter's pid, the pool's
// share id and its device follow.
const poolFilePrefix = "cudasim-pool-"

// poolShare is what a pool made for export adds: its shared file.
type poolShare struct {
	id int
	fd int // the pool's own descriptor of the file
}

// poolImport is what an imported pool is: the exporter's pool, seen
// through a descriptor of its file, in a window of this process's address
// space as large as the exporter's, where each imported allocation lies at
// its offset in the exporter's window (the H200 placed two allocations
// 4096 bytes apart in the exporter 4096 bytes apart in the importer too).
type poolImport struct {
	pid, id  int
	fd       int
	ptrs     map[uint64]*importedPtr // by the allocation's offset in the window
	granules map[uint64]int          // mapped granules (by index in the window): imported allocations on each
}

type importedPtr struct {
	a       *mem.Allocation
	allocID uint64 // the exporter's allocation the import maps
}

type poolShares struct {
	ids      int
	imported map[string]*memPool          // by exporter pid and pool id
	byAlloc  map[*mem.Allocation]*memPool // imported allocations, by their pool
}

func (ps *pools) shares() *poolShares {
	if ps.share == nil {
		ps.share = &poolShares{imported: map[string]*memPool{}, byAlloc: map[*mem.Allocation]*memPool{}}
	}
	return ps.share
}

// makeExportable gives a new pool made for export its shared file, as large
// as its window (sparse: it costs nothing until written). Callers hold
// ps.mu.
func (d *Driver) makeExportable(p *memPool) error {
	ps := d.pools()
	sh := ps.shares()
	sh.ids++
	dev := p.dev
	if p.host {
		dev = -1 // pinned host memory
	}
	fd, err := newPoolFile(fmt.Sprintf("%s%d-%d-%d", poolFilePrefix, os.Getpid(), sh.ids, dev), p.window)
	if err != nil {
		return err
	}
	p.share = &poolShare{id: sh.ids, fd: fd}
	return nil
}

// shareChunk makes chunk c of an exportable pool, just committed, read and
// write its place in the pool's file. Callers hold ps.mu.
func (d *Driver) shareChunk(p *memPool, c uint64) error {
	m, err := mapSharedAt(p.share.fd, c*poolChunk, poolChunk)
	if err != nil {
		return err
	}
	// Trimming the chunk lets go of this mapping but leaves the file's
	// pages: memory another process imported stays readable, with what it
	// held, after the exporter freed it and its pool gave the chunk back
	// (measured). They go with the file.
	b := &mem.Backing{Buf: m.b, Tag: m, Release: m.release}
	if err := d.mem.BackGranules(p.base+c*poolChunk, poolChunk, b, 0); err != nil {
		m.release()
		return err
	}
	return nil
}

// closeShare lets go of a destroyed pool's file once its window is
// gone, and of an imported pool's descriptor.
func (p *memPool) closeShare() {
	if p.share != nil && p.share.fd >= 0 {
		closeFD(p.share.fd)
		p.share.fd = -1
	}
	if p.imp != nil && p.imp.fd >= 0 {
		closeFD(p.imp.fd)
		p.imp.fd = -1
	}
}

// MemPoolExportToShareableHandle is cuMemPoolExportToShareableHandle: a new
// descriptor of the pool's shared file, for the program to hand to another
// process.
func (t *Thread) MemPoolExportToShareableHandle(h MemPool, handleType int32, flags uint64) (int, error) {
	p, unlock, err := t.lockPool(h)
	if err != nil {
		return -1, err
	}
	defer unlock()
	if handleType != MemHandleTypePosixFD {
		return -1, cu.Errorf(cu.ErrorInvalidValue, "handle type %d: cudasim exports pools as POSIX file descriptors (CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 1) only", handleType)
	}
	if flags != 0 {
		return -1, cu.Errorf(cu.ErrorInvalidValue, "flags %#x: must be 0", flags)
	}
	if p.imp != nil {
		return -1, cu.Errorf(cu.ErrorInvalidValue, "memory pool %#x was imported from another process: it cannot be exported again", uint64(h))
	}
	if p.share == nil {
		return -1, cu.Errorf(cu.ErrorInvalidValue, "memory pool %#x was not made for export (CUmemPoolProps.handleTypes has no CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR)", uint64(h))
	}
	if p.handleTypes&MemHandleTypeFabric != 0 {
		// measured: a pool made for both fabric and descriptor export
		return -1, cu.Errorf(cu.ErrorNotPermitted, "memory pool %#x was made for fabric export too: cudasim, as the H200 without a fabric, does not export it", uint64(h))
	}
	fd, err := dupFD(p.share.fd)
	if err != nil {
		return -1, cu.Errorf(cu.ErrorOutOfMemory, "duplicating the pool's descriptor: %v", err)
	}
	return fd, nil
}

// MemPoolImportFromShareableHandle is cuMemPoolImportFromShareableHandle:
// the pool another process exported as descriptor fd (which stays the
// program's). Importing the same pool again gives the same handle.
func (t *Thread) MemPoolImportFromShareableHandle(fd int, handleType int32, flags uint64) (MemPool, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if handleType != MemHandleTypePosixFD {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "handle type %d: cudasim imports pools from POSIX file descriptors (CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 1) only", handleType)
	}
	if flags != 0 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "flags %#x: must be 0", flags)
	}
	name := fdName(fd)
	var pid, id, dev int
	rest, ok := strings.CutPrefix(name, "/memfd:"+poolFilePrefix)
	if ok {
		rest, _, _ = strings.Cut(rest, " ")
		_, err := fmt.Sscanf(rest, "%d-%d-%d", &pid, &id, &dev)
		ok = err == nil
	}
	if !ok {
		if name == "" { // measured (e_pool, descriptor -1)
			return 0, cu.Errorf(cu.ErrorUnknown, "descriptor %d is not open", fd)
		}
		return 0, cu.Errorf(cu.ErrorInvalidValue, "descriptor %d is not a memory pool's descriptor: it is %s", fd, name)
	}
	if pid == os.Getpid() {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "descriptor %d is of this process's own memory pool: import it in another process", fd)
	}
	if dev < -1 || dev >= len(t.d.devices) {
		return 0, cu.Errorf(cu.ErrorInvalidDevice, "the pool of descriptor %d is of device %d, which this process does not have", fd, dev)
	}
	ps := t.d.pools()
	ps.mu.Lock()
	defer ps.mu.Unlock()
	sh := ps.shares()
	key := fmt.Sprintf("%d/%d", pid, id)
	if p := sh.imported[key]; p != nil && !p.destroyed {
		return p.handle, nil
	}
	window := fileSize(fd)
	if window == 0 || window%poolChunk != 0 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "descriptor %d is not a memory pool's descriptor (its file has %d bytes)", fd, window)
	}
	own, err := dupFD(fd)
	if err != nil {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "descriptor %d: %v", fd, err)
	}
	p := &memPool{dev: dev, window: window, chunks: map[uint64]bool{}, attrs: [4]int32{0, 1, 1, 1},
		access: map[int]int32{dev: MemAccessReadWrite},
		imp:    &poolImport{pid: pid, id: id, fd: own, ptrs: map[uint64]*importedPtr{}, granules: map[uint64]int{}}}
	if dev < 0 { // pinned host memory: the exporter's whole window, mapped here
		m, err := mapSharedAt(own, 0, window)
		if err != nil {
			closeFD(own)
			return 0, err
		}
		p.dev, p.host, p.hostMap, p.hostWin = 0, true, m, m.b
		p.access = map[int]int32{-1: MemAccessReadWrite}
		p.base = uint64(uintptr(unsafe.Pointer(&m.b[0])))
	} else {
		base, ok := t.d.mem.ReserveVA(window)
		if !ok {
			closeFD(own)
			return 0, cu.Errorf(cu.ErrorOutOfMemory, "no device address space left for an imported memory pool")
		}
		p.base = base
	}
	p.handle = MemPool(t.d.handles.add(p))
	ps.all = append(ps.all, p)
	sh.imported[key] = p
	return p.handle, nil
}

// MemPoolExportPointer is cuMemPoolExportPointer: what another process
// that imported ptr's pool needs to import the allocation at ptr.
func (t *Thread) MemPoolExportPointer(ptr DevicePtr) (PoolPtrExportData, error) {
	var out PoolPtrExportData
	if err := t.d.ready(); err != nil {
		return out, err
	}
	ps := t.d.pools()
	ps.mu.Lock()
	defer ps.mu.Unlock()
	a, ok := t.d.mem.Lookup(ptr)
	var p *memPool
	if ok {
		p = ps.byAlloc[a]
	}
	if p == nil {
		return out, cu.Errorf(cu.ErrorInvalidValue, "%#x is not memory allocated from a memory pool", uint64(ptr))
	}
	if p.share == nil {
		return out, cu.Errorf(cu.ErrorInvalidValue, "%#x is memory of pool %#x, which was not made for export", uint64(ptr), uint64(p.handle))
	}
	copy(out[:8], poolPtrMagic[:])
	binary.LittleEndian.PutUint32(out[8:], uint32(os.Getpid()))
	binary.LittleEndian.PutUint32(out[12:], uint32(p.share.id))
	binary.LittleEndian.PutUint64(out[16:], a.Base-p.base)
	binary.LittleEndian.PutUint64(out[24:], a.Size)
	binary.LittleEndian.PutUint64(out[32:], a.ID)
	return out, nil
}

// MemPoolImportPointer is cuMemPoolImportPointer: the address, in this
// process, of the allocation data describes, in imported pool h: at the
// allocation's offset in the exporter's window, in the imported pool's.
// As measured: importing it again gives the same address, and one free
// (cuMemFree or cuMemFreeAsync) ends every import of it; memory the
// exporter has freed, or whose pool it has destroyed, can still be
// imported, and holds what it held.
func (t *Thread) MemPoolImportPointer(h MemPool, data *PoolPtrExportData) (DevicePtr, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if data == nil {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "shareData is NULL")
	}
	p, unlock, err := t.lockPool(h)
	if err != nil {
		return 0, err
	}
	defer unlock()
	if p.imp == nil {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "memory pool %#x was not imported from another process", uint64(h))
	}
	pid := int(binary.LittleEndian.Uint32(data[8:]))
	id := int(binary.LittleEndian.Uint32(data[12:]))
	off := binary.LittleEndian.Uint64(data[16:])
	size := binary.LittleEndian.Uint64(data[24:])
	allocID := binary.LittleEndian.Uint64(data[32:])
	if [8]byte(data[:8]) != poolPtrMagic || size == 0 || off >= p.window || size > p.window-off {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "the export data was not made by cuMemPoolExportPointer")
	}
	if pid != p.imp.pid || id != p.imp.id {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "the export data describes memory of another pool (process %d's pool %d, not process %d's pool %d)", pid, id, p.imp.pid, p.imp.id)
	}
	if im := p.imp.ptrs[off]; im != nil {
		if im.allocID == allocID {
			return DevicePtr(im.a.Base), nil
		}
		t.d.unimport(p, off) // the exporter reused the place: the new allocation replaces the old
	}
	if p.host {
		a, err := t.d.mem.Alloc(mem.Request{Kind: mem.Host, Size: size, Host: p.hostWin[off : off+size],
			Label: fmt.Sprintf("memory of process %d's pool imported by cuMemPoolImportPointer", pid)})
		if err != nil {
			return 0, err
		}
		p.imp.ptrs[off] = &importedPtr{a: a, allocID: allocID}
		t.d.pools().shares().byAlloc[a] = p
		return DevicePtr(a.Base), nil
	}
	first, last := off/mem.Granule, (off+size-1)/mem.Granule
	var mapped []uint64
	undo := func() {
		for _, g := range mapped {
			t.d.unmapImportedGranule(p, g)
		}
	}
	for g := first; g <= last; g++ {
		if p.imp.granules[g] > 0 {
			continue
		}
		m, err := mapSharedAt(p.imp.fd, g*mem.Granule, mem.Granule)
		if err != nil {
			undo()
			return 0, err
		}
		t.d.mem.MapVA(p.base+g*mem.Granule, mem.Granule, p.dev)
		if err := t.d.mem.BackGranules(p.base+g*mem.Granule, mem.Granule, &mem.Backing{Buf: m.b, Release: m.release, Tag: m}, 0); err != nil {
			t.d.mem.UnmapVA(p.base+g*mem.Granule, mem.Granule)
			m.release()
			undo()
			return 0, err
		}
		mapped = append(mapped, g)
	}
	a, err := t.d.mem.Place(mem.Request{Kind: mem.Device, Device: p.dev, Size: size,
		Label: fmt.Sprintf("memory of process %d's pool imported by cuMemPoolImportPointer", pid)}, p.base+off)
	if err != nil {
		undo()
		return 0, err
	}
	for g := first; g <= last; g++ {
		p.imp.granules[g]++
	}
	p.imp.ptrs[off] = &importedPtr{a: a, allocID: allocID}
	t.d.pools().shares().byAlloc[a] = p
	if c := t.ct.Current(); c != nil {
		t.d.allocated(t, c, a, "cuMemPoolImportPointer")
	}
	return DevicePtr(a.Base), nil
}

// unmapImportedGranule unmaps granule g of imported pool p (its mapping of
// the exporter's file goes with it).
func (d *Driver) unmapImportedGranule(p *memPool, g uint64) {
	delete(p.imp.granules, g)
	d.mem.UnmapVA(p.base+g*mem.Granule, mem.Granule)
}

// unimport frees the imported allocation at offset off of p's window and
// unmaps the granules no other imported allocation lies in; it returns the
// allocation. Callers hold ps.mu.
func (d *Driver) unimport(p *memPool, off uint64) *mem.Allocation {
	im := p.imp.ptrs[off]
	delete(p.imp.ptrs, off)
	delete(d.pools().shares().byAlloc, im.a)
	d.mem.Free(im.a.Base, mem.Device, mem.Host)
	if p.host {
		return im.a
	}
	for g := off / mem.Granule; g <= (off+im.a.Size-1)/mem.Granule; g++ {
		if p.imp.granules[g]--; p.imp.granules[g] <= 0 {
			d.unmapImportedGranule(p, g)
		}
	}
	return im.a
}

// freeImported frees imported pool memory at p (every import of it, as
// measured), reporting whether p was such memory, and the allocation (the
// caller reports it freed once it has unlocked). Callers hold ps.mu.
func (t *Thread) freeImported(p DevicePtr) (bool, *mem.Allocation) {
	ps := t.d.pools()
	if ps.share == nil {
		return false, nil
	}
	a, ok := t.d.mem.Lookup(p)
	if !ok || a.Base != uint64(p) {
		return false, nil
	}
	pool := ps.share.byAlloc[a]
	if pool == nil {
		return false, nil
	}
	return true, t.d.unimport(pool, a.Base-pool.base)
}

// errImportedPool is the answer of the calls a pool imported from another
// process does not take (measured: attributes, trimming, allocating from
// it, making it a device's current pool, exporting it).
func errImportedPool(h MemPool) error {
	return cu.Errorf(cu.ErrorInvalidValue, "memory pool %#x was imported from another process: only its exporter allocates from it, trims it or sets and reads its attributes", uint64(h))
}

// poolPointerAttribute answers the pointer attributes measured for memory
// from memory pools (testdata/reference/pools2: device, exportable,
// imported, managed and host pools alike): not legacy-IPC capable,
// read-write, its pool, and the handle types its pool was made with (none
// for imported memory). ok is false for memory of no pool.
func (d *Driver) poolPointerAttribute(attr PointerAttribute, a *mem.Allocation) (uint64, bool) {
	ps := d.pools()
	ps.mu.Lock()
	defer ps.mu.Unlock()
	p := ps.byAlloc[a]
	if p == nil && ps.share != nil {
		p = ps.share.byAlloc[a]
	}
	if p == nil {
		return 0, false
	}
	switch attr {
	case PointerAttributeIsLegacyIpcCapable, PointerAttributeIsGPUDirectRDMACapable, PointerAttributeIsHWDecompressCapable:
		return 0, true // measured for the default pool (testdata/reference/surface25, ptr)
	case PointerAttributeAllowedHandleTypes:
		if p.imp != nil {
			return 0, true
		}
		return uint64(uint32(p.handleTypes)), true
	case PointerAttributeAccessFlags:
		return MemAccessReadWrite, true
	case PointerAttributeMempoolHandle:
		return uint64(p.handle), true
	}
	return 0, false
}
