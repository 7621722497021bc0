package sim

import (
	"fmt"
	"strings"
	"testing"
)

// TestRunSliceBoundary runs a loop whose body is a run of seven vector ALU instructions (an
// opRun, fuse.go) long enough that each warp's time slices (sliceLen warp-instructions) end
// inside it and its instruction budget (comparePaths': 100,000) runs out there: the run must
// then run its first instruction alone and leave the rest to the next turn, with the same
// results, instruction counts and budget fault (its pc) as the engine without superinstructions
// and the portable engine. The padding before the loop moves where the slices end. (A run
// that ignores the slice's room fails it.)
func TestRunSliceBoundary(t *testing.T) {
	for pad := range 10 {
		var b strings.Builder
		b.WriteString(hdr)
		b.WriteString(`.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<2>;
	.reg .b32 %r<12>;
	.reg .b64 %rd<6>;
	ld.param.u64 %rd0, [out];
	cvta.to.global.u64 %rd1, %rd0;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mad.lo.s32 %r4, %r2, %r3, %r1;
	mov.u32 %r5, 0;
	mov.u32 %r6, %r4;
	mov.u32 %r10, 7;
`)
		for i := range pad {
			fmt.Fprintf(&b, "\tsetp.eq.u32 %%p0, %%r4, %d;\n", i) // not a run member: only moves the slices' ends
		}
		b.WriteString(`LOOP:
	add.s32 %r6, %r6, %r4;
	xor.b32 %r6, %r6, %r5;
	shl.b32 %r8, %r6, 3;
	shr.u32 %r9, %r6, %r10;
	or.b32 %r6, %r8, %r9;
	mul.lo.s32 %r6, %r6, 1664525;
	add.s32 %r5, %r5, 1;
	setp.lt.u32 %p1, %r5, 20000;
	@%p1 bra LOOP;
	mul.wide.u32 %rd2, %r4, 4;
	add.s64 %rd3, %rd1, %rd2;
	st.global.u32 [%rd3], %r6;
	ret;
}
`)
		src := b.String()
		p, err := compileString(src)
		if err != nil {
			t.Fatal(err)
		}
		k, err := p.Kernel("k")
		if err != nil {
			t.Fatal(err)
		}
		runs := 0
		for _, in := range k.fast {
			if in.op == opRun {
				runs++
			}
		}
		if runs == 0 {
			t.Fatalf("pad %d: the loop's body is no run", pad)
		}
		comparePaths(t, src)
	}
}
