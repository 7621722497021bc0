package sim

import (
	"math/bits"

	"cudasim/cu"
)

// Thread block clusters (sm_90). The CTAs of a cluster run together in one runner (launch.go),
// so barrier.cluster can wait for all of them and each can reach the others' shared memory.
//
// Distributed shared memory addresses, as the H200 gives them (docs/tma.md): block rank r's
// shared memory is the window [r<<24, (r+1)<<24) of shared::cta and shared::cluster addresses
// alike, so its own shared variables lie at r<<24 + offset (the kernel's code reads the base
// from a slot, placeShared); mapa keeps an address's offset and puts it in the window of the
// rank asked for. Generic addresses are those values inside SharedWindow. Either kind of
// address works in ld, st, atom and red on .shared, .shared::cluster and generic addresses.
// Outside a cluster (and in a cluster of one) the window is at 0.

// clusterWindowShift places block rank r's shared window at r << clusterWindowShift; shared
// memory is far smaller than a window (228 KiB on the H200).
const clusterWindowShift = 24

// clusterWindow is the size of a block rank's shared window.
const clusterWindow = 1 << clusterWindowShift

// sharedBase is the shared address of the CTA's own shared memory.
func (c *cta) sharedBase() uint64 { return uint64(c.rank) << clusterWindowShift }

// ownShared is the CTA's shared memory where an address is its offset: rank 0's, whose window
// is at 0. The fast paths that index shared memory by address take it; for other ranks it is
// nil and every access goes through sharedAt, which subtracts the window's base.
func (c *cta) ownShared() []byte {
	if c.rank != 0 {
		return nil
	}
	return c.shared
}

// placeShared writes the CTA's shared window base, and its dynamic shared memory's address, in
// the slots the kernel's code reads them from (begin, and formCluster once ranks are known).
func (c *cta) placeShared() {
	base := c.sharedBase()
	if c.placed == base+1 {
		return // the slots hold it since an earlier CTA of the launch (nothing else writes them)
	}
	c.placed = base + 1
	k := c.k
	for _, w := range c.warps {
		b, d := &w.r[k.baseSlot], &w.r[k.dynSlot]
		for l := range b {
			b[l], d[l] = base, base+uint64(k.dynBase)
		}
	}
}

// clusterBarrier is the parkedGroup id of lanes waiting at barrier.cluster.wait (ids 0-15 are
// the CTA's named barriers).
const clusterBarrier = 16

// cluster is the CTAs of one thread block cluster, in block rank order, and its barrier.
type cluster struct {
	ctas     []*cta
	dim      [3]uint32 // %cluster_nctaid
	n        [3]uint32 // %nclusterid
	id       [3]uint32 // %clusterid
	explicit bool      // %is_explicit_cluster
	waiting  []*warp   // warps with lanes parked at barrier.cluster.wait
}

// clusterDims returns the cluster shape of a launch of k: Launch.Cluster, else the kernel's
// .reqnctapercluster, else 1x1x1. The grid must divide into clusters.
func clusterDims(k *Kernel, l *Launch) ([3]uint32, error) {
	d := l.Cluster
	if d == [3]uint32{} {
		d = k.decl.ReqNCTAPerCluster
	}
	if d == [3]uint32{} {
		return [3]uint32{1, 1, 1}, nil
	}
	for i := range d {
		if d[i] == 0 || l.Grid[i]%d[i] != 0 {
			return d, cu.Errorf(cu.ErrorInvalidClusterSize, "launch of %s: grid %v is not a multiple of the cluster %v", k.name, l.Grid, d)
		}
	}
	if n := d[0] * d[1] * d[2]; n > 32 {
		return d, cu.Errorf(cu.ErrorInvalidClusterSize, "launch of %s: a cluster of %d blocks", k.name, n)
	}
	return d, nil
}

// explicitCluster reports whether a launch of k names a cluster shape (%is_explicit_cluster).
func explicitCluster(k *Kernel, l *Launch) bool {
	return l.Cluster != [3]uint32{} || k.decl.ReqNCTAPerCluster != [3]uint32{}
}

// clusterResidency groups a launch's CTAs by cluster: group g is cluster g (clusters in linear
// order of %clusterid), its CTAs in block rank order. A cooperative launch must have every CTA
// resident at once: its clusters are dealt round-robin into one group per worker, whole.
func clusterResidency(l *Launch, d [3]uint32, workers int) residency {
	n := [3]uint64{uint64(l.Grid[0] / d[0]), uint64(l.Grid[1] / d[1]), uint64(l.Grid[2] / d[2])}
	size := uint64(d[0]) * uint64(d[1]) * uint64(d[2])
	gx, gy := uint64(l.Grid[0]), uint64(l.Grid[1])
	clusterCTAs := func(g uint64, dst []uint64) []uint64 {
		cid := [3]uint64{g % n[0], g / n[0] % n[1], g / (n[0] * n[1])}
		for r := uint64(0); r < size; r++ {
			x := cid[0]*uint64(d[0]) + r%uint64(d[0])
			y := cid[1]*uint64(d[1]) + r/uint64(d[0])%uint64(d[1])
			z := cid[2]*uint64(d[2]) + r/uint64(d[0]*d[1])
			dst = append(dst, x+gx*(y+gy*z))
		}
		return dst
	}
	total := n[0] * n[1] * n[2]
	if !l.Cooperative {
		return residency{groups: total, members: clusterCTAs}
	}
	groups := min(uint64(max(workers, 1)), total)
	return residency{groups: groups, members: func(g uint64, dst []uint64) []uint64 {
		for c := g; c < total; c += groups {
			dst = clusterCTAs(c, dst)
		}
		return dst
	}}
}

