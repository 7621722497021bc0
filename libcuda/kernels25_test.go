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
	// Probe kernels25-d: the float Black-Scholes call S*cnd(d1) - X*e*cnd(d2) differs
	// in the last bits (the first call 0x4072f0d1 on the H200, 0x4072f0d0 on cudasim).
	// Probe kernels25-e showed each CND step equal; the difference is ptxas's
	// contraction of `sub.f32 %f116, %f98, %f115` with both operands single-use
	// products: cudasim fuses the minuend's (docs/ptx-notes.md §1's rule for adds),
	// and fusing the subtrahend's instead makes all 5 x 32,768 outputs equal to the
	// H200's (tried: sim/cfg.go contract). But testdata/bench/sfu90.ptx's sub of the
	// same shape (TestOptionsKernelH200) was fused on the minuend's side on the
	// H200, so what makes ptxas pick is not known; left open.
	"s_options": "which product ptxas fuses in a sub of two products (see above)",
}
