package sim

import "testing"

// CC.CF is a carry in both directions: sub.cc leaves 1 when it does not borrow, subc borrows
// when the flag is 0. Pure chains read the same under a borrow flag; mixed ones do not, and
// nvcc's 128-bit division reads a subtraction's flag with addc (the H200's quotients in
// libcuda/testdata/cudart/explore24's s_intedge are right only so).
func TestCarryFlagAcrossAddAndSub(t *testing.T) {
	body := `mov.u32 %r10, 0;
	sub.cc.u32 %r11, 5, 3; addc.u32 %r12, %r10, %r10; st.global.u32 [%rd1], %r12;
	sub.cc.u32 %r11, 3, 5; addc.u32 %r12, %r10, %r10; st.global.u32 [%rd1+4], %r12;
	add.cc.u32 %r11, 0xffffffff, 1; subc.u32 %r12, 10, 3; st.global.u32 [%rd1+8], %r12;
	add.cc.u32 %r11, 1, 1; subc.u32 %r12, 10, 3; st.global.u32 [%rd1+12], %r12;
	sub.cc.u32 %r11, 3, 5; madc.lo.u32 %r12, 2, 3, %r10; st.global.u32 [%rd1+16], %r12;
	sub.cc.u32 %r11, 3, 5; subc.cc.u32 %r12, 7, 2; addc.u32 %r13, %r10, %r10; st.global.u32 [%rd1+20], %r12; st.global.u32 [%rd1+24], %r13;
	sub.cc.u64 %rd10, 1, 2; addc.u32 %r12, %r10, %r10; st.global.u32 [%rd1+28], %r12;`
	got := runOut(t, body, 1, 8)
	want := []uint32{1, 0, 7, 6, 6, 4, 1, 0}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("word %d = %d, want %d (all %v)", i, got[i], want[i], got)
		}
	}
}
