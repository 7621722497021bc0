package driver

import (
	"bytes"
	"fmt"

	"cudasim/cu"
	"cudasim/cubin"
	"cudasim/internal/ctx"
)

// What the CUDA runtime (cudart) asks of a driver beyond the public API,
// through the private export tables of cuGetExportTable: the primary
// context's handle before any retain, context-local storage for its
// per-context state, loading the program's own fatbins, and the integrity
// check (integrity.go). The drop-in libcuda.so.1 lays out the tables and
// decodes their C arguments; the decisions are here. docs/cudart.md says
// what was measured on the H200.

// Notices of the runtime's per-context state.
const (
	NoticeCtxLocalPut     NoticeKind = "ctx.local-put"     // a value was stored in a context's local storage
	NoticeCtxLocalDelete  NoticeKind = "ctx.local-delete"  // a value was removed from it
	NoticeCtxLocalDestroy NoticeKind = "ctx.local-destroy" // its destructor ran as the context's resources went
)

// DevicePrimaryCtxHandle is CUDART_INTERFACE slot 2: dev's primary context
// handle, neither retained nor activated (made inactive if it never existed).
// As measured: afterwards cuDevicePrimaryCtxGetState still reports it
// inactive; it can be made current, but work in it is
// CUDA_ERROR_CONTEXT_IS_DESTROYED and cuCtxGetApiVersion of it
// CUDA_ERROR_INVALID_CONTEXT; cuDevicePrimaryCtxRetain then returns the same
// handle, active. A bad device is CUDA_ERROR_INVALID_DEVICE. The runtime asks
// once per device, makes the handle current, then retains it.
func (t *Thread) DevicePrimaryCtxHandle(dev Device) (Context, error) {
	if _, err := t.d.device(dev); err != nil {
		return 0, err
	}
	c, err := t.d.ctxs.PrimaryHandle(int(dev))
	if err != nil {
		return 0, err
	}
	return Context(c.Handle), nil
}

// CtxLocalPut is context-local storage slot 0 (put): it stores value under
// key in context h (0: the current one), with destroy to run when the
// context is destroyed or reset, or the primary context released for the
// last time (measured for reset: the runtime's destructor runs inside
// cuDevicePrimaryCtxReset, before it returns; destroy and release are the
// same teardown here). As measured: a key already stored is
// CUDA_ERROR_INVALID_HANDLE; no current context CUDA_ERROR_INVALID_CONTEXT;
// a current context that is not active CUDA_ERROR_CONTEXT_IS_DESTROYED.
func (t *Thread) CtxLocalPut(h Context, key, value uint64, destroy func(ctx Context, key, value uint64)) error {
	c, err := t.localContext(h, false)
	if err != nil {
		return err
	}
	if _, ok := c.Local(key); ok {
		return cu.Errorf(cu.ErrorInvalidHandle, "key %#x is already stored in %v's local storage", key, c)
	}
	handle := Context(c.Handle)
	var run func()
	if destroy != nil {
		run = func() {
			t.d.emit(Notice{Kind: NoticeCtxLocalDestroy, Thread: t.id, Device: c.Device, Context: handle, Handle: key,
				Detail: fmt.Sprintf("the runtime's destructor for key %#x ran as %v's resources went", key, c)})
			destroy(handle, key, value)
		}
	}
	c.PutLocal(key, value, run)
	t.d.emit(Notice{Kind: NoticeCtxLocalPut, Thread: t.id, Device: c.Device, Context: handle, Handle: key,
		Detail: fmt.Sprintf("key %#x stored in %v (%d entries)", key, c, c.Locals())})
	return nil
}

// CtxLocalGet is context-local storage slot 2 (get): the value stored under
// key in context h (0: the current one). As measured: no current context,
// or a current primary context never retained or reset, is
// CUDA_ERROR_INVALID_CONTEXT; a key not stored CUDA_ERROR_INVALID_HANDLE
// (also in a context named by its handle, reset or not).
// The runtime calls it at the start of almost every runtime call; from
// host code it is refused (hostCodeRefuses), which is what the runtime's
// calls from host code answer cudaErrorNotPermitted for.
func (t *Thread) CtxLocalGet(h Context, key uint64) (uint64, error) {
	if err := t.hostCodeRefuses("CONTEXT_LOCAL_STORAGE get"); err != nil {
		return 0, err
	}
	c, err := t.localContext(h, true)
	if err != nil {
		return 0, err
	}
	v, ok := c.Local(key)
	if !ok {
		return 0, cu.Errorf(cu.ErrorInvalidHandle, "no value under key %#x in %v's local storage", key, c)
	}
	return v, nil
}

// CtxLocalDelete is context-local storage slot 1 (delete): it removes key
// from context h (0: the current one) without running its destructor. As
// measured: a key not stored is CUDA_ERROR_INVALID_HANDLE, a current
// context that is not active CUDA_ERROR_CONTEXT_IS_DESTROYED.
func (t *Thread) CtxLocalDelete(h Context, key uint64) error {
	c, err := t.localContext(h, false)
	if err != nil {
		return err
	}
	if !c.DeleteLocal(key) {
		return cu.Errorf(cu.ErrorInvalidHandle, "no value under key %#x in %v's local storage", key, c)
	}
	t.d.emit(Notice{Kind: NoticeCtxLocalDelete, Thread: t.id, Device: c.Device, Context: Context(c.Handle), Handle: key,
		Detail: fmt.Sprintf("key %#x removed from %v", key, c)})
	return nil
}

