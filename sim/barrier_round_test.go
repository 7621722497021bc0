package sim

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math"
	"testing"

	"cudasim/internal/mem"
)

// TestBarrierRounds compares barrier rounds (round: whole warps taking straight's turns one
// after another, waiting at bar.sync in the round's count) with the portable engine, which parks
// every arrival: the same memory, fault and counts, on 2 CTAs of 96 threads (three whole warps;
// the second CTA's start straight, at a compiled run).
// Each kernel's turns are compiled runs between its barriers until one warp does something else
// while others wait in the round: then the round ends and the waiting warps must wait as barSync
// makes them (a later barrier, or a deadlock, depends on it).
func TestBarrierRounds(t *testing.T) {
	if !compiledRuns || enginePortable {
		t.Skip("barrier rounds run compiled turns: no compiler here (CUDASIM_ENGINE, or not amd64)")
	}
	const prologue = `mov.u32 %r0, %tid.x; mov.u32 %r9, s;
	shl.b32 %r2, %r0, 2; add.u32 %r3, %r9, %r2;
	ld.param.u64 %rd1, [out]; mul.wide.u32 %rd2, %r0, 4; add.s64 %rd3, %rd1, %rd2;
	xor.b32 %r8, %r0, 32; shl.b32 %r8, %r8, 2; add.u32 %r8, %r9, %r8;
	mov.u32 %r10, %ctaid.x; mad.lo.u32 %r11, %r10, 96, %r0;
`
	kernels := []struct{ name, body string }{
		// Warp 2 arrives last at the first barrier and goes on to wait at the second; warp 0
		// waits there too; warp 1's odd lanes then branch apart, which ends the round with two
		// warps waiting. Two barriers more need them counted.
		{"warp 1 diverges", `mul.lo.u32 %r4, %r0, 3; st.shared.u32 [%r3], %r4; bar.sync 0;
	shr.u32 %r5, %r0, 5; setp.ne.u32 %p1, %r5, 1; @%p1 bra L1;
	and.b32 %r5, %r0, 1; setp.eq.u32 %p2, %r5, 0; @%p2 bra L1;
	ld.shared.u32 %r4, [%r3]; add.u32 %r4, %r4, %r0; st.shared.u32 [%r3], %r4;
L1:	bar.sync 0; ld.shared.u32 %r6, [%r8]; add.u32 %r6, %r6, 1; bar.sync 0;
	st.shared.u32 [%r3], %r6; bar.sync 0; ld.shared.u32 %r6, [%r8]; st.global.u32 [%rd3], %r6;`},
		// Warp 2 returns while warps 0 and 1 wait in the round: its exit completes the barrier.
		{"a warp returns", `mul.lo.u32 %r4, %r0, 5; st.shared.u32 [%r3], %r4; setp.ge.u32 %p1, %r0, 64; @%p1 bra L1;
	bar.sync 0; ld.shared.u32 %r6, [%r8]; add.u32 %r6, %r6, %r0; bar.sync 0;
	st.shared.u32 [%r3], %r6; bar.sync 0; xor.b32 %r5, %r0, 32; shl.b32 %r5, %r5, 2; add.u32 %r5, %r9, %r5;
	ld.shared.u32 %r6, [%r5]; st.global.u32 [%rd3], %r6;
L1:`},
		// Warp 2, the last arrival, returns in the round (round's ret, warp 0 starting straight
		// next); warps 0 and 1 then meet at two barriers that count two warps (c.live).
		{"the last arrival returns", `mul.lo.u32 %r4, %r0, 5; st.shared.u32 [%r3], %r4; bar.sync 0;
	setp.ge.u32 %p1, %r0, 64; @%p1 bra L1;
	ld.shared.u32 %r6, [%r8]; add.u32 %r6, %r6, %r0; bar.sync 0;
	st.shared.u32 [%r3], %r6; bar.sync 0; ld.shared.u32 %r6, [%r8]; st.global.u32 [%rd3], %r6;
L1:`},
		// Warp 2 of CTA 1 (the first with warm warps, which start straight) arrives at another
		// barrier than the round's: the round ends, and the barriers never complete.
		{"deadlock", `st.shared.u32 [%r3], %r0; setp.ge.u32 %p1, %r11, 160; @%p1 bra L1;
	add.u32 %r4, %r0, 3; st.shared.u32 [%r3], %r4; bar.sync 0; bra.uni L2;
L1:	mul.lo.u32 %r4, %r0, 5; xor.b32 %r4, %r4, 7; st.shared.u32 [%r3], %r4; bar.sync 1;
L2:	ld.shared.u32 %r6, [%r8]; st.global.u32 [%rd3], %r6;`},
		// Warp 0's lanes loop apart (exec runs it) and wait at the first barrier in barSync's
		// list; the round that starts at warp 1 takes their wait over (adopt), and the barriers
		// complete in rounds.
		{"a round adopts a wait", `and.b32 %r5, %r0, 35; mov.u32 %r4, 0;
L0:	add.u32 %r4, %r4, 3; sub.u32 %r5, %r5, 1; setp.gt.s32 %p1, %r5, 0; @%p1 bra L0;
	st.shared.u32 [%r3], %r4; bar.sync 0; ld.shared.u32 %r6, [%r8]; add.u32 %r6, %r6, %r0; bar.sync 0;
	st.shared.u32 [%r3], %r6; bar.sync 0; ld.shared.u32 %r6, [%r8]; st.global.u32 [%rd3], %r6;`},
		// The same, but warp 2's odd lanes branch apart before the first barrier: the round
		// ends with warps 0 and 1 waiting, which wait in barSync's list again.
		{"an adopted wait goes back", `and.b32 %r5, %r0, 35; mov.u32 %r4, 0;
L0:	add.u32 %r4, %r4, 3; sub.u32 %r5, %r5, 1; setp.gt.s32 %p1, %r5, 0; @%p1 bra L0;
	shr.u32 %r5, %r0, 5; setp.ne.u32 %p1, %r5, 2; @%p1 bra L1;
	and.b32 %r5, %r0, 1; setp.eq.u32 %p2, %r5, 0; @%p2 bra L1;
	mul.lo.u32 %r4, %r4, 7; xor.b32 %r4, %r4, %r0;
L1:	st.shared.u32 [%r3], %r4; bar.sync 0; ld.shared.u32 %r6, [%r8]; add.u32 %r6, %r6, %r0; bar.sync 0;
	st.shared.u32 [%r3], %r6; bar.sync 0; ld.shared.u32 %r6, [%r8]; st.global.u32 [%rd3], %r6;`},
		// Warp 0 waits at barrier 1 in barSync's list, the others arrive at barrier 0: the
		// round that adopted warp 0's wait ends at warp 1's bar.sync, and the barriers never
		// complete.
		{"an adopted wait deadlocks", `and.b32 %r5, %r0, 35; mov.u32 %r4, 0;
L0:	add.u32 %r4, %r4, 3; sub.u32 %r5, %r5, 1; setp.gt.s32 %p1, %r5, 0; @%p1 bra L0;
	st.shared.u32 [%r3], %r4; setp.ge.u32 %p1, %r0, 32; @%p1 bra L2;
	bar.sync 1; bra.uni L3;
L2:	bar.sync 0;
L3:	ld.shared.u32 %r6, [%r8]; st.global.u32 [%rd3], %r6;`},
		// A thread count: not a round's barrier.
		{"count", `mul.lo.u32 %r4, %r0, 7; st.shared.u32 [%r3], %r4; bar.sync 0, 96;
	ld.shared.u32 %r6, [%r8]; add.u32 %r6, %r6, %r0; bar.sync 0; st.shared.u32 [%r3], %r6; bar.sync 0;
	ld.shared.u32 %r6, [%r8]; st.global.u32 [%rd3], %r6;`},
		// Barriers in a loop, endless in CTA 1: the instruction budget ends the launch in a
		// round, at each of the loop's instructions (budgets below).
		{"budget", `mov.u32 %r6, 0; mov.u32 %r5, 0; mul.lo.u32 %r7, %r10, 1000000; add.u32 %r7, %r7, 3;
L1:	mul.lo.u32 %r6, %r6, 3; xor.b32 %r6, %r6, %r0; st.shared.u32 [%r3], %r6; bar.sync 0;
	ld.shared.u32 %r6, [%r8]; mul.lo.u32 %r6, %r6, 5; xor.b32 %r6, %r6, 9; bar.sync 0;
	add.u32 %r5, %r5, 1; setp.lt.u32 %p1, %r5, %r7; @%p1 bra.uni L1;
	st.global.u32 [%rd3], %r6;`},
	}
	for _, kc := range kernels {
		budgets := []int64{20000}
		if kc.name == "budget" {
			budgets = []int64{20000, 20001, 20002, 20003, 20004, 20005, 20006, 20007, 20008, 20009, 20010, 20011}
		}
		if kc.name == "the last arrival returns" {
			// Budgets that end a warp's turn at each of its last instructions, its ret among
			// them (a turn whose run ends at the ret the round took last: retPC).
			for b := int64(22); b <= 34; b++ {
				budgets = append(budgets, b)
			}
		}
		for _, budget := range budgets {
			roundCase(t, kc.name, budget, hdr+".shared .align 4 .b8 s[512];\n.visible .entry k(.param .u64 out) {\n"+
				".reg .b32 %r<12>; .reg .b64 %rd<6>; .reg .pred %p<4>;\n"+prologue+kc.body+"\nret; }")
		}
	}
}

