package sim

import (
	"encoding/binary"
	"testing"
)

// TestIsspacepConstAndParam: isspacep.const of a .const variable's generic address (cvta.const,
// what __isConstant asks under -G: sweep30's k_barriers) is true, and false for a global one,
// and isspacep.global of it false (nvcc -O2 folds __isGlobal of a __constant__ address to 0);
// isspacep.param of a kernel parameter's generic address (cvta.param) is true, and .global of it
// false (the windows of the PTX ISA's generic addressing are disjoint). cudasim answered false
// for every .const and .param test before session 30.
func TestIsspacepConstAndParam(t *testing.T) {
	src := `.version 7.8
.target sm_90
.address_size 64
.const .align 4 .b8 table[16];
.global .align 4 .b8 plain[16];
.visible .entry k(.param .u64 out) {
	.reg .b32 %r<12>; .reg .b64 %rd<8>; .reg .pred %p<2>;
	ld.param.u64 %rd1, [out];
	mov.u64 %rd2, table;
	cvta.const.u64 %rd3, %rd2;
	add.u64 %rd3, %rd3, 12;
	isspacep.const %p1, %rd3; selp.u32 %r1, 1, 0, %p1;
	mov.u64 %rd4, plain;
	cvta.global.u64 %rd5, %rd4;
	isspacep.const %p1, %rd5; selp.u32 %r2, 1, 0, %p1;
	mov.u64 %rd6, out;
	cvta.param.u64 %rd7, %rd6;
	isspacep.param %p1, %rd7; selp.u32 %r3, 1, 0, %p1;
	isspacep.global %p1, %rd7; selp.u32 %r4, 1, 0, %p1;
	isspacep.param %p1, %rd5; selp.u32 %r5, 1, 0, %p1;
	isspacep.global %p1, %rd5; selp.u32 %r6, 1, 0, %p1;
	isspacep.global %p1, %rd3; selp.u32 %r8, 1, 0, %p1;
	add.u64 %rd3, %rd3, 4;
	isspacep.const %p1, %rd3; selp.u32 %r7, 1, 0, %p1;
	st.global.v4.u32 [%rd1], {%r1, %r2, %r3, %r4};
	st.global.v4.u32 [%rd1+16], {%r5, %r6, %r7, %r8};
	ret; }`
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
	if err != nil {
		t.Fatal(err)
	}
	out, _ := tg.Alloc(32)
	f, _ := mod.Function("k")
	if err := f.Launch([3]uint32{1, 1, 1}, [3]uint32{1, 1, 1}, 0, [][]byte{le64(out)}, nil); err != nil {
		t.Fatal(err)
	}
	b := make([]byte, 32)
	tg.Read(out, b)
	names := []string{"const of table+12", "const of a global", "param of a parameter", "global of a parameter",
		"param of a global", "global of a global", "const past table's end", "global of table+12"}
	want := []uint32{1, 0, 1, 0, 0, 1, 0, 0}
	for i, w := range want {
		if got := binary.LittleEndian.Uint32(b[4*i:]); got != w {
			t.Errorf("isspacep.%s: %d, want %d", names[i], got, w)
		}
	}
}
