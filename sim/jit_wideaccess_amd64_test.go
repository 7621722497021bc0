//go:build amd64 && linux

package sim

import (
	"fmt"
	"testing"
)

// wideAccessKernel loads and stores through in + 4*mul.wide(%tid.x + c') - 4*mul.wide(c'), with
// c' = c + %ctaid.x: in's words 0..95 where the sum does not wrap (each block adds %tid.x to
// them, and stores what it loaded to out's words 0..95): addresses compileAccess proves
// consecutive from lane 0 of %tid.x + c' alone (wideAccess). Where lane 31 of a warp wraps, its
// address is far outside in and every path faults there. (c' depends on %ctaid.x, which keeps
// the sum out of the warp's hoisted prologue and in the access's run, and lets a warp access
// in whole in block 0, as the compiled access needs, before it wraps in block 1.)
func wideAccessKernel(ty string, c uint32) string {
	return hdr + fmt.Sprintf(`.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .b32 %%r<8>;
	.reg .b64 %%rd<12>;
	ld.param.u64 %%rd1, [in];
	ld.param.u64 %%rd7, [out];
	cvta.to.global.u64 %%rd2, %%rd1;
	cvta.to.global.u64 %%rd8, %%rd7;
	mov.u32 %%r1, %%tid.x;
	mul.wide.u32 %%rd11, %%r1, 4;
	add.s64 %%rd10, %%rd8, %%rd11;
	mov.u32 %%r2, %%ctaid.x;
	add.s32 %%r5, %%r2, %d;
	add.s32 %%r3, %%r1, %%r5;
	mul.wide.%s %%rd3, %%r3, 4;
	mul.wide.%s %%rd4, %%r5, 4;
	sub.s64 %%rd5, %%rd2, %%rd4;
	add.s64 %%rd6, %%rd5, %%rd3;
	ld.global.u32 %%r6, [%%rd6];
	add.s32 %%r7, %%r6, %%r1;
	st.global.u32 [%%rd6], %%r7;
	st.global.u32 [%%rd10], %%r6;
	ret;
}
`, int32(c), ty, ty)
}

// TestWideAccesses: the load and store through %rd6 are marked (runWideAccesses; the last
// store's mul.wide is scheduled before the run), and every path computes the same memory and
// faults (comparePaths: 96 threads a block, consecutive lanes), with c putting lane 31 of warp
// 2 at the type's largest value in block 0 and one past it in block 1.
func TestWideAccesses(t *testing.T) {
	for _, tc := range []struct {
		ty string
		c  uint32
	}{
		{"s32", 0}, {"s32", 0x7fffffe0 - 64}, {"s32", 0xfffffff0},
		{"u32", 0}, {"u32", 0xffffffe0 - 64},
	} {
		src := wideAccessKernel(tc.ty, tc.c)
		marked := 0
		eachCompiledRun(t, src, func(run []inst, pc int, uni *uniformity) {
			p, _ := compileString(src)
			k, _ := p.Kernel("k")
			uni.strides = analyseLaneStrides(k, k.fast, uni)
			for _, w := range runWideAccesses(run, pc, uni) {
				if w.r >= 0 {
					marked++
				}
			}
		})
		if accessMembers() && uniformValues && marked != 2 {
			t.Fatalf("%s %#x: %d accesses through mul.wide of consecutive lanes, want 2", tc.ty, tc.c, marked)
		}
		comparePaths(t, src)
		comparePathsBlock(t, src, [3]uint32{16, 6, 1}) // lanes not taken as consecutive
	}
}
