//go:build linux && amd64 && cgo

package main

import "testing"

// testdata/cudart/explore24b (its README.md): a second batch of CUDA C++
// programs on device code nvcc 13.0 emits that the suites did not sweep
// (SIMD, DPX and bit intrinsics, warp reduce/match, cooperative groups'
// reduce/scan and partitions, cuda::pipeline and memcpy_async, dynamic
// shared memory past 48 KiB, shared-memory atomics, cache hints,
// <cuda/std/bit>, complex and cmath on edge values, directed rounding,
// printf formats, large kernel parameters), recorded on the H200 as
// explore24's are.
const explore24bDir = cudartDir + "/explore24b"

// TestCudartExplore24b runs explore24b's binaries on cudasim and compares
// them with the H200's output (runSuite).
func TestCudartExplore24b(t *testing.T) {
	runSuite(t, explore24bDir, explore24bFilters, explore24bOpen)
}

// explore24bOpen are the programs whose output still differs from the
// H200's, each with why (testdata/cudart/explore24b/README.md).
var explore24bOpen = map[string]string{
	// j0, j1, y0 and y1 (double) of the 42 NaN inputs: the H200 returned
	// 0x7fffffff00000000 (the NaN rcp.approx.ftz.f64 makes), cudasim the
	// input's 0x7ff8000000000000; every other result equal (cudasim's
	// outputs with those 42 words replaced hash to the H200's). The open NaN
	// of explore24's jn(1, NaN) (docs/ptx-notes.md §9).
	"s_math3": "double j0/j1/y0/y1 of NaN: the rcp.approx NaN (above)",
	// exp, sin, cos, sinh and cosh of complex<double>, two inputs each, the
	// sign of a NaN (probe-b/cxedge.h200.txt holds the H200's first 100
	// results; with them in place cudasim's hash to the H200's): exp of
	// (NaN, ±inf) is (+NaN, +NaN) on the H200, (-NaN, -NaN) in cudasim;
	// sin and cos of (±inf, NaN), sinh and cosh of (NaN, ±inf) are
	// (-NaN, -NaN) on the H200, (+NaN, +NaN) in cudasim: which of a
	// product's two NaNs (the input's +NaN, the -NaN an infinite argument
	// makes) the H200 keeps, docs/ptx-notes.md §8's open f64 NaN order.
	"s_complexd": "complex<double> exp/sin/cos/sinh/cosh: a NaN's sign (above)",
}

// explore24bFilters are the programs whose output differs from the H200's
// by design, each with what it leaves out of both outputs.
var explore24bFilters = map[string]func(want, got string) (string, string){}
