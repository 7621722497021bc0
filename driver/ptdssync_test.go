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
// Each case holds one stream with a host function until its gate opens.
func TestPerThreadSyncWaitsForItsOwnStream(t *testing.T) {
	th, other := twoThreads(t)
	buf, err := th.MemAlloc(64)
	must(t, err)
	blocking, err := th.StreamCreate(0)
	must(t, err)

	// ptdsMemset is cuMemsetD8_v2_ptds on thread who.
	ptdsMemset := func(who *Thread) error {
		if err := who.PerThreadSync("cuMemsetD8"); err != nil {
			return err
		}
		defer who.EndPerThreadSync()
		return who.MemsetD8(buf, 1, 64)
	}
	legacyMemset := func(who *Thread) error { return who.MemsetD8(buf, 2, 64) }

	for _, tc := range []struct {
		name  string
		holds func(gate chan struct{}) error // holds a stream until gate closes
		call  func() error
		waits bool
	}{
		{"its own per-thread stream", func(g chan struct{}) error { return other.LaunchHostFunc(StreamPerThread, func() { <-g }) },
			func() error { return ptdsMemset(other) }, true},
		{"the legacy stream", func(g chan struct{}) error { return th.LaunchHostFunc(StreamLegacy, func() { <-g }) },
			func() error { return ptdsMemset(other) }, true},
		{"another thread's per-thread stream", func(g chan struct{}) error { return th.LaunchHostFunc(StreamPerThread, func() { <-g }) },
			func() error { return ptdsMemset(other) }, false},
		{"a blocking stream", func(g chan struct{}) error { return th.LaunchHostFunc(blocking, func() { <-g }) },
			func() error { return ptdsMemset(other) }, false},
		// The legacy stream's synchronous call waits for every per-thread stream (unchanged).
		{"legacy call behind a per-thread stream", func(g chan struct{}) error { return th.LaunchHostFunc(StreamPerThread, func() { <-g }) },
			func() error { return legacyMemset(other) }, true},
	} {
		gate := make(chan struct{})
		must(t, tc.holds(gate))
		done := make(chan error, 1)
		go func() { done <- tc.call() }()
		wait := 5 * time.Second // a call that need not wait ends well within it, however loaded the machine
		if tc.waits {
			wait = 100 * time.Millisecond
		}
		select {
		case err := <-done:
			if tc.waits {
				t.Errorf("%s held: the call returned (%v) before the stream's work ended", tc.name, err)
			} else if err != nil {
				t.Errorf("%s held: %v", tc.name, err)
			}
			close(gate)
		case <-time.After(wait):
			close(gate)
			err := <-done
			if !tc.waits {
				t.Errorf("%s held: the call waited for it (then answered %v)", tc.name, err)
			} else if err != nil {
				t.Errorf("%s held: %v", tc.name, err)
			}
		}
		must(t, th.CtxSynchronize())
	}
}
