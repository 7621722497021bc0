package sim

import (
	"sync"
	"sync/atomic"
)

// Shares: how a launch's workers divide its groups of CTAs.
//
// Each worker has a share of its own, an equal stretch of the groups in launch order (worker 0,
// the caller, the first), and takes chunks from its front; once its share is empty it takes
// chunks from the back of the share with the most left. So each worker runs the same part of
// the grid launch after launch, and of its memory, which stays in its processor's caches, and
// writes a line of memory the others seldom read: one counter for all (guided self-scheduling,
// each chunk the next stretch of the grid for whichever worker came first) had two workers run
// the blocks row (a million one-thread blocks, a word stored each) 1.89-1.91x faster than one on
// the dev machine, and with shares 1.94-1.95x; vecadd 2.16-2.18x -> 2.27-2.30x (30 alternating
// rounds each, docs/engine-performance.md, "share43").
//
// A chunk is an eighth of what is left of the share (guided self-scheduling: large while much
// is left, single groups at the end, so that the workers end together: a fixed chunk of two of
// sgemm's 180-us CTAs left one worker running alone for 200-300 us at the end of a 25-ms launch,
// docs/engine-performance.md, "Tenth pass"), and at most chunkThreads threads: 1,024 CTAs of 256
// threads, 262,144 one-thread blocks, so that a worker's chunk is a stretch of memory to stream
// and not the whole share at once (with 64 CTAs of 256 threads, vecadd 1.87x; 1,024, 2.00x:
// "scale40").
//
// A cooperative launch's groups are one a worker (residencyOf), which each takes from its own
// share: all run at once, as its grid barriers need.
const chunkThreads = 1024 * 256

// share is one worker's part of a launch's groups: [front, back) is what is left of
// [first, end). Its worker and any that take from its back write it (under mu); the others read
// front and back to find the share with the most left. Alone on its cache line.
type share struct {
	mu          sync.Mutex
	front, back atomic.Uint64
	first, end  uint64
	_           [64 - 40]byte
}

// makeShares divides groups among workers: share w starts at groups*w/workers.
func makeShares(groups uint64, workers int) []share {
	s := make([]share, workers)
	for w := range s {
		s[w].first = mulDiv(groups, uint64(w), uint64(workers))
		s[w].end = mulDiv(groups, uint64(w+1), uint64(workers))
		s[w].front.Store(s[w].first)
		s[w].back.Store(s[w].end)
	}
	return s
}

// mulDiv is a*b/c without overflow, for b <= c.
func mulDiv(a, b, c uint64) uint64 {
	return a/c*b + a%c*b/c
}

// takeShare hands worker the next chunk of its share, or, once that is empty, the last chunk of
// the share with the most left; empty when every share is.
func (st *launchState) takeShare(worker int) (g0, g1 uint64) {
	if g0, g1 = st.shares[worker].take(false, st.chunkCap); g0 < g1 {
		return g0, g1
	}
	for {
		most, left := -1, uint64(0)
		for i := range st.shares {
			s := &st.shares[i]
			// (Read apart, under no lock: take tests the share again before it hands anything out.)
			if f, b := s.front.Load(), s.back.Load(); b > f && b-f > left {
				most, left = i, b-f
			}
		}
		if most < 0 {
			return 0, 0
		}
		if g0, g1 = st.shares[most].take(true, st.chunkCap); g0 < g1 {
			return g0, g1
		}
	}
}

// take hands out a chunk of s: an eighth of what is left, at least one group and at most
// most, from its back or its front.
func (s *share) take(back bool, most uint64) (g0, g1 uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	f, b := s.front.Load(), s.back.Load()
	if f >= b {
		return 0, 0
	}
	n := min(max((b-f)/8, 1), most)
	if back {
		s.back.Store(b - n)
		return b - n, b
	}
	s.front.Store(f + n)
	return f, f + n
}
