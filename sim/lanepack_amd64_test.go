//go:build amd64 && linux

package sim

import (
	"slices"
	"strings"
	"testing"
)

// packedKernel names 32-bit registers in every way compiled code holds them packed
// (lanepack.go): segment members (an add that carries into bit 32, a selp), an s32/u32 setp of
// two lanes-varying operands and an f32 setp, coalesced global loads and stores of a value and a
// gathered load and lane-by-lane store, the CTA's %ctaid (fillCTA in warm CTAs), a branch over a
// region whose lanes' add and store branchOver runs in Go, a uniform product computed once
// and read again after a store, and a branch the lanes split at that
// exec takes (its region loads), with packed registers live across it.
const packedKernel = `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<5>;
	.reg .b32 %r<24>;
	.reg .f32 %f<4>;
	.reg .b64 %rd<16>;
	ld.param.u64 %rd1, [in];
	ld.param.u64 %rd2, [out];
	cvta.to.global.u64 %rd3, %rd1;
	cvta.to.global.u64 %rd4, %rd2;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mad.lo.s32 %r4, %r2, %r3, %r1;
	mul.wide.s32 %rd5, %r4, 4;
	add.s64 %rd6, %rd3, %rd5;
	add.s64 %rd7, %rd4, %rd5;
	ld.global.u32 %r5, [%rd6];
	ld.global.f32 %f1, [%rd6+1200];
	add.s32 %r6, %r5, %r2;
	xor.b32 %r7, %r6, -2147483647;
	add.s32 %r8, %r7, -1;
	setp.lt.u32 %p1, %r8, %r5;
	add.f32 %f2, %f1, 0f3F800000;
	setp.gt.f32 %p2, %f2, 0f40000000;
	selp.b32 %r9, %r8, %r6, %p1;
	selp.b32 %r10, %r2, %r9, %p2;
	st.global.u32 [%rd7], %r9;
	st.global.u32 [%rd7+1152], %r10;
	and.b32 %r11, %r1, 31;
	setp.ne.u32 %p3, %r11, 5;
	@%p3 bra $L__skip;
	add.s32 %r12, %r9, %r2;
	st.global.u32 [%rd7+2304], %r12;
$L__skip:
	setp.lt.u32 %p4, %r11, 9;
	@%p4 bra $L__two;
	ld.global.u32 %r13, [%rd6+400];
	add.s32 %r9, %r9, %r13;
$L__two:
	add.s32 %r14, %r9, %r8;
	mul.lo.s32 %r15, %r14, %r2;
	st.global.u32 [%rd7+3456], %r15;
	mul.lo.s32 %r18, %r2, 7;
	add.s32 %r19, %r18, %r1;
	st.global.u32 [%rd7+5760], %r19;
	add.s32 %r20, %r18, %r15;
	st.global.u32 [%rd7+6912], %r20;
	mul.wide.u32 %rd8, %r11, 12;
	add.s64 %rd9, %rd3, %rd8;
	ld.global.u32 %r16, [%rd9];
	add.s32 %r17, %r16, %r15;
	mul.wide.u32 %rd10, %r1, 8;
	add.s64 %rd11, %rd4, %rd10;
	st.global.u32 [%rd11+4608], %r17;
	st.global.u32 [%rd11+4612], %r9;
	ret;
}`

