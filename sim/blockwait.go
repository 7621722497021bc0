package sim

import (
	"fmt"
	"runtime"
	"slices"
	"sync/atomic"

	"cudasim/cu"
)

// Blocks of an ordinary launch that wait for each other.
//
// A GPU runs at once every block of a launch that fits on it (the occupancy calculation's blocks
// per multiprocessor times the multiprocessors), so blocks of an ordinary launch may wait for one
// another and still finish: block 0 waiting for a flag the last block sets, a persistent kernel's
// hand-written grid barrier, stream-K's fix-up, a chain in which block i waits for block i+1. A
// worker runs its blocks one after another, each to completion (runCTA); one waiting for a block
// not started yet would wait forever.
//
// So, in an ordinary launch with a Residency: when every warp of the block a worker runs waits,
// the same way twice in a row, or each of its lane groups the same way as its turn before
// (waited; waitsForOthers, from the signals warps already yield at: a poll of an unchanged word,
// nanosleep, an incomplete mbarrier test), the worker sets the block aside
// and starts the next block not started (runWaiting), as long as the launch has fewer blocks
// started and unfinished than the device holds: each worker's block, plus the blocks set aside
// by every worker (launchState.extra), at most Residency's count. A new block runs alone until
// it finishes or waits in turn (then it is set aside too), so that a launch fills the device as
// a GPU does without spinning the waiting blocks for each new one. When no block may start (the
// device is full, or no block is left), the worker's blocks take turns, round-robin, as a
// resident set's do (resident.go), until they have all finished.
//
// A block set aside whose warps all poll words that nothing has changed (or wait at barriers)
// skips its turns (cta.unchanged): a chain of blocks on several workers then advances at the cost
// of a few turns a step rather than a round of every block's.
//
// Clusters of an ordinary launch wait the same way, whole (clusters24): a worker runs a
// cluster's blocks together (runResident, a resident set), and sets the cluster aside when every
// warp of its blocks waits, one of them polling, the others perhaps at the cluster's barrier
// (residentSet.waitsForOthers). The unit of everything here is then the cluster: a group the
// worker starts (plan.members), the count of groups the device holds (Residency.ResidentClusters,
// cuOccupancyMaxActiveClusters), the turns and skips (residentSet.unchanged). A block of a plain
// launch set aside is a resident set of one.
//
// Kernels that never wait take runCTA's path as before: the only cost is a test of cta.waits
// after each round of the block's warps (and, for a cluster, of its blocks' turns).
//
// A deadlock of spinning blocks (every resident block waits, none can finish, none may start)
// spins until the launch's time or instruction budget ends it, as in a cooperative launch: a
// spin with a %clock64 timeout is a wait too, and the engine cannot tell the two apart. The
// fault then says how many blocks were waiting and what the device holds (explainWait). Blocks
// that wait only at barriers end at once, as stuck() says.

// waitMark is the waits that ended a warp's latest turns: the latest at instruction count end
// (w.count after the turn); run of them in a row (each turn began where the one before ended
// waiting), the newest first in at. again: the warp waits the same way as before, nothing else
// run in between (waited).
type waitMark struct {
	end   int64
	run   int
	at    [2 * waitCycle]waitAt
	again bool
}

// waitAt is where a warp's turn ended waiting: at pc, on the word at addr (a polled address, an
// mbarrier) and its value val (the value read, the phase waited for).
type waitAt struct {
	pc        int32
	addr, val uint64
}

// waitCycle is how many lane groups of a warp, each waiting at its own place (a poll of its own
// word in its own loop), the warp may take turns with and still be seen to wait (waited).
const waitCycle = 4

// waited notes that the warp's turn ends, n instructions into it, waiting at addr for val to
// change (see waitMark). The warp waits (again) when its latest turns repeat, wait for wait, the
// turns before them: each turn the same wait as the turn before, or, where a diverged warp's lane
// groups wait at different places and take turns (yieldLanes), each group the same wait as its
// turn before, up to waitCycle groups.
func (w *warp) waited(n int64, addr, val uint64) {
	m := &w.wait
	if m.end == w.count {
		m.run = min(m.run+1, len(m.at))
	} else {
		m.run = 1
	}
	m.end = w.count + n
	copy(m.at[1:], m.at[:len(m.at)-1])
	m.at[0] = waitAt{pc: w.pc, addr: addr, val: val}
	m.again = false
	for j := 1; 2*j <= m.run; j++ {
		if slices.Equal(m.at[:j], m.at[j:2*j]) {
			m.again = true
			break
		}
	}
	w.cta.waits++
}

