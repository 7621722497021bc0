//go:build linux && amd64 && cgo

package main

import "testing"

// testdata/cudart/kernels25 (its README.md): small application kernels as
// library authors test them (softmax, layernorm, a decoupled look-back scan,
// histograms, bitonic and radix sorts, SpMV, FFT, n-body, stencil,
// transpose, Mandelbrot, a hash table, a persistent work queue, indexing
// past 4 GiB, an mma.sync GEMM, cp.async pipelines, named barriers, float
// atomics, cooperative-groups reductions, SGEMM, convolution, attention,
// cuRAND), built by nvcc 13.0 and recorded on the H200 as the suite's are,
// every float result printed as bits or hashed.
const kernels25Dir = cudartDir + "/kernels25"

// TestCudartKernels25 runs kernels25's binaries on cudasim and compares them
// with the H200's output (runSuite).
func TestCudartKernels25(t *testing.T) {
	runSuite(t, kernels25Dir, nil, kernels25Open)
}

// kernels25Open are the programs whose output still differs from the H200's,
// each with why (testdata/cudart/kernels25/README.md).
var kernels25Open = map[string]string{
	// s_options (probe kernels25-d, its float call differing in the last bits) now
	// matches: ptxas fuses no product across the rcp.rn.f32 between S*cnd(d1) and
	// the sub, so it fuses X*e*cnd(d2) (testdata/reference/fma26, docs/ptx-notes.md §1).
}
