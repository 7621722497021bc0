package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
)

// A script sees only the files of its own archive, so the scripts that run
// the H200 probe's kernels carry a copy of kernels.ptx; each copy must be
// the reference file, testdata/reference/kernels.ptx, byte for byte.
func TestScriptsCarryTheReferenceKernels(t *testing.T) {
	ref, err := os.ReadFile("../../testdata/reference/kernels.ptx")
	if err != nil {
		t.Fatal(err)
	}
	scripts, err := filepath.Glob("testdata/script/*.txtar")
	if err != nil {
		t.Fatal(err)
	}
	copies := 0
	for _, s := range scripts {
		a, err := txtar.ParseFile(s)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range a.Files {
			if f.Name != "kernels.ptx" {
				continue
			}
			copies++
			if !bytes.Equal(f.Data, ref) {
				t.Errorf("%s: kernels.ptx differs from testdata/reference/kernels.ptx", s)
			}
		}
	}
	if copies == 0 {
		t.Error("no script carries kernels.ptx")
	}
}
