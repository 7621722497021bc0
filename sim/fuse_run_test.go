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

// TestRunStartsAtPairedAccess: the loop of the wmma bf16 header kernels (k_w_bf16_rr), shrunk.
// The add before the loop's head and the load that starts the body are a pair (opAddMem); the
// body, load first, is a run. The pair's case makes the instruction after the add as the access
// it was planned as, so where that instruction became an opRun it made the run as a global store
// instead (the kernels' tile read back as zeros). The add must run alone there, and each pair's
// second instruction must still be its access.
func TestRunStartsAtPairedAccess(t *testing.T) {
	src := hdr + `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<2>;
	.reg .b32 %r<12>;
	.reg .b64 %rd<8>;
	.shared .align 4 .b8 sh[512];
	ld.param.u64 %rd0, [in];
	ld.param.u64 %rd4, [out];
	cvta.to.global.u64 %rd1, %rd0;
	cvta.to.global.u64 %rd5, %rd4;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mad.lo.s32 %r4, %r2, %r3, %r1;
	mul.wide.u32 %rd2, %r4, 4;
	mov.u32 %r9, sh;
	and.b32 %r5, %r1, 31;
	shl.b32 %r5, %r5, 2;
	add.s32 %r9, %r9, %r5;
	ld.global.u32 %r6, [%rd1];
	st.shared.u32 [%r9], %r6;
	st.shared.u32 [%r9+128], %r4;
	bar.sync 0;
	mov.u32 %r7, 0;
	add.s64 %rd6, %rd5, %rd2;
LOOP:
	ld.shared.u32 %r8, [%r9];
	st.global.u32 [%rd6], %r8;
	add.s32 %r9, %r9, 128;
	add.s64 %rd6, %rd6, 1152;
	add.s32 %r7, %r7, 1;
	setp.lt.s32 %p1, %r7, 2;
	@%p1 bra LOOP;
	ret;
}
`
	p, err := compileString(src)
	if err != nil {
		t.Fatal(err)
	}
	k, err := p.Kernel("k")
	if err != nil {
		t.Fatal(err)
	}
	accessFirst := false
	for pc, in := range k.fast {
		if in.op == opRun && runKinds[in.x[0]] >= firstAccessKind {
			accessFirst = true
		}
		if in.op == opAddMem {
			switch k.fast[pc+1].op {
			case opLdGlobal32, opStGlobal32, opLdShared32, opStShared32:
			default:
				t.Errorf("pc %d: an add+access pair whose second instruction is %s", pc, opInfo[k.fast[pc+1].op].name)
			}
		}
	}
	if accessMembers() && !accessFirst {
		t.Error("the loop's body, load first, is no run")
	}
	comparePaths(t, src)
}
