//go:build linux && amd64 && cgo

package main

import (
	"path/filepath"
	"testing"
)

// The CCCL programs of testdata/cudart/cccl (see its README.md): CUB,
// Thrust, cooperative groups, libcu++'s barriers, pipelines and atomics, the
// half/bf16 and warp intrinsics, built by nvcc 11.8 and 13.0 with the shared
// runtime, each with its output on a real H200 beside it as a golden file.
const ccclDir = cudartDir + "/cccl"

// TestCudartCCCL runs every binary of testdata/cudart/cccl/bin.txz
// (bin/bNNN/NAME) that has a golden file cccl/golden/bNNN/NAME.h200.out on
// cudasim's libcuda.so.1, with the toolkit's libcudart from the cudart
// tests' archive, and compares its output and exit status with the golden
// file exactly (runPrograms).
func TestCudartCCCL(t *testing.T) {
	t.Parallel()
	runtimeDir := cudartBinaries(t) // the libcudart.so.N of each toolkit
	cases := binaryCases(t, unpackPrograms(t, ccclDir, "bin.txz"), filepath.Join(ccclDir, "golden"), runtimeDir)
	runPrograms(t, library(t), cases)
}
