package sim

import "testing"

// nanosleep advances the warp's clock by the longest duration of the
// active lanes (warp.sleep): a spin loop with a clock-based timeout, like
// cuda.core's test latch kernel (nanosleep 1 ms, 60 s timeout), ends by its
// timeout in few instructions instead of running into the instruction
// budget.
func TestNanosleepAdvancesClock(t *testing.T) {
	got := runOut(t, `
		mov.u64 %rd6, %clock64;
		mov.u32 %r1, 1000;
		mul.lo.u32 %r1, %r1, %r0;
		nanosleep.u32 %r1;
		mov.u64 %rd7, %clock64;
		sub.s64 %rd8, %rd7, %rd6;
		cvt.u32.u64 %r2, %rd8;
		st.global.u32 [%rd4], %r2;`, 4, 4)
	// Lane 3 sleeps 3000 ns; every lane's clock moves by that much, 5940
	// cycles at the H200's 1.98 GHz (plus the instructions between the reads).
	for l, d := range got {
		if d < 5940 || d > 5940+64 {
			t.Errorf("lane %d: clock advanced %d across nanosleep of up to 3000 ns, want 5940 cycles and a few instructions", l, d)
		}
	}

	// The latch: wait for a flag nobody sets, 1 ms per poll, timeout 60 s of
	// 1.98 GHz cycles.
	got = runOut(t, `
		mov.u64 %rd6, %clock64;
		mov.u32 %r3, 0;
	LOOP:
		ld.volatile.global.u32 %r1, [%rd2];
		setp.ne.u32 %p1, %r1, 0;
		@%p1 bra DONE;
		mov.u64 %rd7, %clock64;
		sub.s64 %rd8, %rd7, %rd6;
		setp.ge.u64 %p2, %rd8, 118800000000;
		@%p2 bra DONE;
		add.u32 %r3, %r3, 1;
		nanosleep.u32 1000000;
		bra.uni LOOP;
	DONE:
		st.global.u32 [%rd4], %r3;`, 1, 1, 0)
	if got[0] < 59900 || got[0] > 60000 {
		t.Errorf("latch polled %d times before its 60 s timeout, want just under 60000 (1 ms sleeps)", got[0])
	}
}
