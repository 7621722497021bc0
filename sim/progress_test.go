package sim

import (
	"sync"
	"testing"
	"time"
)

// A long launch reports how many blocks have started, never more than the grid, never fewer
// than before, and ends with done == total.
func TestLaunchProgress(t *testing.T) {
	defer func(d time.Duration) { progressEvery = d }(progressEvery)
	progressEvery = 5 * time.Millisecond
	src := hdr + `.visible .entry spin(.param .u32 n) { .reg .b32 %r<4>; .reg .pred %p<2>;
	ld.param.u32 %r1, [n]; mov.u32 %r2, 0;
LOOP: add.u32 %r2, %r2, 1; setp.lt.u32 %p1, %r2, %r1; @%p1 bra LOOP; ret; }`
	k, err := compileSrc(t, []byte(src)).Kernel("spin")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var calls [][2]uint64
	progress := func(done, total uint64) {
		mu.Lock()
		calls = append(calls, [2]uint64{done, total})
		mu.Unlock()
	}
	n := []byte{0x40, 0x0d, 0x03, 0x00} // 200,000 iterations a thread
	if err := Run(k, &Launch{Grid: [3]uint32{64, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: n, Memory: newTestMem(), Progress: progress}); err != nil {
		t.Fatal(err)
	}
	if len(calls) < 2 {
		t.Fatalf("%d progress calls for a launch of 64 x 200,000 loop iterations: %v", len(calls), calls)
	}
	var last uint64
	for _, c := range calls {
		if c[1] != 64 || c[0] > 64 || c[0] < last {
			t.Fatalf("progress calls %v: want 64 blocks in all, done never falling", calls)
		}
		last = c[0]
	}
	if end := calls[len(calls)-1]; end[0] != 64 {
		t.Errorf("last progress call %v, want done == total", end)
	}
}
