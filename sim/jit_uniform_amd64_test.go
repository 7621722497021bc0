//go:build amd64 && linux

package sim

import "testing"

// uniformKernel mixes members of warp-uniform sources (kernel parameters, %ntid, %ctaid,
// constants: compileSegment computes them for chunk 0 and copies them to the other lanes) with
// members of %tid, in straight code and in a loop whose uniform stride halves as reduce's does,
// and stores every lane's result: a uniform value missing from any lane shows in out. Two
// uniform members must not run before their segment's chunks (hoisted): the mov of an f32 add's
// result (the add, of another kind, runs in the chunks) and the loop's mov of %r20, which a
// member of %tid reads before it. Its setps compare %tid with uniform values on either side
// (compileSetp broadcasts the uniform one once).
const uniformKernel = `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<3>;
	.reg .b32 %r<32>;
	.reg .b64 %rd<16>;
	.reg .f32 %f<4>;
	ld.param.u64 %rd1, [in];
	ld.param.u64 %rd2, [out];
	cvta.to.global.u64 %rd3, %rd1;
	cvta.to.global.u64 %rd4, %rd2;
	mov.u32 %r1, %ctaid.x;
	mov.u32 %r2, %ntid.x;
	mov.u32 %r3, %tid.x;
	mad.lo.s32 %r4, %r1, %r2, %r3;
	shr.u32 %r5, %r2, 1;
	shl.b32 %r6, %r1, 3;
	xor.b32 %r7, %r5, %r6;
	add.s32 %r8, %r3, %r7;
	mul.lo.s32 %r9, %r7, %r2;
	not.b32 %r10, %r9;
	mov.u32 %r11, %r10;
	sub.s32 %r12, %r8, %r11;
	mov.b32 %f1, %r7;
	add.f32 %f2, %f1, %f1;
	mov.b32 %r24, %f2;
	add.s32 %r12, %r12, %r24;
	mul.wide.s32 %rd5, %r4, 4;
	add.s64 %rd6, %rd3, %rd5;
	ld.global.u32 %r13, [%rd6];
	add.s32 %r14, %r13, %r12;
	setp.lt.s32 %p2, %r3, %r5;
	selp.u32 %r25, 1, 0, %p2;
	setp.gt.s32 %p2, %r5, %r3;
	selp.u32 %r26, 2, 0, %p2;
	add.s32 %r25, %r25, %r26;
	setp.lt.u32 %p2, %r2, %r8;
	selp.u32 %r26, 4, 0, %p2;
	add.s32 %r25, %r25, %r26;
	setp.eq.s32 %p2, %r3, %r5;
	selp.u32 %r26, 8, 0, %p2;
	add.s32 %r25, %r25, %r26;
	shl.b32 %r25, %r25, 8;
	add.s32 %r14, %r14, %r25;
	mov.u32 %r20, %r2;
LOOP:
	shr.s32 %r21, %r20, 1;
	and.b32 %r22, %r3, %r21;
	add.s32 %r14, %r14, %r22;
	add.s32 %r23, %r3, %r20;
	xor.b32 %r14, %r14, %r23;
	mov.u32 %r20, %r21;
	setp.gt.s32 %p1, %r20, 2;
	@%p1 bra LOOP;
	add.s32 %r14, %r14, %r20;
	add.s64 %rd7, %rd4, %rd5;
	st.global.u32 [%rd7], %r14;
	ret;
}
`

// TestUniformMembers: the runs of uniformKernel have members computed once (uniformMembers marks
// them), and every path computes the same memory (comparePaths).
func TestUniformMembers(t *testing.T) {
	src := hdr + uniformKernel
	once, runs := 0, 0
	eachCompiledRun(t, src, func(run []inst, pc int, uni *uniformity) {
		runs++
		for _, o := range uniformMembers(run, pc, uni) {
			if o {
				once++
			}
		}
	})
	if compiledRuns && uniformValues && (runs == 0 || once < 3) {
		t.Fatalf("%d compiled runs with %d members computed once, want some and at least 3", runs, once)
	}
	comparePaths(t, src)
}

// uniformCvtaKernel has, in one segment, cvtas of uniform sources (a parameter, the shared
// variable's address: computed once) among cvtas of each thread's own address (in the chunks),
// with windows whose offsets differ (global, shared), and stores every result: a member given
// another's window offset shows in out.
const uniformCvtaKernel = `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .b32 %r<6>;
	.reg .b64 %rd<16>;
	.shared .align 8 .b8 sh[256];
	ld.param.u64 %rd1, [in];
	ld.param.u64 %rd2, [out];
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mad.lo.s32 %r4, %r2, %r3, %r1;
	mul.wide.u32 %rd3, %r4, 4;
	mul.wide.u32 %rd4, %r1, 8;
	mov.u64 %rd5, sh;
	add.s64 %rd6, %rd5, %rd4;
	add.s64 %rd7, %rd1, %rd3;
	cvta.shared.u64 %rd8, %rd6;
	cvta.to.global.u64 %rd9, %rd2;
	cvta.to.global.u64 %rd10, %rd7;
	cvta.shared.u64 %rd11, %rd5;
	xor.b64 %rd12, %rd8, %rd11;
	xor.b64 %rd12, %rd12, %rd10;
	mul.wide.u32 %rd13, %r4, 8;
	add.s64 %rd14, %rd9, %rd13;
	st.global.u64 [%rd14], %rd12;
	ret;
}
`

// TestUniformCvta: a run of uniformCvtaKernel holds a segment where some cvtas are computed once
// and others in the chunks, and every path computes the same memory (comparePaths).
func TestUniformCvta(t *testing.T) {
	src := hdr + uniformCvtaKernel
	mixed := false
	eachCompiledRun(t, src, func(run []inst, pc int, uni *uniformity) {
		once := uniformMembers(run, pc, uni)
		for i := 0; i < len(run); {
			j := i + 1
			if segmentKind(run[i].x[2]) && run[i].x[2] < firstAccessKind {
				j = segmentEnd(run, i)
			}
			first := hoisted(run[i:j], once[i:j])
			var hoistedCvta, chunkCvta bool
			for m := i; m < j; m++ {
				if k := run[m].x[2]; k == 14 || k == 15 {
					hoistedCvta = hoistedCvta || first[m-i]
					chunkCvta = chunkCvta || !first[m-i]
				}
			}
			mixed = mixed || hoistedCvta && chunkCvta
			i = j
		}
	})
	if compiledRuns && uniformValues && !mixed {
		t.Fatal("no segment with cvtas both computed once and in the chunks")
	}
	comparePaths(t, src)
}
