//go:build linux && amd64

package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// TestCPUProfile runs a program with CUDASIM_CPUPROFILE and reads the profile it leaves: Go's
// pprof format (gzip'd protocol buffers) with CPU samples, written as the process exits.
func TestCPUProfile(t *testing.T) {
	t.Parallel()
	exe := compile(t, "testdata/ci_example.c", "-DNO_CUDA_H")
	path := filepath.Join(t.TempDir(), "cpu.prof")
	out, stderr, err := run(t, exe, []string{"CUDASIM_CPUPROFILE=" + path}, "../testdata/reference/kernels.fatbin", "../testdata/conformance/visible/visible.fatbin")
	if err != nil {
		t.Fatalf("ci_example: %v\nstdout:\n%s\nstderr:\n%s", err, out, stderr)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("no profile: %v", err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatalf("the profile is not gzip'd pprof data: %v", err)
	}
	b, err := io.ReadAll(z)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"samples", "cpu", "nanoseconds"} {
		if !bytes.Contains(b, []byte(want)) {
			t.Errorf("the profile (%d bytes) has no %q in its string table", len(b), want)
		}
	}
	_, stderr, _ = run(t, exe, []string{"CUDASIM_CPUPROFILE=" + filepath.Join(t.TempDir(), "no", "such", "dir", "cpu.prof")}, "../testdata/reference/kernels.fatbin", "../testdata/conformance/visible/visible.fatbin")
	if !bytes.Contains([]byte(stderr), []byte("CUDASIM_CPUPROFILE")) {
		t.Errorf("a profile that cannot be written says nothing on stderr:\n%s", stderr)
	}
}