// TestPackedNarrowSlots requires compiled code to hold some of bench.ptx's and packedKernel's
// 32-bit registers packed (and branchOver to widen some around its Go code), and every path to
// agree on packedKernel, whole warps and a partial one.
func TestPackedNarrowSlots(t *testing.T) {
	withCoalescing(t)
	if !packNarrow || !compiledRuns || !haveLaneVector {
		t.Skip("packing off")
	}
	bench := string(compileFileBytes(t, "testdata/bench/bench.ptx"))
	if raceEnabled {
		t.Skip("-race keeps accesses out of runs (accessMembers): every warm warp meets exec, nothing packs")
	}
	for _, name := range []string{"reduce", "vecadd", "sgemm"} {
		if k := mustKernel(t, bench, name); len(k.packList) == 0 {
			t.Errorf("%s: no slot packed", name)
		}
	}
	// Reduce's hot registers (reduce35): its shared accesses' addresses and values and its
	// shfls' sources and results, all 32-bit, are packed (each is in a slot of 32-bit
	// registers alone: the renaming keeps widths apart).
	reduce := mustKernel(t, bench, "reduce")
	for pc := range reduce.fast {
		in := &reduce.fast[pc]
		var named []int32
		switch in.op {
		case opLdShared32, opShfl:
			named = []int32{in.a, in.d}
		case opStShared32:
			named = []int32{in.a, in.b}
		}
		for _, s := range named {
			if !slices.Contains(reduce.packList, s) {
				t.Errorf("reduce: pc %d (op %d) names slot %d, not packed (%v)", pc, in.op, s, reduce.packList)
			}
		}
	}
	// ... and most of its segments, whose registers are those, run on eight lanes of words
	// (segmentWords; red36).
	if reduce.jit == nil || reduce.jit.wordSegments*2 < reduce.jit.segments {
		t.Errorf("reduce: segments on words: want most, got %+v", reduce.jit)
	}
	k := mustKernel(t, hdr+packedKernel, "k")
	t.Logf("packedKernel: %d of %d segments on words", k.jit.wordSegments, k.jit.segments)
	if len(k.packList) == 0 || k.overWide == nil {
		t.Errorf("packedKernel: packed %v, branchOver's lists %v: want both", k.packList, k.overWide)
	}
	t.Logf("packed %v, branchOver widens %v", k.packList, k.overWide)
	comparePaths(t, hdr+packedKernel)
	comparePathsBlock(t, hdr+packedKernel, [3]uint32{80, 1, 1})
	comparePathsBlock(t, hdr+packedKernel, [3]uint32{64, 1, 1})
	// Without the split branch a warp ends its CTA packed, and the next CTA's fillCTA writes
	// its %ctaid into a packed slot.
	straight := strings.Replace(packedKernel, split, "", 1)
	if straight == packedKernel {
		t.Fatal("no split branch to leave out")
	}
	comparePaths(t, hdr+straight)
	comparePathsBlock(t, hdr+straight, [3]uint32{64, 1, 1})
}

// split is packedKernel's branch that exec takes.
const split = `	setp.lt.u32 %p4, %r11, 9;
	@%p4 bra $L__two;
	ld.global.u32 %r13, [%rd6+400];
	add.s32 %r9, %r9, %r13;
$L__two:
`

// packedSharedKernel names 32-bit shared addresses and shfl registers the ways compiled code
// holds them packed (docs/engine-performance.md, reduce35): a shared address U + 4*%tid.x
// (coalesced), one of lanes tid^1 (gathered, and a lane-by-lane store through it), two
// accesses through one register whose lanes are tested once (strideChecks: consecutiveLanes on words),
// consecutive and not, and shfls of each pattern (down, bfly, idx, up) with packed sources and
// results.
const packedSharedKernel = `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<3>;
	.reg .b32 %r<40>;
	.reg .b64 %rd<12>;
	.shared .align 4 .b8 sh[2048];
	ld.param.u64 %rd1, [in];
	ld.param.u64 %rd2, [out];
	cvta.to.global.u64 %rd3, %rd1;
	cvta.to.global.u64 %rd4, %rd2;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mad.lo.s32 %r4, %r2, %r3, %r1;
	mul.wide.s32 %rd5, %r4, 4;
	add.s64 %rd6, %rd3, %rd5;
	add.s64 %rd7, %rd4, %rd5;
	ld.global.u32 %r5, [%rd6];
	mov.u32 %r6, sh;
	shl.b32 %r7, %r1, 2;
	add.s32 %r8, %r6, %r7;
	st.shared.u32 [%r8], %r5;
	xor.b32 %r9, %r1, 1;
	shl.b32 %r10, %r9, 2;
	add.s32 %r11, %r6, %r10;
	st.shared.u32 [%r8+1024], %r2;
	bar.sync 0;
	ld.shared.u32 %r12, [%r11];
	add.s32 %r13, %r12, %r2;
	st.shared.u32 [%r11+512], %r13;
	add.s32 %r14, %r6, 1024;
	add.s32 %r15, %r14, %r7;
	add.s32 %r16, %r6, %r7;
	ld.shared.u32 %r17, [%r15];
	ld.shared.u32 %r18, [%r16];
	add.s32 %r19, %r14, %r10;
	add.s32 %r20, %r6, %r10;
	ld.shared.u32 %r21, [%r19];
	ld.shared.u32 %r22, [%r20];
	xor.b32 %r23, %r17, %r22;
	add.s32 %r24, %r18, %r21;
	shfl.sync.down.b32 %r25|%p1, %r23, 3, 31, -1;
	shfl.sync.bfly.b32 %r26, %r25, 5, 31, -1;
	shfl.sync.idx.b32 %r27, %r26, 7, 31, -1;
	shfl.sync.up.b32 %r28|%p2, %r24, 1, 0, -1;
	selp.b32 %r29, %r28, %r25, %p1;
	selp.b32 %r30, %r27, %r26, %p2;
	add.s32 %r31, %r29, %r30;
	st.global.u32 [%rd7], %r23;
	st.global.u32 [%rd7+1152], %r24;
	st.global.u32 [%rd7+2304], %r31;
	st.global.u32 [%rd7+3456], %r13;
	ret;
}`

