package sim

import (
	"sync"
	"testing"
)

// TestTake checks the launch's hand-out of groups (take): every group once, one at a time with
// one worker; with several, chunks never larger than 16 that shrink to single groups at the end
// (where the workers' last chunks decide when the launch ends).
func TestTake(t *testing.T) {
	for _, groups := range []uint64{1, 7, 64, 256, 4096, 16384} {
		for _, workers := range []uint64{1, 2, 3, 8} {
			st := &launchState{workers: workers, solo: workers == 1}
			st.plan.groups = groups
			seen := make([]int, groups)
			var mu sync.Mutex
			var sizes []uint64 // in the order taken
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
						sizes = append(sizes, g1-g0)
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
				if n > 16 || workers == 1 && n != 1 {
					t.Fatalf("groups %d workers %d: chunk %d of %d groups", groups, workers, i, n)
				}
			}
			// Taken one after another (no worker's load of the counter stale), the last
			// 8*workers groups go one at a time.
			st = &launchState{workers: workers, solo: workers == 1}
			st.plan.groups = groups
			for {
				g0, g1 := st.take()
				if g0 >= g1 {
					break
				}
				if g1-g0 > 1 && groups-g0 <= 8*workers {
					t.Fatalf("groups %d workers %d: a chunk of %d at group %d", groups, workers, g1-g0, g0)
				}
			}
		}
	}
}
