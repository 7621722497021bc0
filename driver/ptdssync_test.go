package driver

import (
	"cudasim/cu"
	"testing"
	"time"
)

// A synchronous call through its _ptds entry point is work of the calling
// thread's per-thread default stream (docs/streams.md, "Synchronous calls
// of the per-thread default stream"): it waits for that stream's work and
// for the legacy stream's, which the per-thread stream synchronizes with,
// but not for another thread's per-thread stream nor for a blocking stream
// (the CUDA Driver API's "Stream synchronization behavior": the per-thread
// default stream "does not synchronize with other streams (just like
// explicitly created streams)" but does with the legacy default stream).
// Each case holds one stream with a host function until its gate opens. The
// call is a copy to the host, which returns once done; a synchronous memset
// of device memory returns at once (TestSynchronousMemsetReturns).
func TestPerThreadSyncWaitsForItsOwnStream(t *testing.T) {
	th, other := twoThreads(t)
	buf, err := th.MemAlloc(64)
	must(t, err)
	blocking, err := th.StreamCreate(0)
	must(t, err)

	host := make([]byte, 64)
	// ptdsCopy is cuMemcpyDtoH_v2_ptds on thread who.
	ptdsCopy := func(who *Thread) error {
		if err := who.PerThreadSync("cuMemcpyDtoH"); err != nil {
			return err
		}
		defer who.EndPerThreadSync()
		return who.MemcpyDtoH(host, buf)
	}
	legacyCopy := func(who *Thread) error { return who.MemcpyDtoH(host, buf) }

	for _, tc := range []struct {
		name  string
		holds func(gate chan struct{}) error // holds a stream until gate closes
		call  func() error
		waits bool
	}{
		{"its own per-thread stream", func(g chan struct{}) error { return other.LaunchHostFunc(StreamPerThread, func() { <-g }) },
			func() error { return ptdsCopy(other) }, true},
		{"the legacy stream", func(g chan struct{}) error { return th.LaunchHostFunc(StreamLegacy, func() { <-g }) },
			func() error { return ptdsCopy(other) }, true},
		{"another thread's per-thread stream", func(g chan struct{}) error { return th.LaunchHostFunc(StreamPerThread, func() { <-g }) },
			func() error { return ptdsCopy(other) }, false},
		{"a blocking stream", func(g chan struct{}) error { return th.LaunchHostFunc(blocking, func() { <-g }) },
			func() error { return ptdsCopy(other) }, false},
		// The legacy stream's synchronous call waits for every per-thread stream (unchanged).
		{"legacy call behind a per-thread stream", func(g chan struct{}) error { return th.LaunchHostFunc(StreamPerThread, func() { <-g }) },
			func() error { return legacyCopy(other) }, true},
	} {
		gate := make(chan struct{})
		must(t, tc.holds(gate))
		checkWaits(t, tc.name, tc.waits, tc.call, gate)
		must(t, th.CtxSynchronize())
	}
}

// checkWaits runs call while a stream is held until gate closes, and
// reports whether call waited for it where waits says it must, and not
// where not; it closes gate.
func checkWaits(t *testing.T, name string, waits bool, call func() error, gate chan struct{}) {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- call() }()
	wait := 5 * time.Second // a call that need not wait ends well within it, however loaded the machine
	if waits {
		wait = 100 * time.Millisecond
	}
	select {
	case err := <-done:
		if waits {
			t.Errorf("%s held: the call returned (%v) before the stream's work ended", name, err)
		} else if err != nil {
			t.Errorf("%s held: %v", name, err)
		}
		close(gate)
	case <-time.After(wait):
		close(gate)
		err := <-done
		if !waits {
			t.Errorf("%s held: the call waited for it (then answered %v)", name, err)
		} else if err != nil {
			t.Errorf("%s held: %v", name, err)
		}
	}
}

// A synchronous memset of device memory is asynchronous with respect to the
// host, as the CUDA driver API's "API synchronization behavior" says and an
// H100 with the H200's driver answered (testdata/reference/tidy32/h100-s33,
// ptds_* and legacy_*: cudaMemset returned at once behind a kernel held on
// its own default stream, the legacy stream, a blocking, a non-blocking
// stream, another thread's default stream, in both builds): it returns at
// once and sets the bytes in stream order. One into pinned host memory is
// fully synchronous: it waits.
func TestSynchronousMemsetReturns(t *testing.T) {
	th, other := twoThreads(t)
	dev, err := th.MemAlloc(64)
	must(t, err)
	pinned, err := th.MemHostAlloc(64, 0)
	must(t, err)
	blocking, err := th.StreamCreate(0)
	must(t, err)
	ptds := func(set func() error) error {
		if err := other.PerThreadSync("cuMemsetD8"); err != nil {
			return err
		}
		defer other.EndPerThreadSync()
		return set()
	}
	for _, tc := range []struct {
		name  string
		held  Stream
		call  func() error
		waits bool
	}{
		{"the legacy stream, legacy memset", StreamLegacy, func() error { return other.MemsetD8(dev, 1, 64) }, false},
		{"a blocking stream, legacy memset", blocking, func() error { return other.MemsetD16(dev, 2, 32) }, false},
		{"its per-thread stream, ptds memset", StreamPerThread, func() error { return ptds(func() error { return other.MemsetD32(dev, 3, 16) }) }, false},
		{"the legacy stream, ptds memset", StreamLegacy, func() error { return ptds(func() error { return other.MemsetD8(dev, 4, 64) }) }, false},
		{"the legacy stream, legacy memset of pinned memory", StreamLegacy, func() error { return other.MemsetD8(Addr(pinned), 5, 64) }, true},
	} {
		gate := make(chan struct{})
		holder := th
		if tc.held == StreamPerThread {
			holder = other
		}
		must(t, holder.LaunchHostFunc(tc.held, func() { <-gate }))
		checkWaits(t, tc.name, tc.waits, tc.call, gate)
		must(t, th.CtxSynchronize())
		must(t, other.CtxSynchronize())
	}
	got := make([]byte, 4)
	must(t, th.MemcpyDtoH(got, dev))
	if got[0] != 4 || pinned[0] != 5 {
		t.Errorf("after the memsets: device byte %d, pinned byte %d; want 4 and 5 (each memset ran, in order)", got[0], pinned[0])
	}
}

