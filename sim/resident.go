package sim

import "runtime"

// Co-residency: CTAs that must run at the same time.
//
// A worker normally runs a launch's CTAs one after another, each to completion. That is a
// schedule the hardware may choose too, except where CTAs wait for each other: the CTAs of a
// cooperative launch spin in grid.sync() until every CTA of the grid has arrived, and the CTAs of
// a thread block cluster wait at cluster barriers for the others of their cluster. Run one of
// those to completion first and it waits forever.
//
// The mechanism, one for both uses:
//
//   - residencyOf (below) splits a launch into groups of CTAs that must be resident together:
//     one CTA a group for an ordinary launch; for a cooperative launch (Launch.Cooperative) the
//     whole grid, dealt out round-robin into one group per worker, so that every CTA is resident
//     at once and the workers still run in parallel. Thread block clusters are the third
//     case: one group a cluster (clusterResidency).
//   - (*runner).runResident runs one group on one goroutine: each CTA has its own warps and
//     shared memory (the runner's c, then its more), and the CTAs take turns, round-robin, each
//     giving every ready warp a slice of residentSlice warp-instructions. A CTA spinning on a flag
//     thus gives way to the one that will set it, and a warp that executes nanosleep yields at
//     once. Every CTA of a group shares the group's residentSet: a CTA finds the others of its
//     group there (cta.set.ctas, in the order of the group's ids), which is what cross-CTA
//     operations (a cluster's barrier, its distributed shared memory) need.
//   - A round in which no warp of the group could run is a deadlock: every warp waits at a
//     barrier that only the group's own CTAs could complete.
//
// Spinning costs time, not correctness: a spin loop burns its slice before the scheduler moves
// on, so a grid barrier over N CTAs costs up to about N*residentSlice warp-instructions. A CTA
// that would spin on (cta.unchanged) skips its turns until what it polls changes (runSet).

// residentSlice is the warp-instructions a warp of a resident set runs before its CTA gives way
// to the next one. Smaller than sliceLen: the CTAs that spin wait for others.
const residentSlice = 1 << 10

// residency is how a launch's CTAs are grouped: groups groups, members(g) listing the linear
// indices of group g's CTAs.
type residency struct {
	groups  uint64
	members func(g uint64, dst []uint64) []uint64
}

// residencyOf groups the nctas CTAs of launch l for workers goroutines.
func residencyOf(l *Launch, nctas uint64, workers int) residency {
	if !l.Cooperative || nctas == 1 {
		return residency{groups: nctas, members: func(g uint64, dst []uint64) []uint64 { return append(dst, g) }}
	}
	// All CTAs at once: group w holds CTAs w, w+workers, w+2*workers... Run starts exactly
	// workers goroutines, and a goroutine cannot finish its group before every group has reached
	// the grid's barriers, so each goroutine takes one group and all run together.
	n := uint64(workers)
	return residency{groups: n, members: func(g uint64, dst []uint64) []uint64 {
		for i := g; i < nctas; i += n {
			dst = append(dst, i)
		}
		return dst
	}}
}

// residentSet is a group of CTAs a runner runs together: a cooperative launch's share of the
// grid, a cluster's blocks (clus holds its cluster), or, set aside in runWaiting, one block of
// an ordinary launch. The runner keeps them for reuse (takeSet).
type residentSet struct {
	ctas []*cta
	done []bool     // done[i]: ctas[i] has finished
	left int        // the CTAs not finished
	clus []*cluster // the set's clusters (formCluster), kept for reuse
}

// takeSet returns an empty set from the runner's spare ones, or a new one.
func (r *runner) takeSet() *residentSet {
	if n := len(r.sets); n > 0 {
		set := r.sets[n-1]
		r.sets = r.sets[:n-1]
		set.ctas = set.ctas[:0]
		return set
	}
	return &residentSet{}
}

// readySet notes that the set's CTAs have started and none has finished.
func (set *residentSet) readySet() {
	set.done = set.done[:0]
	for range set.ctas {
		set.done = append(set.done, false)
	}
	set.left = len(set.ctas)
}

// startSet begins the CTAs ids (linear indices in the grid) on the set's CTAs, together: each
// finds the set in cta.set, and a cluster's CTAs their cluster (formCluster).
func (r *runner) startSet(set *residentSet, ids []uint64) {
	set.readySet()
	for i, c := range set.ctas {
		c.set = set
		r.winstr += c.begin(ids[i])
	}
	if r.cdim != [3]uint32{} {
		r.formCluster(set) // cluster.go
	}
}

