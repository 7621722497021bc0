package sim

import "testing"

// The clock registers read as the H200's do (testdata/reference/clock/h200.txt): %clock64 a
// running cycle counter far from 0 at a kernel's start, counting within a warp's turn;
// %clock and %clock_hi its halves; %globaltimer Unix nanoseconds in steps of 32, advancing at
// 1.98 cycles a nanosecond.
func TestClockRegisters(t *testing.T) {
	got := runOut(t, `
		mov.u64 %rd6, %clock64;
		mov.u32 %r1, %clock;
		mov.u32 %r2, %clock_hi;
		mov.u64 %rd7, %globaltimer;
		mov.u32 %r3, %globaltimer_lo;
		mov.u32 %r4, %globaltimer_hi;
		add.u32 %r5, %r0, 1; add.u32 %r5, %r5, 1; add.u32 %r5, %r5, 1; add.u32 %r5, %r5, 1;
		mov.u64 %rd8, %clock64;
		nanosleep.u32 10000;
		mov.u64 %rd9, %clock64;
		mov.u64 %rd10, %globaltimer;
		st.global.u32 [%rd1], %rd6;
		shr.u64 %rd11, %rd6, 32; st.global.u32 [%rd1+4], %rd11;
		st.global.u32 [%rd1+8], %r1;
		st.global.u32 [%rd1+12], %r2;
		st.global.u32 [%rd1+16], %rd7;
		shr.u64 %rd11, %rd7, 32; st.global.u32 [%rd1+20], %rd11;
		st.global.u32 [%rd1+24], %r3;
		st.global.u32 [%rd1+28], %r4;
		sub.s64 %rd11, %rd8, %rd6; st.global.u32 [%rd1+32], %rd11;
		sub.s64 %rd11, %rd9, %rd8; st.global.u32 [%rd1+36], %rd11;
		sub.s64 %rd11, %rd10, %rd7; st.global.u32 [%rd1+40], %rd11;`, 1, 11)
	clock64 := uint64(got[0]) | uint64(got[1])<<32
	timer := uint64(got[4]) | uint64(got[5])<<32
	if clock64 < clockStart || clock64 > clockStart+64 {
		t.Errorf("first %%clock64 %d, want the H200's %d and a few instructions", clock64, uint64(clockStart))
	}
	if got[2] != uint32(clock64+4) || got[3] != uint32((clock64+8)>>32) {
		t.Errorf("%%clock %d, %%clock_hi %d, want the halves of %%clock64 %d (4 cycles later each)", got[2], got[3], clock64)
	}
	if timer%32 != 0 || timer < globaltimerStart || timer > globaltimerStart+64 {
		t.Errorf("first %%globaltimer %d, want the H200's %d, in steps of 32", timer, uint64(globaltimerStart))
	}
	if got[6] != uint32(timer) || got[7] != uint32(timer>>32) {
		t.Errorf("%%globaltimer_lo %d, _hi %d, want the halves of %d", got[6], got[7], timer)
	}
	if got[8] != 4*10 {
		t.Errorf("%%clock64 advanced %d over 10 instructions, want 4 cycles each", got[8])
	}
	if got[9] < 19800 || got[9] > 19800+8 {
		t.Errorf("%%clock64 advanced %d over nanosleep 10000, want 19800 cycles (1.98 GHz) and the instruction", got[9])
	}
	if d := got[10]; d%32 != 0 || d < 10000 || d > 10000+64 {
		t.Errorf("%%globaltimer advanced %d over nanosleep 10000 and a few instructions, want about 10000 in steps of 32", d)
	}
}

// A nanosleep sleeps at most maxNanosleep (1 ms): __nanosleep(0xffffffff) must not move the
// warp's clock by 4.3 s, which wrapped the 32-bit %clock of s_nanosleep (libcuda/testdata/
// cudart/explore24b) where the H200's stayed monotonic.
func TestNanosleepCapped(t *testing.T) {
	got := runOut(t, `
		mov.u64 %rd6, %clock64;
		nanosleep.u32 0xffffffff;
		mov.u64 %rd7, %clock64;
		sub.s64 %rd8, %rd7, %rd6; st.global.u32 [%rd1], %rd8;
		shr.u64 %rd8, %rd8, 32; st.global.u32 [%rd1+4], %rd8;`, 1, 2)
	d := uint64(got[0]) | uint64(got[1])<<32
	if want := uint64(maxNanosleep * 198 / 100); d < want || d > want+8 {
		t.Errorf("%%clock64 advanced %d cycles over nanosleep 0xffffffff, want %d (1 ms at 1.98 GHz) and the instruction", d, want)
	}
}
