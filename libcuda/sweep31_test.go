//go:build linux && amd64 && cgo

package main

import (
	"path/filepath"
	"testing"
)

// testdata/cudart/sweep31 (its README.md): self-checking CUDA C++ programs built by nvcc 11.8
// for sm_90 with the shared runtime, plainly (b118) and with -G (b118G): cuRAND's device
// generators against their definitions recomputed on the host (Philox4x32-10, XORWOW and
// MRG32k3a with subsequences and skips up to 2^63), cuda_fp8.h's conversions against the
// header's own host code over every 16-bit input, and cooperative groups' experimental
// reduce_update_async, reduce_store_async and scan_update into cuda::atomic_ref. Each ends
// with PASS or FAIL by itself.
const sweep31Dir = cudartDir + "/sweep31"

// TestCudartSweep31 runs every program of sweep31's bin.txz and binG.txz on cudasim's
// libcuda.so.1, with CUDA 11.8's libcudart from the cudart tests' archive, and bin-130.txz's
// (v_async as nvcc 13.0 built it on the H100's machine, plainly and with -G) with CUDA 13.0's,
// and requires PASS and, where an H100 recorded it (golden/h100-s*), its whole output.
func TestCudartSweep31(t *testing.T) {
	runtimes := cudartBinaries(t)
	runSelfChecking(t, unpackPrograms(t, sweep31Dir, "bin.txz", "binG.txz"), "v_*", []string{filepath.Join(runtimes, "b118")}, h100Goldens(sweep31Dir))
	runSelfChecking(t, unpackPrograms(t, sweep31Dir, "bin-130.txz"), "v_*", []string{filepath.Join(runtimes, "b130")}, h100Goldens(sweep31Dir))
}