// localContext resolves the context of a local-storage call: h, or the
// current context. A current context that is not active fails, as measured
// (testdata/reference/cudart/rt_probe.txt after a reset,
// libcuda/testdata/cudart/interop26/h200/cxp.out after the last release):
// get (query) with CUDA_ERROR_INVALID_CONTEXT, put and delete with
// CUDA_ERROR_CONTEXT_IS_DESTROYED.
// A context named by its handle is looked in whatever its state (a reset
// one's storage is empty; a destroyed one's get finds nothing,
// CUDA_ERROR_INVALID_HANDLE).
func (t *Thread) localContext(h Context, query bool) (*ctx.Context, error) {
	if err := t.d.ready(); err != nil {
		return nil, err
	}
	if h != 0 {
		c, err := t.d.context(h)
		if err != nil && query {
			// As measured: a destroyed context's storage is simply not found.
			return nil, cu.Errorf(cu.ErrorInvalidHandle, "no local storage for context %#x: %v", uint64(h), err)
		}
		return c, err
	}
	c := t.ct.Current()
	if c == nil {
		return nil, cu.Errorf(cu.ErrorInvalidContext, "no current context on thread %d", t.id)
	}
	switch {
	case c.State() == ctx.Active:
		return c, nil
	case !query:
		return nil, c.Err()
	}
	return nil, cu.Errorf(cu.ErrorInvalidContext, "%v is not active", c)
}

// maxHostFatbin bounds the fatbin a host wrapper may point at: a larger size
// in its header is taken for garbage.
const maxHostFatbin = 1 << 30

// unwrapHostFatbin follows a host __fatBinC_Wrapper_t (the 24 bytes nvcc
// puts in a program for each fatbin, magic 0x466243B1) to the fatbin it
// points at in the program's memory, read through Config.HostMemory, and
// returns a copy of that fatbin. Other images come back as they are.
func (d *Driver) unwrapHostFatbin(image []byte, call string) ([]byte, error) {
	if cubin.Detect(image) != cubin.FormatWrapper {
		return image, nil
	}
	w, err := cubin.DecodeWrapper(image)
	if err != nil {
		return nil, err
	}
	if d.cfg.HostMemory == nil {
		return nil, cu.Errorf(cu.ErrorInvalidImage, "%s: a host fatbin wrapper points into the program's memory (%#x), which this emulator cannot read (Config.HostMemory is not set)", call, w.Data)
	}
	hdr, ok := d.cfg.HostMemory(w.Data, 16)
	if !ok {
		return nil, cu.Errorf(cu.ErrorInvalidImage, "%s: the host fatbin wrapper's fatbin address %#x is not readable", call, w.Data)
	}
	n, err := cubin.FatbinSize(hdr)
	if err != nil {
		return nil, cu.Errorf(cu.ErrorInvalidImage, "%s: the host fatbin wrapper points at %#x: %v", call, w.Data, err)
	}
	if n > maxHostFatbin {
		return nil, cu.Errorf(cu.ErrorInvalidImage, "%s: the host fatbin wrapper's fatbin at %#x claims %d bytes", call, w.Data, n)
	}
	b, ok := d.cfg.HostMemory(w.Data, uint64(n))
	if !ok {
		return nil, cu.Errorf(cu.ErrorInvalidImage, "%s: the host fatbin wrapper's %d-byte fatbin at %#x is not readable", call, n, w.Data)
	}
	return bytes.Clone(b), nil
}

// ModuleLoadRuntime is CUDART_INTERFACE slots 1 and 6: ModuleLoadData of
// the fatbin a program's host wrapper points at, into the current context
// (cudart 11.x loads every fatbin of the program so, with its primary
// context pushed; cuModuleLoadData itself refuses a wrapper). It also takes
// the fatbin itself, as a trace holds it (and as libcuda hands over, for an
// -rdc program's empty linked fatbin, the image linked from its relocatable
// PTX: RegisterRelocatableProgram), and PTX. A buffer that is none of them
// is CUDA_ERROR_INVALID_VALUE (measured for slot 1 with a wrong magic).
func (t *Thread) ModuleLoadRuntime(image []byte) (Module, error) {
	f := cubin.Detect(image)
	if f == cubin.FormatPTX {
		return t.moduleLoad(image, nil, "the CUDA runtime's own load (CUDART_INTERFACE[6]) of PTX")
	}
	if f != cubin.FormatWrapper && f != cubin.FormatFatbin {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "neither a host fatbin wrapper (magic %#x) nor a fatbin", cubin.WrapperMagic)
	}
	if _, err := t.current(); err != nil {
		return 0, err
	}
	fatbin, err := t.d.unwrapHostFatbin(image, "the runtime's module load")
	if err != nil {
		return 0, err
	}
	return t.moduleLoad(fatbin, nil, "the CUDA runtime's own load (CUDART_INTERFACE[6])")
}
