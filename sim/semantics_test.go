package sim

import (
	"encoding/binary"
	"math"
	"testing"

	"cudasim/cu"
	"cudasim/sim/fp"

	"github.com/google/go-cmp/cmp"
)

// runOut compiles a one-kernel module k(.param .u64 out, .param .u64 in), runs it on one CTA of
// threads threads with in holding inWords, and returns the first n words of out.
func runOut(t *testing.T, body string, threads uint32, n int, inWords ...uint32) []uint32 {
	t.Helper()
	return runOutDecl(t, "", body, threads, n, inWords...)
}

// runOutDecl is runOut with module-scope declarations before the kernel.
func runOutDecl(t *testing.T, decl, body string, threads uint32, n int, inWords ...uint32) []uint32 {
	t.Helper()
	w, err := launchOutDecl(t, decl, body, threads, n, inWords...)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// launchOutDecl is runOutDecl that returns the launch's error instead of failing on it.
func launchOutDecl(t *testing.T, decl, body string, threads uint32, n int, inWords ...uint32) ([]uint32, error) {
	t.Helper()
	src := hdr + decl + "\n.visible .entry k(.param .u64 out, .param .u64 in) {\n" +
		".reg .b32 %r<40>; .reg .b64 %rd<20>; .reg .f32 %f<20>; .reg .f64 %fd<10>; .reg .pred %p<10>; .reg .b16 %rs<10>;\n" +
		"ld.param.u64 %rd1, [out]; ld.param.u64 %rd2, [in]; mov.u32 %r0, %tid.x; mul.wide.u32 %rd3, %r0, 4; add.s64 %rd4, %rd1, %rd3; add.s64 %rd5, %rd2, %rd3;\n" +
		body + "\nret; }"
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
	if err != nil {
		t.Fatal(err)
	}
	out, _ := tg.Alloc(4*max(n, int(threads)) + 64)
	in := make([]uint32, max(len(inWords), int(threads)))
	copy(in, inWords)
	pin, _ := tg.Alloc(4 * len(in))
	tg.Write(pin, le32(in...))
	f, _ := mod.Function("k")
	if err := f.Launch([3]uint32{1, 1, 1}, [3]uint32{threads, 1, 1}, 0, [][]byte{le64(out), le64(pin)}, nil); err != nil {
		return nil, err
	}
	b := make([]byte, 4*n)
	tg.Read(out, b)
	w := make([]uint32, n)
	for i := range w {
		w[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
	return w, nil
}

// ptxas fuses a lone mul+add into one fma (docs/ptx-notes.md §1, measured on the H200 with
// x = 1+2^-12, c = -(1+2^-11): fused gives 2^-24, unfused 0).
func TestContraction(t *testing.T) {
	x := math.Float32bits(1 + 0x1p-12)
	c := math.Float32bits(-(1 + 0x1p-11))
	fused, unfused := math.Float32bits(0x1p-24), uint32(0)
	load := "ld.global.f32 %f1, [%rd2]; ld.global.f32 %f2, [%rd2+4];\n"
	tests := []struct {
		name string
		body string
		want uint32
	}{
		{"mul add", "mul.f32 %f3, %f1, %f1; add.f32 %f4, %f3, %f2;", fused},
		{"mul add swapped", "mul.f32 %f3, %f1, %f1; add.f32 %f4, %f2, %f3;", fused},
		{"ftz", "mul.ftz.f32 %f3, %f1, %f1; add.ftz.f32 %f4, %f3, %f2;", fused},
		{"through neg and sub", "mul.f32 %f3, %f1, %f1; neg.f32 %f5, %f2; sub.f32 %f4, %f3, %f5;", fused},
		{"through mov", "mul.f32 %f3, %f1, %f1; mov.f32 %f5, %f3; add.f32 %f4, %f5, %f2;", fused},
		{"add.rn", "mul.f32 %f3, %f1, %f1; add.rn.f32 %f4, %f3, %f2;", unfused},
		{"mul.rn", "mul.rn.f32 %f3, %f1, %f1; add.f32 %f4, %f3, %f2;", unfused},
		{"also used by mov", "mul.f32 %f3, %f1, %f1; add.f32 %f4, %f3, %f2; mov.f32 %f6, %f3; st.global.f32 [%rd1+4], %f6;", unfused},
		{"other block", "mul.f32 %f3, %f1, %f1; setp.eq.f32 %p1, %f1, 0f00000000; @%p1 bra L; st.global.f32 [%rd1+4], %f1; L: add.f32 %f4, %f3, %f2;", unfused},
		// testdata/reference/fma41 (rb188, rb203, rb226; rb261, rb280...): a guarded branch
		// that skips nothing, or only unused code, does not split the block
		{"guarded branch to the next instruction", "mul.f32 %f3, %f1, %f1; setp.eq.f32 %p1, %f1, 0f00000000; @%p1 bra L; L: add.f32 %f4, %f3, %f2;", fused},
		{"guarded branch around unused code", "mul.f32 %f3, %f1, %f1; setp.eq.f32 %p1, %f1, 0f00000000; @%p1 bra L; mul.rn.f32 %f7, %f2, %f2; L: add.f32 %f4, %f3, %f2;", fused},
		// testdata/reference/fma26 (block_uni): ptxas drops a branch to the next instruction
		{"branch to the next instruction", "mul.f32 %f3, %f1, %f1; bra.uni L; L: add.f32 %f4, %f3, %f2;", fused},
		// fma26 (use_add_neg, use_mov_two): every use an add, through neg or mov
		{"used by add and neg", "mul.f32 %f3, %f1, %f1; add.f32 %f4, %f3, %f2; neg.f32 %f5, %f3; add.f32 %f6, %f5, %f2; st.global.f32 [%rd1+4], %f6;", fused},
		// fma26 (split_*): a square root between them puts the two in different blocks
		{"sqrt.rn between", "mul.f32 %f3, %f1, %f1; sqrt.rn.f32 %f7, %f1; add.f32 %f4, %f3, %f2; st.global.f32 [%rd1+4], %f7;", unfused},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := runOut(t, load+tc.body+"\nst.global.f32 [%rd1], %f4;", 1, 1, x, c)
			if got[0] != tc.want {
				t.Errorf("got %#x, want %#x", got[0], tc.want)
			}
		})
	}
}

// Measured on the H200 (docs/ptx-notes.md §6): in `if (lane & 1) ballot(mask 0xaaaaaaaa, pred) else
// activemask()`, with lane 3's predicate false, the ballot is 0xaaaaaaa2 and activemask 0x55555555.
func TestDivergentCollectives(t *testing.T) {
	body := `and.b32 %r1, %r0, 1; setp.eq.u32 %p1, %r1, 0; @%p1 bra EVEN;
	setp.ne.u32 %p2, %r0, 3; vote.sync.ballot.b32 %r2, %p2, -1431655766; bra.uni J;
EVEN: activemask.b32 %r2;
J: st.global.u32 [%rd4], %r2;`
	got := runOut(t, body, 32, 32)
	for l, v := range got {
		want := uint32(0x55555555)
		if l&1 == 1 {
			want = 0xaaaaaaa2
		}
		if v != want {
			t.Fatalf("lane %d: %#x, want %#x", l, v, want)
		}
	}
}

// shfl.sync results measured on the H200 (PTX ISA 9.2 §9.7.9.6; docs/ptx-notes.md §7).
func TestShfl(t *testing.T) {
	vals := make([]uint32, 32)
	for i := range vals {
		vals[i] = 100 + uint32(i)
	}
	run := func(instr string) (v, p []uint32) {
		body := "ld.global.u32 %r1, [%rd5];\n" + instr + "\nselp.u32 %r3, 1, 0, %p1; st.global.u32 [%rd4], %r2; st.global.u32 [%rd4+128], %r3;"
		all := runOut(t, body, 32, 64, vals...)
		return all[:32], all[32:]
	}
	// .idx with b = lane+40 takes lane+8 (mod 32), p = 1.
	v, p := run("add.u32 %r5, %r0, 40; shfl.sync.idx.b32 %r2|%p1, %r1, %r5, 31, -1;")
	for l := 0; l < 32; l++ {
		if v[l] != 100+uint32((l+8)%32) || p[l] != 1 {
			t.Fatalf("idx lane %d: %d %d", l, v[l], p[l])
		}
	}
	// .up by 1 with c = 0: lane 0 keeps its value with p = 0.
	v, p = run("shfl.sync.up.b32 %r2|%p1, %r1, 1, 0, -1;")
	if v[0] != 100 || p[0] != 0 || v[5] != 104 || p[5] != 1 {
		t.Errorf("up: lane0 %d/%d lane5 %d/%d", v[0], p[0], v[5], p[5])
	}
	// .idx 3 with c = 0x101f (width 16): lanes 0-15 get lane 3, lanes 16-31 lane 19.
	v, _ = run("shfl.sync.idx.b32 %r2|%p1, %r1, 3, 4127, -1;")
	for l := 0; l < 32; l++ {
		want := uint32(103)
		if l >= 16 {
			want = 119
		}
		if v[l] != want {
			t.Fatalf("idx width 16 lane %d: %d, want %d", l, v[l], want)
		}
	}
	// .down by lane: lanes >= 16 keep their own value with p = 0.
	v, p = run("shfl.sync.down.b32 %r2|%p1, %r1, %r0, 31, -1;")
	if v[20] != 120 || p[20] != 0 || v[3] != 106 || p[3] != 1 {
		t.Errorf("down: lane20 %d/%d lane3 %d/%d", v[20], p[20], v[3], p[3])
	}
}

// Integer edge cases measured on the H200 (docs/ptx-notes.md §3).
func TestIntegerEdges(t *testing.T) {
	tests := []struct {
		instr string
		a, b  uint32
		want  uint32
	}{
		{"div.u32", 7, 0, 0xffffffff},
		{"div.s32", 0xfffffff9, 0, 0xffffffff},
		{"rem.u32", 7, 0, 0xffffffff},
		{"rem.s32", 0xfffffff9, 0, 0xffffffff},
		{"div.s32", 0x80000000, 0xffffffff, 0x80000000},
		{"rem.s32", 0x80000000, 0xffffffff, 0},
		{"shl.b32", 1, 33, 0},
		{"shr.u32", 0x80000000, 32, 0},
		{"shr.s32", 0x80000001, 40, 0xffffffff},
		{"shr.s32", 0x80000001, 0xffffffff, 0xffffffff},
	}
	for _, tc := range tests {
		body := "ld.global.u32 %r1, [%rd2]; ld.global.u32 %r2, [%rd2+4]; " + tc.instr + " %r3, %r1, %r2; st.global.u32 [%rd1], %r3;"
		if got := runOut(t, body, 1, 1, tc.a, tc.b)[0]; got != tc.want {
			t.Errorf("%s %#x, %#x = %#x, want %#x", tc.instr, tc.a, tc.b, got, tc.want)
		}
	}
	// shf.l.wrap takes the amount mod 32; bfe/bfind edges.
	unary := []struct {
		body string
		want uint32
	}{
		{"mov.u32 %r4, 0x80000000; shf.l.wrap.b32 %r3, %r4, %r2, 33;", 1},
		{"bfind.u32 %r3, 0;", 0xffffffff},
		{"clz.b32 %r3, 0;", 32},
		{"bfe.u32 %r3, %r1, 40, 8;", 0},
		{"mov.u32 %r4, 0x80000001; bfe.s32 %r3, %r4, 100, 8;", 0xffffffff},
		{"bfe.u32 %r3, %r1, 0, 0;", 0},
		// fns: the ISA's examples, then not found, offset 0, and far offsets.
		{"fns.b32 %r3, 0xaaaaaaaa, 3, 1;", 3},
		{"fns.b32 %r3, 0xaaaaaaaa, 3, -1;", 3},
		{"fns.b32 %r3, 0xaaaaaaaa, 2, 1;", 3},
		{"fns.b32 %r3, 0xaaaaaaaa, 2, -1;", 1},
		{"fns.b32 %r3, 0xaaaaaaaa, 2, 0;", 0xffffffff},
		{"fns.b32 %r3, 0xaaaaaaaa, 3, 0;", 3},
		{"fns.b32 %r3, 0xaaaaaaaa, 0, 16;", 31},
		{"fns.b32 %r3, 0xaaaaaaaa, 0, 17;", 0xffffffff},
		{"fns.b32 %r3, 0xaaaaaaaa, 31, -16;", 1},
		{"fns.b32 %r3, 0, 5, 1;", 0xffffffff},
	}
	for _, tc := range unary {
		body := "ld.global.u32 %r1, [%rd2]; ld.global.u32 %r2, [%rd2+4]; " + tc.body + " st.global.u32 [%rd1], %r3;"
		if got := runOut(t, body, 1, 1, 1, 0)[0]; got != tc.want {
			t.Errorf("%s = %#x, want %#x", tc.body, got, tc.want)
		}
	}
}

// atom.global.add.f32 flushes subnormals, atom.shared.add.f32 does not (PTX ISA 9.2 §9.7.13.5;
// docs/ptx-notes.md §2).
func TestAtomicAddSubnormal(t *testing.T) {
	const sub = 0x000116c2
	body := `ld.global.f32 %f1, [%rd2];
	atom.global.add.f32 %f2, [%rd1], %f1;
	mov.u32 %r5, 0; st.shared.u32 [sh], %r5; atom.shared.add.f32 %f3, [sh], %f1; ld.shared.u32 %r6, [sh]; st.global.u32 [%rd1+4], %r6;
	ld.global.f32 %f4, [%rd2+4]; atom.global.add.f32 %f5, [%rd1+8], %f4; st.global.f32 [%rd1+12], %f5;`
	src := "\n.shared .align 4 .b32 sh;\n"
	_ = src
	got := runOutShared(t, body, []uint32{sub, 0}, []uint32{0, 0, sub, 0})
	if d := cmp.Diff([]uint32{0, sub, 0, sub}, got); d != "" {
		t.Errorf("global-add result, shared-add result, global-add into a subnormal, its old value (-want +got):\n%s", d)
	}
}

func runOutShared(t *testing.T, body string, in, outInit []uint32) []uint32 {
	t.Helper()
	src := hdr + ".shared .align 4 .b32 sh;\n.visible .entry k(.param .u64 out, .param .u64 in) {\n" +
		".reg .b32 %r<40>; .reg .b64 %rd<20>; .reg .f32 %f<20>; .reg .pred %p<10>;\n" +
		"ld.param.u64 %rd1, [out]; ld.param.u64 %rd2, [in];\n" + body + "\nret; }"
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
	if err != nil {
		t.Fatal(err)
	}
	out, _ := tg.Alloc(4 * len(outInit))
	tg.Write(out, le32(outInit...))
	pin, _ := tg.Alloc(4 * len(in))
	tg.Write(pin, le32(in...))
	f, _ := mod.Function("k")
	if err := f.Launch([3]uint32{1, 1, 1}, [3]uint32{1, 1, 1}, 0, [][]byte{le64(out), le64(pin)}, nil); err != nil {
		t.Fatal(err)
	}
	b := make([]byte, 4*len(outInit))
	tg.Read(out, b)
	w := make([]uint32, len(outInit))
	for i := range w {
		w[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
	return w
}

// The address of a kernel parameter (mov + cvta.param, PTX 7.7+) reads the launch's parameters
// through generic and .param addressing; storing there faults.
func TestParamAddress(t *testing.T) {
	src := hdr + `.visible .entry k(.param .u64 out, .param .align 8 .b8 s[16]) {
	.reg .b32 %r<4>; .reg .b64 %rd<5>;
	ld.param.u64 %rd1, [out]; mov.u64 %rd2, s; cvta.param.u64 %rd3, %rd2;
	ld.u32 %r1, [%rd3+4]; ld.param.u32 %r2, [%rd2+12];
	st.global.u32 [%rd1], %r1; st.global.u32 [%rd1+4], %r2;
	ret; }
.visible .entry bad(.param .u64 out) { .reg .b64 %rd<3>; mov.u64 %rd1, out; cvta.param.u64 %rd2, %rd1; st.u32 [%rd2], 1; ret; }`
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
	if err != nil {
		t.Fatal(err)
	}
	out, _ := tg.Alloc(8)
	f, _ := mod.Function("k")
	if err := f.Launch([3]uint32{1, 1, 1}, [3]uint32{1, 1, 1}, 0, [][]byte{le64(out), le32(1, 22, 3, 44)}, nil); err != nil {
		t.Fatal(err)
	}
	got := make([]byte, 8)
	tg.Read(out, got)
	if v := i32s(got); v[0] != 22 || v[1] != 44 {
		t.Errorf("got %v, want [22 44]", v)
	}
	bad, _ := mod.Function("bad")
	if err := bad.Launch([3]uint32{1, 1, 1}, [3]uint32{1, 1, 1}, 0, [][]byte{le64(out)}, nil); cu.Code(err) != cu.ErrorIllegalAddress {
		t.Errorf("store into parameters: %v", err)
	}
}

// The H200 flushes a .ftz result that is tiny before rounding, even when
// rounding would lift it to the smallest normal; flushing the rounded result
// misses those. The engine must give what sim/fp's .ftz forms give (they are
// checked against the H200's single-instruction corpus), on inputs where the
// two ways differ.
func TestFTZFlushesBeforeRounding(t *testing.T) {
	minNorm, justBelowOne := uint32(0x00800000), uint32(0x3f7fffff) // 2^-126, 1-2^-24
	f := math.Float32frombits
	tests := []struct {
		name      string
		body      string
		in        []uint32
		want, old uint32
	}{
		{"mul.rn.ftz.f32", "ld.global.f32 %f1, [%rd2]; ld.global.f32 %f2, [%rd2+4]; mul.rn.ftz.f32 %f3, %f1, %f2; st.global.f32 [%rd1], %f3;",
			[]uint32{minNorm, justBelowOne},
			math.Float32bits(fp.Mul32FTZ(f(minNorm), f(justBelowOne), fp.RN)),
			math.Float32bits(fp.FTZ32(fp.Mul32(f(minNorm), f(justBelowOne), fp.RN)))},
		{"fma.rn.ftz.f32", "ld.global.f32 %f1, [%rd2]; ld.global.f32 %f2, [%rd2+4]; fma.rn.ftz.f32 %f3, %f1, %f2, 0f00000000; st.global.f32 [%rd1], %f3;",
			[]uint32{minNorm, justBelowOne},
			math.Float32bits(fp.FMA32FTZ(f(minNorm), f(justBelowOne), 0, fp.RN)),
			math.Float32bits(fp.FTZ32(fp.FMA32(f(minNorm), f(justBelowOne), 0, fp.RN)))},
		{"mul.rn.ftz.f16", "ld.global.b16 %rs1, [%rd2]; ld.global.b16 %rs2, [%rd2+4]; mul.rn.ftz.f16 %rs3, %rs1, %rs2; st.global.b16 [%rd1], %rs3;",
			[]uint32{0x0400, 0x3bff}, // 2^-14, 1-2^-11
			uint32(fp.Mul16FTZ(0x0400, 0x3bff, fp.RN)),
			uint32(fp.FTZ16(fp.Mul16(0x0400, 0x3bff, fp.RN)))},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.want == tc.old {
				t.Fatalf("inputs do not tell the two flushes apart (both %#x)", tc.want)
			}
			if got := runOut(t, tc.body, 1, 1, tc.in...)[0]; got != tc.want {
				t.Errorf("got %#x, want %#x (flushing after rounding gives %#x)", got, tc.want, tc.old)
			}
		})
	}
}
