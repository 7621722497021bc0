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
//     at once and the workers still run in parallel. Thread block clusters are meant to be a
//     third case here: one group a cluster.
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
// on, so a grid barrier over N CTAs costs up to about N*residentSlice warp-instructions.

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

// residentSet is the group of CTAs a runner is running together.
type residentSet struct {
	ctas []*cta
}

// runResident runs the CTAs ids (linear indices in the grid) together, round-robin, to
// completion. It returns the first fault, or a deadlock fault when no warp of the group can run.
func (r *runner) runResident(ids []uint64) *Fault {
	set := &residentSet{ctas: make([]*cta, len(ids))}
	set.ctas[0] = &r.c
	for i := 1; i < len(ids); i++ {
		if len(r.more) < i {
			c := &cta{}
			c.warps = newWarps(r.k, c, r.block)
			r.more = append(r.more, c)
		}
		c := r.more[i-1]
		c.prepare(r.k, r.l, r.budget)
		set.ctas[i] = c
	}
	for i, c := range set.ctas {
		c.set = set
		r.winstr += c.begin(ids[i])
	}
	if r.cdim != [3]uint32{} {
		r.formCluster(set, ids) // cluster.go
	}
	defer func() {
		for _, c := range set.ctas {
			c.set = nil
			c.cl = nil
		}
	}()
	finished := make([]bool, len(ids))
	for left := len(ids); left > 0; {
		progress := false
		for i, c := range set.ctas {
			if finished[i] {
				continue
			}
			p, done, f := c.slice(residentSlice, &r.winstr)
			if f != nil {
				return f
			}
			progress = progress || p
			if done {
				finished[i] = true
				left--
				c.finish()
				r.tinstr += c.takeThreadInstructions()
			}
		}
		if r.l.Workers > 1 {
			// Other goroutines run the rest of the grid: let them run before spinning again.
			runtime.Gosched()
		}
		if !progress && left > 0 {
			for i, c := range set.ctas {
				if !finished[i] {
					return c.stuck()
				}
			}
		}
	}
	return nil
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
