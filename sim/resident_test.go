package sim

import (
	"encoding/binary"
	"testing"

	"cudasim/cu"
)

// coopKernel compiles the nvcc 11.8 PTX of testdata/conformance/coop.cu and returns the kernel.
func coopKernel(t *testing.T, name string) (*simTarget, *simModule, *Kernel) {
	t.Helper()
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileFile(t, "../testdata/conformance/coop/coop.118.ptx"))
	if err != nil {
		t.Fatal(err)
	}
	k, err := mod.prog.Kernel(name)
	if err != nil {
		t.Fatal(err)
	}
	return tg, mod, k
}

// TestCooperativeRows runs Numba's sequential-rows pattern (a grid barrier a row) as a cooperative
// launch on one and on several workers: every row must see the previous one complete, so
// M[r][c] == r everywhere. Each CTA spins in grid.sync() until the others arrive, which only
// works when they run together (resident.go).
func TestCooperativeRows(t *testing.T) {
	for _, workers := range []int{1, 2, 5} {
		tg, mod, k := coopKernel(t, "coop_rows")
		tg.workers = workers
		const rows, cols = 16, 256
		m, _ := tg.Alloc(rows * cols * 4)
		f := &simFunc{m: mod, k: k}
		if err := f.LaunchCooperative([3]uint32{8, 1, 1}, [3]uint32{32, 1, 1}, 0, [][]byte{le64(m), le32(rows), le32(cols)}, nil); err != nil {
			t.Fatalf("workers=%d: %v", workers, err)
		}
		out := make([]byte, rows*cols*4)
		tg.Read(m, out)
		for i, v := range i32s(out) {
			if int(v) != i/cols {
				t.Fatalf("workers=%d: M[%d][%d] = %d, want %d", workers, i/cols, i%cols, v, i/cols)
			}
		}
	}
}

// TestGridSyncOutsideCooperativeLaunch: without a grid workspace (%envreg1:2 read 0) the code
// nvcc emits for grid.sync() traps, which the driver reports as CUDA_ERROR_LAUNCH_FAILED.
func TestGridSyncOutsideCooperativeLaunch(t *testing.T) {
	tg, mod, k := coopKernel(t, "coop_count")
	cnt, _ := tg.Alloc(4)
	f := &simFunc{m: mod, k: k}
	err := f.Launch([3]uint32{2, 1, 1}, [3]uint32{32, 1, 1}, 0, [][]byte{le64(cnt)}, nil)
	if cu.Code(err) != cu.ErrorLaunchFailed {
		t.Fatalf("grid.sync() in a plain launch: %v, want CUDA_ERROR_LAUNCH_FAILED (trap)", err)
	}
	b := make([]byte, 4)
	tg.Read(cnt, b)
	if n := binary.LittleEndian.Uint32(b); n != 0 {
		t.Errorf("%d blocks passed the barrier", n)
	}
}

// TestCooperativeCount: every block of a large cooperative grid (132 SMs x 16 blocks of 64
// threads) passes the barrier once.
func TestCooperativeCount(t *testing.T) {
	for _, workers := range []int{1, 3} {
		tg, mod, k := coopKernel(t, "coop_count")
		tg.workers = workers
		cnt, _ := tg.Alloc(4)
		f := &simFunc{m: mod, k: k}
		const blocks = 132 * 16
		if err := f.LaunchCooperative([3]uint32{blocks, 1, 1}, [3]uint32{64, 1, 1}, 0, [][]byte{le64(cnt)}, nil); err != nil {
			t.Fatal(err)
		}
		b := make([]byte, 4)
		tg.Read(cnt, b)
		if n := binary.LittleEndian.Uint32(b); n != blocks {
			t.Errorf("workers=%d: %d blocks counted, want %d", workers, n, blocks)
		}
	}
}

// TestCooperativeSpinSkipped: in coop_serial (testdata/coop/serial.cu) one thread counts to
// len between two grid barriers while every other block waits in the second. A block whose poll
// finds the word unchanged skips its turns (runner.turn): the launch costs about the serial
// count, not the count times the blocks that spin through it (264 blocks, as an H200 holds two a
// multiprocessor: about 25 M warp-instructions spun, against 1.4 M now). One worker, so the
// counts are deterministic; the result checks that the waiting blocks saw the count.
func TestCooperativeSpinSkipped(t *testing.T) {
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileFile(t, "testdata/coop/serial.118.ptx"))
	if err != nil {
		t.Fatal(err)
	}
	k, err := mod.prog.Kernel("coop_serial")
	if err != nil {
		t.Fatal(err)
	}
	const blocks, threads, count = 264, 64, 400000
	out, _ := tg.Alloc(8)
	var st Stats
	f := &simFunc{m: mod, k: k, stats: &st}
	if err := f.LaunchCooperative([3]uint32{blocks, 1, 1}, [3]uint32{threads, 1, 1}, 0, [][]byte{le64(out), le32(count)}, nil); err != nil {
		t.Fatal(err)
	}
	b := make([]byte, 8)
	tg.Read(out, b)
	v := uint32(0)
	for range count {
		v = v*1664525 + 1013904223
	}
	if got := i32s(b); uint32(got[0]) != v || uint32(got[1]) != v+1 {
		t.Errorf("out = %#x %#x, want %#x %#x", uint32(got[0]), uint32(got[1]), v, v+1)
	}
	t.Logf("%d warp-instructions", st.WarpInstructions)
	if st.WarpInstructions > 10_000_000 {
		t.Errorf("%d warp-instructions for a serial count of %d: the waiting blocks spin through it", st.WarpInstructions, count)
	}
}
