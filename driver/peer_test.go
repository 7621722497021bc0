package driver

import (
	"cmp"
	"encoding/binary"
	"strings"
	"testing"

	"cudasim/cu"
)

// peerPTX has kernels that write v to p[tid]: through a global store, a
// generic store and a global atomic.
const peerPTX = `.version 7.8
.target sm_90
.address_size 64
.visible .entry storeGlobal(.param .u64 p, .param .u32 v)
{
	.reg .b32 %r<3>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [p];
	ld.param.u32 %r1, [v];
	mov.u32 %r2, %tid.x;
	mul.wide.u32 %rd2, %r2, 4;
	add.s64 %rd3, %rd1, %rd2;
	st.global.u32 [%rd3], %r1;
	ret;
}
.visible .entry storeGeneric(.param .u64 p, .param .u32 v)
{
	.reg .b32 %r<3>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [p];
	ld.param.u32 %r1, [v];
	mov.u32 %r2, %tid.x;
	mul.wide.u32 %rd2, %r2, 4;
	add.s64 %rd3, %rd1, %rd2;
	st.u32 [%rd3], %r1;
	ret;
}
.visible .entry atomicAdd(.param .u64 p, .param .u32 v)
{
	.reg .b32 %r<3>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [p];
	ld.param.u32 %r1, [v];
	mov.u32 %r2, %tid.x;
	mul.wide.u32 %rd2, %r2, 4;
	add.s64 %rd3, %rd1, %rd2;
	atom.global.add.u32 %r2, [%rd3], %r1;
	ret;
}
`

// peerEnv is an emulator with the given devices, a thread, and every
// device's primary context retained (none current).
type peerEnv struct {
	d   *Driver
	th  *Thread
	pri []Context
	lib Library
}

func newPeerEnv(t *testing.T, devs ...Profile) *peerEnv {
	t.Helper()
	d := New(Config{Devices: devs})
	t.Cleanup(d.Close)
	d.SetPrintfOutput(nil)
	e := &peerEnv{d: d, th: d.NewThread()}
	must(t, e.th.Init(0))
	for i := range devs {
		c, err := e.th.DevicePrimaryCtxRetain(Device(i))
		must(t, err)
		e.pri = append(e.pri, c)
	}
	lib, err := e.th.LibraryLoadData([]byte(peerPTX), nil, nil)
	must(t, err)
	e.lib = lib
	return e
}

func (e *peerEnv) use(t *testing.T, c Context) {
	t.Helper()
	must(t, e.th.CtxSetCurrent(c))
}

// launch runs kernel name with 32 threads in the current context, writing
// v at p.
func (e *peerEnv) launch(t *testing.T, name string, p DevicePtr, v uint32) error {
	t.Helper()
	k, err := e.th.LibraryGetKernel(e.lib, name)
	must(t, err)
	return e.th.LaunchKernel(Function(k), Dim3{1, 1, 1}, Dim3{32, 1, 1}, 0, 0, Args(p, v), nil)
}

// word reads the 32-bit word at p with c current.
func (e *peerEnv) word(t *testing.T, c Context, p DevicePtr) uint32 {
	t.Helper()
	e.use(t, c)
	b := make([]byte, 4)
	must(t, e.th.MemcpyDtoH(b, p))
	return binary.LittleEndian.Uint32(b)
}