// roundCase runs one of TestBarrierRounds's kernels on the fast and the portable engine with the
// instruction budget given, and compares.
func roundCase(t *testing.T, name string, budget int64, src string) {
	t.Helper()
	saved := enginePortable
	defer setEnginePortable(saved)
	var outs [2][]byte
	var errs [2]error
	var stats [2]Stats
	for i, portable := range []bool{false, true} {
		setEnginePortable(portable)
		k := mustKernel(t, src, "k")
		if !portable && !k.rounds {
			t.Fatalf("%s: no barrier rounds in the fast engine", name)
		}
		mem := newTestMem()
		out, _ := mem.Alloc(4 * 96)
		mem.Write(out, make([]byte, 4*96))
		params := make([]byte, k.ParamSize())
		copy(params[k.Params()[0].Offset:], le64(out))
		errs[i] = Run(k, &Launch{Grid: [3]uint32{2, 1, 1}, Block: [3]uint32{96, 1, 1}, Params: params,
			Memory: mem, Workers: 1, InstructionBudget: budget, Stats: &stats[i]})
		outs[i] = make([]byte, 4*96)
		mem.Read(out, outs[i])
	}
	if !bytes.Equal(outs[0], outs[1]) {
		t.Errorf("%s, budget %d: memory differs, fast %x, portable %x", name, budget, outs[0], outs[1])
	}
	var f0, f1 *Fault
	if errors.As(errs[0], &f0) != errors.As(errs[1], &f1) || (f0 != nil && *f0 != *f1) ||
		(errs[0] == nil) != (errs[1] == nil) {
		t.Errorf("%s, budget %d: fast engine's error %v, portable %v", name, budget, errs[0], errs[1])
	}
	if wantErr := name == "deadlock" || name == "budget" || name == "an adopted wait deadlocks"; budget >= 20000 && wantErr != (errs[0] != nil) {
		t.Errorf("%s: error %v", name, errs[0])
	}
	if errs[0] == nil && stats[0] != stats[1] {
		t.Errorf("%s: counts differ: fast %+v, portable %+v", name, stats[0], stats[1])
	}
	if errs[0] == nil && bytes.Equal(outs[0], make([]byte, len(outs[0]))) {
		t.Errorf("%s: nothing stored", name)
	}
}

