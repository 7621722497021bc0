package sim

import (
	"sync"
	"testing"
)

// TestTake checks the launch's hand-out of groups (take): every group once; with one worker,
// in order, soloChunk at a time (one at a time with Progress); with several, chunks never larger
// than maxChunk that shrink to single groups at the end (where the workers' last chunks decide
// when the launch ends).
func TestTake(t *testing.T) {
	for _, groups := range []uint64{1, 7, 64, 100, 256, 4096, 16384, 1 << 20} {
		for i, workers := range []uint64{1, 1, 2, 3, 8} {
			solo := uint64(soloChunk)
			if i == 1 {
				solo = 1 // as with Progress
			}
			st := &launchState{workers: workers, solo: workers == 1, soloChunk: solo, chunkCap: maxChunk}
			st.plan.groups = groups
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
				if n > maxChunk {
					t.Fatalf("groups %d workers %d: chunk %d of %d groups", groups, workers, i, n)
				}
			}
			if workers == 1 {
				continue
			}
			// Taken one after another (no worker's load of the counter stale), the last
			// 8*workers groups go one at a time.
			st = &launchState{workers: workers, solo: workers == 1, chunkCap: maxChunk}
			st.plan.groups = groups
			for {
				g0, g1 := st.take()
				if g0 >= g1 {
					break
				}
				if g1-g0 > 1 && groups-g0 <= 8*workers {
					t.Fatalf("groups %d workers %d: a chunk of %d at group %d", groups, workers, g1-g0, g0)
				}
				if g0 == 0 && groups >= 8*workers*maxChunk && g1-g0 != maxChunk {
					t.Fatalf("groups %d workers %d: a first chunk of %d, not %d", groups, workers, g1-g0, maxChunk)
				}
			}
		}
	}
}