func TestDeviceCanAccessPeer(t *testing.T) {
	d := New(Config{Devices: []Profile{H200(), H200(), A100()}})
	defer d.Close()
	th := d.NewThread()
	if _, err := th.DeviceCanAccessPeer(0, 1); cu.Code(err) != cu.ErrorNotInitialized {
		t.Errorf("before cuInit: %v, want CUDA_ERROR_NOT_INITIALIZED", err)
	}
	// A NULL output: not initialized first, then invalid value (measured).
	wantCode(t, "NULL output before cuInit", th.NullOutput("cuDeviceCanAccessPeer", "canAccessPeer"), cu.ErrorNotInitialized)
	must(t, th.Init(0))
	wantCode(t, "NULL output", th.NullOutput("cuDeviceCanAccessPeer", "canAccessPeer"), cu.ErrorInvalidValue)
	for _, tc := range []struct {
		dev, peer Device
		want      int32
		code      cu.Result
	}{
		{0, 1, 1, 0},
		{1, 0, 1, 0},
		{0, 0, 0, 0}, // a device is not its own peer
		{1, 1, 0, 0},
		{0, 2, 0, 0}, // H200 and A100: different major compute capability
		{2, 1, 0, 0},
		{0, 3, 0, cu.ErrorInvalidDevice},
		{-1, 0, 0, cu.ErrorInvalidDevice},
		{3, 3, 0, cu.ErrorInvalidDevice},
	} {
		got, err := th.DeviceCanAccessPeer(tc.dev, tc.peer)
		if cu.Code(err) != tc.code || got != tc.want {
			t.Errorf("DeviceCanAccessPeer(%d, %d) = %d, %v; want %d, %s", tc.dev, tc.peer, got, err, tc.want, tc.code.Name())
		}
	}
}

func TestDeviceGetP2PAttribute(t *testing.T) {
	d := New(Config{Devices: []Profile{H200(), H200(), A100()}})
	defer d.Close()
	th := d.NewThread()
	if _, err := th.DeviceGetP2PAttribute(P2PAttrAccessSupported, 0, 1); cu.Code(err) != cu.ErrorNotInitialized {
		t.Errorf("before cuInit: %v, want CUDA_ERROR_NOT_INITIALIZED", err)
	}
	must(t, th.Init(0))
	linked := map[P2PAttribute]int32{
		P2PAttrPerformanceRank:          0,
		P2PAttrAccessSupported:          1,
		P2PAttrNativeAtomicSupported:    1,
		P2PAttrCudaArrayAccessSupported: 1,
		P2PAttrOnlyPartialNativeAtomic:  0,
	}
	for a, want := range linked {
		for _, pair := range [][2]Device{{0, 1}, {1, 0}} {
			if got, err := th.DeviceGetP2PAttribute(a, pair[0], pair[1]); err != nil || got != want {
				t.Errorf("DeviceGetP2PAttribute(%d, %d, %d) = %d, %v; want %d", a, pair[0], pair[1], got, err, want)
			}
		}
		if got, err := th.DeviceGetP2PAttribute(a, 0, 2); err != nil || got != 0 {
			t.Errorf("DeviceGetP2PAttribute(%d, H200, A100) = %d, %v; want 0", a, got, err)
		}
		// Documented: the same device twice is CUDA_ERROR_INVALID_DEVICE.
		_, err := th.DeviceGetP2PAttribute(a, 1, 1)
		wantCode(t, "DeviceGetP2PAttribute of a device with itself", err, cu.ErrorInvalidDevice)
		_, err = th.DeviceGetP2PAttribute(a, 0, 3)
		wantCode(t, "DeviceGetP2PAttribute with a device out of range", err, cu.ErrorInvalidDevice)
	}
	for _, a := range []P2PAttribute{0, 6, -1} {
		_, err := th.DeviceGetP2PAttribute(a, 0, 1)
		wantCode(t, "DeviceGetP2PAttribute of an unknown attribute", err, cu.ErrorInvalidValue)
	}
	// Devices are checked before the attribute (a choice).
	_, err := th.DeviceGetP2PAttribute(0, 0, 0)
	wantCode(t, "unknown attribute of a device with itself", err, cu.ErrorInvalidDevice)
}

