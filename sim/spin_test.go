package sim

import (
	"encoding/binary"
	"testing"
)

// A warp's diverged lanes progress independently (sm_70 and later): lanes that wait for other
// lanes of their own warp — a lock by compare-and-swap, a flag in shared memory, an mbarrier
// phase, a poll with nanosleep — get them to run (warp.yieldLanes), where running the lowest pc
// first alone spun forever (the engine ran cuda::std::counting_semaphore's waiters and never its
// holder: testdata/conformance/headers' k_bar_std). Each kernel is one warp; out[lane] must come
// out as want gives.
func TestDivergedLanesWaitForEachOther(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		funcs      string // device functions the body calls
		want       func(lane int) uint32
		perm       bool // out holds 1 to 32 in any order
	}{
		{
			// Every lane takes the lock in turn and adds one to a plain counter, keeping what it
			// wrote (1 to 32, in an order the hardware chooses); lane 0 gets the lock first, the
			// others spin on the compare-and-swap at a lower pc than the holder's.
			name: "compare-and-swap lock",
			body: `
			LOCK:
				atom.shared.cas.b32 %r1, [sh], 0, 1;
				setp.ne.u32 %p1, %r1, 0;
				@%p1 bra LOCK;
				ld.shared.u32 %r2, [sh+4];
				add.u32 %r3, %r2, 1;
				st.shared.u32 [sh+4], %r3;
				atom.shared.exch.b32 %r4, [sh], 0;
				st.global.u32 [%rd4], %r3;`,
			perm: true,
		},
		{
			// Lanes 1-31 poll a shared flag (ld.volatile) that lane 0 sets further on in the code.
			name: "volatile flag",
			body: `
				setp.eq.u32 %p1, %r0, 0;
				@%p1 bra SET;
			WAIT:
				ld.volatile.shared.u32 %r2, [sh];
				setp.eq.u32 %p2, %r2, 0;
				@%p2 bra WAIT;
				bra.uni DONE;
			SET:
				st.volatile.shared.u32 [sh], 7;
				mov.u32 %r2, 9;
			DONE:
				st.global.u32 [%rd4], %r2;`,
			want: func(l int) uint32 {
				if l == 0 {
					return 9
				}
				return 7
			},
		},
		{
			// Odd lanes arrive at an mbarrier of 32 and wait for the phase; even lanes arrive
			// further on.
			name: "mbarrier",
			body: `
				setp.eq.u32 %p3, %r0, 0;
				@%p3 mbarrier.init.shared.b64 [sh8], 32;
				bar.warp.sync -1;
				and.b32 %r1, %r0, 1;
				setp.eq.u32 %p1, %r1, 0;
				@%p1 bra EVEN;
				mbarrier.arrive.shared.b64 %rd6, [sh8];
			WAIT:
				mbarrier.test_wait.shared.b64 %p2, [sh8], %rd6;
				@!%p2 bra WAIT;
				ld.shared.u32 %r2, [sh+4];
				bra.uni DONE;
			EVEN:
				setp.eq.u32 %p3, %r0, 0;
				@%p3 st.shared.u32 [sh+4], 5;
				mbarrier.arrive.shared.b64 %rd6, [sh8];
				mov.u32 %r2, 6;
			DONE:
				st.global.u32 [%rd4], %r2;`,
			want: func(l int) uint32 { return 5 + uint32(l&1^1) },
		},
		{
			// Lanes 0-15 sleep between plain loads of a word that lane 31 writes further on.
			name: "nanosleep",
			body: `
				setp.ge.u32 %p1, %r0, 16;
				@%p1 bra WRITE;
			WAIT:
				nanosleep.u32 100;
				ld.shared.u32 %r2, [sh];
				setp.eq.u32 %p2, %r2, 0;
				@%p2 bra WAIT;
				bra.uni DONE;
			WRITE:
				setp.eq.u32 %p3, %r0, 31;
				@%p3 st.shared.u32 [sh], 3;
				mov.u32 %r2, 4;
			DONE:
				st.global.u32 [%rd4], %r2;`,
			want: func(l int) uint32 {
				if l < 16 {
					return 3
				}
				return 4
			},
		},
		{
			// Even lanes produce in one device function, odd lanes consume in another, taking
			// turns three times through two shared words (a one-stage pipeline, as libcu++'s
			// cuda/pipeline_memcpy_async_producer_consumer test has it): each side waits inside
			// its call for lanes inside the other (warp.suspendCall).
			name:  "producer and consumer in two device functions",
			funcs: producerConsumerFuncs,
			body: `
				and.b32 %r1, %r0, 1;
				setp.ne.u32 %p1, %r1, 0;
				@%p1 bra ODD;
				call (%r2), produce, ();
				add.u32 %r2, %r2, 100;
				bra.uni DONE;
			ODD:
				call (%r2), consume, ();
			DONE:
				st.global.u32 [%rd4], %r2;`,
			want: producerConsumerWant,
		},
		{
			// A semaphore of 3 slots taken inside a device function by all 32 lanes (libcu++'s
			// counting_semaphore::acquire in a -G build or a __noinline__ function: sweep27's
			// w_libcu): the lanes that got a slot return, and must run on past the call to give
			// it back while the others still wait inside. The engine kept the returned lanes in
			// the call until every lane returned, and the waiters spun forever.
			name:  "a semaphore taken inside a device function, given back outside it",
			funcs: semaphoreFuncs,
			body: `
				setp.eq.u32 %p1, %r0, 0;
				@%p1 st.shared.u32 [sh], 3;
				bar.warp.sync -1;
				call (%r2), take, ();
				atom.shared.add.u32 %r3, [sh], 1;
				add.u32 %r2, %r2, 1;
				st.global.u32 [%rd4], %r2;`,
			perm: true,
		},
		{
			// The same, then the block's barrier: the consumers, done first, reach it while the
			// producers' call is still set aside, which must then run (else a deadlock).
			name:  "producer and consumer in two device functions, then a barrier",
			funcs: producerConsumerFuncs,
			body: `
				and.b32 %r1, %r0, 1;
				setp.ne.u32 %p1, %r1, 0;
				@%p1 bra ODD;
				call (%r2), produce, ();
				add.u32 %r2, %r2, 100;
				bra.uni DONE;
			ODD:
				call (%r2), consume, ();
			DONE:
				bar.sync 0;
				st.global.u32 [%rd4], %r2;`,
			want: producerConsumerWant,
		},
		{
			// The consumers wait in the kernel itself, then all meet at the block's barrier: the
			// consumers, done first, reach it while the producers' call is still set aside, which
			// must run then (else the barrier never completes).
			name:  "producer in a device function, consumer outside it, then a barrier",
			funcs: producerConsumerFuncs,
			body: `
				and.b32 %r1, %r0, 1;
				setp.ne.u32 %p1, %r1, 0;
				@%p1 bra ODD;
				call (%r2), produce, ();
				add.u32 %r2, %r2, 100;
				bra.uni DONE;
			ODD:
				mov.u32 %r3, 0;
				mov.u32 %r2, 0;
			CNEXT:
				add.u32 %r3, %r3, 1;
			CWAIT:
				ld.volatile.shared.u32 %r5, [sh];
				setp.ne.u32 %p2, %r5, %r3;
				@%p2 bra CWAIT;
				add.u32 %r2, %r2, %r5;
				st.volatile.shared.u32 [sh+4], %r3;
				setp.lt.u32 %p2, %r3, 3;
				@%p2 bra CNEXT;
			DONE:
				bar.sync 0;
				st.global.u32 [%rd4], %r2;`,
			want: producerConsumerWant,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := hdr + ".shared .align 8 .b32 sh[4];\n.shared .align 8 .b64 sh8;\n" + tc.funcs +
				".visible .entry k(.param .u64 out) {\n" +
				".reg .b32 %r<10>; .reg .b64 %rd<10>; .reg .pred %p<5>;\n" +
				"ld.param.u64 %rd1, [out]; mov.u32 %r0, %tid.x; mul.wide.u32 %rd3, %r0, 4; add.s64 %rd4, %rd1, %rd3;\n" +
				tc.body + "\nret; }"
			tg := &simTarget{testMem: newTestMem()}
			mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
			if err != nil {
				t.Fatal(err)
			}
			out, _ := tg.Alloc(4 * 32)
			f, _ := mod.Function("k")
			if err := Run(f.(*simFunc).k, &Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{32, 1, 1},
				Params: le64(out), Memory: tg.testMem, InstructionBudget: 1 << 20}); err != nil {
				t.Fatal(err)
			}
			b := make([]byte, 4*32)
			tg.Read(out, b)
			if tc.perm {
				var seen uint64
				for l := range 32 {
					seen |= 1 << binary.LittleEndian.Uint32(b[4*l:])
				}
				if seen != 0x1_ffff_fffe {
					t.Errorf("values written: %#x as a set, want 1 to 32", seen)
				}
				return
			}
			for l := range 32 {
				if got, want := binary.LittleEndian.Uint32(b[4*l:]), tc.want(l); got != want {
					t.Errorf("lane %d: %d, want %d", l, got, want)
				}
			}
		})
	}
}

