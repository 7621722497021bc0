package sim

import (
	"encoding/binary"
	"fmt"
	"math"
	"testing"
)

// Barriers count threads, not warps (PTX ISA, bar/barrier: the executing thread waits for all
// non-exited threads of its warp). When a warp has diverged and its groups reach bar.sync at
// different times, the barrier must hold every group until all of them (and every other warp)
// have arrived. In these kernels the branch bodies are laid out after the join, as NVVM often
// places them, so the lanes that skip a body reach the barrier first under lowest-pc-first
// scheduling.

// A shared-memory tree reduction, `if (tid < s) sdata[tid] += sdata[tid+s]; __syncthreads();`
// with the body out of line, after a divergent early section (odd lanes store their input out of
// line). Every thread writes the block's sum. Sizes below a warp's make warp 0 diverge at the
// barrier on every step.
func TestBarrierDivergedReduction(t *testing.T) {
	body := `mov.u32 %r20, sdata;
	shl.b32 %r1, %r0, 2; add.u32 %r2, %r20, %r1;
	ld.global.u32 %r3, [%rd5];
	and.b32 %r10, %r0, 1; setp.ne.u32 %p3, %r10, 0;
	@%p3 bra ODD;
	st.shared.u32 [%r2], %r3;
STORED:
	bar.sync 0;
	mov.u32 %r4, %ntid.x; shr.u32 %r4, %r4, 1;
LOOP:
	setp.lt.u32 %p1, %r0, %r4;
	@%p1 bra BODY;
JOIN:
	bar.sync 0;
	shr.u32 %r4, %r4, 1;
	setp.ne.u32 %p2, %r4, 0;
	@%p2 bra LOOP;
	ld.shared.u32 %r9, [%r20];
	st.global.u32 [%rd4], %r9;
	bra.uni DONE;
BODY:
	shl.b32 %r5, %r4, 2; add.u32 %r6, %r2, %r5;
	ld.shared.u32 %r7, [%r2]; ld.shared.u32 %r8, [%r6]; add.u32 %r7, %r7, %r8; st.shared.u32 [%r2], %r7;
	bra.uni JOIN;
ODD:
	mul.lo.u32 %r11, %r3, 3; sub.u32 %r11, %r11, %r3; sub.u32 %r11, %r11, %r3;
	st.shared.u32 [%r2], %r11;
	bra.uni STORED;
DONE:`
	for _, n := range []uint32{2, 16, 32, 64, 128, 256, 1024} {
		in := make([]uint32, n)
		var sum uint32
		for i := range in {
			in[i] = uint32(i*7 + 3)
			sum += in[i]
		}
		got := runOutDecl(t, ".shared .align 4 .b8 sdata[4096];", body, n, int(n), in...)
		for tid, v := range got {
			if v != sum {
				t.Fatalf("%d threads: thread %d got %d, want the sum %d", n, tid, v, sum)
			}
		}
	}
}

// The two halves of each warp reach textually different bar.sync 0 instructions; on sm_70+ both
// count towards the same barrier. Each thread stores, syncs, and reads the value its partner
// lane (tid^16), which took the other path, stored before its own barrier.
func TestBarrierDivergedDifferentInstructions(t *testing.T) {
	body := `and.b32 %r1, %r0, 31; setp.lt.u32 %p1, %r1, 16;
	mov.u32 %r20, sdata; shl.b32 %r2, %r0, 2; add.u32 %r3, %r20, %r2;
	xor.b32 %r4, %r0, 16; shl.b32 %r5, %r4, 2; add.u32 %r6, %r20, %r5;
	@%p1 bra LOW;
	add.u32 %r7, %r0, 1000; st.shared.u32 [%r3], %r7; bar.sync 0; ld.shared.u32 %r8, [%r6];
	bra.uni OUT;
LOW:
	add.u32 %r7, %r0, 2000; st.shared.u32 [%r3], %r7; bar.sync 0; ld.shared.u32 %r8, [%r6];
OUT:
	st.global.u32 [%rd4], %r8;`
	for _, n := range []uint32{32, 96, 256} {
		got := runOutDecl(t, ".shared .align 4 .b8 sdata[1024];", body, n, int(n))
		for tid, v := range got {
			p := uint32(tid) ^ 16
			want := p + 1000 // the partner is in the upper half
			if tid&31 >= 16 {
				want = p + 2000
			}
			if v != want {
				t.Fatalf("%d threads: thread %d got %d, want %d", n, tid, v, want)
			}
		}
	}
}