func TestCtxEnablePeerAccessCodes(t *testing.T) {
	e := newPeerEnv(t, H200(), H200(), A100())
	th := e.th
	// No current context.
	wantCode(t, "enable with no current context", th.CtxEnablePeerAccess(e.pri[1], 0), cu.ErrorInvalidContext)
	wantCode(t, "disable with no current context", th.CtxDisablePeerAccess(e.pri[1]), cu.ErrorInvalidContext)

	e.use(t, e.pri[0])
	wantCode(t, "enable of NULL", th.CtxEnablePeerAccess(0, 0), cu.ErrorInvalidContext)
	wantCode(t, "enable of a bogus handle", th.CtxEnablePeerAccess(12345, 0), cu.ErrorInvalidContext)
	// Measured: the documentation says CUDA_ERROR_INVALID_CONTEXT for the
	// current context itself; the H200 answers PEER_ACCESS_UNSUPPORTED,
	// and checks the flags first.
	wantCode(t, "enable of the current context", th.CtxEnablePeerAccess(e.pri[0], 0), cu.ErrorPeerAccessUnsupported)
	wantCode(t, "enable of the current context with flags 1", th.CtxEnablePeerAccess(e.pri[0], 1), cu.ErrorInvalidValue)
	wantCode(t, "enable of NULL with flags 1", th.CtxEnablePeerAccess(0, 1), cu.ErrorInvalidContext)
	wantCode(t, "enable with flags 1", th.CtxEnablePeerAccess(e.pri[1], 1), cu.ErrorInvalidValue)
	wantCode(t, "disable of NULL", th.CtxDisablePeerAccess(0), cu.ErrorInvalidContext)
	wantCode(t, "disable before enable", th.CtxDisablePeerAccess(e.pri[1]), cu.ErrorPeerAccessNotEnabled)
	wantCode(t, "disable of the current context", th.CtxDisablePeerAccess(e.pri[0]), cu.ErrorPeerAccessNotEnabled)

	// Another context on the same device: a device is not its own peer.
	other, err := th.CtxCreate(0, 0)
	must(t, err)
	e.use(t, e.pri[0])
	err = th.CtxEnablePeerAccess(other, 0)
	wantCode(t, "enable to another context on the same device", err, cu.ErrorPeerAccessUnsupported)
	wantCode(t, "disable to another context on the same device", th.CtxDisablePeerAccess(other), cu.ErrorPeerAccessNotEnabled)
	// H200 to A100: different major compute capability.
	wantCode(t, "enable to an A100 context", th.CtxEnablePeerAccess(e.pri[2], 0), cu.ErrorPeerAccessUnsupported)

	must(t, th.CtxEnablePeerAccess(e.pri[1], 0))
	wantCode(t, "enable twice", th.CtxEnablePeerAccess(e.pri[1], 0), cu.ErrorPeerAccessAlreadyEnabled)
	must(t, th.CtxDisablePeerAccess(e.pri[1]))
	wantCode(t, "disable twice", th.CtxDisablePeerAccess(e.pri[1]), cu.ErrorPeerAccessNotEnabled)
	must(t, th.CtxEnablePeerAccess(e.pri[1], 0)) // enabling again after disabling

	// One way: device 1's context did not get access to device 0's.
	e.use(t, e.pri[1])
	wantCode(t, "disable in the other direction", th.CtxDisablePeerAccess(e.pri[0]), cu.ErrorPeerAccessNotEnabled)
	must(t, th.CtxEnablePeerAccess(e.pri[0], 0))

	// A destroyed peer is CUDA_ERROR_CONTEXT_IS_DESTROYED, after the flags
	// (measured).
	dead, err := th.CtxCreate(0, 0)
	must(t, err)
	must(t, th.CtxDestroy(dead))
	e.use(t, e.pri[1])
	wantCode(t, "enable to a destroyed context", th.CtxEnablePeerAccess(dead, 0), cu.ErrorContextIsDestroyed)
	wantCode(t, "enable to a destroyed context with flags 1", th.CtxEnablePeerAccess(dead, 1), cu.ErrorInvalidValue)
	wantCode(t, "disable of a destroyed context", th.CtxDisablePeerAccess(dead), cu.ErrorContextIsDestroyed)

	// Another context's peer access is its own: device 1's primary
	// context keeps its access when a regular context on device 1 that
	// had the same access is destroyed.
	c1, err := th.CtxCreate(0, 1)
	must(t, err)
	must(t, th.CtxEnablePeerAccess(e.pri[0], 0))
	must(t, th.CtxDestroy(c1))
	e.use(t, e.pri[1])
	must(t, th.CtxDisablePeerAccess(e.pri[0]))

	// A current context another thread destroyed is
	// CUDA_ERROR_CONTEXT_IS_DESTROYED, as for every call that works in
	// the current context (not measured for these calls).
	c1, err = th.CtxCreate(0, 1)
	must(t, err)
	th2 := e.d.NewThread()
	must(t, th2.CtxSetCurrent(c1))
	must(t, th.CtxDestroy(c1))
	wantCode(t, "enable in a destroyed current context", th2.CtxEnablePeerAccess(e.pri[0], 0), cu.ErrorContextIsDestroyed)
	wantCode(t, "disable in a destroyed current context", th2.CtxDisablePeerAccess(e.pri[0]), cu.ErrorContextIsDestroyed)
}

