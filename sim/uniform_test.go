package sim

import (
	"bytes"
	"os"
	"slices"
	"strings"
	"testing"
)

func mustKernel(t *testing.T, src, name string) *Kernel {
	t.Helper()
	p, err := compileString(src)
	if err != nil {
		t.Fatal(err)
	}
	k, err := p.Kernel(name)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func countOp(code []inst, op opcode) int {
	n := 0
	for i := range code {
		if code[i].op == op || code[i].op == opRun && opcode(code[i].x[0]) == op { // a run's first member
			n++
		}
	}
	return n
}

// uniformSetps returns, for each s32/u32 setp of kernel name in src (by its PTX text, trimmed),
// whether the fast code compares it as warp-uniform (setpIntUniform).
func uniformSetps(t *testing.T, src, name string) map[string]bool {
	t.Helper()
	k := mustKernel(t, src, name)
	lines := strings.Split(src, "\n")
	got := map[string]bool{}
	for _, in := range k.fast {
		op := in.op
		if op == opRun {
			op = opcode(in.x[0]) // a run's first member (a run may start with its setp)
		}
		if op != opSetpInt && op != opSetpIntBra {
			continue
		}
		text := strings.TrimSpace(lines[in.line-1])
		got[text] = in.imm&setpIntUniform != 0
	}
	return got
}

// TestUniformBenchKernels: the analysis finds reduce's two compares of uniform values (the
// block size against 64, the stride against 63) and none of the compares of a thread's index;
// vecadd's bound check reads the thread's index; hash's and sgemm's loop compares are uniform.
// Vecadd, reduce and hash compute the global index with one mad.lo of uniform factors.
func TestUniformBenchKernels(t *testing.T) {
	src, err := os.ReadFile("testdata/bench/bench.ptx")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		kernel, setp string
		uniform      bool
	}{
		{"reduce", "setp.lt.u32 	%p2, %r1, 64;", true},
		{"reduce", "setp.gt.s32 	%p4, %r31, 63;", true},
		{"reduce", "setp.ge.s32 	%p1, %r4, %r9;", false},
		{"reduce", "setp.ge.s32 	%p3, %r3, %r31;", false},
		{"reduce", "setp.gt.s32 	%p5, %r3, 31;", false},
		{"reduce", "setp.ne.s32 	%p11, %r3, 0;", false},
		{"vecadd", "setp.ge.s32 	%p1, %r1, %r2;", false},
		{"hash", "setp.ne.s32 	%p3, %r232, 0;", true},    // the unrolled rounds' counter
		{"sgemm", "setp.lt.s32 	%p2, %r34, %r18;", true}, // the tile loop's
	} {
		got := uniformSetps(t, string(src), c.kernel)
		if k := mustKernel(t, string(src), c.kernel); c.kernel != "sgemm" && countOp(k.fast, opMadLoUni) != 1 {
			t.Errorf("%s: %d mad.lo of uniform factors, want 1 (%%ctaid * %%ntid + %%tid)", c.kernel, countOp(k.fast, opMadLoUni))
		}
		u, ok := got[c.setp]
		if !ok {
			t.Fatalf("%s: no decoded setp %q in %v", c.kernel, c.setp, got)
		}
		if u != c.uniform {
			t.Errorf("%s: %q uniform %v, want %v", c.kernel, c.setp, u, c.uniform)
		}
	}
}

