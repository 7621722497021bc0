//go:build linux && amd64 && cgo

package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/klauspost/compress/zstd"
)

// TestCudartRdc80 runs nvcc 13.0's sm_80-only relocatable-device-code programs
// (testdata/cudart/rdc80, README.md there) on cudasim's libcuda.so.1 and compares their output
// with the H200's: the driver JIT-links their relocatable PTX, where cudasim answered 209 before.
// rdc80sass (SASS only, cudaErrorSymbolNotFound on the H200) is not compared: cudasim answers 209.
func TestCudartRdc80(t *testing.T) {
	const dir = cudartDir + "/rdc80"
	f, err := os.Open(filepath.Join(dir, "bin.tar.zst"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := zstd.NewReader(f, zstd.WithDecoderConcurrency(1))
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	bin := t.TempDir()
	untar(t, z, bin)
	lib := library(t)
	for _, name := range []string{"rdc80", "h_sm80"} {
		t.Run(name, func(t *testing.T) {
			golden := filepath.Join(dir, "golden", name+".h200.out")
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			got := runCudartArgs(t, lib, filepath.Join(bin, "bin", name), "h200", nil)
			compareGolden(t, golden, string(want), got)
		})
	}
}
