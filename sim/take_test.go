package sim

import (
	"sync"
	"testing"
	"unsafe"
)

// TestTake checks the launch's hand-out of groups (take): every group once; with one worker,
// all at once (one at a time with Progress); with several, each worker's chunks from its own
// share first, of at most chunkThreads threads (a one-thread block's chunk 262,144 of them:
// share.go says why), shrinking to single groups at the end of a share (where the workers' last
// chunks decide when the launch ends).
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
	// Two workers' first chunks: an eighth of their half, up to chunkThreads threads.
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
		st.start(nil, &Launch{Grid: [3]uint32{uint32(c.groups), 1, 1}, Block: [3]uint32{c.threads, 1, 1}}, 1, c.groups, 2, false, [3]uint32{})
		if g0, g1 := st.take(0); g0 != 0 || g1 != c.want {
			t.Errorf("%d blocks of %d threads, two workers: the caller's first chunk [%d, %d), want [0, %d)", c.groups, c.threads, g0, g1, c.want)
		}
		if g0, g1 := st.take(1); g0 != c.groups/2 || g1 != c.groups/2+c.want {
			t.Errorf("%d blocks of %d threads, two workers: the helper's first chunk [%d, %d), want [%d, %d)", c.groups, c.threads, g0, g1, c.groups/2, c.groups/2+c.want)
		}
	}
	// A cooperative launch: one group a worker, each its own.
	l := &Launch{Grid: [3]uint32{100, 1, 1}, Block: [3]uint32{32, 1, 1}, Cooperative: true}
	st := &launchState{}
	st.start(nil, l, 1, 100, 3, false, [3]uint32{})
	for w := 2; w >= 0; w-- {
		if g0, g1 := st.take(w); g0 != uint64(w) || g1 != uint64(w)+1 {
			t.Errorf("cooperative launch, worker %d: groups [%d, %d), want [%d, %d)", w, g0, g1, w, w+1)
		}
	}
	if g0, g1 := st.take(0); g0 < g1 {
		t.Errorf("cooperative launch: groups [%d, %d) after every worker had its own", g0, g1)
	}
}

// takeAll takes every group of launch l from several goroutines and checks the chunks.
func takeAll(t *testing.T, l *Launch, groups, workers uint64) {
	t.Helper()
	threads := uint64(l.Block[0]) * uint64(l.Block[1]) * uint64(l.Block[2])
	solo := groups
	if l.Progress != nil {
		solo = 1
	}
	st := &launchState{}
	st.start(nil, l, 1, groups, int(workers), false, [3]uint32{})
	if want := max(1, chunkThreads/threads); st.chunkCap != want {
		t.Fatalf("blocks of %d threads: chunks of up to %d, want %d", threads, st.chunkCap, want)
	}
	seen := make([]int, groups)
	var mu sync.Mutex
	var sizes, starts []uint64 // in the order taken
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				g0, g1 := st.take(int(w))
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
	if n := st.started(); n != groups {
		t.Fatalf("groups %d workers %d: %d groups counted started once all were taken", groups, workers, n)
	}
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
	// Taken by one worker while the others take none: its own share in order, then the others'
	// from their backs, the share with the most left first; chunks of one group where a share
	// has at most 8 left.
	st = &launchState{}
	st.start(nil, l, 1, groups, int(workers), false, [3]uint32{})
	ends := make([]uint64, workers) // where each share's untaken groups end
	for w := range ends {
		ends[w] = st.shares[w].end
	}
	next := uint64(0) // the next group of worker 0's own share
	for {
		g0, g1 := st.take(0)
		if g0 >= g1 {
			break
		}
		w := 0
		for st.shares[w].end <= g0 {
			w++
		}
		var left uint64
		if w == 0 {
			if g0 != next {
				t.Fatalf("groups %d workers %d: worker 0 took [%d, %d) of its share, want it to start at %d", groups, workers, g0, g1, next)
			}
			left, next = ends[0]-g0, g1
		} else {
			if next != ends[0] {
				t.Fatalf("groups %d workers %d: worker 0 took [%d, %d) from share %d before its own was empty", groups, workers, g0, g1, w)
			}
			left = ends[w] - st.shares[w].first
			for v := range ends[1:] {
				if most := ends[v+1] - st.shares[v+1].first; most > left {
					t.Fatalf("groups %d workers %d: worker 0 took [%d, %d) from share %d (%d left) with %d left in share %d", groups, workers, g0, g1, w, left, most, v+1)
				}
			}
			if g1 != ends[w] {
				t.Fatalf("groups %d workers %d: worker 0 took [%d, %d) from share %d, whose untaken groups end at %d", groups, workers, g0, g1, w, ends[w])
			}
			ends[w] = g0
		}
		if want := min(max(left/8, 1), st.chunkCap); g1-g0 != want {
			t.Fatalf("groups %d workers %d: a chunk of %d at group %d (%d left in share %d), want %d", groups, workers, g1-g0, g0, left, w, want)
		}
	}
}

// TestSharesOnOwnLines checks that each share fills a cache line of its own (a worker writes
// its share at every chunk; the others read theirs).
func TestSharesOnOwnLines(t *testing.T) {
	if n := unsafe.Sizeof(share{}); n != 64 {
		t.Fatalf("a share takes %d bytes, not a cache line's 64", n)
	}
	for workers := 2; workers <= 16; workers++ {
		if s := makeShares(1000, workers); uintptr(unsafe.Pointer(&s[0]))%64 != 0 {
			t.Errorf("%d workers: the shares start at %p, inside a cache line", workers, &s[0])
		}
	}
}
