//go:build amd64 && linux

package sim

import (
	"strings"
	"testing"
)

// strideKernel is a vecadd-like kernel k(in, out) for comparePaths (3 CTAs of 96 threads): loads
// and stores at a kernel parameter (or 3072 past it) plus %rd5, gid*4 (mul.wide of the global
// index); SPREAD may change the index lane by lane first, MIDDLE may rewrite %rd5 between the
// accesses, OFF is the second load's offset. Every access is to in: compiled accesses use the
// span the interpreter's last access at the same pc&(pcSpanSlots-1) used (memFull32Warp), so accesses to two
// allocations whose pcs share a slot would leave the run to the interpreter.
const strideKernel = `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<3>;
	.reg .b32 %r<16>;
	.reg .b64 %rd<16>;
	ld.param.u64 %rd1, [in];
	cvta.to.global.u64 %rd3, %rd1;
	add.s64 %rd4, %rd3, 3072;
	mov.u32 %r1, %ctaid.x;
	mov.u32 %r2, %ntid.x;
	mov.u32 %r3, %tid.x;
	mad.lo.s32 %r4, %r1, %r2, %r3;
SPREAD
	mul.wide.s32 %rd5, %r4, 4;
	add.s64 %rd6, %rd3, %rd5;
	add.s64 %rd7, %rd4, %rd5;
	ld.global.u32 %r5, [%rd6];
	ld.global.u32 %r6, [%rd6+OFF];
	add.s32 %r7, %r5, %r6;
	st.global.u32 [%rd7], %r7;
MIDDLE
	add.s64 %rd9, %rd4, %rd5;
	add.s64 %rd10, %rd3, %rd5;
	ld.global.u32 %r8, [%rd10+4];
	xor.b32 %r8, %r8, %r5;
	st.global.u32 [%rd9+1152], %r8;
	ret;
}
`

// TestSharedStrideCheck compares every path on accesses that share one check of their lanes
// (strideChecks): lanes consecutive and inside; a second load past the end of in for the last
// CTA's lanes (the interpreter faults); lanes 7 and 8 at one address (consecutive at lanes 0, 1
// and 31: only the whole check refuses them); the shared register rewritten between accesses,
// to stride 8 (its flag must be cleared); and a loop whose iterations make it consecutive, then
// not (the flag must be cleared at each iteration).
func TestSharedStrideCheck(t *testing.T) {
	spread := "\tand.b32 %r11, %r3, 31;\n\tsetp.eq.u32 %p2, %r11, 7;\n\tselp.u32 %r12, 1, 0, %p2;\n\tadd.s32 %r4, %r4, %r12;"
	cases := []struct {
		name, spread, middle, off string
		shared                    bool // a run of the kernel shares a check
	}{
		{"consecutive", "", "", "1024", true},
		{"past the end", "", "", "7100", true},
		{"two lanes at one address", spread, "", "1024", true},
		{"rewritten", "", "\tshl.b64 %rd5, %rd5, 1;", "1024", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := hdr + strings.NewReplacer("SPREAD", c.spread, "MIDDLE", c.middle, "OFF", c.off).Replace(strideKernel)
			if accessMembers() && uniformValues && sharesCheck(t, src) != c.shared {
				t.Fatalf("a run shares a check: %v, want %v", !c.shared, c.shared)
			}
			comparePaths(t, src)
		})
	}
	t.Run("loop", func(t *testing.T) {
		src := hdr + `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<3>;
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
	and.b32 %r11, %r3, 1;
	shl.b32 %r11, %r11, 2;
	mul.wide.s32 %rd5, %r4, 4;
	mov.u32 %r9, 0;
	mov.u32 %r7, 0;
LOOP:
	mul.wide.u32 %rd8, %r9, %r11;
	add.s64 %rd5, %rd5, %rd8;
	add.s64 %rd6, %rd3, %rd5;
	ld.global.u32 %r5, [%rd6];
	add.s64 %rd10, %rd3, %rd5;
	ld.global.u32 %r6, [%rd10+512];
	add.s32 %r7, %r7, %r5;
	xor.b32 %r7, %r7, %r6;
	add.s32 %r9, %r9, 1;
	setp.lt.s32 %p1, %r9, 4;
	@%p1 bra LOOP;
	mul.wide.s32 %rd12, %r4, 4;
	add.s64 %rd7, %rd4, %rd12;
	st.global.u32 [%rd7], %r7;
	ret;
}
`
		if accessMembers() && uniformValues && !sharesCheck(t, src) {
			t.Fatal("the loop's body shares no check")
		}
		comparePaths(t, src)
	})
}

