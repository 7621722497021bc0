package sim

// Superinstructions (docs/engine-performance.md, fourth pass): pairs of instructions that the
// fast engine runs in one dispatch of its loop.
//
// A pair is marked on its first instruction only; the second keeps its pc and its own
// instruction, so a branch to it, a warp that must reconverge before it (w.rpc), and a time
// slice that ends between the two run it alone, as the unfused loop would. The first
// instruction's case runs the second only where the loop would run it next: the slice has room
// for it and no pending group reconverges at its pc. Both count as the loop counts them (a warp-
// instruction each, their own masks' thread-instructions), so Stats, %clock and the budget are
// the same. The portable engine and checked launches run k.code, which has no superinstruction;
// TestConformanceBothPaths and FuzzPaths compare the two.
//
// The pairs:
//   - opSetpBra: a setp followed by a guarded branch (every loop's back edge and bound check).

// planFuse sets k.fast, the code the fast engine runs: k.hot (or k.code) with its pairs marked;
// nil when the kernel has none.
func (k *Kernel) planFuse() {
	base := k.code
	if k.hot != nil {
		base = k.hot
	}
	var fast []inst
	for pc := 0; pc+1 < len(base); pc++ {
		in, next := &base[pc], &base[pc+1]
		if in.op == opSetp && next.op == opBra && next.guard >= 0 {
			if fast == nil {
				fast = make([]inst, len(base))
				copy(fast, base)
			}
			fast[pc].op = opSetpBra
		}
	}
	k.fast = fast
}