// The kernel fault: a kernel on device 1 writing device 0's memory faults
// with the sticky CUDA_ERROR_ILLEGAL_ADDRESS unless device 1's context has
// peer access to a context on device 0.
func TestKernelReachesPeerMemoryOnlyWithPeerAccess(t *testing.T) {
	for _, kernel := range []string{"storeGlobal", "storeGeneric", "atomicAdd"} {
		t.Run(kernel, func(t *testing.T) {
			e := newPeerEnv(t, H200(), H200())
			th := e.th
			e.use(t, e.pri[0])
			buf0, err := th.MemAlloc(128)
			must(t, err)

			// Without peer access: the launch succeeds, the fault is sticky.
			c1, err := th.CtxCreate(0, 1)
			must(t, err)
			must(t, e.launch(t, kernel, buf0, 7))
			err = th.CtxSynchronize()
			wantCode(t, "synchronize after writing device 0's memory from device 1", err, cu.ErrorIllegalAddress)
			if msg := cu.Detail(err); !strings.Contains(msg, "device 0's, and device 1 has no peer access") {
				t.Errorf("fault %q does not say that device 1 has no peer access to device 0", msg)
			}
			wantCode(t, "a later call in the faulted context", th.CtxSynchronize(), cu.ErrorIllegalAddress)
			if got := e.word(t, e.pri[0], buf0); got != 0 {
				t.Errorf("device 0's memory holds %d after the faulting kernel, want 0", got)
			}

			must(t, th.CtxDestroy(c1))

			// With peer access the write lands. Device 1 accepts no new
			// contexts after the fault (as on real hardware), so this
			// half runs on a fresh emulator.
			e = newPeerEnv(t, H200(), H200())
			th = e.th
			e.use(t, e.pri[0])
			buf0, err = th.MemAlloc(128)
			must(t, err)
			e.use(t, e.pri[1])
			must(t, th.CtxEnablePeerAccess(e.pri[0], 0))
			must(t, e.launch(t, kernel, buf0, 7))
			must(t, th.CtxSynchronize())
			if got := e.word(t, e.pri[0], buf0); got != 7 {
				t.Errorf("device 0 reads %d after device 1's kernel wrote 7 with peer access, want 7", got)
			}
		})
	}
}

// Peer access is one way: device 1's access to device 0 does not let
// device 0's kernels reach device 1's memory.
func TestPeerAccessIsOneWay(t *testing.T) {
	e := newPeerEnv(t, H200(), H200())
	th := e.th
	e.use(t, e.pri[1])
	buf1, err := th.MemAlloc(128)
	must(t, err)
	must(t, th.CtxEnablePeerAccess(e.pri[0], 0))
	e.use(t, e.pri[0])
	must(t, e.launch(t, "storeGlobal", buf1, 3))
	wantCode(t, "device 0 writing device 1's memory", th.CtxSynchronize(), cu.ErrorIllegalAddress)
}