// endSet drops the set's CTAs' references to it and to their clusters, and keeps the set for
// reuse.
func (r *runner) endSet(set *residentSet) {
	for _, c := range set.ctas {
		c.set, c.cl, c.held = nil, nil, nil
	}
	r.sets = append(r.sets, set)
}

// turn gives every CTA of the set that has not finished a slice of limit warp-instructions, in
// order. With skip, a CTA that would spin on (cta.unchanged: its warps wait at barriers or poll
// words that still hold what they read, one of them polling) skips its slice. It reports whether
// any warp ran, and the first fault.
func (r *runner) turn(set *residentSet, limit int64, skip bool) (progress bool, f *Fault) {
	for i, c := range set.ctas {
		if set.done[i] {
			continue
		}
		if skip {
			// (A CTA whose warps all wait at barriers runs: a device-runtime grid barrier
			// completes in its slice, gridPoll.)
			if u, polls := c.unchanged(); u && polls && !c.gridWaiting {
				continue
			}
			c.notePolls()
		}
		p, done, f := c.slice(limit, &r.winstr)
		if f != nil {
			c.finish()
			return true, f
		}
		progress = progress || p
		if done {
			set.done[i] = true
			set.left--
			c.finish()
			r.tinstr += c.takeThreadInstructions()
		}
	}
	return progress, nil
}

// runSet runs the set's started CTAs, round-robin, until they have all finished (nil), one
// faults, no warp can run (a deadlock), or, where the launch may hold groups that wait for
// others (runner.waits), every warp of the set waits for something outside it (blockWaits:
// blockwait.go).
func (r *runner) runSet(set *residentSet) *Fault {
	limit := int64(residentSlice)
	if r.waits {
		// A cluster of an ordinary launch runs as a block alone does (runCTA): a warp that spins
		// ends its turns at its polls (spinPolls), two in a row, which tells that it waits.
		limit = sliceLen
	}
	for set.left > 0 {
		// A CTA spinning in a grid barrier while another runs a long serial phase would burn a
		// slice every turn (a cost of CTAs times that phase): skip it while the word it polls
		// holds what it read; when every CTA would spin on, they all run, as a spin with a
		// count or a clock must go on.
		progress, f := r.turn(set, limit, !r.waits && !set.unchanged())
		if f != nil {
			return f
		}
		if set.left == 0 {
			break
		}
		if r.l.Workers > 1 {
			// Other goroutines run the rest of the grid: let them run before spinning again.
			runtime.Gosched()
		}
		if !progress {
			return set.stuck()
		}
		if r.waits && set.waitsForOthers() {
			return blockWaits
		}
	}
	return nil
}

// stuck is the fault of a set none of whose warps can run: its first unfinished CTA's.
func (set *residentSet) stuck() *Fault {
	for i, c := range set.ctas {
		if !set.done[i] {
			return c.stuck()
		}
	}
	return nil
}

// runResident runs the CTAs ids (linear indices in the grid) together, round-robin, to
// completion, on the runner's CTAs (c, then more). It returns the first fault, a deadlock fault
// when no warp of the group can run, or blockWaits when the group waits for another (runSet):
// r.waiting then holds it, started, for runWaiting.
func (r *runner) runResident(ids []uint64) *Fault {
	set := r.takeSet()
	set.ctas = append(set.ctas, &r.c)
	for i := 1; i < len(ids); i++ {
		if len(r.more) < i {
			c := newCTA()
			c.warps = newWarps(r.k, c, r.block)
			r.more = append(r.more, c)
		}
		c := r.more[i-1]
		c.prepare(r.k, r.l, r.budget)
		set.ctas = append(set.ctas, c)
	}
	r.startSet(set, ids)
	f := r.runSet(set)
	if f == blockWaits {
		r.waiting = append(r.waiting[:0], set)
		return f
	}
	r.endSet(set)
	return f
}

// release drops the runner's references to its launch before it goes back to the pool.
func (r *runner) release() {
	r.l = nil
	r.c.l = nil
	if r.c.san != nil {
		r.c.san.flushRaces() // the last CTA's (racecheck)
	}
	for _, c := range r.more {
		c.l = nil
		if c.san != nil {
			c.san.flushRaces()
		}
	}
}