// bar.red reached by the halves of each warp through different instructions with different
// predicates: one reduction over all of them. out = popc | and<<16 | or<<17.
func TestBarrierRedDiverged(t *testing.T) {
	body := `and.b32 %r1, %r0, 31; setp.lt.u32 %p1, %r1, 16;
	@%p1 bra LOW;
	setp.eq.u32 %p2, %r1, 20; bar.red.popc.u32 %r8, 0, %p2;
	setp.ge.u32 %p3, %r1, 16; bar.red.and.pred %p4, 1, %p3;
	bar.red.or.pred %p5, 2, !%p3;
	bra.uni OUT;
LOW:
	setp.lt.u32 %p2, %r1, 4; bar.red.popc.u32 %r8, 0, %p2;
	setp.lt.u32 %p3, %r1, 15; bar.red.and.pred %p4, 1, %p3;
	bar.red.or.pred %p5, 2, %p2;
OUT:
	selp.u32 %r9, 1, 0, %p4; shl.b32 %r9, %r9, 16; or.b32 %r8, %r8, %r9;
	selp.u32 %r9, 1, 0, %p5; shl.b32 %r9, %r9, 17; or.b32 %r8, %r8, %r9;
	st.global.u32 [%rd4], %r8;`
	got := runOut(t, body, 64, 64)
	// popc: lanes 0-3 and lane 20 of both warps = 10; and: lane 15 is false; or: lanes 0-3.
	want := uint32(10 | 0<<16 | 1<<17)
	for tid, v := range got {
		if v != want {
			t.Fatalf("thread %d got %#x, want %#x", tid, v, want)
		}
	}
}

// Exited lanes count as arrived, including lanes that exit while other lanes of their warp wait
// at the barrier: lanes 24-31 of each warp exit out of line after the others have arrived.
func TestBarrierExitedLanes(t *testing.T) {
	body := `and.b32 %r1, %r0, 31; setp.ge.u32 %p1, %r1, 24;
	@%p1 bra GONE;
	mov.u32 %r20, sdata; shl.b32 %r2, %r0, 2; add.u32 %r3, %r20, %r2;
	add.u32 %r7, %r0, 1; st.shared.u32 [%r3], %r7;
	bar.sync 0;
	xor.b32 %r4, %r0, 32; shl.b32 %r5, %r4, 2; add.u32 %r6, %r20, %r5; ld.shared.u32 %r8, [%r6];
	st.global.u32 [%rd4], %r8;
	bar.sync 0;
	ret;
GONE:
	exit;`
	got := runOutDecl(t, ".shared .align 4 .b8 sdata[256];", body, 64, 64)
	for tid, v := range got {
		want := uint32(tid^32) + 1
		if tid&31 >= 24 {
			want = 0
		}
		if v != want {
			t.Fatalf("thread %d got %d, want %d", tid, v, want)
		}
	}
}