// sharesCheck reports whether a run of src's kernel k has accesses that share one check.
func sharesCheck(t *testing.T, src string) bool {
	t.Helper()
	shares := false
	eachCompiledRun(t, src, func(run []inst, pc int, uni *uniformity) {
		if sc := newStrideChecks(run, pc, uni); sc.slot[0] >= 0 {
			shares = true
		}
	})
	return shares
}

// eachCompiledRun calls f with each compiled run of src's kernel k, its pc and the kernel's
// uniformity analysis with its lane strides (as compileRuns had them).
func eachCompiledRun(t *testing.T, src string, f func(run []inst, pc int, uni *uniformity)) {
	t.Helper()
	p, err := compileString(src)
	if err != nil {
		t.Fatal(err)
	}
	k, err := p.Kernel("k")
	if err != nil {
		t.Fatal(err)
	}
	base := k.code
	if k.hot != nil {
		base = k.hot
	}
	uni := k.analyseUniform(base)
	uni.strides = analyseLaneStrides(k, k.fast, uni) // as compileRuns made them
	for pc, in := range k.fast {
		if in.op == opRun && in.x[3] != 0 {
			f(k.fast[pc:pc+int(in.x[1])], pc, uni)
		}
	}
}

// TestStraightRuns compares every path on vecadd's shape, whose warm warps straight runs
// (cta.slice calls straight): the bound check's branch in the run, taken by no lane (a quiet
// branch: no thread-instructions), by some (the interpreter diverges) and by all (the run
// leaves at the target, the ret), then the ret that ends the warp.
func TestStraightRuns(t *testing.T) {
	for _, bound := range []string{"288", "200", "0"} {
		t.Run("n="+bound, func(t *testing.T) {
			src := hdr + strings.ReplaceAll(`.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<2>;
	.reg .b32 %r<8>;
	.reg .b64 %rd<12>;
	ld.param.u64 %rd1, [in];
	ld.param.u64 %rd2, [out];
	mov.u32 %r3, %ctaid.x;
	mov.u32 %r4, %ntid.x;
	mov.u32 %r5, %tid.x;
	mad.lo.s32 %r1, %r3, %r4, %r5;
	setp.ge.s32 %p1, %r1, BOUND;
	@%p1 bra $L__BB0_2;
	cvta.to.global.u64 %rd4, %rd1;
	mul.wide.s32 %rd5, %r1, 4;
	add.s64 %rd6, %rd4, %rd5;
	cvta.to.global.u64 %rd7, %rd2;
	add.s64 %rd8, %rd7, %rd5;
	ld.global.u32 %r6, [%rd6];
	ld.global.u32 %r7, [%rd6+1024];
	add.s32 %r6, %r6, %r7;
	st.global.u32 [%rd8], %r6;
$L__BB0_2:
	ret;
}
`, "BOUND", bound)
			p, err := compileString(src)
			if err != nil {
				t.Fatal(err)
			}
			k, err := p.Kernel("k")
			if err != nil {
				t.Fatal(err)
			}
			if accessMembers() && k.hot != nil && (k.straightAt == nil || !k.straightAt[k.hotSkip+k.hotCTA]) {
				t.Error("a warm warp does not start at a run straight may take")
			}
			comparePaths(t, src)
		})
	}
}
