package sim

import (
	"encoding/binary"
	"fmt"
	"testing"
)

// TestMbarrierWakesWaitingWarps: warp 1 arrives at an mbarrier of 64 and waits for the phase
// as libcu++'s barrier does (try_wait, then a nanosleep backoff); warp 0 arrives last, after
// a loop longer than a time slice, waits, and its thread 0 then invalidates the barrier, as
// libcu++'s barrier destructor does. On a GPU the phase's completion wakes warp 1 at once; if
// warp 1 polled only after warp 0 had run on to the mbarrier.inval, it would wait forever
// (libcu++'s cuda/pipeline_arrive_on test hung so). How many times warp 1 polls before it
// backs off (libcu++: 16) and how long warp 0 loops are varied so that the completion finds
// warp 1 in each part of its loop.
func TestMbarrierWakesWaitingWarps(t *testing.T) {
	for _, polls := range []int{1, 2, 3, 16} {
		for _, loop := range []int{sliceLen / 4, sliceLen / 3, sliceLen + 7} {
			t.Run(fmt.Sprintf("polls%d/loop%d", polls, loop), func(t *testing.T) {
				src := hdr + ".shared .align 8 .b64 bar;\n" +
					".visible .entry k(.param .u64 out) {\n" +
					".reg .b32 %r<10>; .reg .b64 %rd<10>; .reg .pred %p<5>;\n" +
					"ld.param.u64 %rd1, [out]; mov.u32 %r0, %tid.x; mul.wide.u32 %rd3, %r0, 4; add.s64 %rd4, %rd1, %rd3;\n" +
					fmt.Sprintf(`
					setp.eq.u32 %%p1, %%r0, 0;
					@%%p1 mbarrier.init.shared.b64 [bar], 64;
					bar.sync 0;
					setp.lt.u32 %%p2, %%r0, 32;
					@%%p2 bra WARP0;
					mbarrier.arrive.shared.b64 %%rd5, [bar];
					mov.u32 %%r2, %d;
				POLL1:
					mbarrier.try_wait.shared.b64 %%p4, [bar], %%rd5;
					@%%p4 bra DONE1;
					setp.ne.u32 %%p3, %%r2, 0;
					@%%p3 sub.u32 %%r2, %%r2, 1;
					@%%p3 bra POLL1;
					nanosleep.u32 1000;
					bra.uni POLL1;
				DONE1:
					st.global.u32 [%%rd4], 1;
					bra.uni END;
				WARP0:
					mov.u32 %%r3, %d;
				BUSY:
					sub.u32 %%r3, %%r3, 1;
					setp.ne.u32 %%p3, %%r3, 0;
					@%%p3 bra BUSY;
					mbarrier.arrive.shared.b64 %%rd5, [bar];
				POLL0:
					mbarrier.try_wait.shared.b64 %%p4, [bar], %%rd5;
					@!%%p4 bra POLL0;
					@%%p1 mbarrier.inval.shared.b64 [bar];
					st.global.u32 [%%rd4], 2;
				END:
					ret; }`, polls-1, loop)
				runFirstWarpTwoSecondOne(t, src)
			})
		}
	}
}

// TestMbarrierCompletingArrivalWakesWaiters: warp 1 polls an mbarrier of 32 (try_wait, then a
// nanosleep backoff); warp 0, after a loop of BUSY steps, makes the 32 arrivals, needs no wait
// itself and invalidates the barrier at once (libcu++'s pipeline_memcpy_async_producer_consumer:
// the producer warp's last commit completes the phase, then it destroys the pipeline's shared
// state while the consumer warp has its last wait to make; the H200 ran it to its end). The
// arrival that completes the phase ends warp 0's turn, so warp 1 sees the phase over before the
// barrier is gone; else it polled an invalidated barrier until the instruction budget ran out.
func TestMbarrierCompletingArrivalWakesWaiters(t *testing.T) {
	for _, busy := range []int{1, sliceLen / 3, sliceLen + 7} {
		t.Run(fmt.Sprintf("busy%d", busy), func(t *testing.T) {
			src := hdr + ".shared .align 8 .b64 bar;\n" +
				".visible .entry k(.param .u64 out) {\n" +
				".reg .b32 %r<10>; .reg .b64 %rd<10>; .reg .pred %p<5>;\n" +
				"ld.param.u64 %rd1, [out]; mov.u32 %r0, %tid.x; mul.wide.u32 %rd3, %r0, 4; add.s64 %rd4, %rd1, %rd3;\n" +
				fmt.Sprintf(`
				setp.eq.u32 %%p1, %%r0, 0;
				@%%p1 mbarrier.init.shared.b64 [bar], 32;
				bar.sync 0;
				setp.lt.u32 %%p2, %%r0, 32;
				@%%p2 bra WARP0;
			POLL1:
				mbarrier.try_wait.parity.shared.b64 %%p4, [bar], 0;
				@%%p4 bra DONE1;
				nanosleep.u32 100;
				bra.uni POLL1;
			DONE1:
				st.global.u32 [%%rd4], 1;
				bra.uni END;
			WARP0:
				mov.u32 %%r3, %d;
			BUSY:
				sub.u32 %%r3, %%r3, 1;
				setp.ne.u32 %%p3, %%r3, 0;
				@%%p3 bra BUSY;
				mbarrier.arrive.shared.b64 %%rd5, [bar];
				@%%p1 mbarrier.inval.shared.b64 [bar];
				st.global.u32 [%%rd4], 2;
			END:
				ret; }`, busy)
			runFirstWarpTwoSecondOne(t, src)
		})
	}
}

