package sim

import (
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestParkingWakes hands a token back and forth between two goroutines through parking, with
// no spin (every wait parks unless its condition already holds) and with a short one: a lost
// wake-up leaves one side parked for good, which the deadline reports.
func TestParkingWakes(t *testing.T) {
	for _, spin := range []time.Duration{0, time.Microsecond} {
		var turn atomic.Int64
		var p [2]parking
		for i := range p {
			p[i].wake = make(chan struct{}, 1)
		}
		const rounds = 20000
		done := make(chan struct{})
		go func() {
			defer close(done)
			var wg sync.WaitGroup
			for side := range int64(2) {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for r := side; r < 2*rounds; r += 2 {
						p[side].wait(func() bool { return turn.Load() == r }, spin)
						turn.Store(r + 1)
						p[1-side].signal()
					}
				}()
			}
			wg.Wait()
		}()
		select {
		case <-done:
		case <-time.After(60 * time.Second):
			t.Fatalf("spin %v: stuck at turn %d of %d (a lost wake-up)", spin, turn.Load(), 2*rounds)
		}
	}
}

// TestHelpersReused checks that launches one after another reuse their helpers (they outlive
// their launch, helpers.go) and compute the same memory as one worker, with launches from
// several goroutines at once taking helpers from the same pool.
func TestHelpersReused(t *testing.T) {
	p := compileFile(t, "testdata/kernels.ptx")
	k, err := p.Kernel("addOne")
	if err != nil {
		t.Fatal(err)
	}
	launches := func(t *testing.T, workers, n int) {
		mem := newTestMem()
		buf, _ := mem.Alloc(4 * 100000)
		params := append(le64(buf), le32(100000)...)
		for range n {
			if err := Run(k, &Launch{Grid: [3]uint32{400, 1, 1}, Block: [3]uint32{256, 1, 1}, Params: params, Memory: mem, Workers: workers}); err != nil {
				t.Error(err)
				return
			}
		}
		out := make([]byte, 4*100000)
		mem.Read(buf, out)
		for i, v := range i32s(out) {
			if v != int32(n) {
				t.Errorf("%d workers: element %d = %d after %d launches", workers, i, v, n)
				return
			}
		}
	}
	launches(t, 4, 1) // the pool holds 3 helpers or more now
	made := helpersMade.Load()
	launches(t, 4, 50)
	launches(t, 2, 50)
	if d := helpersMade.Load() - made; d != 0 {
		t.Errorf("100 launches one after another made %d helpers; want none (the first launch's, reused)", d)
	}
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			launches(t, 3, 20)
		}()
	}
	wg.Wait()
}