// Disabling peer access, or the peer's death, ends it; access through any
// live context on the peer's device reaches all of that device's memory.
func TestPeerAccessEnds(t *testing.T) {
	type step func(t *testing.T, e *peerEnv, peer Context)
	for _, tc := range []struct {
		name string
		end  step
	}{
		{"disabled", func(t *testing.T, e *peerEnv, peer Context) { must(t, e.th.CtxDisablePeerAccess(peer)) }},
		{"peer destroyed", func(t *testing.T, e *peerEnv, peer Context) {
			must(t, e.th.CtxDestroy(peer))
			wantCode(t, "disable of the destroyed peer", e.th.CtxDisablePeerAccess(peer), cu.ErrorContextIsDestroyed)
		}},
		{"peer primary reset", func(t *testing.T, e *peerEnv, _ Context) {
			must(t, e.th.DevicePrimaryCtxReset(0))
			wantCode(t, "disable of the reset peer", e.th.CtxDisablePeerAccess(e.pri[0]), cu.ErrorContextIsDestroyed)
			wantCode(t, "enable to the reset peer", e.th.CtxEnablePeerAccess(e.pri[0], 0), cu.ErrorContextIsDestroyed)
			_, err := e.th.DevicePrimaryCtxRetain(0)
			must(t, err)
			wantCode(t, "disable after the peer's reset and retain", e.th.CtxDisablePeerAccess(e.pri[0]), cu.ErrorPeerAccessNotEnabled)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newPeerEnv(t, H200(), H200())
			th := e.th
			// Device 0's memory belongs to a context of its own, so that it
			// outlives the peer.
			owner, err := th.CtxCreate(0, 0)
			must(t, err)
			buf0, err := th.MemAlloc(128)
			must(t, err)
			peer := e.pri[0]
			if tc.name == "peer destroyed" {
				if peer, err = th.CtxCreate(0, 0); err != nil {
					t.Fatal(err)
				}
			}
			c1, err := th.CtxCreate(0, 1)
			must(t, err)
			must(t, th.CtxEnablePeerAccess(peer, 0))
			must(t, e.launch(t, "storeGlobal", buf0, 5))
			must(t, th.CtxSynchronize())
			if got := e.word(t, owner, buf0); got != 5 {
				t.Fatalf("with peer access: device 0 reads %d, want 5", got)
			}
			e.use(t, c1)
			tc.end(t, e, peer)
			e.use(t, c1)
			must(t, e.launch(t, "storeGlobal", buf0, 6))
			wantCode(t, "kernel after peer access ended", th.CtxSynchronize(), cu.ErrorIllegalAddress)
			if got := e.word(t, owner, buf0); got != 5 {
				t.Errorf("after peer access ended: device 0 reads %d, want 5 (unchanged)", got)
			}
		})
	}
}

// A context's peer access dies with it: a new context on the same device
// starts without any.
func TestPeerAccessDiesWithContext(t *testing.T) {
	e := newPeerEnv(t, H200(), H200())
	th := e.th
	e.use(t, e.pri[0])
	buf0, err := th.MemAlloc(128)
	must(t, err)
	c1, err := th.CtxCreate(0, 1)
	must(t, err)
	must(t, th.CtxEnablePeerAccess(e.pri[0], 0))
	must(t, th.CtxDestroy(c1))
	// Device 1's primary context, and a new regular context, have none.
	e.use(t, e.pri[1])
	wantCode(t, "disable in device 1's primary context", th.CtxDisablePeerAccess(e.pri[0]), cu.ErrorPeerAccessNotEnabled)
	_, err = th.CtxCreate(0, 1)
	must(t, err)
	wantCode(t, "disable in a new context", th.CtxDisablePeerAccess(e.pri[0]), cu.ErrorPeerAccessNotEnabled)
	must(t, e.launch(t, "storeGlobal", buf0, 1))
	wantCode(t, "kernel in a new context", th.CtxSynchronize(), cu.ErrorIllegalAddress)
}

