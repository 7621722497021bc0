package sim

import (
	"fmt"
	"testing"
)

// Instructions in the forms CCCL's headers make nvcc emit (libcuda/testdata/cudart/cccl found
// them refused).

// TestBmsk runs bmsk.clamp/.wrap.b32 on the PTX ISA's example (bmsk.wrap.b32 d, 1, 2 is
// 0x00000006) and on the edges its semantics name (a position of 32 or more, a width of 0 or of
// 32 or more, a mask reaching past bit 31); testdata/conformance/breadth/cccl_bmsk.case holds
// the H200's results for every position and width below 64 and random ones.
func TestBmsk(t *testing.T) {
	cases := []struct {
		a, b        uint32
		clamp, wrap uint32
	}{
		{1, 2, 0x6, 0x6},
		{0, 32, 0xffffffff, 0},          // clamp: the width reaches bit 31; wrap: width 0
		{4, 0, 0, 0},                    // width 0
		{28, 8, 0xf0000000, 0xf0000000}, // past bit 31: cut there
		{32, 4, 0, 0xf},                 // clamp: position 32 gives 0; wrap: position 0
		{33, 40, 0, 0x1fe},              // wrap: position 1, width 8
		{0xffffffff, 1, 0, 0x80000000},
	}
	var in []uint32
	for _, c := range cases {
		in = append(in, c.a, c.b)
	}
	body := "mul.wide.u32 %rd6, %r0, 8; add.s64 %rd7, %rd2, %rd6; add.s64 %rd8, %rd1, %rd6;\n" +
		"ld.global.u32 %r1, [%rd7]; ld.global.u32 %r2, [%rd7+4];\n" +
		"bmsk.clamp.b32 %r3, %r1, %r2; bmsk.wrap.b32 %r4, %r1, %r2;\n" +
		"st.global.u32 [%rd8], %r3; st.global.u32 [%rd8+4], %r4;"
	out := runOut(t, body, uint32(len(cases)), 2*len(cases), in...)
	for i, c := range cases {
		if out[2*i] != c.clamp || out[2*i+1] != c.wrap {
			t.Errorf("bmsk a=%#x b=%#x: clamp %#x wrap %#x, want %#x %#x", c.a, c.b, out[2*i], out[2*i+1], c.clamp, c.wrap)
		}
	}
}

// TestElectSinkPair runs elect.sync _|p (CUB 3's form: only the predicate wanted) in a warp
// where every fourth lane takes part: the lowest of them is elected.
func TestElectSinkPair(t *testing.T) {
	body := "and.b32 %r1, %r0, 3; setp.ne.u32 %p1, %r1, 0; @%p1 bra DONE;\n" +
		"mov.u32 %r2, 0x11111111;\n" +
		"{ .reg .pred P_OUT; elect.sync _|P_OUT, %r2; selp.b32 %r3, 1, 0, P_OUT; }\n" +
		"st.global.u32 [%rd4], %r3;\nDONE:"
	out := runOut(t, body, 32, 32)
	for l, v := range out {
		want := uint32(0)
		if l == 0 {
			want = 1
		}
		if l%4 != 0 {
			continue
		}
		if v != want {
			t.Errorf("lane %d: elected %d, want %d", l, v, want)
		}
	}
}

// TestPredLogicImmediate runs and/or/xor.pred with an immediate operand, as
// nvcc writes "not" (xor.pred %p, %q, -1: cuda-samples cdpAdvancedQuicksort),
// in either position and with the predicate negated, on a false and a true
// predicate (threads 0 and 1).
func TestPredLogicImmediate(t *testing.T) {
	type tc struct {
		op       string
		imm      int64
		immFirst bool
		not      bool
	}
	var cases []tc
	for _, op := range []string{"and", "or", "xor"} {
		for _, imm := range []int64{0, 1, -1} {
			for _, first := range []bool{false, true} {
				for _, not := range []bool{false, true} {
					cases = append(cases, tc{op, imm, first, not})
				}
			}
		}
	}
	body := "and.b32 %r1, %r0, 1; setp.ne.u32 %p1, %r1, 0; mul.wide.u32 %rd6, %r0, 4; add.s64 %rd7, %rd1, %rd6;\n"
	for i, c := range cases {
		a := "%p1"
		if c.not {
			a = "!%p1"
		}
		x, y := a, fmt.Sprint(c.imm)
		if c.immFirst {
			x, y = y, x
		}
		body += fmt.Sprintf("%s.pred %%p2, %s, %s; selp.b32 %%r2, 1, 0, %%p2; st.global.u32 [%%rd7+%d], %%r2;\n", c.op, x, y, 8*i)
	}
	out := runOut(t, body, 2, 2*len(cases))
	for i, c := range cases {
		for tid := 0; tid < 2; tid++ {
			a, k := tid == 1, c.imm != 0
			if c.not {
				a = !a
			}
			want := map[string]bool{"and": a && k, "or": a || k, "xor": a != k}[c.op]
			if got := out[2*i+tid] == 1; got != want {
				t.Errorf("%+v, p=%v: got %v, want %v", c, tid == 1, got, want)
			}
		}
	}
}