// A barrier waits only for the warps that still have live threads (cta.live): warp 1 of three
// exits without arriving, before the others arrive (loops 1) or while they wait, after a loop
// longer than a time slice (loops 20000); warps 0 and 2 exchange words through shared memory
// across the barrier.
func TestBarrierWholeWarpExits(t *testing.T) {
	for _, loops := range []int{1, 20000} {
		body := fmt.Sprintf(`shr.u32 %%r1, %%r0, 5; setp.eq.u32 %%p1, %%r1, 1;
	@%%p1 bra SLOW;
	mov.u32 %%r20, sdata; shl.b32 %%r2, %%r0, 2; add.u32 %%r3, %%r20, %%r2;
	add.u32 %%r7, %%r0, 1; st.shared.u32 [%%r3], %%r7;
	bar.sync 0;
	xor.b32 %%r4, %%r0, 64; shl.b32 %%r5, %%r4, 2; add.u32 %%r6, %%r20, %%r5; ld.shared.u32 %%r8, [%%r6];
	st.global.u32 [%%rd4], %%r8;
	ret;
SLOW:
	mov.u32 %%r9, %d;
LOOP:
	sub.u32 %%r9, %%r9, 1; setp.ne.u32 %%p2, %%r9, 0;
	@%%p2 bra LOOP;
	exit;`, loops)
		got := runOutDecl(t, ".shared .align 4 .b8 sdata[384];", body, 96, 96)
		for tid, v := range got {
			want := uint32(tid^64) + 1
			if tid/32 == 1 {
				want = 0
			}
			if v != want {
				t.Fatalf("loops %d: thread %d got %d, want %d", loops, tid, v, want)
			}
		}
	}
}

// bar.arrive by part of a warp counts only those lanes: warp 1's halves arrive at barrier 1
// separately (the lower half out of line), warp 0 waits for all 64 threads with bar.sync 1, 64.
func TestBarrierArriveDiverged(t *testing.T) {
	body := `setp.lt.u32 %p1, %r0, 32; @%p1 bra CONS;
	and.b32 %r1, %r0, 31; setp.lt.u32 %p2, %r1, 16;
	mov.u32 %r20, sdata; shl.b32 %r2, %r0, 2; add.u32 %r3, %r20, %r2;
	@%p2 bra LOWP;
	add.u32 %r7, %r0, 500; st.shared.u32 [%r3], %r7; bar.arrive 1, 64;
	bra.uni END;
CONS:
	bar.sync 1, 64;
	mov.u32 %r20, sdata; add.u32 %r4, %r0, 32; shl.b32 %r5, %r4, 2; add.u32 %r6, %r20, %r5; ld.shared.u32 %r8, [%r6];
	st.global.u32 [%rd4], %r8;
	bra.uni END;
LOWP:
	add.u32 %r7, %r0, 700; st.shared.u32 [%r3], %r7; bar.arrive 1, 64;
END:`
	got := runOutDecl(t, ".shared .align 4 .b8 sdata[256];", body, 64, 32)
	for tid, v := range got {
		want := uint32(tid+32) + 500
		if tid < 16 {
			want = uint32(tid+32) + 700
		}
		if v != want {
			t.Fatalf("thread %d got %d, want %d", tid, v, want)
		}
	}
}

