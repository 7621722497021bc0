package sim

import (
	"fmt"
	"strings"
	"testing"

	"cudasim/cu"
)

// wgmma forms the engine cannot run are refused at launch with 801 naming the form; the forms
// it runs compile without a refusal.
func TestWgmmaLowering(t *testing.T) {
	d4 := "{%f1, %f2, %f3, %f4}"
	for _, tc := range []struct{ instr, want string }{
		{"wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 " + d4 + ", %rd1, %rd2, p, 1, 1, 0, 0;", ""},
		{"wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 " + d4 + ", {%r1, %r2, %r3, %r4}, %rd2, 1, -1, 1, 1;", ""},
		{"wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 " + d4 + ", %rd1, %rd2, 0, 1, 1;", ""},
		{"wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e5m2 " + d4 + ", %rd1, %rd2, p, 1, -1;", ""},
		{"wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.u8.satfinite {%r1, %r2, %r3, %r4}, %rd1, %rd2, p;", ""},
		{"wgmma.mma_async.sync.aligned.m64n8k256.s32.b1.b1.and.popc {%r1, %r2, %r3, %r4}, %rd1, %rd2, p;", ""},
		{"wgmma.fence.sync.aligned;", ""},
		{"wgmma.commit_group.sync.aligned;", ""},
		{"wgmma.wait_group.sync.aligned 1;", ""},
		{"wgmma.mma_async.sync.aligned.m64n12k16.f32.f16.f16 " + d4 + ", %rd1, %rd2, p, 1, 1, 0, 0;", "shape"},
		{"wgmma.mma_async.sync.aligned.m64n40k32.s32.s8.s8 " + d4 + ", %rd1, %rd2, p;", "shape"},
		{"wgmma.mma_async.sync.aligned.m64n8k16.f16.bf16.bf16 {%r1, %r2}, %rd1, %rd2, p, 1, 1, 0, 0;", "types"},
		{"wgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 " + d4 + ", %rd1, %rd2, p, 1, 1, 0, 0;", "register count"},
		{"wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.f16.f16 " + d4 + ", %rd1, %rd2, %r1, 0, p, 1, 1, 0, 0;", ""},
		{"wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.bf16.bf16 " + d4 + ", {%r1, %r2, %r3, %r4}, %rd2, %r5, 1, p, 1, -1, 1;", ""},
		{"wgmma.mma_async.sp.sync.aligned.m64n8k16.f32.tf32.tf32 " + d4 + ", %rd1, %rd2, %r5, 1, 1, 1, 1;", ""},
		{"wgmma.mma_async.sp.sync.aligned.m64n8k64.f32.e5m2.e4m3 " + d4 + ", %rd1, %rd2, %r5, 0, p, -1, 1;", ""},
		{"wgmma.mma_async.sp.sync.aligned.m64n8k64.s32.u8.s8.satfinite {%r1, %r2, %r3, %r4}, {%r1, %r2, %r3, %r4}, %rd2, %r5, 0, p;", ""},
		{"wgmma.mma_async.sp.sync.aligned.m64n8k64.f32.e4m3.e4m3 " + d4 + ", %rd1, %rd2, %r5, 1, p, 1, 1;", "selector 1"},
		{"wgmma.mma_async.sp.sync.aligned.m64n8k16.f32.f16.f16 " + d4 + ", %rd1, %rd2, %r1, 0, p, 1, 1, 0, 0;", "shape"},
		{"wgmma.mma_async.sp.sync.aligned.m64n8k512.s32.b1.b1.and.popc {%r1, %r2, %r3, %r4}, %rd1, %rd2, %r5, 0, p;", ".b1"},
		{"mma.sp.sync.aligned.m16n8k32.row.col.s32.s8.u8.s32 {%r1, %r2, %r3, %r4}, {%r1, %r2}, {%r3, %r4}, {%r1, %r2, %r3, %r4}, %r5, 0x1;", ""},
		{"mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.satfinite.s32.u4.s4.s32 {%r1, %r2, %r3, %r4}, {%r1, %r2}, {%r3, %r4}, {%r1, %r2, %r3, %r4}, %r5, 0x0;", ""},
		{"mma.sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 " + d4 + ", {%r1, %r2}, {%r3, %r4}, " + d4 + ", %r5, 0x0;", ""},
		{"mma.sp::ordered_metadata.sync.aligned.m16n8k16.row.col.f32.tf32.tf32.f32 " + d4 + ", {%r1, %r2, %r3, %r4}, {%r3, %r4, %r5, %r6}, " + d4 + ", %r5, 0x1;", ""},
		{"mma.sp.sync.aligned.m16n8k64.row.col.f32.e5m2.e5m2.f32 " + d4 + ", {%r1, %r2, %r3, %r4}, {%r3, %r4, %r5, %r6}, " + d4 + ", %r5, 0x0;", ""},
		// the H200 does not load it (ptxas, sm_90: testdata/reference/wgmma/h200/sp_fp8_f16.txt)
		{"mma.sp.sync.aligned.m16n8k64.row.col.f16.e4m3.e4m3.f16 {%r1, %r2}, {%r1, %r2, %r3, %r4}, {%r3, %r4, %r5, %r6}, {%r1, %r2}, %r5, 0x0;", "fp8 inputs and an .f16 accumulator"},
		{"mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.f16.e5m2.e4m3.f16 {%r1, %r2}, {%r1, %r2, %r3, %r4}, {%r3, %r4, %r5, %r6}, {%r1, %r2}, %r5, 0x0;", "fp8 inputs and an .f16 accumulator"},
		{"mma.sp.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%r1, %r2, %r3, %r4}, {%r1, %r2}, {%r3, %r4}, {%r1, %r2, %r3, %r4}, %r5, 0x2;", "selector"},
		{"mma.sp.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 " + d4 + ", {%r1}, {%r3}, " + d4 + ", %r5, 0x0;", "shape"},
	} {
		src := hdr + fmt.Sprintf(`.visible .entry k() { .reg .b32 %%r<9>; .reg .f32 %%f<9>; .reg .b64 %%rd<3>; .reg .pred p;
	%s
	ret; }`, tc.instr)
		prog := compileSrc(t, []byte(src))
		k, err := prog.Kernel("k")
		if err != nil {
			t.Fatal(err)
		}
		got := k.Unsupported()
		switch {
		case tc.want == "" && got != nil:
			t.Errorf("%s: refused: %v", tc.instr, got)
		case tc.want != "" && (got == nil || cu.Code(got) != cu.ErrorNotSupported || !strings.Contains(got.Error(), tc.want)):
			t.Errorf("%s: %v, want 801 mentioning %q", tc.instr, got, tc.want)
		}
	}
}
