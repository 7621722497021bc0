//go:build amd64 && linux

package sim

import "testing"

// TestChainedRuns calls the compiled code of reduce's loop (testdata/bench/bench.ptx) itself:
// the run of its back edge (shr.s32, a setp, a mov and the branch on the setp's predicate back
// to the loop's head) and the run at the head (a setp and a branch past the body, then the
// body). Warp 1's lanes (thread indices 32-63) at stride 64: the back edge's branch is taken by
// every lane, the head's run follows with the new stride 32 and every lane takes its branch
// past the body. The back edge's run goes on to the head's (jitChains) only where the budget
// has room for the whole head run and no pending group reconverges inside it (jitMem.rpc); the
// head's run starts with its setp and holds its branch (planRuns).
func TestChainedRuns(t *testing.T) {
	if !haveLaneVector || !compiledRuns {
		t.Skip("no compiled runs here")
	}
	p, err := compileString(string(mustReadFile(t, "testdata/bench/bench.ptx")))
	if err != nil {
		t.Fatal(err)
	}
	k, err := p.Kernel("reduce")
	if err != nil {
		t.Fatal(err)
	}
	// The back edge's run: its first member is the stride's shr.s32, its last a branch.
	back := -1
	for pc, in := range k.fast {
		if in.op == opRun && opcode(in.x[0]) == opShrS32 && k.fast[pc+int(in.x[1])-1].op == opBra {
			back = pc
		}
	}
	if back < 0 || k.fast[back].x[3] == 0 {
		t.Fatalf("reduce has no compiled run ending in its back edge")
	}
	backLen := int(k.fast[back].x[1])
	bra := &k.fast[back+backLen-1]
	head := int(bra.imm)
	h := &k.fast[head]
	if h.op != opRun || h.x[3] == 0 || runKinds[h.x[0]] != setpBraKind || k.fast[head+1].op != opBra {
		t.Fatalf("the loop's head (pc %d) is no compiled run starting with its setp and branch: %v", head, h.op)
	}
	headLen := int(h.x[1])
	skip := int(k.fast[head+1].imm) // the bar.sync after the body
	stride, tid := k.fast[back].a, h.a

	call := func(budget, rpc int64) (ran, next, quiet int, preds []uint32) {
		regs := make([][32]uint64, k.nslots)
		for _, c := range k.consts { // constants live in register slots
			for l := range 32 {
				regs[c.slot][l] = c.v
			}
		}
		for l := range 32 {
			regs[stride][l] = 64
			regs[tid][l] = uint64(32 + l)
		}
		preds = make([]uint32, k.npreds+1)
		m := jitMem{preds: &preds[0], budget: budget, rpc: rpc, iota: &jitIota}
		packSlots(regs, k.packList) // compiled code reads the kernel's narrow slots packed
		ran, next, quiet = callRun(k.jit.base+uintptr(k.fast[back].x[3]-1), &regs[0], &m)
		widenSlots(regs, k.packList)
		if got := regs[stride][0]; got != 32 {
			t.Errorf("the stride is %d after the back edge's run, want 32", got)
		}
		return ran, next, quiet, preds
	}
	for _, c := range []struct {
		name              string
		budget, rpc       int64
		wantRan, wantNext int
	}{
		{"room, nothing pending", 1000, noPending, backLen + 2, skip},
		{"room for exactly the head's run", int64(backLen + headLen), noPending, backLen + 2, skip},
		{"no room for the head's run", int64(backLen + headLen - 1), noPending, backLen, head},
		{"a group reconverges inside the head's run", 1000, int64(head + headLen - 1), backLen, head},
		{"a group reconverges right after the head's run", 1000, int64(head + headLen), backLen + 2, skip},
	} {
		ran, next, quiet, preds := call(c.budget, c.rpc)
		if ran != c.wantRan || next != c.wantNext || quiet != 0 {
			t.Errorf("%s: ran %d, next %d, quiet %d; want %d, %d, 0", c.name, ran, next, quiet, c.wantRan, c.wantNext)
		}
		if next == skip && preds[k.fast[head].d] != fullMask {
			t.Errorf("%s: the head's setp wrote %#x, want every lane (thread indices 32-63 >= 32)", c.name, preds[k.fast[head].d])
		}
	}
}
