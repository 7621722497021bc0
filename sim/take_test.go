package sim

import (
	"sync"
	"testing"
)

// TestTake checks the launch's hand-out of groups (take): every group once; with one worker,
// in order, soloChunk at a time (one at a time with Progress); with several, chunks of at most
// chunkThreads threads (a one-thread block's chunk 16,384 of them: launch.go says why) that
// shrink to single groups at the end (where the workers' last chunks decide when the launch
// ends).
func TestTake(t *testing.T) {
	for _, threads := range []uint32{1, 32, 256, 1024} {
		for _, groups := range []uint64{1, 7, 64, 100, 256, 4096, 16384, 1 << 20} {
			for i, workers := range []uint64{1, 1, 2, 3, 8} {
				l := &Launch{Grid: [3]uint32{uint32(groups), 1, 1}, Block: [3]uint32{threads, 1, 1}}
				if i == 1 {
					l.Progress = func(done, total uint64) {}
				}
				takeAll(t, l, groups, workers)
			}
		}
	}
	// Two workers' first chunks: guided (what is left / 16) up to chunkThreads threads.
	for _, c := range []struct {
		groups  uint64
		threads uint32
		want    uint64
	}{
		{1 << 20, 1, 65536}, // 2^20 one-thread blocks (the blocks row)
		{16384, 256, 1024},  // vecadd's 4M floats: 1 MiB of each array (64 CTAs before scale40)
		{4096, 256, 256},    // reduce's 1M floats
		{1 << 24, 256, 1024},
	} {
		st := &launchState{}
		st.start(nil, &Launch{Grid: [3]uint32{uint32(c.groups), 1, 1}, Block: [3]uint32{c.threads, 1, 1}}, 1, c.groups, 2)
		if g0, g1 := st.take(); g0 != 0 || g1 != c.want {
			t.Errorf("%d blocks of %d threads, two workers: a first chunk [%d, %d), want [0, %d)", c.groups, c.threads, g0, g1, c.want)
		}
	}
}

// takeAll takes every group of launch l from several goroutines and checks the chunks.
func takeAll(t *testing.T, l *Launch, groups, workers uint64) {
	t.Helper()
	threads := uint64(l.Block[0]) * uint64(l.Block[1]) * uint64(l.Block[2])
	solo := uint64(soloChunk)
	if l.Progress != nil {
		solo = 1
	}
	st := &launchState{}
	st.start(nil, l, 1, groups, int(workers))
	if want := max(1, chunkThreads/threads); st.chunkCap != want {
		t.Fatalf("blocks of %d threads: chunks of up to %d, want %d", threads, st.chunkCap, want)
	}
	seen := make([]int, groups)
	var mu sync.Mutex
	var sizes, starts []uint64 // in the order taken
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				g0, g1 := st.take()
				if g0 >= g1 {
					return
				}
				mu.Lock()
				for g := g0; g < g1; g++ {
					seen[g]++
				}
				sizes, starts = append(sizes, g1-g0), append(starts, g0)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	for g, n := range seen {
		if n != 1 {
			t.Fatalf("groups %d workers %d: group %d handed out %d times", groups, workers, g, n)
		}
	}
	for i, n := range sizes {
		if workers == 1 {
			if want := min(solo, groups-starts[i]); n != want || i > 0 && starts[i] != starts[i-1]+sizes[i-1] {
				t.Fatalf("groups %d one worker, chunks of %d: chunk %d of %d groups at %d", groups, solo, i, n, starts[i])
			}
			continue
		}
		if n > st.chunkCap {
			t.Fatalf("groups %d workers %d: chunk %d of %d groups", groups, workers, i, n)
		}
	}
	if workers == 1 {
		return
	}
	// Taken one after another (no worker's load of the counter stale), the last 8*workers
	// groups go one at a time.
	st = &launchState{}
	st.start(nil, l, 1, groups, int(workers))
	for {
		g0, g1 := st.take()
		if g0 >= g1 {
			break
		}
		if g1-g0 > 1 && groups-g0 <= 8*workers {
			t.Fatalf("groups %d workers %d: a chunk of %d at group %d", groups, workers, g1-g0, g0)
		}
		if g0 == 0 && groups >= 8*workers*st.chunkCap && g1-g0 != st.chunkCap {
			t.Fatalf("groups %d workers %d: a first chunk of %d, not %d", groups, workers, g1-g0, st.chunkCap)
		}
	}
}
