package sim

// wgmmaGroup executes wgmma.commit_group and wgmma.wait_group (opWgmmaGroup) and reports
// whether the warp goes on; false: it waits, and executes the wait again at its next turn.
//
// The engine computes a warp's 16 rows of an mma_async when the warp issues it (wgmma.go), but
// on the GPU one mma_async is the warpgroup's: it completes, and a wait_group that waits for it
// returns, only once all four warps have issued it. Programs rely on that: CuTe's wgmma_sm90
// tutorial refills a pipeline stage with cp.async right after its wait_group, without a
// barrier, while the stage's previous contents are what the other warps' rows of the last
// mma_async read (libcuda/testdata/cudart/cutlass, s_cutlass_cute_wgmma: the H200 computed the
// product; run to completion one warp after another, the first warp overwrote the stage before
// the others had read it). So a wait for all but n groups holds the warp until every other live
// warp of its warpgroup has committed as many groups as it has, less n.
func (w *warp) wgmmaGroup(in *inst) bool {
	if in.aux == 0 {
		w.wgCommits++
		return true
	}
	if uint64(in.imm) >= uint64(w.wgCommits) {
		return true
	}
	need := w.wgCommits - uint32(in.imm)
	warps := w.cta.warps
	first := w.id &^ 3
	for _, o := range warps[first:min(first+4, len(warps))] {
		if o != w && o.state != wsDone && o.wgCommits < need {
			return false
		}
	}
	return true
}
