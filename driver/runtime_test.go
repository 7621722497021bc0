package driver

import (
	"encoding/binary"
	"os"
	"testing"

	"cudasim/cu"
)

// TestPrimaryHandleWithoutRetain checks what the runtime's slot 2 hands out
// against the H200 (testdata/reference/cudart/tables_driver580.txt).
func TestPrimaryHandleWithoutRetain(t *testing.T) {
	d := New(Config{})
	t.Cleanup(d.Close)
	th := d.NewThread()
	if err := th.Init(0); err != nil {
		t.Fatal(err)
	}
	if _, err := th.DevicePrimaryCtxHandle(7); cu.Code(err) != cu.ErrorInvalidDevice {
		t.Errorf("slot 2 of device 7: %v, want CUDA_ERROR_INVALID_DEVICE", err)
	}
	h, err := th.DevicePrimaryCtxHandle(0)
	if err != nil || h == 0 {
		t.Fatalf("slot 2: %#x, %v", h, err)
	}
	if _, active, _ := th.DevicePrimaryCtxGetState(0); active {
		t.Error("state after slot 2: active, want inactive")
	}
	if _, err := th.CtxGetApiVersion(h); cu.Code(err) != cu.ErrorInvalidContext {
		t.Errorf("cuCtxGetApiVersion(unretained primary): %v, want CUDA_ERROR_INVALID_CONTEXT", err)
	}
	if cur, _ := th.CtxGetCurrent(); cur != 0 {
		t.Errorf("current context after slot 2: %#x, want none", cur)
	}
	if err := th.CtxSetCurrent(h); err != nil {
		t.Errorf("cuCtxSetCurrent(unretained primary): %v", err)
	}
	if _, active, _ := th.DevicePrimaryCtxGetState(0); active {
		t.Error("state after set current: active, want inactive")
	}
	if _, err := th.MemAlloc(256); cu.Code(err) != cu.ErrorContextIsDestroyed {
		t.Errorf("cuMemAlloc in unretained current primary: %v, want CUDA_ERROR_CONTEXT_IS_DESTROYED", err)
	}
	r, err := th.DevicePrimaryCtxRetain(0)
	if err != nil || r != h {
		t.Fatalf("retain: %#x, %v; want the same handle %#x", r, err, h)
	}
	if _, active, _ := th.DevicePrimaryCtxGetState(0); !active {
		t.Error("state after retain: inactive")
	}
	if v, err := th.CtxGetApiVersion(h); err != nil || v != APIVersion {
		t.Errorf("cuCtxGetApiVersion after retain: %d, %v", v, err)
	}
	if h2, _ := th.DevicePrimaryCtxHandle(0); h2 != h {
		t.Errorf("slot 2 after retain: %#x, want %#x", h2, h)
	}
}

// TestContextLocalStorage checks the codes of the runtime's context-local
// storage (as measured: get without a context 201, of an absent key 400)
// and that destructors run when the context's resources go.
func TestContextLocalStorage(t *testing.T) {
	d := New(Config{})
	t.Cleanup(d.Close)
	th := d.NewThread()
	if err := th.Init(0); err != nil {
		t.Fatal(err)
	}
	if _, err := th.CtxLocalGet(0, 1); cu.Code(err) != cu.ErrorInvalidContext {
		t.Errorf("get with no context: %v, want CUDA_ERROR_INVALID_CONTEXT", err)
	}
	if err := th.CtxLocalPut(0, 1, 2, nil); cu.Code(err) != cu.ErrorInvalidContext {
		t.Errorf("put with no context: %v, want CUDA_ERROR_INVALID_CONTEXT", err)
	}
	p, _ := th.DevicePrimaryCtxHandle(0)
	th.CtxSetCurrent(p)
	if err := th.CtxLocalPut(0, 1, 2, nil); cu.Code(err) != cu.ErrorContextIsDestroyed {
		t.Errorf("put into an unretained primary: %v, want CUDA_ERROR_CONTEXT_IS_DESTROYED", err)
	}
	if _, err := th.CtxLocalGet(0, 0x1234); cu.Code(err) != cu.ErrorInvalidContext {
		t.Errorf("get in an unretained primary: %v, want CUDA_ERROR_INVALID_CONTEXT", err)
	}
	th.DevicePrimaryCtxRetain(0)
	if _, err := th.CtxLocalGet(0, 0x1234); cu.Code(err) != cu.ErrorInvalidHandle {
		t.Errorf("get of an absent key: %v, want CUDA_ERROR_INVALID_HANDLE", err)
	}

	type call struct {
		ctx        Context
		key, value uint64
	}
	var ran []call
	dtor := func(c Context, k, v uint64) { ran = append(ran, call{c, k, v}) }
	if err := th.CtxLocalPut(0, 0x10, 0xa, dtor); err != nil {
		t.Fatal(err)
	}
	if err := th.CtxLocalPut(p, 0x20, 0xb, dtor); err != nil {
		t.Fatal(err)
	}
	if v, err := th.CtxLocalGet(0, 0x10); err != nil || v != 0xa {
		t.Errorf("get 0x10: %#x, %v", v, err)
	}
	if v, err := th.CtxLocalGet(p, 0x20); err != nil || v != 0xb {
		t.Errorf("get 0x20: %#x, %v", v, err)
	}
	if err := th.CtxLocalDelete(0, 0x20); err != nil {
		t.Errorf("delete 0x20: %v", err)
	}
	if err := th.CtxLocalDelete(0, 0x20); cu.Code(err) != cu.ErrorInvalidHandle {
		t.Errorf("delete 0x20 again: %v, want CUDA_ERROR_INVALID_HANDLE", err)
	}
	if len(ran) != 0 {
		t.Fatalf("destructors ran before reset: %v", ran)
	}
	if err := th.DevicePrimaryCtxReset(0); err != nil {
		t.Fatal(err)
	}
	if want := []call{{p, 0x10, 0xa}}; len(ran) != 1 || ran[0] != want[0] {
		t.Errorf("destructors run by reset: %v, want %v", ran, want)
	}
	if _, err := th.CtxLocalGet(0, 0x10); cu.Code(err) != cu.ErrorInvalidContext {
		t.Errorf("get after reset: %v, want CUDA_ERROR_INVALID_CONTEXT (as the H200 answers the runtime after cudaDeviceReset)", err)
	}
	if _, err := th.CtxGetApiVersion(p); cu.Code(err) != cu.ErrorInvalidContext {
		t.Errorf("cuCtxGetApiVersion of a reset primary: %v, want CUDA_ERROR_INVALID_CONTEXT", err)
	}

	// A regular context's storage goes with cuCtxDestroy; a primary's with
	// its last release.
	ran = nil
	c, _ := th.CtxCreate(0, 0)
	th.CtxLocalPut(0, 0x30, 0xc, dtor)
	th.DevicePrimaryCtxRetain(0)
	th.CtxLocalPut(p, 0x40, 0xd, dtor)
	th.CtxDestroy(c)
	th.DevicePrimaryCtxRelease(0)
	if len(ran) != 1 || ran[0] != (call{c, 0x30, 0xc}) {
		t.Errorf("after destroy and one of two releases: %v, want only the destroyed context's", ran)
	}
	th.DevicePrimaryCtxRelease(0)
	if len(ran) != 2 || ran[1] != (call{p, 0x40, 0xd}) {
		t.Errorf("after the last release: %v", ran)
	}
}

