//go:build amd64 && linux

package sim

import "testing"

// deadStoreKernel's compiled runs compute temporaries that only the next member reads (their
// stores are left out), next to the three kinds of read that one thread's path does not show:
//   - %r30 is read at the kernel's start, before its definition: a CTA reads what the warp's
//     previous CTA left there, so its store must stay though nothing after it in the CTA reads it;
//   - %r16 is computed by every lane, then overwritten by lanes 0-15 before their shfl reads it
//     in lanes 16-31, which never read it themselves: dead on every path, but the shfl reads it;
//   - %r20 is overwritten by a guarded mov, which does not kill it: the lanes whose guard is
//     false read the run's value after it.
//
// and a loop whose temporaries are rewritten at every iteration (%r14, %r15).
const deadStoreKernel = `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<4>;
	.reg .b32 %r<40>;
	.reg .b64 %rd<16>;
	ld.param.u64 %rd1, [in];
	ld.param.u64 %rd2, [out];
	cvta.to.global.u64 %rd3, %rd1;
	cvta.to.global.u64 %rd4, %rd2;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	add.s32 %r31, %r30, %r1;
	mad.lo.s32 %r4, %r2, %r3, %r1;
	mul.wide.u32 %rd5, %r4, 4;
	add.s64 %rd6, %rd3, %rd5;
	ld.global.u32 %r5, [%rd6];
	mul.lo.s32 %r6, %r5, 3;
	xor.b32 %r7, %r6, %r1;
	add.s32 %r8, %r7, 11;
	shl.b32 %r9, %r8, 2;
	sub.s32 %r10, %r9, %r5;
	mov.u32 %r30, %r10;
	xor.b32 %r11, %r30, %r31;
	add.s32 %r20, %r5, 7;
	mul.lo.s32 %r21, %r20, 2;
	setp.lt.u32 %p3, %r1, 40;
	@%p3 mov.u32 %r20, 5;
	add.s32 %r11, %r11, %r20;
	add.s32 %r11, %r11, %r21;
	mov.u32 %r12, 0;
	mov.u32 %r13, %r11;
LOOP:
	add.s32 %r14, %r13, %r12;
	shr.u32 %r15, %r14, 1;
	xor.b32 %r13, %r15, %r14;
	add.s32 %r12, %r12, 1;
	setp.lt.u32 %p1, %r12, 3;
	@%p1 bra LOOP;
	mul.lo.s32 %r16, %r13, 5;
	and.b32 %r17, %r1, 31;
	setp.ge.u32 %p2, %r17, 16;
	@%p2 bra HIGH;
	add.s32 %r16, %r17, 1000;
	add.s32 %r18, %r17, 16;
	shfl.sync.idx.b32 %r19, %r16, %r18, 31, 0xffff;
	add.s32 %r13, %r13, %r19;
HIGH:
	add.s64 %rd7, %rd4, %rd5;
	st.global.u32 [%rd7], %r13;
	ret;
}
`

// TestDeadStores: deadStoreKernel's segments leave stores out, and every path computes the
// same memory, with consecutive warps and with 16 x 6 blocks (comparePaths: three CTAs, one
// worker, so that each warp runs a CTA after another). It fails where the shfl's source is not
// kept live, where a thread's end does not read what a CTA's start reads, or where a guarded
// definition kills.
func TestDeadStores(t *testing.T) {
	src := hdr + deadStoreKernel
	p, err := compileString(src)
	if err != nil {
		t.Fatal(err)
	}
	k, err := p.Kernel("k")
	if err != nil {
		t.Fatal(err)
	}
	if compiledRuns && haveLaneVector && (k.jit == nil || k.jit.deadStores == 0) {
		t.Fatalf("no store left out of the compiled runs (jit %v)", k.jit != nil)
	}
	comparePaths(t, src)
	comparePathsBlock(t, src, [3]uint32{16, 6, 1})
}

// TestLivenessReduce: in the benchmark's reduce, the shuffle tail's movs of shfl results are dead
// after their add (each is read once), the shfl's sources live everywhere, and the prologue's
// results that a warm CTA reads live at the kernel's end (the warp's next CTA skips the prologue).
func TestLivenessReduce(t *testing.T) {
	p := compileFile(t, "testdata/bench/bench.ptx")
	k, err := p.Kernel("reduce")
	if err != nil {
		t.Fatal(err)
	}
	base := k.code
	if k.hot != nil {
		base = k.hot
	}
	l := k.analyseLiveness(base)
	if l == nil {
		t.Fatal("no liveness for reduce")
	}
	n := len(base)
	var shflSrc, dead int
	for pc := range base {
		in := &base[pc]
		switch {
		case in.op == opShfl:
			shflSrc++
			for q := 0; q <= n; q++ {
				if !l.liveBefore(q, in.a) {
					t.Fatalf("shfl at %d: its source %d dead at %d", pc, in.a, q)
				}
			}
		case in.op == opAddF32 && pc > 0 && base[pc-1].op == opMov && base[pc-1].d == in.b:
			if l.liveBefore(pc+1, in.b) {
				t.Errorf("add.f32 at %d: %d (a mov of a shfl's result) live after it", pc, in.b)
			}
			dead++
		}
	}
	// What a warm CTA reads of the prologue's results (it starts after the prologues).
	warm, carried := int(k.hotSkip+k.hotCTA), 0
	for pc := 0; pc < int(k.hotSkip); pc++ {
		if d := base[pc].d; l.liveBefore(warm, d) {
			carried++
			if !l.liveBefore(n, d) {
				t.Errorf("prologue's %d (pc %d) live at %d, dead at the end", d, pc, warm)
			}
		}
	}
	if shflSrc != 5 || dead != 5 || carried == 0 {
		t.Fatalf("%d shfls, %d movs of their results, %d prologue results read after it: want 5, 5 and some", shflSrc, dead, carried)
	}
}