// waitsForOthers reports whether no warp of c can go on until something outside the block
// changes: every warp that has not finished waits at a barrier of the block or ended its latest
// turn in the same wait as the turn before (waited), and one of them does the latter. It resets
// c.waits.
func (c *cta) waitsForOthers() bool {
	waiting, polls := c.waitState()
	return waiting && polls
}

// waitState reports whether every warp of c that has not finished waits at a barrier or ended
// its latest turn in the same wait as the turn before (waited), and whether one of them does the
// latter. It resets c.waits.
func (c *cta) waitState() (waiting, polls bool) {
	c.waits = 0
	for _, w := range c.warps {
		switch {
		case w.state == wsDone:
		case w.state != wsReady:
			// At a barrier: it waits for the block's (or the cluster's) other warps.
		case w.wait.end == w.count && w.wait.again:
			polls = true
		default:
			return false, polls
		}
	}
	return true, polls
}

// waitsForOthers reports whether no warp of the set's unfinished CTAs can go on until something
// outside the set changes (cta.waitState, over the set: a cluster whose rank 0 polls while its
// other blocks wait at the cluster's barrier waits).
func (set *residentSet) waitsForOthers() bool {
	if !slices.ContainsFunc(set.ctas, func(c *cta) bool { return c.waits != 0 }) {
		return false // no warp's turn ended waiting since the last look
	}
	polls := false
	for i, c := range set.ctas {
		if set.done[i] {
			continue
		}
		w, p := c.waitState()
		if !w {
			return false
		}
		polls = polls || p
	}
	return polls
}

// unchanged reports whether nothing c's warps wait for has changed: every warp that has not
// finished waits at a barrier, polled in its latest turn (polledBefore) a word that still holds
// what it has read in spinPolls polls or more in a row, or tests an mbarrier phase that is still
// incomplete; and whether one of them polls. Its turn may then be skipped: it would spin on.
func (c *cta) unchanged() (unchanged, polls bool) {
	for _, w := range c.warps {
		switch {
		case w.state == wsDone:
		case w.state != wsReady:
		case w.spin.n >= spinPolls && w.spin.n != w.polledBefore && w.spin.holds():
			polls = true
		case w.wait.end == w.count && w.wait.again && w.mbWait.word != nil && !w.mbarDone():
			polls = true
		default:
			return false, polls
		}
	}
	return true, polls
}

// notePolls marks where c's warps' next turn begins in their polls (polledBefore), so that
// unchanged can tell whether they polled in it.
func (c *cta) notePolls() {
	for _, w := range c.warps {
		w.polledBefore = w.spin.n
	}
}

// unchanged is cta.unchanged over the set's unfinished CTAs: true when each is unchanged and one
// of them polls.
func (set *residentSet) unchanged() bool {
	polls := false
	for i, c := range set.ctas {
		if set.done[i] {
			continue
		}
		u, p := c.unchanged()
		if !u {
			return false
		}
		polls = polls || p
	}
	return polls
}

// holds reports whether the word a warp polls still holds the value it read.
func (s *spinState) holds() bool {
	switch {
	case s.word == nil:
		return false
	case s.size == 4:
		return atomic.LoadUint32((*uint32)(s.word)) == uint32(s.val)
	case s.size == 8:
		return atomic.LoadUint64((*uint64)(s.word)) == s.val
	}
	return false
}

// blockWaits is runCTA's answer for a block that waits for another (waitsForOthers): it has
// not finished, and runWaiting goes on with it. Never a launch's fault.
var blockWaits = &Fault{Code: cu.ErrorLaunchTimeout, Detail: "the block waits for another block"}

// Residency is what an ordinary launch's blocks that wait for each other need of the device
// (Launch.Residency).
type Residency interface {
	// ResidentBlocks is how many blocks of the launch's kernel, with this block shape and
	// dynamic shared memory, the device holds at once: the occupancy calculation's blocks per
	// multiprocessor times the multiprocessors. 0: unknown.
	ResidentBlocks(block [3]uint32, dynamicShared uint32) uint64
	// ResidentClusters is how many clusters of the given shape of such blocks the device holds
	// at once (cuOccupancyMaxActiveClusters). 0: unknown.
	ResidentClusters(block [3]uint32, dynamicShared uint32, cluster [3]uint32) uint64
}