// TestPackedSharedAndShfl requires compiled code to hold packedSharedKernel's shared addresses
// and shfl registers packed, and every path to agree on it, whole warps (consecutive %tid.x)
// and not.
func TestPackedSharedAndShfl(t *testing.T) {
	withCoalescing(t)
	if !packNarrow || !compiledRuns || !haveLaneVector {
		t.Skip("packing off")
	}
	if raceEnabled {
		t.Skip("-race keeps accesses out of runs (accessMembers): every warm warp meets exec, nothing packs")
	}
	k := mustKernel(t, hdr+packedSharedKernel, "k")
	var accesses, addrs, shfls int
	for pc := range k.fast {
		in := &k.fast[pc]
		switch {
		case in.op == opLdShared32 || in.op == opStShared32:
			accesses++
			if slices.Contains(k.packList, in.a) {
				addrs++
			}
		case in.op == opShfl:
			if slices.Contains(k.packList, in.a) && slices.Contains(k.packList, in.d) {
				shfls++
			}
		}
	}
	if accesses < 6 || addrs < accesses || shfls < 4 {
		t.Errorf("packed %v: %d shared accesses of %d through a packed address, %d shfls of 4 packed: want all", k.packList, addrs, accesses, shfls)
	}
	comparePaths(t, hdr+packedSharedKernel)
	comparePathsBlock(t, hdr+packedSharedKernel, [3]uint32{64, 1, 1})
	comparePathsBlock(t, hdr+packedSharedKernel, [3]uint32{80, 1, 1})
}

// crossingKernel's cold CTA (its warps run the prologue in exec) calls compiled runs from exec
// that end at a bar.sync, where the warp waits packed (runCompiled); the last warp to arrive
// goes on in exec, whose first store of a packed value leaves compiled code (its span is not
// known yet), and the other warps' next turns start straight at a run. Live packed registers
// cross each barrier (red37).
const crossingKernel = `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .b32 %r<12>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd2, %rd1;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mad.lo.s32 %r4, %r2, %r3, %r1;
	mul.lo.s32 %r5, %r4, 3;
	add.s32 %r6, %r5, 7;
	xor.b32 %r7, %r6, %r1;
	bar.sync 0;
	mul.wide.u32 %rd3, %r4, 4;
	add.s64 %rd4, %rd2, %rd3;
	st.global.u32 [%rd4], %r7;
	add.s32 %r8, %r7, %r6;
	shl.b32 %r9, %r8, 3;
	bar.sync 0;
	add.s32 %r10, %r9, %r5;
	xor.b32 %r11, %r10, %r2;
	st.global.u32 [%rd4+1536], %r11;
	ret;
}`

// TestPackedCrossings requires crossingKernel to pack its 32-bit registers and every path to
// agree on it: a warp that exec leaves packed at a barrier is widened where it goes on (exec's
// bar.sync), and a whole warp's crossings convert the live registers alone (k.packLive).
func TestPackedCrossings(t *testing.T) {
	withCoalescing(t)
	if !packNarrow || !compiledRuns || !haveLaneVector || raceEnabled {
		t.Skip("packing off")
	}
	k := mustKernel(t, hdr+crossingKernel, "k")
	if len(k.packList) == 0 || k.packLive == nil {
		t.Fatalf("packed %v, live lists %v: want both", k.packList, k.packLive != nil)
	}
	comparePaths(t, hdr+crossingKernel)
	comparePathsBlock(t, hdr+crossingKernel, [3]uint32{64, 1, 1})
}
