// Package gentest fails a test when a generated file is stale: it runs the
// package's generator into a temporary directory and compares what it wrote
// with the committed files.
package gentest

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// Fresh runs "go run gen.go -o DIR" in the test's directory (the package's)
// and fails t for each of outputs that differs from what gen.go writes now.
// inputs are glob patterns of what the generator reads; they are read here
// too, so that go test's cache sees a change to them.
func Fresh(t *testing.T, inputs []string, outputs ...string) {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("no go command to run the generator: %v", err)
	}
	for _, pattern := range append([]string{"gen.go"}, inputs...) {
		files, err := filepath.Glob(pattern)
		if err != nil || len(files) == 0 {
			t.Fatalf("inputs %q: %v (no files)", pattern, err)
		}
		for _, f := range files {
			if _, err := os.ReadFile(f); err != nil {
				t.Fatal(err)
			}
		}
	}
	dir := t.TempDir()
	cmd := exec.Command(goTool, "run", "gen.go", "-o", dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go run gen.go: %v\n%s", err, out)
	}
	for _, name := range outputs {
		committed, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		fresh, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(committed, fresh) {
			t.Errorf("%s is stale: run go generate in %s", name, mustWd(t))
		}
	}
}

func mustWd(t *testing.T) string {
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	return wd
}
