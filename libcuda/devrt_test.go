//go:build linux && amd64 && cgo

package main

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/klauspost/compress/zstd"
)

// The device runtime programs of testdata/cudart/devrt (see its
// README.md): dynamic parallelism, device streams, tail and fire-and-forget
// launches, device queries and copies, device graph launch, built with
// relocatable device code (-rdc=true -lcudadevrt) by nvcc 11.8 and 13.0,
// each with its output on a real H200 beside it as a golden file.
const devrtDir = cudartDir + "/devrt"

// devrtNotModelled are the programs whose H200 output cudasim does not
// reproduce, and why (docs/device-runtime.md, "Not modelled").
var devrtNotModelled = map[string]string{}

// TestCudartDevrt runs every binary of testdata/cudart/devrt/bin.tar.zst
// (bin/bNNN/NAME) that has a golden file devrt/golden/bNNN/NAME.h200.out on
// cudasim's libcuda.so.1, with the toolkit's libcudart from the cudart
// tests' archive, and compares its output and exit status with the golden
// file exactly.
func TestCudartDevrt(t *testing.T) {
	runtimeDir := cudartBinaries(t) // the libcudart.so.N of each toolkit
	binDir := devrtBinaries(t)
	bins, err := filepath.Glob(filepath.Join(binDir, "b*", "t_*"))
	if err != nil || len(bins) == 0 {
		t.Fatalf("no binaries in %s/b*/: %v", binDir, err)
	}
	lib := library(t)
	for _, exe := range bins {
		build, name := filepath.Base(filepath.Dir(exe)), filepath.Base(exe)
		if filepath.Ext(name) != "" {
			continue // a build log
		}
		t.Run(build+"/"+name, func(t *testing.T) {
			t.Parallel()
			golden := filepath.Join(devrtDir, "golden", build, name+".h200.out")
			want, err := os.ReadFile(golden)
			if errors.Is(err, fs.ErrNotExist) {
				t.Skipf("no golden file %s (record it on a GPU with devrt/gpu.sh)", golden)
			}
			if err != nil {
				t.Fatal(err)
			}
			if why, ok := devrtNotModelled[name]; ok {
				t.Skipf("not modelled: %s", why)
			}
			path := "LD_LIBRARY_PATH=" + lib + ":" + filepath.Join(runtimeDir, build)
			got := runCudart(t, lib, exe, "h200", path)
			compareGolden(t, golden, string(want), got)
			if t.Failed() {
				logCudasimErrors(t, lib, exe, "h200", path)
			}
		})
	}
}

// devrtBinaries unpacks testdata/cudart/devrt/bin.tar.zst into a temporary
// folder and returns its bin folder; a bin folder beside it (build.sh's
// output, not committed) is used as it is.
func devrtBinaries(t *testing.T) string {
	t.Helper()
	if fi, err := os.Stat(filepath.Join(devrtDir, "bin")); err == nil && fi.IsDir() {
		return filepath.Join(devrtDir, "bin")
	}
	f, err := os.Open(filepath.Join(devrtDir, "bin.tar.zst"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := zstd.NewReader(f, zstd.WithDecoderConcurrency(1))
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	dir := t.TempDir()
	untar(t, z, dir)
	return filepath.Join(dir, "bin")
}