// formCluster makes the resident set's CTAs (whole clusters, each in block rank order; see
// clusterResidency) clusters, which the set holds.
func (r *runner) formCluster(set *residentSet) {
	l, d := r.l, r.cdim
	size := int(d[0] * d[1] * d[2])
	n := len(set.ctas) / size
	for len(set.clus) < n {
		set.clus = append(set.clus, &cluster{})
	}
	for j := range n {
		ctas := set.ctas[j*size : (j+1)*size]
		cl := set.clus[j]
		*cl = cluster{ctas: ctas, dim: d, explicit: explicitCluster(r.k, l), waiting: cl.waiting[:0]}
		for i := range 3 {
			cl.n[i] = l.Grid[i] / d[i]
			cl.id[i] = ctas[0].ctaid[i] / d[i]
		}
		for rank, c := range ctas {
			c.cl, c.rank = cl, rank
			for i := range 3 {
				c.cctaid[i] = c.ctaid[i] % d[i]
			}
			if rank != 0 {
				c.placeShared()
			}
		}
	}
}

// cluster returns c's cluster; a CTA run on its own is a cluster of one.
func (c *cta) cluster() *cluster {
	if c.cl == nil {
		c.solo = cluster{ctas: append(c.solo.ctas[:0], c), dim: [3]uint32{1, 1, 1}, id: c.ctaid, n: c.l.Grid,
			explicit: explicitCluster(c.k, c.l), waiting: c.solo.waiting[:0]}
		c.cl, c.rank, c.cctaid = &c.solo, 0, [3]uint32{}
	}
	return c.cl
}

// clusterArrive makes the lanes in mask arrive at the cluster barrier (barrier.cluster.arrive).
func (w *warp) clusterArrive(mask uint32) {
	w.clArrived |= mask
	w.cta.cluster().tryRelease()
}

// clusterWait parks the lanes in mask until the phase of the cluster barrier they arrived in
// completes (barrier.cluster.wait); lanes whose phase has completed go on. Like barSync, it
// reports false when the warp has no group left to run.
func (w *warp) clusterWait(mask uint32) bool {
	if mask&w.clArrived == 0 {
		return true
	}
	cl := w.cta.cluster()
	w.parked = append(w.parked, parkedGroup{pc: w.pc, mask: mask, level: int32(len(w.frames)), id: clusterBarrier})
	if w.barWait&(1<<clusterBarrier) == 0 {
		w.barWait |= 1 << clusterBarrier
		cl.waiting = append(cl.waiting, w)
	}
	w.active &^= mask
	if w.active != 0 {
		return true
	}
	if w.resume() {
		return true
	}
	w.idle()
	return false
}

// tryRelease completes the cluster barrier's phase once every live thread of the cluster has
// arrived: arrivals are cleared and the waiting lanes resume.
func (cl *cluster) tryRelease() {
	any := false
	for _, c := range cl.ctas {
		for _, w := range c.warps {
			if w.state == wsDone {
				continue
			}
			if ^w.exited&^w.clArrived != 0 {
				return
			}
			any = any || w.clArrived != 0
		}
	}
	if !any {
		return
	}
	for _, c := range cl.ctas {
		for _, w := range c.warps {
			w.clArrived = 0
		}
	}
	for _, w := range cl.waiting {
		w.unpark(clusterBarrier, 0, false, false)
	}
	cl.waiting = cl.waiting[:0]
}

// deadlock is the fault of a cluster whose warps all wait, some at barrier.cluster.wait.
func (cl *cluster) deadlock() *Fault {
	w := cl.waiting[0]
	g := w.parked[0]
	for _, p := range w.parked {
		if p.id == clusterBarrier {
			g = p
			break
		}
	}
	missing := 0
	for _, c := range cl.ctas {
		for _, x := range c.warps {
			if x.state != wsDone {
				missing += bits.OnesCount32(^x.exited &^ x.clArrived)
			}
		}
	}
	w.pc = g.pc - 1
	w.faultf(cu.ErrorLaunchTimeout, firstLane(g.mask), 0,
		"deadlock: barrier.cluster.wait waits for %d threads of the cluster that have not arrived, and no other warp can run", missing)
	return w.fault
}

// memCTA marks (in an ld's, st's, atom's, red's or mbarrier's aux) an access in the .shared (::cta)
// state space, not .shared::cluster: it may reach the CTA's own window only. The H200 failed the
// launch with CUDA_ERROR_ILLEGAL_INSTRUCTION where ld.shared, ld.shared::cta, st.shared,
// atom.shared, red.shared or mbarrier.arrive.shared::cta named another block rank's window, or a
// window past the cluster (tma13w1/cases/clus_*_m1 to _m3, tma13w2/cases/c13b_*); generic and
// .shared::cluster accesses reach the cluster's windows.
const memCTA = 1 << 18

