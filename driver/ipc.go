package driver

import (
	"encoding/binary"
	"fmt"
	"os"
	"sync"

	"cudasim/cu"
	"cudasim/internal/mem"
)

// Interprocess memory and event handles (cuIpc*), with the codes measured
// on the H200 (testdata/reference/graphs, sections ipc, ipcparent,
// ipcchild).
//
// Each process that uses cudasim's libcuda.so.1 has an emulated device of
// its own, so sharing memory between processes needs memory both can
// reach. As the real driver does, a handle exports the physical memory
// behind the allocation, the whole 2 MiB granule(s) it lies in
// (internal/mem Share), plus the allocation's offset in them: exporting
// moves the granules' bytes into an anonymous shared file (memfd) that
// backs them from then on; the handle names the exporting process, the
// file's descriptor there, where the granules lie in it, and an export
// id. Opening it in another process maps the same bytes (through
// /proc/PID/fd) into as many fresh granules of that process's device, and
// the allocation lies at the same offset in the first. A granule holding
// other allocations too shares them as well, as on the hardware. The file
// lives while the exporter's granules stay mapped (an allocation freed in
// a granule other allocations keep mapped can still be opened, as on the
// H200) and while an importer has it open. Writes on either side are seen
// by the other at once, as all of cudasim's work completes when it is
// issued. Where shared files are not available (not Linux) the calls
// answer CUDA_ERROR_NOT_SUPPORTED.
//
// An event handle names the exporting process and event, and the shared
// file counting its records (ipcevent.go); opening it makes an event
// (CU_EVENT_INTERPROCESS | CU_EVENT_DISABLE_TIMING) in the current context
// that is reached when the exporter's last record is.

// IpcMemHandle is CUipcMemHandle and IpcEventHandle CUipcEventHandle.
type (
	IpcMemHandle   [64]byte
	IpcEventHandle [64]byte
)

var (
	ipcMemMagic   = [8]byte{'c', 'u', 'd', 'a', 's', 'i', 'm', 'M'}
	ipcEventMagic = [8]byte{'c', 'u', 'd', 'a', 's', 'i', 'm', 'E'}
)

// Flags of cuIpcOpenMemHandle.
const IpcLazyEnablePeerAccess = 0x1 // CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS

// ipcExport is an allocation shared through a file: the exporter's or an
// importer's view.
type ipcExport struct {
	id   uint64
	a    *mem.Allocation
	h    IpcMemHandle // exporter: the handle
	refs int          // importer: opens not yet closed
}

type ipcState struct {
	mu       sync.Mutex
	exported map[uint64]*ipcExport // by allocation base
	imported map[uint64]*ipcExport // by allocation base
	byKey    map[string]*ipcExport // importer: by exporter pid and export id
	ids      uint64
}

var ipcID = registerExtension(func(*Driver) any {
	return &ipcState{exported: map[uint64]*ipcExport{}, imported: map[uint64]*ipcExport{}, byKey: map[string]*ipcExport{}}
})

func (d *Driver) ipc() *ipcState { return d.extension(ipcID).(*ipcState) }

// IpcGetMemHandle is cuIpcGetMemHandle: a handle another process opens to
// reach the allocation holding p. As measured: memory from cuMemAlloc
// (the whole allocation, whatever address inside it is named; every call
// gives the same handle); pool, managed and host memory, NULL and
// addresses in no allocation are CUDA_ERROR_INVALID_VALUE.
func (t *Thread) IpcGetMemHandle(p DevicePtr) (IpcMemHandle, error) {
	var h IpcMemHandle
	if _, err := t.current(); err != nil {
		return h, err
	}
	a, ok := t.d.mem.Lookup(p)
	if !ok || a.Kind != mem.Device || a.Origin != mem.Program || t.d.poolMemory(a.Base) {
		return h, cu.Errorf(cu.ErrorInvalidValue, "%#x is not memory from cuMemAlloc (only that can be shared between processes)", uint64(p))
	}
	is := t.d.ipc()
	is.mu.Lock()
	defer is.mu.Unlock()
	if is.imported[a.Base] != nil {
		return h, cu.Errorf(cu.ErrorInvalidValue, "%#x is memory another process shared (opened by cuIpcOpenMemHandle)", uint64(p))
	}
	if ex := is.exported[a.Base]; ex != nil && ex.a == a {
		return ex.h, nil
	}
	b, bufOff, a, off, err := t.d.mem.Share(a.Base, func(size uint64) (*mem.Backing, error) {
		m, err := newSharedMapping(size)
		if err != nil {
			return nil, err
		}
		return &mem.Backing{Buf: m.b, Release: m.release, Tag: m}, nil
	})
	if err != nil {
		return h, err
	}
	is.ids++
	copy(h[:8], ipcMemMagic[:])
	binary.LittleEndian.PutUint32(h[8:], uint32(os.Getpid()))
	binary.LittleEndian.PutUint32(h[12:], uint32(b.Tag.(*sharedMapping).fd))
	binary.LittleEndian.PutUint64(h[16:], a.Size)
	binary.LittleEndian.PutUint64(h[24:], is.ids)
	binary.LittleEndian.PutUint64(h[32:], a.Base)
	binary.LittleEndian.PutUint64(h[40:], bufOff) // the granules' place in the file
	binary.LittleEndian.PutUint64(h[48:], off)    // the allocation's offset in its first granule
	is.exported[a.Base] = &ipcExport{id: is.ids, a: a, h: h}
	return h, nil
}