// Host, managed and registered memory is reachable from every device
// without peer access; copies between devices need none either.
func TestWithoutPeerAccess(t *testing.T) {
	e := newPeerEnv(t, H200(), H200())
	th := e.th
	e.use(t, e.pri[0])
	host, err := th.MemAllocHost(128)
	must(t, err)
	managed, err := th.MemAllocManaged(128, MemAttachGlobal)
	must(t, err)
	buf0, err := th.MemAlloc(128)
	must(t, err)
	must(t, th.MemsetD32(buf0, 9, 32))

	e.use(t, e.pri[1])
	must(t, e.launch(t, "storeGlobal", Addr(host), 11))
	must(t, e.launch(t, "storeGeneric", managed, 12))
	must(t, th.CtxSynchronize())
	if got := binary.LittleEndian.Uint32(host); got != 11 {
		t.Errorf("page-locked host memory written from device 1 holds %d, want 11", got)
	}
	if got := e.word(t, e.pri[1], managed); got != 12 {
		t.Errorf("managed memory written from device 1 holds %d, want 12", got)
	}

	// Copies between the devices' memory, with no peer access anywhere.
	buf1, err := th.MemAlloc(128)
	must(t, err)
	must(t, th.MemcpyDtoD(buf1, buf0, 4))
	if got := e.word(t, e.pri[1], buf1); got != 9 {
		t.Errorf("cuMemcpyDtoD from device 0 to device 1: %d, want 9", got)
	}
	must(t, th.MemsetD32(buf1, 0, 32))
	must(t, th.Memcpy(buf1, buf0, 4))
	if got := e.word(t, e.pri[1], buf1); got != 9 {
		t.Errorf("cuMemcpy from device 0 to device 1: %d, want 9", got)
	}
	must(t, th.MemsetD32(buf1, 0, 32))
	must(t, th.MemcpyPeer(buf1, e.pri[1], buf0, e.pri[0], 8))
	if got := e.word(t, e.pri[1], buf1+4); got != 9 {
		t.Errorf("cuMemcpyPeer from device 0 to device 1: %d, want 9", got)
	}
	must(t, th.MemsetD32(buf1, 0, 32))
	must(t, th.MemcpyPeerAsync(buf1, e.pri[1], buf0, e.pri[0], 8, 0))
	if got := e.word(t, e.pri[1], buf1+4); got != 9 {
		t.Errorf("cuMemcpyPeerAsync from device 0 to device 1: %d, want 9", got)
	}
	// Measured: NULL contexts are accepted, and a context need not be the
	// one its address belongs to.
	must(t, th.MemcpyPeer(buf1, 0, buf0, 0, 4))
	must(t, th.MemcpyPeer(buf1, e.pri[0], buf0, e.pri[1], 4))
	must(t, th.MemcpyPeerAsync(buf1, 0, buf0, e.pri[0], 4, 0))
	wantCode(t, "cuMemcpyPeer with a bogus context", th.MemcpyPeer(buf1, e.pri[1], buf0, 999, 4), cu.ErrorInvalidContext)
	wantCode(t, "cuMemcpyPeer from no allocation", th.MemcpyPeer(buf1, e.pri[1], 0, e.pri[0], 4), cu.ErrorInvalidValue)
	wantCode(t, "cuMemcpyPeer past the end", th.MemcpyPeer(buf1, e.pri[1], buf0, e.pri[0], 1<<20), cu.ErrorInvalidValue)
	// A destroyed context crashed the real driver; cudasim answers 709.
	dead, err := th.CtxCreate(0, 0)
	must(t, err)
	must(t, th.CtxDestroy(dead))
	e.use(t, e.pri[1])
	wantCode(t, "cuMemcpyPeer with a destroyed context", th.MemcpyPeer(buf1, dead, buf0, e.pri[0], 4), cu.ErrorContextIsDestroyed)
	// No current context: CUDA_ERROR_INVALID_CONTEXT (measured).
	must(t, th.CtxSetCurrent(0))
	wantCode(t, "cuMemcpyPeer with no current context", th.MemcpyPeer(buf1, e.pri[1], buf0, e.pri[0], 4), cu.ErrorInvalidContext)
	wantCode(t, "cuMemcpyPeerAsync with no current context", th.MemcpyPeerAsync(buf1, e.pri[1], buf0, e.pri[0], 4, 0), cu.ErrorInvalidContext)
	e.use(t, e.pri[1])
	// And the kernels on device 1 still cannot reach device 0.
	must(t, e.launch(t, "storeGlobal", buf0, 1))
	wantCode(t, "kernel after the copies", th.CtxSynchronize(), cu.ErrorIllegalAddress)
}

