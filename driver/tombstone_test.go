package driver

import (
	"runtime"
	"testing"

	"cudasim/cu"
)

// TestDestroyedContextsBounded: a long-lived emulator that creates and
// destroys many contexts keeps bounded memory for them, while a stale
// handle of the first one still gets CUDA_ERROR_CONTEXT_IS_DESTROYED from
// cuCtxSetCurrent (not 201, which a value never given out gets).
func TestDestroyedContextsBounded(t *testing.T) {
	d, th, _ := setup(t, Config{})
	n := 3 * maxTombstones
	if testing.Short() {
		n = maxTombstones + 100
	}
	var first Context
	var before runtime.MemStats
	for i := range n {
		c, err := th.CtxCreate(0, 0)
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			first = c
		}
		if i == maxTombstones {
			runtime.GC()
			runtime.ReadMemStats(&before)
		}
		if err := th.CtxDestroy(c); err != nil {
			t.Fatal(err)
		}
	}
	if err := th.CtxSetCurrent(first); cu.Code(err) != cu.ErrorContextIsDestroyed {
		t.Errorf("cuCtxSetCurrent(first of %d destroyed contexts): %v, want CUDA_ERROR_CONTEXT_IS_DESTROYED", n, err)
	}
	if err := th.CtxSetCurrent(Context(d.handles.next + 0x1000)); cu.Code(err) != cu.ErrorInvalidContext {
		t.Errorf("cuCtxSetCurrent(a value never given out): %v, want CUDA_ERROR_INVALID_CONTEXT", err)
	}
	d.handles.mu.RLock()
	dead := len(d.handles.deadContexts)
	d.handles.mu.RUnlock()
	if dead > maxTombstones {
		t.Errorf("%d context tombstones kept after %d cycles, want at most %d", dead, n, maxTombstones)
	}
	var after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&after)
	t.Logf("%d create/destroy cycles; heap %d KiB after %d cycles, %d KiB after all", n, before.HeapAlloc>>10, maxTombstones, after.HeapAlloc>>10)
}