// IpcOpenMemHandle is cuIpcOpenMemHandle_v2: the address, in this process,
// of the memory another process exported. As measured: flags must be
// CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS (0 too is CUDA_ERROR_INVALID_VALUE), a
// handle that names no export is CUDA_ERROR_INVALID_VALUE, and one of
// this process's own memory CUDA_ERROR_INVALID_CONTEXT. Opening the same
// handle again gives the same address, and needs as many closes.
func (t *Thread) IpcOpenMemHandle(h IpcMemHandle, flags uint32) (DevicePtr, error) {
	c, err := t.current()
	if err != nil {
		return 0, err
	}
	if flags != IpcLazyEnablePeerAccess {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuIpcOpenMemHandle flags %#x", flags)
	}
	if [8]byte(h[:8]) != ipcMemMagic {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "the IPC memory handle was not made by cuIpcGetMemHandle")
	}
	pid := binary.LittleEndian.Uint32(h[8:])
	fd := binary.LittleEndian.Uint32(h[12:])
	size := binary.LittleEndian.Uint64(h[16:])
	id := binary.LittleEndian.Uint64(h[24:])
	bufOff := binary.LittleEndian.Uint64(h[40:])
	off := binary.LittleEndian.Uint64(h[48:])
	if int(pid) == os.Getpid() {
		return 0, cu.Errorf(cu.ErrorInvalidContext, "the IPC memory handle is of this process's own memory: open it in another process")
	}
	is := t.d.ipc()
	is.mu.Lock()
	defer is.mu.Unlock()
	key := fmt.Sprintf("%d/%d", pid, id)
	if im := is.byKey[key]; im != nil {
		im.refs++
		return im.a.Base, nil
	}
	if off >= mem.Granule || size > 1<<46 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "the IPC memory handle was not made by cuIpcGetMemHandle")
	}
	granules := (off + size + mem.Granule - 1) &^ (mem.Granule - 1)
	m, err := openSharedMapping(int(pid), int(fd), bufOff, granules)
	if err != nil {
		return 0, err
	}
	a, err := t.d.mem.AllocShared(mem.Request{Kind: mem.Device, Device: c.Device, Size: size, Owner: c.Handle,
		Label: fmt.Sprintf("memory of process %d opened by cuIpcOpenMemHandle", pid)},
		&mem.Backing{Buf: m.b, Release: m.release, Tag: m}, 0, off)
	if err != nil {
		m.release()
		return 0, err
	}
	t.d.allocated(t, c, a, "cuIpcOpenMemHandle")
	im := &ipcExport{id: id, a: a, refs: 1}
	is.imported[a.Base] = im
	is.byKey[key] = im
	return a.Base, nil
}

// IpcCloseMemHandle is cuIpcCloseMemHandle: it undoes one
// IpcOpenMemHandle; the last unmaps the memory. An address that no open
// gave is CUDA_ERROR_INVALID_VALUE (measured).
func (t *Thread) IpcCloseMemHandle(p DevicePtr) error {
	if _, err := t.current(); err != nil {
		return err
	}
	is := t.d.ipc()
	is.mu.Lock()
	im := is.imported[p]
	if im == nil {
		is.mu.Unlock()
		return cu.Errorf(cu.ErrorInvalidValue, "%#x was not opened by cuIpcOpenMemHandle (or is closed)", uint64(p))
	}
	im.refs--
	last := im.refs == 0
	is.mu.Unlock()
	if last {
		if a, err := t.d.mem.Free(p); err == nil {
			t.d.freed(t, a, "cuIpcCloseMemHandle") // lets go of the mapping (ipcFreed)
		}
	}
	return nil
}

