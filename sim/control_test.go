package sim

import (
	"testing"
)

// Lanes leave a loop through a return at different iterations; the others keep looping and
// reconverge. Each lane writes the iteration it left at, or 100 if it finished the loop.
func TestReturnInsideLoop(t *testing.T) {
	body := `mov.u32 %r1, 0;
LOOP:
	setp.eq.u32 %p1, %r1, %r0;
	@%p1 bra OUT;
	add.u32 %r1, %r1, 1;
	setp.lt.u32 %p2, %r1, 20;
	@%p2 bra LOOP;
	mov.u32 %r1, 100;
	st.global.u32 [%rd4], %r1;
	ret;
OUT:
	st.global.u32 [%rd4], %r1;
	ret;`
	got := runOut(t, body, 40, 40)
	for l, v := range got {
		want := uint32(l)
		if l >= 20 {
			want = 100
		}
		if v != want {
			t.Fatalf("lane %d: %d, want %d", l, v, want)
		}
	}
}

// A branch's other side laid out after the function's end, jumping back to the join point (as
// nvcc 13.0 lays out libcu++'s cuda/ptx/ptx.shfl.compile test, whose shfl_sync check asserts
// that __activemask() there is the full warp; on the H200 it is:
// libcuda/testdata/cudart/libcudacxx/golden/b130/cuda/ptx/ptx.shfl.compile.pass.h200.out). The
// warp reconverges at the join before the code after it runs (topologicalBody); lowest pc first
// alone let lanes 0-3 run past it by themselves.
func TestReconvergeBeforeJoinLaidOutFirst(t *testing.T) {
	body := `setp.lt.u32 %p1, %r0, 4;
	@%p1 bra THEN;
	bra.uni ELSE;
THEN:
	mov.u32 %r2, 1;
JOIN:
	activemask.b32 %r3;
	st.global.u32 [%rd4], %r3;
	ret;
ELSE:
	mov.u32 %r2, 2;
	bra.uni JOIN;`
	for l, v := range runOut(t, body, 32, 32) {
		if v != 0xffffffff {
			t.Fatalf("lane %d: __activemask() at the join %#x, want the full warp", l, v)
		}
	}
}

// Indirect calls through a function pointer, with lanes choosing different targets, and a
// recursive device function.
func TestCalls(t *testing.T) {
	src := hdr + `
.func (.param .b32 r) twice(.param .b32 x) { .reg .b32 %a<3>; ld.param.b32 %a1, [x]; shl.b32 %a2, %a1, 1; st.param.b32 [r], %a2; ret; }
.func (.param .b32 r) square(.param .b32 x) { .reg .b32 %a<3>; ld.param.b32 %a1, [x]; mul.lo.s32 %a2, %a1, %a1; st.param.b32 [r], %a2; ret; }
.func (.param .b32 r) sum(.param .b32 x) {
	.reg .b32 %a<5>; .reg .pred %q;
	ld.param.b32 %a1, [x]; setp.eq.s32 %q, %a1, 0; @%q bra Z;
	add.s32 %a2, %a1, -1;
	{ .param .b32 p0; st.param.b32 [p0], %a2; .param .b32 r0; call.uni (r0), sum, (p0); ld.param.b32 %a3, [r0]; }
	add.s32 %a4, %a3, %a1; st.param.b32 [r], %a4; ret;
Z:	st.param.b32 [r], 0; ret; }
.visible .entry k(.param .u64 out) {
	.reg .b32 %r<8>; .reg .b64 %rd<8>; .reg .pred %p<3>;
	ld.param.u64 %rd1, [out]; mov.u32 %r0, %tid.x; mul.wide.u32 %rd2, %r0, 8; add.s64 %rd3, %rd1, %rd2;
	and.b32 %r1, %r0, 1; setp.eq.u32 %p1, %r1, 0;
	mov.u64 %rd4, twice; mov.u64 %rd5, square; selp.b64 %rd6, %rd4, %rd5, %p1;
	{ .param .b32 p0; st.param.b32 [p0], %r0; .param .b32 r0;
	  proto: .callprototype (.param .b32 _) _ (.param .b32 _);
	  call (r0), %rd6, (p0), proto; ld.param.b32 %r2, [r0]; }
	st.global.u32 [%rd3], %r2;
	{ .param .b32 p0; st.param.b32 [p0], %r0; .param .b32 r0; call.uni (r0), sum, (p0); ld.param.b32 %r3, [r0]; }
	st.global.u32 [%rd3+4], %r3;
	ret; }`
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
	if err != nil {
		t.Fatal(err)
	}
	out, _ := tg.Alloc(8 * 64)
	f, _ := mod.Function("k")
	if err := f.Launch([3]uint32{1, 1, 1}, [3]uint32{64, 1, 1}, 0, [][]byte{le64(out)}, nil); err != nil {
		t.Fatal(err)
	}
	b := make([]byte, 8*64)
	tg.Read(out, b)
	v := i32s(b)
	for l := 0; l < 64; l++ {
		want := int32(l * l)
		if l%2 == 0 {
			want = int32(2 * l)
		}
		if v[2*l] != want || v[2*l+1] != int32(l*(l+1)/2) {
			t.Fatalf("lane %d: %d %d, want %d %d", l, v[2*l], v[2*l+1], want, l*(l+1)/2)
		}
	}
}