// spareGroups is how many groups (blocks, or clusters in a clustered launch) the launch may
// start beyond one a worker: Residency's count less the workers, asked once a launch. At most 0
// where no group may wait for one not started.
func (st *launchState) spareGroups() int64 {
	st.lock()
	defer st.unlock()
	if !st.spareKnown {
		st.spareKnown = true
		st.spare = 0
		n := st.l.Residency.ResidentBlocks(st.l.Block, st.l.DynamicShared)
		if st.clustered {
			n = st.l.Residency.ResidentClusters(st.l.Block, st.l.DynamicShared, st.cdim)
		}
		if n > st.workers {
			st.spare = int64(n - st.workers)
		}
	}
	return st.spare
}

// reserve takes one of the launch's spare places for a group, if one is left.
func (st *launchState) reserve(spare int64) bool {
	for {
		n := st.extra.Load()
		if n >= spare {
			return false
		}
		if st.extra.CompareAndSwap(n, n+1) {
			return true
		}
	}
}

// nextGroup is the next group the worker starts: the one after *g in its chunk [*g, *g1), or
// the first of a new chunk (take). false when none is left.
func (st *launchState) nextGroup(worker int, g, g1 *uint64) (uint64, bool) {
	if *g+1 < *g1 {
		*g++
		return *g, true
	}
	a, b := st.take(worker)
	if a >= b {
		return 0, false
	}
	*g, *g1 = a, b
	return a, true
}

// runWaiting goes on with the launch once the group the worker runs (its block r.c, or the
// cluster runResident left in r.waiting) waits for another (see above): it starts the next
// groups of the worker's chunk (g the last one started, g1 its end; then new chunks) while the
// device holds more, sets aside those that wait in turn, and gives the waiting ones turns, until
// every group it started has finished. It returns the worker's place in its chunk then, and the
// fault that ends the launch, if any.
//
// The groups set aside get a round of turns each time their number has doubled since the last
// round, and every round once no group may start: a block set aside while it waited for one
// another worker was running goes on soon (a scan's look-back), and the rounds cost about two
// turns a group however many wait (a persistent kernel's grid barrier). Rounds go oldest first
// and newest first in turn, so that a chain of groups each waiting for the next, or for the one
// before, unwinds in one round or two.
func (st *launchState) runWaiting(r *runner, g, g1 uint64) (uint64, uint64, *Fault) {
	// (w does not point to st: the blocks point to w's count, which takes w to the heap, and
	// with it what it points to, at every launch, the small launches' state on the stack too.)
	if len(r.waiting) == 0 {
		// A block of a plain launch (runCTA): a set of one.
		set := r.takeSet()
		set.ctas = append(set.ctas, &r.c)
		set.readySet()
		r.waiting = append(r.waiting, set)
	}
	w := waitingSet{r: r, set: r.waiting, held: new(int), idle: slices.Clone(r.more[len(r.waiting[0].ctas)-1:])}
	*w.held = 1
	for _, c := range w.set[0].ctas {
		c.held = w.held
	}
	defer w.release()
	spare := st.spareGroups()
	exhausted := false // no group is left to start
	roundAt := 2       // the number of waiting groups at which they get a round
	quiet := 0         // rounds in a row in which every group was skipped
	for len(w.set) > 0 {
		if st.stopAt.Load() != 0 {
			return g, g1, nil // a fault ended the launch (blocks set aside may wait for those after it)
		}
		if !exhausted && len(w.set) < roundAt && st.reserve(spare) {
			i, ok := st.nextGroup(r.worker, &g, &g1)
			if !ok {
				st.extra.Add(-1)
				exhausted = true
				continue
			}
			if f := w.start(st, i); f != nil {
				return g, g1, f
			}
			continue
		}
		// Groups that would spin on skip their turns (unchanged). When every group did,
		// another worker may yet change their words, for a while; then every group gets a turn
		// anyway: its clock advances (a spin with a timeout), and what it waits for may be what
		// the engine cannot watch (the host, a sleep without a poll).
		progress, skipped, f := w.round(st, quiet <= quietRounds*int(st.workers-1))
		if f != nil {
			return g, g1, f
		}
		roundAt = max(2, 2*len(w.set))
		if st.workers > 1 {
			// The groups waited for may be another worker's: let it run.
			runtime.Gosched()
		}
		if skipped {
			quiet++
			continue
		}
		quiet = 0
		if !progress && len(w.set) > 0 {
			return g, g1, w.set[0].stuck()
		}
	}
	return g, g1, nil
}