// One device: nothing changes for kernels (no view is built).
func TestOneDeviceKernelMemory(t *testing.T) {
	d := New(Config{})
	defer d.Close()
	th := d.NewThread()
	must(t, th.Init(0))
	c, err := th.DevicePrimaryCtxRetain(0)
	must(t, err)
	must(t, th.CtxSetCurrent(c))
	cc, _ := d.contextObject(c)
	if m := d.kernelMemory(cc); m != any(d.mem) {
		t.Errorf("kernel memory with one device is %T, want the address space itself", m)
	}
}

// Peer notices name both contexts.
func TestPeerNotices(t *testing.T) {
	var got []Notice
	d := New(Config{Devices: []Profile{H200(), H200()}, Observer: func(n Notice) {
		if n.Kind == NoticePeerEnable || n.Kind == NoticePeerDisable {
			got = append(got, n)
		}
	}})
	defer d.Close()
	th := d.NewThread()
	must(t, th.Init(0))
	c0, err := th.DevicePrimaryCtxRetain(0)
	must(t, err)
	c1, err := th.DevicePrimaryCtxRetain(1)
	must(t, err)
	must(t, th.CtxSetCurrent(c1))
	must(t, th.CtxEnablePeerAccess(c0, 0))
	must(t, th.CtxDisablePeerAccess(c0))
	if len(got) != 2 || got[0].Kind != NoticePeerEnable || got[1].Kind != NoticePeerDisable ||
		got[0].Context != c1 || got[0].Handle != uint64(c0) || got[0].Device != 1 {
		t.Errorf("peer notices %v", got)
	}
}

// A pool's memory follows cuMemPoolSetAccess, not peer access (the CUDA
// Programming Guide, "Stream-Ordered Memory Allocator": pool allocations do
// not follow cuCtxEnablePeerAccess). A kernel on device 1 writing memory of
// device 0's pools faults unless the pool gave device 1 access, with peer
// access or without; given access, it lands; taken back, it faults again.
// rt30's r_multidev2 found device 1 faulting on memory of a pool that gave
// it access.
func TestKernelReachesPoolMemoryOnlyWithPoolAccess(t *testing.T) {
	dev1 := MemLocation{Type: MemLocationDevice, ID: 1}
	for _, c := range []struct {
		name   string
		peer   bool    // device 1's context has peer access to device 0's
		access []int32 // what device 0's pool gives device 1, in turn
		lands  bool
		why    string // what the fault says, if not that device 1 has no access
	}{
		{name: "no access", lands: false},
		{name: "peer access only", peer: true, lands: false},
		{name: "pool access", access: []int32{MemAccessReadWrite}, lands: true},
		{name: "pool and peer access", peer: true, access: []int32{MemAccessReadWrite}, lands: true},
		{name: "pool access taken back", access: []int32{MemAccessReadWrite, MemAccessNone}, lands: false},
		{name: "read-only pool access", access: []int32{MemAccessRead}, lands: false, why: "gave device 1 read-only access (cuMemPoolSetAccess"},
	} {
		for _, pool := range []string{"created", "default"} {
			t.Run(c.name+"/"+pool, func(t *testing.T) {
				e := newPeerEnv(t, H200(), H200())
				th := e.th
				e.use(t, e.pri[0])
				var h MemPool
				var err error
				if pool == "created" {
					h, err = th.MemPoolCreate(&MemPoolProps{AllocType: MemAllocationPinned, LocationType: MemLocationDevice, LocationID: 0})
				} else {
					h, err = th.DeviceGetDefaultMemPool(0)
				}
				must(t, err)
				buf0, err := th.MemAllocFromPoolAsync(128, h, 0)
				must(t, err)
				must(t, th.MemsetD8(buf0, 0, 128))
				for _, a := range c.access {
					must(t, th.MemPoolSetAccess(h, []MemAccessDesc{{Location: dev1, Flags: a}}))
				}
				e.use(t, e.pri[1])
				if c.peer {
					must(t, th.CtxEnablePeerAccess(e.pri[0], 0))
				}
				must(t, e.launch(t, "storeGlobal", buf0, 7))
				err = th.CtxSynchronize()
				if c.lands {
					must(t, err)
					if got := e.word(t, e.pri[0], buf0); got != 7 {
						t.Errorf("device 0's pool memory holds %d after device 1's kernel wrote 7, want 7", got)
					}
					return
				}
				wantCode(t, "device 1 writing device 0's pool memory", err, cu.ErrorIllegalAddress)
				why := cmp.Or(c.why, "gave device 1 no access (cuMemPoolSetAccess")
				if msg := cu.Detail(err); !strings.Contains(msg, why) {
					t.Errorf("fault %q does not say %q", msg, why)
				}
				if got := e.word(t, e.pri[0], buf0); got != 0 {
					t.Errorf("device 0's pool memory holds %d after device 1's kernel faulted writing 7, want 0", got)
				}
			})
		}
	}
}