// TestSleepTakesWallTimeOnlyWhenAllSleep: a nanosleep calls Launch.Sleep (the driver then sleeps
// in wall-clock time: the kernel may wait for the host) only when the CTA has nothing else to
// run. Warp 1 backs off while warp 0 works for several time slices: no call. Both warps
// sleeping: calls.
func TestSleepTakesWallTimeOnlyWhenAllSleep(t *testing.T) {
	for _, tc := range []struct {
		name     string
		work     int  // warp 0's loop before it sets the flag warp 1 waits for
		warp0Nap bool // warp 0 sleeps too, each iteration
		want     func(calls int) bool
	}{
		{"other warp works", 3 * sliceLen, false, func(n int) bool { return n == 0 }},
		{"both sleep", 50, true, func(n int) bool { return n > 0 }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			nap := ""
			if tc.warp0Nap {
				nap = "nanosleep.u32 100;"
			}
			src := hdr + ".shared .align 4 .b32 flag;\n" +
				".visible .entry k(.param .u64 out) {\n" +
				".reg .b32 %r<10>; .reg .b64 %rd<10>; .reg .pred %p<5>;\n" +
				"ld.param.u64 %rd1, [out]; mov.u32 %r0, %tid.x; mul.wide.u32 %rd3, %r0, 4; add.s64 %rd4, %rd1, %rd3;\n" +
				fmt.Sprintf(`
					setp.lt.u32 %%p2, %%r0, 32;
					@%%p2 bra WARP0;
				WAIT:
					ld.volatile.shared.u32 %%r2, [flag];
					setp.ne.u32 %%p3, %%r2, 0;
					@%%p3 bra DONE;
					nanosleep.u32 1000;
					bra.uni WAIT;
				WARP0:
					mov.u32 %%r3, %d;
				BUSY:
					%s
					sub.u32 %%r3, %%r3, 1;
					setp.ne.u32 %%p3, %%r3, 0;
					@%%p3 bra BUSY;
					st.volatile.shared.u32 [flag], 1;
				DONE:
					st.global.u32 [%%rd4], 1;
					ret; }`, tc.work, nap)
			tg := &simTarget{testMem: newTestMem()}
			mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
			if err != nil {
				t.Fatal(err)
			}
			out, _ := tg.Alloc(4 * 64)
			f, _ := mod.Function("k")
			calls := 0
			if err := Run(f.(*simFunc).k, &Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{64, 1, 1},
				Params: le64(out), Memory: tg.testMem, InstructionBudget: 1 << 22,
				Sleep: func(ns uint64) {
					if ns > 0 {
						calls++
					}
				}}); err != nil {
				t.Fatal(err)
			}
			if !tc.want(calls) {
				t.Errorf("Launch.Sleep called %d times with a duration", calls)
			}
		})
	}
}

// TestMbarrierArrivalOnInvalidated: an arrival on an mbarrier that mbarrier.inval ended changes
// nothing and does not fault (the H200 ran libcu++'s pipeline_divergent_threads, whose thread 0
// invalidates the pipeline's barriers before slower warps make their last arrival, to its end);
// one more arrival than a live phase has left still faults.
func TestMbarrierArrivalOnInvalidated(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		fault      bool
	}{
		{"invalidated", "mbarrier.init.shared.b64 [bar], 1; mbarrier.inval.shared.b64 [bar]; mbarrier.arrive.shared.b64 %rd5, [bar];", false},
		{"live phase over-arrived", "mbarrier.init.shared.b64 [bar], 1; mbarrier.expect_tx.shared.b64 [bar], 16; mbarrier.arrive.shared.b64 %rd5, [bar]; mbarrier.arrive.shared.b64 %rd5, [bar];", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := hdr + ".shared .align 8 .b64 bar;\n.visible .entry k(.param .u64 out) {\n.reg .b64 %rd<10>;\n" + tc.body + "\nret; }"
			tg := &simTarget{testMem: newTestMem()}
			mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
			if err != nil {
				t.Fatal(err)
			}
			f, _ := mod.Function("k")
			err = Run(f.(*simFunc).k, &Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{1, 1, 1},
				Params: le64(0), Memory: tg.testMem, InstructionBudget: 1 << 20})
			if (err != nil) != tc.fault {
				t.Errorf("launch: %v; want a fault: %v", err, tc.fault)
			}
		})
	}
}

// runFirstWarpTwoSecondOne runs src's kernel k on one block of 64 threads and wants each thread
// of the first warp to have stored 2 and each of the second 1 at out[tid].
func runFirstWarpTwoSecondOne(t *testing.T, src string) {
	t.Helper()
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
	if err != nil {
		t.Fatal(err)
	}
	out, _ := tg.Alloc(4 * 64)
	f, _ := mod.Function("k")
	if err := Run(f.(*simFunc).k, &Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{64, 1, 1},
		Params: le64(out), Memory: tg.testMem, InstructionBudget: 1 << 20}); err != nil {
		t.Fatal(err)
	}
	b := make([]byte, 4*64)
	tg.Read(out, b)
	for l := range 64 {
		want := uint32(2)
		if l >= 32 {
			want = 1
		}
		if got := binary.LittleEndian.Uint32(b[4*l:]); got != want {
			t.Fatalf("thread %d: %d, want %d", l, got, want)
		}
	}
}