// A synchronous copy or 2D set whose every side is device memory or an array
// is the stream's work the host does not wait for; one with a side in
// page-locked host or managed memory waits (an H100 with the H200's driver,
// behind a kernel held 300 ms: testdata/reference/sync34/h100-s34, where
// cudasim waited for all of them but the 1D memset).
func TestSynchronousDeviceCopiesReturn(t *testing.T) {
	_, th, _ := setup(t, Config{})
	a, err := th.MemAlloc(1 << 16)
	must(t, err)
	b, err := th.MemAlloc(1 << 16)
	must(t, err)
	pinned, err := th.MemHostAlloc(1<<16, 0)
	must(t, err)
	managed, err := th.MemAllocManaged(1<<16, 1)
	must(t, err)
	arr, err := th.ArrayCreate(ArrayDescriptor{Width: 64, Height: 64, Format: 1 /* CU_AD_FORMAT_UNSIGNED_INT8 */, NumChannels: 1})
	must(t, err)
	copy2D := func(dst, src DevicePtr, dk, sk MemoryType) func() error {
		return func() error {
			return th.Memcpy2D(&Memcpy2D{SrcMemoryType: sk, SrcDevice: src, SrcHost: src, SrcPitch: 256,
				DstMemoryType: dk, DstDevice: dst, DstHost: dst, DstPitch: 512, WidthInBytes: 200, Height: 30})
		}
	}
	for _, tc := range []struct {
		name  string
		call  func() error
		waits bool
	}{
		{"cuMemcpyDtoD", func() error { return th.MemcpyDtoD(b, a, 4096) }, false},
		{"cuMemcpy, device to device", func() error { return th.Memcpy(b, a, 4096) }, false},
		{"cuMemcpy2D, device to device", copy2D(b, a, MemoryTypeDevice, MemoryTypeDevice), false},
		{"cuMemcpy3D, device to array", func() error {
			return th.Memcpy3D(&Memcpy3D{SrcMemoryType: MemoryTypeDevice, SrcDevice: a, SrcPitch: 64,
				DstMemoryType: MemoryTypeArray, DstArray: uint64(arr), WidthInBytes: 64, Height: 64, Depth: 1})
		}, false},
		{"cuMemcpyAtoD", func() error { return th.MemcpyAtoD(b, arr, 0, 64) }, false},
		{"cuMemsetD2D8 of device memory", func() error { return th.MemsetD2D8(a, 512, 7, 256, 64) }, false},
		{"cuMemsetD2D32 of device memory", func() error { return th.MemsetD2D32(b, 512, 9, 64, 64) }, false},
		{"cuMemsetD2D32 of pinned memory", func() error { return th.MemsetD2D32(Addr(pinned), 512, 9, 64, 16) }, true},
		{"cuMemsetD2D8 of managed memory", func() error { return th.MemsetD2D8(managed, 512, 9, 64, 16) }, true},
		{"cuMemcpy, managed to device", func() error { return th.Memcpy(b, managed, 4096) }, true},
		{"cuMemcpy2D, pinned to device", copy2D(b, Addr(pinned), MemoryTypeDevice, MemoryTypeHost), true},
		{"cuMemcpyDtoD past the allocation", func() error { return th.MemcpyDtoD(b, a, 1<<17) }, true},
	} {
		gate := make(chan struct{})
		must(t, th.LaunchHostFunc(StreamLegacy, func() { <-gate }))
		checkWaits(t, tc.name, tc.waits, func() error {
			err := tc.call()
			if tc.name == "cuMemcpyDtoD past the allocation" && cu.Code(err) == cu.ErrorInvalidValue {
				return nil // the waiting path's check answers it, after the work ahead
			}
			return err
		}, gate)
		must(t, th.CtxSynchronize())
	}
	// Each ran, in order: b's last writers are the copy of managed memory (its
	// first 64 bytes set to 9, the rest 0) and then the 2D copy of the first
	// 200 bytes of pinned memory (32-bit words set to 9).
	got := make([]byte, 512)
	must(t, th.MemcpyDtoH(got, b))
	if got[0] != 9 || got[1] != 0 || got[196] != 9 || got[200] != 0 || got[511] != 0 {
		t.Errorf("b after the copies and sets: bytes 0, 1, 196, 200, 511 = %d %d %d %d %d, want 9 0 9 0 0", got[0], got[1], got[196], got[200], got[511])
	}
}