// sharedFor resolves the shared address of lane l's access by in (see memCTA).
func (w *warp) sharedFor(in *inst, addr, size uint64, l int) []byte {
	addr = uint64(uint32(addr)) // as in sharedAt: a shared address is its register's low 32 bits
	if in.aux&memCTA != 0 && addr-w.cta.sharedBase() >= clusterWindow {
		w.faultf(cu.ErrorIllegalInstruction, l, addr, "%s of shared::cta address 0x%x, which is in block rank %d's window, not this CTA's (rank %d; the H200 fails such a launch with 715)",
			opInfo[in.op].name, addr, addr>>clusterWindowShift, w.cta.rank)
		return nil
	}
	return w.sharedAt(addr, size, l)
}

// clusterSharedAt resolves a shared::cluster address of another CTA (see clusterWindowShift).
func (w *warp) clusterSharedAt(addr, size uint64, l int) []byte {
	cl := w.cta.cluster()
	rank := addr >> clusterWindowShift
	if rank >= uint64(len(cl.ctas)) {
		w.faultf(cu.ErrorLaunchFailed, l, addr, "shared::cluster address 0x%x names block rank %d of a cluster of %d (the H200 fails such a launch with 719)", addr, rank, len(cl.ctas))
		return nil
	}
	off := addr & (clusterWindow - 1)
	sh := cl.ctas[rank].shared
	if off+size > uint64(len(sh)) {
		w.faultf(cu.ErrorIllegalAddress, l, addr, "shared::cluster address 0x%x is outside the %d bytes of block rank %d", addr, len(sh), rank)
		return nil
	}
	if cs := cl.ctas[rank].san; cs != nil {
		w.sanPeerShared(cs, off, size) // sharedinit: a peer block's write counts
	}
	return sh[off : off+size : off+size]
}

// The aux bits of mapa and getctarank: clusterShared, a and d are shared::cluster addresses (else
// generic); clusterAddr32, a is a .u32 operand, whose low 32 bits alone are the address (a 32-bit
// register's upper bits are whatever its writer left: lanewidth.go).
const (
	clusterShared = 1
	clusterAddr32 = 2
)

// clusterAddr is lane l's address operand a of mapa or getctarank.
func clusterAddr(in *inst, a *[32]uint64, l int) uint64 {
	if in.aux&clusterAddr32 != 0 {
		return uint64(uint32(a[l]))
	}
	return a[l]
}

// mapa: d = the address of a's offset in the shared window of block rank b (aux above), as the
// H200 gives it (tma12w1/cases/mapan_*).
func (w *warp) mapa(in *inst, mask uint32) {
	a, b := &w.r[in.a], &w.r[in.b]
	d := w.dst(in.d, mask)
	for l := range d {
		x := clusterAddr(in, a, l)
		base := uint64(0)
		if in.aux&clusterShared == 0 {
			base = SharedWindow
			x -= SharedWindow
		}
		d[l] = base + uint64(uint32(b[l]))<<clusterWindowShift + x&(clusterWindow-1)
		if in.aux&clusterShared != 0 {
			d[l] = uint64(uint32(d[l]))
		}
	}
	w.commit(in.d, mask)
}

// getctarank: d = the block rank whose shared memory address a is in (aux as for mapa).
func (w *warp) getctarank(in *inst, mask uint32) {
	a := &w.r[in.a]
	d := w.dst(in.d, mask)
	for l := range d {
		x := clusterAddr(in, a, l)
		if in.aux&clusterShared == 0 {
			x -= SharedWindow
		}
		if r := x >> clusterWindowShift; r < uint64(len(w.cta.cluster().ctas)) {
			d[l] = r
		} else {
			d[l] = uint64(w.cta.rank)
		}
	}
	w.commit(in.d, mask)
}

// clusterSreg is the value of a cluster special register.
func (w *warp) clusterSreg(which uint32) uint64 {
	c := w.cta
	cl := c.cluster()
	switch which {
	case sregClusterCtarank:
		return uint64(c.rank)
	case sregClusterNctarank:
		return uint64(cl.dim[0] * cl.dim[1] * cl.dim[2])
	case sregClusteridX, sregClusteridY, sregClusteridZ:
		return uint64(cl.id[which-sregClusteridX])
	case sregNclusteridX, sregNclusteridY, sregNclusteridZ:
		return uint64(cl.n[which-sregNclusteridX])
	case sregClusterCtaidX, sregClusterCtaidY, sregClusterCtaidZ:
		return uint64(c.cctaid[which-sregClusterCtaidX])
	case sregClusterNctaidX, sregClusterNctaidY, sregClusterNctaidZ:
		return uint64(cl.dim[which-sregClusterNctaidX])
	case sregIsExplicitCluster:
		if cl.explicit {
			return 1
		}
	}
	return 0
}