// TestRoundGoesOnAfterBranchOver runs bench.ptx's reduce on CTAs of 256 threads (eight whole
// warps, three barriers; the last arrival at the last one is warp 5, and warp 0's tail branches
// over its lane 0's store) in the driver's paged memory (internal/mem), as the drop-in does, and
// compares memory and counts with the portable engine. Each CTA takes one round and one slice:
// the round goes on after the warp it hands back ends in straight's branch over the store, with
// the warps after it (warp 0 ended the round, and warps 1-4 took another), and a CTA whose round
// passed warps ends in one slice (it took a second, empty one). Where a CTA's input starts a
// page, its warp 0 finds its load's span in exec and waits there at the barrier: the others find
// the span it found (shareSpan) and a second round takes over its wait (adopt), where each warp
// went through exec (a round each) and the CTA's later turns through exec's barriers.
func TestRoundGoesOnAfterBranchOver(t *testing.T) {
	if !compiledRuns || enginePortable {
		t.Skip("barrier rounds run compiled turns: no compiler here (CUDASIM_ENGINE, or not amd64)")
	}
	const nctas = 140 // pages of 64 KiB: 64 CTAs' input each
	in := make([]byte, 4*256*nctas)
	for i := 0; i < len(in); i += 4 {
		binary.LittleEndian.PutUint32(in[i:], math.Float32bits(float32(i%97)*0.37-11))
	}
	saved := enginePortable
	defer setEnginePortable(saved)
	var outs [2][]byte
	var stats [2]Stats
	var twice int // CTAs whose input starts a page
	for e, portable := range []bool{false, true} {
		setEnginePortable(portable)
		k, err := compileFile(t, "testdata/bench/bench.ptx").Kernel("reduce")
		if err != nil {
			t.Fatal(err)
		}
		space := mem.New([]uint64{1 << 30})
		defer space.Close()
		alloc := func(n int) uint64 {
			a, err := space.Alloc(mem.Request{Kind: mem.Device, Size: uint64(n)})
			if err != nil {
				t.Fatal(err)
			}
			return a.Base
		}
		pin, pout := alloc(len(in)), alloc(4*nctas)
		if err := space.Write(pin, in); err != nil {
			t.Fatal(err)
		}
		params := append(append(le64(pin), le64(pout)...), le32(256*nctas)...)
		l := &Launch{Grid: [3]uint32{nctas, 1, 1}, Block: [3]uint32{256, 1, 1}, Params: params, Memory: space, Workers: 1, Stats: &stats[e]}
		if portable {
			if err := Run(k, l); err != nil {
				t.Fatal(err)
			}
		} else {
			r := newRunner(k, l, DefaultInstructionBudget)
			c := &r.c
			if !c.rounds {
				t.Fatal("no barrier rounds")
			}
			for i := uint64(0); i < nctas; i++ {
				r.winstr += c.begin(i)
				rounds, slices := c.roundsRun, 0
				for {
					progress, done, f := c.slice(sliceLen, &r.winstr)
					slices++
					if f != nil {
						t.Fatal(f)
					}
					if done {
						break
					}
					if !progress || slices > 20 {
						t.Fatalf("CTA %d: no progress after %d slices", i, slices)
					}
				}
				c.finish()
				r.tinstr += c.takeThreadInstructions()
				// CTA 0's warps start cold (exec runs the prologue); the others' start straight.
				want := 1
				if (pin+1024*i)%(64<<10) == 0 {
					want = 2
				}
				// (Under -race, loads and stores are no run members (accessMembers): every turn
				// goes through exec, and only the results and counts are compared.)
				if rounds = c.roundsRun - rounds; i > 0 && accessMembers() && (rounds != want || slices != 1) {
					t.Errorf("CTA %d: %d rounds in %d slices, want %d in 1", i, rounds, slices, want)
				}
				if i > 0 && want == 2 {
					twice++
				}
			}
			stats[e] = Stats{WarpInstructions: r.winstr, ThreadInstructions: r.tinstr}
		}
		outs[e] = make([]byte, 4*nctas)
		if err := space.Read(pout, outs[e]); err != nil {
			t.Fatal(err)
		}
	}
	if twice < 2 && !raceEnabled {
		t.Errorf("%d CTAs' input starts a page (64 KiB), want 2", twice)
	}
	if !bytes.Equal(outs[0], outs[1]) {
		t.Errorf("memory differs: fast %x, portable %x", outs[0], outs[1])
	}
	if stats[0] != stats[1] {
		t.Errorf("counts differ: fast %+v, portable %+v", stats[0], stats[1])
	}
}

