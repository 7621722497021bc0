//go:build linux && amd64 && cgo

package main

import (
	"path/filepath"
	"testing"
)

// testdata/cudart/sweep30 (its README.md): self-checking CUDA C++ programs built by nvcc 11.8
// for sm_90 with the shared runtime, plainly (b118) and five of them with -G (b118G): CUB's
// block, warp and device algorithms on half, double and struct types, libcu++'s atomics of
// every scope, wait/notify, barriers and pipelines, cooperative groups' collectives under every
// operator, coalesced groups and tiles of several warps, inline PTX checked against the PTX
// ISA's definitions, C++ (alloca, virtual inheritance, nvstd::function), named barriers and
// address-space tests, and the locks, flags and look-back scans library code writes by hand.
// Each ends with PASS or FAIL by itself.
const sweep30Dir = cudartDir + "/sweep30"

// TestCudartSweep30 runs every program of sweep30's bin.txz on cudasim's libcuda.so.1, with
// CUDA 11.8's libcudart from the cudart tests' archive, and bin-130.txz's (nvcc 13.0's plain
// builds, made on the H100's machine) with CUDA 13.0's, and requires PASS and, where an H100
// recorded it (golden/h100-s*), its whole output.
func TestCudartSweep30(t *testing.T) {
	runtimes := cudartBinaries(t)
	runSelfChecking(t, unpackPrograms(t, sweep30Dir, "bin.txz"), "k_*", []string{filepath.Join(runtimes, "b118")}, h100Goldens(sweep30Dir))
	runSelfChecking(t, unpackPrograms(t, sweep30Dir, "bin-130.txz"), "k_*", []string{filepath.Join(runtimes, "b130")}, h100Goldens(sweep30Dir))
}
