//go:build linux && amd64 && cgo

package main

import (
	"archive/tar"
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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
// file exactly.
func TestCudartCCCL(t *testing.T) {
	runtimeDir := cudartBinaries(t) // the libcudart.so.N of each toolkit
	binDir := ccclBinaries(t)
	bins, err := filepath.Glob(filepath.Join(binDir, "b*", "t_*"))
	if err != nil || len(bins) == 0 {
		t.Fatalf("no binaries in %s/b*/: %v", binDir, err)
	}
	lib := library(t)
	for _, exe := range bins {
		build, name := filepath.Base(filepath.Dir(exe)), filepath.Base(exe)
		t.Run(build+"/"+name, func(t *testing.T) {
			t.Parallel()
			golden := filepath.Join(ccclDir, "golden", build, name+".h200.out")
			want, err := os.ReadFile(golden)
			if errors.Is(err, fs.ErrNotExist) {
				t.Skipf("no golden file %s (record it on a GPU with cccl/gpu.sh)", golden)
			}
			if err != nil {
				t.Fatal(err)
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

// ccclBinaries unpacks testdata/cudart/cccl/bin.txz (an xz-compressed tar,
// read through the xz command) into a temporary folder and returns its bin
// folder; a bin folder beside bin.txz (build.sh's output, not committed) is
// used as it is.
func ccclBinaries(t *testing.T) string {
	t.Helper()
	if fi, err := os.Stat(filepath.Join(ccclDir, "bin")); err == nil && fi.IsDir() {
		return filepath.Join(ccclDir, "bin")
	}
	xz, err := exec.LookPath("xz")
	if err != nil {
		t.Skip("no xz command to unpack cccl/bin.txz")
	}
	var out, stderr bytes.Buffer
	cmd := exec.Command(xz, "-dc", filepath.Join(ccclDir, "bin.txz"))
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("xz -dc bin.txz: %v: %s", err, stderr.String())
	}
	dir := t.TempDir()
	untar(t, &out, dir)
	return filepath.Join(dir, "bin")
}

// untar writes the regular files, folders and links of the tar stream r,
// all of which must lie under bin/, into dir.
func untar(t *testing.T, r io.Reader, dir string) {
	t.Helper()
	tr := tar.NewReader(r)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Clean(h.Name)
		if !strings.HasPrefix(name, "bin") || strings.Contains(name, "..") {
			t.Fatalf("archive holds %q, outside bin/", h.Name)
		}
		path := filepath.Join(dir, name)
		switch h.Typeflag {
		case tar.TypeDir:
			err = os.MkdirAll(path, 0o755)
		case tar.TypeReg:
			if err = os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				break
			}
			var out *os.File
			if out, err = os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, os.FileMode(h.Mode)&0o755|0o600); err == nil {
				_, err = io.Copy(out, tr)
				if cerr := out.Close(); err == nil {
					err = cerr
				}
			}
		case tar.TypeSymlink:
			err = os.Symlink(h.Linkname, path)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}