// TestUniformDivergence: the divergence rule and definedness on small kernels. A slot written
// by some lanes only (inside a region a varying branch opens, or under a varying guard) is not
// uniform afterwards, nor one read before it is written on every path; a slot written under a
// uniform branch is. Each kernel's results are the same with the analysis and without it.
func TestUniformDivergence(t *testing.T) {
	const head = hdr + ".visible .entry k(.param .u64 out)\n{\n" +
		"\t.reg .pred %p<4>;\n\t.reg .b32 %r<8>;\n\t.reg .b64 %rd<4>;\n" +
		"\tld.param.u64 %rd0, [out];\n\tmov.u32 %r1, %tid.x;\n\tmov.u32 %r2, %ntid.x;\n" +
		"\tmul.wide.u32 %rd1, %r1, 4;\n\tadd.s64 %rd2, %rd0, %rd1;\n"
	const tail = "\tselp.u32 %r7, 1, 0, %p3;\n\tst.global.u32 [%rd2], %r7;\n\tret;\n}\n"
	for _, c := range []struct {
		name, body, setp string
		uniform          bool
	}{
		{"uniform before", "\tmov.u32 %r3, 5;\n\tadd.s32 %r3, %r3, %r2;\n",
			"setp.gt.s32 %p3, %r3, 40;", true},
		{"written in a divergent region", "\tmov.u32 %r3, 5;\n\tsetp.lt.u32 %p1, %r1, 7;\n\t@%p1 bra L1;\n" +
			"\tmov.u32 %r3, 50;\nL1:\n", "setp.gt.s32 %p3, %r3, 40;", false},
		{"written under a uniform branch", "\tmov.u32 %r3, 5;\n\tsetp.lt.u32 %p1, %r2, 7;\n\t@%p1 bra L1;\n" +
			"\tmov.u32 %r3, 50;\nL1:\n", "setp.gt.s32 %p3, %r3, 40;", true},
		{"under a varying guard", "\tmov.u32 %r3, 5;\n\tsetp.lt.u32 %p1, %r1, 7;\n\t@%p1 mov.u32 %r3, 50;\n",
			"setp.gt.s32 %p3, %r3, 40;", false},
		{"under a uniform guard", "\tmov.u32 %r3, 5;\n\tsetp.lt.u32 %p1, %r2, 7;\n\t@%p1 mov.u32 %r3, 50;\n",
			"setp.gt.s32 %p3, %r3, 40;", true},
		// (Two definitions: a slot's only definition by a constant or %ctaid moves to the
		// prologue, hot.go, which every path runs.)
		{"read before written", "\tsetp.lt.u32 %p1, %r2, 7;\n\t@%p1 bra L1;\n\tmov.u32 %r3, %ctaid.x;\n\tadd.s32 %r3, %r3, 1;\nL1:\n",
			"setp.gt.s32 %p3, %r3, 40;", false},
		{"a loop a varying number of times", "\tmov.u32 %r3, 0;\n\tmov.u32 %r4, 0;\nL1:\n\tadd.s32 %r4, %r4, 1;\n" +
			"\tadd.s32 %r3, %r3, 10;\n\tsetp.lt.u32 %p1, %r4, %r1;\n\t@%p1 bra L1;\n", "setp.gt.s32 %p3, %r3, 40;", false},
		{"a loop a uniform number of times", "\tmov.u32 %r3, 0;\n\tmov.u32 %r4, 0;\nL1:\n\tadd.s32 %r4, %r4, 1;\n" +
			"\tadd.s32 %r3, %r3, 10;\n\tsetp.lt.u32 %p1, %r4, 6;\n\t@%p1 bra L1;\n", "setp.gt.s32 %p3, %r3, 40;", true},
		{"the region left by a jump", "\tmov.u32 %r3, 5;\n\tsetp.lt.u32 %p1, %r1, 7;\n\t@%p1 bra L1;\n" +
			"\tbra L2;\nL1:\n\tmov.u32 %r3, %ctaid.x;\nL2:\n", "setp.gt.s32 %p3, %r3, 40;", false},
		{"after the region left by a jump", "\tmov.u32 %r3, 5;\n\tsetp.lt.u32 %p1, %r1, 7;\n\t@%p1 bra L1;\n" +
			"\tbra L2;\nL1:\n\tadd.s32 %r5, %r1, 1;\nL2:\n\tmov.u32 %r3, %ctaid.x;\n", "setp.gt.s32 %p3, %r3, 40;", true},
		{"a barrier in a divergent region", "\tmov.u32 %r3, 5;\n\tsetp.lt.u32 %p1, %r1, 7;\n\t@%p1 bra L1;\n" +
			"\tbar.sync 0;\nL1:\n\tmov.u32 %r3, 50;\n", "setp.gt.s32 %p3, %r3, 40;", false},
		// Thread 5 + %ctaid ends before %r3's definition, so in the warp's next CTA its lane
		// holds the value from before: the compare ahead of the definition differs by lane.
		{"read before written, a lane ended", "\tSETP\n\tmov.u32 %r4, %ctaid.x;\n\tadd.s32 %r4, %r4, 5;\n" +
			"\tsetp.eq.u32 %p2, %r1, %r4;\n\t@%p2 ret;\n" +
			"\tmov.u32 %r3, %ctaid.x;\n\tadd.s32 %r3, %r3, 41;\n", "setp.gt.s32 %p3, %r3, 40;", false},
		{"the CTA's index", "\tmov.u32 %r3, %ctaid.x;\n", "setp.gt.s32 %p3, %r3, 0;", true},
	} {
		src := head + c.body + "\t" + c.setp + "\n" + tail
		if strings.Contains(c.body, "SETP") {
			src = head + strings.Replace(c.body, "SETP", c.setp, 1) + tail
		}
		got := uniformSetps(t, src, "k")
		u, ok := got[c.setp]
		if !ok {
			t.Fatalf("%s: no decoded setp %q in %v\n%s", c.name, c.setp, got, src)
		}
		if u != c.uniform {
			t.Errorf("%s: %q uniform %v, want %v\n%s", c.name, c.setp, u, c.uniform, src)
		}
		var outs [2][]byte
		for i, on := range []bool{true, false} {
			outs[i] = runUniformKernel(t, src, on)
		}
		if !bytes.Equal(outs[0], outs[1]) {
			t.Errorf("%s: results differ with the analysis and without it: %x, %x", c.name, outs[0], outs[1])
		}
	}
}

