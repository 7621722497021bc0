//go:build amd64 && linux

package sim

import "testing"

// keptKernel's compiled segments read values that every lane shares, which compileSegment keeps
// in YMM registers for its chunks (segmentKept):
//   - results computed once that the chunks read: %r5 dead after its segment (not stored),
//     %r6 read again after a load (stored to the eight chunks), %r7 read only by a later
//     member computed once (%r8) and dead after;
//   - constants: a multiplier, a 64-bit negative addend, an xor mask with the sign bit set;
//   - a register warp-uniform where the chunks read it and not written in the segment (%rd3,
//     a parameter's cvta; %r9, made before a load that ends the segment before it);
//   - more such values in one segment than jitKept (the later ones are loaded as before);
//
// and setps whose bound is a constant, which compiled code writes as an immediate (here on the
// general way: the lane-stride analysis leaves %tid.x unknown in this kernel; constSetpKernel
// has the %tid setps' way).
const keptKernel = `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<6>;
	.reg .b32 %r<40>;
	.reg .b64 %rd<16>;
	ld.param.u64 %rd1, [in];
	ld.param.u64 %rd2, [out];
	cvta.to.global.u64 %rd3, %rd1;
	cvta.to.global.u64 %rd4, %rd2;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mad.lo.s32 %r4, %r2, %r3, %r1;
	shr.u32 %r5, %r3, 1;
	shl.b32 %r6, %r2, 4;
	xor.b32 %r7, %r5, %r6;
	add.s32 %r8, %r7, 12345;
	add.s32 %r10, %r1, %r5;
	mul.lo.s32 %r11, %r10, 1103515245;
	xor.b32 %r12, %r11, %r6;
	xor.b32 %r13, %r12, -2147483595;
	add.s32 %r14, %r13, %r8;
	mul.wide.s32 %rd5, %r4, 4;
	add.s64 %rd6, %rd3, %rd5;
	add.s64 %rd7, %rd6, -16;
	add.s64 %rd8, %rd7, 16;
	ld.global.u32 %r15, [%rd8];
	add.s32 %r16, %r15, %r6;
	add.s32 %r9, %r2, 7;
	mul.lo.s32 %r17, %r9, 31;
	ld.global.u32 %r18, [%rd6];
	add.s32 %r19, %r18, %r9;
	sub.s32 %r20, %r19, %r17;
	xor.b32 %r21, %r16, %r5;
	and.b32 %r22, %r21, %r3;
	or.b32 %r23, %r22, %r2;
	add.s32 %r24, %r23, %r17;
	add.s32 %r25, %r24, %r8;
	xor.b32 %r26, %r25, %r14;
	add.s32 %r26, %r26, %r20;
	setp.lt.s32 %p1, %r1, -3;
	@%p1 bra S1;
	add.s32 %r26, %r26, 1;
S1:
	setp.gt.u32 %p2, %r1, -16;
	@%p2 bra S2;
	add.s32 %r26, %r26, 2;
S2:
	setp.lt.s32 %p3, %r1, 40;
	@%p3 bra S3;
	add.s32 %r26, %r26, 4;
S3:
	setp.gt.s32 %p4, %r2, 1;
	selp.u32 %r30, 8, 0, %p4;
	setp.lt.u32 %p5, %r6, -2;
	selp.u32 %r31, 16, 0, %p5;
	add.s32 %r30, %r30, %r31;
	shl.b32 %r30, %r30, 24;
	xor.b32 %r26, %r26, %r30;
	add.s64 %rd9, %rd4, %rd5;
	st.global.u32 [%rd9], %r26;
	ret;
}
`

// TestKeptValues: keptKernel's segments keep values of all three kinds (results computed once,
// constants, uniform registers), and every path computes the same memory, with consecutive
// warps and with 16 x 6 blocks (comparePaths: %tid.x not consecutive in a warp, so the setps of
// %tid take the general way).
func TestKeptValues(t *testing.T) {
	src := hdr + keptKernel
	k := mustKernel(t, src, "k")
	if compiledRuns && haveLaneVector && uniformValues {
		if k.jit == nil {
			t.Fatal("no compiled runs")
		}
		if n := k.jit.kept; n[keptOnce] == 0 || n[keptConstant] == 0 || n[keptUniform] == 0 {
			t.Fatalf("kept values %v (computed once, constants, uniform): want some of each", n)
		}
	}
	comparePaths(t, src)
	comparePathsBlock(t, src, [3]uint32{16, 6, 1})
}

