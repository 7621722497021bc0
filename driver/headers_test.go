package driver_test

import (
	"path/filepath"
	"testing"

	"cudasim/internal/gzfile"
)

const headersDir = "../testdata/conformance/headers"

// headerGaps are the header cases cudasim does not reproduce, and why; they are not run.
var headerGaps = map[string]string{
	// Races of the probe kernels themselves: the H200's output is one interleaving of several.
	"k_at_objects.case": "racy kernel: thread 0 stores 1 to the counter the other warps read as the block's total",
	"k_p_mbar.case":     "racy kernel: block 0's bulk store and block 1's threads write the same 16 bytes of out",
	"k_pipe_prim.case":  "racy kernel: two cp.async groups write the same 8 bytes (data, then zero fill), the H200 kept the data",
	"k_bar_std.case":    "racy kernel: threads read cnt after a barrier that other warps have left already, to add 100 to cnt (the H200's warps all read first; cudasim's warp that completes the barrier runs on); every other output matches (testdata/conformance/libcu has race-free cases of the same objects)",
}

// TestHeaderConformance runs the kernels of testdata/conformance/headers (what nvcc 13.0 makes
// for sm_90 of cooperative_groups, cuda::barrier, cuda::pipeline, cuda::atomic_ref, cuda_fp16,
// cuda_bf16, cuda_fp8, mma.h's wmma fragments, cuda/annotated_ptr, cuda/ptx and the SIMD, DPX and
// warp intrinsics) on the inputs recorded with them, and compares every output with the H200's
// bit for bit (docs/device-code.md, "CUDA 13 headers").
func TestHeaderConformance(t *testing.T) {
	paths, err := filepath.Glob(headersDir + "/cases/*.case")
	if err != nil || len(paths) < 60 {
		t.Fatalf("header cases: %d, %v", len(paths), err)
	}
	for _, p := range paths {
		name := filepath.Base(p)
		if golden, _ := gzfile.Glob(p + ".*.bin"); len(golden) == 0 {
			continue // failed on the H200 (h200-failures.txt)
		}
		if why, ok := headerGaps[name]; ok {
			t.Logf("%s: not run: %s", name, why)
			continue
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			conformCase(t, p)
		})
	}
}
