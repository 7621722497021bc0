package driver

import (
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
