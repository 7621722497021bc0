package sim

import (
	"encoding/binary"
	"strings"
	"testing"
)

// stackPTX is a kernel whose lanes alloca per-lane sizes, fill the bytes, call a function that
// allocas too (its allocation must not overlap the caller's, and goes away at its return),
// then take and give back stack space in a loop with stacksave/stackrestore, as nvcc does for
// a variable-length array in a loop. out[lane*4..] = sum of the first buffer after the call,
// the callee's sum, the loop's total, the stack pointer after the loop minus before it.
const stackPTX = hdr + `
.func (.param .b32 r) fill(.param .b32 n, .param .b32 seed)
{
	.reg .b32 %r<10>; .reg .b64 %rd<10>; .reg .pred %p<3>;
	ld.param.b32 %r1, [n]; ld.param.b32 %r2, [seed];
	cvt.u64.u32 %rd1, %r1; shl.b64 %rd1, %rd1, 2;
	alloca.u64 %rd2, %rd1, 16;
	mov.u32 %r3, 0; mov.u32 %r5, 0;
L1:	setp.ge.u32 %p1, %r3, %r1; @%p1 bra L2;
	mul.wide.u32 %rd3, %r3, 4; add.s64 %rd4, %rd2, %rd3;
	mad.lo.s32 %r4, %r3, 7, %r2; st.local.u32 [%rd4], %r4;
	add.s32 %r3, %r3, 1; bra L1;
L2:	mov.u32 %r3, 0;
L3:	setp.ge.u32 %p1, %r3, %r1; @%p1 bra L4;
	mul.wide.u32 %rd3, %r3, 4; add.s64 %rd4, %rd2, %rd3;
	ld.local.u32 %r4, [%rd4]; add.s32 %r5, %r5, %r4;
	add.s32 %r3, %r3, 1; bra L3;
L4:	st.param.b32 [r], %r5;
	ret;
}
.visible .entry k(.param .u64 out, .param .u64 in)
{
	.reg .b32 %r<20>; .reg .b64 %rd<20>; .reg .pred %p<3>;
	ld.param.u64 %rd1, [out];
	mov.u32 %r0, %tid.x;
	// n = lane % 7 + 1 words, each lane*100 + i
	rem.u32 %r1, %r0, 7; add.u32 %r1, %r1, 1;
	cvt.u64.u32 %rd2, %r1; shl.b64 %rd2, %rd2, 2;
	alloca.u64 %rd3, %rd2;
	mov.u32 %r2, 0;
A1:	setp.ge.u32 %p1, %r2, %r1; @%p1 bra A2;
	mul.wide.u32 %rd4, %r2, 4; add.s64 %rd5, %rd3, %rd4;
	mad.lo.s32 %r3, %r0, 100, %r2; st.local.u32 [%rd5], %r3;
	add.s32 %r2, %r2, 1; bra A1;
A2:	add.u32 %r4, %r0, 3;
	{ .param .b32 pn; .param .b32 ps; .param .b32 rv;
	  st.param.b32 [pn], %r4; st.param.b32 [ps], %r0;
	  call (rv), fill, (pn, ps);
	  ld.param.b32 %r5, [rv]; }
	mov.u32 %r2, 0; mov.u32 %r6, 0;
A3:	setp.ge.u32 %p1, %r2, %r1; @%p1 bra A4;
	mul.wide.u32 %rd4, %r2, 4; add.s64 %rd5, %rd3, %rd4;
	ld.local.u32 %r3, [%rd5]; add.s32 %r6, %r6, %r3;
	add.s32 %r2, %r2, 1; bra A3;
A4:	stacksave.u64 %rd6;
	mov.u32 %r7, 1; mov.u32 %r8, 0;
B1:	setp.gt.u32 %p1, %r7, 5; @%p1 bra B2;
	stacksave.u64 %rd7;
	add.u32 %r9, %r7, %r0; cvt.u64.u32 %rd8, %r9; shl.b64 %rd8, %rd8, 3;
	alloca.u64 %rd9, %rd8, 8;
	st.local.u32 [%rd9], %r7; ld.local.u32 %r10, [%rd9]; add.s32 %r8, %r8, %r10;
	stackrestore.u64 %rd7;
	add.u32 %r7, %r7, 1; bra B1;
B2:	stacksave.u64 %rd10; sub.s64 %rd11, %rd10, %rd6; cvt.u32.u64 %r11, %rd11;
	mul.wide.u32 %rd12, %r0, 16; add.s64 %rd13, %rd1, %rd12;
	st.global.v4.u32 [%rd13], {%r6, %r5, %r8, %r11};
	ret;
}`

func TestAllocaStack(t *testing.T) {
	outs, errs := runBothPaths(t, stackPTX, nil, 32*16)
	for path := range outs {
		if errs[path] != "" {
			t.Fatalf("path %d: %s", path, errs[path])
		}
		for lane := 0; lane < 32; lane++ {
			w := outs[path][lane*16:]
			n := lane%7 + 1
			sum, fill, loop := 0, 0, 0
			for i := 0; i < n; i++ {
				sum += lane*100 + i
			}
			for i := 0; i < lane+3; i++ {
				fill += i*7 + lane
			}
			for r := 1; r <= 5; r++ {
				loop += r
			}
			got := [4]uint32{binary.LittleEndian.Uint32(w), binary.LittleEndian.Uint32(w[4:]), binary.LittleEndian.Uint32(w[8:]), binary.LittleEndian.Uint32(w[12:])}
			if want := [4]uint32{uint32(sum), uint32(fill), uint32(loop), 0}; got != want {
				t.Errorf("path %d lane %d: got %v, want %v", path, lane, got, want)
			}
		}
	}
}

// An alloca past the stack limit faults as a call past it does: an illegal address.
func TestAllocaOverflow(t *testing.T) {
	src := hdr + `.visible .entry k(.param .u64 out, .param .u64 in) {
	.reg .b64 %rd<5>;
	mov.u64 %rd1, 67108864;
	alloca.u64 %rd2, %rd1;
	st.local.u32 [%rd2], 1;
	ret; }`
	_, errs := runBothPaths(t, src, nil, 16)
	for path, e := range errs {
		if !strings.Contains(e, "stack overflow") || !strings.Contains(e, "CUDA_ERROR_ILLEGAL_ADDRESS") {
			t.Errorf("path %d: %q, want a stack overflow (illegal address)", path, e)
		}
	}
}