// TestShareSpan: a span one warp's instruction finds becomes the instruction's span of the CTA's
// warps that have none there or the span just before it (streaming through memory), not of a
// warp whose span is elsewhere (warps that each read their own memory would take each other's).
func TestShareSpan(t *testing.T) {
	k := mustKernel(t, hdr+`.visible .entry k() { ret; }`, "k")
	l := &Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{128, 1, 1}, Memory: newTestMem(), Workers: 1}
	r := newRunner(k, l, DefaultInstructionBudget)
	w := r.c.warps
	const pc = 21
	slot := pc & (pcSpanSlots - 1)
	page := func(i int) globalSpan { return globalSpan{base: uint64(i) << 16, b: make([]byte, 1<<16)} }
	w[1].pcSpans[slot] = page(6) // just before: streaming
	w[2].pcSpans[slot] = page(3) // elsewhere: the warp's own
	// w[3]: none
	w[0].pc = pc
	w[0].pcSpans[slot], w[0].pcSpansSet = page(7), true // (as memFull32Warp sets it)
	w[0].shareSpan(page(7))
	for i, want := range []uint64{7 << 16, 7 << 16, 3 << 16, 7 << 16} {
		if got := w[i].pcSpans[slot].base; got != want || (i != 2 && !w[i].pcSpansSet) {
			t.Errorf("warp %d: span at %#x (set %v), want %#x", i, got, w[i].pcSpansSet, want)
		}
	}
}
