package sim

import (
	"slices"
	"testing"
)

// onceKernel holds uniform values that compiled code stores once (storedonce.go): %ctaid.x
// (filled in warm CTAs), results computed once from it, read by compiled members, by a setp
// against %tid.x, by branchOver's Go code (an xor), across a barrier, and by exec after a branch
// that splits the warp (and in cold CTAs, whose warps call compiled runs from exec); one (%r6)
// is written again after a member that runs in the chunks read it (storedOnce.broke).
const onceKernel = `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<4>;
	.reg .b32 %r<20>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd2, %rd1;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mad.lo.s32 %r4, %r2, %r3, %r1;
	shl.b32 %r5, %r2, 4;
	add.s32 %r6, %r5, %r3;
	xor.b32 %r7, %r6, 23130;
	add.s32 %r8, %r4, %r6;
	add.s32 %r6, %r6, %r7;
	add.s32 %r8, %r8, %r6;
	mul.wide.u32 %rd3, %r4, 4;
	add.s64 %rd4, %rd2, %rd3;
	st.global.u32 [%rd4], %r8;
	setp.lt.u32 %p1, %r1, %r5;
	@%p1 bra $L__a;
	add.s32 %r9, %r8, %r7;
	xor.b32 %r9, %r9, %r5;
	st.global.u32 [%rd4+7680], %r9;
$L__a:
	bar.sync 0;
	add.s32 %r10, %r8, %r6;
	st.global.u32 [%rd4+1536], %r10;
	setp.ne.s32 %p2, %r1, 5;
	@%p2 bra $L__skip;
	xor.b32 %r15, %r8, %r5;
	st.global.u32 [%rd4+3072], %r15;
$L__skip:
	and.b32 %r11, %r7, 7;
	add.s32 %r12, %r11, %r2;
	setp.lt.u32 %p3, %r1, 20;
	@%p3 bra $L__low;
	add.s32 %r12, %r12, %r6;
	add.s32 %r12, %r12, %r5;
	xor.b32 %r12, %r12, %r7;
	st.global.u32 [%rd4+6144], %r12;
$L__low:
	add.s32 %r13, %r12, %r5;
	xor.b32 %r14, %r13, %r7;
	st.global.u32 [%rd4+4608], %r14;
	ret;
}`

// endedKernel's warp 0 loses lane 0 (a guarded ret) before defining uniform values that are
// stored once elsewhere, and waits at barriers, where round packs every warp of the CTA: a split
// warp, or one whose lanes all ended, must not have lane 0's stale word spread to the others.
const endedKernel = `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<4>;
	.reg .b32 %r<20>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd2, %rd1;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mad.lo.s32 %r4, %r2, %r3, %r1;
	mul.wide.u32 %rd3, %r4, 4;
	add.s64 %rd4, %rd2, %rd3;
	st.global.u32 [%rd4], %r4;
	setp.eq.u32 %p1, %r1, 0;
	@%p1 ret;
	shl.b32 %r5, %r2, 3;
	add.s32 %r6, %r5, 9;
	xor.b32 %r7, %r6, %r3;
	bar.sync 0;
	add.s32 %r8, %r4, %r7;
	xor.b32 %r9, %r8, %r6;
	st.global.u32 [%rd4+1536], %r9;
	bar.sync 0;
	add.s32 %r10, %r9, %r7;
	xor.b32 %r11, %r10, %r6;
	st.global.u32 [%rd4+3072], %r11;
	ret;
}`

// TestStoredOnce requires reduce's %ctaid.x and loop-carried stride and onceKernel's uniform
// values to be stored once, and every path to agree on onceKernel, with whole and partial warps.
func TestStoredOnce(t *testing.T) {
	withCoalescing(t)
	if !packNarrow || !storeOnce || !compiledRuns || !haveLaneVector || raceEnabled {
		t.Skip("packing off")
	}
	bench := string(compileFileBytes(t, "testdata/bench/bench.ptx"))
	reduce := mustKernel(t, bench, "reduce")
	t.Logf("reduce: packed %v, stored once %v", reduce.packList, reduce.onceList)
	if len(reduce.ctaFills) == 0 || !slices.Contains(reduce.onceList, reduce.ctaFills[0].slot) || len(reduce.onceList) < 4 {
		t.Errorf("reduce: stored once %v: want %%ctaid.x's slot (%v) and three more", reduce.onceList, reduce.ctaFills)
	}
	k := mustKernel(t, hdr+onceKernel, "k")
	t.Logf("onceKernel: packed %v, stored once %v", k.packList, k.onceList)
	if len(k.onceList) < 3 {
		t.Errorf("onceKernel: stored once %v: want three or more", k.onceList)
	}
	for _, block := range [][3]uint32{{96, 1, 1}, {64, 1, 1}, {80, 1, 1}, {32, 1, 1}} {
		comparePathsBlock(t, hdr+onceKernel, block)
	}
	k = mustKernel(t, hdr+endedKernel, "k")
	if len(k.onceList) < 3 || !k.rounds {
		t.Errorf("endedKernel: stored once %v, rounds %v: want three or more, and rounds", k.onceList, k.rounds)
	}
	for _, block := range [][3]uint32{{64, 1, 1}, {96, 1, 1}} {
		comparePathsBlock(t, hdr+endedKernel, block)
	}
}

// TestWidenOnce compares widenOnce's AVX2 kernel with its loop: every lane of each listed slot
// gets word 0 zero-extended, the others untouched.
func TestWidenOnce(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no AVX2")
	}
	var got, want [][32]uint64
	for range 6 {
		var d [32]uint64
		for l := range d {
			d[l] = uint64(l)*0x9e3779b97f4a7c15 ^ 0xfedcba9876543210
		}
		got, want = append(got, d), append(want, d)
	}
	list := []int32{4, 1, 2}
	widenOnceAVX2(&got[0], &list[0], len(list))
	for _, s := range list {
		v := uint64(packedLanes(&want[s])[0])
		for l := range want[s] {
			want[s][l] = v
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("widenOnceAVX2: %x, want %x", got, want)
	}
}
