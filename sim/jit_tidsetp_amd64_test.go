//go:build amd64 && linux

package sim

import (
	"fmt"
	"strings"
	"testing"
)

// tidSetpKernel compares x = %tid.x + C (lanes x0 + l where the block's x extent is a multiple
// of 32) with a warp-uniform u = C + delta + 13 * %ctaid.x, in every s32/u32 comparison with x
// on either side, and stores the 24 results of each (C, delta) as one word per thread. The C
// put lane 31 of some warps past the signed or the unsigned type's largest value (the compiled
// setp's general compare), or exactly at it; the deltas put u before, inside and after each
// warp's 32 lanes. (Each thread's words are its own: 2-D blocks too.)
func tidSetpKernel() string {
	cs := []uint32{0, 0x7fffffe0 - 64, 0x7fffffc1, 0xffffffe0 - 64, 0xfffffff0, 0x80000000 - 16}
	deltas := []int32{-40, -1, 5, 33, 64 + 31}
	var b strings.Builder
	b.WriteString(hdr + `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<2>;
	.reg .b32 %r<12>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd2, %rd1;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mov.u32 %r10, %tid.y;
	mov.u32 %r11, %ntid.y;
	mad.lo.s32 %r4, %r10, %r3, %r1;
	mul.lo.s32 %r11, %r11, %r3;
	mad.lo.s32 %r4, %r2, %r11, %r4;
	mul.wide.u32 %rd3, %r4, 128;
	add.s64 %rd4, %rd2, %rd3;
	mul.lo.s32 %r5, %r2, 13;
`)
	word := 0
	for _, c := range cs {
		for _, d := range deltas {
			fmt.Fprintf(&b, "\tadd.s32 %%r6, %%r1, %d;\n", int32(c))
			fmt.Fprintf(&b, "\tadd.s32 %%r7, %%r5, %d;\n", int32(c)+d)
			b.WriteString("\tmov.u32 %r8, 0;\n")
			bit := 0
			for _, ty := range []string{"s32", "u32"} {
				for _, op := range []string{"eq", "ne", "lt", "le", "gt", "ge"} {
					for _, xa := range []bool{true, false} {
						l, r := "%r6", "%r7"
						if !xa {
							l, r = r, l
						}
						fmt.Fprintf(&b, "\tsetp.%s.%s %%p1, %s, %s;\n", op, ty, l, r)
						fmt.Fprintf(&b, "\tselp.b32 %%r9, %d, 0, %%p1;\n", uint32(1)<<bit)
						b.WriteString("\tor.b32 %r8, %r8, %r9;\n")
						bit++
					}
				}
			}
			fmt.Fprintf(&b, "\tst.global.u32 [%%rd4+%d], %%r8;\n", 4*word)
			word++
		}
	}
	b.WriteString("\tret;\n}\n")
	if word > 32 {
		panic("tidSetpKernel: more words than a thread's 128 bytes")
	}
	return b.String()
}

// TestTidSetps: the setps of tidSetpKernel are compiled as setps of consecutive lanes
// (runTidSetps marks them), and every path computes the same results (comparePaths, whose
// launch has 96 threads a block: consecutive lanes; and with 16 x 6, where they are not).
func TestTidSetps(t *testing.T) {
	src := tidSetpKernel()
	marked := 0
	eachCompiledRun(t, src, func(run []inst, pc int, uni *uniformity) {
		if uni == nil {
			return
		}
		p, _ := compileString(src)
		k, _ := p.Kernel("k")
		uni.strides = analyseLaneStrides(k, k.fast, uni)
		for _, side := range runTidSetps(run, pc, uni) {
			if side != 0 {
				marked++
			}
		}
	})
	if compiledRuns && uniformValues && marked < 30*24 {
		t.Fatalf("%d setps of consecutive lanes against uniform values in compiled runs, want %d", marked, 30*24)
	}
	comparePaths(t, src)
	comparePathsBlock(t, src, [3]uint32{16, 6, 1}) // the general compares
}