// TestHostFatbinWrapper: cuLibraryLoadData follows a program's host fatbin
// wrapper, cuModuleLoadData refuses it with CUDA_ERROR_INVALID_IMAGE, and
// the runtime's own module load follows it (all as measured on the H200).
func TestHostFatbinWrapper(t *testing.T) {
	fatbin, err := os.ReadFile("../testdata/reference/kernels.fatbin")
	if err != nil {
		t.Fatal(err)
	}
	const at = 0x7f0000001000 // where the "program" keeps its fatbin
	host := func(addr, n uint64) ([]byte, bool) {
		if addr < at || addr+n > at+uint64(len(fatbin)) {
			return nil, false
		}
		return fatbin[addr-at : addr-at+n], true
	}
	wrapper := func(magic uint32, data uint64) []byte {
		w := make([]byte, 24)
		binary.LittleEndian.PutUint32(w, magic)
		binary.LittleEndian.PutUint32(w[4:], 1)
		binary.LittleEndian.PutUint64(w[8:], data)
		return w
	}
	_, th, _ := setup(t, Config{HostMemory: host})

	if _, err := th.ModuleLoadData(wrapper(0x466243B1, at)); cu.Code(err) != cu.ErrorInvalidImage {
		t.Errorf("cuModuleLoadData(wrapper): %v, want CUDA_ERROR_INVALID_IMAGE", err)
	}
	lib, err := th.LibraryLoadData(wrapper(0x466243B1, at), nil, nil)
	if err != nil {
		t.Fatalf("cuLibraryLoadData(wrapper): %v", err)
	}
	if _, err := th.LibraryGetKernel(lib, "addOne"); err != nil {
		t.Errorf("cuLibraryGetKernel through a wrapper: %v", err)
	}
	m, err := th.ModuleLoadRuntime(wrapper(0x466243B1, at))
	if err != nil {
		t.Fatalf("runtime module load: %v", err)
	}
	if _, err := th.ModuleGetFunction(m, "addOne"); err != nil {
		t.Errorf("cuModuleGetFunction in the runtime's module: %v", err)
	}
	if _, err := th.ModuleLoadRuntime(wrapper(0x12345678, at)); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("runtime module load with a bad magic: %v, want CUDA_ERROR_INVALID_VALUE", err)
	}
	// The PTX libcuda hands over for an -rdc program's empty linked fatbin
	// (CUDA 11.8's runtime loads through this slot).
	ptx, err := os.ReadFile("../testdata/reference/kernels.ptx")
	if err != nil {
		t.Fatal(err)
	}
	m, err = th.ModuleLoadRuntime(ptx)
	if err != nil {
		t.Fatalf("runtime module load of linked PTX: %v", err)
	}
	if _, err := th.ModuleGetFunction(m, "addOne"); err != nil {
		t.Errorf("cuModuleGetFunction in the runtime's module of linked PTX: %v", err)
	}
	if _, err := th.LibraryLoadData(wrapper(0x466243B1, 0x10), nil, nil); cu.Code(err) != cu.ErrorInvalidImage {
		t.Errorf("cuLibraryLoadData(wrapper to unreadable memory): %v, want CUDA_ERROR_INVALID_IMAGE", err)
	}
}