// Named barriers with thread counts: warp 1 produces into shared memory and arrives; warp 0
// waits on the same barrier with bar.sync and reads.
func TestNamedBarrier(t *testing.T) {
	body := `setp.lt.u32 %p1, %r0, 32; @%p1 bra CONS;
	add.u32 %r5, %r0, 1000; and.b32 %r6, %r0, 31; shl.b32 %r7, %r6, 2; mov.u32 %r8, buf; add.u32 %r9, %r8, %r7;
	st.shared.u32 [%r9], %r5; bar.arrive 3, 64; bra.uni END;
CONS: bar.sync 3, 64;
	shl.b32 %r7, %r0, 2; mov.u32 %r8, buf; add.u32 %r9, %r8, %r7; ld.shared.u32 %r5, [%r9]; st.global.u32 [%rd4], %r5;
END:`
	got := runOutDecl(t, ".shared .align 4 .b8 buf[128];", body, 64, 32)
	for l, v := range got {
		if v != uint32(1032+l) {
			t.Fatalf("lane %d: %d", l, v)
		}
	}
}

// Labels are local to their { } block: inline asm inlined twice repeats its labels in sibling
// blocks, and a branch inside a block may leave to a label of the enclosing one.
func TestBlockScopedLabels(t *testing.T) {
	body := `mov.u32 %r1, 0;
	{ .reg .pred q; setp.eq.u32 q, %r0, 0; @q bra SKIP; add.u32 %r1, %r1, 1; SKIP: }
	{ .reg .pred q; setp.eq.u32 q, %r0, 1; @q bra SKIP; add.u32 %r1, %r1, 10; SKIP: }
	{ setp.gt.u32 %p1, %r0, 2; @%p1 bra OUT; }
	add.u32 %r1, %r1, 100;
OUT:
	st.global.u32 [%rd4], %r1;`
	got := runOut(t, body, 4, 4)
	if want := []uint32{110, 101, 111, 11}; !equalU32(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

func equalU32(a, b []uint32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// brx.idx through a .branchtargets table, with lanes taking different entries.
func TestBrxIdx(t *testing.T) {
	body := `ts: .branchtargets A, B, C;
	rem.u32 %r2, %r0, 3;
	brx.idx %r2, ts;
A:	mov.u32 %r3, 10; bra.uni J;
B:	mov.u32 %r3, 20; bra.uni J;
C:	mov.u32 %r3, 30;
J:	add.u32 %r3, %r3, %r0;
	st.global.u32 [%rd4], %r3;`
	got := runOut(t, body, 40, 40)
	for l, v := range got {
		if want := uint32(10*(l%3+1) + l); v != want {
			t.Fatalf("lane %d: %d, want %d", l, v, want)
		}
	}
}
