//go:build amd64 && linux

package sim

import (
	"bytes"
	"strings"
	"testing"
)

// tidKernel stores to shared memory at s + 4*%tid.x (%r4), as reduce does, after VARIANT may
// have changed %r4 in some lanes or left it undefined in CTA 0, then copies the shared words
// out by linear thread index. The stores start a compiled run after a barrier, which shares no
// check of their lanes (%r4 is not computed in it: strideSource).
const tidKernel = `.visible .entry k(.param .u64 out)
{
	.reg .pred %p<4>;
	.reg .b32 %r<24>;
	.reg .b64 %rd<8>;
	.shared .align 4 .b8 s[2048];
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd1, %rd1;
	mov.u32 %r1, %tid.x;
	mov.u32 %r7, %tid.y;
	mov.u32 %r8, %ntid.x;
	mov.u32 %r9, %ctaid.x;
	mov.u32 %r3, s;
	mad.lo.u32 %r13, %r7, %r8, %r1;
	shl.b32 %r14, %r13, 2;
	add.u32 %r15, %r3, %r14;
	mov.u32 %r20, 0;
	st.shared.u32 [%r15], %r20;
	st.shared.u32 [%r15+1024], %r20;
	bar.sync 0;
	shl.b32 %r2, %r1, 2;
VARIANT
	bar.sync 0;
	st.shared.u32 [%r4], %r13;
	add.u32 %r10, %r13, 7;
	add.u32 %r11, %r10, %r1;
	xor.b32 %r12, %r11, %r10;
	st.shared.u32 [%r4+1024], %r12;
	bar.sync 0;
	ld.shared.u32 %r16, [%r15];
	ld.shared.u32 %r17, [%r15+1024];
	mov.u32 %r18, %ntid.y;
	mul.lo.u32 %r18, %r18, %r8;
	mad.lo.u32 %r19, %r9, %r18, %r13;
	mul.wide.u32 %rd2, %r19, 8;
	add.s64 %rd3, %rd1, %rd2;
	st.global.u32 [%rd3], %r16;
	st.global.u32 [%rd3+4], %r17;
	ret;
}`

// TestTidLanes runs tidKernel on the fast engine (compiled runs) and the portable one and
// requires the same memory: blocks of 96 x 1 (each warp's %tid.x consecutive: the stores'
// lanes are taken as consecutive without a test where analyseLaneStrides proves %r4 is
// s + 4*%tid.x) and 48 x 2 (a warp holds two rows: they are not, and jitMem.tidLanes is 0).
// The variants change %r4 by a guarded add, inside a divergent region, make it of %tid.y or
// descending, or define it (or its source) in every CTA but the first: each leaves %r4
// unproven, which the run must not take as consecutive. Reduce's five shared accesses
// (tools/bench) are proven, its tree's second load from a register its run defines (where
// runs hold accesses: not under the race detector).
func TestTidLanes(t *testing.T) {
	saved := enginePortable
	defer setEnginePortable(saved)
	variants := []struct {
		name, src string
		proven    bool
	}{
		{"plain", "\tadd.u32 %r4, %r3, %r2;", true},
		{"guarded", "\tadd.u32 %r4, %r3, %r2;\n\tsetp.lt.u32 %p1, %r1, 7;\n\t@%p1 add.u32 %r4, %r4, 64;", false},
		{"divergent", "\tadd.u32 %r4, %r3, %r2;\n\tsetp.lt.u32 %p1, %r1, 7;\n\t@%p1 bra Skip;\n\tadd.u32 %r4, %r4, 64;\nSkip:", false},
		{"undefined in CTA 0", "\tsetp.eq.u32 %p2, %r9, 0;\n\t@%p2 bra Skip2;\n\tadd.u32 %r4, %r3, %r2;\nSkip2:", false},
		{"%tid.y", "\tmov.u32 %r21, %tid.y;\n\tshl.b32 %r22, %r21, 2;\n\tadd.u32 %r4, %r3, %r22;", false},
		{"descending", "\tsub.u32 %r4, %r3, %r2;\n\tadd.u32 %r4, %r4, 512;", false},
		{"a source undefined in CTA 0", "\tsetp.eq.u32 %p2, %r9, 0;\n\t@%p2 bra Skip3;\n\tadd.u32 %r5, %r2, 0;\nSkip3:\n\tadd.u32 %r4, %r3, %r5;", false},
	}
	if haveLaneVector && accessMembers() {
		p, err := compileString(string(mustReadFile(t, "testdata/bench/bench.ptx")))
		if err != nil {
			t.Fatal(err)
		}
		k, _ := p.Kernel("reduce")
		if got := tidAccesses(k, opLdShared32) + tidAccesses(k, opStShared32); got != 5 {
			t.Errorf("reduce: %d shared accesses proven consecutive, want 5", got)
		}
	}
	for _, v := range variants {
		src := ".version 8.0\n.target sm_90\n.address_size 64\n" + strings.Replace(tidKernel, "VARIANT", v.src, 1)
		for _, block := range [][3]uint32{{96, 1, 1}, {48, 2, 1}} {
			var outs [2][]byte
			for i := range outs {
				setEnginePortable(i == 1)
				p, err := compileString(src)
				if err != nil {
					t.Fatalf("%s: %v", v.name, err)
				}
				k, err := p.Kernel("k")
				if err != nil {
					t.Fatal(err)
				}
				if i == 0 && haveLaneVector && accessMembers() {
					if got := tidAccesses(k, opStShared32) == 2; got != v.proven {
						t.Fatalf("%s: the stores proven consecutive: %v, want %v", v.name, got, v.proven)
					}
				}
				mem := newTestMem()
				const n = 3 * 96 * 8
				out, _ := mem.Alloc(n)
				mem.Write(out, make([]byte, n))
				err = Run(k, &Launch{Grid: [3]uint32{3, 1, 1}, Block: block, Params: le64(out), Memory: mem, Workers: 1})
				if err != nil {
					t.Fatalf("%s, block %v: %v", v.name, block, err)
				}
				outs[i] = make([]byte, n)
				mem.Read(out, outs[i])
			}
			if !bytes.Equal(outs[0], outs[1]) {
				j := 0
				for outs[0][j] == outs[1][j] {
					j++
				}
				t.Errorf("%s, block %v: memory differs first at byte %d: fast %#x, portable %#x", v.name, block, j, outs[0][j], outs[1][j])
			}
		}
	}
}

// tidAccesses counts k's accesses of op that its compiled runs take as consecutive from the
// lane strides (runTidAccesses).
func tidAccesses(k *Kernel, op opcode) int {
	base := k.code
	if k.hot != nil {
		base = k.hot
	}
	uni := k.analyseUniform(base)
	if uni == nil || k.fast == nil {
		return 0
	}
	uni.strides = analyseLaneStrides(k, k.fast, uni)
	proven := 0
	for pc := range k.fast {
		if k.fast[pc].op != opRun {
			continue
		}
		n := int(k.fast[pc].x[1])
		tid := runTidAccesses(k.fast[pc:pc+n], pc, uni)
		for i := range tid {
			if in := &k.fast[pc+i]; tid[i] && baseOp(in) == op {
				proven++
			}
		}
	}
	return proven
}