// constSetpKernel compares %tid.x (consecutive lanes: setpTidLanes) with constant bounds, which
// compiled code writes as immediates, each extended as its load would be: a negative signed
// bound, an unsigned one with the sign bit set, a bound inside the warp.
const constSetpKernel = `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<6>;
	.reg .b32 %r<40>;
	.reg .b64 %rd<16>;
	ld.param.u64 %rd2, [out];
	cvta.to.global.u64 %rd4, %rd2;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mad.lo.s32 %r4, %r2, %r3, %r1;
	mov.u32 %r26, 0;
	setp.lt.s32 %p1, %r1, -3;
	@%p1 bra S1;
	add.s32 %r26, %r26, 1;
S1:
	setp.gt.u32 %p2, %r1, -16;
	@%p2 bra S2;
	add.s32 %r26, %r26, 2;
S2:
	setp.lt.s32 %p3, %r1, 40;
	@%p3 bra S3;
	add.s32 %r26, %r26, 4;
S3:
	setp.gt.s32 %p4, %r1, -100;
	@%p4 bra S4;
	add.s32 %r26, %r26, 8;
S4:
	mul.wide.s32 %rd5, %r4, 4;
	add.s64 %rd9, %rd4, %rd5;
	st.global.u32 [%rd9], %r26;
	ret;
}
`

// TestConstSetpBounds: constSetpKernel's setps take setpTidLanes' way with their constant
// bounds, and every path computes the same memory.
func TestConstSetpBounds(t *testing.T) {
	src := hdr + constSetpKernel
	tid := 0
	eachCompiledRun(t, src, func(run []inst, pc int, uni *uniformity) {
		for _, side := range runTidSetps(run, pc, uni) {
			if side != 0 {
				tid++
			}
		}
	})
	if compiledRuns && haveLaneVector && uniformValues && tid < 4 {
		t.Fatalf("%d setps of %%tid.x against a constant compiled as such, want 4", tid)
	}
	comparePaths(t, src)
}

// acrossSetpKernel has segments split by a setp: reduce's back edge (%r8 = %r31 >> 1, the setp
// of %r31, %r31 = %r8), which acrossSetp joins, and others it must not join: the setp reads a
// register the first segment writes (%r10), a selp of the first reads the predicate the setp
// writes (%p2's earlier value), a guarded add (not a run's member).
const acrossSetpKernel = `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<6>;
	.reg .b32 %r<40>;
	.reg .b64 %rd<16>;
	ld.param.u64 %rd2, [out];
	cvta.to.global.u64 %rd4, %rd2;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mad.lo.s32 %r4, %r2, %r3, %r1;
	mov.u32 %r26, 0;
	shl.b32 %r31, %r3, 2;
LOOP:
	add.s32 %r26, %r26, %r31;
	bar.sync 0;
	shr.s32 %r8, %r31, 1;
	setp.gt.s32 %p4, %r31, 63;
	mov.u32 %r31, %r8;
	@%p4 bra LOOP;
	add.s32 %r10, %r1, %r26;
	setp.lt.u32 %p1, %r10, 300;
	add.s32 %r11, %r10, 5;
	selp.u32 %r12, 7, 9, %p1;
	setp.lt.u32 %p2, %r1, 5;
	add.s32 %r13, %r11, %r12;
	selp.u32 %r14, 1, 2, %p2;
	setp.lt.u32 %p2, %r1, 9;
	add.s32 %r15, %r13, %r14;
	selp.u32 %r16, 16, 32, %p2;
	setp.gt.u32 %p3, %r1, 20;
	@%p3 add.s32 %r15, %r15, 100;
	setp.gt.u32 %p3, %r1, 60;
	add.s32 %r17, %r15, %r16;
	selp.u32 %r18, 64, 128, %p3;
	add.s32 %r17, %r17, %r18;
	mul.wide.s32 %rd5, %r4, 4;
	add.s64 %rd9, %rd4, %rd5;
	st.global.u32 [%rd9], %r17;
	ret;
}
`

// TestAcrossSetp: acrossSetpKernel's back edge is one segment across its setp (and its %r8 is not
// stored), and every path computes the same memory.
func TestAcrossSetp(t *testing.T) {
	src := hdr + acrossSetpKernel
	k := mustKernel(t, src, "k")
	if compiledRuns && haveLaneVector && uniformValues && (k.jit == nil || k.jit.acrossSetps == 0) {
		t.Fatal("no segments joined across a setp")
	}
	comparePaths(t, src)
	comparePathsBlock(t, src, [3]uint32{16, 6, 1})
}
