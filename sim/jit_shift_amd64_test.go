//go:build amd64 && linux

package sim

import (
	"fmt"
	"strings"
	"testing"
)

// TestConstantShifts compares every path on shl (b32, b64) and shr.u32 by constant counts, which
// compiled runs shift by an immediate (compileMember): counts inside the register, at and past
// its width, past 64 and with high bits set; each thread shifts a word it loads, so the lanes'
// values differ.
func TestConstantShifts(t *testing.T) {
	var body strings.Builder
	for i, n := range []uint32{0, 1, 2, 5, 31, 32, 33, 63, 64, 65, 200, 1<<31 + 3} {
		fmt.Fprintf(&body, "\tshl.b32 %%r10, %%r5, %d;\n\tshr.u32 %%r11, %%r5, %d;\n\tshl.b64 %%rd10, %%rd9, %d;\n", n, n, n)
		fmt.Fprintf(&body, "\txor.b32 %%r12, %%r12, %%r10;\n\tadd.s32 %%r12, %%r12, %%r11;\n\txor.b64 %%rd11, %%rd11, %%rd10;\n\tadd.s32 %%r12, %%r12, %d;\n", i)
	}
	src := hdr + `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .b32 %r<16>;
	.reg .b64 %rd<16>;
	ld.param.u64 %rd1, [in];
	ld.param.u64 %rd2, [out];
	cvta.to.global.u64 %rd3, %rd1;
	cvta.to.global.u64 %rd4, %rd2;
	mov.u32 %r1, %ctaid.x;
	mov.u32 %r2, %ntid.x;
	mov.u32 %r3, %tid.x;
	mad.lo.s32 %r4, %r1, %r2, %r3;
	mul.wide.s32 %rd5, %r4, 4;
	add.s64 %rd6, %rd3, %rd5;
	ld.global.u32 %r5, [%rd6];
	cvt.u64.u32 %rd9, %r5;
	shl.b64 %rd9, %rd9, 29;
	or.b64 %rd9, %rd9, 12345;
	mov.u32 %r12, 0;
	mov.u64 %rd11, 0;
` + body.String() + `	mul.wide.s32 %rd7, %r4, 12;
	add.s64 %rd8, %rd4, %rd7;
	st.global.u32 [%rd8], %r12;
	st.global.u32 [%rd8+4], %rd11;
	shr.u64 %rd12, %rd11, 32;
	st.global.u32 [%rd8+8], %rd12;
	ret;
}
`
	if accessMembers() && uniformValues {
		p, err := compileString(src)
		if err != nil {
			t.Fatal(err)
		}
		k, err := p.Kernel("k")
		if err != nil {
			t.Fatal(err)
		}
		consts := map[int32]bool{}
		for _, cv := range k.consts {
			consts[cv.slot] = true
		}
		n := 0
		for pc, in := range k.fast {
			if in.op != opRun || in.x[3] == 0 {
				continue
			}
			for _, m := range k.fast[pc : pc+int(in.x[1])] {
				if kind := m.x[2]; (kind == 9 || kind == 10) && consts[m.b] {
					n++
				}
			}
		}
		if n < 30 {
			t.Fatalf("%d shifts by a constant in compiled runs, want 30 or more", n)
		}
	}
	comparePaths(t, src)
}
