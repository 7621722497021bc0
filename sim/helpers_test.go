package sim

import (
	"fmt"
	"runtime"
	"sync"
	"testing"
	"time"
)

// Launches of several workers back to back take the helpers still polling after the previous
// launch, from one goroutine and from several at once, with every block run once; the helpers
// leave when no launch comes; with one processor they do not poll, nor for a while after a slow
// polled start.
func TestHelpers(t *testing.T) {
	p := compileFile(t, "testdata/kernels.ptx")
	k, err := p.Kernel("addOne")
	if err != nil {
		t.Fatal(err)
	}
	launches := func(workers, n int) error {
		mem := newTestMem()
		const elems = 64 * 256
		buf, _ := mem.Alloc(4 * elems)
		params := append(le64(buf), le32(elems)...)
		for range n {
			if err := Run(k, &Launch{Grid: [3]uint32{64, 1, 1}, Block: [3]uint32{256, 1, 1}, Params: params, Memory: mem, Workers: workers}); err != nil {
				return err
			}
		}
		out := make([]byte, 4*elems)
		mem.Read(buf, out)
		for i, v := range i32s(out) {
			if v != int32(n) {
				return fmt.Errorf("element %d = %d after %d launches of %d workers", i, v, n, workers)
			}
		}
		return nil
	}
	pollAfter.Store(0) // an earlier test's slow polled start may have stopped polling for a while
	before := helperClaims.Load()
	if err := launches(3, 100); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 3)
	for g := range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- launches(2+g, 50)
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
	if runtime.GOMAXPROCS(0) > 1 && helperClaims.Load() == before {
		t.Errorf("no launch of 250 took a polling helper")
	}
	waitNoPolling := func() {
		t.Helper()
		for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(time.Millisecond) {
			pollingHelpers.mu.Lock()
			n := len(pollingHelpers.list)
			pollingHelpers.mu.Unlock()
			if n == 0 {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("%d helpers still polling 10 s after the last launch (at most %v)", n, maxHelperPoll)
			}
		}
	}
	waitNoPolling()

	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	before = helperClaims.Load()
	if err := launches(2, 20); err != nil {
		t.Fatal(err)
	}
	if n := helperClaims.Load() - before; n != 0 {
		t.Errorf("with one processor %d launches took a polling helper", n)
	}
	runtime.GOMAXPROCS(2)
	pollAfter.Store(time.Now().Add(time.Hour).UnixNano())
	defer pollAfter.Store(0)
	before = helperClaims.Load()
	if err := launches(2, 20); err != nil {
		t.Fatal(err)
	}
	if n := helperClaims.Load() - before; n != 0 {
		t.Errorf("after a slow polled start %d launches took a polling helper", n)
	}
}