// runUniformKernel runs k(out) of src on 2 CTAs of 48 threads (a partial warp), the analysis
// on or off, and returns out.
func runUniformKernel(t *testing.T, src string, on bool) []byte {
	t.Helper()
	saved := uniformValues
	uniformValues = on
	defer func() { uniformValues = saved }()
	k := mustKernel(t, src, "k")
	mem := newTestMem()
	out, _ := mem.Alloc(4 * 48)
	mem.Write(out, make([]byte, 4*48))
	params := make([]byte, k.ParamSize())
	copy(params[k.Params()[0].Offset:], le64(out))
	if err := Run(k, &Launch{Grid: [3]uint32{2, 1, 1}, Block: [3]uint32{48, 1, 1}, Params: params,
		Memory: mem, Workers: 1, InstructionBudget: 100000}); err != nil {
		t.Fatal(err)
	}
	got := make([]byte, 4*48)
	mem.Read(out, got)
	return got
}

// TestGuardedBrxFallsThrough: a guarded brx.idx's lanes whose guard is false go on at the next
// instruction (warp.brx), so the flow edges the liveness and uniformity analyses follow
// (edgesOf) include it beside the table's targets.
func TestGuardedBrxFallsThrough(t *testing.T) {
	src := `.version 7.8
.target sm_90
.address_size 64
.visible .entry k(.param .u64 p)
{
	.reg .b32 %r<4>;
	.reg .b64 %rd<2>;
	.reg .pred %p<2>;
	ts: .branchtargets A, B;
	ld.param.u64 %rd1, [p];
	mov.u32 %r0, %tid.x;
	and.b32 %r1, %r0, 1;
	setp.lt.u32 %p1, %r0, 16;
	mov.u32 %r2, 7;
	@%p1 brx.idx %r1, ts;
	add.u32 %r2, %r2, 1;
A:	add.u32 %r2, %r2, 2;
B:	st.global.u32 [%rd1], %r2;
	ret;
}`
	k := mustKernel(t, src, "k")
	found := false
	for pc := range k.code {
		if in := &k.code[pc]; in.op == opBrx && in.guard >= 0 {
			found = true
			e := edgesOf(k, k.code)
			if !slices.Contains(e.of(pc), int32(pc+1)) {
				t.Errorf("guarded brx at %d: successors %v, want %d among them", pc, e.of(pc), pc+1)
			}
		}
	}
	if !found {
		t.Fatal("no guarded brx in the lowered code")
	}
}