// waitingSet is the groups a worker has started and not finished in runWaiting.
type waitingSet struct {
	r   *runner
	set []*residentSet // in start order
	// held is len(set), and one more while a new group runs alone: the blocks' nanosleeps
	// read it (warp.sleep).
	held        *int
	idle        []*cta // the runner's CTAs not in set
	newestFirst bool   // the next round's order
}

// start runs group i on idle CTAs until it finishes or waits (then it joins the set). It holds
// one of the launch's spare places, which it gives back if the group finishes.
func (w *waitingSet) start(st *launchState, i uint64) *Fault {
	r := w.r
	set := r.takeSet()
	r.ids = st.plan.members(i, r.ids[:0])
	for range r.ids {
		var c *cta
		if n := len(w.idle); n > 0 {
			c, w.idle = w.idle[n-1], w.idle[:n-1]
		} else {
			c = newCTA()
			c.warps = newWarps(r.k, c, r.block)
			r.more = append(r.more, c)
		}
		if c.l != r.l {
			c.prepare(r.k, r.l, r.budget)
		}
		c.held = w.held
		set.ctas = append(set.ctas, c)
	}
	*w.held = len(w.set) + 1
	var f *Fault
	if st.clustered {
		r.startSet(set, r.ids)
		f = r.runSet(set)
	} else {
		// A block alone: runCTA's turns, as before it waited.
		set.readySet()
		f = r.runCTA(set.ctas[0], i)
	}
	switch f {
	case nil:
		st.extra.Add(-1)
		w.idle = append(w.idle, set.ctas...)
		r.endSet(set)
		*w.held = len(w.set)
	case blockWaits:
		w.set = append(w.set, set)
	default:
		r.endSet(set)
		return st.explainWait(f, len(w.set)+1)
	}
	return nil
}

// round gives every group of the set a turn, oldest or newest first, but, with skip, those that
// would spin on (residentSet.unchanged), and drops those that finished. It reports whether any
// warp ran, whether every group was skipped, and the fault that ends the launch.
func (w *waitingSet) round(st *launchState, skip bool) (progress, skipped bool, f *Fault) {
	n := len(w.set)
	skipped = skip
	for k := range n {
		j := k
		if w.newestFirst {
			j = n - 1 - k
		}
		set := w.set[j]
		if skip && set.unchanged() {
			continue
		}
		skipped = false
		for _, c := range set.ctas {
			c.notePolls()
		}
		p, f := w.r.turn(set, residentSlice, false)
		if f != nil {
			return true, false, st.explainWait(f, n)
		}
		progress = progress || p
		if set.left == 0 {
			w.idle = append(w.idle, set.ctas...)
			w.r.endSet(set)
			w.set[j] = nil
		}
	}
	w.newestFirst = !w.newestFirst
	w.set = slices.DeleteFunc(w.set, func(s *residentSet) bool { return s == nil })
	*w.held = len(w.set)
	if left := len(w.set); left < n {
		// Each group that finished gives back a spare place, but the last: it had the worker's.
		st.extra.Add(-int64(n - max(left, 1)))
	}
	return progress, skipped, nil
}

// quietRounds is how many rounds in a row, for each other worker, every group a worker holds may
// skip its turn (waitingSet.round), waiting for other workers to change their words, before a
// round gives them turns anyway. With one worker, every other round: nothing else runs.
const quietRounds = 64

// release ends runWaiting: the runner keeps the sets and the slice.
func (w *waitingSet) release() {
	for _, set := range w.set {
		w.r.endSet(set)
	}
	clear(w.set)
	w.r.waiting = w.set[:0]
}

// explainWait adds to a launch timeout (the time or instruction budget) that ended a launch
// whose groups waited for each other what the engine held: waiting groups spin until then.
func (st *launchState) explainWait(f *Fault, held int) *Fault {
	if f.Code != cu.ErrorLaunchTimeout || f == blockWaits {
		return f
	}
	what := "blocks"
	if st.clustered {
		what = "clusters"
	}
	f.Detail += fmt.Sprintf(" (in an ordinary launch whose %s wait for each other: this worker held %d started %s, the launch at most %d at once (%s the device holds of this kernel), and the %s waited for may not have started)",
		what, held, what, st.spare+int64(st.workers), what, what)
	return f
}