// cuMemSetAccess is each device's own (docs/vmm.md): device 0's memory
// mapped read-write for device 0 only faults in device 1's kernel, whatever
// peer access device 1 has; given device 1 read-write, its write lands;
// read-only, the write faults and does not land, and cuMemGetAccess and
// CU_POINTER_ATTRIBUTE_ACCESS_FLAGS answer each device its own.
func TestVMMAccessIsPerDevice(t *testing.T) {
	g := uint64(vmmGranularity)
	dev1 := MemLocation{Type: MemLocationDevice, ID: 1}
	for _, c := range []struct {
		name   string
		peer   bool
		access int32 // device 1's, after device 0's read-write
		lands  bool
		why    string
	}{
		{name: "device 0 only", access: MemAccessNone, why: "device 1 was given no access to it (cuMemSetAccess)"},
		{name: "device 0 only, peer access", peer: true, access: MemAccessNone, why: "device 1 was given no access to it (cuMemSetAccess)"},
		{name: "device 1 read-write", access: MemAccessReadWrite, lands: true},
		{name: "device 1 read-only", access: MemAccessRead, why: "gave device 1 read-only access (cuMemSetAccess)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := newPeerEnv(t, H200(), H200())
			th := e.th
			e.use(t, e.pri[0])
			h, err := th.MemCreate(g, &vmmProp, 0)
			must(t, err)
			a, err := th.MemAddressReserve(g, 0, 0, 0)
			must(t, err)
			must(t, th.MemMap(a, g, 0, h, 0))
			must(t, th.MemSetAccess(a, g, append(rw0, MemAccessDesc{Location: dev1, Flags: c.access})))
			for dev, want := range []uint64{MemAccessReadWrite, uint64(c.access)} {
				loc := MemLocation{Type: MemLocationDevice, ID: int32(dev)}
				if f, _, err := th.MemGetAccess(&loc, a); err != nil || f != want {
					t.Errorf("cuMemGetAccess of device %d: %d, %v; want %d", dev, f, err, want)
				}
				e.use(t, e.pri[dev])
				if f, err := th.PointerGetAttribute(PointerAttributeAccessFlags, a); err != nil || f != want {
					t.Errorf("CU_POINTER_ATTRIBUTE_ACCESS_FLAGS in device %d's context: %d, %v; want %d", dev, f, err, want)
				}
			}
			e.use(t, e.pri[1])
			if c.peer {
				must(t, th.CtxEnablePeerAccess(e.pri[0], 0))
			}
			must(t, e.launch(t, "storeGlobal", a, 7))
			err = th.CtxSynchronize()
			if c.lands {
				must(t, err)
				if got := e.word(t, e.pri[0], a); got != 7 {
					t.Errorf("the mapping holds %d after device 1's kernel wrote 7", got)
				}
				return
			}
			wantCode(t, "device 1 writing the mapping", err, cu.ErrorIllegalAddress)
			if msg := cu.Detail(err); !strings.Contains(msg, c.why) {
				t.Errorf("fault %q does not say %q", msg, c.why)
			}
			if got := e.word(t, e.pri[0], a); got != 0 {
				t.Errorf("the mapping holds %d after device 1's kernel faulted writing 7, want 0", got)
			}
		})
	}
}
