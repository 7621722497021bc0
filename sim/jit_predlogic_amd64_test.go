//go:build amd64 && linux

package sim

import (
	"fmt"
	"strings"
	"testing"
)

// predKernel combines two 64-bit setps of each thread (its hashed index's sign, and a bit of
// its high word: lanes that differ across the warp) with OP, then selects and branches on the
// result: every instruction from the hash on is a member of compiled runs (predLogicKind), the
// op first in its run where BEFORE is a bar.sync.
const predKernel = `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<8>;
	.reg .b32 %r<16>;
	.reg .b64 %rd<16>;
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd2, %rd1;
	mov.u32 %r1, %tid.x;
	cvt.u64.u32 %rd3, %r1;
	mul.lo.u64 %rd4, %rd3, -7046029254386353131;
	setp.lt.s64 %p1, %rd4, 0;
	and.b64 %rd5, %rd4, 4294967296;
	setp.ne.s64 %p2, %rd5, 0;
	setp.eq.s64 %p3, %rd3, 1000;
BEFORE
	OP;
	selp.u64 %rd6, 1, 0, %p3;
	add.s64 %rd7, %rd6, %rd3;
	mul.wide.u32 %rd8, %r1, 8;
	add.s64 %rd9, %rd2, %rd8;
	@%p3 bra SKIP;
	add.s64 %rd7, %rd7, 100;
SKIP:
	st.global.u64 [%rd9], %rd7;
	ret;
}
`

// TestCompiledPredLogic compares every path on and.pred, or.pred, xor.pred with each operand
// negated or not, and not.pred, in compiled runs, first in their run or not, with whole and
// partial warps, and where the result is also a source.
func TestCompiledPredLogic(t *testing.T) {
	var ops []string
	for _, op := range []string{"and", "or", "xor"} {
		for _, neg := range [][2]string{{"", ""}, {"!", ""}, {"", "!"}, {"!", "!"}} {
			ops = append(ops, fmt.Sprintf("%s.pred %%p3, %s%%p1, %s%%p2", op, neg[0], neg[1]))
		}
		ops = append(ops, fmt.Sprintf("%s.pred %%p3, %%p3, !%%p1", op))
	}
	ops = append(ops, "not.pred %p3, %p1", "not.pred %p3, %p3")
	for _, op := range ops {
		for _, before := range []string{"", "bar.sync 0;"} {
			t.Run(fmt.Sprintf("%s %q", op, before), func(t *testing.T) {
				src := hdr + strings.NewReplacer("OP", op, "BEFORE", before).Replace(predKernel)
				if compiledRuns {
					n := 0
					eachCompiledRun(t, src, func(run []inst, pc int, uni *uniformity) {
						for _, in := range run {
							if in.x[2] == predLogicKind {
								n++
							}
						}
					})
					if n == 0 {
						t.Fatal("no pred op is a member of a compiled run")
					}
				}
				comparePaths(t, src)
				comparePathsBlock(t, src, [3]uint32{80, 1, 1}) // warp 2 partial: runFirst
			})
		}
	}
}

// laneidKernel reads %laneid in a run, first in it where BEFORE is a bar.sync, and stores it,
// sums of it and a shared word indexed by it (CUB's warp-striped accesses).
const laneidKernel = `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .b32 %r<16>;
	.reg .b64 %rd<16>;
	.shared .align 4 .b8 s[512];
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd2, %rd1;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, s;
	mul.lo.u32 %r3, %r1, 7;
BEFORE
	mov.u32 %r4, %laneid;
	add.s32 %r5, %r4, %r3;
	shl.b32 %r6, %r4, 2;
	add.s32 %r7, %r2, %r6;
	st.shared.u32 [%r7], %r5;
	ld.shared.u32 %r8, [%r7];
	mov.u32 %r9, %laneid;
	mad.lo.s32 %r10, %r9, 1000, %r8;
	mul.wide.u32 %rd8, %r1, 4;
	add.s64 %rd9, %rd2, %rd8;
	st.global.u32 [%rd9], %r10;
	ret;
}
`

// TestCompiledLaneid compares every path on %laneid read in compiled runs (laneidKind), first
// in its run or not, with whole and partial warps.
func TestCompiledLaneid(t *testing.T) {
	for _, before := range []string{"", "bar.sync 0;"} {
		t.Run(fmt.Sprintf("%q", before), func(t *testing.T) {
			src := hdr + strings.NewReplacer("BEFORE", before).Replace(laneidKernel)
			if compiledRuns {
				n := 0
				eachCompiledRun(t, src, func(run []inst, pc int, uni *uniformity) {
					for _, in := range run {
						if in.x[2] == laneidKind {
							n++
						}
					}
				})
				if n != 2 {
					t.Fatalf("%d reads of %%laneid are members of compiled runs, want 2", n)
				}
			}
			comparePaths(t, src)
			comparePathsBlock(t, src, [3]uint32{80, 1, 1}) // warp 2 partial: runFirst
		})
	}
}
