package driver_test

import (
	"path/filepath"
	"testing"

	"cudasim/internal/gzfile"
)

// TestLibcuConformance runs testdata/conformance/libcu's kernels — cuda::barrier,
// cuda::std::barrier, latch and semaphores, atomic wait/notify, cuda::atomic_ref and cuda::atomic
// at every scope and memory order, cuda::pipeline and memcpy_async, cooperative_groups'
// memcpy_async — with nvcc 13.0's PTX and nvcc 11.8's, and compares every output with the
// H200's bit for bit (docs/device-code.md, "libcu++ synchronisation"). Several have lanes of one
// warp wait for each other, which the engine once ran forever.
func TestLibcuConformance(t *testing.T) {
	paths, err := filepath.Glob("../testdata/conformance/libcu/cases/*.case")
	if err != nil || len(paths) != 36 {
		t.Fatalf("libcu++ cases: %d, %v", len(paths), err)
	}
	ran := 0
	for _, p := range paths {
		if golden, _ := gzfile.Glob(p + ".*.bin"); len(golden) == 0 {
			continue // did not run on the H200 (h200.txt)
		}
		ran++
		if why, ok := libcuGaps[filepath.Base(p)]; ok {
			t.Logf("%s: not run: %s", p, why)
			continue
		}
		t.Run(filepath.Base(p), func(t *testing.T) {
			t.Parallel()
			conformCase(t, p)
		})
	}
	if ran < libcuRecorded {
		t.Errorf("%d libcu++ cases have goldens, want %d", ran, libcuRecorded)
	}
}

// libcuRecorded is how many of the libcu++ cases ran on the H200 and have goldens: all but
// k_sem_lock (both PTX versions and the cubin), which hung on the H200 (h200.txt: rc 124, killed
// after 25 s) and runs to its end in cudasim.
const libcuRecorded = 34

// libcuGaps are the recorded cases cudasim does not reproduce yet, and why.
var libcuGaps = map[string]string{
	"k_pipe_block.118.case": "nvcc 11.8's libcu++ block-scope pipeline never waits for a stage's consumers (its PTX skips the consumed mbarrier): the kernel races with itself, and the H200's warps kept pace where cudasim's run ahead (docs/device-code.md, libcu++ synchronisation)",
}
