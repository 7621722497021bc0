package sim

import (
	"bytes"
	"testing"
)

// TestStoreV8 runs st.v8 of 8- and 16-bit elements, of which the H200 stores only the first
// element (testdata/conformance/breadth22/stv8.case, driver TestBreadth22): the first element's
// bytes must land, under a predicate only in the lanes it selects, and the other seven elements'
// bytes keep their values.
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
		first := inBytes[16*tid:]
		b16 := gotBytes[16*tid : 16*tid+16]
		u8 := gotBytes[512+8*tid : 512+8*tid+8]
		s8 := gotBytes[768+8*tid : 768+8*tid+8]
		want16 := []byte{first[0], first[1], 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0} // runOut's buffer starts zeroed
		want8 := []byte{first[0], 0, 0, 0, 0, 0, 0, 0}
		wantS8 := want8
		if tid%2 == 1 {
			wantS8 = make([]byte, 8)
		}
		if !bytes.Equal(b16, want16) || !bytes.Equal(u8, want8) || !bytes.Equal(s8, wantS8) {
			t.Fatalf("thread %d: v8.b16 % x, v8.u8 % x, predicated v8.s8 % x; want % x, % x, % x", tid, b16, u8, s8, want16, want8, wantS8)
		}
	}
}
