//go:build amd64 && linux

package sim

import (
	"strings"
	"testing"
)

// edgeKernel stores each thread's index to a 512-byte shared array at 4*%tid.x plus an offset
// (ADDR picks how), loads it back and stores it to out: with the offset 128, warp 2 (threads
// 64-95) writes the array's last 128 bytes; with 132, its lane 31 is 4 bytes past the end
// (the launch faults on every path).
const edgeKernel = `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .b32 %r<16>;
	.reg .b64 %rd<8>;
	.shared .align 4 .b8 s[512];
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd2, %rd1;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, s;
	shl.b32 %r3, %r1, 2;
ADDR
	st.shared.u32 [%r5+IMM], %r1;
	ld.shared.u32 %r6, [%r5+IMM];
	mul.wide.u32 %rd3, %r1, 4;
	add.s64 %rd4, %rd2, %rd3;
	st.global.u32 [%rd4], %r6;
	ret;
}
`

// TestSharedAccessEdge compares every path on compiled shared accesses whose 32 words end at the
// shared array's end or 4 bytes past it: lane 0's offset tested against the size less 128
// (compileAccess's inside), with the offset in the address register or the access's immediate,
// the lanes proven consecutive (4*%tid.x) or tested (an index masked with 127).
func TestSharedAccessEdge(t *testing.T) {
	for _, off := range []string{"128", "132"} {
		for _, form := range []struct{ name, addr, imm string }{
			{"register", "\tadd.s32 %r4, %r2, %r3;\n\tadd.s32 %r5, %r4, " + off + ";", "0"},
			{"immediate", "\tadd.s32 %r5, %r2, %r3;", off},
			{"tested", "\tand.b32 %r7, %r1, 127;\n\tshl.b32 %r8, %r7, 2;\n\tadd.s32 %r4, %r2, %r8;\n\tadd.s32 %r5, %r4, " + off + ";", "0"},
		} {
			t.Run(form.name+" "+off, func(t *testing.T) {
				src := hdr + strings.NewReplacer("ADDR", form.addr, "IMM", form.imm).Replace(edgeKernel)
				if accessMembers() {
					n := 0
					eachCompiledRun(t, src, func(run []inst, pc int, uni *uniformity) {
						for _, in := range run {
							if k := in.x[2]; k == int32(runKinds[opStShared32]) || k == int32(runKinds[opLdShared32]) {
								n++
							}
						}
					})
					if n == 0 {
						t.Fatal("no shared access is a member of a compiled run")
					}
				}
				comparePaths(t, src)
			})
		}
	}
}
