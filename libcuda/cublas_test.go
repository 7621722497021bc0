//go:build linux && amd64 && cgo

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// cuBLAS on cudasim (docs/cublas.md): t_cublas (testdata/cublas), built by
// nvcc 11.8 against Debian's libcublas.so.11, runs on cudasim's
// libcuda.so.1 and is compared with what the same source, built by nvcc 13.0
// against cuBLAS 13, printed on an H200.

const cublasDir = "testdata/cublas"

// cublasLibraryDir is the folder of an installed libcublas.so.11 (the
// dynamic loader's cache first, then the usual places), or "".
func cublasLibraryDir() string {
	for _, ldconfig := range []string{"/sbin/ldconfig", "ldconfig"} {
		out, err := exec.Command(ldconfig, "-p").Output()
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(out), "\n") {
			name, path, ok := strings.Cut(strings.TrimSpace(line), " => ")
			if ok && strings.HasPrefix(name, "libcublas.so.11 ") && strings.Contains(name, "x86-64") {
				return filepath.Dir(path)
			}
		}
	}
	for _, dir := range []string{"/usr/lib/x86_64-linux-gnu", "/usr/local/cuda-11.8/lib64", "/usr/local/cuda/lib64"} {
		if _, err := os.Stat(filepath.Join(dir, "libcublas.so.11")); err == nil {
			return dir
		}
	}
	return ""
}

// cublasVersionLines are what the 11.8 and 13.0 builds print differently
// whatever the driver: the library's version ("info:" lines).
func cublasVersionIndependent(out string) string {
	var keep []string
	for _, line := range strings.SplitAfter(out, "\n") {
		if strings.HasPrefix(line, "info: ") {
			continue
		}
		keep = append(keep, line)
	}
	return strings.Join(keep, "")
}

// TestCublas runs t_cublas on cudasim and compares its output with the
// H200's, less the version lines. It skips where libcublas.so.11 is not
// installed (CI): on Debian 12, apt-get install libcublas11 (non-free).
func TestCublas(t *testing.T) {
	dir := cublasLibraryDir()
	if dir == "" {
		t.Skip("libcublas.so.11 is not installed (Debian 12: apt-get install libcublas11, from non-free); t_cublas needs it")
	}
	bin := unpackPrograms(t, cublasDir, "bin.tar.zst")
	lib := library(t)
	c := programCase{
		name:   "b118/t_cublas",
		exe:    filepath.Join(bin, "b118", "t_cublas"),
		golden: filepath.Join(cublasDir, "golden", "b130", "t_cublas.h200.out"),
		path:   []string{dir},
		filter: func(want, got string) (string, string) {
			return cublasVersionIndependent(want), cublasVersionIndependent(got)
		},
	}
	runPrograms(t, lib, []programCase{c})
}