// semaphoreFuncs is take: it waits for one of the slots counted in sh (polling while there is
// none), takes it by compare-and-swap and returns a ticket, 0 to 31 in the order of taking.
const semaphoreFuncs = `
			.func (.reg .b32 ticket) take() {
				.reg .b32 %n; .reg .b32 %m; .reg .b32 %o; .reg .pred %q;
			TRY:
				ld.volatile.shared.u32 %n, [sh];
				setp.eq.u32 %q, %n, 0;
				@%q bra TRY;
				sub.u32 %m, %n, 1;
				atom.shared.cas.b32 %o, [sh], %n, %m;
				setp.ne.u32 %q, %o, %n;
				@%q bra TRY;
				atom.shared.add.u32 ticket, [sh+4], 1;
				ret;
			}
`

// producerConsumerFuncs are the device functions of TestDivergedLanesWaitForEachOther's
// producer and consumer cases: produce stores turns 1 to 3 into sh and waits for each to come
// back in sh+4, returning the last; consume waits for each turn, adds it up and hands it back.
const producerConsumerFuncs = `
			.func (.reg .b32 last) produce() {
				.reg .b32 %k; .reg .b32 %v; .reg .pred %q;
				mov.u32 %k, 0;
			NEXT:
				add.u32 %k, %k, 1;
				st.volatile.shared.u32 [sh], %k;
			WAIT:
				ld.volatile.shared.u32 %v, [sh+4];
				setp.ne.u32 %q, %v, %k;
				@%q bra WAIT;
				setp.lt.u32 %q, %k, 3;
				@%q bra NEXT;
				mov.u32 last, %v;
				ret;
			}
			.func (.reg .b32 sum) consume() {
				.reg .b32 %k; .reg .b32 %v; .reg .pred %q;
				mov.u32 %k, 0;
				mov.u32 sum, 0;
			NEXT:
				add.u32 %k, %k, 1;
			WAIT:
				nanosleep.u32 10;
				ld.volatile.shared.u32 %v, [sh];
				setp.ne.u32 %q, %v, %k;
				@%q bra WAIT;
				add.u32 sum, sum, %v;
				st.volatile.shared.u32 [sh+4], %k;
				setp.lt.u32 %q, %k, 3;
				@%q bra NEXT;
				ret;
			}
`

