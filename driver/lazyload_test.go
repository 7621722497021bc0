package driver

import (
	"sync/atomic"
	"testing"
	"time"

	"cudasim/cu"
)

// TestLazyLoadWaitsForPendingWork: a kernel loaded lazily while a kernel waits for the host
// orders the context's later work behind that kernel, so that an event recorded on another,
// idle blocking stream is not reached until the host releases it: the sequence of rt30's
// r_heldorder, which hung there on the H200
// (libcuda/testdata/cudart/rt30/golden/b118/r_heldorder.h200.out), as apiexplore24's
// s_ax_ptds did. A kernel loaded before the hold, or any under EAGER loading, orders nothing.
func TestLazyLoadWaitsForPendingWork(t *testing.T) {
	for _, tc := range []struct {
		name        string
		mode        ModuleLoadingMode
		loadEarly   bool
		recordWaits bool
	}{
		{"lazy, first load behind the held kernel", ModuleLoadingLazy, false, true},
		{"lazy, loaded before the hold", ModuleLoadingLazy, true, false},
		{"eager", ModuleLoadingEager, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newAsyncEnvWith(t, Config{ModuleLoading: tc.mode})
			th := e.th
			e.rearm()
			defer atomic.StoreInt32(e.releaseFlag, 1)
			s1, err := th.StreamCreate(0)
			must(t, err)
			s3, err := th.StreamCreate(0)
			must(t, err)
			ev, err := th.EventCreate(EventDisableTiming)
			must(t, err)
			mod, err := th.ModuleLoadData([]byte(storePTX + "\x00"))
			must(t, err)
			var store Function
			if tc.loadEarly {
				store, err = th.ModuleGetFunction(mod, "store")
				must(t, err)
			}
			must(t, e.launchLatch(s1, false))
			if !tc.loadEarly {
				store, err = th.ModuleGetFunction(mod, "store") // the kernel's load
				must(t, err)
			}
			buf, err := th.MemAlloc(4)
			must(t, err)
			must(t, th.LaunchKernel(store, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, s1, [][]byte{le64(uint64(buf))}, nil))
			must(t, th.EventRecord(ev, s3)) // s3 is idle
			want := cu.Success
			if tc.recordWaits {
				want = cu.ErrorNotReady
			}
			wantCode(t, "the record on the idle stream", th.EventQuery(ev), want)
			atomic.StoreInt32(e.releaseFlag, 1)
			errc := make(chan error, 1)
			go func() { errc <- th.EventSynchronize(ev) }()
			select {
			case err := <-errc:
				must(t, err)
			case <-time.After(10 * time.Second):
				t.Fatal("cuEventSynchronize still waits after the release")
			}
			must(t, th.CtxSynchronize())
			wantCode(t, "the record after the release", th.EventQuery(ev), cu.Success)
		})
	}
}
