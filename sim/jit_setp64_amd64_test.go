//go:build amd64 && linux

package sim

import (
	"testing"
)

// setp64Kernel compares 64-bit values in compiled runs (setp37): loaded ones, their neighbours
// (±1, the high word or the low word alone changed), the s64/u64 edges as immediates, a thread
// index widened and compared with bounds past 32 bits (setpTidLanes, which answers from the low
// words, takes no 64-bit setp; lanestride.go finds no 64-bit register of stride 1 today), a
// boolean combination (a plain setp, outside runs) and a loop whose back edge is a 64-bit setp
// (compileLoop); the predicates are stored through selp, so that every path's memory must agree.
const setp64Kernel = hdr + `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<8>;
	.reg .b32 %r<16>;
	.reg .b64 %rd<24>;
	ld.param.u64 %rd0, [in];
	ld.param.u64 %rd1, [out];
	mov.u32 %r1, %tid.x;
	cvta.to.global.u64 %rd2, %rd0;
	cvta.to.global.u64 %rd3, %rd1;
	mul.wide.u32 %rd4, %r1, 8;
	add.s64 %rd5, %rd2, %rd4;
	add.s64 %rd6, %rd3, %rd4;
	ld.global.u64 %rd7, [%rd5];
	ld.global.u64 %rd8, [%rd5+1024];
	and.b32 %r2, %r1, 7;
	cvt.u64.u32 %rd9, %r1;
	bar.sync 0;
	add.s64 %rd10, %rd7, 1;
	xor.b64 %rd11, %rd7, -4294967296;
	xor.b64 %rd12, %rd7, 4294967295;
	setp.eq.s64 %p1, %rd7, %rd8;
	selp.b32 %r3, 1, 0, %p1;
	setp.lt.s64 %p2, %rd7, %rd10;
	selp.b32 %r4, 2, 0, %p2;
	add.s32 %r3, %r3, %r4;
	setp.lo.u64 %p3, %rd7, %rd10;
	selp.b32 %r4, 4, 0, %p3;
	add.s32 %r3, %r3, %r4;
	setp.gt.s64 %p4|%p5, %rd11, %rd7;
	selp.b32 %r4, 8, 0, %p4;
	add.s32 %r3, %r3, %r4;
	selp.b32 %r4, 16, 0, %p5;
	add.s32 %r3, %r3, %r4;
	setp.hi.u64 %p1, %rd12, %rd7;
	selp.b32 %r4, 32, 0, %p1;
	add.s32 %r3, %r3, %r4;
	setp.ne.b64 %p2, %rd11, %rd12;
	selp.b32 %r4, 64, 0, %p2;
	add.s32 %r3, %r3, %r4;
	setp.ge.s64 %p3, %rd7, -9223372036854775808;
	selp.b32 %r4, 128, 0, %p3;
	add.s32 %r3, %r3, %r4;
	setp.le.s64 %p3, %rd8, 9223372036854775807;
	selp.b32 %r4, 256, 0, %p3;
	add.s32 %r3, %r3, %r4;
	setp.ls.u64 %p3, %rd8, -1;
	selp.b32 %r4, 512, 0, %p3;
	add.s32 %r3, %r3, %r4;
	setp.hs.u64 %p3, %rd7, 4294967296;
	selp.b32 %r4, 1024, 0, %p3;
	add.s32 %r3, %r3, %r4;
	setp.lt.u64 %p3, %rd9, 17;
	selp.b32 %r4, 2048, 0, %p3;
	add.s32 %r3, %r3, %r4;
	setp.hi.u64 %p3, %rd9, 4294967312;
	selp.b32 %r4, 8192, 0, %p3;
	add.s32 %r3, %r3, %r4;
	add.s64 %rd15, %rd9, -4294967296;
	setp.lt.s64 %p3, %rd15, 0;
	selp.b32 %r4, 16384, 0, %p3;
	add.s32 %r3, %r3, %r4;
	setp.eq.and.s64 %p3, %rd9, 5, %p2;
	selp.b32 %r4, 4096, 0, %p3;
	add.s32 %r3, %r3, %r4;
	mov.u64 %rd13, 0;
	cvt.u64.u32 %rd14, %r2;
Loop:
	add.s64 %rd8, %rd8, %rd7;
	xor.b64 %rd7, %rd7, %rd8;
	add.s64 %rd13, %rd13, 1;
	setp.lo.u64 %p6, %rd13, %rd14;
	@%p6 bra Loop;
	st.global.u64 [%rd6], %rd8;
	st.global.u32 [%rd6+512], %r3;
	ret;
}
`

// TestSetp64InCompiledRuns: 64-bit integer setps are members of compiled runs (setpInt64), a
// setp with a boolean combination is not, and every path computes the same memory.
func TestSetp64InCompiledRuns(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no AVX2")
	}
	if !compiledRuns {
		t.Skip("no compiled runs: CUDASIM_ENGINE=interpreted turns the compiler off")
	}
	p, err := compileString(setp64Kernel)
	if err != nil {
		t.Fatal(err)
	}
	k, err := p.Kernel("k")
	if err != nil {
		t.Fatal(err)
	}
	var members, combined int
	for pc, in := range k.fast {
		if in.op != opRun || in.x[3] == 0 {
			continue
		}
		for _, m := range k.fast[pc : pc+int(in.x[1])] {
			op := m.op
			if op == opRun {
				op = opcode(m.x[0])
			}
			switch {
			case (op == opSetpInt || op == opSetpIntBra) && m.imm&setpInt64 != 0:
				members++
			case op == opSetp:
				combined++
			}
		}
	}
	if members != 13 || combined != 0 {
		t.Errorf("compiled runs hold %d 64-bit setps and %d plain setps, want 13, 0", members, combined)
	}
	comparePaths(t, setp64Kernel)
}