// ipcImported reports whether p is memory cuIpcOpenMemHandle opened.
func (d *Driver) ipcImported(p DevicePtr) bool {
	is := d.ipc()
	is.mu.Lock()
	defer is.mu.Unlock()
	return is.imported[p] != nil
}

// ipcFreed forgets the exports and opens of an allocation being freed; its
// shared file goes with its granules (mem.Backing.Release).
func (d *Driver) ipcFreed(a *mem.Allocation) {
	is := d.ipc()
	is.mu.Lock()
	defer is.mu.Unlock()
	for _, m := range []map[uint64]*ipcExport{is.exported, is.imported} {
		if ex := m[a.Base]; ex != nil && ex.a == a {
			delete(m, a.Base)
			for k, v := range is.byKey {
				if v == ex {
					delete(is.byKey, k)
				}
			}
		}
	}
}

// IpcGetEventHandle is cuIpcGetEventHandle: a handle another process opens
// to use the event. As measured: an event not created with
// CU_EVENT_INTERPROCESS is CUDA_ERROR_INVALID_HANDLE, NULL
// CUDA_ERROR_INVALID_VALUE.
func (t *Thread) IpcGetEventHandle(h Event) (IpcEventHandle, error) {
	var out IpcEventHandle
	if _, err := t.current(); err != nil {
		return out, err
	}
	if h == 0 {
		return out, cu.Errorf(cu.ErrorInvalidValue, "NULL event")
	}
	e, err := t.d.event(h)
	if err != nil {
		return out, err
	}
	if e.flags&EventInterprocess == 0 {
		return out, cu.Errorf(cu.ErrorInvalidHandle, "event %#x was not created with CU_EVENT_INTERPROCESS", uint64(h))
	}
	copy(out[:8], ipcEventMagic[:])
	binary.LittleEndian.PutUint32(out[8:], uint32(os.Getpid()))
	binary.LittleEndian.PutUint64(out[16:], uint64(h))
	e.mu.Lock()
	m, err := e.shareRecords() // its records in stream order (ipcevent.go)
	e.mu.Unlock()
	if err == nil {
		binary.LittleEndian.PutUint32(out[24:], uint32(m.fd)+1) // 0: none shared
	}
	return out, nil
}

// IpcOpenEventHandle is cuIpcOpenEventHandle: an event of the current
// context standing for another process's. A handle this process made is
// CUDA_ERROR_INVALID_CONTEXT and one no process made (all zeros)
// CUDA_ERROR_MAP_FAILED (measured).
func (t *Thread) IpcOpenEventHandle(h IpcEventHandle) (Event, error) {
	if _, err := t.current(); err != nil {
		return 0, err
	}
	if [8]byte(h[:8]) != ipcEventMagic {
		return 0, cu.Errorf(cu.ErrorMapFailed, "the IPC event handle was not made by cuIpcGetEventHandle")
	}
	pid := int(binary.LittleEndian.Uint32(h[8:]))
	if pid == os.Getpid() {
		return 0, cu.Errorf(cu.ErrorInvalidContext, "the IPC event handle is of this process's own event: open it in another process")
	}
	ev, err := t.EventCreate(EventInterprocess | EventDisableTiming)
	if err != nil {
		return 0, err
	}
	// The exporter's record counters, if it still shares them: waiting for
	// the event waits for its last record (ipcevent.go).
	if fd := binary.LittleEndian.Uint32(h[24:]); fd != 0 {
		if m, err := openSharedMapping(pid, int(fd-1), 0, ipcEventSize); err == nil {
			if e, err := t.d.event(ev); err == nil {
				e.mu.Lock()
				e.peer = m
				e.mu.Unlock()
			}
		}
	}
	return ev, nil
}

// poolMemory reports whether the allocation at base belongs to a memory
// pool (stream-ordered allocation).
func (d *Driver) poolMemory(base uint64) bool {
	ps := d.pools()
	ps.mu.Lock()
	defer ps.mu.Unlock()
	for a := range ps.byAlloc {
		if a.Base == base {
			return true
		}
	}
	return false
}
