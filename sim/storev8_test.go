package sim

import (
	"strings"
	"testing"

	"cudasim/cu"
)

// TestStoreV8 runs st.v8 of 8- and 16-bit elements, which the lowering turns into .v4 stores of
// packed pairs: every byte must land where the eight values' low bytes (or halves) belong, under
// a predicate only in the lanes it selects, and an address aligned to less than the vector's
// size must fault as the whole vector's would (CUDA_ERROR_MISALIGNED_ADDRESS). The H200's
// bytes for the same stores: testdata/conformance/breadth22/stv8.case (driver TestBreadth22).
func TestStoreV8(t *testing.T) {
	const threads = 32
	unpack := "mul.wide.u32 %rd6, %r0, 16; add.s64 %rd7, %rd2, %rd6; ld.global.v4.u32 {%r1, %r2, %r3, %r4}, [%rd7];\n" +
		"mov.b32 {%rs1, %rs2}, %r1; mov.b32 {%rs3, %rs4}, %r2; mov.b32 {%rs5, %rs6}, %r3; mov.b32 {%rs7, %rs8}, %r4;\n" +
		"mul.wide.u32 %rd8, %r0, 8; add.s64 %rd9, %rd1, %rd8; add.s64 %rd10, %rd1, %rd6;\n" +
		"and.b32 %r5, %r0, 1; setp.eq.u32 %p1, %r5, 0;\n"
	vals := "{%rs1, %rs2, %rs3, %rs4, %rs5, %rs6, %rs7, %rs8}"
	body := unpack +
		"st.global.v8.b16 [%rd10], " + vals + ";\n" +
		"st.v8.u8 [%rd9+512], " + vals + ";\n" +
		"@%p1 st.global.v8.s8 [%rd9+768], " + vals + ";\n"
	in := make([]uint32, 4*threads)
	for i := range in {
		in[i] = uint32(i)*0x9e3779b9 ^ 0x5a5a0f0f
	}
	got := runOut(t, body, threads, 256, in...)
	inBytes, gotBytes := le32(in...), le32(got...)
	for tid := range threads {
		for e := range 8 {
			half := inBytes[16*tid+2*e:]
			if w := gotBytes[16*tid+2*e:]; w[0] != half[0] || w[1] != half[1] {
				t.Fatalf("v8.b16: thread %d element %d is %x, want %x", tid, e, w[:2], half[:2])
			}
			if b := gotBytes[512+8*tid+e]; b != half[0] {
				t.Fatalf("v8.u8: thread %d element %d is %#x, want %#x", tid, e, b, half[0])
			}
			want := half[0]
			if tid%2 == 1 {
				want = 0 // not stored: runOut's buffer starts zeroed
			}
			if b := gotBytes[768+8*tid+e]; b != want {
				t.Fatalf("predicated v8.s8: thread %d element %d is %#x, want %#x", tid, e, b, want)
			}
		}
	}

	// 4-byte aligned, not 8: a v8.u8 (8 bytes) faults.
	src := hdr + ".visible .entry k(.param .u64 out) { .reg .b16 %rs<9>; .reg .b64 %rd<3>;\n" +
		"ld.param.u64 %rd1, [out]; mov.b16 %rs1, 7;\n" +
		"st.global.v8.u8 [%rd1+4], {%rs1, %rs1, %rs1, %rs1, %rs1, %rs1, %rs1, %rs1};\nret; }"
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
	if err != nil {
		t.Fatal(err)
	}
	out, _ := tg.Alloc(64)
	f, _ := mod.Function("k")
	err = f.Launch([3]uint32{1, 1, 1}, [3]uint32{1, 1, 1}, 0, [][]byte{le64(out)}, nil)
	if cu.Code(err) != cu.ErrorMisalignedAddress || !strings.Contains(err.Error(), "misaligned") {
		t.Fatalf("st.v8.u8 at a 4-byte boundary: %v, want CUDA_ERROR_MISALIGNED_ADDRESS", err)
	}
}