// producerConsumerWant is what those cases store: the producers (even lanes) 100 + their last
// turn, the consumers (odd lanes) the sum of the turns.
func producerConsumerWant(l int) uint32 {
	if l&1 == 0 {
		return 103
	}
	return 6
}

// TestSpinLockHandOverCost: 4 warps of 32 threads take one compare-and-swap lock in turn, each
// adding to a plain counter (sweep30's k_sync spin lock, libcuda/testdata/cudart/sweep30). Every
// hand-over makes the waiting lanes and warps spin until the holder runs again, so what a poll
// costs is spent in each: at 1,024 polls a turn (spinPolls) this launch executes 953,865
// warp-instructions, at 64 it executed 61,065, but 64 deadlocked a cooperative grid sync under
// -G (flags25's f_cg.G), so 1,024 stays. The counter must be right; the cost is logged. One
// worker: the counts are deterministic.
func TestSpinLockHandOverCost(t *testing.T) {
	src := hdr + `.visible .entry k(.param .u64 lock) {
	.reg .b32 %r<6>; .reg .b64 %rd<4>; .reg .pred %p<2>;
	ld.param.u64 %rd1, [lock];
	mov.u32 %r0, %tid.x;
	add.u32 %r5, %r0, 1;
LOCK:
	atom.global.cas.b32 %r1, [%rd1], 0, 1;
	setp.ne.u32 %p1, %r1, 0;
	@%p1 bra LOCK;
	ld.volatile.global.u32 %r2, [%rd1+4];
	add.u32 %r3, %r2, %r5;
	st.volatile.global.u32 [%rd1+4], %r3;
	membar.gl;
	atom.global.exch.b32 %r4, [%rd1], 0;
	ret; }`
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
	if err != nil {
		t.Fatal(err)
	}
	lock, _ := tg.Alloc(8)
	f, _ := mod.Function("k")
	var st Stats
	const threads = 128
	if err := Run(f.(*simFunc).k, &Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{threads, 1, 1},
		Params: le64(lock), Memory: tg.testMem, Stats: &st}); err != nil {
		t.Fatal(err)
	}
	b := make([]byte, 8)
	tg.Read(lock, b)
	if got, want := binary.LittleEndian.Uint32(b[4:]), uint32(threads*(threads+1)/2); got != want {
		t.Errorf("counter %d, want %d", got, want)
	}
	t.Logf("%d warp-instructions", st.WarpInstructions)
}
