//go:build amd64 && linux

package sim

import (
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
	k := mustKernel(t, hdr+packedKernel, "k")
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
