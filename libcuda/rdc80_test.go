//go:build linux && amd64 && cgo

package main

import (
	"path/filepath"
	"testing"
)

// TestCudartRdc80 runs nvcc 13.0's sm_80-only relocatable-device-code programs
// (testdata/cudart/rdc80, README.md there) on cudasim's libcuda.so.1 and compares their output
// with the H200's: the driver JIT-links their relocatable PTX, where cudasim answered 209 before.
// rdc80sass (SASS only, cudaErrorSymbolNotFound on the H200) is not compared: cudasim answers 209.
func TestCudartRdc80(t *testing.T) {
	const dir = cudartDir + "/rdc80"
	bin := unpackPrograms(t, dir, "bin.tar.zst")
	var cases []programCase
	for _, name := range []string{"rdc80", "h_sm80"} {
		cases = append(cases, programCase{
			name:   name,
			golden: filepath.Join(dir, "golden", name+".h200.out"),
			exe:    filepath.Join(bin, name),
		})
	}
	runPrograms(t, library(t), cases)
}