// barsync.cu through nvcc (11.8, sm_80; -O3 and -G) on several CTAs: Numba's reduction pattern
// and __syncthreads()/__syncthreads_count() reached by each warp's halves through different
// calls. The expected values are computed here: a reduction has one right answer. (The -G build
// of halves_count calls __syncthreads_count from half a warp, which the engine does not run: see
// testdata/conformance/barsync/README.md.)
func TestBarrierNvccKernels(t *testing.T) {
	seed := uint32(12345)
	rnd := func() uint32 {
		seed ^= seed << 13
		seed ^= seed >> 17
		seed ^= seed << 5
		return seed
	}
	const n, blocks, threads = 2000, 8, 256
	in := make([]float32, blocks*threads)
	for i := range in[:n] {
		in[i] = float32(int32(rnd()%2001)-1000) / 1000
	}
	sums := make([]float32, blocks)
	for b := range sums {
		s := make([]float32, threads)
		for tid := range s {
			if i := b*threads + tid; i < n {
				s[tid] = in[i]*0.5 + 1
			}
		}
		for st := threads / 2; st > 0; st >>= 1 {
			for tid := 0; tid < st; tid++ {
				s[tid] += s[tid+st]
			}
		}
		sums[b] = s[0]
	}
	const hblocks, hthreads = 4, 96
	a := make([]uint32, hblocks*hthreads)
	v := make([]uint32, len(a))
	for i := range a {
		a[i] = rnd()
		v[i] = rnd() % 16
	}
	wantOut := make([]uint32, len(a))
	wantCnt := make([]uint32, len(a))
	for b := 0; b < hblocks; b++ {
		var popc, and, or uint32 = 0, 1, 0
		for tid := 0; tid < hthreads; tid++ {
			x := v[b*hthreads+tid]
			lower := tid&31 < 16
			c, al, an := (x&3) == 0, tid != 1000, x == 0
			if lower {
				c, al, an = x&1 != 0, x != 12345, x&0xff == 7
			}
			if c {
				popc++
			}
			if !al {
				and = 0
			}
			if an {
				or = 1
			}
		}
		for tid := 0; tid < hthreads; tid++ {
			g := b*hthreads + tid
			p := g ^ 16
			if tid&31 < 16 {
				wantOut[g] = (a[p] ^ 0x5555) * 3
				wantCnt[g] = popc | and<<16 | or<<17
			} else {
				wantOut[g] = a[p] + 2000 + 7
				wantCnt[g] = (popc + 1000) | and<<16 | or<<17
			}
		}
	}
	for _, file := range []string{"barsync_118_sm80.ptx", "barsync_118-G.ptx"} {
		tg := &simTarget{testMem: newTestMem()}
		mod, err := loadProgram(tg, compileFile(t, "testdata/conformance/barsync/"+file))
		if err != nil {
			t.Fatal(err)
		}
		buf := func(words []uint32) uint64 {
			p, _ := tg.Alloc(4 * len(words))
			tg.Write(p, le32(words...))
			return p
		}
		read := func(p uint64, n int) []uint32 {
			b := make([]byte, 4*n)
			tg.Read(p, b)
			w := make([]uint32, n)
			for i := range w {
				w[i] = binary.LittleEndian.Uint32(b[4*i:])
			}
			return w
		}
		inBits := make([]uint32, len(in))
		for i, f := range in {
			inBits[i] = math.Float32bits(f)
		}
		pin, psums := buf(inBits), buf(make([]uint32, blocks))
		if err := launch(t, mod, "tree_reduce", [3]uint32{blocks, 1, 1}, [3]uint32{threads, 1, 1}, le64(pin), le64(psums), le32(n)); err != nil {
			t.Fatalf("%s tree_reduce: %v", file, err)
		}
		for b, got := range read(psums, blocks) {
			if want := math.Float32bits(sums[b]); got != want {
				t.Errorf("%s tree_reduce block %d: %g, want %g", file, b, math.Float32frombits(got), sums[b])
			}
		}
		pa, pout := buf(a), buf(make([]uint32, len(a)))
		if err := launch(t, mod, "halves_sync", [3]uint32{hblocks, 1, 1}, [3]uint32{hthreads, 1, 1}, le64(pa), le64(pout)); err != nil {
			t.Fatalf("%s halves_sync: %v", file, err)
		}
		if got := read(pout, len(a)); !equalU32(got, wantOut) {
			t.Errorf("%s halves_sync: got %v\nwant %v", file, got, wantOut)
		}
		if file == "barsync_118-G.ptx" {
			continue
		}
		pv, pcnt := buf(v), buf(make([]uint32, len(v)))
		if err := launch(t, mod, "halves_count", [3]uint32{hblocks, 1, 1}, [3]uint32{hthreads, 1, 1}, le64(pv), le64(pcnt)); err != nil {
			t.Fatalf("%s halves_count: %v", file, err)
		}
		if got := read(pcnt, len(v)); !equalU32(got, wantCnt) {
			t.Errorf("%s halves_count: got %v\nwant %v", file, got, wantCnt)
		}
	}
}
